/**
 * Cover (cop.base.cover, cop.cover.same-rooftop, cop.cover.other).
 *
 * The attacker picks a corner of its space and one square of the target's space and traces lines from that
 * corner to the square's four corners; the target has no cover when, for some such choice, no line passes
 * through a square that gives cover. Squares that give cover, and how (coverBlocks):
 * - walls, and between two creatures on the ground rooftop squares too, give cover to a line through their
 *   inside; a line that runs along an edge of such a square or only touches its corner does not get cover
 *   from it (the D&D Miniatures "touching edges" rule, cop.base.cover);
 * - between different rooftops, or a rooftop and the ground, a rooftop square gives cover to a line through
 *   its inside or through one of its corners, exactly as it blocks sight there (cop.sight.across; the
 *   catalogue's reading of cop.cover.other: the text's rooftop rule supersedes touching edges);
 * - a line running along the edge shared by two squares that both give cover runs inside solid terrain and
 *   gets cover (a seam), as for sight;
 * - between two creatures on the same rooftop no rooftop square gives cover, not even one of another
 *   rooftop between them (cop.cover.same-rooftop);
 * the attacker's own squares never count, the target's own rooftop squares do (cop.cover.other), which is
 * why a creature on a rooftop always has cover against an attacker that is not on its rooftop.
 *
 * A target's squares inside a wall (only an incorporeal creature is ever there, cop.base.incorporeal) have
 * total cover: the D&D rule that a creature within a solid object cannot be attacked, the reading the sight,
 * threat and melee questions take. A target wholly inside walls answers `total`; one partly inside is judged
 * by its squares outside the walls only (the walls it stands in still give cover to lines to those squares).
 */
import { squareCorners, pointsOf, traceLine, inFootprint, type BlockTest } from '../../engine/square-sight.js';
import { reason, type TracedLine, type Verdict } from '../../engine/verdict.js';
import type { Ctx } from './context.js';
import { relation, sightBlocks, traceSight, type Relation } from './sight.js';
import { describeStanding, type Spot } from './spots.js';

/** Which squares give cover to a line, and how it must meet them, between places in relation `rel`. */
export function coverBlocks(ctx: Ctx, rel: Relation): BlockTest {
  const { width: W, height: H, roof, wall } = ctx.board;
  const across = sightBlocks(ctx, 'across');
  return (sx, sy, c) => {
    if (sx < 0 || sy < 0 || sx >= W || sy >= H) return false;
    const k = sy * W + sx;
    if (wall[k] || (roof[k] && rel === 'ground')) return c.kind === 'inside';
    if (!roof[k] || rel === 'same') return false;
    return across(sx, sy, c);
  };
}

/** The target's squares outside walls: those a line may give cover to (the ones inside have total cover). */
export function openSquares(ctx: Ctx, target: Spot): [number, number][] {
  const { width: W, wall } = ctx.board;
  const open: [number, number][] = [];
  for (let ty = target.y; ty < target.y + target.h; ty++)
    for (let tx = target.x; tx < target.x + target.w; tx++) if (wall[ty * W + tx] !== 1) open.push([tx, ty]);
  return open;
}

export function coverVerdict(ctx: Ctx, attacker: Spot, target: Spot): Verdict {
  const rel = relation(attacker.standing, target.standing);
  const sight = traceSight(ctx, attacker, target).sight;
  const open = openSquares(ctx, target);
  const walled = open.length < target.w * target.h;
  if (open.length === 0) {
    return {
      ask: 'cover',
      cover: 'total',
      sight,
      reasons: [reason('cop.base.incorporeal', `${target.label} is inside a wall, where a creature has total cover: no attack reaches it there`)],
      evidence: { lines: [] },
    };
  }
  const blocks = coverBlocks(ctx, rel);
  const ignore = (sx: number, sy: number) => inFootprint(attacker, sx, sy);
  let best: TracedLine[] | undefined;
  let bestBlocked = Infinity;
  outer: for (const c of pointsOf(attacker, 'corners')) {
    for (const [tx, ty] of open) {
      const lines = squareCorners(tx, ty)
        .filter((p) => p.x !== c.x || p.y !== c.y)
        .map((p) => traceLine(c, p, blocks, { ignore, seams: true }));
      const blocked = lines.filter((l) => !l.clear).length;
      if (blocked < bestBlocked) {
        bestBlocked = blocked;
        best = lines;
        if (blocked === 0) break outer;
      }
    }
  }
  const geometric = bestBlocked > 0;
  const targetRoofOther = target.standing.kind !== 'ground' && rel !== 'same';
  const cover = geometric || targetRoofOther;
  const reasons = [
    reason('cop.base.cover', geometric
      ? `from every corner of ${attacker.label}'s space, some line to the corners of each of ${target.label}'s squares passes through a square that gives cover`
      : `from ${best && best[0] ? `corner [${best[0].from.join(', ')}]` : 'a corner'} every line to the corners of one of ${target.label}'s squares is clear of squares that give cover`,
      best && best[0] ? { corner: best[0].from } : {}),
  ];
  if (walled)
    reasons.push(reason('cop.base.incorporeal', `${target.label} is partly inside a wall: its squares there have total cover, so only its squares outside the wall are judged`));
  if (rel === 'same')
    reasons.push(reason('cop.cover.same-rooftop', `both are on the same rooftop, so rooftop squares give no cover between them`));
  else
    reasons.push(reason('cop.cover.other', targetRoofOther
      ? `${target.label} is ${describeStanding(target.standing)} and ${attacker.label} is not on that rooftop: rooftop squares give it cover`
      : `rooftop squares give cover here (${attacker.label} is ${describeStanding(attacker.standing)}, ${target.label} is ${describeStanding(target.standing)})`));
  return {
    ask: 'cover',
    cover: cover ? 'cover' : 'none',
    sight,
    reasons,
    evidence: { lines: best ?? [], corner: best && best[0] ? best[0].from : undefined },
  };
}

