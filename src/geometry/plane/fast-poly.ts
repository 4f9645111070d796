/**
 * Filtered segment tests against polygons, for the inner loops of movement and sight.
 *
 * Each answer equals the exact predicate's (segmentMeetsPolygonInterior, segmentPolygonIntersection): cheap
 * floating-point tests decide only when they are sure, by a margin far above their rounding error, and hand
 * everything else to the exact code. The filters are the usual ones of robust geometry (a static error bound
 * before an exact fall-back, Shewchuk's "adaptive" idea in its simplest form):
 *   - the segment misses the polygon's bounding box (a slab test) or its bounding circle: no contact;
 *   - for a convex polygon, the separating-axis test (the polygon's edge normals and the segment's normal)
 *     either finds an axis that separates by more than the margin (no interior contact) or finds every axis
 *     overlapping by more than the margin (interior contact).
 * Coordinates are expected at table scale (inches, up to some hundreds): cross products stay below about 10^5 and their rounding error below
 * 10^-10, so a margin of 10^-7 is safe by three orders of magnitude.
 */
import { isSimplePolygon } from './simple.js';
import { orient } from './orient.js';
import { pointInPolygon } from './point-in-polygon.js';
import { segmentMeetsPolygonInterior, segmentPolygonIntersection } from './segment-polygon.js';
import type { Location, Point, Polygon } from './types.js';

const MARGIN = 1e-7;

export interface FastPoly {
  readonly poly: Polygon;
  readonly xs: Float64Array;
  readonly ys: Float64Array;
  /** Bounding box, grown by the margin. */
  readonly x0: number;
  readonly y0: number;
  readonly x1: number;
  readonly y1: number;
  /** Bounding circle (centre of the box), radius grown by the margin. */
  readonly cx: number;
  readonly cy: number;
  readonly R: number;
  /** A disc about the same centre inside the polygon, shrunk by 10^-6 (0 when there is none). */
  readonly rin: number;
  /** Counter-clockwise and convex (collinear vertices allowed), exactly. */
  readonly convex: boolean;
  /**
   * Counter-clockwise and convex up to rounding: no turn to the right by more than 10^-9 (a grown polygon's
   * nearly straight vertices can come out a hair reflex). Such a polygon lies within about 10^-12" of its
   * convex hull, so a segment the separating-axis test keeps apart by the margin misses it too.
   */
  readonly hull: boolean;
}

export function fastPoly(poly: Polygon): FastPoly {
  const n = poly.length;
  const xs = new Float64Array(n), ys = new Float64Array(n);
  let x0 = Infinity, y0 = Infinity, x1 = -Infinity, y1 = -Infinity;
  for (let i = 0; i < n; i++) {
    const p = poly[i]!;
    xs[i] = p.x;
    ys[i] = p.y;
    if (p.x < x0) x0 = p.x;
    if (p.y < y0) y0 = p.y;
    if (p.x > x1) x1 = p.x;
    if (p.y > y1) y1 = p.y;
  }
  const cx = (x0 + x1) / 2, cy = (y0 + y1) / 2;
  let R = 0;
  for (let i = 0; i < n; i++) R = Math.max(R, Math.hypot(xs[i]! - cx, ys[i]! - cy));
  // Convex and counter-clockwise, exactly: no turn to the right, and some turn to the left.
  let convex = true, left = false;
  for (let i = 0; i < n && convex; i++) {
    const o = orient(poly[(i + n - 1) % n]!, poly[i]!, poly[(i + 1) % n]!);
    if (o < 0) convex = false;
    if (o > 0) left = true;
  }
  const simple = left && (convex ? turnsOnce(poly) || isSimplePolygon(poly) : isSimplePolygon(poly));
  convex &&= simple;
  let hull = simple;
  for (let i = 0; i < n && hull; i++) {
    const a = (i + n - 1) % n, c = (i + 1) % n;
    if ((xs[i]! - xs[a]!) * (ys[c]! - ys[i]!) - (ys[i]! - ys[a]!) * (xs[c]! - xs[i]!) < -1e-9) hull = false;
  }
  // The inscribed disc about the same centre (a convex polygon holds it; 0 when the centre is not inside).
  let rin = Infinity;
  for (let i = 0; i < n && hull; i++) {
    const j = i + 1 === n ? 0 : i + 1;
    const ex = xs[j]! - xs[i]!, ey = ys[j]! - ys[i]!;
    rin = Math.min(rin, (ex * (cy - ys[i]!) - ey * (cx - xs[i]!)) / Math.hypot(ex, ey));
  }
  rin = hull && rin > 1e-6 ? rin - 1e-6 : 0;
  return { poly, xs, ys, x0: x0 - MARGIN, y0: y0 - MARGIN, x1: x1 + MARGIN, y1: y1 + MARGIN, cx, cy, R: R + MARGIN, rin, convex, hull };
}

/** False when the closed segment surely misses the closed polygon (box and bounding circle filters). */
export function mayMeet(f: FastPoly, ax: number, ay: number, bx: number, by: number): boolean {
  return reach(f, ax, ay, bx, by) !== 0;
}

/**
 * 0: the closed segment surely misses the closed polygon (it misses the box or the bounding circle);
 * 1: it surely meets the interior (it passes through the inscribed disc); 2: cannot tell this cheaply.
 */
function reach(f: FastPoly, ax: number, ay: number, bx: number, by: number): 0 | 1 | 2 {
  // Slab test of the segment against the box.
  let t0 = 0, t1 = 1;
  const dx = bx - ax, dy = by - ay;
  if (dx === 0) {
    if (ax < f.x0 || ax > f.x1) return 0;
  } else {
    const u = (f.x0 - ax) / dx, v = (f.x1 - ax) / dx;
    if (u < v) {
      if (u > t0) t0 = u;
      if (v < t1) t1 = v;
    } else {
      if (v > t0) t0 = v;
      if (u < t1) t1 = u;
    }
    if (t0 > t1) return 0;
  }
  if (dy === 0) {
    if (ay < f.y0 || ay > f.y1) return 0;
  } else {
    const u = (f.y0 - ay) / dy, v = (f.y1 - ay) / dy;
    if (u < v) {
      if (u > t0) t0 = u;
      if (v < t1) t1 = v;
    } else {
      if (v > t0) t0 = v;
      if (u < t1) t1 = u;
    }
    if (t0 > t1) return 0;
  }
  // Distance from the circles' centre to the segment.
  const L = dx * dx + dy * dy;
  let t = L > 0 ? ((f.cx - ax) * dx + (f.cy - ay) * dy) / L : 0;
  if (t < 0) t = 0;
  else if (t > 1) t = 1;
  const ex = ax + t * dx - f.cx, ey = ay + t * dy - f.cy;
  const d2 = ex * ex + ey * ey;
  if (d2 > f.R * f.R * (1 + 1e-12)) return 0;
  return d2 < f.rin * f.rin * (1 - 1e-12) ? 1 : 2;
}

/** 1: surely meets the interior, 0: surely not, -1: too close to call in floating point. */
function convexSat(f: FastPoly, ax: number, ay: number, bx: number, by: number): 1 | 0 | -1 {
  const { xs, ys } = f;
  const n = xs.length;
  let sure = true;
  for (let i = 0; i < n; i++) {
    const j = i + 1 === n ? 0 : i + 1;
    const ex = xs[j]! - xs[i]!, ey = ys[j]! - ys[i]!;
    const sa = ex * (ay - ys[i]!) - ey * (ax - xs[i]!);
    const sb = ex * (by - ys[i]!) - ey * (bx - xs[i]!);
    const hi = sa > sb ? sa : sb;
    if (hi < -MARGIN) return 0; // both ends outside this edge
    if (hi <= MARGIN) sure = false;
  }
  const dx = bx - ax, dy = by - ay;
  let lo = Infinity, hi = -Infinity;
  for (let i = 0; i < n; i++) {
    const c = dx * (ys[i]! - ay) - dy * (xs[i]! - ax);
    if (c < lo) lo = c;
    if (c > hi) hi = c;
  }
  if (lo > MARGIN || hi < -MARGIN) return 0; // the polygon lies on one side of the segment's line
  if (!(lo < -MARGIN && hi > MARGIN)) sure = false;
  return sure ? 1 : -1;
}

/** The index of the vertex at exactly p, or -1. */
function vertexAt(f: FastPoly, p: Point): number {
  const { xs, ys } = f;
  for (let i = 0; i < xs.length; i++) if (xs[i] === p.x && ys[i] === p.y) return i;
  return -1;
}

/**
 * Does the segment meet the polygon's interior? Exact (segmentMeetsPolygonInterior), filtered. A segment from
 * a vertex of a convex polygon enters it exactly when its other end lies strictly left of both edges at that
 * vertex (the open cone of the corner): two exact orientation tests.
 */
export function meetsInterior(f: FastPoly, a: Point, b: Point): boolean {
  const near = reach(f, a.x, a.y, b.x, b.y);
  if (near !== 2) return near === 1;
  if (f.hull) {
    const s = convexSat(f, a.x, a.y, b.x, b.y);
    if (s === 0) return false;
    if (s === 1 && f.convex) return true;
    if (f.convex && (a.x !== b.x || a.y !== b.y)) {
      const n = f.poly.length;
      for (const [v, w] of [[a, b], [b, a]] as const) {
        const k = vertexAt(f, v);
        if (k < 0) continue;
        const prev = f.poly[(k + n - 1) % n]!, next = f.poly[(k + 1) % n]!;
        return orient(prev, v, w) > 0 && orient(v, next, w) > 0;
      }
    }
  }
  return segmentMeetsPolygonInterior({ a, b }, f.poly);
}

/** pointInPolygon, filtered. */
export function locate(f: FastPoly, p: Point): Location {
  if (p.x < f.x0 || p.x > f.x1 || p.y < f.y0 || p.y > f.y1) return 'outside';
  if (f.hull) {
    const { xs, ys } = f;
    const n = xs.length;
    let sure = true;
    for (let i = 0; i < n; i++) {
      const j = i + 1 === n ? 0 : i + 1;
      const s = (xs[j]! - xs[i]!) * (p.y - ys[i]!) - (ys[j]! - ys[i]!) * (p.x - xs[i]!);
      if (s < -MARGIN) return 'outside';
      if (s <= MARGIN) sure = false;
    }
    if (sure) return 'inside';
  }
  return pointInPolygon(p, f.poly);
}


/**
 * The stretch of the segment inside the polygon's interior, as parameter intervals appended to `out`: those of
 * segmentPolygonIntersection, or for a convex polygon the one stretch clipped in floating point (clipConvex,
 * lenient: its ends within about 10^-9 of the exact code's; near-calls go to the exact code). For severe
 * costs, where 10^-9 of a segment is far below the 10^-4" the answers are given to.
 */
export function insideShare(f: FastPoly, a: Point, b: Point, out: [number, number][]): void {
  const c = clipConvex(f, a, b, CLIP, true);
  if (c === 0) return;
  if (c === 1) {
    out.push([CLIP[0], CLIP[1]]);
    return;
  }
  for (const v of segmentPolygonIntersection({ a, b }, f.poly).intervals) out.push([v[0], v[1]]);
}

const CLIP: [number, number] = [0, 0];
const EMPTY: readonly (readonly [number, number])[] = [];

/**
 * The parameter intervals over which the segment runs through the polygon's interior: exactly those of
 * segmentPolygonIntersection, without its work when the filters show the segment cannot enter.
 */
export function interiorIntervals(f: FastPoly, a: Point, b: Point): readonly (readonly [number, number])[] {
  if (!mayMeet(f, a.x, a.y, b.x, b.y)) return EMPTY;
  if (f.hull && convexSat(f, a.x, a.y, b.x, b.y) === 0) return EMPTY;
  return segmentPolygonIntersection({ a, b }, f.poly).intervals;
}

/** Below this a cross product counts as zero in `lenient` clipping (its rounding error is at most about 10^-12 on a table). */
const ZERO = 1e-11;

/**
 * The stretch [t0, t1] of the segment inside a convex polygon's interior, clipped in floating point, when
 * that is sure: returns 1 with `out` set (each end within 10^-9 of the exact code's, and the stretch longer
 * than that), 0 when the segment surely does not enter, and -1 when it is too close to call (the caller then
 * asks the exact code). An end exactly at a vertex is on that vertex's edges exactly. `lenient` also takes an
 * end within 10^-11 (in cross-product units) of an edge's line as on it, as a point placed on an edge in
 * floating point is: the stretch then differs from the exact one by at most about 10^-9 of the segment, where
 * the exact answer itself hangs on how the point was rounded. A segment running along an edge always goes to
 * the exact code.
 */
export function clipConvex(f: FastPoly, a: Point, b: Point, out: [number, number], lenient = false): 1 | 0 | -1 {
  if (!mayMeet(f, a.x, a.y, b.x, b.y)) return 0;
  if (!f.hull) return -1;
  const { xs, ys } = f;
  const n = xs.length;
  let t0 = 0, t1 = 1;
  for (let i = 0; i < n; i++) {
    const j = i + 1 === n ? 0 : i + 1;
    const ex = xs[j]! - xs[i]!, ey = ys[j]! - ys[i]!;
    const na = ex * (a.y - ys[i]!) - ey * (a.x - xs[i]!);
    const nb = ex * (b.y - ys[i]!) - ey * (b.x - xs[i]!);
    const aOn = (a.x === xs[i] && a.y === ys[i]) || (a.x === xs[j] && a.y === ys[j]);
    const bOn = (b.x === xs[i] && b.y === ys[i]) || (b.x === xs[j] && b.y === ys[j]);
    // Along the edge (both ends on its line or nearly, not both at its vertices): ask the exact code.
    if (!(aOn && bOn) && (aOn || Math.abs(na) <= MARGIN) && (bOn || Math.abs(nb) <= MARGIN)) return -1;
    const sa = aOn ? 0 : na > MARGIN ? 1 : na < -MARGIN ? -1 : lenient && Math.abs(na) <= ZERO ? 0 : NaN;
    const sb = bOn ? 0 : nb > MARGIN ? 1 : nb < -MARGIN ? -1 : lenient && Math.abs(nb) <= ZERO ? 0 : NaN;
    if (sa !== sa || sb !== sb) return -1;
    if (sa <= 0 && sb <= 0) return 0;
    if (sa > 0 && sb > 0) continue;
    if (sa === 0 || sb === 0) continue; // one end on the edge's line, the other inside: no cut
    // t's rounding error is about 10^-12 / |na - nb|.
    if (Math.abs(na - nb) < (lenient ? 1e-3 : 0.1)) return -1;
    const t = na / (na - nb);
    if (sb > sa) {
      if (t > t0) t0 = t;
    } else if (t < t1) t1 = t;
  }
  if (t1 - t0 > 1e-9) {
    out[0] = t0;
    out[1] = t1;
    return 1;
  }
  return t1 - t0 < -1e-9 ? 0 : -1;
}

/**
 * For a polygon with no right turn (exactly), is it simple? A closed polyline whose turns are all to the left
 * and sum to one full turn is a convex curve, so it does not cross itself; more than one full turn (a
 * polygon wound twice) or a turn straight back is left to isSimplePolygon. The sum of angles is a float,
 * but it is a whole number of turns, so a tolerance of half a turn decides it. O(n) instead of
 * isSimplePolygon's O(n^2), which grown circles (many vertices) made a large part of building the graph.
 */
function turnsOnce(poly: Polygon): boolean {
  const n = poly.length;
  let total = 0;
  for (let i = 0; i < n; i++) {
    const a = poly[(i + n - 1) % n]!, b = poly[i]!, c = poly[(i + 1) % n]!;
    const ux = b.x - a.x, uy = b.y - a.y, vx = c.x - b.x, vy = c.y - b.y;
    const cross = ux * vy - uy * vx, dot = ux * vx + uy * vy;
    if (cross <= 0 && dot <= 0) return false; // a turn straight back (or a repeated vertex)
    total += Math.atan2(cross, dot);
  }
  return Math.abs(total - 2 * Math.PI) < Math.PI;
}
