/**
 * References to figures and places in questions: a figure id, `[x, y]`, `[x, y, level]`, or
 * `{ at: [x, y], level }`.
 */
import * as z from '../formats/schema-kit.js';
import { HighgroundError } from '../errors.js';
import { gridMaps } from '../formats/scenario/schema-base.js';

export const RefSchema = z.union([
  z.string().check(z.minLength(1)),
  z.tuple([z.number(), z.number()]),
  z.tuple([z.number(), z.number(), z.number()]),
  z.strictObject({ at: z.tuple([z.number(), z.number()]), level: z.optional(z.number()) }),
]);
export type Ref = z.infer<typeof RefSchema>;

export interface PlaceRef {
  kind: 'place';
  at: [number, number];
  level: number | undefined;
}
export interface FigureRef {
  kind: 'figure';
  id: string;
}

export function parseRef(r: Ref): PlaceRef | FigureRef {
  if (typeof r === 'string') return { kind: 'figure', id: r };
  if (Array.isArray(r)) return { kind: 'place', at: [r[0], r[1]], level: r.length === 3 ? r[2] : undefined };
  return { kind: 'place', at: [r.at[0], r.at[1]], level: r.level };
}

/**
 * The figure with this id (in a map of prepared figures, or a scenario's `figures` object), or a user error
 * at argument `arg` (code `unknown-figure`) listing the figures there are: the one wording of every entry.
 */
export function figureById<F>(figures: ReadonlyMap<string, F> | Readonly<Record<string, F>>, id: string, arg: string): F {
  const map = figures instanceof Map;
  const f = map ? (figures as ReadonlyMap<string, F>).get(id) : Object.prototype.hasOwnProperty.call(figures, id) ? (figures as Readonly<Record<string, F>>)[id] : undefined;
  if (f === undefined) {
    const ids = map ? [...(figures as ReadonlyMap<string, F>).keys()] : Object.keys(figures);
    throw new HighgroundError(`no figure "${id}" (figures: ${ids.join(', ') || 'none'})`, { path: [arg] }, 'unknown-figure');
  }
  return f;
}

/** What the argument resolver needs of a prepared scenario: its figures by id and the extent of its map. */
export interface RefBoard<F> {
  readonly figures: ReadonlyMap<string, F>;
  /** On a square or hex map a place is a cell (two whole numbers); on a table a point in inches. */
  readonly grid: 'square' | 'hex' | 'table';
  /** Cells across and down (a grid), or the table's size in inches. */
  readonly width: number;
  readonly height: number;
}

/** A question's figure-or-place argument, resolved: the figure itself, or a place on the map. */
export type Resolved<F> =
  | { kind: 'figure'; id: string; figure: F }
  | { kind: 'place'; at: [number, number]; level: number | undefined; label: string };

const label = (at: readonly number[]) => `[${at.join(', ')}]`;

/**
 * The one argument resolver of every ruleset: a figure id or a place (`[x, y]`, `[x, y, level]`,
 * `{ at, level }`), checked against the scenario with one set of messages and codes: an unknown figure
 * (`unknown-figure`, listing the figures), a place off the map or table (`off-map`), a place that is not
 * a cell of a grid or the wrong kind of argument (`bad-value`). Each names the argument (`path: [arg]`).
 * What stands at a place (its surface or level) is the ruleset's to read from the result.
 */
export function resolveRef<F>(board: RefBoard<F>, ref: Ref, arg: string, want: 'figure' | 'place' | 'either' = 'either'): Resolved<F> {
  const r = parseRef(ref);
  if (r.kind === 'figure') {
    if (want === 'place')
      throw new HighgroundError(`${arg} must name a place ([x, y] or [x, y, level]), found the figure "${r.id}"`, { path: [arg] }, 'bad-value');
    return { kind: 'figure', id: r.id, figure: figureById(board.figures, r.id, arg) };
  }
  const [x, y] = r.at;
  const where = label(r.at);
  if (want === 'figure') throw new HighgroundError(`${arg} must name a figure, found the place ${where}`, { path: [arg] }, 'bad-value');
  if (board.grid === 'table') {
    if (!(x >= 0 && y >= 0 && x <= board.width && y <= board.height))
      throw new HighgroundError(`${where} is off the ${board.width}" x ${board.height}" table`, { path: [arg] }, 'off-map');
  }
  // A cell of a grid map (grid-maps.ts: plugged in wherever grid boards are built, so a table game leaves it out).
  else gridMaps.plugged!.checkPlace(board, x, y, r.level, where, arg);
  return { kind: 'place', at: [x, y], level: r.level, label: where };
}

/** The figure an argument names (a place is refused); see `resolveRef`. */
export function figureRef<F>(board: RefBoard<F>, ref: Ref, arg: string): F {
  return (resolveRef(board, ref, arg, 'figure') as { figure: F }).figure;
}

/** The place an argument names (a figure id is refused); see `resolveRef`. */
export function placeRef<F>(board: RefBoard<F>, ref: Ref, arg: string): Extract<Resolved<F>, { kind: 'place' }> {
  return resolveRef(board, ref, arg, 'place') as Extract<Resolved<F>, { kind: 'place' }>;
}

/** Parse a command-line argument: `3,4`, `3,4,2`, `[3,4]`, a number, true/false, or a plain word. */
export function parseCliValue(text: string): unknown {
  const t = text.trim();
  if (/^\[.*\]$|^\{.*\}$/.test(t)) {
    try {
      return JSON.parse(t);
    } catch {
      return t;
    }
  }
  if (/^-?\d+(\.\d+)?(,-?\d+(\.\d+)?){1,2}$/.test(t)) return t.split(',').map(Number);
  if (/^-?\d+(\.\d+)?$/.test(t)) return Number(t);
  if (t === 'true' || t === 'false') return t === 'true';
  return t;
}
