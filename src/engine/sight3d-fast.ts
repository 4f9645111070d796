/**
 * The boolean of `traceSight3D` (is the line clear of terrain?) for bots, heat maps and viewsheds: the same
 * decisions, without building contacts, hits or reports, and without allocating per step.
 *
 * Terrain comes as typed columns (`SolidColumns`): per place (odd-r rectangle, index y * width + x) its solid
 * intervals in z units. A solid blocks when the line's height range over a contact of positive length
 * overlaps its open interval (lo, hi); at a hexside tie the `tie` reading decides (see sight3d.ts). Bodies
 * never change `clear`, so they are not looked at.
 *
 * The walk: from the start hex, the exit parameter through each of the three pairs of sides (cube axes
 * u = q - r, v = q + 2r, w = -2q - r, exact fractions) gives the next hex. When the segment runs along a
 * corner exactly (two exits tie), it goes on into the hex beyond the corner that it enters (the one whose
 * exits all lie after the corner). A segment along a cube axis that does not change runs alternately through
 * hexes and along hexsides (`clearAlongSides`). Anything else (none is known) goes to the one hex column
 * tracer (hex-columns.ts), so every answer is the one `traceSight3D` gives; a property test checks that
 * on random columns.
 */
import { offsetX } from '../geometry/hex/coords.js';
import { traceHexColumns, type ColumnContact } from './hex-columns.js';
import type { TieReading } from './sight3d.js';

export interface SolidColumns {
  readonly width: number;
  readonly height: number;
  /** Solids of place i are lo/hi[start[i] .. start[i + 1] - 1] (z units). */
  readonly start: Int32Array;
  readonly lo: Int32Array;
  readonly hi: Int32Array;
  /**
   * Highest solid top of each place (z units); where there is none, -(extent + 1), under every solid (a
   * small number, so that the walk's products stay small integers).
   */
  readonly top: Int32Array;
  /** The largest |lo| or |hi| of any solid (0 when none): bounds the walk's products. */
  readonly extent: number;
  /** Range maxima of `top` (`topTable`), built on first use by `sight3dClear`. */
  readonly tops?: TopTable | undefined;
}

/** No value: lower than any height. */
export const NONE = -0x40000000;

/** Typed columns from per-place lists of solid intervals (z units). */
export function solidColumns(width: number, height: number, solids: (place: number) => readonly { lo: number; hi: number }[]): SolidColumns {
  const n = width * height;
  const start = new Int32Array(n + 1);
  const lo: number[] = [];
  const hi: number[] = [];
  const top = new Int32Array(n).fill(NONE);
  let extent = 0;
  for (let i = 0; i < n; i++) {
    start[i] = lo.length;
    for (const s of solids(i)) {
      lo.push(s.lo);
      hi.push(s.hi);
      if (s.hi > top[i]!) top[i] = s.hi;
      extent = Math.max(extent, Math.abs(s.lo), Math.abs(s.hi));
    }
  }
  start[n] = lo.length;
  for (let i = 0; i < n; i++) if (top[i] === NONE) top[i] = -(extent + 1);
  return { width, height, start, lo: Int32Array.from(lo), hi: Int32Array.from(hi), top, extent, tops: undefined };
}

/** Place index of axial (q, r) on the odd-r rectangle, or -1 off it. */
function placeOf(c: SolidColumns, q: number, r: number): number {
  if (r < 0 || r >= c.height) return -1;
  const x = offsetX(q, r);
  if (x < 0 || x >= c.width) return -1;
  return r * c.width + x;
}

/**
 * Does a solid of place p block a line whose height over the contact runs from z1/d1 to z2/d2 (heights
 * times the positive denominators)? Same test as sight3d.ts `overlaps` on each solid.
 */
function blocksAt(c: SolidColumns, p: number, z1: number, d1: number, z2: number, d2: number): boolean {
  if (p < 0) return false;
  const top = c.top[p]!;
  if (z1 >= top * d1 && z2 >= top * d2) return false;
  const lo = c.lo, hi = c.hi;
  for (let k = c.start[p]!, e = c.start[p + 1]!; k < e; k++) {
    const l = lo[k]!, h = hi[k]!;
    if ((z1 > l * d1 || z2 > l * d2) && (z1 < h * d1 || z2 < h * d2)) return true;
  }
  return false;
}

/** The exact general walk (any segment, ties and corners included), by the one hex column tracer. */
function clearByTrace(c: SolidColumns, aq: number, ar: number, zFrom: number, bq: number, br: number, zTo: number, tie: TieReading): boolean {
  const blocks = (x: ColumnContact) => blocksAt(c, placeOf(c, x.q, x.r), x.z1, x.d1, x.z2, x.d2);
  return !traceHexColumns({ q: aq, r: ar }, { q: bq, r: br }, zFrom, zTo, {
    hex: blocks,
    tie: (x, y) => (tie === 'both' ? blocks(x) && blocks(y) : blocks(x) || blocks(y)),
  });
}

/** Cube-axis value (u = q - r, v = q + 2r, w = -2q - r) of a hex centre. */
function axisOf(axis: number, q: number, r: number): number {
  return axis === 0 ? q - r : axis === 1 ? q + 2 * r : -2 * q - r;
}

/** Axial step across the side of axis `axis` in direction `s`: u+ (1,-1), u- (-1,1), v+ (0,1), v- (0,-1), w+ (-1,0), w- (1,0). */
function stepQ(axis: number, s: number): number {
  return axis === 0 ? s : axis === 1 ? 0 : -s;
}
function stepR(axis: number, s: number): number {
  return axis === 0 ? -s : axis === 1 ? s : 0;
}

/**
 * A segment along a cube axis that does not change (`zero`): it lies on the line through the centres of
 * the hexes it runs between, so it passes alternately through one hex (centre to corner to centre) and along
 * the side shared by the two hexes flanking the line, from corner to corner; the tie reading decides a side.
 */
function clearAlongSides(c: SolidColumns, aq: number, ar: number, zFrom: number, bq: number, br: number, zTo: number, reading: TieReading, zero: number): boolean {
  const P = zero === 0 ? 1 : 0, Q = zero === 2 ? 1 : 2;
  const pD = axisOf(P, bq - aq, br - ar), qD = axisOf(Q, bq - aq, br - ar);
  const pA = axisOf(P, aq, ar);
  const sp = pD > 0 ? 1 : -1, sq = qD > 0 ? 1 : -1;
  const ap = pD * sp;
  const dz = zTo - zFrom;
  const e1q = stepQ(P, sp), e1r = stepR(P, sp), e2q = stepQ(Q, sq), e2r = stepR(Q, sq);
  let q = aq, r = ar, n1 = 0, d1 = 1;
  for (;;) {
    if (q === bq && r === br) return !blocksAt(c, placeOf(c, q, r), zFrom * d1 + dz * n1, d1, zTo, 1);
    // Out of this hex at its corner on the line, t = (1 - s g0) / |pD| (the Q axis gives the same).
    const tn = 1 - sp * (pA - axisOf(P, q, r));
    if (blocksAt(c, placeOf(c, q, r), zFrom * d1 + dz * n1, d1, zFrom * ap + dz * tn, ap)) return false;
    // Along the side of the two flanking hexes, to the corner where the next hex on the line begins.
    const nq = q + e1q + e2q, nr = r + e1r + e2r;
    const en = -1 - sp * (pA - axisOf(P, nq, nr));
    const za = zFrom * ap + dz * tn, zb = zFrom * ap + dz * en;
    const b1 = blocksAt(c, placeOf(c, q + e1q, r + e1r), za, ap, zb, ap);
    const b2 = blocksAt(c, placeOf(c, q + e2q, r + e2r), za, ap, zb, ap);
    if (reading === 'both' ? b1 && b2 : b1 || b2) return false;
    q = nq; r = nr; n1 = en; d1 = ap;
  }
}

/**
 * Is the line from (from, zFrom) to (to, zTo) clear of terrain? Hex centres in axial coordinates, heights
 * in z units; the same answer as `traceSight3D(...).clear` with these columns as its terrain.
 *
 * A line of a few hexes or more is first tested whole against the highest column top in the box of places
 * it can touch (the columns' `tops` table, one O(1) range-maximum read): when its lowest end is at or above
 * that top it passes over every solid, which blocks nothing, and it is clear without a walk (empty-space
 * skipping, as ray casters do over a max-pyramid). Otherwise `sight3dWalk` walks it.
 */
export function sight3dClear(c: SolidColumns, aq: number, ar: number, zFrom: number, bq: number, br: number, zTo: number, reading: TieReading): boolean {
  const Dq = bq - aq, Dr = br - ar;
  if (Dq * Dq + Dr * Dr >= SKIP_MIN * SKIP_MIN) {
    const tt = c.tops ?? columnTops(c);
    if (tt.k >= 2) {
      const ax = aq + ar / 2, bx = bq + br / 2;
      // The box of places whose hex can hold a point of the line (margins as `overPiece`'s).
      let x0 = Math.floor((ax < bx ? ax : bx) - 1.1), x1 = Math.ceil((ax < bx ? bx : ax) + 0.6);
      let y0 = Math.floor((ar < br ? ar : br) - 0.7), y1 = Math.ceil((ar < br ? br : ar) + 0.7);
      if (x0 < 0) x0 = 0;
      if (y0 < 0) y0 = 0;
      if (x1 >= c.width) x1 = c.width - 1;
      if (y1 >= c.height) y1 = c.height - 1;
      const span = 2 << tt.k;
      if (x0 > x1 || y0 > y1) return true; // wholly off the map: nothing to meet
      if (x1 - x0 + 1 < span && y1 - y0 + 1 < span && maxTop(tt, c.width, x0, y0, x1, y1) <= (zFrom < zTo ? zFrom : zTo)) return true;
    }
  }
  return sight3dWalk(c, aq, ar, zFrom, bq, br, zTo, reading);
}

/** Lines shorter than this (hex widths between the ends, roughly) are walked without the whole-line test. */
const SKIP_MIN = 3;

/** The columns' top table, built on first use. */
export function columnTops(c: SolidColumns): TopTable {
  if (c.tops) return c.tops;
  const t = topTable(c);
  (c as { tops?: TopTable }).tops = t;
  return t;
}

/** Every exit of hex (hq, hr) lies after t = tn / td (the corner test of `sight3dClear`). */
function beyond(hq: number, hr: number, tn: number, td: number, uA: number, vA: number, wA: number,
  su: number, sv: number, sw: number, au: number, av: number, aw: number): boolean {
  return (1 - su * (uA - (hq - hr))) * td > tn * au && (1 - sv * (vA - (hq + 2 * hr))) * td > tn * av
    && (1 - sw * (wA - (-2 * hq - hr))) * td > tn * aw;
}

/**
 * `sight3dClear` without the whole-line test: the walk from hex to hex.
 *
 * The main walk is a DDA in the manner of Amanatides and Woo ("A fast voxel traversal algorithm for ray
 * tracing", Eurographics 1987) on the three pairs of hexsides: the exit numerator of each axis is kept and
 * moved by a constant per step (no division, no allocation), the place index is derived from (q, r) in
 * place, and a hex is looked at (its solids) only when the line dips under the top of its column.
 */
export function sight3dWalk(c: SolidColumns, aq: number, ar: number, zFrom: number, bq: number, br: number, zTo: number, reading: TieReading): boolean {
  const Dq = bq - aq, Dr = br - ar;
  const uD = Dq - Dr, vD = Dq + 2 * Dr, wD = -2 * Dq - Dr;
  if (uD === 0 || vD === 0 || wD === 0) {
    if (Dq === 0 && Dr === 0) {
      // One hex: the vertical segment over its centre (t spans [0, 1]).
      return !blocksAt(c, placeOf(c, aq, ar), zFrom, 1, zTo, 1);
    }
    return clearAlongSides(c, aq, ar, zFrom, bq, br, zTo, reading, uD === 0 ? 0 : vD === 0 ? 1 : 2);
  }
  const su = uD > 0 ? 1 : -1, sv = vD > 0 ? 1 : -1, sw = wD > 0 ? 1 : -1;
  const au = uD * su, av = vD * sv, aw = wD * sw;
  // Axial step across the side each axis leaves by: u+ (1,-1), u- (-1,1), v+ (0,1), v- (0,-1), w+ (-1,0), w- (1,0).
  // Exit numerator of axis f in hex h: n_f = 1 + s_f (f(h) - f(start)); a step across axis g moves it by
  // s_f f(step_g) (2 for f = g).
  const uvStep = -su * sv, uwStep = -su * sw, vwStep = -sv * sw;
  const dz = zTo - zFrom;
  const W = c.width, H = c.height, top = c.top;
  let q = aq, r = ar;
  let nu = 1, nv = 1, nw = 1;
  let d1 = 1; // denominator of the entry parameter of the current hex
  let z1 = zFrom; // the line's height at the entry, times d1
  for (;;) {
    const x = offsetX(q, r);
    const p = r < 0 || r >= H || x < 0 || x >= W ? -1 : r * W + x;
    if (q === bq && r === br) {
      if (p < 0) return true;
      const t = top[p]!;
      return (z1 >= t * d1 && zTo >= t) || !blocksAt(c, p, z1, d1, zTo, 1);
    }
    // Smallest of nu/au, nv/av, nw/aw; a tie for the smallest means the segment leaves through a corner.
    let n2 = nu, d2 = au, axis = 0, axis2 = -1;
    const cv = nv * d2 - n2 * av;
    if (cv < 0) { n2 = nv; d2 = av; axis = 1; } else if (cv === 0) axis2 = 1;
    const cw = nw * d2 - n2 * aw;
    if (cw < 0) { n2 = nw; d2 = aw; axis = 2; axis2 = -1; } else if (cw === 0) {
      if (axis2 >= 0) return clearByTrace(c, aq, ar, zFrom, bq, br, zTo, reading);
      axis2 = 2;
    }
    const z2 = zFrom * d2 + dz * n2;
    if (p >= 0) {
      const t = top[p]!;
      if ((z1 < t * d1 || z2 < t * d2) && blocksAt(c, p, z1, d1, z2, d2)) return false;
    }
    if (axis2 >= 0) {
      // Through a corner shared with the two hexes across the tied sides: the segment goes on inside the one
      // whose every exit lies beyond the corner (the other is touched only at the corner, which blocks nothing).
      let nq = q + (axis === 0 ? su : axis === 1 ? 0 : -sw), nr = r + (axis === 0 ? -su : axis === 1 ? sv : 0);
      if (!beyond(nq, nr, n2, d2, aq - ar, aq + 2 * ar, -2 * aq - ar, su, sv, sw, au, av, aw)) {
        axis = axis2;
        nq = q + (axis === 0 ? su : axis === 1 ? 0 : -sw);
        nr = r + (axis === 0 ? -su : axis === 1 ? sv : 0);
        if (!beyond(nq, nr, n2, d2, aq - ar, aq + 2 * ar, -2 * aq - ar, su, sv, sw, au, av, aw)) return clearByTrace(c, aq, ar, zFrom, bq, br, zTo, reading);
      }
    }
    if (axis === 0) { q += su; r -= su; nu += 2; nv += uvStep; nw += uwStep; }
    else if (axis === 1) { r += sv; nu += uvStep; nv += 2; nw += vwStep; }
    else { q -= sw; nu += uwStep; nv += vwStep; nw += 2; }
    d1 = d2; z1 = z2;
  }
}

/**
 * Highest solid top over rectangles of places, in O(1) a query: a two-dimensional sparse table (the range
 * maximum of Bentley's sparse tables, taken per axis), level (kx, ky) holding the maximum over the
 * 2^kx x 2^ky block of places starting at each place. Levels stop at `maxLevel` per axis, and at fewer when
 * the table would pass `MAX_TOP_ENTRIES` entries (a very large map gets small blocks or none).
 */
export interface TopTable {
  readonly k: number;
  /** level[kx * (k + 1) + ky][y * width + x] */
  readonly level: readonly Int32Array[];
  readonly log2: Uint8Array;
}

const MAX_TOP_ENTRIES = 1 << 23;

export function topTable(c: SolidColumns, maxLevel = 5): TopTable {
  return rangeMaxTable(c.width, c.height, c.top, maxLevel);
}

/** The same table over any per-place values (NONE, a very low number, for none). */
export function rangeMaxTable(W: number, H: number, values: Int32Array, maxLevel = 5): TopTable {
  const n = W * H;
  let k = Math.min(maxLevel, Math.floor(Math.log2(Math.max(1, W, H))));
  while (k > 0 && (k + 1) * (k + 1) * n > MAX_TOP_ENTRIES) k--;
  const level: Int32Array[] = new Array((k + 1) * (k + 1));
  level[0] = Int32Array.from(values);
  for (let kx = 0; kx <= k; kx++) {
    for (let ky = 0; ky <= k; ky++) {
      if (kx === 0 && ky === 0) continue;
      const out = new Int32Array(n).fill(NONE);
      // From the level one step smaller along x (or along y when kx is 0).
      const src = kx > 0 ? level[(kx - 1) * (k + 1) + ky]! : level[kx * (k + 1) + ky - 1]!;
      const half = 1 << ((kx > 0 ? kx : ky) - 1);
      for (let y = 0; y < H; y++) {
        for (let x = 0; x < W; x++) {
          const i = y * W + x;
          let m = src[i]!;
          if (kx > 0) { if (x + half < W) { const o = src[i + half]!; if (o > m) m = o; } }
          else if (y + half < H) { const o = src[i + half * W]!; if (o > m) m = o; }
          out[i] = m;
        }
      }
      level[kx * (k + 1) + ky] = out;
    }
  }
  const log2 = new Uint8Array(Math.max(W, H) + 1);
  for (let i = 2; i < log2.length; i++) log2[i] = log2[i >> 1]! + 1;
  return { k, level, log2 };
}

/** The highest top over places x0..x1, y0..y1 (inclusive, on the map, each side at most 2^(k+1)). */
export function maxTop(tt: TopTable, W: number, x0: number, y0: number, x1: number, y1: number): number {
  const kx = tt.log2[x1 - x0 + 1]!, ky = tt.log2[y1 - y0 + 1]!;
  const a = tt.level[kx * (tt.k + 1) + ky]!;
  const xb = x1 - (1 << kx) + 1, yb = y1 - (1 << ky) + 1;
  let m = a[y0 * W + x0]!;
  let o = a[y0 * W + xb]!; if (o > m) m = o;
  o = a[yb * W + x0]!; if (o > m) m = o;
  o = a[yb * W + xb]!; if (o > m) m = o;
  return m;
}

/**
 * True when every line from one point to the hex centres in a box is surely clear because it runs over every
 * column it could meet: (vx, vr) and zFrom the start (x = q + r / 2 in hex widths, r the row), the ends
 * anywhere in x0..x1 by r0..r1 at heights of at least zTo. The points of all those segments at parameters
 * t0..t1 lie in the box spanned by the four corners scaled about the start, and their lowest height is at t0
 * or t1 for the lowest end (t a dyadic fraction, so exact in doubles). The segments are cut in halves of t
 * until each piece's box of places (every place whose hex closure can hold a point of the piece, with a
 * margin) fits the top table, and when the lowest height is at or above the highest top in that box, a
 * solid lies wholly under each line over each contact, which blocks nothing (`blocksAt` needs the line
 * inside its open interval). False means "not shown this way", not "blocked". This is the empty-space
 * skipping of ray casters over a max-pyramid, taken over a bundle of lines: a viewshed asks it of whole
 * blocks of places and sees a sector of open ground in a few table reads.
 */
export function wedgeOverTops(c: SolidColumns, tt: TopTable, vx: number, vr: number, zFrom: number, x0: number, x1: number, r0: number, r1: number, zTo: number): boolean {
  if (tt.k < 2) return false;
  // A piece whose box is within a few places of the far end's own box, and still dips under a top, is not
  // split further: halving it again would only shrink it towards that box.
  const small = 5 + Math.ceil(Math.max(x1 - x0, r1 - r0));
  return overPiece(c, tt, 1 << (tt.k + 1), small, vx, vr, zFrom, x0 - vx, x1 - vx, r0 - vr, r1 - vr, zTo - zFrom, 0, 1, 0);
}

function overPiece(c: SolidColumns, tt: TopTable, span: number, small: number, vx: number, vr: number, zFrom: number,
  dx0: number, dx1: number, dr0: number, dr1: number, dz: number, t0: number, t1: number, depth: number): boolean {
  const W = c.width, H = c.height;
  // The box of the piece: the corners scaled by t0 and t1 about the start.
  const xa = Math.min(dx0 * t0, dx0 * t1), xb = Math.max(dx1 * t0, dx1 * t1);
  const ra = Math.min(dr0 * t0, dr0 * t1), rb = Math.max(dr1 * t0, dr1 * t1);
  // A hex of row R holds points with |r - R| <= 2/3 and |x - (X + (R & 1) / 2)| <= 1/2 (with margins).
  let y0 = Math.floor(vr + ra - 0.7), y1 = Math.ceil(vr + rb + 0.7);
  let x0 = Math.floor(vx + xa - 1.1), x1 = Math.ceil(vx + xb + 0.6);
  if (y0 < 0) y0 = 0;
  if (y1 >= H) y1 = H - 1;
  if (x0 < 0) x0 = 0;
  if (x1 >= W) x1 = W - 1;
  if (y0 > y1 || x0 > x1) return true;
  if (x1 - x0 + 1 < span && y1 - y0 + 1 < span) {
    const zmin = Math.min(zFrom + dz * t0, zFrom + dz * t1);
    if (maxTop(tt, W, x0, y0, x1, y1) <= zmin) return true;
    // A piece within a few hexes that dips under a top: leave it to the walk.
    if (x1 - x0 <= small && y1 - y0 <= small) return false;
  }
  if (depth > 16) return false;
  const tm = (t0 + t1) / 2;
  return overPiece(c, tt, span, small, vx, vr, zFrom, dx0, dx1, dr0, dr1, dz, t0, tm, depth + 1)
    && overPiece(c, tt, span, small, vx, vr, zFrom, dx0, dx1, dr0, dr1, dz, tm, t1, depth + 1);
}
