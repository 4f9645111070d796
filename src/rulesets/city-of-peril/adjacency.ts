/**
 * Adjacency (cop.adjacent), bordered-by-a-wall (cop.bordered), melee (cop.melee.levels) and threat
 * (cop.base.provoke).
 *
 * Two squares are adjacent when they touch at an edge or a corner, except a rooftop square and a ground
 * square, which never are. Two spaces are adjacent when some square of one is adjacent to some square of
 * the other. Melee reach beyond 1 counts squares as movement does (distance.ts: by default the second
 * diagonal counts 2, so reach 2 does not reach two diagonals) and needs line of sight; a creature with a rooftop square in its space and one without never melee each other.
 */
import type { Footprint } from '../../engine/square-sight.js';
import { reason, type Reason, type Verdict } from '../../engine/verdict.js';
import { NEIGHBOURS_4, NEIGHBOURS_8 } from './board.js';
import type { Ctx } from './context.js';
import { spaceDistance } from './distance.js';
import { traceSight } from './sight.js';
import { describeStanding, onRoofSquare, type Spot } from './spots.js';

export interface AdjacencyResult {
  adjacent: boolean;
  /** Pairs of touching squares refused because one is rooftop and the other ground. */
  refused: [[number, number], [number, number]][];
  pairs: [[number, number], [number, number]][];
}

export function adjacency(ctx: Ctx, a: Footprint, b: Footprint): AdjacencyResult {
  const { width: W, roof } = ctx.board;
  const refused: AdjacencyResult['refused'] = [];
  const pairs: AdjacencyResult['pairs'] = [];
  for (let ay = a.y; ay < a.y + a.h; ay++) {
    for (let ax = a.x; ax < a.x + a.w; ax++) {
      for (let by = Math.max(b.y, ay - 1); by <= Math.min(b.y + b.h - 1, ay + 1); by++) {
        for (let bx = Math.max(b.x, ax - 1); bx <= Math.min(b.x + b.w - 1, ax + 1); bx++) {
          if (bx === ax && by === ay) continue;
          const pair: [[number, number], [number, number]] = [[ax, ay], [bx, by]];
          if (roof[ay * W + ax] !== roof[by * W + bx]) refused.push(pair);
          else pairs.push(pair);
        }
      }
    }
  }
  return { adjacent: pairs.length > 0, refused, pairs };
}

export function adjacentVerdict(ctx: Ctx, a: Spot, b: Spot): Verdict {
  const r = adjacency(ctx, a, b);
  const text = r.adjacent
    ? `${a.label} and ${b.label} have touching squares on the same level`
    : r.refused.length
      ? `their spaces touch only where a rooftop square meets a ground square, and those are never adjacent`
      : `no square of ${a.label}'s space touches ${b.label}'s space`;
  return {
    ask: 'adjacent',
    adjacent: r.adjacent,
    reasons: [reason('cop.adjacent', text)],
    evidence: { cells: (r.adjacent ? r.pairs : r.refused).flatMap(([p, q]) => [{ at: p }, { at: q }]).slice(0, 32) },
  };
}


export interface MeleeResult {
  allowed: boolean;
  reasons: Reason[];
}

/**
 * Can `attacker` (reach `reach`) make a melee attack against `target`? `sightCheck` false skips the line of
 * sight needed beyond reach 1 (threat inside the movement search).
 */
export function melee(ctx: Ctx, attacker: Spot, target: Spot, reach: number, sightCheck = true): MeleeResult {
  const aRoof = onRoofSquare(ctx, attacker), tRoof = onRoofSquare(ctx, target);
  if (aRoof !== tRoof) {
    return {
      allowed: false,
      reasons: [reason('cop.melee.levels', `${aRoof ? attacker.label : target.label} is on a rooftop square and ${aRoof ? target.label : attacker.label} is not: no melee attack (or touch spell by melee reach) between them`)],
    };
  }
  const levels = reason('cop.melee.levels', aRoof ? 'both are on rooftop squares' : 'neither is on a rooftop square');
  const adj = adjacency(ctx, attacker, target);
  // A square of the target inside a wall (only an incorporeal creature passes there) has total cover, as
  // threat.ts reads it (cop.base.incorporeal): the attack must reach a square of the target that is not a wall.
  const { width: W, wall } = ctx.board;
  const exposed = (x: number, y: number) => wall[y * W + x] !== 1;
  if (adj.adjacent && !adj.pairs.some(([, [bx, by]]) => exposed(bx, by))) {
    if (reach <= 1 || !anyExposed(target, exposed))
      return { allowed: false, reasons: [levels, reason('cop.base.incorporeal', `every square of ${target.label} next to ${attacker.label} is inside a wall: a creature within a wall has total cover, so it cannot be attacked there`)] };
  } else if (adj.adjacent) return { allowed: true, reasons: [levels, reason('cop.adjacent', `${attacker.label} is adjacent to ${target.label}`)] };
  if (!anyExposed(target, exposed))
    return { allowed: false, reasons: [levels, reason('cop.base.incorporeal', `${target.label} is inside a wall: a creature within a wall has total cover, so it cannot be attacked there`)] };
  // Measured to the target's squares outside any wall (those inside have total cover): the same when it has none.
  const d = anyWalled(target, exposed) ? openDistance(ctx, attacker, target, exposed) : spaceDistance(ctx.opts, attacker, target);
  if (reach <= 1 || d > reach) {
    const rs = [levels, reason('cop.adjacent', adj.refused.length
      ? `the spaces touch only where a rooftop square meets a ground square, which are not adjacent`
      : `${target.label} is ${d} squares away, beyond reach ${reach}`)];
    return { allowed: false, reasons: rs };
  }
  if (!sightCheck) return { allowed: true, reasons: [levels] };
  const s = traceSight(ctx, attacker, target);
  return {
    allowed: s.sight,
    reasons: [levels, reason('cop.base.sight', `${target.label} is ${d} squares away, within reach ${reach}, and ${s.sight ? 'in' : 'out of'} line of sight`)],
  };
}

/** Some square of the space is a wall square. */
function anyWalled(s: Footprint, exposed: (x: number, y: number) => boolean): boolean {
  for (let y = s.y; y < s.y + s.h; y++) for (let x = s.x; x < s.x + s.w; x++) if (!exposed(x, y)) return true;
  return false;
}

/** The distance from `a` to the nearest square of `s` that is not a wall square (Infinity when none is). */
function openDistance(ctx: Ctx, a: Footprint, s: Footprint, exposed: (x: number, y: number) => boolean): number {
  let d = Infinity;
  for (let y = s.y; y < s.y + s.h; y++)
    for (let x = s.x; x < s.x + s.w; x++) if (exposed(x, y)) d = Math.min(d, spaceDistance(ctx.opts, a, { x, y, w: 1, h: 1 }));
  return d;
}

/** Some square of the space is not a wall square. */
function anyExposed(s: Footprint, exposed: (x: number, y: number) => boolean): boolean {
  for (let y = s.y; y < s.y + s.h; y++) for (let x = s.x; x < s.x + s.w; x++) if (exposed(x, y)) return true;
  return false;
}

export function meleeVerdict(ctx: Ctx, attacker: Spot, target: Spot): Verdict {
  const reach = attacker.figure?.reach ?? 1;
  const r = melee(ctx, attacker, target, reach);
  return { ask: 'melee', allowed: r.allowed, reach, reasons: r.reasons };
}

/** Is the square (x, y) bordered by a wall, counting rooftop squares as walls for ground squares? */
export function borderedBy(ctx: Ctx, x: number, y: number): { by: [number, number][]; roofBorders: boolean } {
  const { width: W, height: H, roof, wall } = ctx.board;
  const k = y * W + x;
  const list = ctx.opts.borderedByCorner ? NEIGHBOURS_8 : NEIGHBOURS_4;
  const by: [number, number][] = [];
  let roofBorders = false;
  for (const [dx, dy] of list) {
    const nx = x + dx, ny = y + dy;
    if (nx < 0 || ny < 0 || nx >= W || ny >= H) continue;
    const j = ny * W + nx;
    if (wall[j]) by.push([nx, ny]);
    else if (roof[j] && !roof[k]) {
      by.push([nx, ny]);
      roofBorders = true;
    }
  }
  return { by, roofBorders };
}

export function borderedVerdict(ctx: Ctx, s: Spot): Verdict {
  const by: [number, number][] = [];
  let roofBorders = false;
  let anyGround = false;
  for (let y = s.y; y < s.y + s.h; y++) {
    for (let x = s.x; x < s.x + s.w; x++) {
      if (!ctx.board.roof[y * ctx.board.width + x]) anyGround = true;
      const r = borderedBy(ctx, x, y);
      by.push(...r.by);
      roofBorders ||= r.roofBorders;
    }
  }
  const bordered = by.length > 0;
  const how = ctx.opts.borderedByCorner ? 'at an edge or a corner' : 'along an edge';
  const text = !anyGround
    ? `${s.label} is ${describeStanding(s.standing)}: only ground squares count a rooftop as a wall, so ${bordered ? 'only the wall squares beside it border it' : 'no wall borders it'}`
    : roofBorders
      ? `${s.label} is a ground space touched ${how} by a rooftop square, which counts as a wall`
      : bordered ? `${s.label} is touched ${how} by a wall square` : `no rooftop or wall square touches ${s.label} ${how}`;
  return { ask: 'bordered', bordered, reasons: [reason('cop.bordered', text)], evidence: { cells: by.map((at) => ({ at })) } };
}
