/**
 * maps-audit: every tile type the shared footprint file lists (../shared/formats, read in place) goes
 * through the import as a piece of its own kind on the hexes the file gives it, at every rotation; none
 * is dropped or turned into something else on the way from the reader's type table to the columns.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { axialToOffset, offsetToAxial } from '../../geometry/hex/coords.js';
import type { HscMap, HscTile } from '../hsc/model.js';
import { buildColumns } from './columns.js';
import { hscPieces } from './from-hsc.js';

const FILE = fileURLToPath(new URL('../../../../shared/formats/virtualscape-footprints-all-rotations.json', import.meta.url));
interface Entry { cls: string; ids: number[]; rotations: Record<string, [number, number][]> }
const entries = (JSON.parse(readFileSync(FILE, 'utf8')) as Entry[]).filter((e) => e.ids.length > 0 && !e.ids.includes(17000)); // the personal tile: its own test below

// The role each family takes, from the format document's type table (virtualscape-hsc.md).
function expectedRole(type: number): string {
  const family = Math.floor(type / 1000);
  if ([4, 5, 6, 19, 25].includes(family)) return 'thin';
  if ([10, 11, 12, 13, 23, 24, 27].includes(family)) return 'obstacle';
  if (family === 14) return 'glyph';
  if (family === 15) return 'start';
  if (family === 18) return 'figure';
  if (type === 16301) return 'battlement';
  if (type === 16402) return 'ladder';
  if (type === 16403) return 'flag';
  return 'solid';
}

function tile(type: number, rotation: number, x: number, y: number, z: number): HscTile {
  const t: HscTile = { type, tileVersion: 0.0003, rotation, x, y, z, glyphLetter: 'A', glyphName: '', startAreaName: type === 15001 ? 'Red' : '', color: [200, 0, 0] };
  if (type === 17000) t.personal = { hexCount: 7, textureTop: '', textureSide: '', letter: '', name: 'rock7' };
  if (Math.floor(type / 1000) === 18) t.figure = { name: 'Orc', file: 'orc.bmp' };
  return t;
}

const map = (tiles: HscTile[]): HscMap => ({
  version: 0.0007, versionText: '0.0007', name: 'every type', author: '', playerNumber: '', scenario: '',
  levelsPerPage: 6, printTransparency: 80, printGrid: true, tiles,
});

describe('every type in the shared footprint file imports as its own kind, at every rotation', () => {
  it('lists the 84 fixed type ids', () => {
    expect(entries.flatMap((e) => e.ids).length).toBe(84);
  });

  for (const e of entries) for (const id of e.ids) {
    it(`${e.cls} (${id})`, () => {
      for (let rot = 0; rot < 6; rot++) {
        // a grass 24 under it at z 0 (odd anchor row 3, so the odd-row shift is exercised); the tile at z 1
        const [ax, ay] = [4, 3];
        const pieces = hscPieces(map([tile(1024, 0, 0, 0, 0), tile(id, rot, ax, ay, 1)])).pieces;
        expect(pieces).toHaveLength(2);
        const p = pieces[1]!;
        expect(p.role, `rotation ${rot}`).toBe(expectedRole(id));
        expect(p.z).toBe(1);
        const want = (id === 4002 || id === 25002 ? [[0, 0] as [number, number]] : e.rotations[String(rot)]!).map(([lx, ly]) => {
          const x = ax + lx + (ay & 1 && ly & 1 ? 1 : 0);
          return `${x},${ay + ly}`;
        });
        expect(p.hexes.map(([x, y]) => `${x},${y}`).sort(), `rotation ${rot}`).toEqual([...new Set(want)].sort());
        // and the columns keep it: no note saying it was left out
        const built = buildColumns({ name: '', author: '', format: 'test', records: 2, pieces });
        expect(built.notes.filter((n) => /not (converted|shown)|left out|unsupported/i.test(n))).toEqual([]);
      }
    });
  }

  it('a personal tile takes the grass shape of its hex count (7 here)', () => {
    const p = hscPieces(map([tile(17000, 2, 4, 3, 0)])).pieces[0]!;
    expect(p.role).toBe('solid');
    const seven = entries.find((e) => e.ids.includes(1007))!.rotations['2']!;
    expect(p.hexes.map(([x, y]) => `${x},${y}`).sort()).toEqual(seven.map(([lx, ly]) => `${4 + lx + (ly & 1 ? 1 : 0)},${3 + ly}`).sort());
    // sanity of the odd-r formula against axial coordinates
    const a = offsetToAxial({ x: 4, y: 3 });
    expect(axialToOffset(a)).toEqual({ x: 4, y: 3 });
  });
});
