/**
 * Expand a grid map's `rows` + `legend` + `cells` into a GridBoard, with errors naming the row, token
 * or cell that is wrong.
 */
import { HighgroundError, type KeyPath } from '../../errors.js';
import { makeGridBoard, type GridBoard, type Place, type Surface } from '../../board/grid.js';
import { slabBottom } from '../../board/hex-board.js';
import type { CellSpec, GridMapSpec, Surface as SurfaceSpec } from './schema.js';
import type { SourceMap } from './locate.js';
import { plugGridMaps } from './grid-maps.js';

// Whatever builds grid boards reads grid maps: the grid map schema goes with this builder into a bundle (issue 21).
plugGridMaps();

/**
 * Largest number of places a grid map may have (refused before allocating). 500 x 500: the largest
 * Heroscape maps have a few thousand hexes, and a question on a map of this size still takes a few
 * seconds of CPU at most (a c3g-buildings sight across 500 x 500 counts range over every hex: 4 s), where
 * 1000 x 1000 took 13 s and 0.9 GB (issue 19, cost from tiny files).
 */
export const MAX_GRID_PLACES = 250_000;

/**
 * Largest number of standing surfaces a grid map may have in all (stacks counted surface by surface): a
 * 180 KB file giving 90,000 hexes a stack of 60 surfaces each cost 10 s of CPU and 1.3 GB to load.
 */
export const MAX_GRID_SURFACES = 1_000_000;

export interface GridContext {
  file?: string | undefined;
  source?: SourceMap | undefined;
  /** The ruleset's ground level, used where a cell gives no level. */
  groundLevel: number;
  /** Largest number of places accepted (default MAX_GRID_PLACES; raised only by trusted callers: the bench's 800 x 800 maps). */
  maxPlaces?: number | undefined;
}

export function tokenizeRows(rows: string): string[][] {
  return rows
    .split(/\r?\n/)
    .map((l) => l.trim())
    .filter((l) => l.length > 0)
    .map((l) => l.split(/\s+/));
}

/**
 * Where each place's description comes from in the file (index y * width + x): its `cells` item, else
 * its legend entry, else the map. For error messages that point at the line to change.
 */
export function cellSources(map: GridMapSpec, width: number, height: number): KeyPath[] {
  const out: KeyPath[] = new Array(width * height).fill(['map']);
  if (map.rows !== undefined) {
    tokenizeRows(map.rows).forEach((row, y) => row.forEach((tok, x) => {
      if (x < width && y < height) out[y * width + x] = ['map', 'legend', tok];
    }));
  }
  (map.cells ?? []).forEach((c, i) => {
    const [x, y] = c.at;
    if (x >= 0 && y >= 0 && x < width && y < height) out[y * width + x] = ['map', 'cells', i];
  });
  return out;
}

/** How many tokens `rows` holds, counted without splitting it (a huge text is refused before allocating). */
function countTokens(rows: string): number {
  let n = 0;
  let inToken = false;
  for (let i = 0; i < rows.length; i++) {
    const c = rows.charCodeAt(i);
    const space = c === 0x20 || c === 0x09 || c === 0x0a || c === 0x0d || c === 0x0b || c === 0x0c || c === 0xa0 || c === 0xfeff || c === 0x1680 || (c >= 0x2000 && c <= 0x200a) || c === 0x2028 || c === 0x2029 || c === 0x202f || c === 0x205f || c === 0x3000;
    if (!space && !inToken) n++;
    inToken = !space;
  }
  return n;
}

export function buildGridBoard(map: GridMapSpec, ctx: GridContext): GridBoard {
  const err = (reason: string, path: (string | number)[], line?: number) =>
    new HighgroundError(reason, { file: ctx.file, path, line: line ?? ctx.source?.value(path)?.line });

  const maxPlaces = ctx.maxPlaces ?? MAX_GRID_PLACES;
  if (map.rows !== undefined) {
    const tokens = countTokens(map.rows);
    if (tokens > maxPlaces) throw err(`rows has ${tokens} cells; at most ${maxPlaces} are accepted`, ['map', 'rows']);
  }
  const rows = map.rows !== undefined ? tokenizeRows(map.rows) : undefined;
  let width: number;
  let height: number;
  if (rows) {
    height = rows.length;
    width = rows[0]?.length ?? 0;
    if (height === 0 || width === 0) throw err('rows has no cells', ['map', 'rows']);
    const firstLine = ctx.source?.blockContent(['map', 'rows']);
    for (let y = 0; y < rows.length; y++) {
      if (rows[y]!.length !== width)
        throw err(`row ${y + 1} has ${rows[y]!.length} cells but row 1 has ${width}; every row needs the same number`, ['map', 'rows'], firstLine !== undefined ? firstLine + y : undefined);
    }
    if (map.size && (map.size[0] !== width || map.size[1] !== height))
      throw err(`size [${map.size.join(', ')}] disagrees with rows (${width} x ${height})`, ['map', 'size']);
  } else if (map.size) {
    [width, height] = map.size;
  } else if (map.cells && map.cells.length) {
    // a loop, not Math.max(...cells): a few hundred thousand cells would overflow the stack
    width = map.cells.reduce((m, c) => Math.max(m, c.at[0]), 0) + 1;
    height = map.cells.reduce((m, c) => Math.max(m, c.at[1]), 0) + 1;
  } else {
    throw err('a grid map needs rows, size or cells', ['map']);
  }
  if (width <= 0 || height <= 0) throw err(`map size must be positive, found ${width} x ${height}`, ['map', 'size']);
  if (width * height > maxPlaces)
    throw err(`the map would have ${width * height} places; at most ${maxPlaces} are accepted`, ['map']);

  const specs: (CellSpec | undefined)[] = new Array(width * height).fill(undefined);
  if (rows) {
    const legend = map.legend ?? {};
    const firstLine = ctx.source?.blockContent(['map', 'rows']);
    for (let y = 0; y < height; y++) {
      for (let x = 0; x < width; x++) {
        const tok = rows[y]![x]!;
        const spec = Object.prototype.hasOwnProperty.call(legend, tok) ? legend[tok] : undefined;
        if (!spec) {
          throw err(`token "${tok}" at [${x}, ${y}] (row ${y + 1}) is not in the legend${Object.keys(legend).length ? ` (legend has ${Object.keys(legend).map((k) => `"${k}"`).join(', ')})` : ''}`,
            ['map', 'rows'], firstLine !== undefined ? firstLine + y : undefined);
        }
        specs[y * width + x] = spec;
      }
    }
  }
  const seen = new Map<number, number>();
  for (const [i, c] of (map.cells ?? []).entries()) {
    const [x, y] = c.at;
    if (x < 0 || y < 0 || x >= width || y >= height)
      throw err(`cell [${x}, ${y}] is off the map (${width} x ${height})`, ['map', 'cells', i, 'at']);
    const k = y * width + x;
    const prev = seen.get(k);
    if (prev !== undefined) throw err(`cell [${x}, ${y}] is given twice (also cells[${prev}])`, ['map', 'cells', i, 'at']);
    seen.set(k, i);
    const { at: _at, ...rest } = c;
    specs[k] = rest;
  }

  const places: Place[] = new Array(width * height);
  let sources: KeyPath[] | undefined;
  // Places described by one spec (a legend entry, the map's default) share one read-only surface list:
  // a large declared map costs a place object per place, not a list and its surfaces as well.
  const shared = new Map<CellSpec | undefined, readonly Surface[]>();
  let total = 0;
  const count = (n: number) => {
    total += n;
    if (total > MAX_GRID_SURFACES)
      throw err(`the map would have more than ${MAX_GRID_SURFACES} standing surfaces (stacks counted surface by surface); at most ${MAX_GRID_SURFACES} are accepted`, ['map']);
  };
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const spec = specs[y * width + x];
      let surfaces = shared.get(spec);
      if (surfaces) {
        count(surfaces.length);
        places[y * width + x] = { x, y, surfaces };
        continue;
      }
      surfaces = surfacesOf(spec ?? {}, ctx.groundLevel);
      shared.set(spec, surfaces);
      count(surfaces.length);
      // A slab may not reach down into the surface under it: the gap between two surfaces is open.
      for (let i = 1; i < surfaces.length; i++) {
        const s = surfaces[i]!, below = surfaces[i - 1]!;
        if (s.thickness !== undefined && slabBottom(s, i) < below.level) {
          sources ??= cellSources(map, width, height);
          const base = sources[y * width + x]!;
          throw err(`[${x}, ${y}]: the surface at level ${s.level} is ${s.thickness} levels thick, so its solid would start at level ${s.level - s.thickness}, under the surface at level ${below.level} below it`, [...base, 'stack', i, 'thickness']);
        }
      }
      places[y * width + x] = { x, y, surfaces };
    }
  }
  return makeGridBoard(map.grid, width, height, places, { name: map.name, author: map.author });
}

export function surfacesOf(spec: CellSpec, groundLevel: number): Surface[] {
  const { stack, ...own } = spec;
  const list: SurfaceSpec[] = stack ?? [own];
  const out: Surface[] = [];
  for (const s of list) {
    if (s.void) continue;
    const { terrain, level, void: _v, ...features } = s;
    const names = terrain === undefined ? [] : Array.isArray(terrain) ? terrain : [terrain];
    out.push({ ...features, level: level ?? groundLevel, terrain: names });
  }
  return out;
}
