/**
 * The filtered segment tests agree with the exact predicates, including the degenerate cases the movement
 * and sight searches produce all the time: segments from a vertex, along an edge, through a corner, from a
 * point placed on an edge in floating point.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  circlePolygon,
  inflateShape,
  pointInPolygon,
  segmentMeetsPolygonInterior,
  segmentPolygonIntersection,
  type Point,
  type Polygon,
} from '../../geometry/plane/index.js';
import { clipConvex, fastPoly, insideShare, locate, meetsInterior } from '../../geometry/plane/fast-poly.js';
import { measure } from './move-graph.js';

const rect = (x: number, y: number, w: number, h: number): Polygon => [
  { x, y },
  { x: x + w, y },
  { x: x + w, y: y + h },
  { x, y: y + h },
];

const shapes: Polygon[] = [
  rect(2, 2, 3, 2),
  circlePolygon({ c: { x: 5, y: 5 }, r: 1.5 }, 64),
  inflateShape({ kind: 'polygon', polygon: rect(3, 3, 2, 1) }, 0.59, { maxError: 0.01 })[0]!,
  // An L: not convex, so always the exact code.
  [{ x: 1, y: 1 }, { x: 6, y: 1 }, { x: 6, y: 3 }, { x: 3, y: 3 }, { x: 3, y: 6 }, { x: 1, y: 6 }],
  // A slanted quadrilateral grown by a base: convex up to rounding (some vertices a hair reflex).
  inflateShape({ kind: 'polygon', polygon: [{ x: 13, y: 13 }, { x: 20, y: 12 }, { x: 21, y: 18 }, { x: 15, y: 20 }] }, 30 / 25.4 / 2, { maxError: 0.01 })[0]!,
  // A triangle with a collinear vertex on one side.
  [{ x: 1, y: 1 }, { x: 4, y: 1 }, { x: 7, y: 1 }, { x: 4, y: 5 }],
];

/** Points of interest: vertices, points on edges (in floating point), near points, and random points. */
function points(poly: Polygon): fc.Arbitrary<Point> {
  const n = poly.length;
  const vertex = fc.integer({ min: 0, max: n - 1 }).map((i) => poly[i]!);
  const onEdge = fc.tuple(fc.integer({ min: 0, max: n - 1 }), fc.integer({ min: 1, max: 99 })).map(([i, k]) => {
    const a = poly[i]!, b = poly[(i + 1) % n]!, t = k / 100;
    return { x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t };
  });
  const near = fc.tuple(vertex, fc.integer({ min: -3, max: 3 }), fc.integer({ min: -3, max: 3 })).map(([v, i, j]) => ({ x: v.x + i * 1e-9, y: v.y + j * 1e-9 }));
  const free = fc.tuple(fc.integer({ min: 0, max: 80 }), fc.integer({ min: 0, max: 80 })).map(([x, y]) => ({ x: x / 10, y: y / 10 }));
  return fc.oneof(vertex, onEdge, near, free);
}

describe('filtered segment tests', () => {
  for (const [k, poly] of shapes.entries()) {
    const f = fastPoly(poly);
    it(`agree with the exact code on shape ${k} (${f.convex ? 'convex' : f.hull ? 'convex up to rounding' : 'not convex'})`, () => {
      fc.assert(
        fc.property(points(poly), points(poly), (a, b) => {
          const s = { a, b };
          expect(meetsInterior(f, a, b)).toBe(segmentMeetsPolygonInterior(s, poly));
          expect(locate(f, a)).toBe(pointInPolygon(a, poly));
          const exact = segmentPolygonIntersection(s, poly);
          const iv: [number, number][] = [];
          insideShare(f, a, b, iv);
          // Lenient clipping: within about 10^-9 of the segment (see insideShare).
          expect(Math.abs(measure(iv) - measure(exact.intervals.map((v) => [v[0], v[1]])))).toBeLessThan(1e-8);
          const clip: [number, number] = [0, 0];
          const c = clipConvex(f, a, b, clip);
          if (c === 0) expect(exact.kind).not.toBe('interior');
          if (c === 1) {
            expect(exact.intervals).toHaveLength(1);
            expect(Math.abs(clip[0] - exact.intervals[0]![0])).toBeLessThan(1e-9);
            expect(Math.abs(clip[1] - exact.intervals[0]![1])).toBeLessThan(1e-9);
          }
        }),
        { numRuns: Number(process.env.MFX_FAST_RUNS ?? 1500) },
      );
    });
  }

  it('convexity is exact: a rectangle and a disc polygon are convex, an L and a clockwise square are not, a grown slanted quadrilateral only up to rounding', () => {
    expect(fastPoly(shapes[0]!).convex).toBe(true);
    expect(fastPoly(shapes[1]!).convex).toBe(true);
    expect(fastPoly(shapes[3]!).convex).toBe(false);
    expect(fastPoly(shapes[3]!).hull).toBe(false);
    expect(fastPoly(shapes[4]!).convex).toBe(false);
    expect(fastPoly(shapes[4]!).hull).toBe(true);
    expect(fastPoly([...shapes[0]!].reverse()).convex).toBe(false);
  });
});
