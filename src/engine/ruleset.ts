/**
 * What a ruleset is: a typed plain object (id, grid, options, vocabulary) with one function per question.
 * The engine loads a scenario, checks it against the ruleset's vocabulary, lets the ruleset prepare its
 * own view of the board once, then answers questions against it.
 */
import type * as z from '../formats/schema-kit.js';
import type { GridBoard } from '../board/grid.js';
import type { FigureSpec, GridMapSpec, KeyShape, PieceSpec, Scenario, RulesetId } from '../formats/scenario/schema.js';
import type { GridContext } from '../formats/scenario/grid.js';
import type { Verdict } from './verdict.js';
import type { BatchHooks } from './batch.js';
import type { Footprint } from '../verdict.js';

export { allowedValues, defineOptions, option, optionAccepts, optionName, optionsJsonSchema } from './options.js';
export type { OptionMeta, OptionSchema, OptionSet, OptionSpec, OptionSpecs, OptionValue, Options } from './options.js';
export { helpOf, type RulesetHelp } from './help.js';
import type { OptionSpecs, Options } from './options.js';

/**
 * A ruleset's own scenario keys as zod pieces: the scenario schema is the core (formats/scenario/schema.ts)
 * plus these, for every registered ruleset. A piece may name a core map-file key (`MapFileSurface.obstacle`)
 * to accept it without declaring it again.
 */
export interface VocabularyKeys {
  /** Keys of a standing surface (legend entries, cells, stack items) beyond level, terrain, stack, void, at. */
  readonly cell: KeyShape;
  /** Keys of a figure beyond at, level, side, prone, name. */
  readonly figure: KeyShape;
  /** Keys of the map itself (the grid map, or the table for a table ruleset) beyond the core ones. */
  readonly map: KeyShape;
  /** Keys of a terrain piece of a table map beyond id, kind, shape, ht, traits, name. */
  readonly piece: KeyShape;
}

/** The terrain names and the cell and figure keys a ruleset reads (a scenario may use only these). */
export interface Vocabulary {
  /** Terrain names a cell may use, with what each means. */
  terrain: Readonly<Record<string, string>>;
  /** Cell keys (beyond level, terrain, stack, void, at) this ruleset reads: the names of `keys.cell`. */
  cellKeys: readonly string[];
  /** Figure keys (beyond at, level, side, prone, name) this ruleset reads: the names of `keys.figure`. */
  figureKeys: readonly string[];
  /** Map-level keys this ruleset adds: the names of `keys.map`. */
  mapKeys: readonly string[];
  /** The same keys as zod pieces, from which the scenario schema is composed. */
  keys: VocabularyKeys;
  /**
   * What a player fills in when putting a figure of this game on the map (the app's add-figure form):
   * each a figure key with its label, kind and the game's default. Optional: without it a form falls
   * back to `figureKeys`.
   */
  figureFields?: readonly FieldSpec[] | undefined;
}

/** One field of a figure as a player fills it in (`Vocabulary.figureFields`): `key` is a figure key. */
export interface FieldSpec {
  readonly key: string;
  /** The words shown beside it ("Move", "Base size (mm)"). */
  readonly label: string;
  /** number (`integer` for whole numbers), a choice among `choices`, a yes/no, free text, or a list of words. */
  readonly kind: 'number' | 'choice' | 'boolean' | 'text' | 'list';
  readonly choices?: readonly (string | number)[] | undefined;
  /** The game's usual value, filled in for a new figure (none: left unset, the ruleset's own default applies). */
  readonly default?: string | number | boolean | undefined;
  readonly min?: number | undefined;
  readonly max?: number | undefined;
  /** Whole numbers only (a number field). */
  readonly integer?: boolean | undefined;
  /**
   * What it means, with the rule clause it feeds where there is one. A game may keep it apart, in its help
   * (`RulesetHelp.fields`, read by `helpOf`), so that a program that only asks questions bundles none of it.
   */
  readonly doc?: string | undefined;
}

/** The values of a group of keys as a ruleset reads them (each optional). */
export type KeyValues<S extends KeyShape> = { -readonly [K in keyof S]?: z.output<S[K]> };

/**
 * A figure as a ruleset reads it: the core keys plus its own. (A key another ruleset declares too may
 * hold what that ruleset accepts: the file schema takes their union; the ruleset checks such keys when it
 * prepares.)
 */
export type FigureOf<V extends { keys: { figure: KeyShape } }> = FigureSpec & KeyValues<V['keys']['figure']>;

/** Build a vocabulary from its terrain names and its keys as zod pieces (the key name lists are derived). */
export function defineVocabulary<C extends KeyShape = {}, F extends KeyShape = {}, M extends KeyShape = {}, P extends KeyShape = {}>(v: {
  terrain: Readonly<Record<string, string>>;
  cell?: C;
  figure?: F;
  map?: M;
  piece?: P;
  figureFields?: readonly FieldSpec[];
}): Vocabulary & { keys: { cell: C; figure: F; map: M; piece: P } } {
  const keys = { cell: v.cell ?? ({} as C), figure: v.figure ?? ({} as F), map: v.map ?? ({} as M), piece: v.piece ?? ({} as P) };
  for (const f of v.figureFields ?? []) if (!(f.key in keys.figure)) throw new Error(`figure field "${f.key}" is not one of the figure keys (${Object.keys(keys.figure).join(', ')})`);
  return { terrain: v.terrain, cellKeys: Object.keys(keys.cell), figureKeys: Object.keys(keys.figure), mapKeys: Object.keys(keys.map), keys, ...(v.figureFields ? { figureFields: v.figureFields } : {}) };
}

/** Everything a ruleset's prepare step gets. The board is built for grid rulesets. */
export interface PrepareInput {
  scenario: Scenario;
  options: Options;
  board: GridBoard | undefined;
}

/** One question a ruleset answers: its arguments and the function that answers it. */
export interface QuestionDef<C, A = Record<string, unknown>> {
  /**
   * What the question asks and the keys of its verdict, when the ruleset carries it here; `helpOf` gives it
   * wherever the ruleset keeps it (the games of this package keep their help apart, `RulesetHelp`).
   */
  doc?: string;
  /** The arguments, as a zod object schema. */
  args: z.Schema<A>;
  /** Argument names in positional order, for `highground ask FILE QUESTION ARG...`. */
  positional: readonly string[];
  answer(ctx: C, args: A): Verdict;
  /** The verdict in one sentence for people; without it the engine's default sentence is used. */
  summary?(args: A, verdict: Verdict): string;
}

/**
 * A game's rules: id, grid, options and vocabulary, and one function per question. `C` is the ruleset's
 * prepared view of a scenario (opaque to callers; a Session holds it).
 */
export interface Ruleset<C = unknown> {
  readonly id: RulesetId;
  readonly title: string;
  readonly grid: 'square' | 'hex' | 'table';
  /** The level a cell stands at when it gives none. */
  readonly groundLevel: number;
  /** The options, derived from the ruleset's one zod object of options (`defineOptions(...).specs`). */
  readonly options: OptionSpecs;
  readonly vocabulary: Vocabulary;
  /**
   * Build the board of a square or hex map (a grid ruleset sets it to `buildGridBoard` from
   * `highground/core`). The ruleset names its board builder so that a table game's bundle holds no grid
   * code; a grid ruleset without one cannot load a scenario.
   */
  readonly buildBoard?: (map: GridMapSpec, ctx: GridContext) => GridBoard;
  /**
   * The sentence for a verdict whose question gives no `summary` (`defaultSummary` from `highground/core`).
   * A ruleset whose questions all give their own leaves it out, so its game's bundle holds no default
   * sentences; a verdict with neither is refused (code `usage`).
   */
  readonly summary?: (ask: string, args: Record<string, unknown>, verdict: Verdict) => string;
  /** Build the ruleset's view of the scenario. Throws HighgroundError with a key path for bad input. */
  prepare(input: PrepareInput): C;
  readonly questions: Readonly<Record<string, QuestionDef<C, never>>>;
  /** Base-game rules this ruleset cites that the shared catalogue does not list, in our own words. */
  readonly extraClauses?: readonly { id: string; ruleset: string; base: boolean; rule: string; reading?: string }[];
  /** Fast batch answers (viewshed, reach map, visibility matrix); without them src/batch.ts loops the questions. */
  readonly batch?: BatchHooks<C>;
  /**
   * The places a figure covers (multi-hex, large and multi-base figures), or its base circle on a table,
   * as the rules lay it out: for pictures (the SVG renderer, the app). Reads the figure's own keys only
   * and never throws: a figure the ruleset would refuse gets the places its keys name, or `at` alone.
   * Without it a figure covers the place `at`.
   */
  footprint?(figure: FigureSpec, board: GridBoard | undefined, options?: Options): Footprint;
  /**
   * How high a table piece stands, as the rules read it: its own `ht`, else its kind's default (Malifaux:
   * a forest is Ht 5); undefined when neither gives one (an unknown kind, or a kind built to its real Ht
   * whose piece does not say it). For pictures (the side view of a diagonal line of sight) and editors (the app shows the
   * default it would take); never throws.
   */
  pieceHeight?(piece: PieceSpec): number | undefined;
  /**
   * How tall a figure stands above the surface it is on, in the map's units of height (levels, Ht), as
   * the rules read it from the figure's own keys and their defaults (Heroscape's Height 5, a Malifaux
   * model's Ht 2, a tft-3d creature's chart height); undefined when it cannot tell. For pictures (the side
   * view draws each figure the line passes at its height); never throws.
   */
  figureHeight?(figure: FigureSpec): number | undefined;
}

/**
 * Define a question with its argument types inferred from the schema. The result's type keeps the schema's
 * under `'~args'` (a key of the type only: nothing is stored there), from which the typed answers read what
 * the question takes (engine/answers.ts).
 */
export function question<C, S extends z.Schema>(def: {
  doc?: string;
  args: S;
  positional: readonly string[];
  answer(ctx: C, args: z.infer<S>): Verdict;
  summary?(args: z.infer<S>, verdict: Verdict): string;
}): QuestionDef<C, never> & { readonly '~args'?: S } {
  return def as unknown as QuestionDef<C, never> & { readonly '~args'?: S };
}
