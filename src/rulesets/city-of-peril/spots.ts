/**
 * What a question points at: a figure's space or one square, with where it stands (ground, one rooftop,
 * or both). Unknown figures and places off the map are HighgroundErrors whose path names the argument.
 */
import { HighgroundError } from '../../errors.js';
import { figureRef, placeRef, resolveRef, type Ref, type RefBoard } from '../../engine/refs.js';
import type { Footprint } from '../../engine/square-sight.js';
import { POS_GROUND, POS_INVALID, POS_ROOF } from './board.js';
import type { Ctx } from './context.js';
import type { CopFigure } from './figures.js';

/** Where a space stands: on the ground, on one rooftop (its group), or partly on a rooftop ('mixed'). */
export type Standing =
  | { readonly kind: 'ground' }
  | { readonly kind: 'roof'; readonly group: number }
  | { readonly kind: 'mixed' };

export interface Spot extends Footprint {
  readonly label: string;
  readonly figure: CopFigure | undefined;
  readonly n: number;
  readonly standing: Standing;
}

export function figureSpot(ctx: Ctx, f: CopFigure, x = f.x, y = f.y): Spot {
  return { x, y, w: f.n, h: f.n, n: f.n, label: f.id, figure: f, standing: standingAt(ctx, x, y, f.n) };
}

export function standingAt(ctx: Ctx, x: number, y: number, n: number): Standing {
  const t = ctx.board.positions(n);
  const p = y * ctx.board.width + x;
  const cls = t.cls[p]!;
  if (cls === POS_GROUND) return { kind: 'ground' };
  if (cls === POS_INVALID) return standingBesideWalls(ctx, x, y, n);
  if (cls === POS_ROOF) {
    const g = t.group[p]!;
    return g >= 0 ? { kind: 'roof', group: g } : { kind: 'mixed' };
  }
  return { kind: 'mixed' };
}

/**
 * Where a space with wall squares in it stands (only an incorporeal creature is ever inside a wall,
 * cop.base.incorporeal): a wall square is neither rooftop nor ground, so its other squares decide; a space
 * wholly inside walls is on the ground (walls rise from the ground).
 */
function standingBesideWalls(ctx: Ctx, x: number, y: number, n: number): Standing {
  const { width: W, height: H, roof, wall, group } = ctx.board;
  let roofs = 0, grounds = 0, g = -1;
  for (let j = 0; j < n; j++) for (let i = 0; i < n; i++) {
    const sx = x + i, sy = y + j;
    if (sx < 0 || sy < 0 || sx >= W || sy >= H) continue;
    const k = sy * W + sx;
    if (wall[k]) continue;
    if (roof[k]) {
      roofs++;
      g = g === -1 || g === group[k] ? group[k]! : -2;
    } else grounds++;
  }
  if (roofs === 0) return { kind: 'ground' };
  if (grounds === 0 && g >= 0) return { kind: 'roof', group: g };
  return { kind: 'mixed' };
}

/** The figures and map extent the engine's argument resolver checks references against. */
function refBoard(ctx: Ctx): RefBoard<CopFigure> {
  return { figures: ctx.figures, grid: 'square', width: ctx.board.width, height: ctx.board.height };
}

export function getFigure(ctx: Ctx, id: string, arg: string): CopFigure {
  return figureRef(refBoard(ctx), id, arg);
}

/** A square on the map (the engine's resolver: whole numbers, on the map), else an error naming `arg`. */
export function checkPlace(ctx: Ctx, x: number, y: number, arg: string): void {
  placeRef(refBoard(ctx), [x, y], arg);
}

/**
 * A square argument (`[x, y]`, `[x, y, level]` or `{ at, level }`: what `reach` cells give) checked on the
 * map, its top-left square returned. A square has one level of its own (the map's `level`, 0 unless
 * given), so a level told must be that one, else a `bad-value` error naming the argument.
 */
export function squareArg(ctx: Ctx, p: SquarePlace, arg: string): [number, number] {
  const [x, y, level] = p;
  checkPlace(ctx, x, y, arg);
  if (level !== undefined) {
    const own = ctx.board.level[y * ctx.board.width + x]!;
    if (level !== own)
      throw new HighgroundError(`${arg}: the square [${x}, ${y}] is at level ${own}, not ${level} (a city-of-peril square has one level; give [x, y] or its own level)`, { path: [arg] }, 'bad-value');
  }
  return [x, y];
}

/** A square as the question schemas give it: `[x, y]`, with the level when one was told. */
export type SquarePlace = readonly [number, number] | readonly [number, number, number];

/** A figure id or a square `[x, y]` (city-of-peril has no levels: a level given is ignored). */
export function resolveSpot(ctx: Ctx, ref: Ref, arg: string): Spot {
  const r = resolveRef(refBoard(ctx), ref, arg);
  if (r.kind === 'figure') return figureSpot(ctx, r.figure);
  const [x, y] = r.at;
  // A wall square holds nothing, unless an incorporeal creature is passing through it (cop.base.incorporeal):
  // then the place names that creature's square, as any other square a creature stands on.
  if (ctx.board.wall[y * ctx.board.width + x] && !ctx.list.some((f) => x >= f.x && y >= f.y && x < f.x + f.n && y < f.y + f.n))
    throw new HighgroundError(`[${x}, ${y}] is a wall square: nothing stands there`, { path: [arg] });
  return { x, y, w: 1, h: 1, n: 1, label: `[${x}, ${y}]`, figure: undefined, standing: standingAt(ctx, x, y, 1) };
}

export function describeStanding(s: Standing): string {
  return s.kind === 'ground' ? 'on the ground' : s.kind === 'roof' ? `on rooftop #${s.group + 1}` : 'partly on a rooftop';
}

/** Any square of the space is a rooftop square. */
export function onRoofSquare(ctx: Ctx, s: Footprint): boolean {
  for (let y = s.y; y < s.y + s.h; y++) for (let x = s.x; x < s.x + s.w; x++) if (ctx.board.roof[y * ctx.board.width + x]) return true;
  return false;
}
