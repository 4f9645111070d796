/**
 * What city-of-peril's questions answer, as types (no run-time code): one verdict type per question and the
 * question map `CityOfPerilQuestions`. Places are squares [x, y]; a creature's place is its top-left square.
 */
import type { LegalMoveOf, QuestionTypes, RefusedMoveOf, VerdictBase, XY } from '../../engine/answers.js';
import type { questions } from './questions/index.js';

/** `sight`: line of sight and line of effect, and how the two stand (across rooftops, on the same one, on the ground). */
export type CityOfPerilSightVerdict = VerdictBase<'sight'> & {
  sight: boolean;
  effect: boolean;
  relation: 'across' | 'same' | 'ground';
};

/**
 * `cover`: does the target have cover from the attacker (`cover` or `none`; `total` for a creature inside a wall,
 * which cannot be attacked there), and can the attacker see it.
 */
export type CityOfPerilCoverVerdict = VerdictBase<'cover'> & {
  cover: 'cover' | 'none' | 'total';
  sight: boolean;
};

export type CityOfPerilAdjacentVerdict = VerdictBase<'adjacent'> & { adjacent: boolean };

/** `bordered`: is the square bordered by a wall (a rooftop counts as a wall for the ground beside it). */
export type CityOfPerilBorderedVerdict = VerdictBase<'bordered'> & { bordered: boolean };

/** `melee`: may the attacker attack the target in melee, with the reach it used. */
export type CityOfPerilMeleeVerdict = VerdictBase<'melee'> & { allowed: boolean; reach: number };

/** One step of a move, start first: the square, the squares spent so far and how it got there. */
export type CityOfPerilStep = {
  at: XY;
  cost: number;
  step: 'start' | 'walk' | 'drop' | 'ladder-up' | 'ladder-down' | 'bridge';
};

/** Something that happens on a move (at path step `step`): an attack of opportunity, a drop, a ladder, a bridge. */
export type CityOfPerilMoveEvent =
  | { type: 'attack-of-opportunity'; step: number; rule: string; by: string; from: XY }
  | { type: 'drop'; step: number; rule: string; from: XY; into: XY; placed: XY; damage: number }
  | { type: 'ladder-up'; step: number; rule: string; from: XY; ladder: XY; placed: XY }
  | { type: 'ladder-down'; step: number; rule: string; from: XY; ladder: XY; placed: XY; damage: number }
  | { type: 'bridge'; step: number; rule: string; bridge: string; from: XY; placed: XY };

/** `charge`: may the attacker charge the target: the run's cost, end square, path, events and who it provokes. */
export type CityOfPerilChargeVerdict = VerdictBase<'charge'> & {
  allowed: boolean;
  cost?: number;
  to?: XY;
  path?: CityOfPerilStep[];
  events?: CityOfPerilMoveEvent[];
  provokedBy?: string[];
  /** Refused because the target is not the nearest enemy: the nearer ones. */
  nearest?: string[];
};

/**
 * `move`: legal with its cost, path, events, drop damage, the attacks of opportunity provoked and whether
 * the damage destroys it (null: unknown or none), or refused (`consequence`: where a creature left partly
 * on a rooftop is placed, and the damage). `charge` is set for a move asked as a charge.
 */
export type CityOfPerilMoveVerdict = VerdictBase<'move'> & {
  /** The squares it may move (null: no limit given). */
  budget: number | null;
  charge?: true;
} & (
  | (LegalMoveOf<CityOfPerilStep, CityOfPerilMoveEvent> & { damage: number; provokedBy: string[]; destroyed?: boolean | null })
  | (RefusedMoveOf<CityOfPerilStep, CityOfPerilMoveEvent> & { consequence?: { placed: XY | null; damage: number } })
);

/** `reach`: every position (top-left square) the creature can end its move in, with its level (the map's level of that square) and the squares it costs. */
export type CityOfPerilReachVerdict = VerdictBase<'reach'> & {
  budget: number | null;
  cells: { at: XY; level: number; cost: number }[];
};

/** `climb`: a ladder or bridge: what it costs, where it is set down (or that it stays), and who it provokes. */
export type CityOfPerilClimbVerdict = VerdictBase<'climb'> & {
  via: 'ladder' | 'bridge';
  cost: number;
  /** No room to land: it stays, still spending the squares. */
  stays: boolean;
  placed: XY;
  positions: XY[];
  provokedBy: string[];
  damage: number;
};

/** `rout`: a routing creature's move toward its exit: how close it gets, where, and whether it must drop. */
export type CityOfPerilRoutVerdict = VerdictBase<'rout'> & {
  closest: number;
  ends: XY[];
  mustDrop: boolean;
  path: CityOfPerilStep[];
  cost: number;
  damage: number;
  destroyed: boolean | null;
};

/** `fall`: a drop off a rooftop: the damage, where it lands (null: no legal place), voluntary or not, destroyed or not. */
export type CityOfPerilFallVerdict = VerdictBase<'fall'> & {
  damage: number;
  lands: XY | null;
  voluntary?: boolean;
  destroyed?: boolean | null;
};

/**
 * `push`: with a straight direction, where the creature ends, how far it moved, what stopped it and the
 * damage; with `from` (each square farther from the pusher, or nearer for a pull), every end position.
 */
export type CityOfPerilPushVerdict = VerdictBase<'push'> & {
  ends?: XY;
  moved?: number;
  stoppedBy?: string | null;
  damage?: number;
  destroyed?: boolean | null;
  pull?: boolean;
  choices?: { at: XY; moved: number[]; damage: number; dropped: boolean; destroyed?: boolean }[];
  most?: number;
};

/** `area`: a cone or line from a grid intersection: the figures and squares it covers. */
export type CityOfPerilAreaVerdict = VerdictBase<'area'> & {
  shape: 'cone' | 'line';
  size: number;
  origin: XY;
  figures: string[];
  cells: XY[];
};

/** `threatens`: who threatens a square or figure, and who does not and why. */
export type CityOfPerilThreatensVerdict = VerdictBase<'threatens'> & {
  threatened: boolean;
  by: string[];
  refused: { by: string; rule: string; why: string }[];
};

/** `distance`: squares between two places, counted as movement counts them. */
export type CityOfPerilDistanceVerdict = VerdictBase<'distance'> & { squares: number };

/** `shadow-jump`: may the creature Shadow Jump there, the squares and the ability's range. */
export type CityOfPerilShadowJumpVerdict = VerdictBase<'shadow-jump'> & { squares: number; range: number; allowed: boolean };

/** `wall-walker`: does Wall Walker give the creature Flight where it stands. */
export type CityOfPerilWallWalkerVerdict = VerdictBase<'wall-walker'> & { flight: boolean };

/** The verdict of each city-of-peril question. */
export type CityOfPerilVerdicts = {
  sight: CityOfPerilSightVerdict;
  cover: CityOfPerilCoverVerdict;
  adjacent: CityOfPerilAdjacentVerdict;
  bordered: CityOfPerilBorderedVerdict;
  melee: CityOfPerilMeleeVerdict;
  charge: CityOfPerilChargeVerdict;
  move: CityOfPerilMoveVerdict;
  reach: CityOfPerilReachVerdict;
  climb: CityOfPerilClimbVerdict;
  rout: CityOfPerilRoutVerdict;
  fall: CityOfPerilFallVerdict;
  push: CityOfPerilPushVerdict;
  area: CityOfPerilAreaVerdict;
  threatens: CityOfPerilThreatensVerdict;
  distance: CityOfPerilDistanceVerdict;
  'shadow-jump': CityOfPerilShadowJumpVerdict;
  'wall-walker': CityOfPerilWallWalkerVerdict;
};

/** city-of-peril's questions: each one's arguments and verdict. */
export type CityOfPerilQuestions = QuestionTypes<typeof questions, CityOfPerilVerdicts>;
