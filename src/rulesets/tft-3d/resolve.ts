/** Figure and place references in questions, resolved against the prepared scenario. */
import { HighgroundError } from '../../errors.js';
import { figureById, parseRef, type Ref } from '../../engine/refs.js';
import { indexOf, surfacesAt, topSurfaceOf } from '../../board/hex-board.js';
import { offsetToAxial, type Axial } from '../../geometry/hex/coords.js';
import type { Ctx, Fig } from './context.js';

export function figure(ctx: Ctx, id: string, arg: string): Fig {
  return figureById(ctx.figures, id, arg);
}

export interface PlacePoint {
  hex: Axial;
  place: number;
  level: number;
}

/** A place reference: [x, y] (top surface), [x, y, level] or { at, level }. */
export function place(ctx: Ctx, ref: Ref, arg: string): PlacePoint {
  const r = parseRef(ref);
  if (r.kind === 'figure') throw new HighgroundError(`${arg} must be a place here ([x, y] or [x, y, level]), not a figure id`, { path: [arg] });
  const [x, y] = r.at;
  const t = ctx.terrain;
  if (!Number.isInteger(x) || !Number.isInteger(y) || x < 0 || y < 0 || x >= t.width || y >= t.height)
    throw new HighgroundError(`[${x}, ${y}] is off the map (${t.width} x ${t.height})`, { path: [arg] });
  const hex = offsetToAxial({ x, y });
  const p = indexOf(t, hex.q, hex.r);
  const top = topSurfaceOf(t, p);
  if (r.level === undefined && !top) throw new HighgroundError(`[${x}, ${y}] is a void hex`, { path: [arg] });
  if (r.level !== undefined && top && !surfacesAt(t, p).some((s) => s.level === r.level) && r.level < top.level)
    throw new HighgroundError(`[${x}, ${y}] has no surface at level ${r.level} (levels: ${surfacesAt(t, p).map((s) => s.level).join(', ')})`, { path: [arg] });
  return { hex, place: p, level: r.level ?? top!.level };
}
