/**
 * heroscape: the Heroscape Master Game on its own (hex battlefields of stacked tiles, Heights, glyphs and
 * the terrain of every Master Set and terrain set). Every decision names its clause: the shared
 * catalogue's hs.* base clauses and this ruleset's own (clauses.ts), each with its rulebook source.
 *
 * Files: context.ts (the prepared board; also the core c3g-buildings builds on), figures.ts and resolve.ts
 * (figures and arguments), steps.ts and move.ts (one step, the movement search), engage.ts and height.ts
 * (the Height test, engagement, height advantage), fall.ts (minor, major, extreme falls), range.ts (range
 * in spaces round holes), sight.ts (target point to hit zone), terrain.ts (what each terrain does), and
 * one file per question family under questions/.
 */
import type { Ruleset } from '../../engine/ruleset.js';
import { buildGridBoard } from '../../formats/scenario/grid.js';
import { defaultSummary } from '../../engine/summary.js';
import { batch } from './batch.js';
import { prepare, type Ctx } from './context.js';
import { extraClauses } from './clauses.js';
import { OPTIONS } from './options.js';
import { VOCABULARY } from './vocabulary.js';
import { adjacent, engaged, melee, sight } from './questions/sight.js';
import { move, reach } from './questions/move.js';
import { fall } from './questions/fall.js';
import { attack } from './questions/attack.js';
import { fly, leap } from './questions/fly.js';
import { figureHeight, footprint } from './footprint.js';

export const QUESTIONS = { sight, adjacent, engaged, melee, attack, move, reach, fall, fly, leap };

export const heroscape: Ruleset<Ctx> = {
  id: 'heroscape',
  title: 'Heroscape (the Master Game)',
  grid: 'hex',
  buildBoard: buildGridBoard,
  summary: defaultSummary,
  groundLevel: 0,
  options: OPTIONS.specs,
  vocabulary: VOCABULARY,
  prepare,
  questions: QUESTIONS,
  extraClauses,
  batch,
  footprint,
  figureHeight,
};
