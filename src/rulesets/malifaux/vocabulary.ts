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

/** What a player fills in for a new model: a 30 mm base, Ht 2, Walk 5 unless told (context.ts's defaults). */
const figureFields: readonly FieldSpec[] = [
  { key: 'base', label: 'Base (mm)', kind: 'choice', choices: [30, 40, 50], default: 30, doc: 'base size in mm: 30, 40 or 50 (mfx.base.sight).' },
  { key: 'ht', label: 'Ht', kind: 'number', min: 0, default: 2, doc: 'the model\'s Ht: how tall it stands for sight over terrain (mfx.vantage.sight).' },
  { key: 'wk', label: 'Walk (inches)', kind: 'number', min: 0, default: 5, doc: 'the model\'s Walk: the inches of a move.' },
  { key: 'flight', label: 'Flight', kind: 'boolean', doc: 'Flight: it ignores terrain and models while moving (mfx.model.flight).' },
  { key: 'incorporeal', label: 'Incorporeal', kind: 'boolean', doc: 'Incorporeal: moves through terrain and models.' },
  { key: 'unimpeded', label: 'Unimpeded', kind: 'boolean', doc: 'Unimpeded: ignores severe terrain while moving.' },
];

export const vocabulary = defineVocabulary({ terrain: kindVocabulary(), figure, piece, map, figureFields });

/** A figure as malifaux reads it. */
export type FigureSpec = FigureOf<typeof vocabulary>;
/** A scenario as malifaux reads it: its table, pieces and figures with the malifaux keys typed. */
export type Scenario = Omit<CoreScenario, 'map' | 'figures'> & {
  map: GridMapSpec | (Omit<z.infer<typeof TableMapSchema>, 'pieces'> & KeyValues<typeof map> & { pieces?: (z.infer<typeof PieceSchema> & KeyValues<typeof piece>)[] | undefined });
  figures?: Record<string, FigureSpec> | undefined;
};
