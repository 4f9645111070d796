/**
 * Rotations and reflections of hexes about a centre hex (Red Blob Games,
 * https://www.redblobgames.com/grids/hexagons/#rotation and #reflection).
 *
 * One step of `rotate` turns 60 degrees clockwise on screen (y down): in cube terms the offset from the
 * centre goes (q, r, s) -> (-r, -s, -q) (Red Blob's "rotate right"), which takes east to south-east,
 * as the VirtualScape rotation rule does (shared/formats/virtualscape-footprints.md).
 *
 * `reflect` keeps one cube coordinate of the offset and swaps the other two:
 * - axis 'r': (q, r, s) -> (s, r, q), the mirror left-right across the vertical screen line through the
 *   centre (rows stay rows);
 * - axis 'q': (q, r, s) -> (q, s, r), the mirror across the line through the centre rising 30 degrees
 *   above east (towards diagonal 5, ENE);
 * - axis 's': (q, r, s) -> (r, q, s), the mirror across the line through the centre falling 30 degrees
 *   below east (towards diagonal 0, ESE).
 * The mirror across the horizontal screen line (top-bottom) is `rotate(reflect(h, c, 'r'), c, 3)`.
 */
import type { Axial } from './coords.js';

/** Cube axis kept fixed by a reflection. */
export type HexAxis = 'q' | 'r' | 's';

/** h turned about `centre` by `steps` x 60 degrees clockwise on screen (negative = counter-clockwise). */
export function rotate(h: Axial, centre: Axial, steps: number): Axial {
  if (!Number.isInteger(steps)) throw new Error(`rotate: steps ${steps} is not an integer`);
  let q = h.q - centre.q, r = h.r - centre.r;
  const n = ((steps % 6) + 6) % 6;
  for (let i = 0; i < n; i++) {
    // (q, r, s) -> (-r, -s, -q): new q = -r, new r = -s = q + r.
    const nq = 0 - r;
    r = q + r;
    q = nq;
  }
  return { q: centre.q + q, r: centre.r + r };
}

/** h mirrored about `centre`, keeping cube coordinate `axis` of the offset (see the module header). */
export function reflect(h: Axial, centre: Axial, axis: HexAxis): Axial {
  const q = h.q - centre.q, r = h.r - centre.r, s = 0 - q - r;
  switch (axis) {
    case 'q': return { q: centre.q + q, r: centre.r + s };
    case 'r': return { q: centre.q + s, r: centre.r + r };
    case 's': return { q: centre.q + r, r: centre.r + q };
  }
}
