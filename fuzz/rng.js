// @ts-check
/**
 * A small seeded random source for the fuzzer (SplitMix32 to derive seeds, Mulberry32 to draw; see
 * https://gist.github.com/tommyettinger/46a874533244883189143505d203312c). Every input of every target
 * is drawn from its own stream `inputRng(seed, target, index)`, so input #i is the same whatever ran
 * before it: a run can be split across workers, resumed after a hang, or replayed one input at a time.
 */

/** @param {number} h @param {string} s */
function mixString(h, s) {
  for (let i = 0; i < s.length; i++) h = Math.imul(h ^ s.charCodeAt(i), 0x9e3779b1) >>> 0;
  return h;
}

/** @param {number} x */
function splitmix32(x) {
  x = (x + 0x9e3779b9) >>> 0;
  x = Math.imul(x ^ (x >>> 16), 0x85ebca6b) >>> 0;
  x = Math.imul(x ^ (x >>> 13), 0xc2b2ae35) >>> 0;
  return (x ^ (x >>> 16)) >>> 0;
}

export class Rng {
  /** @param {number} seed */
  constructor(seed) {
    this.state = seed >>> 0;
  }

  /** A float in [0, 1). */
  next() {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  /** An integer in [lo, hi]. @param {number} lo @param {number} hi */
  int(lo, hi) {
    return lo + Math.floor(this.next() * (hi - lo + 1));
  }

  /** True with probability p. @param {number} p */
  chance(p) {
    return this.next() < p;
  }

  /** @template T @param {readonly T[]} list @returns {T} */
  pick(list) {
    if (!list.length) throw new Error('pick from an empty list');
    return /** @type {T} */ (list[Math.floor(this.next() * list.length)]);
  }

  /**
   * Pick by weight. @template T @param {readonly (readonly [number, T])[]} table @returns {T}
   */
  weighted(table) {
    let total = 0;
    for (const [w] of table) total += w;
    let r = this.next() * total;
    for (const [w, v] of table) {
      if ((r -= w) < 0) return v;
    }
    return /** @type {T} */ (table[table.length - 1]?.[1]);
  }

  /** A fresh, independent stream. */
  fork() {
    return new Rng(splitmix32(this.int(0, 0xffffffff)));
  }
}

/** The random stream of input `index` of `target` in the run seeded with `seed`. @param {number} seed @param {string} target @param {number} index */
export function inputRng(seed, target, index) {
  return new Rng(splitmix32(mixString(splitmix32(seed >>> 0) ^ splitmix32(index >>> 0), target)));
}
