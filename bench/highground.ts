/** The highground side of each case: the batch API and the fast entries it is built on. */
import { loadScenarioObject, reachMap, viewshed, visibilityMatrix, type Session } from '../src/index.js';
import { prepareOn } from '../src/api.js';
import { validateScenario } from '../src/formats/scenario/parse.js';
import { buildGridBoard, MAX_GRID_PLACES } from '../src/formats/scenario/grid.js';
import { columnsOf, sightClear, Z } from '../src/rulesets/tft-3d/batch.js';
import { sight3dWalk } from '../src/engine/sight3d-fast.js';
import type { Ctx as TftCtx } from '../src/rulesets/tft-3d/context.js';
import { moveCost } from '../src/rulesets/heroclix/batch.js';
import type { Ctx as HcxCtx } from '../src/rulesets/heroclix/context.js';

/**
 * `loadScenarioObject` for the bench's own large grid maps (800 x 800: more places than a file may ask for,
 * MAX_GRID_PLACES, a guard against costly hostile input that does not apply to maps built here). The
 * options are resolved by loading the same ruleset and options on a one-square map; smaller maps take the
 * public path unchanged.
 */
export function loadLarge(data: Record<string, unknown>): Session {
  const map = data.map as { grid: string; rows?: string };
  const rows = map.rows?.trim().split('\n') ?? [];
  const places = rows.length * (rows[0]?.trim().split(/\s+/).length ?? 0);
  if (places <= MAX_GRID_PLACES) return loadScenarioObject(data);
  const { scenario } = validateScenario(data);
  const tiny = loadScenarioObject({ ...data, map: { grid: map.grid, size: [1, 1] }, figures: {} });
  const board = buildGridBoard(scenario.map as Parameters<typeof buildGridBoard>[0], { groundLevel: tiny.ruleset.groundLevel, maxPlaces: places });
  return prepareOn({ scenario, ruleset: tiny.ruleset, options: tiny.options, board, file: undefined, source: undefined });
}

/** How many squares figure `id` sees (the viewshed: line of fire to every square). */
export function viewshedHeroclix(s: Session, id: string): number {
  return viewshed(s, id).count;
}

/** Cost of the cheapest legal move to `to` (the `move` question's cost, unbounded budget). */
export function pathHeroclix(s: Session, id: string, to: [number, number]): number {
  const ctx = s.ctx as HcxCtx;
  return moveCost(ctx, ctx.byId.get(id)!, to[1] * ctx.board.width + to[0]);
}

/** Every place the figure can reach, with costs (the `reach` question); returns how many (the answer's count). */
export function reachTft(s: Session, id: string): number {
  return reachMap(s, id, { budget: 1000 }).count;
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

/** The same rays walked hex by hex (`sight3dWalk`: no whole-line test over the top table); returns how many are clear. */
export function sightRaysWalked(s: Session, pairs: readonly (readonly [Spot, Spot])[]): number {
  const ctx = s.ctx as TftCtx;
  const cols = columnsOf(ctx.terrain), tie = ctx.options.tie;
  let n = 0;
  for (const [a, b] of pairs) {
    if (sight3dWalk(cols, a.x - ((a.y - (a.y & 1)) >> 1), a.y, (a.level + 3) * Z, b.x - ((b.y - (b.y & 1)) >> 1), b.y, (b.level + 2) * Z, tie)) n++;
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
