import { segmentVersusCircle } from './circle-exact.js';
import type { SegmentRegionIntersection } from './segment-polygon.js';
import type { Circle, Segment } from './types.js';

/**
 * Intersection of a segment with a closed disc. The kind is exact (`segmentVersusCircle`); the interval,
 * from the quadratic |a + t (b - a) - c|^2 = r^2 solved in doubles (numerically stable form), is clipped to
 * [0, 1]. When the exact test says "interior" but rounding collapses the chord, a zero-length interval at the
 * closest point is reported.
 */
export function segmentCircleIntersection(s: Segment, circle: Circle): SegmentRegionIntersection {
  const side = segmentVersusCircle(s, circle);
  if (side > 0) return { kind: 'none', intervals: [] };
  if (side === 0) return { kind: 'boundary', intervals: [] };
  const { a, b } = s;
  const dx = b.x - a.x, dy = b.y - a.y;
  const A = dx * dx + dy * dy;
  if (A === 0) return { kind: 'interior', intervals: [[0, 1]] };
  const fx = a.x - circle.c.x, fy = a.y - circle.c.y;
  const halfB = dx * fx + dy * fy;
  const C = fx * fx + fy * fy - circle.r * circle.r;
  const disc = Math.max(0, halfB * halfB - A * C);
  const root = Math.sqrt(disc);
  // Stable roots: q = -(halfB + sign(halfB) root); t = q / A and C / q.
  const q = -(halfB + (halfB >= 0 ? root : -root));
  let t0: number, t1: number;
  if (q === 0) {
    t0 = t1 = -halfB / A;
  } else {
    const r1 = q / A, r2 = C / q;
    t0 = Math.min(r1, r2);
    t1 = Math.max(r1, r2);
  }
  const lo = Math.max(0, t0), hi = Math.min(1, t1);
  if (hi >= lo) return { kind: 'interior', intervals: [[lo, hi]] };
  const mid = Math.min(1, Math.max(0, -halfB / A));
  return { kind: 'interior', intervals: [[mid, mid]] };
}
