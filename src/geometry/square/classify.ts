/**
 * Exact classification of how a closed segment meets one grid square (integer arithmetic, no epsilon).
 *
 * `classifySquare(a, b, sx, sy)` takes doubled lattice points (see point.ts) and returns a
 * `SquareContact`:
 * - `kind: 'inside'`   the segment's relative interior (a-b without its end points) passes through the
 *                      open interior of the square;
 * - `kind: 'edge'`     not inside, and the segment overlaps one of the square's edges over a positive length;
 * - `kind: 'corner'`   neither of the above, and a corner of the square lies strictly inside the segment;
 * - `kind: 'endpoint'` the only contact is at a or b (this includes a segment whose end point lies on the
 *                      square's boundary and which leaves it at once, and the degenerate a == b, whose single
 *                      point counts as an end point even in the open square);
 * - `kind: 'miss'`     no contact.
 * `corners` counts the square's corners lying strictly inside the segment (0..2) and `alongEdge` says
 * whether the segment overlaps an edge over a positive length, whatever `kind` is, so a ruleset can make
 * its own call (for instance a line along an edge passes through corners: kind 'edge', corners >= 0).
 *
 * This is the brute-force oracle; `traceSquares` (trace.ts) walks the same answers along the segment.
 */
import { checkDoubled, type DoubledPoint } from './point.js';

/** How a segment meets a square; ordered from strongest to weakest contact. */
export type ContactKind = 'inside' | 'edge' | 'corner' | 'endpoint' | 'miss';

/** Contact of a segment with one square; see the module header. */
export interface SquareContact {
  kind: ContactKind;
  /** Number of the square's corners strictly inside the segment (not at a or b). */
  corners: number;
  /** True when the segment overlaps one of the square's edges over a positive length. */
  alongEdge: boolean;
}

/** p/q < r/s for q, s > 0. */
function fracLess(p: number, q: number, r: number, s: number): boolean {
  return p * s < r * q;
}

/**
 * True when the open segment (a, b) meets the open box (x0, x1) x (y0, y1): Liang-Barsky parametric
 * clipping (Liang & Barsky, "A new concept and method for line clipping", ACM TOG 1984) with every
 * bound kept as an exact fraction and every comparison strict.
 */
function openSegmentMeetsOpenBox(
  ax: number, ay: number, dx: number, dy: number,
  x0: number, x1: number, y0: number, y1: number,
): boolean {
  // Interval (loN/loD, hiN/hiD) of the parameter t, open at both ends; denominators positive.
  let loN = 0, loD = 1, hiN = 1, hiD = 1;
  const clip = (p: number, d: number, lo: number, hi: number): boolean => {
    if (d === 0) return lo < p && p < hi;
    let lN: number, uN: number;
    const ad = Math.abs(d);
    if (d > 0) { lN = lo - p; uN = hi - p; } else { lN = p - hi; uN = p - lo; }
    if (fracLess(loN, loD, lN, ad)) { loN = lN; loD = ad; }
    if (fracLess(uN, ad, hiN, hiD)) { hiN = uN; hiD = ad; }
    return true;
  };
  if (!clip(ax, dx, x0, x1)) return false;
  if (!clip(ay, dy, y0, y1)) return false;
  return fracLess(loN, loD, hiN, hiD);
}

/** True when c lies on segment a-b strictly between its end points. */
function strictlyInside(ax: number, ay: number, bx: number, by: number, cx: number, cy: number): boolean {
  const dx = bx - ax, dy = by - ay;
  const ex = cx - ax, ey = cy - ay;
  if (dx * ey - dy * ex !== 0) return false;
  const dot = dx * ex + dy * ey;
  return dot > 0 && dot < dx * dx + dy * dy;
}

/** Whether the closed intervals [lo1, hi1] and [lo2, hi2] overlap over a positive length. */
function overlapPositive(lo1: number, hi1: number, lo2: number, hi2: number): boolean {
  return Math.max(lo1, lo2) < Math.min(hi1, hi2);
}

/** How the closed segment a-b (doubled points) meets square (sx, sy); see the module header. */
export function classifySquare(a: DoubledPoint, b: DoubledPoint, sx: number, sy: number): SquareContact {
  const { x: ax, y: ay } = a;
  const { x: bx, y: by } = b;
  checkDoubled(ax, 'a.x'); checkDoubled(ay, 'a.y'); checkDoubled(bx, 'b.x'); checkDoubled(by, 'b.y');
  if (!Number.isInteger(sx) || !Number.isInteger(sy)) throw new Error(`square indices must be integers, got ${sx}, ${sy}`);
  const x0 = 2 * sx, x1 = x0 + 2, y0 = 2 * sy, y1 = y0 + 2;
  const dx = bx - ax, dy = by - ay;

  let corners = 0;
  for (const cx of [x0, x1]) {
    for (const cy of [y0, y1]) {
      if (strictlyInside(ax, ay, bx, by, cx, cy)) corners++;
    }
  }

  let alongEdge = false;
  if (dy === 0 && dx !== 0 && (ay === y0 || ay === y1)) {
    alongEdge = overlapPositive(Math.min(ax, bx), Math.max(ax, bx), x0, x1);
  } else if (dx === 0 && dy !== 0 && (ax === x0 || ax === x1)) {
    alongEdge = overlapPositive(Math.min(ay, by), Math.max(ay, by), y0, y1);
  }

  const degenerate = dx === 0 && dy === 0;
  const inside = !degenerate && openSegmentMeetsOpenBox(ax, ay, dx, dy, x0, x1, y0, y1);

  let kind: ContactKind;
  if (inside) kind = 'inside';
  else if (alongEdge) kind = 'edge';
  else if (corners > 0) kind = 'corner';
  else if (inClosedBox(ax, ay, x0, x1, y0, y1) || inClosedBox(bx, by, x0, x1, y0, y1)) kind = 'endpoint';
  else kind = 'miss';
  return { kind, corners, alongEdge };
}

function inClosedBox(px: number, py: number, x0: number, x1: number, y0: number, y1: number): boolean {
  return x0 <= px && px <= x1 && y0 <= py && py <= y1;
}
