/**
 * What malifaux's questions answer, as types (no run-time code): one verdict type per question and the
 * question map `MalifauxQuestions`. Places are points [x, y] in inches from the table's top-left corner.
 */
import type { LegalMoveOf, QuestionTypes, RefusedMoveOf, VerdictBase, XY } from '../../engine/answers.js';
import type { questions } from './questions/index.js';

/** `sight`: top-down (or the diagonal side view with a vantage point) from any point of one base to the other, and what blocked. */
export type MalifauxSightVerdict = VerdictBase<'sight'> & {
  sight: boolean;
  mode: 'top-down' | 'diagonal';
  /** The pieces and models that block (`kind id`, `model id`). */
  blockedBy: string[];
};

/** `cover`: soft or hard cover from a piece within 1" of the target, and the flips it gives. */
export type MalifauxCoverVerdict = VerdictBase<'cover'> & {
  cover: 'none' | 'soft' | 'hard';
  flips: { attack: 'none' | 'negative'; damage: 'none' | 'negative' };
  sight: boolean;
  /** The piece that gives the cover. */
  coverFrom: string[];
};

/** `range`: the distance base to base, top-down, and with a range given whether it is within. */
export type MalifauxRangeVerdict = VerdictBase<'range'> & { distance: number; inRange?: boolean };

/** One step of a move: a point, its height, the inches spent so far and how it got there. */
export type MalifauxStep = {
  at: XY;
  level: number;
  cost: number;
  step: string;
};

/** Something that happens on a move or push: severe or linear terrain, a hazard, a climb, a fall, ... */
export type MalifauxEvent = {
  type: 'severe' | 'linear' | 'hazard' | 'climb' | 'ladder' | 'stairs' | 'climb-down' | 'fall' | 'step' | 'stop';
  piece?: string;
  at?: XY;
  cost?: number;
  /** A hazard's damage (`1/2/4`), or a fall's. */
  damage?: number | string;
  height?: number;
  /** A hazard the model is immune to: it already damaged it this turn. */
  immune?: boolean;
  /**
   * Where the base centre is when the base first enters the terrain on this step of a move or leg of a push (`at`
   * is its end); absent when the step or leg starts with the base already in it (landing in it after a fall). A
   * push that starts in a hazard does not enter it and gives no hazard event.
   */
  enters?: XY;
};

/** What a move also gives: the inches left, fall damage and the hazards that damaged the model this turn. */
export type MalifauxMoveExtras = {
  left: number;
  damage: number;
  hazardsTaken: string[];
  /** A way with falling damage that would be shorter than the safe way taken. */
  alternative?: { cost: number; damage: number; falls: { piece: string; height: number; damage: number; at: XY }[] };
};

/**
 * `move`: the cheapest continuous path within the budget, or refused: with no way (`blockedBy`: what is
 * in the way at the goal), or with the way that costs more than the budget and `stopsAt`, where the model
 * would stop on it (its events, damage and turn state those of the part walked).
 */
export type MalifauxMoveVerdict = VerdictBase<'move'> & { budget: number } & (
  | (LegalMoveOf<MalifauxStep, MalifauxEvent> & MalifauxMoveExtras)
  | (RefusedMoveOf<MalifauxStep, MalifauxEvent> & Partial<MalifauxMoveExtras> & { blockedBy?: string; stopsAt?: XY })
);

/** `reach`: sample points the model can end on within the budget (with level and cost), the area, and asked probes. */
export type MalifauxReachVerdict = VerdictBase<'reach'> & {
  budget: number;
  cells: { at: XY; level: number; cost: number }[];
  /** Square inches covered. */
  area: number;
  probes?: { at: XY; reachable: boolean; cost: number | null }[];
};

/** `fall`: the damage of a fall and the inches fallen. */
export type MalifauxFallVerdict = VerdictBase<'fall'> & { damage: number; distance: number };

/** `push`: where the base ends, how far it moved, what stopped it (null: the distance), the damage and what happened. */
export type MalifauxPushVerdict = VerdictBase<'push'> & {
  at: XY;
  level: number;
  moved: number;
  stoppedBy: string | null;
  damage: number;
  events: MalifauxEvent[];
  hazardsTaken: string[];
};

/** A hazardous piece that hits a base: its damage (`1/2/4`), or immune (it already damaged the model this turn). */
export type MalifauxHazard = { piece: string; damage: number | string; immune: boolean };

/** `place`: may the base be placed there, at what height, which hazards hit it (`blockedBy`: what is in the way). */
export type MalifauxPlaceVerdict = VerdictBase<'place'> & {
  legal: boolean;
  at: XY;
  level: number;
  blockedBy?: string;
  hazards: MalifauxHazard[];
  hazardsTaken: string[];
};

/** `activate`: the hazards the model activates where it stands. */
export type MalifauxActivateVerdict = VerdictBase<'activate'> & { hazards: MalifauxHazard[]; hazardsTaken: string[] };

/** `deploy`: may the model be deployed there for its side, at what height. */
export type MalifauxDeployVerdict = VerdictBase<'deploy'> & { allowed: boolean; side: string; level: number };

/** `terrain`: what a piece is: its kind, height, traits and how it plays. */
export type MalifauxTerrainVerdict = VerdictBase<'terrain'> & {
  kind: string;
  ht: number;
  traits: string[];
  linear: boolean;
  stopsPushes: boolean;
  deploy: 'yes' | 'no' | 'enclosed-part' | 'zone-and-access';
  standable: boolean;
  vantage: boolean;
  access: string[];
  open: boolean;
};

/** `balance`: the table's terrain against the guidelines: coverage, the blocking / severe / cover shares, symmetry, and the problems. */
export type MalifauxBalanceVerdict = VerdictBase<'balance'> & {
  balanced: boolean;
  coverage: number;
  split: { blocking: number; severe: number; cover: number };
  symmetry: { rotate180: number; mirrorLeftRight: number; mirrorTopBottom: number };
  symmetric: boolean;
  problems: ('coverage' | 'blocking' | 'severe' | 'cover' | 'symmetric' | string)[];
};

/** The verdict of each malifaux question. */
export type MalifauxVerdicts = {
  sight: MalifauxSightVerdict;
  cover: MalifauxCoverVerdict;
  range: MalifauxRangeVerdict;
  move: MalifauxMoveVerdict;
  reach: MalifauxReachVerdict;
  fall: MalifauxFallVerdict;
  push: MalifauxPushVerdict;
  place: MalifauxPlaceVerdict;
  activate: MalifauxActivateVerdict;
  deploy: MalifauxDeployVerdict;
  terrain: MalifauxTerrainVerdict;
  balance: MalifauxBalanceVerdict;
};

/** malifaux's questions: each one's arguments and verdict. */
export type MalifauxQuestions = QuestionTypes<typeof questions, MalifauxVerdicts>;
