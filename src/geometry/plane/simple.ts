import { samePoint } from './orient.js';
import { segmentIntersection } from './segment.js';
import type { Polygon } from './types.js';

/**
 * Is the closed polyline a simple polygon (no edge meets another except neighbours at their shared vertex)?
 * Exact; O(n^2).
 */
export function isSimplePolygon(poly: Polygon): boolean {
  const n = poly.length;
  if (n < 3) return false;
  for (let i = 0; i < n; i++) {
    const e = { a: poly[i]!, b: poly[(i + 1) % n]! };
    if (samePoint(e.a, e.b)) return false;
    for (let j = i + 1; j < n; j++) {
      const f = { a: poly[j]!, b: poly[(j + 1) % n]! };
      const hit = segmentIntersection(e, f);
      const adjacent = j === i + 1 || (i === 0 && j === n - 1);
      // Neighbours share exactly their common vertex; other edges share nothing.
      if (adjacent ? hit.kind === 'touch' : hit.kind === 'none') continue;
      return false;
    }
  }
  return true;
}
