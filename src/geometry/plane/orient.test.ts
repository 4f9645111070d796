import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { onSegment, orient } from './orient.js';
import type { Point } from './types.js';

const P = (x: number, y: number): Point => ({ x, y });
/** Small integer coordinates: plenty of collinear and touching cases. */
const intPoint = fc.record({ x: fc.integer({ min: -6, max: 6 }), y: fc.integer({ min: -6, max: 6 }) });

describe('orient', () => {
  it('gives the mathematical sign', () => {
    expect(orient(P(0, 0), P(1, 0), P(0, 1))).toBe(1);
    expect(orient(P(0, 0), P(0, 1), P(1, 0))).toBe(-1);
    expect(orient(P(0, 0), P(1, 1), P(2, 2))).toBe(0);
  });

  it('is exact where naive doubles are not', () => {
    // 0.1 + 0.2 = 0.30000000000000004: the three points are NOT collinear as doubles.
    const a = P(0.1, 0.1), b = P(0.2, 0.2), c = P(0.30000000000000004, 0.30000000000000004);
    const naive = (b.x - a.x) * (c.y - a.y) - (b.y - a.y) * (c.x - a.x);
    expect(naive).toBe(0); // the naive determinant cancels to zero
    // Exactly: the points lie on y = x (each point has x === y), so they are collinear after all.
    expect(orient(a, b, c)).toBe(0);
    // A point off the line by one unit in the last place is seen.
    const d = P(0.30000000000000004, 0.3);
    expect(orient(a, b, d)).toBe(-1);
    expect(orient(a, b, P(0.3, 0.30000000000000004))).toBe(1);
  });

  it('classifies a near-degenerate triple that fools the naive formula', () => {
    // Classic: points near (12, 12) along a line of slope 1 perturbed by ulps (Kettner et al., "Classroom
    // examples of robustness problems"). Compare with an exact BigInt evaluation on scaled doubles.
    const a = P(0.5, 0.5), b = P(12, 12), c = P(24, 24);
    for (let i = 0; i < 64; i++) {
      const q = P(0.5 + i * 2 ** -53, 0.5 + ((i * 7) % 13) * 2 ** -53);
      const s = orient(q, b, c);
      const exact = exactOrient(q, b, c);
      expect(s).toBe(exact);
    }
    expect(orient(a, b, c)).toBe(0);
    // Here the naive determinant rounds to 0 but the point is one ulp left of the line.
    const q = P(0.5, 0.5 + 2 ** -53);
    const naive = (b.x - q.x) * (c.y - q.y) - (b.y - q.y) * (c.x - q.x);
    expect(naive).toBe(0);
    expect(orient(q, b, c)).toBe(1);
  });

  it('antisymmetric under swapping and invariant under rotation of arguments', () => {
    fc.assert(
      fc.property(intPoint, intPoint, intPoint, (a, b, c) => {
        expect(orient(a, b, c)).toBe(-orient(b, a, c) || 0);
        expect(orient(a, b, c)).toBe(orient(b, c, a));
      }),
    );
  });

  it('onSegment includes endpoints, excludes the rest of the line', () => {
    expect(onSegment(P(0, 0), P(2, 2), P(1, 1))).toBe(true);
    expect(onSegment(P(0, 0), P(2, 2), P(2, 2))).toBe(true);
    expect(onSegment(P(0, 0), P(2, 2), P(3, 3))).toBe(false);
    expect(onSegment(P(0, 0), P(2, 2), P(1, 1.0000000000000002))).toBe(false);
  });
});

function exactOrient(a: { x: number; y: number }, b: { x: number; y: number }, c: { x: number; y: number }): number {
  const big = (v: number): bigint => BigInt(v * 2 ** 60); // exact for these inputs (>= 2^-53 granularity, < 2^7)
  const [ax, ay, bx, by, cx, cy] = [a.x, a.y, b.x, b.y, c.x, c.y].map(big) as [bigint, bigint, bigint, bigint, bigint, bigint];
  const d = (bx - ax) * (cy - ay) - (by - ay) * (cx - ax);
  return d > 0n ? 1 : d < 0n ? -1 : 0;
}
