/**
 * Exact square-grid line geometry on doubled lattice coordinates.
 *
 * - point.ts:    `DoubledPoint`, `corner(x, y)`, `centre(x, y)`, `MAX_DOUBLED_COORD`
 * - classify.ts: `classifySquare(a, b, sx, sy)` -> `{ kind, corners, alongEdge }` for one square
 * - trace.ts:    `traceSquares(a, b, visit)`, `traceSquaresXY(...)`, `squaresOnSegment(a, b)`
 */
export { centre, corner, MAX_DOUBLED_COORD, type DoubledPoint } from './point.js';
export { classifySquare, type ContactKind, type SquareContact } from './classify.js';
export {
  squaresOnSegment, traceSquares, traceSquaresXY, type SquareVisitor, type TouchedSquare,
} from './trace.js';
