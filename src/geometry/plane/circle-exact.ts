import { exactSign, FILTER } from './exact.js';
import { distanceSquaredVersusRadius } from './point-in-circle.js';
import type { Circle, Point, Segment, Sign } from './types.js';

/**
 * Exact sign of dist(circle.c, s)^2 - r^2: -1 when the segment has a point strictly inside the disc, 0 when
 * it only touches the circle, 1 when it stays outside. Every branch decision is exact (floating-point
 * filter, then BigInt).
 */
export function segmentVersusCircle(s: Segment, circle: Circle): Sign {
  const { a, b } = s;
  const { c, r } = circle;
  if (a.x === b.x && a.y === b.y) return distanceSquaredVersusRadius(a, c, r);
  // Closest point is a when (c - a).(b - a) <= 0, b when (c - b).(a - b) <= 0, else on the open segment.
  if (dotSign(c, a, b) <= 0) return distanceSquaredVersusRadius(a, c, r);
  if (dotSign(c, b, a) <= 0) return distanceSquaredVersusRadius(b, c, r);
  // Perpendicular distance: cross(d, c - a)^2 versus r^2 |d|^2.
  const dx = b.x - a.x, dy = b.y - a.y, wx = c.x - a.x, wy = c.y - a.y;
  const cr = dx * wy - dy * wx;
  const lhs = cr * cr;
  const rhs = r * r * (dx * dx + dy * dy);
  const diff = lhs - rhs;
  const mag = (Math.abs(dx * wy) + Math.abs(dy * wx)) ** 2 + rhs;
  if (Math.abs(diff) > FILTER * mag) return diff > 0 ? 1 : -1;
  return exactSign([a.x, a.y, b.x, b.y, c.x, c.y, r], ([ax, ay, bx, by, cx, cy, rv]) => {
    const ex = bx! - ax!, ey = by! - ay!, fx = cx! - ax!, fy = cy! - ay!;
    const k = ex * fy - ey * fx;
    return k * k - rv! * rv! * (ex * ex + ey * ey);
  });
}

/** Exact sign of (c - a).(b - a). */
export function dotSign(c: Point, a: Point, b: Point): Sign {
  const ux = c.x - a.x, uy = c.y - a.y, vx = b.x - a.x, vy = b.y - a.y;
  const d = ux * vx + uy * vy;
  if (Math.abs(d) > FILTER * (Math.abs(ux * vx) + Math.abs(uy * vy))) return d > 0 ? 1 : -1;
  return exactSign([a.x, a.y, b.x, b.y, c.x, c.y], ([ax, ay, bx, by, cx, cy]) => {
    return (cx! - ax!) * (bx! - ax!) + (cy! - ay!) * (by! - ay!);
  });
}

/** Exact sign of |c1 - c2| - (r1 + r2): -1 overlapping, 0 touching, 1 apart. */
export function circleVersusCircle(p: Circle, q: Circle): Sign {
  const dx = p.c.x - q.c.x, dy = p.c.y - q.c.y;
  const sum = dx * dx + dy * dy;
  const rr = (p.r + q.r) ** 2;
  const d = sum - rr;
  if (Math.abs(d) > FILTER * (sum + rr)) return d > 0 ? 1 : -1;
  return exactSign([p.c.x, p.c.y, q.c.x, q.c.y, p.r, q.r], ([px, py, qx, qy, pr, qr]) => {
    const ex = px! - qx!, ey = py! - qy!, rs = pr! + qr!;
    return ex * ex + ey * ey - rs * rs;
  });
}
