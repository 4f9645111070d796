/**
 * The squares a character's base covers, for pictures (Ruleset.footprint; hcx.base.multi-base): one
 * square, a 2x2 base from its top-left square `at`, or a peanut (1x2) from `at` towards `orient`.
 */
import type { Footprint } from '../../verdict.js';
import { BASES, ORIENTS, baseOffsets, type Base, type Orient } from './figures.js';
import type { FigureSpec } from './vocabulary.js';

export function footprint(figure: FigureSpec): Footprint {
  const [x, y] = figure.at;
  const base: Base = (BASES as readonly unknown[]).includes(figure.base) ? (figure.base as Base) : '1x1';
  const o = figure.orient;
  const orient: Orient | undefined = typeof o === 'string' && Object.prototype.hasOwnProperty.call(ORIENTS, o) ? (o as Orient) : undefined;
  return { kind: 'cells', cells: baseOffsets(base, orient).map(([dx, dy]) => [x + dx, y + dy] as const) };
}
