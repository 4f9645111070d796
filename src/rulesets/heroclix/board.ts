/**
 * The heroclix view of a square map: per square its level (hcx.elevation: ground is 1), terrain bits,
 * its stairway partner, and the walls on square edges, normalised so that a wall named on either side
 * of an edge is one wall. Typed arrays, built once per scenario.
 */
import { HighgroundError, type KeyPath } from '../../errors.js';
import type { GridBoard } from '../../board/grid.js';
import type { GridMapSpec } from '../../formats/scenario/schema.js';
import { cellSources } from '../../formats/scenario/grid.js';

export const BLOCKING = 1;
export const HINDERING = 2;
export const WATER = 4;
export const INDOOR = 8;
const NO_LINKS: number[] = [];
const BIT: Record<string, number> = { clear: 0, blocking: BLOCKING, hindering: HINDERING, water: WATER, indoor: INDOOR };

export interface HcxBoard {
  readonly width: number;
  readonly height: number;
  /** Level of each square (index y * width + x). */
  readonly level: Int32Array;
  /** Terrain bits of each square (BLOCKING | HINDERING | WATER | INDOOR). */
  readonly terrain: Uint8Array;
  /** Index of the other square of the square's stairway sharing an id (for a wide one, the one across an edge), or -1. */
  readonly stairs: Int32Array;
  /**
   * Per square, every square of another level it is joined to by stairs (hcx.stairs.pass): the other square
   * of its stairway, across an edge or a corner, and the diagonal pairs of a stairway two squares wide.
   * `stairsJoin` applies option stairsShareEdge.
   */
  readonly stairsLinks: readonly (readonly number[])[];
  /** Stairway id of each stairs square. */
  readonly stairsId: readonly (string | undefined)[];
  /** Walls on horizontal edges: index y * width + x is the edge above row y (y = 0..height). */
  readonly wallH: Uint8Array;
  /** Walls on vertical edges: index y * (width + 1) + x is the edge left of column x (x = 0..width). */
  readonly wallV: Uint8Array;
  readonly maxLevel: number;
}

export function buildHcxBoard(g: GridBoard, map: GridMapSpec): HcxBoard {
  const { width, height } = g;
  const n = width * height;
  const paths = cellSources(map, width, height);
  const level = new Int32Array(n);
  const terrain = new Uint8Array(n);
  const stairs = new Int32Array(n).fill(-1);
  const stairsId: (string | undefined)[] = new Array(n).fill(undefined);
  const wallH = new Uint8Array(width * (height + 1));
  const wallV = new Uint8Array((width + 1) * height);
  const byStairs = new Map<string, number[]>();
  let maxLevel = 1;
  for (let i = 0; i < n; i++) {
    const p = g.places[i]!;
    if (p.surfaces.length !== 1)
      throw new HighgroundError(`heroclix squares have exactly one surface (found ${p.surfaces.length} at [${p.x}, ${p.y}]); give the level with "level"`, { path: paths[i] });
    const s = p.surfaces[0]!;
    level[i] = s.level;
    if (s.level < 1) throw new HighgroundError(`heroclix levels start at 1 (the ground); found level ${s.level} at [${p.x}, ${p.y}]`, { path: [...paths[i]!, 'level'] });
    maxLevel = Math.max(maxLevel, s.level);
    for (const t of s.terrain) terrain[i]! |= BIT[t] ?? 0;
    if (s.stairs !== undefined) {
      const id = String(s.stairs);
      stairsId[i] = id;
      const list = byStairs.get(id) ?? [];
      list.push(i);
      byStairs.set(id, list);
    }
    for (const side of s.walls ?? []) {
      const x = p.x, y = p.y;
      if (side === 'north') wallH[y * width + x] = 1;
      else if (side === 'south') wallH[(y + 1) * width + x] = 1;
      else if (side === 'west') wallV[y * (width + 1) + x] = 1;
      else wallV[y * (width + 1) + x + 1] = 1;
    }
  }
  const links: number[][] = Array.from({ length: n }, () => NO_LINKS);
  const link = (a: number, c: number) => {
    if (links[a] === NO_LINKS) links[a] = [];
    if (links[c] === NO_LINKS) links[c] = [];
    if (!links[a]!.includes(c)) { links[a]!.push(c); links[c]!.push(a); }
  };
  const xOf = (i: number) => i % width, yOf = (i: number) => Math.floor(i / width);
  const cheb = (a: number, c: number) => Math.max(Math.abs(xOf(a) - xOf(c)), Math.abs(yOf(a) - yOf(c)));
  const edge = (a: number, c: number) => Math.abs(xOf(a) - xOf(c)) + Math.abs(yOf(a) - yOf(c)) === 1;
  const where = (i: number) => `[${xOf(i)}, ${yOf(i)}]`;
  for (const [id, list] of byStairs) {
    const at = (i: number): KeyPath => [...paths[i]!, 'stairs'];
    if (list.length === 4) {
      // One stairway two squares wide under one id: a 2 x 2 block, its two higher squares side by side.
      const lv = [...new Set(list.map((i) => level[i]!))].sort((p, q) => p - q);
      const xs = list.map(xOf), ys = list.map(yOf);
      const block = Math.max(...xs) - Math.min(...xs) === 1 && Math.max(...ys) - Math.min(...ys) === 1;
      const hi = list.filter((i) => level[i] === lv[1]), lo = list.filter((i) => level[i] === lv[0]);
      if (lv.length !== 2 || hi.length !== 2 || !block || !edge(hi[0]!, hi[1]!))
        throw new HighgroundError(
          `stairs "${id}" has four squares (${list.map(where).join(', ')}); a stairway two squares wide is a 2 x 2 block: two squares side by side on the higher level and two beside them on the lower`,
          { path: at(list[3]!) });
      for (const u of hi) for (const d of lo) link(u, d);
      for (const i of list) stairs[i] = list.find((j) => level[j] !== level[i] && edge(i, j))!;
      continue;
    }
    if (list.length !== 2)
      throw new HighgroundError(
        `stairs "${id}" has ${list.length} square${list.length === 1 ? '' : 's'} (${list.map(where).join(', ')}); a stairway or ladder is two squares, one on the lower level and one on the higher (four, a 2 x 2 block, for one two squares wide)`,
        { path: at(list[list.length > 2 ? 2 : 0]!) });
    const [a, b] = list as [number, number];
    if (level[a] === level[b])
      throw new HighgroundError(`stairs "${id}" joins ${where(a)} and ${where(b)}, both at level ${level[a]}; its two squares must be at different levels`, { path: at(b) });
    // The two squares of a stairway touch: usually they share an edge (the red boundary line with the
    // numbered triangles runs along it), but the reading of hcx.stairs.pass also takes two squares meeting
    // only at a corner (the Player's Guide of the text's era); option stairsShareEdge (the later
    // Comprehensive Rules) leaves such a pair unjoined.
    if (cheb(a, b) !== 1)
      throw new HighgroundError(`stairs "${id}" joins ${where(a)} and ${where(b)}, which do not touch; the two squares of a stairway share an edge or a corner`, { path: at(b) });
    stairs[a] = b;
    stairs[b] = a;
    link(a, b);
  }
  // Two stairways side by side (higher squares sharing an edge, lower squares sharing an edge, at the same
  // levels) are one stairway two squares wide: its diagonal pairs join too (hcx.stairs.pass reading).
  for (const list of byStairs.values()) {
    if (list.length !== 2) continue;
    const [p, q] = list as [number, number];
    if (!edge(p, q)) continue;
    const [u, d] = level[p]! > level[q]! ? [p, q] : [q, p];
    for (const u2 of [u - 1, u + 1, u - width, u + width]) {
      if (u2 < 0 || u2 >= n || !edge(u, u2) || level[u2] !== level[u]) continue;
      const d2 = stairs[u2]!;
      if (d2 < 0 || level[d2] !== level[d] || !edge(d, d2) || !edge(u2, d2) || stairsId[u2] === stairsId[u]) continue;
      link(u, d2);
      link(u2, d);
    }
  }
  return { width, height, level, terrain, stairs, stairsLinks: links, stairsId, wallH, wallV, maxLevel };
}

export function idx(b: { width: number }, x: number, y: number): number {
  return y * b.width + x;
}

export function inside(b: { width: number; height: number }, x: number, y: number): boolean {
  return x >= 0 && y >= 0 && x < b.width && y < b.height;
}

/** Is there a wall on the edge between two orthogonally neighbouring squares? */
export function wallBetween(b: HcxBoard, ax: number, ay: number, bx: number, by: number): boolean {
  if (ay === by) {
    const x = Math.max(ax, bx);
    return b.wallV[ay * (b.width + 1) + x] === 1;
  }
  const y = Math.max(ay, by);
  return b.wallH[y * b.width + ax] === 1;
}

/**
 * The level a wall stands at: the higher of the squares on its two sides. Reading: the rules say walls
 * function as blocking terrain, and a rules-team ruling (HeroClix rules forum, topic "Elevation", 2018) says
 * terrain below the lowest level a line is drawn from does not block it; so a wall blocks a line unless it
 * stands below both ends.
 */
export function wallLevel(b: HcxBoard, ax: number, ay: number, bx: number, by: number): number {
  return Math.max(b.level[idx(b, ax, ay)]!, b.level[idx(b, bx, by)]!);
}

/**
 * A square is the rim (hcx.rim) when it is higher than a square sharing an edge with it.
 */
export function isRim(b: HcxBoard, x: number, y: number): boolean {
  const l = b.level[idx(b, x, y)]!;
  for (const [dx, dy] of [[1, 0], [-1, 0], [0, 1], [0, -1]] as const) {
    const nx = x + dx, ny = y + dy;
    if (inside(b, nx, ny) && b.level[idx(b, nx, ny)]! < l) return true;
  }
  return false;
}

/**
 * Are squares a and c joined by stairs, so a character may pass from one to the other to change level, and
 * characters on them may attack each other in close combat (hcx.stairs.pass, hcx.stairs.melee)? With
 * `shareEdge` (option stairsShareEdge) only squares sharing an edge are.
 */
export function stairsJoin(b: HcxBoard, a: number, c: number, shareEdge: boolean): boolean {
  const l = b.stairsLinks[a]!;
  if (l.length === 0 || !l.includes(c)) return false;
  if (!shareEdge) return true;
  const W = b.width;
  return Math.abs((a % W) - (c % W)) + Math.abs(Math.floor(a / W) - Math.floor(c / W)) === 1;
}
