/**
 * Exact lengths for walks that bend round grown corners and round pieces (issue 17, item 2; issue 13: circles
 * are exact). The movement graph bends at the corners of polygons standing in for the grown shapes: a corner
 * of a piece grown by the base radius r is an arc of radius r round the piece's corner, a round piece or a
 * base grown is a circle, and the polygon lies outside them by up to GROW_ERROR, so a path bending there is up
 * to that much longer per bend. Here the path the search found is pulled taut against the true shapes: each bend
 * at such a vertex becomes the arc of its circle (vertices on one arc merge into one wrap), joined by the
 * common tangents of consecutive circles (radius 0 for a plain point), taken on the side the path turns. The
 * taut path is accepted only when every tangent is a clear walk of the true shapes (no piece or base within
 * the radius, on the layer's surface) that crosses no severe or linear terrain, and every arc stays clear; its
 * length is then the exact length of a shortest path of that route (the same sequence of obstacles, on the
 * same sides). The route itself is the one the search chose on the polygons: another route shorter by less
 * than GROW_ERROR per bend could exist in principle.
 */
import { orient, type Circle, type Point } from '../../geometry/plane/index.js';
import { locate, meetsInterior } from '../../geometry/plane/fast-poly.js';
import { GROW_ERROR, gridOf, regionIntervals, severeLength, staysOn, trueDistance, type Layer } from './move-geometry.js';

interface Wrap {
  readonly c: Point;
  readonly r: number;
  /** +1: the circle is on the walker's left (it goes round it counter-clockwise); -1: on its right. */
  readonly s: number;
}

/** The true circle a bend vertex of the layer's obstacles stands for, or undefined for a plain point. */
export function bendCircle(L: Layer, r: number, q: Point): Circle | undefined {
  let found: Circle | undefined;
  const obs = L.obstacles;
  gridOf(obs).point(q.x, q.y, (i) => {
    const o = obs[i]!;
    if (o.round) {
      // A vertex of the circumscribed polygon lies within GROW_ERROR outside the circle.
      const d = Math.hypot(q.x - o.round.c.x, q.y - o.round.c.y) - o.round.r;
      if (d >= -1e-9 && d <= GROW_ERROR + 1e-9) found = o.round;
      return found !== undefined;
    }
    if (!o.piece) return false;
    // A vertex of a grown polygon's rounded corner: within r (the pushed edges' ends) to r + GROW_ERROR of the corner.
    let best: Point | undefined, bd = Infinity;
    for (const v of o.piece.poly) {
      const d = Math.hypot(q.x - v.x, q.y - v.y);
      if (d >= r * (1 - 1e-9) && d <= r + GROW_ERROR + 1e-9 && d < bd) {
        bd = d;
        best = v;
      }
    }
    if (best) found = { c: best, r };
    return found !== undefined;
  });
  if (found) return found;
  // A corner of a severe or linear region grown by the base (the way goes round it rather than pay for it).
  for (const list of [L.severe, L.linear]) {
    gridOf(list).point(q.x, q.y, (i) => {
      const g = list[i]!;
      if (g.round) {
        const d = Math.hypot(q.x - g.round.c.x, q.y - g.round.c.y) - g.round.r;
        if (d >= -1e-9 && d <= GROW_ERROR + 1e-9) found = g.round;
      } else if (g.grown) {
        const R = g.grown.r;
        for (const v of g.grown.fp.poly) {
          const d = Math.hypot(q.x - v.x, q.y - v.y);
          if (d >= R * (1 - 1e-9) && d <= R + GROW_ERROR + 1e-9) found = { c: v, r: R };
        }
      }
      return found !== undefined;
    });
    if (found) return found;
  }
  return found;
}

/** The common tangent leaving circle a on its side and reaching circle b on its side: its two ends, or undefined. */
function tangent(a: Wrap, b: Wrap): [Point, Point] | undefined {
  const dx = b.c.x - a.c.x, dy = b.c.y - a.c.y;
  const d = Math.hypot(dx, dy);
  const ra = a.s * a.r, rb = b.s * b.r;
  if (!(d > 0)) return undefined;
  const k = (rb - ra) / d;
  if (Math.abs(k) > 1) return undefined;
  const phi = Math.atan2(dy, dx), spread = Math.acos(k);
  // n is the left normal of the tangent's direction u; a circle on the left has its centre at T + r n.
  for (const th of [phi + spread, phi - spread]) {
    const nx = Math.cos(th), ny = Math.sin(th);
    const ux = ny, uy = -nx;
    if (dx * ux + dy * uy <= 0) continue;
    return [
      { x: a.c.x - ra * nx, y: a.c.y - ra * ny },
      { x: b.c.x - rb * nx, y: b.c.y - rb * ny },
    ];
  }
  return undefined;
}

/** The angle swept going round w from p to q in its direction, in [0, 2 pi). */
function sweep(w: Wrap, p: Point, q: Point): number {
  let a = Math.atan2(q.y - w.c.y, q.x - w.c.x) - Math.atan2(p.y - w.c.y, p.x - w.c.x);
  if (w.s < 0) a = -a;
  while (a < 0) a += 2 * Math.PI;
  while (a >= 2 * Math.PI) a -= 2 * Math.PI;
  // A wrap that comes back on itself by a rounding hair is no turn at all.
  return a > 2 * Math.PI - 1e-9 ? 0 : a;
}

/** Is the straight walk p-q clear of the layer's true shapes, on its surface, off severe and linear terrain? */
function clearWalk(L: Layer, r: number, p: Point, q: Point): boolean {
  const obs = L.obstacles;
  const seg = { a: p, b: q };
  const hit = gridOf(obs).segment(p.x, p.y, q.x, q.y, (i) => {
    const o = obs[i]!;
    if (!meetsInterior(o.fp, p, q)) return false;
    // A tangent touches its own circle up to rounding: measured, with a billionth of the radius to spare.
    if (o.round) return centreDistance(o.round.c, p, q) < o.round.r * (1 - 1e-9);
    return trueDistance(seg, o) < r * (1 - 1e-9);
  });
  if (hit) return false;
  if (L.piece && !staysOn(L.piece, seg)) return false;
  const length = Math.hypot(q.x - p.x, q.y - p.y);
  // A tangent that only touches a severe region (base contact) may meet it over a rounding hair.
  if (severeLength(L, p, q, length) > 1e-9 * Math.max(1, length)) return false;
  let linear = false;
  gridOf(L.linear).segment(p.x, p.y, q.x, q.y, (i) => (linear = regionIntervals(L.linear[i]!, p, q).some(([a, b]) => b - a > 1e-9)));
  return !linear;
}

/** Distance from c to the segment p-q. */
function centreDistance(c: Point, p: Point, q: Point): number {
  const dx = q.x - p.x, dy = q.y - p.y;
  const L2 = dx * dx + dy * dy;
  const t = L2 > 0 ? Math.max(0, Math.min(1, ((c.x - p.x) * dx + (c.y - p.y) * dy) / L2)) : 0;
  return Math.hypot(p.x + t * dx - c.x, p.y + t * dy - c.y);
}

/** Is the point clear of the layer's true shapes (a point of an arc, a tangent point)? */
export function clearPoint(L: Layer, r: number, p: Point): boolean {
  const obs = L.obstacles;
  return !gridOf(obs).point(p.x, p.y, (i) => {
    const o = obs[i]!;
    if (locate(o.fp, p) !== 'inside') return false;
    if (o.round) return Math.hypot(p.x - o.round.c.x, p.y - o.round.c.y) < o.round.r * (1 - 1e-9);
    return trueDistance({ a: p, b: p }, o) < r * (1 - 1e-9);
  });
}

export interface Taut {
  /** Exact length of the taut walk. */
  readonly length: number;
  /** Its corners in order, first and last the run's ends: tangent points where it meets and leaves an arc. */
  readonly points: Point[];
  /** For each point after the first, the length walked from the run's start. */
  readonly along: number[];
}

/**
 * Pull the walk through `pts` (a run of straight walks on one layer) taut against the true circles of its
 * bends. Undefined when nothing changes or the taut walk is not clear (the polygonal walk then stands).
 */
export function tautRun(L: Layer, r: number, pts: readonly Point[]): Taut | undefined {
  if (pts.length < 3) return undefined;
  const wraps: Wrap[] = [{ c: pts[0]!, r: 0, s: 1 }];
  let any = false;
  for (let i = 1; i < pts.length - 1; i++) {
    const a = pts[i - 1]!, v = pts[i]!, b = pts[i + 1]!;
    const turn = orient(a, v, b);
    const circle = turn !== 0 ? bendCircle(L, r, v) : undefined;
    if (!circle) {
      wraps.push({ c: v, r: 0, s: 1 });
      continue;
    }
    any = true;
    const s = turn > 0 ? 1 : -1;
    const last = wraps[wraps.length - 1]!;
    // Several vertices of one arc make one wrap.
    if (last.r > 0 && last.s === s && last.c.x === circle.c.x && last.c.y === circle.c.y && last.r === circle.r) continue;
    wraps.push({ c: circle.c, r: circle.r, s });
  }
  if (!any) return undefined;
  wraps.push({ c: pts[pts.length - 1]!, r: 0, s: 1 });
  const legs: [Point, Point][] = [];
  for (let i = 0; i + 1 < wraps.length; i++) {
    const t = tangent(wraps[i]!, wraps[i + 1]!);
    if (!t) return undefined;
    legs.push(t);
  }
  const points: Point[] = [pts[0]!];
  const along: number[] = [];
  let length = 0;
  for (let i = 0; i < legs.length; i++) {
    const [p, q] = legs[i]!;
    if (i > 0) {
      const w = wraps[i]!;
      const from = legs[i - 1]![1];
      const angle = sweep(w, from, p);
      // A wrap round more than a half turn is not a shortest walk's: something is off, keep the polygon.
      if (angle > Math.PI) return undefined;
      if (w.r > 0 && angle > 0) {
        const steps = Math.max(2, Math.ceil(angle / 0.05));
        const a0 = Math.atan2(from.y - w.c.y, from.x - w.c.x);
        for (let k = 1; k < steps; k++) {
          const a = a0 + w.s * (angle * k) / steps;
          if (!clearPoint(L, r, { x: w.c.x + w.r * Math.cos(a), y: w.c.y + w.r * Math.sin(a) })) return undefined;
        }
        length += w.r * angle;
        points.push(p);
        along.push(length);
      }
    }
    if (!clearWalk(L, r, p, q)) return undefined;
    length += Math.hypot(q.x - p.x, q.y - p.y);
    points.push(q);
    along.push(length);
  }
  return { length, points, along };
}
