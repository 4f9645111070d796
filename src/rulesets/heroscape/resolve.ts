/** How questions name figures and spaces: a figure id, or [x, y] / [x, y, level] / { at, level }. */
import { HighgroundError } from '../../errors.js';
import { figureRef, resolveRef, type Ref, type RefBoard } from '../../engine/refs.js';
import type { Ctx, Space } from './context.js';
import type { Body } from './engage.js';
import { DEFAULT_HEIGHT, spaceAt, type Fig } from './figures.js';

/** The figures and map extent the engine's argument resolver checks references against. */
function refBoard(ctx: Ctx): RefBoard<Fig> {
  return { figures: ctx.byId, grid: 'hex', width: ctx.width, height: ctx.height };
}

export function figureArg(ctx: Ctx, ref: Ref, arg: string): Fig {
  return figureRef(refBoard(ctx), ref, arg);
}

export function spaceArg(ctx: Ctx, ref: Ref, arg: string): Space {
  const r = resolveRef(refBoard(ctx), ref, arg);
  if (r.kind === 'figure') return ctx.spaces[r.figure.spaces[0]!]!;
  const [x, y] = r.at;
  const s = spaceAt(ctx.spaces, ctx.terrain, x, y, r.level);
  if (!s) throw new HighgroundError(r.level !== undefined ? `no standing surface at level ${r.level} in [${x}, ${y}]` : `[${x}, ${y}] has no standing surface`, { path: [arg] });
  return s;
}

/** A figure, or a figure of Height `height` imagined standing on a place. */
export function bodyArg(ctx: Ctx, ref: Ref, arg: string, height = DEFAULT_HEIGHT): Body {
  const r = resolveRef(refBoard(ctx), ref, arg);
  if (r.kind === 'figure') {
    const f = r.figure;
    return { id: f.id, side: f.side, height: f.height, spaces: f.spaces.map((s) => ctx.spaces[s]!), inert: f.inert };
  }
  const s = spaceArg(ctx, ref, arg);
  return { id: `[${s.x}, ${s.y}]`, side: `#place-${arg}`, height, spaces: [s] };
}

/** The two sides of a question about a pair (attacker and target, ...): refused when both are the same figure or place. */
export function bodyPair(ctx: Ctx, refA: Ref, argA: string, refB: Ref, argB: string, height = DEFAULT_HEIGHT): [Body, Body] {
  const a = bodyArg(ctx, refA, argA, height), b = bodyArg(ctx, refB, argB, height);
  if (a.id === b.id && a.spaces[0] === b.spaces[0]) throw new HighgroundError(`${argA} and ${argB} are both ${a.id}: ask about two different figures or places`, { path: [argB] });
  return [a, b];
}
