/**
 * The `charge` question (cop.charge.levels, cop.charge.same-rooftop, cop.charge.no-ladder-bridge, with the
 * D&D Miniatures charge as the base).
 *
 * Reading taken: a charge moves the attacker, by walks only (no ladder, bridge or drop), at most its speed,
 * to the nearest position (fewest squares of movement, at least one) from which it is adjacent to the
 * target and may attack it in melee; the attacker must see the target at the start; and the straight lines
 * between the corresponding corners (and centres) of its starting and ending spaces must not pass through
 * the inside of a square that blocks or slows movement (a wall, difficult terrain outside the starting
 * space, a square of another creature, and for a creature that neither flies nor is incorporeal a square
 * of another level: any rooftop square other than the attacker's own rooftop, or a ground square when it
 * charges on a rooftop). Among equally near positions one with such a clear line is enough.
 * A creature that neither flies nor is incorporeal never charges between a rooftop and the ground.
 */
import { pointsOf, traceLine, type BlockTest } from '../../engine/square-sight.js';
import { reason, uniqueReasons, type Reason, type TracedLine, type Verdict } from '../../engine/verdict.js';
import { POS_GROUND } from './board.js';
import type { Ctx } from './context.js';
import { adjacency, melee } from './adjacency.js';
import { ALL_RULES, BRIDGE, LADDER_DOWN, LADDER_UP, MovePlan, squares } from './movement.js';
import { decodePath } from './moves.js';
import { traceSight } from './sight.js';
import { describeStanding, figureSpot, onRoofSquare, type Spot } from './spots.js';
import type { CopFigure } from './figures.js';

export function chargeVerdict(ctx: Ctx, fig: CopFigure, target: Spot): Verdict {
  const me = figureSpot(ctx, fig);
  const reasons: Reason[] = [];
  const no = (): Verdict => ({ ask: 'charge', allowed: false, reasons: uniqueReasons(reasons) });
  const myRoof = onRoofSquare(ctx, me), theirRoof = onRoofSquare(ctx, target);
  const crossesLevels = myRoof !== theirRoof;
  const flier = fig.flying || fig.incorporeal;
  if (crossesLevels && !flier) {
    reasons.push(reason('cop.charge.levels', `${fig.id} is ${describeStanding(me.standing)} and ${target.label} is ${describeStanding(target.standing)}: a creature that neither flies nor is incorporeal cannot charge between a rooftop and the ground`));
    return no();
  }
  if (crossesLevels) reasons.push(reason('cop.charge.levels', `${fig.id} ${fig.flying ? 'flies' : 'is incorporeal'}: it may charge between a rooftop and the ground`));
  const sameRoof = me.standing.kind === 'roof' && target.standing.kind === 'roof' && me.standing.group === target.standing.group;
  if (sameRoof) reasons.push(reason('cop.charge.same-rooftop', `both are on rooftop #${me.standing.group + 1}: its squares do not block the charge`));

  const sight = traceSight(ctx, me, target);
  if (!sight.sight) {
    reasons.push(reason('cop.base.sight', `${fig.id} cannot see ${target.label} at the start, so it cannot charge it`));
    return no();
  }
  const speed = fig.speed ?? Infinity;
  const plan = new MovePlan(ctx, fig, { ...ALL_RULES, charge: true });
  const r = plan.run(speed);
  // Nearest positions from which the attacker is adjacent to the target and may attack it.
  let bestCost = Infinity;
  const candidates: number[] = [];
  for (let i = 0; i < r.settledCount; i++) {
    const s = r.settled[i]!;
    const c = squares(r.cost[s]!);
    if (c > bestCost) break;
    const pos = plan.posOf(s);
    if (c === 0 || !plan.canEnd(pos)) continue;
    const x = pos % plan.W, y = Math.floor(pos / plan.W);
    const at = figureSpot(ctx, fig, x, y);
    if (!adjacency(ctx, at, target).adjacent || !melee(ctx, at, target, 1, false).allowed) continue;
    bestCost = c;
    candidates.push(s);
  }
  if (!candidates.length) {
    const full = new MovePlan(ctx, fig, ALL_RULES);
    const fr = full.run(speed);
    let special = false;
    for (let i = 0; i < fr.settledCount && !special; i++) {
      const s = fr.settled[i]!;
      const pos = full.posOf(s);
      const at = figureSpot(ctx, fig, pos % full.W, Math.floor(pos / full.W));
      if (!full.canEnd(pos) || !adjacency(ctx, at, target).adjacent || !melee(ctx, at, target, 1, false).allowed) continue;
      const d = decodePath(full, fr, s);
      special = d.kinds.has(LADDER_UP) || d.kinds.has(LADDER_DOWN) || d.kinds.has(BRIDGE);
    }
    if (special) reasons.push(reason('cop.charge.no-ladder-bridge', `${fig.id} could reach ${target.label} only by climbing a ladder or crossing a bridge, which charge movement cannot do`));
    else reasons.push(reason('cop.base.move', `no position next to ${target.label} is within ${fig.id}'s charge (${speed === Infinity ? 'any distance' : `speed ${speed}`}) by plain moves`));
    return no();
  }
  const otherAt = new Uint8Array(plan.N);
  for (const f of ctx.list) {
    if (f.index === fig.index || (target.figure && f.index === target.figure.index)) continue;
    for (let j = 0; j < f.n; j++) for (let i = 0; i < f.n; i++) otherAt[(f.y + j) * plan.W + f.x + i] = 1;
  }
  const startRoof = plan.pt.cls[fig.y * plan.W + fig.x] !== POS_GROUND;
  const myGroup = me.standing.kind === 'roof' ? me.standing.group : -1;
  const b = ctx.board;
  const blocks: BlockTest = (sx, sy, c) => {
    if (c.kind !== 'inside' || sx < 0 || sy < 0 || sx >= plan.W || sy >= plan.H) return false;
    const k = sy * plan.W + sx;
    if (b.wall[k] || otherAt[k]) return true;
    const inStart = sx >= fig.x && sy >= fig.y && sx < fig.x + fig.n && sy < fig.y + fig.n;
    if (b.difficult[k] && !inStart) return true;
    if (flier) return false;
    return startRoof ? !b.roof[k] || b.group[k] !== myGroup : b.roof[k] === 1;
  };
  let lines: TracedLine[] = [];
  for (const s of candidates) {
    const pos = plan.posOf(s);
    const ex = pos % plan.W, ey = Math.floor(pos / plan.W);
    const from = pointsOf({ x: fig.x, y: fig.y, w: fig.n, h: fig.n }, 'corners');
    const to = pointsOf({ x: ex, y: ey, w: fig.n, h: fig.n }, 'corners');
    const traced = from.map((p, i) => traceLine(p, to[i]!, blocks));
    traced.push(traceLine({ x: 2 * fig.x + fig.n, y: 2 * fig.y + fig.n }, { x: 2 * ex + fig.n, y: 2 * ey + fig.n }, blocks));
    lines = traced;
    if (traced.every((l) => l.clear)) {
      const d = decodePath(plan, r, s);
      reasons.push(reason('cop.base.move', `${fig.id} charges ${bestCost} square${bestCost === 1 ? '' : 's'} by plain moves to [${ex}, ${ey}], the nearest position next to ${target.label}, along a clear straight line`));
      reasons.push(reason('cop.charge.no-ladder-bridge', 'the charge uses no ladder or bridge'));
      return { ask: 'charge', allowed: true, cost: bestCost, to: [ex, ey], path: d.path, events: d.events, provokedBy: d.provokedBy, reasons: uniqueReasons(reasons), evidence: { path: d.path, lines } };
    }
  }
  reasons.push(reason('cop.base.move', `the straight line to the nearest position next to ${target.label} passes a square that blocks or slows movement, or holds another creature`));
  return { ask: 'charge', allowed: false, reasons: uniqueReasons(reasons), evidence: { lines } };
}
