/**
 * The farthest place along a straight line where a base may end: a flight or an incorporeal move that falls
 * short (move.ts, flightStop) and a push (push.ts, farthestFit). Whether a base may end at a place changes
 * only where its centre is a given distance from a point (a corner, another base) or crosses a line (an edge
 * shifted by the radius, a table edge): those distances along the line are worked out exactly (`LineCuts`),
 * and `farthestWhere` tries each of them and each stretch between them, farthest first.
 */
import { bisect } from '../../geometry/bisect.js';
import type { Point } from '../../geometry/plane/index.js';

/** The distances d along c + d u (u a unit vector) where the centre meets circles and lines, in `cuts`. */
export class LineCuts {
  readonly cuts: number[] = [];
  private readonly c: Point;
  private readonly u: Point;

  constructor(c: Point, u: Point) {
    this.c = c;
    this.u = u;
  }

  /** Where the centre is rho from q: |c + d u - q| = rho. */
  circle(q: Point, rho: number): void {
    const { c, u } = this;
    const fx = c.x - q.x, fy = c.y - q.y;
    const b = u.x * fx + u.y * fy;
    const disc = b * b - (fx * fx + fy * fy - rho * rho);
    if (disc < 0) return;
    const root = Math.sqrt(disc);
    this.cuts.push(-b - root, -b + root);
  }

  /** Where the centre crosses the line through a-b shifted by `off` along its normal (none along it). */
  line(a: Point, b: Point, off: number): void {
    const { c, u } = this;
    const ex = b.x - a.x, ey = b.y - a.y;
    const L = Math.hypot(ex, ey);
    if (!(L > 0)) return;
    const nx = -ey / L, ny = ex / L;
    const den = u.x * nx + u.y * ny;
    if (den === 0) return;
    this.cuts.push((off - ((c.x - a.x) * nx + (c.y - a.y) * ny)) / den);
  }

  /** Where a base of radius r meets the polygon's outline, or its centre crosses it. */
  outline(poly: readonly Point[], r: number): void {
    poly.forEach((a, i) => {
      const b = poly[(i + 1) % poly.length]!;
      this.circle(a, r);
      this.line(a, b, r);
      this.line(a, b, -r);
      this.line(a, b, 0);
    });
  }

  /** Where a base of radius r reaches an edge of a W x H table. */
  table(W: number, H: number, r: number): void {
    this.line({ x: r, y: 0 }, { x: r, y: 1 }, 0);
    this.line({ x: W - r, y: 0 }, { x: W - r, y: 1 }, 0);
    this.line({ x: 0, y: r }, { x: 1, y: r }, 0);
    this.line({ x: 0, y: H - r }, { x: 1, y: H - r }, 0);
  }
}

/**
 * The farthest d in [0, far] where `ok` holds, when `ok` is constant between the cuts (0 and far are cuts
 * too): each cut is tested from the far end back, and the stretch below it once inside; where a stretch holds
 * but its upper cut does not, the farthest place is just short of that cut (bisection). Undefined where
 * nowhere does.
 */
export function farthestWhere(cuts: readonly number[], far: number, ok: (d: number) => boolean): number | undefined {
  const ds = [...new Set([0, far, ...cuts].filter((d) => d >= 0 && d <= far))].sort((a, b) => b - a);
  for (let k = 0; k < ds.length; k++) {
    const hi = ds[k]!;
    if (ok(hi)) return hi;
    const lo = ds[k + 1];
    if (lo === undefined) continue;
    const mid = (lo + hi) / 2;
    if (ok(mid)) return bisect(mid, hi, ok, 60)[0];
  }
  return undefined;
}
