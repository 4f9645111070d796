import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { compareParam, coneSquares, entryParam, lineEnd, lineSquares } from './area.js';

const bounds = { width: 20, height: 20 };

describe('coneSquares', () => {
  it('a cone 2 aimed east from an intersection covers the squares whose centres lie in the quarter circle', () => {
    const sq = coneSquares({ origin: { x: 10, y: 10 }, toward: { x: 20, y: 10 }, radius: 2, bounds });
    expect(sq).toEqual([[5, 4], [6, 4], [5, 5], [6, 5]]);
  });
  it('a diagonal cone 3', () => {
    const sq = coneSquares({ origin: { x: 0, y: 0 }, toward: { x: 1, y: 1 }, radius: 3, bounds });
    expect(sq).toEqual([[0, 0], [1, 0], [2, 0], [0, 1], [1, 1], [2, 1], [0, 2], [1, 2]]);
  });
  it('rejects an origin that is not an intersection', () => {
    expect(() => coneSquares({ origin: { x: 1, y: 0 }, toward: { x: 5, y: 0 }, radius: 2, bounds })).toThrow();
  });
  it('every square lies within the radius and the 90 degree wedge', () => {
    fc.assert(fc.property(fc.integer({ min: 0, max: 10 }), fc.integer({ min: 0, max: 10 }), fc.integer({ min: -9, max: 9 }), fc.integer({ min: -9, max: 9 }), fc.integer({ min: 1, max: 6 }),
      (ox, oy, dx, dy, r) => {
        fc.pre(dx !== 0 || dy !== 0);
        for (const [sx, sy] of coneSquares({ origin: { x: 2 * ox, y: 2 * oy }, toward: { x: 2 * ox + dx, y: 2 * oy + dy }, radius: r, bounds })) {
          const vx = 2 * sx + 1 - 2 * ox, vy = 2 * sy + 1 - 2 * oy;
          expect(vx * vx + vy * vy).toBeLessThanOrEqual(4 * r * r);
          expect(Math.acos(Math.min(1, (vx * dx + vy * dy) / Math.hypot(vx, vy) / Math.hypot(dx, dy)))).toBeLessThanOrEqual(Math.PI / 4 + 1e-9);
        }
      }));
  });
});

describe('lineSquares', () => {
  it('a horizontal line along a grid line touches the squares on both sides, out to its length', () => {
    const sq = lineSquares({ origin: { x: 0, y: 2 }, through: { x: 2, y: 2 }, length: 3, bounds });
    expect(sq.map((s) => [s.sx, s.sy])).toEqual([[0, 0], [0, 1], [1, 0], [1, 1], [2, 0], [2, 1]]);
    expect(sq.every((s) => s.kind === 'edge')).toBe(true);
  });
  it('a diagonal line touches the corner squares with the same parameter as the square it enters', () => {
    const sq = lineSquares({ origin: { x: 0, y: 0 }, through: { x: 2, y: 2 }, length: 2, bounds });
    const at = (x: number, y: number) => sq.find((s) => s.sx === x && s.sy === y)!;
    expect(at(0, 0).kind).toBe('inside');
    expect(at(1, 0).kind).toBe('corner');
    expect(compareParam(at(1, 0).t, at(1, 1).t)).toBe(0);
    expect(compareParam(at(0, 0).t, at(1, 1).t)).toBeLessThan(0);
  });
  it('extends the ray to at least its length', () => {
    expect(lineEnd({ origin: { x: 0, y: 0 }, through: { x: 2, y: 0 }, length: 12 })).toEqual({ x: 24, y: 0 });
  });
  it('entryParam is where the segment first meets the closed square', () => {
    expect(entryParam({ x: 0, y: 1 }, { x: 8, y: 1 }, 2, 0)).toEqual([4, 8]);
  });
});
