/** The `move` and `reach` questions: is a move legal, what it costs, the path and what happened on it. */
import * as z from '../../../formats/schema-kit.js';
import { HighgroundError } from '../../../errors.js';
import { question } from '../../../engine/ruleset.js';
import { RefSchema } from '../../../engine/refs.js';
import { reason, uniqueReasons, type Reason, type Verdict } from '../../../engine/verdict.js';
import { refusedMove } from '../../../engine/verdicts.js';
import { figureArg, resolve, type Ctx } from '../context.js';
import type { Character } from '../figures.js';
import { hindersMove, opponentsNextTo, passesCharacter } from '../mover.js';
import { BLOCKING, HINDERING, WATER } from '../board.js';
import { bestState, canEnd, CLIMB, diagonalClosed, pathOf, runMove, STAIRS, stopReason, type MoveSearch } from '../move.js';
import { footprint, multiMoves, orientArg, orientsOf, placementKey, placementProblem, type Placement } from '../multi-move.js';
import type { Orient } from '../figures.js';
import { say } from '../summary.js';

/** The pairs of stairs squares joined only across a corner, as text. */
function cornerStairs(ctx: Ctx): string[] {
  const b = ctx.board, W = b.width;
  const out: string[] = [];
  b.stairsLinks.forEach((l, i) => {
    for (const j of l) if (j > i && i % W !== j % W && Math.floor(i / W) !== Math.floor(j / W))
      out.push(`[${i % W}, ${Math.floor(i / W)}]-[${j % W}, ${Math.floor(j / W)}]`);
  });
  return out;
}

/**
 * The stairs squares of a stairway to `level` the move reaches only to stop there because they are not clear terrain
 * (hindering or water by their boundary lines, hcx.stairs.clear): why a level beyond them is out of reach.
 */
function stairsStops(ctx: Ctx, r: MoveSearch, level: number): string[] {
  const b = ctx.board, W = b.width;
  const out: string[] = [];
  b.stairsLinks.forEach((l, i) => {
    if (l.length === 0 || !(b.terrain[i]! & (HINDERING | WATER))) return;
    if (b.level[i] !== level && !l.some((j) => b.level[j] === level)) return;
    if (bestState(r, i).cost < Infinity) out.push(`[${i % W}, ${Math.floor(i / W)}]`);
  });
  return out;
}

const Budget = z.optional(z.number().check(z.int(), z.minimum(0)));

function speedOf(fig: Character, budget: number | undefined): number {
  const s = budget ?? fig.speed;
  if (s === undefined) throw new HighgroundError(`figure ${fig.id} has no speed; give it "speed" or ask with a budget`, { path: ['budget'] });
  return s;
}

/**
 * Breaking away (hcx.base.break-away; heroclixrules.com "Breaking away", 2013+ rulebook): a character that
 * begins adjacent to opposing characters rolls a d6 before it moves; 4 or more succeeds, a 1 always fails
 * and a 6 always succeeds. Leap/Climb adds 2 to the roll during its move (2014-2015 Powers and Abilities
 * Card; "BREAKAWAY +2" since 2017). Flight, Phasing/Teleport and Great Size move past characters but still
 * break away normally (hcrealms.com t=227951, t=495979; p=5534133 for Great Size).
 */
export function breakAway(fig: Character, engaged: readonly Character[]) {
  const modifier = fig.leapClimb ? 2 : 0;
  const succeedsOn = [1, 2, 3, 4, 5, 6].filter((d) => d === 6 || (d !== 1 && d + modifier >= 4));
  const ids = engaged.map((o) => o.id);
  const list = ids.length === 1 ? ids[0]! : `${ids.slice(0, -1).join(', ')} and ${ids[ids.length - 1]}`;
  const text = `${fig.id} begins adjacent to ${list}: before it moves it must break away on a d6, ${succeedsOn[0]}-6 succeeds` +
    `${modifier ? ' (Leap/Climb adds 2 to the roll; a 1 still fails)' : ''}, chance ${succeedsOn.length} in 6; a failed roll ends its action where it stands. ` +
    `Once away it may pass squares next to ${ids.length === 1 ? 'that character' : 'those characters'}, and stops next to any other`;
  return {
    event: { event: 'break-away', at: [fig.x, fig.y], from: ids, modifier, succeedsOn, chance: Math.round((succeedsOn.length / 6) * 10000) / 10000, rule: 'hcx.base.break-away' },
    reason: reason('hcx.base.break-away', text),
  };
}

function halvedReason(ctx: Ctx, fig: Character, r: MoveSearch, speed: number): Reason[] {
  if (!r.halved) return [];
  const what = ctx.board.terrain[fig.i]! & WATER && !(ctx.board.terrain[fig.i]! & HINDERING) ? 'water' : 'hindering';
  return [reason('hcx.base.move', `${fig.id} begins its move in ${what} terrain: speed ${speed} is halved to ${r.budget} (rounded ${ctx.opts.halving})`)];
}

/** The path of a legal move, its events (break-away, halved, stairs, level changes, stops) and their reasons. */
function describeMove(ctx: Ctx, fig: Character, r: MoveSearch, state: number, cost: number, speed: number, reasons: Reason[]) {
  const b = ctx.board;
  const best = { state, cost };
  const steps = pathOf(r, best.state);
  const path = steps.map((s) => {
    const i = s.state >> 1;
    return { at: [i % b.width, Math.floor(i / b.width)], level: b.level[i]!, cost: s.cost, step: s.kind < 0 ? 'start' : s.kind === STAIRS ? 'stairs' : s.kind === CLIMB ? r.mover.ability ?? 'climb' : 'walk' };
  });
  const events: Record<string, unknown>[] = [];
  if (steps.length > 1 && r.engaged.length > 0) {
    const ba = breakAway(fig, r.engaged);
    events.push(ba.event);
    reasons.push(ba.reason);
  }
  if (r.halved) events.push({ event: 'halved', at: [fig.x, fig.y], speed, budget: r.budget, rule: 'hcx.base.move' });
  reasons.push(reason('hcx.base.move', `${steps.length - 1} square${steps.length === 2 ? '' : 's'}, 1 each (diagonals too): cost ${best.cost} of ${r.budget}`));
  for (let k = 1; k < steps.length; k++) {
    const s = steps[k]!, p = steps[k - 1]!;
    const i = s.state >> 1, j = p.state >> 1;
    if (s.kind === STAIRS) {
      reasons.push(reason('hcx.stairs.pass', `from level ${b.level[j]} to level ${b.level[i]} through both squares of stairway "${b.stairsId[i]}"`));
      reasons.push(reason('hcx.move.levels', `${fig.id} changes level by the stairs`));
      events.push({ event: 'stairs', at: path[k]!.at, level: b.level[i], rule: 'hcx.stairs.pass' });
    } else if (s.kind === CLIMB) {
      reasons.push(reason('hcx.move.levels', `${fig.id} changes level freely with ${r.mover.ability}`));
      events.push({ event: r.mover.ability, at: path[k]!.at, level: b.level[i], rule: 'hcx.move.levels' });
    }
    if (b.stairsLinks[i]!.length > 0) {
      const t = b.terrain[i]!;
      reasons.push(t & (HINDERING | WATER)
        ? reason('hcx.stairs.clear', `stairs square [${path[k]!.at.join(', ')}] is marked ${t & HINDERING ? 'hindering' : 'water'} terrain by its boundary lines, so it is not clear: ${s.state & 1 ? 'the move stops there' : hindersMove(r.mover, b, i) ? 'it does not stop a mover coming from hindering terrain' : 'it does not stop a mover that ignores it'}`)
        : reason('hcx.stairs.clear', `stairs square [${path[k]!.at.join(', ')}] is clear terrain: no stop, cost 1`));
    }
    if (s.state & 1) {
      const why = stopReason(r.mover, b, r.zone, j % b.width, Math.floor(j / b.width), i % b.width, Math.floor(i / b.width)) ?? 'stopped';
      const by = r.zone[i] && !why.includes('hindering')
        ? opponentsNextTo(ctx, fig, i).filter((o) => !r.engaged.includes(o) && !passesCharacter(r.mover, o)).map((o) => o.id)
        : [];
      events.push({ event: 'stop', at: path[k]!.at, why, ...(by.length ? { by } : {}), rule: 'hcx.base.move' });
      reasons.push(reason('hcx.base.move', `the move ends at [${path[k]!.at.join(', ')}]: ${why}${by.length ? ` (${by.join(', ')})` : ''}`));
    }
  }
  return { path, events };
}

export const moveQuestion = question({
  summary: say.move,
  args: z.strictObject({ figure: RefSchema, to: RefSchema, budget: Budget, orient: z.optional(z.string()) }),
  positional: ['figure', 'to', 'budget'],
  answer(ctx: Ctx, q): Verdict {
    const fig = figureArg(ctx, q.figure, 'figure');
    const to = resolve(ctx, q.to, 'to');
    const speed = speedOf(fig, q.budget);
    if (fig.squares.length > 1) return multiMoveVerdict(ctx, fig, to.i, orientArg(fig, q.orient), speed);
    if (q.orient !== undefined) orientArg(fig, q.orient);
    const b = ctx.board;
    const r = runMove(ctx, fig, { budget: speed });
    const reasons: Reason[] = [...halvedReason(ctx, fig, r, speed)];
    const base = { ask: 'move', figure: fig.id, to: [to.x, to.y], budget: r.budget };
    if (!canEnd(ctx, fig, to.i)) {
      const why = b.terrain[to.i]! & BLOCKING ? 'blocking terrain, which no character can occupy' : `occupied by ${ctx.figures[ctx.occupant[to.i]!]!.id}`;
      return refusedMove([reason('hcx.base.move', `${to.label} is ${why}`), ...reasons], base);
    }
    const best = bestState(r, to.i);
    // A square diagonal to the start that the move cannot step to directly: say why when the grid point is closed.
    const diagonalNeighbour = Math.abs(to.x - fig.x) === 1 && Math.abs(to.y - fig.y) === 1;
    if (diagonalNeighbour && (best.cost === Infinity || best.cost > 1) && diagonalClosed(ctx, r.mover, fig.i, to.i))
      reasons.push(reason('hcx.base.move', `the diagonal step from [${fig.x}, ${fig.y}] to ${to.label} passes a grid point closed on both sides (blocking terrain, walls or squares higher than the step), the point line of fire reads the same way`));
    if (best.cost === Infinity) {
      const free = runMove(ctx, fig, { freeLevels: true });
      const unbounded = runMove(ctx, fig);
      const need = bestState(unbounded, to.i).cost;
      const freeNeed = bestState(free, to.i).cost;
      if (freeNeed < need && freeNeed <= r.budget) {
        reasons.push(reason('hcx.move.levels', `${fig.id} has no Leap/Climb, Flight or the like: it cannot jump off or climb elevated terrain, and must change level by stairs or ladders`));
        const stops = need === Infinity ? stairsStops(ctx, unbounded, to.level) : [];
        if (stops.length > 0) {
          reasons.push(reason('hcx.stairs.pass', `the stairway to level ${to.level} is there, but ${fig.id} must stop on entering its square ${stops.join(' or ')}`));
          reasons.push(reason('hcx.stairs.clear', `stairs square ${stops.join(' or ')} is marked hindering or water terrain by its boundary lines, so it is not clear: a move that enters it ends there and cannot go on to ${to.label}`));
        } else reasons.push(reason('hcx.stairs.pass', need === Infinity ? `no stairway leads from level ${fig.level} to ${to.label} at level ${to.level}` : `by the stairs it needs ${need}, more than ${r.budget}`));
        if (ctx.opts.stairsShareEdge && cornerStairs(ctx).length > 0)
          reasons.push(reason('hcx.stairs.pass', `option stairsShareEdge: stairs squares meeting only at a corner (${cornerStairs(ctx).join(', ')}) do not join their levels`));
      } else if (need < Infinity) {
        reasons.push(reason('hcx.base.move', `the cheapest way costs ${need}, more than ${r.budget}`));
      } else {
        reasons.push(reason('hcx.base.move', noWayWhy(ctx, fig, to.i)));
      }
      return refusedMove(uniqueReasons(reasons), base);
    }
    const { path, events } = describeMove(ctx, fig, r, best.state, best.cost, speed, reasons);
    return { ...base, legal: true, cost: best.cost, path: path.map((p) => p.at), events, reasons: uniqueReasons(reasons), evidence: { path } };
  },
});

/**
 * Why no move reaches square i at any cost, in the words a player would use: the stops that end every way
 * there first (opposing characters it did not break away from, hindering or water terrain), or, when no way
 * leads there even without stops, what cuts it off. Found by lifting one kind of stop at a time.
 */
function noWayWhy(ctx: Ctx, fig: Character, i: number): string {
  const reaches = (noStops: 'opponents' | 'hindering' | 'all') => bestState(runMove(ctx, fig, { noStops }), i).cost < Infinity;
  const next = 'a square next to an opposing character it did not break away from';
  if (reaches('opponents')) return `every way there first enters ${next}, where its move must stop`;
  if (reaches('hindering')) return 'every way there first enters hindering or water terrain, where its move must stop';
  if (reaches('all')) return `every way there first enters hindering or water terrain or ${next}, where its move must stop`;
  return 'no way there: blocking terrain, walls or opposing characters cut it off';
}

/**
 * The `move` question for a multi-base character (multi-move.ts): `to` is where its `at` square ends (the
 * top-left of a 2x2, the first square of a peanut), `orient` the peanut's orientation there (any when not
 * given). The path is the chosen square's.
 */
function multiMoveVerdict(ctx: Ctx, fig: Character, anchor: number, orient: Orient | undefined, speed: number): Verdict {
  const b = ctx.board, W = b.width;
  const xy = (i: number) => [i % W, Math.floor(i / W)] as [number, number];
  const mm = multiMoves(ctx, fig, speed);
  const reasons: Reason[] = [...halvedReason(ctx, fig, mm.searches[0]!, speed)];
  const base = { ask: 'move', figure: fig.id, to: xy(anchor), budget: mm.budget };
  const orients = orient !== undefined ? [orient] : orientsOf(fig);
  let best: Placement | undefined;
  for (const o of orients) {
    const p = mm.placements.get(placementKey(anchor, o));
    if (p && (!best || p.cost < best.cost)) best = p;
  }
  const MB = 'hcx.base.multi-base';
  const rule = `${fig.id} has a ${fig.base} base: one square of it is chosen to begin the move and moves as a single-base character; the whole base must end on legal squares, no part moving farther than the chosen square`;
  if (!best) {
    const problems = orients.map((o) => placementProblem(ctx, fig, footprint(ctx, fig, anchor, o)));
    if (problems.every((p) => p !== undefined)) {
      reasons.push(reason(MB, `the base cannot end at [${xy(anchor).join(', ')}]${orient ? ` facing ${orient}` : ''}: ${[...new Set(problems)].join('; ')}`));
    } else {
      const all = multiMoves(ctx, fig);
      let need = Infinity;
      for (const o of orients) need = Math.min(need, all.placements.get(placementKey(anchor, o))?.cost ?? Infinity);
      reasons.push(reason(MB, rule));
      reasons.push(need < Infinity
        ? reason('hcx.base.move', `the cheapest way costs ${need}, more than ${mm.budget}`)
        : reason('hcx.base.move', 'no square of the base can get there: blocking terrain, walls, levels without stairs or opposing characters cut it off, or every way makes it stop first'));
    }
    return refusedMove(uniqueReasons(reasons), base);
  }
  const { path, events } = describeMove(ctx, fig, best.search, best.state, best.cost, speed, reasons);
  reasons.push(reason(MB, `${rule}: it begins from [${xy(best.lead).join(', ')}] and ends on ${best.squares.map((q) => `[${xy(q).join(', ')}]`).join(', ')}`));
  return {
    ...base, legal: true, cost: best.cost, path: path.map((p) => p.at), lead: xy(best.lead), squares: best.squares.map(xy),
    ...(best.orient ? { orient: best.orient } : {}), events, reasons: uniqueReasons(reasons), evidence: { path, cells: best.squares.map((q) => ({ at: xy(q) })) },
  };
}

export const reachQuestion = question({
  summary: say.reach,
  args: z.strictObject({ figure: RefSchema, budget: Budget }),
  positional: ['figure', 'budget'],
  answer(ctx: Ctx, q): Verdict {
    const fig = figureArg(ctx, q.figure, 'figure');
    const speed = speedOf(fig, q.budget);
    if (fig.squares.length > 1) return multiReachVerdict(ctx, fig, speed);
    const r = runMove(ctx, fig, { budget: speed });
    const b = ctx.board;
    const cells: { at: [number, number]; level: number; cost: number }[] = [];
    for (let i = 0; i < b.width * b.height; i++) {
      const c = bestState(r, i).cost;
      if (c < Infinity && canEnd(ctx, fig, i)) cells.push({ at: [i % b.width, Math.floor(i / b.width)], level: b.level[i]!, cost: c });
    }
    cells.sort((p, q2) => p.cost - q2.cost || p.at[1] - q2.at[1] || p.at[0] - q2.at[0]);
    return {
      ask: 'reach', figure: fig.id, budget: r.budget, cells,
      reasons: [...halvedReason(ctx, fig, r, speed), reason('hcx.base.move', `${cells.length} squares within ${r.budget}, 1 per square including diagonals`),
        reason('hcx.move.levels', r.mover.freeLevels ? `${fig.id} changes level freely with ${r.mover.ability}` : `${fig.id} changes level only by stairs or ladders`),
        ...(r.engaged.length > 0 ? [breakAway(fig, r.engaged).reason] : [])],
      evidence: { cells: cells.map((c) => ({ at: c.at, cost: c.cost })) },
    };
  },
});

/** `reach` for a multi-base character: every `at` square its base can end on, the cheapest cost, and (peanut) the orientations. */
function multiReachVerdict(ctx: Ctx, fig: Character, speed: number): Verdict {
  const b = ctx.board, W = b.width;
  const mm = multiMoves(ctx, fig, speed);
  const byAnchor = new Map<number, { cost: number; orients: Set<string> }>();
  for (const p of mm.placements.values()) {
    const e = byAnchor.get(p.anchor) ?? { cost: Infinity, orients: new Set<string>() };
    e.cost = Math.min(e.cost, p.cost);
    if (p.orient) e.orients.add(p.orient);
    byAnchor.set(p.anchor, e);
  }
  const cells = [...byAnchor].map(([i, e]) => ({
    at: [i % W, Math.floor(i / W)] as [number, number], level: b.level[i]!, cost: e.cost, ...(fig.base === '1x2' ? { orients: [...e.orients].sort() } : {}),
  }));
  cells.sort((p, q2) => p.cost - q2.cost || p.at[1] - q2.at[1] || p.at[0] - q2.at[0]);
  return {
    ask: 'reach', figure: fig.id, budget: mm.budget, cells,
    reasons: [...halvedReason(ctx, fig, mm.searches[0]!, speed),
      reason('hcx.base.multi-base', `${fig.id} has a ${fig.base} base: ${cells.length} places its \`at\` square can end on within ${mm.budget}, the base led by any of its squares and ending whole on legal squares`),
      reason('hcx.move.levels', mm.searches[0]!.mover.freeLevels ? `${fig.id} changes level freely with ${mm.searches[0]!.mover.ability}` : `${fig.id} changes level only by stairs or ladders`),
      ...(mm.searches[0]!.engaged.length > 0 ? [breakAway(fig, mm.searches[0]!.engaged).reason] : [])],
    evidence: { cells: cells.map((c) => ({ at: c.at, cost: c.cost })) },
  };
}
