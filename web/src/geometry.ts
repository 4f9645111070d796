/**
 * Board units (the verdict evidence contract): squares span [x, x+1]; hexes are pointy-top of size 1
 * with the centre of odd-r [x, y] at (sqrt(3) * (q + r/2), 1.5 * r), q = x - (y - (y & 1)) / 2, r = y;
 * tables are in inches.
 */
export const SQRT3 = Math.sqrt(3);
export type Kind = 'square' | 'hex' | 'table';

export function centre(kind: Kind, x: number, y: number): [number, number] {
  if (kind === 'hex') {
    const q = x - (y - (y & 1)) / 2;
    return [SQRT3 * (q + y / 2), 1.5 * y];
  }
  if (kind === 'square') return [x + 0.5, y + 0.5];
  return [x, y];
}
