import { orient } from './orient.js';
import { normalizePolygon } from './shape.js';
import { isSimplePolygon } from './simple.js';
import { triangulate } from './triangulate.js';
import type { Circle, PlaneShape, Point, Polygon } from './types.js';

export interface InflateOptions {
  /**
   * Largest distance allowed between an approximating segment and the true arc (default r / 100). Every arc
   * of radius r is replaced by segments tangent to it, so the approximation lies outside the true shape
   * and at most `maxError` beyond it.
   */
  readonly maxError?: number;
}

/** Largest arc step (radians) whose tangent chord stays within maxError of an arc of radius r. */
function arcStep(r: number, maxError: number): number {
  // A tangent polygon with step theta reaches r / cos(theta / 2) from the centre: r (sec(theta/2) - 1) <= e.
  const theta = 2 * Math.acos(r / (r + maxError));
  return Math.min(Math.PI / 2, theta);
}

/**
 * Append the tangent approximation of the arc of radius r around v from unit direction n1 (angle a0) sweeping
 * `sweep` (> 0) to unit direction n2. The end points v + r n are the pushed-out edges' ends.
 */
function pushArc(out: Point[], v: Point, r: number, n1: Point, n2: Point, a0: number, sweep: number, maxError: number): void {
  const k = Math.max(1, Math.ceil(sweep / arcStep(r, maxError) - 1e-9));
  const step = sweep / k;
  const R = r / Math.cos(step / 2);
  out.push({ x: v.x + r * n1.x, y: v.y + r * n1.y });
  for (let i = 0; i < k; i++) {
    const a = a0 + (i + 0.5) * step;
    out.push({ x: v.x + R * Math.cos(a), y: v.y + R * Math.sin(a) });
  }
  out.push({ x: v.x + r * n2.x, y: v.y + r * n2.y });
}

/**
 * Minkowski sum of a polygon with a disc of radius r (the region within r of the polygon), as a
 * counter-clockwise polygon. Edges are pushed out by r; at a convex corner the rounded arc is replaced by
 * segments tangent to it (so the result contains the true sum and exceeds it by at most `maxError`, i.e.
 * the Hausdorff distance is at most maxError); at a reflex corner the two pushed-out edges meet at their
 * intersection, which is exact.
 *
 * For a convex polygon the result is always right. For a non-convex one it is right when it comes out simple;
 * a notch narrower than 2r makes it fold over itself. `inflateShape` checks that and falls back to
 * `inflatePolygonParts`.
 */
export function inflatePolygon(poly: Polygon, r: number, options: InflateOptions = {}): Polygon {
  const P = normalizePolygon(poly);
  if (!(r > 0)) return P;
  const maxError = options.maxError ?? r / 100;
  const n = P.length;
  const normals: Point[] = [];
  for (let i = 0; i < n; i++) {
    const a = P[i]!, b = P[(i + 1) % n]!;
    const l = Math.hypot(b.x - a.x, b.y - a.y);
    normals.push({ x: (b.y - a.y) / l, y: -(b.x - a.x) / l }); // outward for counter-clockwise
  }
  const out: Point[] = [];
  for (let i = 0; i < n; i++) {
    const p = P[(i + n - 1) % n]!, v = P[i]!, q = P[(i + 1) % n]!;
    const n1 = normals[(i + n - 1) % n]!, n2 = normals[i]!;
    const turn = orient(p, v, q);
    const straight = turn === 0 && (v.x - p.x) * (q.x - v.x) + (v.y - p.y) * (q.y - v.y) > 0;
    if (straight) {
      out.push({ x: v.x + r * n1.x, y: v.y + r * n1.y });
    } else if (turn < 0) {
      const k = r / (1 + n1.x * n2.x + n1.y * n2.y);
      out.push({ x: v.x + k * (n1.x + n2.x), y: v.y + k * (n1.y + n2.y) });
    } else {
      const a0 = Math.atan2(n1.y, n1.x);
      let sweep = Math.atan2(n2.y, n2.x) - a0;
      while (sweep <= 0) sweep += 2 * Math.PI;
      if (turn === 0) sweep = Math.PI; // a spike turns back on itself
      pushArc(out, v, r, n1, n2, a0, sweep, maxError);
    }
  }
  return out;
}

/**
 * The same region as `inflatePolygon`, always right for any simple polygon: the polygon is triangulated and
 * each triangle inflated, and the union of the pieces is the sum (Minkowski sums distribute over unions).
 * Neighbouring pieces overlap by a band of width 2r, so there are no seams a path could slip through.
 */
export function inflatePolygonParts(poly: Polygon, r: number, options: InflateOptions = {}): Polygon[] {
  return triangulate(poly).map((t) => inflatePolygon(t, r, options));
}

/** The disc grown by r: exact. */
export function inflateCircle(circle: Circle, r: number): Circle {
  return { c: circle.c, r: circle.r + r };
}

/**
 * A regular polygon circumscribed about the circle (counter-clockwise), with enough sides that it lies
 * within maxError (default r / 100) outside it.
 */
export function circumscribedPolygon(circle: Circle, options: InflateOptions = {}): Polygon {
  const { c, r } = circle;
  const maxError = options.maxError ?? r / 100;
  const k = Math.max(3, Math.ceil((2 * Math.PI) / arcStep(r, maxError) - 1e-9));
  const R = r / Math.cos(Math.PI / k);
  const out: Point[] = [];
  for (let i = 0; i < k; i++) {
    const a = (2 * Math.PI * i) / k;
    out.push({ x: c.x + R * Math.cos(a), y: c.y + R * Math.sin(a) });
  }
  return out;
}

/**
 * Obstacle polygons for a base of radius r moving around a shape: the shape grown by r, as one polygon when
 * that is simple and as overlapping pieces otherwise. Each lies outside the true grown shape, within maxError.
 */
export function inflateShape(shape: PlaneShape, r: number, options: InflateOptions = {}): Polygon[] {
  if (shape.kind === 'circle') return [circumscribedPolygon(inflateCircle(shape.circle, r), options)];
  const one = inflatePolygon(shape.polygon, r, options);
  return isSimplePolygon(one) ? [one] : inflatePolygonParts(shape.polygon, r, options);
}
