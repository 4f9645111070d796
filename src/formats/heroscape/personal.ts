/**
 * VirtualScape personal tiles (17000) are custom pieces with a name and textures. Their name is the
 * only clue to what they are: the map editor reads names containing "pillar" as a Laur wall pillar,
 * "wellspring" as wellspring water, and names such as "snow24" or "water3" as newer official land and
 * thin tiles (its readVirtualscapeMapFile.ts). We read them the same way, and also a name that is one
 * of our own terrain names (that is how `scenarioToHsc` writes terrain VirtualScape has no tile for).
 */
import type { Hex, MapPiece } from './pieces.js';
import { HEROSCAPE_TERRAIN, OBSTACLE_TERRAIN, THIN_TERRAIN } from './terrain.js';

/** Prefix of the personal tiles `scenarioToHsc` writes: `highground:<terrain>` or `highground:<terrain>:<height>`. */
export const PERSONAL_PREFIX = 'highground:';

/** Laur pillar height: the editor draws it 12 tall; its comment gives game height 10, errata 9. Data, easy to change. */
export const PILLAR_HEIGHT = 9;

const NAME_HINTS: readonly [RegExp, string][] = [
  [/pillar/i, 'pillar'],
  [/wellspring/i, 'wellspring-water'],
  [/swamp\s*water|swampwater/i, 'swamp-water'],
  [/lava\s*field|lavafield/i, 'lava-field'],
  [/^water/i, 'water'],
  [/lava/i, 'lava'],
  [/shadow/i, 'shadow'],
  [/ice/i, 'ice'],
  [/snow/i, 'snow'],
  [/sand/i, 'sand'],
  [/grass/i, 'grass'],
  [/rock/i, 'rock'],
  [/swamp/i, 'swamp'],
  [/dungeon/i, 'dungeon'],
  [/concrete/i, 'concrete'],
  [/asphalt/i, 'asphalt'],
  [/road/i, 'road'],
];

/**
 * The piece named in a VirtualScape obstacle tile's glyph-name field, `highground:<terrain>:<height>`:
 * export.ts writes a piece VirtualScape has no tile for (the Laur palms and brush) as its nearest real
 * piece, which VirtualScape and the map editor both read, and keeps the piece's own terrain and height
 * there (VirtualScape's own maps leave the field empty on every tile but glyphs).
 */
export function standInPiece(name: string | undefined): { terrain: string; height: number } | undefined {
  if (!name?.startsWith(PERSONAL_PREFIX)) return undefined;
  const [t, h] = name.slice(PERSONAL_PREFIX.length).split(':');
  if (!t || !(OBSTACLE_TERRAIN as readonly string[]).includes(t) || h === undefined || !/^\d{1,4}$/.test(h)) return undefined;
  return { terrain: t, height: Number(h) };
}

export function personalPiece(base: { source: string; hexes: readonly Hex[]; z: number }, name: string): MapPiece {
  let terrain: string | undefined;
  let height: number | undefined;
  if (name.startsWith(PERSONAL_PREFIX)) {
    const [t, h] = name.slice(PERSONAL_PREFIX.length).split(':');
    if (t && Object.prototype.hasOwnProperty.call(HEROSCAPE_TERRAIN, t)) terrain = t;
    if (h !== undefined && /^\d+$/.test(h)) height = Number(h);
  }
  terrain ??= NAME_HINTS.find(([re]) => re.test(name))?.[1] ?? 'personal';
  if ((OBSTACLE_TERRAIN as readonly string[]).includes(terrain)) {
    return { ...base, role: 'obstacle', terrain, height: height ?? (terrain === 'pillar' ? PILLAR_HEIGHT : 1) };
  }
  if ((THIN_TERRAIN as readonly string[]).includes(terrain)) return { ...base, role: 'thin', terrain };
  return { ...base, role: 'solid', terrain, thickness: 1 };
}
