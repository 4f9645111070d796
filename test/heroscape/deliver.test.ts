/**
 * Issue 14, the last "Deliver" lines, each on the real shared maps: road walls beside bridges are
 * railings on the bridge's edges (imported, drawn and written back as the same wall pieces), the Laur
 * palms and brush take heights by the VirtualScape document's rule and come back from both export formats, pieces VirtualScape
 * has no tile for are written so that VirtualScape, the map editor and highground all read them back
 * (the export saying what it approximated), glyphs keep their letter, name and tile type, and
 * battlements are drawn above the cliff lines.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { readEditorJson } from '../../src/formats/editor-json/read.js';
import { EDITOR_PIECES } from '../../src/formats/editor-json/pieces.js';
import { scenarioToEditorJson } from '../../src/formats/heroscape/export-editor.js';
import { scenarioToHsc } from '../../src/formats/heroscape/export.js';
import { importMapFile } from '../../src/formats/heroscape/files.js';
import { readHsc } from '../../src/formats/hsc/read.js';
import { tileTypeInfo } from '../../src/formats/hsc/tiles.js';
import { writeHsc } from '../../src/formats/hsc/write.js';
import { buildGridBoard } from '../../src/formats/scenario/grid.js';
import type { Scenario } from '../../src/formats/scenario/schema.js';
import { renderMapSvg } from '../../src/index.js';
import { cellsOf } from './independent-hsc.js';

const ROOT = fileURLToPath(new URL('../../../shared/maps/heroscape/', import.meta.url));
const load = (name: string) => importMapFile(name, readFileSync(ROOT + name), { ruleset: 'tft-3d' });
const surfaces = (s: Scenario) => buildGridBoard(s.map as never, { groundLevel: 0 }).places.flatMap((p) => p.surfaces.map((surf) => ({ x: p.x, y: p.y, s: surf })));
const dirList = (v: unknown): number[] => (v === undefined ? [] : Array.isArray(v) ? v : [v]) as number[];

describe('road walls beside bridges are railings on the bridge (hs tiles 12004 beside 8005)', () => {
  const MAPS: [string, number][] = [['virtualscape/vs_Volcan_de_la_mort.hsc', 8], ['virtualscape/vs_Rotten_Ice.hsc', 2], ['virtualscape/dissolutio_ladders.hsc', 6]];
  it.each(MAPS)('%s: no road wall stands in mid-air; its walls are railings on road surfaces, and export writes the same wall pieces back', (name, walls) => {
    const bytes = readFileSync(ROOT + name);
    const { scenario, notes } = load(name);
    const all = surfaces(scenario);
    // no wall obstacle on a surface made in mid-air (no ground terrain under it)
    expect(all.filter(({ s }) => s.terrain.includes('wall') && !s.terrain.some((t) => t !== 'wall'))).toEqual([]);
    const railed = all.filter(({ s }) => s.railing !== undefined);
    expect(railed.length).toBeGreaterThan(0);
    for (const { s } of railed) expect(s.terrain[0]).toBe('road');
    expect(notes.filter((n) => /road wall beside a bridge, read as railings/.test(n))).toHaveLength(walls);
    // the written file holds the original's wall pieces, hex for hex and layer for layer
    const original = readHsc(bytes, name).tiles.filter((t) => t.type === 12004);
    const written = readHsc(writeHsc(scenarioToHsc(scenario).map), 'back.hsc').tiles.filter((t) => t.type === 12004);
    expect(written.length).toBe(original.length);
    const cells = (t: typeof original) => {
      const out: string[] = [];
      for (const w of t) for (const h of footprint(w)) out.push(`${h},${w.z}`);
      return out.sort();
    };
    expect(cells(written)).toEqual(cells(original));
  });

  it('vs_Volcan_de_la_mort: the picture draws each railing edge as a railing (rail and posts), and no obstacle mark beside the bridges', () => {
    const { scenario } = load('virtualscape/vs_Volcan_de_la_mort.hsc');
    const edges = surfaces(scenario).reduce((n, { s }) => n + dirList(s.railing).length, 0);
    expect(edges).toBeGreaterThanOrEqual(8 * 4);
    const svg = renderMapSvg({ board: buildGridBoard(scenario.map as never, { groundLevel: 0 }) });
    expect(svg.match(/data-railing="\d"/g)?.length).toBe(edges);
    expect(svg).toContain('<title>railing</title>');
  });
});

/** Hexes of a VirtualScape tile, by the independent reader's footprint table. */
function footprint(t: { type: number; x: number; y: number; z: number; rotation: number }): string[] {
  return cellsOf({ ...t, letter: 0, glyphName: '', startName: '', color: [0, 0, 0], personalCount: 0, personalName: '', figureName: '', figureFile: '' } as never).map(([x, y]) => `${x},${y}`);
}

describe('Laur palms and brush: heights by the VirtualScape document\'s rule, back from both export formats', () => {
  // The editor (pieces.ts, 006701b and cfb19ba) makes laurPalm13/14/15 13/14/15 tall and laurBrush10 10, as it
  // makes the Ticalla palms 14/15/16 and brush 9. virtualscape-hsc.md keeps the palms at the editor's
  // number (Palm14/15/16: 14/15/16) and takes one level off brush (TicallaGrass1: 8 for the editor's 9); the
  // Laur pieces follow it: palms 13/14/15, the brush 9.
  const HEIGHT: Record<string, number> = { lp13: 13, lp14: 14, lp15: 15, lb10: 9 };
  it('a Laur palm is as tall as the Ticalla palm of the same named height; brush loses one level, as Ticalla brush does', () => {
    const info = (id: string) => EDITOR_PIECES.find((p) => p.id === id)!;
    for (const [id, h] of Object.entries(HEIGHT)) expect(info(id).editorHeight, id).toBe(h);
    expect(tileTypeInfo(24014)!.sightClearance!.levels).toBe(info('lp14').editorHeight);
    expect(tileTypeInfo(24015)!.sightClearance!.levels).toBe(info('lp15').editorHeight);
    // Ticalla brush: the editor's 9 (tb9's editorHeight) is VirtualScape's 8; the Laur brush, the editor's 10, is 9
    expect(info('tb9').editorHeight! - tileTypeInfo(24002)!.sightClearance!.levels).toBe(1);
    expect(info('lb10').editorHeight).toBe(10 - 1);
  });
  it.each([
    'editor-json/Web_4_Library_of_Laur.json', 'editor-json/Everything_Bagel.json', 'editor-json/Web_5_The_Hidden_Fount.json',
    'editor-json/Web_1_The_Regenerated_River.json', 'editor-json/BWBB_1_Vengalla_Gulch.json',
  ])('%s', (name) => {
    const text = readFileSync(ROOT + name, 'utf8');
    const original = readEditorJson(text, name);
    const laur = original.pieces.filter((p) => p.pieceId in HEIGHT);
    expect(laur.length).toBeGreaterThan(0);
    const { scenario } = load(name);
    const board = buildGridBoard(scenario.map as never, { groundLevel: 0 });
    const [ox, oy] = (scenario.map as { origin?: [number, number] }).origin ?? [0, 0];
    for (const p of laur) {
      // the piece's hex (odd-r from its axial key), standing on the surface at its altitude
      const x = p.q + (p.r - (p.r & 1)) / 2 - ox, y = p.r - oy;
      const s = board.places[y * board.width + x]!.surfaces.find((q) => q.level === p.altitude);
      expect(s?.obstacle, p.key).toBe(HEIGHT[p.pieceId]);
      expect(s?.terrain, p.key).toContain(p.pieceId === 'lb10' ? 'brush' : 'palm');
    }
    const count = (id: string) => original.pieces.filter((p) => p.pieceId === id).length;
    // back to editor JSON: a Laur palm 14 or 15 is the same obstacle as the Ticalla palm 14 or 15 (palm of
    // that height), so the editor gets the Ticalla palm; the Laur palm 13 and brush, which VirtualScape
    // lacks, come back as themselves, at the same keys
    const back = readEditorJson(JSON.stringify(scenarioToEditorJson(scenario).json), 'back.json');
    const SAME: Record<string, string> = { lp14: 'tp14', lp15: 'tp15' };
    const keys = (m: typeof original) =>
      m.pieces.filter((p) => p.pieceId in HEIGHT || /^t[pb]\d+$/.test(p.pieceId)).map((p) => `${p.altitude}~${p.q}~${p.r}~${SAME[p.pieceId] ?? p.pieceId}`).sort();
    expect(keys(back)).toEqual(keys(original));
    // to .hsc: the Laur palms 14 and 15 are VirtualScape's Palm14 and Palm15 as they are; the palm 13 and the
    // brush are stand-ins (Palm14, TicallaGrass1) whose name gives highground the piece's own height, and the
    // notes say so
    const { map, notes } = scenarioToHsc(scenario);
    const tiles = (type: number, glyphName: string) => map.tiles.filter((t) => t.type === type && (t.glyphName ?? '') === glyphName).length;
    expect(tiles(24014, '')).toBe(count('lp14') + count('tp14'));
    expect(tiles(24015, '')).toBe(count('lp15') + count('tp15'));
    expect(tiles(24014, 'highground:palm:13')).toBe(count('lp13'));
    expect(tiles(24002, 'highground:brush:9')).toBe(count('lb10'));
    expect(tiles(24002, '')).toBe(count('tb9'));
    const editorKnows = new Set(EDITOR_PIECES.map((p) => p.vsType).filter((t) => t !== null));
    for (const t of map.tiles) {
      if (t.type === 17000) expect(t.personal?.name.toLowerCase(), 'a personal tile the editor reads by name').toMatch(/pillar|wellspring/);
      else if (Math.floor(t.type / 1000) !== 14 && Math.floor(t.type / 1000) !== 15) expect(editorKnows.has(t.type), String(t.type)).toBe(true);
    }
    const again = importMapFile('back.hsc', writeHsc(map), { ruleset: 'tft-3d' }).scenario;
    expect(JSON.stringify(again.map)).toBe(JSON.stringify(scenario.map));
    const said = notes.join('\n');
    if (count('lp13')) expect(said).toMatch(/\d+ hex(es)? of palm \(height 13\) written as VirtualScape's Palm14 .* highground reads back palm 13/);
    if (count('lb10')) expect(said).toMatch(/\d+ hex(es)? of brush \(height 9\) written as VirtualScape's TicallaGrass1 .* highground reads back brush 9/);
    expect(said).not.toMatch(/palm \(height 1[45]\)/);
  });

  it('editor-json/Everything_Bagel.json: Laur pillars and wellspring water, which VirtualScape lacks, are personal tiles the map editor reads by name, and the notes say so', () => {
    const { scenario } = load('editor-json/Everything_Bagel.json');
    const { map, notes } = scenarioToHsc(scenario);
    const names = map.tiles.filter((t) => t.type === 17000).map((t) => t.personal!.name);
    expect(names.filter((n) => /pillar/i.test(n)).length).toBe(2);
    expect(names.filter((n) => /wellspring/i.test(n)).length).toBe(3);
    expect(notes.join('\n')).toMatch(/pillar.*the map editor reads them back as Laur pillars/);
    expect(notes.join('\n')).toMatch(/wellspring-water written as VirtualScape personal tiles .* the map editor reads them back/);
    // editor JSON has its own pieces for them: exact, so no approximation is claimed there
    const { json, notes: editorNotes } = scenarioToEditorJson(scenario);
    expect(Object.values(json.boardPieces).filter((id) => id === 'lwp')).toHaveLength(2);
    expect(Object.values(json.boardPieces).filter((id) => id === 'ww1')).toHaveLength(3);
    expect(editorNotes.join('\n')).not.toMatch(/pillar|wellspring/);
  });
});

describe('glyphs keep the letter, name and tile type the file stores', () => {
  it.each([
    ['virtualscape/vs_A_la_vie__A_la_mort.hsc', 14061, '?', 'Glyphe inconnu'],
    ['virtualscape/vs_Tombe_de_Migol.hsc', 14066, 'B', 'Glyphe de Brandar'],
    ['virtualscape/vs_In_the_Middle_of_the_Elements.hsc', 14065, 'A', ''],
  ])('%s: tile %i with letter %s and name "%s" is written back as stored', (name, type, letter, glyphName) => {
    const original = readHsc(readFileSync(ROOT + name), name).tiles.filter((t) => t.type === type);
    const { scenario } = load(name);
    const written = readHsc(writeHsc(scenarioToHsc(scenario).map), 'back.hsc').tiles.filter((t) => t.type === type);
    expect(written.length).toBe(original.length);
    for (const t of written) {
      expect(t.glyphLetter).toBe(letter);
      expect(t.glyphName).toBe(glyphName);
    }
    const key = (t: { x: number; y: number; z: number }) => `${t.x},${t.y},${t.z}`;
    expect(written.map(key).sort()).toEqual(original.map(key).sort());
  });
});

describe('pictures: battlements above the cliff lines', () => {
  it('vs_The_West_Barbican_of_Idona_Castle: every battlement is drawn after (above) every cliff line', () => {
    const { scenario } = load('virtualscape/vs_The_West_Barbican_of_Idona_Castle.hsc');
    const svg = renderMapSvg({ board: buildGridBoard(scenario.map as never, { groundLevel: 0 }) });
    // cliff lines on the map (the legend's swatch has no round caps)
    const lastCliff = Math.max(...[...svg.matchAll(/stroke="#5b5140"[^>]*stroke-linecap="round"/g)].map((m) => m.index));
    const firstBattlement = svg.indexOf('<title>battlement</title>');
    expect(lastCliff).toBeGreaterThan(0);
    expect(firstBattlement).toBeGreaterThan(lastCliff);
    expect(svg.split('<title>battlement</title>').length - 1).toBeGreaterThanOrEqual(38);
  });
});
