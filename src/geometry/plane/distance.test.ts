import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  circleCircleDistance,
  circlePolygonContact,
  circlePolygonDistance,
  pointCircleDistance,
  pointPolygonDistance,
  pointSegmentDistance,
  polygonPolygonDistance,
  segmentCircleDistance,
  segmentPolygonDistance,
  segmentSegmentDistance,
} from './distance.js';
import { pointInPolygon } from './point-in-polygon.js';
import { segmentPolygonIntersection } from './segment-polygon.js';
import { segmentsIntersect } from './segment.js';
import type { Point, Polygon } from './types.js';

const P = (x: number, y: number): Point => ({ x, y });
const poly = (...xy: [number, number][]): Polygon => xy.map(([x, y]) => ({ x, y }));
/** Small integer coordinates: plenty of collinear and touching cases. */
const intPoint = fc.record({ x: fc.integer({ min: -6, max: 6 }), y: fc.integer({ min: -6, max: 6 }) });
const intSegment = fc.record({ a: intPoint, b: intPoint });

const S = (ax: number, ay: number, bx: number, by: number) => ({ a: P(ax, ay), b: P(bx, by) });
const square = poly([0, 0], [4, 0], [4, 4], [0, 4]);
const MM = 1 / 25.4;

describe('distances', () => {
  it('point-segment', () => {
    expect(pointSegmentDistance(P(1, 1), S(0, 0, 2, 0))).toBe(1);
    expect(pointSegmentDistance(P(5, 4), S(0, 0, 2, 0))).toBe(5);
    expect(pointSegmentDistance(P(1, 0), S(0, 0, 2, 0))).toBe(0);
  });

  it('segment-segment', () => {
    expect(segmentSegmentDistance(S(0, 0, 2, 0), S(0, 3, 2, 3))).toBe(3);
    expect(segmentSegmentDistance(S(0, 0, 2, 0), S(5, 4, 9, 9))).toBe(5);
    expect(segmentSegmentDistance(S(0, 0, 2, 2), S(0, 2, 2, 0))).toBe(0);
  });

  it('point-polygon, segment-polygon, polygon-polygon', () => {
    expect(pointPolygonDistance(P(2, 2), square)).toBe(0);
    expect(pointPolygonDistance(P(7, 8), square)).toBe(5);
    expect(pointPolygonDistance(P(2, -1.5), square)).toBe(1.5);
    expect(segmentPolygonDistance(S(-1, 6, 5, 6), square)).toBe(2);
    expect(segmentPolygonDistance(S(1, 1, 2, 2), square)).toBe(0);
    expect(polygonPolygonDistance(square, poly([7, 8], [9, 8], [9, 9]))).toBe(5);
    expect(polygonPolygonDistance(square, poly([1, 1], [2, 1], [2, 2]))).toBe(0); // inside
    expect(polygonPolygonDistance(square, poly([4, 4], [5, 4], [5, 5]))).toBe(0); // corner contact
  });

  it('circle-polygon: the gap between a 30 mm base and a piece', () => {
    const base = { c: P(2, 4 + 15 * MM + 1), r: 15 * MM };
    expect(circlePolygonDistance(base, square)).toBeCloseTo(1, 12);
    expect(circlePolygonContact({ c: P(2, 5), r: 1 }, square)).toBe('touch');
    expect(circlePolygonDistance({ c: P(2, 5), r: 1 }, square)).toBe(0);
    expect(circlePolygonContact({ c: P(7, 8), r: 5 }, square)).toBe('touch'); // 3-4-5 to the corner
    expect(circlePolygonContact({ c: P(7, 8), r: 4.9 }, square)).toBe('apart');
    expect(circlePolygonDistance({ c: P(7, 8), r: 4.5 }, square)).toBeCloseTo(0.5, 14);
    expect(circlePolygonContact({ c: P(2, 2), r: 0.5 }, square)).toBe('overlap');
  });

  it('circles', () => {
    expect(circleCircleDistance({ c: P(0, 0), r: 1 }, { c: P(3, 4), r: 4 })).toBe(0);
    expect(circleCircleDistance({ c: P(0, 0), r: 1 }, { c: P(3, 4), r: 2 })).toBe(2);
    expect(pointCircleDistance(P(3, 4), { c: P(0, 0), r: 2 })).toBe(3);
    expect(segmentCircleDistance(S(-5, 3, 5, 3), { c: P(0, 0), r: 3 })).toBe(0);
    expect(segmentCircleDistance(S(-5, 4, 5, 4), { c: P(0, 0), r: 3 })).toBe(1);
  });

  it('distance is zero iff the sets meet (segments)', () => {
    fc.assert(
      fc.property(intSegment, intSegment, (s, t) => {
        expect(segmentSegmentDistance(s, t) === 0).toBe(segmentsIntersect(s, t) !== 'none');
      }),
      { numRuns: 2000 },
    );
  });

  it('distance is zero iff the sets meet (point and segment vs polygon)', () => {
    const L = poly([0, 0], [4, 0], [4, 1], [1, 1], [1, 4], [0, 4]);
    fc.assert(
      fc.property(intPoint, intSegment, (p, s) => {
        expect(pointPolygonDistance(p, L) === 0).toBe(pointInPolygon(p, L) !== 'outside');
        expect(segmentPolygonDistance(s, L) === 0).toBe(segmentPolygonIntersection(s, L).kind !== 'none');
      }),
      { numRuns: 2000 },
    );
  });
});
