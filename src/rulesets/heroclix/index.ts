/**
 * HeroClix on square maps with elevation levels (ground is level 1): line of fire across levels and the
 * rim, adjacency, close combat across stairways, movement with stairs and ladders, and knock-back.
 * Every decision names its clause (hcx.* in the rules catalogue; hcx.base.* for base rules the catalogue
 * leans on).
 */
import type { Ruleset } from '../../engine/ruleset.js';
import { buildGridBoard } from '../../formats/scenario/grid.js';
import { defaultSummary } from '../../engine/summary.js';
import { batch } from './batch.js';
import { prepare, type Ctx } from './context.js';
import { OPTIONS } from './options.js';
import { vocabulary } from './vocabulary.js';
import { sightQuestion } from './questions/sight.js';
import { adjacentQuestion } from './questions/adjacent.js';
import { meleeQuestion } from './questions/melee.js';
import { moveQuestion, reachQuestion } from './questions/move.js';
import { pushQuestion } from './questions/push.js';
import { levelQuestion } from './questions/level.js';
import { extraClauses } from './clauses.js';
import { footprint } from './footprint.js';
import { breakAwayQuestion, rangeQuestion } from './questions/ranged.js';

/** The questions (their answers typed in answers.ts). */
export const HEROCLIX_QUESTIONS = {
  sight: sightQuestion,
  adjacent: adjacentQuestion,
  melee: meleeQuestion,
  move: moveQuestion,
  reach: reachQuestion,
  push: pushQuestion,
  level: levelQuestion,
  range: rangeQuestion,
  'break-away': breakAwayQuestion,
};

export const heroclix: Ruleset<Ctx> = {
  id: 'heroclix',
  title: 'HeroClix: elevation levels, stairs, the rim and line of fire',
  grid: 'square',
  buildBoard: buildGridBoard,
  summary: defaultSummary,
  groundLevel: 1,
  options: OPTIONS.specs,
  vocabulary,
  prepare,
  questions: HEROCLIX_QUESTIONS,
  extraClauses,
  batch,
  footprint,
};
