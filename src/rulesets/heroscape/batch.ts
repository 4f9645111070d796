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
import type { Ctx, Space } from './context.js';
import { traceHexColumns, type ColumnContact } from '../../engine/hex-columns.js';
import { offsetX } from '../../geometry/hex/coords.js';
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
 * The `sight` question from a bare place (a figure of Height 5, or of the question's `height`, standing
 * there, as the question reads a place `from`) to every standing surface, each read as a figure of the
 * same Height: the map analysis asks it from every place of a map.
 */
function viewshedAt(ctx: Ctx, at: readonly [number, number], level: number | undefined, height = DEFAULT_HEIGHT): ViewshedAnswer {
  return viewshedOf(ctx, bodyArg(ctx, level === undefined ? [at[0], at[1]] : [at[0], at[1], level], 'from', height), height);
}

/** What `a` sees of every standing surface, a target there read as a figure of Height `height`. */
function viewshedOf(ctx: Ctx, a: Body, height = DEFAULT_HEIGHT): ViewshedAnswer {
  const t = ctx.terrain;
  const n = ctx.spaces.length;
  const place = new Int32Array(n), level = new Int32Array(n), seen = new Uint8Array(n);
  const quick = quickClear(ctx, a);
  for (let k = 0; k < n; k++) {
    const s = ctx.spaces[k]!;
    place[k] = s.place;
    level[k] = s.level;
    // a bare place to itself: the question refuses the pair (resolve.ts bodyPair), which a viewshed reads as not seen
    if (a.spaces[0] === s && a.id === `[${s.x}, ${s.y}]`) continue;
    const q = quick ? quick(s, s.level + height) : -1;
    if (q >= 0) { seen[k] = q; continue; }
    const b: Body = { id: `[${s.x}, ${s.y}]`, side: '#place-to', height, spaces: [s] };
    seen[k] = sees(ctx, a, b) ? 1 : 0;
  }
  return { width: t.width, height: t.height, place, level, seen };
}

/** The highest solid top of each place's column (-Infinity where it holds none), per prepared terrain. */
const topsOf = new WeakMap<object, Float64Array>();

function solidTops(ctx: Ctx): Float64Array {
  let tops = topsOf.get(ctx.terrain);
  if (!tops) {
    const solids = ctx.terrain.solids;
    tops = new Float64Array(ctx.width * ctx.height).fill(-Infinity);
    for (let p = 0; p < tops.length; p++) for (const s of solids[p] ?? []) if (s.hi > tops[p]!) tops[p] = s.hi;
    topsOf.set(ctx.terrain, tops);
  }
  return tops;
}

/**
 * A quick yes to "does `a` see the target at the top `z` of its column on space `sb`", or undefined where
 * the map is not plain enough to ask it: no structure (c3g-buildings' walls, floors and windows), no figure
 * but the viewer, a viewer on one space. Then clearSight traces the line over the terrain solids alone, and a
 * line to `z` that runs at or above every solid top over every column it crosses (excluding the two end
 * columns, which block nothing but a solid over the figure's own surface: with one there, no quick answer) is clear: no blocked interval holds `z`, so the question finds a clear height.
 * It also gives a quick no (0) where one solid blocks the line to every height of the target's column, and
 * -1 (no answer) otherwise: the caller asks clearSight, so every answer stays the question's. Most lines of an
 * open map pass this test, which traces one 2-D line with no allocation per hex (the map analysis asks a
 * viewshed from every place: 375,000 lines on a real map).
 */
function quickClear(ctx: Ctx, a: Body): ((sb: Space, z: number) => number) | undefined {
  if (a.spaces.length !== 1 || ctx.structures.size > 0) return undefined;
  if (ctx.figures.some((f) => f.id !== a.id)) return undefined;
  const sa = a.spaces[0]!;
  if (sa.structure) return undefined;
  // A solid over an end figure's own surface (an overhang, a bridge deck) can block in its end column
  // (sight.ts): no quick answer from under one.
  const overhead = (s: Space): boolean => (ctx.terrain.solids[s.place] ?? []).some((x) => x.lo > s.level);
  if (overhead(sa)) return undefined;
  const e = sa.level + a.height;
  const tops = solidTops(ctx);
  const W = ctx.width, H = ctx.height;
  const from = { q: sa.q, r: sa.r };
  const solids = ctx.terrain.solids;
  // A cheaper sufficient test first (most lines of a real map pass it): the columns the segment can meet
  // lie, row by row, within half a hex of the segment's stretch over that row's band (a pointy-top hex
  // spans 2/3 of a row spacing up and down, half a hex either side); when the line over each band stays
  // at or above every such column's top, it runs over every contact the exact walk would find, so the
  // walk's answer is "clear" too. Floats with a margin: a near miss only sends the line to the walk.
  const xa = sa.x, ya = sa.y, pa = xa + 0.5 * (ya & 1);
  const overTops = (sb: Space, z: number): boolean => {
    const yb = sb.y, dy = yb - ya, dpx = sb.x + 0.5 * (yb & 1) - pa, dz = z - e;
    const y0 = Math.max(0, Math.min(ya, yb) - 1), y1 = Math.min(H - 1, Math.max(ya, yb) + 1);
    for (let y = y0; y <= y1; y++) {
      let t0 = 0, t1 = 1;
      if (dy !== 0) {
        const u = (y - 2 / 3 - ya) / dy, v = (y + 2 / 3 - ya) / dy;
        t0 = Math.max(0, Math.min(u, v));
        t1 = Math.min(1, Math.max(u, v));
        if (t0 > t1) continue;
      } else if (y !== ya) continue;
      const lo = Math.min(e + dz * t0, e + dz * t1) - 1e-9;
      const off = 0.5 * (y & 1), p0 = pa + dpx * t0, p1 = pa + dpx * t1;
      const x0 = Math.max(0, Math.ceil(Math.min(p0, p1) - 0.5 - off - 1e-9)), x1 = Math.min(W - 1, Math.floor(Math.max(p0, p1) + 0.5 - off + 1e-9));
      for (let x = x0, p = y * W + x0; x <= x1; x++, p++) if (tops[p]! > lo && p !== sa.place && p !== sb.place) return false;
    }
    return true;
  };
  // A cheaper sufficient test for the quick no: points along the segment, each well inside one hex (cube
  // rounding, https://www.redblobgames.com/grids/hexagons/, with a margin), so the segment crosses that hex's
  // interior over an interval holding the point; a solid of its column that the line to the target's top
  // passes below there, and the line to the target's base above, is below the line's top / above its base at
  // one end of that contact too (the line is straight), so the exact walk finds the same solid and says no.
  const blockedAt = (sb: Space, z: number): boolean => {
    const dq = sb.q - sa.q, dr = sb.r - sa.r, dz = z - e, dzLo = sb.level - e;
    const n = 2 * Math.max(Math.abs(dq), Math.abs(dr), Math.abs(dq + dr));
    for (let i = 1; i < n; i++) {
      const t = i / n, q = sa.q + dq * t, r = sa.r + dr * t, s3 = -q - r;
      let rq = Math.round(q), rr = Math.round(r);
      const rs = Math.round(s3), fq = Math.abs(rq - q), fr = Math.abs(rr - r), fs = Math.abs(rs - s3);
      if (fq > fr && fq > fs) rq = -rr - rs;
      else if (fr > fs) rr = -rq - rs;
      const a1 = q - rq, a2 = r - rr, a3 = -a1 - a2;
      if (Math.abs(a1 - a2) > 0.999 || Math.abs(a2 - a3) > 0.999 || Math.abs(a3 - a1) > 0.999) continue;
      const y = rr, x = offsetX(rq, y);
      if (x < 0 || y < 0 || x >= W || y >= H) continue;
      const p = y * W + x;
      if (p === sa.place || p === sb.place || tops[p]! <= e + dz * t) continue;
      const hi = e + dz * t + 1e-9, lo = e + dzLo * t - 1e-9;
      for (const so of solids[p] ?? []) if (hi < so.hi && (so.lo === -Infinity || lo > so.lo)) return true;
    }
    return false;
  };
  return (sb, z) => {
    if (sb.place === sa.place || sb.structure || overhead(sb)) return -1;
    if (overTops(sb, z)) return 1;
    if (blockedAt(sb, z)) return 0;
    const dz = z - e, dzLo = sb.level - e;
    let clear = true, blocked = false;
    // A column the line does not clear at both ends of its contact: no quick yes. One solid of it that the
    // line to every target height (sb.level to z) passes through, below its top at the contact's lower
    // end and above its bottom at the higher: the line is blocked whatever height it aims at, a quick no
    // (never for a hexside tie, where the ruleset's tie option decides). True stops the walk.
    const check = (c: ColumnContact, tie: boolean): boolean => {
      const y = c.r, x = offsetX(c.q, y);
      if (x < 0 || y < 0 || x >= W || y >= H) return false;
      const p = y * W + x;
      if (p === sa.place || p === sb.place) return false;
      const top = tops[p]!;
      if (top === -Infinity) return false;
      const hi1 = e * c.d1 + c.n1 * dz, hi2 = e * c.d2 + c.n2 * dz;
      if (hi1 >= top * c.d1 && hi2 >= top * c.d2) return false;
      clear = false;
      if (tie) return false;
      const lo1 = e * c.d1 + c.n1 * dzLo, lo2 = e * c.d2 + c.n2 * dzLo;
      for (const s of solids[p] ?? []) {
        if ((hi1 < s.hi * c.d1 || hi2 < s.hi * c.d2) && (s.lo === -Infinity || lo1 > s.lo * c.d1 || lo2 > s.lo * c.d2)) {
          blocked = true;
          return true;
        }
      }
      return false;
    };
    traceHexColumns(from, { q: sb.q, r: sb.r }, 0, 0, { hex: (c) => check(c, false), tie: (c, d) => { check(c, true); check(d, true); return false; } });
    return blocked ? 0 : clear ? 1 : -1;
  };
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
