/**
 * The movement graph of a walking model on a table: a layered visibility graph searched with Dijkstra / A*.
 *
 * Layers are the ground and the top of every piece a model can stand on. On each layer the base centre moves
 * in straight segments; obstacles are the pieces it cannot enter (impassable, or raised and solid) and other
 * models' bases, each grown by the base radius (mfx.trait.impassable). A round piece or base grown is a true
 * circle, and whether a walk or a place is blocked by it is decided on that circle exactly (segmentVersusCircle:
 * a base fits through a gap exactly as wide as it); the circumscribed polygon around it (inflateShape, within
 * 0.01") only filters and gives the corner nodes a path bends at. A grown polygon's rounded corners are outer
 * polygon approximations too, so the search's cost of a path bending round a circle or a corner is up to 0.01"
 * longer per bend than the true one; the move verdict pulls the path found taut against the true arcs
 * (taut.ts: tangents and arcs, exact), and reach does the same to each way it lists (exact-way.ts). Where it can go is exact for
 * round pieces.
 *
 * Costs (a weighted-region shortest path): a segment costs its length, plus the length it runs inside severe
 * terrain again (mfx.trait.severe; not for unimpeded models, mfx.model.unimpeded), plus 1" for each linear
 * obstacle it enters (mfx.linear). The nodes are the start and goal, the convex corners of the grown
 * obstacles (the bends of a shortest path among obstacles: de Berg et al., Computational Geometry, ch. 15),
 * the corners of linear obstacles, and the corners of severe regions plus extra points every `pathSpacing`
 * inches along their edges (Steiner points: Aleksandrov, Lanthier, Maheshwari and Sack, "An epsilon-
 * approximation algorithm for weighted shortest paths on polyhedral surfaces", SWAT 1998) and the feet of
 * the perpendiculars from the start and goal on those edges. Any two mutually visible nodes of a layer are
 * joined, so the search is exact among impassable obstacles alone and, with severe regions, finds a path
 * whose bends at region boundaries are restricted to the Steiner points: its cost is an upper bound on the
 * optimum, within about `pathSpacing` per boundary crossing.
 *
 * Between layers (mfx.trait.climbable, mfx.building, mfx.fall): at points along the edge of a raised piece
 * (corners, Steiner points, and the feet of perpendiculars from the start and goal) the model may climb
 * (climbable pieces: horizontal step plus double the height), drop (free in movement, falling damage), or
 * step across to a piece of the same height; at each stairs or ladder piece listed in a building's `access`
 * it climbs that building (a ladder doubles the height, stairs count it once). The horizontal step is the
 * base centre moving from base contact outside the edge onto the edge itself. These sampled points only
 * guide the search: the crossing of the way found is then moved to its exact place on the edge (crossing.ts,
 * exact-way.ts; issue 13), for move and reach alike.
 *
 * Speed (issue 17). The graph is built in three tiers, each in its own file and cached where it can be reused:
 *   1. TerrainGraph (terrain-graph.ts): everything that depends only on the terrain, the options and the base
 *      (radius, unimpeded): grown obstacles, severe / hazard / linear regions, the nodes they give, the
 *      climbing links, and the cost of every segment between two of those nodes, worked out when first asked
 *      and remembered. It is cached on the prepared table (Table.cache), per base.
 *   2. MoverGraph (mover-graph.ts): the other models as obstacles for one mover (not incorporeal ones), their
 *      corners as nodes, and the terrain nodes they cover; cached on the prepared table per mover.
 *   3. MoveGraph (here): one question's start, goal and feet of perpendiculars, and the search.
 * The search is A* with lazy edge checks (lazy-search.ts): a walk between two nodes is queued at its length, a
 * lower bound of its cost, and tested against the obstacles only when it reaches the front of the queue and
 * could still improve its end; walks not tangent at the polygon corners they leave or reach are not queued at
 * all (GNode.nb), and the nodes looked at from such a corner are only those in its double wedge (a point grid,
 * geometry/plane/point-grid.ts); each graph node's list of such walks, and the search's buffers, are kept on
 * the mover graph, so a warm question (same table, new goal) only searches. Segment and point tests pick their candidates from a uniform grid over the obstacles and
 * regions (geometry/plane/box-grid.ts, kept on each list) and go through filtered predicates
 * (geometry/plane/fast-poly.ts) that agree with the exact ones. lazy.property.test.ts holds all this to eager Dijkstra over every edge
 * tested against every obstacle.
 */
import type { Point } from '../../geometry/plane/index.js';
import { pathTo, type SearchResult } from '../../engine/search.js';
import type { LazyResult } from './lazy-search.js';
import { tangentXY } from '../../geometry/plane/index.js';
import { locate } from '../../geometry/plane/fast-poly.js';
import { bisect } from '../../geometry/bisect.js';
import { closestPointOnSegment } from '../../geometry/plane/distance.js';
import { BAD, GROW_ERROR, allFeet, gridOf, tangentAt, validOn, type GNode, type Layer, type Link, type LinkKind, type SegmentCost } from './move-geometry.js';
import { moverGraph, type MoverGraph } from './mover-graph.js';
import { transitions, type NodeSink } from './terrain-graph.js';
import type { Model, Piece, Table } from './context.js';
import type { Obstacle } from './move-geometry.js';
import { LazyTangents, tangentStep, type Arc, type OnCircle, type TangentSink } from './tangent-graph.js';

/** The point of an obstacle's true shape (a base or round piece's disc, or the piece) nearest p. */
function nearestOnShape(o: Obstacle, p: Point): Point | undefined {
  const circle = o.disc ?? (o.piece?.shape.kind === 'circle' ? o.piece.shape.circle : undefined);
  if (circle) {
    const dx = p.x - circle.c.x, dy = p.y - circle.c.y, d = Math.hypot(dx, dy);
    return d > 0 ? { x: circle.c.x + (dx / d) * circle.r, y: circle.c.y + (dy / d) * circle.r } : undefined;
  }
  if (!o.piece) return undefined;
  const poly = o.piece.poly;
  let best: Point | undefined, bd = Infinity;
  for (let k = 0; k < poly.length; k++) {
    const q = closestPointOnSegment(p, { a: poly[k]!, b: poly[(k + 1) % poly.length]! });
    const d = Math.hypot(q.x - p.x, q.y - p.y);
    if (d < bd) {
      bd = d;
      best = q;
    }
  }
  return best;
}

export { measure, referenceWalkPrice, type Link, type SegmentCost } from './move-geometry.js';

// ---------------------------------------------------------------------------------------------------------
// Tier 3: one question.

/** Steps out of nodes, chained per node in the order added (typed arrays, grown by doubling). */
class TangentWalks {
  to = new Int32Array(1024);
  length = new Float64Array(1024);
  arcOf = new Int32Array(1024);
  /** 1: `length` is the step's true cost (a tangent tested when it was made). */
  known = new Uint8Array(1024);
  next = new Int32Array(1024);
  private head = new Int32Array(1024).fill(-1);
  private tail = new Int32Array(1024).fill(-1);
  private count = 0;
  readonly arcs: Arc[] = [];

  /** The arc's index (-1 for none). */
  arc(a: Arc | undefined): number {
    if (!a) return -1;
    this.arcs.push(a);
    return this.arcs.length - 1;
  }

  /** The first step out of node s (-1: none). */
  first(s: number): number {
    return s < this.head.length ? this.head[s]! : -1;
  }

  add(from: number, to: number, length: number, arc: number, known: boolean): void {
    if (from >= this.head.length) {
      let n = this.head.length * 2;
      while (n <= from) n *= 2;
      const h = new Int32Array(n).fill(-1), t = new Int32Array(n).fill(-1);
      h.set(this.head);
      t.set(this.tail);
      this.head = h;
      this.tail = t;
    }
    const e = this.count++;
    if (e === this.to.length) {
      const n = e * 2;
      const grow = <T extends Int32Array | Float64Array | Uint8Array>(a: T, b: T): T => (b.set(a), b);
      this.to = grow(this.to, new Int32Array(n));
      this.length = grow(this.length, new Float64Array(n));
      this.arcOf = grow(this.arcOf, new Int32Array(n));
      this.known = grow(this.known, new Uint8Array(n));
      this.next = grow(this.next, new Int32Array(n));
    }
    this.to[e] = to;
    this.length[e] = length;
    this.arcOf[e] = arc;
    this.known[e] = known ? 1 : 0;
    this.next[e] = -1;
    const last = this.tail[from]!;
    if (last < 0) this.head[from] = e;
    else this.next[last] = e;
    this.tail[from] = e;
  }

  /** The arc of step e (undefined for a straight walk or none). */
  arcAt(e: number): Arc | undefined {
    return e >= 0 && this.arcOf[e]! >= 0 ? this.arcs[this.arcOf[e]!] : undefined;
  }
}

export class MoveGraph implements NodeSink, TangentSink {
  readonly t: Table;
  readonly model: Model;
  readonly r: number;
  readonly mg: MoverGraph;
  readonly layers: readonly Layer[];
  /** The mover graph's nodes, then this question's. */
  readonly nodes: GNode[];
  readonly links: Link[];
  readonly base: number;
  readonly extraOut = new Map<number, number[]>();
  /** This question's nodes, by layer. */
  readonly mine: number[][];
  /**
   * Tangent nodes (tangent-graph.ts), points on true circles joined only by their own steps, are the nodes from
   * this one on (they are added last, once the question's own points are in).
   */
  tangentFrom = Infinity;
  /**
   * The tangent graph's steps out of a node: the node reached, the length (a lower bound until tested), the arc.
   * Flat lists (issue 17: a move across a table of 200 pieces joins a million steps, and a Map of arrays of
   * objects spent most of its time allocating them): each node's steps are a chain through `wNext`, in the
   * order joined, from `wHead` to `wTail` (-1: none); `wArc` indexes `arcs` (-1: a straight walk).
   */
  readonly walks = new TangentWalks();
  /** The tangent graph, built as the searches settle its nodes; the point nodes it joins. */
  lazy: LazyTangents | undefined;
  ends = new Set<number>();

  /** The circles (and corner points) of the tangent graph, with the tangent nodes made on them so far. */
  get circles(): readonly OnCircle[] {
    return this.lazy ? this.lazy.circles.filter((c) => c.ids.length) : [];
  }

  constructor(t: Table, model: Model, focus: readonly Point[]) {
    this.t = t;
    this.model = model;
    this.r = model.r;
    const mg = (this.mg = moverGraph(t, model));
    this.layers = mg.layers;
    this.nodes = [...mg.nodes];
    this.links = [...mg.links];
    this.base = mg.nodes.length;
    this.mine = mg.layers.map(() => []);
    if (focus.length) {
      for (const s of this.layers[0]!.severe) for (const { p: v } of allFeet(s.poly, focus)) this.addNode(v, 0, false);
      transitions(this, t, this.r, focus, true);
    }
  }

  layerOf(piece: Piece | undefined): number {
    return this.mg.tg.layerOf(piece);
  }

  /** Add a node if its point is a place the base centre may be; returns its index or -1. */
  addNode(p: Point, layer: number, loose: boolean): number {
    if (layer < 0 || !this.validPoint(p, layer, loose)) return -1;
    const i = this.nodes.length;
    this.nodes.push({ p, layer, loose });
    this.mine[layer]!.push(i);
    return i;
  }

  /**
   * A question's point (start, goal, probe) with its way out: a point in base contact with a grown corner or a
   * round obstacle lies between the true arc and the polygon standing in for it (up to GROW_ERROR outside the
   * arc), and a straight walk from there to any corner of that polygon cuts the arc (the chord dips inside the
   * true circle), so the search found no way at all (issue 13: a model starting 1e-4" off two overlapping
   * buildings). For each obstacle whose polygon holds the point, a node where the walk straight away from the
   * true shape leaves the polygon: that walk only gets farther from the shape, and from there the polygon's
   * own edges, outside the arc, lead on. Returns the point's node (-1 when the base cannot be there).
   */
  addQuestionPoint(p: Point, layer: number): number {
    const i = this.addNode(p, layer, true);
    if (i < 0) return i;
    const L = this.layers[layer]!;
    const inside: number[] = [];
    gridOf(L.obstacles).point(p.x, p.y, (k) => {
      if (locate(L.obstacles[k]!.fp, p) === 'inside') inside.push(k);
      return false;
    });
    for (const k of inside) {
      const o = L.obstacles[k]!;
      const from = nearestOnShape(o, p);
      if (!from) continue;
      const dx = p.x - from.x, dy = p.y - from.y, d = Math.hypot(dx, dy);
      if (!(d > 0)) continue;
      const ux = dx / d, uy = dy / d;
      // The polygon lies within GROW_ERROR of the true shape: the walk leaves it within a few of those.
      const at = (s: number) => ({ x: p.x + ux * s, y: p.y + uy * s });
      if (locate(o.fp, at(4 * GROW_ERROR)) === 'inside') continue;
      this.addNode(at(bisect(0, 4 * GROW_ERROR, (s) => locate(o.fp, at(s)) === 'inside', 40)[1]), layer, true);
    }
    return i;
  }

  tangentNode(p: Point, layer: number): number {
    const i = this.nodes.length;
    if (i < this.tangentFrom) this.tangentFrom = i;
    this.nodes.push({ p, layer, loose: true });
    return i;
  }

  join(i: number, j: number, length: number, arc: Arc | undefined, known: boolean, back = length): void {
    // The arc walked back from j is tested on the same points.
    const k = this.walks.arc(arc);
    this.walks.add(i, j, length, k, known);
    this.walks.add(j, i, back, k, known);
  }

  /**
   * Add the tangent graph of the true circles that could lie on a way from `start` to `goal` cheaper than
   * `bound` (tangent-graph.ts): the next search's cheapest cost is then exact among impassable obstacles.
   * The ways may also leave or reach a circle at the ends of climbs, drops and ladders. The graph itself is
   * built as the next searches settle its nodes (LazyTangents). Returns the number of circles it may bend round.
   */
  addTangents(start: number, goal: number | undefined, bound: number): number {
    if (this.lazy) return 0;
    const s = this.nodes[start]!.p, g = goal !== undefined ? this.nodes[goal]!.p : undefined;
    const near = (p: Point) => Math.hypot(p.x - s.x, p.y - s.y) + (g ? Math.hypot(p.x - g.x, p.y - g.y) : 0) <= bound + 1e-6;
    const ids = new Set<number>(goal !== undefined ? [start, goal] : [start]);
    const mg = this.mg;
    for (let k = 0; k < this.links.length; k++) {
      const l = this.links[k]!;
      if (k < mg.links.length && !(mg.ok[l.from] && mg.ok[l.to])) continue;
      for (const e of [l.from, l.to]) if (near(this.nodes[e]!.p)) ids.add(e);
    }
    const ends = [...ids].map((id) => ({ id, p: this.nodes[id]!.p, layer: this.nodes[id]!.layer }));
    this.lazy = new LazyTangents(this, s, g, bound, ends);
    this.ends = ids;
    this.bound = bound;
    // Issue 17: on a layer the tangent graph is exact on (it has ends, and no severe or linear regions, whose
    // Steiner points only the polygon graph has), a shortest way bends only at tangent points, so the polygon
    // corners there (every mover-graph node no climb, drop or ladder starts or ends at) are left out of a search
    // towards a goal: a way through them is a legal way, never cheaper than the tangent graph's exact one.
    const exact = this.layers.map((L) => ends.some((e) => e.layer === L.index) && !L.severe.length && !L.linear.length);
    const skip = new Uint8Array(this.base);
    for (let j = 0; j < this.base; j++) skip[j] = exact[this.nodes[j]!.layer] ? 1 : 0;
    for (const l of this.links) {
      if (l.from < this.base) skip[l.from] = 0;
      if (l.to < this.base) skip[l.to] = 0;
    }
    for (const e of ids) if (e < this.base) skip[e] = 0;
    this.skip = skip;
    return this.lazy.size;
  }

  /** The cost of the way the tangent graph was added under (addTangents), and the polygon corners it makes redundant. */
  private bound = Infinity;
  private skip: Uint8Array | undefined;



  link(from: number, to: number, cost: number, kind: LinkKind, piece: Piece, via: Piece | undefined, height: number, damage: number): void {
    if (from < 0 || to < 0) return;
    const id = this.links.length;
    this.links.push({ from, to, cost, kind, piece: this.t.pieces[piece.index]!, via: via ? this.t.pieces[via.index] : undefined, height, damage });
    let out = this.extraOut.get(from);
    if (!out) this.extraOut.set(from, (out = []));
    out.push(id);
  }

  /** May the base centre be at p on this layer (within the table, on the surface, clear of obstacles)? */
  validPoint(p: Point, layer: number, loose: boolean): boolean {
    return validOn(this.t, this.layers[layer]!, [], this.r, p, loose);
  }

  /** The cost of walking straight from node i to node j on their layer (not ok when blocked). */
  segment(i: number, j: number): SegmentCost {
    const a = this.nodes[i]!, b = this.nodes[j]!;
    if (a.layer !== b.layer) return BAD;
    return this.segmentBetween(a.p, b.p, a.layer, a.loose || b.loose);
  }

  segmentBetween(p: Point, q: Point, layer: number, loose: boolean): SegmentCost {
    return this.mg.segmentBetween(p, q, layer, loose);
  }

  /** segmentBetween's cost alone (Infinity when blocked), without building the details. */
  price(p: Point, q: Point, layer: number, loose: boolean): number {
    return this.mg.price(p, q, layer, loose);
  }

  /**
   * Cheapest costs from `start` (Dijkstra, or A* towards `goal`), settling nothing above `budget`. With
   * `noDamage`, falls that deal damage are left out (the damage-free way of mfx.trait.climbable's reading); that
   * search has its own arrays, so its result survives a later full search. With `weight` above 1 the heuristic
   * is inflated (weighted A*, Pohl 1970): the way found is a legal one, its cost within `weight` times the
   * cheapest, found settling far fewer nodes; walkMove uses its cost as the bound of the tangent graph.
   */
  run(start: number, goal?: number, budget?: number, noDamage = false, weight = 1): LazyResult {
    if (weight !== 1) return this.search(start, goal, budget, noDamage, undefined, weight);
    // Not for the damage-free way: it may cost more than the bound, beyond the circles the tangent graph keeps.
    if (goal === undefined || !this.skip || noDamage) return this.search(start, goal, budget, noDamage, undefined);
    // Without the polygon corners the tangent graph stands in for (addTangents); should it ever find no way as
    // cheap as the one its bound came from (a tangent grazing another circle within the rounding), the search
    // is run again on every node, as it was before they were left out.
    const res = this.search(start, goal, budget, noDamage, this.skip);
    return res.cost[goal]! <= this.bound + 1e-9 ? res : this.search(start, goal, budget, noDamage, undefined);
  }

  private search(start: number, goal: number | undefined, budget: number | undefined, noDamage: boolean, skip: Uint8Array | undefined, weight = 1): LazyResult {
    const goalN = goal !== undefined ? this.nodes[goal] : undefined;
    const goalLevel = goalN ? this.layers[goalN.layer]!.level : 0;
    const mg = this.mg;
    const base = this.base;
    const nodes = this.nodes;
    const layers = this.layers;
    let hs = goalN ? new Float64Array(nodes.length).fill(NaN) : undefined!;
    const at = mg.places();
    return (noDamage ? mg.searchSafe : mg.search).run({
      stateCount: nodes.length,
      start,
      goal,
      budget,
      // Straight-line distance, plus the height still to climb (every way up costs at least the height).
      // Worked out once a node (it is asked for every walk queued towards the node).
      heuristic: goalN
        ? (s) => {
            // Tangent nodes made during the search are past the end of the cache: it grows (issue 17: they are
            // most of a warm move's nodes, and each is asked for once a step queued towards it).
            if (s >= hs.length) {
              const more = new Float64Array(Math.max(2 * hs.length, s + 1)).fill(NaN);
              more.set(hs);
              hs = more;
            }
            const known = hs[s]!;
            if (known === known) return known;
            // The mover graph's nodes from its flat copy (issue 17: chasing each node object was a cache miss, the
            // bound search's dearest line).
            let x: number, y: number, level: number;
            if (s < base) {
              x = at[3 * s]!;
              y = at[3 * s + 1]!;
              level = at[3 * s + 2]!;
            } else {
              const n = nodes[s]!;
              x = n.p.x;
              y = n.p.y;
              level = layers[n.layer]!.level;
            }
            const dx = x - goalN.p.x, dy = y - goalN.p.y;
            const h = weight * (Math.sqrt(dx * dx + dy * dy) + Math.max(0, goalLevel - level));
            hs[s] = h;
            return h;
          }
        : undefined,
      // A straight walk costs at least its length; its true cost is worked out only if it is still wanted.
      expand: (s, emit, key) => {
        // The tangent graph round the node's circle (or from the end) is made as the search first comes to it.
        this.lazy?.settle(s, key);
        const here = nodes[s]!;
        const hx = here.p.x, hy = here.p.y;
        const hn = here.nb;
        const walks = this.walks;
        for (let e = walks.first(s); e >= 0; e = walks.next[e]!) emit(walks.to[e]!, walks.length[e]!, 0, walks.known[e] === 1, e);
        // A tangent node's ways out are its tangents and arcs alone.
        if (s >= this.tangentFrom) return;
        // Only walks tangent at the obstacle corners they leave or reach (GNode.nb) can be part of a cheapest way.
        if (s < base) {
          // A graph node's walks are the same for every question: listed once and kept (MoverGraph.candidates).
          const { to, length } = mg.candidates(s);
          for (let c = 0; c < to.length; c++) if (!skip || !skip[to[c]!]) emit(to[c]!, length[c]!, 0, false);
        } else {
          const { ids, xs, ys, nb } = mg.layerNodes(here.layer);
          for (let k = 0; k < ids.length; k++) {
            const j = ids[k]!;
            if (skip && skip[j]) continue;
            const qx = xs[k]!, qy = ys[k]!;
            const ax = nb[4 * k]!;
            if (ax === ax && !tangentXY(hx, hy, qx, qy, ax, nb[4 * k + 1]!, nb[4 * k + 2]!, nb[4 * k + 3]!)) continue;
            emit(j, Math.sqrt((qx - hx) * (qx - hx) + (qy - hy) * (qy - hy)), 0, false);
          }
        }
        for (const j of this.mine[here.layer]!) {
          if (j === s) continue;
          const q = nodes[j]!.p;
          if (hn && !tangentAt(q, here.p, hn)) continue;
          emit(j, Math.hypot(q.x - hx, q.y - hy), 0, false);
        }
        if (s < base) {
          for (const id of mg.outLinks[s]!) {
            const l = mg.links[id]!;
            if (mg.ok[l.to] && !(noDamage && l.damage > 0)) emit(l.to, l.cost, 1 + id, true);
          }
        }
        const extra = this.extraOut.get(s);
        if (extra) {
          for (const id of extra) {
            const l = this.links[id]!;
            if (!(noDamage && l.damage > 0)) emit(l.to, l.cost, 1 + id, true);
          }
        }
      },
      verify: (i, j, e) => {
        // A tangent walk touches its circles: measured on the true shapes (an arc is emitted at its known cost).
        if (i >= this.tangentFrom || j >= this.tangentFrom) {
          // Arcs join tangent nodes only; the step names which (a circle with two tangent points has two arcs between them).
          const arc = this.walks.arcAt(e);
          // A tangent node is made only where the base may be (LazyTangents tests it): an arc's ends are known.
          return tangentStep(this.t, layers[nodes[i]!.layer]!, this.r, nodes[i]!.p, nodes[j]!.p, arc, arc !== undefined);
        }
        const a = nodes[i]!, b = nodes[j]!;
        // From one of this question's points to a graph node the ends count as loose (as they always have).
        const c = i < base && j < base ? mg.pairCost(i, j) : mg.price(a.p, b.p, a.layer, (i >= base && j < base) || a.loose || b.loose);
        // A walk between two ends of the tangent graph that the polygons block may still pass the true shapes.
        if (!(c < Infinity) && this.ends.has(i) && this.ends.has(j) && a.layer === b.layer) return tangentStep(this.t, layers[a.layer]!, this.r, a.p, b.p, undefined);
        return c;
      },
    });
  }

  /** The steps of the way to `state`, each with the arc of the tangent graph it goes round (if it is one). */
  pathTo(r: SearchResult, state: number): { state: number; cost: number; kind: number; arc?: Arc | undefined }[] {
    const steps: { state: number; cost: number; kind: number; arc?: Arc | undefined }[] = pathTo(r, state);
    const edge = (r as Partial<LazyResult>).edge;
    if (edge) for (const s of steps) if (s.state >= this.tangentFrom) s.arc = this.walks.arcAt(edge[s.state]!);
    return steps;
  }
}
