/**
 * Table units for footprints: millimetres, x to the right, y down, with the origin at the centre of hex
 * [0, 0]. Hexes are pointy-top in odd-r layout (the scenario's [x, y]); a hex is `hexMm` across the flats,
 * so hex [x, y] is centred at (hexMm * (x + (y odd ? 1/2 : 0)), 1.5 * hexMm / sqrt(3) * y).
 */
import type { Point, Polygon } from '../../geometry/plane/types.js';

export function hexCentreMm(x: number, y: number, hexMm: number): Point {
  return { x: hexMm * (x + (y & 1 ? 0.5 : 0)), y: ((1.5 * hexMm) / Math.sqrt(3)) * y };
}

/** The hex's six corners (corner i at 60 i - 30 degrees, y down), counter-clockwise in the maths sense. */
export function hexPolygonMm(x: number, y: number, hexMm: number): Polygon {
  const c = hexCentreMm(x, y, hexMm);
  const rc = hexMm / Math.sqrt(3);
  const out: Point[] = [];
  for (let i = 0; i < 6; i++) {
    const a = (Math.PI / 180) * (60 * i - 30);
    out.push({ x: c.x + rc * Math.cos(a), y: c.y + rc * Math.sin(a) });
  }
  return out;
}
