/**
 * The movement search for city-of-peril: Dijkstra (src/engine/search.ts) over the positions of a figure's
 * top-left square, with these steps:
 * - walk: one square in any of 8 directions (cop.base.move): straight 1 square of movement (2 into difficult
 *   terrain); diagonal counted as the `diagonals` option says (distance.ts: by default 1 and 2 alternating over
 *   the whole move, 3 into difficult terrain, so a state carries the parity of the diagonals taken so far);
 *   never diagonally past the corner of a wall square, nor, for a creature that
 *   neither flies, burrows nor is incorporeal and is on the ground, past the corner of a rooftop square
 *   (cop.move.corner); such a creature on the ground never walks into a rooftop square
 *   (cop.move.ground-blocked); flying, burrowing and incorporeal creatures walk anywhere (cop.move.free);
 * - drop: such a creature on a rooftop walking into a position with a ground square is placed in the
 *   nearest legal all-ground position and takes 10 damage (cop.move.drop), which a creature that is not
 *   routing may not do when the damage would destroy it (cop.move.drop-lethal);
 * - an incorporeal creature walks through wall squares (and past their corners) but never ends a move or is
 *   set down in one (cop.base.incorporeal); a burrowing one does not pass walls;
 * - ladder-up / ladder-down (2 squares, cop.ladder.up / cop.ladder.down) and bridge (3 squares,
 *   cop.bridge): the creature is lifted and set down (cop.teleport-like), never walking the squares between.
 * Every step provokes attacks of opportunity from the enemies that threaten the space it leaves
 * (cop.base.provoke; threat.ts, looked up in a table built once). A charge uses walks only
 * (cop.charge.no-ladder-bridge, cop.charge.levels).
 *
 * State = ((stopped * layers + layer) * P + parity) * N + position, with P = 2 when diagonals alternate.
 *
 * Costs are scaled integers so that among the cheapest paths the search prefers fewer drops, then fewer
 * attacks of opportunity: weight = squares * 4096 + drops * 256 + provocations.
 */
import { Search, pathTo, type SearchResult } from '../../engine/search.js';
import { POS_GROUND, POS_INVALID, POS_MIXED, POS_ROOF, NEIGHBOURS_8, type PositionTable } from './board.js';
import type { Ctx } from './context.js';
import { isEnemy, type CopFigure } from './figures.js';
import { countSquares, stepSquares } from './distance.js';
import { threatMap, type ThreatMap } from './threat.js';

export const WALK = 0, DROP = 1, LADDER_UP = 2, LADDER_DOWN = 3, BRIDGE = 4;
export const STEP_NAMES = ['walk', 'drop', 'ladder-up', 'ladder-down', 'bridge'] as const;
export type StepName = (typeof STEP_NAMES)[number];
export const SQ = 4096, DROP_W = 256;
/** A drop step's kind carries the direction stepped (index into NEIGHBOURS_8) above the low 4 bits. */
export const KIND_MASK = 15;
export function stepKind(kind: number): number {
  return kind & KIND_MASK;
}
export function dropDirection(kind: number): readonly [number, number] | undefined {
  return stepKind(kind) === DROP ? NEIGHBOURS_8[kind >> 4] : undefined;
}

/** Which rules the search applies; the question handlers relax one at a time to say which rule decided. */
export interface MoveRules {
  corner: boolean;
  groundBlocked: boolean;
  dropLethal: boolean;
  /** Charge movement: walks only, no drops. */
  charge: boolean;
  /** Steps off a rooftop (drops) are allowed at all (false: a routing creature's moves without a drop). */
  drops?: boolean;
  /** Pass wall squares as an incorporeal creature does (relaxed only to say cop.base.incorporeal decided). */
  throughWalls?: boolean;
}
export const ALL_RULES: MoveRules = { corner: true, groundBlocked: true, dropLethal: true, charge: false };

export class MovePlan {
  readonly ctx: Ctx;
  readonly fig: CopFigure;
  readonly n: number;
  readonly W: number;
  readonly H: number;
  readonly N: number;
  readonly pt: PositionTable;
  readonly rules: MoveRules;
  /** Drops the figure may take (Infinity when not limited). */
  readonly maxDrops: number;
  readonly layers: number;
  readonly stopAfterDrop: boolean;
  readonly stateCount: number;
  /** 2 when diagonals alternate (a state carries the parity of diagonals so far), else 1. */
  readonly parities: number;
  readonly enemies: CopFigure[];
  private readonly enemyAt: Uint8Array;
  private readonly otherAt: Uint8Array;
  private readonly threats: ThreatMap;
  private readonly groundCache: Int32Array;
  /** Passes wall squares (incorporeal, cop.base.incorporeal). */
  readonly ghost: boolean;

  constructor(ctx: Ctx, fig: CopFigure, rules: MoveRules) {
    this.ctx = ctx;
    this.fig = fig;
    this.rules = rules;
    const b = ctx.board;
    this.n = fig.n;
    this.W = b.width;
    this.H = b.height;
    this.N = b.width * b.height;
    this.pt = b.positions(fig.n);
    const survivable = fig.hp === undefined ? Infinity : Math.max(0, Math.ceil(fig.hp / 10) - 1);
    this.maxDrops = fig.routing || !rules.dropLethal || survivable > 8 ? Infinity : survivable;
    this.layers = this.maxDrops === Infinity ? 1 : this.maxDrops + 1;
    this.stopAfterDrop = ctx.opts.dropEndsMove;
    this.parities = ctx.opts.diagonals === 'alternate' ? 2 : 1;
    this.stateCount = this.N * this.parities * this.layers * (this.stopAfterDrop ? 2 : 1);
    this.enemies = ctx.list.filter((e) => isEnemy(fig, e));
    this.enemyAt = new Uint8Array(this.N);
    this.otherAt = new Uint8Array(this.N);
    for (const f of ctx.list) {
      if (f.index === fig.index) continue;
      const enemy = isEnemy(fig, f);
      for (let j = 0; j < f.n; j++) for (let i = 0; i < f.n; i++) {
        const k = (f.y + j) * b.width + f.x + i;
        this.otherAt[k] = 1;
        if (enemy) this.enemyAt[k] = 1;
      }
    }
    this.threats = threatMap(ctx, fig.side, fig.n);
    this.ghost = fig.incorporeal || rules.throughWalls === true;
    this.groundCache = new Int32Array(this.N).fill(-2);
  }

  state(pos: number, layer = 0, stopped = false, parity = 0): number {
    return (((stopped ? this.layers : 0) + layer) * this.parities + parity) * this.N + pos;
  }
  posOf(state: number): number {
    return state % this.N;
  }
  parityOf(state: number): number {
    return Math.floor(state / this.N) % this.parities;
  }
  layerOf(state: number): number {
    return Math.floor(state / (this.N * this.parities)) % this.layers;
  }
  stoppedOf(state: number): boolean {
    return Math.floor(state / (this.N * this.parities)) >= this.layers;
  }

  private covers(pos: number, mask: Uint8Array): boolean {
    const x = pos % this.W, y = (pos - x) / this.W;
    for (let j = 0; j < this.n; j++) for (let i = 0; i < this.n; i++) if (mask[(y + j) * this.W + x + i]) return true;
    return false;
  }
  /** The figure may stand here during its move (no enemy; no wall unless it is incorporeal, cop.base.incorporeal). */
  passable(pos: number): boolean {
    return (this.pt.cls[pos] !== POS_INVALID || this.ghost) && !this.covers(pos, this.enemyAt);
  }
  /** A legal place to end a move or be set down: wholly ground or wholly rooftop, no other figure. */
  canEnd(pos: number): boolean {
    const c = this.pt.cls[pos];
    return (c === POS_GROUND || c === POS_ROOF) && !this.covers(pos, this.otherAt);
  }

  /** Enemies threatening the figure's space at `pos` (cop.base.provoke, threat.ts). */
  threatening(pos: number): readonly CopFigure[] {
    return this.threats.at(pos);
  }
  threatCount(pos: number): number {
    return Math.min(15, this.threats.at(pos).length);
  }

  /**
   * Nearest legal all-ground position to `pos`: fewest squares moving the top-left square, counted as
   * `diagonals` says (distance.ts); ties in reading order. -1 when there is none.
   */
  nearestGround(pos: number): number {
    let r = this.groundCache[pos]!;
    if (r !== -2) return r;
    r = -1;
    let best = Infinity, bestE = Infinity;
    const x0 = pos % this.W, y0 = (pos - x0) / this.W;
    const maxD = Math.max(this.W, this.H);
    // The count is at least the larger offset, so rings beyond the best found cannot beat it.
    for (let d = 0; d <= maxD && d <= best; d++) {
      for (let y = y0 - d; y <= y0 + d; y++) {
        for (let x = x0 - d; x <= x0 + d; x++) {
          if (Math.max(Math.abs(x - x0), Math.abs(y - y0)) !== d) continue;
          if (x < 0 || y < 0 || x + this.n > this.W || y + this.n > this.H) continue;
          const p = y * this.W + x;
          if (this.pt.cls[p] !== POS_GROUND || !this.canEnd(p)) continue;
          // Nearest by the square count; between equally near positions, the one the shorter straight
          // line away (a shift straight back before a diagonal one: a Large creature stepping west half off
          // a rooftop is put back west, not north-west), then the first in row order.
          const c = countSquares(this.ctx.opts, x - x0, y - y0);
          const e = (x - x0) * (x - x0) + (y - y0) * (y - y0);
          if (c < best || (c === best && (e < bestE || (e === bestE && p < r)))) {
            best = c;
            bestE = e;
            r = p;
          }
        }
      }
    }
    this.groundCache[pos] = r;
    return r;
  }

  /** The two squares a diagonal step from (x, y) by (dx, dy) passes the corners of. */
  cornerSquares(x: number, y: number, dx: number, dy: number): [number, number][] {
    const n = this.n;
    const newCol = dx > 0 ? x + n : x - 1, newRow = dy > 0 ? y + n : y - 1;
    const startRow = dy > 0 ? y : y + n - 1, startCol = dx > 0 ? x : x + n - 1;
    return [[newCol, startRow], [startCol, newRow]];
  }

  /** Why a diagonal step is refused: 'wall', 'rooftop' or undefined. */
  cornerBlock(pos: number, dx: number, dy: number): 'wall' | 'rooftop' | undefined {
    const x = pos % this.W, y = (pos - x) / this.W;
    const b = this.ctx.board, n = this.n;
    const onGround = this.pt.cls[pos] === POS_GROUND;
    // The two squares of cornerSquares(), without building arrays (an inner loop of the search).
    const newCol = dx > 0 ? x + n : x - 1, newRow = dy > 0 ? y + n : y - 1;
    const startRow = dy > 0 ? y : y + n - 1, startCol = dx > 0 ? x : x + n - 1;
    for (let i = 0; i < 2; i++) {
      const k = i === 0 ? startRow * this.W + newCol : newRow * this.W + startCol;
      if (b.wall[k] && !this.ghost) return 'wall';
      if (b.roof[k] && onGround && !this.fig.free && this.rules.corner) return 'rooftop';
    }
    return undefined;
  }

  /** Emit every step out of `state`. */
  expand(state: number, emit: (to: number, cost: number, kind: number) => void): void {
    if (this.stoppedOf(state)) return;
    const pos = this.posOf(state), layer = this.layerOf(state), parity = this.parityOf(state);
    const x = pos % this.W, y = (pos - x) / this.W;
    const n = this.n, W = this.W, H = this.H;
    const cls = this.pt.cls[pos]!;
    const free = this.fig.free;
    const aoo = this.threatCount(pos);
    const b = this.ctx.board;
    for (let d = 0; d < NEIGHBOURS_8.length; d++) {
      const [dx, dy] = NEIGHBOURS_8[d]!;
      const nx = x + dx, ny = y + dy;
      if (nx < 0 || ny < 0 || nx + n > W || ny + n > H) continue;
      const np = ny * W + nx;
      const ncls = this.pt.cls[np]!;
      if (!this.passable(np)) continue;
      const diagonal = dx !== 0 && dy !== 0;
      if (diagonal && this.cornerBlock(pos, dx, dy)) continue;
      const sq = stepSquares(this.ctx.opts, diagonal, this.pt.difficult[np] === 1, parity);
      const np2 = diagonal && this.parities === 2 ? 1 - parity : parity;
      if (free || ncls === POS_ROOF && cls !== POS_GROUND || ncls === cls && cls === POS_GROUND) {
        emit(this.state(np, layer, false, np2), sq * SQ + aoo, WALK);
        continue;
      }
      if (cls === POS_GROUND) {
        // cop.move.ground-blocked: a creature on the ground does not walk into rooftop squares.
        if (!this.rules.groundBlocked) emit(this.state(np, layer, false, np2), sq * SQ + aoo, WALK);
        continue;
      }
      // On (or partly on) a rooftop, stepping into a ground square: a drop (cop.move.drop).
      if (this.rules.charge || this.rules.drops === false) continue;
      if (layer >= this.maxDrops) continue; // cop.move.drop-lethal
      const placed = this.nearestGround(np);
      if (placed < 0) continue;
      const nextLayer = this.maxDrops === Infinity ? 0 : layer + 1;
      emit(this.state(placed, nextLayer, this.stopAfterDrop, np2), sq * SQ + DROP_W + aoo, DROP | (d << 4));
    }
    if (this.rules.charge) return;
    // Ladders and bridges: lifted and set down (cop.teleport-like).
    if (cls !== POS_ROOF) {
      for (let j = 0; j < n; j++) for (let i = 0; i < n; i++) {
        const k = (y + j) * W + x + i;
        if (b.ladder[k]) this.placeAround(k % W, (k - (k % W)) / W, POS_ROOF, (p) => emit(this.state(p, layer, false, parity), 2 * SQ + aoo, LADDER_UP));
      }
    }
    if (cls === POS_ROOF) {
      for (const k of b.ladders) {
        const lx = k % W, ly = (k - lx) / W;
        if (!nextTo(x, y, n, lx, ly)) continue;
        this.placeOver(lx, ly, POS_GROUND, (p) => emit(this.state(p, layer, false, parity), 2 * SQ + aoo, LADDER_DOWN));
      }
      for (let j = 0; j < n; j++) for (let i = 0; i < n; i++) {
        const k = (y + j) * W + x + i;
        const other = b.bridgeOther[k]!;
        if (other >= 0) this.placeOver(other % W, (other - (other % W)) / W, POS_ROOF, (p) => emit(this.state(p, layer, false, parity), 3 * SQ + aoo, BRIDGE));
      }
    }
  }

  /** Legal positions of class `want` with a square next to (sx, sy) but not on it. */
  placeAround(sx: number, sy: number, want: number, out: (pos: number) => void): void {
    const n = this.n;
    for (let y = sy - n; y <= sy + 1; y++) for (let x = sx - n; x <= sx + 1; x++) {
      if (x < 0 || y < 0 || x + n > this.W || y + n > this.H) continue;
      if (!nextTo(x, y, n, sx, sy)) continue;
      const p = y * this.W + x;
      if (this.pt.cls[p] === want && this.canEnd(p)) out(p);
    }
  }

  /** Legal positions of class `want` whose space covers (sx, sy). */
  placeOver(sx: number, sy: number, want: number, out: (pos: number) => void): void {
    const n = this.n;
    for (let y = sy - n + 1; y <= sy; y++) for (let x = sx - n + 1; x <= sx; x++) {
      if (x < 0 || y < 0 || x + n > this.W || y + n > this.H) continue;
      const p = y * this.W + x;
      if (this.pt.cls[p] === want && this.canEnd(p)) out(p);
    }
  }

  run(budget: number, search = new Search()): SearchResult {
    const start = this.fig.y * this.W + this.fig.x;
    return search.run({
      stateCount: this.stateCount,
      starts: [{ state: this.state(start) }],
      budget: budget === Infinity ? Infinity : budget * SQ + (SQ - 1),
      expand: (s, _c, emit) => this.expand(s, emit),
    });
  }

  /** Cheapest state ending at `pos` (any layer, parity or stop), or -1. */
  bestAt(r: SearchResult, pos: number): number {
    let best = -1;
    const blocks = this.layers * this.parities * (this.stopAfterDrop ? 2 : 1);
    for (let l = 0; l < blocks; l++) {
      const s = l * this.N + pos;
      if (r.cost[s]! < Infinity && (best < 0 || r.cost[s]! < r.cost[best]!)) best = s;
    }
    return best;
  }
}

/** Does the n x n space at (x, y) have a square touching (sx, sy) at an edge or corner, without covering it? */
export function nextTo(x: number, y: number, n: number, sx: number, sy: number): boolean {
  const covers = sx >= x && sy >= y && sx < x + n && sy < y + n;
  return !covers && sx >= x - 1 && sy >= y - 1 && sx <= x + n && sy <= y + n;
}

/** Squares of movement for a weighted cost. */
export function squares(weight: number): number {
  return Math.floor(weight / SQ);
}

export { pathTo, POS_MIXED };
