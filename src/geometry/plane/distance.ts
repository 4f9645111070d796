import { circleVersusCircle, segmentVersusCircle } from './circle-exact.js';
import { onSegment } from './orient.js';
import { pointInPolygon } from './point-in-polygon.js';
import { segmentsIntersect } from './segment.js';
import type { Circle, Point, Polygon, Segment } from './types.js';

/*
 * Distances are doubles, but whether a distance is zero is decided exactly: each function first asks the
 * exact predicates whether the two sets meet, returns 0 if they do, and otherwise returns the computed
 * distance (never 0: a rounded-down positive gap is reported as the smallest positive double).
 */

function positive(d: number): number {
  return d > 0 ? d : Number.MIN_VALUE;
}

/** The point of segment `s` closest to `p`. */
export function closestPointOnSegment(p: Point, s: Segment): Point {
  const dx = s.b.x - s.a.x, dy = s.b.y - s.a.y;
  const len2 = dx * dx + dy * dy;
  if (len2 === 0) return s.a;
  const t = ((p.x - s.a.x) * dx + (p.y - s.a.y) * dy) / len2;
  if (t <= 0) return s.a;
  if (t >= 1) return s.b;
  return { x: s.a.x + t * dx, y: s.a.y + t * dy };
}

/** Euclidean distance between two points. */
export function pointDistance(p: Point, q: Point): number {
  return Math.hypot(p.x - q.x, p.y - q.y);
}

/** Distance from a point to a closed segment (0 exactly when the point is on it). */
export function pointSegmentDistance(p: Point, s: Segment): number {
  if (onSegment(s.a, s.b, p)) return 0;
  return positive(pointDistance(p, closestPointOnSegment(p, s)));
}

/** Distance between two closed segments (0 exactly when they meet). */
export function segmentSegmentDistance(s: Segment, t: Segment): number {
  if (segmentsIntersect(s, t) !== 'none') return 0;
  return positive(
    Math.min(
      pointSegmentDistance(s.a, t),
      pointSegmentDistance(s.b, t),
      pointSegmentDistance(t.a, s),
      pointSegmentDistance(t.b, s),
    ),
  );
}

function edges(poly: Polygon): Segment[] {
  return poly.map((a, i) => ({ a, b: poly[(i + 1) % poly.length]! }));
}

/** Distance from a point to a closed polygon region (0 inside or on the boundary). */
export function pointPolygonDistance(p: Point, poly: Polygon): number {
  if (pointInPolygon(p, poly) !== 'outside') return 0;
  let best = Infinity;
  for (const e of edges(poly)) best = Math.min(best, pointSegmentDistance(p, e));
  return positive(best);
}

/** Distance from a segment to a closed polygon region (0 when they meet). */
export function segmentPolygonDistance(s: Segment, poly: Polygon): number {
  if (pointInPolygon(s.a, poly) !== 'outside') return 0;
  const es = edges(poly);
  // Crossings first (issue 17): a segment through the polygon is at 0 without measuring the edges before it.
  for (const e of es) if (segmentsIntersect(s, e) !== 'none') return 0;
  let best = Infinity;
  for (const e of es) best = Math.min(best, segmentSegmentDistance(s, e));
  return best;
}

/** Distance between two closed polygon regions (0 when they meet, including one inside the other). */
export function polygonPolygonDistance(p: Polygon, q: Polygon): number {
  if (pointInPolygon(p[0]!, q) !== 'outside' || pointInPolygon(q[0]!, p) !== 'outside') return 0;
  let best = Infinity;
  const eq = edges(q);
  for (const e of edges(p)) {
    for (const f of eq) {
      const d = segmentSegmentDistance(e, f);
      if (d === 0) return 0;
      best = Math.min(best, d);
    }
  }
  return best;
}

/** Distance from a point to a closed disc (0 inside or on the circle). */
export function pointCircleDistance(p: Point, circle: Circle): number {
  if (segmentVersusCircle({ a: p, b: p }, circle) <= 0) return 0;
  return positive(pointDistance(p, circle.c) - circle.r);
}

/** Distance from a segment to a closed disc (0 when they meet). */
export function segmentCircleDistance(s: Segment, circle: Circle): number {
  if (segmentVersusCircle(s, circle) <= 0) return 0;
  return positive(pointDistance(closestPointOnSegment(circle.c, s), circle.c) - circle.r);
}

/** Gap between two discs, e.g. two bases (0 when touching or overlapping, decided exactly). */
export function circleCircleDistance(p: Circle, q: Circle): number {
  if (circleVersusCircle(p, q) <= 0) return 0;
  return positive(pointDistance(p.c, q.c) - p.r - q.r);
}

/** How a disc and a closed polygon region meet, exactly. */
export function circlePolygonContact(circle: Circle, poly: Polygon): 'overlap' | 'touch' | 'apart' {
  const loc = pointInPolygon(circle.c, poly);
  if (loc === 'inside' || (loc === 'boundary' && circle.r > 0)) return 'overlap';
  if (loc === 'boundary') return 'touch';
  let touch = false;
  for (const e of edges(poly)) {
    const side = segmentVersusCircle(e, circle);
    if (side < 0) return 'overlap';
    if (side === 0) touch = true;
  }
  return touch ? 'touch' : 'apart';
}

/** Gap between a disc (a base) and a polygon (a piece): 0 when touching or overlapping, decided exactly. */
export function circlePolygonDistance(circle: Circle, poly: Polygon): number {
  if (circlePolygonContact(circle, poly) !== 'apart') return 0;
  let best = Infinity;
  for (const e of edges(poly)) best = Math.min(best, pointDistance(closestPointOnSegment(circle.c, e), circle.c));
  return positive(best - circle.r);
}
