/**
 * What heroscape's questions answer, as types (no run-time code): one verdict type per question and the
 * question map `HeroscapeQuestions` (each question's arguments, read from its schema, and its verdict), which
 * types `ask` on a heroscape session. c3g-buildings answers these same questions (its verdicts add keys).
 * test/answers.test.ts holds every answer of the scenario files to these types.
 */
import type { LegalMoveOf, QuestionTypes, RefusedMoveOf, VerdictBase, XY } from '../../engine/answers.js';
import type { QUESTIONS } from './index.js';
import type { FallResult } from './fall.js';

/** `sight`: clear sight from the attacker's target point to the target's hit zone (hs.sight), and the range. */
export type HeroscapeSightVerdict = VerdictBase<'sight'> & {
  sight: boolean;
  /** Spaces between the two, counted round holes (levels are not counted). */
  range: number;
};

/** `adjacent`: do the two occupy neighbouring hexes. */
export type HeroscapeAdjacentVerdict = VerdictBase<'adjacent'> & {
  adjacent: boolean;
};

/** `engaged`: are the two engaged (the Height test, hs.engage). */
export type HeroscapeEngagedVerdict = VerdictBase<'engaged'> & {
  engaged: boolean;
};

/** Extra combat dice each side gets from height advantage (hs.height-advantage). */
export type HeightAdvantage = {
  attacker: number;
  defender: number;
};

/** `melee`: may the attacker attack the target at range 1, engaged or not, and the height advantage. */
export type HeroscapeMeleeVerdict = VerdictBase<'melee'> & {
  allowed: boolean;
  engaged: boolean;
  heightAdvantage: HeightAdvantage;
};

/** `attack`: an attack at any range: range, sight, engagement, height advantage and the dice each side rolls. */
export type HeroscapeAttackVerdict = VerdictBase<'attack'> & {
  allowed: boolean;
  /** Spaces between attacker and target; null when no count of spaces reaches it. */
  range: number | null;
  sight: boolean;
  engaged: boolean;
  /** The figures the attacker is engaged with (an engaged figure may attack only these). */
  engagedWith: string[];
  heightAdvantage: HeightAdvantage;
  /** The dice each side rolls, when the question gave `dice` or `defense`. */
  rolls?: { attacker?: number; defender?: number };
};

/** What a fall does (hs.fall): its class, the dice, expected wounds and the odds (fall.ts's result, less its sentence). */
export type HeroscapeFall = Omit<FallResult, 'text'>;

/** `fall`: falling damage for a figure dropping some levels or down to a space. */
export type HeroscapeFallVerdict = VerdictBase<'fall'> & HeroscapeFall;

/** One step of a heroscape (or c3g-buildings) move, start first. */
export type HeroscapeStep = {
  at: XY;
  level: number;
  /** Movement spent so far. */
  cost: number;
  /** How the figure got here (`flip`: a double-space figure turned round at the end, free). */
  step: 'start' | 'walk' | 'climb' | 'down' | 'fly' | 'transit' | 'flip';
  /** A double-space figure's back space and its level. */
  back?: XY;
  backLevel?: number;
};

/** Something that happens on a move: leaving-engagement attacks, a fall, a transit placement, a molten-lava roll. */
export type HeroscapeMoveEvent = {
  kind: 'leaving-engagement' | 'fall' | 'placement' | 'molten-lava';
  /** The index of the path step it happens on. */
  step: number;
  at: XY;
  level: number;
  /** The figures that attack (leaving engagement). */
  by?: string[];
  rule: string;
  text: string;
  /** A fall's dice and odds. */
  fall?: HeroscapeFall & { text: string };
  /** A transit placement's start space and transit number (c3g-buildings). */
  from?: XY;
  transit?: number;
};

/** `move`: legal with its cost, path and events (a double-space figure's end `facing`), or refused. */
export type HeroscapeMoveVerdict = VerdictBase<'move'> & (
  | (LegalMoveOf<HeroscapeStep, HeroscapeMoveEvent> & { facing?: number; cheaperWithFall?: { cost: number; falls: HeroscapeMoveEvent[] } })
  | RefusedMoveOf<HeroscapeStep, HeroscapeMoveEvent>
);

/** `reach`: every space the figure can end its move on, with the cost. */
export type HeroscapeReachVerdict = VerdictBase<'reach'> & {
  /**
   * Each space with its cost; `falls`: the falls on the way taken there (hs.fall, as the move's events give
   * them), left out when it does not fall; `cheaperWithFall` (option avoidFalls within-budget): the cheaper way
   * that falls with damage, beside the dearer way without one that is taken.
   */
  cells: { at: XY; level: number; cost: number; falls?: HeroscapeMoveEvent[]; cheaperWithFall?: { cost: number; falls: HeroscapeMoveEvent[] } }[];
  count: number;
  /**
   * c3g-buildings, option transitStop stop, a walking single-space figure (left out otherwise): the transit
   * spaces that end a way (c3g.transit), each with the cost of moving onto it and how many spaces it cuts short.
   */
  transitStops?: { at: XY; level: number; transit: number; cost: number; cuts: number }[];
  /** The spaces cut short: their cost walking on across transit spaces, their cost under stop (null: out of reach), and the transit space that ends the way. */
  cutShort?: { at: XY; level: number; cost: number; stopCost: number | null; by: XY }[];
};

/** A space a flight or leap passes, with its class and whether it is counted (c3g-buildings: partial hexes are not). */
export type CountedSpace = {
  at: XY;
  level: number;
  class: 'full' | 'half' | 'partial';
  counted: boolean;
  /** Movement spent so far: spaces counted, plus transit numbers paid. */
  cost: number;
  /** A transit placement onto this space (c3g.transit, c3g.stairs): the transit number paid, the space not counted. */
  transit?: number;
};

/** `fly` and `leap`: may the figure fly (or leap) there, the spaces counted and the attacks on leaving. */
export type HeroscapeFlightVerdict<Q extends 'fly' | 'leap'> = VerdictBase<Q> & {
  legal: boolean;
  /** The counts, path and events (left out when no way over the map reaches the place). */
  spaces?: number;
  partial?: number;
  half?: number;
  /** The transit numbers paid for placements on the way (c3g-buildings), left out when none. */
  transit?: number;
  path?: CountedSpace[];
  events?: HeroscapeMoveEvent[];
};

/** The verdict of each heroscape question. */
export type HeroscapeVerdicts = {
  sight: HeroscapeSightVerdict;
  adjacent: HeroscapeAdjacentVerdict;
  engaged: HeroscapeEngagedVerdict;
  melee: HeroscapeMeleeVerdict;
  attack: HeroscapeAttackVerdict;
  move: HeroscapeMoveVerdict;
  reach: HeroscapeReachVerdict;
  fall: HeroscapeFallVerdict;
  fly: HeroscapeFlightVerdict<'fly'>;
  leap: HeroscapeFlightVerdict<'leap'>;
};

/** heroscape's questions: each one's arguments and verdict (what `ask` takes and gives on a heroscape session). */
export type HeroscapeQuestions = QuestionTypes<typeof QUESTIONS, HeroscapeVerdicts>;
