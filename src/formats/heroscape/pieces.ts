/**
 * One model for the pieces of both map formats: each VirtualScape tile and each map-editor piece
 * becomes a `MapPiece` that says what it adds to the columns of the hexes it covers. The column
 * builder (columns.ts) reads only this.
 *
 * Heights follow VirtualScape: a piece at layer z has its base at z. A land tile at z fills the
 * level [z, z + 1), so a figure on it stands at level z + 1; a thin tile, obstacle, glyph, start area,
 * figure or ladder at z lies on the surface at level z (the land at z - 1, or the table when z is 0).
 */
import type { Direction } from '../../geometry/hex/directions.js';

export type Hex = readonly [x: number, y: number];

interface Base {
  /** Where it came from, for messages: 'tile 12 (Grass24)', 'boardPieces["0~1~0~0~g7"]'. */
  readonly source: string;
  /** Odd-r cells covered, in the file's own coordinates. */
  readonly hexes: readonly Hex[];
  readonly z: number;
  /** Byte offset of the record in a binary file (VirtualScape tiles), for messages. */
  readonly offset?: number;
  /** Key path of the record in a JSON file (map-editor pieces), for messages. */
  readonly path?: readonly string[];
}

/** Fills `thickness` levels from z with solid; its top is a standing surface of `terrain`. */
export interface SolidPiece extends Base {
  readonly role: 'solid';
  readonly terrain: string;
  readonly thickness: number;
  /** Index into `hexes` of a doorway hex: solid only in the piece's top level (castle arches). */
  readonly doorway?: number;
}

/** Water, ice, lava, ...: the surface at level z takes this terrain (filling [z - 1, z) if empty). */
export interface ThinPiece extends Base {
  readonly role: 'thin';
  readonly terrain: string;
}

export interface ObstaclePiece extends Base {
  readonly role: 'obstacle';
  readonly terrain: string;
  /** Levels above the surface it blocks (tiles.ts sight clearance, or the editor's height). */
  readonly height: number;
  /** A road wall (VirtualScape 12004, the editor's `rw`): beside a bridge it is read as railings on the bridge's edges. */
  readonly roadWall?: true;
}

/** Ladders stand on their own hex; battlements guard the neighbour's edge toward this hex. */
export interface EdgePiece extends Base {
  readonly role: 'ladder' | 'battlement' | 'flag';
  /** The hex edge, 0 = east, clockwise: the side of the hex the piece leans on / faces. */
  readonly dir: Direction;
}

export interface GlyphPiece extends Base {
  readonly role: 'glyph';
  readonly glyph: string;
  /** The name the file stores beside the letter (VirtualScape), when it has one. */
  readonly name?: string;
  /** The VirtualScape tile type, when it is not 14000 + the letter (a '?' stored on 14061, the legacy 14001). */
  readonly tileType?: number;
}

export interface StartPiece extends Base {
  readonly role: 'start';
  readonly zone: string;
  /** The zone's colour as the file gives it (VirtualScape), R, G, B. */
  readonly color?: readonly [number, number, number];
}

export interface FigurePiece extends Base {
  readonly role: 'figure';
  readonly name: string;
  /** The front hex (the one `at` names); for a 2-hex figure `hexes` is [rear, front]. */
  readonly front: Hex;
  readonly facing: Direction;
  /** VirtualScape's figure file name. */
  readonly file?: string;
}

/** A piece the scenario cannot show (Laur wall sections): reported, not converted. */
export interface UnsupportedPiece extends Base {
  readonly role: 'unsupported';
  readonly why: string;
}

export type MapPiece =
  | SolidPiece | ThinPiece | ObstaclePiece | EdgePiece | GlyphPiece | StartPiece | FigurePiece | UnsupportedPiece;

/** A map of either format, reduced to pieces. */
export interface PieceMap {
  name: string;
  author: string;
  /** `virtualscape 0.0004`, `map-editor json`. */
  format: string;
  /** Records in the file (tiles or board pieces). */
  records: number;
  pieces: MapPiece[];
  /** The number of players the file names, as text (VirtualScape). */
  players?: string;
  /** The file's own scenario text, as stored. */
  text?: string;
}
