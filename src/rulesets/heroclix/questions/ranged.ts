/**
 * The `range` and `break-away` questions.
 *
 * `range` (hcx.base.range): what a referee needs to decide a ranged attack at a given range value: the
 * squares counted from the attacker to the target (the target's square counted, the attacker's not,
 * diagonals 1, so the larger of the column and row differences; levels do not count), whether a line of fire
 * exists (sight.ts) and, given the range value, whether the attack may be made: range 1 or more, the target
 * within it and in line of fire, the target not adjacent, and the attacker not adjacent to an opposing
 * character. A multi-base end counts from or to any square of its base (hcx.base.multi-base): the nearest
 * pair of squares with a line of fire, else the nearest pair.
 *
 * `break-away` (hcx.base.break-away): whether a character must break away before it moves (it begins
 * adjacent to opposing characters), the d6 results that succeed and the exact chance; the same roll the
 * `move` question reports as an event.
 */
import * as z from '../../../formats/schema-kit.js';
import { HighgroundError } from '../../../errors.js';
import { question } from '../../../engine/ruleset.js';
import { RefSchema } from '../../../engine/refs.js';
import { reason, uniqueReasons, type Reason, type Verdict } from '../../../engine/verdict.js';
import { adjacency } from './adjacent.js';
import { figureArg, resolve, squaresOf, type Ctx, type End } from '../context.js';
import { engagedWith } from '../mover.js';
import { breakAway } from './move.js';
import { lineOfFire } from './sight.js';
import { say } from '../summary.js';

function squaresBetween(a: End, c: End): number {
  return Math.max(Math.abs(a.x - c.x), Math.abs(a.y - c.y));
}

export const rangeQuestion = question({
  summary: say.range,
  args: z.strictObject({
    from: z.optional(RefSchema), to: z.optional(RefSchema),
    attacker: z.optional(RefSchema).check(z.describe('Another name for from.')), target: z.optional(RefSchema).check(z.describe('Another name for to.')),
    range: z.optional(z.number().check(z.int(), z.minimum(0))),
  }),
  positional: ['from', 'to', 'range'],
  answer(ctx: Ctx, q): Verdict {
    const end = (a: typeof q.from, b: typeof q.from, an: string, bn: string) => {
      if (a !== undefined && b !== undefined) throw new HighgroundError(`give ${an} or ${bn}, not both`, { path: [bn] });
      const v = a ?? b;
      if (v === undefined) throw new HighgroundError(`range needs ${an} (or ${bn})`, { path: [an] });
      return resolve(ctx, v, a !== undefined ? an : bn);
    };
    const from = end(q.from, q.attacker, 'from', 'attacker');
    const to = end(q.to, q.target, 'to', 'target');
    const R = 'hcx.base.range';
    // The pair of squares to count between: the nearest with a line of fire, else the nearest.
    let pick: { f: End; t: End; d: number; grade: number } | undefined;
    for (const f of squaresOf(ctx, from)) {
      for (const t of squaresOf(ctx, to)) {
        const d = squaresBetween(f, t);
        const grade = lineOfFire(ctx, f, t).line.grade;
        const seen = grade < 2, had = pick !== undefined && pick.grade < 2;
        const better = !pick || (seen !== had ? seen : d < pick.d || (d === pick.d && grade < pick.grade));
        if (better) pick = { f, t, d, grade };
      }
    }
    const { f, t, d } = pick!;
    const line = lineOfFire(ctx, f, t);
    const sight = line.line.grade < 2, hindered = line.line.grade === 1;
    const reasons: Reason[] = [
      reason(R, `${d} square${d === 1 ? '' : 's'} from ${f.label} [${f.x}, ${f.y}] to ${t.label} [${t.x}, ${t.y}], counting the target's square and not the attacker's, diagonals 1${f.level !== t.level ? ` (levels ${f.level} and ${t.level} add nothing)` : ''}`),
      reason('hcx.base.lof', `line of fire from [${f.x}, ${f.y}] to [${t.x}, ${t.y}]: ${sight ? (hindered ? 'hindered' : 'clear') : 'blocked'}`),
    ];
    if (squaresOf(ctx, from).length > 1 || squaresOf(ctx, to).length > 1)
      reasons.push(reason('hcx.base.multi-base', 'a multi-base character is counted from or to any square of its base: the nearest square with a line of fire'));
    if (!sight) for (const c of line.line.causes.filter((c) => c.grade === 2)) reasons.push(reason(c.rule, `[${c.at.join(', ')}] ${c.how}: ${c.text}`, { at: c.at }));
    const out: Verdict = { ask: 'range', squares: d, distance: d, sight, hindered, levels: { from: from.level, to: to.level }, reasons,
      evidence: { lines: [{ from: [f.x + 0.5, f.y + 0.5], to: [t.x + 0.5, t.y + 0.5], clear: line.line.grade === 0, note: sight ? (hindered ? 'hindered' : 'clear') : 'blocked' }] } };
    if (q.range === undefined) return { ...out, reasons: uniqueReasons(reasons) };
    const inRange = q.range >= 1 && d <= q.range;
    const why: string[] = [];
    if (q.range < 1) why.push('a range value of 0 makes no ranged attacks');
    else if (d > q.range) why.push(`${d} squares is beyond range ${q.range}`);
    if (!sight) why.push('no line of fire');
    if (from.fig && to.fig && adjacency(ctx, from, to).adjacent) why.push(`${to.label} is adjacent: a ranged attack targets characters that are not`);
    const att = from.fig;
    const pinned = att ? engagedWith(ctx, att) : [];
    if (pinned.length) why.push(`${att!.id} is adjacent to opposing ${pinned.map((o) => o.id).join(', ')} and cannot make a ranged attack`);
    const allowed = why.length === 0;
    reasons.push(reason(R, allowed
      ? `within range ${q.range} (${d} square${d === 1 ? '' : 's'}) and line of fire${hindered ? ' (hindered: +1 to the target\'s defence)' : ''}: the ranged attack may be made`
      : `no ranged attack: ${why.join('; ')}`));
    return { ...out, range: q.range, inRange, allowed, reasons: uniqueReasons(reasons) };
  },
});

export const breakAwayQuestion = question({
  summary: say.breakAway,
  args: z.strictObject({ figure: RefSchema }),
  positional: ['figure'],
  answer(ctx: Ctx, q): Verdict {
    const fig = figureArg(ctx, q.figure, 'figure');
    const engaged = engagedWith(ctx, fig);
    if (engaged.length === 0) {
      return { ask: 'break-away', figure: fig.id, needed: false, from: [], chance: 1, odds: '6/6',
        reasons: [reason('hcx.base.break-away', `${fig.id} is adjacent to no opposing character: it moves without breaking away`)] };
    }
    const ba = breakAway(fig, engaged);
    const k = ba.event.succeedsOn.length;
    return { ask: 'break-away', figure: fig.id, needed: true, from: ba.event.from, modifier: ba.event.modifier, succeedsOn: ba.event.succeedsOn,
      roll: ba.event.succeedsOn[0], chance: ba.event.chance, odds: `${k}/6`, reasons: [ba.reason],
      evidence: { cells: [{ at: [fig.x, fig.y] }, ...engaged.map((o) => ({ at: [o.x, o.y] as [number, number] }))] } };
  },
});
