/**
 * How a multi-base character moves (hcx.base.multi-base; heroclixrules.com "Multi-base characters", the 2013+
 * rulebook's "Moving multi-base characters", also quoted at hcrealms.com t=397610 and t=497981):
 *
 * - one square of its base is chosen to begin the move, and moves exactly as a single-base character would
 *   from there (move.ts's steps, with every movement rule: stairs, hindering stops, stops next to opposing
 *   characters, breaking away from those adjacent to any square of its base);
 * - it ends with the whole base on legal squares (inside the map, no blocking terrain, no other character,
 *   one level, the base's squares adjacent to each other: figures.ts `baseProblem`), one of them the square
 *   the chosen square reached; a peanut (1x2) may end in any of its four orientations, a 2x2 base is square;
 * - no part of the base moves farther (in squares, diagonals 1) than the chosen square's move: some
 *   matching of the old squares to the new ones, the chosen square to the square it reached, keeps every
 *   part within that cost;
 * - it begins in hindering terrain (its speed halved) when any square of its base is.
 *
 * Reading (the rulebook says no more, and hcrealms.com t=478163 answers the same way): the other squares of
 * the base are not walked square by square; only where they end is judged. A placement is named by its `at`
 * square (top-left of a 2x2, the first square of a peanut) and, for a peanut, its `orient`.
 */
import { HighgroundError } from '../../errors.js';
import type { Ctx } from './context.js';
import { baseOffsets, baseProblem, ORIENTS, type Character, type Orient } from './figures.js';
import { bestState, runMove, type MoveSearch } from './move.js';

export interface Placement {
  /** The `at` square of the base where it ends. */
  readonly anchor: number;
  readonly orient: Orient | undefined;
  /** The squares of the base where it ends, in the order of `baseOffsets`. */
  readonly squares: readonly number[];
  readonly cost: number;
  /** The square of the base chosen to begin the move, and the search from it. */
  readonly lead: number;
  readonly search: MoveSearch;
  /** The search state where the chosen square ends. */
  readonly state: number;
}

export interface MultiMoves {
  readonly budget: number;
  readonly halved: boolean;
  readonly searches: readonly MoveSearch[];
  /** The cheapest way to each placement reached, by key anchor * 4 + orientation number. */
  readonly placements: ReadonlyMap<number, Placement>;
}

const ORIENT_LIST = Object.keys(ORIENTS) as Orient[];

/** The orientations a base may end in (undefined: the base has none). */
export function orientsOf(f: Character): readonly (Orient | undefined)[] {
  return f.base === '1x2' ? ORIENT_LIST : [undefined];
}

export function placementKey(anchor: number, orient: Orient | undefined): number {
  return anchor * 4 + (orient === undefined ? 0 : ORIENT_LIST.indexOf(orient));
}

/** The squares of a base placed at `anchor` (undefined when a square falls off the map). */
export function footprint(ctx: Ctx, f: Character, anchor: number, orient: Orient | undefined): number[] | undefined {
  const b = ctx.board, W = b.width;
  const ax = anchor % W, ay = (anchor - ax) / W;
  const out: number[] = [];
  for (const [dx, dy] of baseOffsets(f.base, orient)) {
    const x = ax + dx, y = ay + dy;
    if (x < 0 || y < 0 || x >= W || y >= b.height) return undefined;
    out.push(y * W + x);
  }
  return out;
}

/** Why the base cannot end on these squares (undefined when it can). */
export function placementProblem(ctx: Ctx, f: Character, squares: readonly number[] | undefined): string | undefined {
  if (!squares) return 'part of the base would be off the map';
  const bad = baseProblem(ctx.board, squares);
  if (bad) return bad;
  const W = ctx.board.width;
  for (const q of squares) {
    const k = ctx.occupant[q]!;
    if (k >= 0 && ctx.figures[k] !== f) return `[${q % W}, ${Math.floor(q / W)}] is occupied by ${ctx.figures[k]!.id}`;
  }
  return undefined;
}

/** Can the parts `from` be matched to `to` (part `k` to `m`) with every part moving at most `cost` squares? */
function partsWithin(W: number, from: readonly number[], to: readonly number[], k: number, m: number, cost: number): boolean {
  const d = (p: number, q: number) => Math.max(Math.abs((p % W) - (q % W)), Math.abs(Math.floor(p / W) - Math.floor(q / W)));
  const used = new Array<boolean>(to.length).fill(false);
  used[m] = true;
  const rest = from.map((_, j) => j).filter((j) => j !== k);
  const go = (n: number): boolean => {
    if (n === rest.length) return true;
    const j = rest[n]!;
    for (let t = 0; t < to.length; t++) {
      if (used[t] || d(from[j]!, to[t]!) > cost) continue;
      used[t] = true;
      if (go(n + 1)) return true;
      used[t] = false;
    }
    return false;
  };
  return go(0);
}

/** Every placement a multi-base character can end its move in within `budget` (default unbounded). */
export function multiMoves(ctx: Ctx, fig: Character, budget?: number): MultiMoves {
  if (fig.squares.length < 2) throw new Error('multiMoves needs a multi-base character');
  const W = ctx.board.width;
  const n = W * ctx.board.height;
  const searches = fig.squares.map((q) => runMove(ctx, fig, { budget, start: q }));
  const placements = new Map<number, Placement>();
  const checked = new Map<number, number[] | null>();
  const orients = orientsOf(fig);
  searches.forEach((r, k) => {
    for (let s = 0; s < n; s++) {
      const best = bestState(r, s);
      if (best.cost === Infinity) continue;
      for (const o of orients) {
        const offs = baseOffsets(fig.base, o);
        offs.forEach(([dx, dy], m) => {
          const sx = s % W - dx, sy = Math.floor(s / W) - dy;
          if (sx < 0 || sy < 0 || sx >= W || sy >= ctx.board.height) return;
          const anchor = sy * W + sx;
          const key = placementKey(anchor, o);
          let sq = checked.get(key);
          if (sq === undefined) {
            const f = footprint(ctx, fig, anchor, o);
            sq = f && placementProblem(ctx, fig, f) === undefined ? f : null;
            checked.set(key, sq);
          }
          if (sq === null) return;
          const have = placements.get(key);
          if (have && have.cost <= best.cost) return;
          if (!partsWithin(W, fig.squares, sq, k, m, best.cost)) return;
          placements.set(key, { anchor, orient: o, squares: sq, cost: best.cost, lead: fig.squares[k]!, search: r, state: best.state });
        });
      }
    }
  });
  return { budget: searches[0]!.budget, halved: searches[0]!.halved, searches, placements };
}

/** The orientation a question names for a base (checked against the base), or undefined for any. */
export function orientArg(fig: Character, orient: string | undefined): Orient | undefined {
  if (orient === undefined) return undefined;
  if (fig.base !== '1x2') throw new HighgroundError(`orient is for a 1x2 (peanut) base; ${fig.id} has base ${fig.base}`, { path: ['orient'] });
  if (!(ORIENT_LIST as string[]).includes(orient))
    throw new HighgroundError(`orient "${orient}" is not known (${ORIENT_LIST.join(', ')})`, { path: ['orient'] });
  return orient as Orient;
}
