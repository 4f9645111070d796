import { orient, samePoint } from './orient.js';
import { pointInPolygon } from './point-in-polygon.js';
import { paramOnSegment, pointAt, segmentIntersection } from './segment.js';
import { bbox, circlePolygon, normalizePolygon, signedArea2 } from './shape.js';
import type { Circle, PlaneShape, Point, Polygon } from './types.js';

/** Area of a simple polygon, either orientation (shoelace). */
export function polygonArea(poly: Polygon): number {
  return Math.abs(signedArea2(poly)) / 2;
}

/** Area of a disc. */
export function circleArea(circle: Circle): number {
  return Math.PI * circle.r * circle.r;
}

export interface UnionAreaOptions {
  /** Vertices of the regular polygon inscribed in each circle (default 256). */
  readonly circleSegments?: number;
}

const DEFAULT_SEGMENTS = 256;

/**
 * Upper bound on how far `unionArea` can fall short of the true union area because of circles: each circle
 * of radius r is replaced by an inscribed regular n-gon that misses r^2 (pi - (n/2) sin(2 pi / n)) of it
 * (about 3.2e-4 r^2 for n = 256), and the union of the approximations misses at most the sum of those
 * slivers. Polygons contribute no approximation, only rounding.
 */
export function unionAreaErrorBound(shapes: readonly PlaneShape[], options: UnionAreaOptions = {}): number {
  const n = options.circleSegments ?? DEFAULT_SEGMENTS;
  let e = 0;
  for (const s of shapes) if (s.kind === 'circle') e += s.circle.r ** 2 * (Math.PI - (n / 2) * Math.sin((2 * Math.PI) / n));
  return e;
}

interface Ring {
  readonly pts: Polygon;
  readonly box: readonly [number, number, number, number];
}

interface Overlap {
  t0: number;
  t1: number;
  /** Both rings' interiors on the same side of the shared piece. */
  same: boolean;
  j: number;
}

/**
 * Is the piece of ring i's edge `e` around parameter `tm` on the union's boundary? Not when it lies on
 * another ring's edge running the opposite way or on a lower-numbered ring's edge running the same way,
 * nor when it runs through the interior of a nearby ring it does not lie on.
 */
function onUnionBoundary(
  e: { a: Point; b: Point }, tm: number, i: number, overlaps: readonly Overlap[], near: readonly number[], rings: readonly Ring[],
): boolean {
  const onBoundaryOf = new Set<number>();
  for (const ov of overlaps) {
    if (ov.t0 <= tm && tm <= ov.t1) {
      onBoundaryOf.add(ov.j);
      if (!ov.same || ov.j < i) return false;
    }
  }
  const mid = pointAt(e, tm);
  return near.every((j) => onBoundaryOf.has(j) || pointInPolygon(mid, rings[j]!.pts) !== 'inside');
}

/**
 * Area of the union of polygons and circles (circles as inscribed n-gons, see `unionAreaErrorBound`).
 *
 * Method (Green's theorem): the union's area is half the sum of cross(p, q) over the pieces p->q of its
 * boundary traversed counter-clockwise. Every edge of every (counter-clockwise) ring is cut where it meets
 * other rings' edges; a piece is on the union's boundary unless it runs through another ring's interior.
 * Pieces shared by two rings are decided exactly from the overlap: running the same way (both interiors on
 * the same side), only the lowest-numbered ring keeps it; running opposite ways (interiors on both sides),
 * neither does. Intersections are classified exactly; cut points and the area are doubles. O(E^2) edge pairs
 * in the worst case, with bounding-box culling.
 */
export function unionArea(shapes: readonly PlaneShape[], options: UnionAreaOptions = {}): number {
  const n = options.circleSegments ?? DEFAULT_SEGMENTS;
  // A polygon with no area adds nothing to a union. One can arise from a valid sliver whose image under a
  // mirror rounds its vertices onto one line (a balance question crashed on such a table).
  const rings: Ring[] = [];
  for (const s of shapes) {
    if (s.kind === 'polygon' && !hasArea(s.polygon)) continue;
    rings.push({ pts: s.kind === 'circle' ? circlePolygon(s.circle, n) : normalizePolygon(s.polygon), box: bbox(s) });
  }
  if (rings.length === 0) return 0;
  // Translate to the middle of everything to keep the cross products small.
  let ox = 0, oy = 0;
  for (const r of rings) {
    ox += (r.box[0] + r.box[2]) / 2;
    oy += (r.box[1] + r.box[3]) / 2;
  }
  ox /= rings.length;
  oy /= rings.length;
  let total = 0;
  rings.forEach((ring, i) => {
    const pts = ring.pts;
    const m = pts.length;
    for (let k = 0; k < m; k++) {
      const a = pts[k]!, b = pts[(k + 1) % m]!;
      const e = { a, b };
      const ex0 = Math.min(a.x, b.x), ex1 = Math.max(a.x, b.x), ey0 = Math.min(a.y, b.y), ey1 = Math.max(a.y, b.y);
      const cuts = [0, 1];
      const overlaps: Overlap[] = [];
      const near: number[] = [];
      rings.forEach((other, j) => {
        if (j === i) return;
        const bx = other.box;
        if (ex1 < bx[0] || ex0 > bx[2] || ey1 < bx[1] || ey0 > bx[3]) return;
        near.push(j);
        const q = other.pts;
        for (let h = 0; h < q.length; h++) {
          const f = { a: q[h]!, b: q[(h + 1) % q.length]! };
          const hit = segmentIntersection(e, f);
          if (hit.kind === 'cross' || hit.kind === 'touch') cuts.push(paramOnSegment(e, hit.point));
          else if (hit.kind === 'overlap') {
            const t0 = paramOnSegment(e, hit.overlap.a), t1 = paramOnSegment(e, hit.overlap.b);
            const same = (b.x - a.x) * (f.b.x - f.a.x) + (b.y - a.y) * (f.b.y - f.a.y) > 0;
            overlaps.push({ t0, t1, same, j });
            cuts.push(t0, t1);
          }
        }
      });
      cuts.sort((u, v) => u - v);
      for (let c = 0; c + 1 < cuts.length; c++) {
        const t0 = Math.max(0, cuts[c]!), t1 = Math.min(1, cuts[c + 1]!);
        if (!(t1 > t0)) continue;
        if (!onUnionBoundary(e, (t0 + t1) / 2, i, overlaps, near, rings)) continue;
        const p: Point = t0 === 0 ? a : pointAt(e, t0);
        const q: Point = t1 === 1 ? b : pointAt(e, t1);
        total += (p.x - ox) * (q.y - oy) - (q.x - ox) * (p.y - oy);
      }
    }
  });
  return Math.max(0, total / 2);
}

/** Does the polygon have three vertices not on one line (exact orientation)? */
function hasArea(poly: readonly Point[]): boolean {
  const a = poly[0];
  if (!a) return false;
  let b: Point | undefined;
  for (const p of poly) {
    if (!b) {
      if (!samePoint(a, p)) b = p;
      continue;
    }
    if (orient(a, b, p) !== 0) return true;
  }
  return false;
}
