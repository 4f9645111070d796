/**
 * Batch and fast entries for bots and heat maps: the answers of `sight` and `reach` as typed arrays, without
 * verdicts, reasons or evidence.
 *
 * - `sightClear` is `sight` between two points (hex and height in thirds of a level) through the engine's
 *   `sight3dClear`, over the terrain's solid columns prepared once per board.
 * - `viewshed` is `sight` from a figure (its head over its front hex) to every standing surface (to the chest
 *   of a figure of the default size standing there, as the question reads a place).
 * - `reachCosts` is `reach` for a 1-hex figure moving freely: the same steps and costs as move.ts
 *   (tft.climb.step, tft.descend, tft.fall.cost, tft.terrain.broken, stopping where an enemy engages it),
 *   searched over typed arrays with a neighbour table and no allocation per step. Other figures and modes
 *   (multi-hex, engaged, disengaging) take move.ts's own search; a big figure's ends with its front hex
 *   over a drop or one level up (no surface there at its base level) follow the surfaces' entries in the
 *   reach map, marked `front` as the question marks them. Property tests check both against the questions'
 *   answers.
 */
import type { BatchHooks, MatrixAnswer } from '../../engine/batch.js';
import { offsetQ, offsetX } from '../../geometry/hex/coords.js';
import { columnTops, maxTop, NONE, rangeMaxTable, solidColumns, sight3dClear, sight3dWalk, wedgeOverTops, type SolidColumns, type TopTable } from '../../engine/sight3d-fast.js';
import { surfaceAtLevel, topSurfaceOf, type HexTerrain } from '../../board/hex-board.js';
import { HighgroundError } from '../../errors.js';
import { figureById } from '../../engine/refs.js';
import { columnHeight, effectiveHeight, fallHeight, type Ctx, type Fig } from './context.js';
import { clearSpace, passable } from './stance.js';
import { engagedBy, enemies } from './engage.js';
import { climbCost } from './rules.js';
import { heightForHexes } from './kinds.js';
import { endAt, moveBudget, setupMove } from './move.js';
import { entryCost } from './terrain-costs.js';
import { place } from './resolve.js';

/** z units per level (as q-missile.ts: thirds, so a chest at two thirds of a column is exact). */
export const Z = 3;

const columnsCache = new WeakMap<HexTerrain, SolidColumns>();

export function columnsOf(t: HexTerrain): SolidColumns {
  let c = columnsCache.get(t);
  if (!c) {
    c = solidColumns(t.width, t.height, (p) => t.solids[p]!.map((s) => ({ lo: s.lo * Z, hi: s.hi * Z })));
    columnsCache.set(t, c);
  }
  return c;
}

/** Is the line from (aq, ar) at height za to (bq, br) at zb (z units) clear of terrain? */
export function sightClear(ctx: Ctx, aq: number, ar: number, za: number, bq: number, br: number, zb: number): boolean {
  return sight3dClear(columnsOf(ctx.terrain), aq, ar, za, bq, br, zb, ctx.options.tie);
}

/** Axial hex of a place index. */
function axialQ(t: { width: number }, p: number): number {
  const y = Math.floor(p / t.width);
  return offsetQ(p - y * t.width, y);
}

/**
 * What `fig` sees: per standing surface (index into ctx.terrain.surfaces), 1 when the line from its head to
 * the surface is clear (the `sight` question from the figure to [x, y, level]).
 */
export function viewshedSurfaces(ctx: Ctx, fig: Fig): Uint8Array {
  const head = fig.hexList[0]!;
  return viewshedFrom(ctx, head.q, head.r, (fig.level + columnHeight(fig)) * Z).seen;
}

/**
 * What a figure of the default size (1 hex, H 3) standing on `place`'s top surface, or on `level`, would
 * see: the `sight` question from the place (q-missile.ts reads a place as that stand-in, its head ending the
 * line) to every standing surface. No figure is needed, so heat maps ask it for every place of one session.
 * `into` (one byte per standing surface), when given, is cleared and filled and returned instead of a new
 * array: a heat map reuses one buffer for all its viewers.
 */
export function viewshedAt(ctx: Ctx, place: number, level?: number, into?: Uint8Array): Uint8Array {
  const t = ctx.terrain;
  if (into !== undefined && into.length !== t.surfaces.length) throw new HighgroundError(`viewshedAt: the buffer holds ${into.length} entries, the map has ${t.surfaces.length} standing surfaces`, { path: ['into'] }, 'usage');
  if (!Number.isInteger(place) || place < 0 || place >= t.width * t.height) throw new HighgroundError(`place ${place} is off the map`, { path: ['at'] });
  const L = level ?? topSurfaceOf(t, place)?.level;
  if (L === undefined) throw new HighgroundError(`place ${place} has no surface to stand on`, { path: ['at'] });
  const r = Math.floor(place / t.width);
  return viewshedFrom(ctx, axialQ(t, place), r, (L + heightForHexes(1)) * Z, into).seen;
}

interface SightTables {
  readonly tops: TopTable;
  /** Minus the lowest surface level (z units) over blocks of places (NONE where no surface). */
  readonly low: TopTable;
}

const sightCache = new WeakMap<HexTerrain, SightTables>();

function sightTablesOf(t: HexTerrain): SightTables {
  let st = sightCache.get(t);
  if (!st) {
    const neg = new Int32Array(t.width * t.height).fill(NONE);
    for (const s of t.surfaces) neg[s.place] = Math.max(neg[s.place]!, -s.level * Z);
    st = { tops: columnTops(columnsOf(t)), low: rangeMaxTable(t.width, t.height, neg) };
    sightCache.set(t, st);
  }
  return st;
}

/**
 * Sight from the point over hex (q, r) at height zFrom (thirds of a level) to every standing surface's
 * stand-in chest. Blocks of places are taken whole first (a quadtree over the map): when every line from
 * the viewer to the block's hexes runs over every column it could meet (`wedgeOverTops`), all its surfaces
 * are seen at once; otherwise the block is split, down to single places, whose lines are walked exactly
 * (`sight3dClear`). So open ground costs a few table reads per block seen, not a walk per line, and every
 * answer is the walk's.
 */
function viewshedFrom(ctx: Ctx, q: number, r0: number, zFrom: number, into?: Uint8Array): { seen: Uint8Array; count: number } {
  const t = ctx.terrain;
  const st = sightTablesOf(t);
  // The state of one sweep, in module variables read by `block` (a function of the module, not a closure
  // made per call: one optimized body, warm from the first heat map on).
  vCols = columnsOf(t); vTops = st.tops; vLow = st.low; vTie = ctx.options.tie;
  vLevel = surfacesOf(t).level; vFirst = t.first; vW = t.width;
  vQ = q; vR = r0; vZ = zFrom; vX = q + r0 / 2; vChest = 2 * heightForHexes(1);
  const out = (vOut = into ? into.fill(0) : new Uint8Array(vLevel.length));
  vCount = 0;
  block(0, 0, t.width - 1, t.height - 1);
  const count = vCount;
  vOut = NO_OUT; // (the answer is not kept alive by the module)
  return { seen: out, count };
}

// `viewshedFrom`'s sweep: the viewer's hex (vQ, vR), x = q + r / 2 (vX) and height (vZ), the tables, the answer.
let vCols: SolidColumns, vTops: TopTable, vLow: TopTable, vTie: Ctx['options']['tie'];
let vLevel: Int32Array, vFirst: Int32Array, vW = 0;
let vQ = 0, vR = 0, vZ = 0, vX = 0, vCount = 0;
const NO_OUT = new Uint8Array(0);
let vOut: Uint8Array = NO_OUT;
/**
 * The sight question reads a place as a figure of the default size standing there (q-missile.ts): the line
 * ends at that stand-in's chest, two thirds of H 3 up (set by `viewshedFrom`).
 */
let vChest = 0;

/** `viewshedFrom` on the block of places x0..x1 by y0..y1 (offset coordinates). */
function block(x0: number, y0: number, x1: number, y1: number): void {
  const low = vLow, W = vW;
  const span = 2 << low.k; // blocks narrower than this are read off the tables in O(1)
  if (x1 - x0 + 1 < span && y1 - y0 + 1 < span) {
    const lowNeg = maxTop(low, W, x0, y0, x1, y1);
    if (lowNeg === NONE) return; // no surface in the block
    const first = vFirst, out = vOut;
    if (x0 === x1 && y0 === y1) {
      const p = y0 * W + x0, bq = offsetQ(x0, y0), level = vLevel;
      for (let s = first[p]!; s < first[p + 1]!; s++) {
        const zTo = level[s]! * Z + vChest;
        if (sight3dWalk(vCols, vQ, vR, vZ, bq, y0, zTo, vTie)) { out[s] = 1; vCount++; } // the block test above failed: walk
      }
      return;
    }
    // Centres of the block: x = X + (row & 1) / 2.
    const one = y0 === y1, odd = (y0 & 1) === 1;
    if (wedgeOverTops(vCols, vTops, vX, vR, vZ, x0 + (one && odd ? 0.5 : 0), x1 + (one && !odd ? 0 : 0.5), y0, y1, vChest - lowNeg)) {
      for (let y = y0; y <= y1; y++) {
        const s0 = first[y * W + x0]!, s1 = first[y * W + x1 + 1]!; // a row's surfaces are consecutive
        out.fill(1, s0, s1);
        vCount += s1 - s0;
      }
      return;
    }
  }
  if (x1 - x0 >= y1 - y0) { const m = (x0 + x1) >> 1; block(x0, y0, m, y1); block(m + 1, y0, x1, y1); }
  else { const m = (y0 + y1) >> 1; block(x0, y0, x1, m); block(x0, m + 1, x1, y1); }
}

interface Tables {
  /** Place index of each place's neighbour in direction 0..5 (index place * 6 + d), -1 off the map. */
  readonly nb: Int32Array;
  readonly level: Int32Array;
  readonly place: Int32Array;
  readonly obstacle: Uint8Array;
}

const tablesCache = new WeakMap<HexTerrain, Tables>();
const DQ = [1, 0, -1, -1, 0, 1];
const DR = [0, 1, 1, 0, -1, -1];

function tablesOf(t: HexTerrain): Tables {
  let tb = tablesCache.get(t);
  if (tb) return tb;
  const n = t.width * t.height;
  const nb = new Int32Array(n * 6);
  for (let p = 0; p < n; p++) {
    const r = Math.floor(p / t.width), q = axialQ(t, p);
    for (let d = 0; d < 6; d++) {
      const q2 = q + DQ[d]!, r2 = r + DR[d]!;
      const x = offsetX(q2, r2);
      nb[p * 6 + d] = r2 < 0 || r2 >= t.height || x < 0 || x >= t.width ? -1 : r2 * t.width + x;
    }
  }
  const m = t.surfaces.length;
  const level = new Int32Array(m), place = new Int32Array(m), obstacle = new Uint8Array(m);
  for (const s of t.surfaces) {
    level[s.id] = s.level;
    place[s.id] = s.place;
    obstacle[s.id] = s.obstacle > 0 ? 1 : 0;
  }
  tb = { nb, level, place, obstacle };
  tablesCache.set(t, tb);
  return tb;
}

/** Tie-break scale of move.ts: cost = MA * RISK + number of risky jumps. */
const RISK_BITS = 10;
const RISK = 1 << RISK_BITS;
const INT_MAX = 0x7fffffff;
/** reachCosts' tentative cost of a surface settled, or filled by another figure: below every cost, so no step improves on it. */
const SETTLED = -1;

export interface ReachCosts {
  /** MA to end on each standing surface (index into ctx.terrain.surfaces), -1 where it cannot. */
  readonly cost: Int32Array;
  /** Number of risky jumps on the cheapest way (0 when safe). */
  readonly risky: Int32Array;
  readonly budget: number;
  /**
   * The ends with no surface under the front hex at the figure's base level: a 3-, 4- or 7-hex figure whose
   * front hex overhangs a drop or stands one level up (tft.multihex.three/four/seven). The `reach` question
   * lists them at the base level with `front` saying which; each once per place and level, cheapest first.
   */
  readonly fronts: readonly FrontEnd[];
  /** How many surfaces have a cost (>= 0): counted as they settle, so the answer needs no second pass. */
  readonly count: number;
}

/** A reach end whose front hex has no surface at the base level (`front`: 1 overhangs, 2 one level up). */
export interface FrontEnd {
  readonly place: number;
  readonly level: number;
  readonly cost: number;
  readonly risky: number;
  readonly front: 1 | 2;
}

/** reachCosts' bucket queue: the ring's heads, and the pool of entries (surface, next entry), grown as needed. */
let bucketHead = new Int32Array(256);
/** reachCosts' tentative costs (packed), grown as needed. */
let tentative: Int32Array = new Int32Array(1024);
/** Entry i is surface poolNode[i], followed in its bucket by entry poolNext[i] (two arrays: a push writes one slot of each). */
let poolNode: Int32Array = new Int32Array(4096);
let poolNext: Int32Array = new Int32Array(4096);
function growPool(): void {
  const n = new Int32Array(poolNode.length * 2), x = new Int32Array(poolNode.length * 2);
  n.set(poolNode); x.set(poolNext);
  poolNode = n; poolNext = x;
}

/** Every surface the figure can end a move on within `budget` (default its MA; half with `charge`), as `reach` answers. */
export function reachCosts(ctx: Ctx, fig: Fig, opts: { budget?: number | undefined; charge?: boolean | undefined } = {}): ReachCosts {
  const t = ctx.terrain;
  const m = t.surfaces.length;
  // One buffer for both answers (an allocation costs about what filling it does).
  const both = new Int32Array(2 * m);
  const cost = both.subarray(0, m).fill(-1);
  const risky = both.subarray(m);
  const budget = moveBudget(fig, opts);
  const frontSurface = fig.stance.surfaces[0];
  const climbH = effectiveHeight(fig);
  // No way costs more than a step to every other surface at the dearest step (a climb of climbH onto water
  // of the largest MA, 100): the budget above that changes nothing, and below 2^31 the costs fit an Int32Array.
  const limit = Math.min(budget, (m - 1) * (climbH + 100)) * RISK + (RISK - 1);
  const simple = stepsFit(m, ctx, effectiveHeight(fig)) && fig.base === 1 && fig.hexes === 1 && !fig.aloft && frontSurface !== undefined && limit < INT_MAX
    && engagedBy(ctx, fig, fig.hexList, fig.level).length === 0;
  if (!simple) {
    // move.ts's own search (multi-hex, engaged or aloft figures, or a map too large for the packed costs
    // below; it throws what the question throws).
    const mv = setupMove(ctx, fig, opts);
    const fronts = new Map<string, FrontEnd>();
    for (let k = 0; k < mv.result.settledCount; k++) {
      const e = endAt(ctx, mv, mv.result.settled[k]!);
      if (!e) continue;
      if (!e.surface) {
        // A big figure's front hex over a drop or one level up: no surface to report it on, listed apart.
        const key = `${e.place}:${e.level}`, prev = fronts.get(key);
        if (!prev || e.cost < prev.cost || (e.cost === prev.cost && e.risky < prev.risky)) {
          fronts.set(key, { place: e.place, level: e.level, cost: e.cost, risky: e.risky, front: surfaceAtLevel(t, e.place, e.level + 1) ? 2 : 1 });
        }
        continue;
      }
      const sid = e.surface.id;
      if (cost[sid]! < 0 || e.cost < cost[sid]! || (e.cost === cost[sid] && e.risky < risky[sid]!)) {
        cost[sid] = e.cost;
        risky[sid] = e.risky;
      }
    }
    let count = 0;
    for (let s = 0; s < m; s++) if (cost[s]! >= 0) count++;
    return { cost, risky, budget, fronts: [...fronts.values()], count };
  }
  const { level, place } = tablesOf(t);
  const colH = columnHeight(fig);
  const start = frontSurface.id;
  // The steps out of each surface with their costs, per board and figure size (stepsOf); where other figures
  // stand is looked at per call: a surface another figure fills is marked SETTLED in the tentative costs
  // (passed over as if settled; its cost stays -1). A settled surface is told by its tentative cost alone, so
  // a step reads one array, not the answer's and the tentative costs both.
  const { first: out, steps, bits, costs } = stepsOf(ctx, colH, climbH, fallHeight(fig, ctx.options));
  const anyEnemy = [...ctx.figures.values()].some((e) => enemies(e, fig));
  const stops = anyEnemy ? new Int8Array(m).fill(-1) : undefined;
  // Dijkstra over (MA, risky jumps) packed as MA * RISK + risky, with a bucket queue per MA (Dial,
  // "Algorithm 360: shortest-path forest with topological ordering", CACM 12(11), 1969) instead of a heap:
  // every step costs at least 1 MA (an entry costs 1 or more), so whatever a bucket's surfaces push lands in
  // a later bucket, every surface in bucket k has its final cost when k is reached, and a bucket is taken in
  // any order. The buckets are a ring of stacks (a step costs at most climbH + the largest entry MA, 100,
  // under the ring's size), linked through a pool of entries that grows as needed; a stale entry (its surface
  // settled from a cheaper bucket) is skipped.
  if (tentative.length < m) tentative = new Int32Array(m);
  const g = tentative.fill(INT_MAX, 0, m);
  for (const [np, list] of ctx.occupants) {
    if (np < 0) continue;
    for (let s2 = t.first[np]!, e2 = t.first[np + 1]!; s2 < e2; s2++) {
      const lo = level[s2]!, hi = lo + colH;
      if (s2 !== start && list.some((o) => o.id !== fig.id && o.lo < hi && o.hi > lo)) g[s2] = SETTLED;
    }
  }
  let node = poolNode, next = poolNext;
  const mask = (1 << bits) - 1;
  const ring = climbH + 101;
  if (bucketHead.length < ring) bucketHead = new Int32Array(ring);
  const head = bucketHead;
  head.fill(-1, 0, ring);
  let used = 0, pending = 1, count = 0;
  g[start] = 0;
  node[0] = start; next[0] = -1; used = 1;
  head[0] = 0;
  for (let k = 0; pending > 0; k++) {
    const slot = k % ring;
    let e = head[slot]!;
    head[slot] = -1;
    while (e >= 0) {
      const s = node[e]!;
      e = next[e]!;
      pending--;
      const c = g[s]!;
      if (c < 0 || c >> RISK_BITS !== k) continue; // settled already, or a stale entry
      g[s] = SETTLED;
      cost[s] = k;
      count++;
      if (c & (RISK - 1)) risky[s] = c & (RISK - 1); // (the buffer is fresh: zeros elsewhere)
      if (stops && s !== start) {
        let v = stops[s]!;
        if (v < 0) {
          const p = place[s]!;
          v = engagedBy(ctx, fig, [{ q: axialQ(t, p), r: Math.floor(p / t.width) }], level[s]!).length ? 1 : 0;
          stops[s] = v;
        }
        if (v) continue;
      }
      for (let x = out[s]!, x1 = out[s + 1]!; x < x1; x++) {
        const w = steps[x]!;
        const s2 = w >>> bits;
        const nc = c + costs[w & mask]!;
        // (A settled surface, or one another figure fills, has g SETTLED, below any cost.)
        if (nc >= g[s2]! || nc > limit) continue;
        g[s2] = nc;
        if (used === node.length) { growPool(); node = poolNode; next = poolNext; }
        // (nc's bucket is 1 to ring - 1 past this one: the ring's slot without a division.)
        let b = slot + (nc >> RISK_BITS) - k;
        if (b >= ring) b -= ring;
        node[used] = s2; next[used] = head[b]!; head[b] = used++;
        pending++;
      }
    }
  }
  return { cost, risky, budget, fronts: [], count };
}

const entryCache = new WeakMap<HexTerrain, Map<string, Int8Array>>();

/** Per surface: the MA to enter (terrain-costs.ts: broken ground, water), 0 where an obstacle stands or a solid leaves no room for a column `colH` high. */
function entryTable(ctx: Ctx, colH: number): Int8Array {
  const t = ctx.terrain;
  const broken = ctx.options.broken;
  let byKey = entryCache.get(t);
  if (!byKey) { byKey = new Map(); entryCache.set(t, byKey); }
  const w = ctx.options.water;
  const key = `${broken}:${colH}:${w ? `${w.knee.ma},${w.neck.ma}` : 'dry'}`;
  let e = byKey.get(key);
  if (!e) {
    e = new Int8Array(t.surfaces.length);
    for (const sf of t.surfaces) {
      const ok = sf.obstacle === 0 && clearSpace(t, sf.place, sf.level, sf.level + colH);
      e[sf.id] = ok ? entryCost(ctx, sf) : 0;
    }
    byKey.set(key, e);
  }
  return e;
}

/**
 * The steps out of each surface, as adjacency lists: surface s's steps are k = first[s] .. first[s + 1] - 1,
 * step k to surface steps[k] >>> bits for costs[steps[k] & (2^bits - 1)], what it costs packed as reachCosts
 * packs a cost (MA * RISK, plus 1 for a risky jump). One word per step: the few distinct costs are numbered
 * in a small table, so a step reads half the memory of a (surface, cost) pair.
 */
interface Steps {
  readonly first: Int32Array;
  readonly steps: Int32Array;
  readonly bits: number;
  readonly costs: Int32Array;
}

/**
 * Do the steps of a figure of effective height climbH fit one word each: surfaces (m) shifted by the bits that
 * number the distinct step costs (at most 2 x (climbH + 1) x the distinct entry MAs of 1 to 100: a bound, so
 * it is known before building). Otherwise reachCosts takes move.ts's search (more than 2^31 / 2^bits
 * surfaces: far past any map).
 */
function stepsFit(m: number, ctx: Ctx, climbH: number): boolean {
  const w = ctx.options.water;
  const entries = 2 + (w ? 2 : 0); // entry MAs: 1, broken ground, water to the knee and to the neck
  return m * 2 ** Math.ceil(Math.log2(2 * (climbH + 1) * entries)) < INT_MAX;
}

const stepsCache = new WeakMap<HexTerrain, Map<string, Steps>>();

/**
 * Every step a 1-hex figure `colH` tall with effective height `climbH` may take, surface to surface, with
 * its cost (move.ts's: tft.climb.step up to climbH levels, tft.descend, a drop of more than `dropH` (the height
 * its falls are read with, fallHeight) a risky jump, tft.terrain.broken and water on entering), leaving out surfaces it cannot enter (entryTable). Built
 * once per board, size and options, so a reach reads a list per surface instead of working out each step.
 */
function stepsOf(ctx: Ctx, colH: number, climbH: number, dropH: number): Steps {
  const t = ctx.terrain;
  const w = ctx.options.water;
  const key = `${ctx.options.broken}:${colH}:${climbH}:${dropH}:${w ? `${w.knee.ma},${w.neck.ma}` : 'dry'}`;
  let byKey = stepsCache.get(t);
  if (!byKey) { byKey = new Map(); stepsCache.set(t, byKey); }
  let st = byKey.get(key);
  if (st) return st;
  const { nb, level, place } = tablesOf(t);
  const enter = entryTable(ctx, colH);
  const m = t.surfaces.length, tf = t.first;
  const first = new Int32Array(m + 1);
  const steps: number[] = [], costs: number[] = [], code = new Map<number, number>();
  for (let s = 0; s < m; s++) {
    first[s] = steps.length / 2;
    const L = level[s]!, p = place[s]! * 6;
    for (let d = 0; d < 6; d++) {
      const np = nb[p + d]!;
      if (np < 0) continue;
      for (let s2 = tf[np]!, e2 = tf[np + 1]!; s2 < e2; s2++) {
        const up = level[s2]! - L;
        const entry = enter[s2]!;
        if (up > climbH || entry === 0) continue;
        // move.ts's tryEnter: the levels stepped between are open (no deck or slab on the way down or up)
        if (up !== 0 && !passable(t, place[s]!, L, np, level[s2]!)) continue;
        const c = up > 0 ? (climbCost(up) - 1 + entry) * RISK : -up > dropH ? entry * RISK + 1 : entry * RISK;
        let k = code.get(c);
        if (k === undefined) { code.set(c, (k = costs.length)); costs.push(c); }
        steps.push(s2, k);
      }
    }
  }
  first[m] = steps.length / 2;
  const bits = Math.max(0, Math.ceil(Math.log2(costs.length)));
  const packed = new Int32Array(steps.length / 2);
  for (let k = 0; k < packed.length; k++) packed[k] = steps[2 * k]! * 2 ** bits + steps[2 * k + 1]!;
  st = { first, steps: packed, bits, costs: Int32Array.from(costs) };
  byKey.set(key, st);
  return st;
}

/** Place index and level of each standing surface (the targets of a viewshed and a reach map). */
const surfaceTables = new WeakMap<HexTerrain, { place: Int32Array; level: Int32Array }>();

function surfacesOf(t: HexTerrain): { place: Int32Array; level: Int32Array } {
  let s = surfaceTables.get(t);
  if (!s) {
    const place = new Int32Array(t.surfaces.length), level = new Int32Array(t.surfaces.length);
    for (const x of t.surfaces) {
      place[x.id] = x.place;
      level[x.id] = x.level;
    }
    surfaceTables.set(t, (s = { place, level }));
  }
  return s;
}

function figOf(ctx: Ctx, id: string): Fig {
  return figureById(ctx.figures, id, 'figure');
}

/**
 * Sight between figures (the `sight` question between two figure ids): from the viewer's head over its front
 * hex to the target's chest over any hex of its footprint (q-missile.ts `traceLine`: a line clear of terrain
 * over some hex). Figures never block sight here (the line passes through them, to roll to miss), so a move
 * changes only the mover's row and column.
 */
class TftMatrix implements MatrixAnswer<Ctx> {
  readonly sight: Uint8Array;
  private ctx: Ctx;
  private readonly ids: readonly string[];

  constructor(ctx: Ctx, ids: readonly string[]) {
    this.ctx = ctx;
    this.ids = ids;
    const n = ids.length;
    this.sight = new Uint8Array(n * n);
    for (let i = 0; i < n; i++) for (let j = 0; j < n; j++) if (i !== j) this.pair(i, j);
  }

  private pair(i: number, j: number): void {
    const a = figOf(this.ctx, this.ids[i]!), b = figOf(this.ctx, this.ids[j]!);
    const head = a.hexList[0]!, za = (a.level + columnHeight(a)) * Z, zb = b.level * Z + 2 * columnHeight(b);
    let seen = 0;
    for (const h of b.hexList) if (sightClear(this.ctx, head.q, head.r, za, h.q, h.r, zb)) { seen = 1; break; }
    this.sight[i * this.ids.length + j] = seen;
  }

  move(id: string, next: Ctx): number {
    this.ctx = next;
    const n = this.ids.length;
    let count = 0;
    for (let k = 0; k < n; k++) {
      if (this.ids[k] !== id) continue;
      for (let j = 0; j < n; j++) if (j !== k) { this.pair(k, j); this.pair(j, k); count += 2; }
    }
    return count;
  }
}

/** The tft-3d batch hooks (src/batch.ts): viewshed and reach map per standing surface, the sight matrix. */
export const batch: BatchHooks<Ctx> = {
  visibilityMatrix: (ctx, ids) => new TftMatrix(ctx, ids),
  viewshed(ctx, figure) {
    const t = ctx.terrain;
    const fig = figOf(ctx, figure), head = fig.hexList[0]!;
    return { width: t.width, height: t.height, ...surfacesOf(t), ...viewshedFrom(ctx, head.q, head.r, (fig.level + columnHeight(fig)) * Z) };
  },
  viewshedAt(ctx, at, level) {
    const t = ctx.terrain;
    // The sight question's place argument: its checks and errors (a void hex, a level that is no surface).
    const p = place(ctx, level === undefined ? [at[0], at[1]] : [at[0], at[1], level], 'from');
    const { place: pl, level: lv } = surfacesOf(t);
    const v = viewshedFrom(ctx, p.hex.q, p.hex.r, (p.level + heightForHexes(1)) * Z);
    return { width: t.width, height: t.height, place: pl, level: lv, seen: v.seen, count: v.count };
  },
  reachMap(ctx, figure, opts) {
    const t = ctx.terrain;
    const r = reachCosts(ctx, figOf(ctx, figure), opts);
    if (r.fronts.length === 0) return { budget: r.budget, width: t.width, height: t.height, ...surfacesOf(t), cost: r.cost, risky: r.risky, count: r.count };
    // The ends with no surface under the front hex follow the surfaces' entries, `front` marking them.
    const m = t.surfaces.length, n = m + r.fronts.length;
    const { place: sp, level: sl } = surfacesOf(t);
    const place = new Int32Array(n), level = new Int32Array(n), cost = new Int32Array(n), risky = new Int32Array(n), front = new Uint8Array(n);
    place.set(sp); level.set(sl); cost.set(r.cost); risky.set(r.risky);
    r.fronts.forEach((f, i) => {
      place[m + i] = f.place; level[m + i] = f.level; cost[m + i] = f.cost; risky[m + i] = f.risky; front[m + i] = f.front;
    });
    return { budget: r.budget, width: t.width, height: t.height, place, level, cost, risky, front, count: r.count + r.fronts.length };
  },
};
