import { orient, samePoint } from './orient.js';
import type { Circle, PlaneShape, Point, Polygon, Shape } from './types.js';

/** Twice the signed area (shoelace); positive for counter-clockwise polygons. */
export function signedArea2(poly: Polygon): number {
  let s = 0;
  const n = poly.length;
  for (let i = 0; i < n; i++) {
    const p = poly[i]!;
    const q = poly[(i + 1) % n]!;
    s += p.x * q.y - q.x * p.y;
  }
  return s;
}

/**
 * Normalise a polygon: drop a repeated closing vertex and consecutive duplicates, and make it
 * counter-clockwise. Throws on fewer than three distinct vertices or zero area (a programming error here;
 * scenario parsers report bad shapes as values before calling this).
 */
export function normalizePolygon(poly: Polygon): Polygon {
  const pts: Point[] = [];
  for (const p of poly) {
    if (!Number.isFinite(p.x) || !Number.isFinite(p.y)) throw new Error('polygon vertex is not finite');
    const last = pts[pts.length - 1];
    if (last === undefined || !samePoint(last, p)) pts.push({ x: p.x, y: p.y });
  }
  while (pts.length > 1 && samePoint(pts[0]!, pts[pts.length - 1]!)) pts.pop();
  if (pts.length < 3) throw new Error('polygon needs at least three distinct vertices');
  let allCollinear = true;
  for (let i = 2; i < pts.length && allCollinear; i++) if (orient(pts[0]!, pts[1]!, pts[i]!) !== 0) allCollinear = false;
  if (allCollinear) throw new Error('polygon has zero area');
  // Exact orientation: the lexicographically smallest vertex of a simple polygon is convex.
  let k = 0;
  for (let i = 1; i < pts.length; i++) {
    const p = pts[i]!, m = pts[k]!;
    if (p.x < m.x || (p.x === m.x && p.y < m.y)) k = i;
  }
  const turn = orient(pts[(k + pts.length - 1) % pts.length]!, pts[k]!, pts[(k + 1) % pts.length]!);
  const ccw = turn !== 0 ? turn > 0 : signedArea2(pts) > 0;
  return ccw ? pts : pts.reverse();
}

/** The four corners of an axis-aligned rectangle, counter-clockwise. */
export function rectPolygon(x: number, y: number, w: number, h: number): Polygon {
  if (!(w > 0 && h > 0)) throw new Error('rectangle needs positive width and height');
  return [
    { x, y },
    { x: x + w, y },
    { x: x + w, y: y + h },
    { x, y: y + h },
  ];
}

/** Convert a scenario shape to the internal form (counter-clockwise polygon or circle). */
export function toPlaneShape(shape: Shape): PlaneShape {
  if ('rect' in shape) {
    const [x, y, w, h] = shape.rect;
    return { kind: 'polygon', polygon: rectPolygon(x, y, w, h) };
  }
  if ('polygon' in shape) {
    return { kind: 'polygon', polygon: normalizePolygon(shape.polygon.map(([x, y]) => ({ x, y }))) };
  }
  const [x, y, r] = shape.circle;
  if (!(r > 0) || !Number.isFinite(x) || !Number.isFinite(y)) throw new Error('circle needs a finite centre and positive radius');
  return { kind: 'circle', circle: { c: { x, y }, r } };
}

/**
 * A regular polygon inscribed in the circle, `n` vertices counter-clockwise starting at angle 0. Its area
 * falls short of the disc's by r^2 (pi - n/2 sin(2 pi / n)) (about 2 pi^3 r^2 / (3 n^2)), and its boundary lies
 * within r (1 - cos(pi / n)) of the circle.
 */
export function circlePolygon(circle: Circle, n: number): Polygon {
  if (!(n >= 3)) throw new Error('circlePolygon needs at least three vertices');
  const out: Point[] = [];
  for (let i = 0; i < n; i++) {
    const a = (2 * Math.PI * i) / n;
    out.push({ x: circle.c.x + circle.r * Math.cos(a), y: circle.c.y + circle.r * Math.sin(a) });
  }
  return out;
}

/** Axis-aligned bounding box [minX, minY, maxX, maxY] of a polygon or circle. */
export function bbox(s: PlaneShape): [number, number, number, number] {
  if (s.kind === 'circle') {
    const { c, r } = s.circle;
    return [c.x - r, c.y - r, c.x + r, c.y + r];
  }
  return polygonBBox(s.polygon);
}

export function polygonBBox(poly: Polygon): [number, number, number, number] {
  let x0 = Infinity, y0 = Infinity, x1 = -Infinity, y1 = -Infinity;
  for (const p of poly) {
    if (p.x < x0) x0 = p.x;
    if (p.y < y0) y0 = p.y;
    if (p.x > x1) x1 = p.x;
    if (p.y > y1) y1 = p.y;
  }
  return [x0, y0, x1, y1];
}
