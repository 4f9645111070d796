import { orient } from './orient.js';
import { normalizePolygon } from './shape.js';
import type { Point, Polygon } from './types.js';

/**
 * Triangulate a simple polygon by ear clipping (Meisters' two-ears theorem; see de Berg et al.,
 * Computational Geometry, ch. 3 for the background). Exact orientation tests decide convexity and
 * containment; O(n^3) worst case, fine for terrain pieces of a few dozen vertices. Triangles are
 * counter-clockwise.
 */
export function triangulate(poly: Polygon): Polygon[] {
  const pts: Point[] = [...normalizePolygon(poly)];
  const out: Polygon[] = [];
  let guard = 0;
  while (pts.length > 3) {
    const n = pts.length;
    let clipped = false;
    for (let i = 0; i < n; i++) {
      const p = pts[(i + n - 1) % n]!, v = pts[i]!, q = pts[(i + 1) % n]!;
      const turn = orient(p, v, q);
      if (turn < 0) continue;
      if (turn === 0) {
        // A straight vertex can be dropped without changing the region.
        pts.splice(i, 1);
        clipped = true;
        break;
      }
      let ear = true;
      for (const w of pts) {
        if (w === p || w === v || w === q) continue;
        if (orient(p, v, w) >= 0 && orient(v, q, w) >= 0 && orient(q, p, w) >= 0) {
          ear = false;
          break;
        }
      }
      if (!ear) continue;
      out.push([p, v, q]);
      pts.splice(i, 1);
      clipped = true;
      break;
    }
    if (!clipped || ++guard > 100000) throw new Error('triangulate: polygon is not simple');
  }
  if (orient(pts[0]!, pts[1]!, pts[2]!) > 0) out.push([pts[0]!, pts[1]!, pts[2]!]);
  return out;
}
