import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fractionAtLeast, fractionAtMost, probAtLeast, probAtMost, reduce } from './probability.js';

/** P(sum <= target) by enumerating every outcome. */
function bruteAtMost(n: number, sides: number, target: number): [number, number] {
  let hits = 0, total = 0;
  const go = (k: number, s: number): void => {
    if (k === n) { total++; if (s <= target) hits++; return; }
    for (let f = 1; f <= sides; f++) go(k + 1, s + f);
  };
  go(0, 0);
  return [hits, total];
}

describe('probabilities against a target', () => {
  it('known values', () => {
    expect(fractionAtMost(3, 6, 10)).toEqual({ num: 1, den: 2 });
    expect(probAtMost(3, 6, 10)).toBe(0.5);
    expect(probAtMost(3, 6, 12)).toBe(160 / 216);
    expect(fractionAtMost(3, 6, 12)).toEqual({ num: 20, den: 27 });
    expect(probAtMost(2, 6, 7)).toBe(21 / 36);
    expect(fractionAtMost(2, 6, 7)).toEqual({ num: 7, den: 12 });
    // 4D6 <= 15: enumeration gives 861 of 1296 = 287/432. (The figure 0.44290123456790126 = 287/648
    // that was once quoted for it is not any 4D6 cumulative; the mean is 14, so the answer exceeds 1/2.)
    expect(bruteAtMost(4, 6, 15)).toEqual([861, 1296]);
    expect(fractionAtMost(4, 6, 15)).toEqual({ num: 287, den: 432 });
    expect(probAtMost(4, 6, 15)).toBe(0.6643518518518519);
    expect(probAtLeast(3, 6, 11)).toBe(0.5);
    expect(fractionAtLeast(2, 6, 12)).toEqual({ num: 1, den: 36 });
  });

  it('targets outside the range and fractional targets', () => {
    expect(probAtMost(3, 6, 2)).toBe(0);
    expect(probAtMost(3, 6, 18)).toBe(1);
    expect(probAtMost(3, 6, 99)).toBe(1);
    expect(fractionAtMost(3, 6, -5)).toEqual({ num: 0, den: 1 });
    expect(probAtLeast(3, 6, 3)).toBe(1);
    expect(probAtLeast(3, 6, 19)).toBe(0);
    expect(probAtMost(3, 6, 10.5)).toBe(probAtMost(3, 6, 10));
    expect(probAtLeast(3, 6, 10.5)).toBe(probAtLeast(3, 6, 11));
    expect(() => probAtMost(3, 6, Number.NaN)).toThrow();
  });

  it('reduce', () => {
    expect(reduce(108, 216)).toEqual({ num: 1, den: 2 });
    expect(reduce(0, 36)).toEqual({ num: 0, den: 1 });
    expect(reduce(3, -6)).toEqual({ num: -1, den: 2 });
  });

  const pool = fc.tuple(fc.integer({ min: 1, max: 4 }), fc.integer({ min: 1, max: 8 }));
  const target = fc.integer({ min: -2, max: 35 });

  it('agrees with brute force, as a number and as a reduced fraction', () => {
    fc.assert(fc.property(pool, target, ([n, sides], t) => {
      const [hits, total] = bruteAtMost(n, sides, t);
      expect(probAtMost(n, sides, t)).toBe(hits / total);
      const f = fractionAtMost(n, sides, t);
      expect(f.num * total).toBe(hits * f.den);
      expect(reduce(f.num, f.den)).toEqual(f);
    }));
  });

  it('at most t and at least t+1 are complementary', () => {
    fc.assert(fc.property(pool, target, ([n, sides], t) => {
      const a = fractionAtMost(n, sides, t), b = fractionAtLeast(n, sides, t + 1);
      expect(a.num * b.den + b.num * a.den).toBe(a.den * b.den);
    }));
  });

  it('is monotone in the target', () => {
    fc.assert(fc.property(pool, target, ([n, sides], t) => {
      expect(probAtMost(n, sides, t + 1)).toBeGreaterThanOrEqual(probAtMost(n, sides, t));
      expect(probAtLeast(n, sides, t + 1)).toBeLessThanOrEqual(probAtLeast(n, sides, t));
    }));
  });

  it('is symmetric: P(sum <= t) = P(sum >= n(sides+1) - t)', () => {
    fc.assert(fc.property(pool, target, ([n, sides], t) => {
      expect(fractionAtMost(n, sides, t)).toEqual(fractionAtLeast(n, sides, n * (sides + 1) - t));
    }));
  });
});
