import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { hexCorner3, hexCorners, hexToPixel, pixelToHex, type Axial } from './index.js';

const hex = fc.record({ q: fc.integer({ min: -300, max: 300 }), r: fc.integer({ min: -300, max: 300 }) });

describe('pixel layout (pointy-top)', () => {
  it('places hexes sqrt(3) * size apart in a row and 1.5 * size apart between rows', () => {
    expect(hexToPixel({ q: 1, r: 0 }, 10).x).toBeCloseTo(10 * Math.sqrt(3), 12);
    expect(hexToPixel({ q: 0, r: 1 }, 10)).toMatchObject({ y: 15 });
    expect(hexToPixel({ q: 0, r: 1 }, 10).x).toBeCloseTo(5 * Math.sqrt(3), 12);
  });

  it('pixelToHex inverts hexToPixel and finds the hex of points inside it', () => {
    fc.assert(fc.property(hex, fc.double({ min: -0.8, max: 0.8, noNaN: true }), fc.double({ min: -0.8, max: 0.8, noNaN: true }), (h, fx, fy) => {
      const o = { x: 3, y: -7 };
      const c = hexToPixel(h, 20, o);
      expect(pixelToHex(c, 20, o)).toEqual(h);
      // Points within the inscribed circle (radius sqrt(3)/2 * size) belong to h.
      const len = Math.hypot(fx, fy);
      const k = len > 0.85 ? 0.85 / len : 1;
      expect(pixelToHex({ x: c.x + 20 * fx * k, y: c.y + 20 * fy * k }, 20, o)).toEqual(h);
    }));
  });

  it('corners: upper right first, clockwise on screen, matching the exact thirds', () => {
    const h: Axial = { q: 2, r: -1 };
    const cs = hexCorners(h, 1);
    expect(cs).toHaveLength(6);
    const c = hexToPixel(h, 1);
    expect(cs[0]!.x - c.x).toBeCloseTo(Math.sqrt(3) / 2, 12);
    expect(cs[0]!.y - c.y).toBeCloseTo(-0.5, 12);
    expect(cs[5]!.y - c.y).toBeCloseTo(-1, 12);
    for (let i = 0; i < 6; i++) {
      const k3 = hexCorner3(h, i);
      const p = hexToPixel({ q: k3.q / 3, r: k3.r / 3 }, 1);
      expect(p.x).toBeCloseTo(cs[i]!.x, 12);
      expect(p.y).toBeCloseTo(cs[i]!.y, 12);
    }
    expect(hexCorner3({ q: 0, r: 0 }, 0)).toEqual({ q: 2, r: -1 });
    expect(hexCorner3({ q: 0, r: 0 }, 1)).toEqual({ q: 1, r: 1 });
  });
});
