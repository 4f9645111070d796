/**
 * The terrain model for grid maps (square and hex): a rectangle of places, each a column of standing
 * surfaces (lowest first). Immutable; derived typed arrays are built once per board for the inner loops.
 *
 * Coordinates are the scenario's [x, y]: column and row as drawn (odd-r offsets on hex maps).
 */
import type { Surface as SurfaceSpec } from '../formats/scenario/schema.js';

export type GridKind = 'square' | 'hex';

/** One standing surface: its level, its terrain names and its features (as in the file). */
export interface Surface extends Readonly<Omit<SurfaceSpec, 'terrain' | 'level' | 'void'>> {
  readonly level: number;
  readonly terrain: readonly string[];
}

export interface Place {
  readonly x: number;
  readonly y: number;
  /** Standing surfaces, lowest first; empty for a void place (not part of the map). */
  readonly surfaces: readonly Surface[];
}

export interface GridBoard {
  readonly kind: 'grid';
  readonly grid: GridKind;
  readonly width: number;
  readonly height: number;
  readonly places: readonly Place[];
  /** Level of the top standing surface of each place (index y * width + x); VOID_LEVEL for a void place. */
  readonly top: Int32Array;
  readonly name?: string | undefined;
  readonly author?: string | undefined;
}

export const VOID_LEVEL = -0x7fffffff;

export function placeIndex(b: { width: number }, x: number, y: number): number {
  return y * b.width + x;
}

export function inBounds(b: { width: number; height: number }, x: number, y: number): boolean {
  return x >= 0 && y >= 0 && x < b.width && y < b.height;
}

export function placeAt(b: GridBoard, x: number, y: number): Place | undefined {
  return inBounds(b, x, y) ? b.places[y * b.width + x] : undefined;
}

export function topSurface(p: Place | undefined): Surface | undefined {
  return p ? p.surfaces[p.surfaces.length - 1] : undefined;
}

export function hasTerrain(s: Surface | undefined, name: string): boolean {
  return s !== undefined && s.terrain.includes(name);
}

export function makeGridBoard(
  grid: GridKind,
  width: number,
  height: number,
  places: readonly Place[],
  meta: { name?: string | undefined; author?: string | undefined } = {},
): GridBoard {
  if (places.length !== width * height) throw new Error(`board needs ${width * height} places, got ${places.length}`);
  const top = new Int32Array(width * height);
  for (let i = 0; i < places.length; i++) {
    const p = places[i]!;
    const s = p.surfaces[p.surfaces.length - 1];
    top[i] = s ? s.level : VOID_LEVEL;
  }
  return { kind: 'grid', grid, width, height, places, top, name: meta.name, author: meta.author };
}

/** A new board with one place replaced (for editors); the original is unchanged. */
export function withPlace(b: GridBoard, place: Place): GridBoard {
  const places = b.places.slice();
  places[placeIndex(b, place.x, place.y)] = place;
  return makeGridBoard(b.grid, b.width, b.height, places, { name: b.name, author: b.author });
}
