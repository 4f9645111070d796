/**
 * tft-3d: David O. Miller's Three Dimensional TFT for Advanced Melee and Wizard, on stacked hex tiles
 * (one level = one tile height, the bare table is level 0). Every decision names its clause of the rules
 * catalogue (tft.*).
 */
import type { Ruleset } from '../../engine/ruleset.js';
import { buildGridBoard } from '../../formats/scenario/grid.js';
import { defaultSummary } from '../../engine/summary.js';
import { batch } from './batch.js';
import { prepareCtx, type Ctx } from './context.js';
import { OPTIONS } from './options.js';
import { VOCABULARY } from './vocabulary.js';
import { adjacentQ, engagedQ, fallQ, hexQ, meleeQ, moveQ, reachQ, stanceQ } from './questions/core.js';
import { retreatQ, sweepQ, swipeQ } from './questions/combat.js';
import { missileQ, sightQ } from './questions/missile.js';
import { climbQ, jumpQ } from './questions/climb.js';
import { extraClauses } from './clauses.js';
import { figureFootprint, figureHeight } from './figure-footprint.js';

/** The questions (their answers typed in answers.ts). */
export const TFT_QUESTIONS = {
  sight: sightQ,
  adjacent: adjacentQ,
  melee: meleeQ,
  engaged: engagedQ,
  move: moveQ,
  reach: reachQ,
  fall: fallQ,
  climb: climbQ,
  jump: jumpQ,
  retreat: retreatQ,
  sweep: sweepQ,
  swipe: swipeQ,
  missile: missileQ,
  stance: stanceQ,
  hex: hexQ,
};

export const tft3d: Ruleset<Ctx> = {
  id: 'tft-3d',
  title: 'Three Dimensional TFT (Advanced Melee and Wizard on Heroscape tiles)',
  grid: 'hex',
  buildBoard: buildGridBoard,
  summary: defaultSummary,
  groundLevel: 0,
  options: OPTIONS.specs,
  vocabulary: VOCABULARY,
  prepare: ({ scenario, options, board }) => prepareCtx(scenario, options, board),
  questions: TFT_QUESTIONS,
  extraClauses,
  batch,
  footprint: (figure, _board, options) => figureFootprint(figure, options),
  figureHeight,
};
