/**
 * A hex scenario -> VirtualScape tiles (`scenarioToHsc`), so a map edited here opens in VirtualScape.
 *
 * Each place's column is written bottom up as single-hex tiles: for each standing surface, land tiles
 * fill its slab (from the table, or from level - thickness, so the gap under a bridge, a plateau or a
 * tomb roof stays open), and its top tile says its terrain (a 1-hex land tile of its family, a wall-walk tile
 * for `castle`, a castle wall for `castle-wall`, a thin tile on top for water, ice, lava, ...). Terrain
 * VirtualScape has no 1-hex tile for (castle-arch, wellspring water, ...) is written as a 1-hex personal
 * tile named `highground:<terrain>`, which the importer reads back as that terrain.
 *
 * Obstacles are written as the VirtualScape pieces of their terrain and height, single hexes where such
 * a piece exists (single trees, palms, brush, 1-hex glaciers and outcrops); multi-hex pieces (big tree,
 * ruins, road walls, the hive, larger glaciers) are fitted back onto the hexes that carry them by an
 * exact cover search; what no piece fits is written as a personal tile `highground:<terrain>:<height>`.
 * Glyphs, start areas, ladders, battlements and figures become their own tiles (see from-hsc.ts for the
 * edge and facing conventions, applied in reverse). The file coordinates are the scenario's plus
 * `map.origin`.
 *
 * Reading the written file back gives the same scenario map (same places, levels, terrain, obstacles and
 * edges); the tiles differ from the original file's.
 */
import { HighgroundError } from '../../errors.js';
import { axialToOffset, offsetToAxial, type Axial } from '../../geometry/hex/coords.js';
import { neighbour, opposite, type Direction } from '../../geometry/hex/directions.js';
import type { Surface } from '../../board/grid.js';
import { slabBottom } from '../../board/hex-board.js';
import { tileHexes } from '../hsc/footprint.js';
import type { HscMap, HscTile } from '../hsc/model.js';
import { GLYPH_BASE, TILE_TYPES } from '../hsc/tiles.js';
import { buildGridBoard } from '../scenario/grid.js';
import type { Scenario } from '../scenario/schema.js';
import { PERSONAL_PREFIX } from './personal.js';
import { OBSTACLE_TERRAIN, START_COLOURS, THIN_TERRAIN, obstacleTerrain, startColour } from './terrain.js';

const LAND_TYPE: Readonly<Record<string, number>> = {
  grass: 1001, rock: 2001, sand: 3001, 'lava-field': 7001, road: 8001, snow: 9001, swamp: 20001,
  concrete: 21001, asphalt: 22001, dungeon: 26001, castle: 16001, 'castle-base': 16101,
};
const THIN_TYPE: Readonly<Record<string, number>> = {
  water: 4001, ice: 5001, lava: 6001, 'swamp-water': 19001, shadow: 25001,
};
const OBSTACLES: ReadonlySet<string> = new Set(OBSTACLE_TERRAIN);
const THIN: ReadonlySet<string> = new Set(THIN_TERRAIN);
const FILLER = 2001;
/** A road wall's height: the sight clearance of VirtualScape's road wall piece (12004). */
const ROAD_WALL_HEIGHT = TILE_TYPES.find((t) => t.id === 12004)!.sightClearance!.levels;
const WALL = 16202;
const WALL_HEIGHT = 9;
/** Steps the exact cover search may take per obstacle group before settling for single hexes. */
const COVER_BUDGET = 20_000;
/** Most tiles written for one map (VirtualScape's own maps hold a few thousand). */
export const MAX_EXPORT_TILES = 1_000_000;

/** A scenario as VirtualScape tiles (`writeHsc` turns `map` into file bytes). */
export interface ExportResult {
  map: HscMap;
  /** Things written approximately (glyph names VirtualScape cannot hold, ...). */
  notes: string[];
}

type Hex = readonly [number, number];

function tile(type: number, x: number, y: number, z: number, rotation = 0, extra: Partial<HscTile> = {}): HscTile {
  return { type, tileVersion: 0.0003, rotation, x, y, z, glyphLetter: '\0', glyphName: '', startAreaName: '', color: [0, 0, 0], ...extra };
}

function personal(name: string, x: number, y: number, z: number): HscTile {
  return tile(17000, x, y, z, 0, { personal: { hexCount: 1, textureTop: '', textureSide: '', letter: '', name: `${PERSONAL_PREFIX}${name}` } });
}

const toAxial = ([x, y]: Hex): Axial => offsetToAxial({ x, y });
const toHex = (a: Axial): Hex => {
  const o = axialToOffset(a);
  return [o.x, o.y];
};
const hexKey = ([x, y]: Hex) => `${x},${y}`;

/** A hex scenario as VirtualScape tiles. Throws HighgroundError for a map that cannot be written. */
export function scenarioToHsc(scenario: Scenario): ExportResult {
  const map = scenario.map;
  if (map.grid !== 'hex') throw new HighgroundError(`only hex maps can be written as .hsc; this map's grid is "${map.grid}"`, { path: ['map', 'grid'] });
  const board = buildGridBoard(map, { groundLevel: 0 });
  const [ox, oy] = map.origin ?? [0, 0];
  if (oy % 2 !== 0) throw new HighgroundError(`map.origin must move y by an even number (odd-r rows keep their parity), found ${oy}`, { path: ['map', 'origin'] });
  const tiles: HscTile[] = [];
  const notes: string[] = [];
  const obstacles = new Map<string, { terrain: string; height: number; level: number; hexes: Hex[] }>();
  const zones = new Map<string, number>();

  for (const place of board.places) {
    const x = place.x + ox;
    const y = place.y + oy;
    place.surfaces.forEach((s, i) => {
      const L = s.level;
      // The surface's own slab (hex-board.ts): the gap under it stays open, however high it is.
      const floor = Math.max(0, slabBottom(s, i));
      writeColumn(tiles, notes, s, x, y, floor, L);
      for (const name of s.terrain) {
        if (!OBSTACLES.has(name)) continue;
        const height = s.obstacle ?? 1;
        const k = `${name}|${height}|${L}`;
        let g = obstacles.get(k);
        if (!g) obstacles.set(k, (g = { terrain: name, height, level: L, hexes: [] }));
        g.hexes.push([x, y]);
      }
      // VirtualScape lays a glyph or start tile on a thin tile (water, ice, ...) one layer up
      const onThin = s.terrain[0] !== undefined && THIN.has(s.terrain[0]);
      if (s.glyph !== undefined) tiles.push(glyphTile(s, x, y, onThin ? L + 1 : L, notes));
      // a railing is the road wall standing beside the bridge, one level under its top (columns.ts)
      for (const d of dirs(s.railing)) {
        const k = `wall|${ROAD_WALL_HEIGHT}|${L - 1}`;
        let g = obstacles.get(k);
        if (!g) obstacles.set(k, (g = { terrain: 'wall', height: ROAD_WALL_HEIGHT, level: L - 1, hexes: [] }));
        const h = toHex(neighbour(toAxial([x, y]), d));
        if (!g.hexes.some((o) => o[0] === h[0] && o[1] === h[1])) g.hexes.push(h);
      }
      if (s.start !== undefined) {
        if (!zones.has(s.start)) zones.set(s.start, zones.size);
        const rgb = map.zones?.[s.start]?.color ?? startColour(s.start) ?? START_COLOURS[zones.get(s.start)! % START_COLOURS.length]!.rgb;
        tiles.push(tile(15001, x, y, onThin ? L + 1 : L, 0, { startAreaName: s.start, color: [...rgb] }));
      }
      // one ladder piece per two levels the ladder rises
      // (a ladder 268,435,460 levels tall in a 9 kB .hsc ran out of memory here: fuzz seed 5150277)
      const rungs = Math.ceil(Math.max(1, s.ladderHeight ?? 2) / 2);
      roomFor(tiles, rungs * dirs(s.ladder).length, x, y, L, ` (a ladder ${s.ladderHeight} levels tall)`);
      for (const d of dirs(s.ladder)) for (let n = 0; n < rungs; n++) tiles.push(tile(16402, x, y, L + 2 * n, (d + 1) % 6));
      for (const d of dirs(s.flag)) tiles.push(tile(16403, x, y, s.flagLayer ?? L, (d + 1) % 6));
      for (const d of dirs(s.battlement)) {
        const [nx, ny] = toHex(neighbour(toAxial([x, y]), d));
        tiles.push(tile(16301, nx, ny, s.battlementLayer ?? L, (opposite(d) + 1) % 6));
      }
    });
  }
  for (const g of obstacles.values()) tiles.push(...coverObstacles(g, notes));
  for (const [id, f] of Object.entries(scenario.figures ?? {})) {
    const [fx, fy] = f.at;
    if (!Number.isInteger(fx) || !Number.isInteger(fy)) continue;
    const front: Hex = [fx + ox, fy + oy];
    const place = board.places[fy * board.width + fx];
    const level = f.level ?? place?.surfaces.at(-1)?.level ?? 0;
    const facing = (f.facing ?? 0) as Direction;
    const two = f.hexes === 2 || f.spaces === 2;
    const name = f.name ?? id;
    const figure = { name, file: f.file ?? name };
    if (!two) tiles.push(tile(18001, front[0], front[1], level, facing, { figure }));
    else {
      const rel = tileHexes(18002, facing, 0, 0).map(toAxial);
      const fa = toAxial(front);
      const anchor = toHex({ q: fa.q - rel[1]!.q, r: fa.r - rel[1]!.r });
      tiles.push(tile(18002, anchor[0], anchor[1], level, facing, { figure }));
    }
    if (typeof f.hexes === 'number' && f.hexes > 2) notes.push(`figure ${id}: VirtualScape figures cover 1 or 2 hexes; written as 2`);
  }

  // Say what was approximated: ground VirtualScape has no tile for, written as named personal tiles.
  const personals = new Map<string, number>();
  for (const t of tiles) if (t.type === 17000 && t.personal && !/:\d+$/.test(t.personal.name)) personals.set(t.personal.name, (personals.get(t.personal.name) ?? 0) + 1);
  for (const [name, n] of personals) {
    notes.push(`${n} hex${n === 1 ? '' : 'es'} of ${name.slice(PERSONAL_PREFIX.length)} written as VirtualScape personal tiles named "${name}" (VirtualScape has no such tile${/wellspring|pillar/.test(name) ? '; the map editor reads them back by name' : ''})`);
  }
  tiles.sort((a, b) => a.z - b.z);
  return {
    map: {
      version: 0.0007, versionText: '0.0007', name: map.name ?? '', author: map.author ?? '', playerNumber: map.players ?? '',
      scenario: map.text ?? scenario.description ?? '', levelsPerPage: 6, printTransparency: 80, printGrid: true, printTileNumber: false,
      printStartAreaAsLevel: true, tiles,
    },
    notes,
  };
}

function dirs(v: Surface['ladder'] | Surface['battlement'] | Surface['flag']): Direction[] {
  const names = ['e', 'se', 'sw', 'w', 'nw', 'ne'];
  const list = v === undefined || typeof v === 'boolean' ? [] : Array.isArray(v) ? v : [v];
  return list.map((d) => (typeof d === 'number' ? d : names.indexOf(d)) as Direction);
}

/**
 * Refuse, before writing them, `more` tiles that would take the map past MAX_EXPORT_TILES (the column
 * under a surface a billion levels up, a ladder as tall). Loops that write them count steps rather than
 * compare levels: past 2^53 a level + 1 is the same level.
 */
function roomFor(tiles: readonly HscTile[], more: number, x: number, y: number, L: number, what: string): void {
  if (tiles.length + more > MAX_EXPORT_TILES)
    throw new HighgroundError(`[${x}, ${y}] level ${L}: the map would need more than ${MAX_EXPORT_TILES} tiles${what}`, { path: ['map'] });
}

/** The tiles that make the column from `floor` up to the surface `s` at level L (terrain only). */
function writeColumn(tiles: HscTile[], notes: string[], s: Surface, x: number, y: number, floor: number, L: number): void {
  let ground = s.terrain.find((t) => !OBSTACLES.has(t));
  const obstacle = s.terrain.find((t) => OBSTACLES.has(t));
  if (ground === undefined && obstacle !== undefined && L - 1 >= floor) {
    // A tree, ruin or outcrop whose surface names no land: VirtualScape has no such thing (a piece stands
    // on a tile), and writing the obstacle alone leaves it floating over nothing. Write grass under it.
    notes.push(`[${x}, ${y}] level ${L}: the ${obstacle} stood on no land terrain; written on grass (VirtualScape pieces stand on tiles)`);
    ground = 'grass';
  }
  if (ground === undefined) return; // the bare table (an obstacle on level 0 stands on it), or a surface for a glyph alone
  const fill = (from: number, to: number, type: number) => {
    // one tile per level: a surface a billion levels up would write tiles for ever (found by fuzzing)
    roomFor(tiles, to - from, x, y, L, '');
    for (let n = 0; n < to - from; n++) tiles.push(tile(type, x, y, from + n));
  };
  if (THIN.has(ground)) {
    fill(floor, L, FILLER);
    tiles.push(THIN_TYPE[ground] !== undefined ? tile(THIN_TYPE[ground]!, x, y, L) : personal(ground, x, y, L));
    return;
  }
  if (L - 1 < floor) {
    notes.push(`[${x}, ${y}] level ${L}: no room for a tile above the surface below; left out`);
    return;
  }
  if (ground === 'castle-wall' && L - WALL_HEIGHT >= floor) {
    fill(floor, L - WALL_HEIGHT, FILLER);
    tiles.push(tile(WALL, x, y, L - WALL_HEIGHT));
    return;
  }
  const type = LAND_TYPE[ground];
  fill(floor, L - 1, type !== undefined && type < 16000 ? type : FILLER);
  tiles.push(type !== undefined ? tile(type, x, y, L - 1) : personal(ground, x, y, L - 1));
}

function glyphTile(s: Surface, x: number, y: number, z: number, notes: string[]): HscTile {
  const glyph = s.glyph!;
  const code = glyph.length === 1 ? glyph.charCodeAt(0) : -1;
  // the letter, name and tile type as the file stored them (a '?' on 14061 stays on 14061)
  if (code >= 0x20 && code <= 0xff) return tile(s.glyphType ?? GLYPH_BASE + code, x, y, z, 0, { glyphLetter: glyph, glyphName: s.glyphName ?? '' });
  notes.push(`glyph "${glyph}" at [${x}, ${y}]: VirtualScape glyphs are one letter; written as "?" named "${glyph}"`);
  return tile(GLYPH_BASE + 0x3f, x, y, z, 0, { glyphLetter: '?', glyphName: glyph });
}

interface Placement {
  type: number;
  rotation: number;
  anchor: Hex;
  hexes: Hex[];
}

/** Shapes (axial, relative to the anchor) of the VirtualScape obstacle pieces of this terrain and height, biggest first. */
function candidates(terrain: string, height: number): { type: number; rotation: number; cells: Axial[] }[] {
  const out: { type: number; rotation: number; cells: Axial[] }[] = [];
  const types = TILE_TYPES.filter((t) => t.category === 'obstacle' && !t.legacy && obstacleTerrain(t) === terrain && t.sightClearance?.levels === height)
    .sort((a, b) => b.hexCount - a.hexCount);
  for (const t of types) {
    const seen = new Set<string>();
    for (let rotation = 0; rotation < 6; rotation++) {
      const cells = tileHexes(t.id, rotation, 0, 0).map((h) => toAxial(h));
      const sig = cells.map((c) => `${c.q},${c.r}`).sort().join(' ');
      if (t.hexCount > 1 && seen.has(sig)) continue;
      seen.add(sig);
      out.push({ type: t.id, rotation, cells });
      if (t.hexCount === 1) break;
    }
  }
  return out;
}

/** The 1-hex VirtualScape obstacle piece of this terrain whose height is nearest (the lower on a tie), if any. */
function nearestPiece(terrain: string, height: number) {
  let best: (typeof TILE_TYPES)[number] | undefined;
  for (const t of TILE_TYPES) {
    if (t.category !== 'obstacle' || t.legacy || t.hexCount !== 1 || obstacleTerrain(t) !== terrain || !t.sightClearance) continue;
    const d = Math.abs(t.sightClearance.levels - height), bd = best ? Math.abs(best.sightClearance!.levels - height) : Infinity;
    if (d < bd || (d === bd && t.sightClearance.levels < best!.sightClearance!.levels)) best = t;
  }
  return best;
}

function coverObstacles(g: { terrain: string; height: number; level: number; hexes: Hex[] }, notes: string[]): HscTile[] {
  const shapes = candidates(g.terrain, g.height);
  const all = [...g.hexes].sort((a, b) => a[1] - b[1] || a[0] - b[0]);
  const left = new Set(all.map(hexKey));
  const chosen: Placement[] = [];
  let steps = 0;
  const fits = (h: Hex): Placement[] => {
    const ha = toAxial(h);
    const out: Placement[] = [];
    for (const s of shapes) {
      for (const c of s.cells) {
        const anchorA = { q: ha.q - c.q, r: ha.r - c.r };
        const hexes = s.cells.map((d) => toHex({ q: anchorA.q + d.q, r: anchorA.r + d.r }));
        if (hexes.every((k) => left.has(hexKey(k)))) out.push({ type: s.type, rotation: s.rotation, anchor: toHex(anchorA), hexes });
      }
    }
    return out;
  };
  const solve = (): boolean => {
    const first = all.find((h) => left.has(hexKey(h)));
    if (!first) return true;
    if (++steps > COVER_BUDGET) return false;
    for (const p of fits(first)) {
      for (const h of p.hexes) left.delete(hexKey(h));
      chosen.push(p);
      if (solve()) return true;
      chosen.pop();
      for (const h of p.hexes) left.add(hexKey(h));
    }
    return false;
  };
  const out: HscTile[] = [];
  if (!solve()) {
    // Keep whatever the search placed, and write each hex it could not cover on its own.
    let personalCount = 0;
    let standInCount = 0;
    const one = shapes.find((s) => s.cells.length === 1);
    const standIn = one ? undefined : nearestPiece(g.terrain, g.height);
    for (const h of all) {
      if (!left.has(hexKey(h))) continue;
      if (one) out.push(tile(one.type, h[0], h[1], g.level, 0));
      else if (standIn) {
        // VirtualScape has no such piece (a Laur palm 13, the Laur brush 9): its nearest real piece, which
        // VirtualScape and the map editor both read, with the piece's own terrain and height in the
        // tile's unused glyph-name field for highground (personal.ts standInPiece)
        out.push(tile(standIn.id, h[0], h[1], g.level, 0, { glyphName: `${PERSONAL_PREFIX}${g.terrain}:${g.height}` }));
        standInCount++;
      } else {
        out.push(personal(`${g.terrain}:${g.height}`, h[0], h[1], g.level));
        personalCount++;
      }
    }
    if (standInCount && standIn) notes.push(`${standInCount} hex${standInCount === 1 ? '' : 'es'} of ${g.terrain} (height ${g.height}) written as VirtualScape's ${standIn.className} (${standIn.id}, height ${standIn.sightClearance?.levels}), the nearest piece it has: VirtualScape and the map editor show that piece; highground reads back ${g.terrain} ${g.height} from the tile's name "${PERSONAL_PREFIX}${g.terrain}:${g.height}"`);
    if (personalCount) notes.push(`${personalCount} hex${personalCount === 1 ? '' : 'es'} of ${g.terrain} (height ${g.height}) fit no VirtualScape piece; written as personal tiles named "${PERSONAL_PREFIX}${g.terrain}:${g.height}"${g.terrain === 'pillar' ? ' (the map editor reads them back as Laur pillars by name)' : ''}`);
  }
  for (const p of chosen) out.push(tile(p.type, p.anchor[0], p.anchor[1], g.level, p.rotation));
  return out;
}
