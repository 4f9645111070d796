import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { segmentIntersection, segmentsIntersect } from './segment.js';
import type { Point } from './types.js';

const P = (x: number, y: number): Point => ({ x, y });
/** Small integer coordinates: plenty of collinear and touching cases. */
const intPoint = fc.record({ x: fc.integer({ min: -6, max: 6 }), y: fc.integer({ min: -6, max: 6 }) });
const intSegment = fc.record({ a: intPoint, b: intPoint });

const S = (ax: number, ay: number, bx: number, by: number) => ({ a: P(ax, ay), b: P(bx, by) });

describe('segmentIntersection', () => {
  it('golden cases', () => {
    expect(segmentIntersection(S(0, 0, 2, 2), S(0, 2, 2, 0))).toEqual({ kind: 'cross', point: P(1, 1) });
    expect(segmentIntersection(S(0, 0, 2, 0), S(1, 0, 1, 3))).toEqual({ kind: 'touch', point: P(1, 0) });
    expect(segmentIntersection(S(0, 0, 2, 0), S(2, 0, 3, 1))).toEqual({ kind: 'touch', point: P(2, 0) });
    expect(segmentIntersection(S(0, 0, 4, 0), S(3, 0, 1, 0))).toEqual({ kind: 'overlap', overlap: S(1, 0, 3, 0) });
    expect(segmentIntersection(S(4, 0, 0, 0), S(1, 0, 6, 0))).toEqual({ kind: 'overlap', overlap: S(4, 0, 1, 0) });
    expect(segmentIntersection(S(0, 0, 1, 0), S(1, 0, 2, 0))).toEqual({ kind: 'touch', point: P(1, 0) });
    expect(segmentIntersection(S(0, 0, 1, 0), S(2, 0, 3, 0))).toEqual({ kind: 'none' });
    expect(segmentIntersection(S(0, 0, 1, 1), S(0, 1, 0.4, 0.6))).toEqual({ kind: 'none' });
    expect(segmentIntersection(S(0, 0, 0, 0), S(-1, 0, 1, 0))).toEqual({ kind: 'touch', point: P(0, 0) });
    expect(segmentIntersection(S(0, 0, 0, 3), S(0, 1, 0, 2))).toEqual({ kind: 'overlap', overlap: S(0, 1, 0, 2) });
  });

  it('cross point in doubles', () => {
    const r = segmentIntersection(S(0, 0, 3, 1), S(0, 1, 3, 0));
    expect(r.kind).toBe('cross');
    if (r.kind === 'cross') {
      expect(r.point.x).toBeCloseTo(1.5, 14);
      expect(r.point.y).toBeCloseTo(0.5, 14);
    }
  });

  it('decides touching exactly where doubles round', () => {
    // The endpoint (0.3, 0.3) lies exactly on y = x; 0.1 + 0.2 does not.
    expect(segmentsIntersect(S(0, 0, 1, 1), S(0.3, 0.3, 0.3, 5))).toBe('touch');
    // At x = 0.30000000000000004 the diagonal is at y = 0.30000000000000004, just above 0.3.
    expect(segmentsIntersect(S(0, 0, 1, 1), S(0.1 + 0.2, 0.3, 0.1 + 0.2, -5))).toBe('none');
    expect(segmentsIntersect(S(0, 0, 1, 1), S(0.1 + 0.2, 0.3, 0.1 + 0.2, 5))).toBe('cross');
    expect(segmentsIntersect(S(0, 0, 1, 1), S(0.3, 0.1 + 0.2, 0.3, -5))).toBe('cross');
  });

  it('is symmetric', () => {
    fc.assert(
      fc.property(intSegment, intSegment, (s, t) => {
        expect(segmentsIntersect(s, t)).toBe(segmentsIntersect(t, s));
        expect(segmentsIntersect(s, t)).toBe(segmentsIntersect({ a: s.b, b: s.a }, t));
      }),
      { numRuns: 2000 },
    );
  });

  it('touch points lie on both segments; overlaps are collinear', () => {
    fc.assert(
      fc.property(intSegment, intSegment, (s, t) => {
        const r = segmentIntersection(s, t);
        if (r.kind === 'touch') {
          const onS = [s.a, s.b, t.a, t.b].some((p) => p.x === r.point.x && p.y === r.point.y);
          expect(onS).toBe(true);
        }
      }),
      { numRuns: 2000 },
    );
  });
});
