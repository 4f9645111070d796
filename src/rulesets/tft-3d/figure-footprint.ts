/**
 * The hexes a figure covers, for pictures (Ruleset.footprint): its size from `hexes` or its kind, laid
 * out from the front hex `at` away from `facing` exactly as the rules lay it (footprint.ts), and shrunk
 * as the singleBase option shrinks it (3 -> 1, 4 -> 2, 7 -> 4 hexes).
 */
import type { Options } from '../../engine/ruleset.js';
import type { FigureSpec } from '../../formats/scenario/schema.js';
import { axialToOffset, offsetToAxial } from '../../geometry/hex/coords.js';
import type { Direction } from '../../geometry/hex/directions.js';
import type { Footprint } from '../../verdict.js';
import { baseSize } from './context.js';
import { footprint, type Size } from './footprint.js';
import { KINDS, heightForHexes } from './kinds.js';

const SIZES: readonly number[] = [1, 2, 3, 4, 7];

const kindOf = (figure: FigureSpec) => typeof figure['kind'] === 'string' && Object.prototype.hasOwnProperty.call(KINDS, figure['kind']) ? KINDS[figure['kind']] : undefined;
const hexesOf = (figure: FigureSpec) => {
  const given = figure['hexes'];
  return (typeof given === 'number' && SIZES.includes(given) ? given : kindOf(figure)?.hexes ?? 1) as Size;
};

export function figureFootprint(figure: FigureSpec, options?: Options): Footprint {
  const [x, y] = figure.at;
  const hexes = hexesOf(figure);
  const f = figure['facing'];
  const facing = (typeof f === 'number' && Number.isInteger(f) ? ((f % 6) + 6) % 6 : 0) as Direction;
  const hexList = footprint(offsetToAxial({ x, y }), baseSize(hexes, options?.['singleBase'] === true), facing);
  return { kind: 'cells', cells: hexList.map((h) => { const o = axialToOffset(h); return [o.x, o.y] as const; }) };
}

/** How tall a figure stands, for pictures (Ruleset.figureHeight): `height`, else its kind's, else the chart's for its hexes (as context.ts reads it). */
export function figureHeight(figure: FigureSpec): number {
  const h = figure['height'];
  return typeof h === 'number' && Number.isFinite(h) && h >= 0 ? h : kindOf(figure)?.height ?? heightForHexes(hexesOf(figure));
}
