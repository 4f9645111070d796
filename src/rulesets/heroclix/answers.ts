/**
 * What heroclix's questions answer, as types (no run-time code): one verdict type per question and the
 * question map `HeroclixQuestions`. A heroclix move's `path` is the list of squares `[x, y]` it passes
 * (start first; the evidence keeps the steps with their costs), not step objects as in the other rulesets.
 */
import type { QuestionTypes, RefusedMoveOf, LegalMoveOf, VerdictBase, XY } from '../../engine/answers.js';
import type { HEROCLIX_QUESTIONS } from './index.js';

/** A square a line of fire met, how, and the clause that decided. */
export type LineCause = { at: XY; how: string; rule: string };

/** `sight`: line of fire centre to centre: clear, hindered or blocked, and by what. */
export type HeroclixSightVerdict = VerdictBase<'sight'> & {
  sight: boolean;
  hindered: boolean;
  blockedBy: LineCause[];
  hinderedBy: LineCause[];
  /** The levels the two stand at (ground is level 1). */
  levels: { from: number; to: number };
};

/** `adjacent`: adjacency (a lower character is adjacent to the elevated square beside it) and both levels. */
export type HeroclixAdjacentVerdict = VerdictBase<'adjacent'> & {
  adjacent: boolean;
  levels: { a: number; b: number };
};

/** `melee`: may the attacker attack the target in close combat, and are they adjacent. */
export type HeroclixMeleeVerdict = VerdictBase<'melee'> & {
  allowed: boolean;
  adjacent: boolean;
};

/** Something that happens on a heroclix move. */
export type HeroclixMoveEvent =
  /** The break-away roll before moving, its modifier and the d6 results that succeed. */
  | { event: 'break-away'; at: XY; from: string[]; modifier: number; succeedsOn: number[]; chance: number; rule: string }
  /** Speed halved (a multi-base or carrying character): the speed and the budget left. */
  | { event: 'halved'; at: XY; speed: number; budget: number; rule: string }
  /** A level change by stairs, or by an ability (`flight`, `leap/climb`, `phasing`, `great size`). */
  | { event: 'stairs' | 'flight' | 'leap/climb' | 'phasing' | 'great size'; at: XY; level: number; rule: string }
  /** The move must stop here (hindering terrain, water, next to opposing characters), and who stopped it. */
  | { event: 'stop'; at: XY; why: string; by?: string[]; rule: string };

/** The keys of every heroclix move verdict: the figure, where it was asked to go and the budget. */
export type HeroclixMoveBase = VerdictBase<'move'> & { figure: string; to: XY; budget: number };

/**
 * `move`: legal with its cost, the squares passed and the events, or refused. A multi-base character's
 * legal move adds the square that led it, the squares the base ends on and a peanut's orientation.
 */
export type HeroclixMoveVerdict = HeroclixMoveBase & (
  | (LegalMoveOf<XY, HeroclixMoveEvent> & { lead?: XY; squares?: XY[]; orient?: 'east' | 'south' | 'south-east' | 'south-west' })
  | RefusedMoveOf<XY, HeroclixMoveEvent>
);

/** `reach`: every square the figure can end on, with level and cost (a peanut's `orients` there). */
export type HeroclixReachVerdict = VerdictBase<'reach'> & {
  figure: string;
  budget: number;
  cells: { at: XY; level: number; cost: number; orients?: string[] }[];
};

/** `push`: a knock-back: where the figure ends, how far it moved, what stopped it, the damage and the squares passed. */
export type HeroclixPushVerdict = VerdictBase<'push'> & {
  figure: string;
  /** The step of the knock-back, away from the source. */
  direction: XY;
  to: XY;
  level: number;
  moved: number;
  stoppedBy: 'distance' | 'map edge' | 'character' | 'blocking' | 'wall' | 'higher level' | 'fell' | 'rim' | 'multi-base' | 'great size' | string;
  damage: number;
  path: XY[];
  /** A multi-base character knocked back whole (multiBaseKnockBack: whole): the squares its base ends on. */
  squares?: XY[];
};

/** `level`: what stands at a square: its level, elevated or not, the rim, a stairway and the terrain. */
export type HeroclixLevelVerdict = VerdictBase<'level'> & {
  at: XY;
  level: number;
  elevated: boolean;
  rim: boolean;
  /** The stairway id, or null. */
  stairs: string | null;
  terrain: string[];
};

/** `range`: squares counted (diagonals 1), line of fire, and with a range value whether the ranged attack may be made. */
export type HeroclixRangeVerdict = VerdictBase<'range'> & {
  squares: number;
  /** The same count as `squares`. */
  distance: number;
  sight: boolean;
  hindered: boolean;
  levels: { from: number; to: number };
  /** Given a range value: it, whether the target is within it, and whether the attack is allowed. */
  range?: number;
  inRange?: boolean;
  allowed?: boolean;
};

/** `break-away`: must the figure break away, from whom, and the roll. */
export type HeroclixBreakAwayVerdict = VerdictBase<'break-away'> & {
  figure: string;
  needed: boolean;
  from: string[];
  modifier?: number;
  succeedsOn?: number[];
  /** The lowest d6 result that succeeds. */
  roll?: number;
  chance: number;
  /** The chance as "k/6". */
  odds: string;
};

/** The verdict of each heroclix question. */
export type HeroclixVerdicts = {
  sight: HeroclixSightVerdict;
  adjacent: HeroclixAdjacentVerdict;
  melee: HeroclixMeleeVerdict;
  move: HeroclixMoveVerdict;
  reach: HeroclixReachVerdict;
  push: HeroclixPushVerdict;
  level: HeroclixLevelVerdict;
  range: HeroclixRangeVerdict;
  'break-away': HeroclixBreakAwayVerdict;
};

/** heroclix's questions: each one's arguments and verdict. */
export type HeroclixQuestions = QuestionTypes<typeof HEROCLIX_QUESTIONS, HeroclixVerdicts>;
