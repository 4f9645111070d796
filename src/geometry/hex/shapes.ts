/**
 * Rings and spirals of hexes (Red Blob Games, https://www.redblobgames.com/grids/hexagons/#rings).
 *
 * `ring(centre, radius)` lists the 6 * radius hexes at exactly that distance, clockwise on screen,
 * starting at the hex `radius` steps east of the centre (so ring 1 is `neighbours(centre)` in direction
 * order). Radius 0 gives `[centre]`.
 * `spiral(centre, radius)` is the centre followed by rings 1..radius: 1 + 3 * radius * (radius + 1) hexes.
 */
import type { Axial } from './coords.js';
import { DIRECTION_VECTORS } from './directions.js';

function checkRadius(radius: number, what: string): void {
  if (!Number.isInteger(radius) || radius < 0) throw new Error(`${what}: radius ${radius} is not a non-negative integer`);
}

/** The hexes at exactly `radius` steps from `centre`; see the module header for the order. */
export function ring(centre: Axial, radius: number): Axial[] {
  checkRadius(radius, 'ring');
  if (radius === 0) return [{ q: centre.q, r: centre.r }];
  const out: Axial[] = [];
  // Start at the east corner of the ring; side i walks direction i + 2 (SW first), clockwise.
  let q = centre.q + radius, r = centre.r;
  for (let side = 0; side < 6; side++) {
    const step = DIRECTION_VECTORS[(side + 2) % 6];
    if (step === undefined) throw new Error('unreachable');
    for (let j = 0; j < radius; j++) {
      out.push({ q, r });
      q += step.q;
      r += step.r;
    }
  }
  return out;
}

/** The centre, then rings 1..radius. */
export function spiral(centre: Axial, radius: number): Axial[] {
  checkRadius(radius, 'spiral');
  const out: Axial[] = [];
  for (let k = 0; k <= radius; k++) out.push(...ring(centre, k));
  return out;
}
