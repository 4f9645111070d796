/**
 * Grid intersection points: the one reading of what a diagonal (a step, a line of fire, adjacency, a
 * knock-back) meets where it passes exactly between two squares. A diagonal from square a to square c
 * passes the grid point they share, between the two side squares (c's column on a's row, a's column on c's
 * row). Each side is a way round the point: the side square with the walls on its two edges (walls stop
 * exactly at square edges). The point takes the less restrictive way (base rule: two blocking squares
 * meeting at an intersection are continuous, one alone is not; hcx.base.lof, and its reading for
 * movement, hcx.base.move), or with a strict reading the more restrictive one. Line of fire (lof.ts,
 * viewshed.ts), movement (move.ts), adjacency (adjacent.ts) and knock-back (push.ts) all judge the point
 * here, each with its own grade of a side square.
 */
import { BLOCKING, idx, wallBetween, type HcxBoard } from './board.js';

/** The two side squares of the grid point a diagonal from a to c passes (indices, a and c indices too). */
export function cornerSides(W: number, a: number, c: number): [number, number] {
  const ax = a % W, ay = (a - ax) / W, cx = c % W, cy = (c - cx) / W;
  return [ay * W + cx, cy * W + ax];
}

/** The grade of a point from the grades of its two ways: the less restrictive (or, strict, the more). */
export function pointGrade<G extends number>(g1: G, g2: G, strict: boolean): G {
  return strict ? (g1 > g2 ? g1 : g2) : (g1 < g2 ? g1 : g2);
}

/**
 * The grade through the point a diagonal from a to c passes: per way, the worst of its side square
 * (`square`) and the walls on the side square's two edges (`wall`, between orthogonal neighbours), stopping
 * at `top`; then `pointGrade` of the two ways.
 */
export function throughPoint(
  W: number, a: number, c: number,
  square: (i: number) => number, wall: (p: number, q: number) => number, strict: boolean, top: number,
): number {
  const [s1, s2] = cornerSides(W, a, c);
  const way = (s: number): number => {
    let g = square(s);
    if (g < top) { const w = wall(a, s); if (w > g) g = w; }
    if (g < top) { const w = wall(s, c); if (w > g) g = w; }
    return g;
  };
  return pointGrade(way(s1), way(s2), strict);
}

/**
 * Whether two neighbouring squares are cut apart: orthogonal ones by a wall on their edge (when `walls`),
 * diagonal ones when both ways round their shared point are closed (by `blocks` or a wall).
 */
export function separated(
  b: HcxBoard, ax: number, ay: number, cx: number, cy: number,
  blocks: (i: number) => boolean, walls: boolean,
): boolean {
  if (ax === cx || ay === cy) return walls && wallBetween(b, ax, ay, cx, cy);
  const W = b.width;
  const wall = walls ? (p: number, q: number) => (wallOn(b, p, q) ? 1 : 0) : () => 0;
  return throughPoint(W, idx(b, ax, ay), idx(b, cx, cy), (i) => (blocks(i) ? 1 : 0), wall, false, 1) === 1;
}

/**
 * What closes a side square of the grid point between two diagonal neighbours a and c for adjacency:
 * blocking terrain, or elevated terrain higher than both squares. Squares on opposite sides of terrain that
 * blocks movement are not adjacent (HeroClix rulebook, "Adjacent": quoted at hcrealms.com t=284405), and two
 * higher squares meeting at the point close it to a lower character as two blocking squares would
 * (hcx.base.move's reading; push.ts reads a knock-back's point the same way).
 */
export function adjacencyCloser(b: HcxBoard, a: number, c: number): (i: number) => boolean {
  const top = Math.max(b.level[a]!, b.level[c]!);
  return (i) => (b.terrain[i]! & BLOCKING) !== 0 || b.level[i]! > top;
}

/** Is there a wall on the edge between two orthogonally neighbouring squares, given by index? */
export function wallOn(b: HcxBoard, p: number, q: number): boolean {
  const W = b.width;
  const px = p % W, py = (p - px) / W, qx = q % W, qy = (q - qx) / W;
  return wallBetween(b, px, py, qx, qy);
}

/** Chebyshev neighbours (the eight squares around), not the same square. */
export function touching(ax: number, ay: number, cx: number, cy: number): boolean {
  return Math.max(Math.abs(ax - cx), Math.abs(ay - cy)) === 1;
}
