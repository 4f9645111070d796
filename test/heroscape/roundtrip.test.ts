/**
 * Issue 14: every shared Heroscape map round-trips hex by hex through import, export and an independent
 * reader (independent-hsc.ts, written from the format documents and sharing no code with src/formats):
 *
 * - the VirtualScape maps: the independent reader's view of the original file and of the file highground
 *   writes from the imported scenario agree hex by hex (solid layers and the gaps between them, the
 *   family of the tile on top of each run, obstacles, glyph letters, start tiles with name and colour,
 *   ladders, battlements and flags by hex, layer and rotation, figures with their names and files);
 * - every map (VirtualScape and map-editor JSON): the solid layers of each place in the imported scenario
 *   (the board model, thickness included) are exactly the layers the written file fills;
 * - importing the written file gives the same scenario map again.
 *
 * `ROUNDTRIP_TABLE=1 npx vitest run test/heroscape/roundtrip.test.ts` prints the per-map table.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { hexTerrain } from '../../src/board/hex-board.js';
import { importMapFile } from '../../src/formats/heroscape/files.js';
import { scenarioToHsc } from '../../src/formats/heroscape/export.js';
import { writeHsc } from '../../src/formats/hsc/write.js';
import { buildGridBoard } from '../../src/formats/scenario/grid.js';
import type { Scenario } from '../../src/formats/scenario/schema.js';
import { independentBoard, parseHsc, runs, type IndBoard } from './independent-hsc.js';

const ROOT = fileURLToPath(new URL('../../../shared/maps/heroscape/', import.meta.url));
const MAPS = [
  ...readdirSync(ROOT + 'virtualscape').filter((f) => f.endsWith('.hsc')).sort().map((f) => `virtualscape/${f}`),
  ...readdirSync(ROOT + 'editor-json').filter((f) => f.endsWith('.json')).sort().map((f) => `editor-json/${f}`),
];

interface Row {
  map: string;
  hexes: number;
  layers: number;
  stacked: number;
  thick: number;
  solids: number;
  terrain: number;
  obstacles: number;
  glyphs: number;
  starts: number;
  ladders: number;
  battlements: number;
  flags: number;
  figures: number;
  header: number;
  approximated: number;
  /** Railing edges (road walls beside bridges) in the scenario, and obstacle tiles written as a stand-in or a personal tile. */
  railings: number;
  standIns: number;
  reimport: number;
  /** What was compared: glyph, start, ladder, battlement, flag and figure tiles of the written file. */
  seen: string;
}
const table: Row[] = [];

/** Solid layers of every place of a scenario, by file coordinates (the board model: thickness included). */
function scenarioSolids(s: Scenario): Map<string, Set<number>> {
  if (s.map.grid !== 'hex') throw new Error('hex map expected');
  const t = hexTerrain(buildGridBoard(s.map, { groundLevel: 0 }));
  const [ox, oy] = s.map.origin ?? [0, 0];
  const out = new Map<string, Set<number>>();
  for (let i = 0; i < t.width * t.height; i++) {
    const set = new Set<number>();
    for (const c of t.solids[i]!) if (c.what === 'column') for (let l = c.lo; l < c.hi; l++) set.add(l);
    if (set.size) out.set(`${(i % t.width) + ox},${Math.floor(i / t.width) + oy}`, set);
  }
  return out;
}

const sameSet = (a: ReadonlySet<number>, b: ReadonlySet<number>) => a.size === b.size && [...a].every((v) => b.has(v));
const multiset = (a: readonly string[]) => [...a].sort().join('|');
/** How many entries of a and b differ, counted as a multiset difference. */
function diff(a: readonly string[], b: readonly string[]): number {
  const m = new Map<string, number>();
  for (const v of a) m.set(v, (m.get(v) ?? 0) + 1);
  for (const v of b) m.set(v, (m.get(v) ?? 0) - 1);
  let n = 0;
  for (const c of m.values()) n += Math.abs(c);
  return n;
}

function compareBoards(a: IndBoard, b: IndBoard, row: Row, log: string[]): void {
  for (const k of new Set([...a.hexes.keys(), ...b.hexes.keys()])) {
    const ha = a.hexes.get(k), hb = b.hexes.get(k);
    const sa = ha?.solid ?? new Set<number>(), sb = hb?.solid ?? new Set<number>();
    if (!sameSet(sa, sb)) { row.solids++; log.push(`${k} solids ${JSON.stringify(runs(sa))} -> ${JSON.stringify(runs(sb))}`); }
    for (const [, to] of runs(sa)) {
      const fa = ha?.topFamily.get(to - 1), fb = hb?.topFamily.get(to - 1);
      if (hb?.personal.has(to - 1)) row.approximated++;
      else if (fa !== fb) { row.terrain++; log.push(`${k} top of layer ${to - 1}: family ${fa} -> ${fb}`); }
    }
    if (multiset(ha?.obstacles ?? []) !== multiset(hb?.obstacles ?? [])) { row.obstacles++; log.push(`${k} obstacles ${ha?.obstacles} -> ${hb?.obstacles}`); }
    if (multiset(ha?.glyphs ?? []) !== multiset(hb?.glyphs ?? [])) { row.glyphs++; log.push(`${k} glyphs ${ha?.glyphs} -> ${hb?.glyphs}`); }
    if (multiset(ha?.starts ?? []) !== multiset(hb?.starts ?? [])) { row.starts++; log.push(`${k} starts ${ha?.starts} -> ${hb?.starts}`); }
  }
  row.ladders += diff(a.ladders, b.ladders);
  row.battlements += diff(a.battlements, b.battlements);
  row.flags += diff(a.flags, b.flags);
  row.figures += diff(a.figures, b.figures);
  if (row.ladders) log.push(`ladders ${multiset(a.ladders)} -> ${multiset(b.ladders)}`);
  if (row.battlements) log.push(`battlements ${multiset(a.battlements)} -> ${multiset(b.battlements)}`);
  if (row.flags) log.push(`flags ${multiset(a.flags)} -> ${multiset(b.flags)}`);
  if (row.figures) log.push(`figures ${multiset(a.figures)} -> ${multiset(b.figures)}`);
  for (const f of ['name', 'author', 'players', 'scenario'] as const) if (a.map[f] !== b.map[f]) { row.header++; log.push(`header ${f} ${JSON.stringify(a.map[f]).slice(0, 60)} -> ${JSON.stringify(b.map[f]).slice(0, 60)}`); }
}

describe('every shared map round-trips hex by hex through import, export and an independent reader', () => {
  for (const name of MAPS) {
    it(name, () => {
      const bytes = readFileSync(ROOT + name);
      const s1 = importMapFile(name, bytes, { ruleset: 'tft-3d' }).scenario;
      const written = writeHsc(scenarioToHsc(s1).map);
      const ib = independentBoard(written);
      // the map editor reads only Unicode-marked strings: the written file must parse that way too
      expect(parseHsc(written, true).tiles.length).toBe(ib.map.tiles.length);
      const row: Row = { map: name.replace(/^.*\//, ''), hexes: 0, layers: 0, stacked: 0, thick: 0, solids: 0, terrain: 0, obstacles: 0, glyphs: 0, starts: 0, ladders: 0, battlements: 0, flags: 0, figures: 0, header: 0, approximated: 0, railings: 0, standIns: 0, reimport: 0, seen: '' };
      const board = buildGridBoard(s1.map as never, { groundLevel: 0 });
      for (const p of board.places) for (const s of p.surfaces) row.railings += s.railing === undefined ? 0 : Array.isArray(s.railing) ? s.railing.length : 1;
      for (const t of ib.map.tiles) if (/^highground:[^:]+:\d+$/.test(t.glyphName) || /^highground:[^:]+:\d+$/.test(t.personalName)) row.standIns++;
      let glyphs = 0, starts = 0;
      for (const h of ib.hexes.values()) { glyphs += h.glyphs.length; starts += h.starts.length; }
      row.seen = `${glyphs}/${starts}/${ib.ladders.length}/${ib.battlements.length}/${ib.flags.length}/${ib.figures.length}`;
      const log: string[] = [];
      // The scenario's board against the written file.
      const mine = scenarioSolids(s1);
      for (const k of new Set([...mine.keys(), ...ib.hexes.keys()])) {
        const a = mine.get(k) ?? new Set<number>(), b = ib.hexes.get(k)?.solid ?? new Set<number>();
        if (!sameSet(a, b)) { row.solids++; log.push(`${k} scenario solids ${JSON.stringify(runs(a))} -> file ${JSON.stringify(runs(b))}`); }
        row.layers += a.size;
        if (a.size) row.hexes++;
        const r = runs(a);
        if (r.length > 1) row.stacked++;
        if (r.slice(1).some(([lo, hi]) => hi - lo > 1)) row.thick++;
      }
      // The original file against the written one, both through the independent reader.
      if (name.endsWith('.hsc')) compareBoards(independentBoard(bytes), ib, row, log);
      // Reading the written file back gives the same map.
      const s2 = importMapFile('back.hsc', written, { ruleset: 'tft-3d' }).scenario;
      const strip = (s: Scenario) => JSON.stringify({ ...s, description: undefined, title: undefined });
      if (strip(s1) !== strip(s2)) row.reimport = 1;
      table.push(row);
      if (log.length && process.env.ROUNDTRIP_TABLE) console.log(name + '\n  ' + log.slice(0, 25).join('\n  '));
      const { map: _m, hexes: _h, layers: _l, stacked: _s, thick: _t, approximated: _a, railings: _r, standIns: _i, seen: _n, ...faults } = row;
      expect(faults).toEqual({ solids: 0, terrain: 0, obstacles: 0, glyphs: 0, starts: 0, ladders: 0, battlements: 0, flags: 0, figures: 0, header: 0, reimport: 0 });
      expect(independentBoard(written).map.tiles.length).toBeGreaterThan(0);
    });
  }

  afterAll(() => {
    if (!process.env.ROUNDTRIP_TABLE) return;
    const cols = Object.keys(table[0] ?? {}) as (keyof Row)[];
    console.log(['| ' + cols.join(' | ') + ' |', '|' + cols.map(() => '---').join('|') + '|', ...table.map((r) => '| ' + cols.map((c) => r[c]).join(' | ') + ' |')].join('\n'));
  });
});
