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
 * table, as the search's heuristic already assumes). The graph is built as the search goes (LazyTangents).
 */
import { orient, tangentsInto, type Circle, type Point } from '../../geometry/plane/index.js';
import { meetsInterior } from '../../geometry/plane/fast-poly.js';
import { convexCorners, convexCornersWithNeighbours, gridOf, linearCrossings, severeLength, staysOn, trueWithin, type Layer } from './move-geometry.js';
import { TOUCH, pointInPiece, type Table } from './context.js';
import { arcFactor, centreDistance, clearPoint } from './taut.js';

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
export function layerCircles(L: Layer, r: number): { c: Circle; wedge: readonly [number, number, number] | undefined; own: number }[] {
  const out: { c: Circle; wedge: readonly [number, number, number] | undefined; own: number }[] = [];
  const seen = new Set<string>();
  const add = (c: Circle, wedge?: readonly [number, number, number], own = -1) => {
    const key = `${c.c.x},${c.c.y},${c.r}`;
    if (seen.has(key)) return;
    seen.add(key);
    out.push({ c, wedge, own });
  };
  for (let k = 0; k < L.obstacles.length; k++) {
    const o = L.obstacles[k]!;
    // `own`: the obstacle a tangent touching the circle cannot enter (see ownClear), when there is one.
    if (o.round) add(o.round, undefined, k);
    else if (o.piece) {
      if (o.piece.shape.kind === 'circle') add({ c: o.piece.shape.circle.c, r: o.piece.shape.circle.r + r });
      else for (const { p: v, nb } of convexCornersWithNeighbours(o.piece.poly)) add({ c: v, r }, wedgeOf(nb[0], v, nb[1]), o.whole && o.fp.convex ? k : -1);
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

/**
 * The wedge of outward directions at convex corner b of a counter-clockwise polygon (a before it, c after):
 * the unit bisector of the two edges' outward normals and the cosine of half the angle between them, widened
 * by a thousandth of a radian (a point on the wedge's edge, where a tangent runs along the piece's side, stays).
 */
function wedgeOf(a: Point, b: Point, c: Point): readonly [number, number, number] | undefined {
  const l1 = Math.hypot(b.x - a.x, b.y - a.y), l2 = Math.hypot(c.x - b.x, c.y - b.y);
  if (!(l1 > 0 && l2 > 0)) return undefined;
  const n1x = (b.y - a.y) / l1, n1y = -(b.x - a.x) / l1, n2x = (c.y - b.y) / l2, n2y = -(c.x - b.x) / l2;
  const bx = n1x + n2x, by = n1y + n2y, bl = Math.hypot(bx, by);
  if (!(bl > 1e-6)) return undefined;
  const half = Math.acos(Math.max(-1, Math.min(1, n1x * n2x + n1y * n2y))) / 2;
  return [bx / bl, by / bl, Math.cos(half + 1e-3)];
}

/** The distance between two points (Math.hypot is several times slower, issue 17). */
function dist(ax: number, ay: number, bx: number, by: number): number {
  const dx = bx - ax, dy = by - ay;
  return Math.sqrt(dx * dx + dy * dy);
}

/**
 * The cost of the straight walk p-q measured on the true shapes (Infinity when it enters one): a walk may
 * touch a circle (base contact), which the polygon test cannot tell from entering it. Length, plus the
 * stretch in severe terrain again, plus 1" a linear obstacle, as walkPrice.
 */
export function truePrice(L: Layer, r: number, p: Point, q: Point, skipA = -1, skipB = -1): number {
  const obs = L.obstacles;
  HIT.obs = obs;
  HIT.lim = r - TOUCH;
  HIT.p = p;
  HIT.q = q;
  HIT.skipA = skipA;
  HIT.skipB = skipB;
  const hit = gridOf(obs).segment(p.x, p.y, q.x, q.y, hits);
  HIT.obs = NO_OBSTACLES;
  if (hit) return Infinity;
  if (L.piece && !staysOn(L.piece, { a: p, b: q })) return Infinity;
  const length = Math.hypot(q.x - p.x, q.y - p.y);
  const severe = severeLength(L, p, q, length);
  return length + (severe > 1e-7 * Math.max(1, length) ? severe : 0) + linearCrossings(L, p, q);
}

/**
 * The walk truePrice is testing, read by its visitor `hits` (issue 17: a closure made for each of the ~10,000
 * tangent tests of a first move was a tenth of its garbage). Nothing the visitor calls tests another walk.
 */
const NO_OBSTACLES: Layer['obstacles'] = [];
const HIT = { obs: NO_OBSTACLES, lim: 0, p: { x: 0, y: 0 } as Point, q: { x: 0, y: 0 } as Point, skipA: -1, skipB: -1 };

/** Does obstacle i of the walk in HIT enter it (on the true shapes)? */
function hits(i: number): boolean {
  // Obstacles the walk is known not to enter (a tangent's own, ownClear) are not measured.
  if (i === HIT.skipA || i === HIT.skipB) return false;
  const o = HIT.obs[i]!, p = HIT.p, q = HIT.q;
  if (!meetsInterior(o.fp, p, q)) return false;
  if (o.round) return centreDistance(o.round.c, p, q) < o.round.r - TOUCH;
  return trueWithin(o, p, q, HIT.lim);
}

/** May the base centre stand at p (a tangent point: on a circle, so tested on the true shapes)? */
export function truePoint(t: Table, L: Layer, r: number, p: Point): boolean {
  const [W, H] = t.size;
  if (p.x < r || p.y < r || p.x > W - r || p.y > H - r) return false;
  if (L.piece && pointInPiece(p, L.piece) === 'outside') return false;
  return clearPoint(L, r, p);
}

/** The ends of the tangent pair is testing (see there). */
const TEST_P = { x: 0, y: 0 };
const TEST_Q = { x: 0, y: 0 };

/** Scratch for tangentsInto (geometry/plane/circle-tangents.ts): up to four tangents, each [a's x, y, b's x, y]. */
const PAIR_TAN = new Float64Array(16);

/** Where the tangent graph plugs into a question's graph. */
export interface TangentSink {
  readonly t: Table;
  readonly r: number;
  readonly layers: readonly Layer[];
  /** Add a tangent node (a point on a true circle) on a layer; its id. */
  tangentNode(p: Point, layer: number): number;
  /**
   * Join two nodes both ways: a straight walk or an arc (counter-clockwise from i to j). `known`: `length` is
   * the step's true cost (a tangent tested when it was made), and `back` the cost from j to i when it differs;
   * otherwise a lower bound, and the search tests
   * the step only when it comes to the front of its queue (tangentStep), so most arcs never are.
   */
  join(i: number, j: number, length: number, arc: Arc | undefined, known: boolean, back?: number): void;
}

/**
 * What a layer's tangent graph keeps between questions (the layer belongs to one mover on one table): its
 * circles, and the costs of the common tangents of each pair of them once tested (tangentStep on the true
 * shapes, A to B and back, NaN until tested). A warm move only tests the tangents of circles new to it.
 */
const MEMO = new WeakMap<Layer, Memo>();
interface Memo {
  readonly r: number;
  readonly circles: ReturnType<typeof layerCircles>;
  /** A pair's slot in `costs`, by the pair's key (issue 17: one pool, not a typed array per pair). */
  readonly pairs: SlotTable;
  /** Nine numbers a pair: its tangents' costs A to B and back (NaN until tested), then how many tangents (-1: not made yet). */
  costs: Float64Array;
  used: number;
  /**
   * Two circles' pair by index li * n + lj (n circles; undefined past MAX_STATE circles): 0 not looked at yet,
   * DEAD when no tangent of it can be on any way (a corner faces away from the other circle, no tangent keeps
   * to both wedges, or every one is tested blocked), so that an expansion passes it over with one read; SEEN
   * when a question has worked out its tangents (the next keeps them in `geo`).
   */
  readonly state: Uint8Array | undefined;
  /**
   * The costs of arcs once tested (tangentStep): they depend on the layer alone. By circle (the memo's own
   * objects), a list of [a0, da, cost] (issue 17: a key string of five numbers was most of a first move's arc
   * tests; a circle has a few arcs).
   */
  readonly arcs: Map<Circle, number[]>;
  /**
   * The points questions have joined to the circles (start, goal, ends of climbs), numbered: a point's
   * tangents to circle li are the pair keyed n * n + point * n + li (n circles), so a warm move from the same
   * place does not test them again.
   */
  readonly points: Map<string, number>;
  /**
   * The tangents of pairs met by more than one question (pair), by slot (slot / 9 * 18 = 2 * slot): how many
   * (-1: not kept), the mask of those inside both wedges, then four numbers each as tangentsInto writes them.
   * Empty until a second question needs it (keepRoom), so a first move does not make it.
   */
  geo: Float64Array;
  /** Each circle's row of SEEN pairs' slots (rowSlot). */
  readonly rows: (Int32Array | undefined)[];
  /** 1 for each circle some question has expanded: the next to expand it lists its partners (Partners) first. */
  readonly once: Uint8Array;
  /** Each circle's partners on the layer (partnersOf), listed at its expansion in its second question. */
  readonly partners: (Partners | undefined)[];
}

/**
 * The circles of the layer a circle may share a tangent with (issue 17): every pair an expansion would not pass
 * over for good (not DEAD, facing each other both ways, noneInside false), in the layer's order. It depends on
 * the layer alone, so a warm expansion reads these (about a quarter of the question's circles) instead of looking
 * at every circle of the question: the others would be passed over, so it joins what the loop over them all
 * would, in the same order: the same graph, node for node.
 */
type Partners = Int32Array;
function memoOf(L: Layer, r: number): Memo {
  let m = MEMO.get(L);
  if (!m || m.r !== r) {
    const circles = layerCircles(L, r);
    // Sized for about sixteen pairs looked at a circle (issue 17: growing from a few hundred rehashed five times a
    // first move; the bench's 200 pieces make 14,700 pairs for 800 circles).
    let cap = 1024;
    while (cap < 32 * circles.length && cap < 1 << 20) cap *= 2;
    const n = circles.length;
    const state = n <= MAX_STATE ? new Uint8Array(n * n) : undefined;
    MEMO.set(L, (m = { r, circles, pairs: new SlotTable(cap), costs: new Float64Array(9 * (cap >> 1)), used: 0, points: new Map(), state, arcs: new Map(), geo: new Float64Array(0), rows: [], once: new Uint8Array(n), partners: [] }));
  }
  return m;
}

/**
 * Whole-number keys to slots (-1: none), open addressing with linear probing in typed arrays: the lazy graph
 * looks up every pair of circles it meets (58,000 across the bench's 200 pieces), and a Map of that many
 * spent a tenth of the first move growing and hashing.
 */
class SlotTable {
  private keys: Float64Array;
  private vals: Int32Array;
  private count = 0;

  /** `capacity`: a power of two, twice the keys expected before it grows. */
  constructor(capacity = 1024) {
    this.keys = new Float64Array(capacity).fill(-1);
    this.vals = new Int32Array(capacity);
  }

  private static hash(key: number, mask: number): number {
    // The finaliser of MurmurHash3 (Appleby): every bit of the key reaches the low bits the mask keeps.
    let h = (key | 0) ^ Math.imul((key / 4294967296) | 0, 0x9e3779b1);
    h = Math.imul(h ^ (h >>> 16), 0x85ebca6b);
    h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
    return (h ^ (h >>> 16)) & mask;
  }

  get(key: number): number {
    const { keys } = this, mask = keys.length - 1;
    for (let i = SlotTable.hash(key, mask); ; i = (i + 1) & mask) {
      const k = keys[i]!;
      if (k === key) return this.vals[i]!;
      if (k === -1) return -1;
    }
  }

  /** Set a key not yet held. */
  set(key: number, val: number): void {
    if (2 * (this.count + 1) > this.keys.length) this.grow();
    const { keys } = this, mask = keys.length - 1;
    let i = SlotTable.hash(key, mask);
    while (keys[i] !== -1) i = (i + 1) & mask;
    keys[i] = key;
    this.vals[i] = val;
    this.count++;
  }

  private grow(): void {
    const { keys, vals } = this;
    this.keys = new Float64Array(2 * keys.length).fill(-1);
    this.vals = new Int32Array(2 * keys.length);
    this.count = 0;
    for (let i = 0; i < keys.length; i++) if (keys[i] !== -1) this.set(keys[i]!, vals[i]!);
  }
}

/** Mark circles i and j's pair DEAD in a memo's state (n circles), both ways round. */
function dead(state: Uint8Array, i: number, j: number, n: number): void {
  state[i * n + j] = state[j * n + i] = DEAD;
}

/** At most this many circles on a layer keep a state byte per pair (Memo.state: 16 MB at the most). */
const MAX_STATE = 4096;
/** Memo.state: the pair can be on no way. */
const DEAD = 1;
/** Memo.state: a question has worked out the pair's tangents (pair keeps them from the next one on). */
const SEEN = 2;

/** The slot of a pair in the memo's pool, made (every cost NaN, no tangents counted) when new. */
function slotOf(m: Memo, key: number): number {
  let at = m.pairs.get(key);
  if (at >= 0) return at;
  at = m.used;
  m.used += 9;
  if (m.used > m.costs.length) {
    const grown = new Float64Array(2 * m.costs.length);
    grown.set(m.costs);
    m.costs = grown;
  }
  const costs = m.costs;
  for (let k = at; k < at + 8; k++) costs[k] = NaN;
  costs[at + 8] = -1;
  m.pairs.set(key, at);
  return at;
}

/**
 * slotOf for a SEEN pair, read from circle i's row of slots (made at i's first expansion in a warm question, a
 * number a circle of the layer; 0 not looked up yet, else slot + 1): an expansion reads its row in order, where
 * the table's hashed keys were a cache miss each (issue 17: a tenth of a warm move).
 */
function rowSlot(m: Memo, i: number, j: number, key: number): number {
  const row = (m.rows[i] ??= new Int32Array(m.circles.length));
  let at = row[j]! - 1;
  if (at < 0) row[j] = (at = slotOf(m, key)) + 1;
  return at;
}

/** Make `geo` as long as the memo's slots need (twice `costs`), new slots' tangents not kept (-1). */
function keepRoom(m: Memo): void {
  const geo = new Float64Array(2 * m.costs.length).fill(-1);
  geo.set(m.geo);
  m.geo = geo;
}

/** Circle ci's partners (Partners), listed from a scan of the layer the first time they are asked for. */
function partnersOf(m: Memo, ci: number): Partners {
  const P = m.partners[ci];
  if (P) return P;
  const state = m.state!, N = m.circles.length, row = ci * N, c = m.circles[ci]!;
  const d: number[] = [];
  for (let dl = 0; dl < N; dl++) {
    const st = state[row + dl]!;
    if (dl === ci || st === DEAD) continue;
    // As an expansion would look at the pair (expandCircle, pair), less what depends on the question.
    const b = m.circles[dl]!;
    const A = ci < dl ? c : b, B = ci < dl ? b : c;
    if (st !== SEEN && (!faces(c, b) || !faces(b, c) || noneInside(A.c, B.c, A, B))) dead(state, ci, dl, N);
    else d.push(dl);
  }
  return (m.partners[ci] = Int32Array.from(d));
}

/** What the wedge tests read of a circle (a Lazy, or a memo's entry). */
interface Wedged {
  readonly c: Circle;
  readonly wedge: readonly [number, number, number] | undefined;
}

/**
 * A circle of the tangent graph with what its lazy building needs. A class, its fields set in one order (issue 17:
 * as an object literal of thirteen fields, making a warm move's 430 of them took twice as long).
 */
class Lazy implements OnCircle {
  declare readonly c: Circle;
  declare readonly layer: number;
  declare readonly ids: number[];
  declare readonly angles: number[];
  /** |s c| - R and |c g| - R (0 without a goal): lower bounds of the way to and from the circle. */
  declare readonly toS: number;
  declare readonly toG: number;
  /**
   * For a convex corner of an impassable piece: the unit bisector of its outward normals and the cosine of
   * half the angle between them (widened by a thousandth of a radian). A point of the circle outside that
   * wedge lies within the radius of the piece's edge, so no base centre may stand there (truePoint refuses it).
   */
  declare readonly wedge: readonly [number, number, number] | undefined;
  /** Its place in the list of all circles, and in its layer's. */
  declare readonly index: number;
  declare readonly order: number;
  /** Its place in the layer's list of every circle (layerCircles, kept in `memoOf`). */
  declare readonly li: number;
  /** The obstacle it rounds, when a tangent touching it inside its wedge cannot enter that obstacle (-1: none). */
  declare readonly own: number;
  /** The cosine of the half angle of its normal cone (ownClear; NaN without a wedge), worked out once. */
  declare readonly cosIn: number;
  declare expanded: boolean;

  constructor(c: Circle, layer: number, toS: number, toG: number, wedge: Lazy['wedge'], index: number, order: number, li: number, own: number, cosIn: number) {
    this.c = c;
    this.layer = layer;
    this.ids = [];
    this.angles = [];
    this.toS = toS;
    this.toG = toG;
    this.wedge = wedge;
    this.index = index;
    this.order = order;
    this.li = li;
    this.own = own;
    this.cosIn = cosIn;
    this.expanded = false;
  }
}

/** A layer's circles of one question as flat arrays (LazyTangents.flat), in `order`. */
interface Flat {
  readonly li: Int32Array;
  readonly x: Float64Array;
  readonly y: Float64Array;
  readonly r: Float64Array;
  readonly toS: Float64Array;
  readonly toG: Float64Array;
  /** The centre's distance to the goal (0 without one). */
  readonly h: Float64Array;
  readonly expanded: Uint8Array;
  /** Each circle of the layer's place here, by its place in the layer's list (-1: not in the question). */
  readonly pos: Int32Array;
}

/** A point the tangent graph joins (the start, the goal, the ends of climbs and falls). */
interface End {
  readonly id: number;
  readonly p: Point;
  readonly layer: number;
  expanded: boolean;
  /** The point as a circle of radius 0, and its number in the layer's memo (pointKey; -1 until asked). */
  readonly circle: Circle;
  key: number;
}

/**
 * The tangent graph of each layer's circles near the way from s to g (g undefined: every way from s, as
 * reach asks), built lazily (issue 17): `ends` are the point nodes a way may start, end or change layer at,
 * `bound` the cost of a way already found (or the budget). A circle (or an end) is expanded when the search
 * first settles one of its nodes (`settle`): its common tangents with every circle and end not yet expanded
 * are made, each tested on the true shapes at once (tangentStep), and only the clear ones become nodes, at both
 * ends; then the arcs between its consecutive nodes are joined. A pair is made at the expansion of whichever
 * comes first, so when a node's steps are listed its circle's nodes are all there, and the search sees exactly
 * the graph of every clear tangent, less the tangent points whose tangent is blocked (they only split an arc,
 * and an arc through them costs what its two parts do: arcFactor is exact at every point). Eager, the graph of
 * the bench's 200 pieces had 365,000 nodes, three quarters of them inside a piece's grown edges (`wedge`) and
 * most of the rest on blocked tangents.
 */
export class LazyTangents {
  readonly circles: Lazy[] = [];
  private readonly byLayer: Lazy[][];
  private readonly endsOn: End[][];
  private readonly endOf = new Map<number, End>();
  /** Each layer's memo (memoOf), looked up once. */
  private readonly memos: (Memo | undefined)[] = [];
  /**
   * Each layer's circles (byLayer) as flat arrays for expandCircle's loop over them (issue 17: a warm move runs
   * it 93,000 times, most of them passing a pair over): li, centre, radius, toS, toG, expanded (by `order`).
   */
  private readonly flat: Flat[];
  /** The circle of each tangent node, by node id less `first` (-1: none). */
  private circleOf = new Int32Array(256).fill(-1);
  private first = -1;

  private readonly sink: TangentSink;
  private readonly s: Point;
  private readonly g: Point | undefined;
  private readonly bound: number;
  /** The key of the node being settled (settle). */
  private key = -Infinity;

  constructor(sink: TangentSink, s: Point, g: Point | undefined, bound: number, ends: readonly { id: number; p: Point; layer: number }[]) {
    this.sink = sink;
    this.s = s;
    this.g = g;
    this.bound = bound;
    const { r } = sink;
    const D = (a: Point, b: Point) => Math.hypot(a.x - b.x, a.y - b.y);
    this.byLayer = sink.layers.map(() => []);
    this.flat = [];
    this.endsOn = sink.layers.map(() => []);
    for (const e of ends) {
      const end: End = { id: e.id, p: e.p, layer: e.layer, expanded: false, circle: { c: e.p, r: 0 }, key: -1 };
      this.endsOn[e.layer]!.push(end);
      this.endOf.set(e.id, end);
    }
    for (const L of sink.layers) {
      const mine = this.endsOn[L.index]!;
      if (!mine.length) continue;
      const all = memoOf(L, r).circles;
      for (let li = 0; li < all.length; li++) {
        const { c, wedge, own } = all[li]!;
        const toS = D(s, c.c) - c.r, toG = g ? D(c.c, g) - c.r : 0;
        if (toS + toG > bound + 1e-6) continue;
        const cosIn = wedge ? Math.cos(Math.acos(Math.min(1, wedge[2])) - 1e-3 - 1e-9) : NaN;
        const k = new Lazy(c, L.index, toS, toG, wedge, this.circles.length, this.byLayer[L.index]!.length, li, own, cosIn);
        this.circles.push(k);
        this.byLayer[L.index]!.push(k);
      }
      const list = this.byLayer[L.index]!, m = list.length;
      const f: Flat = { li: new Int32Array(m), x: new Float64Array(m), y: new Float64Array(m), r: new Float64Array(m), toS: new Float64Array(m), toG: new Float64Array(m), h: new Float64Array(m), expanded: new Uint8Array(m), pos: new Int32Array(all.length).fill(-1) };
      for (let k = 0; k < m; k++) {
        const d = list[k]!;
        f.li[k] = d.li;
        f.x[k] = d.c.c.x;
        f.y[k] = d.c.c.y;
        f.r[k] = d.c.r;
        f.toS[k] = d.toS;
        f.toG[k] = d.toG;
        f.h[k] = g ? dist(d.c.c.x, d.c.c.y, g.x, g.y) : 0;
        f.pos[d.li] = k;
      }
      this.flat[L.index] = f;
      // Straight walks between the ends themselves, measured on the true shapes when the search comes to them
      // (the polygons may block a walk that passes between a true circle and the polygon standing in for it).
      for (let a = 0; a < mine.length; a++) {
        for (let b = a + 1; b < mine.length; b++) {
          const p = mine[a]!.p, q = mine[b]!.p;
          if (D(p, q) > 1e-9 && this.useful(p, q)) sink.join(mine[a]!.id, mine[b]!.id, D(p, q), undefined, false);
        }
      }
    }
  }

  /** How many circles the ways may bend round. */
  get size(): number {
    return this.circles.length;
  }

  /** A way through the walk p-q (either way round) costs at least |s p| + |p q| + |q g|: one that cannot beat the bound is left out. */
  private useful(p: Point, q: Point): boolean {
    return this.usefulXY(p.x, p.y, q.x, q.y);
  }

  /** useful on coordinates (issue 17: asked for every tangent a pair has; Math.hypot is several times sqrt's cost). */
  private usefulXY(px: number, py: number, qx: number, qy: number): boolean {
    const { s, g } = this;
    const sp = dist(s.x, s.y, px, py), sq = dist(s.x, s.y, qx, qy), pq = dist(px, py, qx, qy);
    return (g ? Math.min(sp + dist(qx, qy, g.x, g.y), sq + dist(px, py, g.x, g.y)) : Math.min(sp, sq)) + pq <= this.bound + 1e-6;
  }

  /**
   * Is the tangent p-q useful (usefulXY) and not late? Late: no way through it made now, at the settling of a
   * node of key k, can beat the bound (issue 17).
   * The keys of the nodes the search settles never go down (its heuristic, the distance to the goal plus a
   * height that is the same for every node of a layer, is consistent), and the tangent's ends are not settled
   * yet (p is on the circle being expanded, whose first settled node this is, or is the end being settled; q is
   * on a circle or end not yet expanded), so each end x is reached at a cost of at least k - h(x); a way through
   * the tangent from p to q costs at least k - h(p) + |p q| + h(q), and from q to p k - h(q) + |p q| + h(p).
   * With h the distance to the goal (0 when there is none, as in reach, where the search is Dijkstra's and k
   * the node's cost). Late in the search k nears the bound and every tangent that does not head for the goal is
   * left out. This is A*'s own pruning by an upper bound (Hart, Nilsson and Raphael 1968: no node of key above
   * the cheapest cost is settled) applied before a tangent is tested rather than after it is queued. The two
   * tests share their distances (p to q, each end to the goal): five square roots, not eight.
   */
  private wanted(px: number, py: number, qx: number, qy: number): boolean {
    const { s, g } = this;
    const pq = dist(px, py, qx, qy), sp = dist(s.x, s.y, px, py), sq = dist(s.x, s.y, qx, qy);
    const limit = this.bound + 1e-6;
    if (!g) return Math.min(sp, sq) + pq <= limit && !(this.key !== -Infinity && this.key + pq - 0 > limit);
    const pg = dist(px, py, g.x, g.y), qg = dist(qx, qy, g.x, g.y);
    if (!(Math.min(sp + qg, sq + pg) + pq <= limit)) return false;
    const k = this.key;
    return k === -Infinity || !(k + pq - Math.abs(pg - qg) > limit);
  }

  /**
   * Called as the search settles node `id`, before its steps are listed; `key` its cost plus the search's
   * heuristic (optional: without it nothing is left out on that ground).
   */
  settle(id: number, key = -Infinity): void {
    this.key = key;
    if (this.first >= 0 && id >= this.first) {
      const k = this.circleOf[id - this.first]!;
      if (k >= 0 && !this.circles[k]!.expanded) this.expandCircle(this.circles[k]!);
      return;
    }
    const e = this.endOf.get(id);
    if (e && !e.expanded) {
      e.expanded = true;
      const L = this.sink.layers[e.layer]!;
      // Its number in the memo, worked out once (issue 17: a string made and looked up for each circle).
      const key = this.endKey(L, e);
      for (const c of this.byLayer[e.layer]!) if (!c.expanded) this.pair(L, c, e.circle, e.id, undefined, key);
    }
  }

  private expandCircle(c: Lazy): void {
    c.expanded = true;
    const F = this.flat[c.layer]!;
    F.expanded[c.order] = 1;
    const L = this.sink.layers[c.layer]!;
    const { g, bound } = this;
    const cc = c.c.c, R = c.c.r;
    for (const e of this.endsOn[c.layer]!) if (!e.expanded) this.pair(L, c, e.circle, e.id, undefined, this.endKey(L, e));
    const memo = (this.memos[L.index] ??= memoOf(L, this.sink.r));
    const state = memo.state, N = memo.circles.length;
    const list = this.byLayer[c.layer]!, count = list.length, row = c.li * N;
    const { li, x, y, r, toS, toG, h, expanded } = F;
    const cx = cc.x, cy = cc.y, cS = c.toS, cG = c.toG, limit = bound + 1e-6;
    const k0 = this.key, late = k0 !== -Infinity, limitAll = bound + 1e-5, hc = g ? dist(cx, cy, g.x, g.y) : 0;
    // A circle an earlier question expanded reads its partners (Partners: about a quarter of the question's
    // circles, most of the rest DEAD or not facing it) rather than looking at every circle, with the same tests
    // below in the same order, and joins what the loop would.
    const P = state && memo.once[c.li] ? partnersOf(memo, c.li) : undefined, pos = F.pos;
    memo.once[c.li] = 1;
    for (let e = 0; e < (P ? P.length : count); e++) {
      const k = P ? pos[P[e]!]! : e;
      // Not in the question, or the circle itself, or expanded.
      if (k < 0 || expanded[k]) continue;
      // A pair known to be on no way (Memo.state, kept both ways round: c's row is read in order) is passed over with one read.
      const dl = li[k]!;
      const st = state ? state[row + dl]! : 0;
      if (st === DEAD) continue;
      // Cheap first: a tangent between the two circles is no shorter than the gap between them.
      const gap = Math.max(0, dist(x[k]!, y[k]!, cx, cy) - R - r[k]!);
      const low = g ? Math.min(cS + toG[k]!, toS[k]! + cG) : Math.max(0, Math.min(cS, toS[k]!));
      if (low + gap > limit) continue;
      const d = list[k]!;
      // A SEEN pair has passed this test before (it depends on the layer alone): not asked again.
      if (st !== SEEN && (!faces(c, d) || !faces(d, c))) {
        if (state) dead(state, c.li, dl, N);
        continue;
      }
      // late for every common tangent of c and d at once: a tangent's length is at least their gap, and its ends'
      // distances to the goal differ by at most |h(c) - h(d)| + R + Rd, so when even that leaves the way through it
      // above the bound, the pair need not be looked at (issue 17).
      if (late && k0 + gap - (g ? Math.abs(hc - h[k]!) + R + r[k]! : 0) > limitAll) continue;
      this.pair(L, d, c.c, -1, c, -1);
    }
    // Arcs between consecutive tangent points.
    const n = c.ids.length;
    if (n < 2 || R === 0) return;
    const order = c.ids.map((_, k) => k).sort((x, y) => c.angles[x]! - c.angles[y]!);
    for (let k = 0; k < n; k++) {
      const x = order[k]!, y = order[(k + 1) % n]!;
      let da = c.angles[y]! - c.angles[x]!;
      if (k === n - 1) da += 2 * Math.PI;
      // Two tangents touching the circle at one point: the same place, joined at no cost (no arc between them).
      if (da === 0) this.sink.join(c.ids[x]!, c.ids[y]!, 0, undefined, true);
      if (!(da > 0) || da >= 2 * Math.PI) continue;
      this.sink.join(c.ids[x]!, c.ids[y]!, R * da, { c: c.c, a0: c.angles[x]!, da }, false);
    }
  }

  /** pointKey of an end, worked out once a question. */
  private endKey(L: Layer, e: End): number {
    return e.key >= 0 ? e.key : (e.key = this.pointKey(L, e.p));
  }

  /** The memo's number for point p on layer L, times the number of circles, past every pair of circles' key. */
  private pointKey(L: Layer, p: Point): number {
    const memo = (this.memos[L.index] ??= memoOf(L, this.sink.r));
    const name = `${p.x},${p.y}`;
    let k = memo.points.get(name);
    if (k === undefined) memo.points.set(name, (k = memo.points.size));
    const n = memo.circles.length;
    return n * n + k * n;
  }

  /**
   * The common tangents of `a` (a circle, or an end: `aId` its node) and circle `b` that are clear on the true
   * shapes, made nodes and joined. Tangents are taken from the circle listed first on the layer (an end first),
   * so a pair gives the same points whichever of the two is expanded first.
   */
  private pair(L: Layer, b: Lazy, a: Circle, aId: number, aLazy: Lazy | undefined, point: number): void {
    const swap = aLazy !== undefined && aLazy.order > b.order;
    const A = swap ? b.c : a, B = swap ? a : b.c;
    // Two circles' tangents, and a point's to a circle, are tested once for every question of
    // this mover on this table (their costs, A to B and back, NaN until tested).
    const memo = (this.memos[L.index] ??= memoOf(L, this.sink.r));
    const key = aLazy ? Math.min(aLazy.li, b.li) * memo.circles.length + Math.max(aLazy.li, b.li) : point + b.li;
    // Circle pairs only keep a state: a point's are few, and its key lies past the circles' (pointKey).
    const state = aLazy ? memo.state : undefined;
    const N = memo.circles.length;
    // A pair of circles met before (SEEN) by an earlier question keeps its tangents in the memo from the second
    // time on (issue 17: their trigonometry was a tenth of a warm move); they are the same numbers tangentsInto
    // gives, so the graph is the same. A first move meets each pair once, and keeps none.
    let at = -1, ts: Float64Array = PAIR_TAN, off = 0, n = 0, inside = 0;
    if (state && state[aLazy!.li * N + b.li] === SEEN) {
      at = rowSlot(memo, aLazy!.li, b.li, key);
      off = 2 * at;
      if (memo.geo.length <= off) keepRoom(memo);
      if (memo.geo[off]! >= 0) {
        ts = memo.geo;
        n = ts[off]!;
        inside = ts[off + 1]!;
        off += 2;
      }
    }
    if (ts === PAIR_TAN) {
      off = 0;
      // Which tangents keep to both wedges: most do not, and a pair with none is done with (for good: DEAD)
      // before its memo is looked up.
      if (noneInside(A, B, swap ? b : aLazy, swap ? aLazy : b)) {
        if (state) dead(state, aLazy!.li, b.li, N);
        return;
      }
      n = tangentsInto(A.c.x, A.c.y, A.r, B.c.x, B.c.y, B.r, ts);
      for (let t = 0; t < n; t++) {
        // p on a, q on b.
        const o = 4 * t + (swap ? 2 : 0), o2 = 4 * t + (swap ? 0 : 2);
        if (inWedgeXY(b, ts[o2]!, ts[o2 + 1]!) && (!aLazy || inWedgeXY(aLazy, ts[o]!, ts[o + 1]!))) inside |= 1 << t;
      }
      if (!inside) {
        if (state) dead(state, aLazy!.li, b.li, N);
        return;
      }
      if (at >= 0) {
        const geo = memo.geo, g0 = 2 * at;
        geo[g0] = n;
        geo[g0 + 1] = inside;
        for (let k = 0; k < 4 * n; k++) geo[g0 + 2 + k] = ts[k]!;
      } else if (state) state[aLazy!.li * N + b.li] = state[b.li * N + aLazy!.li] = SEEN;
    }
    // A pair none of whose tangents in the wedges can be on a way cheaper than the bound is not looked up in
    // the memo (issue 17: a quarter of those with some, and each lookup is a miss in a table of 16,000).
    // Which of them: worked out once (issue 17: they were asked again for each tangent tested).
    let want = 0;
    for (let t = 0; t < n; t++) {
      const o = off + 4 * t + (swap ? 2 : 0), o2 = off + 4 * t + (swap ? 0 : 2);
      if ((inside & (1 << t)) !== 0 && this.wanted(ts[o]!, ts[o + 1]!, ts[o2]!, ts[o2 + 1]!)) want |= 1 << t;
    }
    if (!want) return;
    if (at < 0) at = slotOf(memo, key);
    const costs = memo.costs;
    // A pair whose every tangent is blocked, or leaves a piece's wedge, is done with at once (the slot's ninth number: how many tangents).
    const made = costs[at + 8]!;
    if (made >= 0) {
      let open = false;
      for (let k = 0; k < 2 * made && !open; k++) open = costs[at + k] !== Infinity;
      if (!open) {
        if (state) dead(state, aLazy!.li, b.li, N);
        return;
      }
    }
    costs[at + 8] = n;
    let blocked = 0;
    for (let t = 0; t < n; t++) {
      // p on a, q on b.
      const o = off + 4 * t + (swap ? 2 : 0), o2 = off + 4 * t + (swap ? 0 : 2);
      if (!(inside & (1 << t))) {
        costs[at + 2 * t] = costs[at + 2 * t + 1] = Infinity;
        blocked++;
        continue;
      }
      if (!(want & (1 << t))) continue;
      const px = ts[o]!, py = ts[o + 1]!, qx = ts[o2]!, qy = ts[o2 + 1]!;
      // Tested on two scratch points (nothing the test calls keeps them): nine in ten tangents are blocked, and
      // only a clear one's ends become nodes.
      const p = TEST_P, q = TEST_Q;
      p.x = px;
      p.y = py;
      q.x = qx;
      q.y = qy;
      let cost = costs[at + 2 * t + (swap ? 1 : 0)]!, back = costs[at + 2 * t + (swap ? 0 : 1)]!;
      if (cost !== cost) {
        cost = tangentCost(this.sink.t, L, this.sink.r, p, q, aLazy ? ownClear(aLazy, p) : -1, ownClear(b, q));
        // Walked back, a linear obstacle that one end stands on is entered rather than left (linearEntries).
        back = cost < Infinity && L.linear.length ? cost - linearCrossings(L, p, q) + linearCrossings(L, q, p) : cost;
        costs[at + 2 * t + (swap ? 1 : 0)] = cost;
        costs[at + 2 * t + (swap ? 0 : 1)] = back;
      }
      if (!(cost < Infinity)) {
        blocked++;
        continue;
      }
      const i = aLazy ? this.put(aLazy, { x: px, y: py }) : aId;
      const j = this.put(b, { x: qx, y: qy });
      this.sink.join(i, j, cost, undefined, true, back);
    }
    if (blocked === n && state) dead(state, aLazy!.li, b.li, N);
  }

  private put(c: Lazy, p: Point): number {
    // A corner point is one node, whatever touches it.
    if (c.c.r === 0 && c.ids.length) return c.ids[0]!;
    const id = this.sink.tangentNode(p, c.layer);
    if (this.first < 0) this.first = id;
    const at = id - this.first;
    if (at >= this.circleOf.length) {
      let m = this.circleOf.length * 2;
      while (m <= at) m *= 2;
      const grown = new Int32Array(m).fill(-1);
      grown.set(this.circleOf);
      this.circleOf = grown;
    }
    this.circleOf[at] = c.index;
    c.ids.push(id);
    c.angles.push(Math.atan2(p.y - c.c.c.y, p.x - c.c.c.x));
    return id;
  }
}

/**
 * A tangent's cost as tangentStep gives it for two untested ends (Infinity unless both ends may hold the base
 * and the walk is clear), the walk tested first: most tangents the lazy graph makes are blocked (nine in ten
 * across the bench's 200 pieces), and then the two point tests are not needed.
 */
function tangentCost(t: Table, L: Layer, r: number, p: Point, q: Point, skipA: number, skipB: number): number {
  const c = truePrice(L, r, p, q, skipA, skipB);
  if (!(c < Infinity)) return Infinity;
  return truePoint(t, L, r, p) && truePoint(t, L, r, q) ? c : Infinity;
}

/**
 * Is no common tangent of circles A and B (wA and wB: the circles of the graph they are, undefined for a point)
 * inside both of their wedges, as pair finds it after tangentsInto? Asked first (issue 17: half the pairs an
 * expansion looks at have none, and tangentsInto's angles cost an atan2, two acos and eight sines and cosines):
 * the same tangents' normals by the angle-sum formulas (cos(phi +- spread) = ux k -+ uy sqrt(1 - k^2), and
 * so on), with tangentsInto's own test of whether a pair of tangents exists, and true only when every
 * tangent misses a wedge by 1e-7 in cosine, far above the rounding of either way of working them out; near
 * k = +-1 (where sqrt(1 - k^2) loses digits), for tiny radii and anything closer, pair goes on as before.
 */
export function noneInside(A: Circle, B: Circle, wa: Wedged | undefined, wb: Wedged | undefined): boolean {
  const ar = A.r, br = B.r;
  const wA = wa && ar > 0 ? wa.wedge : undefined, wB = wb && br > 0 ? wb.wedge : undefined;
  if ((!wA && !wB) || (wA && ar < 1e-3) || (wB && br < 1e-3)) return false;
  const dx = B.c.x - A.c.x, dy = B.c.y - A.c.y;
  const d = Math.sqrt(dx * dx + dy * dy);
  if (!(d > 0)) return false;
  const ux = dx / d, uy = dy / d;
  for (let sb = 1; sb >= -1; sb -= 2) {
    if (sb === -1 && (ar === 0 || br === 0)) continue;
    // As tangentsInto: no tangents of this kind when |k| > 1.
    const k = (sb * br - ar) / d;
    if (Math.abs(k) > 1) continue;
    if (Math.abs(k) > 1 - 1e-6) return false;
    const sg = Math.sqrt(1 - k * k);
    for (let w = 1; w >= -1; w -= 2) {
      // The normal at angle phi + w * spread; A touches at A.c - ar n, B at B.c - sb br n.
      const nx = ux * k - w * uy * sg, ny = uy * k + w * ux * sg;
      const inA = !wA || -(nx * wA[0] + ny * wA[1]) >= wA[2] - 1e-7;
      const inB = !wB || -sb * (nx * wB[0] + ny * wB[1]) >= wB[2] - 1e-7;
      if (inA && inB) return false;
    }
  }
  return true;
}

/** Is (x, y), a point of the circle, inside its piece's wedge (where a base centre may be at all)? */
function inWedgeXY(c: Wedged, x: number, y: number): boolean {
  const w = c.wedge;
  if (!w || c.c.r === 0) return true;
  return ((x - c.c.c.x) * w[0] + (y - c.c.c.y) * w[1]) / c.c.r >= w[2];
}

/**
 * The obstacle a tangent touching circle c at p cannot enter, or -1 (issue 17: every tangent test measured the
 * walk against the two pieces it touches, the costliest part of a clear one). A tangent of a round obstacle's
 * own circle stays outside it. At a corner of a convex piece, grown by r into a convex shape, a tangent
 * touching the corner's circle where its outward normal lies in the corner's normal cone (the wedge less its
 * widening, with a margin of a billionth of a radian) is a supporting line of the grown piece: it stays at r
 * or more from the piece, which the walk's test would find. Outside that cone (within the widening) the walk
 * is measured as before.
 */
function ownClear(c: Lazy, p: Point): number {
  if (c.own < 0) return -1;
  const w = c.wedge;
  if (!w) return c.c.r > 0 ? c.own : -1;
  return ((p.x - c.c.c.x) * w[0] + (p.y - c.c.c.y) * w[1]) / c.c.r >= c.cosIn ? c.own : -1;
}

/**
 * May a common tangent of circles c and d touch c inside c's wedge? A tangent touching c at normal n (a unit
 * vector in the wedge) is the line n.(x - c) = R, and d touches it when n.(d - c) is R - Rd or R + Rd; the
 * largest n.(d - c) over the wedge's normals is |d - c| cos(max(0, angle to the bisector - half the wedge)).
 * When even that is short of R - Rd (less a margin far above rounding), no tangent keeps to the wedge, and
 * the pair is not looked at (issue 17: a corner faces away from about half the circles round it).
 */
function faces(c: Wedged, d: Wedged): boolean {
  const w = c.wedge;
  if (!w || c.c.r === 0) return true;
  const vx = d.c.c.x - c.c.c.x, vy = d.c.c.y - c.c.c.y, len = Math.sqrt(vx * vx + vy * vy);
  if (!(len > 0)) return true;
  const cosT = (vx * w[0] + vy * w[1]) / len, sinT = Math.abs(vx * w[1] - vy * w[0]) / len;
  const cosA = w[2], sinA = Math.sqrt(Math.max(0, 1 - cosA * cosA));
  const best = cosT >= cosA ? len : len * (cosT * cosA + sinT * sinA);
  return best >= c.c.r - d.c.r - 1e-9 * Math.max(1, len, c.c.r);
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
 * terrain: arcFactor), with both ends places the base may be (`known`: already tested, as a tangent node's are).
 */
export function tangentStep(t: Table, L: Layer, r: number, p: Point, q: Point, arc: Arc | undefined, known = false): number {
  if (!known && (!truePoint(t, L, r, p) || !truePoint(t, L, r, q))) return Infinity;
  if (!arc) return truePrice(L, r, p, q);
  // An arc's cost depends on the layer alone: kept in the layer's memo for the next question of this mover
  // (issue 17: arcFactor looks at every obstacle of the layer, and a warm move tested the same arcs again).
  const m = MEMO.get(L);
  let done: number[] | undefined;
  if (m && m.r === r) {
    done = m.arcs.get(arc.c);
    if (!done) m.arcs.set(arc.c, (done = []));
    for (let k = 0; k < done.length; k += 3) if (done[k] === arc.a0 && done[k + 1] === arc.da) return done[k + 2]!;
  }
  // An arc wholly in severe terrain costs double (mfx.trait.severe), so the tangent graph is exact inside it too.
  const cost = arcFactor(L, r, arc.c, arc.a0, arc.da, t.size, true) * arc.c.r * arc.da;
  if (done) done.push(arc.a0, arc.da, cost);
  return cost;
}
