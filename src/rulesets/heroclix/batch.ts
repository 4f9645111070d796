/**
 * Batch and fast entries for heroclix: line of fire as a grade (0 clear, 1 hindered, 2 blocked) without
 * causes, a viewshed (line of fire to every square), a line-of-fire matrix between characters with an
 * incremental update when one moves, and the cheapest move cost to one square.
 *
 * All of them run the rules of lof.ts (`squareGrade`, `wallGrade`, `cornerGrade` through `lineGrade`) and
 * move.ts; property tests compare them with the `sight` and `move` questions on random maps.
 *
 * The viewshed is exact shadowcasting over line-of-fire grades (viewshed.ts).
 */
import { HighgroundError } from '../../errors.js';
import { figureById } from '../../engine/refs.js';
import { everyPlace, type BatchHooks } from '../../engine/batch.js';
import { BLOCKING } from './board.js';
import { squaresOf, type Ctx, type End } from './context.js';
import type { Character } from './figures.js';
import { lineEnv, lineGrade, type Grade } from './lof.js';
import { viewshedSparse, type SparseSight } from './viewshed.js';
import { canEnd, moveSetup, runMove, stepExpander } from './move.js';
import { multiMoves, orientsOf, placementKey } from './multi-move.js';

function endOf(f: Character): End {
  return { x: f.x, y: f.y, i: f.i, level: f.level, fig: f, label: f.id };
}

function squareEnd(ctx: Ctx, i: number): End {
  const W = ctx.board.width;
  return { x: i % W, y: Math.floor(i / W), i, level: ctx.board.level[i]!, fig: undefined, label: '' };
}

/** The grade of `lineOfFire` (sight.ts): with Great Size's "any-level" reading, the best level pair. */
export function lofGrade(ctx: Ctx, from: End, to: End): Grade {
  if ((from.fig && !from.pinned && from.fig.squares.length > 1) || (to.fig && !to.pinned && to.fig.squares.length > 1)) {
    // A multi-base end: the least restrictive line over the squares of its base (hcx.base.multi-base).
    let best: Grade = 2;
    for (const f of squaresOf(ctx, from)) for (const t of squaresOf(ctx, to)) {
      const g = lofGrade(ctx, f, t);
      if (g < best) best = g;
      if (best === 0) return 0;
    }
    return best;
  }
  const own = lineGrade(lineEnv(ctx, from, to, from.level, to.level), from.i, to.i);
  if (own === 0 || ctx.opts.greatSize !== 'any-level' || !(from.fig?.greatSize || to.fig?.greatSize)) return own;
  const top = ctx.board.maxLevel;
  const fromHi = from.fig?.greatSize ? Math.max(from.level, top) : from.level;
  const toHi = to.fig?.greatSize ? Math.max(to.level, top) : to.level;
  let best: Grade = own;
  for (let fl = from.level; fl <= fromHi; fl++) {
    for (let tl = to.level; tl <= toHi; tl++) {
      const g = lineGrade(lineEnv(ctx, from, to, fl, tl), from.i, to.i);
      if (g < best) best = g;
    }
  }
  return best;
}

/**
 * Line of fire from `fig` to every square, as the list of squares seen, packed as (index << 2) | code (1 clear, 2 hindered): the `sight`
 * question from the figure to each square. Exact shadowcasting (viewshed.ts); with Great Size's "any-level"
 * reading, which tries level pairs per line, and for a multi-base viewer, which tries every square of its base,
 * every square is traced (and on maps too large for viewshed.ts).
 */
export function viewshedSight(ctx: Ctx, fig: Character): SparseSight {
  // (viewshed.ts compares slopes as doubles, exact for maps below 2^20 squares a side.)
  if ((ctx.opts.greatSize === 'any-level' && fig.greatSize) || fig.squares.length > 1 || Math.max(ctx.board.width, ctx.board.height) >= 1 << 20) {
    const n = ctx.board.width * ctx.board.height;
    const runs: number[] = [];
    const from = endOf(fig);
    for (let i = 0; i < n; i++) {
      const g = lofGrade(ctx, from, squareEnd(ctx, i));
      if (g < 2) runs.push((i << 2) | (g + 1), 4);
    }
    return { runs, count: runs.length >> 1 };
  }
  return viewshedSparse(ctx, fig);
}

/** Line of fire between every ordered pair of characters (see VisibilityMatrix in src/batch.ts). */
export class HcxMatrix {
  readonly ruleset = 'heroclix';
  readonly ids: readonly string[];
  readonly sight: Uint8Array;
  readonly hindered: Uint8Array;
  private ctx: Ctx;

  constructor(ctx: Ctx, ids: readonly string[] | undefined) {
    this.ctx = ctx;
    this.ids = ids ? [...ids] : ctx.figures.map((f) => f.id);
    for (const id of this.ids) {
      figureById(ctx.byId, id, 'figures');
    }
    const n = this.ids.length;
    this.sight = new Uint8Array(n * n);
    this.hindered = new Uint8Array(n * n);
    for (let i = 0; i < n; i++) for (let j = 0; j < n; j++) if (i !== j) this.pair(i, j);
  }

  private pair(i: number, j: number): void {
    const n = this.ids.length;
    const a = this.ctx.byId.get(this.ids[i]!)!, c = this.ctx.byId.get(this.ids[j]!)!;
    const g = lofGrade(this.ctx, endOf(a), endOf(c));
    this.sight[i * n + j] = g < 2 ? 1 : 0;
    this.hindered[i * n + j] = g === 1 ? 1 : 0;
  }

  /**
   * Characters block lines on their level, so besides the mover's row and column, every pair whose line
   * could touch the mover's old or new square (the square lies in the line's bounding box) is recomputed.
   */
  move(id: string, next: Ctx): number {
    const old = figureById(this.ctx.byId, id, 'figure');
    const b = next.board;
    this.ctx = next;
    const moved = this.ctx.byId.get(id)!;
    const W = b.width;
    const box = (f: Character) => {
      let x0 = Infinity, y0 = Infinity, x1 = -Infinity, y1 = -Infinity;
      for (const q of f.squares) { const x = q % W, y = (q - x) / W; x0 = Math.min(x0, x); x1 = Math.max(x1, x); y0 = Math.min(y0, y); y1 = Math.max(y1, y); }
      return [x0, y0, x1, y1] as const;
    };
    // Does some square of s lie in the bounding box of the squares of f and g (where their lines can run)?
    const near = (f: Character, g: Character, s: Character) => {
      const [fa, fb, fc, fd] = box(f), [ga, gb, gc, gd] = box(g), [sa, sb, sc, sd] = box(s);
      return sc >= Math.min(fa, ga) && sa <= Math.max(fc, gc) && sd >= Math.min(fb, gb) && sb <= Math.max(fd, gd);
    };
    const n = this.ids.length;
    let count = 0;
    for (let i = 0; i < n; i++) {
      for (let j = 0; j < n; j++) {
        if (i === j) continue;
        const f = this.ctx.byId.get(this.ids[i]!)!, g = this.ctx.byId.get(this.ids[j]!)!;
        if (f.id === id || g.id === id || near(f, g, old) || near(f, g, moved)) {
          this.pair(i, j);
          count++;
        }
      }
    }
    return count;
  }
}


/**
 * The cost of the cheapest legal move of `fig` to square `to` (the `move` question's `cost` with an unbounded
 * budget; Infinity when it cannot get there): move.ts's steps, searched with A* (the Chebyshev distance is a
 * lower bound: every step costs 1 and moves one square) and stopped at the goal.
 */
export function moveCost(ctx: Ctx, fig: Character, to: number): number {
  if (fig.squares.length > 1) {
    // A multi-base character: the cheapest placement with its `at` square on `to` (multi-move.ts).
    const mm = multiMoves(ctx, fig);
    let best = Infinity;
    for (const o of orientsOf(fig)) best = Math.min(best, mm.placements.get(placementKey(to, o))?.cost ?? Infinity);
    return best;
  }
  const b = ctx.board;
  if (b.terrain[to]! & BLOCKING) return Infinity;
  const k0 = ctx.occupant[to]!;
  if (k0 >= 0 && ctx.figures[k0] !== fig) return Infinity;
  const m = stepMemo(ctx, fig);
  const W = b.width;
  const tx = to % W, ty = (to - tx) / W;
  return aStar(m, fig.i, to, tx, ty, W);
}

/**
 * The steps of one character out of each square, as move.ts's `stepExpander` emits them, asked once per
 * square on first use and kept (per prepared scenario and character): per square a byte of legal steps (bit
 * d for a step in direction d) and a byte of the steps that end the move (UNKNOWN, no legal step and every
 * stop bit, before the square is asked: no step ends a move without being legal).
 *
 * The search's marks are bytes, (search generation << 3) | code, so a new search starts by bumping the
 * generation instead of zeroing what the last one touched (the marks are zeroed once every 31 searches); a
 * mark of another generation reads as unseen, and a search that threw leaves only marks of its own
 * generation behind. The profile of an 801 maze showed a search waiting on memory (a state's neighbours are
 * a row apart): what the search reads per square is one byte in each of three arrays, a fraction of the
 * bytes of the cost-per-state marks this replaced; packing them into one word per square measured no faster
 * on the maze (bench/RESULTS.md, wt-pathjps). The pruning's parent direction travels with the open list's
 * entry (aStar), not in a fourth array.
 */
interface StepMemo {
  readonly fill: (s: number) => void;
  /** Per square: its legal steps. */
  readonly steps: Uint8Array;
  /** Per square: its steps that end the move. */
  readonly stops: Uint8Array;
  /** Per square: the mark of its moving state. */
  readonly mark: Uint8Array;
  /** Per square: the mark of its stopped state (stopped states have no steps; a search without stops never reads them). */
  readonly stoppedMark: Uint8Array;
  /** The generation of the current search, 1..GENS. */
  gen: number;
}

/** The stops byte of a square not yet asked (its steps byte is 0). */
const UNKNOWN = 0xff;
/** Generations a mark holds before the marks are zeroed (5 bits above a 3-bit code). */
const GENS = 31;
/** Mark codes: 1..3 open in stack code - 1 (see aStar), CLOSED once expanded. */
const CLOSED = 4;

const memos = new WeakMap<Ctx, WeakMap<Character, StepMemo>>();

function stepMemo(ctx: Ctx, fig: Character): StepMemo {
  let byFig = memos.get(ctx);
  if (!byFig) { byFig = new WeakMap(); memos.set(ctx, byFig); }
  let m = byFig.get(fig);
  if (m) return m;
  const { mover, zone } = moveSetup(ctx, fig);
  const expand = stepExpander(ctx, fig, mover, zone);
  const W = ctx.board.width, N = W * ctx.board.height;
  const steps = new Uint8Array(N), stops = new Uint8Array(N).fill(UNKNOWN);
  let from = 0, a = 0, st = 0;
  const emit = (state: number) => {
    const n = state >> 1;
    const d = dirOf(n, from, W);
    a |= 1 << d;
    if (state & 1) st |= 1 << d;
  };
  const fill = (s: number) => {
    from = s; a = 0; st = 0;
    expand(s * 2, 0, emit);
    steps[s] = a;
    stops[s] = st;
  };
  m = { fill, steps, stops, mark: new Uint8Array(N), stoppedMark: new Uint8Array(N), gen: 0 };
  byFig.set(fig, m);
  return m;
}

// Directions 0..7: E, W, S, N, SE, NE, SW, NW (dx, dy).
const DX = [1, -1, 0, 0, 1, 1, -1, -1], DY = [0, 0, 1, -1, 1, -1, 1, -1];

/** The parent direction of the start state: nothing to prune. */
const NO_PARENT = 8;

/**
 * Strict neighbour pruning (after Harabor and Grastien's jump point search, "Online graph pruning for
 * pathfinding on grid maps", AAAI 2011, keeping only the pruning whose alternative is strictly cheaper, so no
 * tie rule is needed): a moving state s reached from square p by direction d skips its step to any square p
 * reaches itself by one step that does not end the move, and its step back into p. Through s such a square
 * costs g(p) + 2; from p it costs g(p) + 1 as a moving state, which is never worse than a stopped one. Since
 * s was taken at its cheapest cost with p as a cheapest parent, a skipped step is never the last step of a
 * cheapest path, so every state still gets its cheapest cost (the property tests compare with `move`).
 *
 * PRUNE[d * 256 + m]: the directions out of s = p + (DX[d], DY[d]) to skip, m being p's legal steps that do
 * not end the move (bit e: p + (DX[e], DY[e])); the row of d = NO_PARENT (the start) skips nothing.
 */
const PRUNE = ((): Uint8Array => {
  const dirAt = (dx: number, dy: number) => { for (let d = 0; d < 8; d++) if (DX[d] === dx && DY[d] === dy) return d; return -1; };
  const t = new Uint8Array(9 * 256);
  for (let d = 0; d < 8; d++) {
    const back = 1 << dirAt(-DX[d]!, -DY[d]!);
    for (let m = 0; m < 256; m++) {
      let b = back;
      for (let e = 0; e < 8; e++) {
        if (!((m >> e) & 1)) continue;
        const e2 = dirAt(DX[e]! - DX[d]!, DY[e]! - DY[d]!);
        if (e2 >= 0) b |= 1 << e2;
      }
      t[d * 256 + m] = b;
    }
  }
  return t;
})();

/**
 * The direction of the step from square `from` to its neighbour `n`, by their coordinates: by the index
 * difference alone, a map 2 squares wide cannot tell east (+1) from south-west (W - 1), and the search then
 * took the wrong square's distance to the goal (on a 2 x 4 map a cost of 3 for 2).
 */
function dirOf(n: number, from: number, W: number): number {
  const nx = n % W, fx = from % W;
  const dx = nx - fx, dy = (n - nx) / W - (from - fx) / W;
  for (let d = 0; d < 8; d++) if (DX[d] === dx && DY[d] === dy) return d;
  throw new Error(`not a neighbour step: ${from} -> ${n}`);
}

// The open list: states by f = g + h in three stacks, f, f + 1 and f + 2 (see aStar), kept between searches:
// stack q at stk[q * cap] .. stk[q * cap + bSize[q] - 1], one array (a pop reads no array of arrays), and beside
// each entry its pruning key in pkey (aStar: (d << 8) | the parent's steps that do not end the move).
let stk = new Int32Array(3 * 1024), pkey = new Uint16Array(3 * 1024), cap = 1024;
const bSize = new Int32Array(3);

function growStacks(): void {
  const c2 = cap * 2, a = new Int32Array(3 * c2), b = new Uint16Array(3 * c2);
  for (let q = 0; q < 3; q++) {
    a.set(stk.subarray(q * cap, q * cap + bSize[q]!), q * c2);
    b.set(pkey.subarray(q * cap, q * cap + bSize[q]!), q * c2);
  }
  stk = a;
  pkey = b;
  cap = c2;
}

/**
 * aStar's step to square n (its mark in `marks`), pushing `state` at f + k (k in 0..2) with pruning key `key`,
 * unless it is closed or already open at f + k or less (open in stack c - 1 of the three, its f is
 * f + (c - 1 - cur) mod 3). Marks never exceed the current generation's (generations only grow between
 * zeroings), so a mark of this search is any at or above G. aStar's common case has this inline.
 */
function relax(marks: Uint8Array, n: number, state: number, k: number, cur: number, G: number, key: number): void {
  const mk = marks[n]!;
  if (mk >= G) {
    if (mk === (G | CLOSED)) return;
    let ke = mk - G - 1 - cur;
    if (ke < 0) ke += 3;
    if (ke <= k) return;
  }
  const q = cur + k >= 3 ? cur + k - 3 : cur + k;
  marks[n] = G + 1 + q;
  const z = bSize[q]!;
  if (z === cap) growStacks();
  stk[q * cap + z] = state;
  pkey[q * cap + z] = key;
  bSize[q] = z + 1;
}

/**
 * A* over states square (moving) and N + square (stopped: no steps; see StepMemo), every step costing 1, with the
 * Chebyshev distance h (a lower bound, consistent: a step moves one square). The same steps and costs as
 * the engine's search; typed arrays throughout and no allocation per step. Not capped at MAX_SEARCH_STATES
 * like a question's search: this fast entry is bounded by the map's own states (2 per square), which its
 * caller built.
 *
 * The open list needs no heap: a step adds 1 to g and changes h by -1, 0 or 1, so a state expanded at f
 * pushes its successors at f, f + 1 or f + 2, and three stacks (f mod 3) hold every open state; the
 * smallest f is taken first, and within one f the last pushed (the deepest, mostly: ties go deeper first).
 * A bucket queue for integer keys of bounded spread (Dial, "Algorithm 360: shortest-path forest with
 * topological ordering", CACM 1969) with A*'s consistent heuristic: any order within one f finds the
 * cheapest cost.
 *
 * No cost is stored per state: a state taken from the stack of f has g = f - h, and an open state's f is
 * f, f + 1 or f + 2, told by which stack holds it (its mark's code), so a cheaper way to it is told by the
 * stack alone, and the goal's cost is the f it is taken at (h = 0 there).
 */
function aStar(m: StepMemo, start: number, to: number, tx: number, ty: number, W: number): number {
  const STEPS = m.steps, STOPS = m.stops, MK = m.mark, SMK = m.stoppedMark;
  const N = MK.length;
  let gen = m.gen + 1;
  if (gen > GENS) { MK.fill(0); SMK.fill(0); gen = 1; }
  m.gen = gen;
  const G = gen << 3, OPEN0 = G | 1, SHUT = G | CLOSED;
  if (offW !== W) { offW = W; off = [1, -1, W, -W, W + 1, 1 - W, W - 1, -W - 1]; }
  bSize[0] = 0; bSize[1] = 0; bSize[2] = 0;
  // The stacks in locals (module variables cost a load and a check at each use), read again after growing.
  let S = stk, K = pkey, C = cap;
  // A square's row by one multiplication, no division per state: (s + 1/2) / W lies at least 1 / (2W) from a
  // whole number, and the product's rounding is below (s / W) 2^-51, far less for any map of 2^31 squares.
  const invW = 1 / W;
  MK[start] = OPEN0;
  const sx = start % W, sy = (start - sx) / W;
  let f = Math.max(Math.abs(sx - tx), Math.abs(sy - ty)), cur = 0;
  S[0] = start;
  K[0] = NO_PARENT << 8;
  bSize[0] = 1;
  for (;;) {
    if (bSize[cur] === 0) {
      if (bSize[0] === 0 && bSize[1] === 0 && bSize[2] === 0) return Infinity;
      do { f++; cur = cur === 2 ? 0 : cur + 1; } while (bSize[cur] === 0);
    }
    const n0 = bSize[cur]! - 1;
    bSize[cur] = n0;
    const s = S[cur * C + n0]!;
    if (s >= N) {
      // A stopped state: no steps out of it; only the goal's matters.
      if (SMK[s - N] !== OPEN0 + cur) continue;
      SMK[s - N] = SHUT;
      if (s - N === to) return f;
      continue;
    }
    // Stale: closed already, or since reached through a cheaper stack.
    if (MK[s] !== OPEN0 + cur) continue;
    MK[s] = SHUT;
    if (s === to) return f;
    let a = STEPS[s]!;
    if (a === 0) {
      if (STOPS[s] !== UNKNOWN) continue;
      m.fill(s);
      a = STEPS[s]!;
      if (a === 0) continue;
    }
    const sp = STOPS[s]!;
    // This square's steps that do not end the move: the pruning key of the states it pushes (with their direction).
    const nat = a & ~sp;
    // Strict pruning (PRUNE): the steps into squares the parent reaches by a step of its own that does not end
    // the move, by the key pushed with this entry (the entry a state is taken from is the one its mark names:
    // a push to a cheaper stack makes the older entry stale, and a stack never holds a state twice).
    a &= ~PRUNE[K[cur * C + n0]!]!;
    const y = ((s + 0.5) * invW) | 0, x = s - y * W;
    if (sp === 0) {
      // No step out of s ends the move (the common case): each direction's step unrolled, h of each
      // neighbour from the distances to the goal's column and row one square either side. A step's k is
      // 1 - h(s) + h(neighbour); a neighbour's ke is how far above f it is open (KE, by table: on a crowded
      // map whether a neighbour is unseen, open or closed is a coin toss, and the table measured 0.7-1.0 of the
      // branches' time on path-200, no change on the maze), and it is pushed at f + k when k < ke. (The step is
      // written out eight times: V8 inlined a step function at only four of its eight calls, and the inline
      // form measured 0.7-0.9 of the time on path-200.)
      const ax = x - tx, ay = y - ty;
      const hx = ax < 0 ? -ax : ax, hy = ay < 0 ? -ay : ay;
      const hxm = ax < 1 ? 1 - ax : ax - 1, hxp = ax < -1 ? -1 - ax : ax + 1;
      const hym = ay < 1 ? 1 - ay : ay - 1, hyp = ay < -1 ? -1 - ay : ay + 1;
      const b1 = 1 - (hx > hy ? hx : hy);
      const cb = cur << 3;
      if (a & 1) {
        const n = s + 1, k = b1 + (hxp > hy ? hxp : hy), mk = MK[n]!;
        let u = mk - G;
        u &= ~(u >> 31); // another generation's mark (below G): unseen
        const ke = KE[cb + u]!;
        if (ke > k) {
          const q = cur + k >= 3 ? cur + k - 3 : cur + k, z = bSize[q]!;
          MK[n] = OPEN0 + q;
          if (z === C) { growStacks(); S = stk; K = pkey; C = cap; }
          S[q * C + z] = n; K[q * C + z] = nat;
          bSize[q] = z + 1;
        }
      }
      if (a & 2) {
        const n = s - 1, k = b1 + (hxm > hy ? hxm : hy), mk = MK[n]!;
        let u = mk - G;
        u &= ~(u >> 31); // another generation's mark (below G): unseen
        const ke = KE[cb + u]!;
        if (ke > k) {
          const q = cur + k >= 3 ? cur + k - 3 : cur + k, z = bSize[q]!;
          MK[n] = OPEN0 + q;
          if (z === C) { growStacks(); S = stk; K = pkey; C = cap; }
          S[q * C + z] = n; K[q * C + z] = 256 | nat;
          bSize[q] = z + 1;
        }
      }
      if (a & 4) {
        const n = s + W, k = b1 + (hx > hyp ? hx : hyp), mk = MK[n]!;
        let u = mk - G;
        u &= ~(u >> 31); // another generation's mark (below G): unseen
        const ke = KE[cb + u]!;
        if (ke > k) {
          const q = cur + k >= 3 ? cur + k - 3 : cur + k, z = bSize[q]!;
          MK[n] = OPEN0 + q;
          if (z === C) { growStacks(); S = stk; K = pkey; C = cap; }
          S[q * C + z] = n; K[q * C + z] = 512 | nat;
          bSize[q] = z + 1;
        }
      }
      if (a & 8) {
        const n = s - W, k = b1 + (hx > hym ? hx : hym), mk = MK[n]!;
        let u = mk - G;
        u &= ~(u >> 31); // another generation's mark (below G): unseen
        const ke = KE[cb + u]!;
        if (ke > k) {
          const q = cur + k >= 3 ? cur + k - 3 : cur + k, z = bSize[q]!;
          MK[n] = OPEN0 + q;
          if (z === C) { growStacks(); S = stk; K = pkey; C = cap; }
          S[q * C + z] = n; K[q * C + z] = 768 | nat;
          bSize[q] = z + 1;
        }
      }
      if (a & 16) {
        const n = s + W + 1, k = b1 + (hxp > hyp ? hxp : hyp), mk = MK[n]!;
        let u = mk - G;
        u &= ~(u >> 31); // another generation's mark (below G): unseen
        const ke = KE[cb + u]!;
        if (ke > k) {
          const q = cur + k >= 3 ? cur + k - 3 : cur + k, z = bSize[q]!;
          MK[n] = OPEN0 + q;
          if (z === C) { growStacks(); S = stk; K = pkey; C = cap; }
          S[q * C + z] = n; K[q * C + z] = 1024 | nat;
          bSize[q] = z + 1;
        }
      }
      if (a & 32) {
        const n = s + 1 - W, k = b1 + (hxp > hym ? hxp : hym), mk = MK[n]!;
        let u = mk - G;
        u &= ~(u >> 31); // another generation's mark (below G): unseen
        const ke = KE[cb + u]!;
        if (ke > k) {
          const q = cur + k >= 3 ? cur + k - 3 : cur + k, z = bSize[q]!;
          MK[n] = OPEN0 + q;
          if (z === C) { growStacks(); S = stk; K = pkey; C = cap; }
          S[q * C + z] = n; K[q * C + z] = 1280 | nat;
          bSize[q] = z + 1;
        }
      }
      if (a & 64) {
        const n = s + W - 1, k = b1 + (hxm > hyp ? hxm : hyp), mk = MK[n]!;
        let u = mk - G;
        u &= ~(u >> 31); // another generation's mark (below G): unseen
        const ke = KE[cb + u]!;
        if (ke > k) {
          const q = cur + k >= 3 ? cur + k - 3 : cur + k, z = bSize[q]!;
          MK[n] = OPEN0 + q;
          if (z === C) { growStacks(); S = stk; K = pkey; C = cap; }
          S[q * C + z] = n; K[q * C + z] = 1536 | nat;
          bSize[q] = z + 1;
        }
      }
      if (a & 128) {
        const n = s - W - 1, k = b1 + (hxm > hym ? hxm : hym), mk = MK[n]!;
        let u = mk - G;
        u &= ~(u >> 31); // another generation's mark (below G): unseen
        const ke = KE[cb + u]!;
        if (ke > k) {
          const q = cur + k >= 3 ? cur + k - 3 : cur + k, z = bSize[q]!;
          MK[n] = OPEN0 + q;
          if (z === C) { growStacks(); S = stk; K = pkey; C = cap; }
          S[q * C + z] = n; K[q * C + z] = 1792 | nat;
          bSize[q] = z + 1;
        }
      }
      continue;
    }
    const h0 = Math.max(x > tx ? x - tx : tx - x, y > ty ? y - ty : ty - y);
    for (; a !== 0; a &= a - 1) {
      const d = 31 - Math.clz32(a & -a);
      const nx = x + DX[d]!, ny = y + DY[d]!;
      // The successor's f is f + k, k = 1 + h - h0 in 0..2, in stack (cur + k) mod 3.
      const k = 1 - h0 + Math.max(nx > tx ? nx - tx : tx - nx, ny > ty ? ny - ty : ty - ny);
      const n = s + off[d]!;
      if ((sp >> d) & 1) relax(SMK, n, n + N, k, cur, G, NO_PARENT << 8);
      else relax(MK, n, n, k, cur, G, (d << 8) | nat);
    }
    S = stk; K = pkey; C = cap;
  }
}

/**
 * KE[cur * 8 + u]: how far above f (the stack cur's) a neighbour is open, by u, its mark less the
 * generation's base (below zero read as 0): 3 for unseen (u 0), -1 for closed (u = CLOSED), else the
 * distance from stack cur to stack u - 1. A step at f + k pushes when k < KE.
 */
const KE = ((): Int8Array => {
  const t = new Int8Array(24);
  for (let c = 0; c < 3; c++) {
    t[c * 8] = 3;
    for (let u = 1; u <= 3; u++) t[c * 8 + u] = (u - 1 - c + 3) % 3;
    t[c * 8 + CLOSED] = -1;
  }
  return t;
})();

/** The board steps of the eight directions for maps `offW` wide (aStar). */
let offW = -1, off: number[] = [];

/**
 * The `reach` question as one cost per square: the cheapest legal move of `fig` within `budget` (default its
 * speed; halved when it starts in hindering terrain, as the question does) to each square it may end on, -1
 * elsewhere. The same search (move.ts `runMove`) and the same end test (`canEnd`) as the question.
 */
export function reachCosts(ctx: Ctx, fig: Character, budget?: number): { budget: number; cost: Int32Array } {
  const speed = budget ?? fig.speed;
  if (speed === undefined) throw new HighgroundError(`figure ${fig.id} has no speed; give it "speed" or ask with a budget`, { path: ['budget'] });
  if (!Number.isInteger(speed) || speed < 0) throw new HighgroundError(`budget must be a whole number of 0 or more, got ${speed}`, { path: ['budget'] });
  const n = ctx.board.width * ctx.board.height;
  if (fig.squares.length > 1) {
    const mm = multiMoves(ctx, fig, speed);
    const cost = new Int32Array(n).fill(-1);
    for (const p of mm.placements.values()) if (cost[p.anchor] === -1 || p.cost < cost[p.anchor]!) cost[p.anchor] = p.cost;
    return { budget: mm.budget, cost };
  }
  const r = runMove(ctx, fig, { budget: speed });
  const cost = new Int32Array(n);
  for (let i = 0; i < n; i++) {
    const a = r.cost[i * 2]!, c = r.cost[i * 2 + 1]!;
    const m = a <= c ? a : c;
    cost[i] = m < Infinity && canEnd(ctx, fig, i) ? m : -1;
  }
  return { budget: r.budget, cost };
}

/** The heroclix batch hooks (src/batch.ts): viewshed by shadowcasting, reach costs per square, the line-of-fire matrix. */
export const batch: BatchHooks<Ctx> = {
  viewshed(ctx, figure) {
    const b = ctx.board;
    const s = viewshedSight(ctx, characterOf(ctx, figure));
    // One answer object rewritten per call (src/batch.ts reads it at once): a new one was 50 of the public
    // call's 220 bytes, on a 1 us viewshed.
    const a = hookAnswer;
    a.width = b.width; a.height = b.height; a.place = everyPlace(b.width * b.height); a.level = b.level;
    a.runs = s.runs; a.runsStart = s.start ?? 0; a.runsEnd = s.end ?? s.runs.length; a.count = s.count; a.runStep = runSteps(b.width);
    return a;
  },
  reachMap(ctx, figure, opts) {
    const b = ctx.board;
    const r = reachCosts(ctx, characterOf(ctx, figure), opts.budget);
    return { budget: r.budget, width: b.width, height: b.height, place: everyPlace(b.width * b.height), level: b.level, cost: r.cost };
  },
  visibilityMatrix: (ctx, ids) => new HcxMatrix(ctx, ids),
};

/** The viewshed hook's answer, one object rewritten per call. */
const hookAnswer = {
  width: 0, height: 0, place: new Int32Array(0) as Int32Array<ArrayBufferLike>, level: new Int32Array(0) as Int32Array<ArrayBufferLike>,
  runs: [] as number[] | Int32Array, runsStart: 0, runsEnd: 0, count: 0, runStep: [] as readonly number[],
};

let stepsWidth = -1, stepsOf: readonly number[] = [];

/** The board steps of the viewshed's four run directions (viewshed.ts frames), shared by the answers (read only). */
function runSteps(W: number): readonly number[] {
  if (W !== stepsWidth) { stepsWidth = W; stepsOf = [W, -1, -W, 1]; }
  return stepsOf;
}

function characterOf(ctx: Ctx, id: string): Character {
  return figureById(ctx.byId, id, 'figure');
}
