/** The `sight` question: can `from` draw a line of fire to `to`, is it hindered, and what blocked it. */
import * as z from '../../../formats/schema-kit.js';
import { question } from '../../../engine/ruleset.js';
import { RefSchema } from '../../../engine/refs.js';
import { reason, uniqueReasons, type Reason, type Verdict } from '../../../engine/verdict.js';
import { isRim } from '../board.js';
import { resolve, squaresOf, type Ctx, type End } from '../context.js';
import { traceLine, type LineResult } from '../lof.js';
import { say } from '../summary.js';

/**
 * Line of fire between two ends, with Great Size's "any-level" reading tried at every level it allows, and a
 * multi-base end drawn from (or to) whichever square of its base gives the least restrictive line
 * (hcx.base.multi-base). `from` and `to` of the result are the squares used.
 */
export function lineOfFire(ctx: Ctx, from: End, to: End): { line: LineResult; raised: boolean; from: End; to: End } {
  let best: { line: LineResult; raised: boolean; from: End; to: End } | undefined;
  for (const f of squaresOf(ctx, from)) {
    for (const t of squaresOf(ctx, to)) {
      const r = lineOfFireOne(ctx, f, t);
      if (!best || r.line.grade < best.line.grade) best = { ...r, from: f, to: t };
      if (best.line.grade === 0) return best;
    }
  }
  return best!;
}

function lineOfFireOne(ctx: Ctx, from: End, to: End): { line: LineResult; raised: boolean } {
  const own = traceLine(ctx, { from, to, fromLevel: from.level, toLevel: to.level });
  if (ctx.opts.greatSize !== 'any-level' || !(from.fig?.greatSize || to.fig?.greatSize) || own.grade === 0) return { line: own, raised: false };
  const levels = (e: End) => (e.fig?.greatSize ? range(e.level, Math.max(e.level, ctx.board.maxLevel)) : [e.level]);
  let best = own;
  for (const fl of levels(from)) {
    for (const tl of levels(to)) {
      const r = traceLine(ctx, { from, to, fromLevel: fl, toLevel: tl });
      if (r.grade < best.grade) best = r;
    }
  }
  return { line: best, raised: best !== own };
}

function range(a: number, b: number): number[] {
  const out: number[] = [];
  for (let v = a; v <= b; v++) out.push(v);
  return out;
}

export function sightVerdict(ctx: Ctx, from0: End, to0: End): Verdict {
  const { line, raised, from, to } = lineOfFire(ctx, from0, to0);
  const sight = line.grade < 2;
  const hindered = line.grade === 1;
  const reasons: Reason[] = [];
  const where = (e: End) => `${e.label} (level ${e.level})`;
  for (const [e0, e] of [[from0, from], [to0, to]] as const) {
    if (e0.fig && !e0.pinned && e0.fig.squares.length > 1)
      reasons.push(reason('hcx.base.multi-base', `${e0.fig.id} is a multi-base character (base ${e0.fig.base}): the line may be drawn to or from any square of its base; the least restrictive is from [${e.x}, ${e.y}]`, { at: [e.x, e.y] }));
  }
  reasons.push(reason('hcx.base.lof', `line of fire from the centre of ${where(from)} to the centre of ${where(to)}: ${sight ? (hindered ? 'hindered' : 'clear') : 'blocked'}`));
  if (from.level > 1 || to.level > 1)
    reasons.push(reason('hcx.elevation', `${from.label} stands at level ${from.level}, ${to.label} at level ${to.level} (ground is level 1)`));
  if (raised)
    reasons.push(reason('hcx.base.great-size', `Great Size ("any-level"): drawn as if ${from.fig?.greatSize ? `${from.label} were at level ${line.fromLevel}` : ''}${from.fig?.greatSize && to.fig?.greatSize ? ' and ' : ''}${to.fig?.greatSize ? `${to.label} were at level ${line.toLevel}` : ''}`));
  if (line.fromLevel === line.toLevel && line.fromLevel > 1 && !line.causes.some((c) => c.rule === 'hcx.lof.same-level' && c.grade === 2))
    reasons.push(reason('hcx.lof.same-level', `both ends at level ${line.fromLevel}: elevated terrain of that level or lower does not block the line`));
  if (line.fromLevel !== line.toLevel) {
    const high = line.fromLevel > line.toLevel ? from : to;
    const rim = isRim(ctx.board, high.x, high.y);
    reasons.push(reason('hcx.rim', rim
      ? `${high.label} is on the rim: its square borders a lower square, so the line can leave the elevated terrain from the higher character's own square`
      : `${high.label} is not on the rim: no lower square borders its square`));
  }
  const deciding = line.causes.filter((c) => c.grade === line.grade && c.grade > 0);
  for (const c of deciding) reasons.push(reason(c.rule, `[${c.at.join(', ')}] ${c.how}: ${c.text}`, { at: c.at }));
  for (const c of line.causes.filter((c) => c.grade === 0)) reasons.push(reason(c.rule, `[${c.at.join(', ')}] ${c.how} ignored: ${c.text}`, { at: c.at }));
  const blockedBy = sight ? [] : deciding.map((c) => ({ at: c.at, how: c.how, rule: c.rule }));
  const hinderedBy = hindered ? deciding.map((c) => ({ at: c.at, how: c.how, rule: c.rule })) : [];
  return {
    ask: 'sight',
    sight,
    hindered,
    blockedBy,
    hinderedBy,
    levels: { from: from.level, to: to.level },
    reasons: uniqueReasons(reasons),
    evidence: {
      lines: [{
        from: [from.x + 0.5, from.y + 0.5],
        to: [to.x + 0.5, to.y + 0.5],
        z: [line.fromLevel, line.toLevel],
        clear: line.grade === 0,
        blockedBy: deciding.map((c) => ({ at: c.at, how: c.how })),
        note: sight ? (hindered ? 'hindered' : 'clear') : 'blocked',
      }],
      cells: line.path.map((i) => ({ at: [i % ctx.board.width, Math.floor(i / ctx.board.width)] as const })),
    },
  };
}

export const sightQuestion = question({
  summary: say.sight,
  args: z.strictObject({ from: RefSchema, to: RefSchema }),
  positional: ['from', 'to'],
  answer(ctx: Ctx, a) {
    return sightVerdict(ctx, resolve(ctx, a.from, 'from'), resolve(ctx, a.to, 'to'));
  },
});
