/** c3g.hex.classify geometry: full/half/partial from footprints, the largest disc, monotonicity. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { rectPolygon } from '../../geometry/plane/shape.js';
import { classifyHex, type Sizes } from './classify.js';
import { largestDisc } from './inscribed-disc.js';
import { hexCentreMm, hexPolygonMm } from './layout.js';

const S: Sizes = { hexMm: 44.6, baseMm: 32, markerMm: 18 };
const a = S.hexMm / 2; // apothem

/** A rectangle covering everything right of x = cx + d (the hex [0, 0] is centred at 0). */
const cutFrom = (d: number) => rectPolygon(d, -100, 200, 200);

describe('c3g.hex.classify geometry', () => {
  it('a hex with no footprint is full, and its largest disc is the inscribed circle', () => {
    const c = classifyHex(3, 2, undefined, [], S);
    expect(c.class).toBe('full');
    expect(c.largestMm).toBeCloseTo(44.6, 3);
    const far = classifyHex(3, 2, undefined, [rectPolygon(1000, 1000, 10, 10)], S);
    expect(far.class).toBe('full');
  });

  it('the largest disc of a bare hex found by the medial-axis search is the inscribed circle', () => {
    const d = largestDisc([hexPolygonMm(0, 0, 44.6)], []);
    expect(d!.radius).toBeCloseTo(22.3, 9);
    expect(Math.hypot(d!.centre.x, d!.centre.y)).toBeLessThan(1e-9);
  });

  it('a footprint covering the hex from the centre leaves a strip: largest disc = (apothem + d)', () => {
    // Free region: the hex left of x = d; a strip of width a + d between two vertical lines.
    for (const d of [-15, -8, 0, 5, 12, 20]) {
      const c = classifyHex(0, 0, undefined, [cutFrom(d)], S);
      expect(c.largestMm).toBeCloseTo(a + d, 3);
    }
  });

  it('the thresholds: full at the base diameter, half at the marker diameter, partial below', () => {
    // a + d = 32 at d = 9.7; a + d = 18 at d = -4.3
    expect(classifyHex(0, 0, undefined, [cutFrom(9.7)], S).class).toBe('full');
    expect(classifyHex(0, 0, undefined, [cutFrom(9.69)], S).class).toBe('half');
    expect(classifyHex(0, 0, undefined, [cutFrom(0)], S).class).toBe('half'); // covering the centre half-way
    expect(classifyHex(0, 0, undefined, [cutFrom(-4.3)], S).class).toBe('half');
    expect(classifyHex(0, 0, undefined, [cutFrom(-4.31)], S).class).toBe('partial');
    expect(classifyHex(0, 0, undefined, [cutFrom(-30)], S).class).toBe('partial');
  });

  it('the base and marker sizes are options: a smaller base makes the half-covered hex full', () => {
    expect(classifyHex(0, 0, undefined, [cutFrom(0)], { ...S, baseMm: 22 }).class).toBe('full');
    expect(classifyHex(0, 0, undefined, [cutFrom(0)], { ...S, markerMm: 23 }).class).toBe('partial');
  });

  it('inside an interior structure the free area is the part of the hex within its footprint', () => {
    // The structure covers x >= 0: the inside half of hex [0, 0] is a strip of width a.
    const c = classifyHex(0, 0, cutFrom(0), [], S);
    expect(c.largestMm).toBeCloseTo(a, 3);
    expect(c.class).toBe('half');
    const deep = classifyHex(0, 0, rectPolygon(-100, -100, 200, 200), [], S);
    expect(deep.class).toBe('full');
  });

  it('a corner cut (a rectangle over one corner) gives the exact tangent disc', () => {
    // Footprint over the top corner of the hex: y <= -k. Free region: the hex below y = -k.
    const k = 5;
    const c = classifyHex(0, 0, undefined, [rectPolygon(-100, -200, 200, 200 - k)], S);
    // The disc touches y = -k above and the bottom corner's two sides below: centre (0, yc) with
    // yc + k = r and the distance to the lower sides a - yc * sin(30) ... = r.
    // Lower sides have normals (+-1/2, sqrt3/2): distance a - yc * sqrt3/2 ... solve r = yc + k = a - yc*sqrt(3)/2 * ... (numeric check below)
    const disc = largestDisc([hexPolygonMm(0, 0, 44.6)], [rectPolygon(-100, -200, 200, 200 - k)]);
    expect(c.largestMm).toBeCloseTo(2 * disc!.radius, 3);
    // It is tangent to the cut: centre.y - r = -k.
    expect(disc!.centre.y - disc!.radius).toBeCloseTo(-k, 9);
    expect(disc!.radius).toBeLessThanOrEqual(a);
  });

  it('property: shrinking a footprint never lowers the class nor the largest disc', () => {
    const rank = { partial: 0, half: 1, full: 2 } as const;
    fc.assert(
      fc.property(
        fc.double({ min: -40, max: 20, noNaN: true }), fc.double({ min: -40, max: 20, noNaN: true }),
        fc.double({ min: 5, max: 60, noNaN: true }), fc.double({ min: 5, max: 60, noNaN: true }),
        fc.double({ min: 0, max: 1, noNaN: true }), fc.double({ min: 0, max: 1, noNaN: true }),
        (x, y, w, h, sx, sy) => {
          const big = rectPolygon(x, y, w, h);
          const small = rectPolygon(x + (w * sx) / 4, y + (h * sy) / 4, w / 2, h / 2);
          const cb = classifyHex(0, 0, undefined, [big], S);
          const cs = classifyHex(0, 0, undefined, [small], S);
          expect(cs.largestMm).toBeGreaterThanOrEqual(cb.largestMm - 0.001);
          expect(rank[cs.class]).toBeGreaterThanOrEqual(rank[cb.class]);
        },
      ),
      { numRuns: 150 },
    );
  });

  it('the hex layout: odd rows sit half a hex right, rows 1.5 corner radii apart', () => {
    expect(hexCentreMm(1, 1, 44.6).x).toBeCloseTo(66.9, 9);
    expect(hexCentreMm(0, 2, 44.6).y).toBeCloseTo(2 * 1.5 * (44.6 / Math.sqrt(3)), 9);
  });
});
