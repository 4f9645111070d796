/** Who stands next to whom, and in whose front hexes (tft.base.engage, tft.base.facing). */
import type { Axial } from '../../geometry/hex/coords.js';
import type { Fig } from './context.js';
import { adjacentHexes, frontHexes } from './footprint.js';

const key = (h: Axial) => `${h.q},${h.r}`;

/** Does a hex of b share a side with a hex of a (whatever their levels)? */
export function isAdjacent(a: Fig, b: Fig): boolean {
  const around = new Set(adjacentHexes(a.hexList).map(key));
  return b.hexList.some((h) => around.has(key(h)));
}

/** tft.base.facing: is a hex of b in a's front hexes? A figure with no facing may turn to any neighbour. */
export function inFrontOf(a: Fig, b: Fig): boolean {
  if (a.facing === undefined) return isAdjacent(a, b);
  const front = new Set(frontHexes(a.hexList, a.facing).map(key));
  return b.hexList.some((h) => front.has(key(h)));
}
