import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { distance, hexLine, neighbours, reflect, ring, rotate, spiral } from './index.js';

const hex = fc.record({ q: fc.integer({ min: -200, max: 200 }), r: fc.integer({ min: -200, max: 200 }) });
const key = (h: { q: number; r: number }) => `${h.q},${h.r}`;

describe('distance', () => {
  it('is symmetric and equals hexLine length - 1', () => {
    fc.assert(fc.property(hex, hex, (a, b) => {
      expect(distance(a, b)).toBe(distance(b, a));
      const line = hexLine(a, b);
      expect(line.plus.length - 1).toBe(distance(a, b));
      expect(line.minus.length - 1).toBe(distance(a, b));
    }));
  });
});

describe('ring and spiral', () => {
  it('ring 1 is the neighbours in direction order', () => {
    expect(ring({ q: 2, r: -1 }, 1)).toEqual(neighbours({ q: 2, r: -1 }));
    expect(ring({ q: 2, r: -1 }, 0)).toEqual([{ q: 2, r: -1 }]);
  });

  it('ring r has 6r distinct hexes at distance r, consecutive ones adjacent', () => {
    fc.assert(fc.property(hex, fc.integer({ min: 1, max: 12 }), (c, rad) => {
      const hs = ring(c, rad);
      expect(hs.length).toBe(6 * rad);
      expect(new Set(hs.map(key)).size).toBe(6 * rad);
      hs.forEach((h, i) => {
        expect(distance(h, c)).toBe(rad);
        const next = hs[(i + 1) % hs.length];
        if (next === undefined) throw new Error('unreachable');
        expect(distance(h, next)).toBe(1);
      });
    }));
  });

  it('spiral r holds exactly the hexes within r', () => {
    fc.assert(fc.property(hex, fc.integer({ min: 0, max: 8 }), (c, rad) => {
      const hs = spiral(c, rad);
      expect(hs.length).toBe(1 + 3 * rad * (rad + 1));
      expect(new Set(hs.map(key)).size).toBe(hs.length);
      expect(hs[0]).toEqual(c);
      for (const h of hs) expect(distance(h, c)).toBeLessThanOrEqual(rad);
    }));
  });
});

describe('rotate and reflect', () => {
  it('rotating 6 times is the identity and keeps the distance to the centre', () => {
    fc.assert(fc.property(hex, hex, fc.integer({ min: -12, max: 12 }), (h, c, k) => {
      let x = h;
      for (let i = 0; i < 6; i++) x = rotate(x, c, 1);
      expect(x).toEqual(h);
      expect(rotate(h, c, 6 + k)).toEqual(rotate(h, c, k));
      expect(rotate(rotate(h, c, k), c, -k)).toEqual(h);
      expect(distance(rotate(h, c, k), c)).toBe(distance(h, c));
    }));
  });

  it('turns east to south-east (clockwise on screen)', () => {
    expect(rotate({ q: 1, r: 0 }, { q: 0, r: 0 }, 1)).toEqual({ q: 0, r: 1 });
    expect(rotate({ q: 4, r: 3 }, { q: 3, r: 3 }, 2)).toEqual({ q: 2, r: 4 });
  });

  it('reflections are involutions; axis r mirrors left-right within the row', () => {
    fc.assert(fc.property(hex, hex, fc.constantFrom('q' as const, 'r' as const, 's' as const), (h, c, ax) => {
      expect(reflect(reflect(h, c, ax), c, ax)).toEqual(h);
      expect(distance(reflect(h, c, ax), c)).toBe(distance(h, c));
    }));
    expect(reflect({ q: 1, r: 0 }, { q: 0, r: 0 }, 'r')).toEqual({ q: -1, r: 0 }); // E <-> W
    expect(reflect({ q: 0, r: 1 }, { q: 0, r: 0 }, 'r')).toEqual({ q: -1, r: 1 }); // SE <-> SW
    expect(reflect({ q: 2, r: -1 }, { q: 0, r: 0 }, 'q')).toEqual({ q: 2, r: -1 }); // ENE line is fixed
    expect(reflect({ q: 1, r: 1 }, { q: 0, r: 0 }, 's')).toEqual({ q: 1, r: 1 }); // ESE line is fixed
  });
});
