import { readFileSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { tileTypeInfo } from '../hsc/tiles.js';
import { EDITOR_PIECES, EditorJsonError, readEditorJson } from './read.js';

const DIR = fileURLToPath(new URL('../../../../shared/maps/heroscape/editor-json/', import.meta.url));
const files = readdirSync(DIR).filter((f) => f.endsWith('.json')).sort();
const text = (f: string): string => readFileSync(DIR + f, 'utf8');

// Facts found by reading the files: map name, size and number of pieces.
const FACTS: Record<string, [name: string, width: number, length: number, pieces: number]> = {
  'AoA_1_The_Shattered_Table.json': ['The Shattered Table', 19, 15, 68],
  'AoA_2_Heshva_Basin.json': ['Heshva Basin', 13, 14, 69],
  'AoA_3_The_Howling_Pass.json': ['The Howling Pass', 17, 14, 77],
  'AoA_4_Vile_Cove.json': ['Vile Cove', 23, 15, 82],
  'BWBB_1_Vengalla_Gulch.json': ['Vengalla Gulch', 9, 9, 20],
  'BWBB_2_Spire_at_Mount_Tildept.json': ['Spire at Mount Tildept', 13, 12, 24],
  'BWBB_3_The_Minor_Spring.json': ['The Minor Spring', 12, 11, 29],
  'Everything_Bagel.json': ['Everything Bagle', 12, 12, 89],
  'The_Sunken_Crypt.json': ['The Sunken Crypt', 18, 22, 299],
  'Web_1_The_Regenerated_River.json': ['The Regenerated River', 19, 22, 105],
  'Web_2_Uncharted_Isle.json': ['Uncharted Isle', 18, 16, 130],
  'Web_3_Vacant_Post_of_Ostrivick.json': ['Vacant Post of Ostrivick', 19, 16, 75],
  'Web_4_Library_of_Laur.json': ['Library of Laur', 20, 19, 102],
  'Web_5_The_Hidden_Fount.json': ['The Hidden Fount', 13, 13, 63],
  'Welcome.json': ['Welcome', 4, 4, 18],
  'testpillar.json': ['Pillar Test', 3, 3, 11],
};

// Every piece id used by the 16 shared maps.
const IDS_SEEN = [
  'ca', 'cab', 'cbc', 'cbe', 'cbs', 'cg1', 'cg7', 'cg9', 'cwc', 'cwe', 'cws', 'd1', 'd2', 'd24', 'd3', 'd7', 'g1', 'g2', 'g24',
  'g3', 'g7', 'h', 'i1', 'i3', 'lb10', 'lp13', 'lp14', 'lp15', 'lwl', 'lwp', 'lwr', 'lws', 'o1', 'o3', 'og1', 'og3', 'og4',
  'og6', 'r1', 'r2', 'r24', 'r3', 'r7', 'rd1', 'rd2', 'rd5', 'rs2', 'rs3', 's1', 's2', 's24', 's3', 's7', 'sh1', 'sh3', 'sn1',
  'sn2', 'sn3', 'sn7', 'sw1', 'sw2', 'sw24', 'sw3', 'sw7', 'tb9', 'tp14', 'tp15', 'tp16', 'tr10', 'tr11', 'tr12', 'tr15', 'w1',
  'w3', 'ws1', 'ww1',
];

function jsonError(f: () => unknown): EditorJsonError {
  try {
    f();
  } catch (e) {
    if (e instanceof EditorJsonError) return e;
    throw e;
  }
  throw new Error('expected an EditorJsonError');
}

describe('readEditorJson on the shared maps', () => {
  it('has facts for every shared map', () => {
    expect(files).toEqual(Object.keys(FACTS).sort());
  });

  it.each(files)('%s reads with its name, size and piece count', (file) => {
    const map = readEditorJson(text(file), file);
    const [name, width, length, count] = FACTS[file] ?? ['', 0, 0, 0];
    expect(map).toMatchObject({ name, width, length, shape: 'rectangle' });
    expect(map.pieces).toHaveLength(count);
    for (const piece of map.pieces) expect(piece.q + piece.r + piece.s).toBe(0);
  });

  it('uses exactly the piece ids listed here, all in the table', () => {
    const seen = new Set(files.flatMap((f) => readEditorJson(text(f)).pieces.map((x) => x.pieceId)));
    expect([...seen].sort()).toEqual([...IDS_SEEN].sort());
  });

  it('reads the Welcome map piece by piece', () => {
    const map = readEditorJson(text('Welcome.json'));
    expect(map.id).toBe('1736660557418');
    expect(map.pieces[0]).toMatchObject({ key: '0~1~0~0~g7', pieceId: 'g7', altitude: 0, q: 1, r: 0, s: -1, rotation: 0 });
    expect(map.pieces[0]?.info.vsType).toBe(1007);
    const pillars = map.pieces.filter((x) => x.pieceId === 'lwp');
    expect(pillars.map((x) => [x.altitude, x.q, x.r])).toEqual([[1, -1, 2], [1, 1, 0]]);
    expect(map.pieces.at(-1)).toMatchObject({ pieceId: 'r2', altitude: 7, rotation: 1 });
  });

  it('keeps half-step rotations of Laur walls (testpillar.json)', () => {
    const map = readEditorJson(text('testpillar.json'));
    expect(map.pieces.filter((x) => x.pieceId === 'lwr').map((x) => x.rotation)).toEqual([0, 1.5, 3, 4.5]);
    expect(map.pieces.find((x) => x.pieceId === 'lwl')?.rotation).toBe(0.5);
  });
});

describe('the editor piece table', () => {
  it('maps ids to VirtualScape types that exist, with the same hex count', () => {
    const ids = EDITOR_PIECES.map((x) => x.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const piece of EDITOR_PIECES) {
      if (piece.vsType === null) continue;
      const vs = tileTypeInfo(piece.vsType);
      expect(vs, piece.id).toBeDefined();
      if (piece.kind !== 'start') expect(vs?.hexCount, piece.id).toBe(piece.hexCount);
    }
  });

  it('maps the named examples', () => {
    const vs = (id: string) => EDITOR_PIECES.find((x) => x.id === id)?.vsType;
    expect([vs('g24'), vs('r7'), vs('w1'), vs('rd5'), vs('tr15'), vs('tb9'), vs('cab'), vs('og6')]).toEqual(
      [1024, 2007, 4001, 8005, 10004, 24002, 16404, 13006],
    );
    expect([vs('lwp'), vs('s24'), vs('w3'), vs('ww1'), vs('lp14'), vs('sn7')]).toEqual([null, null, null, null, null, null]);
    expect(EDITOR_PIECES.find((x) => x.id === 'lwp')).toMatchObject({ family: 'laurwall', hexCount: 1, kind: 'obstacle' });
  });
});

describe('readEditorJson errors', () => {
  const wrap = (boardPieces: unknown, hexMap: unknown = { id: '1', name: 'm', shape: 'rectangle', width: 3, length: 3 }) =>
    JSON.stringify({ hexMap, boardPieces });

  it('refuses bad JSON', () => {
    const e = jsonError(() => readEditorJson('{"hexMap": ', 'x.json'));
    expect(e.message).toMatch(/^x\.json:1:12: not valid JSON/);
  });

  it('refuses a missing or malformed hexMap, naming the key', () => {
    expect(jsonError(() => readEditorJson('[]')).message).toContain('expected an object with hexMap');
    expect(jsonError(() => readEditorJson(wrap({}, null))).message).toBe('key hexMap: expected an object, found null');
    expect(jsonError(() => readEditorJson(wrap({}, { id: '1', name: 'm', shape: 'square', width: 1, length: 1 }))).key).toEqual(['hexMap', 'shape']);
    expect(jsonError(() => readEditorJson(wrap({}, { id: '1', name: 'm', shape: 'hexagon', width: -1, length: 1 }))).key).toEqual(['hexMap', 'width']);
    expect(readEditorJson(wrap({}, { id: 7, name: 'm', shape: 'hexagon', width: 2, height: 2 }))).toMatchObject({ id: '7', length: 2 });
    expect(jsonError(() => readEditorJson(wrap([]))).key).toEqual(['boardPieces']);
  });

  it('refuses bad keys, naming the key and why', () => {
    const cases: [string, string][] = [
      ['0~1~0~g7', 'has 4'],
      ['a~1~0~0~g7', 'altitude in the key must be a whole number'],
      ['0~1.5~0~0~g7', 'the q in the key'],
      ['0~1~01~0~g7', 'the r in the key'],
      ['0~1~0~6~g7', 'rotation in the key must be 0-5.5'],
      ['0~1~0~0.25~g7', 'rotation'],
      ['-1~1~0~0~g7', 'altitude must be 0 or more'],
      ['0~1~0~0~zz9', 'unknown piece id "zz9"'],
    ];
    for (const [key, why] of cases) {
      const pieceId = key.split('~').at(-1) ?? '';
      const e = jsonError(() => readEditorJson(wrap({ [key]: pieceId }), 'm.json'));
      expect(e.key).toEqual(['boardPieces', key]);
      expect(e.message).toContain(`m.json: key boardPieces[${JSON.stringify(key)}]: `);
      expect(e.message).toContain(why);
    }
    const e = jsonError(() => readEditorJson(wrap({ '0~1~0~0~g7': 'g24' })));
    expect(e.message).toContain('must repeat the key\'s piece id "g7", found "g24"');
  });

  it('never throws anything but EditorJsonError on arbitrary JSON', () => {
    fc.assert(
      fc.property(fc.json(), (s) => {
        try {
          readEditorJson(s);
        } catch (e) {
          if (!(e instanceof EditorJsonError)) throw e;
        }
      }),
    );
    fc.assert(
      fc.property(fc.dictionary(fc.string(), fc.string()), (board) => {
        try {
          readEditorJson(wrap(board));
        } catch (e) {
          if (!(e instanceof EditorJsonError)) throw e;
        }
      }),
    );
  });
});

describe('readEditorJson on text that is not JSON', () => {
  // Found by fuzzing: JSON.parse names no position for most errors, and the refusal said nowhere.
  it.each([
    ['{\n  "hexMap": {\n    "id": 1,\n    "name" "x"\n  }\n}', 4, 12],
    ['\ufeff{}', 1, 1],
    ['{"hexMap": {},\n "boardPieces": [1, 2,]}', 2, 23],
    ['{"hexMap":', 1, 11],
  ])('names the line and column of %j', (text, line, column) => {
    const e = jsonError(() => readEditorJson(text, 'bad.json'));
    expect(e.reason).toMatch(/^not valid JSON: /);
    expect(e.place).toMatchObject({ file: 'bad.json', line, column });
    expect(e.message).toMatch(new RegExp(`^bad\\.json:${line}:${column}: not valid JSON`));
  });
});
