import { describe, expect, it } from 'vitest';
import { polygonArea } from './area.js';
import { pointDistance, pointPolygonDistance } from './distance.js';
import { circumscribedPolygon, inflatePolygon, inflateShape } from './inflate.js';
import { pointInPolygon } from './point-in-polygon.js';
import { isSimplePolygon } from './simple.js';
import { triangulate } from './triangulate.js';
import type { Point, Polygon } from './types.js';

const P = (x: number, y: number): Point => ({ x, y });
const poly = (...xy: [number, number][]): Polygon => xy.map(([x, y]) => ({ x, y }));

const square = poly([0, 0], [4, 0], [4, 4], [0, 4]);
const L = poly([0, 0], [4, 0], [4, 1], [1, 1], [1, 4], [0, 4]);

/** Points on the true boundary of P + disc(r): the boundary of the polygon pushed out, sampled. */
function trueBoundarySamples(pg: Polygon, r: number): { x: number; y: number }[] {
  const out = [];
  const [x0, y0, x1, y1] = [-r - 1, -r - 1, 6 + r, 6 + r];
  for (let i = 0; i <= 400; i++) for (let j = 0; j <= 400; j++) {
    const p = P(x0 + ((x1 - x0) * i) / 400, y0 + ((y1 - y0) * j) / 400);
    const d = pointPolygonDistance(p, pg);
    if (Math.abs(d - r) < 0.01) out.push(p);
  }
  return out;
}

describe('inflatePolygon', () => {
  it('a square grown by 1: sides pushed out, corners tangent-approximated', () => {
    const g = inflatePolygon(square, 1, { maxError: 0.01 });
    expect(isSimplePolygon(g)).toBe(true);
    // True area 16 + 4*4 + pi = 35.14...; approximation slightly larger, by less than perimeter * maxError.
    const area = polygonArea(g);
    expect(area).toBeGreaterThan(32 + Math.PI);
    expect(area).toBeLessThan(32 + Math.PI + (16 + 2 * Math.PI * 1.01) * 0.01);
    // Every vertex within [r, r + maxError] of the square; the offset corners at exactly r.
    for (const v of g) {
      const d = pointPolygonDistance(v, square);
      expect(d).toBeGreaterThanOrEqual(1 - 1e-12);
      expect(d).toBeLessThanOrEqual(1.01 + 1e-12);
    }
    expect(g).toContainEqual(P(0, -1));
    expect(g).toContainEqual(P(5, 0));
  });

  it('lies outside the true arc: every point within r of the polygon is inside or on the result', () => {
    for (const pg of [square, L]) {
      const g = inflatePolygon(pg, 0.75, { maxError: 0.05 });
      expect(isSimplePolygon(g)).toBe(true);
      for (const p of trueBoundarySamples(pg, 0.75)) {
        if (pointPolygonDistance(p, pg) <= 0.75) expect(pointInPolygon(p, g)).not.toBe('outside');
      }
      // And it does not stray more than maxError beyond: every vertex within r + maxError.
      for (const v of g) expect(pointPolygonDistance(v, pg)).toBeLessThanOrEqual(0.75 + 0.05 + 1e-12);
    }
  });

  it('reflex corner of an L is the exact meeting of the pushed edges', () => {
    const g = inflatePolygon(L, 0.5);
    expect(g).toContainEqual(P(1.5, 1.5));
  });

  it('a notch narrower than 2r folds over, and inflateShape falls back to overlapping parts', () => {
    const U = poly([0, 0], [5, 0], [5, 4], [3, 4], [3, 1], [2, 1], [2, 4], [0, 4]); // notch 1 wide
    expect(isSimplePolygon(inflatePolygon(U, 1))).toBe(false);
    const parts = inflateShape({ kind: 'polygon', polygon: U }, 1);
    expect(parts.length).toBe(triangulate(U).length);
    // The notch's centre is covered.
    expect(parts.some((p) => pointInPolygon(P(2.5, 3), p) === 'inside')).toBe(true);
  });

  it('circles: circumscribed polygon within maxError outside the circle', () => {
    const c = { c: P(1, 2), r: 20 / 25.4 };
    const pg = circumscribedPolygon(c, { maxError: 0.001 });
    for (const v of pg) {
      const d = pointDistance(v, c.c) - c.r;
      expect(d).toBeGreaterThan(0);
      expect(d).toBeLessThanOrEqual(0.001);
    }
    // Edge midpoints are the tangent points, at exactly r (to rounding).
    const m = P((pg[0]!.x + pg[1]!.x) / 2, (pg[0]!.y + pg[1]!.y) / 2);
    expect(pointDistance(m, c.c)).toBeCloseTo(c.r, 12);
  });
});

describe('triangulate', () => {
  it('covers the polygon exactly', () => {
    const tris = triangulate(L);
    expect(tris.length).toBe(4);
    expect(tris.reduce((s, t) => s + polygonArea(t), 0)).toBe(7);
  });
});
