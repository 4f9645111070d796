/**
 * Clip a polygon to a convex polygon (the hex), so the hex classification only sees the part of a
 * footprint that lies over the hex: Sutherland-Hodgman clipping (I. E. Sutherland and G. W. Hodgman,
 * "Reentrant polygon clipping", CACM 17(1), 1974), one half-plane of the convex clip polygon at a time.
 * A non-convex subject may come out with edges doubled back along the hex's boundary where two of its
 * parts meet; those edges lie on the hex boundary, where every disc inside the hex has clearance zero
 * anyway, and they cancel in inside tests, so the largest disc inside the hex is unchanged (a disc inside
 * the hex meets a footprint exactly where it meets the footprint's part inside the hex). Returns
 * undefined when nothing of positive area is left.
 * Plane geometry without game words; it lives here because only the C3G classification needs it.
 */
import { orient, samePoint } from '../../geometry/plane/orient.js';
import { normalizePolygon } from '../../geometry/plane/shape.js';
import type { Point, Polygon } from '../../geometry/plane/types.js';

/**
 * Clip `subject` (a simple polygon, either orientation) to the convex, counter-clockwise polygon `clip`;
 * the result is counter-clockwise (clipping keeps the subject's orientation, and the subject is made
 * counter-clockwise first, unless `oriented`: it is normalised and counter-clockwise already).
 */
export function clipToConvex(subject: Polygon, clip: Polygon, oriented = false): Polygon | undefined {
  let out: Point[] = oriented ? (subject as Point[]) : [...normalizePolygon(subject)];
  const n = clip.length;
  for (let i = 0; i < n && out.length; i++) {
    const a = clip[i]!, b = clip[(i + 1) % n]!;
    // Inside = left of a -> b (or on the line): the signed distance-like value, exact sign by orient.
    const side = (p: Point) => orient(a, b, p);
    const cross = (p: Point, q: Point): Point => {
      // Intersection of segment p-q with the line a-b (p and q strictly on opposite sides).
      const ex = b.x - a.x, ey = b.y - a.y;
      const dp = ex * (p.y - a.y) - ey * (p.x - a.x);
      const dq = ex * (q.y - a.y) - ey * (q.x - a.x);
      const t = dp / (dp - dq);
      return { x: p.x + t * (q.x - p.x), y: p.y + t * (q.y - p.y) };
    };
    const input = out;
    out = [];
    // One orientation test per corner: each is the end of one edge and the start of the next.
    const first = side(input[0]!);
    let sp = first;
    for (let k = 0; k < input.length; k++) {
      const p = input[k]!, last = k + 1 === input.length, q = input[last ? 0 : k + 1]!;
      const sq = last ? first : side(q);
      if (sp >= 0) out.push(p);
      if ((sp > 0 && sq < 0) || (sp < 0 && sq > 0)) out.push(cross(p, q));
      sp = sq;
    }
  }
  const pts: Point[] = [];
  for (const p of out) if (!pts.length || !samePoint(pts[pts.length - 1]!, p)) pts.push(p);
  while (pts.length > 1 && samePoint(pts[0]!, pts[pts.length - 1]!)) pts.pop();
  if (pts.length < 3) return undefined;
  for (let i = 2; i < pts.length; i++) if (orient(pts[0]!, pts[1]!, pts[i]!) !== 0) return area2(pts) > 1e-12 * area2(clip) ? pts : undefined;
  return undefined;
}

/**
 * Twice the signed area, taken about the first corner (small differences, so its rounding stays far under
 * 1e-12 of a hex's area). A subject that only wraps round the clip polygon leaves runs doubled back along
 * its sides, corners that are not all in a line but enclose nothing: that is nothing of positive area too.
 */
function area2(p: Polygon): number {
  const ox = p[0]!.x, oy = p[0]!.y;
  let a = 0;
  for (let i = 1; i + 1 < p.length; i++) a += (p[i]!.x - ox) * (p[i + 1]!.y - oy) - (p[i + 1]!.x - ox) * (p[i]!.y - oy);
  return a;
}
