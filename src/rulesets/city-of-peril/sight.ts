/**
 * Line of sight and line of effect (cop.base.sight, cop.sight.*, cop.effect).
 *
 * Lines run from a corner of the viewer's space to any part of the target's space (sampled at the
 * corners, edge midpoints and centres of its squares); there is sight when one line is clear. The two
 * spaces never block their own lines. Which squares block depends on where the two stand:
 * - both on the ground (`ground`): rooftop squares block like walls (cop.sight.ground): a line through a
 *   square's inside is blocked, one through its corner too when `cornerBlocks`, one along its edge never;
 * - on the same rooftop (`same`): that rooftop's squares never block (cop.sight.same-rooftop);
 * - otherwise (`across`: different rooftops, rooftop and ground, or a space partly on a rooftop): a rooftop
 *   square blocks a line through its inside or through one of its corners (cop.sight.across; the end points
 *   of a line never count, and a line along an edge of one square between its two corners passes).
 * A line running along the edge shared by two squares that both block is inside solid terrain and is
 * blocked (a "seam"). Wall squares block in every case by the base rule. Squares of a rooftop other than the shared one block
 * as in `across` even between two figures on the same rooftop.
 */
import type { BlockTest } from '../../engine/square-sight.js';
import { sightBetween } from '../../engine/square-sight.js';
import { reason, type Reason, type Verdict } from '../../engine/verdict.js';
import type { Ctx } from './context.js';
import { describeStanding, type Spot, type Standing } from './spots.js';

export type Relation = 'ground' | 'same' | 'across';

export function relation(a: Standing, b: Standing): Relation {
  if (a.kind === 'ground' && b.kind === 'ground') return 'ground';
  if (a.kind === 'roof' && b.kind === 'roof' && a.group === b.group) return 'same';
  return 'across';
}

/** The blocking test for lines between two places in relation `rel` (`group`: the shared rooftop). */
export function sightBlocks(ctx: Ctx, rel: Relation, group: number): BlockTest {
  const { width: W, height: H, roof, wall } = ctx.board;
  const grp = ctx.board.group;
  const cornerBlocks = ctx.opts.cornerBlocks;
  return (sx, sy, c) => {
    if (sx < 0 || sy < 0 || sx >= W || sy >= H) return false;
    const k = sy * W + sx;
    if (wall[k] || (roof[k] && rel === 'ground')) return c.kind === 'inside' || (c.kind === 'corner' && cornerBlocks);
    if (!roof[k]) return false;
    if (rel === 'same' && grp[k] === group) return false;
    return c.kind === 'inside' || c.corners > 0;
  };
}

export interface SightResult {
  sight: boolean;
  rel: Relation;
  reasons: Reason[];
  lines: ReturnType<typeof sightBetween>['lines'];
}

export function traceSight(ctx: Ctx, from: Spot, to: Spot): SightResult {
  const rel = relation(from.standing, to.standing);
  const group = from.standing.kind === 'roof' ? from.standing.group : -1;
  const res = sightBetween(from, to, sightBlocks(ctx, rel, group), { fromPoints: 'corners', toPoints: 'any', seams: true });
  const reasons: Reason[] = [];
  const where = `${from.label} is ${describeStanding(from.standing)}, ${to.label} is ${describeStanding(to.standing)}`;
  if (rel !== 'ground')
    reasons.push(reason('cop.rooftop.group', `${where} (a rooftop is one edge-connected group of rooftop squares)`));
  reasons.push(reason('cop.base.sight', res.clear
    ? `a line from a corner of ${from.label}'s space reaches ${to.label}'s space unblocked`
    : `every line from a corner of ${from.label}'s space to ${to.label}'s space is blocked`));
  if (rel === 'ground')
    reasons.push(reason('cop.sight.ground', `both are on the ground, so rooftop squares block like walls${res.clear ? '' : ' (and they or walls block every line here)'}`));
  else if (rel === 'same')
    reasons.push(reason('cop.sight.same-rooftop', 'both are on the same rooftop, whose squares do not block the lines'));
  else
    reasons.push(reason('cop.sight.across', res.clear
      ? 'between different levels, a line that crosses no rooftop square and passes no rooftop corner is clear'
      : 'between different levels, every line crosses a rooftop square or passes through a rooftop corner'));
  return { sight: res.clear, rel, reasons, lines: res.clear && res.clearLine ? [res.clearLine] : res.lines };
}

export function sightVerdict(ctx: Ctx, from: Spot, to: Spot): Verdict {
  const r = traceSight(ctx, from, to);
  return {
    ask: 'sight',
    sight: r.sight,
    effect: r.sight,
    relation: r.rel,
    reasons: [
      ...r.reasons,
      reason('cop.effect', `line of effect follows the same rooftop rules: ${r.sight ? 'there is' : 'there is no'} line of effect`),
    ],
    evidence: { lines: r.lines.slice(0, 64) },
  };
}
