import { describe, expect, it } from 'vitest';
import { HighgroundError } from '../../errors.js';
import type { HscMap, HscTile } from '../hsc/model.js';
import { readEditorJson } from '../editor-json/read.js';
import type { BuiltMap, Column } from './columns.js';
import { encodeScenario } from './encode.js';
import { importEditorJson, importHsc } from './import.js';

// Found by the fuzzer (fuzz/): a tile whose x or y was patched far from the others made the importer
// allocate rows for the whole span (RangeError: Invalid array length, or a fatal out-of-memory), and a
// few hundred thousand hexes overflowed the stack in Math.min(...xs).

const tile = (x: number, y: number, z = 0): HscTile => ({ type: 1001, tileVersion: 0.0003, rotation: 0, x, y, z });
const map = (tiles: HscTile[]): HscMap => ({
  version: 0.0007, versionText: '0.0007', name: '', author: '', playerNumber: '', scenario: '',
  levelsPerPage: 6, printTransparency: 80, printGrid: true, tiles,
});

describe('encodeScenario refuses maps too wide to hold', () => {
  it.each([[2 ** 31 - 1, 0], [0, 2 ** 31 - 1], [-(2 ** 31), 5], [5000, 5000]])('a tile at [%i, %i] beside one at [0, 0]', (x, y) => {
    let error: unknown;
    try {
      importHsc(map([tile(0, 0), tile(x, y)]), { ruleset: 'tft-3d', fileName: 'far.hsc' });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(HighgroundError);
    expect((error as HighgroundError).message).toMatch(/^far\.hsc: the pieces span \d+ x \d+ hexes, from \[-?\d+, -?\d+\] to \[\d+, \d+\]; a map may have at most 250000 places/);
  });

  it('the same from a map-editor file', () => {
    const text = JSON.stringify({ hexMap: { id: 'x', name: 'far', shape: 'rectangle', width: 2, length: 2 }, boardPieces: { '0~0~0~0~g1': 'g1', '0~9000000~0~0~g1': 'g1' } });
    expect(() => importEditorJson(readEditorJson(text, 'far.json'), { ruleset: 'tft-3d', fileName: 'far.json' })).toThrow(HighgroundError);
  });

  it('encodes a map of 250 000 hexes (bounds found without spreading them into Math.min)', () => {
    const columns = new Map<string, Column>();
    for (let y = 0; y < 500; y++) for (let x = 0; x < 500; x++) columns.set(`${x},${y}`, { x, y, surfaces: [{ level: 1, terrain: ['grass'] }] });
    const built: BuiltMap = { name: 'big', author: '', format: 'test', records: 1, columns, figures: [], terrainHexes: columns.size, glyphs: 0, startHexes: 0, notes: [] };
    const scenario = encodeScenario(built, { ruleset: 'tft-3d' });
    expect(scenario.map.grid === 'hex' && scenario.map.rows?.split('\n').filter((l) => l.trim()).length).toBe(500);
  });
});
