/** Figure and place references in questions, resolved against the prepared scenario. */
import { HighgroundError } from '../../errors.js';
import { figureById, placeRef, type Ref, type RefBoard } from '../../engine/refs.js';
import { indexOf, surfacesAt, topSurfaceOf } from '../../board/hex-board.js';
import { offsetToAxial, type Axial } from '../../geometry/hex/coords.js';
import type { Ctx, Fig } from './context.js';

export function figure(ctx: Ctx, id: string, arg: string): Fig {
  return figureById(ctx.figures, id, arg);
}

/** Two figures of a question about a pair (attacker and target, ...): refused when both name the same figure. */
export function figurePair(ctx: Ctx, idA: string, argA: string, idB: string, argB: string): [Fig, Fig] {
  const a = figure(ctx, idA, argA), b = figure(ctx, idB, argB);
  notSame(a.id, b.id, argA, argB);
  return [a, b];
}

/** A question about two figures is asked of two different ones. */
export function notSame(a: string | undefined, b: string | undefined, argA: string, argB: string): void {
  if (a !== undefined && a === b) throw new HighgroundError(`${argA} and ${argB} are both ${a}: ask about two different figures`, { path: [argB] });
}

export interface PlacePoint {
  hex: Axial;
  place: number;
  level: number;
}

/** A place reference: [x, y] (top surface), [x, y, level] or { at, level }. */
/** `baseLevel`: the level may be a multi-hex figure's base level where its front hex overhangs or stands one up (no surface there). */
export function place(ctx: Ctx, ref: Ref, arg: string, baseLevel = false, standing = false): PlacePoint {
  const t = ctx.terrain;
  const board: RefBoard<Fig> = { figures: ctx.figures, grid: 'hex', width: t.width, height: t.height };
  const r = placeRef(board, ref, arg);
  const [x, y] = r.at;
  const hex = offsetToAxial({ x, y });
  const p = indexOf(t, hex.q, hex.r);
  const top = topSurfaceOf(t, p);
  if (r.level === undefined && !top) throw new HighgroundError(`[${x}, ${y}] is a void hex`, { path: [arg] });
  if (r.level !== undefined && top && !baseLevel && !surfacesAt(t, p).some((s) => s.level === r.level) && r.level < top.level)
    throw new HighgroundError(`[${x}, ${y}] has no surface at level ${r.level} (levels: ${surfacesAt(t, p).map((s) => s.level).join(', ')})`, { path: [arg] });
  // a climb or a fall ends on a surface: a point aloft (allowed for sight) has no tile sides to count
  if (standing && r.level !== undefined && !surfacesAt(t, p).some((s) => s.level === r.level))
    throw new HighgroundError(`[${x}, ${y}] has no surface at level ${r.level} to stand on (levels: ${surfacesAt(t, p).map((s) => s.level).join(', ')})`, { path: [arg] });
  return { hex, place: p, level: r.level ?? top!.level };
}
