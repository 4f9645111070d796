import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { tileHexes } from './footprint.js';
import { TILE_TYPES, tileTypeInfo } from './tiles.js';

interface Entry {
  cls: string;
  ids: number[];
  nb: number | null;
  rotations: Record<string, [number, number][]>;
}

const ENTRIES = JSON.parse(
  readFileSync(fileURLToPath(new URL('../../../../shared/formats/virtualscape-footprints-all-rotations.json', import.meta.url)), 'utf8'),
) as Entry[];

/** The doc's rule for a local offset (lx, ly) from an anchor (x, y): odd rows shift when both are odd. */
function absolute(x: number, y: number, [lx, ly]: [number, number]): [number, number] {
  return [x + lx + ((y & 1) === 1 && (ly & 1) === 1 ? 1 : 0), y + ly];
}

const key = (cells: readonly (readonly [number, number])[]): string[] => [...new Set(cells.map(([a, b]) => `${a},${b}`))].sort();

const ANCHORS: [number, number][] = [[0, 0], [5, 4], [5, 7], [-2, -3], [12, 21]];

describe('tileHexes against every rotation of every type in the shared footprint file', () => {
  const cases = ENTRIES.filter((e) => e.ids.length > 0 && Object.keys(e.rotations).length === 6);

  it('covers every id of the fixed type table except the personal tile', () => {
    const ids = new Set(cases.flatMap((e) => e.ids));
    expect(TILE_TYPES.filter((t) => !ids.has(t.id)).map((t) => t.id)).toEqual([17000]);
  });

  for (const e of cases) {
    for (const id of e.ids) {
      it(`${e.cls} (${id})`, () => {
        const info = tileTypeInfo(id);
        expect(info?.className).toBe(e.cls.replace(/^CTile/, ''));
        for (let rot = 0; rot < 6; rot++) {
          const local = e.rotations[String(rot)];
          expect(local).toBeDefined();
          for (const [x, y] of ANCHORS) {
            const expected = key((local ?? []).map((l) => absolute(x, y, l)));
            expect(key(tileHexes(id, rot, x, y)), `rotation ${rot} at ${x},${y}`).toEqual(expected);
          }
        }
        expect(info?.hexCount).toBe(key(tileHexes(id, 0, 0, 0)).length);
      });
    }
  }
});

describe('tileHexes', () => {
  it('gives a personal tile the grass shape of its hex count', () => {
    for (const n of [1, 2, 3, 7, 24]) {
      for (let rot = 0; rot < 6; rot++) {
        expect(tileHexes(17000, rot, 3, 3, n)).toEqual(tileHexes(1000 + n, rot, 3, 3));
      }
    }
    expect(() => tileHexes(17000, 0, 0, 0)).toThrow(/hex count/);
    expect(() => tileHexes(17000, 0, 0, 0, 5)).toThrow(/5 hexes/);
  });

  it('puts legacy 4002 and 25002 on one hex, and glyphs on one hex', () => {
    expect(tileHexes(4002, 3, 2, 2)).toEqual([[2, 2]]);
    expect(tileHexes(25002, 1, 2, 3)).toEqual([[2, 3]]);
    expect(tileHexes(14065, 5, 7, 1)).toEqual([[7, 1]]);
  });

  it('always contains the anchor, keeps the hex count, and six turns make a full circle', () => {
    const ids = TILE_TYPES.filter((t) => t.id !== 17000).map((t) => t.id);
    fc.assert(
      fc.property(fc.constantFrom(...ids), fc.integer({ min: 0, max: 5 }), fc.integer({ min: -50, max: 50 }), fc.integer({ min: -50, max: 50 }), (id, rot, x, y) => {
        const cells = tileHexes(id, rot, x, y);
        expect(cells).toContainEqual([x, y]);
        expect(cells).toHaveLength(tileTypeInfo(id)?.hexCount ?? -1);
        // The anchor is the topmost cell.
        expect(Math.min(...cells.map(([, cy]) => cy))).toBe(y);
      }),
    );
  });

  it('refuses unknown types and rotations', () => {
    expect(() => tileHexes(1004, 0, 0, 0)).toThrow(/unknown/);
    expect(() => tileHexes(1001, 6, 0, 0)).toThrow(/rotation/);
  });
});
