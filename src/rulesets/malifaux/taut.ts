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
import { orient, segmentPolygonDistance, type Circle, type Point } from '../../geometry/plane/index.js';
import { locate, meetsInterior } from '../../geometry/plane/fast-poly.js';
import { GROW_ERROR, gridOf, regionIntervals, severeLength, staysOn, trueWithin, type Layer, type Region } from './move-geometry.js';
import { TOUCH, pointInPiece } from './context.js';

export interface Wrap {
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
export function tangent(a: Wrap, b: Wrap): [Point, Point] | undefined {
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
    if (o.round) return centreDistance(o.round.c, p, q) < o.round.r - TOUCH;
    return trueWithin(o, p, q, r - TOUCH);
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
export function centreDistance(c: Point, p: Point, q: Point): number {
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
    if (o.round) return Math.hypot(p.x - o.round.c.x, p.y - o.round.c.y) < o.round.r - TOUCH;
    return trueWithin(o, p, p, r - TOUCH);
  });
}

/**
 * Is every point of the arc of `c` from angle a0 counter-clockwise through da a place the base centre may be:
 * clear of the layer's true shapes, on the layer's top, within the table (`size`, when given) and inside no
 * severe, linear or hazardous region (an arc is priced at its length and has no events: one that ran through
 * such terrain would cost more or hurt; a way through it keeps the polygon graph's walks)?
 * Exact, not sampled (issue 13): the arc is cut at every angle where its circle crosses the boundary of one of
 * those sets (each boundary lies on circles and lines: a grown polygon's set, points within r of it, is bounded
 * by its edges moved out by r and the circles of radius r round its corners, as in the Minkowski sum of
 * de Berg et al., Computational Geometry, ch. 13.3), so between two cuts every point is in or out of each set
 * alike, and each piece is tested at its midpoint with the point tests (clearPoint). A cut that is not on the
 * boundary (a line's crossing beyond its edge) only adds a test.
 */
export function arcClear(L: Layer, r: number, c: Circle, a0: number, da: number, size?: readonly [number, number]): boolean {
  return arcFactor(L, r, c, a0, da, size, false) === 1;
}

/**
 * What each inch of the arc costs on average: 1 when arcClear holds; with `severe` set, the arc's length plus
 * its part in severe terrain again, over its length (mfx.trait.severe: 2 for an arc wholly inside, between 1
 * and 2 for one that crosses a severe region's edge, split exactly where it crosses; the layer of an unimpeded
 * model lists no severe regions); Infinity when a point of it is in a linear or hazardous region or cannot hold
 * the base. Between two cuts every point is in or out of each region alike, so testing each piece's midpoint is
 * exact.
 */
export function arcFactor(L: Layer, r: number, c: Circle, a0: number, da: number, size: readonly [number, number] | undefined, severe: boolean): number {
  if (!(da > 0) || !(c.r > 0)) return 1;
  const R = c.r, cx = c.c.x, cy = c.c.y;
  const cuts: number[] = [0, da];
  const TAU = 2 * Math.PI;
  const at = (a: number) => {
    let u = (a - a0) % TAU;
    if (u < 0) u += TAU;
    if (u > 0 && u < da) cuts.push(u);
  };
  // Circle (o, q) crosses ours where cos(angle - direction of o) = (R^2 + d^2 - q^2) / (2 R d).
  const circle = (o: Point, q: number) => {
    const d = Math.hypot(o.x - cx, o.y - cy);
    if (!(d > 0)) return;
    const k = (R * R + d * d - q * q) / (2 * R * d);
    if (k < -1 || k > 1) return;
    const base = Math.atan2(o.y - cy, o.x - cx), s = Math.acos(k);
    at(base + s);
    at(base - s);
  };
  // The line through a along unit (ux, uy), moved by `off` along its left normal n: points with n.(p - a) = off.
  const line = (ax: number, ay: number, ux: number, uy: number, off: number) => {
    const nx = -uy, ny = ux;
    const h = nx * (cx - ax) + ny * (cy - ay) - off;
    if (h < -R || h > R) return;
    const base = Math.atan2(ny, nx), s = Math.acos(-h / R);
    at(base + s);
    at(base - s);
  };
  const polygon = (poly: readonly Point[], q: number) => {
    const n = poly.length;
    for (let i = 0; i < n; i++) {
      const a = poly[i]!, b = poly[(i + 1) % n]!;
      const L2 = Math.hypot(b.x - a.x, b.y - a.y);
      if (!(L2 > 0)) continue;
      const ux = (b.x - a.x) / L2, uy = (b.y - a.y) / L2;
      line(a.x, a.y, ux, uy, q);
      if (q > 0) {
        line(a.x, a.y, ux, uy, -q);
        circle(a, q);
      }
    }
  };
  const near = (box: readonly number[]) => box[0]! <= cx + R && box[2]! >= cx - R && box[1]! <= cy + R && box[3]! >= cy - R;
  if (size) {
    line(r, 0, 0, 1, 0);
    line(size[0] - r, 0, 0, 1, 0);
    line(0, r, 1, 0, 0);
    line(0, size[1] - r, 1, 0, 0);
  }
  if (L.piece) {
    if (L.piece.shape.kind === 'circle') circle(L.piece.shape.circle.c, L.piece.shape.circle.r);
    else polygon(L.piece.poly, 0);
  }
  for (const o of L.obstacles) {
    if (!near(o.box)) continue;
    if (o.round) circle(o.round.c, o.round.r);
    else if (o.disc) circle(o.disc.c, o.disc.r + r);
    else if (o.piece) {
      const sh = o.piece.shape;
      if (sh.kind === 'circle') circle(sh.circle.c, sh.circle.r + r);
      else polygon(o.piece.poly, r);
    }
  }
  const nSevere = L.severe.filter((g) => (!g.grown || g.grown.first) && near(g.box)).length;
  const regions = [...L.severe, ...L.linear, ...L.hazards].filter((g) => (!g.grown || g.grown.first) && near(g.box));
  for (const g of regions) {
    if (g.round) circle(g.round.c, g.round.r);
    else if (g.grown) polygon(g.grown.fp.poly, g.grown.r);
    else polygon(g.poly, 0);
  }
  cuts.sort((x, y) => x - y);
  // The angle of the arc in severe terrain.
  let inside = 0;
  for (let k = 1; k < cuts.length; k++) {
    if (!(cuts[k]! > cuts[k - 1]!)) continue;
    const a = a0 + (cuts[k - 1]! + cuts[k]!) / 2;
    const m = { x: cx + R * Math.cos(a), y: cy + R * Math.sin(a) };
    if (size && (m.x < r || m.y < r || m.x > size[0] - r || m.y > size[1] - r)) return Infinity;
    if (L.piece && pointInPiece(m, L.piece) === 'outside') return Infinity;
    if (!clearPoint(L, r, m)) return Infinity;
    let inSevere = false;
    for (let i = 0; i < regions.length; i++) {
      if (!inRegion(regions[i]!, m)) continue;
      if (!severe || i >= nSevere) return Infinity;
      inSevere = true;
    }
    if (inSevere) inside += cuts[k]! - cuts[k - 1]!;
  }
  return inside > 0 ? 1 + Math.min(1, inside / da) : 1;
}

/** Is p inside a severe or linear region's interior, by more than a rounding hair (base contact is not in)? */
function inRegion(g: Region, p: Point): boolean {
  if (g.round) return Math.hypot(p.x - g.round.c.x, p.y - g.round.c.y) < g.round.r * (1 - 1e-9);
  if (g.grown) return locate(g.grown.fp, p) === 'inside' || segmentPolygonDistance({ a: p, b: p }, g.grown.fp.poly) < g.grown.r * (1 - 1e-9);
  return locate(g.fp, p) === 'inside';
}

export interface Taut {
  /** Exact length of the taut walk. */
  readonly length: number;
  /** Its corners in order, first and last the run's ends: tangent points where it meets and leaves an arc. */
  readonly points: Point[];
  /** For each point after the first, the length walked from the run's start. */
  readonly along: number[];
  /** For each point after the first, the circle the walk went round to reach it (undefined: a straight leg). */
  readonly round: (Wrap | undefined)[];
}

/**
 * Pull the walk through `pts` (a run of straight walks on one layer) taut against the true circles of its
 * bends. Undefined when nothing changes or the taut walk is not clear (the polygonal walk then stands).
 */
export function tautRun(L: Layer, r: number, pts: readonly Point[]): Taut | undefined {
  if (pts.length < 3) return undefined;
  const wraps: Wrap[] = [{ c: pts[0]!, r: 0, s: 1 }];
  let any = false;
  const circles = pts.map((v, i) => (i > 0 && i < pts.length - 1 ? bendCircle(L, r, v) : undefined));
  const same = (x: Circle | undefined, y: Circle | undefined) => x !== undefined && y !== undefined && x.c.x === y.c.x && x.c.y === y.c.y && x.r === y.r;
  for (let i = 1; i < pts.length - 1; i++) {
    const a = pts[i - 1]!, v = pts[i]!, b = pts[i + 1]!;
    let turn = orient(a, v, b);
    const circle = turn !== 0 || same(circles[i], circles[i + 1]) ? circles[i] : undefined;
    if (!circle) {
      wraps.push({ c: v, r: 0, s: 1 });
      continue;
    }
    any = true;
    // Two points of one circle in a row are on its arc: the way goes round it the way the arc turns (a walk
    // into the first that is not tangent to it, its start moved by exact-way.ts, does not decide the side).
    const on = same(circles[i], circles[i + 1]) ? i : same(circles[i - 1], circles[i]) ? i - 1 : -1;
    if (on >= 0) turn = orient(circle.c, pts[on]!, pts[on + 1]!);
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
  const round: (Wrap | undefined)[] = [];
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
        const a0 = Math.atan2(from.y - w.c.y, from.x - w.c.x);
        if (!arcClear(L, r, w, w.s > 0 ? a0 : a0 - angle, angle)) return undefined;
        length += w.r * angle;
        points.push(p);
        along.push(length);
        round.push(w);
      }
    }
    if (!clearWalk(L, r, p, q)) return undefined;
    length += Math.hypot(q.x - p.x, q.y - p.y);
    points.push(q);
    along.push(length);
    round.push(undefined);
  }
  return { length, points, along, round };
}
