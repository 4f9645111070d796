/**
 * The words a malifaux scenario may use: terrain kinds (the piece catalogue), the figure keys, the piece
 * keys and the table-level keys this ruleset reads (their help texts are in help.ts, `keys`).
 */
import * as z from '../../formats/schema-kit.js';
import { defineVocabulary, type FieldSpec, type FigureOf, type KeyValues } from '../../engine/ruleset.js';
import { PieceSchema, ShapeSchema, TableMapSchema, type GridMapSpec, type Scenario as CoreScenario } from '../../formats/scenario/schema.js';
import { kindVocabulary } from './catalogue.js';

const Int = z.number().check(z.int());
const Num = z.number();

const figure = {
  base: z.optional(z.union([z.literal(30), z.literal(40), z.literal(50)])),
  ht: z.optional(Num.check(z.minimum(0))),
  wk: z.optional(Num.check(z.minimum(0))),
  flight: z.optional(z.boolean()),
  incorporeal: z.optional(z.boolean()),
  unimpeded: z.optional(z.boolean()),
  'hazards-taken': z.optional(z.array(z.union([z.string(), z.number()]))),
};

const piece = {
  access: z.optional(z.array(z.string())),
  damage: z.optional(z.tuple([Int, Int, Int])),
  open: z.optional(z.boolean()),
};

const map = {
  deployment: z.optional(z.record(z.string(), ShapeSchema)),
};

/**
 * What a player fills in for a new model: a 30 mm base, Ht 2, Walk 5 unless told (context.ts's defaults). What
 * each means is in help.ts (`fields`), out of a bundle that only asks questions (issue 21).
 */
const figureFields: readonly FieldSpec[] = [
  { key: 'base', label: 'Base (mm)', kind: 'choice', choices: [30, 40, 50], default: 30 },
  { key: 'ht', label: 'Ht', kind: 'number', min: 0, default: 2 },
  { key: 'wk', label: 'Walk (inches)', kind: 'number', min: 0, default: 5 },
  { key: 'flight', label: 'Flight', kind: 'boolean' },
  { key: 'incorporeal', label: 'Incorporeal', kind: 'boolean' },
  { key: 'unimpeded', label: 'Unimpeded', kind: 'boolean' },
];

export const vocabulary = defineVocabulary({ terrain: kindVocabulary(), figure, piece, map, figureFields });

/** A figure as malifaux reads it. */
export type FigureSpec = FigureOf<typeof vocabulary>;
/** A scenario as malifaux reads it: its table, pieces and figures with the malifaux keys typed. */
export type Scenario = Omit<CoreScenario, 'map' | 'figures'> & {
  map: GridMapSpec | (Omit<z.infer<typeof TableMapSchema>, 'pieces'> & KeyValues<typeof map> & { pieces?: (z.infer<typeof PieceSchema> & KeyValues<typeof piece>)[] | undefined });
  figures?: Record<string, FigureSpec> | undefined;
};
