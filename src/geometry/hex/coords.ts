/**
 * Hex coordinates for pointy-top hexes, following the conventions of Red Blob Games, "Hexagonal Grids"
 * (https://www.redblobgames.com/grids/hexagons/): axial (q, r) inside the engine, cube (q, r, s) with
 * q + r + s = 0 for symmetric formulas, odd-r offset [x, y] at the edges (scenario files, VirtualScape).
 *
 * Screen orientation (y grows downward): +q points east, +r points south-east; a row of constant r is a
 * horizontal row of hexes, and r equals the offset row y. Odd-r offset: odd rows are shifted half a hex
 * to the right, so `q = x - (y - (y & 1)) / 2` and `x = q + (r - (r & 1)) / 2` (Red Blob's "odd-r").
 * `y & 1` is 1 for every odd y, negative ones included (two's complement), and `y - (y & 1)` is even, so
 * the division is exact: row -1 is an odd row, shifted right like row 1.
 *
 * Offset conversions use 32-bit bit operations: |x|, |y| must stay below 2^31 (far beyond any table).
 * Negations are written `0 - v` so that no -0 ever leaks out (it would break deep equality in tests).
 */

/** Axial hex coordinates: q grows east, r grows south-east (and r is the screen row). */
export interface Axial {
  readonly q: number;
  readonly r: number;
}

/** Cube hex coordinates, q + r + s = 0. */
export interface Cube {
  readonly q: number;
  readonly r: number;
  readonly s: number;
}

/** Odd-r offset coordinates: column x, row y (y down; odd rows shifted half a hex right). */
export interface OffsetXY {
  readonly x: number;
  readonly y: number;
}

/** Axial hex from q and r. */
export function axial(q: number, r: number): Axial {
  return { q, r };
}

/** Cube coordinates of an axial hex (s = -q - r). */
export function axialToCube(h: Axial): Cube {
  return { q: h.q, r: h.r, s: 0 - h.q - h.r };
}

/** Axial coordinates of a cube hex (drops s; does not check q + r + s = 0). */
export function cubeToAxial(c: Cube): Axial {
  return { q: c.q, r: c.r };
}

/**
 * The axial q of the odd-r hex [x, y] (its r is y): q = x - (y - (y & 1)) / 2. The one odd-r conversion of
 * the project; the scalar form serves inner loops that keep q and r apart.
 */
export function offsetQ(x: number, y: number): number {
  return x - (y - (y & 1)) / 2;
}

/** The odd-r column x of the axial hex (q, r) (its row y is r): x = q + (r - (r & 1)) / 2. */
export function offsetX(q: number, r: number): number {
  return q + (r - (r & 1)) / 2;
}

/** Odd-r offset [x, y] to axial: q = x - (y - (y & 1)) / 2, r = y. */
export function offsetToAxial(o: OffsetXY): Axial {
  return { q: offsetQ(o.x, o.y), r: o.y };
}

/** Axial to odd-r offset: x = q + (r - (r & 1)) / 2, y = r. */
export function axialToOffset(h: Axial): OffsetXY {
  return { x: offsetX(h.q, h.r), y: h.r };
}

/** Odd-r offset to cube. */
export function offsetToCube(o: OffsetXY): Cube {
  return axialToCube(offsetToAxial(o));
}

/** Cube to odd-r offset. */
export function cubeToOffset(c: Cube): OffsetXY {
  return axialToOffset(c);
}

/** Component-wise sum of two hexes (vectors). */
export function hexAdd(a: Axial, b: Axial): Axial {
  return { q: a.q + b.q, r: a.r + b.r };
}

/** Component-wise difference a - b. */
export function hexSubtract(a: Axial, b: Axial): Axial {
  return { q: a.q - b.q, r: a.r - b.r };
}

/** Hex vector scaled by an integer k. */
export function hexScale(a: Axial, k: number): Axial {
  return { q: a.q * k + 0, r: a.r * k + 0 };
}

/** Same hex. */
export function hexEquals(a: Axial, b: Axial): boolean {
  return a.q === b.q && a.r === b.r;
}
