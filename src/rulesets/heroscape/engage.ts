/**
 * Adjacency, engagement (hs.engage, c3g.interior.sealed, c3g.stairs) and height advantage
 * (hs.height-advantage) between bodies: a figure, or a figure put on other spaces by a move.
 */
import { reason, type Reason } from '../../engine/verdict.js';
import type { Ctx, Space } from './context.js';
import { heightApart } from './height.js';
import { insideOf } from './context.js';

export interface Body {
  readonly id: string;
  readonly side: string;
  readonly height: number;
  readonly spaces: readonly Space[];
  /** A destructible object nobody controls, under option unownedObjects inert (Fig.inert): no one's enemy. */
  readonly inert?: boolean;
}

export function hexDistance(a: Space, b: Space): number {
  const dq = a.q - b.q, dr = a.r - b.r;
  return (Math.abs(dq) + Math.abs(dr) + Math.abs(dq + dr)) / 2;
}

/** Do the two bodies occupy neighbouring hexes? (Spatial only: levels are not looked at.) */
export function adjacentBodies(a: Body, b: Body): boolean {
  return a.spaces.some((s) => b.spaces.some((t) => hexDistance(s, t) === 1));
}

/** Are two spaces on matching stairways of the same structure, one floor apart (c3g.stairs)? */
export function matchingStairs(a: Space, b: Space): boolean {
  if (!a.stair || !b.stair || a.structure !== b.structure || a.transit !== b.transit || a.structure === undefined) return false;
  const fa = a.floor ?? 0, fb = b.floor ?? 0;
  return (a.stair === 'up' && b.stair === 'down' && fb === fa + 1) || (a.stair === 'down' && b.stair === 'up' && fa === fb + 1);
}

export interface Engagement {
  readonly engaged: boolean;
  readonly reasons: Reason[];
}

/**
 * How two bodies touch, side aside: 'adjacent' (neighbouring spaces, same side of every wall and floor,
 * passing the Height test), 'stairs' (on matching stairways of neighbouring floors, c3g.stairs: they may
 * attack each other at range 1 but are not adjacent for engagement), or 'none'. With the reasons.
 */
export function contact(a: Body, b: Body): { kind: 'adjacent' | 'stairs' | 'none'; reasons: Reason[] } {
  let why: Reason | undefined;
  for (const s of a.spaces) {
    for (const t of b.spaces) {
      if (hexDistance(s, t) !== 1) continue;
      if (insideOf(s) !== insideOf(t)) {
        why ??= reason('c3g.interior.sealed', `one of ${a.id} and ${b.id} is inside a structure and the other is not: the wall counts as solid`);
        continue;
      }
      if (s.structure && s.structure === t.structure && (s.floor ?? 0) !== (t.floor ?? 0) && !matchingStairs(s, t)) {
        why ??= reason('c3g.floors', `${a.id} and ${b.id} are on different floors of ${s.structure.id}`);
        continue;
      }
      if (matchingStairs(s, t)) continue;
      const apart = heightApart(a, s, b, t);
      if (apart) { why ??= apart; continue; }
      return {
        kind: 'adjacent',
        reasons: [reason('hs.engage', `${a.id} (level ${s.level}, Height ${a.height}) and ${b.id} (level ${t.level}, Height ${b.height}) occupy neighbouring hexes and neither base is at or above the other's top`)],
      };
    }
  }
  if (a.spaces.some((s) => b.spaces.some((t) => matchingStairs(s, t))))
    return { kind: 'stairs', reasons: [reason('c3g.stairs', `${a.id} and ${b.id} are on matching stairways of neighbouring floors: each is in reach of the other's range 1 attack (the matching stairway counts as the space next to it), but they are not engaged`)] };
  return { kind: 'none', reasons: [why ?? reason('hs.engage', `${a.id} and ${b.id} do not occupy neighbouring hexes`)] };
}

/**
 * Does body a engage body b (symmetric)? Adjacent (contact) enemies. A destructible object with no side is
 * nobody's enemy under option unownedObjects inert: it engages no one and no one engages it, though it is
 * still adjacent, occupies its space and may be attacked (the referee's reading; the catalogue is silent).
 */
export function engagement(a: Body, b: Body): Engagement {
  const inert = a.inert ? a : b.inert ? b : undefined;
  if (inert) return { engaged: false, reasons: [reason('hs.engage', `${inert.id} is a destructible object nobody controls (it has no side): it is no one's enemy, so it engages no figure and no figure engages it (option unownedObjects inert)`)] };
  if (a.side === b.side) return { engaged: false, reasons: [reason('hs.engage', `${a.id} and ${b.id} are on the same side`)] };
  const c = contact(a, b);
  if (c.kind === 'adjacent')
    return { engaged: true, reasons: [reason('hs.engage', `${c.reasons[0]!.text.replace(/ occupy neighbouring hexes/, ' are adjacent enemies')}`)] };
  if (c.kind === 'stairs')
    return { engaged: false, reasons: [reason('c3g.stairs', `${a.id} and ${b.id} are on matching stairways of different floors: not engaged`)] };
  return { engaged: false, reasons: c.reasons };
}

export function bodyOf(ctx: Ctx, id: string): Body {
  const f = ctx.byId.get(id)!;
  return { id: f.id, side: f.side, height: f.height, spaces: f.spaces.map((s) => ctx.spaces[s]!), inert: f.inert };
}

/** The enemies a body would be engaged with (ids, in figure order), leaving out `self`. */
export function engagedWith(ctx: Ctx, body: Body, self: string): string[] {
  const out: string[] = [];
  for (const f of ctx.figures) {
    if (f.id === self) continue;
    if (engagement(body, bodyOf(ctx, f.id)).engaged) out.push(f.id);
  }
  return out;
}
