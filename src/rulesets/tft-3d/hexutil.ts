/** Small hex helpers for the ruleset. */
import type { Axial } from '../../geometry/hex/coords.js';
import { distance } from '../../geometry/hex/distance.js';

export function isAdjacentHex(a: Axial, b: Axial): boolean {
  return distance(a, b) === 1;
}
