import { onSegment, orient } from './orient.js';
import type { Location, Point, Polygon } from './types.js';

/**
 * Exact location of `p` relative to a closed simple polygon (either orientation). Boundary first (exact
 * on-segment test per edge), then the crossing number of a ray towards +x with the half-open rule on y; the
 * side of each straddling edge is an exact orientation test, so there is no tolerance anywhere.
 */
export function pointInPolygon(p: Point, poly: Polygon): Location {
  const n = poly.length;
  let inside = false;
  for (let i = 0, j = n - 1; i < n; j = i++) {
    const a = poly[j]!;
    const b = poly[i]!;
    if (onSegment(a, b, p)) return 'boundary';
    if (a.y > p.y !== b.y > p.y) {
      const o = orient(a, b, p);
      if (b.y > a.y ? o > 0 : o < 0) inside = !inside;
    }
  }
  return inside ? 'inside' : 'outside';
}
