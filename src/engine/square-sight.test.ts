import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { pointsOf, sightBetween, traceLine, type BlockTest } from './square-sight.js';

/** A blocking test over a set of solid squares: inside always blocks, a corner blocks when `corners`. */
function solidGrid(solid: Set<string>, corners = true): BlockTest {
  return (sx, sy, c) => solid.has(`${sx},${sy}`) && (c.kind === 'inside' || (corners && c.kind === 'corner'));
}

describe('pointsOf', () => {
  it('gives the boundary corners, the centres or every lattice point of a footprint', () => {
    expect(pointsOf({ x: 0, y: 0, w: 1, h: 1 }, 'corners')).toHaveLength(4);
    expect(pointsOf({ x: 0, y: 0, w: 2, h: 2 }, 'corners')).toHaveLength(8);
    expect(pointsOf({ x: 1, y: 1, w: 2, h: 2 }, 'centres')).toEqual([{ x: 3, y: 3 }, { x: 5, y: 3 }, { x: 3, y: 5 }, { x: 5, y: 5 }]);
    expect(pointsOf({ x: 0, y: 0, w: 1, h: 1 }, 'any')).toHaveLength(9);
  });
});

describe('traceLine', () => {
  it('reports the square whose inside a line crosses', () => {
    const l = traceLine({ x: 1, y: 1 }, { x: 7, y: 1 }, solidGrid(new Set(['1,0'])));
    expect(l).toMatchObject({ clear: false, blockedBy: [{ at: [1, 0], how: 'inside' }] });
  });
  it('lets the accessor decide about a corner', () => {
    // From corner (0, 0) to corner (2, 2): passes the shared corner of squares (1, 0) and (0, 1).
    const solid = new Set(['1,0']);
    expect(traceLine({ x: 0, y: 0 }, { x: 4, y: 4 }, solidGrid(solid, true)).clear).toBe(false);
    expect(traceLine({ x: 0, y: 0 }, { x: 4, y: 4 }, solidGrid(solid, false)).clear).toBe(true);
  });
  it('passes along the edge of one solid square but not along the seam between two', () => {
    const one = new Set(['0,0']);
    expect(traceLine({ x: 2, y: 0 }, { x: 2, y: 2 }, solidGrid(one), { seams: true }).clear).toBe(true);
    const two = new Set(['0,0', '1,0']);
    const seam = traceLine({ x: 2, y: 0 }, { x: 2, y: 2 }, solidGrid(two), { seams: true });
    expect(seam).toMatchObject({ clear: false, blockedBy: [{ how: 'seam' }, { how: 'seam' }] });
    expect(traceLine({ x: 2, y: 0 }, { x: 2, y: 2 }, solidGrid(two)).clear).toBe(true);
  });
  it('ignores the squares it is told to', () => {
    const l = traceLine({ x: 1, y: 1 }, { x: 7, y: 1 }, solidGrid(new Set(['1,0'])), { ignore: (x) => x === 1 });
    expect(l.clear).toBe(true);
  });
});

describe('sightBetween', () => {
  it('finds a clear line from a corner of one footprint to any part of the other, ignoring both spaces', () => {
    const blocks = solidGrid(new Set(['1,0', '1,1', '1,2']));
    // Without seams a line may slip along the joint between two solid squares.
    expect(sightBetween({ x: 0, y: 1, w: 1, h: 1 }, { x: 2, y: 1, w: 1, h: 1 }, blocks).clear).toBe(true);
    expect(sightBetween({ x: 0, y: 1, w: 1, h: 1 }, { x: 2, y: 1, w: 1, h: 1 }, blocks, { seams: true }).clear).toBe(false);
    expect(sightBetween({ x: 0, y: 1, w: 1, h: 1 }, { x: 1, y: 1, w: 1, h: 1 }, blocks, { seams: true }).clear).toBe(true);
  });
});

describe('properties', () => {
  const grid = fc.uniqueArray(fc.tuple(fc.integer({ min: 0, max: 7 }), fc.integer({ min: 0, max: 7 })), { maxLength: 20 });
  const pt = fc.record({ x: fc.integer({ min: 0, max: 16 }), y: fc.integer({ min: 0, max: 16 }) });
  it('a line between two points is blocked the same in both directions (sight between ground points is symmetric)', () => {
    fc.assert(fc.property(grid, pt, pt, fc.boolean(), (cells, a, b, corners) => {
      const blocks = solidGrid(new Set(cells.map(([x, y]) => `${x},${y}`)), corners);
      expect(traceLine(a, b, blocks, { seams: true }).clear).toBe(traceLine(b, a, blocks, { seams: true }).clear);
    }));
  });
});
