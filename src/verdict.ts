/**
 * Verdicts: the answer to a question, as a plain JSON object. Every verdict carries `reasons`, the rule
 * clauses that decided it (ids from the rules catalogue), each with a sentence saying how it applied
 * here, and optionally `evidence`: the geometry behind it, for people and for the renderer.
 *
 * Types only, at the top of src/ so that every layer may name them (the engine builds verdicts, the
 * rulesets fill them, the SVG exporter in formats draws their evidence).
 */
/** One rule clause that decided a verdict, and how it applied. */
export interface Reason {
  /** Clause id from the rules catalogue, e.g. `cop.sight.same-rooftop`. */
  rule: string;
  /** How the clause applied in this case, in plain words. */
  text: string;
  [detail: string]: unknown;
}

/**
 * A point in board units (what evidence coordinates are in; the SVG renderer draws them as given):
 * - square maps: square [x, y] spans [x, x+1] x [y, y+1], y down (its centre is (x + 0.5, y + 0.5));
 * - hex maps: pointy-top hexes of size 1 (centre to corner); the centre of the odd-r hex [x, y], with
 *   axial q = x - (y - (y & 1)) / 2, r = y, is at (sqrt(3) * (q + r / 2), 1.5 * r), y down;
 * - tables: inches from the top-left corner, y down.
 * Places (`cells[].at`, `path[].at`, `blockedBy[].at`) are [x, y] of the place on grid maps (the
 * renderer draws them at the place's centre), and points in inches on tables.
 */
export type BoardPoint = readonly [number, number];

/** A line traced for sight: its ends, whether it is clear and what blocked it. */
export interface TracedLine {
  from: BoardPoint;
  to: BoardPoint;
  /** Optional heights of the end points (3-D sight). */
  z?: readonly [number, number];
  clear: boolean;
  /** Places or pieces that blocked the line, with how the line met them. */
  blockedBy?: { at: readonly [number, number]; how: string }[];
  note?: string;
}

/** The geometry behind a verdict, for people and for the renderer. */
export interface Evidence {
  lines?: TracedLine[];
  /** Places involved (e.g. squares giving cover, cells of an area, a reach region) as [x, y]. */
  cells?: { at: readonly [number, number]; cost?: number; note?: string }[];
  /** A path as a list of places, with the running cost. */
  path?: { at: readonly number[]; level?: number; cost: number; step?: string }[];
  /** Areas drawn on a table (polygons in inches). */
  polygons?: { points: BoardPoint[]; note?: string }[];
  /**
   * An area template as laid on the map (a cone, a line): the point it spreads from, its outline (a
   * closed polygon; two points for a line) and the places it reached but could not affect (line of
   * effect stopped), each with why.
   */
  template?: { shape: string; origin: BoardPoint; outline: BoardPoint[]; blocked?: { at: readonly [number, number]; note?: string }[] };
  /** Discs (a round base, the largest disc that fits in a hex's free area): `fits` drawn solid, `needed` as a dashed ring. */
  discs?: { centre: BoardPoint; radius: number; note?: string; kind?: 'fits' | 'needed' }[];
  [more: string]: unknown;
}

/**
 * The answer to a question: `ask`, the question's own answer keys (e.g. `sight`, `cover`, `legal`),
 * `reasons` and optionally `evidence`.
 */
export interface Verdict {
  ask: string;
  /** The answer in one sentence for people ("A can see B"), the clauses kept in `reasons`. */
  summary?: string;
  reasons: Reason[];
  evidence?: Evidence;
  [key: string]: unknown;
}

/**
 * The ground a figure covers (`Ruleset.footprint`), for pictures and hit-testing: on a grid map the places
 * ([x, y], the place `at` names first), on a table its base, a circle in inches.
 */
export type Footprint =
  | { readonly kind: 'cells'; readonly cells: readonly BoardPoint[] }
  | { readonly kind: 'circle'; readonly centre: BoardPoint; readonly radius: number };
