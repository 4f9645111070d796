/** The Heroscape sight and contact questions: sight, adjacent, engaged, melee. */
import * as z from '../../../formats/schema-kit.js';
import { question } from '../../../engine/ruleset.js';
import { RefSchema } from '../../../engine/refs.js';
import { reason, uniqueReasons, type Reason, type Verdict } from '../../../engine/verdict.js';
import { contactWhy, say } from './words.js';
import type { Ctx } from '../context.js';
import { contact, engagedWith, engagement } from '../engage.js';
import { heightAdvantage } from '../height.js';
import { bodyPair } from '../resolve.js';
import { clearSight } from '../sight.js';

export const sight = question({
  args: z.strictObject({ from: RefSchema, to: RefSchema, height: z.optional(z.number().check(z.int(), z.minimum(0))) }),
  positional: ['from', 'to'],
  summary: (q, v) => {
    const range = typeof v.range === 'number' && Number.isFinite(v.range) ? ` (range ${v.range})` : '';
    if (v.sight) return `${say(q.from)} can see ${say(q.to)}${range}`;
    // The first thing that blocks (a wall, a floor, a window, an obstacle), before the bare "no line".
    const first = ((v.reasons ?? []) as { rule: string; text?: string }[]).find((r) => r.text && !/^(no line|range )/.test(r.text));
    return `${say(q.from)} cannot see ${say(q.to)}${range}${first ? `: ${first.text}` : ''}`;
  },
  answer(ctx: Ctx, a): Verdict {
    const [from, to] = bodyPair(ctx, a.from, 'from', a.to, 'to', a.height);
    const v = clearSight(ctx, from, to);
    return { ask: 'sight', sight: v.sight, range: v.range, reasons: v.reasons, evidence: { lines: v.lines } };
  },
});

export const adjacent = question({
  args: z.strictObject({ a: RefSchema, b: RefSchema }),
  positional: ['a', 'b'],
  summary: (q, v) => `${say(q.a)} and ${say(q.b)} are ${v.adjacent ? '' : 'not '}adjacent`,
  answer(ctx: Ctx, q): Verdict {
    const [a, b] = bodyPair(ctx, q.a, 'a', q.b, 'b');
    const c = contact(a, b);
    return { ask: 'adjacent', adjacent: c.kind === 'adjacent', reasons: c.reasons };
  },
});

export const engaged = question({
  args: z.strictObject({ figure: RefSchema, enemy: RefSchema }),
  positional: ['figure', 'enemy'],
  summary: (q, v) => `${say(q.figure)} is ${v.engaged ? '' : 'not '}engaged with ${say(q.enemy)}${v.engaged ? '' : contactWhy(v)}`,
  answer(ctx: Ctx, q): Verdict {
    const [a, b] = bodyPair(ctx, q.figure, 'figure', q.enemy, 'enemy');
    const e = engagement(a, b);
    return { ask: 'engaged', engaged: e.engaged, reasons: e.reasons };
  },
});

export const melee = question({
  args: z.strictObject({ attacker: RefSchema, target: RefSchema }),
  positional: ['attacker', 'target'],
  summary: (q, v) => {
    const h = v.heightAdvantage as { attacker: number; defender: number };
    return v.allowed
      ? `${say(q.attacker)} may attack ${say(q.target)} in melee${h.attacker ? `: +${h.attacker} attack ${h.attacker === 1 ? 'die' : 'dice'} for height` : h.defender ? `: ${say(q.target)} gets +${h.defender} defense for height` : ''}`
      : `${say(q.attacker)} may not attack ${say(q.target)} in melee${contactWhy(v)}`;
  },
  answer(ctx: Ctx, q): Verdict {
    const [a, t] = bodyPair(ctx, q.attacker, 'attacker', q.target, 'target');
    const c = contact(a, t);
    const ha = heightAdvantage(ctx, a, t);
    let allowed = c.kind !== 'none';
    const reasons: Reason[] = [...c.reasons];
    // An engaged figure attacks only figures it is engaged with (hs.engage): on a stairway, say, while an
    // enemy stands beside it on its own floor.
    const engagedTo = engagedWith(ctx, a, a.id);
    if (allowed && engagedTo.length && !engagedTo.includes(t.id)) {
      allowed = false;
      reasons.push(reason('hs.engage', `${a.id} is engaged with ${engagedTo.join(', ')}: an engaged figure may attack only figures it is engaged with`));
    }
    if (c.kind === 'adjacent') reasons.push(reason('hs.sight', `${t.id} is adjacent to ${a.id}: range 1, no line of sight needed`));
    if (c.kind === 'none') reasons.push(reason('hs.sight', `${t.id} is not adjacent to ${a.id}: not in range 1`));
    const e = engagement(a, t);
    return {
      ask: 'melee', allowed, engaged: e.engaged,
      heightAdvantage: { attacker: ha.attacker, defender: ha.defender },
      reasons: uniqueReasons([...reasons, ...e.reasons, ...ha.reasons]),
    };
  },
});
