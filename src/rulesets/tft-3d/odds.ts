/** Odds of The Fantasy Trip's rolls (NdM at most a target), as a probability and an exact fraction. */
import { fractionAtMost, probAtMost } from '../../engine/dice/index.js';
import { expectedDamageAfterArmourFraction } from '../../engine/dice/index.js';

export interface Odds {
  /** The roll, e.g. "3D6". */
  roll: string;
  /** Succeeds on this total or less. */
  target: number;
  probability: number;
  /** The same probability as an exact fraction "num/den". */
  fraction: string;
}

export function odds(dice: number, target: number): Odds {
  const f = fractionAtMost(dice, 6, target);
  return { roll: `${dice}D6`, target, probability: probAtMost(dice, 6, target), fraction: `${f.num}/${f.den}` };
}

/** Expected damage of kD6 after armour that stops at most `cap` points. */
export function expectedDamage(dice: number, armour: number, cap = 2): { value: number; fraction: string } {
  const stop = Math.min(armour, cap);
  if (dice > 18 && dice > stop) {
    // Past 18D6 the exact sum over outcomes leaves the safe integers (a fall of 60 levels crashed, found
    // by fuzzing). Every roll is at least `dice` > stop, so none is floored at 0: the expectation is
    // 3.5 * dice - stop, exactly.
    return { value: 3.5 * dice - stop, fraction: fraction(7 * dice - 2 * stop, 2) };
  }
  const f = expectedDamageAfterArmourFraction(dice, 6, armour, cap);
  return { value: f.num / f.den, fraction: `${f.num}/${f.den}` };
}

export function fraction(num: number, den: number): string {
  let a = Math.abs(num), b = Math.abs(den);
  while (b) [a, b] = [b, a % b];
  const g = a || 1;
  return `${num / g}/${den / g}`;
}
