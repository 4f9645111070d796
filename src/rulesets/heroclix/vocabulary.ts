/**
 * The HeroClix vocabulary: terrain names a square may carry, the cell keys and figure keys this ruleset
 * reads. Elevation is the cell's `level` (ground is 1, hcx.elevation), not a terrain name.
 */
import * as z from '../../formats/schema-kit.js';
import { defineVocabulary, type FieldSpec, type FigureOf, type KeyValues } from '../../engine/ruleset.js';

export const TERRAIN = {
  clear: 'Clear terrain (the default): no effect on movement or line of fire.',
  hindering: 'Hindering terrain (green boundary): stops a character that enters it and halves the speed of one that starts in it; hinders a line of fire (+1 defence).',
  water: 'Water terrain (blue boundary): hindering terrain for movement, clear terrain for line of fire.',
  blocking: 'Blocking terrain (brown boundary): cannot be entered or ended in; blocks lines of fire on its level.',
  indoor: 'Inside a building (yellow boundary): blocking terrain here is indoor blocking terrain, which Flight, Leap/Climb and Great Size do not ignore.',
} as const;

/** Figure sizes (independent of the base: `base` gives the squares); giant and colossal have Great Size. */
export const SIZES = ['tiny', 'standard', 'giant', 'colossal'] as const;
export type Size = (typeof SIZES)[number];

/** What Improved Targeting may ignore for line of fire. */
export const IMPROVED_TARGETING = ['elevated', 'hindering', 'blocking', 'characters'] as const;
export type ImprovedTargeting = (typeof IMPROVED_TARGETING)[number];

const Int = z.number().check(z.int());

const cell = {
  stairs: z.optional(z.union([z.string().check(z.minLength(1)), Int])).check(z.describe('the two squares of one stairway or ladder share this id.')),
  walls: z.optional(z.array(z.enum(['north', 'east', 'south', 'west']))).check(z.describe('walls on these edges of the square.')),
};

const figure = {
  size: z.optional(z.enum(SIZES)).check(z.describe('the figure size (default standard); giant and colossal have Great Size.')),
  speed: z.optional(Int.check(z.minimum(0))),
  flight: z.optional(z.boolean()),
  'leap-climb': z.optional(z.boolean()),
  phasing: z.optional(z.boolean()),
  'improved-targeting': z.optional(z.array(z.string())),
  'great-size': z.optional(z.boolean()),
  base: z.optional(z.enum(['1x1', '1x2', '2x2'])).check(z.describe('the squares of the base: 1x1, 1x2 (peanut) or 2x2.')),
  orient: z.optional(z.enum(['east', 'south', 'south-east', 'south-west'])).check(z.describe('where the second square of a 1x2 (peanut) base lies from `at`.')),
};

type CellKeys = Readonly<KeyValues<typeof cell>>;
declare module '../../board/grid.js' {
  interface SurfaceFeatures extends CellKeys {}
}

/** What a player fills in for a new figure: a standard-size figure on a single base, speed 6, unless told. */
const figureFields: readonly FieldSpec[] = [
  { key: 'speed', label: 'Speed', kind: 'number', integer: true, min: 0, default: 6, doc: 'the speed value on its dial: squares it may move (hcx.base.move).' },
  { key: 'size', label: 'Size', kind: 'choice', choices: SIZES, default: 'standard', doc: 'giant and colossal have Great Size (hcx.base.lof).' },
  { key: 'base', label: 'Base', kind: 'choice', choices: ['1x1', '1x2', '2x2'], default: '1x1', doc: 'the squares of its base: 1x1, 1x2 (peanut) or 2x2.' },
  { key: 'orient', label: 'Second square (1x2)', kind: 'choice', choices: ['east', 'south', 'south-east', 'south-west'], doc: 'where the second square of a 1x2 base lies.' },
  { key: 'flight', label: 'Flight', kind: 'boolean', doc: 'the flight symbol: moves over terrain and figures (hcx.move.levels).' },
  { key: 'leap-climb', label: 'Leap/Climb', kind: 'boolean', doc: 'Leap/Climb: ignores elevation while moving.' },
  { key: 'phasing', label: 'Phasing/Teleport', kind: 'boolean', doc: 'Phasing/Teleport: moves through walls and figures.' },
  { key: 'great-size', label: 'Great Size', kind: 'boolean', doc: 'Great Size without a giant or colossal size.' },
  { key: 'improved-targeting', label: 'Improved Targeting', kind: 'list', doc: 'what its line of fire ignores (e.g. elevated, hindering, blocking), separated by commas.' },
];

export const vocabulary = defineVocabulary({ terrain: TERRAIN, cell, figure, figureFields });

/** A figure as heroclix reads it. */
export type FigureSpec = FigureOf<typeof vocabulary>;
