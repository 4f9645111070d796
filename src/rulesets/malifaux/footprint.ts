/**
 * A model's base on the table, for pictures (Ruleset.footprint): a circle of `base` mm (30, 40 or 50;
 * default 30) centred on `at`, its radius in inches as the rules measure it (context.ts).
 */
import type { Footprint } from '../../verdict.js';
import { DEFAULT_BASE, baseRadius } from './context.js';
import type { FigureSpec } from './vocabulary.js';

export function footprint(figure: FigureSpec): Footprint {
  const b = figure.base;
  const mm = typeof b === 'number' && Number.isFinite(b) && b > 0 ? b : DEFAULT_BASE;
  return { kind: 'circle', centre: [figure.at[0], figure.at[1]], radius: baseRadius(mm) };
}
