import { samePoint } from './orient.js';
import { segmentIntersection } from './segment.js';
import type { Polygon } from './types.js';

/**
 * Is the closed polyline a simple polygon (no edge meets another except neighbours at their shared vertex)?
 * Exact; O(n^2) pairs, but only pairs whose bounding boxes overlap get the exact test (two edges that meet
 * always do; neighbours always do, through their shared vertex): the exact test of every pair of a grown
 * piece's edges was a large part of building a first malifaux move (issue 17).
 */
export function isSimplePolygon(poly: Polygon): boolean {
  const n = poly.length;
  if (n < 3) return false;
  const box = new Float64Array(4 * n);
  for (let i = 0; i < n; i++) {
    const a = poly[i]!, b = poly[(i + 1) % n]!;
    if (samePoint(a, b)) return false;
    box[4 * i] = Math.min(a.x, b.x);
    box[4 * i + 1] = Math.max(a.x, b.x);
    box[4 * i + 2] = Math.min(a.y, b.y);
    box[4 * i + 3] = Math.max(a.y, b.y);
  }
  for (let i = 0; i < n; i++) {
    for (let j = i + 1; j < n; j++) {
      if (box[4 * j]! > box[4 * i + 1]! || box[4 * i]! > box[4 * j + 1]! || box[4 * j + 2]! > box[4 * i + 3]! || box[4 * i + 2]! > box[4 * j + 3]!) continue;
      const hit = segmentIntersection({ a: poly[i]!, b: poly[(i + 1) % n]! }, { a: poly[j]!, b: poly[(j + 1) % n]! });
      const adjacent = j === i + 1 || (i === 0 && j === n - 1);
      // Neighbours share exactly their common vertex; other edges share nothing.
      if (adjacent ? hit.kind === 'touch' : hit.kind === 'none') continue;
      return false;
    }
  }
  return true;
}
