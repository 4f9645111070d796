/**
 * Line of sight and line of effect (cop.base.sight, cop.sight.*, cop.effect).
 *
 * Lines run from a corner of the viewer's space to any point of the target's space, decided exactly
 * (see below); there is sight when one line is clear. The two
 * spaces never block their own lines. Which squares block depends on where the two stand:
 * - both on the ground (`ground`): rooftop squares block like walls (cop.sight.ground): a line through a
 *   square's inside is blocked, one through its corner too when `cornerBlocks`, one along its edge never;
 * - on the same rooftop (`same`): no rooftop square blocks, not even one of another rooftop between them
 *   (cop.sight.same-rooftop: the text names only lines between different rooftops or a rooftop and the ground
 *   as blocked by rooftop squares, and says rooftop squares do not block sight to other parts of the same rooftop);
 * - otherwise (`across`: different rooftops, rooftop and ground, or a space partly on a rooftop): a rooftop
 *   square blocks a line through its inside or through one of its corners (cop.sight.across; the end points
 *   of a line never count, and a line along an edge of one square between its two corners passes).
 * A line running along the edge shared by two squares that both block is inside solid terrain and is
 * blocked (a "seam"). Wall squares block in every case by the base rule.
 * Points of the target's space: every point (`toPoints: 'exact'`, src/engine/square-sight.ts clearToAnyPart):
 * the corners, edge midpoints and centres are tried first, then the exact critical points.
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

/** The blocking test for lines between two places in relation `rel`. */
export function sightBlocks(ctx: Ctx, rel: Relation): BlockTest {
  const { width: W, height: H, roof, wall } = ctx.board;
  const cornerBlocks = ctx.opts.cornerBlocks;
  return (sx, sy, c) => {
    if (sx < 0 || sy < 0 || sx >= W || sy >= H) return false;
    const k = sy * W + sx;
    if (wall[k] || (roof[k] && rel === 'ground')) return c.kind === 'inside' || (c.kind === 'corner' && cornerBlocks);
    if (!roof[k] || rel === 'same') return false;
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
  const res = sightInto(ctx, from, to, sightBlocks(ctx, rel));
  const reasons: Reason[] = [];
  if (res.walled) reasons.push(reason('cop.base.incorporeal', res.clear
    ? `${to.label} is partly inside a wall: a line reaches one of its squares outside the wall`
    : `${to.label} is inside a wall, where a creature has total cover: no line reaches ${res.exposed ? 'its squares outside the wall' : 'it'}`));
  const where = `${from.label} is ${describeStanding(from.standing)}, ${to.label} is ${describeStanding(to.standing)}`;
  if (rel !== 'ground')
    reasons.push(reason('cop.rooftop.group', `${where} (a rooftop is one edge-connected group of rooftop squares)`));
  reasons.push(reason('cop.base.sight', res.clear
    ? `a line from a corner of ${from.label}'s space reaches ${to.label}'s space unblocked`
    : `every line from a corner of ${from.label}'s space to ${to.label}'s space is blocked`));
  if (rel === 'ground')
    reasons.push(reason('cop.sight.ground', `both are on the ground, so rooftop squares block like walls${res.clear ? '' : ' (and they or walls block every line here)'}`));
  else if (rel === 'same')
    reasons.push(reason('cop.sight.same-rooftop', 'both are on the same rooftop: rooftop squares do not block lines between two parts of one rooftop'));
  else
    reasons.push(reason('cop.sight.across', res.clear
      ? 'between different levels, a line that crosses no rooftop square and passes no rooftop corner is clear'
      : 'between different levels, every line crosses a rooftop square or passes through a rooftop corner'));
  return { sight: res.clear, rel, reasons, lines: res.clear && res.clearLine ? [res.clearLine] : res.lines };
}

/**
 * Lines from the corners of `from` to any point of `to`. A target with squares inside a wall (only an
 * incorporeal creature is ever there, cop.base.incorporeal) has total cover in them, as the threat and melee
 * readings take it: the lines must reach one of its squares outside the wall (its other squares still not
 * blocking), and a target wholly inside walls is not seen at all.
 */
function sightInto(ctx: Ctx, from: Spot, to: Spot, blocks: BlockTest): ReturnType<typeof sightBetween> & { walled: boolean; exposed: boolean } {
  const opts = { fromPoints: 'corners', toPoints: 'exact', seams: true } as const;
  const { width: W, wall } = ctx.board;
  const open: [number, number][] = [];
  let walled = false;
  for (let y = to.y; y < to.y + to.h; y++) for (let x = to.x; x < to.x + to.w; x++) {
    if (wall[y * W + x]) walled = true;
    else open.push([x, y]);
  }
  if (!walled) return { ...sightBetween(from, to, blocks, opts), walled, exposed: true };
  const ownOpen = (sx: number, sy: number) => sx >= to.x && sy >= to.y && sx < to.x + to.w && sy < to.y + to.h && wall[sy * W + sx] !== 1;
  let last: ReturnType<typeof sightBetween> = { clear: false, lines: [] };
  for (const [x, y] of open) {
    last = sightBetween(from, { x, y, w: 1, h: 1 }, blocks, { ...opts, ignore: ownOpen });
    if (last.clear) break;
  }
  return { ...last, walled, exposed: open.length > 0 };
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
