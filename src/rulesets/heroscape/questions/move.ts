/**
 * The movement questions: move (the cheapest legal way, with its events) and reach (every space a figure
 * can end on). What stands in the way of an impossible move is found by lifting one rule at a time.
 */
import * as z from '../../../formats/schema-kit.js';
import { HighgroundError } from '../../../errors.js';
import { question } from '../../../engine/ruleset.js';
import { RefSchema } from '../../../engine/refs.js';
import { reason, uniqueReasons, type Reason, type Verdict } from '../../../engine/verdict.js';
import { refusedMove } from '../../../engine/verdicts.js';
import { pathTo } from '../../../engine/search.js';
import { because, fallWords, plural, say, type FallWords } from './words.js';
import { classOf, correspondingTransit, type Ctx, type Space } from '../context.js';
import { K, KIND, Mover, type MoveEvent, type MoverOptions } from '../move.js';
import type { Fig } from '../figures.js';
import { figureArg, spaceArg } from '../resolve.js';
import { enterable, entryAllowed, headroomRefusal, step } from '../steps.js';
import { hexDistance } from '../engage.js';
import { isLavaField, isRoad } from '../terrain.js';

const Budget = z.optional(z.number().check(z.int(), z.minimum(0)));

const moveArgs = z.strictObject({ figure: RefSchema, to: RefSchema, budget: Budget, facing: z.optional(z.number().check(z.int(), z.minimum(0), z.maximum(5))) });
export const move = question({
  args: moveArgs,
  positional: ['figure', 'to', 'budget'],
  summary: (q, v) => {
    if (!v.legal) return `${say(q.figure)} cannot move to ${say(q.to)}${because(v)}`;
    const reasons = (v.reasons as { rule: string }[]).map((r) => r.rule);
    const stop = reasons.includes('hs.glyph') ? ' and must stop on the glyph' : reasons.includes('hs.base.water') ? ' and must stop in the water' : reasons.includes('hs.terrain.molten-lava') ? ' and must stop in the molten lava' : '';
    const ev = v.events as { kind: string; fall?: FallWords }[];
    const falls = ev.filter((e) => e.kind === 'fall' && e.fall).map((e) => e.fall!);
    const more = [
      ev.some((e) => e.kind === 'leaving-engagement') ? 'taking leaving-engagement attacks' : '',
      falls.length ? falls.map(fallWords).join(', ') : ev.some((e) => e.kind === 'fall') ? 'with a fall' : '',
      ev.some((e) => e.kind === 'molten-lava') ? 'rolling for molten lava' : '',
      v.cheaperWithFall ? `avoiding the fall of the way for ${(v.cheaperWithFall as { cost: number }).cost}` : '',
    ].filter(Boolean).join(', ');
    return `${say(q.figure)} can move to ${say(q.to)} for ${v.cost}${stop}${more ? `, ${more}` : ''}`;
  },
  answer(ctx: Ctx, q): Verdict {
    const f = figureArg(ctx, q.figure, 'figure');
    const target = spaceArg(ctx, q.to, 'to');
    const budget = q.budget ?? f.move ?? Infinity;
    let m: Mover;
    let r: ReturnType<Mover['run']>;
    ({ m, r } = searched(ctx, f, budget));
    // A double-space figure's goals: its front on the target, its back on each surface behind, the one
    // nearest the target's level first (only the same level may end a move, hs.base.double-space; a back
    // reached on another floor says why not).
    const goals: number[] = f.double
      ? (q.facing !== undefined ? [q.facing] : [0, 1, 2, 3, 4, 5]).flatMap((d) => [...m.allAt(target, d), ...m.allAt(target, d, 1)])
      : [target.id * 2, target.id * 2 + 1];
    // A double-space figure may be flipped (its ends swapped) at no cost (hs.base.double-space): the same
    // two spaces with the other end in front count as the asked position.
    const asked = new Map<number, number>(goals.map((g) => [g, g]));
    if (f.double) {
      for (const g of [...goals]) {
        const [front, back] = m.spacesOf(g);
        if (!back) continue;
        const twin = m.pair(back, front!, g & 1);
        if (!asked.has(twin)) { asked.set(twin, g); goals.push(twin); }
      }
    }
    // The road bonus (hs.terrain.road): a walking figure that starts and ends on road and moves only on
    // road may go extra spaces; tried when the move is out of reach without it.
    let road = false;
    const endable = (mv: Mover, res: typeof r) => goals.some((g) => res.cost[g]! < Infinity && !mv.endCheck(g));
    const onRoad = budget !== Infinity && ctx.opts.roadBonus > 0 && !f.flying && f.spaces.every((x) => isRoad(ctx.spaces[x]!)) && isRoad(target);
    if (!endable(m, r) && onRoad) {
      const rm = new Mover(ctx, f, { roadOnly: true });
      const rr = rm.run(budget + ctx.opts.roadBonus);
      if (endable(rm, rr)) { m = rm; r = rr; road = true; }
    }
    const end0 = cheapestEnd(m, r, goals), endWhy = end0.endWhy;
    let best = end0.best;
    const where = `[${target.x}, ${target.y}] level ${target.level}`;
    // Placed instead of moving from the transit space it stands on (c3g.transit), when no cheaper way walks there.
    const instead = f.double ? undefined : placedInstead(ctx, m).get(target.id);
    if (instead && instead.cost <= budget && (best < 0 || instead.cost < Math.floor(r.cost[best]! / K))) {
      const s0 = ctx.spaces[f.spaces[0]!]!;
      const path = [{ at: [s0.x, s0.y] as [number, number], level: s0.level, cost: 0, step: 'start' }, { at: [target.x, target.y] as [number, number], level: target.level, cost: instead.cost, step: 'transit' }];
      return {
        ask: 'move', legal: true, cost: instead.cost, path, events: instead.events,
        reasons: uniqueReasons([reason(s0.stair ? 'c3g.stairs' : 'c3g.transit', `${f.id} stands on the transit space [${s0.x}, ${s0.y}] (transit ${s0.transit}): when it next moves it may be placed on a corresponding unoccupied transit space instead of moving, for ${instead.cost}; it moves no further`, { cost: instead.cost }),
          ...instead.events.map((e) => reason(e.rule, e.text))]),
        evidence: { path },
      };
    }
    if (best < 0) {
      // A transit space it would stop on is named with what the way round costs (c3g.transit, transitStop stop).
      const lifted = endWhy ? undefined : whatStandsInTheWay(ctx, f, goals, budget, onRoad);
      let why = endWhy ?? (lifted?.rule === 'c3g.transit' ? undefined : lifted);
      let frontier: Reason[] = [];
      let roadWhy: Reason[] = [];
      if (!why) {
        const unlimited = budget === Infinity ? r : m.run(Infinity);
        const reach = goals.filter((g) => unlimited.cost[g]! < Infinity);
        const endable = reach.filter((g) => !m.endCheck(g));
        if (reach.length && !endable.length) why = m.endCheck(reach[0]!)!;
        else if (endable.length && budget !== Infinity) {
          const c = Math.min(...endable.map((g) => Math.floor(unlimited.cost[g]! / 1024)));
          why = reason('hs.move.climb', `${where} costs ${c}, more than the budget ${budget}`, { cost: c, budget });
          // On road the bare budget is not all the figure may move (hs.terrain.road): say what the way wholly
          // on road costs against the budget with the bonus, or that no such way exists, so a refusal never
          // reads as if the bonus were forgotten (audit r22).
          if (onRoad) {
            const bonus = ctx.opts.roadBonus, withBonus = budget + bonus;
            const rm = new Mover(ctx, f, { roadOnly: true });
            const rr = rm.run(Infinity);
            const onlyRoad = goals.filter((g) => rr.cost[g]! < Infinity && !rm.endCheck(g));
            const cr = onlyRoad.length ? Math.min(...onlyRoad.map((g) => Math.floor(rr.cost[g]! / K))) : null;
            const roadText = cr === null
              ? `no way wholly on road reaches it, so the road bonus (${bonus}) does not apply`
              : `wholly on road it costs ${cr}, more than the budget ${budget} + the road bonus ${bonus} = ${withBonus}`;
            why = reason('hs.move.climb', `${why.text}; ${roadText}`, { cost: c, budget });
            roadWhy = [reason('hs.terrain.road', `${f.id} starts on road and ${where} is road: ${roadText}`, { cost: cr, budget: withBonus })];
          }
        } else {
          why = m.endCheck(f.double ? m.at(target, 0) : target.id * 2) ?? reason('hs.move.climb', `no way for ${f.id} to reach ${where}`);
          if (!reach.length) frontier = frontierBlocks(ctx, m, unlimited, target);
        }
      }
      const entry = target.structure?.kind === 'interior' ? entryAllowed(f, target.structure) : undefined;
      // A glyph on a half hex (c3g.hex.half-through): the glyph would end the move on a half hex, where no figure
      // (but a destructible object) may end, so it cannot be moved through at all.
      const glyphHalf = lifted?.rule === 'hs.glyph' && lifted.at !== undefined
        ? ctx.spaces.find((x) => x.x === (lifted.at as number[])[0] && x.y === (lifted.at as number[])[1] && x.level === lifted.level && classOf(ctx, x).class === 'half')
        : undefined;
      const half = glyphHalf
        ? [reason('c3g.hex.half-through', `the glyph ${glyphHalf.glyph} lies on the half hex [${glyphHalf.x}, ${glyphHalf.y}]: a figure may not move through a half hex where a glyph would end its movement, nor end there`)]
        : [];
      return refusedMove(uniqueReasons([...(lifted && lifted !== why ? [lifted] : []), why, ...half, ...(entry && !entry.ok ? [entry.why!] : []), ...roadWhy, ...blockedInto(ctx, m, target), ...frontier]));
    }
    // Option avoidFalls within-budget (hs.fall): a way without a damaging fall that fits the budget, the
    // cheaper falling way named beside it.
    let cheaper: { cost: number; falls: MoveEvent[] } | undefined;
    if (ctx.opts.avoidFalls === 'within-budget') {
      const falls = damagingFalls(m, r, best);
      if (falls.length) {
        const nm = new Mover(ctx, f, { noFalls: true, roadOnly: road });
        const nr = nm.run(road ? budget + ctx.opts.roadBonus : budget);
        const nb = cheapestEnd(nm, nr, goals).best;
        if (nb >= 0) {
          cheaper = { cost: Math.floor(r.cost[best]! / K), falls };
          m = nm; r = nr; best = nb;
        } else if (!road && onRoad) {
          // The way without a fall may be one wholly on road, with the road bonus (hs.terrain.road): it fits
          // what the figure may move as well as a way within the bare budget does (audit r19).
          const rm = new Mover(ctx, f, { noFalls: true, roadOnly: true });
          const rr = rm.run(budget + ctx.opts.roadBonus);
          const rb = cheapestEnd(rm, rr, goals).best;
          if (rb >= 0) {
            cheaper = { cost: Math.floor(r.cost[best]! / K), falls };
            m = rm; r = rr; best = rb; road = true;
          }
        }
      }
    }
    const { path, events, halfThrough, crossings, partialOver, snow } = m.describe(r, best);
    const cost = Math.floor(r.cost[best]! / 1024);
    const end = asked.get(best)!;
    if (end !== best) {
      const [fr, bk] = m.spacesOf(end) as [Space, Space];
      path.push({ at: [fr.x, fr.y], level: fr.level, cost, step: 'flip', back: [bk.x, bk.y], backLevel: bk.level });
    }
    const placed = events.some((e) => e.kind === 'placement');
    const reasons: Reason[] = [reason('hs.move.climb', f.flying
      ? (placed ? `${f.id} flies, ignoring levels and terrain, for ${cost} movement in all` : `${f.id} flies ${cost} space${cost === 1 ? '' : 's'}, ignoring levels and terrain`)
      : `${f.id} reaches ${where} for ${cost} (1 per space plus 1 per level up)`, { cost })];
    reasons.push(...crossings);
    if (snow.length)
      reasons.push(reason('hs.terrain.snow', `${f.id} moves onto heavy snow ${snow.length === 1 ? 'once' : `${snow.length} times`} (${snow.map((x) => `[${x.x}, ${x.y}]`).join(', ')}): one extra movement each (option snow heavy)`));
    const round = wentRound(ctx, m, best, cost);
    if (round) reasons.push(round);
    for (const e of events) reasons.push(reason(e.rule, e.text));
    if (f.flying && events.some((e) => e.kind === 'leaving-engagement'))
      reasons.push(reason('hs.base.leave-flying', `${f.id} starts to fly while engaged: each figure it was engaged with attacks as it leaves`));
    const stop = m.stoppedBy(best);
    if (stop)
      reasons.push(reason(stop, `${f.id} moves onto ${stop === 'hs.terrain.molten-lava' ? 'molten lava' : stop === 'hs.terrain.ice' ? 'slippery ice' : 'water'} at ${where}: its move ends there`));
    if (road)
      reasons.push(reason('hs.terrain.road', `${f.id} starts, moves and ends on road: ${ctx.opts.roadBonus} extra spaces (budget ${budget} + ${ctx.opts.roadBonus})`));
    const endSpaces = m.spacesOf(best);
    if (ctx.opts.lavaField && endSpaces.some(isLavaField))
      reasons.push(reason('hs.terrain.lava-field', `${f.id} ends on lava field: at the end of the round it rolls one combat die and takes a wound on a skull (P 1/2)${f.double ? '; a double-space figure rolls once' : ''}`));
    if (m.stoppedByGlyph(best))
      reasons.push(reason('hs.glyph', `${f.id} moves onto the glyph ${m.spacesOf(best).find((x) => x.glyph !== undefined)!.glyph} at ${where}: its move ends there`));
    else if (f.flying && m.spacesOf(best).some((x) => x.glyph !== undefined))
      reasons.push(reason('hs.glyph', `${f.id} flies over glyphs freely and stops on the glyph at ${where} because it ends its move there`));
    if (partialOver > 0)
      reasons.push(reason('c3g.hex.count', `${f.id} flies over ${partialOver} partial hex${partialOver === 1 ? '' : 'es'} without counting ${partialOver === 1 ? 'it' : 'them'}`));
    if (halfThrough)
      reasons.push(reason('c3g.hex.half-through', `${f.id} passes through a half hex without ending there or becoming engaged on it`));
    if (end !== best)
      reasons.push(reason('hs.base.double-space', `${f.id} is flipped at the end of its move, at no cost, to face ${m.facingOf(end)}`));
    if (cheaper)
      reasons.push(avoided(f, cheaper, cost));
    return {
      ask: 'move', legal: true, cost, ...(f.double ? { facing: m.facingOf(end) } : {}), path, events, ...(cheaper ? { cheaperWithFall: cheaper } : {}),
      reasons: uniqueReasons(reasons), evidence: { path },
    };
  },
});

/** The goal space the search reaches most cheaply where the figure may end (-1: none), and why the first it may not end on is refused. */
function cheapestEnd(m: Mover, r: ReturnType<Mover['run']>, goals: readonly number[]): { best: number; endWhy: Reason | undefined } {
  let best = -1;
  let endWhy: Reason | undefined;
  for (const g of goals) {
    if (!(r.cost[g]! < Infinity)) continue;
    const why = m.endCheck(g);
    if (why) { endWhy ??= why; continue; }
    if (best < 0 || r.cost[g]! < r.cost[best]!) best = g;
  }
  return { best, endWhy };
}

/**
 * The last search from a figure's place with a budget, per prepared view: the map analysis asks `reach` from a
 * place and then `move` from it to several places with the same budget, which is one search, not one per
 * question. A session's view never changes and a search result is only read, so the answers are the same.
 */
const lastSearch = new WeakMap<Ctx, { f: Fig; budget: number; m: Mover; r: ReturnType<Mover['run']> }>();

function searched(ctx: Ctx, f: Fig, budget: number): { m: Mover; r: ReturnType<Mover['run']> } {
  const hit = lastSearch.get(ctx);
  if (hit && hit.f === f && hit.budget === budget) return hit;
  const m = new Mover(ctx, f);
  const r = m.run(budget);
  lastSearch.set(ctx, { f, budget, m, r });
  return { m, r };
}

/**
 * A single-space figure standing on a transit space at the start of its move may be placed on a corresponding
 * unoccupied transit space instead of moving (c3g.transit: it ended its move there; c3g.stairs for a stairway),
 * paying the transit number and taking its leaving-engagement attacks, as the `transit` question answers; it
 * moves no further. The spaces it may be placed on, with the cost and the events.
 */
export function placedInstead(ctx: Ctx, m: Mover): Map<number, { cost: number; events: MoveEvent[] }> {
  const out = new Map<number, { cost: number; events: MoveEvent[] }>();
  const f = m.fig;
  if (f.double) return out;
  const s = ctx.spaces[f.spaces[0]!]!;
  if (s.transit === undefined) return out;
  if (s.structure && !entryAllowed(f, s.structure).ok) return out;
  const start = m.startState();
  for (const t of correspondingTransit(ctx, s)) {
    // placed on t it stands there: under a deck in the open only where it fits (option overhangClearance)
    if (m.other(t) >= 0 || !enterable(ctx, f, t, true).ok || headroomRefusal(ctx, f, t)) continue;
    const st = t.structure ?? s.structure;
    if (st && !entryAllowed(f, st).ok) continue;
    // Placed instead of moving, it moves no further: it must be able to end there (a half hex, c3g.hex.half-occupy).
    if (m.endCheck(t.id * 2 + 1)) continue;
    const events: MoveEvent[] = [];
    const a = m.attacks(start, t.id * 2 + 1, KIND.transit, true);
    if (a) events.push({ kind: 'leaving-engagement', step: 1, at: [s.x, s.y], level: s.level, by: a.by, rule: a.rule, text: a.text });
    events.push({ kind: 'placement', step: 1, at: [t.x, t.y], level: t.level, from: [s.x, s.y], transit: s.transit, rule: s.stair ? 'c3g.stairs' : 'c3g.transit',
      text: `${f.id} stands on transit space [${s.x}, ${s.y}] (transit ${s.transit}) at the start of its move and is placed on [${t.x}, ${t.y}] for ${s.transit} movement instead of moving` });
    out.set(t.id, { cost: s.transit, events });
  }
  return out;
}

/** The falls (hs.fall) on the cheapest way the search found to a state, as the move's events give them. */
export function fallsTo(m: Mover, r: ReturnType<Mover['run']>, state: number): MoveEvent[] {
  const steps = pathTo(r, state);
  const out: MoveEvent[] = [];
  for (let i = 1; i < steps.length; i++) {
    const e = m.fallOn(steps[i - 1]!.state, steps[i]!.state, steps[i]!.kind, i);
    if (e) out.push(e);
  }
  return out;
}

/** The falls with damage on the way to a state (not into water or lava, hs.fall). */
function damagingFalls(m: Mover, r: ReturnType<Mover['run']>, state: number): MoveEvent[] {
  return fallsTo(m, r, state).filter((e) => !e.fall!.safe);
}

/** Option avoidFalls within-budget: the way taken avoids the fall of a cheaper one (hs.fall). */
function avoided(f: Fig, cheaper: { cost: number; falls: MoveEvent[] }, cost: number, where = ''): Reason {
  return reason('hs.fall', `${f.id} takes a way without a fall for ${cost}${where}: the cheaper way for ${cheaper.cost} falls (${cheaper.falls.map((e) => e.text).join('; ')}); under option avoidFalls within-budget a way without a damaging fall that fits the budget is taken`,
    { cost, cheaperCost: cheaper.cost });
}

/**
 * For a move found impossible: would it be possible if water or glyphs did not stop the figure, opponents or
 * engaged friends did not bar it, or it could pass half hexes where it becomes engaged? Then say where on the
 * cheapest such way the rule bites (hs.base.water, hs.glyph, hs.base.figures, c3g.hex.half-through).
 */
function whatStandsInTheWay(ctx: Ctx, f: Fig, goals: readonly number[], budget: number, onRoad: boolean): Reason | undefined {
  const wet = new Mover(ctx, f);
  // The searches a lifted combination is tried with: the bare budget, and for a walker on road the way wholly
  // on road with the road bonus (hs.terrain.road), so a glyph or water on the road that cuts the bonus short
  // is named (audit r19).
  const searches = (opts: MoverOptions) => {
    const out = [{ free: new Mover(ctx, f, opts), budget }];
    if (onRoad) out.push({ free: new Mover(ctx, f, { ...opts, roadOnly: true }), budget: budget + ctx.opts.roadBonus });
    return out;
  };
  const rules: (keyof MoverOptions)[] = ['ignoreWater', 'ignoreGlyph', 'ignoreEngagedFriends', 'ignoreOpponents', 'ignoreHalfEngage'];
  // Transit spaces stop a walking single-space figure only under option transitStop stop (c3g.transit).
  if (wet.transitStops()) rules.push('ignoreTransitStop');
  // Every combination of the rules lifted, fewest first.
  const combos: MoverOptions[] = [];
  for (let mask = 1; mask < 1 << rules.length; mask++) {
    const o: MoverOptions = {};
    rules.forEach((k, i) => { if (mask & (1 << i)) o[k] = true; });
    combos.push(o);
  }
  combos.sort((a, b) => Object.keys(a).length - Object.keys(b).length);
  // When even with every one of them lifted the goal stays out of reach, none of them is the cause.
  if (!searches(combos[combos.length - 1]!).some(({ free, budget: b }) => { const all = free.run(b); return goals.some((x) => all.cost[x]! < Infinity); })) return undefined;
  for (const opts of combos) for (const { free, budget: b } of searches(opts)) {
    const r = free.run(b);
    const g = goals.find((x) => r.cost[x]! < Infinity && !free.endCheck(x));
    if (g === undefined) continue;
    const states = pathTo(r, g).map((s) => s.state);
    for (let i = 1; i < states.length; i++) {
      const sp = free.spacesOf(states[i]!);
      const s = sp[0]!;
      const stop = i < states.length - 1 ? wet.stoppedBy(states[i]!) : undefined;
      if (stop)
        return reason(stop, `${f.id} would have to stop in the ${stop === 'hs.terrain.molten-lava' ? 'molten lava' : stop === 'hs.terrain.ice' ? 'slippery ice' : 'water'} at [${s.x}, ${s.y}] on the way: a figure that moves onto it ends its move there`);
      if (i < states.length - 1 && wet.stoppedByTransit(states[i]!)) return transitStop(f, s, 'would have to stop');
      const gl = i < states.length - 1 && !free.flying ? wet.enteredGlyph(states[i - 1]!, states[i]!) : undefined;
      if (gl) {
        return reason('hs.glyph', `${f.id} would have to stop on the glyph ${gl.glyph} at [${gl.x}, ${gl.y}] on the way: a figure that moves onto a glyph ends its move there`, { at: [gl.x, gl.y], level: gl.level });
      }
      const friend = sp.map((x) => wet.engagedFriendOn(x)).find((x) => x !== undefined);
      if (friend !== undefined && !wet.flying)
        return reason('hs.base.figures', `${f.id} would have to pass through ${friend}, a friend engaged with an enemy: no figure moves through an engaged figure's space`);
      const foe = sp.find((x) => wet.enemyOn(x));
      if (foe !== undefined && !wet.flying) {
        const o = ctx.figures[wet.other(foe)]!;
        const whose = o.inert ? 'a destructible object nobody controls is no one\'s friend, and a figure moves only through the spaces of friends that are not engaged' : 'no figure moves through an opponent\'s space';
        return reason('hs.base.figures', `${f.id} would have to pass through ${o.id} at [${foe.x}, ${foe.y}]: ${whose}`, { through: o.id });
      }
      if (!wet.flying && wet.newlyEngagedOnHalf(states[i - 1]!, states[i]!)) {
        const before = wet.onHalf(states[i - 1]!) ? [] : wet.engagedAt(states[i - 1]!);
        const now = wet.engagedAt(states[i]!).filter((x) => !before.includes(x));
        return reason('c3g.hex.half-through', `${f.id} would become engaged with ${now.join(', ')} on the half hex [${s.x}, ${s.y}]: no figure moves through a half hex where it would become engaged`);
      }
    }
  }
  return undefined;
}

/** The transit space a figure would stop on under option transitStop stop (c3g.transit), named. */
function transitStop(f: Fig, s: Space, how: string, tail = ''): Reason {
  return reason('c3g.transit', `${f.id} ${how} on the transit space [${s.x}, ${s.y}] (transit ${s.transit}) on the way${tail}: under option transitStop stop a figure that moves onto a transit space is placed from it at once or ends its move there`, { at: [s.x, s.y], level: s.level });
}

/**
 * For a legal move under option transitStop stop: if a way across a transit space would be cheaper, the
 * space the figure goes round (c3g.transit), with what that way would cost.
 */
function wentRound(ctx: Ctx, m: Mover, goal: number, cost: number): Reason | undefined {
  if (!m.transitStops()) return undefined;
  const r = new Mover(ctx, m.fig, { ignoreTransitStop: true, roadOnly: m.roadOnly }).run(cost);
  const c = Math.floor(r.cost[goal]! / 1024);
  if (!(c < cost)) return undefined;
  const states = pathTo(r, goal).map((x) => x.state);
  const i = states.findIndex((x, k) => k > 0 && k < states.length - 1 && m.stoppedByTransit(x));
  return i < 0 ? undefined : transitStop(m.fig, m.spacesOf(states[i]!)[0]!, 'goes round: it would stop', ` (${c} across it)`);
}

/**
 * For a target no way reaches at any cost: the steps refused on the edge of the region the figure can
 * reach (a partial hex, a sealed wall, a cliff, ...), nearest the target first, one per clause, three at
 * most; a closed corridor names what closes it rather than only "no way".
 */
function frontierBlocks(ctx: Ctx, m: Mover, r: ReturnType<Mover['run']>, t: Space): Reason[] {
  const best = new Map<string, { d: number; why: Reason }>();
  for (let i = 0; i < r.settledCount; i++) {
    const s = m.spacesOf(r.settled[i]!)[0]!;
    for (const { t: n } of m.neighbours(s)) {
      if (n.place === s.place) continue;
      const c = step(ctx, m.fig, s, n, m.fig.flying);
      if (c.ok || !c.why) continue;
      const d = hexDistance(n, t);
      const cur = best.get(c.why.rule);
      if (!cur || d < cur.d) best.set(c.why.rule, { d, why: c.why });
    }
    // A transit space it stands on leads nowhere for it when its structure's entry rule bars it (the height
    // limits of enclosed structures, c3g.transit): said first, or the refusal would read as if the way
    // through had been overlooked (audit r22).
    const st = s.transit !== undefined && !m.fig.double ? s.structure : undefined;
    const e = st ? entryAllowed(m.fig, st) : undefined;
    if (st && e && !e.ok && !best.has('c3g.transit'))
      best.set('c3g.transit', { d: -1, why: reason('c3g.transit', `the transit space [${s.x}, ${s.y}] of ${st.id} is closed to ${m.fig.id}: ${e.why!.text}`, { at: [s.x, s.y], level: s.level }) });
  }
  return [...best.values()].sort((a, b) => a.d - b.d).slice(0, 3).map((x) => x.why);
}

/**
 * Why the steps into a space from its neighbours are refused (other than by cost), for an unreachable
 * target: the step from where the figure stands, if it is next to the target, then from each neighbouring
 * hex's surface nearest the target's level (the floors above and below it refuse every step, and say
 * nothing new); one reason per clause.
 */
export function blockedInto(ctx: Ctx, m: Mover, t: Space): Reason[] {
  const out: Reason[] = [];
  const add = (n: Space) => {
    const c = step(ctx, m.fig, n, t, m.fig.flying);
    if (!c.ok && c.why && !out.some((r) => r.rule === c.why!.rule)) out.push(c.why);
  };
  const own = ctx.spaces[m.fig.spaces[0]!]!;
  const near = m.neighbours(t);
  if (near.some(({ t: n }) => n === own)) add(own);
  const nearest = new Map<number, Space>();
  for (const { t: n } of near) {
    const b = nearest.get(n.place);
    if (!b || Math.abs(n.level - t.level) < Math.abs(b.level - t.level)) nearest.set(n.place, n);
  }
  for (const n of nearest.values()) add(n);
  return out;
}

export const reach = question({
  args: z.strictObject({ figure: RefSchema, budget: Budget }),
  positional: ['figure', 'budget'],
  summary: (q, v) => {
    const stops = (v.transitStops ?? []) as { at: [number, number] }[];
    const cut = (v.cutShort ?? []) as unknown[];
    // the spaces whose way taken falls (hs.fall), in the move's words, the first three named
    type C = { at: [number, number]; falls?: { fall?: FallWords }[]; cheaperWithFall?: unknown };
    const cells = v.cells as C[];
    const fell = cells.filter((c) => c.falls?.some((e) => e.fall && !e.fall.safe));
    const avoid = cells.filter((c) => c.cheaperWithFall).length;
    const falls = (fell.length
      ? `; ${plural(fell.length, 'space')} by a way that falls: ${fell.slice(0, 3).map((c) => `[${c.at[0]}, ${c.at[1]}] ${fallWords(c.falls!.find((e) => e.fall && !e.fall.safe)!.fall!)}`).join(', ')}${fell.length > 3 ? ', ...' : ''}`
      : '') + (avoid ? `; ${plural(avoid, 'space')} by a dearer way that avoids a fall` : '');
    return `${say(q.figure)} can end its move on ${plural(v.count as number, 'space')}${falls}` + (stops.length
      ? `; ${plural(cut.length, 'space')} cut short by ${stops.length === 1 ? 'the transit space' : 'the transit spaces'} ${stops.map((x) => `[${x.at[0]}, ${x.at[1]}]`).join(', ')} (option transitStop stop)`
      : '');
  },
  answer(ctx: Ctx, q): Verdict {
    const f = figureArg(ctx, q.figure, 'figure');
    const budget = q.budget ?? f.move ?? Infinity;
    if (budget === Infinity) throw new HighgroundError(`reach needs a budget: ${f.id} has no move`, { path: ['budget'] });
    const { m, r } = searched(ctx, f, budget);
    const ways = endWays(m, r);
    // Option avoidFalls within-budget (hs.fall): where a way without a damaging fall fits the budget, that way
    // (one more search, made only when some way falls).
    type Searched = { m: Mover; r: ReturnType<Mover['run']>; ways: ReturnType<typeof endWays> };
    /** A search with `opts` up to `limit`, made once, when first asked for. */
    const searchOnce = (opts: MoverOptions, limit: number) => {
      let done: Searched | undefined;
      return (): Searched => {
        if (!done) { const nm = new Mover(ctx, f, opts); const nr = nm.run(limit); done = { m: nm, r: nr, ways: endWays(nm, nr) }; }
        return done;
      };
    };
    const fallFree = searchOnce({ noFalls: true }, budget);
    // The road bonus (hs.terrain.road) for a walking figure standing on road: its ways wholly on road within
    // the budget and the bonus, and those without a damaging fall (made only when asked for).
    const onRoad = ctx.opts.roadBonus > 0 && !f.flying && f.spaces.every((x) => isRoad(ctx.spaces[x]!));
    const roadFallFree = searchOnce({ noFalls: true, roadOnly: true }, budget + ctx.opts.roadBonus);
    /** Road spaces whose way without a damaging fall is the one wholly on road, beyond the bare budget (within-budget). */
    const roadAvoided = new Set<number>();
    /**
     * Where the budget's way to a road space falls, the way without a damaging fall: within the bare budget if
     * there is one, else wholly on road with the bonus, as the move question takes it (audit r19).
     */
    const safeFor = (id: number) => (): Searched => {
      const bare = fallFree();
      if (bare.ways.has(id) || !onRoad || !isRoad(ctx.spaces[id]!)) return bare;
      const road = roadFallFree();
      if (road.ways.has(id)) roadAvoided.add(id);
      return road;
    };
    const best = new Map<number, number>();
    type Cell = { at: [number, number]; level: number; cost: number; falls?: MoveEvent[]; cheaperWithFall?: { cost: number; falls: MoveEvent[] } };
    // `fell`: its way falls with damage; `avoided`: a dearer way without one is taken (within-budget)
    const rows: { id: number; cell: Cell; fell?: boolean; avoided?: boolean }[] = [];
    /**
     * The row of a space reached by the way `w` of the search `from`: that way, or under within-budget, where it
     * falls with damage, the way without a damaging fall that the search `safe` finds, the cheaper falling way
     * named beside it.
     */
    const addRow = (id: number, from: Omit<Searched, 'ways'>, w: { state: number; falls: boolean }, safe: () => Searched) => {
      const s = ctx.spaces[id]!;
      const cost = Math.floor(from.r.cost[w.state]! / K);
      const falls = w.falls ? fallsTo(from.m, from.r, w.state) : [];
      const harm = falls.filter((e) => !e.fall!.safe);
      const nf = harm.length && ctx.opts.avoidFalls === 'within-budget' ? safe() : undefined;
      const alt = nf?.ways.get(id);
      if (nf && alt) {
        const c = Math.floor(nf.r.cost[alt.state]! / K);
        const safeFalls = alt.falls ? fallsTo(nf.m, nf.r, alt.state) : [];
        best.set(id, c);
        rows.push({ id, avoided: true, cell: { at: [s.x, s.y], level: s.level, cost: c, ...(safeFalls.length ? { falls: safeFalls } : {}), ...(cost < c ? { cheaperWithFall: { cost, falls: harm } } : {}) } });
        return;
      }
      best.set(id, cost);
      rows.push({ id, fell: harm.length > 0, cell: { at: [s.x, s.y], level: s.level, cost, ...(falls.length ? { falls } : {}) } });
    };
    for (const [id, w] of ways) addRow(id, { m, r }, w, safeFor(id));
    // The road bonus (hs.terrain.road), as the move question gives it: a walking figure standing on road
    // reaches further road spaces by a way wholly on road, within its budget and the bonus (the spaces its
    // budget alone reaches keep their way and cost).
    let roadCells = roadAvoided.size;
    if (onRoad) {
      const road = searchOnce({ roadOnly: true }, budget + ctx.opts.roadBonus)();
      for (const [id, w] of road.ways) {
        if (best.has(id)) continue;
        roadCells++;
        addRow(id, road, w, roadFallFree);
      }
    }
    // Placed instead of moving from the transit space it stands on (c3g.transit), where no cheaper way walks.
    for (const [id, p] of placedInstead(ctx, m)) {
      if (p.cost > budget || (best.has(id) && best.get(id)! <= p.cost)) continue;
      const s = ctx.spaces[id]!;
      const k = rows.findIndex((x) => x.id === id);
      if (k >= 0) rows.splice(k, 1);
      best.set(id, p.cost);
      rows.push({ id, cell: { at: [s.x, s.y], level: s.level, cost: p.cost } });
    }
    // counted after the placements, which replace the walking (or falling) way to a space
    const falling = rows.filter((x) => x.fell).length, avoidedFalls = rows.filter((x) => x.avoided).length;
    const cells = rows.sort((x, y) => x.cell.cost - y.cell.cost || x.id - y.id).map((x) => x.cell);
    const reasons = [reason('hs.move.climb', `${cells.length} spaces within ${budget} movement for ${f.id}`)];
    if (falling)
      reasons.push(reason('hs.fall', `${plural(falling, 'space')} ${falling === 1 ? 'is' : 'are'} reached by ${f.id} ${ctx.opts.avoidFalls === 'equal-cost' ? 'by a cheapest way that falls with damage' : 'only by a way that falls with damage'}: each such cell lists its falls (the drop, the dice)${ctx.opts.avoidFalls === 'equal-cost' ? '; among equally cheap ways the one that falls least is taken, a dearer way without a fall is not sought (option avoidFalls equal-cost)' : ''}`, { spaces: falling }));
    if (avoidedFalls)
      reasons.push(reason('hs.fall', `${plural(avoidedFalls, 'space')} ${avoidedFalls === 1 ? 'is' : 'are'} reached by a way without a damaging fall that fits the budget where the cheapest way falls (option avoidFalls within-budget: the cheaper way is named beside it)`, { spaces: avoidedFalls }));
    if (roadCells)
      reasons.push(reason('hs.terrain.road', `${plural(roadCells, 'space')} beyond ${f.id}'s budget ${budget} ${roadCells === 1 ? 'is' : 'are'} reached by a way wholly on road: it starts, moves and ends on road, ${ctx.opts.roadBonus} extra spaces (budget ${budget} + ${ctx.opts.roadBonus})`, { spaces: roadCells }));
    const cut = m.transitStops() ? transitCuts(ctx, m, budget, best) : undefined;
    if (cut) reasons.push(...cut.reasons);
    return {
      ask: 'reach', cells, count: cells.length,
      ...(cut ? { transitStops: cut.stops, cutShort: cut.cells } : {}),
      reasons,
      evidence: { cells: cells.map((c) => ({ at: c.at, cost: c.cost })) },
    };
  },
});

/**
 * Every space a search lets the figure end its move on, with the cheapest end state (settled first: least
 * movement, then the fewest attacks, no lava, the least fall) and whether its way falls (hs.fall: a drop of
 * the figure's Height or more, into water included). A double-space figure may be flipped at the end of its
 * move at no cost (hs.base.double-space): its back hex may as well be its front, as the move question finds
 * (the same two spaces, so the same end checks). Whether a way falls is carried down the search tree in
 * settle order (a parent settles before its child), so only the ways that fall are read back.
 */
function endWays(m: Mover, r: ReturnType<Mover['run']>): Map<number, { state: number; falls: boolean }> {
  const fell = new Uint8Array(m.stateCount);
  const out = new Map<number, { state: number; falls: boolean }>();
  for (let i = 0; i < r.settledCount; i++) {
    const s = r.settled[i]!;
    const p = r.parent[s]!;
    if (p >= 0) fell[s] = fell[p]! || (r.via[s] === KIND.down && m.fallOn(p, s, KIND.down, 0) ? 1 : 0);
    if (m.endCheck(s)) continue;
    for (const sp of m.fig.double ? m.spacesOf(s) : m.spacesOf(s).slice(0, 1))
      if (!out.has(sp.id)) out.set(sp.id, { state: s, falls: fell[s] === 1 });
  }
  return out;
}

/**
 * Under option transitStop stop, for a walking single-space figure (c3g.transit: one that moves onto a
 * transit space is placed at once or ends its move there): where transit spaces cut its reach short. The
 * same search walking on across them gives the spaces it would reach, or reach for less, that way
 * (`cutShort`, with the walk-on cost and the cost under stop, null when out of reach); each is put down
 * to the first transit space its walk-on way crosses and would have ended on (`transitStops`, with the
 * cost of moving onto it and how many spaces it cuts short), one c3g.transit reason each.
 */
function transitCuts(ctx: Ctx, m: Mover, budget: number, best: ReadonlyMap<number, number>) {
  const free = new Mover(ctx, m.fig, { ignoreTransitStop: true });
  const r = free.run(budget);
  // The cheapest end state per space walking on (single-space states: space id * 2 + placed).
  const freeBest = new Map<number, number>();
  for (let i = 0; i < r.settledCount; i++) {
    const st = r.settled[i]!;
    if (free.endCheck(st)) continue;
    const id = free.spacesOf(st)[0]!.id;
    if (!freeBest.has(id)) freeBest.set(id, st);
  }
  const stops = new Map<number, { state: number; cells: number }>();
  const cells: { at: [number, number]; level: number; cost: number; stopCost: number | null; by: [number, number] }[] = [];
  for (const [id, st] of freeBest) {
    const c = Math.floor(r.cost[st]! / K);
    const had = best.get(id);
    if (had !== undefined && had <= c) continue;
    // The first transit space on the way that the figure moved onto and walked on from (not placed from).
    const steps = pathTo(r, st);
    const at = steps.find((x, k) => k > 0 && k < steps.length - 1 && m.stoppedByTransit(x.state) && steps[k + 1]!.kind !== KIND.transit)?.state;
    if (at === undefined) continue;
    const t = m.spacesOf(at)[0]!;
    const s = ctx.spaces[id]!;
    const e = stops.get(at) ?? { state: at, cells: 0 };
    e.cells++;
    stops.set(at, e);
    cells.push({ at: [s.x, s.y], level: s.level, cost: c, stopCost: had ?? null, by: [t.x, t.y] });
  }
  cells.sort((a, b) => a.cost - b.cost || a.at[1] - b.at[1] || a.at[0] - b.at[0] || a.level - b.level);
  const list = [...stops.values()].map(({ state, cells: n }) => {
    const t = m.spacesOf(state)[0]!;
    return { at: [t.x, t.y] as [number, number], level: t.level, transit: t.transit!, cost: Math.floor(r.cost[state]! / K), cuts: n };
  }).sort((a, b) => a.cost - b.cost || a.at[1] - b.at[1] || a.at[0] - b.at[0] || a.level - b.level);
  const reasons = list.map((x) => reason('c3g.transit',
    `${m.fig.id}'s way ends on the transit space [${x.at[0]}, ${x.at[1]}] (transit ${x.transit}), reached for ${x.cost}: under option transitStop stop a figure that moves onto a transit space is placed from it at once or ends its move there, so ${plural(x.cuts, 'space')} that walking on across it would reach ${x.cuts === 1 ? 'is' : 'are'} out of reach or dearer`,
    { at: x.at, level: x.level }));
  return { stops: list, cells, reasons };
}
