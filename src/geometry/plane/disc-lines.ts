/**
 * Base-to-base lines on a table: is there a segment from some point of disc A to some point of disc B that a
 * test accepts (no blocking shape crossed, or a height profile cleared)?
 *
 * Algorithm (candidate lines). The lines meeting both discs form a compact two-parameter family. Blocking
 * shapes are polygons; a line that avoids their interiors can be turned and slid, keeping clear, until two
 * constraints hold at once: tangent to A, tangent to B, or passing through a convex vertex of a blocking
 * polygon (a line through a reflex vertex always enters that polygon). So if any clear line exists, one of
 * these does:
 *   - the common outer and inner tangents of A and B (and the centre line, for the free case);
 *   - for each pivot vertex v in the convex hull of A and B, the two tangents from v to A and to B;
 *   - for each pair of pivot vertices, the line through both.
 * Round blockers (round pieces, model bases) are taken as their true circles, not polygons: a clear line can
 * also be slid until it is tangent to one, so the candidates add the common tangents of each round blocker
 * with A, with B and with every other round blocker, and the tangents to it from every pivot.
 * Lines through a polygon vertex that separate its two neighbours are skipped (such a line enters the polygon
 * there, so it cannot be a limit of clear lines), the pruning used for visibility graphs.
 * On each candidate line the shortest piece joining the two discs' chords is tested. Pivot vertices lying on
 * that piece are inserted into it as exact points, so a line that grazes a corner is tested as a polyline
 * through the corner itself and the exact predicates see it touch, not clip, the polygon; only a line that
 * also runs exactly through a second, unlisted vertex can be misjudged by rounding. Work is O(V^2 * E) for V
 * pivots and E polygon edges near the two bases.
 *
 * The same candidates serve the side-view (vantage) test and cover, where the caller's test looks at
 * heights or at crossings; for those the caller may add extra pivot points (they need not be vertices) and
 * sampled segments, since the extremal argument above is only exact for top-down blocking.
 */
import { segmentVersusCircle } from './circle-exact.js';
import { commonTangents } from './circle-tangents.js';
import { pointSegmentDistance } from './distance.js';
import { orient } from './orient.js';
import type { Circle, Point } from './types.js';

/** A base-to-base line as a polyline from a point of A to a point of B (straight up to pivots on it). */
export type LinePath = readonly Point[];

export type LineTest = (path: LinePath) => boolean;

interface Candidate {
  p: Point;
  d: Point;
  pivots: readonly Point[];
  /** The tangent point when the line is tangent to A (resp. B). */
  tA?: Point | undefined;
  tB?: Point | undefined;
}

const sub = (a: Point, b: Point): Point => ({ x: a.x - b.x, y: a.y - b.y });
const dot = (a: Point, b: Point): number => a.x * b.x + a.y * b.y;
const at = (p: Point, d: Point, t: number): Point => ({ x: p.x + t * d.x, y: p.y + t * d.y });

/** Parameter interval of the line p + t d inside the closed disc, or undefined when it misses. */
function chord(c: Circle, p: Point, d: Point): [number, number] | undefined {
  const f = sub(p, c.c);
  const dd = dot(d, d);
  const b = dot(d, f);
  const cc = dot(f, f) - c.r * c.r;
  let disc = b * b - dd * cc;
  if (disc < 0) {
    // A line built to be tangent can miss by rounding; count a miss of a billionth of r as a touch.
    if (disc < -1e-9 * dd * Math.max(c.r * c.r, 1e-12)) return undefined;
    disc = 0;
  }
  const s = Math.sqrt(disc);
  return [(-b - s) / dd, (-b + s) / dd];
}

/** Tangent points on circle c of the two tangents from external point v. */
export function tangentsFrom(v: Point, c: Circle): Point[] {
  const w = sub(v, c.c);
  const dist = Math.hypot(w.x, w.y);
  if (!(dist > c.r) || c.r === 0) return c.r === 0 ? [c.c] : [];
  const base = Math.atan2(w.y, w.x);
  const alpha = Math.acos(c.r / dist);
  return [base + alpha, base - alpha].map((a) => ({ x: c.c.x + c.r * Math.cos(a), y: c.c.y + c.r * Math.sin(a) }));
}

/** Is p within the convex hull of the two discs (a slightly generous test)? */
export function inHull(p: Point, a: Circle, b: Circle): boolean {
  const d = sub(b.c, a.c);
  const dd = dot(d, d);
  const t = dd > 0 ? Math.max(0, Math.min(1, dot(sub(p, a.c), d) / dd)) : 0;
  const q = at(a.c, d, t);
  const rad = a.r + (b.r - a.r) * t;
  return Math.hypot(p.x - q.x, p.y - q.y) <= rad * 1.0000001 + 1e-12;
}

/** Does the disc c come near the convex hull of the two discs (a generous test)? */
function nearHull(c: Circle, a: Circle, b: Circle): boolean {
  const d = sub(b.c, a.c);
  const dd = dot(d, d);
  const t = dd > 0 ? Math.max(0, Math.min(1, dot(sub(c.c, a.c), d) / dd)) : 0;
  const q = at(a.c, d, t);
  return Math.hypot(c.c.x - q.x, c.c.y - q.y) <= Math.max(a.r, b.r) + c.r + 1e-9;
}

/** The polyline of a candidate between the two discs, or undefined when the line misses one. */
function pathOf(c: Candidate, A: Circle, B: Circle): LinePath | undefined {
  const dd = dot(c.d, c.d);
  if (!(dd > 0)) return undefined;
  const param = (q: Point) => dot(sub(q, c.p), c.d) / dd;
  const ca = c.tA ? [param(c.tA), param(c.tA)] : chord(A, c.p, c.d);
  const cb = c.tB ? [param(c.tB), param(c.tB)] : chord(B, c.p, c.d);
  if (!ca || !cb) return undefined;
  const [a0, a1] = ca as [number, number];
  const [b0, b1] = cb as [number, number];
  let t0: number, t1: number;
  if (a1 < b0) [t0, t1] = [a1, b0];
  else if (b1 < a0) [t0, t1] = [a0, b1];
  else {
    const m = at(c.p, c.d, Math.max(a0, b0));
    return [m, m];
  }
  const start = c.tA ?? at(c.p, c.d, t0);
  const end = c.tB ?? at(c.p, c.d, t1);
  const lo = Math.min(t0, t1), hi = Math.max(t0, t1);
  const inner = c.pivots
    .map((v) => ({ v, t: param(v) }))
    .filter((x) => x.t > lo && x.t < hi)
    .sort((x, y) => (t1 > t0 ? x.t - y.t : y.t - x.t))
    .map((x) => x.v);
  return [start, ...inner, end];
}

/**
 * Does the segment p-q enter the open disc of a round blocker? Decided by the exact sign of the segment's
 * distance to the centre against the radius (segmentVersusCircle), with one allowance: a line that enters by
 * less than a billionth of the radius counts as touching, as a line touching a polygon does not cross it. A
 * tangent point is a rounded double, and so is every base radius (30/40/50 mm in inches), so a line built
 * tangent to one circle and exactly tangent to another in truth (three equal bases in a row) lands a rounding
 * error inside one of them; no table measured in inches is drawn finer than that.
 */
export function lineBlockedByCircle(p: Point, q: Point, c: Circle): boolean {
  if (segmentVersusCircle({ a: p, b: q }, c) >= 0) return false;
  return pointSegmentDistance(c.c, { a: p, b: q }) < c.r * (1 - 1e-9);
}

/**
 * Pivots fixed for a table (the convex vertices of everything that may block), with the pairs of them whose
 * line is tangent at both (worked out once per pivot, on first use). A sight question switches on the pivots
 * of the blockers it counts (`active`).
 */
export class PivotTable {
  readonly pts: Point[] = [];
  /** Each pivot's two neighbours in its polygon. */
  readonly nb: (readonly [Point, Point])[] = [];
  private readonly rows: (Int32Array | undefined)[] = [];

  /** Add the convex vertices of a counter-clockwise polygon; returns [first, count]. */
  add(poly: readonly Point[]): [number, number] {
    const first = this.pts.length;
    const n = poly.length;
    for (let i = 0; i < n; i++) {
      const a = poly[(i + n - 1) % n]!, b = poly[i]!, c = poly[(i + 1) % n]!;
      if (orient(a, b, c) > 0) {
        this.pts.push(b);
        this.nb.push([a, c]);
      }
    }
    return [first, this.pts.length - first];
  }

  /** The pivots j > i whose line with i is tangent at both ends (in increasing order). */
  row(i: number): Int32Array {
    let r = this.rows[i];
    if (r) return r;
    const v = this.pts[i]!, nv = this.nb[i]!;
    const out: number[] = [];
    for (let j = i + 1; j < this.pts.length; j++) {
      const w = this.pts[j]!;
      if (v.x === w.x && v.y === w.y) continue;
      const nw = this.nb[j]!;
      if (orient(w, v, nv[0]) * orient(w, v, nv[1]) < 0) continue;
      if (orient(v, w, nw[0]) * orient(v, w, nw[1]) < 0) continue;
      out.push(j);
    }
    r = this.rows[i] = Int32Array.from(out);
    return r;
  }
}

export interface FindOptions {
  /** Points lines may be drawn through (convex vertices of blockers, and any extra points). */
  pivots: readonly Point[];
  /** Also try segments between sample points of the two bases (n points around each rim, plus centres). */
  samples?: number;
  /**
   * Instead of `pivots`: a table's pivots with the ones to use switched on, each with its two polygon neighbours.
   * A line through such a vertex can only be extremal if it does not separate them (it is tangent to the polygon
   * there), so other lines are skipped; otherwise the candidates and their order are those of `pivots` set to
   * the active ones (in table order).
   */
  table?: { readonly pivots: PivotTable; readonly active: Uint8Array } | undefined;
  /**
   * Round blockers (tree trunks, round pieces, model bases), taken as true circles. A clear line can be turned
   * and slid until it is tangent to one of them too, so the candidates add the common tangents of each with
   * A, with B and with each other, and the tangents to each from every pivot.
   */
  circles?: readonly Circle[];
}

/**
 * The first candidate line (in the order above, cheapest first) that `test` accepts, or undefined.
 * `tried` counts the lines looked at.
 */
export function findLine(A: Circle, B: Circle, opts: FindOptions, test: LineTest): { path: LinePath | undefined; tried: number } {
  let tried = 0;
  const tab = opts.table;
  /** Table index of each pivot used (table mode). */
  const index: number[] = [];
  let pivots: Point[];
  if (tab) {
    pivots = [];
    const { pts } = tab.pivots;
    for (let i = 0; i < pts.length; i++) {
      if (!tab.active[i] || !inHull(pts[i]!, A, B)) continue;
      pivots.push(pts[i]!);
      index.push(i);
    }
  } else pivots = opts.pivots.filter((v) => inHull(v, A, B));
  const tryC = (c: Candidate): LinePath | undefined => {
    const path = pathOf(c, A, B);
    if (!path) return undefined;
    tried++;
    return test(path) ? path : undefined;
  };
  /** Does the line through pivot k (at v) and q leave v's polygon neighbours on one side (or touch them)? */
  const tangentAt = (k: number, v: Point, q: Point): boolean => {
    const n = tab?.pivots.nb[index[k]!];
    if (!n) return true;
    return orient(q, v, n[0]) * orient(q, v, n[1]) >= 0;
  };
  const through = (q: Point, r: Point, tA?: Point, tB?: Point, extra: readonly Point[] = []): Candidate => ({
    p: q,
    d: sub(r, q),
    pivots: [...extra],
    tA,
    tB,
  });
  // The centre line first, then the common tangents.
  let found = tryC(through(A.c, B.c));
  if (found) return { path: found, tried };
  for (const [ta, tb] of commonTangents(A, B, true)) {
    found = tryC(through(ta, tb, ta, tb));
    if (found) return { path: found, tried };
  }
  for (let k = 0; k < pivots.length; k++) {
    const v = pivots[k]!;
    for (const t of tangentsFrom(v, A)) {
      if (!tangentAt(k, v, t)) continue;
      found = tryC(through(t, v, t, undefined, [v]));
      if (found) return { path: found, tried };
    }
    for (const t of tangentsFrom(v, B)) {
      if (!tangentAt(k, v, t)) continue;
      found = tryC(through(v, t, undefined, t, [v]));
      if (found) return { path: found, tried };
    }
  }
  if (tab) {
    // The table's pairs among the pivots in use whose line is tangent at both ends (PivotTable.row), in pivot
    // order; without a table every pair is tried (the loop below).
    const local = new Map<number, number>();
    index.forEach((g, k) => local.set(g, k));
    for (let i = 0; i < pivots.length; i++) {
      const row = tab.pivots.row(index[i]!);
      for (let m = 0; m < row.length; m++) {
        const j = local.get(row[m]!);
        if (j === undefined) continue;
        const v = pivots[i]!, w = pivots[j]!;
        found = tryC(through(v, w, undefined, undefined, [v, w]));
        if (found) return { path: found, tried };
      }
    }
  } else {
    for (let i = 0; i < pivots.length; i++) {
      for (let j = i + 1; j < pivots.length; j++) {
        const v = pivots[i]!, w = pivots[j]!;
        if (v.x === w.x && v.y === w.y) continue;
        found = tryC(through(v, w, undefined, undefined, [v, w]));
        if (found) return { path: found, tried };
      }
    }
  }
  // Round blockers near the two bases: lines tangent to them.
  const circles = (opts.circles ?? []).filter((c) => nearHull(c, A, B));
  for (let i = 0; i < circles.length; i++) {
    const C = circles[i]!;
    for (const [ta, tc] of commonTangents(A, C, true)) {
      found = tryC(through(ta, tc, ta));
      if (found) return { path: found, tried };
    }
    for (const [tc, tb] of commonTangents(C, B, true)) {
      found = tryC(through(tc, tb, undefined, tb));
      if (found) return { path: found, tried };
    }
    for (let k = 0; k < pivots.length; k++) {
      const v = pivots[k]!;
      for (const t of tangentsFrom(v, C)) {
        if (!tangentAt(k, v, t)) continue;
        found = tryC(through(v, t, undefined, undefined, [v]));
        if (found) return { path: found, tried };
      }
    }
    for (let j = i + 1; j < circles.length; j++) {
      const D = circles[j]!;
      for (const [tc, td] of commonTangents(C, D, true)) {
        found = tryC(through(tc, td));
        if (found) return { path: found, tried };
      }
    }
  }
  const n = opts.samples ?? 0;
  if (n > 0) {
    const rim = (c: Circle): Point[] => [
      c.c,
      ...Array.from({ length: n }, (_, k) => ({ x: c.c.x + c.r * Math.cos((2 * Math.PI * k) / n), y: c.c.y + c.r * Math.sin((2 * Math.PI * k) / n) })),
    ];
    for (const p of rim(A)) {
      for (const q of rim(B)) {
        if (p.x === q.x && p.y === q.y) continue;
        tried++;
        if (test([p, q])) return { path: [p, q], tried };
      }
    }
  }
  return { path: undefined, tried };
}
