import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { BoxGrid, type Box } from './box-grid.js';

/** Does the segment meet the closed box (Liang-Barsky clipping)? */
function meets(b: Box, ax: number, ay: number, bx: number, by: number): boolean {
  let t0 = 0, t1 = 1;
  const dx = bx - ax, dy = by - ay;
  for (const [p, q] of [[-dx, ax - b[0]], [dx, b[2] - ax], [-dy, ay - b[1]], [dy, b[3] - ay]] as const) {
    if (p === 0) {
      if (q < 0) return false;
    } else {
      const r = q / p;
      if (p < 0) t0 = Math.max(t0, r);
      else t1 = Math.min(t1, r);
    }
  }
  return t0 <= t1;
}

const coord = fc.double({ min: 0, max: 60, noNaN: true });
const box = fc.tuple(coord, coord, fc.double({ min: 0, max: 6, noNaN: true }), fc.double({ min: 0, max: 6, noNaN: true })).map(([x, y, w, h]): Box => [x, y, x + w, y + h]);

describe('BoxGrid (the spatial index of the movement search)', () => {
  it('visits every box a segment meets, each once, in ascending order within a cell', () => {
    fc.assert(
      fc.property(fc.array(box, { minLength: 0, maxLength: 80 }), fc.array(fc.tuple(coord, coord, coord, coord), { minLength: 1, maxLength: 8 }), (boxes, segs) => {
        const g = new BoxGrid(boxes);
        for (const [ax, ay, bx, by] of segs) {
          const seen: number[] = [];
          g.segment(ax, ay, bx, by, (i) => (seen.push(i), false));
          expect(new Set(seen).size).toBe(seen.length);
          for (let i = 0; i < boxes.length; i++) if (meets(boxes[i]!, ax, ay, bx, by)) expect(seen).toContain(i);
        }
      }),
      { numRuns: 300 },
    );
  });

  it('visits every box holding a point, in the order of the list, and stops when asked', () => {
    fc.assert(
      fc.property(fc.array(box, { minLength: 0, maxLength: 80 }), fc.array(fc.tuple(coord, coord), { minLength: 1, maxLength: 8 }), (boxes, pts) => {
        const g = new BoxGrid(boxes);
        for (const [x, y] of pts) {
          const seen: number[] = [];
          g.point(x, y, (i) => (seen.push(i), false));
          const holding = boxes.flatMap((b, i) => (b[0] <= x && x <= b[2] && b[1] <= y && y <= b[3] ? [i] : []));
          expect(seen.filter((i) => holding.includes(i))).toEqual(holding);
          if (holding.length) expect(g.point(x, y, (i) => i === holding[0])).toBe(true);
        }
      }),
      { numRuns: 300 },
    );
  });

  it('a few small boxes spread over a wide table file into a bounded number of cells', () => {
    const boxes: Box[] = Array.from({ length: 20 }, (_, i) => [i * 50, (i * 37) % 1000, i * 50 + 0.01, ((i * 37) % 1000) + 0.01]);
    const g = new BoxGrid(boxes);
    const cells = (g as unknown as { start: Int32Array }).start.length - 1;
    // About four an item plus a border row and column (it was 256 x 256 before).
    expect(cells).toBeLessThanOrEqual(8 * 20);
    const seen: number[] = [];
    g.segment(0, 0, 1000, 1000, (i) => (seen.push(i), false));
    for (let i = 0; i < boxes.length; i++) if (meets(boxes[i]!, 0, 0, 1000, 1000)) expect(seen).toContain(i);
  });
});
