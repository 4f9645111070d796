import { samePoint } from './orient.js';
import { segmentIntersection } from './segment.js';
import type { Polygon } from './types.js';

/**
 * Is the closed polyline a simple polygon (no edge meets another except neighbours at their shared vertex)?
 * Exact. Edges are swept in order of their least x (sort and sweep over bounding boxes): only pairs whose
 * boxes overlap are tested, as any two edges that meet do; neighbours always overlap (their shared vertex), so
 * each is still tested. O(n log n + pairs of overlapping boxes), not O(n^2): a grown piece of 200 corners was
 * the largest cost of a first malifaux move (issue 17).
 */
export function isSimplePolygon(poly: Polygon): boolean {
  const n = poly.length;
  if (n < 3) return false;
  const x0 = new Float64Array(n), x1 = new Float64Array(n), y0 = new Float64Array(n), y1 = new Float64Array(n);
  for (let i = 0; i < n; i++) {
    const a = poly[i]!, b = poly[(i + 1) % n]!;
    if (samePoint(a, b)) return false;
    x0[i] = Math.min(a.x, b.x);
    x1[i] = Math.max(a.x, b.x);
    y0[i] = Math.min(a.y, b.y);
    y1[i] = Math.max(a.y, b.y);
  }
  // Few edges: every pair, boxes first (sorting costs more than it saves).
  if (n <= 48) {
    for (let i = 0; i < n; i++) {
      for (let j = i + 1; j < n; j++) {
        if (x0[j]! > x1[i]! || x0[i]! > x1[j]! || y0[j]! > y1[i]! || y0[i]! > y1[j]!) continue;
        if (!pairFine(poly, i, j)) return false;
      }
    }
    return true;
  }
  const order = Array.from({ length: n }, (_, i) => i).sort((p, q) => x0[p]! - x0[q]!);
  for (let u = 0; u < n; u++) {
    const i = order[u]!;
    for (let w = u + 1; w < n; w++) {
      const j = order[w]!;
      if (x0[j]! > x1[i]!) break;
      if (y0[j]! > y1[i]! || y0[i]! > y1[j]!) continue;
      if (!pairFine(poly, Math.min(i, j), Math.max(i, j))) return false;
    }
  }
  return true;
}

/** Edges lo < hi: neighbours share exactly their common vertex; other edges share nothing. */
function pairFine(poly: Polygon, lo: number, hi: number): boolean {
  const n = poly.length;
  const hit = segmentIntersection({ a: poly[lo]!, b: poly[(lo + 1) % n]! }, { a: poly[hi]!, b: poly[(hi + 1) % n]! });
  const adjacent = hi === lo + 1 || (lo === 0 && hi === n - 1);
  return adjacent ? hit.kind === 'touch' : hit.kind === 'none';
}
