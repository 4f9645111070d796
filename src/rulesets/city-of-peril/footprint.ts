/**
 * The squares a creature covers, for pictures (Ruleset.footprint): its space by size (cop.base.move:
 * large 2x2, huge 3x3, gargantuan 4x4), `at` the top-left square.
 */
import type { Footprint } from '../../verdict.js';
import { SIZE_SQUARES, type FigureSpec } from './vocabulary.js';

export function footprint(figure: FigureSpec): Footprint {
  const [x, y] = figure.at;
  const size = figure.size;
  const n = typeof size === 'string' && Object.prototype.hasOwnProperty.call(SIZE_SQUARES, size) ? SIZE_SQUARES[size]! : 1;
  const cells: [number, number][] = [];
  for (let j = 0; j < n; j++) for (let i = 0; i < n; i++) cells.push([x + i, y + j]);
  return { kind: 'cells', cells };
}
