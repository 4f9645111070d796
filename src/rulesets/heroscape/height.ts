/**
 * Heroscape base game, heights between figures: the Height test that decides adjacency and engagement
 * (hs.engage) and height advantage (hs.height-advantage).
 */
import { reason, type Reason } from '../../engine/verdict.js';
import type { Ctx, Space } from './context.js';
import type { Body } from './engage.js';

/**
 * The base game's Height test (hs.engage): a figure whose base is at or above the top of the other (the
 * other's base level plus its Height) is neither adjacent to it nor engaged with it. The reason, or
 * undefined when the two spaces pass.
 */
export function heightApart(a: Body, s: Space, b: Body, t: Space): Reason | undefined {
  if (s.level >= t.level + b.height)
    return reason('hs.engage', `${a.id}'s base (level ${s.level}) is at or above the top of ${b.id} (${t.level} + Height ${b.height}): not adjacent`);
  if (t.level >= s.level + a.height)
    return reason('hs.engage', `${b.id}'s base (level ${t.level}) is at or above the top of ${a.id} (${s.level} + Height ${a.height}): not adjacent`);
  return undefined;
}

/** The level a body's base stands at, for height advantage: its lowest space. */
export function baseLevel(b: Body): number {
  return Math.min(...b.spaces.map((s) => s.level));
}

/** Extra dice from height advantage for each side of an attack (hs.height-advantage). */
export function heightAdvantage(ctx: Ctx, attacker: Body, target: Body): { attacker: number; defender: number; reasons: Reason[] } {
  const la = baseLevel(attacker), lt = baseLevel(target);
  const diff = la - lt;
  const extra = (d: number) => (ctx.opts.advantage10 && d >= 10 ? 2 : 1);
  if (diff === 0)
    return { attacker: 0, defender: 0, reasons: [reason('hs.height-advantage', `both bases are at level ${la}: no height advantage`)] };
  const n = extra(Math.abs(diff));
  const who = diff > 0 ? attacker.id : target.id;
  const r = reason('hs.height-advantage',
    `${who}'s base is ${Math.abs(diff)} level${Math.abs(diff) === 1 ? '' : 's'} higher (${la} against ${lt}): ${n} extra ${diff > 0 ? 'attack' : 'defense'} ${n === 1 ? 'die' : 'dice'}${n === 2 ? ' (current edition, 10 or more levels)' : ''}; glyphs and water add no height`);
  return diff > 0 ? { attacker: n, defender: 0, reasons: [r] } : { attacker: 0, defender: n, reasons: [r] };
}
