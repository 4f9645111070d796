/**
 * Expected damage of NdM after armour: each outcome deals max(0, sum - stopped), where
 * stopped = min(armour, cap). The cap models armour that stops only part of some damage (The Fantasy
 * Trip's falling damage: armour stops at most 2 points); without a cap all of the armour counts.
 *
 * `expectedDamageAfterArmourFraction` gives the exact value as a reduced fraction; the numerator is the
 * sum over all outcomes, exact while sides^n * n * sides stays below 2^53 (it does for 8D6 and far beyond),
 * and a plain Error is thrown otherwise. `expectedDamageAfterArmour` divides it out.
 */
import { distribution } from './distribution.js';
import { reduce, type Fraction } from './probability.js';

function stoppedBy(armour: number, cap: number): number {
  if (!Number.isInteger(armour) || armour < 0) throw new Error(`armour must be a non-negative integer, got ${armour}`);
  if (Number.isNaN(cap) || cap < 0) throw new Error(`cap must be non-negative, got ${cap}`);
  return Math.min(armour, Math.floor(cap));
}

/** Exact expected damage of NdM minus armour (armour stopping at most `cap`), floored at 0 per roll. */
export function expectedDamageAfterArmourFraction(
  n: number, sides: number, armour: number, cap: number = Number.POSITIVE_INFINITY,
): Fraction {
  const stop = stoppedBy(armour, cap);
  const d = distribution(n, sides);
  let num = 0;
  for (let s = stop + 1; s < d.counts.length; s++) num += (d.counts[s] ?? 0) * (s - stop);
  if (num > Number.MAX_SAFE_INTEGER) throw new Error(`${n}d${sides} is too large for an exact expectation`);
  return reduce(num, d.total);
}

/** Expected damage of NdM minus armour (armour stopping at most `cap`), floored at 0 per roll. */
export function expectedDamageAfterArmour(
  n: number, sides: number, armour: number, cap: number = Number.POSITIVE_INFINITY,
): number {
  const f = expectedDamageAfterArmourFraction(n, sides, armour, cap);
  return f.num / f.den;
}
