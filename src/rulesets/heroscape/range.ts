/**
 * Heroscape base game: range in spaces (hs.sight: spaces are counted, levels never). The count runs over
 * the battlefield's spaces, so a hole in the map (a place with no surface, `void`) is counted round, never
 * across: the straight hex distance over a hole is not the range. With the C3G rule for counting spaces
 * (c3g.hex.count), a partial hex is not counted unless option rangeCountsPartial says so.
 * 0-1 breadth-first search over places (a partial hex costs 0 to enter), from every space of one body to
 * the nearest space of the other.
 */
import { DIRECTION_VECTORS } from '../../geometry/hex/directions.js';
import { hexOf, indexOf } from '../../board/hex-board.js';
import { classOf, type Ctx } from './context.js';
import type { Body } from './engage.js';

export function rangeBetween(ctx: Ctx, a: Body, b: Body): number {
  const { width, height, terrain, spaces } = ctx;
  const n = width * height;
  const exists = (p: number) => terrain.first[p + 1]! > terrain.first[p]!;
  const weight = (p: number) => {
    if (ctx.opts.rangeCountsPartial) return 1;
    const top = spaces[terrain.first[p + 1]! - 1]!;
    return classOf(ctx, top).class === 'partial' ? 0 : 1;
  };
  const dist = new Float64Array(n).fill(Infinity);
  const goal = new Set(b.spaces.map((s) => s.place));
  const dq: number[] = [];
  for (const s of a.spaces) { dist[s.place] = 0; dq.push(s.place); }
  let head = 0;
  // A deque as an array with pushes at both ends: unshift is rare (partial hexes) and the maps are small.
  while (head < dq.length) {
    const p = dq[head++]!;
    if (goal.has(p)) return dist[p]!;
    const h = hexOf({ width }, p);
    for (const v of DIRECTION_VECTORS) {
      const np = indexOf({ width, height }, h.q + v.q, h.r + v.r);
      if (np < 0 || !exists(np)) continue;
      const w = goal.has(np) ? 1 : weight(np);
      const d = dist[p]! + w;
      if (d < dist[np]!) {
        dist[np] = d;
        if (w === 0) dq.splice(head, 0, np); else dq.push(np);
      }
    }
  }
  return Infinity;
}
