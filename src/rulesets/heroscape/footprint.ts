/**
 * The hexes a figure covers, for pictures (Ruleset.footprint): a single-space figure its hex `at`, a
 * double-space figure (`spaces: 2`) also the back hex behind it, opposite `facing` (as figures.ts lays
 * it out for the rules).
 */
import type { Footprint } from '../../verdict.js';
import type { FigureSpec } from '../../formats/scenario/schema.js';
import { axialToOffset, offsetToAxial } from '../../geometry/hex/coords.js';
import { DIRECTION_VECTORS } from '../../geometry/hex/directions.js';
import { DEFAULT_HEIGHT } from './figures.js';

export function footprint(figure: FigureSpec): Footprint {
  const [x, y] = figure.at;
  if (figure['spaces'] !== 2) return { kind: 'cells', cells: [[x, y]] };
  const f = figure['facing'];
  const facing = typeof f === 'number' && Number.isInteger(f) ? ((f % 6) + 6) % 6 : 0;
  const a = offsetToAxial({ x, y });
  const v = DIRECTION_VECTORS[(facing + 3) % 6]!;
  const back = axialToOffset({ q: a.q + v.q, r: a.r + v.r });
  return { kind: 'cells', cells: [[x, y], [back.x, back.y]] };
}

/** How tall a figure stands, for pictures (Ruleset.figureHeight): its Height, 5 when it gives none (as figures.ts reads it). */
export function figureHeight(figure: FigureSpec): number {
  const h = figure['height'];
  return typeof h === 'number' && Number.isFinite(h) && h >= 0 ? h : DEFAULT_HEIGHT;
}
