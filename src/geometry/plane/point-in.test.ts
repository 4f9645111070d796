import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { pointInCircle } from './point-in-circle.js';
import { pointInPolygon } from './point-in-polygon.js';
import { isSimplePolygon } from './simple.js';
import type { Point, Polygon } from './types.js';

const P = (x: number, y: number): Point => ({ x, y });
const poly = (...xy: [number, number][]): Polygon => xy.map(([x, y]) => ({ x, y }));
/**
 * A random simple polygon: vertices at distinct sorted angles around a centre with radii in [1, 4]
 * (star-shaped), coordinates rounded to multiples of 1/64 so that integer translations are exact.
 */
const starPolygon: fc.Arbitrary<Polygon> = fc
  .tuple(
    fc.integer({ min: -20, max: 20 }),
    fc.integer({ min: -20, max: 20 }),
    fc.uniqueArray(fc.integer({ min: 0, max: 35 }), { minLength: 3, maxLength: 10 }),
    fc.array(fc.integer({ min: 64, max: 256 }), { minLength: 10, maxLength: 10 }),
  )
  .map(([cx, cy, angles, radii]) =>
    [...angles]
      .sort((u, v) => u - v)
      .map((a, i) => {
        const t = (a * Math.PI) / 18;
        const r = radii[i]! / 64;
        return { x: cx + Math.round(r * Math.cos(t) * 64) / 64, y: cy + Math.round(r * Math.sin(t) * 64) / 64 };
      }),
  )
  .filter((p) => isSimplePolygon(p) && Math.abs(area2(p)) > 0);

function area2(p: Polygon): number {
  let s = 0;
  for (let i = 0; i < p.length; i++) {
    const a = p[i]!, b = p[(i + 1) % p.length]!;
    s += a.x * b.y - b.x * a.y;
  }
  return s;
}

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

describe('test generator', () => {
  it('star polygons are simple, with coordinates on the 1/64 grid', () => {
    fc.assert(
      fc.property(starPolygon, (p) => {
        expect(isSimplePolygon(p)).toBe(true);
        for (const q of p) expect(Number.isInteger(q.x * 64) && Number.isInteger(q.y * 64)).toBe(true);
      }),
      { numRuns: 200 },
    );
  });
});
