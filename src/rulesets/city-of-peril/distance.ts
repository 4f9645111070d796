/**
 * Counting squares (cop.base.move): one count for movement, reach, range, pushes, routing and charges.
 *
 * With `diagonals: alternate` (the default) the D&D 3.5 count: the first diagonal 1 square, the second 2,
 * alternating; a straight run of dx by dy squares then costs max + floor(min / 2). With `diagonals: one`
 * every diagonal is 1 square (max(dx, dy)). The movement search (movement.ts) carries the parity of the
 * diagonals taken so far so a whole move alternates across straight steps and special steps (ladders and
 * bridges leave it as it was). Reading taken: a diagonal into difficult terrain costs 3 whatever the parity
 * and counts as a diagonal for the alternation (the next plain diagonal costs what the one after it would).
 */
import type { Footprint } from '../../engine/square-sight.js';
import type { CopOptions } from './options.js';

/** Squares moved going dx across and dy down in a straight run from a fresh count. */
export function countSquares(opts: Pick<CopOptions, 'diagonals'>, dx: number, dy: number): number {
  const ax = Math.abs(dx), ay = Math.abs(dy);
  const hi = Math.max(ax, ay), lo = Math.min(ax, ay);
  return opts.diagonals === 'one' ? hi : hi + Math.floor(lo / 2);
}

/** Columns and rows between the nearest squares of two spaces (0, 0 when they overlap). */
export function spaceGap(a: Footprint, b: Footprint): [number, number] {
  const gx = Math.max(0, b.x - (a.x + a.w - 1), a.x - (b.x + b.w - 1));
  const gy = Math.max(0, b.y - (a.y + a.h - 1), a.y - (b.y + b.h - 1));
  return [gx, gy];
}

/** Squares from the nearest square of one space to the nearest square of the other (1 when they touch). */
export function spaceDistance(opts: Pick<CopOptions, 'diagonals'>, a: Footprint, b: Footprint): number {
  const [gx, gy] = spaceGap(a, b);
  return countSquares(opts, gx, gy);
}

/** Cost of one step of movement: straight or diagonal, into difficult terrain or not, given the parity of diagonals so far. */
export function stepSquares(opts: Pick<CopOptions, 'diagonals'>, diagonal: boolean, difficult: boolean, parity: number): number {
  if (!diagonal) return difficult ? 2 : 1;
  if (opts.diagonals === 'one') return difficult ? 2 : 1;
  if (difficult) return 3;
  return parity ? 2 : 1;
}
