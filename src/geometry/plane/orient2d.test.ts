/**
 * Our orient2d (Shewchuk's adaptive predicate, orient2d.ts) against robust-predicates', the port it follows:
 * on random doubles and on the near-collinear triples that reach each of the adaptive stages, its sign for
 * every triple (or the exact sign, worked out here in integers, where its expansions underflow), and its value
 * where the error bounds or the tails decide (the last stage, where Shewchuk sums expansions, answers -1, 0
 * or 1 from an exact integer sign).
 */
import fc from 'fast-check';
import { orient2d as theirs } from 'robust-predicates';
import { describe, expect, it } from 'vitest';
import { orient2d } from './orient2d.js';

/** A finite double as an exact fraction: [numerator, log2 of its denominator] (every double is m * 2^e). */
const exact = (x: number): [bigint, number] => {
  let e = 0;
  while (!Number.isInteger(x)) {
    x *= 2;
    e++;
  }
  return [BigInt(x), e];
};

/** The exact sign of (ax - cx)(by - cy) - (ay - cy)(bx - cx) (robust-predicates' orient2d is its negation). */
const exactDet = (t: readonly number[]): number => {
  const f = t.map(exact);
  const E = Math.max(...f.map(([, e]) => e));
  const [ax, ay, bx, by, cx, cy] = f.map(([m, e]) => m << BigInt(E - e));
  const d = (ax! - cx!) * (by! - cy!) - (ay! - cy!) * (bx! - cx!);
  return d > 0n ? 1 : d < 0n ? -1 : 0;
};

const same = (t: readonly [number, number, number, number, number, number]) => {
  const ours = orient2d(...t);
  const ref = theirs(...t);
  // robust-predicates' sign, or the exact one where its expansions underflow (products below 1e-308) and it
  // answers 0: the last stage is exact, the first two share Shewchuk's bounds and so his underflows
  const sign = Math.sign(ours) || 0;
  expect(sign === (Math.sign(ref) || 0) || sign === (-exactDet(t) || 0), `${t.join(', ')}: ${ours} vs ${ref}`).toBe(true);
  // before the last stage the same value, and the same sign of zero (Object.is tells 0 from -0)
  if (Math.abs(ours) !== 1 && ours !== 0) expect(Object.is(ours, ref) || ours === ref, `${t.join(', ')}: ${ours} vs ${ref}`).toBe(true);
};

/** A point on the line through (ax, ay) and (bx, by), at parameter t, moved by a few units in the last place. */
const nearLine = fc.tuple(
  fc.double({ min: -1e3, max: 1e3, noNaN: true }), fc.double({ min: -1e3, max: 1e3, noNaN: true }),
  fc.double({ min: -1e3, max: 1e3, noNaN: true }), fc.double({ min: -1e3, max: 1e3, noNaN: true }),
  fc.double({ min: -2, max: 3, noNaN: true }), fc.integer({ min: -4, max: 4 }), fc.integer({ min: -4, max: 4 }),
).map(([ax, ay, bx, by, t, nx, ny]) => {
  const ulp = (v: number) => (v === 0 ? Number.MIN_VALUE : Math.abs(v) * Number.EPSILON);
  const cx = ax + t * (bx - ax);
  const cy = ay + t * (by - ay);
  return [ax, ay, bx, by, cx + nx * ulp(cx), cy + ny * ulp(cy)] as const;
});

describe('orient2d (Shewchuk, as robust-predicates ports it)', () => {
  it('gives robust-predicates\' value on random doubles', () => {
    const d = fc.double({ min: -1e6, max: 1e6, noNaN: true });
    fc.assert(fc.property(fc.tuple(d, d, d, d, d, d), same), { numRuns: 3000 });
  });

  it('gives robust-predicates\' value on near-collinear triples (every adaptive stage)', () => {
    fc.assert(fc.property(nearLine, same), { numRuns: 5000 });
  });

  it('gives robust-predicates\' value on small integer and tiny offsets', () => {
    const i = fc.integer({ min: -8, max: 8 });
    fc.assert(fc.property(fc.tuple(i, i, i, i, i, i), same), { numRuns: 2000 });
    same([0.1, 0.1, 0.2, 0.2, 0.30000000000000004, 0.30000000000000004]);
    same([0.1, 0.1, 0.2, 0.2, 0.30000000000000004, 0.3]);
    same([1e-300, 1e-300, 2e-300, 2e-300, 3e-300, 3.0000000000000004e-300]);
    same([12, 12, 24, 24, 0.5, 0.5000000000000001]);
  });

  it('decides triples whose naive determinant has the wrong sign, as robust-predicates does', () => {
    // near-collinear triples from a fixed seed: some must fool the plain determinant, so the adaptive stages ran
    let fooled = 0;
    for (const t of fc.sample(nearLine, { seed: 21, numRuns: 4000 })) {
      same(t);
      const [ax, ay, bx, by, cx, cy] = t;
      const naive = (ay - cy) * (bx - cx) - (ax - cx) * (by - cy);
      if (Math.sign(naive) !== Math.sign(orient2d(...t))) fooled++;
    }
    expect(fooled).toBeGreaterThan(0);
  });

  it('answers coordinates that are not finite as robust-predicates does, without throwing (a clip of a 1e308-inch footprint)', () => {
    const odd = [NaN, Infinity, -Infinity];
    const base = [0, 0, 1, 1, 2, 2];
    for (let k = 0; k < 6; k++) {
      for (const v of odd) {
        const t = base.slice() as [number, number, number, number, number, number];
        t[k] = v;
        const ours = orient2d(...t), them = theirs(...t);
        expect(Number.isNaN(ours)).toBe(Number.isNaN(them));
        if (!Number.isNaN(them)) expect(Math.sign(ours)).toBe(Math.sign(them));
      }
    }
    // collinear after overflow: the filters cannot decide, the last stage must not throw
    expect(() => orient2d(1e308, 1e308, -1e308, -1e308, Infinity, Infinity)).not.toThrow();
  });
});
