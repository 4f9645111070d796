/**
 * Exact probabilities of NdM sums against a target (The Fantasy Trip: success when the sum is at most it).
 *
 * - `countAtMost(n, sides, target)` / `countAtLeast`: number of the sides^n outcomes that qualify.
 * - `probAtMost` / `probAtLeast`: that count divided by sides^n. Both are exact integers below 2^53,
 *   so the one IEEE division gives the double nearest the exact rational.
 * - `fractionAtMost` / `fractionAtLeast`: the same probability as a reduced `{ num, den }`, for display.
 * A target need not lie in n..n*sides (P(sum <= 2) on 3D6 is 0); a fractional target is rounded toward
 * the qualifying side (at most 10.5 means at most 10).
 */
import { gcd } from '../../geometry/integer.js';
import { distribution } from './distribution.js';

/** A reduced fraction with den > 0. */
export interface Fraction {
  readonly num: number;
  readonly den: number;
}

function checkTarget(target: number): void {
  if (Number.isNaN(target)) throw new Error('target must be a number, got NaN');
}

/** Number of outcomes of NdM with sum <= target. */
export function countAtMost(n: number, sides: number, target: number): number {
  checkTarget(target);
  const d = distribution(n, sides);
  const t = Math.floor(target);
  if (t < 0) return 0;
  if (t >= d.cumulative.length) return d.total;
  return d.cumulative[t] ?? 0;
}

/** Number of outcomes of NdM with sum >= target. */
export function countAtLeast(n: number, sides: number, target: number): number {
  checkTarget(target);
  return distribution(n, sides).total - countAtMost(n, sides, Math.ceil(target) - 1);
}

/** P(sum of NdM <= target). */
export function probAtMost(n: number, sides: number, target: number): number {
  return countAtMost(n, sides, target) / distribution(n, sides).total;
}

/** P(sum of NdM >= target). */
export function probAtLeast(n: number, sides: number, target: number): number {
  return countAtLeast(n, sides, target) / distribution(n, sides).total;
}

/** num/den reduced to lowest terms (den > 0; 0 becomes 0/1). */
export function reduce(num: number, den: number): Fraction {
  if (den === 0 || !Number.isInteger(num) || !Number.isInteger(den)) throw new Error(`bad fraction ${num}/${den}`);
  const sign = den < 0 ? -1 : 1;
  const g = gcd(num, den) || 1;
  return { num: (sign * num) / g, den: (sign * den) / g };
}

/** P(sum of NdM <= target) as a reduced fraction. */
export function fractionAtMost(n: number, sides: number, target: number): Fraction {
  return reduce(countAtMost(n, sides, target), distribution(n, sides).total);
}

/** P(sum of NdM >= target) as a reduced fraction. */
export function fractionAtLeast(n: number, sides: number, target: number): Fraction {
  return reduce(countAtLeast(n, sides, target), distribution(n, sides).total);
}
