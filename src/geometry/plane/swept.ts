import { circleVersusCircle } from './circle-exact.js';
import { circlePolygonContact, closestPointOnSegment, pointDistance } from './distance.js';
import { pointInPolygon } from './point-in-polygon.js';
import { polygonOrientation } from './polygon-orientation.js';
import type { Circle, PlaneShape, Point, Polygon } from './types.js';

/** Where a moving disc first comes into contact with an obstacle. */
export interface SweptHit {
  /** Distance travelled by the centre before contact (0 when already in contact and moving in). */
  readonly distance: number;
  /** Index of the obstacle in the list. */
  readonly index: number;
  /** The contact point on the obstacle's boundary. */
  readonly point: Point;
}

/**
 * Move `circle` in a straight line along `direction` (any non-zero length) for up to `distance`, and return the
 * first contact with an obstacle (polygon or circle), or null if it travels the whole way. Used for pushes
 * that stop in base contact.
 *
 * Method: the centre's path is a ray against the Minkowski sum of each obstacle with the moving disc (for a
 * polygon: its edges pushed out by r, plus a disc of radius r at each vertex; for a circle: a circle of radius
 * r + R). Starting outside that region, the first contact is the earliest entry into any of those pieces.
 * A disc already in contact counts as stopped at 0 only if the move heads into the obstacle (towards the
 * nearest point); moving away or sliding along is allowed, and a pass that only grazes an obstacle
 * tangentially is not a contact. Distances are doubles; whether the start is in contact is exact.
 */
export function sweptCircleHit(
  circle: Circle,
  direction: Point,
  distance: number,
  obstacles: readonly PlaneShape[],
): SweptHit | null {
  const len = Math.hypot(direction.x, direction.y);
  if (!(len > 0)) throw new Error('sweptCircleHit needs a non-zero direction');
  const u = { x: direction.x / len, y: direction.y / len };
  let best: SweptHit | null = null;
  const consider = (t: number, index: number, point: Point): void => {
    if (t >= 0 && t <= distance && (best === null || t < best.distance)) best = { distance: t, index, point };
  };
  obstacles.forEach((ob, index) => {
    if (ob.kind === 'circle') circleObstacle(circle, u, ob.circle, index, consider);
    else polygonObstacle(circle, u, ob.polygon, index, consider);
  });
  return best;
}

type Consider = (t: number, index: number, point: Point) => void;

/** Entering parameter of the ray c + t u (u unit) into the open disc (m, rho), or null if it misses or grazes. */
function rayEntersDisc(c: Point, u: Point, m: Point, rho: number): number | null {
  const fx = c.x - m.x, fy = c.y - m.y;
  const halfB = u.x * fx + u.y * fy;
  const C = fx * fx + fy * fy - rho * rho;
  const disc = halfB * halfB - C;
  if (!(disc > 0)) return null;
  const root = Math.sqrt(disc);
  const t0 = -halfB - root;
  const t1 = -halfB + root;
  if (t1 <= 0) return null;
  return t0;
}

function circleObstacle(circle: Circle, u: Point, ob: Circle, index: number, consider: Consider): void {
  const rho = circle.r + ob.r;
  if (circleVersusCircle(circle, ob) <= 0) {
    if (u.x * (ob.c.x - circle.c.x) + u.y * (ob.c.y - circle.c.y) > 0) consider(0, index, towards(ob.c, circle.c, ob.r));
    return;
  }
  const t0 = rayEntersDisc(circle.c, u, ob.c, rho);
  if (t0 === null) return;
  const t = Math.max(0, t0); // the start is exactly apart, so a negative entry is rounding
  const p = { x: circle.c.x + t * u.x, y: circle.c.y + t * u.y };
  consider(t, index, towards(ob.c, p, ob.r));
}

/** The point at distance r from m towards p. */
function towards(m: Point, p: Point, r: number): Point {
  const d = pointDistance(m, p);
  if (d === 0) return m;
  return { x: m.x + ((p.x - m.x) * r) / d, y: m.y + ((p.y - m.y) * r) / d };
}

function polygonObstacle(circle: Circle, u: Point, poly: Polygon, index: number, consider: Consider): void {
  const { c, r } = circle;
  const n = poly.length;
  const apart = circlePolygonContact(circle, poly) === 'apart';
  if (!apart) {
    if (pointInPolygon(c, poly) !== 'outside') {
      consider(0, index, c);
      return;
    }
    let q = poly[0]!;
    let dq = Infinity;
    for (let i = 0; i < n; i++) {
      const p = closestPointOnSegment(c, { a: poly[i]!, b: poly[(i + 1) % n]! });
      const d = pointDistance(p, c);
      if (d < dq) {
        dq = d;
        q = p;
      }
    }
    if (u.x * (q.x - c.x) + u.y * (q.y - c.y) > 0) {
      consider(0, index, q);
      return;
    }
  }
  const ori = polygonOrientation(poly);
  for (let i = 0; i < n; i++) {
    const v = poly[i]!, w = poly[(i + 1) % n]!;
    const t = rayEntersDisc(c, u, v, r);
    // From an exactly-apart start a slightly negative entry is rounding; from a contact it is the contact.
    if (t !== null && (t >= 0 || apart)) consider(Math.max(0, t), index, v);
    // Edge v -> w pushed outward by r.
    const ex = w.x - v.x, ey = w.y - v.y;
    const el = Math.hypot(ex, ey);
    if (el === 0) continue;
    const nx = (ori * ey) / el, ny = (-ori * ex) / el; // outward normal
    const un = u.x * nx + u.y * ny;
    if (!(un < 0)) continue;
    // d: signed distance of the centre from the edge's line, positive on the outer side. From an apart
    // start, d < r means the centre is behind the line or beside the segment: this edge's swept band is
    // entered (if ever) behind the start or through a vertex disc, never ahead of it here.
    const d = (c.x - v.x) * nx + (c.y - v.y) * ny;
    const te = (r - d) / un;
    if (apart ? d < r : !(te >= 0)) continue;
    const px = c.x + te * u.x - r * nx, py = c.y + te * u.y - r * ny;
    const s = ((px - v.x) * ex + (py - v.y) * ey) / (el * el);
    if (s >= 0 && s <= 1) consider(Math.max(0, te), index, { x: px, y: py });
  }
}
