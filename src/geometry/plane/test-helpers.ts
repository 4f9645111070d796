import fc from 'fast-check';
import { isSimplePolygon } from './simple.js';
import type { Point, Polygon } from './types.js';

export const P = (x: number, y: number): Point => ({ x, y });
export const poly = (...xy: [number, number][]): Polygon => xy.map(([x, y]) => ({ x, y }));

/** Small integer coordinates: plenty of collinear and touching cases. */
export const intPoint = fc.record({ x: fc.integer({ min: -6, max: 6 }), y: fc.integer({ min: -6, max: 6 }) });
export const intSegment = fc.record({ a: intPoint, b: intPoint });

/**
 * A random simple polygon: vertices at distinct sorted angles around a centre with radii in [1, 4]
 * (star-shaped), coordinates rounded to multiples of 1/64 so that integer translations are exact.
 */
export const starPolygon: fc.Arbitrary<Polygon> = fc
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
