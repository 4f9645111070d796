/**
 * The batch API, for bots, heat maps and editors that ask the same question many times: what one figure
 * sees (a viewshed), where it can go (a reach map), and who sees (or has cover from) whom among many figures
 * (a visibility matrix) with an incremental update when one figure moves.
 *
 * Every answer is exactly the answer of the single question (`sight`, `reach`, `cover`) it stands for; the
 * difference is that the rules run through their fast entries (booleans and typed arrays, no reasons or
 * evidence) and shared work is done once. Each ruleset gives them as hooks on its Ruleset object (`batch`,
 * engine/batch.ts, implemented in src/rulesets/<id>/batch.ts); a ruleset without a hook (one of a program's
 * own) is answered by the generic fallback here, a loop of its single questions. Property tests compare each
 * entry with the single questions on random maps, and each hook with the fallback (test/batch-hooks.test.ts).
 */
import * as z from './formats/schema-kit.js';
import { HighgroundError } from './errors.js';
import { everyPlace } from './engine/batch.js';
import { figureById } from './engine/refs.js';
import type { Verdict } from './engine/verdict.js';
import { argumentNames, ask, checkSession, type Session } from './api.js';
import { place, type AsIf, type Placement } from './session.js';
import { FigureSchema } from './formats/scenario/schema.js';
import { schemaError } from './formats/scenario/parse.js';
import type { MatrixAnswer, ReachAnswer, ViewshedAnswer } from './engine/batch.js';

/** Where a figure looks: one entry per place it could see (a square; on hex maps each standing surface). */
export interface Viewshed {
  readonly figure: string;
  readonly width: number;
  readonly height: number;
  /** Place index (y * width + x) of each target. */
  readonly place: Int32Array;
  /** Level of each target (the surface the line ends on). */
  readonly level: Int32Array;
  /**
   * 0 not seen, 1 seen, 2 seen but hindered (heroclix). The `sight` question to [x, y, level]. On heroclix
   * maps it is built from `visible` on first read (a viewshed usually sees a small part of the map).
   */
  readonly seen: Uint8Array;
  /** How many targets are seen. */
  readonly count: number;
  /** The targets seen: `count` indices k into place / level / seen, in no particular order. */
  readonly visible: Int32Array;
  /** seen[visible[n]] for each n: 1 seen, 2 seen but hindered. */
  readonly visibleSeen: Uint8Array;
}

/**
 * What both viewshed forms share: the origin and map fields, and the list of targets seen with their codes,
 * made by the subclass's `expand` when first read.
 */
abstract class LazyViewshed {
  readonly figure: string;
  readonly width: number;
  readonly height: number;
  readonly place: Int32Array;
  readonly level: Int32Array;
  readonly count: number;
  protected list: Int32Array | undefined;
  protected codes: Uint8Array | undefined;

  constructor(figure: string, width: number, height: number, place: Int32Array, level: Int32Array, count: number) {
    this.figure = figure; this.width = width; this.height = height; this.place = place; this.level = level;
    this.count = count;
  }

  /** Fill `list` and `codes`. */
  protected abstract expand(): void;

  get visible(): Int32Array {
    if (!this.list) this.expand();
    return this.list!;
  }

  get visibleSeen(): Uint8Array {
    if (!this.codes) this.expand();
    return this.codes!;
  }
}

/**
 * A viewshed kept as what is seen: single targets packed as (target index << 2) | code, or runs of them
 * (engine/batch.ts `ViewshedAnswer.runs`); `visible`, `visibleSeen` and the per-target `seen` are filled
 * when first read.
 */
class SparseViewshed extends LazyViewshed implements Viewshed {
  /** Pairs (first << 2) | code, (length << 2) | step; or singles (target << 2) | code when `step` is undefined. */
  private readonly packed: readonly number[] | Int32Array;
  private readonly step: readonly number[] | undefined;
  /** The answer's stretch of `packed` (a hook's shared arena: no view is made per call). */
  private readonly start: number;
  private readonly end: number;
  private dense: Uint8Array | undefined;

  constructor(figure: string, width: number, height: number, place: Int32Array, level: Int32Array, packed: readonly number[] | Int32Array, count: number, step?: readonly number[], start = 0, end = packed.length) {
    super(figure, width, height, place, level, count);
    this.packed = packed; this.step = step; this.start = start; this.end = end;
  }

  /** The targets seen and their codes, in the hook's order. */
  protected expand(): void {
    const l = new Int32Array(this.count), c = new Uint8Array(this.count);
    const p = this.packed, step = this.step, s0 = this.start;
    if (!step) for (let n = 0; n < this.count; n++) { l[n] = p[s0 + n]! >> 2; c[n] = p[s0 + n]! & 3; }
    else {
      let n = 0;
      for (let r = s0; r < this.end; r += 2) {
        const code = p[r]! & 3, d = step[p[r + 1]! & 3]!;
        for (let k = p[r]! >> 2, m = p[r + 1]! >> 2; m > 0; m--, k += d) { l[n] = k; c[n++] = code; }
      }
    }
    this.list = l; this.codes = c;
  }

  get seen(): Uint8Array {
    if (!this.dense) {
      const s = new Uint8Array(this.place.length);
      const l = this.visible, c = this.visibleSeen;
      for (let n = 0; n < this.count; n++) s[l[n]!] = c[n]!;
      this.dense = s;
    }
    return this.dense;
  }
}

/** The places a viewshed sees, as [x, y] and level (`hindered` where the line of fire is hindered). */
export function viewshedCells(v: Viewshed): { at: [number, number]; level: number; hindered?: boolean }[] {
  const out: { at: [number, number]; level: number; hindered?: boolean }[] = [];
  for (let k = 0; k < v.seen.length; k++) {
    const s = v.seen[k]!;
    if (!s) continue;
    const p = v.place[k]!;
    out.push({ at: [p % v.width, Math.floor(p / v.width)], level: v.level[k]!, ...(s === 2 ? { hindered: true } : {}) });
  }
  return out;
}

/**
 * The batch entries take what the scenario file and the single questions take, and refuse the rest the
 * same way (a HighgroundError naming the argument): a figure id is a string, a place on a grid map two
 * integers, a budget what the `reach` question accepts.
 */
function checkArg<T>(entry: string, name: string, schema: z.Schema<T>, value: unknown): T {
  const r = schema.safeParse(value);
  if (r.success) return r.data;
  const e = schemaError(r.error.issues, value);
  const rel = e.place.path ?? [];
  // An unknown option is named with the entry's own options (schemaError words it for a scenario file and
  // lists the file's top-level keys), and the error keeps its code (unknown-key, bad-value).
  const known = argumentNames(schema);
  const reason = e.code === 'unknown-key' && rel.length === 1 && known.length > 0
    ? `unknown ${name === 'opts' ? 'option' : 'key'} "${String(rel[0])}" (${entry} takes: ${known.join(', ')})`
    : e.reason;
  throw new HighgroundError(`${entry}: ${reason}`, { path: [name, ...rel] }, e.code);
}

const FigureId = z.string().check(z.minLength(1));
const GridPlace = z.tuple([z.number().check(z.int()), z.number().check(z.int())]);
const MatrixOptionsSchema = z.strictObject({ figures: z.optional(z.array(FigureId)), sight: z.optional(z.boolean()), cover: z.optional(z.boolean()) });
const ReachOptionsSchema = z.strictObject({ budget: z.optional(z.unknown()), charge: z.optional(z.unknown()) });

/** `[x, y]` as a figure's `at` on this map (two integers on a grid: the scenario schema's rule). */
function checkPlace(session: Session, entry: string, at: unknown): readonly [number, number] {
  // Two safe integers are a place on every map (the common case, checked in O(1) without the schema).
  if (Array.isArray(at) && at.length === 2 && Number.isSafeInteger(at[0]) && Number.isSafeInteger(at[1])) return at as [number, number];
  const xy = checkArg(entry, 'at', FigureSchema.shape.at, at);
  if (session.scenario.map.grid !== 'table') return checkArg(entry, 'at', GridPlace, xy);
  return xy;
}

/**
 * Where a batch answer looks from: a figure (by id), a figure as if it stood somewhere (`{ figure, at, level?,
 * facing? }`: its whole body and eye height there), or a bare place (`{ at, level? }`: the `sight`
 * question's place argument).
 */
export type Origin = string | AsIf | { readonly at: readonly [number, number]; readonly level?: number | undefined };

/** The session and the question argument an origin stands for (an as-if figure is placed first). */
function resolveOrigin(session: Session, entry: string, from: unknown): { session: Session; ref: unknown; figure: string | undefined } {
  // (A non-empty string is what FigureId accepts: the schema only to word the error; it cost 0.4 us a call.)
  if (typeof from === 'string') return { session, ref: from.length > 0 ? from : checkArg(entry, 'figure', FigureId, from), figure: from };
  if (typeof from !== 'object' || from === null || Array.isArray(from))
    throw new HighgroundError(`${entry}: the origin must be a figure id, { figure, at } or { at, level }, found ${from === null ? 'null' : Array.isArray(from) ? 'a list' : typeof from}`, { path: ['from'] }, 'usage');
  const o = from as { figure?: unknown; at?: unknown; level?: unknown };
  const at = checkPlace(session, entry, o.at);
  if (o.level !== undefined && (typeof o.level !== 'number' || !Number.isFinite(o.level)))
    throw new HighgroundError(`${entry}: level must be a number, found ${JSON.stringify(o.level)}`, { path: ['from', 'level'] });
  if (o.figure !== undefined) {
    const id = checkArg(entry, 'figure', FigureId, o.figure);
    const next = place(session, id, from as AsIf);
    return { session: next, ref: id, figure: id };
  }
  return { session, ref: o.level === undefined ? [at[0], at[1]] : [at[0], at[1], o.level], figure: undefined };
}

/** A viewshed from a ruleset's batch hook (dense codes, or the packed list of what is seen). */
function fromHook(label: string, a: ViewshedAnswer): Viewshed {
  if (a.runs) return new SparseViewshed(label, a.width, a.height, a.place, a.level, a.runs, a.count ?? 0, a.runStep ?? [1, 1, 1, 1], a.runsStart ?? 0, a.runsEnd ?? a.runs.length);
  if (a.packed) return new SparseViewshed(label, a.width, a.height, a.place, a.level, a.packed, a.packed.length);
  if (a.seen && a.count !== undefined) return new DenseViewshed(label, a.width, a.height, a.place, a.level, a.seen, a.count);
  return denseViewshed(label, a.width, a.height, a.place, a.level, a.seen ?? new Uint8Array(a.place.length));
}

/**
 * A viewshed kept as the hook's per-target codes and count (a heat map reads `seen` or `count` of many):
 * the list of targets seen is made when first read.
 */
class DenseViewshed extends LazyViewshed implements Viewshed {
  readonly seen: Uint8Array;

  constructor(figure: string, width: number, height: number, place: Int32Array, level: Int32Array, seen: Uint8Array, count: number) {
    super(figure, width, height, place, level, count);
    this.seen = seen;
  }

  protected expand(): void {
    const l = new Int32Array(this.count), c = new Uint8Array(this.count), seen = this.seen;
    for (let k = 0, n = 0; k < seen.length; k++) if (seen[k]) { l[n] = k; c[n++] = seen[k]!; }
    this.list = l; this.codes = c;
  }

}

/** A dense viewshed from per-target codes. */
function denseViewshed(figure: string, width: number, height: number, place: Int32Array, level: Int32Array, seen: Uint8Array): Viewshed {
  let count = 0;
  for (let k = 0; k < seen.length; k++) if (seen[k]) count++;
  const visible = new Int32Array(count), visibleSeen = new Uint8Array(count);
  for (let k = 0, n = 0; k < seen.length; k++) if (seen[k]) { visible[n] = k; visibleSeen[n++] = seen[k]!; }
  return { figure, width, height, place, level, seen, count, visible, visibleSeen };
}

/**
 * The targets a viewshed looks at: every standing surface of a grid map (place index, level), or on a table
 * the centre of every inch square (place = y * width + x of the square, level 0).
 */
type Targets = { width: number; height: number; place: Int32Array; level: Int32Array; ref: (k: number) => unknown };

/** The targets of a grid map, laid out once per board (a heat map asks for a viewshed per place). */
const boardTargets = new WeakMap<object, Targets>();

function targetsOf(session: Session): Targets {
  const b = session.board;
  if (b) {
    let t = boardTargets.get(b);
    if (!t) boardTargets.set(b, (t = targetsOfUncached(session)));
    return t;
  }
  return targetsOfUncached(session);
}

function targetsOfUncached(session: Session): Targets {
  const b = session.board;
  if (!b) {
    const m = session.scenario.map;
    const width = m.grid === 'table' ? Math.ceil(m.size[0]) : 0, height = m.grid === 'table' ? Math.ceil(m.size[1]) : 0;
    const place = everyPlace(width * height);
    return { width, height, place, level: new Int32Array(width * height), ref: (k) => [(k % width) + 0.5, Math.floor(k / width) + 0.5] };
  }
  const places: number[] = [], levels: number[] = [], single: boolean[] = [];
  b.places.forEach((p, i) => p.surfaces.forEach((s) => { places.push(i); levels.push(s.level); single.push(p.surfaces.length === 1); }));
  const W = b.width;
  return {
    width: b.width, height: b.height, place: Int32Array.from(places), level: Int32Array.from(levels),
    ref: (k) => (single[k] ? [places[k]! % W, Math.floor(places[k]! / W)] : [places[k]! % W, Math.floor(places[k]! / W), levels[k]!]),
  };
}

const surfaceCounts = new WeakMap<object, number>();

/** How many standing surfaces a board has (counted once per board). */
function surfaceCount(b: NonNullable<Session['board']>): number {
  let n = surfaceCounts.get(b);
  if (n === undefined) {
    n = 0;
    for (const p of b.places) n += p.surfaces.length;
    surfaceCounts.set(b, n);
  }
  return n;
}

/** The `sight` question's code for one target: 0 not seen (or not a target the question takes), 1 seen, 2 hindered. */
function sightCode(session: Session, from: unknown, to: unknown): number {
  let v: { sight?: unknown; hindered?: unknown };
  try {
    v = ask(session, { ask: 'sight', from, to }) as unknown as { sight?: unknown; hindered?: unknown };
  } catch (e) {
    // A refusal of the target (an obstacle's hex, a place nothing can stand on) means "not seen"; a refusal
    // of the origin (off the map, inside a piece) is the caller's error, not an empty viewshed.
    if (e instanceof HighgroundError && e.place.path?.[0] !== 'from') return 0;
    if (e instanceof HighgroundError) throw new HighgroundError(`viewshed: ${e.reason.replace(/^sight: /, '')}`, e.place, e.code);
    throw e;
  }
  return v.sight === true ? (v.hindered === true ? 2 : 1) : 0;
}

/** Most work (standing surfaces x places) of a viewshed answered as a loop of sight questions on a hex map. */
export const MAX_VIEWSHED_WORK = 10_000_000;

/**
 * Every place `from` sees: the `sight` question from it to each standing surface of a grid map (heroclix:
 * centre to centre, hindered lines marked 2; tft-3d: from the head) or to the centre of each inch square of
 * a table. Every ruleset answers it; from a figure through the ruleset's `viewshed` hook where it has one,
 * otherwise (and from any bare place) as a loop of `sight` questions.
 */
export function viewshed(session: Session, from: Origin): Viewshed {
  checkSession(session, 'viewshed');
  const fast = session.ruleset.batch?.viewshed;
  if (fast && typeof from === 'string' && from.length > 0) {
    // A figure id with a hook (the common case): no origin object (50 of the call's 180 bytes).
    figureById(session.scenario.figures ?? {}, from, 'figure');
    checkViewshedWork(session);
    return fromHook(from, fast.call(session.ruleset.batch, session.ctx, from));
  }
  const o = resolveOrigin(session, 'viewshed', from);
  const s = o.session;
  const label = o.figure ?? JSON.stringify(o.ref);
  if (o.figure !== undefined) figureById(s.scenario.figures ?? {}, o.figure, 'figure');
  // A sight question on a hex map counts range over the map's spaces (heroscape, c3g-buildings: round
  // holes), so the loop costs targets x places: a 1 x 5000 strip of 70 bytes ran for minutes (fuzz seed
  // 20261127). The ruleset hooks skip the range count but still trace a line per target as long as the
  // map (the same strip: 8-10 s), so the bound holds for both. The largest real maps cost under 10^6
  // (868 places, 643 surfaces).
  checkViewshedWork(s);
  const hook = s.ruleset.batch?.viewshed;
  if (o.figure !== undefined && hook) return fromHook(label, hook.call(s.ruleset.batch, s.ctx, o.figure));
  const atHook = s.ruleset.batch?.viewshedAt;
  if (o.figure === undefined && atHook) {
    const ref = o.ref as readonly number[];
    return fromHook(label, atHook.call(s.ruleset.batch, s.ctx, [ref[0]!, ref[1]!], ref[2]));
  }
  // (The targets are listed only here: on an 800 x 800 map listing them costs far more than a hook's answer.)
  const t = targetsOf(s);
  const seen = new Uint8Array(t.place.length);
  for (let k = 0; k < seen.length; k++) seen[k] = sightCode(s, o.ref, t.ref(k));
  return denseViewshed(label, t.width, t.height, t.place, t.level, seen);
}

/** The bound on one viewshed's work on a hex map (see `viewshed`), else a `limit` error. */
function checkViewshedWork(s: Session): void {
  const surfaces = s.board?.grid === 'hex' ? surfaceCount(s.board) : 0;
  if (s.board?.grid === 'hex' && surfaces * s.board.places.length > MAX_VIEWSHED_WORK)
    throw new HighgroundError(`viewshed: ${surfaces} standing surfaces on a map of ${s.board.places.length} places is past the limit on work for one viewshed (surfaces x places at most ${MAX_VIEWSHED_WORK}); ask sight to the places wanted instead`, { path: ['figure'] }, 'limit');
}

/**
 * The `sight` question with `height` from a bare place to every standing surface (both ends figures of that
 * Height), through the ruleset's `viewshedAt` hook: the map analysis's viewshed when its figure's height is
 * not the question's default. Undefined when the ruleset has no such hook (the caller asks the questions).
 * Not a public entry (core.ts does not export it): only a ruleset whose sight question takes `height` reads
 * the argument, and the analysis calls it only for those.
 */
export function viewshedAtHeight(session: Session, at: readonly [number, number], level: number, height: number): Viewshed | undefined {
  checkSession(session, 'viewshed');
  const hook = session.ruleset.batch?.viewshedAt;
  if (!hook) return undefined;
  const xy = checkPlace(session, 'viewshed', at);
  checkViewshedWork(session);
  return fromHook(JSON.stringify([xy[0], xy[1], level]), hook.call(session.ruleset.batch, session.ctx, xy, level, height));
}

/** Where a figure can end a move, with the cost: one entry per standing surface (a table: per reach point). */
export interface ReachMap {
  readonly figure: string;
  readonly budget: number;
  readonly width: number;
  readonly height: number;
  /** Place index (y * width + x) of each entry; -1 on a table (see x, y). */
  readonly place: Int32Array;
  readonly level: Int32Array;
  /** Cost to end there (the `reach` question's cost), -1 where it cannot. */
  readonly cost: Float64Array | Int32Array;
  /** tft-3d: risky jumps on the cheapest way (the `reach` question's `risky`); 0 elsewhere. */
  readonly risky: Int32Array;
  /**
   * tft-3d: 1 where a big figure ends with its front hex overhanging a drop, 2 with it one level up (the
   * `reach` question's `front`: entries after the surfaces' own, at the base level, no surface there); 0 elsewhere.
   */
  readonly front: Uint8Array;
  /** How many entries can be reached (cost >= 0). */
  readonly count: number;
  /** The places the `reach` question lists, in its order: where, at what level, for what cost. */
  cells(): ReachCell[];
}

/** One place of a reach map as the `reach` question lists it. */
export interface ReachCell { at: [number, number]; level?: number; cost: number; risky?: boolean; front?: 'overhangs' | 'up' }

const FRONT_NAME = [undefined, 'overhangs', 'up'] as const;

const ReachOptionsAny = z.strictObject({ budget: z.optional(z.number()), charge: z.optional(z.boolean()) });

/** A reach map from a ruleset's batch hook (on a table, its entries' points). */
function reachFromHook(figure: string, a: ReachAnswer): ReachMap {
  const risky = a.risky ?? new Int32Array(a.cost.length);
  const front = a.front ?? new Uint8Array(a.cost.length);
  if (!a.points) return denseReach(figure, a.budget, a.width, a.height, a.place, a.level, a.cost, risky, front, a.count);
  const points = a.points;
  return {
    figure, budget: a.budget, width: a.width, height: a.height, place: a.place, level: a.level, cost: a.cost, risky, front, count: points.length,
    cells: () => points.map((p, k) => ({ at: [p[0], p[1]] as [number, number], level: a.level[k]!, cost: a.cost[k]! })),
  };
}

function denseReach(figure: string, budget: number, width: number, height: number, place: Int32Array, level: Int32Array, cost: Float64Array | Int32Array, risky: Int32Array, front: Uint8Array, counted?: number): ReachMap {
  let count = counted ?? 0;
  if (counted === undefined) for (let k = 0; k < cost.length; k++) if (cost[k]! >= 0) count++;
  return {
    figure, budget, width, height, place, level, cost, risky, front, count,
    cells() {
      const out: { k: number; cost: number }[] = [];
      for (let k = 0; k < cost.length; k++) if (cost[k]! >= 0) out.push({ k, cost: cost[k]! });
      // the reach question's order: cost, then place, then level (entries after the surfaces' own, such as
      // tft-3d's overhanging fronts, take their place among them)
      out.sort((a, b) => a.cost - b.cost || place[a.k]! - place[b.k]! || level[a.k]! - level[b.k]! || a.k - b.k);
      return out.map(({ k, cost: c }) => {
        const f = FRONT_NAME[front[k]!];
        return { at: [place[k]! % width, Math.floor(place[k]! / width)] as [number, number], level: level[k]!, cost: c, ...(risky[k] ? { risky: true } : {}), ...(f ? { front: f } : {}) };
      });
    },
  };
}

/**
 * Where `figure` can end a move and for what: the `reach` question as arrays, with the same arguments in
 * every ruleset (`budget`; tft-3d also `charge`), through the ruleset's `reachMap` hook where it has one
 * (tft-3d: one entry per standing surface; heroclix: per square), otherwise from the `reach` question's
 * places (malifaux: one per sample point, its hook gone since mfx-size2).
 * `figure` may be an as-if origin (`{ figure, at }`): where it could go from there.
 */
export function reachMap(session: Session, figure: string | AsIf, opts: { budget?: number; charge?: boolean } = {}): ReachMap {
  checkSession(session, 'reachMap');
  const o = resolveOrigin(session, 'reachMap', figure);
  if (o.figure === undefined) throw new HighgroundError('reachMap: the origin must be a figure (an id or { figure, at })', { path: ['figure'] }, 'usage');
  const s = o.session, id = o.figure;
  checkArg('reachMap', 'opts', ReachOptionsSchema, opts);
  checkArg('reachMap', 'opts', ReachOptionsAny, opts);
  const reachQ = s.ruleset.questions['reach'];
  if (!reachQ) throw new HighgroundError(`reachMap is not available for ${s.ruleset.id} (it has no reach question)`, { path: ['ruleset'] }, 'unknown-question');
  // the budget (and charge) as the reach question takes them: a ruleset whose reach has no charge refuses it
  const args: Record<string, unknown> = { figure: id };
  for (const [k, v] of Object.entries(opts)) if (v !== undefined) args[k] = v;
  checkArg('reachMap', 'opts', reachQ.args, args);
  const hook = s.ruleset.batch?.reachMap;
  if (hook) return reachFromHook(id, hook.call(s.ruleset.batch, s.ctx, id, opts));
  // the others: the reach question's own list of places
  const v = ask(s, { ask: 'reach', ...args }) as unknown as { budget?: unknown; cells?: readonly ReachCell[] };
  const cells = v.cells ?? [];
  const b = s.board;
  const m = s.scenario.map;
  const width = b ? b.width : m.grid === 'table' ? m.size[0] : 0, height = b ? b.height : m.grid === 'table' ? m.size[1] : 0;
  const place = Int32Array.from(cells, (c) => (b ? c.at[1] * b.width + c.at[0] : -1));
  const level = Int32Array.from(cells, (c) => c.level ?? 0);
  const cost = Float64Array.from(cells, (c) => c.cost);
  const risky = Int32Array.from(cells, (c) => (c.risky ? 1 : 0));
  const front = Uint8Array.from(cells, (c) => (c.front ? FRONT_NAME.indexOf(c.front) : 0));
  const budget = typeof v.budget === 'number' ? v.budget : opts.budget ?? NaN;
  return { figure: id, budget, width, height, place, level, cost, risky, front, count: cells.length, cells: () => cells.map((c) => ({ ...c, at: [c.at[0], c.at[1]] as [number, number] })) };
}

/**
 * Sight (and cover) between every ordered pair of figures. `sight[i * n + j]` is the `sight` question from
 * ids[i] to ids[j]; `hindered[i * n + j]` 1 where the line is hindered (heroclix; zeros in the rulesets whose
 * sight is never hindered), `cover` where the ruleset has a cover
 * question (1: the `cover` question gives the target cover of some grade, not 'none'). The diagonal is 0.
 */
export interface VisibilityMatrix<Id extends string = string> {
  readonly ruleset: Id;
  readonly ids: readonly string[];
  readonly sight: Uint8Array;
  readonly hindered: Uint8Array;
  readonly cover?: Uint8Array | undefined;
  /**
   * The session the matrix answers for: after `move`, the session with the figure moved (`place`), of the
   * ruleset the matrix was made for (`Session<'tft-3d'>` in, `Session<'tft-3d'>` out: its questions typed).
   */
  readonly session: Session<Id>;
  /**
   * Move one figure (as `place` does: the place checked as the scenario file's, the ruleset refusing where
   * it cannot stand, code `placement` / `off-map`, and nothing changed), and recompute the pairs the move
   * can change. Returns how many pairs were recomputed.
   */
  move(id: string, to: Placement): number;
}

export interface MatrixOptions {
  /** The figures, in order (default: every figure of the scenario). */
  figures?: readonly string[];
  /** What to compute (default both, where the ruleset has the question). */
  sight?: boolean;
  cover?: boolean;
}

/** Any ruleset: the single questions for every pair; a move recomputes every pair (figures may block lines). */
class QuestionMatrix {
  readonly ids: readonly string[];
  readonly sight: Uint8Array;
  readonly hindered: Uint8Array;
  readonly cover: Uint8Array | undefined;
  private session: Session;
  private readonly doSight: boolean;

  constructor(session: Session, ids: readonly string[], doSight: boolean, doCover: boolean) {
    this.session = session;
    this.ids = ids;
    this.doSight = doSight;
    const n = ids.length;
    this.sight = new Uint8Array(n * n);
    this.hindered = new Uint8Array(n * n);
    this.cover = doCover ? new Uint8Array(n * n) : undefined;
    this.fill();
  }

  private fill(): number {
    const n = this.ids.length;
    for (let i = 0; i < n; i++) for (let j = 0; j < n; j++) {
      if (i === j) continue;
      const a = this.ids[i]!, b = this.ids[j]!;
      if (this.doSight) {
        const c = sightCode(this.session, a, b);
        this.sight[i * n + j] = c ? 1 : 0;
        this.hindered[i * n + j] = c === 2 ? 1 : 0;
      }
      if (this.cover) this.cover[i * n + j] = hasCoverAnswer(ask(this.session, { ask: 'cover', attacker: a, target: b })) ? 1 : 0;
    }
    return n * (n - 1);
  }

  /** Called with the session the figure has been placed in. */
  moveTo(next: Session): number {
    this.session = next;
    return this.fill();
  }

}

/** The `cover` question's verdict says the target has cover of any grade (not 'none'). */
function hasCoverAnswer(v: Verdict): boolean {
  const c = (v as unknown as { cover?: unknown }).cover;
  return c === true || (typeof c === 'string' && c !== 'none');
}

/**
 * Sight (and cover) between many figures, in every ruleset: through the ruleset's `visibilityMatrix` hook
 * where it has one (each keeps its pairs on `move` and recomputes those the move can change), otherwise as
 * the single questions for each pair, all of them again on `move`.
 */
export function visibilityMatrix<Id extends string>(session: Session<Id>, opts: MatrixOptions = {}): VisibilityMatrix<Id> {
  checkSession(session, 'visibilityMatrix');
  checkArg('visibilityMatrix', 'opts', MatrixOptionsSchema, opts);
  const figures = session.scenario.figures ?? {};
  const ids = opts.figures ? [...opts.figures] : Object.keys(figures);
  for (const id of ids) figureById(figures, id, 'figures');
  const hasCover = session.ruleset.questions['cover'] !== undefined;
  if (opts.cover === true && !hasCover) throw new HighgroundError(`${session.ruleset.id} has no cover question`, { path: ['cover'] }, 'unknown-question');
  const want = { sight: opts.sight ?? true, cover: hasCover && (opts.cover ?? true) };
  const hook = session.ruleset.batch?.visibilityMatrix;
  let inner: { readonly sight: Uint8Array; readonly hindered?: Uint8Array | undefined; readonly cover?: Uint8Array | undefined };
  let step: (id: string, next: Session) => number;
  if (hook) {
    const answer: MatrixAnswer<unknown> = hook.call(session.ruleset.batch, session.ctx, ids, want);
    inner = answer;
    step = (id, next) => answer.move(id, next.ctx);
  } else {
    const generic = new QuestionMatrix(session, ids, want.sight, want.cover);
    inner = generic;
    step = (_id, next) => generic.moveTo(next);
  }
  let current = session;
  return {
    ruleset: session.ruleset.id,
    ids,
    sight: inner.sight,
    hindered: inner.hindered ?? new Uint8Array(ids.length * ids.length),
    cover: inner.cover,
    get session() { return current; },
    move(id: string, to: Placement): number {
      checkArg('move', 'id', FigureId, id);
      checkPlace(current, 'move', Array.isArray(to) ? to : (to as { at?: unknown })?.at);
      // placed first: a place the ruleset refuses throws here and changes nothing
      const next = place(current, id, to);
      const count = step(id, next);
      current = next;
      return count;
    },
  };
}
