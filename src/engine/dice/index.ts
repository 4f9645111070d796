/**
 * Dice: exact NdM distributions and probabilities against a target, expected damage after armour,
 * and a seeded roller.
 *
 * - distribution.ts: `distribution(n, sides)` -> `{ counts, cumulative, total }` (cached)
 * - probability.ts:  `probAtMost`, `probAtLeast`, `fractionAtMost`, `fractionAtLeast`, `countAtMost`, `countAtLeast`
 * - damage.ts:       `expectedDamageAfterArmour(n, sides, armour, cap?)` and its exact fraction form
 * - rng.ts:          `createRng(seed)` (Mulberry32), `randomInt(rng, lo, hi)`
 * - roll.ts:         `roll(n, sides, rng)`
 */
export { distribution, type DiceDistribution } from './distribution.js';
export {
  countAtLeast, countAtMost, fractionAtLeast, fractionAtMost, probAtLeast, probAtMost, reduce, type Fraction,
} from './probability.js';
export { expectedDamageAfterArmour, expectedDamageAfterArmourFraction } from './damage.js';
export { createRng, randomInt, type Rng } from './rng.js';
export { roll, type DiceRoll } from './roll.js';
