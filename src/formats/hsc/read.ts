/**
 * Read a VirtualScape `.hsc` map at the record level (format: ../shared/formats/virtualscape-hsc.md).
 *
 * Every read is bounds-checked before it happens, and every count or length is checked against the
 * bytes that remain before anything is allocated, so a truncated or corrupted file throws a
 * HscFormatError naming the byte offset and never yields a partial map. Bytes after the last tile
 * are refused too: VirtualScape writes nothing there, so they mean a wrong tile count or a damaged
 * file.
 */
import { cp1252CodePoint } from './cp1252.js';
import { HscFormatError } from './errors.js';
import {
  DOCUMENT_VERSIONS,
  TILE_VERSIONS,
  matchVersion,
  VERSION_TOLERANCE,
  versionStep,
  type HscMap,
  type HscTile,
} from './model.js';
import { PERSONAL_HEX_COUNTS, PERSONAL_TYPE, isFigureType, isKnownTileType } from './tiles.js';

export { HscFormatError } from './errors.js';
export type { HscMap, HscTile, HscPersonal, HscFigure, HscVersionText } from './model.js';

/** The smallest tile record (tile version 0.0001): type, version, rotation, x, y, z. */
export const MIN_TILE_BYTES = 4 + 8 + 4 * 4;

class Cursor {
  readonly bytes: Uint8Array;
  readonly view: DataView;
  readonly fileName: string | undefined;
  offset = 0;

  constructor(bytes: Uint8Array, fileName: string | undefined) {
    this.bytes = bytes;
    this.view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    this.fileName = fileName;
  }

  get remaining(): number {
    return this.bytes.length - this.offset;
  }

  fail(at: number, expected: string, found: string): never {
    throw new HscFormatError(`expected ${expected}, found ${found}`, at, expected, this.fileName);
  }

  need(n: number, what: string): void {
    if (n > this.remaining) {
      throw new HscFormatError(
        `file ends at byte ${this.bytes.length}, expected ${n - this.remaining} more bytes for ${what}`,
        this.offset,
        what,
        this.fileName,
      );
    }
  }

  u8(what: string): number {
    this.need(1, what);
    return this.view.getUint8(this.offset++);
  }

  u16(what: string): number {
    this.need(2, what);
    const v = this.view.getUint16(this.offset, true);
    this.offset += 2;
    return v;
  }

  u32(what: string): number {
    this.need(4, what);
    const v = this.view.getUint32(this.offset, true);
    this.offset += 4;
    return v;
  }

  i32(what: string): number {
    this.need(4, `the i32 ${what}`);
    const v = this.view.getInt32(this.offset, true);
    this.offset += 4;
    return v;
  }

  f64(what: string): number {
    this.need(8, `the f64 ${what}`);
    const v = this.view.getFloat64(this.offset, true);
    this.offset += 8;
    return v;
  }

  bool(what: string): boolean {
    const at = this.offset;
    const v = this.i32(what);
    if (v !== 0 && v !== 1) this.fail(at, `a bool ${what} (0 or 1)`, String(v));
    return v === 1;
  }

  /** An MFC CString: optional FF FE FF Unicode marker, then a 1/3/7-byte length, then the characters. */
  str(what: string): string {
    const start = this.offset;
    let unicode = false;
    let len = this.u8(`the length of ${what}`);
    if (len === 0xff) {
      const wide = this.u16(`the length of ${what}`);
      if (wide === 0xfffe) {
        unicode = true;
        len = this.u8(`the length of ${what}`);
        if (len === 0xff) {
          const wide2 = this.u16(`the length of ${what}`);
          if (wide2 === 0xfffe) this.fail(start, `the length of ${what}`, 'a second Unicode marker');
          len = wide2 === 0xffff ? this.u32(`the length of ${what}`) : wide2;
        }
      } else {
        len = wide === 0xffff ? this.u32(`the length of ${what}`) : wide;
      }
    }
    const byteCount = unicode ? len * 2 : len;
    if (byteCount > this.remaining) {
      throw new HscFormatError(
        `${what} (string at byte ${start}) claims ${len} ${unicode ? 'UTF-16 units' : 'bytes'}, ` +
          `but the file ends ${this.remaining} bytes later`,
        this.offset,
        `${byteCount} bytes of ${what}`,
        this.fileName,
      );
    }
    const at = this.offset;
    this.offset += byteCount;
    if (unicode) {
      const units: number[] = [];
      let s = '';
      for (let i = 0; i < len; i++) {
        units.push(this.view.getUint16(at + 2 * i, true));
        if (units.length === 4096) {
          s += String.fromCharCode(...units);
          units.length = 0;
        }
      }
      return s + String.fromCharCode(...units);
    }
    let s = '';
    for (let i = 0; i < len; i++) s += String.fromCharCode(cp1252CodePoint(this.bytes[at + i] ?? 0));
    return s;
  }

  /** `n` raw bytes as a Latin-1 string (one character per byte). */
  latin1(n: number, what: string): string {
    this.need(n, what);
    let s = '';
    for (let i = 0; i < n; i++) s += String.fromCharCode(this.bytes[this.offset + i] ?? 0);
    this.offset += n;
    return s;
  }
}

const tileOffsets = new WeakMap<HscTile, number>();

/** Byte offset of a tile's record in the file it was read from (undefined for a tile not read by readHsc). */
export function hscTileOffset(tile: HscTile): number | undefined {
  return tileOffsets.get(tile);
}

/**
 * Whether a document version read from a file's first 8 bytes looks like one VirtualScape writes: its versions
 * are steps of 0.0001 (0.0001 ... 0.0007 known), so a plausible one is a whole number of such steps, one or
 * more, below 0.01.
 */
function plausibleVersion(v: number): boolean {
  if (!Number.isFinite(v) || v <= 0 || v >= 0.01) return false;
  const steps = v * 10000;
  return Math.round(steps) >= 1 && Math.abs(steps - Math.round(steps)) <= VERSION_TOLERANCE * 10000;
}

/** Parse a `.hsc` file. Throws HscFormatError on anything it cannot read completely and exactly. */
export function readHsc(bytes: Uint8Array, fileName?: string): HscMap {
  const c: Cursor = new Cursor(bytes, fileName);

  const rawVersion = c.f64('version');
  const versionText = matchVersion(rawVersion, DOCUMENT_VERSIONS);
  if (!versionText) {
    const expected = 'a document version 0.0001-0.0007';
    // a version VirtualScape could have written (a newer one, say) is worth naming; anything else (the bytes of
    // text, of another format, of a damaged file read as a double) is a number that means nothing to a player
    if (plausibleVersion(rawVersion)) c.fail(0, expected, String(rawVersion));
    throw new HscFormatError(`not a VirtualScape map, or a damaged one: it should start with ${expected}`, 0, expected, fileName);
  }
  const step = versionStep(versionText);

  let name = '';
  let author = '';
  let playerNumber = '';
  let scenario = '';
  let levelsPerPage = 6;
  let printTransparency = 80;
  let printGrid = true;
  let printTileNumber: boolean | undefined;
  let printStartAreaAsLevel: boolean | undefined;

  if (step >= 2) {
    name = c.str('the map name');
    author = c.str('the author');
    if (step >= 3) playerNumber = c.str('the player number');
    if (step >= 4) {
      const at = c.offset;
      const n = c.i32('scenario length');
      if (n < 0) c.fail(at, 'a scenario length of 0 or more bytes', String(n));
      if (n > c.remaining) {
        c.fail(at, `a scenario length that fits in the ${c.remaining} bytes left`, String(n));
      }
      scenario = c.latin1(n, 'the scenario');
    } else if (step === 3) {
      scenario = c.str('the scenario');
    }
    levelsPerPage = c.i32('levels per page');
    printTransparency = c.i32('print transparency');
    printGrid = c.bool('print grid');
    if (step >= 5) printTileNumber = c.bool('print tile number');
    if (step >= 7) printStartAreaAsLevel = c.bool('print start area as level');
  }

  const countAt = c.offset;
  const count = c.i32('tile count');
  if (count < 0) c.fail(countAt, 'a tile count of 0 or more', String(count));
  if (count > Math.floor(c.remaining / MIN_TILE_BYTES)) {
    c.fail(
      countAt,
      `a tile count that fits in the ${c.remaining} bytes left (at most ${Math.floor(c.remaining / MIN_TILE_BYTES)} tiles of ${MIN_TILE_BYTES}+ bytes)`,
      String(count),
    );
  }

  const tiles: HscTile[] = [];
  for (let i = 0; i < count; i++) tiles.push(readTile(c, i));

  if (c.remaining > 0) {
    c.fail(c.offset, `the end of the file after tile ${count}`, `${c.remaining} more bytes`);
  }

  const map: HscMap = {
    version: Number(versionText),
    versionText,
    name,
    author,
    playerNumber,
    scenario,
    levelsPerPage,
    printTransparency,
    printGrid,
    tiles,
  };
  if (printTileNumber !== undefined) map.printTileNumber = printTileNumber;
  if (printStartAreaAsLevel !== undefined) map.printStartAreaAsLevel = printStartAreaAsLevel;
  return map;
}

function readTile(c: Cursor, index: number): HscTile {
  const n = index + 1;
  const typeAt = c.offset;
  const type = c.i32(`tile ${n} type`);
  if (!isKnownTileType(type)) c.fail(typeAt, `a known tile type id for tile ${n}`, String(type));

  const versionAt = c.offset;
  const rawVersion = c.f64(`tile ${n} version`);
  const tileVersionText = matchVersion(rawVersion, TILE_VERSIONS);
  if (!tileVersionText) c.fail(versionAt, `a tile version 0.0001-0.0003 for tile ${n}`, String(rawVersion));
  const tstep = versionStep(tileVersionText);

  const rotAt = c.offset;
  const rotation = c.i32(`tile ${n} rotation`);
  if (rotation < 0 || rotation > 5) c.fail(rotAt, `an i32 tile rotation (0-5) for tile ${n}`, String(rotation));
  const x = c.i32(`tile ${n} x`);
  const y = c.i32(`tile ${n} y`);
  const z = c.i32(`tile ${n} z`);

  const tile: HscTile = { type, tileVersion: Number(tileVersionText), rotation, x, y, z };
  tileOffsets.set(tile, typeAt);
  if (tstep >= 2) {
    tile.glyphLetter = String.fromCharCode(c.u8(`the glyph letter of tile ${n}`));
    tile.glyphName = c.str(`the glyph name of tile ${n}`);
    tile.startAreaName = c.str(`the start area name of tile ${n}`);
  }
  if (tstep >= 3) {
    const what = `the colour of tile ${n}`;
    c.need(4, what);
    const r = c.u8(what);
    const g = c.u8(what);
    const b = c.u8(what);
    c.u8(what); // padding byte of the COLORREF
    tile.color = [r, g, b];
    if (type === PERSONAL_TYPE) {
      const hcAt = c.offset;
      const hexCount = c.i32(`personal tile ${n} hex count`);
      if (!PERSONAL_HEX_COUNTS.includes(hexCount)) {
        c.fail(hcAt, `a personal tile hex count (${PERSONAL_HEX_COUNTS.join(', ')}) for tile ${n}`, String(hexCount));
      }
      tile.personal = {
        hexCount,
        textureTop: c.str(`the top texture of tile ${n}`),
        textureSide: c.str(`the side texture of tile ${n}`),
        letter: c.str(`the letter of tile ${n}`),
        name: c.str(`the name of tile ${n}`),
      };
    } else if (isFigureType(type)) {
      tile.figure = { name: c.str(`the figure name of tile ${n}`), file: c.str(`the figure file of tile ${n}`) };
    }
  }
  return tile;
}
