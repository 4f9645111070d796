/**
 * Exact distribution of the sum of n dice with `sides` faces each (faces 1..sides).
 *
 * `distribution(n, sides)` returns `{ n, sides, counts, cumulative, total }` where `counts[s]` is the
 * number of the sides^n equally likely outcomes whose sum is s (0 for s < n), `cumulative[s]` the number
 * with sum <= s, and `total` = sides^n. Every value is an integer; they are exact because sides^n must not
 * exceed Number.MAX_SAFE_INTEGER (8D6 has 1,679,616 outcomes). Results are cached and frozen.
 * Computed by repeated convolution with one die, O(n^2 * sides).
 */

/** The exact outcome counts of NdM; see the module header. */
export interface DiceDistribution {
  readonly n: number;
  readonly sides: number;
  /** counts[sum]: outcomes with that sum; length n*sides+1. */
  readonly counts: readonly number[];
  /** cumulative[sum]: outcomes with a sum at most that; length n*sides+1. */
  readonly cumulative: readonly number[];
  /** sides^n, the number of equally likely outcomes. */
  readonly total: number;
}

const cache = new Map<string, DiceDistribution>();

/** Throws a plain Error unless n >= 0 and sides >= 1 are integers with sides^n a safe integer. */
export function checkDice(n: number, sides: number): void {
  if (!Number.isInteger(n) || n < 0) throw new Error(`dice count must be a non-negative integer, got ${n}`);
  if (!Number.isInteger(sides) || sides < 1) throw new Error(`sides must be a positive integer, got ${sides}`);
  if (sides ** n > Number.MAX_SAFE_INTEGER) throw new Error(`${n}d${sides} has too many outcomes to count exactly`);
}

/** Exact counts of each sum of n dice with `sides` faces, plus the total; cached. */
export function distribution(n: number, sides: number): DiceDistribution {
  checkDice(n, sides);
  const key = `${n}d${sides}`;
  const hit = cache.get(key);
  if (hit) return hit;
  let counts: number[] = [1]; // zero dice: sum 0 in one way
  for (let k = 1; k <= n; k++) {
    const next = new Array<number>(k * sides + 1).fill(0);
    for (let s = 0; s < counts.length; s++) {
      const c = counts[s] ?? 0;
      if (c === 0) continue;
      for (let f = 1; f <= sides; f++) next[s + f] = (next[s + f] ?? 0) + c;
    }
    counts = next;
  }
  const cumulative: number[] = [];
  let run = 0;
  for (const c of counts) {
    run += c;
    cumulative.push(run);
  }
  const d: DiceDistribution = Object.freeze({
    n,
    sides,
    counts: Object.freeze(counts),
    cumulative: Object.freeze(cumulative),
    total: sides ** n,
  });
  cache.set(key, d);
  return d;
}
