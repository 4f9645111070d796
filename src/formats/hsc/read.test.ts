import { readFileSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { HscFormatError, readHsc } from './read.js';
import { writeHsc } from './write.js';
import { isKnownTileType } from './tiles.js';

const HSC_DIR = fileURLToPath(new URL('../../../../shared/maps/heroscape/virtualscape/', import.meta.url));
const load = (name: string): Uint8Array => new Uint8Array(readFileSync(HSC_DIR + name));

interface Facts {
  version: string;
  tiles: number;
  name: string;
  author: string;
  playerNumber: string;
}

// Facts found by reading the files (tile counts, header strings), cross-checked with an independent
// throwaway parser while writing this module.
const FACTS: Record<string, Facts> = {
  'dissolutio_ladders.hsc': { version: '0.0007', tiles: 35, name: '', author: '', playerNumber: '' },
  'lyrgard_HexScape_Logo.hsc': { version: '0.0007', tiles: 525, name: '', author: '', playerNumber: '' },
  'vs_A_la_vie__A_la_mort.hsc': { version: '0.0002', tiles: 600, name: 'A la vie, a la mort', author: 'IceBear', playerNumber: '' },
  'vs_Castle_vs_elements.hsc': { version: '0.0003', tiles: 221, name: '', author: '', playerNumber: '' },
  'vs_Chat_perche.hsc': { version: '0.0002', tiles: 150, name: 'Chat perché', author: 'IceBear', playerNumber: '' },
  'vs_Flag_test.hsc': { version: '0.0005', tiles: 17, name: '', author: '', playerNumber: '' },
  'vs_In_the_Middle_of_the_Elements.hsc': {
    version: '0.0005', tiles: 440, name: 'In the Middle of the Elements', author: 'Armen Avanessian (Su-Bak-Na)', playerNumber: '',
  },
  'vs_Le_plateau_de_Tylaan.hsc': { version: '0.0003', tiles: 182, name: 'Le plateau de Tylaan', author: 'Icebear', playerNumber: '2' },
  'vs_Rotten_Ice.hsc': { version: '0.0004', tiles: 383, name: 'Rotten Ice', author: 'Sean Malloy', playerNumber: '2' },
  'vs_Table_des_geants.hsc': { version: '0.0003', tiles: 91, name: 'La table des geants', author: 'Hasbro', playerNumber: '2' },
  'vs_Table_des_geants2.hsc': { version: '0.0007', tiles: 86, name: 'La table des geants', author: 'Hasbro', playerNumber: '2' },
  'vs_The_West_Barbican_of_Idona_Castle.hsc': { version: '0.0003', tiles: 219, name: '', author: '', playerNumber: '' },
  'vs_Tombe_de_Migol.hsc': { version: '0.0002', tiles: 140, name: 'La tombe de Migol', author: 'Hasbro', playerNumber: '' },
  'vs_Volcan_de_la_mort.hsc': { version: '0.0007', tiles: 535, name: 'Quick game for everyone', author: 'Zzzzz', playerNumber: '' },
  'vs_test.hsc': { version: '0.0006', tiles: 18, name: '', author: '', playerNumber: '' },
};

/** Run `f`, returning the HscFormatError it throws (failing on any other outcome). */
function formatError(f: () => unknown): HscFormatError {
  try {
    f();
  } catch (e) {
    if (e instanceof HscFormatError) return e;
    throw e;
  }
  throw new Error('expected a HscFormatError, but the read succeeded');
}

describe('readHsc on the shared VirtualScape maps', () => {
  const files = readdirSync(HSC_DIR).filter((f) => f.endsWith('.hsc')).sort();

  it('has facts for every shared map', () => {
    expect(files).toEqual(Object.keys(FACTS).sort());
  });

  it.each(files)('%s reads with its known header and tile count', (file) => {
    const map = readHsc(load(file), file);
    const facts = FACTS[file];
    expect(facts).toBeDefined();
    if (!facts) return;
    expect(map.versionText).toBe(facts.version);
    expect(map.version).toBe(Number(facts.version));
    expect(map.tiles).toHaveLength(facts.tiles);
    expect(map.name).toBe(facts.name);
    expect(map.author).toBe(facts.author);
    expect(map.playerNumber).toBe(facts.playerNumber);
    const step = Math.round(map.version * 10000);
    expect(map.printTileNumber !== undefined).toBe(step >= 5);
    expect(map.printStartAreaAsLevel !== undefined).toBe(step >= 7);
    for (const t of map.tiles) {
      expect(isKnownTileType(t.type)).toBe(true);
      expect(t.tileVersion).toBe(0.0003); // every sample tile, whatever the header version
      expect(t.color).toHaveLength(3);
      expect(t.rotation).toBeGreaterThanOrEqual(0);
      expect(t.rotation).toBeLessThanOrEqual(5);
      expect(t.figure !== undefined).toBe(t.type === 18001 || t.type === 18002);
    }
  });

  it('reads the first tile of vs_test.hsc: a palm of height 15', () => {
    const t = readHsc(load('vs_test.hsc')).tiles[0];
    expect(t).toEqual({
      type: 24015, tileVersion: 0.0003, rotation: 0, x: 5, y: 5, z: 0,
      glyphLetter: '\r', glyphName: '', startAreaName: '', color: [120, 255, 120],
    });
  });

  it('reads glyphs with their letter and name (La tombe de Migol)', () => {
    const map = readHsc(load('vs_Tombe_de_Migol.hsc'));
    expect(map.tiles[87]).toMatchObject({ type: 14066, glyphLetter: 'B', glyphName: 'Glyphe de Brandar', x: 14, y: 11, z: 11 });
    expect(map.tiles.filter((t) => t.type === 15001 && t.startAreaName === 'Bleu')).toHaveLength(16);
    expect(map.tiles[0]).toMatchObject({ type: 1024, rotation: 2, x: 8, y: 4, z: 0, color: [0, 160, 0] });
  });

  it('reads the ten figure tiles of the Idona castle with both strings', () => {
    const map = readHsc(load('vs_The_West_Barbican_of_Idona_Castle.hsc'));
    const figures = map.tiles.filter((t) => t.figure);
    expect(figures).toHaveLength(10);
    expect(map.tiles[207]).toMatchObject({ type: 18002, x: 14, y: 11, z: 1, figure: { name: 'MIMRING', file: 'MIMRING' } });
    expect(figures.find((t) => t.figure?.name === 'SGT. DRAKE ALEXANDER')?.figure?.file).toBe('SGT DRAKE ALEXANDER');
    expect(map.tiles[102]).toMatchObject({ type: 16401, rotation: 4, x: 16, y: 8, z: 1 });
    expect(map.levelsPerPage).toBe(2);
  });

  it('keeps the RTF scenario of a 0.0004 map as bytes, and the start areas of Rotten Ice', () => {
    const map = readHsc(load('vs_Rotten_Ice.hsc'));
    expect(map.scenario.startsWith('{\\rtf1\\ansi\\ansicpg1252')).toBe(true);
    expect(map.tiles.filter((t) => t.type === 15001 && t.startAreaName === 'Red')).toHaveLength(20);
    expect(map.tiles[137]).toMatchObject({ type: 8005, rotation: 3, x: 17, y: 19, z: 6 });
  });

  it('reads print settings', () => {
    const map = readHsc(load('vs_Volcan_de_la_mort.hsc'));
    expect(map).toMatchObject({ levelsPerPage: 6, printTransparency: 80, printGrid: true, printTileNumber: false, printStartAreaAsLevel: true });
    expect(readHsc(load('vs_A_la_vie__A_la_mort.hsc')).printTransparency).toBe(70);
  });
});

// --- hand-built files ------------------------------------------------------------------------

class Bytes {
  private parts: number[] = [];
  f64(v: number): this {
    const b = new Uint8Array(8);
    new DataView(b.buffer).setFloat64(0, v, true);
    this.parts.push(...b);
    return this;
  }
  i32(v: number): this {
    const b = new Uint8Array(4);
    new DataView(b.buffer).setInt32(0, v, true);
    this.parts.push(...b);
    return this;
  }
  u8(...v: number[]): this {
    this.parts.push(...v);
    return this;
  }
  ansi(s: string): this {
    return this.u8(s.length, ...[...s].map((c) => c.charCodeAt(0)));
  }
  get length(): number {
    return this.parts.length;
  }
  done(): Uint8Array {
    return Uint8Array.from(this.parts);
  }
}

/** A 0.0002 header with ANSI strings and `count` tiles to follow. */
function header0002(count: number): Bytes {
  return new Bytes().f64(0.0002).ansi('Map').ansi('Me').i32(6).i32(80).i32(1).i32(count);
}

function tile0001(b: Bytes, type: number, rotation = 0, x = 1, y = 2, z = 3): Bytes {
  return b.i32(type).f64(0.0001).i32(rotation).i32(x).i32(y).i32(z);
}

describe('readHsc on hand-built files', () => {
  it('reads a version 0.0001 file (no header strings; print defaults filled in)', () => {
    const b = tile0001(new Bytes().f64(0.0001).i32(1), 2007, 3, 4, 5, 6);
    const map = readHsc(b.done());
    expect(map).toEqual({
      version: 0.0001, versionText: '0.0001', name: '', author: '', playerNumber: '', scenario: '',
      levelsPerPage: 6, printTransparency: 80, printGrid: true,
      tiles: [{ type: 2007, tileVersion: 0.0001, rotation: 3, x: 4, y: 5, z: 6 }],
    });
  });

  it('reads tile version 0.0002 (letter, two strings, no colour) and ANSI strings in code page 1252', () => {
    const b = header0002(1).i32(14065).f64(0.0002).i32(0).i32(1).i32(1).i32(1).u8(65).ansi('Glyphe \x80').ansi('');
    const map = readHsc(b.done());
    expect(map.name).toBe('Map');
    expect(map.tiles[0]).toEqual({
      type: 14065, tileVersion: 0.0002, rotation: 0, x: 1, y: 1, z: 1, glyphLetter: 'A', glyphName: 'Glyphe \u20ac', startAreaName: '',
    });
  });

  it('reads a 0.0003 header with a plain-text scenario string', () => {
    const b = new Bytes().f64(0.0003).ansi('N').ansi('A').ansi('4').ansi('Hold the hill').i32(6).i32(80).i32(0).i32(0);
    expect(readHsc(b.done())).toMatchObject({ playerNumber: '4', scenario: 'Hold the hill', printGrid: false, tiles: [] });
  });

  it('reads MFC lengths in 1, 3 and 7 bytes, with and without the Unicode marker', () => {
    const long = 'x'.repeat(300);
    const b = new Bytes().f64(0.0002);
    b.u8(0xff, 300 & 0xff, 300 >> 8, ...[...long].map((c) => c.charCodeAt(0))); // FF + u16
    b.u8(0xff, 0xfe, 0xff, 0xff, 0xff, 0xff, 2, 0, 0, 0, 0x4e, 0x6b, 0x3a, 0x53); // marker, then FF FFFF + u32 length 2: U+6B4E U+533A
    b.i32(6).i32(80).i32(1).i32(0);
    const map = readHsc(b.done());
    expect(map.name).toBe(long);
    expect(map.author).toBe('\u6b4e\u533a');
  });

  it('accepts a version within 1e-9 of a known one and refuses anything else', () => {
    const near = new Bytes().f64(0.0002 + 1e-12).ansi('').ansi('').i32(6).i32(80).i32(1).i32(0).done();
    expect(readHsc(near).versionText).toBe('0.0002');
    // a version VirtualScape could have written (a step of 0.0001) is named as found
    for (const v of [0.0008, 0.0012]) {
      const bytes = new Bytes().f64(v).i32(0).done();
      const e = formatError(() => readHsc(bytes, 'v.hsc'));
      expect(e.offset).toBe(0);
      expect(e.code).toBe('file-format');
      expect(e.expected).toBe('a document version 0.0001-0.0007');
      expect(e.message).toBe(`v.hsc: byte 0: expected a document version 0.0001-0.0007, found ${v}`);
    }
    // anything else is no version at all: the file is not a VirtualScape map (or is damaged), and the number
    // it would read as is left out (2.316340032524254e-152 means nothing to a player)
    for (const v of [0.00021, 0, -0.0002, Number.NaN, 1, Number.POSITIVE_INFINITY, 2.316340032524254e-152]) {
      const bytes = new Bytes().f64(v).i32(0).done();
      const e = formatError(() => readHsc(bytes, 'v.hsc'));
      expect(e.offset).toBe(0);
      expect(e.code).toBe('file-format');
      expect(e.expected).toBe('a document version 0.0001-0.0007');
      expect(e.message).toBe('v.hsc: byte 0: not a VirtualScape map, or a damaged one: it should start with a document version 0.0001-0.0007');
    }
  });

  it('says a text file opened as .hsc is not a VirtualScape map, where and what it should start with, and keeps the file-format code', () => {
    const bytes = new TextEncoder().encode('this is not a map at all \0\x01\x02');
    const e = formatError(() => readHsc(bytes, 'bad.hsc'));
    expect(e.code).toBe('file-format');
    expect(e.offset).toBe(0);
    expect(e.message).toMatch(/^bad\.hsc: byte 0: not a VirtualScape map, or a damaged one: .*document version 0\.0001-0\.0007$/);
    expect(e.message).not.toMatch(/e-\d|\d{6}/);
  });

  it('refuses a tile rotation of 7 naming the byte and the value', () => {
    const b = header0002(1);
    const at = b.length + 12;
    const bytes = tile0001(b, 1001, 7).done();
    const e = formatError(() => readHsc(bytes, 'vs_test.hsc'));
    expect(e.offset).toBe(at);
    expect(e.fileName).toBe('vs_test.hsc');
    expect(e.message).toBe(`vs_test.hsc: byte ${at}: expected an i32 tile rotation (0-5) for tile 1, found 7`);
  });

  it('refuses an unknown tile type at its offset, and accepts glyph letters and personal/figure ids', () => {
    for (const type of [999, 1004, 14000, 14256, 17001, 18003, 3024, -1]) {
      const b = header0002(1);
      const at = b.length;
      const e = formatError(() => readHsc(tile0001(b, type).done()));
      expect(e.offset).toBe(at);
      expect(e.message).toContain(`found ${type}`);
    }
    for (const type of [14001, 14065, 14090, 18001, 18002]) {
      expect(readHsc(tile0001(header0002(1), type).done()).tiles[0]?.type).toBe(type);
    }
  });

  it('refuses an unknown tile version', () => {
    const b = header0002(1).i32(1001).f64(0.0004).i32(0).i32(0).i32(0).i32(0);
    expect(formatError(() => readHsc(b.done())).message).toContain('expected a tile version 0.0001-0.0003 for tile 1');
  });

  it('refuses trailing bytes after the last tile, naming where they start', () => {
    const b = tile0001(header0002(1), 1001);
    const end = b.length;
    const e = formatError(() => readHsc(b.u8(0).done(), 'x.hsc'));
    expect(e.offset).toBe(end);
    expect(e.message).toBe(`x.hsc: byte ${end}: expected the end of the file after tile 1, found 1 more bytes`);
  });

  it('refuses a header claiming 2^31 - 1 or 2^31 tiles at once, before allocating', () => {
    for (const count of [0x7fffffff, -0x80000000, 1_000_000]) {
      const b = header0002(count);
      const at = b.length - 4;
      const started = performance.now();
      const e = formatError(() => readHsc(b.done()));
      expect(performance.now() - started).toBeLessThan(50);
      expect(e.offset).toBe(at);
    }
    expect(formatError(() => readHsc(header0002(2 ** 31 - 1).done())).message).toContain('found 2147483647');
  });

  it('refuses a string whose length runs past the end before reading it', () => {
    const b = new Bytes().f64(0.0002).u8(0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0x7f); // ANSI, u32 length 0x7fffffff
    const e = formatError(() => readHsc(b.done()));
    expect(e.offset).toBe(15);
    expect(e.message).toContain('claims 2147483647 bytes');
  });

  it('refuses a scenario length beyond the end', () => {
    const b = new Bytes().f64(0.0004).ansi('').ansi('').ansi('').i32(1_000_000).i32(6);
    expect(formatError(() => readHsc(b.done())).offset).toBe(11);
  });

  it('refuses a personal tile with a hex count that has no shape', () => {
    const b = new Bytes().f64(0.0007).ansi('').ansi('').ansi('').i32(0).i32(6).i32(80).i32(1).i32(0).i32(1).i32(1);
    b.i32(17000).f64(0.0003).i32(0).i32(0).i32(0).i32(0).u8(0).ansi('').ansi('').u8(0, 0, 0, 0).i32(5);
    for (let i = 0; i < 4; i++) b.ansi('');
    expect(formatError(() => readHsc(b.done())).message).toContain('a personal tile hex count (1, 2, 3, 7, 24) for tile 1, found 5');
  });

  it('reports a truncation with the bytes still missing', () => {
    const e = formatError(() => readHsc(new Uint8Array(4), 'vs_test.hsc'));
    expect(e.message).toBe('vs_test.hsc: byte 0: file ends at byte 4, expected 4 more bytes for the f64 version');
    expect(e.expected).toBe('the f64 version');
  });
});

describe('readHsc on damaged copies of real maps', () => {
  const original = load('vs_test.hsc');

  it('throws HscFormatError for every truncation of vs_test.hsc', () => {
    for (let n = 0; n < original.length; n++) {
      const e = formatError(() => readHsc(original.subarray(0, n), 'vs_test.hsc'));
      expect(e.offset).toBeLessThanOrEqual(n);
    }
  });

  it('throws HscFormatError for every truncation of the Idona castle (figure tiles)', () => {
    const castle = load('vs_The_West_Barbican_of_Idona_Castle.hsc');
    for (let n = 0; n < castle.length; n += 7) formatError(() => readHsc(castle.subarray(0, n)));
  });

  it('random bit flips give a map or a HscFormatError, never another exception', () => {
    for (const name of ['vs_test.hsc', 'vs_Rotten_Ice.hsc', 'vs_The_West_Barbican_of_Idona_Castle.hsc']) {
      const bytes = load(name);
      fc.assert(
        fc.property(fc.array(fc.nat({ max: bytes.length * 8 - 1 }), { minLength: 1, maxLength: 8 }), (bits) => {
          const copy = bytes.slice();
          for (const bit of bits) copy[bit >> 3] = (copy[bit >> 3] ?? 0) ^ (1 << (bit & 7));
          try {
            const map = readHsc(copy);
            // Whatever was read must be writable and read back the same.
            expect(readHsc(writeHsc(map)).tiles).toEqual(map.tiles);
          } catch (e) {
            if (!(e instanceof HscFormatError)) throw e;
          }
        }),
        { numRuns: 400 },
      );
    }
  });

  it('random byte overwrites and splices give a map or a HscFormatError', () => {
    const bytes = load('vs_Flag_test.hsc');
    fc.assert(
      fc.property(fc.nat({ max: bytes.length }), fc.uint8Array({ minLength: 1, maxLength: 12 }), fc.boolean(), (at, junk, insert) => {
        const copy = insert
          ? Uint8Array.from([...bytes.subarray(0, at), ...junk, ...bytes.subarray(at)])
          : Uint8Array.from([...bytes.subarray(0, at), ...junk, ...bytes.subarray(at + junk.length)]);
        try {
          readHsc(copy);
        } catch (e) {
          if (!(e instanceof HscFormatError)) throw e;
        }
      }),
      { numRuns: 500 },
    );
  });
});
