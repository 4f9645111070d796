import { describe, expect, it } from 'vitest';
import { PointGrid } from './point-grid.js';
import { tangentXY } from './orient.js';

function rng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = Math.imul(a ^ (a >>> 15), a | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

describe('PointGrid.doubleWedge', () => {
  it('holds every point a line through the corner reaches without separating its neighbours, in index order, once', () => {
    const r = rng(5);
    for (let trial = 0; trial < 40; trial++) {
      const n = 50 + Math.floor(r() * 400);
      const xs = new Float64Array(n), ys = new Float64Array(n);
      for (let i = 0; i < n; i++) {
        xs[i] = r() * 40;
        ys[i] = r() * 30;
      }
      // Some points exactly on a wedge's boundary lines (a corner's neighbours and their reflections).
      const o = { x: r() * 40, y: r() * 30 };
      const ang = r() * 2 * Math.PI, ext = 0.05 + r() * 2;
      const a = { x: o.x + Math.cos(ang), y: o.y + Math.sin(ang) };
      const b = { x: o.x + Math.cos(ang + Math.PI - ext), y: o.y + Math.sin(ang + Math.PI - ext) };
      for (let k = 1; k <= 3; k++) {
        xs[k] = o.x + (a.x - o.x) * k * 3;
        ys[k] = o.y + (a.y - o.y) * k * 3;
        xs[k + 3] = o.x - (b.x - o.x) * k * 3;
        ys[k + 3] = o.y - (b.y - o.y) * k * 3;
      }
      const grid = new PointGrid(xs, ys);
      const got = grid.doubleWedge(o, a, b);
      if (!got) continue;
      const list = Array.from(got);
      expect(list).toEqual([...new Set(list)].sort((u, v) => u - v));
      for (let i = 0; i < n; i++) {
        if (tangentXY(xs[i]!, ys[i]!, o.x, o.y, a.x, a.y, b.x, b.y)) expect(list, `point ${i} of trial ${trial}`).toContain(i);
      }
      // It is a filter worth having: well under every point for narrow wedges.
      if (ext < 0.3 && n > 300) expect(list.length).toBeLessThan(n * 0.6);
    }
  });
});
