/** The record-level model of a VirtualScape `.hsc` map (see ../shared/formats/virtualscape-hsc.md). */

export const DOCUMENT_VERSIONS = ['0.0001', '0.0002', '0.0003', '0.0004', '0.0005', '0.0006', '0.0007'] as const;
export type HscVersionText = (typeof DOCUMENT_VERSIONS)[number];

export const TILE_VERSIONS = ['0.0001', '0.0002', '0.0003'] as const;

/** How far a stored f64 may be from a known version and still count as it. */
export const VERSION_TOLERANCE = 1e-9;

/** The version text whose value is within VERSION_TOLERANCE of `v`, if any. */
export function matchVersion<T extends string>(v: number, known: readonly T[]): T | undefined {
  if (!Number.isFinite(v)) return undefined;
  for (const text of known) if (Math.abs(v - Number(text)) <= VERSION_TOLERANCE) return text;
  return undefined;
}

/** Version step, 1 for 0.0001 ... 7 for 0.0007. */
export function versionStep(text: string): number {
  return Math.round(Number(text) * 10000);
}

/** A personal tile's own description (type 17000). */
export interface HscPersonal {
  hexCount: number;
  textureTop: string;
  textureSide: string;
  letter: string;
  name: string;
}

/** A figure tile's names (types 18001, 18002). */
export interface HscFigure {
  name: string;
  /** The second figure string (VirtualScape's figure file / picture name). */
  file: string;
}

/** One tile of a VirtualScape map, as stored. */
export interface HscTile {
  /** Type id (family * 1000 + variant); see tiles.ts. */
  type: number;
  /** The tile record's version, snapped to a known value (0.0001, 0.0002 or 0.0003). */
  tileVersion: number;
  /** 0-5, steps of 60 degrees clockwise. */
  rotation: number;
  /** Anchor cell, odd-r offset (odd rows shifted half a hex right, y down). */
  x: number;
  y: number;
  /** Layer of the tile's base. */
  z: number;
  /**
   * Tile version 0.0002+: the glyph letter byte as a one-character string (Latin-1). Meaningful on
   * glyph tiles only; other tiles carry whatever byte VirtualScape left there, kept so a rewrite is
   * byte-faithful.
   */
  glyphLetter?: string;
  /** Tile version 0.0002+: the string the format doc calls unused; VirtualScape stores the glyph's name in it. */
  glyphName?: string;
  /** Tile version 0.0002+: the start area's name on start tiles, empty elsewhere. */
  startAreaName?: string;
  /** Tile version 0.0003: R, G, B (the fourth, padding byte is dropped). */
  color?: [number, number, number];
  /** Personal tiles (17000), tile version 0.0003. */
  personal?: HscPersonal;
  /** Figure tiles (18001, 18002), tile version 0.0003. */
  figure?: HscFigure;
}

/** A VirtualScape `.hsc` map as read: header and tiles, field for field. */
export interface HscMap {
  /** Document version snapped to a known value, e.g. 0.0004. */
  version: number;
  versionText: HscVersionText;
  /** Empty for version 0.0001, which has no header strings. */
  name: string;
  author: string;
  /** A string such as "2"; empty before 0.0003. */
  playerNumber: string;
  /**
   * Before 0.0004: plain text (empty before 0.0003). From 0.0004: the RTF document's bytes, one
   * character per byte (Latin-1), so nothing is lost.
   */
  scenario: string;
  /** Version 0.0001 has no print settings: 6, 80 and true are filled in (VirtualScape's defaults). */
  levelsPerPage: number;
  printTransparency: number;
  printGrid: boolean;
  /** Version 0.0005+. */
  printTileNumber?: boolean;
  /** Version 0.0007. */
  printStartAreaAsLevel?: boolean;
  tiles: HscTile[];
}
