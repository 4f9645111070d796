/**
 * The standing places of a grid map (every standing surface: a bridge over a road is two places), the
 * neighbours of a place, and the start zones and glyphs the map file marks on its surfaces.
 */
import type { GridBoard } from '../board/grid.js';
import { offsetQ, offsetX } from '../geometry/hex/coords.js';

/** One standing surface: [x, y] and its level. */
export interface StandPlace {
  readonly at: readonly [number, number];
  readonly level: number;
  /** Index of the surface in its place's column (0 = lowest). */
  readonly stack: number;
  /** How many surfaces the column has. */
  readonly stackSize: number;
  readonly zone?: string | undefined;
  readonly glyph?: string | undefined;
}

/**
 * Every surface a figure could stand on, row by row. A surface with an obstacle standing on it (a tree, a
 * wall) is no place to stand, so it is left out.
 */
export function standingPlaces(board: GridBoard): StandPlace[] {
  const out: StandPlace[] = [];
  for (const p of board.places) {
    const n = p.surfaces.length;
    p.surfaces.forEach((s, k) => {
      if ((s.obstacle ?? 0) > 0) return;
      out.push({ at: [p.x, p.y], level: s.level, stack: k, stackSize: n, zone: s.start, glyph: s.glyph });
    });
  }
  return out;
}

/** Key of a place for lookups: "x,y,level". */
export function placeKey(x: number, y: number, level: number): string {
  return `${x},${y},${level}`;
}

const HEX_STEPS: readonly (readonly [number, number])[] = [[1, 0], [-1, 0], [0, -1], [1, -1], [-1, 1], [0, 1]];
const SQUARE_DIRS: readonly (readonly [number, number])[] = [[1, 0], [-1, 0], [0, 1], [0, -1], [1, 1], [1, -1], [-1, 1], [-1, -1]];

/** The places next to [x, y] (odd-r hex neighbours; on squares the eight around it), inside the map. */
export function neighbours(board: GridBoard, x: number, y: number): [number, number][] {
  const out: [number, number][] = [];
  if (board.grid === 'square') {
    for (const [dx, dy] of SQUARE_DIRS) {
      const nx = x + dx, ny = y + dy;
      if (nx >= 0 && ny >= 0 && nx < board.width && ny < board.height) out.push([nx, ny]);
    }
    return out;
  }
  // odd-r [x, y] -> axial, one step, back (east, west, north-west, north-east, south-west, south-east)
  const q = offsetQ(x, y);
  for (const [dq, dr] of HEX_STEPS) {
    const ny = y + dr, nx = offsetX(q + dq, ny);
    if (nx >= 0 && ny >= 0 && nx < board.width && ny < board.height) out.push([nx, ny]);
  }
  return out;
}

/** Horizontal position of a place's centre, in cells (odd hex rows half a cell to the right). */
export function centreX(grid: 'square' | 'hex', x: number, y: number): number {
  return grid === 'hex' ? x + ((y & 1) === 1 ? 0.5 : 0) : x;
}
