import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { pointInCircle } from './point-in-circle.js';
import { pointInPolygon } from './point-in-polygon.js';
import { P, poly, starPolygon } from './test-helpers.js';
import type { Polygon } from './types.js';

const square = poly([0, 0], [4, 0], [4, 4], [0, 4]);
const L = poly([0, 0], [4, 0], [4, 1], [1, 1], [1, 4], [0, 4]);

describe('pointInPolygon', () => {
  it('golden cases, both orientations', () => {
    for (const sq of [square, [...square].reverse()]) {
      expect(pointInPolygon(P(2, 2), sq)).toBe('inside');
      expect(pointInPolygon(P(0, 2), sq)).toBe('boundary');
      expect(pointInPolygon(P(4, 4), sq)).toBe('boundary');
      expect(pointInPolygon(P(5, 2), sq)).toBe('outside');
      expect(pointInPolygon(P(-1, 0), sq)).toBe('outside'); // ray along the bottom edge
      expect(pointInPolygon(P(-1, 4), sq)).toBe('outside'); // ray through the top vertices
    }
    expect(pointInPolygon(P(2, 2), L)).toBe('outside');
    expect(pointInPolygon(P(0.5, 3), L)).toBe('inside');
    expect(pointInPolygon(P(1, 1), L)).toBe('boundary'); // reflex corner
    expect(pointInPolygon(P(-1, 1), L)).toBe('outside'); // ray through the reflex vertex's edge
  });

  it('is exact on a slanted edge', () => {
    const tri = poly([0, 0], [1, 1], [0, 1]);
    expect(pointInPolygon(P(0.3, 0.3), tri)).toBe('boundary');
    expect(pointInPolygon(P(0.1 + 0.2, 0.3), tri)).toBe('outside'); // 0.30000000000000004 > 0.3
    expect(pointInPolygon(P(0.3, 0.1 + 0.2), tri)).toBe('inside');
  });

  const vertexGridPoint = fc.record({ x: fc.integer({ min: -25 * 8, max: 25 * 8 }), y: fc.integer({ min: -25 * 8, max: 25 * 8 }) }).map(
    ({ x, y }) => P(x / 8, y / 8),
  );

  it('is invariant under integer translation and rotation of the vertex list', () => {
    fc.assert(
      fc.property(starPolygon, vertexGridPoint, fc.integer({ min: -50, max: 50 }), fc.integer({ min: -50, max: 50 }), fc.nat(), (pg, p, dx, dy, k) => {
        const loc = pointInPolygon(p, pg);
        const moved: Polygon = pg.map((q) => P(q.x + dx, q.y + dy));
        expect(pointInPolygon(P(p.x + dx, p.y + dy), moved)).toBe(loc);
        const s = k % pg.length;
        expect(pointInPolygon(p, [...pg.slice(s), ...pg.slice(0, s)])).toBe(loc);
        expect(pointInPolygon(p, [...pg].reverse())).toBe(loc);
      }),
      { numRuns: 500 },
    );
  });

  it('vertices are on the boundary', () => {
    fc.assert(
      fc.property(starPolygon, (pg) => {
        for (const v of pg) expect(pointInPolygon(v, pg)).toBe('boundary');
      }),
    );
  });
});

describe('pointInCircle', () => {
  it('golden cases', () => {
    const c = { c: P(1, 1), r: 2 };
    expect(pointInCircle(P(1, 1), c)).toBe('inside');
    expect(pointInCircle(P(3, 1), c)).toBe('boundary');
    expect(pointInCircle(P(1, -1), c)).toBe('boundary');
    expect(pointInCircle(P(3, 3), c)).toBe('outside');
  });

  it('is exact: a 3-4-5 triangle scaled by 0.1', () => {
    // 0.3^2 + 0.4^2 = 0.25 in reals, but the doubles 0.3, 0.4, 0.5 are not exactly 3/10, 4/10, 5/10.
    const c = { c: P(0, 0), r: 0.5 };
    const naive = 0.3 * 0.3 + 0.4 * 0.4 - 0.5 * 0.5;
    expect(naive).not.toBeLessThan(-1); // whatever doubles say...
    const got = pointInCircle(P(0.3, 0.4), c);
    // ...the exact answer from the doubles' true values: 0.3 ~ 0.29999999999999998889776975,
    // 0.4 ~ 0.40000000000000002220446049, 0.5 exact; 0.3^2 + 0.4^2 - 0.25 = -6.66e-18 + 1.776e-17 > 0.
    expect(got).toBe('outside');
    expect(pointInCircle(P(3, 4), { c: P(0, 0), r: 5 })).toBe('boundary');
    expect(pointInCircle(P(0.75, 1), { c: P(0, 0), r: 1.25 })).toBe('boundary');
  });
});
