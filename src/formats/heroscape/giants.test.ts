/**
 * The VirtualScape copy of the Table of the Giants against an independent transcription: TheLethalGoose's
 * per-level SVG build sheets. Each sheet "Level N" places the tiles laid at that level (the previous
 * level is drawn faded in a group with opacity .3); a tile is `<use transform="translate(X,Y) rotate(A 46
 * 53)" href="#GS24">`: family GS grass, RK rock, SD sand, WTR water, and its hex count; hexes are 90 wide
 * and rows 78 apart, odd rows shifted 45 right; rotate(A) turns the shape A degrees clockwise about its
 * first hex. A land tile on sheet N is VirtualScape layer N - 1 (top at level N); water on sheet 1 lies on
 * the table (level 0).
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { readHsc } from '../hsc/read.js';
import { importHsc } from './import.js';

const ROOT = fileURLToPath(new URL('../../../../shared/maps/heroscape/', import.meta.url));
const FAMILY: Record<string, string> = { GS: 'grass', RK: 'rock', SD: 'sand', WTR: 'water' };
const SHAPES: Record<number, [number, number][]> = {
  1: [[0, 0]],
  2: [[0, 0], [1, 0]],
  3: [[0, 0], [1, 0], [0, 1]],
  7: [[0, 0], [1, 0], [-1, 1], [0, 1], [1, 1], [-1, 2], [0, 2]],
  24: [[0, 0], [1, 0], [-1, 1], [0, 1], [1, 1], [-1, 2], [0, 2], [1, 2], [-2, 3], [-1, 3], [0, 3], [1, 3], [2, 3],
    [-2, 4], [-1, 4], [0, 4], [1, 4], [2, 4], [-3, 5], [-2, 5], [-1, 5], [0, 5], [1, 5], [2, 5]],
};

/** Top level and terrain of every hex of the build sheets, keyed by axial `q,r`. */
function transcription(): Map<string, { level: number; terrain: string }> {
  const html = readFileSync(ROOT + 'TheLethalGoose_TableOfTheGiants.html', 'utf8');
  const top = new Map<string, { level: number; terrain: string }>();
  for (const svg of html.split('<svg').slice(1)) {
    const m = /Level (\d+)/.exec(svg);
    if (!m) continue;
    const sheet = Number(m[1]);
    const own = svg.replace(/<g class="[^"]*" opacity="\.3">[\s\S]*?<\/g>/g, '');
    for (const u of own.matchAll(/<use transform="translate\((\d+),(\d+)\)\s*(?:rotate\((\d+) 46 53\))?\s*" xlink:href="#(GS|RK|SD|WTR)(\d\d)?"/g)) {
      const row = Number(u[2]) / 78;
      const col = (Number(u[1]) - 45 * (row & 1)) / 90;
      let cells = SHAPES[u[5] ? Number(u[5]) : 1]!;
      for (let k = 0; k < Number(u[3] ?? 0) / 60; k++) cells = cells.map(([q, r]) => [-r, q + r]);
      const aq = col - (row - (row & 1)) / 2;
      const terrain = FAMILY[u[4]!]!;
      const level = terrain === 'water' ? sheet - 1 : sheet;
      for (const [q, r] of cells) {
        const k = `${aq + q},${row + r}`;
        const was = top.get(k);
        if (!was || was.level < level) top.set(k, { level, terrain });
      }
    }
  }
  return top;
}

describe('the Table of the Giants against its build sheets', () => {
  const sheets = transcription();
  const r = importHsc(readHsc(readFileSync(ROOT + 'virtualscape/vs_Table_des_geants2.hsc')), { ruleset: 'tft-3d' });
  const ours = new Map<string, { level: number; terrain: string }>();
  for (const c of r.built.columns.values()) {
    const top = c.surfaces.at(-1)!;
    ours.set(`${c.x - (c.y - (c.y & 1)) / 2},${c.y}`, { level: top.level, terrain: top.terrain[0]! });
  }
  // Found by trying every axial translation: the sheets' hex (q, r) is the file's (q + 2, r + 3).
  const DQ = 2;
  const DR = 3;
  const moved = (k: string) => {
    const [q, rr] = k.split(',').map(Number) as [number, number];
    return `${q + DQ},${rr + DR}`;
  };

  it('covers the same 223 hexes', () => {
    expect(sheets.size).toBe(223);
    expect(ours.size).toBe(223);
    expect([...sheets.keys()].map(moved).sort()).toEqual([...ours.keys()].sort());
  });

  it('agrees on the top level and terrain of 222 of them; the sheets add one sand hex at level 2', () => {
    const differ: string[] = [];
    for (const [k, v] of sheets) {
      const o = ours.get(moved(k));
      if (o?.level !== v.level || o.terrain !== v.terrain) differ.push(`${moved(k)}: sheets ${v.terrain} ${v.level}, file ${o?.terrain} ${o?.level}`);
    }
    // axial (18, 9) is odd-r [22, 9]: a Sand3 at z 0 in the file; the sheets lay a Sand1 on it at level 2.
    expect(differ).toEqual(['18,9: sheets sand 2, file sand 1']);
  });

  // By hand from the file's tiles: [15, 12] grass z 0..3, Rock2 z 4, Rock7 z 5; [13, 9] Water1 z 0;
  // [13, 14] Grass24 z 0, Grass2 z 1, Rock1 z 2 and 3; [11, 14] Grass24 z 0, Grass1 z 1.
  it('checks a handful of hexes by hand: the rock tower, the water, a hill', () => {
    const at = (x: number, y: number) => ours.get(`${x - (y - (y & 1)) / 2},${y}`);
    expect(at(15, 12)).toEqual({ level: 6, terrain: 'rock' });
    expect(at(13, 9)).toEqual({ level: 0, terrain: 'water' });
    expect(at(13, 14)).toEqual({ level: 4, terrain: 'rock' });
    expect(at(11, 14)).toEqual({ level: 2, terrain: 'grass' });
  });
});
