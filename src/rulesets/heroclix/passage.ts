/**
 * Whether two neighbouring squares are cut apart by walls or blocking terrain, for adjacency, movement
 * and knock-back. Walls stop exactly at square edges: a diagonal between two squares is cut only when
 * both ways round the shared corner are (a wall on either edge, or a blocking square, on each side), the
 * base rule that two blocking squares meeting across an intersection are continuous while a single one,
 * or a wall that only ends at the corner, is not.
 */
import { idx, wallBetween, type HcxBoard } from './board.js';

export function separated(
  b: HcxBoard, ax: number, ay: number, cx: number, cy: number,
  blocks: (i: number) => boolean, walls: boolean,
): boolean {
  if (ax === cx || ay === cy) return walls && wallBetween(b, ax, ay, cx, cy);
  const via = (sx: number, sy: number) =>
    blocks(idx(b, sx, sy)) || (walls && (wallBetween(b, ax, ay, sx, sy) || wallBetween(b, sx, sy, cx, cy)));
  return via(cx, ay) && via(ax, cy);
}

/** Chebyshev neighbours (the eight squares around), not the same square. */
export function touching(ax: number, ay: number, cx: number, cy: number): boolean {
  return Math.max(Math.abs(ax - cx), Math.abs(ay - cy)) === 1;
}
