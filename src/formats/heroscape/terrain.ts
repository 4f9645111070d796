/**
 * The terrain names an imported Heroscape map uses, and how each VirtualScape type id and each
 * heroscape-map-editor piece id turns into one. These names are the shared vocabulary of the hex
 * rulesets (tft-3d, c3g-buildings): a ruleset that plays on imported maps lists them.
 *
 * Ground (a standing surface's own terrain):
 *   grass, rock, sand, swamp, dungeon, road, snow, concrete, asphalt, lava-field   solid land tiles
 *   water, ice, lava, swamp-water, shadow, wellspring-water                        thin tiles lying on the land below
 *   castle        the top of a castle wall-walk tile
 *   castle-wall   the top of a castle wall with no wall walk on it (9 levels above its base)
 *   castle-base   the top of a castle wall base with no wall on it
 *   castle-arch   the top of a castle door arch or arch without door (10 levels above its base)
 *   personal      a VirtualScape personal (custom) tile whose name says nothing we know
 * Obstacles (added to the terrain list of the surface they stand on, with `obstacle: <levels>`):
 *   tree, palm, brush, ruin, marvel-ruin, wall (road wall), glacier, outcrop, hive, pillar (Laur wall pillar)
 */
import type { TileTypeInfo } from '../hsc/tiles.js';

/** Land families of VirtualScape (tiles.ts `family`) and of the map editor, as terrain names. */
const FAMILY_TERRAIN: Readonly<Record<string, string>> = {
  grass: 'grass',
  rock: 'rock',
  sand: 'sand',
  swamp: 'swamp',
  dungeon: 'dungeon',
  road: 'road',
  snow: 'snow',
  concrete: 'concrete',
  asphalt: 'asphalt',
  lavafield: 'lava-field',
  water: 'water',
  ice: 'ice',
  lava: 'lava',
  swampwater: 'swamp-water',
  shadow: 'shadow',
  wellspringwater: 'wellspring-water',
};

export function familyTerrain(family: string): string {
  const t = FAMILY_TERRAIN[family];
  if (!t) throw new Error(`no terrain name for the family ${family}`);
  return t;
}

export const LAND_TERRAIN = ['grass', 'rock', 'sand', 'swamp', 'dungeon', 'road', 'snow', 'concrete', 'asphalt', 'lava-field'] as const;
export const THIN_TERRAIN = ['water', 'ice', 'lava', 'swamp-water', 'shadow', 'wellspring-water'] as const;
export const CASTLE_TERRAIN = ['castle', 'castle-wall', 'castle-base', 'castle-arch'] as const;
export const OBSTACLE_TERRAIN = ['tree', 'palm', 'brush', 'ruin', 'marvel-ruin', 'wall', 'glacier', 'outcrop', 'hive', 'pillar'] as const;

/** Every terrain name an import can write, with a line saying what it is (for ruleset vocabularies). */
export const HEROSCAPE_TERRAIN: Readonly<Record<string, string>> = {
  grass: 'grass land tile',
  rock: 'rock land tile',
  sand: 'sand land tile',
  swamp: 'swamp land tile',
  dungeon: 'dungeon land tile',
  road: 'road tile (also the 5-hex road bridge)',
  snow: 'snow land tile',
  concrete: 'concrete land tile',
  asphalt: 'asphalt land tile',
  'lava-field': 'lava field land tile (solid, cooled lava)',
  water: 'water: a thin tile on the land one level below',
  ice: 'ice: a thin tile on the land one level below',
  lava: 'molten lava: a thin tile on the land one level below',
  'swamp-water': 'swamp water: a thin tile on the land one level below',
  shadow: 'shadow: a thin tile on the land one level below',
  'wellspring-water': 'wellspring water (map editor): a thin tile on the land one level below',
  castle: 'top of a castle wall-walk tile',
  'castle-wall': 'top of a castle wall (9 levels above its base) with no wall walk on it',
  'castle-base': 'top of a castle wall base with no wall on it',
  'castle-arch': 'top of a castle door arch (10 levels above its base); the doorway below is open',
  personal: 'a VirtualScape personal tile (custom land)',
  tree: 'obstacle: a tree',
  palm: 'obstacle: a palm tree',
  brush: 'obstacle: brush',
  ruin: 'obstacle: ruins',
  'marvel-ruin': 'obstacle: a ruined warehouse wall',
  wall: 'obstacle: a road wall',
  glacier: 'obstacle: a glacier',
  outcrop: 'obstacle: a rock outcrop',
  hive: 'obstacle: the Marro hive',
  pillar: 'obstacle: a Laur wall pillar',
};

/** Short token stems for the rows of an imported map (lower case: ground; upper case: obstacles). */
export const TOKEN_STEM: Readonly<Record<string, string>> = {
  grass: 'g', rock: 'r', sand: 's', swamp: 'sw', dungeon: 'd', road: 'rd', snow: 'sn', concrete: 'c', asphalt: 'a',
  'lava-field': 'lf', water: 'w', ice: 'i', lava: 'l', 'swamp-water': 'ws', shadow: 'sh', 'wellspring-water': 'ww',
  castle: 'ca', 'castle-wall': 'cw', 'castle-base': 'cb', 'castle-arch': 'ch', personal: 'p',
  tree: 'T', palm: 'P', brush: 'B', ruin: 'R', 'marvel-ruin': 'M', wall: 'W', glacier: 'G', outcrop: 'O', hive: 'H', pillar: 'L',
};

/** VirtualScape obstacle families (tiles.ts) as terrain names. */
const OBSTACLE_FAMILY: Readonly<Record<number, string>> = {
  10: 'tree', 11: 'ruin', 12: 'wall', 13: 'glacier', 23: 'hive', 27: 'outcrop',
};

/** The terrain name of a VirtualScape obstacle type. */
export function obstacleTerrain(info: TileTypeInfo): string {
  if (info.id === 11006 || info.id === 11007) return 'marvel-ruin';
  if (info.id === 24002) return 'brush';
  if (Math.floor(info.id / 1000) === 24) return 'palm';
  const t = OBSTACLE_FAMILY[Math.floor(info.id / 1000)];
  if (!t) throw new Error(`no terrain name for the obstacle type ${info.id}`);
  return t;
}

/** Castle pieces: what they add to a column. */
export interface CastleShape {
  terrain: (typeof CASTLE_TERRAIN)[number];
  /** Levels of solid the piece fills above its base. */
  thickness: number;
  /** Door arches: the middle hex is a doorway, solid only in its top level. */
  arch?: true;
}

export function castleShape(type: number): CastleShape | undefined {
  if (type === 16001 || type === 16007 || type === 16009) return { terrain: 'castle', thickness: 1 };
  if (type >= 16101 && type <= 16103) return { terrain: 'castle-base', thickness: 1 };
  if (type >= 16201 && type <= 16203) return { terrain: 'castle-wall', thickness: 9 };
  if (type === 16401 || type === 16404) return { terrain: 'castle-arch', thickness: 10, arch: true };
  return undefined;
}

/**
 * Start zone colours: VirtualScape tells zones apart by colour; the map editor's z1..z8 export as
 * these colours (its writeVirtualscapeMapFile.ts). Names are used where a tile carries no name.
 */
export const START_COLOURS: readonly { name: string; rgb: [number, number, number] }[] = [
  { name: 'red', rgb: [255, 0, 0] },
  { name: 'green', rgb: [0, 255, 0] },
  { name: 'blue', rgb: [0, 0, 255] },
  { name: 'yellow', rgb: [255, 255, 0] },
  { name: 'violet', rgb: [255, 0, 255] },
  { name: 'cyan', rgb: [0, 255, 255] },
  { name: 'orange', rgb: [255, 128, 0] },
  { name: 'purple', rgb: [128, 0, 255] },
];

/**
 * Colour names VirtualScape writes for start zones, in the languages of its releases (English, French,
 * German, Spanish, Italian, Dutch), and the colours it pairs them with in the shared maps (Mauve is its
 * 128, 0, 255 purple).
 */
const COLOUR_WORDS: readonly [readonly string[], [number, number, number]][] = [
  [['red', 'rouge', 'rot', 'rojo', 'rosso', 'rood'], [255, 0, 0]],
  [['green', 'vert', 'grun', 'grün', 'verde', 'groen'], [0, 255, 0]],
  [['blue', 'bleu', 'blau', 'azul', 'blu', 'blauw'], [0, 0, 255]],
  [['yellow', 'jaune', 'gelb', 'amarillo', 'giallo', 'geel'], [255, 255, 0]],
  [['violet', 'magenta', 'pink', 'rose', 'rosa', 'roze'], [255, 0, 255]],
  [['cyan', 'turquoise', 'türkis', 'turquesa', 'turchese', 'cyaan'], [0, 255, 255]],
  [['orange', 'naranja', 'arancione', 'oranje'], [255, 128, 0]],
  [['purple', 'mauve', 'lila', 'morado', 'viola', 'paars', 'pourpre', 'violett'], [128, 0, 255]],
  [['white', 'blanc', 'weiss', 'weiß', 'blanco', 'bianco', 'wit'], [255, 255, 255]],
  [['black', 'noir', 'schwarz', 'negro', 'nero', 'zwart'], [0, 0, 0]],
  [['brown', 'marron', 'braun', 'marrón', 'marrone', 'bruin'], [128, 64, 0]],
  [['grey', 'gray', 'gris', 'grau', 'grigio', 'grijs'], [128, 128, 128]],
];

/** The colour a start zone's name says (any word of it, in any language above), if any. */
export function startColour(name: string): [number, number, number] | undefined {
  const m = /^rgb\((\d+),(\d+),(\d+)\)$/.exec(name);
  if (m) return [Number(m[1]), Number(m[2]), Number(m[3])];
  const words = name.toLowerCase().split(/[^\p{L}]+/u);
  for (const [names, rgb] of COLOUR_WORDS) if (words.some((w) => names.includes(w))) return [...rgb];
  return undefined;
}

export function startZoneName(name: string | undefined, rgb: readonly number[] | undefined): string {
  if (name && name.trim()) return name.trim();
  if (rgb) {
    const known = START_COLOURS.find((c) => c.rgb.every((v, i) => v === rgb[i]));
    return known ? known.name : `rgb(${rgb.join(',')})`;
  }
  return 'start';
}
