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
 * approximation algorithm for weighted shortest paths on polyhedral surfaces", SWAT 1998) and the feet of
 * the perpendiculars from the start and goal on those edges. Any two mutually visible nodes of a layer are
 * joined, so the search is exact among impassable obstacles alone and, with severe regions, finds a path
 * whose bends at region boundaries are restricted to the Steiner points: its cost is an upper bound on the
 * optimum, within about `path-spacing` per boundary crossing.
 *
 * Between layers (mfx.trait.climbable, mfx.building, mfx.fall): at points along the edge of a raised piece
 * (corners, Steiner points, and the feet of perpendiculars from the start and goal) the model may climb
 * (climbable pieces: horizontal step plus double the height), drop (free in movement, falling damage), or
 * step across to a piece of the same height; at each stairs or ladder piece listed in a building's `access`
 * it climbs that building (a ladder doubles the height, stairs count it once). The horizontal step is the
 * base centre moving from base contact outside the edge onto the edge itself.
 *
 * Speed. The graph is built in three tiers, each cached where it can be reused:
 *   1. TerrainGraph: everything that depends only on the terrain, the options and the base (radius,
 *      unimpeded): grown obstacles, severe / hazard / linear regions, the nodes they give, the climbing links,
 *      and the cost of every segment between two of those nodes, worked out lazily and remembered. It is
 *      cached on the table and in a small module-level cache keyed by the terrain, so a new session on the
 *      same terrain (a figure nudged in the app) finds it built.
 *   2. MoverGraph: the other models as obstacles for one mover, their corners as nodes, and the terrain nodes
 *      they cover; cached on the table per mover.
 *   3. MoveGraph: one question's start, goal and feet of perpendiculars, tested against everything.
 * Edge lists are kept sorted by length, so a search with a budget only looks at the nodes it can reach, and
 * every segment test goes through filtered predicates (fast-poly.ts) that agree with the exact ones.
 */
import {
  inflateShape,
  pointInPolygon,
  segmentCircleDistance,
  segmentPolygonDistance,
  segmentPolygonIntersection,
  type Circle,
  type Point,
  type Polygon,
} from '../../geometry/plane/index.js';
import { pathTo, type SearchResult } from '../../engine/search.js';
import { LazySearch } from './lazy-search.js';
import { BoxGrid, type Box } from './box-grid.js';
import { fallDamage } from './fall.js';
import { fastPoly, insideShare, interiorIntervals, locate, meetsInterior, mayMeet, type FastPoly } from './fast-poly.js';
import type { Model, Piece, Table } from './table.js';

/** Largest error of a grown obstacle's polygon, in inches. */
export const GROW_ERROR = 0.01;
/** How far outside an edge (beyond base contact) a climbing or landing point sits. */
const CLEAR = 2.5 * GROW_ERROR;


export interface Obstacle {
  readonly poly: Polygon;
  readonly fp: FastPoly;
  readonly box: Box;
  readonly piece: Piece | undefined;
  readonly disc: Circle | undefined;
  readonly label: string;
}

export interface Region {
  readonly poly: Polygon;
  readonly fp: FastPoly;
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

/** Grids over a layer's obstacle and region lists (box-grid.ts), built on first use, keyed by the list. */
const grids = new WeakMap<readonly { readonly box: Box }[], BoxGrid>();
function gridOf(items: readonly { readonly box: Box }[]): BoxGrid {
  let g = grids.get(items);
  if (!g) grids.set(items, (g = new BoxGrid(items.map((o) => o.box))));
  return g;
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
    out.push(...feet(poly, i, focus));
  }
  return out;
}

/** The feet of the perpendiculars from `focus` that fall inside edge i of the polygon, with its outward normal. */
function feet(poly: Polygon, i: number, focus: readonly Point[]): { p: Point; n: Point }[] {
  const k = poly.length;
  const a = poly[i]!, b = poly[(i + 1) % k]!;
  const n1 = outwardNormal(a, b);
  const L = Math.hypot(b.x - a.x, b.y - a.y);
  const out: { p: Point; n: Point }[] = [];
  for (const f of focus) {
    const t = ((f.x - a.x) * (b.x - a.x) + (f.y - a.y) * (b.y - a.y)) / (L * L);
    if (t > 0 && t < 1) out.push({ p: { x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t }, n: n1 });
  }
  return out;
}

function allFeet(poly: Polygon, focus: readonly Point[]): { p: Point; n: Point }[] {
  const out: { p: Point; n: Point }[] = [];
  for (let i = 0; i < poly.length; i++) out.push(...feet(poly, i, focus));
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

function toObstacle(poly: Polygon, piece: Piece | undefined, disc: Circle | undefined, label: string): Obstacle {
  const fp = fastPoly(poly);
  return { poly, fp, box: [fp.x0, fp.y0, fp.x1, fp.y1], piece, disc, label };
}

function toRegion(poly: Polygon, piece: Piece): Region {
  const fp = fastPoly(poly);
  return { poly, fp, box: [fp.x0, fp.y0, fp.x1, fp.y1], piece };
}

/** Does an obstacle block the segment p-q (loose: an end may sit inside its polygon approximation)? */
function blocks(o: Obstacle, p: Point, q: Point, loose: boolean, r: number): boolean {
  if (!meetsInterior(o.fp, p, q)) return false;
  if (loose && (locate(o.fp, p) === 'inside' || locate(o.fp, q) === 'inside')) {
    if (trueDistance({ a: p, b: q }, o) >= r * (1 - 1e-9)) return false;
  }
  return true;
}

function trueDistance(s: { a: Point; b: Point }, o: Obstacle): number {
  return o.disc ? segmentCircleDistance(s, o.disc) : segmentPolygonDistance(s, o.piece!.poly);
}

/** Is the point inside an obstacle in a way that keeps the base centre off it? */
function pointBlocked(o: Obstacle, p: Point, loose: boolean, r: number): boolean {
  if (locate(o.fp, p) !== 'inside') return false;
  if (!loose) return true;
  return trueDistance({ a: p, b: p }, o) < r * (1 - 1e-9);
}

/** The cost of walking p-q on a layer against its terrain (and `extra` obstacles), or BAD. */
function walkCost(L: Layer, p: Point, q: Point, loose: boolean, r: number): SegmentCost {
  const cost = walkPrice(L, p, q, loose, r);
  if (cost === Infinity) return BAD;
  const length = Math.hypot(q.x - p.x, q.y - p.y);
  const linear: Piece[] = [];
  gridOf(L.linear).segment(p.x, p.y, q.x, q.y, (i) => {
    const g = L.linear[i]!;
    const xs = interiorIntervals(g.fp, p, q);
    for (const [t0] of xs) if (t0 > 0 || pointInPolygon(p, g.poly) !== 'inside') linear.push(g.piece);
    return false;
  });
  // In the order of the layer's list, whatever order the grid visited them in.
  if (linear.length > 1) linear.sort((a, b) => a.index - b.index);
  return { ok: true, cost, length, severe: severeLength(L, p, q, length), linear };
}

/** How far the segment runs inside severe terrain. */
function severeLength(L: Layer, p: Point, q: Point, length: number): number {
  if (!L.severe.length) return 0;
  const iv = SCRATCH;
  iv.length = 0;
  gridOf(L.severe).segment(p.x, p.y, q.x, q.y, (i) => {
    insideShare(L.severe[i]!.fp, p, q, iv);
    return false;
  });
  return iv.length ? measure(iv) * length : 0;
}

/**
 * walkPrice by scanning every obstacle and region of the layer, without the grid: the oracle the property
 * test (lazy.property.test.ts) holds the grid and the lazy search to.
 */
export function referenceWalkPrice(L: Layer, p: Point, q: Point, loose: boolean, r: number): number {
  for (const o of L.obstacles) if (blocks(o, p, q, loose, r)) return Infinity;
  if (L.piece && !insideClosed({ a: p, b: q }, L.piece.poly)) return Infinity;
  const length = Math.hypot(q.x - p.x, q.y - p.y);
  const iv: [number, number][] = [];
  for (const g of L.severe) insideShare(g.fp, p, q, iv);
  const severe = iv.length ? measure(iv) * length : 0;
  let n = 0;
  for (const g of L.linear) {
    const xs = interiorIntervals(g.fp, p, q);
    for (const [t0] of xs) if (t0 > 0 || pointInPolygon(p, g.poly) !== 'inside') n++;
  }
  return length + severe + n;
}

/** The cost alone of walking p-q on a layer (Infinity when blocked): length, severe stretch again, 1" a linear obstacle. */
function walkPrice(L: Layer, p: Point, q: Point, loose: boolean, r: number): number {
  const obs = L.obstacles;
  if (gridOf(obs).segment(p.x, p.y, q.x, q.y, (i) => blocks(obs[i]!, p, q, loose, r))) return Infinity;
  if (L.piece && !insideClosed({ a: p, b: q }, L.piece.poly)) return Infinity;
  const length = Math.hypot(q.x - p.x, q.y - p.y);
  const severe = severeLength(L, p, q, length);
  let n = 0;
  gridOf(L.linear).segment(p.x, p.y, q.x, q.y, (i) => {
    const g = L.linear[i]!;
    const xs = interiorIntervals(g.fp, p, q);
    for (const [t0] of xs) if (t0 > 0 || pointInPolygon(p, g.poly) !== 'inside') n++;
    return false;
  });
  return length + severe + n;
}

const NO_PIECES: readonly Piece[] = [];
const SCRATCH: [number, number][] = [];

// ---------------------------------------------------------------------------------------------------------
// Tier 1: the terrain.

interface TLink {
  readonly from: number;
  readonly to: number;
  readonly cost: number;
  readonly kind: LinkKind;
  readonly piece: number;
  readonly via: number;
  readonly height: number;
  readonly damage: number;
}

/** Layers, nodes and links that depend only on the terrain, the options and the base. */
export class TerrainGraph {
  /** The table the graph was built from (pieces are looked up by index, so tables with the same terrain share it). */
  readonly t: Table;
  readonly r: number;
  readonly layers: Layer[] = [];
  readonly nodes: GNode[] = [];
  readonly links: TLink[] = [];
  readonly outLinks: number[][] = [];
  readonly byLayer: number[][] = [];
  /** Position of each node in its layer's list. */
  readonly local: number[] = [];
  readonly layerOfPiece: number[];
  /** Remembered segment costs between two nodes of a layer, keyed by the pair. */
  private readonly memo = new Map<number, number>();

  constructor(t: Table, r: number, unimpeded: boolean) {
    this.t = t;
    this.r = r;
    const opt = t.opt;
    this.layerOfPiece = t.pieces.map(() => -1);
    // Each piece is grown once (it was grown again for every raised piece it overlooks: O(pieces^2)).
    const grown = new Map<Piece, Polygon[]>();
    const grow = (p: Piece) => {
      let g = grown.get(p);
      if (!g) grown.set(p, (g = inflateShape(p.shape, r, { maxError: GROW_ERROR })));
      return g;
    };
    const contactPolys = (p: Piece): Polygon[] => (opt.terrainContact === 'base' ? grow(p) : [p.poly]);
    const groundObs: Obstacle[] = [];
    const obstaclesOf = new Map<Piece, Obstacle[]>();
    for (const p of t.pieces) {
      if (!p.solid) continue;
      const mine = grow(p).map((poly) => toObstacle(poly, p, undefined, `${p.kind} ${p.id}`));
      obstaclesOf.set(p, mine);
      groundObs.push(...mine);
    }
    const regions = (pred: (p: Piece) => boolean, polys: (p: Piece) => Polygon[]): Region[] =>
      t.pieces.filter(pred).flatMap((p) => polys(p).map((poly) => toRegion(poly, p)));
    this.layers.push({
      index: 0,
      level: 0,
      piece: undefined,
      obstacles: groundObs,
      severe: unimpeded ? [] : regions((p) => p.traits.has('severe') && !p.solid, contactPolys),
      hazards: regions((p) => p.traits.has('hazardous') && !p.solid, contactPolys),
      linear: regions((p) => p.linear, (p) => [p.poly]),
    });
    for (const p of t.pieces) {
      if (!p.standable) continue;
      // Only taller solid pieces that reach over the piece matter on its top (their grown shapes, shared).
      const obs: Obstacle[] = [];
      for (const q of t.pieces) {
        if (q === p || !q.solid || q.ht <= p.ht) continue;
        for (const o of obstaclesOf.get(q)!) if (o.box[0] <= p.box[2] && o.box[2] >= p.box[0] && o.box[1] <= p.box[3] && o.box[3] >= p.box[1]) obs.push(o);
      }
      const index = this.layers.length;
      this.layerOfPiece[p.index] = index;
      this.layers.push({ index, level: p.ht, piece: p, obstacles: obs, severe: [], hazards: [], linear: [] });
    }
    for (const _ of this.layers) this.byLayer.push([]);
    for (const L of this.layers) {
      for (const o of L.obstacles) for (const v of convexCorners(o.poly)) this.addNode(v, L.index, false);
      if (L.piece) for (const v of L.piece.poly) this.addNode(v, L.index, false);
      for (const g of L.linear) for (const v of g.poly) this.addNode(v, L.index, false);
      for (const s of L.severe) for (const { p: v } of boundaryPoints(s.poly, opt.pathSpacing, [])) this.addNode(v, L.index, false);
    }
    transitions(this, t, r, [], false);
  }

  layerOf(piece: Piece | undefined): number {
    return piece ? (this.layerOfPiece[piece.index] ?? -1) : 0;
  }

  validPoint(p: Point, layer: number, loose: boolean): boolean {
    return validOn(this.t, this.layers[layer]!, [], this.r, p, loose);
  }

  addNode(p: Point, layer: number, loose: boolean): number {
    if (!this.validPoint(p, layer, loose)) return -1;
    const i = this.nodes.length;
    this.nodes.push({ p, layer, loose });
    this.outLinks.push([]);
    this.local.push(this.byLayer[layer]!.length);
    this.byLayer[layer]!.push(i);
    return i;
  }

  link(from: number, to: number, cost: number, kind: LinkKind, piece: Piece, via: Piece | undefined, height: number, damage: number): void {
    if (from < 0 || to < 0) return;
    this.outLinks[from]!.push(this.links.length);
    this.links.push({ from, to, cost, kind, piece: piece.index, via: via ? via.index : -1, height, damage });
  }

  /** Cost of the segment between two nodes of one layer against the terrain alone (Infinity when blocked). */
  cost(i: number, j: number): number {
    // Walking is symmetric: the same segment costs the same both ways, remembered once.
    const key = i < j ? i * PAIR + j : j * PAIR + i;
    let c = this.memo.get(key);
    if (c !== undefined) return c;
    const a = this.nodes[i]!, b = this.nodes[j]!;
    c = walkPrice(this.layers[a.layer]!, a.p, b.p, a.loose || b.loose, this.r);
    this.memo.set(key, c);
    return c;
  }
}
/** May the base centre be at p on this layer (within the table, on the surface, clear of obstacles)? */
function validOn(t: Table, L: Layer, extra: readonly Obstacle[], r: number, p: Point, loose: boolean): boolean {
  const [W, H] = t.size;
  if (p.x < r || p.y < r || p.x > W - r || p.y > H - r) return false;
  if (L.piece && pointInPolygon(p, L.piece.poly) === 'outside') return false;
  const obs = L.obstacles;
  if (gridOf(obs).point(p.x, p.y, (i) => pointBlocked(obs[i]!, p, loose, r))) return false;
  for (const o of extra) if (pointBlocked(o, p, loose, r)) return false;
  return true;
}

interface NodeSink {
  readonly r: number;
  layerOf(piece: Piece | undefined): number;
  addNode(p: Point, layer: number, loose: boolean): number;
  link(from: number, to: number, cost: number, kind: LinkKind, piece: Piece, via: Piece | undefined, height: number, damage: number): void;
}

/** The surface a model lands on (or steps to) at p, below `above`: the highest standable piece under p, or the ground. */
function surfaceBelow(g: NodeSink, t: Table, p: Point, above: Piece): { layer: number; level: number } {
  let best: Piece | undefined;
  for (const q of t.pieces) {
    if (!q.standable || q === above || q.ht > above.ht) continue;
    if (p.x < q.box[0] || p.x > q.box[2] || p.y < q.box[1] || p.y > q.box[3] || pointInPolygon(p, q.poly) === 'outside') continue;
    if (!best || q.ht > best.ht) best = q;
  }
  return best ? { layer: g.layerOf(best), level: best.ht } : { layer: 0, level: 0 };
}

/**
 * Climbing, dropping and stepping links at the edges of raised pieces. Without focus points (`onlyFeet`
 * false): at the corners and Steiner points, and at every access piece. With them (`onlyFeet` true): at the
 * feet of the perpendiculars from the focus points only.
 */
function transitions(g: NodeSink, t: Table, r: number, focus: readonly Point[], onlyFeet: boolean): void {
  const opt = t.opt;
  for (const p of t.pieces) {
    if (!p.standable) continue;
    const top = g.layerOf(p);
    const climbable = p.traits.has('climbable') && !p.info.accessOnly;
    const points = onlyFeet ? allFeet(p.poly, focus) : boundaryPoints(p.poly, opt.pathSpacing, []);
    for (const { p: b, n } of points) {
      const gp = { x: b.x + n.x * (r + CLEAR), y: b.y + n.y * (r + CLEAR) };
      const below = surfaceBelow(g, t, gp, p);
      const h = p.ht - below.level;
      const horiz = r + CLEAR;
      if (h === 0) {
        const u = g.addNode(b, top, true), w = g.addNode(gp, below.layer, true);
        g.link(u, w, horiz, 'step', p, undefined, 0, 0);
        g.link(w, u, horiz, 'step', p, undefined, 0, 0);
        continue;
      }
      const dmg = fallDamage(h);
      // A fall is the player's choice (descend choice, fall); under descend safe only a harmless one.
      const mayFall = opt.descend === 'fall' || opt.descend === 'choice' || (opt.descend === 'safe' && dmg === 0);
      if (!climbable && !mayFall) continue;
      const u = g.addNode(b, top, true);
      const w = g.addNode(gp, below.layer, true);
      if (climbable) {
        g.link(w, u, horiz + 2 * h, 'climb', p, undefined, h, 0);
        // A harmless fall costs nothing, so climbing down beside it is never the better way.
        if (!(mayFall && dmg === 0)) g.link(u, w, horiz + 2 * h, 'climb-down', p, undefined, h, 0);
      }
      if (mayFall) g.link(u, w, horiz, 'fall', p, undefined, h, dmg);
    }
    if (onlyFeet) continue;
    for (const a of p.access) {
      const c = centroidOf(a.poly);
      const { p: b, n: edgeN } = closestOnBoundary(p.poly, c);
      const dx = c.x - b.x, dy = c.y - b.y;
      const dl = Math.hypot(dx, dy);
      const n = dl > 1e-9 && pointInPolygon(c, p.poly) === 'outside' ? { x: dx / dl, y: dy / dl } : edgeN;
      const gp = { x: b.x + n.x * (r + CLEAR), y: b.y + n.y * (r + CLEAR) };
      const below = surfaceBelow(g, t, gp, p);
      const h = p.ht - below.level;
      if (h <= 0) continue;
      const u = g.addNode(b, top, true), w = g.addNode(gp, below.layer, true);
      const kind: LinkKind = a.info.access === 'ladder' ? 'ladder' : 'stairs';
      const cost = r + CLEAR + (kind === 'ladder' ? 2 * h : h);
      g.link(w, u, cost, kind, p, a, h, 0);
      g.link(u, w, cost, kind, p, a, -h, 0);
    }
  }
}

/** A key for the terrain graph: equal keys mean equal terrain, options and base. */
function terrainKey(t: Table, r: number, unimpeded: boolean): string {
  const o = t.opt;
  return JSON.stringify([
    t.size,
    o.terrainContact,
    o.descend,
    o.pathSpacing,
    r,
    unimpeded,
    t.pieces.map((p) => [p.kind, p.shape, p.ht, [...p.traits].sort(), p.access.map((a) => a.index), p.solid, p.standable, p.linear, p.id]),
  ]);
}

const TERRAIN_CACHE_SIZE = 8;
const terrainCache = new Map<string, TerrainGraph>();
const tableTerrain = new WeakMap<Table, Map<string, TerrainGraph>>();

/** The terrain graph for a table and a base, built once and shared by tables with the same terrain. */
export function terrainGraph(t: Table, r: number, unimpeded: boolean): TerrainGraph {
  const small = `${r}|${unimpeded}`;
  let mine = tableTerrain.get(t);
  const hit = mine?.get(small);
  if (hit) return hit;
  const key = terrainKey(t, r, unimpeded);
  let g = terrainCache.get(key);
  if (g) terrainCache.delete(key);
  else g = new TerrainGraph(t, r, unimpeded);
  terrainCache.set(key, g);
  while (terrainCache.size > TERRAIN_CACHE_SIZE) terrainCache.delete(terrainCache.keys().next().value!);
  if (!mine) tableTerrain.set(t, (mine = new Map()));
  mine.set(small, g);
  return g;
}

// ---------------------------------------------------------------------------------------------------------
// Tier 2: the other models, for one mover.

/** Edges out of a node, sorted by length, tested lazily up to the length a search has asked for. */
interface EdgeList {
  readonly to: Int32Array;
  readonly dist: Float64Array;
  readonly cost: Float64Array;
  tested: number;
}

export class MoverGraph {
  readonly t: Table;
  readonly model: Model;
  readonly r: number;
  readonly tg: TerrainGraph;
  /** Layers with the other models added to their obstacles, pieces of this table. */
  readonly layers: Layer[];
  /** The model obstacles of each layer. */
  readonly modelObs: Obstacle[][];
  /** Terrain nodes, then the corners of model obstacles. */
  readonly nodes: GNode[];
  readonly links: Link[];
  readonly outLinks: number[][];
  readonly byLayer: number[][];
  /** Nodes a model covers are left out of the search. */
  readonly ok: Uint8Array;
  /** Where the model corners start in each layer's list of nodes. */
  private readonly firstCorner: number[];
  private readonly edges: (EdgeList | undefined)[] = [];

  constructor(t: Table, model: Model) {
    this.t = t;
    this.model = model;
    this.r = model.r;
    const r = this.r;
    const tg = (this.tg = terrainGraph(t, r, model.unimpeded));
    const P = (p: Piece | undefined) => (p ? t.pieces[p.index]! : undefined);
    const reRegion = (g: Region): Region => ({ ...g, piece: P(g.piece)! });
    const reObstacle = (o: Obstacle): Obstacle => ({ ...o, piece: P(o.piece) });
    // Other models are obstacles, except incorporeal ones: they are ignored by other models while moving
    // (mfx.model.incorporeal reading; a move still may not end overlapping one, see place.ts).
    const others = [...t.models.values()].filter((m) => m !== model && !m.incorporeal);
    this.modelObs = tg.layers.map((L) => {
      const out: Obstacle[] = [];
      for (const m of others) {
        if (m.level !== L.level) continue;
        if (L.piece && pointInPolygon(m.c, L.piece.poly) === 'outside') continue;
        for (const poly of inflateShape({ kind: 'circle', circle: m.disc }, r, { maxError: GROW_ERROR })) out.push(toObstacle(poly, undefined, m.disc, `model ${m.id}`));
      }
      return out;
    });
    this.layers = tg.layers.map((L, i) => ({
      index: L.index,
      level: L.level,
      piece: P(L.piece),
      obstacles: [...L.obstacles.map(reObstacle), ...this.modelObs[i]!],
      severe: L.severe.map(reRegion),
      hazards: L.hazards.map(reRegion),
      linear: L.linear.map(reRegion),
    }));
    this.nodes = [...tg.nodes];
    this.byLayer = tg.byLayer.map((b) => [...b]);
    this.outLinks = tg.outLinks.map((o) => [...o]);
    this.links = tg.links.map((l) => ({ ...l, piece: t.pieces[l.piece]!, via: l.via >= 0 ? t.pieces[l.via] : undefined }));
    const okList: number[] = [];
    for (let i = 0; i < tg.nodes.length; i++) {
      const n = tg.nodes[i]!;
      let fine = true;
      for (const o of this.modelObs[n.layer]!) if (pointBlocked(o, n.p, n.loose, r)) fine = false;
      okList.push(fine ? 1 : 0);
    }
    this.firstCorner = this.byLayer.map((b) => b.length);
    for (const L of this.layers) {
      for (const o of this.modelObs[L.index]!) {
        for (const v of convexCorners(o.poly)) {
          if (!validOn(t, L, [], r, v, false)) continue;
          const i = this.nodes.length;
          this.nodes.push({ p: v, layer: L.index, loose: false });
          this.outLinks.push([]);
          this.byLayer[L.index]!.push(i);
          okList.push(1);
        }
      }
    }
    this.ok = Uint8Array.from(okList);
  }

  /** Full cost of a segment on a layer: terrain and models. */
  segmentBetween(p: Point, q: Point, layer: number, loose: boolean): SegmentCost {
    return walkCost(this.layers[layer]!, p, q, loose, this.r);
  }

  /** The cost alone (Infinity when blocked). */
  price(p: Point, q: Point, layer: number, loose: boolean): number {
    return walkPrice(this.layers[layer]!, p, q, loose, this.r);
  }

  private readonly memo = new Map<number, number>();

  /** Cost of the straight walk between two of its nodes on one layer (Infinity when blocked), remembered both ways. */
  pairCost(i: number, j: number): number {
    const key = i < j ? i * PAIR + j : j * PAIR + i;
    let c = this.memo.get(key);
    if (c !== undefined) return c;
    const a = this.nodes[i]!, b = this.nodes[j]!;
    const loose = a.loose || b.loose;
    const S = this.tg.nodes.length;
    if (i < S && j < S) {
      c = this.tg.cost(i, j);
      if (c < Infinity) {
        for (const o of this.modelObs[a.layer]!) {
          if (blocks(o, a.p, b.p, loose, this.r)) {
            c = Infinity;
            break;
          }
        }
      }
    } else c = this.price(a.p, b.p, a.layer, loose);
    this.memo.set(key, c);
    return c;
  }
}

/** Room for a node index in a pair key (i * PAIR + j stays an exact double). */
const PAIR = 2 ** 24;

const moverCache = new WeakMap<Table, Map<string, MoverGraph>>();

export function moverGraph(t: Table, model: Model): MoverGraph {
  let mine = moverCache.get(t);
  if (!mine) moverCache.set(t, (mine = new Map()));
  let g = mine.get(model.id);
  if (!g || g.model !== model) mine.set(model.id, (g = new MoverGraph(t, model)));
  return g;
}

// ---------------------------------------------------------------------------------------------------------
// Tier 3: one question.

export class MoveGraph implements NodeSink {
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
  private readonly search = new LazySearch();
  private readonly searchSafe = new LazySearch();

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
   * search has its own arrays, so its result survives a later full search.
   */
  run(start: number, goal?: number, budget?: number, noDamage = false): SearchResult {
    const goalN = goal !== undefined ? this.nodes[goal] : undefined;
    const goalLevel = goalN ? this.layers[goalN.layer]!.level : 0;
    const mg = this.mg;
    const base = this.base;
    const nodes = this.nodes;
    const layers = this.layers;
    return (noDamage ? this.searchSafe : this.search).run({
      stateCount: nodes.length,
      start,
      goal,
      budget,
      // Straight-line distance, plus the height still to climb (every way up costs at least the height).
      heuristic: goalN
        ? (s) => {
            const n = nodes[s]!;
            return Math.hypot(n.p.x - goalN.p.x, n.p.y - goalN.p.y) + Math.max(0, goalLevel - layers[n.layer]!.level);
          }
        : undefined,
      // A straight walk costs at least its length; its true cost is worked out only if it is still wanted.
      expand: (s, emit) => {
        const here = nodes[s]!;
        const hx = here.p.x, hy = here.p.y;
        const ok = mg.ok;
        for (const j of mg.byLayer[here.layer]!) {
          if (j === s || !ok[j]) continue;
          const q = nodes[j]!.p;
          emit(j, Math.hypot(q.x - hx, q.y - hy), 0, false);
        }
        for (const j of this.mine[here.layer]!) {
          if (j === s) continue;
          const q = nodes[j]!.p;
          emit(j, Math.hypot(q.x - hx, q.y - hy), 0, false);
        }
        if (s < base) {
          for (const id of mg.outLinks[s]!) {
            const l = mg.links[id]!;
            if (ok[l.to] && !(noDamage && l.damage > 0)) emit(l.to, l.cost, 1 + id, true);
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
      verify: (i, j) => {
        if (i < base && j < base) return mg.pairCost(i, j);
        const a = nodes[i]!, b = nodes[j]!;
        // From one of this question's points to a graph node the ends count as loose (as they always have).
        const loose = (i >= base && j < base) || a.loose || b.loose;
        return mg.price(a.p, b.p, a.layer, loose);
      },
    });
  }

  /** Nodes of a layer that a search may settle (those the models leave free, and this question's). */
  nodesOn(layer: number): readonly number[] {
    return [...this.mg.byLayer[layer]!.filter((j) => this.mg.ok[j]), ...this.mine[layer]!];
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
  for (let k = 1; k < iv.length; k++) {
    const [a, b] = iv[k]!;
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

export { mayMeet };
