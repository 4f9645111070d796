/**
 * Walk every square a closed segment touches, in order of first contact from a.
 *
 * - `traceSquares(a, b, visit)` calls `visit(sx, sy, contact)` once for every square whose contact with
 *   the segment is not 'miss', with the same `kind`, `corners` and `alongEdge` that `classifySquare` gives.
 *   Squares first touched at the same point are visited in a fixed but unspecified order (at a corner the
 *   two squares touched only there come before the square the segment enters). `visit` returning `true`
 *   stops the walk; `traceSquares` then returns `true`, otherwise `false`.
 *   The `contact` object is ONE mutable object reused for every call of one walk: read it during the call,
 *   copy it (`{ ...contact }`) to keep it.
 * - `traceSquaresXY(ax, ay, bx, by, visit)` is the same on plain integers, allocating only that contact object.
 * - `squaresOnSegment(a, b)` collects the walk into an array of `{ sx, sy, kind, corners, alongEdge }`.
 * - `traceSquaresScaled(ax, ay, bx, by, unit, visit)` is the same walk on a finer lattice: square (sx, sy)
 *   spans [unit*sx, unit*sx + unit] on each axis (doubled coordinates are unit 2). It traces segments whose
 *   ends are rational points (scale them by a common denominator), e.g. exact "any part of a square" sight.
 *
 * Algorithm: the grid traversal of Amanatides & Woo ("A Fast Voxel Traversal Algorithm for Ray
 * Tracing", Eurographics 1987) run on doubled integer coordinates. The parameter of the next crossing
 * of a vertical grid line is nx/|dx| and of a horizontal one ny/|dy|; they are compared by the integer
 * cross products nx*|dy| and ny*|dx|, so a tie (the line passes exactly through a grid corner) is detected
 * exactly and the two squares touched only at that corner are reported (a supercover step), instead of
 * being nudged to one side. Axis-parallel segments, which may run along grid lines, are walked column by
 * column. Work is proportional to the number of squares touched.
 */
import { checkDoubled, type DoubledPoint } from './point.js';
import type { ContactKind, SquareContact } from './classify.js';

/** Callback of `traceSquares`; `contact` is reused between calls. Return `true` to stop. */
export type SquareVisitor = (sx: number, sy: number, contact: Readonly<SquareContact>) => boolean | void;

/** One square touched by a segment, as collected by `squaresOnSegment`. */
export interface TouchedSquare extends SquareContact {
  readonly sx: number;
  readonly sy: number;
}

/** Index of the square whose range [unit*s, unit*s + unit] holds v just after v in direction step (±1). */
function after(v: number, step: number, unit: number): number {
  const r = ((v % unit) + unit) % unit;
  if (r !== 0) return (v - r) / unit;
  return step > 0 ? v / unit : v / unit - 1;
}

function emit(
  visit: SquareVisitor, c: SquareContact, sx: number, sy: number,
  kind: ContactKind, corners: number, alongEdge: boolean,
): boolean {
  c.kind = kind;
  c.corners = corners;
  c.alongEdge = alongEdge;
  return visit(sx, sy, c) === true;
}

/** Visit the squares whose closure holds (px, py), except (skipX, skipY), as 'endpoint'. */
function emitEndpointSquares(
  px: number, py: number, skipX: number, skipY: number, visit: SquareVisitor, c: SquareContact, unit: number,
): boolean {
  const c0 = after(px, -1, unit), c1 = after(px, 1, unit);
  const r0 = after(py, -1, unit), r1 = after(py, 1, unit);
  for (let r = r0; r <= r1; r++) {
    for (let col = c0; col <= c1; col++) {
      if (col === skipX && r === skipY) continue;
      if (emit(visit, c, col, r, 'endpoint', 0, false)) return true;
    }
  }
  return false;
}

/**
 * Segment parallel to an axis (or a single point): u runs from u0 to u1 along the moving axis, v is the
 * fixed coordinate. With `swap` the moving axis is y. Columns are walked from u0's end.
 */
function walkAxis(
  u0: number, u1: number, v: number, swap: boolean, visit: SquareVisitor, c: SquareContact, unit: number,
): boolean {
  const lo = Math.min(u0, u1), hi = Math.max(u0, u1);
  const onLine = v % unit === 0; // v on a grid line: the segment runs along edges
  const r0 = after(v, -1, unit), r1 = after(v, 1, unit);
  const cmin = after(lo, -1, unit), cmax = after(hi, 1, unit);
  const step = u1 >= u0 ? 1 : -1;
  const first = step > 0 ? cmin : cmax, last = step > 0 ? cmax : cmin;
  for (let col = first; ; col += step) {
    const e0 = unit * col, e1 = e0 + unit;
    const positive = Math.max(lo, e0) < Math.min(hi, e1);
    let kind: ContactKind = 'endpoint';
    let corners = 0;
    if (positive) {
      kind = onLine ? 'edge' : 'inside';
      if (onLine) corners = (lo < e0 && e0 < hi ? 1 : 0) + (lo < e1 && e1 < hi ? 1 : 0);
    }
    const along = positive && onLine;
    for (let r = r0; r <= r1; r++) {
      const stop = swap
        ? emit(visit, c, r, col, kind, corners, along)
        : emit(visit, c, col, r, kind, corners, along);
      if (stop) return true;
    }
    if (col === last) return false;
  }
}

/** Segment with dx != 0 and dy != 0: Amanatides-Woo on exact integer crossing parameters. */
function walkSlanted(
  ax: number, ay: number, bx: number, by: number, visit: SquareVisitor, c: SquareContact, unit: number,
): boolean {
  const dx = bx - ax, dy = by - ay;
  const stepX = dx > 0 ? 1 : -1, stepY = dy > 0 ? 1 : -1;
  const adx = Math.abs(dx), ady = Math.abs(dy);
  let sx = after(ax, stepX, unit), sy = after(ay, stepY, unit);
  if (emitEndpointSquares(ax, ay, sx, sy, visit, c, unit)) return true;
  // Distances (lattice units along each axis) from a to the next vertical / horizontal grid line.
  let nx = stepX > 0 ? unit * sx + unit - ax : ax - unit * sx;
  let ny = stepY > 0 ? unit * sy + unit - ay : ay - unit * sy;
  let corners = 0; // corners of the current square already met strictly inside the segment
  // The crossing parameters are tx = nx/adx and ty = ny/ady; t >= 1 means at or past b.
  while (nx < adx || ny < ady) {
    const px = nx * ady, py = ny * adx; // tx < ty  <=>  px < py
    if (px < py) {
      if (emit(visit, c, sx, sy, 'inside', corners, false)) return true;
      sx += stepX; nx += unit; corners = 0;
    } else if (px > py) {
      if (emit(visit, c, sx, sy, 'inside', corners, false)) return true;
      sy += stepY; ny += unit; corners = 0;
    } else {
      // Exactly through a grid corner, strictly before b (tx = ty < 1).
      if (emit(visit, c, sx, sy, 'inside', corners + 1, false)) return true;
      if (emit(visit, c, sx + stepX, sy, 'corner', 1, false)) return true;
      if (emit(visit, c, sx, sy + stepY, 'corner', 1, false)) return true;
      sx += stepX; sy += stepY; nx += unit; ny += unit; corners = 1;
    }
  }
  if (emit(visit, c, sx, sy, 'inside', corners, false)) return true;
  return emitEndpointSquares(bx, by, sx, sy, visit, c, unit);
}

/** `traceSquares` on plain doubled integer coordinates. */
export function traceSquaresXY(ax: number, ay: number, bx: number, by: number, visit: SquareVisitor): boolean {
  return traceSquaresScaled(ax, ay, bx, by, 2, visit);
}

/**
 * `traceSquaresXY` on a lattice of `unit` points per square side (an even integer >= 2): square (sx, sy)
 * spans [unit*sx, unit*sx + unit]. The caller keeps |coordinate| * unit-scaled products below 2^53.
 */
export function traceSquaresScaled(ax: number, ay: number, bx: number, by: number, unit: number, visit: SquareVisitor): boolean {
  checkDoubled(ax, 'a.x'); checkDoubled(ay, 'a.y'); checkDoubled(bx, 'b.x'); checkDoubled(by, 'b.y');
  if (!Number.isInteger(unit) || unit < 2 || (unit & 1) !== 0) throw new Error(`unit must be an even integer >= 2, got ${unit}`);
  const c: SquareContact = { kind: 'miss', corners: 0, alongEdge: false };
  if (ay === by) return walkAxis(ax, bx, ay, false, visit, c, unit);
  if (ax === bx) return walkAxis(ay, by, ax, true, visit, c, unit);
  return walkSlanted(ax, ay, bx, by, visit, c, unit);
}

/** Visit every square the closed segment a-b touches, in order of first contact; see the module header. */
export function traceSquares(a: DoubledPoint, b: DoubledPoint, visit: SquareVisitor): boolean {
  return traceSquaresXY(a.x, a.y, b.x, b.y, visit);
}

/** Every square the closed segment a-b touches, in order of first contact from a. */
export function squaresOnSegment(a: DoubledPoint, b: DoubledPoint): TouchedSquare[] {
  const out: TouchedSquare[] = [];
  traceSquaresXY(a.x, a.y, b.x, b.y, (sx, sy, k) => {
    out.push({ sx, sy, kind: k.kind, corners: k.corners, alongEdge: k.alongEdge });
  });
  return out;
}
