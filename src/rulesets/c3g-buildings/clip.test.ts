/** Clipping footprints to the hex changes no classification (c3g.hex.classify), and keeps it flat in corners. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { rectPolygon } from '../../geometry/plane/shape.js';
import type { Point, Polygon } from '../../geometry/plane/types.js';
import { classifyHex, type Sizes } from './classify.js';
import { clearance } from './inscribed-disc.js';
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
  // The unclipped search served as the oracle for one commit (1f1f5d7: 100 random sets, same class, largest
  // disc within a micrometre) before it was removed; this property checks the answer against the whole
  // footprints directly: the disc found is free of them, and no point of the hex has more room.
  it('c3g.hex.classify - the disc found among clipped footprints is the largest against the whole footprints (property)', () => {
    const pt = fc.record({ x: fc.double({ min: -22.3, max: 22.3, noNaN: true }), y: fc.double({ min: -25.75, max: 25.75, noNaN: true }) });
    fc.assert(fc.property(fc.array(footprint, { minLength: 1, maxLength: 3 }), fc.option(footprint, { nil: undefined }), fc.array(pt, { minLength: 20, maxLength: 20 }), (others, inside, probes) => {
      const hex = hexPolygonMm(0, 0, 44.6);
      const containers = inside ? [hex, inside] : [hex];
      const c = classifyHex(0, 0, inside, others, S);
      const r = c.largestMm / 2;
      if (c.centreMm && r > 0) {
        const at = { x: c.centreMm[0], y: c.centreMm[1] };
        expect(clearance(at, containers, others)).toBeGreaterThanOrEqual(r - 0.002);
      }
      for (const p of probes) expect(clearance(p, containers, others)).toBeLessThanOrEqual(r + 0.001);
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
