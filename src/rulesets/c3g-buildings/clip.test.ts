/** Clipping footprints to the hex changes no classification (c3g.hex.classify), and keeps it flat in corners. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { rectPolygon } from '../../geometry/plane/shape.js';
import type { Point, Polygon } from '../../geometry/plane/types.js';
import { classifyHex, classifyHexUnclipped, type Sizes } from './classify.js';
import { clipToConvex } from './clip.js';
import { hexPolygonMm } from './layout.js';

const S: Sizes = { hexMm: 44.6, baseMm: 32, markerMm: 18 };

/** A star-shaped (so simple) polygon round (cx, cy): corners at increasing angles, radii 5..60 mm. */
const star = fc.record({
  cx: fc.double({ min: -40, max: 40, noNaN: true }),
  cy: fc.double({ min: -40, max: 40, noNaN: true }),
  radii: fc.array(fc.double({ min: 5, max: 60, noNaN: true }), { minLength: 3, maxLength: 10 }),
  turn: fc.double({ min: 0, max: 6.28, noNaN: true }),
}).map(({ cx, cy, radii, turn }): Polygon => radii.map((r, i) => {
  const a = turn + (2 * Math.PI * i) / radii.length;
  return { x: cx + r * Math.cos(a), y: cy + r * Math.sin(a) };
}));
const rect = fc.tuple(
  fc.double({ min: -80, max: 40, noNaN: true }), fc.double({ min: -80, max: 40, noNaN: true }),
  fc.double({ min: 1, max: 120, noNaN: true }), fc.double({ min: 1, max: 120, noNaN: true }),
).map(([x, y, w, h]) => rectPolygon(x, y, w, h));
const footprint = fc.oneof(star, rect);

describe('c3g.hex.classify: footprints clipped to the hex', () => {
  it('c3g.hex.classify - clipping gives the same class and largest disc as the whole footprints (property, old path as oracle)', () => {
    fc.assert(fc.property(fc.array(footprint, { minLength: 1, maxLength: 2 }), fc.option(footprint, { nil: undefined }), (others, inside) => {
      const a = classifyHex(0, 0, inside, others, S);
      const b = classifyHexUnclipped(0, 0, inside, others, S);
      expect(a.class).toBe(b.class);
      expect(Math.abs(a.largestMm - b.largestMm)).toBeLessThanOrEqual(0.001);
    }), { numRuns: 100 });
  }, 120_000);

  it('a footprint wholly over the hex clips to the hex; one beside it to nothing', () => {
    const hex = hexPolygonMm(0, 0, 44.6);
    expect(clipToConvex(rectPolygon(-100, -100, 200, 200), hex)!.length).toBe(6);
    expect(clipToConvex(rectPolygon(100, 100, 10, 10), hex)).toBeUndefined();
    // Just beside the hex's east side (x = 22.3): no area over the hex.
    expect(clipToConvex(rectPolygon(22.31, -10, 10, 20), hex)).toBeUndefined();
  });

  it('a 64-corner footprint over many hexes classifies each hex from a handful of corners', () => {
    const ring: Point[] = [];
    for (let i = 0; i < 64; i++) {
      const a = (2 * Math.PI * i) / 64;
      ring.push({ x: 150 + 140 * Math.cos(a), y: 120 + 110 * Math.sin(a) });
    }
    const hex = hexPolygonMm(3, 3, 44.6);
    const clipped = clipToConvex(ring, hex);
    expect(clipped === undefined || clipped.length <= 6 + 2 * 64).toBe(true);
    for (let y = 0; y < 7; y++) for (let x = 0; x < 7; x++) {
      const a = classifyHex(x, y, undefined, [ring], S);
      expect(['full', 'half', 'partial']).toContain(a.class);
    }
  });
});
