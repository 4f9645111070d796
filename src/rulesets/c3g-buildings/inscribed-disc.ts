/**
 * The largest disc that fits in a free region: inside every container polygon (the hex; an interior
 * structure's footprint) and overlapping the interior of no obstacle polygon (other footprints). Pure
 * plane geometry, no game words; it lives here because only the C3G hex classification needs it.
 *
 * Method. The clearance of a point p is f(p) = min(distance to each container's boundary, distance to
 * each obstacle), or negative when p is outside a container or inside an obstacle. The largest disc has
 * radius max f over the free region, and its centre is a vertex of the region's medial axis: a point
 * equidistant from three sites, where a site is an edge line (signed so the free side is positive) or a
 * polygon vertex (Lee, "Medial axis transformation of a planar shape", IEEE PAMI 1982; the maximum of
 * the distance function along a medial-axis edge between line and point sites is at an end, so the vertices
 * suffice). We solve every triple of sites in closed form (three lines: a 3x3 linear system; with a point:
 * two linear equations give a line in (x, y, r) space, and |p - q| = r a quadratic along it), then
 * evaluate the true clearance f at each candidate with exact inside/outside tests (robust predicates) and
 * double distances, and keep the best. Spurious candidates (from an edge line beyond its segment) only
 * give smaller but genuine discs, since f is evaluated, not assumed; so the answer is the true maximum up
 * to floating rounding (about 1e-12 of the coordinates), the same on every run.
 */
import { pointSegmentDistance } from '../../geometry/plane/distance.js';
import { pointInPolygon } from '../../geometry/plane/point-in-polygon.js';
import { normalizePolygon } from '../../geometry/plane/shape.js';
import type { Point, Polygon } from '../../geometry/plane/types.js';

export interface Disc {
  readonly centre: Point;
  readonly radius: number;
}

type Site =
  | { kind: 'line'; nx: number; ny: number; c: number }
  | { kind: 'point'; x: number; y: number };

/** Clearance of p (see the module header); negative outside the free region. */
export function clearance(p: Point, containers: readonly Polygon[], obstacles: readonly Polygon[]): number {
  let best = Infinity;
  for (const c of containers) {
    const loc = pointInPolygon(p, c);
    if (loc === 'outside') return -1;
    if (loc === 'boundary') return 0;
    best = Math.min(best, edgeDistance(p, c));
  }
  for (const o of obstacles) {
    const loc = pointInPolygon(p, o);
    if (loc === 'inside') return -1;
    if (loc === 'boundary') return 0;
    best = Math.min(best, edgeDistance(p, o));
  }
  return best;
}

function edgeDistance(p: Point, poly: Polygon): number {
  let d = Infinity;
  for (let i = 0; i < poly.length; i++) d = Math.min(d, pointSegmentDistance(p, { a: poly[i]!, b: poly[(i + 1) % poly.length]! }));
  return d;
}

function sitesOf(poly: Polygon, freeInside: boolean): Site[] {
  const out: Site[] = [];
  const n = poly.length;
  for (let i = 0; i < n; i++) {
    const a = poly[i]!, b = poly[(i + 1) % n]!;
    const ex = b.x - a.x, ey = b.y - a.y;
    const len = Math.hypot(ex, ey);
    // Counter-clockwise polygon: the interior is left of a -> b, where cross(e, p - a) > 0.
    let nx = -ey / len, ny = ex / len;
    if (!freeInside) { nx = -nx; ny = -ny; }
    out.push({ kind: 'line', nx, ny, c: nx * a.x + ny * a.y });
    out.push({ kind: 'point', x: a.x, y: a.y });
  }
  return out;
}

/** Solve a 3x3 system by Cramer's rule; undefined when singular. */
function solve3(m: number[][], b: number[]): [number, number, number] | undefined {
  const r0 = m[0]!, r1 = m[1]!, r2 = m[2]!;
  const a00 = r0[0]!, a01 = r0[1]!, a02 = r0[2]!, a10 = r1[0]!, a11 = r1[1]!, a12 = r1[2]!, a20 = r2[0]!, a21 = r2[1]!, a22 = r2[2]!;
  const b0 = b[0]!, b1 = b[1]!, b2 = b[2]!;
  const det = (x00: number, x01: number, x02: number, x10: number, x11: number, x12: number, x20: number, x21: number, x22: number) =>
    x00 * (x11 * x22 - x12 * x21) - x01 * (x10 * x22 - x12 * x20) + x02 * (x10 * x21 - x11 * x20);
  const d = det(a00, a01, a02, a10, a11, a12, a20, a21, a22);
  if (d === 0 || !Number.isFinite(d)) return undefined;
  return [
    det(b0, a01, a02, b1, a11, a12, b2, a21, a22) / d,
    det(a00, b0, a02, a10, b1, a12, a20, b2, a22) / d,
    det(a00, a01, b0, a10, a11, b1, a20, a21, b2) / d,
  ];
}

/** Points (x, y, r) equidistant (distance r) from three sites. */
function equidistant(s: readonly Site[], emit: (x: number, y: number) => void): void {
  const rows: number[][] = [];
  const rhs: number[] = [];
  const pts = s.filter((t): t is Extract<Site, { kind: 'point' }> => t.kind === 'point');
  for (const t of s) if (t.kind === 'line') { rows.push([t.nx, t.ny, -1]); rhs.push(t.c); }
  const q0 = pts[0];
  for (let j = 1; j < pts.length; j++) {
    const q = pts[j]!;
    rows.push([2 * (q.x - q0!.x), 2 * (q.y - q0!.y), 0]);
    rhs.push(q.x * q.x + q.y * q.y - q0!.x * q0!.x - q0!.y * q0!.y);
  }
  if (!q0) {
    const v = solve3(rows, rhs);
    if (v && v[2] >= 0) emit(v[0], v[1]);
    return;
  }
  // Two linear equations a_i . v = b_i: their solution line v0 + t d, with d = a_1 x a_2.
  const a1 = rows[0]!, a2 = rows[1]!;
  const d = [a1[1]! * a2[2]! - a1[2]! * a2[1]!, a1[2]! * a2[0]! - a1[0]! * a2[2]!, a1[0]! * a2[1]! - a1[1]! * a2[0]!];
  const v0 = solve3([a1, a2, d], [rhs[0]!, rhs[1]!, 0]);
  if (!v0) return;
  const [x0, y0, r0] = v0;
  const [dx, dy, dr] = d as [number, number, number];
  const ox = x0 - q0.x, oy = y0 - q0.y;
  const A = dx * dx + dy * dy - dr * dr;
  const B = 2 * (ox * dx + oy * dy - r0 * dr);
  const C = ox * ox + oy * oy - r0 * r0;
  const at = (t: number) => { if (r0 + t * dr >= 0) emit(x0 + t * dx, y0 + t * dy); };
  if (Math.abs(A) <= 1e-14 * (dx * dx + dy * dy + dr * dr)) {
    if (B !== 0) at(-C / B);
    return;
  }
  const disc = B * B - 4 * A * C;
  if (disc < 0) return;
  const sq = Math.sqrt(disc);
  // Numerically stable roots.
  const qq = -0.5 * (B + (B >= 0 ? sq : -sq));
  if (qq !== 0) { at(qq / A); at(C / qq); } else at(0);
}

/**
 * The largest disc in the free region (see the module header), or undefined when the region is empty.
 * Polygons may be in either orientation, unless `oriented`: then every polygon is counter-clockwise
 * already (as clip.ts leaves a counter-clockwise footprint, whose edges doubled back along the hex would
 * confuse a fresh orientation test).
 */
export function largestDisc(containers: readonly Polygon[], obstacles: readonly Polygon[], seeds: readonly Point[] = [], oriented = false): Disc | undefined {
  const cs = oriented ? containers : containers.map((p) => normalizePolygon(p));
  const os = oriented ? obstacles : obstacles.map((p) => normalizePolygon(p));
  const sites: Site[] = [...cs.flatMap((p) => sitesOf(p, true)), ...os.flatMap((p) => sitesOf(p, false))];
  let best: Disc | undefined;
  const consider = (x: number, y: number) => {
    if (!Number.isFinite(x) || !Number.isFinite(y)) return;
    const f = clearance({ x, y }, cs, os);
    if (f >= 0 && (!best || f > best.radius)) best = { centre: { x, y }, radius: f };
  };
  for (const s of seeds) consider(s.x, s.y);
  const n = sites.length;
  const triple: Site[] = [];
  for (let i = 0; i < n; i++)
    for (let j = i + 1; j < n; j++)
      for (let k = j + 1; k < n; k++) {
        triple[0] = sites[i]!; triple[1] = sites[j]!; triple[2] = sites[k]!;
        equidistant(triple, consider);
      }
  return best;
}
