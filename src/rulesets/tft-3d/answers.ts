/**
 * What tft-3d's questions answer, as types (no run-time code): one verdict type per question and the
 * question map `Tft3dQuestions`. Levels are tile levels (the bare table is 0); rolls are written as dice
 * ("3D6") with their odds.
 */
import type { LegalMoveOf, QuestionTypes, RefusedMoveOf, VerdictBase, XY } from '../../engine/answers.js';
import type { TFT_QUESTIONS } from './index.js';

/** A roll: the dice ("3D6"), succeeding on `target` or less, and the chance as a number and an exact fraction. */
export type Tft3dOdds = { roll: string; target: number; probability: number; fraction: string };

/** What makes up a save's target (adjusted DX): the figure's DX and its own modifiers (zero parts left out). */
export type Tft3dDxParts = { base: number; offBalance?: number; water?: number };

/** What a fall does: the dice at stake ("kD6" or "none"), the 3D6 save and the expected damage after armour. */
export type Tft3dFall = {
  levels: number;
  /** The effective height the fall is read with. */
  height: number;
  dice: string;
  diceCount: number;
  safe: boolean;
  save?: Tft3dOdds & { removes: string; onSuccess: string; onFailure: string; dxParts?: Tft3dDxParts };
  expected?: { failed: number; made: number; overall: number };
  /** A horseman: the damage is rolled for the horse and for the rider. */
  damageTo?: ('horse' | 'rider')[];
};

/** What a 3-D line met: the columns that block it (levels from..to), figures to roll to miss, passed over, under or beside, hexside ties. */
export type Tft3dLineFacts = {
  blockedBy: { at: XY; from: number; to: number; tie?: boolean }[];
  through: string[];
  over: string[];
  under: string[];
  beside: string[];
  ties: { hexes: XY[]; sides: boolean[]; blocked: boolean }[];
};

/** `sight`: a 3-D line from the viewer's head to the target's chest, the range, and (option concealment) half hidden. */
export type Tft3dSightVerdict = VerdictBase<'sight'> & Tft3dLineFacts & {
  sight: boolean;
  blocked: boolean;
  range: number;
  concealed?: 'half' | 'none';
};

/** `missile`: the shot's line, range and range DX, the adjusted DX, and the figures it must be rolled to miss. */
export type Tft3dMissileVerdict = VerdictBase<'missile'> & Tft3dLineFacts & {
  allowed: boolean;
  blocked: boolean;
  range: number;
  hexes: number;
  /** Whole 6-hex increments past the first: -1 DX each. */
  increments: number;
  dx: number;
  /** tft.height.dx (option missileHeight): +1 / -1 per level the shooter stands above / below the target; 0 with ignore. A shooter figure only. */
  heightDx?: number;
  adjustedDx?: number;
  concealed?: 'half' | 'none';
  concealmentDx?: number;
  waterDx?: number;
  /** The shooter is off balance (a multi-hex figure's hex over a drop or one up): -2 in adjustedDx. */
  offBalance?: boolean;
  rollToMiss: { figure: string; hit: Tft3dOdds; missProbability: number }[];
};

/** `adjacent`: are the two in neighbouring hexes, and the level difference. */
export type Tft3dAdjacentVerdict = VerdictBase<'adjacent'> & { adjacent: boolean; levels: number };

/** `melee`: adjacency, front hexes, reach between levels and the DX modifiers. */
export type Tft3dMeleeVerdict = VerdictBase<'melee'> & {
  allowed: boolean;
  adjacent: boolean;
  inFront: boolean;
  reach: boolean;
  levels: number;
  dx: number;
  heightDx: number;
  offBalance: boolean;
  kneelingTarget?: number;
  waterDx?: number;
  /** Out of reach from above, with option swipe: the swipe it may make instead. */
  swipe?: { allowed: boolean; dx: number };
};

/** `engaged`: does the figure engage the enemy (one-sided): front hexes, the level limit, the helpers of a multi-hex engagement. */
export type Tft3dEngagedVerdict = VerdictBase<'engaged'> & {
  engaged: boolean;
  inFront: boolean;
  withinLevels: boolean;
  levels: number;
  helpers?: string[];
};

/** One step of a move, start first (`turn`: a change of facing). */
export type Tft3dStep = {
  at: XY;
  level: number;
  cost: number;
  step: 'start' | 'turn' | 'walk' | 'climb' | 'descend' | 'jump' | 'fall' | 'overhang' | string;
  facing?: number;
};

/** Where a figure stands after a fall on the way. */
export type Tft3dLanding = { at: XY; level: number; facing?: number };

/** Something that happens on a move: a jump down with its fall dice, broken ground, water, a big figure's fall. */
export type Tft3dMoveEvent =
  | ({ event: 'jump'; at: XY } & Tft3dFall)
  | { event: 'broken-ground'; at: XY }
  /** A 3-, 4- or 7-hex figure's front hex stepped out over a drop at its base level (tft.multihex.three/four/seven). */
  | { event: 'overhang'; at: XY; level: number }
  | { event: 'water'; at: XY; depth: 'ankle' | 'knee' | 'neck'; cost?: number }
  | ({ event: 'fall'; at: XY; cause: string; onto: { at: XY; level: number }; lands: Tft3dLanding | null } & Tft3dFall);

/** `move`: legal with its cost, end level and facing, off balance or not, risky (a jump with falling dice), or refused. */
export type Tft3dMoveVerdict = VerdictBase<'move'> & { budget: number } & (
  | (LegalMoveOf<Tft3dStep, Tft3dMoveEvent> & { level: number; facing?: number; offBalance: boolean; risky: boolean })
  | RefusedMoveOf<Tft3dStep, Tft3dMoveEvent>
);

/** `reach`: every place the figure can end its move, with level, cost and whether it needs a risky jump. */
export type Tft3dReachVerdict = VerdictBase<'reach'> & {
  budget: number;
  cells: { at: XY; level: number; cost: number; risky?: boolean; front?: 'up' | 'overhangs' }[];
};

/** `fall`: a fall's dice, save and expected damage (armour stops at most 2). */
export type Tft3dFallVerdict = VerdictBase<'fall'> & Tft3dFall & { armourStops?: number };

/** One turn of a climb in sets: the levels, the roll and what a failure costs. */
export type Tft3dClimbTurn = {
  turn: number;
  /** Turn 1: the levels climbed free. */
  free?: number;
  from: number;
  to: number;
  roll: Tft3dOdds;
  onFailure: { fallLevels: number; dice: string; save?: (Tft3dOdds & { removes: string; onSuccess: string; onFailure: string; dxParts?: Tft3dDxParts }) | undefined; lands: 'prone'; damageTo?: ('horse' | 'rider')[] };
};

/** `climb`: a climb within effective height (its cost), or in sets turn by turn with the odds; with `rolls`/`seed`, the rolls and the outcome. */
export type Tft3dClimbVerdict = VerdictBase<'climb'> & {
  sets: boolean;
  levels: number;
  cost?: number;
  direction?: 'up' | 'down';
  set?: number;
  dice?: string;
  handsFree?: boolean;
  mustStow?: string[];
  turnsNeeded?: number;
  turns: Tft3dClimbTurn[];
  success: { probability: number; fraction: string };
  log?: { turn: number; roll: number; faces?: number[]; target: number; success: boolean; reaches?: number }[];
  outcome?: {
    result: 'climbed' | 'incomplete' | 'fell';
    turn?: number;
    turns?: number;
    level?: number;
    clinging?: number;
    fallLevels?: number;
    dice?: string;
    saveRoll?: number;
    saveFaces?: number[];
    saved?: boolean;
    damage?: string;
    lands?: 'prone';
    armourStops?: number;
    /** A horseman's fall with dice at stake: the damage is rolled for the horse and for the rider. */
    damageTo?: ('horse' | 'rider')[];
  };
};

/** `jump`: a gap's jump, grab and pull-up rolls and the odds of each outcome. */
export type Tft3dJumpVerdict = VerdictBase<'jump'> & {
  gap: number;
  jump: Tft3dOdds;
  grab: Tft3dOdds;
  pullUp: Tft3dOdds & { onFailure: string };
  outcomes: { across: number; hanging: number; fell: number };
};

/** `retreat`: where a forced retreat may put the target (level change, how, a stumble or fall), and the hexes refused. */
export type Tft3dRetreatVerdict = VerdictBase<'retreat'> & {
  allowed: boolean;
  levels: number;
  destinations: {
    at: XY;
    level: number;
    change: number;
    how?: string;
    stumble?: Tft3dOdds & { onFailure: string; dxParts: Tft3dDxParts };
    fall?: Tft3dFall & { at?: XY; onto?: { at: XY; level: number } };
  }[];
  refused?: { at: XY; why: string }[];
};

/** `sweep`: the foes a sweep reaches, those excluded, the levels to each, walls that stop it and the hexes swept. */
export type Tft3dSweepVerdict = VerdictBase<'sweep'> & {
  reached: string[];
  excluded: string[];
  levels: Record<string, number>;
  walls: { at: XY; height: number; beforeStopping: string[]; roll: Tft3dOdds }[];
  hexes: { at: XY; foe?: string; levels?: number; wall?: number }[];
};

/** `swipe`: may the higher attacker kneel and swipe (option swipe), the DX, the half-MA limit and the kneeling defence. */
export type Tft3dSwipeVerdict = VerdictBase<'swipe'> & {
  allowed: boolean;
  needed: boolean;
  option: boolean;
  maxMove?: number;
  /** With option swipe: whether an ordinary blow would land, as melee answers (next to it, in a front hex, within reach). */
  adjacent?: boolean;
  inFront?: boolean;
  reach?: boolean;
  dx?: number;
  kneeling?: { toHitSameLevel: number; toHitOneLevelUp: number; higherMustKneel: boolean };
  blockers: string[];
};

/** `stance`: how a figure stands (or would at `at`): valid, level, off balance, its hexes, and a fall a move there would be. */
export type Tft3dStanceVerdict = VerdictBase<'stance'> & {
  valid: boolean;
  level: number;
  offBalance: boolean;
  /** The figure's own DX modifier as it stands (ownDx): -2 off balance plus waterDx. */
  dx: number;
  /** The DX of the water it stands in (the deepest under its hexes; option water), when not 0. */
  waterDx?: number;
  hexes: { at: XY | null; level: number | null }[];
  size: number;
  base: number;
  height: number;
  effectiveHeight: number;
  why?: string;
  falls?: { levels: number; dice: string; damageTo?: ('horse' | 'rider')[] };
};

/** `hex`: what stands at a hex: its surfaces, the top level, water depth and its costs, broken ground. */
export type Tft3dHexVerdict = VerdictBase<'hex'> & {
  surfaces: { level: number; terrain: string[]; obstacle?: number; broken: boolean }[];
  level: number | null;
  water?: 'ankle' | 'knee' | 'neck';
  /** The level of the water surface (below the top one where a bridge deck spans the water). */
  waterLevel?: number;
  waterMa?: number;
  waterDx?: number;
  broken: boolean;
};

/** The verdict of each tft-3d question. */
export type Tft3dVerdicts = {
  sight: Tft3dSightVerdict;
  adjacent: Tft3dAdjacentVerdict;
  melee: Tft3dMeleeVerdict;
  engaged: Tft3dEngagedVerdict;
  move: Tft3dMoveVerdict;
  reach: Tft3dReachVerdict;
  fall: Tft3dFallVerdict;
  climb: Tft3dClimbVerdict;
  jump: Tft3dJumpVerdict;
  retreat: Tft3dRetreatVerdict;
  sweep: Tft3dSweepVerdict;
  swipe: Tft3dSwipeVerdict;
  missile: Tft3dMissileVerdict;
  stance: Tft3dStanceVerdict;
  hex: Tft3dHexVerdict;
};

/** tft-3d's questions: each one's arguments and verdict. */
export type Tft3dQuestions = QuestionTypes<typeof TFT_QUESTIONS, Tft3dVerdicts>;
