/**
 * Board units to SVG pixels, and the shape of each place in board units.
 *
 * Board units (the contract of evidence coordinates, see src/verdict.ts): square maps: square (x, y)
 * spans [x, x+1] x [y, y+1], y down; hex maps: pointy-top hexes of size 1 (centre to corner), the
 * centre of the odd-r hex [x, y] at (sqrt(3) * (q + r/2), 1.5 * r) with q = x - (y - (y & 1)) / 2,
 * r = y; tables: inches, y down.
 */
import { offsetToAxial, axialToOffset } from '../../geometry/hex/coords.js';
import { hexCorners, hexToPixel } from '../../geometry/hex/layout.js';
import { DIRECTION_VECTORS } from '../../geometry/hex/directions.js';

export type Pt = readonly [number, number];
export type MapKind = 'square' | 'hex' | 'table';

export interface Bounds {
  minX: number;
  minY: number;
  maxX: number;
  maxY: number;
}

export const SQRT3 = Math.sqrt(3);

/** Centre of a place in board units. */
export function placeCentre(kind: MapKind, x: number, y: number): Pt {
  if (kind === 'hex') {
    const c = hexToPixel(offsetToAxial({ x, y }), 1);
    return [c.x, c.y];
  }
  if (kind === 'square') return [x + 0.5, y + 0.5];
  return [x, y];
}

/** Outline of a place in board units (hex corners in the layout's order: corner i at 60i - 30 degrees). */
export function placeOutline(kind: 'square' | 'hex', x: number, y: number): Pt[] {
  if (kind === 'square') return [[x, y], [x + 1, y], [x + 1, y + 1], [x, y + 1]];
  return hexCorners(offsetToAxial({ x, y }), 1).map((p) => [p.x, p.y] as const);
}

/** The neighbour of odd-r hex [x, y] across hexside d (0 = east, clockwise). */
export function hexNeighbour(x: number, y: number, d: number): Pt {
  const a = offsetToAxial({ x, y });
  const v = DIRECTION_VECTORS[((d % 6) + 6) % 6]!;
  const o = axialToOffset({ q: a.q + v.q, r: a.r + v.r });
  return [o.x, o.y];
}

/** Hexside d of hex [x, y] as a segment in board units (corner d to corner d + 1). */
export function hexSide(x: number, y: number, d: number): [Pt, Pt] {
  const c = placeOutline('hex', x, y);
  const i = ((d % 6) + 6) % 6;
  return [c[i]!, c[(i + 1) % 6]!];
}

const HEX_DIR_NAMES = ['e', 'se', 'sw', 'w', 'nw', 'ne'] as const;

/** Hex directions from a scenario value: a number 0..5, a name, or a list of them. */
export function hexDirs(v: unknown): number[] {
  const list = Array.isArray(v) ? v : [v];
  const out: number[] = [];
  for (const d of list) {
    if (typeof d === 'number' && Number.isInteger(d) && d >= 0 && d <= 5) out.push(d);
    else if (typeof d === 'string') {
      const i = (HEX_DIR_NAMES as readonly string[]).indexOf(d.toLowerCase());
      if (i >= 0) out.push(i);
    }
  }
  return out;
}

/** Pixel mapping: board units -> SVG user units. */
export interface Frame {
  readonly kind: MapKind;
  /** Pixels per board unit. */
  readonly scale: number;
  /** Pixels across one cell (square side, hex width across flats, one inch on tables). */
  readonly cell: number;
  readonly px: (p: Pt) => [number, number];
  /** Map area in pixels. */
  readonly left: number;
  readonly top: number;
  readonly width: number;
  readonly height: number;
}

export function makeFrame(kind: MapKind, b: Bounds, scale: number, left: number, top: number): Frame {
  return {
    kind,
    scale,
    cell: kind === 'hex' ? scale * SQRT3 : scale,
    px: (p) => [left + (p[0] - b.minX) * scale, top + (p[1] - b.minY) * scale],
    left,
    top,
    width: (b.maxX - b.minX) * scale,
    height: (b.maxY - b.minY) * scale,
  };
}
