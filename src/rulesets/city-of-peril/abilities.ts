/**
 * Questions a referee asks that build on threat, distance and cop.bordered:
 * - `threatens`: who threatens a square or a figure's space (cop.base.provoke, threat.ts);
 * - `distance`: squares between two places or figures, counted as movement counts them (cop.base.move);
 * - `shadow-jump`: may a creature with Shadow Jump teleport from where it stands to a place. Shadow Jump
 *   (D&D Miniatures) takes a creature from a square bordered by a wall to another square bordered by a wall,
 *   up to its range (20 by default, the usual Shadow Jump 20), into a space it could end a move in. Under
 *   cop.bordered a ground square bordered by a rooftop counts as bordered by a wall, but a rooftop square is
 *   bordered only by actual wall squares, so a jump between the ground and a rooftop needs a real wall beside
 *   the rooftop square (the text's comment on Shadowdancers);
 * - `wall-walker`: does a creature with Wall Walker gain Flight this turn: it does when it starts its turn in
 *   a square bordered by a wall, by the same count, so on a rooftop only a real wall beside it gives Flight.
 * A space of several squares counts as bordered when one of its squares is.
 */
import { HighgroundError } from '../../errors.js';
import { reason, type Reason, type Verdict } from '../../engine/verdict.js';
import { POS_GROUND, POS_INVALID, POS_MIXED } from './board.js';
import type { Ctx } from './context.js';
import { borderedBy } from './adjacency.js';
import { countSquares, spaceDistance } from './distance.js';
import type { CopFigure } from './figures.js';
import { threatOf } from './threat.js';
import { describeStanding, standingAt, type Spot } from './spots.js';
import { plural } from './moves.js';

export function threatensVerdict(ctx: Ctx, at: Spot, side: string | undefined): Verdict {
  const mover = at.figure;
  const mySide = side ?? mover?.side;
  const by: string[] = [];
  const refused: { by: string; rule: string; why: string }[] = [];
  const reasons: Reason[] = [];
  for (const e of ctx.list) {
    if (mover && e.index === mover.index) continue;
    if (mySide !== undefined && e.side === mySide) continue;
    if (!mover && e.x <= at.x && at.x < e.x + e.n && e.y <= at.y && at.y < e.y + e.n) continue;
    const t = threatOf(ctx, e, at);
    if (t.threat) {
      by.push(e.id);
      reasons.push(reason(t.rule, t.why));
    } else if (spaceDistance(ctx.opts, { x: e.x, y: e.y, w: e.n, h: e.n }, at) <= Math.max(1, e.reach)) {
      refused.push({ by: e.id, rule: t.rule, why: t.why });
      reasons.push(reason(t.rule, t.why));
    }
  }
  const whose = mySide === undefined ? 'creature' : mover ? `enemy of ${mover.id}` : `enemy of side ${mySide || '(none)'}`;
  reasons.unshift(reason('cop.base.provoke', by.length
    ? `${by.join(', ')} threaten${by.length === 1 ? 's' : ''} ${at.label}: leaving it provokes an attack of opportunity from ${by.length === 1 ? 'it' : 'each'}`
    : `no ${whose} threatens ${at.label}${ctx.opts.reachThreatens ? '' : ' (only adjacent squares are threatened)'}`));
  return { ask: 'threatens', threatened: by.length > 0, by, refused, reasons, evidence: { cells: [{ at: [at.x, at.y] }] } };
}

export function distanceVerdict(ctx: Ctx, a: Spot, b: Spot): Verdict {
  const squares = spaceDistance(ctx.opts, a, b);
  const how = ctx.opts.diagonals === 'one' ? 'every diagonal 1 square' : 'the first diagonal 1 square, the second 2, alternating';
  return {
    ask: 'distance', squares,
    reasons: [reason('cop.base.move', `from the nearest square of ${a.label} to the nearest square of ${b.label} is ${plural(squares, 'square')}, counted as movement counts them (${how})`)],
  };
}

interface Bordered { bordered: boolean; walls: [number, number][]; roofs: [number, number][]; onRoof: boolean }

function spaceBordered(ctx: Ctx, x: number, y: number, n: number): Bordered {
  const W = ctx.board.width;
  const walls: [number, number][] = [], roofs: [number, number][] = [];
  let onRoof = false;
  for (let j = 0; j < n; j++) for (let i = 0; i < n; i++) {
    if (ctx.board.roof[(y + j) * W + x + i]) onRoof = true;
    for (const at of borderedBy(ctx, x + i, y + j).by) (ctx.board.wall[at[1] * W + at[0]] ? walls : roofs).push(at);
  }
  return { bordered: walls.length + roofs.length > 0, walls, roofs, onRoof };
}

function describeBordered(label: string, b: Bordered): string {
  if (b.walls.length) return `${label} is bordered by the wall square [${b.walls[0]!.join(', ')}]`;
  if (b.roofs.length) return `${label} is on the ground beside the rooftop square [${b.roofs[0]!.join(', ')}], which counts as a wall`;
  return b.onRoof
    ? `${label} is on a rooftop square with no wall square beside it (rooftop squares count as walls only for ground squares)`
    : `no wall or rooftop square borders ${label}`;
}

export function shadowJumpVerdict(ctx: Ctx, fig: CopFigure, to: [number, number], range: number): Verdict {
  const W = ctx.board.width, H = ctx.board.height, n = fig.n;
  const [tx, ty] = to;
  if (tx < 0 || ty < 0 || tx + n > W || ty + n > H)
    throw new HighgroundError(`${fig.id}'s space at [${tx}, ${ty}] would leave the ${W} x ${H} map`, { path: ['to'] });
  const reasons: Reason[] = [];
  const here = spaceBordered(ctx, fig.x, fig.y, n);
  const there = spaceBordered(ctx, tx, ty, n);
  const squares = countSquares(ctx.opts, tx - fig.x, ty - fig.y);
  const base = { ask: 'shadow-jump', squares, range };
  reasons.push(reason('cop.bordered', describeBordered(`${fig.id}'s space`, here)));
  reasons.push(reason('cop.bordered', describeBordered(`[${tx}, ${ty}]`, there)));
  const cls = ctx.board.positions(n).cls[ty * W + tx]!;
  const occupied = ctx.list.find((f) => f.index !== fig.index && f.x < tx + n && tx < f.x + f.n && f.y < ty + n && ty < f.y + f.n);
  let allowed = here.bordered && there.bordered;
  if (cls === POS_INVALID || cls === POS_MIXED || occupied) {
    allowed = false;
    reasons.push(reason(cls === POS_MIXED ? 'cop.move.end-whole' : 'cop.base.move', cls === POS_INVALID
      ? `[${tx}, ${ty}] covers a wall square`
      : cls === POS_MIXED ? `[${tx}, ${ty}] is partly rooftop and partly ground: no creature may be set down there` : `[${tx}, ${ty}] is occupied by ${occupied!.id}`));
  }
  if (squares > range) {
    allowed = false;
    reasons.push(reason('cop.base.move', `[${tx}, ${ty}] is ${plural(squares, 'square')} away, beyond Shadow Jump ${range}`));
  }
  const fromRoof = here.onRoof, toRoof = cls !== POS_GROUND && cls !== POS_INVALID;
  if (fromRoof !== toRoof && !(fromRoof ? here.walls.length : there.walls.length))
    reasons.push(reason('cop.bordered', 'between the ground and a rooftop a Shadow Jump needs an actual wall beside the rooftop square: a rooftop counts as a wall only for the ground squares it borders'));
  return { ...base, allowed, reasons, evidence: { cells: [...here.walls, ...here.roofs, ...there.walls, ...there.roofs].map((at) => ({ at })) } };
}

export function wallWalkerVerdict(ctx: Ctx, fig: CopFigure, at: [number, number] | undefined): Verdict {
  const [x, y] = at ?? [fig.x, fig.y];
  const W = ctx.board.width, H = ctx.board.height;
  if (x < 0 || y < 0 || x + fig.n > W || y + fig.n > H)
    throw new HighgroundError(`${fig.id}'s space at [${x}, ${y}] would leave the ${W} x ${H} map`, { path: ['at'] });
  const b = spaceBordered(ctx, x, y, fig.n);
  const label = at ? `${fig.id}'s space at [${x}, ${y}]` : `${fig.id}'s space`;
  const where = describeStanding(standingAt(ctx, x, y, fig.n));
  return {
    ask: 'wall-walker',
    flight: b.bordered,
    reasons: [reason('cop.bordered', `${describeBordered(label, b)} (${where}): Wall Walker ${b.bordered ? 'gives it Flight this turn' : 'gives it no Flight this turn'}`)],
    evidence: { cells: [...b.walls, ...b.roofs].map((c) => ({ at: c })) },
  };
}


