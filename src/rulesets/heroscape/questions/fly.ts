/**
 * Counting the spaces of a flying or leaping move (c3g.hex.count): a partial hex is passed over without
 * being counted, a half hex counts one like a full one. `fly` and `leap` both move like a flyer (over
 * levels, obstacles, enclosed structures, the roofs of interior structures and figures; not through
 * sealed walls, unbroken windows or shafts) and must end on a space the figure may occupy. Without `path` the cheapest counted way is found
 * (the movement search with the figure flying); with `path` the hexes given are checked and counted.
 */
import * as z from '../../../formats/schema-kit.js';
import { HighgroundError } from '../../../errors.js';
import { question } from '../../../engine/ruleset.js';
import { pathTo } from '../../../engine/search.js';
import { RefSchema } from '../../../engine/refs.js';
import { reason, uniqueReasons, type Reason, type Verdict } from '../../../engine/verdict.js';
import { because, plural, say } from './words.js';
import { classOf, insideOf, type Ctx, type Space } from '../context.js';
import { hexDistance } from '../engage.js';
import { spaceAt, type Fig } from '../figures.js';
import { Mover, type MoveEvent } from '../move.js';
import { blockedInto } from './move.js';
import { figureArg, spaceArg } from '../resolve.js';
import { openFlight, step } from '../steps.js';

const XY = z.tuple([z.number().check(z.int()), z.number().check(z.int())]);

function flightQuestion(kind: 'fly' | 'leap') {
  return question({
    args: z.strictObject({ figure: RefSchema, to: RefSchema, budget: z.optional(z.number().check(z.int(), z.minimum(0))), path: z.optional(z.array(XY).check(z.minLength(1))) }),
    positional: ['figure', 'to', 'budget'],
    summary: (q, v) => v.legal
      ? `${say(q.figure)} can ${kind} to ${say(q.to)}, counting ${plural(v.spaces as number, 'space')}${v.transit ? ` and ${v.transit} for a transit placement` : ''}${(v.events as MoveEvent[] | undefined)?.some((e) => e.kind === 'leaving-engagement') ? ', taking leaving-engagement attacks' : ''}`
      : `${say(q.figure)} cannot ${kind} to ${say(q.to)}${because(v)}`,
    answer(ctx: Ctx, q): Verdict {
      const f0 = figureArg(ctx, q.figure, 'figure');
      const f: Fig = { ...f0, flying: true };
      const target = spaceArg(ctx, q.to, 'to');
      const budget = q.budget ?? f0.move ?? Infinity;
      const m = new Mover(ctx, f);
      if (f.double && q.path) throw new HighgroundError(`a path is checked hex by hex for a single-space figure; ${f.id} has two spaces: leave path out and the cheapest way is found`, { path: ['path'] });
      let route: Space[];
      // The transit number paid where the route is a placement, not a flight (c3g.transit, c3g.stairs), per step.
      let placed: (number | undefined)[] = [];
      let endState: number | undefined;
      let events: MoveEvent[] = [];
      const reasons: Reason[] = [];
      let legal = true;
      if (q.path) {
        route = [ctx.spaces[f.spaces[0]!]!];
        // Aloft over the roof of an interior structure (hs.base.flying; the roof is solid, c3g.interior.sealed).
        let over = false;
        const roofs: Reason[] = [];
        for (const [i, [x, y]] of q.path.entries()) {
          const prev = route[route.length - 1]!;
          const last = i === q.path.length - 1;
          const s = last ? (x === target.x && y === target.y ? target : undefined) : spaceAt(ctx.spaces, ctx.terrain, x, y, undefined);
          if (!s) throw new HighgroundError(last ? `the path must end at \`to\` [${target.x}, ${target.y}]` : `[${x}, ${y}] is not a space of the map`, { path: ['path', i] });
          if (hexDistance(prev, s) !== 1) throw new HighgroundError(`[${x}, ${y}] is not next to [${prev.x}, ${prev.y}]: a path goes hex by hex from the figure`, { path: ['path', i] });
          const fromOpen = over || insideOf(prev) === undefined;
          const c = over ? openFlight(ctx, f, s) : step(ctx, f, prev, s, true);
          if (!c.ok && fromOpen && m.roofOf(s) !== undefined) {
            if (!over) roofs.push(reason('hs.base.flying', `${f.id} flies over the roof of ${m.roofOf(s)} from [${s.x}, ${s.y}]`));
            over = true;
          } else {
            over = false;
            if (!c.ok && legal) { legal = false; reasons.push(c.why!); }
          }
          route.push(s);
        }
        if (over && legal) {
          legal = false;
          reasons.push(m.endCheck(ctx.spaces.length * 2 + target.id)!);
        }
        reasons.push(...roofs);
        // hs.base.leave-flying: taking off while engaged draws an attack from every figure it was engaged with.
        const by = m.engagedAt(m.startState());
        const from = route[0]!;
        if (by.length && route.length > 1)
          events = [{ kind: 'leaving-engagement', step: 1, at: [from.x, from.y], level: from.level, by, rule: 'hs.leave', text: `${f.id} flies away while engaged: leaving-engagement attacks by ${by.join(', ')}` }];
      } else {
        const r = m.run(Infinity);
        // A double-space flyer (hs.base.flying, hs.base.double-space) ends with its front on `to`, facing any way:
        // either end may have led there (it is flipped at no cost, as the move question has it), and it may have
        // come over a roof (the state's second bit).
        const goals = f.double
          ? [0, 1, 2, 3, 4, 5].flatMap((d) => [0, 1].flatMap((bit) => {
            const g = m.at(target, d, bit);
            const [front, back] = m.spacesOf(g);
            return back ? [g, m.pair(back, front!, bit)] : [g];
          }))
          : [target.id * 2, target.id * 2 + 1];
        const best = goals.filter((g) => r.cost[g]! < Infinity && !(f.double && m.endCheck(g))).sort((a, b) => r.cost[a]! - r.cost[b]!)[0];
        if (best === undefined) {
          return { ask: kind, legal: false, reasons: uniqueReasons([reason(ctx.countRule, `no way over the map takes ${f.id} to [${target.x}, ${target.y}] level ${target.level}`), ...blockedInto(ctx, m, target)]) };
        }
        const described = m.describe(r, best);
        // The spaces counted are those each step's leading end moves onto (hs.base.double-space: the following end
        // steps into the space the leading end left); for a single-space figure, its one space.
        const states = pathTo(r, best).map((x) => x.state);
        route = f.double
          ? [ctx.spaces[f.spaces[0]!]!, ...states.slice(1).map((st, i) => m.leadStep(states[i]!, st)[1])]
          : described.path.map((p) => spaceAt(ctx.spaces, ctx.terrain, p.at[0], p.at[1], p.level)!);
        events = described.events;
        placed = described.path.map((_, i) => events.find((e) => e.kind === 'placement' && e.step === i)?.transit);
        endState = best;
      }
      let spaces = 0, partial = 0, half = 0, transit = 0;
      const cells = route.slice(1).map((s, k) => {
        const cls = classOf(ctx, s).class;
        // A placement from a transit space is not a space flown over: it costs the transit number instead (c3g.transit).
        const t = placed[k + 1];
        if (t !== undefined) transit += t;
        else if (cls === 'partial') partial++; else { spaces++; if (cls === 'half') half++; }
        return { at: [s.x, s.y] as [number, number], level: s.level, class: cls, counted: t === undefined && cls !== 'partial', cost: spaces + transit, ...(t !== undefined ? { transit: t } : {}) };
      });
      const end = f.double ? (endState !== undefined ? m.endCheck(endState) : undefined) : m.endCheck(target.id * 2);
      if (end) { legal = false; reasons.push(end); }
      if (spaces + transit > budget) {
        legal = false;
        reasons.push(transit
          ? reason('c3g.transit', `${spaces} space${spaces === 1 ? '' : 's'} counted and ${transit} paid for the transit placement: ${spaces + transit}, more than ${budget}`)
          : reason(ctx.countRule, `${spaces} spaces counted, more than ${budget}`));
      }
      // The count leads a granted flight; a refused one leads with why it is refused.
      (legal ? reasons.unshift.bind(reasons) : reasons.push.bind(reasons))(reason(ctx.countRule, ctx.countRule === 'hs.base.flying'
        ? `${spaces} space${spaces === 1 ? '' : 's'} counted, levels, water, obstacles and figures passed over${f.double ? ' (a double-space flyer: one space per step of its leading end)' : ''}`
        : `${spaces} space${spaces === 1 ? '' : 's'} counted: ${partial} partial hex${partial === 1 ? '' : 'es'} passed over without counting, ${half} half hex${half === 1 ? '' : 'es'} counted one each`));
      reasons.push(...events.map((e) => reason(e.rule, e.text)));
      if (events.some((e) => e.kind === 'leaving-engagement'))
        reasons.push(reason('hs.base.leave-flying', `${f.id} starts to ${kind} while engaged: each figure it was engaged with attacks as it leaves, even where it lands beside them again`));
      return { ask: kind, legal, spaces, partial, half, ...(transit ? { transit } : {}), path: cells, events, reasons: uniqueReasons(reasons), evidence: { path: cells.map((c) => ({ at: c.at, level: c.level, cost: c.cost })) } };
    },
  });
}

export const fly = flightQuestion('fly');
export const leap = flightQuestion('leap');
