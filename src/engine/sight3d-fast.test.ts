import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { traceSight3D } from './sight3d.js';
import { sight3dClear, solidColumns } from './sight3d-fast.js';

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

  it('decides a hexside tie by the reading', () => {
    // (0,0) -> (1,1) runs along the side shared by (1,0) and (0,1); only (1,0) is solid.
    const cols = solidColumns(3, 3, (i) => (i === 1 ? [{ lo: 0, hi: 30 }] : []));
    expect(sight3dClear(cols, 0, 0, 3, 1, 1, 3, 'both')).toBe(true);
    expect(sight3dClear(cols, 0, 0, 3, 1, 1, 3, 'either')).toBe(false);
  });
});
