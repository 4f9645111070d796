import { orient2d } from './orient2d.js';
import type { Point, Sign } from './types.js';

/**
 * Exact orientation of the triple (a, b, c): 1 if c lies left of the directed line a->b (counter-clockwise
 * turn), -1 if right, 0 if the three points are exactly collinear. Uses Shewchuk's adaptive predicate
 * (orient2d.ts), which is exact for all finite doubles. Note that its orient2d has the opposite sign
 * convention (positive for clockwise, as robust-predicates'); this wrapper returns the mathematical one.
 */
export function orient(a: Point, b: Point, c: Point): Sign {
  const d = orient2d(a.x, a.y, b.x, b.y, c.x, c.y);
  return d < 0 ? 1 : d > 0 ? -1 : 0;
}

/** Is `p` on the closed segment [a, b]? Exact. */
export function onSegment(a: Point, b: Point, p: Point): boolean {
  if (orient(a, b, p) !== 0) return false;
  return (
    Math.min(a.x, b.x) <= p.x && p.x <= Math.max(a.x, b.x) && Math.min(a.y, b.y) <= p.y && p.y <= Math.max(a.y, b.y)
  );
}

/** Do two points coincide exactly? */
export function samePoint(p: Point, q: Point): boolean {
  return p.x === q.x && p.y === q.y;
}

/**
 * Does the line from (fx, fy) through corner (vx, vy) leave both of the corner's neighbours (ax, ay) and
 * (bx, by) on one side, or touch them? Exact signs, on coordinates (for inner loops): the tangency test of a
 * reduced visibility graph.
 */
export function tangentXY(fx: number, fy: number, vx: number, vy: number, ax: number, ay: number, bx: number, by: number): boolean {
  const d0 = orient2d(fx, fy, vx, vy, ax, ay), d1 = orient2d(fx, fy, vx, vy, bx, by);
  return !((d0 > 0 && d1 < 0) || (d0 < 0 && d1 > 0));
}
