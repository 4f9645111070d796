/**
 * The exact part of the movement search (issue 13: circles are exact in route choice, not only in the
 * measure). The polygon graph (move-graph.ts) bends at vertices of polygons standing in for circles (round
 * pieces and bases grown by the mover's radius, and the rounded corners of grown pieces), so its cost of a
 * route is up to GROW_ERROR too long per bend and between two routes closer than that it may pick the longer.
 * Here a question's graph gains the tangent graph of those circles: its nodes are tangent points on the true
 * circles, its edges the common tangents (circle-circle, outer and inner; point-circle from the question's
 * points and the ends of climbs and falls) and the arcs along each circle between consecutive tangent
 * points, costing R * angle. A shortest path among discs is made of such tangents and arcs (the tangent graph:
 * Liu and Arimoto, "Path planning using a tangent graph for mobile robots among polygonal and curved
 * obstacles", IJRR 11(4), 1992; also Chen, "Shortest paths among obstacles in the plane", and the
 * "tangent visibility graph" of Pocchiola and Vegter, 1996), so with these nodes the search's cheapest cost
 * is the exact one among impassable obstacles. Every edge is tested against the true shapes (a tangent may
 * touch its circles, up to a billionth of the radius), so any path through them is walkable, and the polygon
 * graph's own routes, whose true length is never longer than their polygon cost, stay as they were.
 *
 * Only circles and tangents that could lie on a way cheaper than the polygon search's answer `bound` are
 * added: a way from s to g touching a circle of centre c and radius R costs at least |s c| - R + |c g| - R, one
 * along a tangent p-q at least |s p| + |p q| + |q g| (each step costs at least the distance it covers on the
 * table, as the search's heuristic already assumes).
 */
import { orient, type Circle, type Point } from '../../geometry/plane/index.js';
import { meetsInterior } from '../../geometry/plane/fast-poly.js';
import { convexCorners, gridOf, linearCrossings, severeLength, staysOn, trueDistance, type Layer } from './move-geometry.js';
import { pointInPiece, type Table } from './context.js';
import { arcFactor, clearPoint } from './taut.js';

/** Tangent points of one circle (radius 0: a corner point, one node): node ids and their angles about the centre. */
export interface OnCircle {
  readonly c: Circle;
  readonly layer: number;
  readonly ids: number[];
  readonly angles: number[];
}

/**
 * The true circles and points a way on the layer may bend round: grown round obstacles and the grown corners
 * of pieces; the grown corners of severe and linear regions (radius r, or 0 when a region is entered by the
 * base centre) and their round ones, which a way goes round rather than pay for them; and the inner corners of
 * the top the way is on (radius 0), which it must keep to.
 */
export function layerCircles(L: Layer, r: number): Circle[] {
  const out: Circle[] = [];
  const seen = new Set<string>();
  const add = (c: Circle) => {
    const key = `${c.c.x},${c.c.y},${c.r}`;
    if (seen.has(key)) return;
    seen.add(key);
    out.push(c);
  };
  for (const o of L.obstacles) {
    if (o.round) add(o.round);
    else if (o.piece) {
      if (o.piece.shape.kind === 'circle') add({ c: o.piece.shape.circle.c, r: o.piece.shape.circle.r + r });
      else for (const v of convexCorners(o.piece.poly)) add({ c: v, r });
    }
  }
  for (const g of [...L.severe, ...L.linear]) {
    if (g.round) add(g.round);
    else if (g.grown) {
      if (g.grown.first) for (const v of convexCorners(g.grown.fp.poly)) add({ c: v, r: g.grown.r });
    } else for (const v of convexCorners(g.poly)) add({ c: v, r: 0 });
  }
  if (L.piece && L.piece.shape.kind !== 'circle') {
    const poly = L.piece.poly, n = poly.length;
    for (let i = 0; i < n; i++) if (orient(poly[(i + n - 1) % n]!, poly[i]!, poly[(i + 1) % n]!) < 0) add({ c: poly[i]!, r: 0 });
  }
  return out;
}

/** Distance from c to the segment p-q. */
function centreDistance(c: Point, p: Point, q: Point): number {
  const dx = q.x - p.x, dy = q.y - p.y;
  const L2 = dx * dx + dy * dy;
  const t = L2 > 0 ? Math.max(0, Math.min(1, ((c.x - p.x) * dx + (c.y - p.y) * dy) / L2)) : 0;
  return Math.hypot(p.x + t * dx - c.x, p.y + t * dy - c.y);
}

/**
 * The cost of the straight walk p-q measured on the true shapes (Infinity when it enters one): a walk may
 * touch a circle (base contact), which the polygon test cannot tell from entering it. Length, plus the
 * stretch in severe terrain again, plus 1" a linear obstacle, as walkPrice.
 */
export function truePrice(L: Layer, r: number, p: Point, q: Point): number {
  const obs = L.obstacles;
  const hit = gridOf(obs).segment(p.x, p.y, q.x, q.y, (i) => {
    const o = obs[i]!;
    if (!meetsInterior(o.fp, p, q)) return false;
    if (o.round) return centreDistance(o.round.c, p, q) < o.round.r * (1 - 1e-9);
    return trueDistance({ a: p, b: q }, o) < r * (1 - 1e-9);
  });
  if (hit) return Infinity;
  if (L.piece && !staysOn(L.piece, { a: p, b: q })) return Infinity;
  const length = Math.hypot(q.x - p.x, q.y - p.y);
  const severe = severeLength(L, p, q, length);
  return length + (severe > 1e-7 * Math.max(1, length) ? severe : 0) + linearCrossings(L, p, q);
}

/** May the base centre stand at p (a tangent point: on a circle, so tested on the true shapes)? */
export function truePoint(t: Table, L: Layer, r: number, p: Point): boolean {
  const [W, H] = t.size;
  if (p.x < r || p.y < r || p.x > W - r || p.y > H - r) return false;
  if (L.piece && pointInPiece(p, L.piece) === 'outside') return false;
  return clearPoint(L, r, p);
}

/** The common tangents of two circles (radius 0 for a point): pairs of touching points, a's then b's. */
export function commonTangents(a: Circle, b: Circle): [Point, Point][] {
  const dx = b.c.x - a.c.x, dy = b.c.y - a.c.y;
  const d = Math.hypot(dx, dy);
  if (!(d > 0)) return [];
  const out: [Point, Point][] = [];
  const phi = Math.atan2(dy, dx);
  // Signed radii: sa = sb outer tangents, sa = -sb inner ones. With n the unit normal, a touches at c_a - ra n.
  for (const [sa, sb] of [
    [1, 1],
    [1, -1],
  ] as const) {
    const ra = sa * a.r, rb = sb * b.r;
    const k = (rb - ra) / d;
    if (Math.abs(k) > 1) continue;
    const spread = Math.acos(k);
    const ths = spread === 0 || (a.r === 0 && b.r === 0) ? [phi] : [phi + spread, phi - spread];
    // A point-circle pair has only one pair of tangents (outer and inner are the same lines).
    if (a.r === 0 && sb === -1) continue;
    if (b.r === 0 && sb === -1) continue;
    for (const th of ths) {
      const nx = Math.cos(th), ny = Math.sin(th);
      out.push([
        { x: a.c.x - ra * nx, y: a.c.y - ra * ny },
        { x: b.c.x - rb * nx, y: b.c.y - rb * ny },
      ]);
    }
  }
  return out;
}

/** Where the tangent graph plugs into a question's graph. */
export interface TangentSink {
  readonly t: Table;
  readonly r: number;
  readonly layers: readonly Layer[];
  /** Add a tangent node (a point on a true circle) on a layer; its id. */
  tangentNode(p: Point, layer: number): number;
  /**
   * Join two nodes both ways: a straight walk or an arc (counter-clockwise from i to j), of this length when
   * clear. Neither the walk, the arc nor the tangent nodes are tested here: the search tests a step only when it
   * comes to the front of its queue (tangentStep), so most of them never are.
   */
  join(i: number, j: number, length: number, arc: Arc | undefined): void;
}

/**
 * Add the tangent graph of each layer's circles near the way from s to g (g undefined: every way from s, as
 * reach asks): `ends` are the point nodes a way may start, end or change layer at (with their layers), `bound`
 * the cost of a way already found (or the budget). Returns the circles with their tangent nodes.
 */
export function addTangentGraph(sink: TangentSink, s: Point, g: Point | undefined, bound: number, ends: readonly { id: number; p: Point; layer: number }[]): OnCircle[] {
  const { r } = sink;
  const all: OnCircle[] = [];
  const D = (a: Point, b: Point) => Math.hypot(a.x - b.x, a.y - b.y);
  // What a way from s through p (and on to g) costs at least.
  const via = (p: Point) => D(s, p) + (g ? D(p, g) : 0);
  for (const L of sink.layers) {
    const mine = ends.filter((e) => e.layer === L.index);
    if (!mine.length) continue;
    const circles = layerCircles(L, r).filter((c) => via(c.c) - (g ? 2 : 1) * c.r <= bound + 1e-6);
    const on: OnCircle[] = circles.map((c) => ({ c, layer: L.index, ids: [], angles: [] }));
    all.push(...on);
    // A way through the walk p-q (either way round) costs at least |s p| + |p q| + |q g|: one that cannot beat
    // the bound is left out.
    const useful = (p: Point, q: Point) => (g ? Math.min(D(s, p) + D(q, g), D(s, q) + D(p, g)) : Math.min(D(s, p), D(s, q))) + D(p, q) <= bound + 1e-6;
    const put = (k: number, p: Point): number => {
      const c = on[k]!;
      // A corner point is one node, whatever touches it.
      if (c.c.r === 0 && c.ids.length) return c.ids[0]!;
      const id = sink.tangentNode(p, L.index);
      if (id < 0) return id;
      c.ids.push(id);
      c.angles.push(Math.atan2(p.y - c.c.c.y, p.x - c.c.c.x));
      return id;
    };
    // Straight walks between the ends themselves, measured on the true shapes (the polygons may block a walk
    // that passes between a true circle and the polygon standing in for it).
    for (let a = 0; a < mine.length; a++) {
      for (let b = a + 1; b < mine.length; b++) {
        const p = mine[a]!.p, q = mine[b]!.p;
        if (D(p, q) > 1e-9 && useful(p, q)) sink.join(mine[a]!.id, mine[b]!.id, D(p, q), undefined);
      }
    }
    // Point-circle tangents.
    for (const e of mine) {
      for (let k = 0; k < circles.length; k++) {
        for (const [, q] of commonTangents({ c: e.p, r: 0 }, circles[k]!)) {
          if (!useful(e.p, q)) continue;
          const id = put(k, q);
          if (id >= 0) sink.join(e.id, id, Math.hypot(q.x - e.p.x, q.y - e.p.y), undefined);
        }
      }
    }
    // Circle-circle tangents.
    for (let a = 0; a < circles.length; a++) {
      for (let b = a + 1; b < circles.length; b++) {
        for (const [p, q] of commonTangents(circles[a]!, circles[b]!)) {
          if (!useful(p, q)) continue;
          const i = put(a, p), j = put(b, q);
          if (i >= 0 && j >= 0) sink.join(i, j, Math.hypot(q.x - p.x, q.y - p.y), undefined);
        }
      }
    }
    // Arcs between consecutive tangent points of each circle.
    for (const c of on) {
      const n = c.ids.length;
      if (n < 2 || c.c.r === 0) continue;
      const order = c.ids.map((_, k) => k).sort((x, y) => c.angles[x]! - c.angles[y]!);
      for (let k = 0; k < n; k++) {
        const x = order[k]!, y = order[(k + 1) % n]!;
        let da = c.angles[y]! - c.angles[x]!;
        if (k === n - 1) da += 2 * Math.PI;
        if (!(da > 0) || da >= 2 * Math.PI) continue;
        sink.join(c.ids[x]!, c.ids[y]!, c.c.r * da, { c: c.c, a0: c.angles[x]!, da });
      }
    }
  }
  return all.filter((c) => c.ids.length);
}

/** An arc of a circle, counter-clockwise from angle a0 through da. */
export interface Arc {
  readonly c: Circle;
  readonly a0: number;
  readonly da: number;
}

/**
 * The true cost of a tangent graph step from p to q: a straight walk priced on the true shapes, or an arc
 * (its length when every point of it may hold the base centre, twice that when every point is in severe
 * terrain: arcFactor), with both ends places the base may be.
 */
export function tangentStep(t: Table, L: Layer, r: number, p: Point, q: Point, arc: Arc | undefined): number {
  if (!truePoint(t, L, r, p) || !truePoint(t, L, r, q)) return Infinity;
  if (!arc) return truePrice(L, r, p, q);
  // An arc wholly in severe terrain costs double (mfx.trait.severe), so the tangent graph is exact inside it too.
  return arcFactor(L, r, arc.c, arc.a0, arc.da, t.size, true) * arc.c.r * arc.da;
}
