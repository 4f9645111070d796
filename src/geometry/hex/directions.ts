/**
 * The six hex directions and the six diagonals, pointy-top, screen y down.
 *
 * Direction 0 is east and the numbering runs clockwise on screen: 0 E, 1 SE, 2 SW, 3 W, 4 NW, 5 NE.
 * As axial vectors: E (1, 0), SE (0, 1), SW (-1, 1), W (-1, 0), NW (0, -1), NE (1, -1).
 * Hexside d of a hex is the side it shares with `neighbour(h, d)`.
 *
 * Red Blob Games (https://www.redblobgames.com/grids/hexagons/#neighbors) lists the same six vectors
 * counter-clockwise on screen starting east: their direction i is our direction (6 - i) % 6, and their
 * diagonal i is our diagonal (5 - i) % 6.
 *
 * Diagonal d is the hex two steps away between direction d and direction d + 1 (the far side of the
 * corner shared by the neighbours in those directions): diagonal 0 is ESE (1, 1), then clockwise.
 */
import type { Axial } from './coords.js';

/** A hex direction, 0 = east, clockwise on screen. */
export type Direction = 0 | 1 | 2 | 3 | 4 | 5;

/** All directions in order. */
export const DIRECTIONS: readonly Direction[] = [0, 1, 2, 3, 4, 5];

/** Axial step of each direction. */
export const DIRECTION_VECTORS: readonly Axial[] = [
  { q: 1, r: 0 }, // 0 E
  { q: 0, r: 1 }, // 1 SE
  { q: -1, r: 1 }, // 2 SW
  { q: -1, r: 0 }, // 3 W
  { q: 0, r: -1 }, // 4 NW
  { q: 1, r: -1 }, // 5 NE
];

/** Axial step of each diagonal (direction d plus direction d + 1). */
export const DIAGONAL_VECTORS: readonly Axial[] = [
  { q: 1, r: 1 }, // 0 ESE
  { q: -1, r: 2 }, // 1 S
  { q: -2, r: 1 }, // 2 WSW
  { q: -1, r: -1 }, // 3 WNW
  { q: 1, r: -2 }, // 4 N
  { q: 2, r: -1 }, // 5 ENE
];

/** Short names, for messages and debugging. */
export const DIRECTION_NAMES = ['E', 'SE', 'SW', 'W', 'NW', 'NE'] as const;

function vec(table: readonly Axial[], d: number): Axial {
  const v = table[d];
  if (v === undefined) throw new Error(`not a hex direction: ${d}`);
  return v;
}

/** True for 0..5. */
export function isDirection(d: number): d is Direction {
  return d === 0 || d === 1 || d === 2 || d === 3 || d === 4 || d === 5;
}

/** Direction turned by `steps` x 60 degrees clockwise on screen (negative = counter-clockwise). */
export function turn(dir: Direction, steps: number): Direction {
  if (!Number.isInteger(steps)) throw new Error(`turn: steps ${steps} is not an integer`);
  return ((((dir + steps) % 6) + 6) % 6) as Direction;
}

/** The opposite direction (dir + 3 mod 6). */
export function opposite(dir: Direction): Direction {
  return turn(dir, 3);
}

/** Axial step of a direction. */
export function directionVector(dir: Direction): Axial {
  return vec(DIRECTION_VECTORS, dir);
}

/** The hex next to h in direction dir. */
export function neighbour(h: Axial, dir: Direction): Axial {
  const v = vec(DIRECTION_VECTORS, dir);
  return { q: h.q + v.q, r: h.r + v.r };
}

/** The six neighbours of h, in direction order 0..5. */
export function neighbours(h: Axial): Axial[] {
  return DIRECTION_VECTORS.map((v) => ({ q: h.q + v.q, r: h.r + v.r }));
}

/** The diagonal neighbour of h in diagonal direction d (see the module header). */
export function diagonalNeighbour(h: Axial, d: Direction): Axial {
  const v = vec(DIAGONAL_VECTORS, d);
  return { q: h.q + v.q, r: h.r + v.r };
}

/** The direction from a to b when b is a neighbour of a, otherwise undefined. */
export function directionBetween(a: Axial, b: Axial): Direction | undefined {
  const dq = b.q - a.q, dr = b.r - a.r;
  for (const d of DIRECTIONS) {
    const v = vec(DIRECTION_VECTORS, d);
    if (v.q === dq && v.r === dr) return d;
  }
  return undefined;
}
