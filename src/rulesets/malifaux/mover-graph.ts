/**
 * Tier 2 of the movement graph (move-graph.ts): the other models as obstacles for one mover (incorporeal
 * ones excepted), their corners as nodes, the terrain nodes they cover, and the remembered cost of every
 * segment between two nodes against terrain and models. Cached on the table per mover.
 */
import { PointGrid, inflateShape, pointInPolygon, tangentXY } from '../../geometry/plane/index.js';
import { LazySearch } from './lazy-search.js';
import {
  GROW_ERROR,
  blocks,
  convexCorners,
  pointBlocked,
  toObstacle,
  validOn,
  walkCost,
  walkPrice,
  type GNode,
  type Layer,
  type Link,
  type Obstacle,
  type Region,
  type SegmentCost,
} from './move-geometry.js';
import { terrainGraph, type TerrainGraph } from './terrain-graph.js';
import { discContact, type Model, type Piece, type Table } from './context.js';
import type { Point } from '../../geometry/plane/index.js';

// ---------------------------------------------------------------------------------------------------------
// Tier 2: the other models, for one mover.

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
        // On a raised layer, a model on the next piece of the same Ht is in the way there too when a base on this
        // one could meet it: a mover's centre stays on this piece but its base may overhang the edge by r, so what
        // counts is the obstacle (its base grown by r) reaching over the piece, not its base alone (two roofs side
        // by side: its rim 0.2" short of this one still meets a base whose centre is 0.3" inside it).
        if (L.piece && pointInPolygon(m.c, L.piece.poly) === 'outside' && discContact({ c: m.c, r: m.r + r }, L.piece) !== 'overlap') continue;
        for (const poly of inflateShape({ kind: 'circle', circle: m.disc }, r, { maxError: GROW_ERROR })) out.push(toObstacle(poly, undefined, m.disc, `model ${m.id}`, true, { c: m.c, r: m.r + r }));
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
  private readonly flat: (LayerNodes | undefined)[] = [];
  /** The searches' buffers, kept for the next question on this table (a warm move allocates nothing new). */
  readonly search = new LazySearch();
  readonly searchSafe = new LazySearch();
  private readonly near: (Candidates | undefined)[] = [];

  /**
   * The walks a search may queue out of node s to the other nodes of its layer: those tangent at the corners
   * they leave or reach (GNode.nb; from a corner, only the nodes in its double wedge), with their lengths.
   * The same for every question on this table, so worked out once a node and kept.
   */
  candidates(s: number): Candidates {
    let c = this.near[s];
    if (c) return c;
    const here = this.nodes[s]!;
    const hx = here.p.x, hy = here.p.y;
    const hn = here.nb;
    const { ids, xs, ys, nb, grid } = this.layerNodes(here.layer);
    const some = hn ? grid.doubleWedge(here.p, hn[0], hn[1]) : undefined;
    const count = some ? some.length : ids.length;
    if (SCRATCH_TO.length < count) {
      SCRATCH_TO = new Int32Array(count * 2);
      SCRATCH_LEN = new Float64Array(count * 2);
    }
    const js = SCRATCH_TO, lens = SCRATCH_LEN;
    let m = 0;
    for (let i = 0; i < count; i++) {
      const k = some ? some[i]! : i;
      const j = ids[k]!;
      if (j === s) continue;
      const qx = xs[k]!, qy = ys[k]!;
      const ax = nb[4 * k]!;
      if (ax === ax && !tangentXY(hx, hy, qx, qy, ax, nb[4 * k + 1]!, nb[4 * k + 2]!, nb[4 * k + 3]!)) continue;
      if (hn && !tangentXY(qx, qy, hx, hy, hn[0].x, hn[0].y, hn[1].x, hn[1].y)) continue;
      js[m] = j;
      lens[m++] = Math.sqrt((qx - hx) * (qx - hx) + (qy - hy) * (qy - hy));
    }
    c = this.near[s] = { to: js.slice(0, m), length: lens.slice(0, m) };
    return c;
  }

  /** The nodes of a layer a search may settle (`ok`), as flat arrays for the search's inner loop. */
  layerNodes(layer: number): LayerNodes {
    let f = this.flat[layer];
    if (f) return f;
    const ids = this.byLayer[layer]!.filter((j) => this.ok[j]);
    const xs = new Float64Array(ids.length), ys = new Float64Array(ids.length), nb = new Float64Array(ids.length * 4).fill(NaN);
    ids.forEach((j, k) => {
      const n = this.nodes[j]!;
      xs[k] = n.p.x;
      ys[k] = n.p.y;
      if (n.nb) nb.set([n.nb[0].x, n.nb[0].y, n.nb[1].x, n.nb[1].y], 4 * k);
    });
    f = this.flat[layer] = { ids: Int32Array.from(ids), xs, ys, nb, grid: new PointGrid(xs, ys) };
    return f;
  }

  private at: Float64Array | undefined;
  /** Each node's x, y and its layer's level, three numbers a node, made once. */
  places(): Float64Array {
    if (this.at) return this.at;
    const at = (this.at = new Float64Array(3 * this.nodes.length));
    this.nodes.forEach((n, i) => at.set([n.p.x, n.p.y, this.layers[n.layer]!.level], 3 * i));
    return at;
  }

  /** Cost of the straight walk between two of its nodes on one layer (Infinity when blocked), remembered both ways. */
  pairCost(i: number, j: number): number {
    // Both below the node count: i * n + j is unique, and a small integer (no boxed key) below 32,768 nodes.
    const n = this.nodes.length;
    const key = i < j ? i * n + j : j * n + i;
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


let SCRATCH_TO = new Int32Array(256);
let SCRATCH_LEN = new Float64Array(256);

/** The walks out of one node a search may queue: the nodes reached and the walks' lengths. */
export interface Candidates {
  readonly to: Int32Array;
  readonly length: Float64Array;
}

/** A layer's settleable nodes: ids, coordinates, and each corner's two neighbours (NaN when it has none). */
export interface LayerNodes {
  readonly ids: Int32Array;
  readonly xs: Float64Array;
  readonly ys: Float64Array;
  readonly nb: Float64Array;
  /** The same nodes filed by place, for the wedge a walk may leave a corner in. */
  readonly grid: PointGrid;
}


export function moverGraph(t: Table, model: Model): MoverGraph {
  const mine = t.cache.movers;
  let g = mine.get(model.id);
  if (!g || g.model !== model) mine.set(model.id, (g = new MoverGraph(t, model)));
  return g;
}
