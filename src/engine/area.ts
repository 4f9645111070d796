/**
 * Area templates on a square grid, from a grid intersection: a cone (quarter circle) and a line. Pure
 * geometry in doubled integer coordinates (see src/geometry/square/point.ts); which squares the area
 * really affects (line of effect, levels) is the ruleset's call.
 *
 * - `coneSquares`: the squares whose centre lies in the closed quarter circle (90 degrees) of radius
 *   `radius` squares whose tip is the origin and whose axis points at `toward`. Exact: the angle test
 *   2(v.d)^2 >= |v|^2 |d|^2 (with v.d > 0) and the radius test |v|^2 <= (2r)^2 are integer comparisons.
 * - `lineSquares`: the squares a ray from the origin through `through` touches (inside, along an edge or
 *   at a corner; the origin point itself does not count), out to `length` squares counted as moves
 *   (diagonals 1), each with the exact parameter of its first contact, so a ruleset can stop the line at
 *   the first square that blocks it (squares touched at that same point are still reached).
 */
import { traceSquaresXY } from '../geometry/square/trace.js';
import type { ContactKind } from '../geometry/square/classify.js';
import type { DoubledPoint } from '../geometry/square/point.js';

export interface Bounds {
  readonly width: number;
  readonly height: number;
}

export interface ConeSpec {
  /** The tip: a grid intersection (both doubled coordinates even). */
  origin: DoubledPoint;
  /** A point the cone's axis passes through (e.g. the centre of the target square); not the origin. */
  toward: DoubledPoint;
  /** Length of the cone in squares. */
  radius: number;
  bounds: Bounds;
}

/** Squares of a cone template, row by row; see the module header. */
export function coneSquares(spec: ConeSpec): [number, number][] {
  const { origin: o, toward, radius, bounds } = spec;
  checkIntersection(o);
  const dx = toward.x - o.x, dy = toward.y - o.y;
  if (dx === 0 && dy === 0) throw new Error('a cone needs a direction: toward equals the origin');
  const dd = dx * dx + dy * dy;
  const r2 = 4 * radius * radius;
  const ox = o.x / 2, oy = o.y / 2;
  const out: [number, number][] = [];
  for (let sy = Math.max(0, oy - radius); sy < Math.min(bounds.height, oy + radius); sy++) {
    for (let sx = Math.max(0, ox - radius); sx < Math.min(bounds.width, ox + radius); sx++) {
      const vx = 2 * sx + 1 - o.x, vy = 2 * sy + 1 - o.y;
      const vv = vx * vx + vy * vy;
      if (vv > r2) continue;
      const dot = vx * dx + vy * dy;
      if (dot <= 0 || 2 * dot * dot < vv * dd) continue;
      out.push([sx, sy]);
    }
  }
  return out;
}

export interface LineSpec {
  /** Start: a grid intersection (both doubled coordinates even). */
  origin: DoubledPoint;
  /** A point the line passes through; not the origin. */
  through: DoubledPoint;
  /** Range in squares (a square k moves away counts k, diagonals 1). */
  length: number;
  bounds: Bounds;
}

/** A square a line touches, with how and where it is first touched. */
export interface LineSquare {
  sx: number;
  sy: number;
  kind: ContactKind;
  corners: number;
  alongEdge: boolean;
  /** Parameter of the first contact along origin -> end, as the fraction t[0] / t[1] (t[1] > 0). */
  t: [number, number];
}

/** The far end of the traced segment: the ray scaled until it is at least `length` squares long. */
export function lineEnd(spec: Pick<LineSpec, 'origin' | 'through' | 'length'>): DoubledPoint {
  const { origin: o, through: p, length } = spec;
  checkIntersection(o);
  const dx = p.x - o.x, dy = p.y - o.y;
  const m = Math.max(Math.abs(dx), Math.abs(dy));
  if (m === 0) throw new Error('a line needs a direction: through equals the origin');
  const k = Math.max(1, Math.ceil((2 * length) / m));
  return { x: o.x + dx * k, y: o.y + dy * k };
}

/** Squares touched by a line template, in order of first contact; see the module header. */
export function lineSquares(spec: LineSpec): LineSquare[] {
  const o = spec.origin;
  const e = lineEnd(spec);
  const ox = o.x / 2, oy = o.y / 2;
  const out: LineSquare[] = [];
  traceSquaresXY(o.x, o.y, e.x, e.y, (sx, sy, c) => {
    if (c.kind === 'endpoint' || c.kind === 'miss') return false;
    if (sx < 0 || sy < 0 || sx >= spec.bounds.width || sy >= spec.bounds.height) return false;
    const distX = sx >= ox ? sx - ox + 1 : ox - sx;
    const distY = sy >= oy ? sy - oy + 1 : oy - sy;
    if (Math.max(distX, distY) > spec.length) return false;
    out.push({ sx, sy, kind: c.kind, corners: c.corners, alongEdge: c.alongEdge, t: entryParam(o, e, sx, sy) });
    return false;
  });
  return out;
}

/**
 * Parameter (as a fraction n/d, d > 0) at which the closed segment a-b first meets the closed square
 * (sx, sy); assumes they meet. Liang-Barsky entry on the closed box.
 */
export function entryParam(a: DoubledPoint, b: DoubledPoint, sx: number, sy: number): [number, number] {
  let n = 0, d = 1;
  const axis = (p: number, q: number, lo: number, hi: number) => {
    const delta = q - p;
    if (delta === 0) return;
    const num = delta > 0 ? lo - p : p - hi;
    const den = Math.abs(delta);
    if (num * d > n * den) { n = num; d = den; }
  };
  axis(a.x, b.x, 2 * sx, 2 * sx + 2);
  axis(a.y, b.y, 2 * sy, 2 * sy + 2);
  return [n, d];
}

/** Compare fractions a[0]/a[1] and b[0]/b[1] (positive denominators): negative, zero or positive. */
export function compareParam(a: readonly [number, number], b: readonly [number, number]): number {
  return a[0] * b[1] - b[0] * a[1];
}

function checkIntersection(p: DoubledPoint): void {
  if (!Number.isInteger(p.x) || !Number.isInteger(p.y) || (p.x & 1) !== 0 || (p.y & 1) !== 0)
    throw new Error(`an area's origin must be a grid intersection (even doubled coordinates), got ${p.x}, ${p.y}`);
}
