import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { pointInPolygon } from './point-in-polygon.js';
import { segmentCircleIntersection } from './segment-circle.js';
import { segmentMeetsPolygonInterior, segmentPolygonIntersection } from './segment-polygon.js';
import { pointAt } from './segment.js';
import type { Point, Polygon } from './types.js';

const P = (x: number, y: number): Point => ({ x, y });
const poly = (...xy: [number, number][]): Polygon => xy.map(([x, y]) => ({ x, y }));
/** Small integer coordinates: plenty of collinear and touching cases. */
const intPoint = fc.record({ x: fc.integer({ min: -6, max: 6 }), y: fc.integer({ min: -6, max: 6 }) });
const intSegment = fc.record({ a: intPoint, b: intPoint });

const S = (ax: number, ay: number, bx: number, by: number) => ({ a: P(ax, ay), b: P(bx, by) });
const square = poly([0, 0], [4, 0], [4, 4], [0, 4]);
const L = poly([0, 0], [4, 0], [4, 1], [1, 1], [1, 4], [0, 4]);

describe('segmentPolygonIntersection', () => {
  it('golden cases', () => {
    expect(segmentPolygonIntersection(S(-2, 2, 6, 2), square)).toEqual({ kind: 'interior', intervals: [[0.25, 0.75]] });
    expect(segmentPolygonIntersection(S(-2, 0, 6, 0), square)).toEqual({ kind: 'boundary', intervals: [] });
    expect(segmentPolygonIntersection(S(-2, 2, 2, 6), square)).toEqual({ kind: 'boundary', intervals: [] }); // through a corner
    expect(segmentPolygonIntersection(S(-2, -1, -1, 5), square)).toEqual({ kind: 'none', intervals: [] });
    expect(segmentPolygonIntersection(S(1, 1, 3, 3), square)).toEqual({ kind: 'interior', intervals: [[0, 1]] });
    // Edge to edge through the inside, neither endpoint inside and no vertex on it.
    expect(segmentPolygonIntersection(S(0, 1, 4, 3), square)).toEqual({ kind: 'interior', intervals: [[0, 1]] });
    // Corner to corner: the diagonal.
    expect(segmentPolygonIntersection(S(0, 0, 4, 4), square)).toEqual({ kind: 'interior', intervals: [[0, 1]] });
  });

  it('non-convex: in, out through the notch, in again', () => {
    // y = 0.5 runs inside the L's foot; x = 0.5 runs up its leg; a line at y = 2 crosses only the leg.
    expect(segmentPolygonIntersection(S(-1, 2, 5, 2), L)).toEqual({ kind: 'interior', intervals: [[1 / 6, 2 / 6]] });
    // From (0.5, 3) to (3, 0.5): leg, then the notch (outside), then the foot.
    const r = segmentPolygonIntersection(S(0.5, 3, 3, 0.5), L);
    expect(r.kind).toBe('interior');
    expect(r.intervals.length).toBe(2);
    expect(r.intervals[0]![0]).toBe(0);
    expect(r.intervals[0]![1]).toBeCloseTo(0.2, 14);
    expect(r.intervals[1]![0]).toBeCloseTo(0.8, 14);
    expect(r.intervals[1]![1]).toBe(1);
    // Touching the reflex corner from outside only.
    expect(segmentPolygonIntersection(S(3, 3, 1, 1), L).kind).toBe('boundary');
    // Through the reflex corner from outside into the inside.
    expect(segmentPolygonIntersection(S(3, 3, 0.5, 0.5), L)).toEqual({ kind: 'interior', intervals: [[0.8, 1]] });
  });

  it('is exact on a slanted edge', () => {
    const tri = poly([0, 0], [1, 1], [1, 0]);
    // Runs along y = x above the triangle's hypotenuse: boundary only.
    expect(segmentPolygonIntersection(S(0.1, 0.1, 0.3, 0.3), tri).kind).toBe('boundary');
    // 0.1 + 0.2 = 0.30000000000000004 is below y = x at that x, i.e. strictly inside the triangle's side.
    expect(segmentMeetsPolygonInterior(S(0.1, 0.1, 0.1 + 0.2, 0.3), tri)).toBe(true);
    expect(segmentMeetsPolygonInterior(S(0.1, 0.1, 0.3, 0.1 + 0.2), tri)).toBe(false);
  });

  it('agrees with sampling, and the quick test agrees with the full one', () => {
    fc.assert(
      fc.property(intSegment, (s) => {
        const r = segmentPolygonIntersection(s, L);
        expect(segmentMeetsPolygonInterior(s, L)).toBe(r.kind === 'interior');
        // Sample points on the segment: inside samples must fall in an interval, and vice versa.
        for (let k = 1; k < 64; k++) {
          const t = k / 64;
          const loc = pointInPolygon(pointAt(s, t), L);
          if (loc === 'boundary') continue; // e.g. passing through the reflex corner from foot to leg
          const inside = loc === 'inside';
          const inInterval = r.intervals.some(([t0, t1]) => t0 < t && t < t1);
          const nearEdge = r.intervals.some(([t0, t1]) => Math.abs(t - t0) < 1e-9 || Math.abs(t - t1) < 1e-9);
          if (!nearEdge) expect(inInterval).toBe(inside);
        }
      }),
      { numRuns: 3000 },
    );
  });
});

describe('segmentCircleIntersection', () => {
  const c = { c: P(0, 0), r: 5 };
  it('golden cases', () => {
    expect(segmentCircleIntersection(S(-10, 0, 10, 0), c)).toEqual({ kind: 'interior', intervals: [[0.25, 0.75]] });
    const chord = segmentCircleIntersection(S(-10, 3, 10, 3), c); // half-chord 4
    expect(chord.kind).toBe('interior');
    expect(chord.intervals[0]![0]).toBeCloseTo(0.3, 14);
    expect(chord.intervals[0]![1]).toBeCloseTo(0.7, 14);
    expect(segmentCircleIntersection(S(-10, 5, 10, 5), c)).toEqual({ kind: 'boundary', intervals: [] });
    expect(segmentCircleIntersection(S(3, 4, 10, 4), c)).toEqual({ kind: 'boundary', intervals: [] });
    expect(segmentCircleIntersection(S(-10, 6, 10, 6), c)).toEqual({ kind: 'none', intervals: [] });
    expect(segmentCircleIntersection(S(0, 0, 10, 0), c)).toEqual({ kind: 'interior', intervals: [[0, 0.5]] });
    expect(segmentCircleIntersection(S(6, 0, 10, 0), c)).toEqual({ kind: 'none', intervals: [] });
  });
});
