/** The highground side of each case: the batch API and the fast entries it is built on. */
import { reachMap, viewshed, visibilityMatrix, type Session } from '../src/index.js';
import { sightClear, Z } from '../src/rulesets/tft-3d/batch.js';
import type { Ctx as TftCtx } from '../src/rulesets/tft-3d/context.js';
import { moveCost } from '../src/rulesets/heroclix/batch.js';
import type { Ctx as HcxCtx } from '../src/rulesets/heroclix/context.js';

/** How many squares figure `id` sees (the viewshed: line of fire to every square). */
export function viewshedHeroclix(s: Session, id: string): number {
  return viewshed(s, id).count;
}

/** Cost of the cheapest legal move to `to` (the `move` question's cost, unbounded budget). */
export function pathHeroclix(s: Session, id: string, to: [number, number]): number {
  const ctx = s.ctx as HcxCtx;
  return moveCost(ctx, ctx.byId.get(id)!, to[1] * ctx.board.width + to[0]);
}

/** Every place the figure can reach, with costs (the `reach` question); returns how many. */
export function reachTft(s: Session, id: string): number {
  const r = reachMap(s, id, { budget: 1000 });
  let n = 0;
  for (let i = 0; i < r.cost.length; i++) if (r.cost[i]! >= 0) n++;
  return n;
}

export type Spot = { x: number; y: number; level: number };

/** 3-D sight rays (the `sight` question from [x, y, level + 3] to [x, y, level + 2]); returns how many are clear. */
export function sightRays(s: Session, pairs: readonly (readonly [Spot, Spot])[]): number {
  const ctx = s.ctx as TftCtx;
  let n = 0;
  for (const [a, b] of pairs) {
    if (sightClear(ctx, a.x - ((a.y - (a.y & 1)) >> 1), a.y, (a.level + 3) * Z, b.x - ((b.y - (b.y & 1)) >> 1), b.y, (b.level + 2) * Z)) n++;
  }
  return n;
}

/** Cover between every ordered pair of figures (the `cover` question); returns how many pairs have cover. */
export function coverMatrix(s: Session): number {
  const m = visibilityMatrix(s, { sight: false });
  let k = 0;
  for (const v of m.cover!) k += v;
  return k;
}
