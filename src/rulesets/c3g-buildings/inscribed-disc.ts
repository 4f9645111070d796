/**
 * The largest disc that fits in a free region: inside every container polygon (the hex; an interior
 * structure's footprint) and overlapping the interior of no obstacle polygon (other footprints). Pure
 * plane geometry, no game words; it lives here because only the C3G hex classification needs it.
 *
 * Method. The clearance of a point p is f(p) = min(distance to each container's boundary, distance to
 * each obstacle), or negative when p is outside a container or inside an obstacle. The largest disc has
 * radius max f over the free region, and its centre is a vertex of the region's medial axis: a point
 * equidistant from three sites, where a site is an edge line (signed so the free side is positive) or a
 * polygon vertex (Lee, "Medial axis transformation of a planar shape", IEEE PAMI 1982; the maximum of
 * the distance function along a medial-axis edge between line and point sites is at an end, so the vertices
 * suffice). We solve every triple of sites in closed form (three lines: a 3x3 linear system; with a point:
 * two linear equations give a line in (x, y, r) space, and |p - q| = r a quadratic along it), then
 * evaluate the true clearance f at each candidate with exact inside/outside tests (robust predicates) and
 * double distances, and keep the best. Spurious candidates (from an edge line beyond its segment) only
 * give smaller but genuine discs, since f is evaluated, not assumed; so the answer is the true maximum up
 * to floating rounding (about 1e-12 of the coordinates), the same on every run.
 */
import { pointInPolygon } from '../../geometry/plane/point-in-polygon.js';
import { normalizePolygon } from '../../geometry/plane/shape.js';
import { orient } from '../../geometry/plane/orient.js';
import type { Point, Polygon } from '../../geometry/plane/types.js';

export interface Disc {
  readonly centre: Point;
  readonly radius: number;
}

/**
 * Clearance of p (see the module header); negative outside the free region. With `convexFirst` the first
 * container is convex and counter-clockwise (the hex), and p's place in it is read off the six orientation
 * tests of its sides alone (outside when right of one, on the boundary when on one's line and right of
 * none): the same answer as pointInPolygon's, with fewer tests.
 */
export function clearance(p: Point, containers: readonly Polygon[], obstacles: readonly Polygon[], convexFirst = false): number {
  // Every inside test first (in the same order), so a point outside the free region costs no distances.
  for (let i = 0; i < containers.length; i++) {
    const loc = i === 0 && convexFirst ? inConvex(p, containers[0]!) : pointInPolygon(p, containers[i]!);
    if (loc === 'outside') return -1;
    if (loc === 'boundary') return 0;
  }
  for (const o of obstacles) {
    const loc = pointInPolygon(p, o);
    if (loc === 'inside') return -1;
    if (loc === 'boundary') return 0;
  }
  let best = Infinity;
  for (const c of containers) best = Math.min(best, edgeDistance(p, c));
  for (const o of obstacles) best = Math.min(best, edgeDistance(p, o));
  return best;
}

/** Whether p is in the free region or on its boundary (clearance(p) >= 0), by the inside tests alone. */
function isFree(p: Point, containers: readonly Polygon[], obstacles: readonly Polygon[], convexFirst: boolean): boolean {
  for (let i = 0; i < containers.length; i++) {
    const loc = i === 0 && convexFirst ? inConvex(p, containers[0]!) : pointInPolygon(p, containers[i]!);
    if (loc === 'outside') return false;
    if (loc === 'boundary') return true;
  }
  for (const o of obstacles) {
    const loc = pointInPolygon(p, o);
    if (loc === 'inside') return false;
    if (loc === 'boundary') return true;
  }
  return true;
}

/** p's place in the convex, counter-clockwise polygon `poly` (exact orientation tests). */
function inConvex(p: Point, poly: Polygon): 'inside' | 'outside' | 'boundary' {
  let on = false;
  for (let i = 0, n = poly.length; i < n; i++) {
    const o = orient(poly[i]!, poly[i + 1 === n ? 0 : i + 1]!, p);
    if (o < 0) return 'outside';
    if (o === 0) on = true;
  }
  return on ? 'boundary' : 'inside';
}

/** edgeDistance's first pass per edge: squared distance and the offset from the nearest point (grown as needed). */
let EDGE_D2 = new Float64Array(64);
let EDGE_U = new Float64Array(128);

/**
 * Distance from p to the nearest edge of `poly`, p on none of them (clearance asks after the exact inside
 * test has said so): pointSegmentDistance's arithmetic without its on-segment test, and no allocation.
 * Math.hypot is several times slower than a square root in V8, so a first pass finds the nearest edge by
 * squared distance and hypot is taken only of the edges within a hair (1e-9, relative) of it: the squared
 * distance is within a few ulps of hypot's square, so the edge of least hypot is among them and the minimum
 * is exactly the one hypot over every edge gives.
 */
function edgeDistance(p: Point, poly: Polygon): number {
  const px = p.x, py = p.y, n = poly.length;
  if (EDGE_D2.length < n) { EDGE_D2 = new Float64Array(2 * n); EDGE_U = new Float64Array(4 * n); }
  const d2s = EDGE_D2, us = EDGE_U;
  let least = Infinity;
  for (let i = 0; i < n; i++) {
    const a = poly[i]!, b = poly[i + 1 === n ? 0 : i + 1]!;
    const dx = b.x - a.x, dy = b.y - a.y;
    const len2 = dx * dx + dy * dy;
    let qx = a.x, qy = a.y;
    if (len2 !== 0) {
      const t = ((px - a.x) * dx + (py - a.y) * dy) / len2;
      if (t >= 1) { qx = b.x; qy = b.y; } else if (t > 0) { qx = a.x + t * dx; qy = a.y + t * dy; }
    }
    const ux = px - qx, uy = py - qy, d2 = ux * ux + uy * uy;
    d2s[i] = d2;
    us[2 * i] = ux;
    us[2 * i + 1] = uy;
    if (d2 < least) least = d2;
  }
  const near = least * (1 + 1e-9) + 1e-290;
  let d = Infinity;
  for (let i = 0; i < n; i++) {
    if (d2s[i]! > near) continue;
    const v = Math.hypot(us[2 * i]!, us[2 * i + 1]!);
    d = Math.min(d, v > 0 ? v : Number.MIN_VALUE);
  }
  return d;
}

/**
 * The sites of the free region's boundary, flat: site i is an edge's line (kind 0: unit normal nx, ny
 * pointing into the free side, offset c; the segment from (ax, ay) along (ex, ey) bounds it) or a vertex
 * (kind 1, at (ax, ay)). Only reflex vertices of the free region are point sites: at a convex corner no
 * disc inside the region touches the corner (a disc through the apex of a wedge under 180 degrees leaves
 * it), so such a vertex is never the nearest boundary point of a medial-axis vertex.
 */
export interface Sites {
  n: number;
  kind: Uint8Array;
  nx: Float64Array; ny: Float64Array; c: Float64Array;
  ax: Float64Array; ay: Float64Array; ex: Float64Array; ey: Float64Array;
}

export function newSites(cap: number): Sites {
  return {
    n: 0, kind: new Uint8Array(cap),
    nx: new Float64Array(cap), ny: new Float64Array(cap), c: new Float64Array(cap),
    ax: new Float64Array(cap), ay: new Float64Array(cap), ex: new Float64Array(cap), ey: new Float64Array(cap),
  };
}

/**
 * Which sides of the convex, counter-clockwise `hull` each corner of `poly` lies on, to within `tol` (bit i:
 * side i, from hull corner i to i + 1; at most 31 sides are looked at).
 */
function onHullSides(poly: Polygon, hull: Polygon, tol: number): Int32Array {
  const out = new Int32Array(poly.length);
  const m = Math.min(hull.length, 31);
  for (let i = 0; i < m; i++) {
    const a = hull[i]!, b = hull[(i + 1) % hull.length]!;
    const ex = b.x - a.x, ey = b.y - a.y, len = Math.sqrt(ex * ex + ey * ey);
    for (let k = 0; k < poly.length; k++) {
      const p = poly[k]!;
      if (Math.abs(ex * (p.y - a.y) - ey * (p.x - a.x)) <= tol * len) out[k]! |= 1 << i;
    }
  }
  return out;
}

/** largestDisc's sites, reused from call to call (grown as needed). */
let SCRATCH = newSites(64);
function scratchSites(cap: number): Sites {
  if (SCRATCH.kind.length < cap) SCRATCH = newSites(Math.max(cap, 2 * SCRATCH.kind.length));
  SCRATCH.n = 0;
  return SCRATCH;
}

/**
 * The sides of the convex `hull` (bits, as onHullSides) that the obstacles' edges along them cover from end
 * to end, to within `tol`: no free region touches such a side (a disc in the hull tangent to it there would
 * enter the obstacle), so it is no site either.
 */
function coveredSides(hull: Polygon, os: readonly Polygon[], masks: readonly Int32Array[], tol: number): number {
  let covered = 0;
  const m = Math.min(hull.length, 31);
  for (let i = 0; i < m; i++) {
    const a = hull[i]!, b = hull[(i + 1) % hull.length]!;
    const ex = b.x - a.x, ey = b.y - a.y, len = Math.sqrt(ex * ex + ey * ey);
    const along: [number, number][] = [];
    for (let o = 0; o < os.length; o++) {
      const poly = os[o]!, mask = masks[o]!, bit = 1 << i;
      for (let k = 0; k < poly.length; k++) {
        const k2 = k + 1 === poly.length ? 0 : k + 1;
        if (!(mask[k]! & mask[k2]! & bit)) continue;
        const p = poly[k]!, q = poly[k2]!;
        const tp = ((p.x - a.x) * ex + (p.y - a.y) * ey) / len, tq = ((q.x - a.x) * ex + (q.y - a.y) * ey) / len;
        along.push(tp < tq ? [tp, tq] : [tq, tp]);
      }
    }
    if (!along.length) continue;
    along.sort((u, v) => u[0] - v[0]);
    let reach = 0;
    for (const [lo, hi] of along) {
      if (lo > reach + tol) break;
      if (hi > reach) reach = hi;
    }
    if (reach >= len - tol) covered |= 1 << i;
  }
  return covered;
}

/**
 * Adds a counter-clockwise polygon's sites, in the order edge line, then its start vertex (when reflex).
 * With `onHull` (an obstacle clipped to a convex container: which container sides each corner lies on), an
 * edge along a container side and a corner on one are left out: a disc in the container that touches such
 * a point touches the container's side there too, tangent to the side's line, a site already (a corner of
 * the free region on a convex container's boundary is never reflex), and no free region lies along such an
 * edge. Clipping puts a footprint's cut corners on the hex sides, and its parts outside the hex become runs
 * along them, so this keeps the sites to the footprint's corners really inside the hex.
 */
function addSites(out: Sites, poly: Polygon, freeInside: boolean, everyVertex = false, onHull?: Int32Array, skipEdges = 0): void {
  const n = poly.length;
  for (let i = 0; i < n; i++) {
    const a = poly[i]!, b = poly[(i + 1) % n]!, prev = poly[(i + n - 1) % n]!;
    if (i < 31 && (skipEdges & (1 << i)) !== 0) {
      // a convex container's side covered by obstacles (coveredSides): no site
    } else if (!onHull || (onHull[i]! & onHull[(i + 1) % n]!) === 0) addEdgeSite(out, a, b, freeInside);
    if (onHull && onHull[i]! !== 0) continue;
    // The turn at a: left (convex for the polygon) is convex for a container's free inside and reflex for
    // the free outside of an obstacle. A straight or doubled-back vertex (turn 0) stays a site.
    const turn = orient(prev, a, b);
    if (!everyVertex && (freeInside ? turn > 0 : turn < 0)) continue;
    const k = out.n++;
    out.kind[k] = 1; out.ax[k] = a.x; out.ay[k] = a.y;
  }
}

function addEdgeSite(out: Sites, a: Point, b: Point, freeInside: boolean): void {
  const ex = b.x - a.x, ey = b.y - a.y;
  const len = Math.hypot(ex, ey);
  // Counter-clockwise polygon: the interior is left of a -> b, where cross(e, p - a) > 0.
  let nx = -ey / len, ny = ex / len;
  if (!freeInside) { nx = -nx; ny = -ny; }
  const k = out.n++;
  out.kind[k] = 0; out.nx[k] = nx; out.ny[k] = ny; out.c[k] = nx * a.x + ny * a.y;
  out.ax[k] = a.x; out.ay[k] = a.y; out.ex[k] = ex; out.ey[k] = ey;
}

/**
 * Distance from (x, y) to site k's segment or vertex: f(x, y) is at most this. (A square root of the sum of
 * squares, not Math.hypot, several times slower in V8: the two differ by an ulp or two at these scales, far
 * under the slack every use of this bound adds.)
 */
function siteDistance(s: Sites, k: number, x: number, y: number): number {
  const ax = s.ax[k]!, ay = s.ay[k]!;
  if (s.kind[k] === 1) { const dx = x - ax, dy = y - ay; return Math.sqrt(dx * dx + dy * dy); }
  const ex = s.ex[k]!, ey = s.ey[k]!;
  const len2 = ex * ex + ey * ey;
  let t = ((x - ax) * ex + (y - ay) * ey) / len2;
  t = t < 0 ? 0 : t > 1 ? 1 : t;
  const dx = x - (ax + t * ex), dy = y - (ay + t * ey);
  return Math.sqrt(dx * dx + dy * dy);
}

function det3(x00: number, x01: number, x02: number, x10: number, x11: number, x12: number, x20: number, x21: number, x22: number): number {
  return x00 * (x11 * x22 - x12 * x21) - x01 * (x10 * x22 - x12 * x20) + x02 * (x10 * x21 - x11 * x20);
}

/** solve3's solution. */
const V = new Float64Array(3);

/** The convex first container's sides (largestDisc): unit normal and offset, three numbers a side (grown as needed). */
let HULL = new Float64Array(18);
/** Candidates of one search: centre and the bound on its clearance (grown as needed). */
let CX = new Float64Array(1024), CY = new Float64Array(1024), CU = new Float64Array(1024), CI = new Int32Array(1024);
/** The candidates' order of evaluation (largestDisc). */
let ORD = new Int32Array(1024);
/** Which candidates' bounds are tight (largestDisc). */
let TIGHT = new Uint8Array(1024);
function grow(): void {
  const n = CX.length * 2;
  const x = new Float64Array(n), y = new Float64Array(n), u = new Float64Array(n), i = new Int32Array(n);
  x.set(CX); y.set(CY); u.set(CU); i.set(CI);
  CX = x; CY = y; CU = u; CI = i;
}

/** Solve the 3x3 system by Cramer's rule into V; false when singular. */
function solve3(a00: number, a01: number, a02: number, a10: number, a11: number, a12: number, a20: number, a21: number, a22: number, b0: number, b1: number, b2: number): boolean {
  const d = det3(a00, a01, a02, a10, a11, a12, a20, a21, a22);
  if (d === 0 || !Number.isFinite(d)) return false;
  V[0] = det3(b0, a01, a02, b1, a11, a12, b2, a21, a22) / d;
  V[1] = det3(a00, b0, a02, a10, b1, a12, a20, b2, a22) / d;
  V[2] = det3(a00, a01, b0, a10, a11, b1, a20, a21, b2) / d;
  return true;
}

/** solveTriple's answers: up to two centres (x, y), in the order found. */
const EQ = new Float64Array(4);

/**
 * The points (x, y, r) equidistant (distance r >= 0) from sites i, j, k, in the order the lines come first,
 * then the points (each solved as two linear equations and a quadratic along their solution line, see the
 * module header): their number, the centres in EQ. The rows are read into locals (a third of the time of
 * filling a 3x3 scratch system for each triple); the arithmetic, and so every bit of the answer, is that
 * of writing the system out.
 */
function solveTriple(s: Sites, i: number, j: number, k: number): number {
  const kind = s.kind, nx = s.nx, ny = s.ny, c = s.c, ax = s.ax, ay = s.ay;
  // The lines among i, j, k in order, then the points in order.
  let l0 = -1, l1 = -1, l2 = -1, p0 = -1, p1 = -1, p2 = -1;
  for (let u = 0; u < 3; u++) {
    const t = u === 0 ? i : u === 1 ? j : k;
    if (kind[t] === 0) { if (l0 < 0) l0 = t; else if (l1 < 0) l1 = t; else l2 = t; } else if (p0 < 0) p0 = t; else if (p1 < 0) p1 = t; else p2 = t;
  }
  if (p0 < 0) {
    // Three lines: n . (x, y) - r = c, by Cramer's rule as solve3, r first (none of negative distance).
    const a00 = nx[l0]!, a01 = ny[l0]!, a10 = nx[l1]!, a11 = ny[l1]!, a20 = nx[l2]!, a21 = ny[l2]!, b0 = c[l0]!, b1 = c[l1]!, b2 = c[l2]!;
    const d = det3(a00, a01, -1, a10, a11, -1, a20, a21, -1);
    if (d === 0 || !Number.isFinite(d) || !(det3(a00, a01, b0, a10, a11, b1, a20, a21, b2) / d >= 0)) return 0;
    EQ[0] = det3(b0, a01, -1, b1, a11, -1, b2, a21, -1) / d;
    EQ[1] = det3(a00, b0, -1, a10, b1, -1, a20, b2, -1) / d;
    return 1;
  }
  // Two linear rows a_1, a_2 (the lines, then each further point against the first: |v - q|^2 = |v - p|^2).
  const px = ax[p0]!, py = ay[p0]!;
  let a10: number, a11: number, a12: number, b1: number, a20: number, a21: number, a22: number, b2: number;
  if (l0 >= 0) { a10 = nx[l0]!; a11 = ny[l0]!; a12 = -1; b1 = c[l0]!; } else {
    const qx = ax[p1]!, qy = ay[p1]!;
    a10 = 2 * (qx - px); a11 = 2 * (qy - py); a12 = 0; b1 = qx * qx + qy * qy - px * px - py * py;
  }
  if (l1 >= 0) { a20 = nx[l1]!; a21 = ny[l1]!; a22 = -1; b2 = c[l1]!; } else {
    const q = l0 >= 0 ? p1 : p2, qx = ax[q]!, qy = ay[q]!;
    a20 = 2 * (qx - px); a21 = 2 * (qy - py); a22 = 0; b2 = qx * qx + qy * qy - px * px - py * py;
  }
  // Their solution line v0 + t d, with d = a_1 x a_2.
  const dx = a11 * a22 - a12 * a21, dy = a12 * a20 - a10 * a22, dr = a10 * a21 - a11 * a20;
  if (!solve3(a10, a11, a12, a20, a21, a22, dx, dy, dr, b1, b2, 0)) return 0;
  const x0 = V[0]!, y0 = V[1]!, r0 = V[2]!;
  const ox = x0 - px, oy = y0 - py;
  const A = dx * dx + dy * dy - dr * dr;
  const B = 2 * (ox * dx + oy * dy - r0 * dr);
  const C = ox * ox + oy * oy - r0 * r0;
  let m = 0;
  if (Math.abs(A) <= 1e-14 * (dx * dx + dy * dy + dr * dr)) {
    if (B !== 0) { const t = -C / B; if (r0 + t * dr >= 0) { EQ[0] = x0 + t * dx; EQ[1] = y0 + t * dy; m = 1; } }
    return m;
  }
  const disc = B * B - 4 * A * C;
  if (disc < 0) return 0;
  const sq = Math.sqrt(disc);
  // Numerically stable roots.
  const qq = -0.5 * (B + (B >= 0 ? sq : -sq));
  if (qq !== 0) {
    let t = qq / A;
    if (r0 + t * dr >= 0) { EQ[0] = x0 + t * dx; EQ[1] = y0 + t * dy; m = 1; }
    t = C / qq;
    if (r0 + t * dr >= 0) { EQ[2 * m] = x0 + t * dx; EQ[2 * m + 1] = y0 + t * dy; m++; }
  } else if (r0 >= 0) { EQ[0] = x0; EQ[1] = y0; m = 1; }
  return m;
}

/** solveTriple's points, each to `emit` (for the exhaustive search and the tests' skipped candidates). */
export function equidistant(s: Sites, i: number, j: number, k: number, emit: (x: number, y: number) => void): void {
  const m = solveTriple(s, i, j, k);
  for (let u = 0; u < m; u++) emit(EQ[2 * u]!, EQ[2 * u + 1]!);
}

/** Sites from which largestDisc skips the pairs of sites that cannot hold the largest disc (pairMask). */
const PRUNE_FROM = 8;
/** pairMask's answer (n x n, row i, column j > i), the shrunk hull's corners, and each site's value at them. */
let PAIRS = new Uint8Array(256);
let SHX = new Float64Array(8), SHY = new Float64Array(8);
let AT = new Float64Array(256);

/**
 * Which pairs of sites may hold a candidate of clearance at least `low` + `tol`: PAIRS[i n + j] is 0 when
 * the locus of sites i and j (where equidistant's equations for them hold) misses the hull shrunk by `low`
 * (HULL's `sides` lines, each moved in by `low`). A candidate lies on the locus of each pair of its triple
 * (to the rounding of its solution), and one of clearance c lies in the hull shrunk by c, so a triple with
 * such a pair has no candidate that reaches the floor: skipping it leaves the answer as it is.
 *
 * The test reads each site's value at the shrunk hull's corners, taken once: a line's signed distance L(p)
 * (nx x + ny y - c), a point q's distance |p - q|. The locus of two lines (L_i = L_j) or of two points
 * (|p - q_i| = |p - q_j|) is a line, where the difference of the two values (or, for the points, a function
 * of the same sign as a linear one) changes sign: missed when the difference has one sign, by more than
 * `tol`, at every corner. That of a line and a point (|p - q| = L(p)) is a parabola; |p - q| - L(p) is
 * convex, so when it is under -tol at every corner it is negative all over the shrunk hull: missed. A line
 * whose every corner lies behind it by more than `tol` holds no candidate at all (equidistant emits none of
 * negative distance). The first `hullSites` sites are the hull's own sides, not tested (a hex's pairs of
 * sides all meet at its centre). Two lines nearly parallel, or two points nearly together, are marked 3 (illPair),
 * and every pair is kept when the shrunk hull is empty or degenerate (undefined).
 */
function pairMask(s: Sites, sides: number, hullSites: number, low: number, tol: number): Uint8Array | undefined {
  const n = s.n;
  if (PAIRS.length < n * n) PAIRS = new Uint8Array(2 * n * n);
  if (SHX.length < sides) { SHX = new Float64Array(2 * sides); SHY = new Float64Array(2 * sides); }
  if (AT.length < n * sides) AT = new Float64Array(2 * n * sides);
  // Corner q of the shrunk hull: where side q - 1's and side q's lines, moved in by `low`, cross.
  for (let q = 0; q < sides; q++) {
    const a = q === 0 ? sides - 1 : q - 1;
    const ax = HULL[3 * a]!, ay = HULL[3 * a + 1]!, ac = HULL[3 * a + 2]! + low;
    const bx = HULL[3 * q]!, by = HULL[3 * q + 1]!, bc = HULL[3 * q + 2]! + low;
    const det = ax * by - ay * bx;
    if (!(Math.abs(det) > 1e-9)) return undefined;
    SHX[q] = (ac * by - bc * ay) / det; SHY[q] = (ax * bc - bx * ac) / det;
  }
  // Every corner inside every moved line (to within tol): otherwise the shrunk hull lost a side (or is empty).
  for (let q = 0; q < sides; q++)
    for (let r = 0; r < sides; r++) if (HULL[3 * r]! * SHX[q]! + HULL[3 * r + 1]! * SHY[q]! - HULL[3 * r + 2]! - low < -tol) return undefined;
  const out = PAIRS, at = AT;
  for (let i = 0; i < n; i++)
    for (let q = 0; q < sides; q++) {
      const x = SHX[q]!, y = SHY[q]!;
      if (s.kind[i] === 0) at[i * sides + q] = s.nx[i]! * x + s.ny[i]! * y - s.c[i]!;
      else { const dx = x - s.ax[i]!, dy = y - s.ay[i]!; at[i * sides + q] = Math.sqrt(dx * dx + dy * dy); }
    }
  const dead = DEAD.length < n ? (DEAD = new Uint8Array(2 * n)) : DEAD;
  for (let i = 0; i < n; i++) {
    dead[i] = 0;
    if (s.kind[i] !== 0 || i < hullSites) continue;
    dead[i] = 1;
    for (let q = 0; q < sides; q++) if (at[i * sides + q]! >= -tol) { dead[i] = 0; break; }
  }
  for (let i = 0; i < n; i++)
    for (let j = i + 1; j < n; j++)
      out[i * n + j] = illPair(s, i, j) ? 3 : dead[i] || dead[j] ? 0 : j < hullSites || pairMayHold(s, i, j, sides, tol) ? 1 : 0;
  return out;
}
let DEAD = new Uint8Array(64);

/**
 * Two lines nearly parallel (the same side free), or two points nearly together: a triple with them is a
 * nearly singular system, whose rounded solution need not lie near the loci of its other pairs either, so
 * pairMask marks the pair 3 and such a triple is always solved.
 */
function illPair(s: Sites, i: number, j: number): boolean {
  const k = s.kind[i]!;
  if (k !== s.kind[j]) return false;
  const gx = k === 0 ? s.nx[i]! - s.nx[j]! : s.ax[i]! - s.ax[j]!, gy = k === 0 ? s.ny[i]! - s.ny[j]! : s.ay[i]! - s.ay[j]!;
  return !(gx * gx + gy * gy > 1e-6);
}

/** pairMask for sites i < j (a pair not ill-conditioned), from their values at the shrunk hull's corners (AT). */
function pairMayHold(s: Sites, i: number, j: number, sides: number, tol: number): boolean {
  const ki = s.kind[i]!, kj = s.kind[j]!, at = AT, bi = i * sides, bj = j * sides;
  if (ki === kj) {
    let below = false, above = false;
    for (let q = 0; q < sides; q++) {
      const v = at[bi + q]! - at[bj + q]!;
      if (v <= tol) below = true;
      if (v >= -tol) above = true;
    }
    return below && above;
  }
  // A line and a point: |p - q| - L(p) under -tol at every corner, or the point behind the line: missed.
  const bl = ki === 0 ? bi : bj, bp = ki === 0 ? bj : bi, l = ki === 0 ? i : j, pt = ki === 0 ? j : i;
  if (s.nx[l]! * s.ax[pt]! + s.ny[l]! * s.ay[pt]! - s.c[l]! < -tol) return false;
  for (let q = 0; q < sides; q++) if (at[bp + q]! - at[bl + q]! >= -tol) return true;
  return false;
}

/** Sites above which the triples are chosen by `localTriples` rather than all taken. */
const LOCAL_FROM = 16;

/** Sift the entry at `at` down a binary max-heap of indices (`heap[0..size)`) ordered by `key`. */
function siftDown(heap: Int32Array, key: Float64Array, at: number, size: number): void {
  const c = heap[at]!, u = key[c]!;
  for (;;) {
    let child = 2 * at + 1;
    if (child >= size) break;
    if (child + 1 < size && key[heap[child + 1]!]! > key[heap[child]!]!) child++;
    if (key[heap[child]!]! <= u) break;
    heap[at] = heap[child]!;
    at = child;
  }
  heap[at] = c;
}

/**
 * localTriples' cells, reused from call to call (grown as needed): centre, half side, upper bound, and the
 * cell's site list (from, len) in `list`; a binary max-heap of cells by bound, and the leaves.
 */
class Cells {
  cx = new Float64Array(256); cy = new Float64Array(256); half = new Float64Array(256); cu = new Float64Array(256);
  from = new Int32Array(256); len = new Int32Array(256); plen = new Int32Array(256);
  heap = new Int32Array(256); cells = 0; made = 0;
  leafAt = new Int32Array(256); leaves = 0;
  list = new Int32Array(4096); pool = 0;
  private ds = new Float64Array(64);

  reset(): void { this.cells = 0; this.made = 0; this.leaves = 0; this.pool = 0; }

  /** Room for `k` more entries in the list pool; where they go. */
  reserve(k: number): number {
    if (this.pool + k > this.list.length) {
      const l = new Int32Array(2 * (this.pool + k));
      l.set(this.list.subarray(0, this.pool));
      this.list = l;
    }
    return this.pool;
  }

  /** Scratch for `len` distances. */
  dist(len: number): Float64Array {
    if (this.ds.length < len) this.ds = new Float64Array(2 * len);
    return this.ds;
  }

  push(x: number, y: number, half: number, u: number, from: number, len: number, plen: number): void {
    if (this.made === this.cx.length) {
      const m = 2 * this.made;
      const f = (a: Float64Array) => { const b = new Float64Array(m); b.set(a); return b; };
      const g = (a: Int32Array) => { const b = new Int32Array(m); b.set(a); return b; };
      this.cx = f(this.cx); this.cy = f(this.cy); this.half = f(this.half); this.cu = f(this.cu);
      this.from = g(this.from); this.len = g(this.len); this.plen = g(this.plen); this.heap = g(this.heap); this.leafAt = g(this.leafAt);
    }
    const c = this.made++;
    this.cx[c] = x; this.cy[c] = y; this.half[c] = half; this.cu[c] = u; this.from[c] = from; this.len[c] = len; this.plen[c] = plen;
    const heap = this.heap, cu = this.cu;
    let at = this.cells++;
    while (at > 0) {
      const up = (at - 1) >> 1;
      if (cu[heap[up]!]! >= u) break;
      heap[at] = heap[up]!;
      at = up;
    }
    heap[at] = c;
  }

  pop(): number {
    const heap = this.heap, cu = this.cu, top = heap[0]!;
    const size = --this.cells;
    if (size > 0) {
      heap[0] = heap[size]!;
      siftDown(heap, cu, 0, size);
    }
    return top;
  }

  leaf(c: number): void { this.leafAt[this.leaves++] = c; }
}
const BNB = new Cells();
/** A cell of at most this many sites is not split when its parent's split did not thin its list. */
const LEAF_SITES = 6;

/**
 * The triples of sites that can define the largest disc, in increasing (i, j, k) order, without looking at
 * every triple: a best-first branch-and-bound over square cells of the free region's box (as in Lipschitz
 * global optimisation, and as "polylabel" searches for a pole of inaccessibility: V. Agafonkin, Mapbox,
 * 2016), where each cell carries the list of sites that can be nearest to one of its points, so a cell's
 * cost is its list, not the corners in the hex; a triple is kept when its three sites are all in the list of
 * one cell that may hold the disc.
 *
 * Why that loses nothing. Let d be the distance from a cell's centre to the nearest edge site, h the cell's
 * half-diagonal. The free region's boundary lies on the edge sites (a hex side covered by obstacles, or an
 * obstacle edge along a side, borders no free point), so a free point q of the cell has clearance
 * f(q) <= d + h (f is 1-Lipschitz); when the centre is not free, the way from it to q crosses the boundary
 * at a point b at least d from the centre, so f(q) <= |q - b| <= h - d. A cell with that upper bound u under
 * a lower bound L of the answer holds no point that beats L. L is the best clearance evaluated at the seeds
 * and at cell centres, less a margin far above the rounding of these distances, so the disc the full search
 * would keep (of clearance R >= L) has its centre c in a kept cell. Its sites are those at distance R from
 * c (Lee 1982: a medial-axis vertex touches its three sites), the nearest to c: a site nearest to a point q
 * of a cell is within d(q) + h <= d + 2h of the centre, so a child cell's list is the parent's sites within
 * d + 2h of the child's centre (a margin added) and c's three sites are in the list of every cell holding
 * c: its triple is solved. A candidate of any other triple is either not the best or found at the same
 * point by the triple kept; the property tests compare the answer with the exhaustive search's. Cells are
 * split while their lists hold more than three sites and they are not small against the room they may hold.
 */
function localTriples(s: Sites, cs: readonly Polygon[], os: readonly Polygon[], x0: number, y0: number, x1: number, y1: number, seedBest: number, convexFirst = false): Int32Array {
  const n = s.n;
  const margin = 1e-7 * (1 + Math.abs(x0) + Math.abs(y0) + Math.abs(x1) + Math.abs(y1));
  let lower = seedBest - margin;
  const b = BNB;
  b.reset();
  const root = Math.max(x1 - x0, y1 - y0) / 2;
  const rootList = b.reserve(n);
  for (let e = 0; e < n; e++) b.list[rootList + e] = e;
  b.pool = rootList + n;
  // Evaluates a cell against its parent's list: its own list (in the pool), bound and, at a free centre, the
  // lower bound raised. Pushed onto the heap unless its bound is under the lower bound.
  const add = (cx: number, cy: number, half: number, from: number, len: number) => {
    const h = half * Math.SQRT2;
    let d = Infinity;
    const ds = b.dist(len);
    for (let m = 0; m < len; m++) {
      const e = b.list[from + m]!, v = siteDistance(s, e, cx, cy);
      ds[m] = v;
      if (s.kind[e] === 0 && v < d) d = v;
    }
    let u = d + h;
    if (u < lower) return;
    // The exact inside tests only; the clearance itself (a scan of every edge) only where it may raise L.
    const p = { x: cx, y: cy };
    if (!isFree(p, cs, os, convexFirst)) u = h - d;
    else if (d - margin > lower) {
      const f = clearance(p, cs, os, convexFirst);
      if (f - margin > lower) lower = f - margin;
    }
    if (u < lower) return;
    const reach = d + 2 * h + margin, at = b.reserve(len);
    let k = 0;
    for (let m = 0; m < len; m++) if (ds[m]! <= reach) b.list[at + k++] = b.list[from + m]!;
    b.pool = at + k;
    b.push(cx, cy, half, u, at, k, len);
  };
  add((x0 + x1) / 2, (y0 + y1) / 2, root, rootList, n);
  while (b.cells > 0) {
    const c = b.pop();
    const u = b.cu[c]!;
    if (u < lower) continue;
    const cx = b.cx[c]!, cy = b.cy[c]!, half = b.half[c]!, from = b.from[c]!, len = b.len[c]!;
    // A leaf: three sites or fewer (one triple at most), a few sites that splitting its parent did not thin
    // (along a ridge of the clearance, as in a thin sliver, the lists stop thinning long before the cells
    // stop multiplying), a cell small against the room it may hold, or the search grown large (every list
    // holds the sites that matter: nothing is lost).
    if (len <= 3 || (len <= LEAF_SITES && len === b.plen[c]) || half * Math.SQRT2 < 0.002 * Math.max(lower, 1e-9) || b.made > 4096) { b.leaf(c); continue; }
    const q = half / 2;
    add(cx - q, cy - q, q, from, len); add(cx + q, cy - q, q, from, len);
    add(cx - q, cy + q, q, from, len); add(cx + q, cy + q, q, from, len);
  }
  // The union of the triples of the leaves that may still hold a point beating the lower bound.
  let keys: number[] = [];
  for (let m = 0; m < b.leaves; m++) {
    const c = b.leafAt[m]!;
    if (b.cu[c]! < lower) continue;
    const from = b.from[c]!, len = b.len[c]!;
    for (let i = 0; i < len; i++)
      for (let j = i + 1; j < len; j++)
        for (let k = j + 1; k < len; k++) keys.push((b.list[from + i]! * n + b.list[from + j]!) * n + b.list[from + k]!);
  }
  keys.sort((p, q) => p - q);
  let w = 0;
  for (let m = 0; m < keys.length; m++) if (m === 0 || keys[m] !== keys[m - 1]) keys[w++] = keys[m]!;
  keys = keys.slice(0, w);
  const triples = new Int32Array(w * 3);
  for (let m = 0; m < w; m++) {
    const key = keys[m]!;
    triples[3 * m] = Math.floor(key / (n * n));
    triples[3 * m + 1] = Math.floor(key / n) % n;
    triples[3 * m + 2] = key % n;
  }
  return triples;
}

/**
 * The largest disc in the free region (see the module header), or undefined when the region is empty.
 * Polygons may be in either orientation, unless `oriented`: then every polygon is counter-clockwise
 * already (as clip.ts leaves a counter-clockwise footprint, whose edges doubled back along the hex would
 * confuse a fresh orientation test).
 *
 * Every triple of sites is solved (a cube in the sites, cheap arithmetic and no allocation each), but the
 * true clearance (a linear scan with exact inside tests) is evaluated only for a candidate that could beat
 * the best so far: f at a candidate is at most its distance to each of its three sites' segments or
 * vertices, and to every edge, so a candidate whose bound is under the best radius is passed over. The
 * candidates of highest bound are evaluated first, which raises the best quickly. This keeps exactly the
 * answer of evaluating every candidate in turn (the same best, found at the same candidate: of equal
 * clearances the first wins), and the scans drop from one per triple to a handful.
 *
 * `convexFirst`: the first container is convex (the hex), and the obstacles' edges along its sides and
 * corners on them are no sites (addSites): the disc is then the largest to within 1e-9 of the coordinates'
 * size, not necessarily found at the same candidate, and a footprint clipped to the hex brings only its
 * corners inside the hex to the search, so its cost follows them, not the footprint's corners. With it,
 * `prune` skips the triples of a pair of sites whose locus misses the hull shrunk by the seeds' room
 * (pairMask: the same answer, to the bit); `skipped`, for tests, is given the candidates of those triples.
 */
export function largestDisc(containers: readonly Polygon[], obstacles: readonly Polygon[], seeds: readonly Point[] = [], oriented = false, localFrom = LOCAL_FROM, convexFirst = false, prune = true, skipped?: (x: number, y: number) => void): Disc | undefined {
  const cs = oriented ? containers : containers.map((p) => normalizePolygon(p));
  const os = oriented ? obstacles : obstacles.map((p) => normalizePolygon(p));
  let cap = 0;
  for (const p of cs) cap += 2 * p.length;
  for (const p of os) cap += 2 * p.length;
  const sites = scratchSites(cap);
  // The obstacles' sites on the first container's sides are left out when it is convex (addSites), to
  // within a hair of the coordinates' size (clipping leaves the cut corners that far off the hex sides),
  // and so are the sides they cover from end to end (coveredSides).
  const hull = convexFirst ? cs[0] : undefined;
  let tol = 0;
  if (hull) for (const q of hull) tol = Math.max(tol, Math.abs(q.x), Math.abs(q.y));
  tol = 1e-9 * (1 + tol);
  const masks = hull ? os.map((p) => onHullSides(p, hull, tol)) : [];
  const covered = hull ? coveredSides(hull, os, masks, tol) : 0;
  // The hull's sides are the first sites (pairMask).
  let hullSites = 0;
  if (hull) { addSites(sites, hull, true, false, undefined, covered); hullSites = sites.n; }
  cs.forEach((p, i) => { if (!hull || i > 0) addSites(sites, p, true, false, undefined, 0); });
  os.forEach((p, i) => addSites(sites, p, false, false, hull ? masks[i] : undefined));
  const n = sites.n;
  let best: Disc | undefined;
  let bestR = -Infinity, bestAt = -1;
  for (const s of seeds) {
    if (!Number.isFinite(s.x) || !Number.isFinite(s.y)) continue;
    const f = clearance({ x: s.x, y: s.y }, cs, os, convexFirst);
    if (f >= 0 && (!best || f > bestR)) { best = { centre: { x: s.x, y: s.y }, radius: f }; bestR = f; }
  }
  // A point outside the first container's box is outside it: clearance negative.
  let bx0 = Infinity, by0 = Infinity, bx1 = -Infinity, by1 = -Infinity;
  for (const p of cs[0] ?? []) { bx0 = Math.min(bx0, p.x); bx1 = Math.max(bx1, p.x); by0 = Math.min(by0, p.y); by1 = Math.max(by1, p.y); }
  // Pass 1: the candidates of the triples that can hold the largest disc, with their bound (plus slack for
  // the rounding of these distances against clearance()'s), in the order of the triples; those that cannot
  // beat the seeds are dropped. Which triples: see `localTriples` (every triple, when there are few sites).
  let cn = 0;
  let ti = 0, tj = 0, tk = 0;
  // The convex first container's sides as lines (unit normal inwards, offset): a point's clearance is at
  // most its signed distance to each (negative outside), a bound that needs no site of theirs.
  const sides = hull ? hull.length : 0;
  if (HULL.length < 3 * sides) HULL = new Float64Array(3 * sides);
  let width = Infinity;
  for (let i = 0; i < sides; i++) {
    const a = hull![i]!, b = hull![i + 1 === sides ? 0 : i + 1]!, ex = b.x - a.x, ey = b.y - a.y, len = Math.sqrt(ex * ex + ey * ey);
    const nx = -ey / len, ny = ex / len, c = nx * a.x + ny * a.y;
    HULL[3 * i] = nx; HULL[3 * i + 1] = ny; HULL[3 * i + 2] = c;
    let far = 0;
    for (const q of hull!) far = Math.max(far, nx * q.x + ny * q.y - c);
    width = Math.min(width, far);
  }
  // No disc in the hull is wider than the hull across any side (its distance to the farthest corner): a seed
  // with that much room is the answer (of equal clearances the seed wins anyway).
  if (best && bestR >= width / 2) return best;
  // A candidate whose bound is at or under the seeds' best is dropped (its clearance is under its bound).
  const few = n <= localFrom, floor = bestR;
  const collect = (x: number, y: number) => {
    if (!Number.isFinite(x) || !Number.isFinite(y) || x < bx0 || x > bx1 || y < by0 || y > by1) return;
    // The hull's sides first (no square root): a bound from them alone at or under the floor, with twice the
    // slack (so that rounding cannot make it pass where the full bound would not), drops the candidate.
    let h = Infinity;
    for (let i = 0; i < 3 * sides; i += 3) { const v = HULL[i]! * x + HULL[i + 1]! * y - HULL[i + 2]!; if (v < h) h = v; }
    if (h !== Infinity) { const hb = h + 2e-9 * (1 + Math.abs(h) + Math.abs(x) + Math.abs(y)); if (hb < 0 || hb <= floor) return; }
    let ub = Math.min(siteDistance(sites, ti, x, y), siteDistance(sites, tj, x, y), siteDistance(sites, tk, x, y));
    if (h < ub) ub = h;
    const slack = 1e-9 * (1 + Math.abs(ub) + Math.abs(x) + Math.abs(y)), bound = ub + slack;
    // Outside the hull by more than the rounding: no room there.
    if (bound < 0) return;
    if (bound <= floor) return;
    if (cn === CX.length) grow();
    CX[cn] = x; CY[cn] = y; CI[cn] = tk; CU[cn++] = bound;
  };
  if (few) {
    // Pairs of sites whose candidates all lie outside the hull shrunk by the floor are skipped (pairMask), to
    // within a margin far above the rounding of the candidates' solutions (a millionth of the coordinates).
    const gap = 1e-6 * (1 + width + Math.abs(bx0) + Math.abs(by0) + Math.abs(bx1) + Math.abs(by1));
    const ok = hull && prune && n >= PRUNE_FROM ? pairMask(sites, sides, hullSites, Math.max(floor, 0) - gap, gap) : undefined;
    for (let i = 0; i < n; i++)
      for (let j = i + 1; j < n; j++) {
        // A triple is skipped when one of its pairs is 0 and none is 3 (pairMask, illPair).
        const pair = ok ? ok[i * n + j]! : 1;
        for (let k = j + 1; k < n; k++) {
          if (ok) {
            const a = ok[i * n + k]!, b = ok[j * n + k]!;
            if ((pair & a & b & 1) === 0 && ((pair | a | b) & 2) === 0) { if (skipped) equidistant(sites, i, j, k, skipped); continue; }
          }
          ti = i; tj = j; tk = k;
          const m = solveTriple(sites, i, j, k);
          if (m > 0) collect(EQ[0]!, EQ[1]!);
          if (m > 1) collect(EQ[2]!, EQ[3]!);
        }
      }
  } else {
    const triples = localTriples(sites, cs, os, bx0, by0, bx1, by1, bestR, convexFirst);
    for (let m = 0; m < triples.length; m += 3) {
      ti = triples[m]!; tj = triples[m + 1]!; tk = triples[m + 2]!;
      const r = solveTriple(sites, ti, tj, tk);
      if (r > 0) collect(EQ[0]!, EQ[1]!);
      if (r > 1) collect(EQ[2]!, EQ[3]!);
    }
  }
  // Pass 2: the clearance of a candidate that could still win. Of equal clearances the first candidate wins,
  // as when every candidate is evaluated in turn.
  const evaluate = (c: number) => {
    const x = CX[c]!, y = CY[c]!;
    const f = clearance({ x, y }, cs, os, convexFirst);
    if (f >= 0 && (!best || f > bestR || (f === bestR && c < bestAt))) { best = { centre: { x, y }, radius: f }; bestR = f; bestAt = c; }
  };
  // Any order of evaluation keeps the same answer (a candidate is passed over only when a bound shows it
  // cannot reach the best so far, and of equal clearances the first index wins whatever the order), so they
  // go by a binary max-heap of their bounds (built in linear time), lazily tightened: a candidate on top with
  // only its three sites' bound gets the distance to every edge site instead (f is at most that, plus a
  // slack far above the rounding of these square roots against clearance()'s hypot) and goes back into the
  // heap; one on top with the tight bound is evaluated. The exact inside tests and distances of clearance()
  // are then taken only of the few candidates whose tight bound leads, not of every one that leads the loose
  // order, and none once every bound is under the best.
  if (ORD.length < cn) { ORD = new Int32Array(CX.length); TIGHT = new Uint8Array(CX.length); }
  const heap = ORD, tight = TIGHT;
  for (let c = 0; c < cn; c++) { heap[c] = c; tight[c] = 0; }
  const down = (at: number, size: number) => siftDown(heap, CU, at, size);
  for (let at = (cn >> 1) - 1; at >= 0; at--) down(at, cn);
  for (let size = cn; size > 0; ) {
    const c = heap[0]!;
    if (CU[c]! < bestR) break;
    if (!tight[c]) {
      tight[c] = 1;
      const x = CX[c]!, y = CY[c]!;
      // From the candidate's last site on, as the edges next to it along its polygon are the likeliest to
      // come close, dropping it as soon as one edge is nearer than the best.
      const slack = 1e-9 * (1 + bestR + Math.abs(x) + Math.abs(y));
      let t = Infinity;
      for (let e = CI[c]!, left = n; left > 0; left--, e = e + 1 === n ? 0 : e + 1) {
        if (sites.kind[e] !== 0) continue;
        const v = siteDistance(sites, e, x, y);
        if (v + slack < bestR) { t = -Infinity; break; }
        if (v < t) t = v;
      }
      const bound = t + 1e-9 * (1 + Math.abs(t) + Math.abs(x) + Math.abs(y));
      if (bound < CU[c]!) CU[c] = bound;
      if (t === -Infinity) { CU[c] = -Infinity; heap[0] = heap[--size]!; }
      down(0, size);
      continue;
    }
    heap[0] = heap[--size]!;
    down(0, size);
    evaluate(c);
  }
  return best;
}

/**
 * The search without its shortcuts, for tests: every vertex a site, every candidate's clearance evaluated
 * in turn, the first of the largest kept.
 */
export function largestDiscExhaustive(containers: readonly Polygon[], obstacles: readonly Polygon[], seeds: readonly Point[] = []): Disc | undefined {
  const cs = containers.map((p) => normalizePolygon(p)), os = obstacles.map((p) => normalizePolygon(p));
  const sites = newSites(2 * [...cs, ...os].reduce((a, p) => a + p.length, 0));
  for (const p of cs) addSites(sites, p, true, true);
  for (const p of os) addSites(sites, p, false, true);
  let best: Disc | undefined;
  const consider = (x: number, y: number) => {
    if (!Number.isFinite(x) || !Number.isFinite(y)) return;
    const f = clearance({ x, y }, cs, os);
    if (f >= 0 && (!best || f > best.radius)) best = { centre: { x, y }, radius: f };
  };
  for (const s of seeds) consider(s.x, s.y);
  for (let i = 0; i < sites.n; i++) for (let j = i + 1; j < sites.n; j++) for (let k = j + 1; k < sites.n; k++) equidistant(sites, i, j, k, consider);
  return best;
}
