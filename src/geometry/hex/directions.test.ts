import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  DIAGONAL_VECTORS, directionBetween, DIRECTIONS, directionVector, distance, hexToPixel, neighbour, neighbours,
  opposite, rotate, turn, type Direction,
} from './index.js';

const hex = fc.record({ q: fc.integer({ min: -500, max: 500 }), r: fc.integer({ min: -500, max: 500 }) });
const dir = fc.constantFrom(...DIRECTIONS);

describe('directions', () => {
  it('point E, SE, SW, W, NW, NE on screen (y down)', () => {
    const angles = DIRECTIONS.map((d) => {
      const p = hexToPixel(directionVector(d), 1);
      return Math.round((Math.atan2(p.y, p.x) * 180) / Math.PI);
    });
    expect(angles).toEqual([0, 60, 120, 180, -120, -60]);
  });

  it('diagonal d lies between directions d and d + 1', () => {
    for (const d of DIRECTIONS) {
      const a = directionVector(d), b = directionVector(turn(d, 1));
      expect(DIAGONAL_VECTORS[d]).toEqual({ q: a.q + b.q, r: a.r + b.r });
    }
  });

  it('neighbours are at distance 1, distinct, and directionBetween finds them back', () => {
    fc.assert(fc.property(hex, (h) => {
      const ns = neighbours(h);
      expect(new Set(ns.map((n) => `${n.q},${n.r}`)).size).toBe(6);
      ns.forEach((n, d) => {
        expect(distance(h, n)).toBe(1);
        expect(directionBetween(h, n)).toBe(d);
        expect(n).toEqual(neighbour(h, d as Direction));
      });
      expect(directionBetween(h, h)).toBeUndefined();
      expect(directionBetween(h, { q: h.q + 1, r: h.r + 1 })).toBeUndefined();
    }));
  });

  it('cycle: turning 6 times is the identity; opposite is an involution pointing back', () => {
    fc.assert(fc.property(hex, dir, fc.integer({ min: -20, max: 20 }), (h, d, k) => {
      expect(turn(d, 6)).toBe(d);
      expect(turn(turn(d, k), -k)).toBe(d);
      expect(opposite(opposite(d))).toBe(d);
      expect(neighbour(neighbour(h, d), opposite(d))).toEqual(h);
      // Rotating a neighbour one step clockwise about h gives the neighbour in the next direction.
      expect(rotate(neighbour(h, d), h, 1)).toEqual(neighbour(h, turn(d, 1)));
      expect(directionBetween(neighbour(h, d), h)).toBe(opposite(d));
    }));
  });
});
