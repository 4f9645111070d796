import { onSegment, orient, samePoint } from './orient.js';
import type { Point, Segment } from './types.js';

/**
 * How two closed segments meet, decided exactly:
 * - `cross`: one common point, interior to both;
 * - `touch`: one common point, an endpoint of at least one of them;
 * - `overlap`: collinear, sharing a piece of positive length;
 * - `none`: disjoint.
 */
export type SegmentContact = 'cross' | 'touch' | 'overlap' | 'none';

export type SegmentIntersection =
  | { readonly kind: 'none' }
  | { readonly kind: 'cross' | 'touch'; readonly point: Point }
  | { readonly kind: 'overlap'; readonly overlap: Segment };

/**
 * Classify how segments `s` and `t` meet (exact, on robust orientation tests) and give the common point or
 * shared piece. A `touch` point is always one of the four input endpoints, so it is exact; a `cross` point
 * is computed in doubles (clamped into both segments' boxes). The overlap runs in the direction of `s`.
 */
export function segmentIntersection(s: Segment, t: Segment): SegmentIntersection {
  const { a, b } = s;
  const { a: c, b: d } = t;
  if (samePoint(a, b)) return pointVersus(a, t);
  if (samePoint(c, d)) return pointVersus(c, s);
  const o1 = orient(a, b, c);
  const o2 = orient(a, b, d);
  if (o1 === 0 && o2 === 0) return collinear(s, t);
  const o3 = orient(c, d, a);
  const o4 = orient(c, d, b);
  if (o1 * o2 < 0 && o3 * o4 < 0) return { kind: 'cross', point: crossPoint(s, t) };
  if (o1 === 0 && onSegment(a, b, c)) return { kind: 'touch', point: c };
  if (o2 === 0 && onSegment(a, b, d)) return { kind: 'touch', point: d };
  if (o3 === 0 && onSegment(c, d, a)) return { kind: 'touch', point: a };
  if (o4 === 0 && onSegment(c, d, b)) return { kind: 'touch', point: b };
  return { kind: 'none' };
}

/** Just the kind of contact between two segments; symmetric in its arguments. */
export function segmentsIntersect(s: Segment, t: Segment): SegmentContact {
  return segmentIntersection(s, t).kind;
}

function pointVersus(p: Point, t: Segment): SegmentIntersection {
  return onSegment(t.a, t.b, p) ? { kind: 'touch', point: p } : { kind: 'none' };
}

function collinear(s: Segment, t: Segment): SegmentIntersection {
  const useX = Math.abs(s.b.x - s.a.x) >= Math.abs(s.b.y - s.a.y);
  const key = (p: Point): number => (useX ? p.x : p.y);
  const forward = key(s.b) > key(s.a);
  // Work along the direction of s: lo/hi are the extreme common points.
  const [s0, s1] = forward ? [s.a, s.b] : [s.b, s.a];
  const [t0, t1] = key(t.a) <= key(t.b) ? [t.a, t.b] : [t.b, t.a];
  const lo = key(s0) >= key(t0) ? s0 : t0;
  const hi = key(s1) <= key(t1) ? s1 : t1;
  if (key(lo) > key(hi)) return { kind: 'none' };
  if (key(lo) === key(hi)) return { kind: 'touch', point: lo };
  return { kind: 'overlap', overlap: forward ? { a: lo, b: hi } : { a: hi, b: lo } };
}

/** Intersection point of the supporting lines of two properly crossing segments, in doubles. */
function crossPoint(s: Segment, t: Segment): Point {
  const rx = s.b.x - s.a.x, ry = s.b.y - s.a.y;
  const qx = t.b.x - t.a.x, qy = t.b.y - t.a.y;
  const den = rx * qy - ry * qx;
  const u = ((t.a.x - s.a.x) * qy - (t.a.y - s.a.y) * qx) / den;
  const x = s.a.x + u * rx, y = s.a.y + u * ry;
  return {
    x: clamp(x, Math.max(Math.min(s.a.x, s.b.x), Math.min(t.a.x, t.b.x)), Math.min(Math.max(s.a.x, s.b.x), Math.max(t.a.x, t.b.x))),
    y: clamp(y, Math.max(Math.min(s.a.y, s.b.y), Math.min(t.a.y, t.b.y)), Math.min(Math.max(s.a.y, s.b.y), Math.max(t.a.y, t.b.y))),
  };
}

function clamp(v: number, lo: number, hi: number): number {
  return v < lo ? lo : v > hi ? hi : v;
}

/** Parameter of point `p` projected on segment `s` (0 at s.a, 1 at s.b), not clamped. */
export function paramOnSegment(s: Segment, p: Point): number {
  const dx = s.b.x - s.a.x, dy = s.b.y - s.a.y;
  const len2 = dx * dx + dy * dy;
  if (len2 === 0) return 0;
  return ((p.x - s.a.x) * dx + (p.y - s.a.y) * dy) / len2;
}

/** The point at parameter `t` along `s`. */
export function pointAt(s: Segment, t: number): Point {
  return { x: s.a.x + t * (s.b.x - s.a.x), y: s.a.y + t * (s.b.y - s.a.y) };
}
