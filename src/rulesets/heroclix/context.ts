/** The ruleset's prepared view of a scenario, and how questions name characters and squares in it. */
import { HighgroundError } from '../../errors.js';
import type { PrepareInput } from '../../engine/ruleset.js';
import { figureRef, resolveRef, type Ref, type RefBoard } from '../../engine/refs.js';
import { keptOn } from '../../board/memo.js';
import { buildHcxBoard, idx, inside, type HcxBoard } from './board.js';
import { readFigures, type Character } from './figures.js';
import { readOptions, type HcxOptions } from './options.js';

export interface Ctx {
  readonly board: HcxBoard;
  readonly figures: readonly Character[];
  readonly byId: ReadonlyMap<string, Character>;
  /** Index into `figures` of the character on each square, or -1. */
  readonly occupant: Int32Array;
  readonly opts: HcxOptions;
}

export function prepare(input: PrepareInput): Ctx {
  const { scenario, board: g } = input;
  if (!g || scenario.map.grid !== 'square') throw new Error('heroclix needs a square grid board');
  const map = scenario.map;
  // the board view is built once per board (sessions that differ in their figures share it)
  const board = keptOn(g, 'heroclix', () => buildHcxBoard(g, map));
  const figures = readFigures(board, scenario.figures ?? {});
  const occupant = new Int32Array(board.width * board.height).fill(-1);
  figures.forEach((f, k) => { for (const q of f.squares) occupant[q] = k; });
  return { board, figures, byId: new Map(figures.map((f) => [f.id, f])), occupant, opts: readOptions(input.options) };
}

/** A question's end point: a character, or a square (with its level). */
export interface End {
  readonly x: number;
  readonly y: number;
  readonly i: number;
  readonly level: number;
  readonly fig: Character | undefined;
  readonly label: string;
  /** For a multi-base character: this end is one chosen square of its base, not the whole base. */
  readonly pinned?: boolean;
}

/**
 * The single squares an end may use (hcx.base.multi-base: a line of fire, an attack or a count may be drawn
 * to or from any one square a multi-base character occupies): the end itself for a square, a single-base
 * character or an end already pinned to one square; otherwise one end per square of the base.
 */
export function squaresOf(ctx: Ctx, e: End): End[] {
  const f = e.fig;
  if (!f || e.pinned || f.squares.length === 1) return [e];
  const W = ctx.board.width;
  return f.squares.map((q) => ({ x: q % W, y: Math.floor(q / W), i: q, level: e.level, fig: f, label: q === f.i ? f.id : `${f.id}@[${q % W}, ${Math.floor(q / W)}]`, pinned: true }));
}

/** The figures and map extent the engine's argument resolver checks references against. */
function refBoard(ctx: Ctx): RefBoard<Character> {
  return { figures: ctx.byId, grid: 'square', width: ctx.board.width, height: ctx.board.height };
}

export function resolve(ctx: Ctx, ref: Ref, arg: string): End {
  const r = resolveRef(refBoard(ctx), ref, arg);
  if (r.kind === 'figure') {
    const f = r.figure;
    return { x: f.x, y: f.y, i: f.i, level: f.level, fig: f, label: f.id };
  }
  const [x, y] = r.at;
  const b = ctx.board;
  const i = idx(b, x, y);
  const level = b.level[i]!;
  if (r.level !== undefined && r.level !== level)
    throw new HighgroundError(`square [${x}, ${y}] is at level ${level}, not ${r.level}`, { path: [arg] });
  return { x, y, i, level, fig: undefined, label: `[${x}, ${y}]` };
}

/** The figure a question's argument names; squares are refused. */
export function figureArg(ctx: Ctx, ref: Ref, arg: string): Character {
  return figureRef(refBoard(ctx), ref, arg);
}
