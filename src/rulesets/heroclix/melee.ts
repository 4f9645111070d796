/**
 * The `melee` question: may the attacker make a close combat attack on the target? Allowed when they are
 * adjacent (adjacent.ts), and between the two squares of one stairway or ladder whatever their levels
 * (hcx.stairs.melee).
 */
import { z } from 'zod';
import { question } from '../../engine/ruleset.js';
import { RefSchema } from '../../engine/refs.js';
import { reason, type Verdict } from '../../engine/verdict.js';
import { adjacency } from './adjacent.js';
import { resolve, type Ctx } from './context.js';
import { HighgroundError } from '../../errors.js';

export const meleeQuestion = question({
  doc: 'May attacker make a close combat attack on target? allowed (bool): when adjacent, or across the two squares of one stairway.',
  args: z.strictObject({ attacker: RefSchema, target: RefSchema }),
  positional: ['attacker', 'target'],
  answer(ctx: Ctx, q): Verdict {
    const a = resolve(ctx, q.attacker, 'attacker');
    const t = resolve(ctx, q.target, 'target');
    if (!a.fig) throw new HighgroundError(`attacker must name a figure, found a square ${a.label}`, { path: ['attacker'] });
    const b = ctx.board;
    if (b.stairs[a.i] === t.i) {
      return {
        ask: 'melee', allowed: true, adjacent: false,
        reasons: [reason('hcx.stairs.melee', `${a.label} and ${t.label} occupy the two squares of stairway "${b.stairsId[a.i]}" (levels ${a.level} and ${t.level}): they may attack each other in close combat as if adjacent`)],
      };
    }
    const r = adjacency(ctx, a, t);
    return { ask: 'melee', allowed: r.adjacent, adjacent: r.adjacent, reasons: r.reasons };
  },
});
