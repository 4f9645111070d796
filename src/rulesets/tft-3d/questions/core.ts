/** Core questions: adjacent, melee, engaged, move, reach, fall, stance, hex. */
import * as z from '../../../formats/schema-kit.js';
import { HighgroundError } from '../../../errors.js';
import { question } from '../../../engine/ruleset.js';
import { RefSchema } from '../../../engine/refs.js';
import { reason, uniqueReasons, type Reason, type Verdict } from '../../../engine/verdict.js';
import { refusedMove } from '../../../engine/verdicts.js';
import { surfaceAtLevel, surfacesAt, xyOf } from '../../../board/hex-board.js';
import type { Direction } from '../../../geometry/hex/directions.js';
import { effectiveHeight, fallHeight, leanDown, makeFig, reachHeight, type Ctx, type Fig } from '../context.js';
import { inFrontOf, isAdjacent } from '../adjacency.js';
import { engagement } from '../engage.js';
import { canReach, fall, heightDx } from '../rules.js';
import { describePath, endAt, setupMove, stateIdsAt, type EndOption } from '../move.js';
import { figure, figurePair, place } from '../resolve.js';
import { swipeCheck } from './combat.js';
import { ownDx, saveDx } from '../adjusted-dx.js';
import { say } from '../summary.js';
import { hurtBy, hurtReasons } from '../horse.js';

/** Stance reasons (multi-hex level rules and the singleBase option). */
export function stanceReasons(ctx: Ctx, f: Fig): Reason[] {
  const out: Reason[] = [];
  if (f.base !== f.hexes) out.push(reason('tft.multihex.single-base', `${f.id} is a ${f.hexes}-hex figure on a ${f.base}-hex base: it keeps every property of its true size`));
  if (f.stance.rule) out.push(reason(f.stance.rule, `${f.id}: ${f.stance.why}${f.stance.offBalance ? ' (-2 DX)' : ''}`, { offBalance: f.stance.offBalance }));
  void ctx;
  return out;
}

/**
 * The DX modifiers of an attacker against a target: height (tft.height.dx), its own modifiers (ownDx: -2
 * off balance, the multi-hex rules; the water it stands in) and a kneeling target (tft.swipe: +4 to hit it
 * for a standing attacker on its level or one level up; from one level up the height's +1 makes it +5).
 */
export function attackDx(ctx: Ctx, a: Fig, t: Fig): { dx: number; heightDx: number; offBalance: number; kneelingTarget: number; water: number; reasons: Reason[] } {
  const h = heightDx(a.level, t.level);
  const own = ownDx(ctx, a);
  const reasons: Reason[] = [reason('tft.height.dx', h === 0 ? `${a.id} and ${t.id} stand on the same level: no height modifier`
    : `${a.id} stands ${Math.abs(h)} level${Math.abs(h) === 1 ? '' : 's'} ${h > 0 ? 'above' : 'below'} ${t.id}: ${h > 0 ? '+' : ''}${h} DX`, { dx: h })];
  if (own.offBalance) reasons.push(...stanceReasons(ctx, a));
  const standing = !a.prone && !a.kneeling;
  const kneel = t.kneeling && standing && (h === 0 || h === 1) ? 4 : 0;
  if (kneel) reasons.push(reason('tft.swipe', `${t.id} is kneeling: +4 to hit it from ${h === 0 ? 'its own level' : 'one level up (with the height +1, +5 in all)'}`, { kneeling: 4 }));
  reasons.push(...own.reasons.filter((r) => r.rule === 'tft.terrain.water'));
  return { dx: h + own.total + kneel, heightDx: h, offBalance: own.offBalance, kneelingTarget: kneel, water: own.water, reasons };
}

/** Hex directions as the scenario format numbers them (0 = east, clockwise). */
const DIRECTION_NAMES = ['east', 'south-east', 'south-west', 'west', 'north-west', 'north-east'] as const;

const Fig2 = { attacker: z.string(), target: z.string() };

export const adjacentQ = question<Ctx, z.Schema<{ a: string; b: string }>>({
  args: z.strictObject({ a: z.string(), b: z.string() }),
  positional: ['a', 'b'],
  answer(ctx, args): Verdict {
    const [a, b] = figurePair(ctx, args.a, 'a', args.b, 'b');
    const adjacent = isAdjacent(a, b);
    return {
      ask: 'adjacent', adjacent, levels: b.level - a.level,
      reasons: [reason('tft.base.engage', adjacent ? `${a.id} and ${b.id} stand in neighbouring hexes (whatever their levels)` : `${a.id} and ${b.id} are not in neighbouring hexes`)],
    };
  },
});

export const meleeQ = question<Ctx, z.Schema<{ attacker: string; target: string }>>({
  summary: say.melee,
  args: z.strictObject(Fig2),
  positional: ['attacker', 'target'],
  answer(ctx, args): Verdict {
    const [a, t] = figurePair(ctx, args.attacker, 'attacker', args.target, 'target');
    const adjacent = isAdjacent(a, t);
    const front = inFrontOf(a, t);
    const ha = reachHeight(a), ht = reachHeight(t);
    // tft.swipe: a target kneeling above, leaning down, is within the lower attacker's reach by its own H
    // (the kneeler's own blow is the swipe, answered below, not a lean of the attacker).
    const r = canReach(a.level, t.level, ha, ht, t.level > a.level ? leanDown(ctx.options, t) : 0);
    const reasons: Reason[] = [];
    if (!adjacent) reasons.push(reason('tft.base.engage', `${t.id} is not next to ${a.id}`));
    else if (a.facing === undefined) reasons.push(reason('tft.base.facing', `${a.id} has no facing given: it may turn to strike any neighbouring foe`));
    else reasons.push(reason('tft.base.facing', front ? `${t.id} is in one of ${a.id}'s front hexes` : `${t.id} is in a side or rear hex of ${a.id} (facing ${a.facing}, ${DIRECTION_NAMES[a.facing]}): a figure strikes only into its three front hexes`, { inFront: front }));
    for (const f of [a, t]) if (f.prone || f.kneeling) reasons.push(reason(f.prone ? 'tft.prone' : 'tft.swipe', `${f.id} is ${f.prone ? 'prone' : 'kneeling'}: H 1 for reach`));
    const lower = a.level < t.level ? a : t;
    if (r.leaned) reasons.push(reason('tft.swipe', `${t.id} kneels and leans down: ${r.diff} levels less its H ${t.H} leaves ${r.diff - t.H}, within ${a.id}'s H ${r.lowerH}, so ${a.id} strikes it normally (height counts the full ${r.diff} levels)`, { levels: r.diff, negated: r.diff - t.H }));
    reasons.push(reason('tft.reach', r.leaned
      ? `${r.diff} levels apart, more than ${a.id}'s H ${r.lowerH} standing, but the kneeling ${t.id} leans within it`
      : r.ok
        ? r.diff === 0 ? 'on the same level: they can reach each other' : `${r.diff} level${r.diff === 1 ? '' : 's'} apart, within ${lower.id}'s H ${r.lowerH}: they can reach each other`
        : `${r.diff} levels apart, more than ${lower.id}'s H ${r.lowerH}: neither can reach the other`, { levels: r.diff, lowerHeight: r.lowerH, ...(r.leaned ? { leaned: true } : {}) }));
    const d = attackDx(ctx, a, t);
    const out: Verdict = {
      ask: 'melee', allowed: adjacent && front && r.ok, adjacent, inFront: front, reach: r.ok, levels: t.level - a.level, dx: d.dx, heightDx: d.heightDx,
      offBalance: a.stance.offBalance, ...(d.kneelingTarget ? { kneelingTarget: d.kneelingTarget } : {}), ...(d.water ? { waterDx: d.water } : {}), reasons: [...reasons, ...d.reasons],
    };
    if (adjacent && front && !r.ok && a.level > t.level && ctx.options.swipe) {
      const s = swipeCheck(ctx, a, t);
      out.swipe = { allowed: s.allowed, dx: s.dx };
      out.reasons = [...out.reasons, ...s.reasons];
    }
    return out;
  },
});

export const engagedQ = question<Ctx, z.Schema<{ figure: string; enemy: string }>>({
  summary: say.engaged,
  args: z.strictObject({ figure: z.string(), enemy: z.string() }),
  positional: ['figure', 'enemy'],
  answer(ctx, args): Verdict {
    const [f, e] = figurePair(ctx, args.figure, 'figure', args.enemy, 'enemy');
    const g = engagement(ctx, f, e);
    return { ask: 'engaged', engaged: g.engaged, inFront: g.inFront, withinLevels: g.withinLevels, levels: g.levels, ...(g.helpers ? { helpers: g.helpers } : {}), reasons: g.reasons };
  },
});

const Budget = z.optional(z.number().check(z.int(), z.minimum(0)));

export const moveQ = question<Ctx, z.Schema<{ figure: string; to: z.infer<typeof RefSchema>; budget?: number | undefined; charge?: boolean | undefined; disengage?: boolean | undefined; swipe?: boolean | undefined; facing?: number | undefined }>>({
  summary: say.move,
  args: z.strictObject({ figure: z.string(), to: RefSchema, budget: Budget, charge: z.optional(z.boolean()), disengage: z.optional(z.boolean()), swipe: z.optional(z.boolean()), facing: z.optional(z.number().check(z.int(), z.minimum(0), z.maximum(5))) }),
  positional: ['figure', 'to'],
  answer(ctx, args): Verdict {
    const f = figure(ctx, args.figure, 'figure');
    // A 3-, 4- or 7-hex figure may be sent to its base level under a front hex that overhangs or stands one up,
    // as reach lists such ends (tft.multihex.three/four/seven).
    const to = place(ctx, args.to, 'to', f.base >= 3);
    const explicitLevel = Array.isArray(args.to) ? args.to.length === 3 : typeof args.to === 'object' && args.to.level !== undefined;
    const m = setupMove(ctx, f, args);
    let best: EndOption | undefined;
    const ids = stateIdsAt(ctx, m, to.place, explicitLevel ? to.level : undefined);
    if (explicitLevel && f.base >= 3) ids.push(...stateIdsAt(ctx, m, to.place, to.level + 1));
    for (const st of ids) {
      const e = endAt(ctx, m, st, args.facing as Direction | undefined);
      if (e && explicitLevel && e.level !== to.level) continue;
      if (e && (!best || e.cost < best.cost || (e.cost === best.cost && (e.risky < best.risky || (e.risky === best.risky && e.level > best.level))))) best = e;
    }
    const reasons: Reason[] = [...m.reasons];
    if (f.hexes > 1 || f.base !== f.hexes) reasons.push(...stanceReasons(ctx, f).filter((r) => r.rule === 'tft.multihex.single-base'));
    if (!best) {
      const why = m.mode !== 'free' ? `${f.id} is engaged and the place is not one legal hex away` : `no legal way there within ${m.budget} MA`;
      reasons.push(reason(m.mode === 'disengage' ? 'tft.disengage' : m.mode === 'shift' ? 'tft.base.engage' : 'tft.climb.step', why));
      const rule = f.base === 2 ? 'tft.multihex.two' : f.base === 3 ? 'tft.multihex.three' : f.base === 4 ? 'tft.multihex.four' : f.base === 7 ? 'tft.multihex.seven' : undefined;
      if (rule) reasons.push(reason(rule, `${f.id}'s hexes must keep its level rule on the way and at the end`));
      return refusedMove(uniqueReasons(reasons), { budget: m.budget });
    }
    const p = describePath(ctx, m, best.state);
    reasons.push(...p.reasons);
    if (f.base >= 3) {
      const rule = f.base === 3 ? 'tft.multihex.three' : f.base === 4 ? 'tft.multihex.four' : 'tft.multihex.seven';
      reasons.push(reason(rule, `${f.id} leads with its front hex; it ends facing ${best.facing}${best.offBalance ? ', off balance (-2 DX)' : ''}`, { facing: best.facing, offBalance: best.offBalance }));
    }
    if (f.base === 2 && !p.events.some((e) => e.event === 'fall')) reasons.push(reason('tft.multihex.two', `${f.id} keeps both hexes within one level on every step`));
    if (m.mode === 'shift' || m.mode === 'disengage') reasons.push(reason(m.mode === 'shift' ? 'tft.base.engage' : 'tft.disengage', `one hex: ${m.mode}`));
    return {
      ask: 'move', legal: true, cost: best.cost, budget: m.budget, level: best.level, ...(best.facing !== undefined ? { facing: best.facing } : {}), offBalance: best.offBalance,
      risky: best.risky > 0, path: p.path, events: p.events, reasons: uniqueReasons(reasons),
      evidence: { path: p.path.map((s) => ({ at: s.at, level: s.level, cost: s.cost, step: s.step })) },
    };
  },
});

export const reachQ = question<Ctx, z.Schema<{ figure: string; budget?: number | undefined; charge?: boolean | undefined; disengage?: boolean | undefined; swipe?: boolean | undefined }>>({
  summary: say.reach,
  args: z.strictObject({ figure: z.string(), budget: Budget, charge: z.optional(z.boolean()), disengage: z.optional(z.boolean()), swipe: z.optional(z.boolean()) }),
  positional: ['figure', 'budget'],
  answer(ctx, args): Verdict {
    const f = figure(ctx, args.figure, 'figure');
    const m = setupMove(ctx, f, args);
    const best = new Map<string, EndOption>();
    for (let i = 0; i < m.result.settledCount; i++) {
      const st = m.result.settled[i]!;
      const e = endAt(ctx, m, st);
      if (!e) continue;
      // A big figure whose front hex ends over a drop or one level up (tft.multihex.three/four/seven) has no
      // surface there at its base level: still a legal end, listed at its base level with `front` saying so
      // (the batch entry, per surface, leaves it out).
      const k = `${e.place}:${e.level}${e.surface ? '' : ':front'}`;
      const prev = best.get(k);
      if (!prev || e.cost < prev.cost || (e.cost === prev.cost && e.risky < prev.risky)) best.set(k, e);
    }
    const cells = [...best.values()].sort((a, b) => a.cost - b.cost || a.place - b.place || a.level - b.level)
      .map((e) => ({ at: xyOf(ctx.terrain, e.place), level: e.level, cost: e.cost, ...(e.risky ? { risky: true } : {}),
        ...(e.surface ? {} : { front: surfaceAtLevel(ctx.terrain, e.place, e.level + 1) ? 'up' as const : 'overhangs' as const }) }));
    return {
      ask: 'reach', budget: m.budget, cells,
      reasons: uniqueReasons([...m.reasons, reason('tft.climb.step', `climbing costs the sides plus the top, at most effective height ${effectiveHeight(f)} in one step`), reason('tft.descend', 'stepping down costs 1 MA')]),
      evidence: { cells: cells.map((c) => ({ at: c.at, cost: c.cost })) },
    };
  },
});

export const fallQ = question<Ctx, z.Schema<{ figure: string; levels?: number | undefined; to?: z.infer<typeof RefSchema> | undefined }>>({
  summary: say.fall,
  args: z.strictObject({ figure: z.string(), levels: z.optional(z.number().check(z.int(), z.minimum(0))), to: z.optional(RefSchema) }),
  positional: ['figure', 'levels'],
  answer(ctx, args): Verdict {
    const f = figure(ctx, args.figure, 'figure');
    let d: number;
    if (args.levels !== undefined) d = args.levels;
    else if (args.to !== undefined) d = f.level - place(ctx, args.to, 'to', false, true).level;
    else throw new HighgroundError('give levels or to', { path: ['levels'] });
    if (d < 0) throw new HighgroundError(`that place is ${-d} levels above ${f.id}: nothing to fall`, { path: ['to'] });
    const h = fallHeight(f, ctx.options);
    // tft.fall: the save is against adjusted DX: the figure's DX with the water it stands in and -2 off balance.
    const fr = fall(d, h, saveDx(ctx, f), f.armor, f.prone ? 'prone' : undefined);
    const reasons: Reason[] = [reason('tft.height.chart', `${f.id} has H ${f.H}${f.climbMod ? ` (${f.climbMod > 0 ? '+' : ''}${f.climbMod} for climbing)` : ''}: effective height ${h}`, { height: f.H, effective: h })];
    if (f.prone) reasons.push(reason('tft.prone', ctx.options.proneFalls === 'height' ? `${f.id} is prone, but option proneFalls reads its falls with its standing height ${h}` : `${f.id} is prone: H 1`));
    // The chart's horseman row: the damage of a fall is rolled for the horse and for the rider.
    reasons.push(...hurtReasons(f, fr.report.safe));
    return {
      ask: 'fall', levels: d, height: h, dice: fr.report.dice, diceCount: fr.report.diceCount, safe: fr.report.safe,
      ...hurtBy(f, fr.report.safe),
      ...(fr.report.save ? { save: fr.report.save, expected: fr.report.expected, armourStops: Math.min(2, f.armor) } : {}),
      reasons: [...reasons, ...fr.reasons],
    };
  },
});

const Int = z.number().check(z.int());

export const stanceQ = question<Ctx, z.Schema<{ figure: string; at?: [number, number] | [number, number, number] | undefined; facing?: number | undefined }>>({
  summary: say.stance,
  // `at` may name the base level ([x, y, level]), as move and reach do: the lower surface of a stacked hex
  // (under a bridge), or a big figure's base level under a front hex that overhangs or stands one up.
  args: z.strictObject({ figure: z.string(), at: z.optional(z.union([z.tuple([Int, Int]), z.tuple([Int, Int, Int])])), facing: z.optional(z.number().check(z.int(), z.minimum(0), z.maximum(5))) }),
  positional: ['figure', 'at', 'facing'],
  answer(ctx, args): Verdict {
    let f = figure(ctx, args.figure, 'figure');
    if (args.at || args.facing !== undefined) {
      const at = args.at ? place(ctx, [args.at[0], args.at[1]], 'at').hex : f.hexList[0]!;
      f = makeFigAt(ctx, f, at, (args.facing ?? f.facing ?? 0) as Direction, args.at?.[2]);
    }
    const t = ctx.terrain;
    const hexes = f.places.map((p, i) => ({ at: p >= 0 ? xyOf(t, p) : null, level: f.stance.surfaces[i]?.level ?? null }));
    // dx: the figure's own DX modifier as it stands (ownDx: -2 off balance plus the water of its hexes).
    const own = ownDx(ctx, f);
    const reasons = [...stanceReasons(ctx, f), ...own.reasons.filter((r) => r.rule === 'tft.terrain.water')];
    if (!reasons.length) reasons.push(reason('tft.height.chart', `${f.id} is a 1-hex figure with H ${f.H}`));
    // tft.multihex.two: a position whose rear hex hangs over a drop is a fall, with the chart's dice (and, for a
    // horseman, to horse and rider, as every other fall of its names them).
    const drop = f.stance.falls ? fall(f.stance.falls.levels, fallHeight(f, ctx.options), f.dx, f.armor, f.prone ? 'prone' : undefined).report : undefined;
    if (drop) reasons.push(...hurtReasons(f, drop.safe));
    return {
      ask: 'stance', valid: f.stance.ok, level: f.level, offBalance: f.stance.offBalance, dx: own.total, ...(own.water ? { waterDx: own.water } : {}),
      hexes, size: f.hexes, base: f.base, height: f.H, effectiveHeight: effectiveHeight(f), why: f.stance.why,
      ...(f.stance.falls && drop ? { falls: { levels: f.stance.falls.levels, dice: drop.dice, ...hurtBy(f, drop.safe) } } : {}), reasons,
    };
  },
});

function makeFigAt(ctx: Ctx, f: Fig, at: { q: number; r: number }, facing: Direction, level?: number): Fig {
  return makeFig(ctx.terrain, ctx.options, f.id, f.spec, { at, facing, ...(level !== undefined ? { level } : {}) });
}

export const hexQ = question<Ctx, z.Schema<{ at: [number, number] }>>({
  summary: say.hex,
  args: z.strictObject({ at: z.tuple([z.number().check(z.int()), z.number().check(z.int())]) }),
  positional: ['at'],
  answer(ctx, args): Verdict {
    const p = place(ctx, args.at, 'at');
    const reasons: Reason[] = [];
    const depth = ctx.depth.get(p.place);
    const surfaces = surfacesAt(ctx.terrain, p.place).map((s) => {
      const broken = ctx.options.broken !== 'off' && ((ctx.options.broken !== 'rock' && s.terrain.includes('dirt')) || (ctx.options.broken !== 'dirt' && s.terrain.includes('rock')));
      return { level: s.level, terrain: s.terrain, ...(s.obstacle ? { obstacle: s.obstacle } : {}), broken };
    });
    const top = surfaces[surfaces.length - 1];
    const w = ctx.options.water;
    const wet = depth && w && depth !== 'ankle' ? w[depth] : undefined;
    if (depth) reasons.push(reason('tft.terrain.water', `water, ${depth} deep${ctx.terrain.surfaces.find((s) => s.place === p.place && s.spec.depth) ? ' (given by the map)' : ' (from its distance to the bank)'}${!w ? ' (option water off: no effect)' : wet ? `: ${wet.ma} MA to enter, ${wet.dx} DX standing in it` : ': ordinary footing'}`, { depth }));
    if (top && (top.terrain.includes('dirt') || top.terrain.includes('rock')))
      reasons.push(reason('tft.terrain.broken', top.broken ? `${top.terrain.join(', ')} counts as broken ground (option brokenGround: ${ctx.options.broken})` : `${top.terrain.join(', ')} is ordinary ground (option brokenGround: ${ctx.options.broken})`));
    // the level of the water (under a bridge deck it lies below the top surface)
    const waterLevel = depth ? surfaces.find((x) => x.terrain.includes('water'))?.level : undefined;
    return { ask: 'hex', surfaces, level: top?.level ?? null, ...(depth ? { water: depth, ...(waterLevel !== undefined ? { waterLevel } : {}) } : {}), ...(wet ? { waterMa: wet.ma, waterDx: wet.dx } : {}), broken: top?.broken ?? false, reasons };
  },
});
