/**
 * The `move` and `reach` questions on top of the movement search (movement.ts): the cheapest legal path
 * (with the option `avoidDrops`, the default, the cheapest without a drop off a rooftop when one fits the
 * budget: no creature takes 10 damage it can walk or climb around), its steps and their events (attacks of opportunity, drops, ladders, bridges), and which clauses decided
 * the answer. A rule "decided" a move when relaxing it alone would change the answer (a cheaper path, or a
 * path at all): the search is run once more per relaxed rule.
 */
import { HighgroundError } from '../../errors.js';
import { pathTo, type SearchResult } from '../../engine/search.js';
import { reason, uniqueReasons, type Reason, type Verdict } from '../../engine/verdict.js';
import { refusedMove } from '../../engine/verdicts.js';
import { POS_GROUND, POS_INVALID, POS_MIXED, POS_ROOF } from './board.js';
import type { Ctx } from './context.js';
import type { CopFigure } from './figures.js';
import {
  ALL_RULES, BRIDGE, DROP, LADDER_DOWN, LADDER_UP, MovePlan, STEP_NAMES, dropDirection, nextTo, squares, stepKind, type MoveRules, type StepName,
} from './movement.js';
import { checkPlace } from './spots.js';

export interface MoveEvent {
  type: 'attack-of-opportunity' | 'drop' | 'ladder-up' | 'ladder-down' | 'bridge';
  step: number;
  rule: string;
  [k: string]: unknown;
}

export interface PathStepOut {
  at: [number, number];
  cost: number;
  step: 'start' | StepName;
}

export interface Decoded {
  path: PathStepOut[];
  events: MoveEvent[];
  damage: number;
  provokedBy: string[];
  kinds: Set<number>;
}

const xy = (plan: MovePlan, pos: number): [number, number] => [pos % plan.W, Math.floor(pos / plan.W)];

export function decodePath(plan: MovePlan, r: SearchResult, state: number): Decoded {
  const steps = pathTo(r, state);
  const path: PathStepOut[] = [];
  const events: MoveEvent[] = [];
  const provoked = new Set<string>();
  const kinds = new Set<number>();
  let damage = 0;
  steps.forEach((s, i) => {
    const pos = plan.posOf(s.state);
    const at = xy(plan, pos);
    const kind = stepKind(s.kind);
    path.push({ at, cost: squares(s.cost), step: i === 0 ? 'start' : STEP_NAMES[kind]! });
    if (i === 0) return;
    kinds.add(kind);
    const prev = plan.posOf(steps[i - 1]!.state);
    const from = xy(plan, prev);
    for (const e of plan.threatening(prev)) {
      if (provoked.has(e.id)) continue;
      provoked.add(e.id);
      events.push({ type: 'attack-of-opportunity', step: i, rule: 'cop.base.provoke', by: e.id, from });
    }
    const b = plan.ctx.board;
    if (kind === DROP) {
      const [dx, dy] = dropDirection(s.kind)!;
      const into: [number, number] = [from[0] + dx, from[1] + dy];
      damage += 10;
      events.push({ type: 'drop', step: i, rule: 'cop.move.drop', from, into, placed: at, damage: 10 });
    } else if (kind === LADDER_UP) {
      const ladder = findSquare(plan, from, (k) => b.ladder[k] === 1 && nextTo(at[0], at[1], plan.n, k % plan.W, Math.floor(k / plan.W)));
      events.push({ type: 'ladder-up', step: i, rule: 'cop.ladder.up', from, ladder, placed: at });
    } else if (kind === LADDER_DOWN) {
      const ladder = findSquare(plan, at, (k) => b.ladder[k] === 1 && nextTo(from[0], from[1], plan.n, k % plan.W, Math.floor(k / plan.W)));
      events.push({ type: 'ladder-down', step: i, rule: 'cop.ladder.down', from, ladder, placed: at, damage: 0 });
    } else if (kind === BRIDGE) {
      const end = findSquare(plan, from, (k) => b.bridgeOther[k]! >= 0 && coversIndex(plan, at, b.bridgeOther[k]!));
      const id = end ? b.bridgeId.get(end[1] * plan.W + end[0]) : undefined;
      events.push({ type: 'bridge', step: i, rule: 'cop.bridge', bridge: id, from, placed: at });
    }
  });
  return { path, events, damage, provokedBy: [...provoked], kinds };
}

/** "1 square", "3 squares". */
export function plural(n: number, word: string): string {
  return `${n} ${word}${n === 1 ? '' : 's'}`;
}

function coversIndex(plan: MovePlan, at: [number, number], k: number): boolean {
  const x = k % plan.W, y = Math.floor(k / plan.W);
  return x >= at[0] && y >= at[1] && x < at[0] + plan.n && y < at[1] + plan.n;
}

function findSquare(plan: MovePlan, at: [number, number], test: (k: number) => boolean): [number, number] | undefined {
  for (let j = 0; j < plan.n; j++) for (let i = 0; i < plan.n; i++) {
    const k = (at[1] + j) * plan.W + at[0] + i;
    if (test(k)) return [at[0] + i, at[1] + j];
  }
  return undefined;
}

function costTo(ctx: Ctx, fig: CopFigure, rules: MoveRules, budget: number, pos: number): { plan: MovePlan; r: SearchResult; state: number } {
  const plan = new MovePlan(ctx, fig, rules);
  const r = plan.run(budget);
  return { plan, r, state: plan.bestAt(r, pos) };
}

const RELAXABLE: { key: keyof MoveRules; on: boolean; rule: string }[] = [
  { key: 'corner', on: false, rule: 'cop.move.corner' },
  { key: 'groundBlocked', on: false, rule: 'cop.move.ground-blocked' },
  { key: 'dropLethal', on: false, rule: 'cop.move.drop-lethal' },
  { key: 'charge', on: false, rule: 'cop.charge.no-ladder-bridge' },
  { key: 'throughWalls', on: true, rule: 'cop.base.incorporeal' },
];

export interface MoveArgs {
  to: [number, number];
  budget?: number | undefined;
  charge?: boolean | undefined;
}

export function moveVerdict(ctx: Ctx, fig: CopFigure, args: MoveArgs): Verdict {
  const [tx, ty] = args.to;
  checkPlace(ctx, tx, ty, 'to');
  const W = ctx.board.width;
  const n = fig.n;
  const charge = args.charge === true;
  const budget = args.budget ?? fig.speed ?? Infinity;
  let rules: MoveRules = { ...ALL_RULES, charge };
  const base = { ask: 'move', budget: budget === Infinity ? null : budget };
  const no = (reasons: Reason[], extra: Record<string, unknown> = {}): Verdict => refusedMove(reasons, { ...base, ...extra });
  if (tx + n > W || ty + n > ctx.board.height)
    return no([reason('cop.base.move', `a ${n}x${n} space with its top-left square at [${tx}, ${ty}] would leave the map`)]);
  const tpos = ty * W + tx;
  const plan0 = new MovePlan(ctx, fig, rules);
  const tcls = plan0.pt.cls[tpos]!;
  if (tcls === POS_INVALID) {
    const rs = [reason('cop.base.move', `the space at [${tx}, ${ty}] covers a wall square`)];
    if (fig.incorporeal) rs.push(reason('cop.base.incorporeal', `${fig.id} is incorporeal: it may pass through wall squares but not end its move in one`));
    return no(rs);
  }
  if (tcls === POS_MIXED) {
    const placed = plan0.nearestGround(tpos);
    return no([reason('cop.move.end-whole', `the space at [${tx}, ${ty}] is partly rooftop and partly ground: a move cannot end there (a creature left so is placed ${placed >= 0 ? `at [${placed % W}, ${Math.floor(placed / W)}]` : 'off the rooftop'} and takes 10 damage)`)],
      { consequence: { placed: placed >= 0 ? [placed % W, Math.floor(placed / W)] : null, damage: 10 } });
  }
  const startPos = fig.y * W + fig.x;
  if (tpos !== startPos && !plan0.canEnd(tpos)) {
    const who = ctx.list.find((f) => f.index !== fig.index && f.x < tx + n && tx < f.x + f.n && f.y < ty + n && ty < f.y + f.n);
    return no([reason('cop.base.move', `the space at [${tx}, ${ty}] is occupied${who ? ` by ${who.id}` : ''}`)]);
  }

  let main = costTo(ctx, fig, rules, budget, tpos);
  let safeWay = false;
  const reasons: Reason[] = [];
  // The cheapest way may drop off a rooftop (10 damage, cop.move.drop) where a way without a drop (a ladder,
  // a longer walk) also fits the budget: a creature takes the way that does not hurt it, so that way is the
  // answer, and the rules relaxed below are relaxed on ways without drops too.
  if (ctx.opts.avoidDrops && main.state >= 0 && decodePath(main.plan, main.r, main.state).damage > 0) {
    const safe = costTo(ctx, fig, { ...rules, drops: false }, budget, tpos);
    if (safe.state >= 0) {
      reasons.push(reason('cop.move.drop', `dropping off the rooftop would cost ${plural(squares(main.r.cost[main.state]!), 'square')} and 10 damage; a way without a drop fits the budget, so ${fig.id} takes it`));
      rules = { ...rules, drops: false };
      main = safe;
      safeWay = true;
    }
  }
  const endWhere = tcls === POS_ROOF ? 'wholly on rooftop squares' : 'wholly on ground squares';
  if (main.state < 0) {
    const unlimited = costTo(ctx, fig, rules, Infinity, tpos);
    if (unlimited.state >= 0) {
      reasons.push(reason('cop.base.move', `the cheapest legal path costs ${plural(squares(unlimited.r.cost[unlimited.state]!), 'square')}, more than the ${plural(budget, 'square')} of movement it has`));
    } else {
      reasons.push(reason('cop.base.move', `no legal path leads from [${fig.x}, ${fig.y}] to [${tx}, ${ty}]`));
    }
    for (const rx of RELAXABLE) {
      if (rx.key === 'charge' && !charge) continue;
      if (rx.key === 'throughWalls' && fig.incorporeal) continue;
      const relaxed = costTo(ctx, fig, { ...rules, [rx.key]: rx.on }, budget, tpos);
      if (relaxed.state < 0) continue;
      reasons.push(blockedReason(ctx, fig, rx.rule, relaxed));
    }
    if (!fig.free && plan0.pt.cls[startPos] === POS_GROUND && tcls === POS_ROOF && !reasons.some((r) => r.rule === 'cop.move.ground-blocked'))
      reasons.push(reason('cop.move.ground-blocked', `${fig.id} is on the ground and neither flies, burrows nor is incorporeal: it reaches a rooftop only by a ladder`));
    return no(uniqueReasons(reasons));
  }

  const cost = squares(main.r.cost[main.state]!);
  const d = decodePath(main.plan, main.r, main.state);
  reasons.push(reason('cop.base.move', `the cheapest legal path${safeWay ? ' without a drop' : ''} costs ${plural(cost, 'square')}${budget === Infinity ? '' : ` of the ${budget} it has`}`));
  for (const rx of RELAXABLE) {
    if (rx.key === 'charge' && !charge) continue;
    if (rx.key === 'throughWalls' && fig.incorporeal) continue;
    const relaxed = costTo(ctx, fig, { ...rules, [rx.key]: rx.on }, budget, tpos);
    if (relaxed.state >= 0 && squares(relaxed.r.cost[relaxed.state]!) < cost) reasons.push(blockedReason(ctx, fig, rx.rule, relaxed, cost));
  }
  if (fig.free && (d.path.some((p) => plan0.pt.cls[p.at[1] * W + p.at[0]] !== POS_GROUND) && d.path.some((p) => plan0.pt.cls[p.at[1] * W + p.at[0]] !== POS_ROOF)))
    reasons.push(reason('cop.move.free', `${fig.id} ${fig.flying ? 'flies' : fig.burrowing ? 'burrows' : 'is incorporeal'}: it moves between rooftop and ground squares freely, without ladders or damage`));
  if (fig.incorporeal && d.path.some((p) => plan0.pt.cls[p.at[1] * W + p.at[0]] === POS_INVALID))
    reasons.push(reason('cop.base.incorporeal', `${fig.id} is incorporeal: it passes through wall squares, ending clear of them`));
  if (d.kinds.has(DROP)) {
    reasons.push(reason('cop.move.drop', `stepping off the rooftop, ${fig.id} is placed on the ground and takes 10 damage${d.damage > 10 ? ` (${d.damage} in all)` : ''}`));
    reasons.push(reason('cop.move.drop-lethal', fig.routing
      ? `${fig.id} is routing: it may drop whatever the damage`
      : fig.hp === undefined ? `${fig.id} has no hp given, so the drop is not checked against it`
        : `${fig.id} has ${fig.hp} hp and survives ${d.damage} damage, so it may drop`));
  }
  if (d.kinds.has(LADDER_UP)) reasons.push(reason('cop.ladder.up', `${fig.id} climbs the ladder for 2 squares and is set on the rooftop next to it`));
  if (d.kinds.has(LADDER_DOWN)) reasons.push(reason('cop.ladder.down', `${fig.id} climbs down the ladder for 2 squares and is set on the ladder square, without damage`));
  if (d.kinds.has(BRIDGE)) reasons.push(reason('cop.bridge', `${fig.id} crosses the bridge for 3 squares and is set on the rooftop square at its other end`));
  if (d.kinds.has(LADDER_UP) || d.kinds.has(LADDER_DOWN) || d.kinds.has(BRIDGE))
    reasons.push(reason('cop.teleport-like', 'a ladder or bridge lifts the creature and sets it down: it does not pass the squares between, and provokes only from enemies threatening its starting space'));
  if (d.provokedBy.length)
    reasons.push(reason('cop.base.provoke', `leaving threatened squares provokes attacks of opportunity from ${d.provokedBy.join(', ')} (one each per turn)`));
  reasons.push(reason('cop.move.end-whole', `the move ends ${endWhere}`));
  return {
    ...base, legal: true, cost, path: d.path, events: d.events, damage: d.damage, provokedBy: d.provokedBy,
    destroyed: d.damage > 0 && fig.hp !== undefined ? fig.hp <= d.damage : null,
    reasons: uniqueReasons(reasons), evidence: { path: d.path },
  };
}

function blockedReason(ctx: Ctx, fig: CopFigure, rule: string, relaxed: { plan: MovePlan; r: SearchResult; state: number }, cost?: number): Reason {
  const c = squares(relaxed.r.cost[relaxed.state]!);
  const d = decodePath(relaxed.plan, relaxed.r, relaxed.state);
  const tail = cost === undefined ? '' : ` instead of ${cost}`;
  switch (rule) {
    case 'cop.move.corner':
      return reason(rule, `${fig.id} is on the ground and neither flies, burrows nor is incorporeal: it cannot step diagonally past a rooftop corner (that would cost ${c}${tail})`);
    case 'cop.move.ground-blocked':
      return reason(rule, `${fig.id} is on the ground and neither flies, burrows nor is incorporeal: it cannot walk into rooftop squares (that would cost ${c}${tail})`);
    case 'cop.base.incorporeal':
      return reason(rule, `only an incorporeal creature passes through wall squares; ${fig.id} ${fig.burrowing ? 'burrows, which takes it through the ground but not through walls' : 'is not incorporeal'} (through the walls it would cost ${c}${tail})`);
    case 'cop.move.drop-lethal':
      return reason(rule, `${fig.id} is not routing and has ${fig.hp} hp: it may not drop off a rooftop when the 10 damage would destroy it (dropping would cost ${c}${tail})`);
    default: {
      const special = d.kinds.has(LADDER_UP) || d.kinds.has(LADDER_DOWN) || d.kinds.has(BRIDGE);
      if (!special && d.kinds.has(DROP))
        return reason('cop.charge.levels', `a charge cannot go from a rooftop to the ground for a creature that neither flies nor is incorporeal (a normal move would cost ${c}${tail})`);
      void ctx;
      return reason('cop.charge.no-ladder-bridge', `charge movement cannot climb ladders or cross bridges (a normal move using them would cost ${c}${tail})`);
    }
  }
}

export function reachVerdict(ctx: Ctx, fig: CopFigure, budgetArg: number | undefined): Verdict {
  const budget = budgetArg ?? fig.speed;
  if (budget === undefined)
    throw new HighgroundError(`figure ${fig.id} has no speed: give a budget`, { path: ['budget'] });
  const plan = new MovePlan(ctx, fig, ALL_RULES);
  const r = plan.run(budget);
  const cells: { at: [number, number]; level: number; cost: number }[] = [];
  for (let pos = 0; pos < plan.N; pos++) {
    const s = plan.bestAt(r, pos);
    if (s < 0) continue;
    if (!plan.canEnd(pos)) continue;
    cells.push({ at: [pos % plan.W, Math.floor(pos / plan.W)], level: ctx.board.level[pos]!, cost: squares(r.cost[s]!) });
  }
  cells.sort((a, b) => a.cost - b.cost || a.at[1] - b.at[1] || a.at[0] - b.at[0]);
  return {
    ask: 'reach',
    budget,
    cells,
    reasons: [
      reason('cop.base.move', `every place ${fig.id} can end a move of at most ${budget} squares (${ctx.opts.diagonals === 'one' ? 'diagonals 1' : 'diagonals 1 and 2 alternating, 3 into difficult terrain'}, straight into difficult terrain 2; ladders 2, bridges 3)`),
      reason('cop.move.end-whole', 'only places wholly on rooftop squares or wholly on ground squares are listed'),
    ],
    evidence: { cells },
  };
}
