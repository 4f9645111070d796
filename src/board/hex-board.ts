/**
 * A stacked-hex view of a GridBoard whose grid is 'hex': every place as a column of standing surfaces
 * (several per hex when the cell gives a `stack`), the solid terrain under each surface, the obstacles
 * standing on it, and typed arrays for the inner loops (sight, search).
 *
 * Coordinates: the scenario's [x, y] on a hex map is the odd-r offset; inside, hexes are axial (q, r).
 * The board is a rectangle of offset places, so a place index is y * width + x and `indexOf(q, r)`
 * converts an axial hex back to it (-1 off the map).
 *
 * The terrain model (one level = one tile height, the bare table is level 0):
 * - the lowest surface of a place at level L stands on a solid column from 0 up to L;
 * - every higher surface in a `stack` (a bridge deck, an upper floor, a plateau over a tomb) is a slab:
 *   solid from L - thickness to L (`thickness` defaults to 1), with open air between it and the surface
 *   below. A lowest surface given a `thickness` floats the same way, with open air under it;
 * - `obstacle: h` on a surface at level L is something standing on it (a tree, a wall) that is solid
 *   from L up to L + h. Nobody stands on an obstacle's hex at that surface, and nobody stands on its top.
 * - a void place has no surfaces and no solid.
 */
import { offsetToAxial, axialToOffset, type Axial } from '../geometry/hex/coords.js';
import { DIRECTION_VECTORS } from '../geometry/hex/directions.js';
import { keptOn } from './memo.js';
import { VOID_LEVEL, type GridBoard, type Surface } from './grid.js';

/** One standing surface of the stacked view. */
export interface HexSurface {
  /** Index of the surface in `HexTerrain.surfaces`. */
  readonly id: number;
  /** Place index (y * width + x). */
  readonly place: number;
  /** Position of the surface in its place's stack, 0 = lowest. */
  readonly slot: number;
  readonly level: number;
  /** Lower end of the solid under this surface (level - thickness; by default 0 for the lowest surface, level - 1 above it). */
  readonly solidFrom: number;
  /** Height of the obstacle standing on the surface (0 when none). */
  readonly obstacle: number;
  /** Free space above the surface: the bottom of the next surface's slab minus this level (Infinity at the top). */
  readonly headroom: number;
  /** Bottom of the next surface's slab in the same place: the open gap above this surface ends there (Infinity at the top). */
  readonly ceiling: number;
  readonly terrain: readonly string[];
  /** The surface as the file gave it (features included). */
  readonly spec: Surface;
}

/** A solid interval [lo, hi] of one place's column, in levels. */
export interface Solid {
  readonly lo: number;
  readonly hi: number;
  /** 'column' for tiles under a surface, 'obstacle' for something standing on one. */
  readonly what: 'column' | 'obstacle';
  readonly surface: number;
}

export interface HexTerrain {
  readonly board: GridBoard;
  readonly width: number;
  readonly height: number;
  readonly surfaces: readonly HexSurface[];
  /** Surfaces of place i are surfaces[first[i]] .. surfaces[first[i + 1] - 1], lowest first. */
  readonly first: Int32Array;
  /** Level of the top standing surface per place (VOID_LEVEL for a void place). */
  readonly top: Int32Array;
  /** Top of anything solid per place, obstacles included (VOID_LEVEL for a void place). */
  readonly solidTop: Int32Array;
  /** Solid intervals of each place, lowest first. */
  readonly solids: readonly (readonly Solid[])[];
}

/** Build the stacked view. Throws a plain Error if the board is not a hex board. */
export function hexTerrain(board: GridBoard): HexTerrain {
  // built once per board: sessions that differ only in their figures share it (and its caches)
  return keptOn(board, 'hexTerrain', () => buildHexTerrain(board));
}

function buildHexTerrain(board: GridBoard): HexTerrain {
  if (board.grid !== 'hex') throw new Error(`hexTerrain needs a hex board, got ${board.grid}`);
  const n = board.width * board.height;
  const first = new Int32Array(n + 1);
  const top = new Int32Array(n);
  const solidTop = new Int32Array(n);
  const surfaces: HexSurface[] = [];
  const solids: Solid[][] = [];
  for (let i = 0; i < n; i++) {
    first[i] = surfaces.length;
    const place = board.places[i]!;
    const col: Solid[] = [];
    const list = place.surfaces;
    for (let slot = 0; slot < list.length; slot++) {
      const s = list[slot]!;
      const next = list[slot + 1];
      const solidFrom = slabBottom(s, slot);
      const obstacle = typeof s.obstacle === 'number' ? s.obstacle : 0;
      const ceiling = next ? slabBottom(next, slot + 1) : Infinity;
      const headroom = ceiling - s.level;
      const id = surfaces.length;
      surfaces.push({ id, place: i, slot, level: s.level, solidFrom, obstacle, headroom, ceiling, terrain: s.terrain, spec: s });
      if (s.level > solidFrom) col.push({ lo: solidFrom, hi: s.level, what: 'column', surface: id });
      if (obstacle > 0) col.push({ lo: s.level, hi: s.level + obstacle, what: 'obstacle', surface: id });
    }
    solids.push(col);
    const last = list[list.length - 1];
    top[i] = last ? last.level : VOID_LEVEL;
    solidTop[i] = last ? Math.max(last.level + (typeof last.obstacle === 'number' ? last.obstacle : 0), ...col.map((c) => c.hi)) : VOID_LEVEL;
  }
  first[n] = surfaces.length;
  return { board, width: board.width, height: board.height, surfaces, first, top, solidTop, solids };
}

/**
 * Bottom of the solid under a surface: level - thickness when the file gives a thickness, else the
 * table (0, or the level when below it) for the lowest surface and one level under it for the others.
 */
export function slabBottom(s: Pick<Surface, 'level' | 'thickness'>, slot: number): number {
  if (typeof s.thickness === 'number') return s.level - s.thickness;
  return slot === 0 ? Math.min(0, s.level) : s.level - 1;
}

/** Place index of an axial hex, or -1 off the map. */
export function indexOf(t: { width: number; height: number }, q: number, r: number): number {
  const o = axialToOffset({ q, r });
  if (o.x < 0 || o.y < 0 || o.x >= t.width || o.y >= t.height) return -1;
  return o.y * t.width + o.x;
}

/** Axial hex of a place index. */
export function hexOf(t: { width: number }, index: number): Axial {
  const y = Math.floor(index / t.width);
  return offsetToAxial({ x: index - y * t.width, y });
}

/** Offset [x, y] of a place index. */
export function xyOf(t: { width: number }, index: number): [number, number] {
  const y = Math.floor(index / t.width);
  return [index - y * t.width, y];
}

/** Surfaces of a place, lowest first. */
export function surfacesAt(t: HexTerrain, place: number): readonly HexSurface[] {
  if (place < 0) return [];
  return t.surfaces.slice(t.first[place]!, t.first[place + 1]!);
}

/** The surface of a place at exactly `level`, if any. */
export function surfaceAtLevel(t: HexTerrain, place: number, level: number): HexSurface | undefined {
  if (place < 0) return undefined;
  for (let s = t.first[place]!; s < t.first[place + 1]!; s++) if (t.surfaces[s]!.level === level) return t.surfaces[s];
  return undefined;
}

/** The top standing surface of a place, if any. */
export function topSurfaceOf(t: HexTerrain, place: number): HexSurface | undefined {
  if (place < 0) return undefined;
  const end = t.first[place + 1]!;
  return end > t.first[place]! ? t.surfaces[end - 1] : undefined;
}

/** Place indices of the (up to six) neighbours of a place on the map, in direction order; -1 off the map. */
export function neighbourPlaces(t: { width: number; height: number }, place: number): number[] {
  const h = hexOf(t, place);
  return DIRECTION_VECTORS.map((v) => indexOf(t, h.q + v.q, h.r + v.r));
}

/**
 * Distance in hex steps from every place to the nearest place that is `isBank` (multi-source breadth-first
 * search over the map); Infinity where no bank can be reached. Bank places get 0.
 */
export function distanceToBank(t: HexTerrain, isBank: (place: number) => boolean, passable: (place: number) => boolean = () => true): Float64Array {
  const n = t.width * t.height;
  const dist = new Float64Array(n).fill(Infinity);
  const queue = new Int32Array(n);
  let head = 0, tail = 0;
  for (let i = 0; i < n; i++) if (isBank(i)) { dist[i] = 0; queue[tail++] = i; }
  while (head < tail) {
    const p = queue[head++]!;
    for (const nb of neighbourPlaces(t, p)) {
      if (nb < 0 || dist[nb]! !== Infinity || !passable(nb)) continue;
      dist[nb] = dist[p]! + 1;
      queue[tail++] = nb;
    }
  }
  return dist;
}
