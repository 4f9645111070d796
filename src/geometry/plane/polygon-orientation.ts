import { orient } from './orient.js';
import { signedArea2 } from './shape.js';
import type { Point, Polygon } from './types.js';

/**
 * Exact orientation of a simple polygon without copying it: 1 counter-clockwise, -1 clockwise. The
 * lexicographically smallest vertex is convex, so one orientation test there decides.
 */
export function polygonOrientation(poly: Polygon): 1 | -1 {
  const n = poly.length;
  let k = 0;
  for (let i = 1; i < n; i++) {
    const p = poly[i]!, m = poly[k]!;
    if (p.x < m.x || (p.x === m.x && p.y < m.y)) k = i;
  }
  const turn = orient(poly[(k + n - 1) % n]!, poly[k]!, poly[(k + 1) % n]!);
  if (turn !== 0) return turn;
  return signedArea2(poly) >= 0 ? 1 : -1;
}

/**
 * Does the ray from vertex v towards q start into the polygon's interior? p and n are v's neighbours and
 * `ori` the polygon's orientation. Exact; a ray along an edge is not "into the interior".
 */
export function rayIntoCorner(p: Point, v: Point, n: Point, q: Point, ori: 1 | -1): boolean {
  const leftOfNext = orient(v, n, q) * ori > 0;
  const leftOfPrev = orient(p, v, q) * ori > 0;
  return orient(p, v, n) * ori > 0 ? leftOfNext && leftOfPrev : leftOfNext || leftOfPrev;
}
