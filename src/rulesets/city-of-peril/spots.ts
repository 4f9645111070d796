/**
 * What a question points at: a figure's space or one square, with where it stands (ground, one rooftop,
 * or both). Unknown figures and places off the map are HighgroundErrors whose path names the argument.
 */
import { HighgroundError } from '../../errors.js';
import { parseRef, type Ref } from '../../engine/refs.js';
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
  if (cls === POS_GROUND || cls === POS_INVALID) return { kind: 'ground' };
  if (cls === POS_ROOF) {
    const g = t.group[p]!;
    return g >= 0 ? { kind: 'roof', group: g } : { kind: 'mixed' };
  }
  return { kind: 'mixed' };
}

export function getFigure(ctx: Ctx, id: string, arg: string): CopFigure {
  const f = ctx.figures.get(id);
  if (!f) {
    const known = [...ctx.figures.keys()];
    throw new HighgroundError(`there is no figure "${id}" (figures: ${known.join(', ') || 'none'})`, { path: [arg] });
  }
  return f;
}

export function checkPlace(ctx: Ctx, x: number, y: number, arg: string): void {
  if (!Number.isInteger(x) || !Number.isInteger(y))
    throw new HighgroundError(`[${x}, ${y}] is not a square: use two integers`, { path: [arg] });
  if (x < 0 || y < 0 || x >= ctx.board.width || y >= ctx.board.height)
    throw new HighgroundError(`[${x}, ${y}] is off the map (${ctx.board.width} x ${ctx.board.height})`, { path: [arg] });
}

/** A figure id or a square `[x, y]` (city-of-peril has no levels: a level given is ignored). */
export function resolveSpot(ctx: Ctx, ref: Ref, arg: string): Spot {
  const r = parseRef(ref);
  if (r.kind === 'figure') return figureSpot(ctx, getFigure(ctx, r.id, arg));
  const [x, y] = r.at;
  checkPlace(ctx, x, y, arg);
  if (ctx.board.wall[y * ctx.board.width + x])
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
