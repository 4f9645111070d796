/**
 * A uniform grid over points, for the movement search's candidate walks (issue 17). A shortest path among
 * polygonal obstacles leaves a convex corner only along a line tangent to the obstacle there (de Berg et al.,
 * Computational Geometry, ch. 15.2): the far end lies in the corner's double wedge (the two wedges, one
 * beside each edge's extension, where the line through the corner does not separate its two neighbours).
 * `wedge` visits the points filed in the cells that meet one such wedge, so a corner of a finely grown arc
 * (a wedge of a few degrees) looks at a small share of the table's nodes instead of all of them.
 *
 * It only chooses candidates: every point of the wedge (boundary included, with a margin far above the
 * rounding of the cell arithmetic) lies in a visited cell, and the caller still runs its exact tangency test
 * on each, so the answer is the one a scan of every point gives.
 */
import type { Point } from './types.js';

const MARGIN = 1e-7;

export class PointGrid {
  private readonly x0: number;
  private readonly y0: number;
  private readonly x1: number;
  private readonly y1: number;
  private readonly cell: number;
  private readonly nx: number;
  private readonly ny: number;
  /** Points of cell c: items[start[c] .. start[c + 1]). */
  private readonly start: Int32Array;
  private readonly items: Int32Array;
  /** Visited items of one query, for the caller to sort. */
  private out = new Int32Array(64);
  private readonly mark: Uint8Array;

  constructor(xs: Float64Array, ys: Float64Array) {
    const n = xs.length;
    let x0 = Infinity, y0 = Infinity, x1 = -Infinity, y1 = -Infinity;
    for (let i = 0; i < n; i++) {
      x0 = Math.min(x0, xs[i]!);
      y0 = Math.min(y0, ys[i]!);
      x1 = Math.max(x1, xs[i]!);
      y1 = Math.max(y1, ys[i]!);
    }
    if (!n) x0 = y0 = x1 = y1 = 0;
    this.x0 = x0;
    this.y0 = y0;
    this.x1 = x1;
    this.y1 = y1;
    // About two points a cell, no more than 256 cells a side.
    const w = Math.max(x1 - x0, 1e-6), h = Math.max(y1 - y0, 1e-6);
    const cell = Math.max(Math.sqrt((w * h * 2) / Math.max(1, n)), Math.max(w, h) / 256);
    this.cell = cell;
    this.nx = Math.floor(w / cell) + 1;
    this.ny = Math.floor(h / cell) + 1;
    const counts = new Int32Array(this.nx * this.ny + 1);
    const at = new Int32Array(n);
    for (let i = 0; i < n; i++) counts[(at[i] = this.row(ys[i]!) * this.nx + this.col(xs[i]!)) + 1]!++;
    for (let c = 0; c < this.nx * this.ny; c++) counts[c + 1]! += counts[c]!;
    this.start = counts.slice();
    this.items = new Int32Array(n);
    this.mark = new Uint8Array(n);
    const fill = counts;
    for (let i = 0; i < n; i++) this.items[fill[at[i]!]!++] = i;
  }

  private col(x: number): number {
    return Math.min(this.nx - 1, Math.max(0, Math.floor((x - this.x0) / this.cell)));
  }

  private row(y: number): number {
    return Math.min(this.ny - 1, Math.max(0, Math.floor((y - this.y0) / this.cell)));
  }

  /**
   * The points in the cells meeting the double wedge at corner `o` with neighbours `a` and `b` (where a line
   * through o leaves a and b on one side or touches them), in increasing index order, each once: a view of an
   * internal buffer, valid until the next query. Undefined when the wedges are too wide to be worth it.
   */
  doubleWedge(o: Point, a: Point, b: Point): Int32Array | undefined {
    const al = Math.hypot(a.x - o.x, a.y - o.y), bl = Math.hypot(b.x - o.x, b.y - o.y);
    if (!(al > 0 && bl > 0)) return undefined;
    const ux = (a.x - o.x) / al, uy = (a.y - o.y) / al;
    const vx = (o.x - b.x) / bl, vy = (o.y - b.y) / bl;
    // Each wedge spans the angle between a's direction and the reverse of b's: wide ones are not worth it.
    if ((1 + ux * vx + uy * vy) / 2 < 0.04) return undefined;
    let count = this.fill(o, ux, uy, vx, vy, 0);
    count = this.fill(o, -ux, -uy, -vx, -vy, count);
    // In index order, each once: mark them, then read the marks back (cheaper than sorting).
    const mark = this.mark, out = this.out;
    let lo = Infinity, hi = -1;
    for (let k = 0; k < count; k++) {
      const i = out[k]!;
      mark[i] = 1;
      if (i < lo) lo = i;
      if (i > hi) hi = i;
    }
    let m = 0;
    for (let i = lo; i <= hi; i++) {
      if (mark[i]) {
        mark[i] = 0;
        out[m++] = i;
      }
    }
    return out.subarray(0, m);
  }

  /** Append the points of the cells meeting the wedge at o between unit directions d1 and d2 (under a half turn). */
  private fill(o: Point, d1x: number, d1y: number, d2x: number, d2y: number, count: number): number {
    // The wedge within reach of the grid lies in the triangle o, o + L' d1, o + L' d2, with L the farthest
    // the grid reaches from o and L' = L / cos(half the angle) (the triangle's far side then clears the arc).
    const L = Math.hypot(Math.max(Math.abs(this.x0 - o.x), Math.abs(this.x1 - o.x)), Math.max(Math.abs(this.y0 - o.y), Math.abs(this.y1 - o.y))) + 1;
    const half = Math.sqrt(Math.max(0, (1 + d1x * d2x + d1y * d2y) / 2));
    const Lp = L / Math.max(half, 1e-3);
    const ax = o.x, ay = o.y;
    const bx = o.x + Lp * d1x, by = o.y + Lp * d1y;
    const cx = o.x + Lp * d2x, cy = o.y + Lp * d2y;
    const c0 = this.col(Math.min(ax, bx, cx) - MARGIN), c1 = this.col(Math.max(ax, bx, cx) + MARGIN);
    for (let c = c0; c <= c1; c++) {
      const sx0 = c === c0 ? -Infinity : this.x0 + c * this.cell - MARGIN;
      const sx1 = c === c1 ? Infinity : this.x0 + (c + 1) * this.cell + MARGIN;
      // The triangle's y-range within the strip: its edges clipped to the strip.
      SPAN[0] = Infinity;
      SPAN[1] = -Infinity;
      clipEdge(ax, ay, bx, by, sx0, sx1);
      clipEdge(bx, by, cx, cy, sx0, sx1);
      clipEdge(cx, cy, ax, ay, sx0, sx1);
      const lo = SPAN[0]!, hi = SPAN[1]!;
      if (lo > hi) continue;
      const slack = MARGIN + 1e-9 * (Math.abs(lo) + Math.abs(hi));
      const r0 = this.row(lo - slack), r1 = this.row(hi + slack);
      for (let r = r0; r <= r1; r++) {
        const cell = r * this.nx + c;
        const from = this.start[cell]!, to = this.start[cell + 1]!;
        if (count + (to - from) > this.out.length) {
          const bigger = new Int32Array(Math.max(this.out.length * 2, count + (to - from)));
          bigger.set(this.out.subarray(0, count));
          this.out = bigger;
        }
        for (let k = from; k < to; k++) this.out[count++] = this.items[k]!;
      }
    }
    return count;
  }
}

const SPAN = new Float64Array(2);

/** Widen SPAN by the y-range of segment p-q within the strip sx0 <= x <= sx1. */
function clipEdge(px: number, py: number, qx: number, qy: number, sx0: number, sx1: number): void {
  let t0 = 0, t1 = 1;
  const dx = qx - px;
  if (dx === 0) {
    if (px < sx0 || px > sx1) return;
  } else {
    let ta = (sx0 - px) / dx, tb = (sx1 - px) / dx;
    if (ta > tb) [ta, tb] = [tb, ta];
    if (ta > t0) t0 = ta;
    if (tb < t1) t1 = tb;
    if (t0 > t1) return;
  }
  const ya = py + t0 * (qy - py), yb = py + t1 * (qy - py);
  SPAN[0] = Math.min(SPAN[0]!, ya, yb);
  SPAN[1] = Math.max(SPAN[1]!, ya, yb);
}
