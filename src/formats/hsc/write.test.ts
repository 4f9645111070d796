import { readFileSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { HighgroundError } from '../../errors.js';
import type { HscMap } from './model.js';
import { readHsc } from './read.js';
import { plainTextToRtf, writeHsc } from './write.js';

const HSC_DIR = fileURLToPath(new URL('../../../../shared/maps/heroscape/virtualscape/', import.meta.url));
const files = readdirSync(HSC_DIR).filter((f) => f.endsWith('.hsc')).sort();

/** A map without the fields a rewrite at 0.0007 changes by design. */
function withoutVersions(map: HscMap): unknown {
  const { version: _v, versionText: _t, printTileNumber: _n, printStartAreaAsLevel: _s, ...rest } = map;
  return { ...rest, tiles: map.tiles.map(({ tileVersion: _tv, ...t }) => t) };
}

function blank(tiles: HscMap['tiles'] = []): HscMap {
  return {
    version: 0.0007, versionText: '0.0007', name: '', author: '', playerNumber: '', scenario: '',
    levelsPerPage: 6, printTransparency: 80, printGrid: true, printTileNumber: false, printStartAreaAsLevel: true, tiles,
  };
}

describe('writeHsc', () => {
  it.each(files)('%s: read(write(read(x))) equals read(x) apart from the version fields', (file) => {
    const first = readHsc(new Uint8Array(readFileSync(HSC_DIR + file)), file);
    const bytes = writeHsc(first);
    const second = readHsc(bytes, `${file} (rewritten)`);
    expect(second.versionText).toBe('0.0007');
    expect(second.tiles.every((t) => t.tileVersion === 0.0003)).toBe(true);
    expect(withoutVersions(second)).toEqual(withoutVersions(first));
    if (first.printTileNumber !== undefined) expect(second.printTileNumber).toBe(first.printTileNumber);
    if (first.printStartAreaAsLevel !== undefined) expect(second.printStartAreaAsLevel).toBe(first.printStartAreaAsLevel);
    // Writing is a fixed point once the file is at 0.0007.
    expect(writeHsc(second)).toEqual(bytes);
  });

  it('reproduces a 0.0007 file VirtualScape wrote byte for byte (every string with the Unicode marker)', () => {
    const file = 'dissolutio_ladders.hsc';
    const original = new Uint8Array(readFileSync(HSC_DIR + file));
    expect(writeHsc(readHsc(original))).toEqual(original);
  });

  it('writes every string with the Unicode marker, as VirtualScape does and the map editor expects', () => {
    const bytes = writeHsc({ ...blank(), name: 'Ab', author: 'Chat perché' });
    expect([...bytes.subarray(8, 16)]).toEqual([0xff, 0xfe, 0xff, 2, 0x41, 0, 0x62, 0]);
    expect([...bytes.subarray(16, 20)]).toEqual([0xff, 0xfe, 0xff, 11]);
    expect(readHsc(bytes).author).toBe('Chat perché');
  });

  it('round-trips long and non-BMP strings (u16 and u32 lengths, surrogate pairs)', () => {
    const map = { ...blank(), name: 'é'.repeat(70_000), author: 'a'.repeat(300), playerNumber: '\u{1F409}' };
    const back = readHsc(writeHsc(map));
    expect(back.name).toBe(map.name);
    expect(back.author).toBe(map.author);
    expect(back.playerNumber).toBe(map.playerNumber);
  });

  it('round-trips personal and figure tiles with their extra strings', () => {
    const map = blank([
      {
        type: 17000, tileVersion: 0.0003, rotation: 2, x: 3, y: 4, z: 1, glyphLetter: '\0', glyphName: '', startAreaName: '',
        color: [1, 2, 3], personal: { hexCount: 7, textureTop: 'snow.bmp', textureSide: 'côté.bmp', letter: 'S', name: 'Snow 7' },
      },
      {
        type: 18002, tileVersion: 0.0003, rotation: 0, x: -1, y: -2, z: 5, glyphLetter: 'Í', glyphName: '', startAreaName: '',
        color: [255, 255, 255], figure: { name: 'GRIMNAK', file: 'GRIMNAK' },
      },
      {
        type: 14065, tileVersion: 0.0003, rotation: 0, x: 0, y: 0, z: 0, glyphLetter: 'A', glyphName: 'Astrid', startAreaName: '',
        color: [64, 0, 0],
      },
    ]);
    expect(readHsc(writeHsc(map))).toEqual(map);
  });

  it('wraps a plain-text scenario in RTF and keeps an RTF one byte for byte', () => {
    const back = readHsc(writeHsc({ ...blank(), scenario: 'Hold {the} hill\nthen é' }));
    expect(back.scenario).toBe('{\\rtf1\\ansi Hold \\{the\\} hill\\par\nthen \\u233?}');
    expect(plainTextToRtf('a\r\nb\\')).toBe('{\\rtf1\\ansi a\\par\nb\\\\}');
    const rtf = '{\\rtf1\\ansi\\ansicpg1252 caf\\\'e9}';
    expect(readHsc(writeHsc({ ...blank(), scenario: rtf })).scenario).toBe(rtf);
  });

  it('upgrades old tiles with defaults (letter from the glyph id, black, empty strings)', () => {
    const back = readHsc(writeHsc(blank([{ type: 14066, tileVersion: 0.0001, rotation: 0, x: 1, y: 1, z: 1 }])));
    expect(back.tiles[0]).toEqual({
      type: 14066, tileVersion: 0.0003, rotation: 0, x: 1, y: 1, z: 1, glyphLetter: 'B', glyphName: '', startAreaName: '', color: [0, 0, 0],
    });
  });

  it('refuses values the format cannot hold, naming the key', () => {
    const tile = { type: 1001, tileVersion: 0.0003, rotation: 0, x: 0, y: 0, z: 0 };
    const cases: [HscMap, string][] = [
      [blank([{ ...tile, rotation: 6 }]), 'key tiles[0].rotation'],
      [blank([{ ...tile, type: 1004 }]), 'key tiles[0].type'],
      [blank([{ ...tile, x: 2 ** 31 }]), 'key tiles[0].x'],
      [blank([{ ...tile, color: [0, 256, 0] }]), 'key tiles[0].color[1]'],
      [blank([{ ...tile, glyphLetter: 'AB' }]), 'key tiles[0].glyphLetter'],
      [blank([{ ...tile, type: 17000 }]), 'key tiles[0].personal'],
      [{ ...blank(), levelsPerPage: 1.5 }, 'key levelsPerPage'],
    ];
    for (const [map, where] of cases) {
      expect(() => writeHsc(map)).toThrow(HighgroundError);
      expect(() => writeHsc(map)).toThrow(where);
    }
  });
});
