/**
 * Movement (hcx.base.move): one square at a time in any of the eight directions, 1 each. Blocking terrain
 * and opposing characters cannot be entered; a character that enters hindering (or water) terrain from
 * terrain that is not stops there, and one that begins its move in it halves its speed (heroclixrules.com,
 * "Hindering terrain" and "Water terrain", 2013+ rulebook: water is hindering terrain for movement). A
 * character without Leap/Climb, Flight or the like changes level only through the two squares of a
 * stairway (hcx.move.levels, hcx.stairs.pass); stairs are clear terrain (hcx.stairs.clear). A move through
 * the corner between two hindering squares ends there too (HeroClix FAQ, quoted at hcrealms.com t=110101).
 *
 * A character that begins adjacent to opposing characters must break away first (hcx.base.break-away, the
 * roll is reported by the `move` question); having broken away it moves past those characters freely and
 * stops only next to others (heroclixrules.com "Breaking away").
 *
 * The search is the engine's Dijkstra over states (square, stopped): a step into a stopping square leads to
 * a state with no steps out.
 */
import { Search, pathTo, type Emit } from '../../engine/search.js';
import { BLOCKING, stairsJoin, wallBetween, type HcxBoard } from './board.js';
import type { Ctx } from './context.js';
import type { Character } from './figures.js';
import { engagedWith, hindersMove, moverOf, passesCharacter, passesTerrain, stopZone, type Mover } from './mover.js';
import { throughPoint, wallOn } from './passage.js';

export const WALK = 0;
export const STAIRS = 1;
export const CLIMB = 2;

export interface MoveSearch {
  readonly mover: Mover;
  readonly cost: Float64Array;
  readonly parent: Int32Array;
  readonly via: Int32Array;
  /** Budget actually used (speed, halved when starting in hindering terrain). */
  readonly budget: number;
  readonly halved: boolean;
  /** Opposing characters adjacent at the start: the character breaks away from them before it moves. */
  readonly engaged: readonly Character[];
  /** Squares that end the move (adjacent to an opposing character it did not break away from). */
  readonly zone: Uint8Array;
}

export interface SearchOptions {
  budget?: number | undefined;
  /** The square the move begins from (a multi-base character's chosen square; default `fig.i`). */
  start?: number;
  /** Let a character without the abilities change level anyway (to explain why a move is illegal). */
  freeLevels?: boolean;
  /**
   * Lift the stops (to explain why a move is illegal): `opponents`, no stop next to opposing characters;
   * `hindering`, none on entering hindering or water terrain; `all`, neither.
   */
  noStops?: 'opponents' | 'hindering' | 'all';
}

const search = new Search();

export function halve(ctx: Ctx, v: number): number {
  return ctx.opts.halving === 'up' ? Math.ceil(v / 2) : Math.floor(v / 2);
}

/** Who the character is as a mover, whom it breaks away from, and the squares that end its move. */
export function moveSetup(ctx: Ctx, fig: Character, so: SearchOptions = {}): { mover: Mover; engaged: Character[]; zone: Uint8Array } {
  const base = moverOf(fig);
  let mover: Mover = so.freeLevels ? { ...base, freeLevels: true } : base;
  if (so.noStops === 'hindering' || so.noStops === 'all') mover = { ...mover, ignoreHindering: true, ignoreWater: true };
  const engaged = engagedWith(ctx, fig);
  const zone = so.noStops === 'opponents' || so.noStops === 'all' ? new Uint8Array(ctx.board.width * ctx.board.height) : stopZone(ctx, mover, new Set(engaged));
  return { mover, engaged, zone };
}

/**
 * The steps out of a search state (square * 2 + stopped): every legal move to a neighbouring square, at
 * cost 1, marked stopped where the step ends the move. The one definition of a step, shared by the `move`
 * and `reach` questions and the batch entries, so they cannot drift apart.
 */
export function stepExpander(ctx: Ctx, fig: Character, mover: Mover, zone: Uint8Array): (state: number, cost: number, emit: Emit) => void {
  const b = ctx.board;
  const W = b.width, H = b.height;
  const edgeOnly = ctx.opts.stairsShareEdge;
  const walls = !mover.passAllBlocking;
  const pointClosed = (s: number, n: number) => diagonalClosed(ctx, mover, s, n);
  return (state, _cost, emit) => {
    if (state & 1) return;
    const s = state >> 1;
    const x = s % W, y = (s - x) / W;
    for (let dy = -1; dy <= 1; dy++) {
      for (let dx = -1; dx <= 1; dx++) {
        if (dx === 0 && dy === 0) continue;
        const nx = x + dx, ny = y + dy;
        if (nx < 0 || ny < 0 || nx >= W || ny >= H) continue;
        const n = ny * W + nx;
        let kind = WALK;
        if (b.level[n] !== b.level[s]) {
          if (stairsJoin(b, s, n, edgeOnly)) kind = STAIRS;
          else if (mover.freeLevels) kind = CLIMB;
          else continue;
        }
        if (dx === 0 || dy === 0) {
          if (walls && wallBetween(b, x, y, nx, ny)) continue;
        } else if (pointClosed(s, n)) continue;
        if (!passesTerrain(mover, b, n)) continue;
        const k = ctx.occupant[n]!;
        if (k >= 0 && ctx.figures[k] !== fig && !passesCharacter(mover, ctx.figures[k]!)) continue;
        const stop = stopsAt(mover, b, zone, x, y, nx, ny);
        emit(n * 2 + (stop ? 1 : 0), 1, kind);
      }
    }
  };
}

export function runMove(ctx: Ctx, fig: Character, so: SearchOptions = {}): MoveSearch {
  const b = ctx.board;
  const { mover, engaged, zone } = moveSetup(ctx, fig, so);
  // A multi-base character in hindering terrain on any square of its base begins its move in it (hcx.base.multi-base).
  const halved = fig.squares.some((q) => hindersMove(mover, b, q));
  const speed = so.budget ?? Infinity;
  const budget = halved && speed !== Infinity ? halve(ctx, speed) : speed;
  const n2 = b.width * b.height * 2;
  const r = search.run({ stateCount: n2, starts: [{ state: (so.start ?? fig.i) * 2 }], budget, expand: stepExpander(ctx, fig, mover, zone) });
  return { mover, cost: r.cost.slice(0, n2), parent: r.parent.slice(0, n2), via: r.via.slice(0, n2), budget, halved, engaged, zone };
}

/**
 * Is the grid point a diagonal step from square s to square n passes closed for this mover (hcx.base.move,
 * its reading)? Each way round the point is closed by a side square the mover cannot pass (blocking terrain
 * its abilities do not let it through, or, for a character that changes level only by stairs, a square
 * higher than both squares of the step) or a wall on one of the side square's edges (not for Phasing); the
 * point is closed when both ways are, the same reading of the point as line of fire's (passage.ts). Movement
 * always takes the less restrictive way: option lofTouch "blocked" is a reading of line of fire only.
 */
export function diagonalClosed(ctx: Ctx, mover: Mover, s: number, n: number): boolean {
  const b = ctx.board;
  const top = Math.max(b.level[s]!, b.level[n]!);
  const side = (i: number) => (((b.terrain[i]! & BLOCKING) !== 0 && !passesTerrain(mover, b, i)) || (!mover.freeLevels && b.level[i]! > top) ? 1 : 0);
  const wall = mover.passAllBlocking ? () => 0 : (p: number, q: number) => (wallOn(b, p, q) ? 1 : 0);
  return throughPoint(b.width, s, n, side, wall, false, 1) === 1;
}

/** Does a step from (x, y) into (nx, ny) end the move? Returns why, or undefined. */
export function stopReason(m: Mover, b: HcxBoard, zone: Uint8Array, x: number, y: number, nx: number, ny: number): string | undefined {
  const W = b.width;
  const s = y * W + x, n = ny * W + nx;
  if (!hindersMove(m, b, s)) {
    if (hindersMove(m, b, n)) return 'entered hindering terrain';
    if (nx !== x && ny !== y && hindersMove(m, b, y * W + nx) && hindersMove(m, b, ny * W + x)) return 'crossed the corner between two hindering squares';
  }
  if (zone[n]) return 'entered a square adjacent to an opposing character';
  return undefined;
}

function stopsAt(m: Mover, b: HcxBoard, zone: Uint8Array, x: number, y: number, nx: number, ny: number): boolean {
  return stopReason(m, b, zone, x, y, nx, ny) !== undefined;
}

/** Can the mover end its move on square i? */
export function canEnd(ctx: Ctx, fig: Character, i: number): boolean {
  if (ctx.board.terrain[i]! & BLOCKING) return false;
  const k = ctx.occupant[i]!;
  return k < 0 || ctx.figures[k] === fig;
}

/** Cheapest cost to end on square i (either state), and the state reaching it. */
export function bestState(r: MoveSearch, i: number): { cost: number; state: number } {
  const a = r.cost[i * 2]!, c = r.cost[i * 2 + 1]!;
  return a <= c ? { cost: a, state: i * 2 } : { cost: c, state: i * 2 + 1 };
}

export function pathOf(r: MoveSearch, state: number) {
  return pathTo({ cost: r.cost, parent: r.parent, via: r.via, settled: new Int32Array(0), settledCount: 0 }, state);
}

export { stopZone };
