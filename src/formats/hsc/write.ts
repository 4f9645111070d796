/**
 * Write a VirtualScape `.hsc` map: always document version 0.0007 with tile version 0.0003, the newest
 * layout VirtualScape reads (format: ../shared/formats/virtualscape-hsc.md).
 *
 * Strings: every string gets the FF FE FF Unicode marker and UTF-16LE code units, as VirtualScape
 * itself writes them; heroscape-map-editor's reader (its readVirtualscapeMapFile.ts) reads only that
 * form, so an ANSI string would desynchronise it. (ANSI bytes above 0x7F would also depend on the
 * reader's code page.) The scenario is stored as RTF bytes from 0.0004 on: a scenario that already is RTF (read
 * from a 0.0004+ file, one character per byte) is written back byte for byte; plain text (from a
 * 0.0003 file or built by hand) is wrapped in a minimal RTF document.
 */
import { HighgroundError, type KeyPath } from '../../errors.js';
import type { HscMap, HscTile } from './model.js';
import {
  GLYPH_BASE,
  PERSONAL_HEX_COUNTS,
  PERSONAL_TYPE,
  isFigureType,
  isGlyphType,
  isKnownTileType,
} from './tiles.js';

const WRITE_VERSION = 0.0007;
const WRITE_TILE_VERSION = 0.0003;

class Sink {
  private buf = new Uint8Array(4096);
  private view = new DataView(this.buf.buffer);
  length = 0;

  private room(n: number): void {
    if (this.length + n <= this.buf.length) return;
    let size = this.buf.length * 2;
    while (size < this.length + n) size *= 2;
    const next = new Uint8Array(size);
    next.set(this.buf.subarray(0, this.length));
    this.buf = next;
    this.view = new DataView(next.buffer);
  }

  u8(v: number): void {
    this.room(1);
    this.view.setUint8(this.length, v);
    this.length += 1;
  }

  u16(v: number): void {
    this.room(2);
    this.view.setUint16(this.length, v, true);
    this.length += 2;
  }

  u32(v: number): void {
    this.room(4);
    this.view.setUint32(this.length, v, true);
    this.length += 4;
  }

  i32(v: number): void {
    this.room(4);
    this.view.setInt32(this.length, v, true);
    this.length += 4;
  }

  f64(v: number): void {
    this.room(8);
    this.view.setFloat64(this.length, v, true);
    this.length += 8;
  }

  bool(v: boolean): void {
    this.i32(v ? 1 : 0);
  }

  private mfcLength(n: number): void {
    if (n < 0xff) this.u8(n);
    else if (n < 0xfffe) {
      this.u8(0xff);
      this.u16(n);
    } else {
      this.u8(0xff);
      this.u16(0xffff);
      this.u32(n);
    }
  }

  str(s: string): void {
    this.u8(0xff);
    this.u16(0xfffe);
    this.mfcLength(s.length);
    for (let i = 0; i < s.length; i++) this.u16(s.charCodeAt(i));
  }

  bytes(): Uint8Array {
    return this.buf.slice(0, this.length);
  }
}

function bad(reason: string, path: KeyPath): never {
  throw new HighgroundError(reason, { path });
}

function checkI32(v: number, path: KeyPath): number {
  if (!Number.isInteger(v) || v < -0x80000000 || v > 0x7fffffff) bad(`expected a 32-bit integer, found ${v}`, path);
  return v;
}

/** Wrap plain text in a minimal RTF document (paragraphs, escaped braces, \uN for non-ASCII). */
export function plainTextToRtf(text: string): string {
  let body = '';
  for (let i = 0; i < text.length; i++) {
    const ch = text[i] ?? '';
    const code = text.charCodeAt(i);
    if (ch === '\r') {
      if (text[i + 1] === '\n') i++;
      body += '\\par\n';
    } else if (ch === '\n') body += '\\par\n';
    else if (ch === '\\' || ch === '{' || ch === '}') body += '\\' + ch;
    else if (code > 0x7f) body += `\\u${code > 0x7fff ? code - 0x10000 : code}?`;
    else body += ch;
  }
  return `{\\rtf1\\ansi ${body}}`;
}

function scenarioBytes(scenario: string): string {
  if (scenario === '') return '';
  let bytewise = true;
  for (let i = 0; i < scenario.length && bytewise; i++) if (scenario.charCodeAt(i) > 0xff) bytewise = false;
  if (bytewise && scenario.startsWith('{\\rtf')) return scenario;
  return plainTextToRtf(scenario);
}

/** Serialise a map as a version 0.0007 `.hsc` file. Throws HighgroundError on values the format cannot hold. */
export function writeHsc(map: HscMap): Uint8Array {
  const out = new Sink();
  out.f64(WRITE_VERSION);
  out.str(map.name);
  out.str(map.author);
  out.str(map.playerNumber);
  const rtf = scenarioBytes(map.scenario);
  out.i32(rtf.length);
  for (let i = 0; i < rtf.length; i++) out.u8(rtf.charCodeAt(i));
  out.i32(checkI32(map.levelsPerPage, ['levelsPerPage']));
  out.i32(checkI32(map.printTransparency, ['printTransparency']));
  out.bool(map.printGrid);
  out.bool(map.printTileNumber ?? false);
  out.bool(map.printStartAreaAsLevel ?? true);
  out.i32(map.tiles.length);
  map.tiles.forEach((tile, i) => writeTile(out, tile, ['tiles', i]));
  return out.bytes();
}

function writeTile(out: Sink, tile: HscTile, path: KeyPath): void {
  if (!isKnownTileType(tile.type)) bad(`unknown VirtualScape tile type ${tile.type}`, [...path, 'type']);
  if (!Number.isInteger(tile.rotation) || tile.rotation < 0 || tile.rotation > 5) {
    bad(`a tile rotation is 0-5, found ${tile.rotation}`, [...path, 'rotation']);
  }
  out.i32(tile.type);
  out.f64(WRITE_TILE_VERSION);
  out.i32(tile.rotation);
  out.i32(checkI32(tile.x, [...path, 'x']));
  out.i32(checkI32(tile.y, [...path, 'y']));
  out.i32(checkI32(tile.z, [...path, 'z']));
  out.u8(glyphByte(tile, path));
  out.str(tile.glyphName ?? '');
  out.str(tile.startAreaName ?? '');
  const [r, g, b] = tile.color ?? [0, 0, 0];
  for (const [v, k] of [[r, 0], [g, 1], [b, 2]] as const) {
    if (!Number.isInteger(v) || v < 0 || v > 255) bad(`a colour channel is 0-255, found ${v}`, [...path, 'color', k]);
    out.u8(v);
  }
  out.u8(0);
  if (tile.type === PERSONAL_TYPE) {
    const p = tile.personal;
    if (!p) bad('a personal tile (17000) needs its personal record', [...path, 'personal']);
    if (!PERSONAL_HEX_COUNTS.includes(p.hexCount)) {
      bad(`a personal tile has 1, 2, 3, 7 or 24 hexes, found ${p.hexCount}`, [...path, 'personal', 'hexCount']);
    }
    out.i32(p.hexCount);
    out.str(p.textureTop);
    out.str(p.textureSide);
    out.str(p.letter);
    out.str(p.name);
  } else if (isFigureType(tile.type)) {
    out.str(tile.figure?.name ?? '');
    out.str(tile.figure?.file ?? '');
  }
}

function glyphByte(tile: HscTile, path: KeyPath): number {
  const letter = tile.glyphLetter;
  if (letter !== undefined) {
    const code = letter.charCodeAt(0);
    if (letter.length !== 1 || code > 0xff) {
      bad(`a glyph letter is one Latin-1 character, found ${JSON.stringify(letter)}`, [...path, 'glyphLetter']);
    }
    return code;
  }
  if (isGlyphType(tile.type) && tile.type !== 14001) return tile.type - GLYPH_BASE;
  return 0;
}
