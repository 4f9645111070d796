import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { distance, hexesOnSegment, hexLine, roundCube, type Axial } from './index.js';

const hex = fc.record({ q: fc.integer({ min: -40, max: 40 }), r: fc.integer({ min: -40, max: 40 }) });
const key = (h: Axial) => `${h.q},${h.r}`;

/** Red Blob's float line drawing with the nudge (1, 2, -3) * sign * 1e-6, for comparison. */
function floatLine(a: Axial, b: Axial, sign: number): Axial[] {
  const n = distance(a, b);
  const e = sign * 1e-6;
  const as = -a.q - a.r, bs = -b.q - b.r;
  const out: Axial[] = [];
  for (let i = 0; i <= n; i++) {
    const t = n === 0 ? 0 : i / n;
    const c = roundCube(
      (a.q + e) * (1 - t) + (b.q + e) * t,
      (a.r + 2 * e) * (1 - t) + (b.r + 2 * e) * t,
      (as - 3 * e) * (1 - t) + (bs - 3 * e) * t,
    );
    out.push({ q: c.q, r: c.r });
  }
  return out;
}

describe('hexLine', () => {
  it('a line along a hexside: the two nudges pick the two hexes of that side', () => {
    // (0, 0) to (2, -1) runs along the side between (1, -1) and (1, 0) at its middle sample.
    const line = hexLine({ q: 0, r: 0 }, { q: 2, r: -1 });
    expect(line.differ).toEqual([1]);
    expect(new Set([key(line.plus[1]!), key(line.minus[1]!)])).toEqual(new Set(['1,-1', '1,0']));
  });

  it('a line along a diagonal (parallel to the old (1, 1, -2) nudge) is still split', () => {
    const line = hexLine({ q: 0, r: 0 }, { q: 2, r: 2 });
    expect(line.differ).toEqual([1, 3]);
    expect(new Set([key(line.plus[1]!), key(line.minus[1]!)])).toEqual(new Set(['1,0', '0,1']));
  });

  it('a line straight along a row does not differ', () => {
    const line = hexLine({ q: -2, r: 3 }, { q: 3, r: 3 });
    expect(line.plus).toEqual([-2, -1, 0, 1, 2, 3].map((q) => ({ q, r: 3 })));
    expect(line.differ).toEqual([]);
  });

  it('agrees with Red Blob float line drawing, steps between neighbours, and stays on the exact trace', () => {
    fc.assert(fc.property(hex, hex, (a, b) => {
      const line = hexLine(a, b);
      expect(line.plus).toEqual(floatLine(a, b, 1));
      expect(line.minus).toEqual(floatLine(a, b, -1));
      const touched = new Set(hexesOnSegment(a, b).map(key));
      for (const seq of [line.plus, line.minus]) {
        expect(seq[0]).toEqual(a);
        expect(seq[seq.length - 1]).toEqual(b);
        for (let i = 1; i < seq.length; i++) expect(distance(seq[i - 1]!, seq[i]!)).toBe(1);
        for (const h of seq) expect(touched.has(key(h))).toBe(true);
      }
      line.differ.forEach((i) => expect(line.plus[i]).not.toEqual(line.minus[i]));
    }), { numRuns: 300 });
  });
});
