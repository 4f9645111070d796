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
import { KINDS } from './kinds.js';

const SIZES: readonly number[] = [1, 2, 3, 4, 7];

export function figureFootprint(figure: FigureSpec, options?: Options): Footprint {
  const [x, y] = figure.at;
  const kind = typeof figure['kind'] === 'string' && Object.prototype.hasOwnProperty.call(KINDS, figure['kind']) ? KINDS[figure['kind']] : undefined;
  const given = figure['hexes'];
  const hexes = (typeof given === 'number' && SIZES.includes(given) ? given : kind?.hexes ?? 1) as Size;
  const f = figure['facing'];
  const facing = (typeof f === 'number' && Number.isInteger(f) ? ((f % 6) + 6) % 6 : 0) as Direction;
  const hexList = footprint(offsetToAxial({ x, y }), baseSize(hexes, options?.['singleBase'] === true), facing);
  return { kind: 'cells', cells: hexList.map((h) => { const o = axialToOffset(h); return [o.x, o.y] as const; }) };
}
