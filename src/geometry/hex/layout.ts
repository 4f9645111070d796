/**
 * Pixel layout of pointy-top hexes, screen y down (Red Blob Games,
 * https://www.redblobgames.com/grids/hexagons/#hex-to-pixel and #pixel-to-hex, #rounding).
 *
 * `size` is the distance from a hex centre to a corner; a hex is sqrt(3) * size wide across the flats
 * and 2 * size tall. The hex (0, 0) is centred on `origin` (default (0, 0)):
 *   x = origin.x + size * sqrt(3) * (q + r / 2),   y = origin.y + size * 3/2 * r.
 * This map is linear, so a fraction t of a segment in axial coordinates is the same fraction of the
 * drawn segment.
 *
 * Corners are numbered clockwise on screen from the upper-right one: corner i sits at 60 * i - 30
 * degrees (measured clockwise from east, y down): 0 upper right, 1 lower right, 2 bottom, 3 lower left,
 * 4 upper left, 5 top. Hexside d (towards `neighbour(h, d)`) runs from corner d to corner d + 1.
 * Exactly, corner i of h is h + (dir(i - 1) + dir(i)) / 3 in axial coordinates; `hexCorner3` gives it
 * scaled by 3 as integers, ready for `traceHexSegment(..., 3)`.
 * (Red Blob's `polygon_corners` starts at the lower-right corner and runs counter-clockwise on screen.)
 */
import { offsetQ, type Axial, type Cube } from './coords.js';
import { DIRECTION_VECTORS } from './directions.js';

/** A point on screen (pixels, y down). */
export interface PixelPoint {
  readonly x: number;
  readonly y: number;
}

const SQRT3 = Math.sqrt(3);
const ZERO: PixelPoint = { x: 0, y: 0 };

/** Centre of hex h on screen. */
export function hexToPixel(h: Axial, size: number, origin: PixelPoint = ZERO): PixelPoint {
  return { x: origin.x + size * SQRT3 * (h.q + h.r / 2), y: origin.y + size * 1.5 * h.r };
}

/** Fractional axial coordinates of a screen point (inverse of `hexToPixel`). */
export function pixelToFractional(p: PixelPoint, size: number, origin: PixelPoint = ZERO): Axial {
  const x = (p.x - origin.x) / size, y = (p.y - origin.y) / size;
  return { q: (SQRT3 / 3) * x - y / 3, r: (2 / 3) * y };
}

/** The hex containing a screen point (cube rounding of `pixelToFractional`). */
export function pixelToHex(p: PixelPoint, size: number, origin: PixelPoint = ZERO): Axial {
  const f = pixelToFractional(p, size, origin);
  return roundAxial(f.q, f.r);
}

/**
 * Nearest hex to fractional cube coordinates: round each coordinate, then recompute the one that moved
 * most from the other two so that q + r + s = 0 again (Red Blob's `hex_round`).
 */
export function roundCube(q: number, r: number, s: number): Cube {
  let rq = Math.round(q), rr = Math.round(r), rs = Math.round(s);
  const dq = Math.abs(rq - q), dr = Math.abs(rr - r), ds = Math.abs(rs - s);
  if (dq > dr && dq > ds) rq = 0 - rr - rs;
  else if (dr > ds) rr = 0 - rq - rs;
  else rs = 0 - rq - rr;
  return { q: rq + 0, r: rr + 0, s: rs + 0 };
}

/** Nearest hex to fractional axial coordinates. */
export function roundAxial(q: number, r: number): Axial {
  const c = roundCube(q, r, 0 - q - r);
  return { q: c.q, r: c.r };
}

/** The six corners of h on screen, in corner order (see the module header). */
export function hexCorners(h: Axial, size: number, origin: PixelPoint = ZERO): PixelPoint[] {
  const c = hexToPixel(h, size, origin);
  const out: PixelPoint[] = [];
  for (let i = 0; i < 6; i++) {
    const a = (Math.PI / 180) * (60 * i - 30);
    out.push({ x: c.x + size * Math.cos(a), y: c.y + size * Math.sin(a) });
  }
  return out;
}

/** Corner i (0..5) of h in axial coordinates scaled by 3 (exact integers). */
export function hexCorner3(h: Axial, i: number): Axial {
  const a = DIRECTION_VECTORS[(i + 5) % 6], b = DIRECTION_VECTORS[i];
  if (a === undefined || b === undefined || !Number.isInteger(i)) throw new Error(`hexCorner3: corner ${i} is not 0..5`);
  return { q: 3 * h.q + a.q + b.q, r: 3 * h.r + a.r + b.r };
}

/**
 * The board-unit point of the centre of the odd-r hex [x, y] (pointy-top, size 1): where verdict
 * evidence puts a line's end on a hex map (see BoardPoint in src/verdict.ts).
 */
export function hexCentreBoardPoint(x: number, y: number): [number, number] {
  const r = y;
  const q = offsetQ(x, y);
  return [SQRT3 * (q + r / 2), 1.5 * r];
}
