/** Falling damage (hs.fall): minor, major and extreme falls with their dice and odds. */
import * as z from '../../../formats/schema-kit.js';
import { HighgroundError } from '../../../errors.js';
import { question } from '../../../engine/ruleset.js';
import { RefSchema } from '../../../engine/refs.js';
import { reason, type Verdict } from '../../../engine/verdict.js';
import { plural, say } from './words.js';
import type { Ctx } from '../context.js';
import { fallOf } from '../fall.js';
import { figureArg, spaceArg } from '../resolve.js';

export const fall = question({
  args: z.strictObject({ figure: RefSchema, levels: z.optional(z.number().check(z.int(), z.minimum(0))), to: z.optional(RefSchema) }),
  positional: ['figure', 'levels'],
  summary: (q, v) => v.fall === 'none' ? `${say(q.figure)} takes no falling damage`
    : v.safe ? `${say(q.figure)} falls but takes no damage (${v.safe === 'flying' ? 'it flies' : v.safe === 'lava' ? 'molten lava: roll for lava instead' : 'it lands in water'})`
      : v.fall === 'extreme' ? `${say(q.figure)} takes an extreme fall: roll the d20, destroyed on 1-18`
        : `${say(q.figure)} takes a ${v.fall} fall: ${plural(v.dice as number, 'combat die', 'combat dice')}, a wound per skull`,
  answer(ctx: Ctx, q): Verdict {
    const f = figureArg(ctx, q.figure, 'figure');
    const from = ctx.spaces[f.spaces[0]!]!;
    let levels = q.levels;
    let landing;
    if (q.to !== undefined) { landing = spaceArg(ctx, q.to, 'to'); levels = from.level - landing.level; }
    if (levels === undefined) throw new HighgroundError('fall needs levels or to', { path: ['levels'] });
    const r = fallOf(ctx, f, Math.max(0, levels), landing);
    return {
      ask: 'fall', fall: r.fall, levels: r.levels, dice: r.dice, expectedWounds: r.expectedWounds, pWound: r.pWound, pWoundFraction: r.pWoundFraction,
      ...(r.safe ? { safe: r.safe } : {}),
      ...(r.d20 ? { d20: r.d20, pDestroyed: r.pDestroyed, pDestroyedFraction: r.pDestroyedFraction } : {}),
      reasons: [reason('hs.fall', r.text)],
    };
  },
});
