/**
 * Lines between square footprints, traced over a `blocks(sx, sy, contact)` accessor: the generic part of
 * "can A see B" on a square grid. The geometry (src/geometry/square) says exactly how each line meets each
 * square (inside, along an edge, through a corner, only at an end point); the accessor, written by a
 * ruleset, decides which of those contacts block. Nothing here knows a game.
 *
 * Points are doubled lattice points (corner (x, y) = (2x, 2y), centre of square (x, y) = (2x+1, 2y+1)), so
 * every line is traced exactly. Evidence converts them back to board units (squares span [x, x+1]).
 *
 * Used by city-of-peril (corner to any part of the target's space) and meant for heroclix too (centre to
 * centre): pick the point sets with `pointsOf`.
 */
import { gcd } from '../geometry/integer.js';
import { traceSquaresScaled, traceSquaresXY } from '../geometry/square/trace.js';
import type { SquareContact } from '../geometry/square/classify.js';
import type { DoubledPoint } from '../geometry/square/point.js';
import type { TracedLine } from './verdict.js';

/** A rectangle of squares: columns x .. x+w-1, rows y .. y+h-1. */
export interface Footprint {
  readonly x: number;
  readonly y: number;
  readonly w: number;
  readonly h: number;
}

/** Says whether square (sx, sy) blocks a line meeting it as `contact` (never 'miss'). */
export type BlockTest = (sx: number, sy: number, contact: Readonly<SquareContact>) => boolean;

/**
 * Which points of a footprint lines start from or end at:
 * - `corners`: the grid intersections on the footprint's boundary (the corners of its squares that lie on
 *   its outline: 4 for one square, 8 for 2x2, ...);
 * - `centres`: the centres of its squares;
 * - `any`: every doubled lattice point of the closed rectangle (corners, edge midpoints and centres of
 *   all its squares), a finite sample of "any part of the space".
 */
export type PointSet = 'corners' | 'centres' | 'any';

/** Target points for `sightBetween`: a finite set, or `exact` (every point of the closed footprint, see `clearToAnyPart`). */
export type TargetPoints = PointSet | 'exact';

export function inFootprint(fp: Footprint, sx: number, sy: number): boolean {
  return sx >= fp.x && sy >= fp.y && sx < fp.x + fp.w && sy < fp.y + fp.h;
}

/** The points of `fp` in the chosen set, in doubled coordinates, row by row. */
export function pointsOf(fp: Footprint, set: PointSet): DoubledPoint[] {
  const out: DoubledPoint[] = [];
  const x0 = 2 * fp.x, y0 = 2 * fp.y, x1 = 2 * (fp.x + fp.w), y1 = 2 * (fp.y + fp.h);
  if (set === 'centres') {
    for (let y = y0 + 1; y < y1; y += 2) for (let x = x0 + 1; x < x1; x += 2) out.push({ x, y });
  } else if (set === 'any') {
    for (let y = y0; y <= y1; y++) for (let x = x0; x <= x1; x++) out.push({ x, y });
  } else {
    for (let y = y0; y <= y1; y += 2) {
      for (let x = x0; x <= x1; x += 2) if (x === x0 || x === x1 || y === y0 || y === y1) out.push({ x, y });
    }
  }
  return out;
}

/** The four corners of square (sx, sy), doubled. */
export function squareCorners(sx: number, sy: number): DoubledPoint[] {
  return [
    { x: 2 * sx, y: 2 * sy }, { x: 2 * sx + 2, y: 2 * sy },
    { x: 2 * sx, y: 2 * sy + 2 }, { x: 2 * sx + 2, y: 2 * sy + 2 },
  ];
}

/** A doubled point in board units. */
export function boardPoint(p: DoubledPoint): [number, number] {
  return [p.x / 2, p.y / 2];
}

export interface TraceOptions {
  /** Squares that never block this line (e.g. the spaces of the two figures). */
  ignore?: (sx: number, sy: number) => boolean;
  /** Record every blocking square instead of stopping at the first. */
  all?: boolean;
  /**
   * Also block a line that runs along a grid line between two squares that would both block a line through
   * their inside (it runs inside solid terrain, though it only touches each square's edge). Reported with
   * how `seam`, at both squares.
   */
  seams?: boolean;
}

const INSIDE: SquareContact = { kind: 'inside', corners: 0, alongEdge: false };

/** For an axis-parallel segment on a grid line: the first pair of flanking squares that are both solid. */
function findSeam(a: DoubledPoint, b: DoubledPoint, blocks: BlockTest, ignore?: (sx: number, sy: number) => boolean): [number, number][] | undefined {
  const horizontal = a.y === b.y && (a.y & 1) === 0;
  const vertical = a.x === b.x && (a.x & 1) === 0;
  if (horizontal === vertical) return undefined; // slanted, off the grid lines, or a single point
  const lo = horizontal ? Math.min(a.x, b.x) : Math.min(a.y, b.y);
  const hi = horizontal ? Math.max(a.x, b.x) : Math.max(a.y, b.y);
  const g = (horizontal ? a.y : a.x) / 2;
  const solid = (sx: number, sy: number) => !(ignore && ignore(sx, sy)) && blocks(sx, sy, INSIDE);
  for (let c = Math.floor(lo / 2); 2 * c < hi; c++) {
    if (Math.max(lo, 2 * c) >= Math.min(hi, 2 * c + 2)) continue;
    const p: [number, number] = horizontal ? [c, g - 1] : [g - 1, c];
    const q: [number, number] = horizontal ? [c, g] : [g, c];
    if (solid(p[0], p[1]) && solid(q[0], q[1])) return [p, q];
  }
  return undefined;
}

/** Trace one segment; `blockedBy` lists the squares that blocked it and how the line met them. */
export function traceLine(a: DoubledPoint, b: DoubledPoint, blocks: BlockTest, opts: TraceOptions = {}): TracedLine {
  const blockedBy: { at: [number, number]; how: string }[] = [];
  const ignore = opts.ignore;
  traceSquaresXY(a.x, a.y, b.x, b.y, (sx, sy, c) => {
    if (ignore && ignore(sx, sy)) return false;
    if (!blocks(sx, sy, c)) return false;
    blockedBy.push({ at: [sx, sy], how: describeContact(c) });
    return !opts.all;
  });
  if (opts.seams && (opts.all || blockedBy.length === 0)) {
    const seam = findSeam(a, b, blocks, ignore);
    if (seam) for (const at of seam) blockedBy.push({ at, how: 'seam' });
  }
  const line: TracedLine = { from: boardPoint(a), to: boardPoint(b), clear: blockedBy.length === 0 };
  if (blockedBy.length) line.blockedBy = blockedBy;
  return line;
}

/** `inside`, `corner`, `edge`, `edge+corner` or `endpoint`: how a line met a square, for evidence. */
export function describeContact(c: Readonly<SquareContact>): string {
  if (c.kind === 'edge' && c.corners > 0) return 'edge+corner';
  return c.kind;
}

export interface LinesResult {
  /** True when at least one line is clear. */
  clear: boolean;
  /** The first clear line found, if any. */
  clearLine?: TracedLine;
  /** The lines traced (all of them, or up to the first clear one with `stopAtClear`). */
  lines: TracedLine[];
}

/** Trace from every point of `from` to every point of `to` (pairs of equal points are skipped). */
export function traceLines(
  from: readonly DoubledPoint[], to: readonly DoubledPoint[], blocks: BlockTest,
  opts: TraceOptions & { stopAtClear?: boolean } = {},
): LinesResult {
  const lines: TracedLine[] = [];
  let clearLine: TracedLine | undefined;
  for (const a of from) {
    for (const b of to) {
      if (a.x === b.x && a.y === b.y) continue;
      const line = traceLine(a, b, blocks, opts);
      lines.push(line);
      if (line.clear && !clearLine) {
        clearLine = line;
        if (opts.stopAtClear) return { clear: true, clearLine, lines };
      }
    }
  }
  return clearLine ? { clear: true, clearLine, lines } : { clear: false, lines };
}

/** A rational point: (x / d, y / d) in doubled coordinates, d a positive integer. */
interface RationalPoint {
  x: number;
  y: number;
  d: number;
}

/** The squares flanking an axis-parallel segment on a grid line of a lattice with `unit` points per side. */
function findSeamScaled(ax: number, ay: number, bx: number, by: number, unit: number, blocks: BlockTest, ignore?: (sx: number, sy: number) => boolean): [number, number][] | undefined {
  const horizontal = ay === by && ay % unit === 0;
  const vertical = ax === bx && ax % unit === 0;
  if (horizontal === vertical) return undefined;
  const lo = horizontal ? Math.min(ax, bx) : Math.min(ay, by);
  const hi = horizontal ? Math.max(ax, bx) : Math.max(ay, by);
  const g = (horizontal ? ay : ax) / unit;
  const solid = (sx: number, sy: number) => !(ignore && ignore(sx, sy)) && blocks(sx, sy, INSIDE);
  for (let c = Math.floor(lo / unit); unit * c < hi; c++) {
    if (Math.max(lo, unit * c) >= Math.min(hi, unit * c + unit)) continue;
    const p: [number, number] = horizontal ? [c, g - 1] : [g - 1, c];
    const q: [number, number] = horizontal ? [c, g] : [g, c];
    if (solid(p[0], p[1]) && solid(q[0], q[1])) return [p, q];
  }
  return undefined;
}

/** Trace from doubled point `a` to the rational point `b`, as `traceLine` does. */
function traceToRational(a: DoubledPoint, b: RationalPoint, blocks: BlockTest, opts: TraceOptions): TracedLine {
  const d = b.d;
  const blockedBy: { at: [number, number]; how: string }[] = [];
  const ignore = opts.ignore;
  traceSquaresScaled(a.x * d, a.y * d, b.x, b.y, 2 * d, (sx, sy, c) => {
    if (ignore && ignore(sx, sy)) return false;
    if (!blocks(sx, sy, c)) return false;
    blockedBy.push({ at: [sx, sy], how: describeContact(c) });
    return true;
  });
  if (opts.seams && blockedBy.length === 0) {
    const seam = findSeamScaled(a.x * d, a.y * d, b.x, b.y, 2 * d, blocks, ignore);
    if (seam) for (const at of seam) blockedBy.push({ at, how: 'seam' });
  }
  const line: TracedLine = { from: boardPoint(a), to: [b.x / (2 * d), b.y / (2 * d)], clear: blockedBy.length === 0 };
  if (blockedBy.length) line.blockedBy = blockedBy;
  return line;
}

/**
 * Exact "a line from `a` to any part of the rectangle `to`": the first clear line from the doubled point `a`
 * to a point of the closed footprint, or undefined when every such line is blocked.
 *
 * Why a finite set of points decides it. A point Q of the footprint is seen when the segment a-Q is not
 * blocked. (1) When `a` lies outside the footprint, moving Q along the ray from `a` further into the footprint
 * only lengthens the segment, so it suffices to look at the footprint's boundary: its four edges. (2) On one
 * edge, the points a blocking square hides form an open interval (an inside contact: the segment's interior
 * meets the open square, a convex set of Q), or a ray beyond one lattice point (a corner contact, a line along
 * a grid line past a corner, a seam between two solid squares). Every end of those intervals is a lattice
 * point on the edge or the projection from `a` of a square's corner onto the edge's line. Between two
 * consecutive such "critical" points nothing changes, so one point strictly between them (their mediant, a
 * rational with a small denominator) speaks for the whole open piece. Testing every critical point and every
 * mediant therefore decides the whole edge exactly. (3) When `a` lies on the footprint, the segment to the
 * centre of a square of the footprint touching `a` runs inside that square only, and the caller's own
 * samples include it.
 * Only corners of squares in the bounding box of `a` and the edge can be critical: other squares never meet
 * a segment from `a` to the edge.
 */
export function clearToAnyPart(a: DoubledPoint, to: Footprint, blocks: BlockTest, opts: TraceOptions = {}): TracedLine | undefined {
  const X0 = 2 * to.x, X1 = 2 * (to.x + to.w), Y0 = 2 * to.y, Y1 = 2 * (to.y + to.h);
  // Each edge as (fixed axis, fixed doubled value, range on the other axis).
  const edges: { horizontal: boolean; v: number; lo: number; hi: number }[] = [
    { horizontal: true, v: Y0, lo: X0, hi: X1 }, { horizontal: true, v: Y1, lo: X0, hi: X1 },
    { horizontal: false, v: X0, lo: Y0, hi: Y1 }, { horizontal: false, v: X1, lo: Y0, hi: Y1 },
  ];
  for (const e of edges) {
    // In "edge coordinates": u along the edge, w across; a = (au, aw).
    const au = e.horizontal ? a.x : a.y, aw = e.horizontal ? a.y : a.x;
    // Critical points as fractions n / d of doubled u, with d > 0.
    const crit: [number, number][] = [];
    for (let u = e.lo; u <= e.hi; u += 2) crit.push([u, 1]);
    if (aw !== e.v) {
      const uMin = Math.min(au, e.lo), uMax = Math.max(au, e.hi);
      const wMin = Math.min(aw, e.v), wMax = Math.max(aw, e.v);
      for (let cw = wMin; cw <= wMax; cw += 2) {
        if (cw === aw) continue;
        for (let cu = uMin; cu <= uMax; cu += 2) {
          // The ray from a through corner (cu, cw) meets the edge's line at u = au + (v - aw) (cu - au) / (cw - aw).
          let n = au * (cw - aw) + (e.v - aw) * (cu - au), d = cw - aw;
          if (d < 0) { n = -n; d = -d; }
          if (n < e.lo * d || n > e.hi * d) continue;
          const g = gcd(n, d);
          crit.push([n / g, d / g]);
        }
      }
    }
    crit.sort((p, q) => p[0] * q[1] - q[0] * p[1]);
    const points: [number, number][] = [];
    for (const c of crit) {
      const last = points[points.length - 1];
      if (last && last[0] * c[1] === c[0] * last[1]) continue;
      if (last) points.push([last[0] + c[0], last[1] + c[1]]); // the mediant lies strictly between
      points.push(c);
    }
    for (const [n, d] of points) {
      const b: RationalPoint = e.horizontal ? { x: n, y: e.v * d, d } : { x: e.v * d, y: n, d };
      if (b.x === a.x * d && b.y === a.y * d) continue;
      const line = traceToRational(a, b, blocks, opts);
      if (line.clear) return line;
    }
  }
  return undefined;
}

/**
 * Is there a clear line between two footprints? Lines run from the `fromPoints` of `from` to the `toPoints`
 * of `to`; the squares of both footprints never block (a figure does not hide itself or its target).
 * Stops at the first clear line; when none is clear every traced line is returned as evidence.
 */
export function sightBetween(
  from: Footprint, to: Footprint, blocks: BlockTest,
  opts: { fromPoints?: PointSet; toPoints?: TargetPoints; ignore?: (sx: number, sy: number) => boolean; seams?: boolean } = {},
): LinesResult {
  const own = (sx: number, sy: number) =>
    inFootprint(from, sx, sy) || inFootprint(to, sx, sy) || (opts.ignore !== undefined && opts.ignore(sx, sy));
  const want = opts.toPoints ?? 'any';
  const fromPts = pointsOf(from, opts.fromPoints ?? 'corners');
  const sampled = traceLines(fromPts, pointsOf(to, want === 'exact' ? 'any' : want), blocks, {
    ignore: own, stopAtClear: true, seams: opts.seams,
  });
  if (sampled.clear || want !== 'exact') return sampled;
  for (const a of fromPts) {
    const line = clearToAnyPart(a, to, blocks, { ignore: own, seams: opts.seams });
    if (line) return { clear: true, clearLine: line, lines: [line] };
  }
  return sampled;
}
