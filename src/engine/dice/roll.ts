/**
 * Rolling NdM with a seeded generator: `roll(n, sides, rng)` returns the faces in the order rolled and
 * their sum. The same generator state gives the same roll.
 */
import { randomInt, type Rng } from './rng.js';

/** The faces of one roll of NdM and their sum. */
export interface DiceRoll {
  readonly dice: readonly number[];
  readonly sum: number;
}

/** Roll n dice with `sides` faces using `rng`. */
export function roll(n: number, sides: number, rng: Rng): DiceRoll {
  if (!Number.isInteger(n) || n < 0) throw new Error(`dice count must be a non-negative integer, got ${n}`);
  if (!Number.isInteger(sides) || sides < 1) throw new Error(`sides must be a positive integer, got ${sides}`);
  const dice: number[] = [];
  let sum = 0;
  for (let i = 0; i < n; i++) {
    const f = randomInt(rng, 1, sides);
    dice.push(f);
    sum += f;
  }
  return { dice, sum };
}
