import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { distribution } from './distribution.js';

/** Every outcome of NdM enumerated: counts by sum. */
function bruteCounts(n: number, sides: number): number[] {
  const counts = new Array<number>(n * sides + 1).fill(0);
  const faces = new Array<number>(n).fill(1);
  for (;;) {
    const s = faces.reduce((x, y) => x + y, 0);
    counts[s] = (counts[s] ?? 0) + 1;
    let i = 0;
    while (i < n && faces[i] === sides) faces[i++] = 1;
    if (i === n) return counts;
    faces[i] = (faces[i] ?? 0) + 1;
  }
}

describe('distribution', () => {
  it('2D6 has the familiar triangle', () => {
    expect(distribution(2, 6).counts).toEqual([0, 0, 1, 2, 3, 4, 5, 6, 5, 4, 3, 2, 1]);
    expect(distribution(2, 6).total).toBe(36);
  });

  it('matches brute-force enumeration for small pools', () => {
    for (const [n, sides] of [[1, 6], [3, 6], [4, 6], [5, 6], [3, 4], [2, 10], [0, 6]] as const) {
      expect(distribution(n, sides).counts).toEqual(bruteCounts(n, sides));
    }
  });

  it('8D6 counts 1,679,616 outcomes and is cached', () => {
    const d = distribution(8, 6);
    expect(d.total).toBe(1_679_616);
    expect(d.counts.reduce((x, y) => x + y, 0)).toBe(1_679_616);
    expect(d.cumulative[48]).toBe(1_679_616);
    expect(distribution(8, 6)).toBe(d);
    expect(Object.isFrozen(d.counts)).toBe(true);
  });

  it('rejects bad arguments and pools too large to count exactly', () => {
    expect(() => distribution(-1, 6)).toThrow();
    expect(() => distribution(2, 0)).toThrow();
    expect(() => distribution(1.5, 6)).toThrow();
    expect(() => distribution(30, 6)).toThrow();
  });

  const pool = fc.tuple(fc.integer({ min: 0, max: 8 }), fc.integer({ min: 1, max: 12 }));

  it('sums to sides^n', () => {
    fc.assert(fc.property(pool, ([n, sides]) => {
      const d = distribution(n, sides);
      expect(d.total).toBe(sides ** n);
      expect(d.counts.reduce((x, y) => x + y, 0)).toBe(sides ** n);
    }));
  });

  it('is symmetric about n(sides+1)/2 and zero below n', () => {
    fc.assert(fc.property(pool, ([n, sides]) => {
      const { counts } = distribution(n, sides);
      for (let s = 0; s < counts.length; s++) {
        if (s < n) expect(counts[s]).toBe(0);
        else expect(counts[s]).toBe(counts[n * (sides + 1) - s]);
      }
    }));
  });
});
