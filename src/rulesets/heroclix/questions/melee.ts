/**
 * The `melee` question: may the attacker make a close combat attack on the target? Close combat needs
 * adjacency (adjacent.ts), and characters at different levels are never adjacent (hcx.adjacent.levels).
 * The ways round it, checked in this order:
 *
 * - the two squares of one stairway or ladder, whatever their levels (hcx.stairs.melee);
 * - Giant Reach (greatSize "current", the 2015 size rules): a giant's close attack may target a character
 *   within 2 squares and line of fire instead of an adjacent one, a colossal's within 3 (heroclix.fandom.com
 *   wiki "Damage": the giant symbol grants Great Size and Giant Reach: 2, the colossal symbol Giant Reach: 3).
 *   The line is a Great Size line (lof.ts), so elevated terrain does not block it. A figure given only
 *   `great-size: true` has Great Size without the Giant Reach of the size symbols;
 * - Leap/Climb: its close combat may target a character regardless of the target's elevation (2014-2015
 *   Powers and Abilities Card; since 2017 "elevation does not affect adjacency when choosing targets for a
 *   close attack", heroclix.fandom.com wiki "Leap/Climb"), so the squares must be adjacent but for the level
 *   (hcrealms.com t-27139);
 * - Great Size, greatSize "any-level" (2011-2014 card, hcrealms.com p=5534133): its close combat may target
 *   characters on higher levels, again adjacent but for the level.
 *
 * Flight gives nothing here: it changes level while moving, and its card text has no close combat clause.
 */
import * as z from '../../../formats/schema-kit.js';
import { question } from '../../../engine/ruleset.js';
import { RefSchema } from '../../../engine/refs.js';
import { reason, type Reason, type Verdict } from '../../../engine/verdict.js';
import { adjacency, squaresAdjacent } from './adjacent.js';
import { resolve, squaresOf, type Ctx, type End } from '../context.js';
import type { Character } from '../figures.js';
import { lineOfFire } from './sight.js';
import { HighgroundError } from '../../../errors.js';
import { stairsJoin } from '../board.js';
import { adjacencyCloser, separated } from '../passage.js';
import { say } from '../summary.js';

/** Giant Reach: how many squares a character's close attack reaches (0: adjacent only). */
export function giantReach(f: Character): number {
  return f.size === 'colossal' ? 3 : f.size === 'giant' ? 2 : 0;
}

/**
 * Close combat, for a multi-base attacker or target from any square of its base to any square of the other
 * (hcx.base.multi-base: an attack may be made to or from any square a multi-base character occupies).
 */
export function meleeVerdict(ctx: Ctx, a: End, t: End): Verdict {
  if (!a.fig) throw new HighgroundError(`attacker must name a figure, found the place ${a.label}`, { path: ['attacker'] }, 'bad-value');
  const as = squaresOf(ctx, a), ts = squaresOf(ctx, t);
  if (as.length === 1 && ts.length === 1) return meleeOne(ctx, a, t);
  let first: Verdict | undefined;
  for (const p of as) {
    for (const q of ts) {
      if (p.i === q.i) continue;
      const v = meleeOne(ctx, p, q);
      const note = reason('hcx.base.multi-base', `an attack may be made from or to any square of a multi-base character: ${v.allowed ? 'allowed' : 'not allowed'} from [${p.x}, ${p.y}] to [${q.x}, ${q.y}]`);
      if (v.allowed) return { ...v, reasons: [...v.reasons, note] };
      first ??= { ...v, reasons: [...v.reasons, reason('hcx.base.multi-base', `no square of ${a.label}'s base reaches a square of ${t.label}'s in close combat`)] };
    }
  }
  return first ?? { ask: 'melee', allowed: false, adjacent: false, reasons: [reason('hcx.base.multi-base', `${t.label} is a square of ${a.label}'s own base`)] };
}

function meleeOne(ctx: Ctx, a: End, t: End): Verdict {
  const att = a.fig!;
  const b = ctx.board;
  const out = (allowed: boolean, adjacent: boolean, reasons: Reason[]): Verdict => ({ ask: 'melee', allowed, adjacent, reasons });
  const joined = a.i !== t.i && stairsJoin(b, a.i, t.i, ctx.opts.stairsShareEdge);
  // "As if adjacent": the squares must not be cut apart as adjacent squares would be (a wall between them, or
  // a grid point closed on both sides; passage.ts, hcx.base.adjacent).
  const cut = joined && separated(b, a.x, a.y, t.x, t.y, adjacencyCloser(b, a.i, t.i), true);
  if (joined && !cut) {
    const corner = a.x !== t.x && a.y !== t.y;
    return out(true, false, [reason('hcx.stairs.melee', `${a.label} and ${t.label} occupy two joined squares of stairway "${b.stairsId[a.i]}"${b.stairsId[t.i] !== b.stairsId[a.i] ? ` and "${b.stairsId[t.i]}"` : ''} (levels ${a.level} and ${t.level}): they may attack each other in close combat as if adjacent`), ...(corner ? [reason('hcx.stairs.pass', `the two squares meet only at a corner; they are joined all the same (option stairsShareEdge: false)`)] : [])]);
  }
  const r = adjacency(ctx, a, t);
  if (r.adjacent) return out(true, true, r.reasons);
  if (cut) r.reasons.push(reason('hcx.stairs.melee', `${a.label} and ${t.label} are on the two squares of a stairway, but walls or blocking terrain cut them apart as they would adjacent squares`));

  const reach = ctx.opts.greatSize === 'current' ? giantReach(att) : 0;
  const dist = Math.max(Math.abs(a.x - t.x), Math.abs(a.y - t.y));
  const notes: Reason[] = [];
  if (reach > 0 && a.i !== t.i) {
    if (dist <= reach) {
      const { line } = lineOfFire(ctx, a, t);
      if (line.grade < 2)
        return out(true, false, [...r.reasons, reason('hcx.base.giant-reach', `${a.label} (${att.size}) has Giant Reach ${reach}: its close attack may target ${t.label}, ${dist} square${dist === 1 ? '' : 's'} away, with a line of fire to it${a.level !== t.level ? ' (Great Size lines are not blocked by elevated terrain)' : ''}`)]);
      notes.push(reason('hcx.base.giant-reach', `${t.label} is within ${a.label}'s Giant Reach ${reach}, but the line of fire to it is blocked`));
    } else {
      notes.push(reason('hcx.base.giant-reach', `${t.label} is ${dist} squares away, beyond ${a.label}'s Giant Reach ${reach}`));
    }
  }
  if (a.level !== t.level && dist === 1) {
    const base = squaresAdjacent(ctx, a, t);
    const higher = t.level > a.level;
    if (att.leapClimb || (att.greatSize && higher && ctx.opts.greatSize === 'any-level')) {
      const rule = att.leapClimb ? 'hcx.base.leap-climb' : 'hcx.base.great-size';
      const what = att.leapClimb ? 'Leap/Climb lets its close attack target a character whatever its level' : 'Great Size ("any-level") lets its close attack target a character on a higher level';
      if (base.adjacent)
        return out(true, false, [...r.reasons, reason(rule, `${a.label} (level ${a.level}) and ${t.label} (level ${t.level}) are adjacent but for the level, and ${what}`)]);
      return out(false, false, [...base.reasons, ...r.reasons, reason(rule, `${what}, but only when nothing but the level keeps the squares apart`)]);
    }
    if (b.stairsLinks[a.i]!.includes(t.i))
      notes.push(reason('hcx.stairs.pass', `${a.label} and ${t.label} are stairs squares meeting only at a corner, which option stairsShareEdge leaves unjoined`));
    const sa = b.stairsId[a.i], st = b.stairsId[t.i];
    if (sa !== undefined && st !== undefined && base.adjacent && !b.stairsLinks[a.i]!.includes(t.i))
      notes.push(reason('hcx.stairs.melee', `${a.label} is on stairway "${sa}" and ${t.label} on stairway "${st}": only the two squares of one stairway may attack each other, never across to another`));
    if (att.flight && base.adjacent)
      notes.push(reason('hcx.adjacent.levels', `Flight lets ${a.label} change level while it moves, not attack across levels in close combat`));
    if (att.greatSize && !higher && ctx.opts.greatSize === 'any-level' && base.adjacent)
      notes.push(reason('hcx.base.great-size', `Great Size ("any-level") reaches only characters on a higher level; ${t.label} is lower`));
  }
  return out(false, false, [...r.reasons, ...notes]);
}

export const meleeQuestion = question({
  summary: say.melee,
  args: z.strictObject({ attacker: RefSchema, target: RefSchema }),
  positional: ['attacker', 'target'],
  answer(ctx: Ctx, q): Verdict {
    return meleeVerdict(ctx, resolve(ctx, q.attacker, 'attacker'), resolve(ctx, q.target, 'target'));
  },
});
