/**
 * Batch entries for city-of-peril: cover as a boolean (the `cover` question's answer without its lines and
 * reasons), and a sight/cover matrix between many figures with an incremental update when one moves.
 *
 * `hasCover` makes the decisions of cover.ts (cop.base.cover, cop.cover.same-rooftop, cop.cover.other) in
 * the same order, stopping at the first line that settles each choice; sight is sight.ts's `traceSight`
 * itself. Figures never block lines or give cover in these rules, so a move changes only the mover's row
 * and column. A property test checks the matrix, before and after moves, against the single questions.
 */
import { traceLine, inFootprint } from '../../engine/square-sight.js';
import { figureById } from '../../engine/refs.js';
import type { BatchHooks } from '../../engine/batch.js';
import type { Ctx } from './context.js';
import { relation } from './sight.js';
import { sightFrom } from './sight-sweep.js';
import { coverBlocks, openSquares } from './cover.js';
import { figureSpot, type Spot } from './spots.js';

/** Does `target` have cover against `attacker` (the `cover` question's `cover !== 'none'`)? */
export function hasCover(ctx: Ctx, attacker: Spot, target: Spot): boolean {
  const rel = relation(attacker.standing, target.standing);
  // cop.cover.other: a target on a rooftop the attacker is not on always has cover.
  if (target.standing.kind !== 'ground' && rel !== 'same') return true;
  const ax0 = attacker.x, ay0 = attacker.y, ax1 = attacker.x + attacker.w, ay1 = attacker.y + attacker.h;
  // The squares that give cover and how, as cover.ts decides them (coverBlocks); the attacker's own never do.
  const blocks = coverBlocks(ctx, rel);
  const ignore = (sx: number, sy: number) => inFootprint(attacker, sx, sy);
  // cop.base.cover: no cover when, from some corner of the attacker's space, every line to the four
  // corners of some square of the target's space outside walls is clear (squares inside a wall have total cover,
  // cop.base.incorporeal: a target wholly inside walls has cover, `total`).
  const open = openSquares(ctx, target);
  const X0 = 2 * ax0, X1 = 2 * ax1, Y0 = 2 * ay0, Y1 = 2 * ay1;
  for (let cy = Y0; cy <= Y1; cy += 2) {
    for (let cx = X0; cx <= X1; cx += 2) {
      if (cx !== X0 && cx !== X1 && cy !== Y0 && cy !== Y1) continue;
      for (const [tx, ty] of open) {
        let clear = true;
        for (let k = 0; k < 4 && clear; k++) {
          const px = 2 * tx + (k & 1) * 2, py = 2 * ty + (k >> 1) * 2;
          if (px === cx && py === cy) continue;
          if (!traceLine({ x: cx, y: cy }, { x: px, y: py }, blocks, { ignore, seams: true }).clear) clear = false;
        }
        if (clear) return false;
      }
    }
  }
  return true;
}

/** Sight and cover between every ordered pair of figures (see VisibilityMatrix in src/batch.ts). */
export class CopMatrix {
  readonly ruleset = 'city-of-peril';
  readonly ids: readonly string[];
  readonly sight: Uint8Array;
  readonly cover: Uint8Array | undefined;
  private ctx: Ctx;
  private spots: Spot[];
  private readonly doSight: boolean;

  constructor(ctx: Ctx, ids: readonly string[] | undefined, doSight: boolean, doCover: boolean) {
    this.ctx = ctx;
    this.ids = ids ? [...ids] : ctx.list.map((f) => f.id);
    for (const id of this.ids) {
      figureById(ctx.figures, id, 'figures');
    }
    this.doSight = doSight;
    const n = this.ids.length;
    this.sight = new Uint8Array(n * n);
    this.cover = doCover ? new Uint8Array(n * n) : undefined;
    this.spots = this.ids.map((id) => figureSpot(ctx, ctx.figures.get(id)!));
    const all = this.ids.map((_, k) => k);
    if (doSight) for (let i = 0; i < n; i++) this.sightRow(i, all.filter((j) => j !== i));
    if (this.cover) for (let i = 0; i < n; i++) for (let j = 0; j < n; j++) if (i !== j) this.cover[i * n + j] = hasCover(this.ctx, this.spots[i]!, this.spots[j]!) ? 1 : 0;
  }

  /** Sight from figure i to `targets` (sight.ts's answer, by one sweep per corner of i's space: sight-sweep.ts). */
  private sightRow(i: number, targets: number[]): void {
    const n = this.ids.length;
    for (const j of targets) this.sight[i * n + j] = 0;
    sightFrom(this.ctx, this.spots, i, targets, (j) => { this.sight[i * n + j] = 1; });
  }

  /** `id` has moved; `next` is the prepared view of the session where it stands now. */
  move(id: string, next: Ctx): number {
    const k = this.ids.indexOf(id);
    figureById(this.ctx.figures, id, 'figure');
    this.ctx = next;
    if (k < 0) return 0;
    this.spots[k] = figureSpot(this.ctx, this.ctx.figures.get(id)!);
    const n = this.ids.length;
    let count = 0;
    const others: number[] = [];
    for (let j = 0; j < n; j++) if (j !== k) others.push(j);
    if (this.doSight) {
      this.sightRow(k, others);
      for (const j of others) this.sightRow(j, [k]);
    }
    for (const j of others) {
      if (this.cover) {
        this.cover[k * n + j] = hasCover(this.ctx, this.spots[k]!, this.spots[j]!) ? 1 : 0;
        this.cover[j * n + k] = hasCover(this.ctx, this.spots[j]!, this.spots[k]!) ? 1 : 0;
      }
      count += 2;
    }
    return count;
  }
}

/** The city-of-peril batch hooks (src/batch.ts): the sight and cover matrix; viewshed and reach loop the questions. */
export const batch: BatchHooks<Ctx> = {
  visibilityMatrix: (ctx, ids, want) => new CopMatrix(ctx, ids, want.sight, want.cover),
};
