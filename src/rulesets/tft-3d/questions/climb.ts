/** Climbing in sets (tft.climb.sets) and jumping gaps (tft.jump.gap). */
import * as z from '../../../formats/schema-kit.js';
import { HighgroundError } from '../../../errors.js';
import { question } from '../../../engine/ruleset.js';
import { RefSchema, type Ref } from '../../../engine/refs.js';
import { reason, type Reason, type Verdict } from '../../../engine/verdict.js';
import { createRng, roll, type Rng } from '../../../engine/dice/index.js';
import { distance } from '../../../geometry/hex/distance.js';
import { effectiveHeight, type Ctx } from '../context.js';
import { climbCost, fall, fallDice } from '../rules.js';
import { odds } from '../odds.js';
import { wallSaveDx } from '../adjusted-dx.js';

function bigFraction(n: bigint, d: bigint): string {
  let a = n, b = d;
  while (b) [a, b] = [b, a % b];
  return `${n / a}/${d / a}`;
}
import { figure, place } from '../resolve.js';
import { say } from '../summary.js';
import { hurtBy, hurtReasons } from '../horse.js';

interface Roller {
  /** The next total of `dice` D6: a given total, or a seeded roll with its faces. */
  next(dice: number): { sum: number; faces?: readonly number[] } | undefined;
}

function roller(rolls: readonly number[] | undefined, seed: number | undefined): Roller | undefined {
  if (rolls) {
    let i = 0;
    return { next: () => (i < rolls.length ? { sum: rolls[i++]! } : undefined) };
  }
  if (seed !== undefined) {
    const rng: Rng = createRng(seed);
    return { next: (dice) => { const r = roll(dice, 6, rng); return { sum: r.sum, faces: r.dice }; } };
  }
  return undefined;
}

/** Highest climb planned set by set (Heroscape maps stand a few dozen levels high). */
export const MAX_CLIMB_LEVELS = 1000;

export const climbQ = question<Ctx, z.Schema<{ figure: string; levels?: number | undefined; to?: Ref | undefined; down?: boolean | undefined; rolls?: number[] | undefined; seed?: number | undefined }>>({
  summary: say.climb,
  args: z.strictObject({
    figure: z.string(), levels: z.optional(z.number().check(z.int(), z.minimum(1))), to: z.optional(RefSchema), down: z.optional(z.boolean()),
    rolls: z.optional(z.array(z.number().check(z.int(), z.minimum(1)))), seed: z.optional(z.number().check(z.int())),
  }),
  positional: ['figure', 'levels'],
  answer(ctx, args): Verdict {
    const f = figure(ctx, args.figure, 'figure');
    let total: number;
    let down = args.down === true;
    if (args.levels !== undefined) total = args.levels;
    else if (args.to !== undefined) {
      const p = place(ctx, args.to, 'to', false, true);
      if (!f.hexList.some((h) => distance(h, p.hex) === 1))
        throw new HighgroundError(`${f.id} must start the turn next to the wall: ${JSON.stringify(args.to)} is not next to it`, { path: ['to'] });
      total = Math.abs(p.level - f.level);
      down = p.level < f.level;
    } else throw new HighgroundError('give levels or to', { path: ['levels'] });
    // The plan lists every set: a wall of 2^53 levels would take forever to write out (found by fuzzing).
    if (total > MAX_CLIMB_LEVELS)
      throw new HighgroundError(`a climb of ${total} levels is more than the ${MAX_CLIMB_LEVELS} this question plans`, { path: [args.levels !== undefined ? 'levels' : 'to'] });
    const H = effectiveHeight(f);
    const reasons: Reason[] = [reason('tft.height.chart', `${f.id}: H ${f.H}${f.climbMod ? `, ${f.climbMod > 0 ? '+' : ''}${f.climbMod} for climbing` : ''}; a set is ${H} level${H === 1 ? '' : 's'}`, { set: H })];
    if (total <= H) {
      reasons.push(reason('tft.climb.step', down ? `${total} level${total === 1 ? '' : 's'} down is within effective height ${H}: an ordinary step` : `${total} level${total === 1 ? '' : 's'} is within effective height ${H}: an ordinary step costing ${climbCost(total)} MA`));
      return { ask: 'climb', sets: false, levels: total, cost: down ? 1 : climbCost(total), turns: [], success: { probability: 1, fraction: '1/1' }, reasons };
    }
    const dice = f.talents.includes('climb') ? 3 : 4;
    const o = odds(dice, f.dx);
    const handsBusy = [f.shield ? 'shield' : undefined, f.weapon].filter((x): x is string => x !== undefined);
    // Plan: turn 1 climbs a free set then rolls for a second; each later turn rolls for one more set.
    const turns: Record<string, unknown>[] = [];
    let at = 0; // levels climbed from the start
    let turn = 1;
    let pAll = 1;
    let num = 1n, den = 1n;
    const attempts: { turn: number; from: number; to: number; fallFrom: number }[] = [];
    const freeTo = Math.min(H, total);
    at = freeTo;
    while (at < total) {
      const to = Math.min(at + H, total);
      // Falling from the top of the set being attempted: up, the height it would reach; down, where it is.
      const fallFrom = down ? total - at : to;
      attempts.push({ turn, from: at, to, fallFrom });
      at = to;
      turn++;
    }
    // The chart's horseman row: a failed roll's fall hurts horse and rider alike, as every fall of a horseman.
    let hurts = false;
    for (const a of attempts) {
      const fr = fall(a.fallFrom, H, wallSaveDx(f), f.armor, 'climbing');
      hurts ||= !fr.report.safe;
      turns.push({
        turn: a.turn, ...(a.turn === 1 ? { free: freeTo } : {}), from: a.from, to: a.to, roll: o,
        onFailure: { fallLevels: a.fallFrom, dice: fr.report.dice, save: fr.report.save, lands: 'prone', ...hurtBy(f, fr.report.safe) },
      });
      pAll *= o.probability;
      const parts = o.fraction.split('/').map(Number);
      num *= BigInt(parts[0]!);
      den *= BigInt(parts[1]!);
    }
    reasons.push(...hurtReasons(f, !hurts));
    reasons.push(reason('tft.climb.sets', `${total} levels ${down ? 'down' : 'up'} is more than effective height ${H}: hands free${handsBusy.length ? ` (put away: ${handsBusy.join(', ')})` : ''}, start next to the wall; turn 1 climbs ${freeTo} free and every set after takes ${dice}D6 against DX ${f.dx}${dice === 3 ? ' (Climb talent)' : ''}; a miss drops it prone from the top of that set, its fall save against DX ${f.dx} as it hangs on the wall (not the water or stance it climbed from); ${attempts.length} roll${attempts.length === 1 ? '' : 's'} over ${attempts[attempts.length - 1]?.turn ?? 1} turn${(attempts[attempts.length - 1]?.turn ?? 1) === 1 ? '' : 's'}`, { set: H, rolls: attempts.length }));
    const out: Verdict = {
      ask: 'climb', sets: true, levels: total, direction: down ? 'down' : 'up', set: H, dice: `${dice}D6`, handsFree: handsBusy.length === 0, mustStow: handsBusy,
      turnsNeeded: attempts[attempts.length - 1]?.turn ?? 1, turns, success: { probability: pAll, fraction: bigFraction(num, den) }, reasons,
    };
    const r = roller(args.rolls, args.seed);
    if (r) {
      const log: Record<string, unknown>[] = [];
      let outcome: Record<string, unknown> = { result: 'climbed', turns: out.turnsNeeded, level: total };
      for (const a of attempts) {
        const got = r.next(dice);
        if (!got) { outcome = { result: 'incomplete', turn: a.turn, clinging: a.from }; break; }
        const ok = got.sum <= f.dx;
        log.push({ turn: a.turn, roll: got.sum, ...(got.faces ? { faces: got.faces } : {}), target: f.dx, success: ok, ...(ok ? { reaches: a.to } : {}) });
        if (!ok) {
          const k = fallDice(a.fallFrom, H);
          const saveRoll = k > 0 ? r.next(3) : undefined;
          const saved = saveRoll ? saveRoll.sum <= f.dx : undefined;
          const damage = k === 0 ? 0 : saved ? k - 1 : k;
          outcome = {
            result: 'fell', turn: a.turn, fallLevels: a.fallFrom, dice: k ? `${k}D6` : 'none',
            ...(saveRoll ? { saveRoll: saveRoll.sum, ...(saveRoll.faces ? { saveFaces: saveRoll.faces } : {}), saved } : {}), damage: damage ? `${damage}D6` : 'none', lands: 'prone', armourStops: Math.min(2, f.armor), ...hurtBy(f, k === 0),
          };
          break;
        }
      }
      out.log = log;
      out.outcome = outcome;
      reasons.push(reason('tft.climb.sets', outcome.result === 'fell'
        ? `rolled out: fell ${outcome.fallLevels} levels on turn ${outcome.turn}, ${outcome.damage} damage, prone${f.armor ? `; armour stops ${Math.min(2, f.armor)}` : ''}`
        : outcome.result === 'climbed' ? `rolled out: climbed all ${total} levels` : `rolled out: ran out of rolls, clinging ${outcome.clinging} levels up`));
    }
    return out;
  },
});

const GAP_DICE: Record<number, number> = { 1: 2, 2: 5, 3: 8 };

export const jumpQ = question<Ctx, z.Schema<{ figure: string; gap?: number | undefined; to?: Ref | undefined }>>({
  summary: say.jump,
  args: z.strictObject({ figure: z.string(), gap: z.optional(z.number().check(z.int(), z.minimum(1), z.maximum(3))), to: z.optional(RefSchema) }),
  positional: ['figure', 'gap'],
  answer(ctx, args): Verdict {
    const f = figure(ctx, args.figure, 'figure');
    let gap = args.gap;
    if (gap === undefined) {
      if (args.to === undefined) throw new HighgroundError('give gap (1-3 hexes) or to', { path: ['gap'] });
      const p = place(ctx, args.to, 'to');
      gap = Math.min(...f.hexList.map((h) => distance(h, p.hex))) - 1;
      const at = JSON.stringify(args.to);
      if (gap < 0) throw new HighgroundError(`${at} is where ${f.id} stands: no gap to jump`, { path: ['to'] });
      if (gap === 0) throw new HighgroundError(`${at} is next to ${f.id}: no gap between, an ordinary step`, { path: ['to'] });
      if (gap > 3) throw new HighgroundError(`that is a gap of ${gap} hexes; a jump clears 1 to 3`, { path: ['to'] });
    }
    const n = GAP_DICE[gap]!;
    const jump = odds(n, f.st + f.dx);
    const grab = odds(3, f.dx);
    const pull = odds(4, f.st);
    const pMade = jump.probability;
    const pHang = (1 - pMade) * grab.probability;
    const pFall = (1 - pMade) * (1 - grab.probability);
    return {
      ask: 'jump', gap, jump, grab, pullUp: { ...pull, onFailure: '1 hit of exhaustion' },
      outcomes: { across: pMade, hanging: pHang, fell: pFall },
      reasons: [reason('tft.jump.gap', `a ${gap}-hex gap takes ${n}D6 against ST + DX = ${f.st + f.dx} (${(pMade * 100).toFixed(1)}%); a miss grabs the far side on 3D6 against DX ${f.dx}; pulling up next turn takes 4D6 against ST ${f.st}, a miss costs 1 hit`, { gap, dice: n })],
    };
  },
});
