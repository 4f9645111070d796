/**
 * c3g-buildings: the Heroscape base game (the heroscape ruleset, ../heroscape/, whose questions and core it
 * uses) with the C3G building rules: full/half/partial hexes from footprints, enclosed and interior
 * structures, transit spaces, doorways, windows, floors, stairways, elevators. Every decision names its
 * clause. The building rules are in classify.ts, clip.ts, inscribed-disc.ts, layout.ts, context.ts (the
 * structures, hex classes and transit hooks the heroscape core consults) and q-buildings.ts.
 */
import type { Ruleset } from '../../engine/ruleset.js';
import { buildGridBoard } from '../../formats/scenario/grid.js';
import { defaultSummary } from '../../engine/summary.js';
import { batch } from './batch.js';
import { prepare, type Ctx } from './context.js';
import { extraClauses } from './clauses.js';
import { OPTIONS } from './options.js';
import { VOCABULARY } from './vocabulary.js';
import { QUESTIONS } from '../heroscape/index.js';
import { figureHeight, footprint } from '../heroscape/footprint.js';
import { breakWindow, classify, count, place, shaft, transit } from './questions/buildings.js';

/** The ruleset this one builds on: the only other ruleset folder it may import (test/layers.test.ts). */
export const BASE_RULESET = 'heroscape';

/** The questions: heroscape's and the building questions (their answers typed in answers.ts). */
export const C3G_QUESTIONS = { ...QUESTIONS, classify, count, 'break-window': breakWindow, transit, place, shaft };

export const c3gBuildings: Ruleset<Ctx> = {
  id: 'c3g-buildings',
  title: 'Heroscape with the C3G building rules',
  grid: 'hex',
  buildBoard: buildGridBoard,
  summary: defaultSummary,
  groundLevel: 0,
  options: OPTIONS.specs,
  vocabulary: VOCABULARY,
  prepare,
  questions: C3G_QUESTIONS,
  extraClauses,
  batch,
  footprint,
  figureHeight,
};
