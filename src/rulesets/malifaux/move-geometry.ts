/**
 * The geometry of walking on one layer of the movement graph (move-graph.ts): obstacles and regions grown by
 * the base radius, the cost of a straight walk (length, severe stretch again, 1" per linear obstacle), where
 * the base centre may stand, points along boundaries, and the grids (geometry/plane/box-grid.ts) that pick the obstacles
 * and regions a segment may meet.
 */
import {
  distanceSquaredVersusRadius,
  orient,
  pointInPolygon,
  segmentCircleIntersection,
  segmentVersusCircle,
  segmentCircleDistance,
  segmentPolygonDistance,
  segmentPolygonIntersection,
  type Circle,
  type Point,
  type Polygon,
} from '../../geometry/plane/index.js';
import { BoxGrid, type Box } from '../../geometry/plane/box-grid.js';
import { orient2d } from '../../geometry/plane/orient2d.js';
import { fastPoly, insideShare, interiorIntervals, locate, meetsInterior, type FastPoly } from '../../geometry/plane/fast-poly.js';
import { TOUCH, pointInPiece, type Piece, type Table } from './context.js';

/** Largest error of a grown obstacle's polygon, in inches. */
export const GROW_ERROR = 0.01;
/** How far outside an edge (beyond base contact) a climbing or landing point sits. */
export const CLEAR = 2.5 * GROW_ERROR;


export interface Obstacle {
  readonly poly: Polygon;
  readonly fp: FastPoly;
  readonly box: Box;
  readonly piece: Piece | undefined;
  readonly disc: Circle | undefined;
  /**
   * A round piece or a model's base grown by the mover's radius: the true circle that decides whether a walk
   * or a point is blocked (`poly`, circumscribed within GROW_ERROR, only filters and gives the corner nodes).
   */
  readonly round: Circle | undefined;
  readonly label: string;
  /** The grown shape is this one polygon (not one of several overlapping parts). */
  readonly whole: boolean;
}

export interface Region {
  readonly poly: Polygon;
  readonly fp: FastPoly;
  readonly box: Box;
  readonly piece: Piece;
  /** A round piece's region as its true circle (grown under base contact): stretches are measured on it. */
  readonly round: Circle | undefined;
  /**
   * A polygonal piece grown by the base under base contact: the true region is every point within `r` of the
   * piece (its polygon `fp`), and stretches are measured on that (capsules round its edges), not on `poly`,
   * which stands outside the true rounded corners by up to GROW_ERROR (issue 13: no polygonised circle in a
   * verdict). `first`: the first of the pieces' grown parts (the others repeat it and are skipped).
   */
  readonly grown?: { readonly fp: FastPoly; readonly r: number; readonly first: boolean } | undefined;
}

export interface Layer {
  readonly index: number;
  readonly level: number;
  readonly piece: Piece | undefined;
  readonly obstacles: readonly Obstacle[];
  readonly severe: readonly Region[];
  readonly hazards: readonly Region[];
  readonly linear: readonly Region[];
}

export interface GNode {
  readonly p: Point;
  readonly layer: number;
  /** Start, goal, probe and landing points may sit inside an obstacle's polygon approximation. */
  readonly loose: boolean;
  /**
   * For a convex corner of a whole grown polygonal obstacle (blocked on its polygon): its two neighbouring
   * corners. A shortest path bends at such a corner only tangent to the obstacle there (a bend that is not could
   * be cut short beside the corner, where the cost is uniform), so the search skips walks into or out of it
   * whose line separates the two (the reduced visibility graph: de Berg et al., Computational Geometry, ch.
   * 15.2). Not for round obstacles: they block on their true circle, which the corner lies outside of.
   */
  readonly nb?: readonly [Point, Point] | undefined;
}

/** Does the line from `from` through corner `v` leave both of v's neighbours on one side (or touch them)? */
export function tangentAt(from: Point, v: Point, nb: readonly [Point, Point]): boolean {
  return orient(from, v, nb[0]) * orient(from, v, nb[1]) >= 0;
}

export type LinkKind = 'climb' | 'ladder' | 'stairs' | 'climb-down' | 'fall' | 'step';

export interface Link {
  readonly from: number;
  readonly to: number;
  readonly cost: number;
  readonly kind: LinkKind;
  readonly piece: Piece;
  /** The access piece used (ladder, stairs). */
  readonly via: Piece | undefined;
  readonly height: number;
  readonly damage: number;
}

export interface SegmentCost {
  readonly ok: boolean;
  readonly cost: number;
  readonly length: number;
  readonly severe: number;
  readonly linear: readonly Piece[];
}

export const BAD: SegmentCost = { ok: false, cost: Infinity, length: 0, severe: 0, linear: [] };

const GRID = Symbol('grid');

/**
 * The grid over a layer's obstacle or region list (geometry/plane/box-grid.ts), built on first use and kept on
 * the list itself (so it lives as long as the layer that holds the list, in the table's cache).
 */
export function gridOf(items: readonly { readonly box: Box }[]): BoxGrid {
  const held = items as { [GRID]?: BoxGrid };
  let g = held[GRID];
  if (!g) Object.defineProperty(items, GRID, { value: (g = new BoxGrid(items.map((o) => o.box))) });
  return g;
}

export function outwardNormal(a: Point, b: Point): Point {
  const dx = b.x - a.x, dy = b.y - a.y;
  const L = Math.hypot(dx, dy);
  return { x: dy / L, y: -dx / L };
}

/** Points along a polygon's boundary with their outward normals: corners, every `spacing`, and feet of `focus`. */
export function boundaryPoints(poly: Polygon, spacing: number, focus: readonly Point[]): { p: Point; n: Point }[] {
  const out: { p: Point; n: Point }[] = [];
  const k = poly.length;
  for (let i = 0; i < k; i++) {
    const a = poly[i]!, b = poly[(i + 1) % k]!, prev = poly[(i + k - 1) % k]!;
    const n0 = outwardNormal(prev, a), n1 = outwardNormal(a, b);
    const nx = n0.x + n1.x, ny = n0.y + n1.y;
    const nl = Math.hypot(nx, ny) || 1;
    out.push({ p: a, n: { x: nx / nl, y: ny / nl } });
    const L = Math.hypot(b.x - a.x, b.y - a.y);
    const steps = Math.floor(L / spacing);
    for (let s = 1; s < steps + (L / spacing > steps ? 1 : 0); s++) {
      const t = (s * spacing) / L;
      if (t >= 1) break;
      out.push({ p: { x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t }, n: n1 });
    }
    out.push(...feet(poly, i, focus));
  }
  return out;
}

/** The feet of the perpendiculars from `focus` that fall inside edge i of the polygon, with its outward normal. */
export function feet(poly: Polygon, i: number, focus: readonly Point[]): { p: Point; n: Point }[] {
  const k = poly.length;
  const a = poly[i]!, b = poly[(i + 1) % k]!;
  const n1 = outwardNormal(a, b);
  const L = Math.hypot(b.x - a.x, b.y - a.y);
  const out: { p: Point; n: Point }[] = [];
  for (const f of focus) {
    const t = ((f.x - a.x) * (b.x - a.x) + (f.y - a.y) * (b.y - a.y)) / (L * L);
    if (t > 0 && t < 1) out.push({ p: { x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t }, n: n1 });
  }
  return out;
}

export function allFeet(poly: Polygon, focus: readonly Point[]): { p: Point; n: Point }[] {
  const out: { p: Point; n: Point }[] = [];
  for (let i = 0; i < poly.length; i++) out.push(...feet(poly, i, focus));
  return out;
}

export function closestOnBoundary(poly: Polygon, q: Point): { p: Point; n: Point } {
  let best = { p: poly[0]!, n: { x: 1, y: 0 } };
  let bd = Infinity;
  for (let i = 0; i < poly.length; i++) {
    const a = poly[i]!, b = poly[(i + 1) % poly.length]!;
    const dx = b.x - a.x, dy = b.y - a.y;
    const t = Math.max(0, Math.min(1, ((q.x - a.x) * dx + (q.y - a.y) * dy) / (dx * dx + dy * dy)));
    const p = { x: a.x + dx * t, y: a.y + dy * t };
    const d = Math.hypot(q.x - p.x, q.y - p.y);
    if (d < bd) {
      bd = d;
      best = { p, n: outwardNormal(a, b) };
    }
  }
  return best;
}

export function toObstacle(poly: Polygon, piece: Piece | undefined, disc: Circle | undefined, label: string, whole: boolean, round?: Circle): Obstacle {
  const fp = fastPoly(poly);
  return { poly, fp, box: [fp.x0, fp.y0, fp.x1, fp.y1], piece, disc, round, label, whole };
}

export function toRegion(poly: Polygon, piece: Piece, round?: Circle, grown?: { r: number; first: boolean }): Region {
  const fp = fastPoly(poly);
  const exact = grown && !round ? { fp: pieceFast(piece), r: grown.r, first: grown.first } : undefined;
  return { poly, fp, box: [fp.x0, fp.y0, fp.x1, fp.y1], piece, round, grown: exact };
}

const PIECE_FAST = new WeakMap<Piece, FastPoly>();
function pieceFast(piece: Piece): FastPoly {
  let f = PIECE_FAST.get(piece);
  if (!f) PIECE_FAST.set(piece, (f = fastPoly(piece.poly)));
  return f;
}

/**
 * The stretches (parameter intervals of p-q, unmerged) within distance r of a polygon: inside it, or inside the
 * capsule round one of its edges (the band along the edge, and the discs at its ends). Open sets: a walk
 * that only touches the region (base contact) has no stretch in it.
 */
function grownIntervals(f: FastPoly, r: number, p: Point, q: Point, out: [number, number][]): void {
  insideShare(f, p, q, out);
  const poly = f.poly;
  const n = poly.length;
  const dx = q.x - p.x, dy = q.y - p.y;
  for (let i = 0; i < n; i++) {
    const a = poly[i]!, b = poly[(i + 1) % n]!;
    const ex = b.x - a.x, ey = b.y - a.y;
    const L = Math.hypot(ex, ey);
    if (!(L > 0)) continue;
    const ux = ex / L, uy = ey / L;
    let lo = 0, hi = 1;
    // Liang-Barsky clipping against 0 < u < L and -r < v < r (u along the edge, v across it).
    const clip = (den: number, num: number): boolean => {
      // Keep t with num + den t > 0.
      if (den === 0) return num > 0;
      const t = -num / den;
      if (den > 0) lo = Math.max(lo, t);
      else hi = Math.min(hi, t);
      return lo < hi;
    };
    const pu = (p.x - a.x) * ux + (p.y - a.y) * uy, du = dx * ux + dy * uy;
    const pv = (p.x - a.x) * -uy + (p.y - a.y) * ux, dv = dx * -uy + dy * ux;
    const rin = r * (1 - 1e-9);
    if (clip(du, pu) && clip(-du, L - pu) && clip(dv, pv + rin) && clip(-dv, rin - pv)) out.push([lo, hi]);
    for (const v of segmentCircleIntersection({ a: p, b: q }, { c: a, r: rin }).intervals) if (v[1] > v[0]) out.push([v[0], v[1]]);
  }
}

/** Does the segment p-q come within d of a corner of the polygon? */
function nearCorner(poly: Polygon, d: number, p: Point, q: Point): boolean {
  const dx = q.x - p.x, dy = q.y - p.y;
  const L2 = dx * dx + dy * dy;
  for (const v of poly) {
    const t = L2 > 0 ? Math.max(0, Math.min(1, ((v.x - p.x) * dx + (v.y - p.y) * dy) / L2)) : 0;
    const ex = p.x + t * dx - v.x, ey = p.y + t * dy - v.y;
    if (ex * ex + ey * ey < d * d) return true;
  }
  return false;
}

/** The stretches of p-q inside a region's interior, merged and in order (exact: a round region's circle, a grown one's capsules). */
export function regionIntervals(g: Region, p: Point, q: Point): [number, number][] {
  const out: [number, number][] = [];
  if (g.round) {
    for (const v of segmentCircleIntersection({ a: p, b: q }, g.round).intervals) if (v[1] > v[0]) out.push([v[0], v[1]]);
  } else if (g.grown) {
    // The polygon holds the true region: a walk that misses it misses the region. The two differ only within
    // r + GROW_ERROR of the piece's corners (the rounded ones): a walk that keeps farther from them than that
    // meets both alike.
    if (g.grown.first && meetsInterior(g.fp, p, q)) {
      if (nearCorner(g.grown.fp.poly, g.grown.r + GROW_ERROR + 1e-9, p, q)) grownIntervals(g.grown.fp, g.grown.r, p, q, out);
      else insideShare(g.fp, p, q, out);
    }
  } else for (const v of interiorIntervals(g.fp, p, q)) out.push([v[0], v[1]]);
  return merged(out);
}

function merged(iv: [number, number][]): [number, number][] {
  if (iv.length < 2) return iv;
  iv.sort((a, b) => a[0] - b[0]);
  const out: [number, number][] = [[iv[0]![0], iv[0]![1]]];
  for (let k = 1; k < iv.length; k++) {
    const last = out[out.length - 1]!;
    if (iv[k]![0] <= last[1]) last[1] = Math.max(last[1], iv[k]![1]);
    else out.push([iv[k]![0], iv[k]![1]]);
  }
  return out;
}

/** Is p inside the region's interior (exact; with `hair`, deeper than that past a grown or round region's edge)? */
function insideRegion(g: Region, p: Point, hair = 0): boolean {
  if (g.round) return hair > 0 ? Math.hypot(p.x - g.round.c.x, p.y - g.round.c.y) < g.round.r - hair : distanceSquaredVersusRadius(p, g.round.c, g.round.r) < 0;
  if (g.grown) return locate(g.grown.fp, p) === 'inside' || segmentPolygonDistance({ a: p, b: p }, g.grown.fp.poly) < g.grown.r - hair;
  return pointInPolygon(p, g.poly) === 'inside';
}

/**
 * How many times p-q enters a linear obstacle's region (a stretch that does not start with p already on it). A
 * point on the region's edge (a route node in base contact with the obstacle, at a grown corner) is not on it,
 * whatever the rounding says: a walk from there over the obstacle crosses it (mfx.linear).
 */
export function linearEntries(g: Region, p: Point, q: Point): number {
  if (g.grown && !g.grown.first) return 0;
  let n = 0;
  const len = Math.hypot(q.x - p.x, q.y - p.y);
  for (const [t0, t1] of regionIntervals(g, p, q)) {
    if ((t1 - t0) * len <= 1e-9) continue;
    if (t0 > 0 || !insideRegion(g, p, 1e-9)) n++;
  }
  return n;
}

/** The stretches of p-q inside a region's interior (a round region's chord of its true circle). */
export function regionShare(g: Region, p: Point, q: Point, out: [number, number][]): void {
  if (!g.round && !g.grown) return insideShare(g.fp, p, q, out);
  for (const v of regionIntervals(g, p, q)) out.push(v);
}

/**
 * Does p-q enter the region's interior (a round region's true circle, a grown one's capsules) over more than a
 * rounding hair? A tangent of the route graph ends on the region's boundary: its base touches the piece (base
 * contact, 0") without entering it, as the severe-cost check in move.ts also reads it (mfx.trait.hazardous).
 */
export function entersRegion(g: Region, p: Point, q: Point): boolean {
  if (g.grown && !g.grown.first) return false;
  const len = Math.hypot(q.x - p.x, q.y - p.y);
  const hair = 1e-7 * Math.max(1, len);
  return regionIntervals(g, p, q).some(([a, b]) => (b - a) * len > hair);
}

/** Does the segment stay on a raised piece's top (a round top's true circle)? */
export function staysOn(piece: Piece, s: { a: Point; b: Point }): boolean {
  if (piece.shape.kind === 'circle') {
    const { c, r } = piece.shape.circle;
    return distanceSquaredVersusRadius(s.a, c, r) <= 0 && distanceSquaredVersusRadius(s.b, c, r) <= 0;
  }
  return insideClosed(s, piece.poly);
}

/** Does an obstacle block the segment p-q (loose: an end may sit inside its polygon approximation)? */
export function blocks(o: Obstacle, p: Point, q: Point, loose: boolean, r: number): boolean {
  if (!meetsInterior(o.fp, p, q)) return false;
  // A round obstacle: the walk is blocked only where it enters the true grown circle (touching is base contact).
  // A question's point (loose) may touch what it stands against to TOUCH, as place does (audit12: base contact
  // typed to six decimals was a legal place and refused as a move's end).
  if (o.round) return segmentVersusCircle({ a: p, b: q }, loose ? { c: o.round.c, r: o.round.r - TOUCH } : o.round) < 0;
  if (loose && (locate(o.fp, p) === 'inside' || locate(o.fp, q) === 'inside')) {
    if (!trueWithin(o, p, q, r - TOUCH)) return false;
  }
  return true;
}

export function trueDistance(s: { a: Point; b: Point }, o: Obstacle): number {
  if (o.disc) return segmentCircleDistance(s, o.disc);
  // A round piece is measured to its true circle, not the 64-gon standing in for it.
  const shape = o.piece!.shape;
  return shape.kind === 'circle' ? segmentCircleDistance(s, shape.circle) : segmentPolygonDistance(s, o.piece!.poly);
}

/**
 * trueDistance({ a: p, b: q }, o) < lim, the same answer to the last bit, without allocating (issue 17: a first
 * move across the bench's 200 pieces asks it about 10,000 times, mostly for tangents that run through a piece,
 * and segmentPolygonDistance's edge lists and intersection records were half the garbage). For a piece's
 * polygon: whether the walk meets an edge is decided with the same exact orientations as segmentIntersection,
 * in the same cases (a walk meeting the boundary is at 0); otherwise the distance is the least of the endpoint
 * to segment distances, computed as closestPointOnSegment does, with sqrt (within an ulp or two of
 * Math.hypot): when that lands within a hair of `lim` the exact function decides. Past `lim` from every edge,
 * the walk is wholly inside or wholly outside, and its start's crossing number (exact orientations, as
 * pointInPolygon) says which. Discs and round pieces go to trueDistance.
 */
export function trueWithin(o: Obstacle, p: Point, q: Point, lim: number): boolean {
  const shape = o.piece?.shape;
  if (o.disc || !shape || shape.kind === 'circle' || !(lim > 0)) return trueDistance({ a: p, b: q }, o) < lim;
  const poly = o.piece!.poly, n = poly.length;
  const ax = p.x, ay = p.y, bx = q.x, by = q.y;
  let best2 = Infinity;
  for (let i = 0; i < n; i++) {
    const c = poly[i]!, d = poly[i + 1 < n ? i + 1 : 0]!;
    const cx = c.x, cy = c.y, dx = d.x, dy = d.y;
    if (segmentsMeetXY(ax, ay, bx, by, cx, cy, dx, dy)) return true;
    // Squared, in one helper (a double returned from a call not inlined is a heap number).
    best2 = pointSegment2(ax, ay, cx, cy, dx, dy, pointSegment2(bx, by, cx, cy, dx, dy, pointSegment2(cx, cy, ax, ay, bx, by, pointSegment2(dx, dy, ax, ay, bx, by, best2))));
  }
  // The least square root is the root of the least square (sqrt is monotone).
  const best = Math.sqrt(best2);
  if (Math.abs(best - lim) <= 1e-12 * Math.max(1, lim)) return trueDistance({ a: p, b: q }, o) < lim;
  if (best < lim) return true;
  // No edge meets the walk: inside the polygon (distance 0) exactly when its start is.
  let inside = false;
  for (let i = 0, j = n - 1; i < n; j = i++) {
    const a = poly[j]!, b = poly[i]!;
    if (a.y > ay !== b.y > ay) {
      // orient2d's sign is the opposite of orient's (orient.ts): o > 0 there is d < 0 here.
      const d = orientSign(a.x, a.y, b.x, b.y, ax, ay);
      if (b.y > a.y ? d < 0 : d > 0) inside = !inside;
    }
  }
  return inside;
}

/**
 * The least of `least` and the squared distance from (px, py) to the closed segment (ax, ay)-(bx, by), as
 * closestPointOnSegment finds the closest point.
 */
function pointSegment2(px: number, py: number, ax: number, ay: number, bx: number, by: number, least: number): number {
  const dx = bx - ax, dy = by - ay;
  const len2 = dx * dx + dy * dy;
  let x = ax, y = ay;
  if (len2 !== 0) {
    const t = ((px - ax) * dx + (py - ay) * dy) / len2;
    if (t >= 1) {
      x = bx;
      y = by;
    } else if (t > 0) {
      x = ax + t * dx;
      y = ay + t * dy;
    }
  }
  const ex = px - x, ey = py - y, e = ex * ex + ey * ey;
  return e < least ? e : least;
}

/** Shewchuk's orientation bound for the first stage (orient2d.ts): (3 + 16 eps) eps. */
const CCW_ERR = (3 + 16 * 2 ** -53) * 2 ** -53;

/**
 * The sign of orient2d(a, b, c) as a small integer (orient2d's own first stage inline, the exact stages only
 * when it cannot tell): a double returned from orient2d, too large to be inlined, is a heap number, and
 * trueWithin asks about sixteen of these a walk.
 */
function orientSign(ax: number, ay: number, bx: number, by: number, cx: number, cy: number): number {
  const detleft = (ay - cy) * (bx - cx), detright = (ax - cx) * (by - cy);
  const det = detleft - detright;
  if (Math.abs(det) >= CCW_ERR * Math.abs(detleft + detright)) return det > 0 ? 1 : det < 0 ? -1 : 0;
  const d = orient2d(ax, ay, bx, by, cx, cy);
  return d > 0 ? 1 : d < 0 ? -1 : 0;
}

/** Is (px, py) on the closed segment a-b, given that the three are collinear (onSegment's box test)? */
function inBoxXY(ax: number, ay: number, bx: number, by: number, px: number, py: number): boolean {
  return Math.min(ax, bx) <= px && px <= Math.max(ax, bx) && Math.min(ay, by) <= py && py <= Math.max(ay, by);
}

/** Do the closed segments a-b and c-d meet (segmentIntersection's kind is not 'none'), on coordinates, exactly? */
export function segmentsMeetXY(ax: number, ay: number, bx: number, by: number, cx: number, cy: number, dx: number, dy: number): boolean {
  if (ax === bx && ay === by) return orientSign(cx, cy, dx, dy, ax, ay) === 0 && inBoxXY(cx, cy, dx, dy, ax, ay);
  if (cx === dx && cy === dy) return orientSign(ax, ay, bx, by, cx, cy) === 0 && inBoxXY(ax, ay, bx, by, cx, cy);
  const o1 = orientSign(ax, ay, bx, by, cx, cy), o2 = orientSign(ax, ay, bx, by, dx, dy);
  if (o1 === 0 && o2 === 0) {
    // Collinear: they meet when their extents along the longer axis of a-b overlap (segment.ts, collinear).
    const useX = Math.abs(bx - ax) >= Math.abs(by - ay);
    const ka = useX ? ax : ay, kb = useX ? bx : by, kc = useX ? cx : cy, kd = useX ? dx : dy;
    return Math.max(Math.min(ka, kb), Math.min(kc, kd)) <= Math.min(Math.max(ka, kb), Math.max(kc, kd));
  }
  const o3 = orientSign(cx, cy, dx, dy, ax, ay), o4 = orientSign(cx, cy, dx, dy, bx, by);
  if (((o1 < 0 && o2 > 0) || (o1 > 0 && o2 < 0)) && ((o3 < 0 && o4 > 0) || (o3 > 0 && o4 < 0))) return true;
  if (o1 === 0 && inBoxXY(ax, ay, bx, by, cx, cy)) return true;
  if (o2 === 0 && inBoxXY(ax, ay, bx, by, dx, dy)) return true;
  if (o3 === 0 && inBoxXY(cx, cy, dx, dy, ax, ay)) return true;
  return o4 === 0 && inBoxXY(cx, cy, dx, dy, bx, by);
}

/** Is the point inside an obstacle in a way that keeps the base centre off it? */
export function pointBlocked(o: Obstacle, p: Point, loose: boolean, r: number): boolean {
  if (locate(o.fp, p) !== 'inside') return false;
  if (o.round) return distanceSquaredVersusRadius(p, o.round.c, loose ? o.round.r - TOUCH : o.round.r) < 0;
  if (!loose) return true;
  return trueWithin(o, p, p, r - TOUCH);
}

/** The cost of walking p-q on a layer against its terrain (and `extra` obstacles), or BAD. */
export function walkCost(L: Layer, p: Point, q: Point, loose: boolean, r: number): SegmentCost {
  if (walkPrice(L, p, q, loose, r) === Infinity) return BAD;
  return walkTerms(L, p, q);
}

/**
 * What a walk already known to be clear costs, term by term: its length, its stretch in severe terrain, the
 * linear obstacles it enters. For a step of a way found, whether the polygons or the true shapes cleared it
 * (a tangent of the exact search touches a circle inside the polygon standing in for it).
 */
export function walkTerms(L: Layer, p: Point, q: Point): SegmentCost {
  const length = Math.hypot(q.x - p.x, q.y - p.y);
  const linear: Piece[] = [];
  gridOf(L.linear).segment(p.x, p.y, q.x, q.y, (i) => {
    const g = L.linear[i]!;
    for (let k = linearEntries(g, p, q); k > 0; k--) linear.push(g.piece);
    return false;
  });
  // In the order of the layer's list, whatever order the grid visited them in.
  if (linear.length > 1) linear.sort((a, b) => a.index - b.index);
  const severe = severeLength(L, p, q, length);
  return { ok: true, cost: length + severe + linear.length, length, severe, linear };
}

/** How far the segment runs inside severe terrain. */
export function severeLength(L: Layer, p: Point, q: Point, length: number): number {
  if (!L.severe.length) return 0;
  const iv = SCRATCH;
  iv.length = 0;
  gridOf(L.severe).segment(p.x, p.y, q.x, q.y, (i) => {
    regionShare(L.severe[i]!, p, q, iv);
    return false;
  });
  return iv.length ? measure(iv) * length : 0;
}

/**
 * walkPrice by scanning every obstacle and region of the layer, without the grid: the oracle the property
 * test (lazy.property.test.ts) holds the grid and the lazy search to.
 */
export function referenceWalkPrice(L: Layer, p: Point, q: Point, loose: boolean, r: number): number {
  for (const o of L.obstacles) if (blocks(o, p, q, loose, r)) return Infinity;
  if (L.piece && !staysOn(L.piece, { a: p, b: q })) return Infinity;
  const length = Math.hypot(q.x - p.x, q.y - p.y);
  const iv: [number, number][] = [];
  for (const g of L.severe) regionShare(g, p, q, iv);
  const severe = iv.length ? measure(iv) * length : 0;
  let n = 0;
  for (const g of L.linear) n += linearEntries(g, p, q);
  return length + severe + n;
}

/** The cost alone of walking p-q on a layer (Infinity when blocked): length, severe stretch again, 1" a linear obstacle. */
export function walkPrice(L: Layer, p: Point, q: Point, loose: boolean, r: number): number {
  const obs = L.obstacles;
  if (gridOf(obs).segment(p.x, p.y, q.x, q.y, (i) => blocks(obs[i]!, p, q, loose, r))) return Infinity;
  if (L.piece && !staysOn(L.piece, { a: p, b: q })) return Infinity;
  const length = Math.hypot(q.x - p.x, q.y - p.y);
  return length + severeLength(L, p, q, length) + linearCrossings(L, p, q);
}

/** How many times p-q enters a linear obstacle of the layer (each entry costs 1"). */
export function linearCrossings(L: Layer, p: Point, q: Point): number {
  let n = 0;
  gridOf(L.linear).segment(p.x, p.y, q.x, q.y, (i) => {
    n += linearEntries(L.linear[i]!, p, q);
    return false;
  });
  return n;
}

/**
 * How many linear obstacles of the layer a base coming down at p (off a raised piece: a drop, a climb down)
 * lands on. The walk on from there starts on them, so linearEntries does not count them: the landing enters
 * them and pays their 1" (mfx.linear).
 */
export function linearLanding(L: Layer, p: Point): number {
  return landedOn(L, p).length;
}

/** The linear obstacles' regions of the layer that a base coming down at p lands on (linearLanding). */
export function landedOn(L: Layer, p: Point): Region[] {
  const out: Region[] = [];
  gridOf(L.linear).point(p.x, p.y, (i) => {
    const g = L.linear[i]!;
    if (!(g.grown && !g.grown.first) && insideRegion(g, p, 1e-9)) out.push(g);
    return false;
  });
  return out;
}

const SCRATCH: [number, number][] = [];


/** May the base centre be at p on this layer (within the table, on the surface, clear of obstacles)? */
export function validOn(t: Table, L: Layer, extra: readonly Obstacle[], r: number, p: Point, loose: boolean): boolean {
  const [W, H] = t.size;
  if (p.x < r || p.y < r || p.x > W - r || p.y > H - r) return false;
  if (L.piece && pointInPiece(p, L.piece) === 'outside') return false;
  const obs = L.obstacles;
  if (gridOf(obs).point(p.x, p.y, (i) => pointBlocked(obs[i]!, p, loose, r))) return false;
  for (const o of extra) if (pointBlocked(o, p, loose, r)) return false;
  return true;
}

export function convexCorners(poly: Polygon): Point[] {
  return convexCornersWithNeighbours(poly).map((c) => c.p);
}

/** The convex corners of a counter-clockwise polygon, each with its two neighbours. */
export function convexCornersWithNeighbours(poly: Polygon): { p: Point; nb: readonly [Point, Point] }[] {
  const out: { p: Point; nb: readonly [Point, Point] }[] = [];
  const n = poly.length;
  for (let i = 0; i < n; i++) {
    const a = poly[(i + n - 1) % n]!, b = poly[i]!, c = poly[(i + 1) % n]!;
    if ((b.x - a.x) * (c.y - b.y) - (b.y - a.y) * (c.x - b.x) > 0) out.push({ p: b, nb: [a, c] });
  }
  return out;
}

export function centroidOf(poly: Polygon): Point {
  let x = 0, y = 0;
  for (const p of poly) {
    x += p.x;
    y += p.y;
  }
  return { x: x / poly.length, y: y / poly.length };
}

/** Total length of a union of parameter intervals. */
export function measure(iv: [number, number][]): number {
  if (!iv.length) return 0;
  iv.sort((a, b) => a[0] - b[0]);
  let total = 0;
  let [s, e] = iv[0]!;
  for (let k = 1; k < iv.length; k++) {
    const [a, b] = iv[k]!;
    if (a > e) {
      total += e - s;
      [s, e] = [a, b];
    } else e = Math.max(e, b);
  }
  return total + (e - s);
}

/** Does the segment stay in the closed polygon? */
export function insideClosed(s: { a: Point; b: Point }, poly: Polygon): boolean {
  if (pointInPolygon(s.a, poly) === 'outside' || pointInPolygon(s.b, poly) === 'outside') return false;
  const x = segmentPolygonIntersection(s, poly);
  // Gaps between the interior intervals must lie on the boundary.
  const iv = [...x.intervals].sort((u, v) => u[0] - v[0]);
  let at = 0;
  const gapOk = (t0: number, t1: number) => {
    if (t1 - t0 <= 1e-12) return true;
    const m = (t0 + t1) / 2;
    return pointInPolygon({ x: s.a.x + (s.b.x - s.a.x) * m, y: s.a.y + (s.b.y - s.a.y) * m }, poly) !== 'outside';
  };
  for (const [t0, t1] of iv) {
    if (!gapOk(at, t0)) return false;
    at = Math.max(at, t1);
  }
  return gapOk(at, 1);
}

