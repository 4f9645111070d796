import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { traceSight3D } from './sight3d.js';
import { sight3dClear, sight3dWalk, solidColumns } from './sight3d-fast.js';

/** A random odd-r rectangle of columns: per place 0..2 solid intervals (z units). */
const columnsArb = fc.record({
  w: fc.integer({ min: 1, max: 7 }),
  h: fc.integer({ min: 1, max: 7 }),
  seed: fc.array(fc.array(fc.record({ lo: fc.integer({ min: -3, max: 12 }), len: fc.integer({ min: 1, max: 9 }) }), { maxLength: 2 }), { minLength: 49, maxLength: 49 }),
});

function axialOf(w: number, i: number): [number, number] {
  const y = Math.floor(i / w), x = i - y * w;
  return [x - ((y - (y & 1)) >> 1), y];
}

describe('sight3dClear', () => {
  it('gives the same answer as traceSight3D(...).clear on random columns, ends and heights', () => {
    fc.assert(fc.property(
      columnsArb, fc.nat(), fc.nat(), fc.integer({ min: -2, max: 20 }), fc.integer({ min: -2, max: 20 }), fc.constantFrom('both', 'either' as const),
      fc.integer({ min: -2, max: 2 }), fc.integer({ min: -2, max: 2 }),
      ({ w, h, seed }, ia, ib, za, zb, tie, offq, offr) => {
        const n = w * h;
        const solids = (i: number) => seed[i]!.map((s) => ({ lo: s.lo, hi: s.lo + s.len }));
        const cols = solidColumns(w, h, solids);
        const [aq, ar] = axialOf(w, ia % n);
        let [bq, br] = axialOf(w, ib % n);
        bq += offq; br += offr; // sometimes off the map
        const placeOf = (q: number, r: number) => {
          const x = q + ((r - (r & 1)) >> 1);
          return r < 0 || r >= h || x < 0 || x >= w ? -1 : r * w + x;
        };
        const slow = traceSight3D({
          from: { q: aq, r: ar }, zFrom: za, to: { q: bq, r: br }, zTo: zb,
          terrain: (q, r) => { const p = placeOf(q, r); return p < 0 ? [] : solids(p); },
          tie, zPerLevel: 3, levelsPerHex: 4,
        }).clear;
        expect(sight3dClear(cols, aq, ar, za, bq, br, zb, tie)).toBe(slow);
      },
    ), { numRuns: 3000 });
  });

  it('takes long lines over the column tops whole (the top table) and still gives traceSight3D\'s answer', () => {
    // Larger maps of low ground with a few towers: most lines pass over every top (the whole-line test says
    // clear without a walk), some graze a tower's box and are walked; both must agree with the tracer.
    fc.assert(fc.property(
      fc.integer({ min: 4, max: 24 }), fc.integer({ min: 4, max: 24 }),
      fc.array(fc.record({ i: fc.nat(), hi: fc.integer({ min: 4, max: 30 }) }), { maxLength: 6 }),
      fc.array(fc.integer({ min: 0, max: 3 }), { minLength: 576, maxLength: 576 }),
      fc.nat(), fc.nat(), fc.integer({ min: 3, max: 30 }), fc.integer({ min: 3, max: 30 }), fc.constantFrom('both', 'either' as const),
      (w, h, towers, ground, ia, ib, za, zb, tie) => {
        const n = w * h;
        const tall = new Map(towers.map((t) => [t.i % n, t.hi]));
        const solids = (i: number) => (ground[i]! === 0 && !tall.has(i) ? [] : [{ lo: -3, hi: tall.get(i) ?? ground[i]! }]);
        const cols = solidColumns(w, h, solids);
        const [aq, ar] = axialOf(w, ia % n);
        const [bq, br] = axialOf(w, ib % n);
        const slow = traceSight3D({
          from: { q: aq, r: ar }, zFrom: za, to: { q: bq, r: br }, zTo: zb,
          terrain: (q, r) => { const x = q + ((r - (r & 1)) >> 1); return r < 0 || r >= h || x < 0 || x >= w ? [] : solids(r * w + x); },
          tie, zPerLevel: 3, levelsPerHex: 4,
        }).clear;
        expect(sight3dClear(cols, aq, ar, za, bq, br, zb, tie)).toBe(slow);
        expect(sight3dWalk(cols, aq, ar, za, bq, br, zb, tie)).toBe(slow);
      },
    ), { numRuns: 3000 });
  });

  it('decides a hexside tie by the reading', () => {
    // (0,0) -> (1,1) runs along the side shared by (1,0) and (0,1); only (1,0) is solid.
    const cols = solidColumns(3, 3, (i) => (i === 1 ? [{ lo: 0, hi: 30 }] : []));
    expect(sight3dClear(cols, 0, 0, 3, 1, 1, 3, 'both')).toBe(true);
    expect(sight3dClear(cols, 0, 0, 3, 1, 1, 3, 'either')).toBe(false);
  });
});
