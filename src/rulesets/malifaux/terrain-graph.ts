/**
 * Tier 1 of the movement graph (move-graph.ts): everything that depends only on the terrain, the options and
 * the base (radius, unimpeded): layers, grown obstacles and regions, their nodes, the climbing, dropping and
 * stepping links at the edges of raised pieces, and the remembered cost of every segment between two nodes.
 * Cached on the prepared table (Table.cache).
 */
import { inflateShape, pointInPolygon, segmentPolygonIntersection, type Point, type Polygon } from '../../geometry/plane/index.js';
import { fallDamage } from './fall.js';
import { BoxGrid } from '../../geometry/plane/box-grid.js';
import {
  GROW_ERROR,
  allFeet,
  boundaryPoints,
  centroidOf,
  closestOnBoundary,
  convexCornersWithNeighbours,
  linearLanding,
  toObstacle,
  toRegion,
  validOn,
  walkPrice,
  type GNode,
  type Layer,
  type LinkKind,
  type Obstacle,
  type Region,
} from './move-geometry.js';
import { pointInPiece, TOUCH, type Piece, type Table } from './context.js';

export interface NodeSink {
  readonly r: number;
  readonly layers: readonly Layer[];
  layerOf(piece: Piece | undefined): number;
  addNode(p: Point, layer: number, loose: boolean): number;
  link(from: number, to: number, cost: number, kind: LinkKind, piece: Piece, via: Piece | undefined, height: number, damage: number): void;
}

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
    // A round region's true circle: grown by the base under base contact, the piece itself under centre contact.
    const contactRound = (p: Piece) =>
      p.shape.kind === 'circle' ? { c: p.shape.circle.c, r: p.shape.circle.r + (opt.terrainContact === 'base' ? r : 0) } : undefined;
    const groundObs: Obstacle[] = [];
    const obstaclesOf = new Map<Piece, Obstacle[]>();
    for (const p of t.pieces) {
      if (!p.solid) continue;
      const round = p.shape.kind === 'circle' ? { c: p.shape.circle.c, r: p.shape.circle.r + r } : undefined;
      const polys = grow(p);
      const mine = polys.map((poly) => toObstacle(poly, p, undefined, `${p.kind} ${p.id}`, polys.length === 1, round));
      obstaclesOf.set(p, mine);
      groundObs.push(...mine);
    }
    const regions = (pred: (p: Piece) => boolean, polys: (p: Piece) => Polygon[]): Region[] =>
      t.pieces.filter(pred).flatMap((p) =>
        polys(p).map((poly, k) =>
          toRegion(poly, p, polys === contactPolys ? contactRound(p) : undefined, polys === contactPolys && opt.terrainContact === 'base' ? { r, first: k === 0 } : undefined),
        ),
      );
    this.layers.push({
      index: 0,
      level: 0,
      piece: undefined,
      obstacles: groundObs,
      severe: unimpeded ? [] : regions((p) => p.traits.has('severe') && !p.solid, contactPolys),
      hazards: regions((p) => p.traits.has('hazardous') && !p.solid, contactPolys),
      // A linear obstacle is crossed when the base goes onto it (under base contact): a base centre walking
      // round the end of a wall along its edge has half the base over it, and pays the 1" like any crossing.
      linear: regions((p) => p.linear, contactPolys),
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
      // Its own severe and hazardous traits hold on its top too (option topTraits, default apply), and so do those of a
      // taller piece one can be in that reaches over it (a forest area over a hill, a Ht 2 fog over a Ht 1 platform):
      // a model up there is below that piece's top, within it, as activate, place and push read it (hazards.ts).
      // Under base contact a base overhanging the surface's edge reaches r beyond it: a piece beside it counts too.
      const g = opt.terrainContact === 'base' ? r : 0;
      const over = (q: Piece) =>
        q !== p && !q.solid && !q.linear && q.ht > p.ht &&
        q.box[0] - g <= p.box[2] && q.box[2] + g >= p.box[0] && q.box[1] - g <= p.box[3] && q.box[3] + g >= p.box[1];
      const own = (trait: 'severe' | 'hazardous') =>
        regions((q) => q.traits.has(trait) && ((q === p && opt.topTraits === 'apply') || over(q)), contactPolys);
      this.layers.push({ index, level: p.ht, piece: p, obstacles: obs, severe: unimpeded ? [] : own('severe'), hazards: own('hazardous'), linear: [] });
    }
    for (const _ of this.layers) this.byLayer.push([]);
    for (const L of this.layers) {
      for (const o of L.obstacles) for (const { p: v, nb } of convexCornersWithNeighbours(o.poly)) this.addNode(v, L.index, false, o.whole && !o.round ? nb : undefined);
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

  addNode(p: Point, layer: number, loose: boolean, nb?: readonly [Point, Point]): number {
    if (!this.validPoint(p, layer, loose)) return -1;
    const i = this.nodes.length;
    this.nodes.push(nb ? { p, layer, loose, nb } : { p, layer, loose });
    this.outLinks.push([]);
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
    // Both below the node count: i * n + j is unique, and a small integer (no boxed key) below 32,768 nodes.
    const n = this.nodes.length;
    const key = i < j ? i * n + j : j * n + i;
    let c = this.memo.get(key);
    if (c !== undefined) return c;
    const a = this.nodes[i]!, b = this.nodes[j]!;
    c = walkPrice(this.layers[a.layer]!, a.p, b.p, a.loose || b.loose, this.r);
    this.memo.set(key, c);
    return c;
  }
}


/** The surface a model lands on (or steps to) at p, below `above`: the highest standable piece under p, or the ground. */
function surfaceBelow(g: NodeSink, t: Table, p: Point, above: Piece): { layer: number; level: number } {
  let best: Piece | undefined;
  // The standable pieces whose boxes hold p, in the table's order (a grid: this is asked at every point along
  // every raised piece's edge, and scanning every piece made the build quadratic in pieces, issue 17).
  const { list, grid } = standables(t);
  grid.point(p.x, p.y, (k) => {
    const q = list[k]!;
    if (q === above || q.ht > above.ht) return false;
    if (p.x < q.box[0] || p.x > q.box[2] || p.y < q.box[1] || p.y > q.box[3] || pointInPolygon(p, q.poly) === 'outside') return false;
    if (!best || q.ht > best.ht) best = q;
    return false;
  });
  return best ? { layer: g.layerOf(best), level: best.ht } : { layer: 0, level: 0 };
}

const STANDABLE = new WeakMap<readonly Piece[], { list: Piece[]; grid: BoxGrid }>();

/** A table's standable pieces and a grid over their boxes (kept per list of pieces). */
function standables(t: Table): { list: Piece[]; grid: BoxGrid } {
  let s = STANDABLE.get(t.pieces);
  if (!s) {
    const list = t.pieces.filter((q) => q.standable);
    STANDABLE.set(t.pieces, (s = { list, grid: new BoxGrid(list.map((q) => q.box)) }));
  }
  return s;
}

/**
 * A gap from edge point b of piece p (outward normal n) to a piece of the same height narrower than the base:
 * where the base comes clear of p (gp) it cannot stand on the surface below (it overlaps that piece), so it
 * cannot come down between them and steps across to where its centre comes over that piece, on its edge
 * (audit12: a 50 mm base could not walk across a 1.5" gap between two Ht 3 roofs, nor a 30 mm one across 0.8").
 */
function gapStep(g: NodeSink, t: Table, p: Piece, b: Point, n: Point, gp: Point, belowLayer: number): { q: Piece; at: Point; d: number } | undefined {
  const r = g.r;
  let best: { q: Piece; at: Point; d: number } | undefined;
  // The first point along n from b (within the base's diameter) where the centre is over such a piece q.
  const end = { x: b.x + n.x * 2 * r, y: b.y + n.y * 2 * r };
  const { list, grid } = standables(t);
  grid.segment(b.x, b.y, end.x, end.y, (k) => {
    const q = list[k]!;
    if (q === p || q.ht !== p.ht) return false;
    const hit = segmentPolygonIntersection({ a: b, b: end }, q.poly).intervals[0];
    if (!hit) return false;
    // Its centre lands on q's edge (exact, as base contact is elsewhere); a millionth further in (TOUCH) when
    // rounding puts that point a hair outside.
    let d = hit[0] * 2 * r;
    let at = { x: b.x + n.x * d, y: b.y + n.y * d };
    if (pointInPiece(at, q) === 'outside') {
      d += TOUCH;
      at = { x: b.x + n.x * d, y: b.y + n.y * d };
    }
    if (!best || d < best.d) best = { q, at, d };
    return false;
  });
  // Only where the base cannot come down between them (checked last: most edges have no such neighbour).
  return best && !validOn(t, g.layers[belowLayer]!, [], r, gp, true) ? best : undefined;
}

/**
 * Climbing, dropping and stepping links at the edges of raised pieces. Without focus points (`onlyFeet`
 * false): at the corners and Steiner points, and at every access piece. With them (`onlyFeet` true): at the
 * feet of the perpendiculars from the focus points only.
 */
export function transitions(g: NodeSink, t: Table, r: number, focus: readonly Point[], onlyFeet: boolean): void {
  const opt = t.opt;
  for (const p of t.pieces) {
    if (!p.standable) continue;
    const top = g.layerOf(p);
    const climbable = p.traits.has('climbable') && !p.info.accessOnly;
    const points = onlyFeet ? allFeet(p.poly, focus) : boundaryPoints(p.poly, opt.pathSpacing, []);
    for (const { p: b, n } of points) {
      // The base lands (or starts its climb) in exact base contact with the edge, r out from it (issue 13): the
      // step over the side costs r, and the walk on from there is charged by the terrain it lies in.
      const gp = { x: b.x + n.x * r, y: b.y + n.y * r };
      const below = surfaceBelow(g, t, gp, p);
      const h = p.ht - below.level;
      const horiz = r;
      // A point along a slanted edge may round a hair outside the piece: its node on the top is moved in (onTop).
      const bt = onTop(p, b, n);
      if (h === 0) {
        const u = g.addNode(bt, top, true), w = g.addNode(gp, below.layer, true);
        g.link(u, w, horiz + linearLanding(g.layers[below.layer]!, gp), 'step', p, undefined, 0, 0);
        g.link(w, u, horiz, 'step', p, undefined, 0, 0);
        continue;
      }
      const across = gapStep(g, t, p, b, n, gp, below.layer);
      if (across) {
        const u = g.addNode(bt, top, true), w = g.addNode(across.at, g.layerOf(across.q), true);
        g.link(u, w, across.d, 'step', p, undefined, 0, 0);
        g.link(w, u, across.d, 'step', p, undefined, 0, 0);
        continue;
      }
      const dmg = fallDamage(h);
      // A fall is the player's choice (descend choice, fall); under descend safe only a harmless one.
      const mayFall = opt.descend === 'fall' || opt.descend === 'choice' || (opt.descend === 'safe' && dmg === 0);
      if (!climbable && !mayFall) continue;
      const u = g.addNode(bt, top, true);
      const w = g.addNode(gp, below.layer, true);
      // Coming down onto a linear obstacle at the foot enters it (the walk up to a climb's foot pays it).
      const land = linearLanding(g.layers[below.layer]!, gp);
      if (climbable) {
        g.link(w, u, horiz + 2 * h, 'climb', p, undefined, h, 0);
        // A harmless fall costs nothing, so climbing down beside it is never the better way.
        if (!(mayFall && dmg === 0)) g.link(u, w, horiz + 2 * h + land, 'climb-down', p, undefined, h, 0);
      }
      if (mayFall) g.link(u, w, horiz + land, 'fall', p, undefined, h, dmg);
    }
    if (onlyFeet) continue;
    for (const a of p.access) for (const { b, n } of accessPoints(p.poly, a.poly, opt.pathSpacing)) {
      const gp = { x: b.x + n.x * r, y: b.y + n.y * r };
      const below = surfaceBelow(g, t, gp, p);
      const h = p.ht - below.level;
      if (h <= 0) continue;
      const u = g.addNode(onTop(p, b, n), top, true), w = g.addNode(gp, below.layer, true);
      const kind: LinkKind = a.info.access === 'ladder' ? 'ladder' : 'stairs';
      const cost = r + (kind === 'ladder' ? 2 * h : h);
      g.link(w, u, cost, kind, p, a, h, 0);
      g.link(u, w, cost + linearLanding(g.layers[below.layer]!, gp), kind, p, a, -h, 0);
    }
  }
}

/**
 * The stretch of a piece's edge that an access piece (stairs, a ladder) spans: the point of the piece's edge
 * nearest the access piece's centroid, that edge (from e0 along (ex, ey), L long) with its outward normal n, and
 * the access piece's extent along it as parameters lo..hi of the edge (its corners' feet, clamped to the edge);
 * `edge` -1 when no edge has a length. A stair 6" wide is climbed anywhere across it, its centre on the stair, not
 * only in the middle (audit 13).
 */
export function accessSpan(poly: Polygon, access: Polygon): { near: Point; c: Point; n: Point; edge: number; e0: Point; ex: number; ey: number; L: number; lo: number; hi: number } {
  const c = centroidOf(access);
  const { p: near, n } = closestOnBoundary(poly, c);
  // The edge the nearest point is on, and the access piece's extent along it.
  const k = poly.length;
  let edge = -1, bd = Infinity;
  for (let i = 0; i < k; i++) {
    const e0 = poly[i]!, e1 = poly[(i + 1) % k]!;
    const ex = e1.x - e0.x, ey = e1.y - e0.y, L2 = ex * ex + ey * ey;
    if (!(L2 > 0)) continue;
    const t = Math.max(0, Math.min(1, ((near.x - e0.x) * ex + (near.y - e0.y) * ey) / L2));
    const d = Math.hypot(e0.x + ex * t - near.x, e0.y + ey * t - near.y);
    if (d < bd) {
      bd = d;
      edge = i;
    }
  }
  const e0 = poly[Math.max(0, edge)]!, e1 = poly[(Math.max(0, edge) + 1) % k]!;
  const ex = e1.x - e0.x, ey = e1.y - e0.y, L = Math.hypot(ex, ey);
  let lo = Infinity, hi = -Infinity;
  for (const v of access) {
    const t = Math.max(0, Math.min(1, ((v.x - e0.x) * ex + (v.y - e0.y) * ey) / (L * L)));
    lo = Math.min(lo, t);
    hi = Math.max(hi, t);
  }
  return { near, c, n, edge, e0, ex, ey, L, lo, hi };
}

/**
 * Where a model may go up or down an access piece (accessSpan): the point of the piece's edge nearest the access
 * piece's centroid (with the normal pointing at it when it stands apart), and along the stretch the access piece
 * spans its two ends and points between them at most `spacing` apart, as nodes for the search. The way found is
 * then moved to its exact place on the stretch (exact-way.ts), so its cost does not depend on the spacing.
 */
function accessPoints(poly: Polygon, access: Polygon, spacing: number): { b: Point; n: Point }[] {
  const { near: b, c, n: edgeN, edge, e0, ex, ey, L, lo, hi } = accessSpan(poly, access);
  const dx = c.x - b.x, dy = c.y - b.y;
  const dl = Math.hypot(dx, dy);
  const out = [{ b, n: dl > 1e-9 && pointInPolygon(c, poly) === 'outside' ? { x: dx / dl, y: dy / dl } : edgeN }];
  if (edge < 0) return out;
  if (!(hi - lo > 1e-9)) return out;
  const steps = Math.max(1, Math.ceil(((hi - lo) * L) / spacing));
  for (let s = 0; s <= steps; s++) {
    const t = lo + ((hi - lo) * s) / steps;
    out.push({ b: { x: e0.x + ex * t, y: e0.y + ey * t }, n: edgeN });
  }
  return out;
}

/**
 * Point b of piece p's edge (outward normal n) as a place on its top: moved a millionth of an inch inside (TOUCH)
 * when rounding put it a hair outside, as a point along a slanted edge may be (such a node was refused, and its
 * climb lost).
 */
export function onTop(p: Piece, b: Point, n: Point): Point {
  return pointInPiece(b, p) === 'outside' ? { x: b.x - n.x * TOUCH, y: b.y - n.y * TOUCH } : b;
}

/** The terrain graph for a table and a base, built once per prepared table (its cache). */
export function terrainGraph(t: Table, r: number, unimpeded: boolean): TerrainGraph {
  const key = `${r}|${unimpeded}`;
  let g = t.cache.terrain.get(key);
  if (!g) t.cache.terrain.set(key, (g = new TerrainGraph(t, r, unimpeded)));
  return g;
}
