import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { expectedDamageAfterArmour, expectedDamageAfterArmourFraction } from './damage.js';

function brute(n: number, sides: number, stop: number): number {
  let sum = 0, total = 0;
  const go = (k: number, s: number): void => {
    if (k === n) { total++; sum += Math.max(0, s - stop); return; }
    for (let f = 1; f <= sides; f++) go(k + 1, s + f);
  };
  go(0, 0);
  return sum / total;
}

describe('expected damage after armour', () => {
  it('known values', () => {
    expect(expectedDamageAfterArmour(1, 6, 0)).toBe(3.5);
    expect(expectedDamageAfterArmourFraction(1, 6, 2)).toEqual({ num: 5, den: 3 }); // (1+2+3+4)/6
    expect(expectedDamageAfterArmour(1, 6, 6)).toBe(0);
    expect(expectedDamageAfterArmour(1, 6, 10)).toBe(0);
    expect(expectedDamageAfterArmour(2, 6, 0)).toBe(7);
  });

  it('the cap limits what armour stops (falling damage: at most 2)', () => {
    // chain mail stops 3, but only 2 of 2D6 falling damage; 2D6 never rolls under 2
    expect(expectedDamageAfterArmour(2, 6, 3, 2)).toBe(5);
    expect(expectedDamageAfterArmour(2, 6, 3)).toBe(brute(2, 6, 3));
    expect(expectedDamageAfterArmour(1, 6, 1, 2)).toBe(2.5);
    expect(expectedDamageAfterArmourFraction(1, 6, 5, 2)).toEqual({ num: 5, den: 3 });
    expect(expectedDamageAfterArmour(3, 6, 4, 0)).toBe(10.5);
  });

  it('rejects bad armour or cap', () => {
    expect(() => expectedDamageAfterArmour(1, 6, -1)).toThrow();
    expect(() => expectedDamageAfterArmour(1, 6, 1.5)).toThrow();
    expect(() => expectedDamageAfterArmour(1, 6, 1, -1)).toThrow();
  });

  it('agrees with brute force and never rises with more armour', () => {
    fc.assert(fc.property(
      fc.integer({ min: 0, max: 4 }), fc.integer({ min: 1, max: 8 }), fc.integer({ min: 0, max: 30 }),
      fc.option(fc.integer({ min: 0, max: 5 }), { nil: undefined }),
      (n, sides, armour, cap) => {
        const got = expectedDamageAfterArmour(n, sides, armour, cap);
        expect(got).toBeCloseTo(brute(n, sides, Math.min(armour, cap ?? Infinity)), 12);
        expect(expectedDamageAfterArmour(n, sides, armour + 1, cap)).toBeLessThanOrEqual(got);
      },
    ));
  });
});
