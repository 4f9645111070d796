/**
 * Heroscape base game: may a figure attack another at its range, and with how many dice each side rolls.
 * - Range 1 (a melee figure): the target must be adjacent by the Height test (hs.engage), or on the
 *   matching stairway of a neighbouring floor (c3g.stairs reading); no line of sight is needed.
 * - Range 2 or more: an adjacent target is always in reach; otherwise the range in spaces (hs-range.ts:
 *   levels never count, holes are counted round) must be at most the attacker's, and a line of sight must
 *   run from its target point to the target's hit zone (hs.sight, sight.ts).
 * - An engaged figure may attack only figures it is engaged with (hs.engage).
 * - Height advantage (hs.height-advantage): one extra die to the side whose base is higher (two at 10
 *   levels or more under option heightAdvantage10); a special attack gets none.
 */
import * as z from '../../../formats/schema-kit.js';
import { question } from '../../../engine/ruleset.js';
import { RefSchema } from '../../../engine/refs.js';
import { reason, uniqueReasons, type Reason, type Verdict } from '../../../engine/verdict.js';
import { heightWords, plural, say } from './words.js';
import type { Ctx } from '../context.js';
import { adjacentBodies, contact, engagedWith, engagement } from '../engage.js';
import { heightAdvantage } from '../height.js';
import { rangeBetween } from '../range.js';
import { bodyPair } from '../resolve.js';
import { clearSight } from '../sight.js';

/**
 * Why a refused range 1 attack does not reach: the contact reason (the first one, as answer() pushes it: another
 * floor, a sealed wall, a base above the other's top) when the two are neighbours held apart, else "not adjacent".
 */
function notAdjacent(q: { target: unknown }, v: Verdict): string {
  const first = v.reasons?.[0]?.text;
  const apart = typeof first === 'string' && !/do not occupy neighbouring hexes$/.test(first) ? first.replace(/: not adjacent$/, '') : undefined;
  return apart ? `${apart}, so they are not adjacent, and a range 1 attack reaches only an adjacent figure` : `${say(q.target)} is not adjacent, and a range 1 attack reaches only an adjacent figure`;
}

const Dice = z.optional(z.number().check(z.int(), z.minimum(0)));

export const attack = question({
  args: z.strictObject({ attacker: RefSchema, target: RefSchema, range: z.number().check(z.int(), z.minimum(1)), special: z.optional(z.boolean()), dice: Dice, defense: Dice }),
  positional: ['attacker', 'target', 'range'],
  summary: (q, v) => {
    const h = v.heightAdvantage as { attacker: number; defender: number };
    const rolls = v.rolls as { attacker?: number; defender?: number } | undefined;
    if (!v.allowed) {
      const others = Array.isArray(v.engagedWith) ? (v.engagedWith as string[]) : [];
      const why = others.length && !others.includes(String(q.target))
        ? `${say(q.attacker)} is engaged with ${others.map((x) => say(x)).join(' and ')} and may attack only ${others.length === 1 ? 'that figure' : 'those figures'}`
        // The deciding reason, in the order answer() tests them: a range 1 attack needs adjacency only (its
        // verdict's sight is for information), then the range counted, then the line of sight.
        : q.range === 1 ? notAdjacent(q, v) : typeof v.range === 'number' && v.range > q.range ? `${v.range} spaces away, range ${q.range}` : v.range === null ? 'out of reach' : v.sight === false ? 'no clear sight' : notAdjacent(q, v);
      return `${say(q.attacker)} may not attack ${say(q.target)}: ${why}`;
    }
    const atk = rolls?.attacker !== undefined ? `${plural(rolls.attacker, 'attack die', 'attack dice')}${heightWords(rolls.attacker - h.attacker, h.attacker)}` : h.attacker ? `+${h.attacker} attack for height` : '';
    const def = rolls?.defender !== undefined ? `${say(q.target)} rolls ${plural(rolls.defender, 'defense die', 'defense dice')}${heightWords(rolls.defender - h.defender, h.defender)}` : h.defender ? `${say(q.target)} +${h.defender} defense for height` : '';
    const extra = [atk, def].filter(Boolean).join(', ');
    return `${say(q.attacker)} may attack ${say(q.target)}${extra ? `: ${extra}` : ''}`;
  },
  answer(ctx: Ctx, q): Verdict {
    const [a, t] = bodyPair(ctx, q.attacker, 'attacker', q.target, 'target');
    const c = contact(a, t);
    const range = c.kind === 'stairs' ? 1 : rangeBetween(ctx, a, t);
    const reasons: Reason[] = [];
    let allowed = true;
    let sight = true;
    const e = engagement(a, t);
    const engagedTo = engagedWith(ctx, a, a.id);
    if (engagedTo.length && !engagedTo.includes(t.id)) {
      allowed = false;
      reasons.push(reason('hs.engage', `${a.id} is engaged with ${engagedTo.join(', ')}: an engaged figure may attack only figures it is engaged with`));
    }
    if (c.kind !== 'none') {
      reasons.push(...c.reasons, reason('hs.sight', `${t.id} is ${c.kind === 'stairs' ? 'on the matching stairway' : 'adjacent'}: in reach of any attack, range 1, no line of sight needed`));
    } else if (q.range === 1) {
      allowed = false;
      // the verdict's `sight` is still the sight question's answer (it does not decide here)
      sight = clearSight(ctx, a, t).sight;
      reasons.push(...c.reasons, reason('hs.sight', `${t.id} is not adjacent to ${a.id}: a range 1 attack cannot reach it`));
      // Counted 1 across partial hexes, which no count includes (c3g.hex.count), yet the hexes do not touch:
      // a partial hex is still a space between them, so they are not adjacent, and only adjacency lets range 1 reach.
      if (range === 1 && !adjacentBodies(a, t))
        reasons.push(reason('c3g.hex.count', `${t.id} counts 1 space away only because the partial hex between is not counted; it is still a space between their hexes, so a range 1 attack does not reach (one of range 2 or more may, with a clear line of sight)`));
    } else {
      const v = clearSight(ctx, a, t);
      sight = v.sight;
      if (range > q.range) {
        allowed = false;
        reasons.push(reason('hs.sight', `${t.id} is ${range === Infinity ? 'not reachable by counting spaces' : `${range} spaces away`}, beyond range ${q.range} (spaces are counted round holes in the battlefield; levels are not counted)`));
      } else reasons.push(reason('hs.sight', `${t.id} is ${range} space${range === 1 ? '' : 's'} away, within range ${q.range} (levels are not counted)`));
      if (!v.sight) allowed = false;
      reasons.push(...v.reasons);
    }
    const ha = q.special
      ? { attacker: 0, defender: 0, reasons: [reason('hs.height-advantage', 'a special attack never gets height advantage, for either side')] }
      : heightAdvantage(ctx, a, t);
    reasons.push(...ha.reasons);
    const rolls = {
      ...(q.dice !== undefined ? { attacker: q.dice + ha.attacker } : {}),
      ...(q.defense !== undefined ? { defender: q.defense + ha.defender } : {}),
    };
    return {
      ask: 'attack', allowed, range: range === Infinity ? null : range, sight, engaged: e.engaged, engagedWith: engagedTo,
      heightAdvantage: { attacker: ha.attacker, defender: ha.defender },
      ...(Object.keys(rolls).length ? { rolls } : {}),
      reasons: uniqueReasons(reasons),
    };
  },
});
