/** PathFinding.js ships no types; the little of it the benchmark uses. */
declare module 'pathfinding' {
  export class Grid {
    constructor(width: number, height: number, matrix?: number[][]);
    setWalkableAt(x: number, y: number, walkable: boolean): void;
    clone(): Grid;
  }
  export const DiagonalMovement: { Always: number; Never: number; IfAtMostOneObstacle: number; OnlyWhenNoObstacles: number };
  export class AStarFinder {
    constructor(opts?: { diagonalMovement?: number; heuristic?: (dx: number, dy: number) => number; weight?: number });
    findPath(sx: number, sy: number, ex: number, ey: number, grid: Grid): number[][];
  }
  export class JumpPointFinder {
    constructor(opts?: { diagonalMovement?: number; heuristic?: (dx: number, dy: number) => number });
    findPath(sx: number, sy: number, ex: number, ey: number, grid: Grid): number[][];
  }
  export const Heuristic: Record<'manhattan' | 'euclidean' | 'octile' | 'chebyshev', (dx: number, dy: number) => number>;
  const PF: { Grid: typeof Grid; AStarFinder: typeof AStarFinder; JumpPointFinder: typeof JumpPointFinder; DiagonalMovement: typeof DiagonalMovement; Heuristic: typeof Heuristic };
  export default PF;
}

/** fast-voxel-raycast ships no types: raycast(getVoxel, start, unit direction, max distance) -> voxel hit or 0. */
declare module 'fast-voxel-raycast' {
  export default function raycast(
    getVoxel: (x: number, y: number, z: number) => number | boolean,
    start: number[],
    direction: number[],
    maxDistance: number,
    hitPosition?: number[],
    hitNormal?: number[],
  ): number;
}
