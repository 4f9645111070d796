import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { distribution } from './distribution.js';
import { createRng, randomInt } from './rng.js';
import { roll } from './roll.js';

/** Mulberry32 as published by Tommy Ettinger (public domain), kept apart as the reference. */
function referenceMulberry32(seed: number): () => number {
  let a = seed;
  return () => {
    let t = (a += 0x6d2b79f5);
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

describe('seeded rng', () => {
  it('reproduces the reference Mulberry32 sequence', () => {
    for (const seed of [0, 1, 42, 123456789, 0xffffffff]) {
      const ref = referenceMulberry32(seed >>> 0);
      const rng = createRng(seed);
      for (let i = 0; i < 1000; i++) expect(rng.next()).toBe(ref());
    }
  });

  it('same seed, same sequence; state() resumes it', () => {
    fc.assert(fc.property(fc.integer({ min: 0, max: 0xffffffff }), (seed) => {
      const a = createRng(seed), b = createRng(seed);
      const xs = Array.from({ length: 20 }, () => a.nextUint32());
      expect(Array.from({ length: 20 }, () => b.nextUint32())).toEqual(xs);
      const resumed = createRng(a.state());
      expect(resumed.nextUint32()).toBe(a.nextUint32());
    }));
  });

  it('different seeds give different sequences', () => {
    const a = createRng(1), b = createRng(2);
    const xs = Array.from({ length: 8 }, () => a.nextUint32());
    expect(Array.from({ length: 8 }, () => b.nextUint32())).not.toEqual(xs);
  });

  it('randomInt stays in range', () => {
    fc.assert(fc.property(fc.integer({ min: 0, max: 0xffffffff }), fc.integer({ min: -50, max: 50 }),
      fc.integer({ min: 0, max: 100 }), (seed, lo, width) => {
        const rng = createRng(seed);
        for (let i = 0; i < 20; i++) {
          const v = randomInt(rng, lo, lo + width);
          expect(v).toBeGreaterThanOrEqual(lo);
          expect(v).toBeLessThanOrEqual(lo + width);
        }
      }));
    expect(() => randomInt(createRng(1), 3, 2)).toThrow();
  });
});

describe('roll', () => {
  it('same seed, same rolls', () => {
    const a = createRng(2024), b = createRng(2024);
    const ra = Array.from({ length: 50 }, () => roll(3, 6, a));
    const rb = Array.from({ length: 50 }, () => roll(3, 6, b));
    expect(rb).toEqual(ra);
    for (const r of ra) {
      expect(r.dice).toHaveLength(3);
      expect(r.sum).toBe(r.dice.reduce((x, y) => x + y, 0));
      for (const f of r.dice) expect(f >= 1 && f <= 6).toBe(true);
    }
  });

  it('3D6 sums follow the exact distribution (loose chi-square, fixed seed)', () => {
    const rng = createRng(7);
    const trials = 216_000;
    const seen = new Array<number>(19).fill(0);
    for (let i = 0; i < trials; i++) {
      const s = roll(3, 6, rng).sum;
      seen[s] = (seen[s] ?? 0) + 1;
    }
    const d = distribution(3, 6);
    let chi = 0;
    for (let s = 3; s <= 18; s++) {
      const expected = (trials * (d.counts[s] ?? 0)) / d.total;
      chi += ((seen[s] ?? 0) - expected) ** 2 / expected;
    }
    expect(chi).toBeLessThan(40); // 15 degrees of freedom: p < 0.001 beyond about 37.7
  });

  it('zero dice roll to zero; bad arguments throw', () => {
    expect(roll(0, 6, createRng(1))).toEqual({ dice: [], sum: 0 });
    expect(() => roll(-1, 6, createRng(1))).toThrow();
    expect(() => roll(1, 0, createRng(1))).toThrow();
  });
});
