/**
 * Batch and fast entries for heroclix: line of fire as a grade (0 clear, 1 hindered, 2 blocked) without
 * causes, a viewshed (line of fire to every square), a line-of-fire matrix between characters with an
 * incremental update when one moves, and the cheapest move cost to one square.
 *
 * All of them run the rules of lof.ts (`squareGrade`, `wallGrade`, `cornerGrade` through `lineGrade`) and
 * move.ts; property tests compare them with the `sight` and `move` questions on random maps.
 *
 * The viewshed skips lines it can prove blocked: squares are taken ring by ring (Chebyshev distance from the
 * viewer), and a square that blocks every line through its inside whatever the target's level (elevated
 * above every line, or blocking terrain at the level every line is judged at) casts a shadow: the open
 * wedge of directions through its inside. A farther square whose centre lies strictly inside a shadow has
 * that square strictly between the ends of its line, passed through its inside, so its line is blocked
 * (hcx.base.lof) without tracing it. Shadows are kept per quarter (east, south, west, north) as exact
 * rational slope intervals; everything else is traced.
 */
import { HighgroundError } from '../../errors.js';
import type { Scenario } from '../../formats/scenario/schema.js';
import { Search } from '../../engine/search.js';
import { BLOCKING } from './board.js';
import type { Ctx, End } from './context.js';
import { readFigures, type Character } from './figures.js';
import { lineEnv, lineGrade, squareGrade, type Grade, type LineEnv } from './lof.js';
import { moverOf, passesCharacter, passesTerrain, stopZone } from './mover.js';
import { stopReason } from './move.js';
import { separated } from './passage.js';

function endOf(f: Character): End {
  return { x: f.x, y: f.y, i: f.i, level: f.level, fig: f, label: f.id };
}

function squareEnd(ctx: Ctx, i: number): End {
  const W = ctx.board.width;
  return { x: i % W, y: Math.floor(i / W), i, level: ctx.board.level[i]!, fig: undefined, label: '' };
}

/** The grade of `lineOfFire` (sight.ts): with Great Size's "any-level" reading, the best level pair. */
export function lofGrade(ctx: Ctx, from: End, to: End): Grade {
  const own = lineGrade(lineEnv(ctx, from, to, from.level, to.level), from.i, to.i);
  if (own === 0 || ctx.opts.greatSize !== 'any-level' || !(from.fig?.greatSize || to.fig?.greatSize)) return own;
  const top = ctx.board.maxLevel;
  const fromHi = from.fig?.greatSize ? Math.max(from.level, top) : from.level;
  const toHi = to.fig?.greatSize ? Math.max(to.level, top) : to.level;
  let best: Grade = own;
  for (let fl = from.level; fl <= fromHi; fl++) {
    for (let tl = to.level; tl <= toHi; tl++) {
      const g = lineGrade(lineEnv(ctx, from, to, fl, tl), from.i, to.i);
      if (g < best) best = g;
    }
  }
  return best;
}

function gcd(a: number, b: number): number {
  while (b) { const t = a % b; a = b; b = t; }
  return a;
}

/** Open slope intervals (loN/loD, hiN/hiD), disjoint, sorted; denominators positive. */
class Shadows {
  loN: number[] = [];
  loD: number[] = [];
  hiN: number[] = [];
  hiD: number[] = [];

  /** Add (a, b), merging what it overlaps; returns the index of the interval that holds it. */
  add(aN: number, aD: number, bN: number, bD: number): number {
    const { loN, loD, hiN, hiD } = this;
    // First interval that ends after a (hi > a), then merge every one that overlaps (a, b) over a positive length.
    let k = 0;
    while (k < loN.length && hiN[k]! * aD <= aN * hiD[k]!) k++;
    let e = k;
    while (e < loN.length && loN[e]! * bD < bN * loD[e]!) {
      if (loN[e]! * aD < aN * loD[e]!) { aN = loN[e]!; aD = loD[e]!; }
      if (hiN[e]! * bD > bN * hiD[e]!) { bN = hiN[e]!; bD = hiD[e]!; }
      e++;
    }
    loN.splice(k, e - k, aN); loD.splice(k, e - k, aD); hiN.splice(k, e - k, bN); hiD.splice(k, e - k, bD);
    return k;
  }

  /** The ray at slope tN / tD is blocked from here on: join the two intervals that only touch there. */
  closePoint(tN: number, tD: number): void {
    const { loN, loD, hiN, hiD } = this;
    for (let k = 0; k + 1 < loN.length; k++) {
      if (hiN[k]! * tD === tN * hiD[k]! && loN[k + 1]! * tD === tN * loD[k + 1]!) {
        hiN[k] = hiN[k + 1]!; hiD[k] = hiD[k + 1]!;
        loN.splice(k + 1, 1); loD.splice(k + 1, 1); hiN.splice(k + 1, 1); hiD.splice(k + 1, 1);
        return;
      }
    }
  }

  /** One interval strictly containing every slope of the quarter, [-1, 1]. */
  full(): boolean {
    return this.loN.length === 1 && this.loN[0]! < -this.loD[0]! && this.hiN[0]! > this.hiD[0]!;
  }
}

// The four quarters as frames: (u, v) from (dx, dy); a target of ring d has u = d, v in (-d, d].
const FRAME_UX = [1, 0, -1, 0], FRAME_UY = [0, 1, 0, -1];
const FRAME_VX = [0, -1, 0, 1], FRAME_VY = [1, 0, -1, 0];

/**
 * Line of fire from `fig` to every square: per square index, 1 seen, 2 seen but hindered, 0 not seen (the
 * `sight` question from the figure to [x, y]), and how many are seen.
 */
export function viewshedGrades(ctx: Ctx, fig: Character): { seen: Uint8Array; count: number } {
  const b = ctx.board;
  const W = b.width, H = b.height;
  const out = new Uint8Array(W * H);
  const from = endOf(fig);
  let count = 0;
  const code = (g: Grade) => (g === 0 ? (count++, 1) : g === 1 ? (count++, 2) : 0);
  if (ctx.opts.greatSize === 'any-level' && fig.greatSize) {
    for (let i = 0; i < W * H; i++) out[i] = code(lofGrade(ctx, from, squareEnd(ctx, i)));
    return { seen: out, count };
  }
  // One rule set per target level.
  // Levels run from 1 (the ground) to the board's highest.
  const minL = 1, maxL = b.maxLevel;
  const envs: LineEnv[] = [];
  for (let L = minL; L <= maxL; L++) envs.push(lineEnv(ctx, from, squareEnd(ctx, fig.i), fig.level, L));
  const envAt = (i: number) => envs[b.level[i]! - minL]!;
  out[fig.i] = code(lineGrade(envAt(fig.i), fig.i, fig.i));
  const shadows = [new Shadows(), new Shadows(), new Shadows(), new Shadows()];
  /**
   * Is the ray at slope tN / tD of quarter c blocked for every target on it? Its targets are the multiples
   * of its first lattice point; a line to a farther one passes every square, wall and corner of the line to
   * a nearer one between its ends, so when the first is blocked (never by the target's own square, which
   * only hinders) whatever its level, so are all. No target on the map, or outside the quarter: nothing to see.
   */
  const seamBlocked = (c: number, tN: number, tD: number): boolean => {
    const g = gcd(Math.abs(tN), tD);
    const p = tN / g, q = tD / g;
    if (p <= -q || p > q) return true;
    const x = fig.x + FRAME_UX[c]! * q + FRAME_VX[c]! * p, y = fig.y + FRAME_UY[c]! * q + FRAME_VY[c]! * p;
    if (x < 0 || y < 0 || x >= W || y >= H) return true;
    const i = y * W + x;
    for (const e of envs) if (lineGrade(e, fig.i, i) !== 2) return false;
    return true;
  };
  const pending: number[] = [];
  const maxD = Math.max(fig.x, W - 1 - fig.x, fig.y, H - 1 - fig.y);
  for (let d = 1; d <= maxD; d++) {
    if (shadows[0]!.full() && shadows[1]!.full() && shadows[2]!.full() && shadows[3]!.full()) break;
    pending.length = 0;
    for (let c = 0; c < 4; c++) {
      const sh = shadows[c]!;
      const { loN, loD, hiN, hiD } = sh;
      const ux = FRAME_UX[c]!, uy = FRAME_UY[c]!, vx = FRAME_VX[c]!, vy = FRAME_VY[c]!;
      let k = 0;
      let v = -d + 1;
      while (v <= d) {
        while (k < loN.length && hiN[k]! * d <= v * hiD[k]!) k++;
        if (k < loN.length && loN[k]! * d < v * loD[k]!) {
          // Strictly inside a shadow up to the first v with v / d >= hi.
          const num = hiN[k]! * d, den = hiD[k]!;
          v = Math.max(v + 1, Math.ceil(num / den));
          continue;
        }
        const x = fig.x + ux * d + vx * v, y = fig.y + uy * d + vy * v;
        if (x >= 0 && y >= 0 && x < W && y < H) {
          const i = y * W + x;
          const g = lineGrade(envAt(i), fig.i, i);
          out[i] = code(g);
          pending.push(i);
        }
        v++;
      }
    }
    // Squares of this ring that block every line through their inside cast shadows on the next rings.
    for (const i of pending) {
      let all = true;
      for (const e of envs) if (squareGrade(e, i) !== 2) { all = false; break; }
      if (!all) continue;
      const bx = 2 * ((i % W) - fig.x), by = 2 * (Math.floor(i / W) - fig.y);
      for (let c = 0; c < 4; c++) {
        const ux = FRAME_UX[c]!, uy = FRAME_UY[c]!, vx = FRAME_VX[c]!, vy = FRAME_VY[c]!;
        let ok = true, minN = 0, minD = 1, maxN = 0, maxD2 = 1;
        for (let k = 0; k < 4 && ok; k++) {
          const cx = bx + (k & 1 ? 1 : -1), cy = by + (k & 2 ? 1 : -1);
          // Frame coordinates: u = (ux, uy) . p, v = (vx, vy) . p with p the corner.
          const u = ux * cx + uy * cy, w = vx * cx + vy * cy;
          if (u <= 0) { ok = false; break; }
          if (k === 0 || w * minD < minN * u) { minN = w; minD = u; }
          if (k === 0 || w * maxD2 > maxN * u) { maxN = w; maxD2 = u; }
        }
        if (!ok) continue;
        const sh = shadows[c]!;
        const k = sh.add(minN, minD, maxN, maxD2);
        // Where this shadow only touches its neighbour, the seam is one ray: close it when no target lies
        // on it or its first target (hence every farther one) is blocked whatever its level.
        if (k + 1 < sh.loN.length && sh.hiN[k]! * sh.loD[k + 1]! === sh.loN[k + 1]! * sh.hiD[k]!
          && seamBlocked(c, sh.hiN[k]!, sh.hiD[k]!)) sh.closePoint(sh.hiN[k]!, sh.hiD[k]!);
        if (k > 0 && sh.hiN[k - 1]! * sh.loD[k]! === sh.loN[k]! * sh.hiD[k - 1]!
          && seamBlocked(c, sh.loN[k]!, sh.loD[k]!)) sh.closePoint(sh.loN[k]!, sh.loD[k]!);
      }
    }
  }
  return { seen: out, count };
}

/** Line of fire between every ordered pair of characters (see VisibilityMatrix in src/batch.ts). */
export class HcxMatrix {
  readonly ruleset = 'heroclix';
  readonly ids: readonly string[];
  readonly sight: Uint8Array;
  readonly hindered: Uint8Array;
  private ctx: Ctx;
  private specs: NonNullable<Scenario['figures']>;

  constructor(ctx: Ctx, scenario: Scenario, ids: readonly string[] | undefined) {
    this.ctx = ctx;
    this.specs = { ...(scenario.figures ?? {}) };
    this.ids = ids ? [...ids] : ctx.figures.map((f) => f.id);
    for (const id of this.ids) {
      if (!ctx.byId.has(id)) throw new HighgroundError(`no figure "${id}" (figures: ${[...ctx.byId.keys()].join(', ') || 'none'})`, { path: ['figures'] });
    }
    const n = this.ids.length;
    this.sight = new Uint8Array(n * n);
    this.hindered = new Uint8Array(n * n);
    for (let i = 0; i < n; i++) for (let j = 0; j < n; j++) if (i !== j) this.pair(i, j);
  }

  private pair(i: number, j: number): void {
    const n = this.ids.length;
    const a = this.ctx.byId.get(this.ids[i]!)!, c = this.ctx.byId.get(this.ids[j]!)!;
    const g = lofGrade(this.ctx, endOf(a), endOf(c));
    this.sight[i * n + j] = g < 2 ? 1 : 0;
    this.hindered[i * n + j] = g === 1 ? 1 : 0;
  }

  /**
   * Characters block lines on their level, so besides the mover's row and column, every pair whose line
   * could touch the mover's old or new square (the square lies in the line's bounding box) is recomputed.
   */
  move(id: string, at: readonly [number, number]): number {
    const old = this.ctx.byId.get(id);
    if (!old) throw new HighgroundError(`no figure "${id}"`, { path: ['figure'] });
    const specs = { ...this.specs, [id]: { ...this.specs[id]!, at: [at[0], at[1]] as [number, number] } };
    const b = this.ctx.board;
    const figures = readFigures(b, specs);
    const occupant = new Int32Array(b.width * b.height).fill(-1);
    figures.forEach((f, k) => { occupant[f.i] = k; });
    this.ctx = { ...this.ctx, figures, byId: new Map(figures.map((f) => [f.id, f])), occupant };
    this.specs = specs;
    const moved = this.ctx.byId.get(id)!;
    const near = (f: Character, g: Character, s: Character) =>
      s.x >= Math.min(f.x, g.x) && s.x <= Math.max(f.x, g.x) && s.y >= Math.min(f.y, g.y) && s.y <= Math.max(f.y, g.y);
    const n = this.ids.length;
    let count = 0;
    for (let i = 0; i < n; i++) {
      for (let j = 0; j < n; j++) {
        if (i === j) continue;
        const f = this.ctx.byId.get(this.ids[i]!)!, g = this.ctx.byId.get(this.ids[j]!)!;
        if (f.id === id || g.id === id || near(f, g, old) || near(f, g, moved)) {
          this.pair(i, j);
          count++;
        }
      }
    }
    return count;
  }
}

const search = new Search();

/**
 * The cost of the cheapest legal move of `fig` to square `to` (the `move` question's `cost` with an unbounded
 * budget; Infinity when it cannot get there): move.ts's steps, searched with A* (the Chebyshev distance is a
 * lower bound: every step costs 1 and moves one square) and stopped at the goal.
 */
export function moveCost(ctx: Ctx, fig: Character, to: number): number {
  const b = ctx.board;
  if (b.terrain[to]! & BLOCKING) return Infinity;
  const k0 = ctx.occupant[to]!;
  if (k0 >= 0 && ctx.figures[k0] !== fig) return Infinity;
  const mover = moverOf(fig);
  const zone = stopZone(ctx, mover);
  const W = b.width, H = b.height;
  const tx = to % W, ty = (to - tx) / W;
  const blocksSqueeze = (i: number) => (b.terrain[i]! & BLOCKING) !== 0 && !passesTerrain(mover, b, i);
  const tilt = 1 + 1 / (4 * W * H + 4);
  const r = search.run({
    stateCount: W * H * 2,
    starts: [{ state: fig.i * 2 }],
    goalTest: (s) => s >> 1 === to,
    // Chebyshev distance, raised by a factor 1 + eps with eps * (any path's cost) < 1: among states of equal
    // estimate the search goes deeper first, and (weighted A* finds a cost within 1 + eps of the best, and
    // costs are whole numbers) the cost it finds is still the cheapest.
    heuristic: (s) => {
      const i = s >> 1, x = i % W, y = (i - x) / W;
      return Math.max(Math.abs(x - tx), Math.abs(y - ty)) * tilt;
    },
    expand(state, _cost, emit) {
      if (state & 1) return;
      const s = state >> 1;
      const x = s % W, y = (s - x) / W;
      for (let dy = -1; dy <= 1; dy++) {
        for (let dx = -1; dx <= 1; dx++) {
          if (dx === 0 && dy === 0) continue;
          const nx = x + dx, ny = y + dy;
          if (nx < 0 || ny < 0 || nx >= W || ny >= H) continue;
          const n = ny * W + nx;
          if (b.level[n] !== b.level[s] && b.stairs[s] !== n && !mover.freeLevels) continue;
          if (!passesTerrain(mover, b, n)) continue;
          if (separated(b, x, y, nx, ny, blocksSqueeze, !mover.passAllBlocking)) continue;
          const k = ctx.occupant[n]!;
          if (k >= 0 && ctx.figures[k] !== fig && !passesCharacter(mover, ctx.figures[k]!)) continue;
          emit(n * 2 + (stopReason(mover, b, zone, x, y, nx, ny) !== undefined ? 1 : 0), 1, 0);
        }
      }
    },
  });
  const a = r.cost[to * 2]!, c = r.cost[to * 2 + 1]!;
  return a < c ? a : c;
}

