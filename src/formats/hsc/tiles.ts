/**
 * VirtualScape tile type ids as data: what each id is, how many hexes it covers, which kind of piece
 * it is, and its rotation-0 footprint.
 *
 * Sources: ../shared/formats/virtualscape-hsc.md (type ids, sight clearances) and
 * ../shared/formats/virtualscape-footprints.md (footprints, class names). Rotations are derived by
 * the rule in `footprint.ts`, never stored.
 */

/** What a tile is, for the board builder. */
export type TileCategory =
  | 'land' // solid land: fills one level at its z
  | 'thin' // water, ice, lava, swamp water, shadow: a surface on the land below
  | 'obstacle' // trees, ruins, road walls, glaciers, outcrops, hive, palms, brush
  | 'castle' // wall-walk tiles, wall bases, walls, arches
  | 'edge' // ladder, battlement, flag: stand on one edge of a hex, chosen by the rotation
  | 'glyph'
  | 'start'
  | 'figure'
  | 'personal'
  | 'bridge'; // the 5-hex road (8005)

/** Levels of clearance above the tile's base that block sight, as the format doc gives them. */
export interface SightClearance {
  readonly levels: number;
  /** False where the number has not been checked on a real piece (the doc and the map editor say so). */
  readonly verified: boolean;
}

export interface TileTypeInfo {
  readonly id: number;
  /** Terrain family: 'grass', 'rock', 'water', 'castle', ... */
  readonly family: string;
  /** VirtualScape's class name without the `CTile` prefix, e.g. 'Grass24'. */
  readonly className: string;
  /** Hexes covered (legacy 4002 and 25002 say 2 but cover one: 1 here). */
  readonly hexCount: number;
  readonly category: TileCategory;
  /** Rotation-0 footprint as axial (dq, dr) offsets from the anchor; the anchor is the first entry. */
  readonly footprint: readonly (readonly [number, number])[];
  /** Obstacles (and castle walls, arches, battlements, road walls): how far up they block sight. */
  readonly sightClearance?: SightClearance;
  /** Physical height in levels where the doc states one (castle walls 9, door arches 10). */
  readonly heightLevels?: number;
  /** A piece VirtualScape still reads but no longer offers. */
  readonly legacy?: boolean;
}

// Axial rotation-0 shapes, copied from the "same as axial (dq,dr)" column of the footprint doc.
type Shape = readonly (readonly [number, number])[];
const ONE: Shape = [[0, 0]];
const TWO: Shape = [[0, 0], [1, 0]];
const THREE_TRI: Shape = [[0, 0], [1, 0], [0, 1]];
const THREE_LINE: Shape = [[0, 0], [1, 0], [2, 0]];
const FOUR_LINE: Shape = [[0, 0], [1, 0], [2, 0], [3, 0]];
const FOUR_DIAMOND: Shape = [[0, 0], [1, 0], [0, 1], [1, 1]];
const FIVE_LINE: Shape = [[0, 0], [1, 0], [2, 0], [3, 0], [4, 0]];
const SIX_HIVE: Shape = [[0, 0], [1, 0], [2, 0], [-1, 1], [0, 1], [1, 1]];
const SIX_MARVEL: Shape = [[0, 0], [1, 0], [0, 1], [1, 1], [2, 1], [3, 1]];
const SEVEN: Shape = [[0, 0], [1, 0], [-1, 1], [0, 1], [1, 1], [-1, 2], [0, 2]];
const SEVEN_CASTLE: Shape = [[0, 0], [1, 0], [2, 0], [3, 0], [0, 1], [1, 1], [2, 1]];
const NINE_CASTLE: Shape = [[0, 0], [1, 0], [2, 0], [3, 0], [4, 0], [0, 1], [1, 1], [2, 1], [3, 1]];
const TWENTY_FOUR: Shape = [
  [0, 0], [1, 0],
  [-1, 1], [0, 1], [1, 1],
  [-1, 2], [0, 2], [1, 2],
  [-2, 3], [-1, 3], [0, 3], [1, 3], [2, 3],
  [-2, 4], [-1, 4], [0, 4], [1, 4], [2, 4],
  [-3, 5], [-2, 5], [-1, 5], [0, 5], [1, 5], [2, 5],
];

/** Land shapes by hex count; personal tiles (17000) borrow the grass shape with their hex count. */
export const LAND_SHAPES: ReadonlyMap<number, Shape> = new Map([
  [1, ONE], [2, TWO], [3, THREE_TRI], [7, SEVEN], [24, TWENTY_FOUR],
]);

function clearance(levels: number, verified: boolean): SightClearance {
  return { levels, verified };
}

function info(
  id: number,
  family: string,
  className: string,
  category: TileCategory,
  footprint: Shape,
  extra: Partial<Pick<TileTypeInfo, 'sightClearance' | 'heightLevels' | 'legacy' | 'hexCount'>> = {},
): TileTypeInfo {
  return { id, family, className, hexCount: extra.hexCount ?? footprint.length, category, footprint, ...extra };
}

function landSeries(familyId: number, family: string, classStem: string, sizes: readonly number[]): TileTypeInfo[] {
  return sizes.map((n) => {
    const shape = LAND_SHAPES.get(n);
    if (!shape) throw new Error(`no land shape with ${n} hexes`);
    return info(familyId * 1000 + n, family, `${classStem}${n}`, 'land', shape);
  });
}

// Sight clearances: the format doc's numbers. The doc says several are unverified without naming
// them; the map editor's source marks glaciers, outcrops, the hive and the Marvel ruins as untested
// on real pieces, so those carry verified: false. Everything here is easy to correct in one place.
const FIXED: readonly TileTypeInfo[] = [
  ...landSeries(1, 'grass', 'Grass', [1, 2, 3, 7, 24]),
  ...landSeries(2, 'rock', 'Rock', [1, 2, 3, 7, 24]),
  ...landSeries(3, 'sand', 'Sand', [1, 2, 3, 7]),
  info(4001, 'water', 'Water1', 'thin', ONE),
  info(4002, 'water', 'Water2', 'thin', ONE, { legacy: true }),
  info(5001, 'ice', 'Ice1', 'thin', ONE),
  info(6001, 'lava', 'Lava1', 'thin', ONE),
  ...landSeries(7, 'lavafield', 'LavaField', [1, 2, 7]),
  info(8001, 'road', 'Road1', 'land', ONE),
  info(8002, 'road', 'Road2', 'land', TWO),
  info(8005, 'road', 'Road5', 'bridge', FIVE_LINE),
  ...landSeries(9, 'snow', 'Snow', [1, 2]),
  info(10004, 'tree', 'Tree4', 'obstacle', FOUR_DIAMOND, { sightClearance: clearance(14, true) }),
  info(10011, 'tree', 'Tree1_10', 'obstacle', ONE, { sightClearance: clearance(9, true) }),
  info(10012, 'tree', 'Tree1_11', 'obstacle', ONE, { sightClearance: clearance(10, true) }),
  info(10013, 'tree', 'Tree1_12', 'obstacle', ONE, { sightClearance: clearance(11, true) }),
  info(11002, 'ruins', 'Ruin2', 'obstacle', TWO, { sightClearance: clearance(5, true) }),
  info(11003, 'ruins', 'Ruin3', 'obstacle', THREE_LINE, { sightClearance: clearance(5, true) }),
  info(11006, 'ruins', 'MarvelWall6', 'obstacle', SIX_MARVEL, { sightClearance: clearance(8, false) }),
  info(11007, 'ruins', 'MarvelWall6Breaked', 'obstacle', SIX_MARVEL, { sightClearance: clearance(8, false) }),
  info(12004, 'wall', 'Wall4', 'obstacle', FOUR_LINE, { sightClearance: clearance(3, true) }),
  info(13001, 'glacier', 'Glacier1_7', 'obstacle', ONE, { sightClearance: clearance(7, false) }),
  info(13003, 'glacier', 'Glacier3', 'obstacle', THREE_TRI, { sightClearance: clearance(9, false) }),
  info(13004, 'glacier', 'Glacier4', 'obstacle', FOUR_DIAMOND, { sightClearance: clearance(8, false) }),
  info(13006, 'glacier', 'Glacier6', 'obstacle', SIX_HIVE, { sightClearance: clearance(16, false) }),
  info(14001, 'glyph', 'Glyph1', 'glyph', ONE, { legacy: true }),
  info(15001, 'start', 'Start1', 'start', ONE),
  info(16001, 'castle', 'Castle1', 'castle', ONE),
  info(16007, 'castle', 'Castle7', 'castle', SEVEN_CASTLE),
  info(16009, 'castle', 'Castle9', 'castle', NINE_CASTLE),
  info(16101, 'castle', 'CastleBaseCorner', 'castle', ONE),
  info(16102, 'castle', 'CastleBaseStraight', 'castle', ONE),
  info(16103, 'castle', 'CastleBaseEnd', 'castle', ONE),
  info(16201, 'castle', 'CastleWallCorner', 'castle', ONE, { sightClearance: clearance(9, true), heightLevels: 9 }),
  info(16202, 'castle', 'CastleWallStraight', 'castle', ONE, { sightClearance: clearance(9, true), heightLevels: 9 }),
  info(16203, 'castle', 'CastleWallEnd', 'castle', ONE, { sightClearance: clearance(9, true), heightLevels: 9 }),
  info(16301, 'castle', 'CastleBattlement', 'edge', ONE, { sightClearance: clearance(5, true) }),
  info(16401, 'castle', 'CastleDoor', 'castle', THREE_LINE, { sightClearance: clearance(9, true), heightLevels: 10 }),
  info(16402, 'castle', 'CastleLadder', 'edge', ONE),
  info(16403, 'castle', 'CastleFlag', 'edge', ONE),
  info(16404, 'castle', 'CastleArch', 'castle', THREE_LINE, { sightClearance: clearance(9, true), heightLevels: 10 }),
  // 17000: footprint depends on the tile's own hex count (see footprint.ts); the entry holds 1 hex.
  info(17000, 'personal', 'Perso', 'personal', ONE),
  info(18001, 'figure', 'Figure', 'figure', ONE),
  info(18002, 'figure', 'Figure2', 'figure', TWO),
  info(19001, 'swampwater', 'SwampWater1', 'thin', ONE),
  ...landSeries(20, 'swamp', 'Swamp', [1, 2, 3, 7, 24]),
  ...landSeries(21, 'concrete', 'Concrete', [1, 2, 7]),
  ...landSeries(22, 'asphalt', 'Asphalt', [1, 2, 7]),
  info(23006, 'hive', 'Hive6', 'obstacle', SIX_HIVE, { sightClearance: clearance(16, false) }),
  info(24001, 'jungle', 'Palm15', 'obstacle', ONE, { sightClearance: clearance(15, true), legacy: true }),
  info(24002, 'jungle', 'TicallaGrass1', 'obstacle', ONE, { sightClearance: clearance(8, true) }),
  info(24014, 'jungle', 'Palm14', 'obstacle', ONE, { sightClearance: clearance(14, true) }),
  info(24015, 'jungle', 'Palm15', 'obstacle', ONE, { sightClearance: clearance(15, true) }),
  info(24016, 'jungle', 'Palm16', 'obstacle', ONE, { sightClearance: clearance(16, true) }),
  info(25001, 'shadow', 'Shadow1', 'thin', ONE),
  info(25002, 'shadow', 'Shadow2', 'thin', ONE, { legacy: true }),
  ...landSeries(26, 'dungeon', 'Dungeon', [1, 2, 3, 7, 24]),
  info(27001, 'outcrop', 'Outcrop1_7', 'obstacle', ONE, { sightClearance: clearance(6, false) }),
  info(27003, 'outcrop', 'Outcrop3', 'obstacle', THREE_TRI, { sightClearance: clearance(8, false) }),
];

const BY_ID: ReadonlyMap<number, TileTypeInfo> = new Map(FIXED.map((t) => [t.id, t]));

/** Glyph ids are 14000 + the glyph letter's byte; 14001 is the legacy '?'. */
export const GLYPH_BASE = 14000;
export const FIRST_GLYPH_LETTER = 0x20;
export const LAST_GLYPH_LETTER = 0xff;
export const PERSONAL_TYPE = 17000;
/** Hex counts a personal tile may have (the grass shapes). */
export const PERSONAL_HEX_COUNTS: readonly number[] = [1, 2, 3, 7, 24];

export function isGlyphType(type: number): boolean {
  return type === 14001 || (type >= GLYPH_BASE + FIRST_GLYPH_LETTER && type <= GLYPH_BASE + LAST_GLYPH_LETTER);
}

export function isFigureType(type: number): boolean {
  return type === 18001 || type === 18002;
}

/** The fixed table (every id except the glyph letters 14032-14255), in id order. */
export const TILE_TYPES: readonly TileTypeInfo[] = FIXED;

/** What a type id is, or undefined for an id VirtualScape never wrote. */
export function tileTypeInfo(type: number): TileTypeInfo | undefined {
  const fixed = BY_ID.get(type);
  if (fixed) return fixed;
  if (isGlyphType(type)) {
    const letter = String.fromCharCode(type - GLYPH_BASE);
    return info(type, 'glyph', `Glyph ${letter}`, 'glyph', ONE);
  }
  return undefined;
}

export function isKnownTileType(type: number): boolean {
  return tileTypeInfo(type) !== undefined;
}
