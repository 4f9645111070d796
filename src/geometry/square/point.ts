/**
 * Doubled lattice points on a square grid.
 *
 * Every point a square-grid ruleset traces from or to is an integer in doubled coordinates:
 * the grid intersection (corner) at (x, y) is (2x, 2y), the centre of square (x, y) is (2x+1, 2y+1),
 * and the midpoint of an edge has one even and one odd coordinate. Square (sx, sy) covers
 * [2sx, 2sx+2] x [2sy, 2sy+2] in doubled coordinates (x right, y down).
 *
 * Coordinates must be integers with |v| <= MAX_DOUBLED_COORD so that every product the exact
 * predicates form stays below 2^53.
 */

/** A point in doubled lattice coordinates (both fields integers). */
export interface DoubledPoint {
  readonly x: number;
  readonly y: number;
}

/** Largest absolute doubled coordinate accepted (2^24): products of differences stay below 2^52. */
export const MAX_DOUBLED_COORD = 16_777_216;

/** The corner (grid intersection) at grid point (x, y), in doubled coordinates. */
export function corner(x: number, y: number): DoubledPoint {
  return { x: 2 * x, y: 2 * y };
}

/** The centre of square (x, y), in doubled coordinates. */
export function centre(x: number, y: number): DoubledPoint {
  return { x: 2 * x + 1, y: 2 * y + 1 };
}

/** Throws a plain Error (a programming error) when v is not an accepted doubled coordinate. */
export function checkDoubled(v: number, name: string): void {
  if (!Number.isInteger(v) || Math.abs(v) > MAX_DOUBLED_COORD) {
    throw new Error(`${name} must be an integer doubled coordinate within ±${MAX_DOUBLED_COORD}, got ${v}`);
  }
}
