/**
 * The movement graph of a walking model on a table: a layered visibility graph searched with Dijkstra / A*.
 *
 * Layers are the ground and the top of every piece a model can stand on. On each layer the base centre moves
 * in straight segments; obstacles are the pieces it cannot enter (impassable, or raised and solid) and other
 * models' bases, each grown by the base radius (mfx.trait.impassable). Grown shapes are outer polygon
 * approximations (inflateShape, within 0.01"), so a path may come out up to that much longer than the true
 * one near rounded corners.
 *
 * Costs (a weighted-region shortest path): a segment costs its length, plus the length it runs inside severe
 * terrain again (mfx.trait.severe; not for unimpeded models, mfx.model.unimpeded), plus 1" for each linear
 * obstacle it enters (mfx.linear). The nodes are the start and goal, the convex corners of the grown
 * obstacles (the bends of a shortest path among obstacles: de Berg et al., Computational Geometry, ch. 15),
 * the corners of linear obstacles, and the corners of severe regions plus extra points every `path-spacing`
 * inches along their edges (Steiner points: Aleksandrov, Lanthier, Maheshwari and Sack, "An epsilon-
 * approximation algorithm for weighted shortest paths on polyhedral surfaces", SWAT 1998). Any two mutually
 * visible nodes of a layer are joined, so the search is exact among impassable obstacles alone and, with
 * severe regions, finds a path whose bends at region boundaries are restricted to the Steiner points: its
 * cost is an upper bound on the optimum, within about `path-spacing` per boundary crossing.
 *
 * Between layers (mfx.trait.climbable, mfx.building, mfx.fall): at points along the edge of a raised piece
 * (corners, Steiner points, and the feet of perpendiculars from the start and goal) the model may climb
 * (climbable pieces: horizontal step plus double the height), drop (free in movement, falling damage), or
 * step across to a piece of the same height; at each stairs or ladder piece listed in a building's `access`
 * it climbs that building (a ladder doubles the height, stairs count it once). The horizontal step is the
 * base centre moving from base contact outside the edge onto the edge itself.
 */
import {
  inflateShape,
  pointInPolygon,
  polygonBBox,
  segmentCircleDistance,
  segmentMeetsPolygonInterior,
  segmentPolygonDistance,
  segmentPolygonIntersection,
  type Circle,
  type Point,
  type Polygon,
} from '../../src/geometry/plane/index.js';
import { Search, pathTo, type SearchResult } from '../../src/engine/search.js';
import { fallDamage } from '../../src/rulesets/malifaux/fall.js';
import type { Model, Piece, Table } from '../../src/rulesets/malifaux/table.js';

/** Largest error of a grown obstacle's polygon, in inches. */
export const GROW_ERROR = 0.01;
/** How far outside an edge (beyond base contact) a climbing or landing point sits. */
const CLEAR = 2.5 * GROW_ERROR;

type Box = readonly [number, number, number, number];

interface Obstacle {
  readonly poly: Polygon;
  readonly box: Box;
  readonly piece: Piece | undefined;
  readonly disc: Circle | undefined;
  readonly label: string;
}

export interface Region {
  readonly poly: Polygon;
  readonly box: Box;
  readonly piece: Piece;
}

export interface Layer {
  readonly index: number;
  readonly level: number;
  readonly piece: Piece | undefined;
  readonly obstacles: readonly Obstacle[];
  readonly severe: readonly Region[];
  readonly hazards: readonly Region[];
  readonly linear: readonly Region[];
}

export interface GNode {
  readonly p: Point;
  readonly layer: number;
  /** Start, goal, probe and landing points may sit inside an obstacle's polygon approximation. */
  readonly loose: boolean;
}

export type LinkKind = 'climb' | 'ladder' | 'stairs' | 'climb-down' | 'fall' | 'step';

export interface Link {
  readonly from: number;
  readonly to: number;
  readonly cost: number;
  readonly kind: LinkKind;
  readonly piece: Piece;
  /** The access piece used (ladder, stairs). */
  readonly via: Piece | undefined;
  readonly height: number;
  readonly damage: number;
}

export interface SegmentCost {
  readonly ok: boolean;
  readonly cost: number;
  readonly length: number;
  readonly severe: number;
  readonly linear: readonly Piece[];
}

const BAD: SegmentCost = { ok: false, cost: Infinity, length: 0, severe: 0, linear: [] };

function boxOf(poly: Polygon): Box {
  return polygonBBox(poly);
}

function boxMeets(a: Point, b: Point, box: Box): boolean {
  return Math.max(a.x, b.x) >= box[0] && Math.min(a.x, b.x) <= box[2] && Math.max(a.y, b.y) >= box[1] && Math.min(a.y, b.y) <= box[3];
}

function outwardNormal(a: Point, b: Point): Point {
  const dx = b.x - a.x, dy = b.y - a.y;
  const L = Math.hypot(dx, dy);
  return { x: dy / L, y: -dx / L };
}

/** Points along a polygon's boundary with their outward normals: corners, every `spacing`, and feet of `focus`. */
export function boundaryPoints(poly: Polygon, spacing: number, focus: readonly Point[]): { p: Point; n: Point }[] {
  const out: { p: Point; n: Point }[] = [];
  const k = poly.length;
  for (let i = 0; i < k; i++) {
    const a = poly[i]!, b = poly[(i + 1) % k]!, prev = poly[(i + k - 1) % k]!;
    const n0 = outwardNormal(prev, a), n1 = outwardNormal(a, b);
    const nx = n0.x + n1.x, ny = n0.y + n1.y;
    const nl = Math.hypot(nx, ny) || 1;
    out.push({ p: a, n: { x: nx / nl, y: ny / nl } });
    const L = Math.hypot(b.x - a.x, b.y - a.y);
    const steps = Math.floor(L / spacing);
    for (let s = 1; s < steps + (L / spacing > steps ? 1 : 0); s++) {
      const t = (s * spacing) / L;
      if (t >= 1) break;
      out.push({ p: { x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t }, n: n1 });
    }
    for (const f of focus) {
      const t = ((f.x - a.x) * (b.x - a.x) + (f.y - a.y) * (b.y - a.y)) / (L * L);
      if (t > 0 && t < 1) out.push({ p: { x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t }, n: n1 });
    }
  }
  return out;
}

function closestOnBoundary(poly: Polygon, q: Point): { p: Point; n: Point } {
  let best = { p: poly[0]!, n: { x: 1, y: 0 } };
  let bd = Infinity;
  for (let i = 0; i < poly.length; i++) {
    const a = poly[i]!, b = poly[(i + 1) % poly.length]!;
    const dx = b.x - a.x, dy = b.y - a.y;
    const t = Math.max(0, Math.min(1, ((q.x - a.x) * dx + (q.y - a.y) * dy) / (dx * dx + dy * dy)));
    const p = { x: a.x + dx * t, y: a.y + dy * t };
    const d = Math.hypot(q.x - p.x, q.y - p.y);
    if (d < bd) {
      bd = d;
      best = { p, n: outwardNormal(a, b) };
    }
  }
  return best;
}

export class MoveGraph {
  readonly t: Table;
  readonly model: Model;
  readonly r: number;
  readonly layers: Layer[] = [];
  readonly nodes: GNode[] = [];
  readonly links: Link[] = [];
  private readonly outLinks: number[][] = [];
  private readonly byLayer: number[][] = [];
  private readonly layerOfPiece = new Map<Piece, number>();
  private readonly search = new Search();

  constructor(t: Table, model: Model, focus: readonly Point[]) {
    this.t = t;
    this.model = model;
    this.r = model.r;
    const opt = t.opt;
    const r = this.r;
    const grow = (p: Piece) => inflateShape(p.shape, r, { maxError: GROW_ERROR });
    const contactPolys = (p: Piece): Polygon[] => (opt.terrainContact === 'base' ? grow(p) : [p.poly]);
    const others = [...t.models.values()].filter((m) => m !== model);
    const modelObstacles = (level: number): Obstacle[] =>
      others
        .filter((m) => m.level === level)
        .flatMap((m) =>
          inflateShape({ kind: 'circle', circle: m.disc }, r, { maxError: GROW_ERROR }).map((poly) => ({
            poly,
            box: boxOf(poly),
            piece: undefined,
            disc: m.disc,
            label: `model ${m.id}`,
          })),
        );
    // Ground.
    const groundObs: Obstacle[] = [];
    for (const p of t.pieces) {
      if (!p.solid) continue;
      for (const poly of grow(p)) groundObs.push({ poly, box: boxOf(poly), piece: p, disc: undefined, label: `${p.kind} ${p.id}` });
    }
    groundObs.push(...modelObstacles(0));
    const regions = (pred: (p: Piece) => boolean, polys: (p: Piece) => Polygon[]): Region[] =>
      t.pieces.filter(pred).flatMap((p) => polys(p).map((poly) => ({ poly, box: boxOf(poly), piece: p })));
    this.layers.push({
      index: 0,
      level: 0,
      piece: undefined,
      obstacles: groundObs,
      severe: model.unimpeded ? [] : regions((p) => p.traits.has('severe') && !p.solid, contactPolys),
      hazards: regions((p) => p.traits.has('hazardous') && !p.solid, contactPolys),
      linear: regions((p) => p.linear, (p) => [p.poly]),
    });
    // Raised surfaces.
    for (const p of t.pieces) {
      if (!p.standable) continue;
      const obs: Obstacle[] = [];
      for (const q of t.pieces) {
        if (q === p || !q.solid || q.ht <= p.ht) continue;
        for (const poly of grow(q)) obs.push({ poly, box: boxOf(poly), piece: q, disc: undefined, label: `${q.kind} ${q.id}` });
      }
      obs.push(...modelObstacles(p.ht).filter((o) => pointInPolygon(o.disc!.c, p.poly) !== 'outside'));
      const index = this.layers.length;
      this.layerOfPiece.set(p, index);
      this.layers.push({ index, level: p.ht, piece: p, obstacles: obs, severe: [], hazards: [], linear: [] });
    }
    for (const _ of this.layers) this.byLayer.push([]);

    // Bends: convex corners of grown obstacles, corners of linear obstacles and severe regions, Steiner points.
    for (const L of this.layers) {
      for (const o of L.obstacles) for (const v of convexCorners(o.poly)) this.addNode(v, L.index, false);
      if (L.piece) for (const v of L.piece.poly) this.addNode(v, L.index, false);
      for (const g of L.linear) for (const v of g.poly) this.addNode(v, L.index, false);
      for (const s of L.severe) for (const { p: v } of boundaryPoints(s.poly, opt.pathSpacing, focus)) this.addNode(v, L.index, false);
    }
    this.buildTransitions(focus);
  }

  layerOf(piece: Piece | undefined): number {
    return piece ? (this.layerOfPiece.get(piece) ?? -1) : 0;
  }

  /** Add a node if its point is a place the base centre may be; returns its index or -1. */
  addNode(p: Point, layer: number, loose: boolean): number {
    if (!this.validPoint(p, layer, loose)) return -1;
    const i = this.nodes.length;
    this.nodes.push({ p, layer, loose });
    this.outLinks.push([]);
    this.byLayer[layer]!.push(i);
    return i;
  }

  /** May the base centre be at p on this layer (within the table, on the surface, clear of obstacles)? */
  validPoint(p: Point, layer: number, loose: boolean): boolean {
    const r = this.r;
    const [W, H] = this.t.size;
    if (p.x < r || p.y < r || p.x > W - r || p.y > H - r) return false;
    const L = this.layers[layer]!;
    if (L.piece && pointInPolygon(p, L.piece.poly) === 'outside') return false;
    for (const o of L.obstacles) {
      if (p.x < o.box[0] || p.x > o.box[2] || p.y < o.box[1] || p.y > o.box[3]) continue;
      if (pointInPolygon(p, o.poly) !== 'inside') continue;
      if (!loose) return false;
      if (this.trueDistance({ a: p, b: p }, o) < r * (1 - 1e-9)) return false;
    }
    return true;
  }

  private trueDistance(s: { a: Point; b: Point }, o: Obstacle): number {
    return o.disc ? segmentCircleDistance(s, o.disc) : segmentPolygonDistance(s, o.piece!.poly);
  }

  /** The cost of walking straight from node i to node j on their layer (not ok when blocked). */
  segment(i: number, j: number): SegmentCost {
    const a = this.nodes[i]!, b = this.nodes[j]!;
    if (a.layer !== b.layer) return BAD;
    return this.segmentBetween(a.p, b.p, a.layer, a.loose || b.loose);
  }

  segmentBetween(p: Point, q: Point, layer: number, loose: boolean): SegmentCost {
    const L = this.layers[layer]!;
    const s = { a: p, b: q };
    for (const o of L.obstacles) {
      if (!boxMeets(p, q, o.box)) continue;
      if (!segmentMeetsPolygonInterior(s, o.poly)) continue;
      if (loose && (pointInPolygon(p, o.poly) === 'inside' || pointInPolygon(q, o.poly) === 'inside')) {
        if (this.trueDistance(s, o) >= this.r * (1 - 1e-9)) continue;
      }
      return BAD;
    }
    if (L.piece && !insideClosed(s, L.piece.poly)) return BAD;
    const length = Math.hypot(q.x - p.x, q.y - p.y);
    let severe = 0;
    if (L.severe.length) {
      const iv: [number, number][] = [];
      for (const g of L.severe) {
        if (!boxMeets(p, q, g.box)) continue;
        const x = segmentPolygonIntersection(s, g.poly);
        for (const v of x.intervals) iv.push([v[0], v[1]]);
      }
      severe = measure(iv) * length;
    }
    const linear: Piece[] = [];
    for (const g of L.linear) {
      if (!boxMeets(p, q, g.box)) continue;
      const x = segmentPolygonIntersection(s, g.poly);
      for (const [t0] of x.intervals) if (t0 > 0 || pointInPolygon(p, g.poly) !== 'inside') linear.push(g.piece);
    }
    return { ok: true, cost: length + severe + linear.length, length, severe, linear };
  }

  private link(from: number, to: number, cost: number, kind: LinkKind, piece: Piece, via: Piece | undefined, height: number, damage = 0): void {
    if (from < 0 || to < 0) return;
    const id = this.links.length;
    this.links.push({ from, to, cost, kind, piece, via, height, damage });
    this.outLinks[from]!.push(id);
  }

  /** The surface a model lands on (or steps to) at p, below `above`: the highest standable piece under p, or the ground. */
  private surfaceBelow(p: Point, above: Piece): { layer: number; level: number; piece: Piece | undefined } {
    let best: Piece | undefined;
    for (const q of this.t.pieces) {
      if (!q.standable || q === above || q.ht > above.ht) continue;
      if (pointInPolygon(p, q.poly) === 'outside') continue;
      if (!best || q.ht > best.ht) best = q;
    }
    return best ? { layer: this.layerOf(best), level: best.ht, piece: best } : { layer: 0, level: 0, piece: undefined };
  }

  private buildTransitions(focus: readonly Point[]): void {
    const opt = this.t.opt;
    for (const p of this.t.pieces) {
      if (!p.standable) continue;
      const top = this.layerOf(p);
      const climbable = p.traits.has('climbable') && !p.info.accessOnly;
      for (const { p: b, n } of boundaryPoints(p.poly, opt.pathSpacing, focus)) {
        const g = { x: b.x + n.x * (this.r + CLEAR), y: b.y + n.y * (this.r + CLEAR) };
        const below = this.surfaceBelow(g, p);
        const h = p.ht - below.level;
        const horiz = this.r + CLEAR;
        if (h === 0) {
          const u = this.addNode(b, top, true), w = this.addNode(g, below.layer, true);
          this.link(u, w, horiz, 'step', p, undefined, 0);
          this.link(w, u, horiz, 'step', p, undefined, 0);
          continue;
        }
        const dmg = fallDamage(h);
        const mayFall = opt.descend === 'fall' || (opt.descend === 'safe' && dmg === 0);
        if (!climbable && !mayFall) continue;
        const u = this.addNode(b, top, true);
        const w = this.addNode(g, below.layer, true);
        if (climbable) {
          this.link(w, u, horiz + 2 * h, 'climb', p, undefined, h);
          if (opt.descend !== 'fall' || dmg > 0) this.link(u, w, horiz + 2 * h, 'climb-down', p, undefined, h);
        }
        if (mayFall) this.link(u, w, horiz, 'fall', p, undefined, h, dmg);
      }
      for (const a of p.access) {
        const c = centroidOf(a.poly);
        const { p: b, n: edgeN } = closestOnBoundary(p.poly, c);
        const dx = c.x - b.x, dy = c.y - b.y;
        const dl = Math.hypot(dx, dy);
        const n = dl > 1e-9 && pointInPolygon(c, p.poly) === 'outside' ? { x: dx / dl, y: dy / dl } : edgeN;
        const g = { x: b.x + n.x * (this.r + CLEAR), y: b.y + n.y * (this.r + CLEAR) };
        const below = this.surfaceBelow(g, p);
        const h = p.ht - below.level;
        if (h <= 0) continue;
        const u = this.addNode(b, top, true), w = this.addNode(g, below.layer, true);
        const kind: LinkKind = a.info.access === 'ladder' ? 'ladder' : 'stairs';
        const cost = this.r + CLEAR + (kind === 'ladder' ? 2 * h : h);
        this.link(w, u, cost, kind, p, a, h);
        this.link(u, w, cost, kind, p, a, -h);
      }
    }
  }

  /** Cheapest costs from `start` (Dijkstra, or A* towards `goal`), settling nothing above `budget`. */
  run(start: number, goal?: number, budget?: number): SearchResult {
    const goalP = goal !== undefined ? this.nodes[goal]!.p : undefined;
    return this.search.run({
      stateCount: this.nodes.length,
      starts: [{ state: start }],
      goal,
      budget,
      heuristic: goalP ? (s) => Math.hypot(this.nodes[s]!.p.x - goalP.x, this.nodes[s]!.p.y - goalP.y) : undefined,
      expand: (s, cost, emit) => {
        const here = this.nodes[s]!;
        const room = budget === undefined ? Infinity : budget - cost;
        for (const j of this.byLayer[here.layer]!) {
          if (j === s) continue;
          const q = this.nodes[j]!.p;
          if (Math.hypot(q.x - here.p.x, q.y - here.p.y) > room) continue;
          const c = this.segment(s, j);
          if (c.ok) emit(j, c.cost, 0);
        }
        for (const id of this.outLinks[s]!) {
          const l = this.links[id]!;
          emit(l.to, l.cost, 1 + id);
        }
      },
    });
  }

  nodesOn(layer: number): readonly number[] {
    return this.byLayer[layer]!;
  }

  pathTo(r: SearchResult, state: number) {
    return pathTo(r, state);
  }
}

function convexCorners(poly: Polygon): Point[] {
  const out: Point[] = [];
  const n = poly.length;
  for (let i = 0; i < n; i++) {
    const a = poly[(i + n - 1) % n]!, b = poly[i]!, c = poly[(i + 1) % n]!;
    if ((b.x - a.x) * (c.y - b.y) - (b.y - a.y) * (c.x - b.x) > 0) out.push(b);
  }
  return out;
}

function centroidOf(poly: Polygon): Point {
  let x = 0, y = 0;
  for (const p of poly) {
    x += p.x;
    y += p.y;
  }
  return { x: x / poly.length, y: y / poly.length };
}

/** Total length of a union of parameter intervals. */
export function measure(iv: [number, number][]): number {
  if (!iv.length) return 0;
  iv.sort((a, b) => a[0] - b[0]);
  let total = 0;
  let [s, e] = iv[0]!;
  for (const [a, b] of iv.slice(1)) {
    if (a > e) {
      total += e - s;
      [s, e] = [a, b];
    } else e = Math.max(e, b);
  }
  return total + (e - s);
}

/** Does the segment stay in the closed polygon? */
function insideClosed(s: { a: Point; b: Point }, poly: Polygon): boolean {
  if (pointInPolygon(s.a, poly) === 'outside' || pointInPolygon(s.b, poly) === 'outside') return false;
  const x = segmentPolygonIntersection(s, poly);
  // Gaps between the interior intervals must lie on the boundary.
  const iv = [...x.intervals].sort((u, v) => u[0] - v[0]);
  let at = 0;
  const gapOk = (t0: number, t1: number) => {
    if (t1 - t0 <= 1e-12) return true;
    const m = (t0 + t1) / 2;
    return pointInPolygon({ x: s.a.x + (s.b.x - s.a.x) * m, y: s.a.y + (s.b.y - s.a.y) * m }, poly) !== 'outside';
  };
  for (const [t0, t1] of iv) {
    if (!gapOk(at, t0)) return false;
    at = Math.max(at, t1);
  }
  return gapOk(at, 1);
}
