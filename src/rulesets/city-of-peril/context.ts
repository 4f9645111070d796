/** The prepared view of a city-of-peril scenario that every question reads. */
import type { CopBoard } from './board.js';
import type { CopFigure } from './figures.js';
import type { CopOptions } from './options.js';

export interface Ctx {
  readonly board: CopBoard;
  readonly opts: CopOptions;
  readonly figures: ReadonlyMap<string, CopFigure>;
  readonly list: readonly CopFigure[];
  /** Index of the figure on each square, -1 when empty. */
  readonly occupant: Int32Array;
}
