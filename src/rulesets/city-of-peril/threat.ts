/**
 * Threat and attacks of opportunity (cop.base.provoke, cop.melee.levels, cop.adjacent).
 *
 * An enemy threatens a space when it could attack it in melee now:
 * - never across the rooftop/ground divide (cop.melee.levels): a space with a rooftop square and one without;
 * - an adjacent space (cop.adjacent: touching squares of one level), unless the mover has melee cover: every
 *   touching pair of squares meets only at a corner with a square that blocks on one side of that corner
 *   (a wall, or on the ground a rooftop square, which blocks like a wall there: cop.sight.ground), as when
 *   the two stand diagonally around a corner or the end of a wall;
 * - with the option `reachThreatens`, also a space within its reach (counted as `diagonals` says);
 * - and only with line of sight from the enemy to the space (sight.ts);
 * - never the squares of a space inside a wall, where only an incorporeal creature passes (cop.base.incorporeal):
 *   reading taken, the D&D rule that a creature within a solid object has total cover (so no attack of
 *   opportunity); an enemy must touch a square of the space that is not a wall.
 * Reading taken for melee cover: the D&D Miniatures rule that a creature diagonally adjacent past a wall's
 * corner has cover against melee, and no attack of opportunity is made against a creature with cover.
 *
 * `ThreatMap` precomputes, once per scenario and mover side and size, the enemies threatening each position
 * of a mover's top-left square, so a movement search only looks them up.
 */
import type { Footprint } from '../../engine/square-sight.js';
import type { Ctx } from './context.js';
import { adjacency } from './adjacency.js';
import { spaceDistance } from './distance.js';
import type { CopFigure } from './figures.js';
import { traceSight } from './sight.js';
import { figureSpot, onRoofSquare, standingAt, type Spot } from './spots.js';

export interface ThreatCheck {
  threat: boolean;
  /** The clause that decided. */
  rule: string;
  why: string;
}

/** The squares at the corner two diagonally touching squares share block melee between them (melee cover). */
function pairCovered(ctx: Ctx, ax: number, ay: number, bx: number, by: number, ground: boolean): boolean {
  if (ax === bx || ay === by) return false;
  const { width: W, wall, roof } = ctx.board;
  for (const k of [ay * W + bx, by * W + ax]) {
    if (wall[k] || (ground && roof[k])) return true;
  }
  return false;
}

/** A space a mover stands in (n x n at (x, y)), as a Spot for sight. */
export function spaceSpot(ctx: Ctx, x: number, y: number, n: number, label: string): Spot {
  return { x, y, w: n, h: n, n, label, figure: undefined, standing: standingAt(ctx, x, y, n) };
}

/** Does enemy `e` threaten the space `s` (a mover's space, or one square)? */
export function threatOf(ctx: Ctx, e: CopFigure, s: Spot): ThreatCheck {
  const es: Footprint = { x: e.x, y: e.y, w: e.n, h: e.n };
  const eRoof = onRoofSquare(ctx, es), sRoof = onRoofSquare(ctx, s);
  if (eRoof !== sRoof)
    return { threat: false, rule: 'cop.melee.levels', why: `${e.id} is ${eRoof ? 'on a rooftop square' : 'on the ground'} and ${s.label} is ${sRoof ? 'on a rooftop square' : 'on the ground'}: no melee between them, so no threat` };
  const adj = adjacency(ctx, es, s);
  let inReach = false;
  // Squares of the space inside a wall (only an incorporeal creature passes there) have total cover.
  const { width: W, wall } = ctx.board;
  const exposed = (x: number, y: number) => wall[y * W + x] !== 1;
  if (adj.adjacent) {
    const ground = !eRoof;
    if (!adj.pairs.some(([, [bx, by]]) => exposed(bx, by)))
      return { threat: false, rule: 'cop.base.provoke', why: `every square of ${s.label} next to ${e.id} is inside a wall (cop.base.incorporeal): a creature within a wall has total cover, so no attack of opportunity` };
    const open = adj.pairs.some(([[ax, ay], [bx, by]]) => exposed(bx, by) && !pairCovered(ctx, ax, ay, bx, by, ground));
    if (!open)
      return { threat: false, rule: 'cop.base.provoke', why: `${s.label} touches ${e.id} only diagonally past the corner of a ${ground ? 'wall or rooftop' : 'wall'} square: melee cover, so no attack of opportunity` };
  } else {
    const d = spaceDistance(ctx.opts, es, s);
    inReach = ctx.opts.reachThreatens && e.reach > 1 && d <= e.reach;
    let open = false;
    for (let y = s.y; y < s.y + s.h && !open; y++) for (let x = s.x; x < s.x + s.w && !open; x++) open = exposed(x, y);
    if (inReach && !open)
      return { threat: false, rule: 'cop.base.provoke', why: `${s.label} is inside a wall (cop.base.incorporeal): a creature within a wall has total cover, so no attack of opportunity` };
    if (!inReach)
      return { threat: false, rule: 'cop.base.provoke', why: ctx.opts.reachThreatens || e.reach <= 1
        ? `${s.label} is ${d} squares from ${e.id}${e.reach > 1 ? `, beyond its reach ${e.reach}` : ', not adjacent'}`
        : `${s.label} is not adjacent to ${e.id}: its reach ${e.reach} threatens only adjacent squares (reachThreatens is off)` };
  }
  // Next to it with an open pair of touching squares, the enemy sees the space: a line from the corner or edge
  // end the two squares share runs straight into the mover's square, through no other square. Beyond, trace it.
  if (inReach && !traceSight(ctx, figureSpot(ctx, e), s).sight)
    return { threat: false, rule: 'cop.base.provoke', why: `${e.id} has no line of sight to ${s.label}, so no attack of opportunity` };
  return { threat: true, rule: 'cop.base.provoke', why: inReach ? `${s.label} is within ${e.id}'s reach ${e.reach} and in its sight` : `${e.id} is adjacent to ${s.label}, which has no melee cover from it` };
}

/** Enemies threatening each position of a mover of one side and size, computed once. */
export class ThreatMap {
  private readonly byPos = new Map<number, CopFigure[]>();

  constructor(ctx: Ctx, side: string, n: number) {
    const { width: W, height: H } = ctx.board;
    for (const e of ctx.list) {
      if (e.side === side) continue;
      const r = ctx.opts.reachThreatens ? Math.max(1, e.reach) : 1;
      for (let y = Math.max(0, e.y - n - r + 1); y <= Math.min(H - n, e.y + e.n + r - 1); y++) {
        for (let x = Math.max(0, e.x - n - r + 1); x <= Math.min(W - n, e.x + e.n + r - 1); x++) {
          if (x < e.x + e.n && e.x < x + n && y < e.y + e.n && e.y < y + n) continue; // overlapping the enemy
          if (!threatOf(ctx, e, spaceSpot(ctx, x, y, n, `[${x}, ${y}]`)).threat) continue;
          const p = y * W + x;
          const list = this.byPos.get(p);
          if (list) list.push(e);
          else this.byPos.set(p, [e]);
        }
      }
    }
  }

  /** Enemies threatening the position (top-left square index). */
  at(pos: number): readonly CopFigure[] {
    return this.byPos.get(pos) ?? NONE;
  }
}

const NONE: readonly CopFigure[] = [];
const cache = new WeakMap<Ctx, Map<string, ThreatMap>>();

/** The threat map for movers of `side` and `n` squares a side, shared by every question on this scenario. */
export function threatMap(ctx: Ctx, side: string, n: number): ThreatMap {
  let m = cache.get(ctx);
  if (!m) {
    m = new Map();
    cache.set(ctx, m);
  }
  const key = `${n}:${side}`;
  let t = m.get(key);
  if (!t) {
    t = new ThreatMap(ctx, side, n);
    m.set(key, t);
  }
  return t;
}
