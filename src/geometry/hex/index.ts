/**
 * Hex geometry for pointy-top hexes (axial inside, odd-r offset at the edges), after Red Blob Games,
 * https://www.redblobgames.com/grids/hexagons/.
 *
 * - coords.ts:     `Axial`, `Cube`, `OffsetXY`, offset <-> axial <-> cube, hex vector arithmetic
 * - key.ts:        `hexKey` / `hexFromKey` (safe-integer Map keys), `HexBoxIndex` (dense typed-array index)
 * - directions.ts: `Direction` (0 E, then clockwise on screen), `neighbour(s)`, `directionBetween`, `opposite`
 * - distance.ts:   `distance`, `hexLength`
 * - shapes.ts:     `ring`, `spiral`
 * - transform.ts:  `rotate` (60-degree steps clockwise on screen), `reflect`
 * - layout.ts:     `hexToPixel`, `pixelToHex`, `hexCorners`, `hexCorner3`, `roundCube`
 * - line.ts:       `hexLine` (Red Blob line drawing, both nudges, where they differ)
 * - trace.ts:      `traceHexSegment`, `hexesOnSegment` (exact contacts with tIn/tOut and kind)
 */
export {
  axial, axialToCube, axialToOffset, cubeToAxial, cubeToOffset, hexAdd, hexEquals, hexScale, hexSubtract,
  offsetQ, offsetToAxial, offsetToCube, offsetX, type Axial, type Cube, type OffsetXY,
} from './coords.js';
export { HEX_KEY_MAX, HEX_KEY_MIN, HexBoxIndex, hexFromKey, hexKey, hexKeyQR } from './key.js';
export {
  DIAGONAL_VECTORS, diagonalNeighbour, DIRECTION_NAMES, DIRECTION_VECTORS, directionBetween, DIRECTIONS,
  directionVector, isDirection, neighbour, neighbours, opposite, turn, type Direction,
} from './directions.js';
export { distance, hexLength } from './distance.js';
export { ring, spiral } from './shapes.js';
export { reflect, rotate, type HexAxis } from './transform.js';
export {
  hexCorner3, hexCorners, hexToPixel, pixelToFractional, pixelToHex, roundAxial, roundCube, type PixelPoint,
} from './layout.js';
export { hexLine, hexLineNudged, type HexLine } from './line.js';
export {
  hexesOnSegment, MAX_TRACE_COORD, traceHexSegment, type HexContactKind, type HexSegmentHit,
  type HexSegmentVisitor,
} from './trace.js';
