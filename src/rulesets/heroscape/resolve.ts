/** How questions name figures and spaces: a figure id, or [x, y] / [x, y, level] / { at, level }. */
import { HighgroundError } from '../../errors.js';
import { parseRef, type Ref } from '../../engine/refs.js';
import type { Ctx, Space } from './context.js';
import type { Body } from './engage.js';
import { DEFAULT_HEIGHT, spaceAt, type Fig } from './figures.js';

export function figureArg(ctx: Ctx, ref: Ref, arg: string): Fig {
  const r = parseRef(ref);
  if (r.kind !== 'figure') throw new HighgroundError(`${arg} must name a figure, found a place`, { path: [arg] });
  const f = ctx.byId.get(r.id);
  if (!f) throw new HighgroundError(`no figure "${r.id}" (figures: ${[...ctx.byId.keys()].join(', ') || 'none'})`, { path: [arg] });
  return f;
}

export function spaceArg(ctx: Ctx, ref: Ref, arg: string): Space {
  const r = parseRef(ref);
  if (r.kind === 'figure') return ctx.spaces[figureArg(ctx, ref, arg).spaces[0]!]!;
  const [x, y] = r.at;
  if (!Number.isInteger(x) || !Number.isInteger(y) || x < 0 || y < 0 || x >= ctx.width || y >= ctx.height)
    throw new HighgroundError(`[${x}, ${y}] is not a hex of the map (${ctx.width} x ${ctx.height})`, { path: [arg] });
  const s = spaceAt(ctx.spaces, ctx.terrain, x, y, r.level);
  if (!s) throw new HighgroundError(r.level !== undefined ? `no standing surface at level ${r.level} in [${x}, ${y}]` : `[${x}, ${y}] has no standing surface`, { path: [arg] });
  return s;
}

/** A figure, or a figure of Height `height` imagined standing on a place. */
export function bodyArg(ctx: Ctx, ref: Ref, arg: string, height = DEFAULT_HEIGHT): Body {
  const r = parseRef(ref);
  if (r.kind === 'figure') {
    const f = figureArg(ctx, ref, arg);
    return { id: f.id, side: f.side, height: f.height, spaces: f.spaces.map((s) => ctx.spaces[s]!) };
  }
  const s = spaceArg(ctx, ref, arg);
  return { id: `[${s.x}, ${s.y}]`, side: `#place-${arg}`, height, spaces: [s] };
}
