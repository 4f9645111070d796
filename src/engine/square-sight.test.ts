import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { pointsOf, sightBetween, traceLine, type BlockTest } from './square-sight.js';
import { traceSquaresScaled } from '../geometry/square/trace.js';

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

describe('exact "any part of the target" (clearToAnyPart)', () => {
  // Found by search: from the corner (3, 9) of [2, 8], every corner, edge midpoint and centre of [8, 0] is
  // hidden by walls, but the point (8.75, 1) on its bottom edge is seen through a gap narrower than the samples.
  const rows = [
    '.W...W..T', '.......W.', '.W...W...', '.....W...', '.W......W', '...W..W..', '.W.W..W..', 'W.W..W...', '..V.....W',
  ];
  const solid = new Set<string>();
  rows.forEach((r, y) => [...r].forEach((ch, x) => { if (ch === 'W') solid.add(`${x},${y}`); }));
  const v = { x: 2, y: 8, w: 1, h: 1 }, t = { x: 8, y: 0, w: 1, h: 1 };
  it('finds a line the sampled points miss, and the line it returns is clear', () => {
    expect(sightBetween(v, t, solidGrid(solid), { toPoints: 'any', seams: true }).clear).toBe(false);
    const exact = sightBetween(v, t, solidGrid(solid), { toPoints: 'exact', seams: true });
    expect(exact.clear).toBe(true);
    expect(exact.clearLine).toMatchObject({ from: [3, 9], clear: true });
    const [ex, ey] = exact.clearLine!.to;
    expect(ey === 1 && ex > 8 && ex < 9).toBe(true);
    // Check the witness with a fine float walk: no point of it lies inside a wall square.
    for (let i = 1; i < 20000; i++) {
      const s = i / 20000, x = 3 + s * (ex - 3), y = 9 + s * (ey - 9);
      const sx = Math.floor(x), sy = Math.floor(y);
      if (x > sx && y > sy) expect(solid.has(`${sx},${sy}`)).toBe(false);
    }
  });
  it('agrees with a dense sampling of the target boundary (1/16 of a square) and is never less clear than the samples', () => {
    const cell = fc.tuple(fc.integer({ min: 0, max: 6 }), fc.integer({ min: 0, max: 6 }));
    fc.assert(fc.property(fc.uniqueArray(cell, { maxLength: 14, selector: ([x, y]) => x * 10 + y }), cell, cell, fc.boolean(),
      (walls, [vx, vy], [tx, ty], corners) => {
        const s = new Set(walls.map(([x, y]) => `${x},${y}`));
        s.delete(`${vx},${vy}`); s.delete(`${tx},${ty}`);
        fc.pre(vx !== tx || vy !== ty);
        const vf = { x: vx, y: vy, w: 1, h: 1 }, tf = { x: tx, y: ty, w: 1, h: 1 };
        const blocks = solidGrid(s, corners);
        const exact = sightBetween(vf, tf, blocks, { toPoints: 'exact', seams: true }).clear;
        const any = sightBetween(vf, tf, blocks, { toPoints: 'any', seams: true }).clear;
        if (any) expect(exact).toBe(true);
        // Dense: points (16ths of a square) on the target's boundary, traced on a lattice 32 per square (own spaces ignored).
        const own = (x: number, y: number) => (x === vx && y === vy) || (x === tx && y === ty);
        let dense = false;
        outer: for (const [cx, cy] of [[vx, vy], [vx + 1, vy], [vx, vy + 1], [vx + 1, vy + 1]] as const) {
          for (let k = 0; k <= 16 * 4; k++) {
            const side = Math.floor(k / 16) % 4, f = k % 16;
            const q = [[tx * 16 + f, ty * 16], [tx * 16 + 16, ty * 16 + f], [tx * 16 + 16 - f, ty * 16 + 16], [tx * 16, ty * 16 + 16 - f]][side]!;
            const line = tracedFine(cx * 32, cy * 32, q[0]! * 2, q[1]! * 2, blocks, own);
            if (line) { dense = true; break outer; }
          }
        }
        if (dense) expect(exact).toBe(true);
      }), { numRuns: 300 });
  });
});

/** Trace on a lattice of 32 points per square side; true when clear (seams included). */
function tracedFine(ax: number, ay: number, bx: number, by: number, blocks: BlockTest, own: (x: number, y: number) => boolean): boolean {
  let blocked = false;
  traceSquaresScaled(ax, ay, bx, by, 32, (sx, sy, c) => {
    if (own(sx, sy)) return false;
    if (blocks(sx, sy, c)) { blocked = true; return true; }
    return false;
  });
  if (blocked) return false;
  if ((ay === by && ay % 32 === 0) || (ax === bx && ax % 32 === 0)) {
    // Along a grid line: blocked when both flanking squares are solid somewhere along it.
    const horizontal = ay === by;
    const lo = Math.min(horizontal ? ax : ay, horizontal ? bx : by), hi = Math.max(horizontal ? ax : ay, horizontal ? bx : by);
    const g = (horizontal ? ay : ax) / 32;
    for (let c = Math.floor(lo / 32); 32 * c < hi; c++) {
      if (Math.max(lo, 32 * c) >= Math.min(hi, 32 * c + 32)) continue;
      const p = horizontal ? [c, g - 1] : [g - 1, c], q = horizontal ? [c, g] : [g, c];
      const solid = (x: number, y: number) => !own(x, y) && blocks(x, y, { kind: 'inside', corners: 0, alongEdge: false });
      if (solid(p[0]!, p[1]!) && solid(q[0]!, q[1]!)) return false;
    }
  }
  return true;
}
