/**
 * The footprint's edge bands (classify.ts partOver) classify the hexes wholly inside or outside a footprint
 * without clipping, and clip only the hexes its boundary may cross: the classes must be those of clipping
 * every hex (partOverPlain, classifyHex).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Polygon } from '../../geometry/plane/types.js';
import { polygonArea } from '../../geometry/plane/area.js';
import { classifyHex, classifyParts, hexOf, partOver, partOverPlain, prepareFootprint, type Sizes } from './classify.js';
import { clipToConvex } from './clip.js';
import { hexPolygonMm } from './layout.js';

const S: Sizes = { hexMm: 44.6, baseMm: 25.4, markerMm: 19 };

/** A star round (cx, cy): a corner at each of `dents` (a share of `size`) at even angles, from `turn`. */
const star = fc.record({
  cx: fc.double({ min: 150, max: 350, noNaN: true }),
  cy: fc.double({ min: 150, max: 300, noNaN: true }),
  size: fc.double({ min: 40, max: 190, noNaN: true }),
  dents: fc.array(fc.double({ min: 0.6, max: 1, noNaN: true }), { minLength: 3, maxLength: 90 }),
  turn: fc.double({ min: 0, max: 6.28, noNaN: true }),
}).map(({ cx, cy, size, dents, turn }): Polygon => dents.map((d, i) => {
  const a = turn + (2 * Math.PI * i) / dents.length;
  return { x: cx + size * d * Math.cos(a), y: cy + size * d * Math.sin(a) };
}));

describe('c3g.hex.classify: hexes wholly inside or outside a footprint are told without clipping', () => {
  it('c3g.hex.classify - on random star footprints every hex of a 12x12 map gets the class, largest disc and centre that clipping every hex gives (property)', () => {
    let inside = 0, outside = 0, clipped = 0;
    fc.assert(fc.property(star, (poly) => {
      const f = prepareFootprint(poly);
      for (let y = 0; y < 12; y++) for (let x = 0; x < 12; x++) {
        const hex = hexOf(x, y, S.hexMm);
        const fast = partOver(f, hex), plain = partOverPlain(f, hex);
        expect(fast === undefined).toBe(plain === undefined);
        const [ax0, ay0, ax1, ay1] = f.box, [bx0, by0, bx1, by1] = hex.box;
        if (!fast && ax0 < bx1 && bx0 < ax1 && ay0 < by1 && by0 < ay1) outside++;
        if (fast === hex.poly) {
          // Told without clipping: clipping gives the whole hex.
          inside++;
          expect(polygonArea(plain!)).toBeCloseTo(polygonArea(hex.poly), 9);
        } else if (fast) {
          clipped++;
          expect(fast).toEqual(plain);
        }
        expect(classifyParts(x, y, false, undefined, fast ? [fast] : [], S)).toEqual(classifyHex(x, y, undefined, [poly], S));
      }
    }), { numRuns: 60, seed: 4242 });
    // Both ways were taken.
    expect(inside).toBeGreaterThan(50);
    expect(outside).toBeGreaterThan(50);
    expect(clipped).toBeGreaterThan(100);
  }, 120_000);

  it('c3g.hex.classify - a footprint wrapped round a hex without covering any of it is over nothing (clipping leaves only runs along its sides)', () => {
    const hex = hexPolygonMm(0, 0, 44.6);
    // A thick C round the hex [0, 0], open to the east: its corners are all outside the hex.
    const ring: Polygon = [
      { x: 40, y: -60 }, { x: -60, y: -60 }, { x: -60, y: 60 }, { x: 40, y: 60 }, { x: 40, y: 40 },
      { x: -40, y: 40 }, { x: -40, y: -40 }, { x: 40, y: -40 },
    ];
    expect(clipToConvex(ring, hex)).toBeUndefined();
    const f = prepareFootprint(ring);
    expect(partOver(f, hexOf(0, 0, 44.6))).toBeUndefined();
    expect(classifyHex(0, 0, undefined, [ring], S).source).toBe('no-footprint');
  });
});
