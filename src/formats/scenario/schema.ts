/**
 * The scenario file schema (see ../shared/spec/scenario.md and the README's tour). The TypeScript types are
 * derived from it, and `schema/scenario.schema.json` is generated from it (a test keeps them in sync).
 *
 * This file holds the ruleset-neutral core only: the map grid, rows, legend, cells, at, level, terrain,
 * stack, void; a figure's at, level, side, prone and name; checks and options; and the keys map files
 * write that are no rule (`MapFileSurface`, `MapFileMap`). A ruleset declares its own cell, figure, map
 * and piece keys as zod pieces in rulesets/<id>/vocabulary.ts; registering a ruleset adds them here
 * (`registerScenarioPieces`, called by the engine registry), so the schema a file is checked against is
 * this core plus the union of every registered ruleset's pieces. Each ruleset then checks that a file
 * uses only the keys and terrain names its vocabulary has, with the same error quality.
 */
import * as z from '../schema-kit.js';
import { gridMaps, Id, XY } from './schema-base.js';
import { GridMapSchema, type GridMapSpec } from './grid-maps.js';

// The square and hex maps' part (their rows, legend, cells and surfaces) is in grid-maps.ts, re-exported here:
// a table game's bundle leaves it out (schema-base.ts).
export { MapFileSurface, SurfaceSchema, CellSchema, PlacedCellSchema, GridMapSchema } from './grid-maps.js';
export type { Surface, CellSpec, PlacedCellSpec, GridMapSpec } from './grid-maps.js';

// The core keys carry no description here: json-schema.ts (CORE_DOCS) writes theirs into the JSON schema by
// where each key stands, so that a game's bundle holds neither the texts nor a marker per key (issue 21).

/** The keys a ruleset adds to a scenario, typed by that ruleset (its vocabulary.ts), open here. */
export type RulesetKeys = { [key: string]: unknown };

/** The zod shape of a group of keys (a ruleset's cell, figure, map or piece keys). */
export type KeyShape = Readonly<Record<string, z.Schema>>;

/** What one ruleset adds to the scenario schema: its id, its grid and its own keys as zod pieces. */
export interface ScenarioPieces {
  readonly id: string;
  readonly grid: 'square' | 'hex' | 'table';
  /** Keys of a standing surface (a legend entry, a cell, a stack item). */
  readonly cell?: KeyShape | undefined;
  readonly figure?: KeyShape | undefined;
  /** Keys of the map itself (grid maps for square and hex rulesets, the table for table rulesets). */
  readonly map?: KeyShape | undefined;
  /** Keys of a terrain piece of a table map. */
  readonly piece?: KeyShape | undefined;
  /**
   * The ruleset's options, each under its name and its older spellings (the zod schema with its default):
   * only the JSON schema reads these (the loader checks options against the ruleset, with its own messages).
   */
  readonly options?: Readonly<Record<string, z.Schema>> | undefined;
}

/**
 * Most corners a polygon may have. Table sight and movement test every edge of every piece (a
 * malifaux move around a 5000-corner outline took half a minute, found by fuzzing); hand-made and
 * traced terrain needs a few dozen.
 */
export const MAX_POLYGON_POINTS = 1000;
/** Most terrain pieces on a table (tournament tables hold a few dozen). */
export const MAX_PIECES = 500;

const Num = z.number();
/**
 * Largest table side and farthest shape coordinate, in inches. Tables are a few feet across; a table
 * of 1e308" made mirrored shapes collapse to a point (x and w - x round to the same number), crashing
 * the balance question (found by fuzzing).
 */
export const MAX_TABLE_INCHES = 1000;
const Inches = Num.check(z.minimum(-MAX_TABLE_INCHES), z.maximum(MAX_TABLE_INCHES));
export const ShapeSchema = z.union([
  z.strictObject({ rect: z.tuple([Inches, Inches, Inches.check(z.positive()), Inches.check(z.positive())]) }),
  z.strictObject({ polygon: z.array(z.tuple([Inches, Inches])).check(z.minLength(3), z.maxLength(MAX_POLYGON_POINTS)) }),
  z.strictObject({ circle: z.tuple([Inches, Inches, Inches.check(z.positive())]) }),
]);
export type ShapeSpec = z.infer<typeof ShapeSchema>;

function pieceSchema(extra: KeyShape) {
  return z.strictObject({
    id: z.optional(Id),
    kind: z.string().check(z.minLength(1)),
    shape: ShapeSchema,
    ht: z.optional(Num.check(z.minimum(0))),
    traits: z.optional(z.array(z.string().check(z.minLength(1)))),
    ...extra,
    name: z.optional(z.string()),
  });
}
export const PieceSchema = pieceSchema({});
/** One terrain piece of a table map: its kind, shape in inches and the ruleset's overrides. */
export type PieceSpec = z.infer<typeof PieceSchema> & RulesetKeys;

function tableMapSchema(piece: KeyShape, map: KeyShape) {
  return z.strictObject({
    grid: z.literal('table'),
    size: z.tuple([Inches.check(z.positive()), Inches.check(z.positive())]),
    pieces: z.optional(z.array(pieceSchema(piece)).check(z.maxLength(MAX_PIECES))),
    ...map,
    name: z.optional(z.string()),
    author: z.optional(z.string()),
  });
}
export const TableMapSchema = tableMapSchema({}, {});
/** A gridless table map: its size in inches and its terrain pieces. */
export type TableMapSpec = Omit<z.infer<typeof TableMapSchema>, 'pieces'> & { pieces?: PieceSpec[] | undefined } & RulesetKeys;

export const MapSchema = z.discriminatedUnion('grid', [GridMapSchema, TableMapSchema]);
/** A scenario's map: a grid map or a table, told apart by `grid`. */
export type MapSpec = GridMapSpec | TableMapSpec;

const Coord = z.union([XY, z.tuple([Num, Num])]);

/**
 * Figure keys a map file gives that are no rule (the importers write them for any game); a ruleset takes
 * them by naming them in its vocabulary, as with `MapFileSurface`.
 */
export const MapFileFigure = {
  file: z.optional(z.string()),
} as const;

function figureSchema(extra: KeyShape) {
  return z.strictObject({
    at: Coord,
    level: z.optional(Num),
    side: z.optional(Id),
    prone: z.optional(z.boolean()),
    name: z.optional(z.string()),
    ...MapFileFigure,
    ...extra,
  });
}
export const FigureSchema = figureSchema({});
/** A figure as the file gives it: `at`, `side` and the ruleset's own keys (typed by the ruleset's vocabulary). */
export type FigureSpec = z.infer<typeof FigureSchema> & RulesetKeys;

/** A question: `ask` plus its arguments (checked by the ruleset's question). */
export type QuestionSpec = { ask: string; [arg: string]: unknown };

export const CheckSchema = z.looseObject({
  ask: z.string().check(z.minLength(1)),
  expect: z.record(z.string(), z.unknown()),
  name: z.optional(z.string()),
});
/** A question with the answer expected (`expect` is matched as a subset of the verdict). */
export type CheckSpec = QuestionSpec & { expect: Record<string, unknown>; name?: string };

export const OptionValue = z.union([z.string(), z.number(), z.boolean()]);

/** A ruleset id: one of RULESET_IDS (the rulesets registered in this build). */
export type RulesetId = string;

/** A scenario: a map, the figures on it, the ruleset that judges it and optionally checks. */
export type Scenario = {
  format: 'highground/1';
  title?: string | undefined;
  description?: string | undefined;
  ruleset: RulesetId;
  options?: Record<string, string | number | boolean> | undefined;
  map: MapSpec;
  figures?: Record<string, FigureSpec> | undefined;
  checks?: CheckSpec[] | undefined;
};

function scenarioSchema(ids: readonly string[], pieces: Required<Omit<ScenarioPieces, 'id' | 'grid' | 'options'>> & { tableMap: KeyShape }) {
  return z.strictObject({
    format: z.literal('highground/1'),
    title: z.optional(z.string()),
    description: z.optional(z.string()),
    ruleset: ids.length ? z.enum(ids as [string, ...string[]]) : z.string().check(z.minLength(1)),
    options: z.optional(z.record(z.string(), OptionValue)),
    // without the grid maps (a table game's bundle), a square or hex map is checked for its grid alone: the loader refuses it for the game
    map: z.discriminatedUnion('grid', [gridMaps.plugged?.schema(pieces.cell, pieces.map) ?? z.looseObject({ grid: z.enum(['square', 'hex']) }), tableMapSchema(pieces.piece, pieces.tableMap)]),
    figures: z.optional(z.record(z.string(), figureSchema(pieces.figure))),
    checks: z.optional(z.array(CheckSchema)),
  });
}

/** The ids of the rulesets registered in this build, in registration order (kept up to date by `registerScenarioPieces`). */
export const RULESET_IDS: readonly RulesetId[] = [];
const registered: ScenarioPieces[] = [];
let composed: z.Schema | undefined;
/** The grid maps `composed` was built with (grid-maps.ts may be loaded after it was: a game loaded later). */
let composedWith: unknown;

/**
 * Add one ruleset's keys to the scenario schema (the engine's registry calls this when a ruleset is
 * registered; registering an id again replaces its pieces).
 */
export function registerScenarioPieces(pieces: ScenarioPieces): void {
  const i = registered.findIndex((p) => p.id === pieces.id);
  if (i >= 0) registered[i] = pieces;
  else registered.push(pieces);
  (RULESET_IDS as RulesetId[]).splice(0, RULESET_IDS.length, ...registered.map((p) => p.id));
  composed = undefined;
}

/** The pieces of the registered rulesets, in registration order. */
export function registeredPieces(): readonly ScenarioPieces[] {
  return registered;
}

/** The keys of the core (every ruleset's) schema, by where they stand: what no ruleset may declare again. */
export const CORE_KEYS = {
  // (the grid maps' keys as grid-maps.ts gives them, read when asked: none in a bundle without them)
  get cell(): readonly string[] {
    return gridMaps.plugged?.cellKeys ?? [];
  },
  figure: Object.keys(FigureSchema.shape),
  get gridMap(): readonly string[] {
    return gridMaps.plugged?.mapKeys ?? [];
  },
  tableMap: Object.keys(TableMapSchema.shape),
  piece: Object.keys(PieceSchema.shape),
} as const;

/**
 * The scenario schema of these rulesets' pieces: the core plus, for each key a ruleset adds, its zod
 * schema (a key several rulesets declare accepts what any of them accepts: enums are merged, equal
 * schemas kept once, others joined in a union). Keys the core has already are the core's.
 */
export function composeScenarioSchema(list: readonly ScenarioPieces[]) {
  const merged = (by: Map<string, KeyOwner[]>) => Object.fromEntries([...by].map(([key, all]) => [key, mergeKey(all)]));
  const keys = rulesetKeys(list);
  return scenarioSchema(list.map((p) => p.id), {
    cell: merged(keys.cell), figure: merged(keys.figure), map: merged(keys.gridMap), tableMap: merged(keys.tableMap), piece: merged(keys.piece),
  });
}

/** A ruleset that declares a key, with its schema of it. */
export interface KeyOwner {
  readonly id: string;
  readonly schema: z.Schema;
}

/**
 * The keys these rulesets add to the core, by where they stand (named as in CORE_KEYS), each with the rulesets
 * that declare it, in registration order (a ruleset giving the very schema an earlier one gave is left out).
 */
export function rulesetKeys(list: readonly ScenarioPieces[]): Record<keyof typeof CORE_KEYS, Map<string, KeyOwner[]>> {
  const group = (pick: (p: ScenarioPieces) => KeyShape | undefined, core: readonly string[]) => {
    const by = new Map<string, KeyOwner[]>();
    for (const p of list) {
      for (const [key, schema] of Object.entries(pick(p) ?? {})) {
        if (core.includes(key)) continue;
        const all = by.get(key) ?? [];
        if (!all.some((x) => x.schema === schema)) all.push({ id: p.id, schema });
        by.set(key, all);
      }
    }
    return by;
  };
  return {
    cell: group((p) => p.cell, CORE_KEYS.cell),
    figure: group((p) => p.figure, CORE_KEYS.figure),
    gridMap: group((p) => (p.grid !== 'table' ? p.map : undefined), CORE_KEYS.gridMap),
    tableMap: group((p) => (p.grid === 'table' ? p.map : undefined), CORE_KEYS.tableMap),
    piece: group((p) => p.piece, CORE_KEYS.piece),
  };
}

/**
 * One key declared by one or more rulesets, as one optional schema (the JSON schema writer describes it,
 * naming the rulesets: json-schema.ts).
 */
function mergeKey(all: readonly KeyOwner[]): z.Schema {
  const inner = all.map((x) => (x.schema._zod.def.type === 'optional' ? ((x.schema._zod.def as z.Def).innerType as z.Schema) : x.schema));
  let merged: z.Schema;
  if (inner.length === 1) merged = inner[0]!;
  else if (inner.every((s) => s._zod.def.type === 'enum')) {
    const values = [...new Set(inner.flatMap((s) => Object.values(s._zod.def.entries!) as string[]))];
    merged = z.enum(values as [string, ...string[]]);
  } else {
    const seen = new Map<string, z.Schema>();
    for (const s of inner) {
      const text = structure(s);
      if (!seen.has(text)) seen.set(text, s);
    }
    const distinct = [...seen.values()];
    merged = distinct.length === 1 ? distinct[0]! : z.union(distinct as [z.Schema, z.Schema, ...z.Schema[]]);
  }
  return z.optional(merged);
}

/**
 * What a schema accepts, as text: its zod definition with the nested schemas and checks written out and
 * descriptions left aside, so two rulesets' equal schemas compare equal (without bundling zod's JSON
 * schema writer into every game, which the scenario loader would otherwise pull in).
 */
function structure(schema: z.Schema): string {
  const write = (v: unknown): unknown => {
    if (v === null || typeof v !== 'object') return typeof v === 'function' ? undefined : typeof v === 'bigint' ? `${v}n` : v;
    if (Array.isArray(v)) return v.map(write);
    const inner = (v as { _zod?: { def?: Record<string, unknown> } })._zod?.def;
    if (inner) {
      if (inner.check === 'describe' || inner.check === 'meta') return undefined;
      return write(inner);
    }
    return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, write(x)]).filter(([, x]) => x !== undefined));
  };
  return JSON.stringify(write(schema));
}

/**
 * The zod schema a scenario file is checked against: the core plus every registered ruleset's keys (a
 * ruleset checks its own vocabulary when the scenario is loaded). `loadScenario` applies it.
 */
export function currentScenarioSchema(): z.Schema {
  if (composedWith !== gridMaps.plugged) composed = undefined;
  composedWith = gridMaps.plugged;
  return (composed ??= composeScenarioSchema(registered));
}

/** The schema of one figure as the scenario file checks it: the core keys plus every registered ruleset's. */
export function currentFigureSchema(): z.Schema<FigureSpec> {
  const scenario = currentScenarioSchema() as unknown as { shape: { figures: z.OptionalSchema<z.RecordSchema<z.Schema<string, string>, z.Schema<FigureSpec>>> } };
  return scenario.shape.figures._zod.def.innerType._zod.def.valueType;
}

/**
 * The zod schema of a scenario file, as it stands when it is used (the registered rulesets' keys
 * included); use it to validate an object yourself.
 */
export const ScenarioSchema: z.Schema<Scenario> = z.lazy(() => currentScenarioSchema()) as unknown as z.Schema<Scenario>;
