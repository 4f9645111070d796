/**
 * Small exact integer helpers on safe integers (internal to the hex geometry).
 */

/** floor(a / b) for safe integers a and b > 0, exact even where a / b rounds to an integer. */
export function floorDiv(a: number, b: number): number {
  let q = Math.floor(a / b);
  if (q * b > a) q -= 1;
  else if ((q + 1) * b <= a) q += 1;
  return q + 0;
}

export { gcd } from '../integer.js';

/** n1/d1 < n2/d2 for d1, d2 > 0. */
export function fracLess(n1: number, d1: number, n2: number, d2: number): boolean {
  return n1 * d2 < n2 * d1;
}

/** n1/d1 == n2/d2 for d1, d2 > 0. */
export function fracEqual(n1: number, d1: number, n2: number, d2: number): boolean {
  return n1 * d2 === n2 * d1;
}
