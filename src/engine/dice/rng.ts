/**
 * A seeded, reproducible pseudo-random generator: Mulberry32, by Tommy Ettinger (public domain, 2017;
 * https://gist.github.com/tommyettinger/46a874533244883189143505d203312c). One 32-bit word of state,
 * period 2^32: plenty for game dice, not for cryptography.
 *
 * `createRng(seed)` takes any number (reduced to an unsigned 32-bit integer) and returns an `Rng`:
 * `nextUint32()` an integer in [0, 2^32), `next()` a number in [0, 1), `state()` the current state, from
 * which `createRng(state)` resumes the same sequence. `randomInt(rng, lo, hi)` draws an integer in
 * [lo, hi] without modulo bias (rejection sampling). Same seed, same sequence, on every platform.
 */

/** A deterministic source of uniformly distributed 32-bit words. */
export interface Rng {
  /** The next integer in [0, 2^32). */
  nextUint32(): number;
  /** The next number in [0, 1), a multiple of 2^-32. */
  next(): number;
  /** The current state; `createRng(state)` continues the sequence from here. */
  state(): number;
}

/** A Mulberry32 generator seeded with `seed` (reduced to an unsigned 32-bit integer). */
export function createRng(seed: number): Rng {
  if (!Number.isFinite(seed)) throw new Error(`seed must be a finite number, got ${seed}`);
  let a = seed >>> 0;
  const nextUint32 = (): number => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return (t ^ (t >>> 14)) >>> 0;
  };
  return {
    nextUint32,
    next: () => nextUint32() / 4294967296,
    state: () => a,
  };
}

/** A uniform integer in [lo, hi] (integers, hi - lo < 2^32), without modulo bias. */
export function randomInt(rng: Rng, lo: number, hi: number): number {
  if (!Number.isInteger(lo) || !Number.isInteger(hi) || hi < lo || hi - lo >= 4294967296) {
    throw new Error(`bad range [${lo}, ${hi}]`);
  }
  const range = hi - lo + 1;
  const limit = 4294967296 - (4294967296 % range); // accept words below the largest multiple of range
  for (;;) {
    const u = rng.nextUint32();
    if (u < limit) return lo + (u % range);
  }
}
