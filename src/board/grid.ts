/**
 * The terrain model for grid maps (square and hex): a rectangle of places, each a column of standing
 * surfaces (lowest first). Immutable; derived typed arrays are built once per board for the inner loops.
 *
 * Coordinates are the scenario's [x, y]: column and row as drawn (odd-r offsets on hex maps).
 */
export type GridKind = 'square' | 'hex';

/** A hex edge: 0 = east, counting clockwise, or its name. */
export type HexEdge = number | 'e' | 'se' | 'sw' | 'w' | 'nw' | 'ne';

/**
 * The features a standing surface may carry, as the scenario file gives them. Here only the keys map files
 * give for any game (formats/scenario/schema.ts `MapFileSurface`); each ruleset adds its own keys to this
 * interface from its vocabulary.ts (a module augmentation), so its rule code reads them typed while the
 * board stays game-neutral.
 */
export interface SurfaceFeatures {
  /** A ladder square (true); hex maps: the hex edge(s) a ladder stands on. */
  readonly ladder?: boolean | HexEdge | HexEdge[] | undefined;
  /** Something standing on the surface (tree, wall) rising this many levels. */
  readonly obstacle?: number | undefined;
  /**
   * Hex maps: how many levels of solid lie right under this surface (its slab: solid from level -
   * thickness up to level, open below it). Default: a stack's upper surfaces are one level thick, the
   * lowest surface stands on solid from the table (level 0) up.
   */
  readonly thickness?: number | undefined;
  /** Hex maps: battlements on these hex edges. */
  readonly battlement?: HexEdge | HexEdge[] | undefined;
  /** Hex maps: the file layer the battlement pieces stand at, when not the surface's level (VirtualScape castles put them beside the walk tile, one layer lower). */
  readonly battlementLayer?: number | undefined;
  /** Hex maps: how many levels the ladder(s) of this surface rise (VirtualScape ladder pieces are 2 levels each; default 2). */
  readonly ladderHeight?: number | undefined;
  /** Hex maps: castle flags on these hex edges (decoration, kept for export). */
  readonly flag?: HexEdge | HexEdge[] | undefined;
  /** Hex maps: the file layer of the flag pieces, when not the surface's level (a flag on a battlement or a wall top). */
  readonly flagLayer?: number | undefined;
  /** Hex maps: a glyph lying on this hex (its letter or name). */
  readonly glyph?: string | undefined;
  /** Hex maps: the glyph's name as the map file stores it (VirtualScape keeps a name beside the letter). */
  readonly glyphName?: string | undefined;
  /** Hex maps: the VirtualScape glyph tile type, when it is not 14000 + the glyph's letter (kept for export). */
  readonly glyphType?: number | undefined;
  /** Hex maps: bridge railings (road walls along a bridge) on these hex edges. */
  readonly railing?: HexEdge | HexEdge[] | undefined;
  /** Hex maps: this hex belongs to the named start zone. */
  readonly start?: string | undefined;
}

/** One standing surface: its level, its terrain names and its features (as in the file). */
export interface Surface extends SurfaceFeatures {
  readonly level: number;
  readonly terrain: readonly string[];
}

/** One place of a grid map: [x, y] and its standing surfaces. */
export interface Place {
  readonly x: number;
  readonly y: number;
  /** Standing surfaces, lowest first; empty for a void place (not part of the map). */
  readonly surfaces: readonly Surface[];
}

/** A square or hex map: places row by row, with the top level of each as a typed array. */
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

/** The `top` of a void place (not part of the map). */
export const VOID_LEVEL = -0x7fffffff;

/** A board from its places (row by row, index y * width + x), with the top level of each worked out once. */
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
