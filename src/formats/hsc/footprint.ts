/**
 * The cells a VirtualScape tile covers, in its own odd-r offset coordinates.
 *
 * Rule (from ../shared/formats/virtualscape-footprints.md): take the rotation-0 axial shape, turn it
 * k x 60 degrees clockwise ((q, r, s) -> (-r, -s, -q) per step), then translate it so that its hex with
 * the smallest row (ties: the smallest q) lands on the anchor (x, y). Odd-r: odd rows sit half a hex to
 * the right; axial q = x - (y - (y & 1)) / 2, r = y.
 */
import { axialToOffset, offsetToAxial, type Axial as AxialHex } from '../../geometry/hex/coords.js';
import { rotate } from '../../geometry/hex/transform.js';
import { LAND_SHAPES, PERSONAL_TYPE, tileTypeInfo } from './tiles.js';

type Axial = readonly [q: number, r: number];

const ORIGIN: AxialHex = { q: 0, r: 0 };

/** The rotation-0 axial shape of a type; personal tiles take the grass shape of their hex count. */
export function tileShape(type: number, hexCount?: number): readonly Axial[] {
  if (type === PERSONAL_TYPE) {
    if (hexCount === undefined) throw new Error('a personal tile (17000) needs its hex count for a footprint');
    const shape = LAND_SHAPES.get(hexCount);
    if (!shape) throw new Error(`a personal tile cannot have ${hexCount} hexes (1, 2, 3, 7 or 24)`);
    return shape;
  }
  const info = tileTypeInfo(type);
  if (!info) throw new Error(`unknown VirtualScape tile type ${type}`);
  return info.footprint;
}

/**
 * Absolute odd-r cells [x, y] covered by a tile of `type` at anchor (x, y) with `rotation` (0-5).
 * `hexCount` is only read for personal tiles (17000).
 */
export function tileHexes(type: number, rotation: number, x: number, y: number, hexCount?: number): [number, number][] {
  if (!Number.isInteger(rotation) || rotation < 0 || rotation > 5) {
    throw new Error(`a tile rotation is 0-5, not ${rotation}`);
  }
  const cells = tileShape(type, hexCount).map(([q, r]) => rotate({ q, r }, ORIGIN, rotation));
  let pivot = cells[0];
  if (!pivot) throw new Error(`tile type ${type} has an empty footprint`);
  for (const c of cells) {
    if (c.r < pivot.r || (c.r === pivot.r && c.q < pivot.q)) pivot = c;
  }
  const anchor = offsetToAxial({ x, y });
  const out: [number, number][] = [];
  const seen = new Set<string>();
  for (const c of cells) {
    const cell = axialToOffset({ q: anchor.q + c.q - pivot.q, r: anchor.r + c.r - pivot.r });
    const key = `${cell.x},${cell.y}`;
    if (seen.has(key)) continue;
    seen.add(key);
    out.push([cell.x, cell.y]);
  }
  return out;
}
