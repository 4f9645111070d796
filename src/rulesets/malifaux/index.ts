/**
 * The malifaux ruleset: the Malifaux terrain guidelines on a continuous table (grid: table), distances in
 * inches. Questions: sight, cover, range, move, reach, fall, push, deploy, balance.
 */
import { HighgroundError } from '../../errors.js';
import type { Ruleset } from '../../engine/ruleset.js';
import { batch } from './batch.js';
import { vocabulary } from './vocabulary.js';
import { OPTIONS } from './options.js';
import { prepareTable, type Table } from './context.js';
import { questions } from './questions/index.js';
import { figureHeight, footprint } from './footprint.js';
import { pieceHeight } from './catalogue.js';

export const malifaux: Ruleset<Table> = {
  id: 'malifaux',
  title: 'Malifaux terrain guidelines (gridless table)',
  grid: 'table',
  groundLevel: 0,
  options: OPTIONS.specs,
  vocabulary,
  prepare: ({ scenario, options }) => prepareTable(scenario, options),
  questions,
  batch,
  footprint,
  pieceHeight,
  figureHeight,
};

export function argError(reason: string, key: string): HighgroundError {
  return new HighgroundError(reason, { path: [key] });
}
