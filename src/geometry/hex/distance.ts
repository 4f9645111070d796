/**
 * Hex distance: the number of steps between two hexes, (|dq| + |dr| + |ds|) / 2 in cube terms
 * (Red Blob Games, https://www.redblobgames.com/grids/hexagons/#distances).
 */
import type { Axial } from './coords.js';

/** Distance of a hex vector from the origin. */
export function hexLength(h: Axial): number {
  const s = 0 - h.q - h.r;
  return (Math.abs(h.q) + Math.abs(h.r) + Math.abs(s)) / 2;
}

/** Number of steps from a to b. */
export function distance(a: Axial, b: Axial): number {
  const dq = a.q - b.q, dr = a.r - b.r;
  return (Math.abs(dq) + Math.abs(dr) + Math.abs(dq + dr)) / 2;
}
