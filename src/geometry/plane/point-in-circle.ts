import { exactSign, FILTER } from './exact.js';
import type { Circle, Location, Point } from './types.js';

/**
 * Exact location of `p` relative to the closed disc: the sign of |p - c|^2 - r^2, evaluated in doubles when
 * the result is clearly away from zero and otherwise exactly (BigInt on the doubles' exact values).
 */
export function pointInCircle(p: Point, circle: Circle): Location {
  const s = distanceSquaredVersusRadius(p, circle.c, circle.r);
  return s < 0 ? 'inside' : s > 0 ? 'outside' : 'boundary';
}

/** Sign of |p - c|^2 - r^2, exact. */
export function distanceSquaredVersusRadius(p: Point, c: Point, r: number): -1 | 0 | 1 {
  const dx = p.x - c.x, dy = p.y - c.y;
  const sum = dx * dx + dy * dy;
  const rr = r * r;
  const d = sum - rr;
  if (Math.abs(d) > FILTER * (sum + rr)) return d > 0 ? 1 : -1;
  return exactSign([p.x, p.y, c.x, c.y, r], ([px, py, cx, cy, rv]) => {
    const ex = px! - cx!, ey = py! - cy!;
    return ex * ex + ey * ey - rv! * rv!;
  });
}
