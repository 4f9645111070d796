/** city-of-peril: the words a scenario may use (terrain names, cell keys, figure keys) and what they mean. */
import * as z from '../../formats/schema-kit.js';
import { defineVocabulary, type FieldSpec, type FigureOf, type KeyValues } from '../../engine/ruleset.js';
import { MapFileSurface } from '../../formats/scenario/schema.js';

const Int = z.number().check(z.int());
const Id = z.union([z.string().check(z.minLength(1)), Int]);

/** The D&D Miniatures sizes (cop.base.move). */
export const COP_SIZES = ['tiny', 'small', 'medium', 'large', 'huge', 'gargantuan'] as const;

/** Cell keys: a ladder square, and the ends of a bridge. */
const cell = {
  ladder: MapFileSurface.ladder,
  bridge: z.optional(Id).check(z.describe('this rooftop square is one end of the bridge with this id.')),
};

const figure = {
  size: z.optional(z.enum(COP_SIZES)).check(z.describe('the figure size (default medium): tiny..medium fill 1 square, large 2x2, huge 3x3, gargantuan 4x4.')),
  speed: z.optional(Int.check(z.minimum(0))),
  hp: z.optional(Int),
  flying: z.optional(z.boolean()),
  burrowing: z.optional(z.boolean()),
  incorporeal: z.optional(z.boolean()),
  routing: z.optional(z.boolean()),
  reach: z.optional(Int.check(z.minimum(0))).check(z.describe('melee reach in squares (default 1).')),
};

/** The surface keys as the board carries them to the rule code. */
type CellKeys = Readonly<KeyValues<typeof cell>>;
declare module '../../board/grid.js' {
  interface SurfaceFeatures extends CellKeys {}
}

/** What a player fills in for a new figure: a medium creature of speed 6 (30 feet) unless told. */
const figureFields: readonly FieldSpec[] = [
  { key: 'size', label: 'Size', kind: 'choice', choices: COP_SIZES, default: 'medium', doc: 'tiny..medium fill 1 square, large 2x2, huge 3x3, gargantuan 4x4 (cop.base.move).' },
  { key: 'speed', label: 'Speed (squares)', kind: 'number', integer: true, min: 0, default: 6, doc: 'squares it may move in a turn (cop.base.move).' },
  { key: 'reach', label: 'Reach', kind: 'number', integer: true, min: 0, default: 1, doc: 'melee reach in squares (cop.base.provoke).' },
  { key: 'hp', label: 'Hit points', kind: 'number', integer: true, doc: 'hit points (falls take them off, cop.move.drop-lethal).' },
  { key: 'flying', label: 'Flying', kind: 'boolean', doc: 'flies (cop.move.free).' },
  { key: 'burrowing', label: 'Burrowing', kind: 'boolean', doc: 'burrows (cop.move.free).' },
  { key: 'incorporeal', label: 'Incorporeal', kind: 'boolean', doc: 'passes through walls, ending clear of them (cop.base.incorporeal), and moves in and out of rooftop squares freely (cop.move.free); like any creature it passes allies, not enemies.' },
  { key: 'routing', label: 'Routing', kind: 'boolean', doc: 'routing: it flees.' },
];

export const vocabulary = defineVocabulary({
  cell,
  figure,
  figureFields,
  terrain: {
    rooftop:
      'a rooftop square; edge-connected rooftop squares form one rooftop (cop.rooftop.group), every other square is ground',
    wall: 'a wall square (D&D Miniatures base terrain): blocks movement (an incorporeal creature passes through but may not end there, cop.base.incorporeal; a scenario may catch one inside a wall mid-move, and a place naming that square names its square: it has total cover there (the cover question answers total), so no line of sight or effect, melee attack or attack of opportunity reaches it, though it may see and attack out), line of sight and line of effect, gives cover',
    difficult: 'difficult terrain on the ground or a roof: entering it costs 2 squares of movement, 3 diagonally when diagonals alternate (cop.base.move)',
  },
});

/** A figure as city-of-peril reads it. */
export type FigureSpec = FigureOf<typeof vocabulary>;

/** Squares per side of a figure's space, by size (cop.base.move). */
export const SIZE_SQUARES: Readonly<Record<string, number>> = {
  tiny: 1, small: 1, medium: 1, large: 2, huge: 3, gargantuan: 4,
};
