/**
 * A model's base on the table, for pictures (Ruleset.footprint): a circle of `base` mm (30, 40 or 50;
 * default 30) centred on `at`, its radius in inches as the rules measure it (context.ts).
 */
import type { Footprint } from '../../verdict.js';
import { DEFAULT_BASE, DEFAULT_HT, baseRadius } from './context.js';
import type { FigureSpec } from './vocabulary.js';

export function footprint(figure: FigureSpec): Footprint {
  const b = figure.base;
  const mm = typeof b === 'number' && Number.isFinite(b) && b > 0 ? b : DEFAULT_BASE;
  return { kind: 'circle', centre: [figure.at[0], figure.at[1]], radius: baseRadius(mm) };
}

/** How tall a model stands, for pictures (Ruleset.figureHeight): its Ht, 2 when it gives none (as context.ts reads it). */
export function figureHeight(figure: FigureSpec): number {
  const h = figure.ht;
  return typeof h === 'number' && Number.isFinite(h) && h >= 0 ? h : DEFAULT_HT;
}
