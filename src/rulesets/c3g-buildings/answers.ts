/**
 * What c3g-buildings' questions answer, as types (no run-time code): heroscape's questions with their
 * verdicts (whose move steps and events already hold transit placements) plus the building questions.
 */
import type { QuestionTypes, VerdictBase, XY } from '../../engine/answers.js';
import type { HeroscapeVerdicts } from '../heroscape/answers.js';
import type { C3G_QUESTIONS } from './index.js';

type HexClass = 'full' | 'half' | 'partial';

/** `classify`: the class of a hex beside a building, and the numbers the computation compared (millimetres). */
export type C3gClassifyVerdict = VerdictBase<'classify'> & {
  class: HexClass;
  /** Stated by the map (`fit`), computed from the footprints, or full where no building is near. */
  source: 'stated' | 'computed' | 'no-footprint';
  baseMm: number;
  markerMm: number;
  hexMm: number;
  hexCentreMm: XY;
  /** The largest disc that fits in the free part of the hex, and its centre (not for a stated class). */
  largestMm?: number;
  largestCentreMm?: XY;
};

/** `count`: spaces counted for a power, along a path (with the partial and half hexes met) or within a radius (with each space). */
export type C3gCountVerdict = VerdictBase<'count'> & {
  count: number;
  partial?: number;
  half?: number;
  cells?: { at: XY; distance: number; class: HexClass }[];
};

/** `break-window`: may the figure break the window instead of an attack; the range when it was counted. */
export type C3gBreakWindowVerdict = VerdictBase<'break-window'> & {
  allowed: boolean;
  range?: number;
};

/** A space of a building with its floor. */
export type FloorSpace = { at: XY; level: number; floor?: number };

/** `transit`: where a figure on a transit space may be placed, for what, and who attacks it as it leaves. */
export type C3gTransitVerdict = VerdictBase<'transit'> & {
  transit?: number;
  spaces: (FloorSpace & { cost: number })[];
  attacks?: string[];
};

/** `place`: may the figure be placed there, and the class of each of its spaces. */
export type C3gPlaceVerdict = VerdictBase<'place'> & {
  allowed: boolean;
  class?: HexClass;
  /** A double-space figure's two classes. */
  classes?: HexClass[];
};

/** `shaft`: an elevator shaft's spaces and where its car starts. */
export type C3gShaftVerdict = VerdictBase<'shaft'> & {
  shaft: string;
  spaces: FloorSpace[];
  /** Where the car starts: its first space, and `spaces`, every shaft space of the bottom floor it fills. */
  car: FloorSpace & { spaces: FloorSpace[]; empty: boolean };
};

/** The verdict of each c3g-buildings question. */
export type C3gBuildingsVerdicts = HeroscapeVerdicts & {
  classify: C3gClassifyVerdict;
  count: C3gCountVerdict;
  'break-window': C3gBreakWindowVerdict;
  transit: C3gTransitVerdict;
  place: C3gPlaceVerdict;
  shaft: C3gShaftVerdict;
};

/** c3g-buildings' questions: each one's arguments and verdict. */
export type C3gBuildingsQuestions = QuestionTypes<typeof C3G_QUESTIONS, C3gBuildingsVerdicts>;
