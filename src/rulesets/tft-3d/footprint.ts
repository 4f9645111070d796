/**
 * Multi-hex footprints (tft.multihex.two/three/four/seven). `at` is the front hex F; `facing` is the
 * hex direction the figure faces (0 = east, clockwise), default 0. Directions are named relative to the
 * facing f: f+1 front-right, f+2 back-right, f+3 straight back, f+4 back-left, f+5 front-left.
 *
 * - 1 hex: F.
 * - 2 hexes (horseman): F and the hex straight behind it, F + dir(f+3).
 * - 3 hexes (giant): a triangle, F and the two hexes behind it that touch each other: F + dir(f+2) and
 *   F + dir(f+3). (Three mutually adjacent pointy-top hexes cannot be symmetric about a hex direction,
 *   so the triangle leans half a hexside to the figure's right.)
 * - 4 hexes (dragon): F and its three rear neighbours, F + dir(f+2), dir(f+3), dir(f+4): a fan,
 *   symmetric about the facing.
 * - 7 hexes: a centre hex C = F + dir(f+3) and its six neighbours (F is C's neighbour in the facing).
 *
 * Front hexes (engagement, sweeping blows): the hexes outside the footprint that lie in directions
 * f-1, f, f+1 from any footprint hex. For a 1-hex figure these are the usual three. They come left to right
 * as the figure faces (the path of a sweeping blow, tft.sweep): by their bearing from the footprint's centre
 * on the table, from the figure's left round to its right. (Taking them direction by direction, hex by hex,
 * put a 2-hex figure's far-left hex, north-east of its rear hex when it faces east, second.)
 */
import type { Axial } from '../../geometry/hex/coords.js';
import { DIRECTION_VECTORS, type Direction } from '../../geometry/hex/directions.js';
import { hexToPixel } from '../../geometry/hex/layout.js';

export type Size = 1 | 2 | 3 | 4 | 7;

function step(h: Axial, d: number): Axial {
  const v = DIRECTION_VECTORS[((d % 6) + 6) % 6]!;
  return { q: h.q + v.q, r: h.r + v.r };
}

/** The hexes of a footprint, front hex first. */
export function footprint(front: Axial, size: Size, facing: Direction): Axial[] {
  const f = facing;
  switch (size) {
    case 1: return [front];
    case 2: return [front, step(front, f + 3)];
    case 3: return [front, step(front, f + 2), step(front, f + 3)];
    case 4: return [front, step(front, f + 2), step(front, f + 3), step(front, f + 4)];
    case 7: {
      const c = step(front, f + 3);
      return [front, ...[1, 2, 3, 4, 5].map((k) => step(c, f + k)), c];
    }
  }
}

/** Front hexes of a footprint facing f (see the module header); every neighbour when facing is undefined. */
export function frontHexes(hexes: readonly Axial[], facing: Direction | undefined): Axial[] {
  const inside = new Set(hexes.map((h) => `${h.q},${h.r}`));
  const out = new Map<string, Axial>();
  const dirs = facing === undefined ? [0, 1, 2, 3, 4, 5] : [facing + 5, facing, facing + 1];
  for (const h of hexes) {
    for (const d of dirs) {
      const n = step(h, d);
      const k = `${n.q},${n.r}`;
      if (!inside.has(k)) out.set(k, n);
    }
  }
  const front = [...out.values()];
  if (facing === undefined) return front;
  // Left to right: the bearing of each hex from the footprint's centre (screen y down, so angles run clockwise)
  // less the facing's own bearing (60 degrees a direction), in (-180, 180]: negative is the figure's left.
  const c = hexes.map((h) => hexToPixel(h, 1)).reduce((s, p) => ({ x: s.x + p.x / hexes.length, y: s.y + p.y / hexes.length }), { x: 0, y: 0 });
  const bearing = (h: Axial): number => {
    const p = hexToPixel(h, 1);
    let a = Math.atan2(p.y - c.y, p.x - c.x) - (facing * Math.PI) / 3;
    while (a <= -Math.PI) a += 2 * Math.PI;
    while (a > Math.PI) a -= 2 * Math.PI;
    return a;
  };
  return front.map((h) => ({ h, a: bearing(h) })).sort((x, y) => x.a - y.a).map((e) => e.h);
}

/** Every hex next to the footprint (outside it). */
export function adjacentHexes(hexes: readonly Axial[]): Axial[] {
  return frontHexes(hexes, undefined);
}
