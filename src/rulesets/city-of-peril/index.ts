/**
 * city-of-peril: the D&D Miniatures "City of Peril" rooftop rules on a square grid. Every answer names the
 * clauses (rules catalogue, `cop.*`) that decided it. See questions.ts for what it answers, options.ts for
 * the readings a table may change, vocabulary.ts for the words a map uses.
 */
import type { Ruleset } from '../../engine/ruleset.js';
import { buildGridBoard } from '../../formats/scenario/grid.js';
import { defaultSummary } from '../../engine/summary.js';
import { batch } from './batch.js';
import { HighgroundError } from '../../errors.js';
import { prepareBoard } from './board.js';
import { keptOn } from '../../board/memo.js';
import type { Ctx } from './context.js';
import { prepareFigures } from './figures.js';
import { OPTIONS, readOptions } from './options.js';
import { questions } from './questions/index.js';
import { vocabulary } from './vocabulary.js';
import { footprint } from './footprint.js';

export const cityOfPeril: Ruleset<Ctx> = {
  id: 'city-of-peril',
  title: 'D&D Miniatures: City of Peril rooftops',
  grid: 'square',
  buildBoard: buildGridBoard,
  summary: defaultSummary,
  groundLevel: 0,
  options: OPTIONS.specs,
  vocabulary,
  prepare({ scenario, options: opts, board }): Ctx {
    if (!board) throw new HighgroundError('city-of-peril needs a square grid map', { path: ['map'] });
    const b = keptOn(board, 'city-of-peril', () => prepareBoard(board, scenario));
    const list = prepareFigures(scenario.figures ?? {}, b);
    const occupant = new Int32Array(b.width * b.height).fill(-1);
    for (const f of list) for (let j = 0; j < f.n; j++) for (let i = 0; i < f.n; i++) occupant[(f.y + j) * b.width + f.x + i] = f.index;
    return { board: b, opts: readOptions(opts), figures: new Map(list.map((f) => [f.id, f])), list, occupant };
  },
  questions,
  batch,
  footprint,
};
