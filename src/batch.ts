/**
 * The batch API, for bots, heat maps and editors that ask the same question many times: what one figure
 * sees (a viewshed), where it can go (a reach map), and who sees (or has cover from) whom among many figures
 * (a visibility matrix) with an incremental update when one figure moves.
 *
 * Every answer is exactly the answer of the single question (`sight`, `reach`, `cover`) it stands for; the
 * difference is that the rules run through their fast entries (booleans and typed arrays, no reasons or
 * evidence) and shared work is done once. Property tests compare each entry with the single questions on
 * random maps.
 */
import { z } from 'zod';
import { HighgroundError } from './errors.js';
import { checkSession, type Session } from './api.js';
import { FigureSchema } from './formats/scenario/schema.js';
import { schemaError } from './formats/scenario/parse.js';
import type { Ctx as TftCtx } from './rulesets/tft-3d/context.js';
import { reachCosts, viewshedSurfaces } from './rulesets/tft-3d/batch.js';
import type { Ctx as HcxCtx } from './rulesets/heroclix/context.js';
import { viewshedSight, HcxMatrix, reachCosts as hcxReachCosts } from './rulesets/heroclix/batch.js';
import type { Ctx as CopCtx } from './rulesets/city-of-peril/context.js';
import { CopMatrix } from './rulesets/city-of-peril/batch.js';

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
 * A viewshed kept as the list of what is seen, packed as (place index << 2) | code; `visible`,
 * `visibleSeen` and the per-target `seen` are filled when first read.
 */
class SparseViewshed implements Viewshed {
  readonly figure: string;
  readonly width: number;
  readonly height: number;
  readonly place: Int32Array;
  readonly level: Int32Array;
  readonly count: number;
  private readonly packed: readonly number[];
  private dense: Uint8Array | undefined;
  private list: Int32Array | undefined;
  private codes: Uint8Array | undefined;

  constructor(figure: string, width: number, height: number, place: Int32Array, level: Int32Array, packed: readonly number[]) {
    this.figure = figure; this.width = width; this.height = height; this.place = place; this.level = level;
    this.packed = packed; this.count = packed.length;
  }

  get visible(): Int32Array {
    if (!this.list) {
      const l = new Int32Array(this.count);
      for (let n = 0; n < this.count; n++) l[n] = this.packed[n]! >> 2;
      this.list = l;
    }
    return this.list;
  }

  get visibleSeen(): Uint8Array {
    if (!this.codes) {
      const c = new Uint8Array(this.count);
      for (let n = 0; n < this.count; n++) c[n] = this.packed[n]! & 3;
      this.codes = c;
    }
    return this.codes;
  }

  get seen(): Uint8Array {
    if (!this.dense) {
      const s = new Uint8Array(this.place.length);
      for (let n = 0; n < this.count; n++) s[this.packed[n]! >> 2] = this.packed[n]! & 3;
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

const identities = new Map<number, Int32Array>();

/** 0, 1, ..., n - 1 (shared, read-only): the place of each square of a square map. */
function identity(n: number): Int32Array {
  let a = identities.get(n);
  if (!a) {
    a = new Int32Array(n);
    for (let i = 0; i < n; i++) a[i] = i;
    if (identities.size > 16) identities.clear();
    identities.set(n, a);
  }
  return a;
}

/**
 * The batch entries take what the scenario file and the single questions take, and refuse the rest the
 * same way (a HighgroundError naming the argument): a figure id is a string, a place on a grid map two
 * integers, a budget what the `reach` question accepts.
 */
function checkArg<T>(entry: string, name: string, schema: z.ZodType<T>, value: unknown): T {
  const r = schema.safeParse(value);
  if (r.success) return r.data;
  const e = schemaError(r.error.issues, value);
  throw new HighgroundError(`${entry}: ${e.reason}`, { path: [name, ...(e.place.path ?? [])] });
}

const FigureId = z.string().min(1);
const GridPlace = z.tuple([z.number().int(), z.number().int()]);
const MatrixOptionsSchema = z.strictObject({ figures: z.array(FigureId).optional(), sight: z.boolean().optional(), cover: z.boolean().optional() });
const ReachOptionsSchema = z.strictObject({ budget: z.unknown().optional(), charge: z.unknown().optional() });

/** `[x, y]` as a figure's `at` on this map (two integers on a grid: the scenario schema's rule). */
function checkPlace(session: Session, entry: string, at: unknown): readonly [number, number] {
  const xy = checkArg(entry, 'at', FigureSchema.shape.at, at);
  if (session.scenario.map.grid !== 'table') return checkArg(entry, 'at', GridPlace, xy);
  return xy;
}

function figureOf<T>(figures: ReadonlyMap<string, T>, id: string): T {
  const f = figures.get(id);
  if (!f) throw new HighgroundError(`no figure "${id}" (figures: ${[...figures.keys()].join(', ') || 'none'})`, { path: ['figure'] });
  return f;
}

function unsupported(session: Session, what: string, which: string): never {
  throw new HighgroundError(`${what} is not available for ${session.ruleset.id} (it is for ${which})`, { path: ['ruleset'] });
}

/**
 * Every place `figure` sees: the `sight` question from the figure to each square (heroclix: centre to centre,
 * with hindered lines marked 2) or to each standing surface of a hex map (tft-3d: from its head).
 */
export function viewshed(session: Session, figure: string): Viewshed {
  checkSession(session, 'viewshed');
  checkArg('viewshed', 'figure', FigureId, figure);
  switch (session.ruleset.id) {
    case 'tft-3d': {
      const ctx = session.ctx as TftCtx;
      const t = ctx.terrain;
      const seen = viewshedSurfaces(ctx, figureOf(ctx.figures, figure));
      const place = new Int32Array(t.surfaces.length), level = new Int32Array(t.surfaces.length);
      let count = 0;
      for (const s of t.surfaces) {
        place[s.id] = s.place;
        level[s.id] = s.level;
        if (seen[s.id]) count++;
      }
      const visible = new Int32Array(count), visibleSeen = new Uint8Array(count);
      for (let k = 0, n = 0; k < seen.length; k++) if (seen[k]) { visible[n] = k; visibleSeen[n++] = seen[k]!; }
      return { figure, width: t.width, height: t.height, place, level, seen, count, visible, visibleSeen };
    }
    case 'heroclix': {
      const ctx = session.ctx as HcxCtx;
      const b = ctx.board;
      return new SparseViewshed(figure, b.width, b.height, identity(b.width * b.height), b.level, viewshedSight(ctx, figureOf(ctx.byId, figure)));
    }
    default:
      return unsupported(session, 'viewshed', 'heroclix and tft-3d');
  }
}

/** Where a figure can end a move, with the cost: one entry per standing surface. */
export interface ReachMap {
  readonly figure: string;
  readonly budget: number;
  readonly width: number;
  readonly height: number;
  readonly place: Int32Array;
  readonly level: Int32Array;
  /** Cost to end there (the `reach` question's cost), -1 where it cannot. */
  readonly cost: Int32Array;
  /** tft-3d: risky jumps on the cheapest way (the `reach` question's `risky`). */
  readonly risky: Int32Array;
}

/**
 * The `reach` question as typed arrays. tft-3d: one entry per standing surface, `budget` defaults to the
 * figure's MA (half with `charge`). heroclix: one entry per square (place = the square's index), `budget`
 * defaults to the figure's speed (halved when it starts in hindering terrain, as the question says); `risky`
 * is 0.
 */
export function reachMap(session: Session, figure: string, opts: { budget?: number; charge?: boolean } = {}): ReachMap {
  checkSession(session, 'reachMap');
  checkArg('reachMap', 'figure', FigureId, figure);
  checkArg('reachMap', 'opts', ReachOptionsSchema, opts);
  const reachQ = session.ruleset.questions['reach'];
  if (reachQ) {
    // the budget (and charge) as the reach question takes them
    const { figure: _f, ...given } = { figure, ...opts };
    const args: Record<string, unknown> = { figure };
    for (const [k, v] of Object.entries(given)) if (v !== undefined && !(k === 'charge' && session.ruleset.id === 'heroclix')) args[k] = v;
    checkArg('reachMap', 'opts', reachQ.args, args);
  }
  if (session.ruleset.id === 'heroclix') {
    if (opts.charge !== undefined) throw new HighgroundError('charge is a tft-3d option; heroclix has no charge move', { path: ['charge'] });
    const ctx = session.ctx as HcxCtx;
    const b = ctx.board;
    const r = hcxReachCosts(ctx, figureOf(ctx.byId, figure), opts.budget);
    return { figure, budget: r.budget, width: b.width, height: b.height, place: identity(b.width * b.height), level: b.level, cost: r.cost, risky: new Int32Array(r.cost.length) };
  }
  if (session.ruleset.id !== 'tft-3d') return unsupported(session, 'reachMap', 'tft-3d and heroclix');
  const ctx = session.ctx as TftCtx;
  const t = ctx.terrain;
  const r = reachCosts(ctx, figureOf(ctx.figures, figure), opts);
  const place = new Int32Array(t.surfaces.length), level = new Int32Array(t.surfaces.length);
  for (const s of t.surfaces) {
    place[s.id] = s.place;
    level[s.id] = s.level;
  }
  return { figure, budget: r.budget, width: t.width, height: t.height, place, level, cost: r.cost, risky: r.risky };
}

/**
 * Sight (and cover) between every ordered pair of figures. `sight[i * n + j]` is the `sight` question from
 * ids[i] to ids[j]; heroclix adds `hindered` (line of fire), city-of-peril `cover` (1: the `cover` question
 * says 'cover'). The diagonal is 0.
 */
export interface VisibilityMatrix {
  readonly ruleset: string;
  readonly ids: readonly string[];
  readonly sight: Uint8Array;
  readonly hindered?: Uint8Array | undefined;
  readonly cover?: Uint8Array | undefined;
  /**
   * Move one figure to [x, y] (an impossible place throws HighgroundError and changes nothing), and recompute
   * only the pairs the move can change: its own row and column, and on maps where figures block lines
   * (heroclix) the pairs whose line runs near its old or new square. Returns how many pairs were recomputed.
   */
  move(id: string, at: readonly [number, number]): number;
}

export interface MatrixOptions {
  /** The figures, in order (default: every figure of the scenario). */
  figures?: readonly string[];
  /** city-of-peril: what to compute (default both). */
  sight?: boolean;
  cover?: boolean;
}

/** Sight between many figures: heroclix line of fire, city-of-peril sight and cover. */
export function visibilityMatrix(session: Session, opts: MatrixOptions = {}): VisibilityMatrix {
  checkSession(session, 'visibilityMatrix');
  checkArg('visibilityMatrix', 'opts', MatrixOptionsSchema, opts);
  let m: VisibilityMatrix;
  switch (session.ruleset.id) {
    case 'heroclix':
      m = new HcxMatrix(session.ctx as HcxCtx, session.scenario, opts.figures);
      break;
    case 'city-of-peril':
      m = new CopMatrix(session.ctx as CopCtx, session.scenario, opts.figures, opts.sight ?? true, opts.cover ?? true);
      break;
    default:
      return unsupported(session, 'visibilityMatrix', 'heroclix and city-of-peril');
  }
  // move() takes a figure id and a place exactly as the scenario file does (found by an attack: a
  // fractional or string place was answered for, or threw a TypeError)
  const inner = m.move.bind(m);
  (m as { move: VisibilityMatrix['move'] }).move = (id, at) => {
    checkArg('move', 'id', FigureId, id);
    return inner(id, checkPlace(session, 'move', at));
  };
  return m;
}
