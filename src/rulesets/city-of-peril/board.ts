/**
 * city-of-peril board preparation, done once per scenario: typed arrays of what each square is (rooftop,
 * wall, difficult, ladder, bridge end), the rooftop groups (cop.rooftop.group: a group id per square, -1
 * for ground), the outer-edge flags of rooftop squares, and per figure size a table of what each position
 * (a top-left square) covers. Ladders and bridges are checked here (a ladder stands on the ground next to
 * a rooftop; a bridge id names exactly two rooftop squares).
 */
import { HighgroundError, type KeyPath } from '../../errors.js';
import type { GridBoard } from '../../board/grid.js';
import { cellSources } from '../../formats/scenario/grid.js';
import type { Scenario } from '../../formats/scenario/schema.js';

/** What a position of an n x n figure covers. */
export const POS_INVALID = 0; // off the map or on a wall square
export const POS_GROUND = 1; // every square is ground
export const POS_ROOF = 2; // every square is rooftop
export const POS_MIXED = 3; // partly rooftop, partly ground

export interface PositionTable {
  readonly n: number;
  /** POS_* per top-left square index. */
  readonly cls: Uint8Array;
  /** Rooftop group of an all-rooftop position (-2 when it spans two rooftops); -1 otherwise. */
  readonly group: Int32Array;
  /** 1 when some square of the position is difficult terrain. */
  readonly difficult: Uint8Array;
}

export interface CopBoard {
  readonly width: number;
  readonly height: number;
  readonly roof: Uint8Array;
  readonly wall: Uint8Array;
  readonly difficult: Uint8Array;
  readonly ladder: Uint8Array;
  /** Rooftop group per square (cop.rooftop.group), -1 on the ground. */
  readonly group: Int32Array;
  readonly groupCount: number;
  /** 1 for a rooftop square at the very edge of its rooftop: one of its 8 neighbours is not of its rooftop. */
  readonly outer: Uint8Array;
  /** For a bridge end square, the index of the square at the other end; else -1. */
  readonly bridgeOther: Int32Array;
  /** Bridge id per bridge end square. */
  readonly bridgeId: ReadonlyMap<number, string>;
  /** Square indexes of the ladder squares. */
  readonly ladders: readonly number[];
  /** The level of each square's surface as the map gives it (`level`, 0 unless given): what a verdict reports as a place's level. */
  readonly level: Int32Array;
  positions(n: number): PositionTable;
}

export const NEIGHBOURS_8: readonly (readonly [number, number])[] = [
  [-1, -1], [0, -1], [1, -1], [-1, 0], [1, 0], [-1, 1], [0, 1], [1, 1],
];
export const NEIGHBOURS_4: readonly (readonly [number, number])[] = [[0, -1], [-1, 0], [1, 0], [0, 1]];

export function prepareBoard(b: GridBoard, scenario: Scenario): CopBoard {
  const { width: W, height: H } = b;
  const N = W * H;
  const src: KeyPath[] = scenario.map.grid === 'table' ? new Array(N).fill(['map']) : cellSources(scenario.map, W, H);
  const roof = new Uint8Array(N), wall = new Uint8Array(N), difficult = new Uint8Array(N), ladder = new Uint8Array(N);
  const bridgeEnds = new Map<string, number[]>();
  for (let i = 0; i < N; i++) {
    const place = b.places[i]!;
    if (place.surfaces.length > 1)
      throw new HighgroundError('city-of-peril has one surface per square: a stack is not used', { path: [...src[i]!, 'stack'] });
    const s = place.surfaces[0];
    if (!s) continue;
    if (s.terrain.includes('rooftop')) roof[i] = 1;
    if (s.terrain.includes('wall')) wall[i] = 1;
    if (s.terrain.includes('difficult')) difficult[i] = 1;
    if (roof[i] && wall[i])
      throw new HighgroundError(`square [${place.x}, ${place.y}] cannot be both rooftop and wall`, { path: [...src[i]!, 'terrain'] });
    if (s.ladder !== undefined && s.ladder !== false) {
      if (s.ladder !== true)
        throw new HighgroundError('a city-of-peril ladder is `ladder: true` (hex edges are for hex maps)', { path: [...src[i]!, 'ladder'] });
      ladder[i] = 1;
    }
    if (s.bridge !== undefined) {
      const id = String(s.bridge);
      const list = bridgeEnds.get(id) ?? [];
      list.push(i);
      bridgeEnds.set(id, list);
    }
  }

  // cop.rooftop.group: flood fill over edge-connected rooftop squares.
  const group = new Int32Array(N).fill(-1);
  let groupCount = 0;
  const stack: number[] = [];
  for (let i = 0; i < N; i++) {
    if (!roof[i] || group[i] !== -1) continue;
    const g = groupCount++;
    group[i] = g;
    stack.push(i);
    while (stack.length) {
      const k = stack.pop()!;
      const x = k % W, y = (k - x) / W;
      for (const [dx, dy] of NEIGHBOURS_4) {
        const nx = x + dx, ny = y + dy;
        if (nx < 0 || ny < 0 || nx >= W || ny >= H) continue;
        const j = ny * W + nx;
        if (roof[j] && group[j] === -1) {
          group[j] = g;
          stack.push(j);
        }
      }
    }
  }

  const outer = new Uint8Array(N);
  for (let i = 0; i < N; i++) {
    if (!roof[i]) continue;
    const x = i % W, y = (i - x) / W;
    for (const [dx, dy] of NEIGHBOURS_8) {
      const nx = x + dx, ny = y + dy;
      if (nx < 0 || ny < 0 || nx >= W || ny >= H) continue;
      if (group[ny * W + nx] !== group[i]) {
        outer[i] = 1;
        break;
      }
    }
  }

  const ladders: number[] = [];
  for (let i = 0; i < N; i++) {
    if (!ladder[i]) continue;
    const x = i % W, y = (i - x) / W;
    if (roof[i] || wall[i])
      throw new HighgroundError(`the ladder at [${x}, ${y}] must stand on a ground square, but that square is ${roof[i] ? 'rooftop' : 'wall'}`, { path: [...src[i]!, 'ladder'] });
    const nextToRoof = NEIGHBOURS_8.some(([dx, dy]) => {
      const nx = x + dx, ny = y + dy;
      return nx >= 0 && ny >= 0 && nx < W && ny < H && roof[ny * W + nx] === 1;
    });
    if (!nextToRoof)
      throw new HighgroundError(`the ladder at [${x}, ${y}] is not next to any rooftop square`, { path: [...src[i]!, 'ladder'] });
    ladders.push(i);
  }

  const bridgeOther = new Int32Array(N).fill(-1);
  const bridgeId = new Map<number, string>();
  for (const [id, ends] of bridgeEnds) {
    for (const i of ends) {
      if (!roof[i]) {
        throw new HighgroundError(`bridge "${id}" ends at [${i % W}, ${Math.floor(i / W)}], which is not a rooftop square`, { path: [...src[i]!, 'bridge'] });
      }
    }
    if (ends.length !== 2) {
      const at = ends[ends.length === 1 ? 0 : 2]!;
      throw new HighgroundError(
        `bridge "${id}" needs exactly two rooftop ends, found ${ends.length} (${ends.map((k) => `[${k % W}, ${Math.floor(k / W)}]`).join(', ')})`,
        { path: [...src[at]!, 'bridge'] });
    }
    const [a, c] = ends as [number, number];
    bridgeOther[a] = c;
    bridgeOther[c] = a;
    bridgeId.set(a, id);
    bridgeId.set(c, id);
  }

  const cache = new Map<number, PositionTable>();
  const positions = (n: number): PositionTable => {
    let t = cache.get(n);
    if (!t) {
      t = buildPositions(n, W, H, roof, wall, difficult, group);
      cache.set(n, t);
    }
    return t;
  };
  return { width: W, height: H, roof, wall, difficult, ladder, group, groupCount, outer, bridgeOther, bridgeId, ladders, level: b.top, positions };
}

function buildPositions(
  n: number, W: number, H: number, roof: Uint8Array, wall: Uint8Array, difficult: Uint8Array, group: Int32Array,
): PositionTable {
  const N = W * H;
  const cls = new Uint8Array(N);
  const grp = new Int32Array(N).fill(-1);
  const dif = new Uint8Array(N);
  for (let y = 0; y + n <= H; y++) {
    for (let x = 0; x + n <= W; x++) {
      let roofs = 0, walls = 0, diff = 0, g = -1;
      for (let j = 0; j < n; j++) {
        for (let i = 0; i < n; i++) {
          const k = (y + j) * W + x + i;
          walls += wall[k]!;
          diff |= difficult[k]!;
          if (roof[k]) {
            roofs++;
            g = g === -1 || g === group[k] ? group[k]! : -2;
          }
        }
      }
      const p = y * W + x;
      dif[p] = diff;
      if (walls) continue;
      if (roofs === 0) cls[p] = POS_GROUND;
      else if (roofs === n * n) {
        cls[p] = POS_ROOF;
        grp[p] = g;
      } else cls[p] = POS_MIXED;
    }
  }
  return { n, cls, group: grp, difficult: dif };
}
