/**
 * Batch hooks for the Heroscape core (heroscape, and c3g-buildings which builds on it): a viewshed and a sight
 * matrix, through sight.ts's `clearSight` itself, so every answer is the `sight` question's.
 *
 * What the loop of questions does per pair and these do once: the viewer's body is resolved once per viewer,
 * and the range (a breadth-first count of spaces round holes, sight.ts reads it only for its reasons) is not
 * counted; no verdict, reasons or summary are built. A figure is a solid to every other line (hs.sight), so a
 * matrix move recomputes the mover's row and column and every pair whose line can pass the mover's old or
 * new hexes: the lines whose ends' box, widened by a hex, holds one of them (a line between hex centres
 * stays within one hex of its segment, and a hexside tie touches the hexes on both sides).
 */
import type { BatchHooks, MatrixAnswer, ViewshedAnswer } from '../../engine/batch.js';
import { figureById } from '../../engine/refs.js';
import type { Ctx } from './context.js';
import type { Body } from './engage.js';
import { DEFAULT_HEIGHT } from './figures.js';
import { bodyOf } from './engage.js';
import { clearSight } from './sight.js';
import { bodyArg } from './resolve.js';

function figureBody(ctx: Ctx, id: string): Body {
  figureById(ctx.byId, id, 'figure');
  return bodyOf(ctx, id);
}

/** Does `a` see `b` (the `sight` question's `sight`)? */
function sees(ctx: Ctx, a: Body, b: Body): boolean {
  return clearSight(ctx, a, b, false, false).sight;
}

/**
 * The `sight` question from `figure` to every standing surface: to a place, as the question reads one, a
 * figure of Height 5 standing there (`bodyArg`).
 */
function viewshed(ctx: Ctx, figure: string): ViewshedAnswer {
  return viewshedOf(ctx, figureBody(ctx, figure));
}

/**
 * The `sight` question from a bare place (a figure of Height 5 standing there, as the question reads a place
 * `from`) to every standing surface: the map analysis asks it from every place of a map.
 */
function viewshedAt(ctx: Ctx, at: readonly [number, number], level: number | undefined): ViewshedAnswer {
  return viewshedOf(ctx, bodyArg(ctx, level === undefined ? [at[0], at[1]] : [at[0], at[1], level], 'from'));
}

function viewshedOf(ctx: Ctx, a: Body): ViewshedAnswer {
  const t = ctx.terrain;
  const n = ctx.spaces.length;
  const place = new Int32Array(n), level = new Int32Array(n), seen = new Uint8Array(n);
  for (let k = 0; k < n; k++) {
    const s = ctx.spaces[k]!;
    place[k] = s.place;
    level[k] = s.level;
    const b: Body = { id: `[${s.x}, ${s.y}]`, side: '#place-to', height: DEFAULT_HEIGHT, spaces: [s] };
    seen[k] = sees(ctx, a, b) ? 1 : 0;
  }
  return { width: t.width, height: t.height, place, level, seen };
}

/** The hexes (x0, y0, x1, y1, widened by one) a line between two bodies can pass. */
function lineBox(a: Body, b: Body): [number, number, number, number] {
  let x0 = Infinity, y0 = Infinity, x1 = -Infinity, y1 = -Infinity;
  for (const s of [...a.spaces, ...b.spaces]) {
    x0 = Math.min(x0, s.x); x1 = Math.max(x1, s.x); y0 = Math.min(y0, s.y); y1 = Math.max(y1, s.y);
  }
  return [x0 - 1, y0 - 1, x1 + 1, y1 + 1];
}

function inBox(box: readonly number[], body: Body): boolean {
  return body.spaces.some((s) => s.x >= box[0]! && s.y >= box[1]! && s.x <= box[2]! && s.y <= box[3]!);
}

class HsMatrix implements MatrixAnswer<Ctx> {
  readonly sight: Uint8Array;
  private ctx: Ctx;
  private bodies: Body[];
  private readonly ids: readonly string[];

  constructor(ctx: Ctx, ids: readonly string[]) {
    this.ctx = ctx;
    this.ids = ids;
    this.bodies = ids.map((id) => figureBody(ctx, id));
    const n = ids.length;
    this.sight = new Uint8Array(n * n);
    for (let i = 0; i < n; i++) for (let j = 0; j < n; j++) if (i !== j) this.sight[i * n + j] = sees(ctx, this.bodies[i]!, this.bodies[j]!) ? 1 : 0;
  }

  move(id: string, next: Ctx): number {
    const old = figureBody(this.ctx, id);
    this.ctx = next;
    const now = figureBody(next, id);
    this.bodies = this.ids.map((f) => figureBody(next, f));
    const n = this.ids.length;
    let count = 0;
    for (let i = 0; i < n; i++) for (let j = 0; j < n; j++) {
      if (i === j) continue;
      const a = this.bodies[i]!, b = this.bodies[j]!;
      const box = lineBox(a, b);
      if (a.id === id || b.id === id || inBox(box, old) || inBox(box, now)) {
        this.sight[i * n + j] = sees(next, a, b) ? 1 : 0;
        count++;
      }
    }
    return count;
  }
}

/** The Heroscape core's batch hooks (src/batch.ts); reach maps loop the `reach` question. */
export const batch: BatchHooks<Ctx> = {
  viewshed,
  viewshedAt,
  visibilityMatrix: (ctx, ids) => new HsMatrix(ctx, ids),
};
