/** Combat questions beyond melee: sweeping blows, the swipe attack, force retreats. */
import * as z from '../../../formats/schema-kit.js';
import { HighgroundError } from '../../../errors.js';
import { question } from '../../../engine/ruleset.js';
import { reason, uniqueReasons, type Reason, type Verdict } from '../../../engine/verdict.js';
import { indexOf, surfacesAt, xyOf } from '../../../board/hex-board.js';
import { DIRECTION_VECTORS } from '../../../geometry/hex/directions.js';
import { distance } from '../../../geometry/hex/distance.js';
import type { Axial } from '../../../geometry/hex/coords.js';
import { columnHeight, effectiveHeight, fallHeight, leanDown, makeFig, reachHeight, type Ctx, type Fig } from '../context.js';
import { enemies } from '../engage.js';
import { TWO_HANDED } from '../kinds.js';
import { canReach, fall } from '../rules.js';
import { odds } from '../odds.js';
import { figure, figurePair } from '../resolve.js';
import { inFrontOf, isAdjacent } from '../adjacency.js';
import { frontHexes } from '../footprint.js';
import { say } from '../summary.js';
import { ownDx, partsText, saveDx } from '../adjusted-dx.js';
import { clearSpace, hexLevel, passable } from '../stance.js';
import { hurtBy, hurtReasons } from '../horse.js';

function step(h: Axial, d: number): Axial {
  const v = DIRECTION_VECTORS[((d % 6) + 6) % 6]!;
  return { q: h.q + v.q, r: h.r + v.r };
}

/**
 * tft.swipe: may the higher attacker kneel and swipe at the lower target? It must be next to the target
 * (in a front hex when it has a facing, tft.base.facing), higher, with no shield and a one-handed weapon,
 * and have moved at most half its MA (`moved`, when the question gives it); then its H is taken off the
 * level difference and the lower figure's reach decides.
 */
export function swipeCheck(ctx: Ctx, a: Fig, t: Fig, moved?: number): { allowed: boolean; needed: boolean; dx: number; negated: number; halfMa: number; reasons: Reason[]; blockers: string[] } {
  const diff = a.level - t.level;
  const reasons: Reason[] = [];
  const blockers: string[] = [];
  const halfMa = Math.floor(a.ma / 2);
  if (!ctx.options.swipe) {
    reasons.push(reason('tft.swipe', 'the swipe attack is an optional rule, off here (option swipe: false)'));
    return { allowed: false, needed: false, dx: 0, negated: diff, halfMa, reasons, blockers: ['option swipe is off'] };
  }
  const tH = reachHeight(t);
  const needed = diff > tH;
  const negated = diff - a.H;
  if (!isAdjacent(a, t)) blockers.push(`${a.id} is not next to ${t.id}`);
  else if (!inFrontOf(a, t)) blockers.push(`${t.id} is not in one of ${a.id}'s front hexes`);
  if (diff <= 0) blockers.push(`${a.id} is not higher than ${t.id}`);
  if (a.shield) blockers.push(`${a.id} holds a shield`);
  if (a.weapon !== undefined && TWO_HANDED.has(a.weapon.toLowerCase())) blockers.push(`${a.id}'s ${a.weapon} needs two hands`);
  if (moved !== undefined && moved > halfMa) blockers.push(`${a.id} moved ${moved}, more than half its MA ${a.ma} (${halfMa})`);
  if (diff > 0 && negated > tH) blockers.push(`even with ${a.id}'s H ${a.H} taken off, ${negated} levels remain, more than ${t.id}'s H ${tH}`);
  const allowed = blockers.length === 0;
  // The swipe is the attacker's own blow: its other modifiers stand as in melee (attackDx), off balance
  // (-2, the multi-hex rules) and the water it stands in (option water).
  const own = ownDx(ctx, a);
  const off = own.offBalance, water = own.water;
  const dx = -4 + diff + own.total;
  const more = `${off ? `, -2 off balance` : ''}${water ? `, ${water} for the water it stands in` : ''}`;
  reasons.push(reason('tft.swipe', allowed
    ? `${a.id} kneels and swipes: ${diff} levels less its H ${a.H} leaves ${Math.max(negated, 0)}, within ${t.id}'s H ${tH}; -4 DX for kneeling, +${diff} for height${more}: ${dx >= 0 ? '+' : ''}${dx} in all${moved === undefined ? `; only after standing still or moving at most half its MA (${halfMa})` : ''}`
    : `no swipe: ${blockers.join('; ')}`, { levels: diff, negated, halfMa }));
  // the clauses behind those modifiers: the stance that puts it off balance, the water that costs DX
  if (allowed) reasons.push(...own.reasons.filter((r) => r.rule !== 'tft.terrain.water' || water));
  return { allowed, needed, dx, negated, halfMa, reasons, blockers };
}

const Two = z.strictObject({ attacker: z.string(), target: z.string() });

export const swipeQ = question<Ctx, z.Schema<{ attacker: string; target: string; moved?: number | undefined }>>({
  summary: say.swipe,
  args: z.strictObject({ attacker: z.string(), target: z.string(), moved: z.optional(z.number().check(z.int(), z.minimum(0))) }),
  positional: ['attacker', 'target'],
  answer(ctx, args): Verdict {
    const [a, t] = figurePair(ctx, args.attacker, 'attacker', args.target, 'target');
    const s = swipeCheck(ctx, a, t, args.moved);
    // Whether an ordinary blow would land, as melee answers it (tft.base.engage, tft.base.facing, tft.reach):
    // a swipe not needed is no refusal only where the attacker can strike the target normally.
    const r = canReach(a.level, t.level, reachHeight(a), reachHeight(t), t.level > a.level ? leanDown(ctx.options, t) : 0);
    return {
      ask: 'swipe', allowed: s.allowed, needed: s.needed, option: ctx.options.swipe,
      ...(ctx.options.swipe ? { maxMove: s.halfMa, adjacent: isAdjacent(a, t), inFront: inFrontOf(a, t), reach: r.ok } : {}),
      ...(s.allowed ? { dx: s.dx, kneeling: { toHitSameLevel: 4, toHitOneLevelUp: 5, higherMustKneel: true } } : {}),
      blockers: s.blockers, reasons: s.reasons,
    };
  },
});

export const sweepQ = question<Ctx, z.Schema<{ attacker: string; from?: 'left' | 'right' | undefined }>>({
  summary: say.sweep,
  args: z.strictObject({ attacker: z.string(), from: z.optional(z.enum(['left', 'right'])) }),
  positional: ['attacker'],
  answer(ctx, args): Verdict {
    const a = figure(ctx, args.attacker, 'attacker');
    if (a.facing === undefined) throw new HighgroundError(`a sweeping blow runs through the front hexes: give ${a.id} a facing`, { path: ['attacker'] });
    const t = ctx.terrain;
    // Front hexes in sweep order, left to right as the attacker faces (frontHexes), or right to left.
    const order: Axial[] = frontHexes(a.hexList, a.facing);
    if (args.from === 'right') order.reverse();
    // The roll to miss a wall is against adjusted DX: the attacker's DX with its own modifiers (ownDx: the water
    // it stands in, -2 off balance), as for its blows and its saves.
    const own = ownDx(ctx, a);
    const adj = a.dx + own.total;
    const reasons: Reason[] = [];
    const reached: string[] = [];
    const excluded: { figure: string; levels: number }[] = [];
    const walls: ({ at: [number, number]; height: number; beforeStopping: string[] } & { roll: ReturnType<typeof odds> })[] = [];
    const hexesOut: { at: [number, number]; foe?: string; levels?: number; wall?: number }[] = [];
    for (const h of order) {
      const p = indexOf(t, h.q, h.r);
      if (p < 0) continue;
      const at = xyOf(t, p);
      // Every foe in the hex, each judged alone (a bridge hex may hold one under the deck and one on it), the
      // one nearest the attacker's level first: the one in the sweep's path.
      const foes = [...ctx.figures.values()].filter((g) => enemies(a, g) && g.places.includes(p))
        .sort((x, y) => Math.abs(x.level - a.level) - Math.abs(y.level - a.level));
      const foe = foes[0];
      // The wall in the path: the solids of the hex that stand where the blow passes, between the attacker's
      // feet and its head (a column rising from below, a tree, a deck at chest height; not a deck high
      // overhead, which the blow passes under), as high as the highest of them reaches.
      const inPath = t.solids[p]!.filter((x) => x.lo < a.level + columnHeight(a) && x.hi > a.level);
      const wallTop = inPath.length ? Math.max(...inPath.map((x) => x.hi)) - a.level : 0;
      const entry: { at: [number, number]; foe?: string; levels?: number; wall?: number } = { at };
      if (wallTop >= 2 && !(foe && Math.abs(foe.level - a.level) <= 1)) {
        entry.wall = wallTop;
        walls.push({ at, height: wallTop, beforeStopping: [...reached], roll: odds(3, adj) });
        reasons.push(reason('tft.sweep', `a tile wall ${wallTop} levels high at ${JSON.stringify(at)} lies in the path: roll 3D6 against adjusted DX ${adj}${own.total ? ` (${partsText({ base: a.dx, ...(own.offBalance ? { offBalance: own.offBalance } : {}), ...(own.water ? { water: own.water } : {}) })})` : ''} to miss it, or the sweep stops there`, { at, height: wallTop }));
      }
      if (foe) {
        entry.foe = foe.id;
        entry.levels = foe.level - a.level;
      }
      for (const foe of foes) {
        const lv = foe.level - a.level;
        if (Math.abs(lv) <= 1) {
          if (!reached.includes(foe.id)) reached.push(foe.id);
          reasons.push(reason('tft.sweep', `${foe.id} at ${lv >= 0 ? '+' : ''}${lv} level${Math.abs(lv) === 1 ? '' : 's'}: within one level, swept`, { figure: foe.id, levels: lv }));
        } else {
          if (!excluded.some((e) => e.figure === foe.id)) excluded.push({ figure: foe.id, levels: lv });
          reasons.push(reason('tft.sweep', `${foe.id} at ${lv >= 0 ? '+' : ''}${lv} levels: more than one level away, not swept`, { figure: foe.id, levels: lv }));
        }
      }
      hexesOut.push(entry);
    }
    if (walls.length) reasons.push(...own.reasons.filter((r) => r.rule !== 'tft.terrain.water' || own.water));
    const levels = Object.fromEntries([...reached.map((id) => [id, ctx.figures.get(id)!.level - a.level] as const), ...excluded.map((e) => [e.figure, e.levels] as const)]);
    return { ask: 'sweep', reached, excluded: excluded.map((e) => e.figure), levels, walls, hexes: hexesOut, reasons };
  },
});

export const retreatQ = question<Ctx, z.Schema<{ attacker: string; target: string }>>({
  summary: say.retreat,
  args: Two,
  positional: ['attacker', 'target'],
  answer(ctx, args): Verdict {
    const [a, tg] = figurePair(ctx, args.attacker, 'attacker', args.target, 'target');
    const t = ctx.terrain;
    const diff = tg.level - a.level;
    const reasons: Reason[] = [];
    // A force retreat follows a successful attack: the attacker must be able to strike the target at all.
    const adjacent = isAdjacent(a, tg), front = inFrontOf(a, tg);
    // tft.swipe: a target kneeling above leans down within the attacker's reach by its own H, as in melee.
    const r = canReach(a.level, tg.level, reachHeight(a), reachHeight(tg), tg.level > a.level ? leanDown(ctx.options, tg) : 0);
    if (!adjacent) reasons.push(reason('tft.force-retreat.allowed', `${tg.id} is not next to ${a.id}: no attack, so no force retreat`));
    else if (!front) reasons.push(reason('tft.base.facing', `${tg.id} is not in one of ${a.id}'s front hexes: no attack, so no force retreat`));
    else if (!r.ok) reasons.push(reason('tft.reach', `${r.diff} levels apart, more than the lower figure's H ${r.lowerH}: no attack, so no force retreat`));
    if (!adjacent || !front || !r.ok) return { ask: 'retreat', allowed: false, levels: diff, destinations: [], reasons };
    if (r.leaned) reasons.push(reason('tft.swipe', `${tg.id} kneels and leans down: ${r.diff} levels less its H ${tg.H} is within ${a.id}'s H ${r.lowerH}, so ${a.id} can strike it`, { levels: r.diff, negated: r.diff - tg.H }));
    const allowed = diff <= a.hexes;
    reasons.push(reason('tft.force-retreat.allowed', diff === 0 ? 'both on the same level: allowed'
      : diff < 0 ? `${tg.id} is ${-diff} level${diff === -1 ? '' : 's'} lower: allowed`
        : allowed ? `${tg.id} is ${diff} level${diff === 1 ? '' : 's'} higher, no more than ${a.id}'s ${a.hexes} hex${a.hexes === 1 ? '' : 'es'}: allowed`
          : `${tg.id} is ${diff} levels higher, more than ${a.id}'s ${a.hexes} hex${a.hexes === 1 ? '' : 'es'}: not allowed`, { levels: diff }));
    if (!allowed) return { ask: 'retreat', allowed: false, levels: diff, destinations: [], reasons };
    // Backwards: translate the target one hex in a direction that takes it farther from the attacker.
    const near = (hs: readonly Axial[]) => Math.min(...hs.flatMap((h) => a.hexList.map((x) => distance(h, x))));
    const now = near(tg.hexList);
    const destinations: Record<string, unknown>[] = [];
    const refused: { at: [number, number]; why: string }[] = [];
    // The stumble band is read with the effective height, so it meets the safe band of tft.fall exactly.
    const hR = fallHeight(tg, ctx.options);
    // tft.stumble, tft.fall: the saves are against adjusted DX, the target's own modifiers where it stands
    // when the blow pushes it (the water, -2 off balance).
    const sdx = saveDx(ctx, tg);
    // The chart's horseman row: a fall's damage applies to the horse and to the rider, whichever way it falls.
    const bothHurt = (r: { safe: boolean }) => {
      reasons.push(...hurtReasons(tg, r.safe));
      return hurtBy(tg, r.safe);
    };
    for (let d = 0; d < 6; d++) {
      const moved = tg.hexList.map((h) => step(h, d));
      if (near(moved) <= now) continue;
      const front = moved[0]!;
      const fp = indexOf(t, front.q, front.r);
      if (fp < 0) continue;
      const at = xyOf(t, fp);
      // Candidate base levels, highest first: the surfaces of the new front hex; for a 3-, 4- or 7-hex figure
      // those of any of its new hexes, since its base is the level its level hexes share and its front hex may
      // overhang a drop or stand one level up there (tft.multihex.three/four/seven), as at the end of a move.
      const places = tg.base >= 3 ? tg.hexList.map((h) => indexOf(t, step(h, d).q, step(h, d).r)) : [fp];
      const levels = [...new Set(places.flatMap((p) => (p < 0 ? [] : surfacesAt(t, p).map((x) => x.level))))].sort((x, y) => y - x);
      let best: { fig: Fig; change: number; frontFalls?: number } | undefined;
      let why = '';
      for (const level of levels) {
        const g = makeFig(t, ctx.options, tg.id, tg.spec, { at: front, facing: tg.facing, level });
        // tft.multihex.two: a 2-hex figure pushed with its rear hex over a drop falls there (not refused); so does
        // one pushed with its front hex out over a drop of more than a level while its rear stays up on the edge
        // (within a level of where it stood), as a horseman stepping ahead off a drop falls.
        let frontFalls: number | undefined;
        if (!g.stance.ok && !g.stance.falls) {
          const rp = g.places[1] ?? -1;
          const edge = tg.base === 2 && rp >= 0 ? surfacesAt(t, rp).find((x) => Math.abs(x.level - tg.level) <= 1 && x.level - level > 1 && clearSpace(t, rp, x.level, x.level + columnHeight(tg))) : undefined;
          if (!edge || !clearSpace(t, fp, level, level + columnHeight(tg))) { why ||= g.stance.why; continue; }
          // the drop is the front's below the edge its rear is pushed onto (as a step ahead off a drop falls from
          // the level it stands at), not below the level it was struck on: that edge may be one up or one down
          frontFalls = edge.level - level;
        }
        const change = g.level - tg.level;
        if (change > 1) { why ||= `${change} levels up (only one level up is allowed)`; continue; }
        // Pushed over the edge it goes through open levels only: not down through a bridge deck (or up through
        // one over its head) to a surface on the other side of it.
        // (each hex between the levels it stands at: a giant's hex one up stays where it was)
        if (!tg.places.every((p, i) => (frontFalls !== undefined && i > 0) || passable(t, p, hexLevel(tg.stance, tg.base, i), g.places[i]!, hexLevel(g.stance, tg.base, i)))) { why ||= `a deck or slab lies between level ${tg.level} and level ${g.level} there`; continue; }
        const occupied = g.places.some((p) => (ctx.occupants.get(p) ?? []).some((o) => o.id !== tg.id && o.lo < g.level + columnHeight(tg) && o.hi > g.level));
        if (occupied) { why ||= 'another figure stands there'; continue; }
        best = { fig: g, change, ...(frontFalls !== undefined ? { frontFalls } : {}) };
        break;
      }
      if (!best) { refused.push({ at, why: why || 'no place to stand' }); continue; }
      const { change } = best;
      const dest: Record<string, unknown> = { at, level: best.fig.level, change };
      const over = best.fig.stance.falls;
      if (best.frontFalls !== undefined) {
        const fr = fall(best.frontFalls, hR, sdx, tg.armor, tg.prone ? 'prone' : undefined);
        dest.how = 'front over a drop, falls';
        dest.fall = { ...fr.report, ...bothHurt(fr.report) };
        reasons.push(reason('tft.multihex.two', `pushed to ${JSON.stringify(at)}, ${tg.id}'s front hex hangs over a drop of ${best.frontFalls} levels while its rear is up on the edge: it falls`, { at, levels: best.frontFalls }), ...fr.reasons);
        destinations.push(dest);
        continue;
      }
      if (over) {
        const fr = fall(over.levels, hR, sdx, tg.armor, tg.prone ? 'prone' : undefined);
        const rearAt = xyOf(t, over.onto.place);
        dest.how = 'rear over a drop, falls';
        dest.fall = { ...fr.report, at: rearAt, onto: { at: rearAt, level: over.onto.level }, ...bothHurt(fr.report) };
        reasons.push(reason('tft.multihex.two', `pushed to ${JSON.stringify(at)}, ${tg.id}'s rear hex ${JSON.stringify(rearAt)} hangs over a drop of ${over.levels} level${over.levels === 1 ? '' : 's'}: it falls`, { at: rearAt, levels: over.levels }), ...fr.reasons);
        destinations.push(dest);
        continue;
      }
      if (change === 0) dest.how = 'same level';
      else if (change === 1) dest.how = 'up one level';
      else {
        const down = -change;
        const h = hR;
        if (down <= hR) {
          dest.how = 'down, may stumble';
          dest.stumble = { ...odds(3, sdx.target), onFailure: 'falls prone in that hex', dxParts: sdx.dxParts };
          reasons.push(reason('tft.stumble', `pushed down ${down} level${down === 1 ? '' : 's'} to ${JSON.stringify(at)}, no more than its H ${hR}: 3D6 against adjusted DX ${sdx.target}${sdx.reasons.length ? ` (${partsText(sdx.dxParts)})` : ''} or it trips and falls prone`, { at, target: sdx.target }));
          reasons.push(...sdx.reasons);
        } else {
          const fr = fall(down, h, sdx, tg.armor, tg.prone ? 'prone' : undefined);
          dest.how = 'down, falls';
          dest.fall = { ...fr.report, ...bothHurt(fr.report) };
          reasons.push(reason('tft.stumble', `pushed down ${down} levels to ${JSON.stringify(at)}, more than its H ${hR}: the falling rules apply`, { at }), ...fr.reasons);
        }
      }
      destinations.push(dest);
    }
    const byPlace = (x: { at?: unknown }, y: { at?: unknown }) => { const [ax, ay] = x.at as [number, number], [bx, by] = y.at as [number, number]; return ay - by || ax - bx; };
    destinations.sort(byPlace);
    refused.sort(byPlace);
    reasons.push(reason('tft.force-retreat.dest', `back one hex: same level, up exactly one, or down any number${refused.length ? `; refused: ${refused.map((r) => `${JSON.stringify(r.at)} (${r.why})`).join(', ')}` : ''}`, { refused }));
    return { ask: 'retreat', allowed: true, levels: diff, destinations, refused, reasons: uniqueReasons(reasons) };
  },
});
