import { readFileSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { loadScenario } from '../../api.js';
import { getRuleset } from '../../rulesets/index.js';
import { readEditorJson } from '../editor-json/read.js';
import { readHsc } from '../hsc/read.js';
import { parseScenarioText } from '../scenario/parse.js';
import { buildGridBoard } from '../scenario/grid.js';
import { writeScenario } from '../scenario/write.js';
import type { CellSpec, Scenario } from '../scenario/schema.js';
import { importMapFile, mapFileInfo } from './files.js';
import { editorJsonToScenario, hscToScenario, importHsc } from './import.js';

const ROOT = fileURLToPath(new URL('../../../../shared/maps/heroscape/', import.meta.url));
const VS = ROOT + 'virtualscape/';
const ED = ROOT + 'editor-json/';
const hscFiles = readdirSync(VS).filter((f) => f.endsWith('.hsc')).sort();
const jsonFiles = readdirSync(ED).filter((f) => f.endsWith('.json')).sort();
const bytes = (f: string) => readFileSync((f.endsWith('.hsc') ? VS : ED) + f);

// Facts found by importing each map (and checked by hand where the tests below say so):
// tile records, hexes covered by terrain (info), places with a standing surface, places with a stack,
// [lowest, highest] standing level, glyph tiles, start-area hexes, figures.
type Facts = [tiles: number, hexes: number, places: number, stacks: number, levels: [number, number], glyphs: number, starts: number, figures: number];
const FACTS: Record<string, Facts> = {
  'dissolutio_ladders.hsc': [35, 54, 35, 0, [1, 6], 0, 0, 0],
  'lyrgard_HexScape_Logo.hsc': [525, 525, 525, 0, [0, 1], 0, 0, 0],
  'vs_A_la_vie__A_la_mort.hsc': [600, 565, 565, 72, [0, 12], 12, 108, 0],
  'vs_Castle_vs_elements.hsc': [221, 669, 669, 0, [0, 3], 0, 0, 0],
  'vs_Chat_perche.hsc': [150, 248, 248, 0, [0, 8], 6, 60, 0],
  'vs_Flag_test.hsc': [17, 24, 24, 0, [1, 14], 0, 0, 0],
  'vs_In_the_Middle_of_the_Elements.hsc': [440, 564, 564, 0, [0, 5], 3, 0, 0],
  'vs_Le_plateau_de_Tylaan.hsc': [182, 320, 320, 74, [0, 20], 0, 0, 0],
  'vs_Rotten_Ice.hsc': [383, 576, 576, 32, [0, 7], 6, 48, 0],
  'vs_Table_des_geants.hsc': [91, 223, 223, 0, [0, 6], 5, 0, 0],
  'vs_Table_des_geants2.hsc': [86, 223, 223, 0, [0, 6], 0, 0, 0],
  'vs_The_West_Barbican_of_Idona_Castle.hsc': [219, 303, 301, 8, [0, 21], 0, 0, 10],
  'vs_Tombe_de_Migol.hsc': [140, 215, 215, 20, [0, 11], 5, 48, 0],
  'vs_Volcan_de_la_mort.hsc': [535, 585, 585, 18, [0, 8], 0, 20, 0],
  'vs_test.hsc': [18, 5, 5, 0, [0, 14], 0, 0, 0],
  'AoA_1_The_Shattered_Table.json': [68, 194, 194, 0, [0, 5], 0, 0, 0],
  'AoA_2_Heshva_Basin.json': [69, 124, 124, 0, [0, 10], 0, 0, 0],
  'AoA_3_The_Howling_Pass.json': [77, 188, 188, 1, [0, 6], 0, 0, 0],
  'AoA_4_Vile_Cove.json': [82, 224, 224, 20, [0, 8], 0, 0, 0],
  'BWBB_1_Vengalla_Gulch.json': [20, 61, 61, 0, [1, 5], 0, 0, 0],
  'BWBB_2_Spire_at_Mount_Tildept.json': [24, 80, 80, 0, [0, 4], 0, 0, 0],
  'BWBB_3_The_Minor_Spring.json': [29, 91, 91, 0, [0, 3], 0, 0, 0],
  'Everything_Bagel.json': [89, 141, 141, 7, [0, 13], 0, 0, 0],
  'The_Sunken_Crypt.json': [299, 196, 196, 59, [0, 33], 0, 0, 0],
  'Web_1_The_Regenerated_River.json': [105, 241, 241, 4, [0, 5], 0, 0, 0],
  'Web_2_Uncharted_Isle.json': [130, 193, 193, 7, [0, 11], 0, 0, 0],
  'Web_3_Vacant_Post_of_Ostrivick.json': [75, 201, 201, 1, [0, 6], 0, 0, 0],
  'Web_4_Library_of_Laur.json': [102, 244, 244, 3, [0, 6], 0, 0, 0],
  'Web_5_The_Hidden_Fount.json': [63, 133, 133, 0, [0, 4], 0, 0, 0],
  'Welcome.json': [18, 16, 16, 1, [0, 8], 0, 0, 0],
  'testpillar.json': [11, 5, 5, 0, [0, 0], 0, 0, 0],
};

/** The cell at the file's own [x, y] of an imported scenario. */
function cellAt(s: Scenario, fx: number, fy: number) {
  if (s.map.grid !== 'hex') throw new Error('not a hex map');
  const [ox, oy] = s.map.origin ?? [0, 0];
  const board = buildGridBoard(s.map, { groundLevel: 0 });
  const x = fx - ox;
  const y = fy - oy;
  return board.places[y * board.width + x]?.surfaces.map((sf) => ({ ...sf, terrain: [...sf.terrain] }));
}

describe('importing the shared Heroscape maps', () => {
  it('has facts for all 15 .hsc and 16 JSON maps', () => {
    expect(hscFiles).toHaveLength(15);
    expect(jsonFiles).toHaveLength(16);
    expect([...hscFiles, ...jsonFiles].sort()).toEqual(Object.keys(FACTS).sort());
  });

  it.each([...hscFiles, ...jsonFiles])('%s imports with its facts', (file) => {
    const r = importMapFile(file, bytes(file), { ruleset: 'tft-3d' });
    const info = mapFileInfo(file, bytes(file));
    const cols = [...r.built.columns.values()];
    const [tiles, hexes, places, stacks, levels, glyphs, starts, figures] = FACTS[file]!;
    expect({ tiles: info.tiles, hexes: r.built.terrainHexes, places: cols.length, stacks: cols.filter((c) => c.surfaces.length > 1).length })
      .toEqual({ tiles, hexes, places, stacks });
    // info counts the places the import has, and start zones as zones (their hexes apart)
    const zones = new Set(cols.flatMap((c) => c.surfaces.flatMap((s) => (s.start !== undefined ? [s.start] : []))));
    expect({ hexes: info.hexes, levels: info.levels, glyphs: info.glyphs, startZones: info.startZones, startHexes: info.startHexes, figures: info.figures })
      .toEqual({ hexes: places, levels, glyphs, startZones: zones.size, startHexes: starts, figures });
    // The written YAML reads back to the same scenario, and its places are the imported ones.
    const text = writeScenario(r.scenario);
    const back = parseScenarioText(text, file).scenario;
    expect(back).toEqual(r.scenario);
    if (back.map.grid !== 'hex') throw new Error('expected a hex map');
    const board = buildGridBoard(back.map, { groundLevel: 0 });
    expect(board.places.filter((p) => p.surfaces.length).length).toBe(places);
  });

  it('keeps the map name and author, and records the origin with an even y', () => {
    const s = hscToScenario(readHsc(bytes('vs_Tombe_de_Migol.hsc')), { ruleset: 'tft-3d', fileName: 'vs_Tombe_de_Migol.hsc' });
    expect(s).toMatchObject({ format: 'highground/1', ruleset: 'tft-3d', title: 'La tombe de Migol' });
    expect(s.map).toMatchObject({ grid: 'hex', name: 'La tombe de Migol', author: 'Hasbro' });
    for (const f of hscFiles) {
      const m = hscToScenario(readHsc(bytes(f)), { ruleset: 'tft-3d' }).map;
      if (m.grid !== 'hex') throw new Error('expected a hex map');
      expect(m.origin?.[1]! % 2, f).toBe(0);
    }
  });

  it('reads the Table of the Giants: water on the table at level 0, a glyph lying on it, the rock tower at 6', () => {
    const s = hscToScenario(readHsc(bytes('vs_Table_des_geants.hsc')), { ruleset: 'tft-3d' });
    expect(s.map.grid === 'hex' && s.map.origin).toEqual([4, 4]);
    // Glyph I is tile z 1 on water tile z 0 at [16, 9]: it lies on the water surface.
    expect(cellAt(s, 16, 9)).toEqual([{ level: 0, terrain: ['water'], glyph: 'I' }]);
    expect(cellAt(s, 16, 5)).toEqual([{ level: 1, terrain: ['grass'], glyph: 'K' }]);
    // Rock 24 at z 0..5 under [15, 12]: a six-level rock column.
    expect(cellAt(s, 15, 12)).toEqual([{ level: 6, terrain: ['rock'] }]);
    // Ruin3 at z 1 on rock: an obstacle of 5 levels (tiles.ts sight clearance).
    expect(cellAt(s, 13, 7)).toEqual([{ level: 1, terrain: ['rock', 'ruin'], obstacle: 5 }]);
  });

  it('reads the castle: walls 9 tall on bases, wall walks on top, the doorway open under the arch, edges from rotations', () => {
    const s = hscToScenario(readHsc(bytes('vs_The_West_Barbican_of_Idona_Castle.hsc')), { ruleset: 'tft-3d' });
    // [21, 11]: base z 1, wall z 2 (9 levels), wall walk z 11 -> level 12. Battlements at [20, 11]
    // (rotation 1: edge E), [21, 12] (rotation 0: edge NE) and [22, 12] (rotation 5: edge NW) all face it:
    // they guard its edges W (3), SW (2) and SE (1).
    expect(cellAt(s, 21, 11)).toEqual([{ level: 12, terrain: ['castle'], battlement: [1, 2, 3], battlementLayer: 11 }]);
    // [16, 9]: the door arch's middle hex (rock below), the upper wall and the 7-hex walk above: a stack.
    // Battlements at [15, 9] (rotation 1: edge E) and [16, 10] (rotation 0: edge NE) guard the upper surface.
    // The upper surface is a slab 11 levels thick (the arch's top level, the upper wall, the walk): the
    // doorway under it, levels 1 to 10, is open.
    expect(cellAt(s, 16, 9)).toEqual([{ level: 1, terrain: ['rock'] }, { level: 21, thickness: 11, terrain: ['castle'], battlement: [2, 3], battlementLayer: 20 }]);
    // The arch's outer hex [16, 8] is solid up to the same walk.
    expect(cellAt(s, 16, 8)).toEqual([{ level: 21, terrain: ['castle'], battlement: [2, 3, 4], battlementLayer: 20 }]);
    // Ladder tiles at [21, 8] z 1..11, rotation 3: one ladder 12 levels tall on the ground's edge 2 (SW), toward wall [20, 9].
    // The castle's battlements stand one layer under the walk they guard, beside its tile (battlementLayer).
    expect(cellAt(s, 21, 8)).toEqual([{ level: 1, terrain: ['rock'], ladder: [2], ladderHeight: 12 }]);
    // Battlements at [20, 10] rotations 0 and 1 (edges NE and E) guard [20, 9] and [21, 10] from their edges 2 and 3.
    expect(cellAt(s, 21, 10)).toEqual([{ level: 12, terrain: ['castle'], battlement: [2, 3], battlementLayer: 11 }]);
    expect(s.figures?.['mimring']).toEqual({ at: [13, 9], name: 'MIMRING', hexes: 2, facing: 0 });
  });

  it('reads ladders, battlements, a floating bridge and road walls (dissolutio_ladders.hsc)', () => {
    const r = importHsc(readHsc(bytes('dissolutio_ladders.hsc')), { ruleset: 'tft-3d' });
    const s = r.scenario;
    // Grass2 stacked z 1..3 on Grass7 at [1, 0]: a 4-level pillar; battlements at [1, 1] (rotation 5: edge
    // NW), [0, 1] (rotation 0: NE) and [0, 0] (rotation 1: E) face it: its edges SE, SW and W.
    expect(cellAt(s, 1, 0)).toEqual([{ level: 4, terrain: ['grass'], battlement: [1, 2, 3] }]);
    // Ladders at [1, 2] z 1 and 3, rotation 1: edge 0 (E), toward the 5-level column at [2, 2].
    expect(cellAt(s, 1, 2)).toEqual([{ level: 1, terrain: ['grass'], ladder: [0], ladderHeight: 4 }]);
    // The Road5 bridge at z 5 from [2, 2] to [6, 2]: on the columns at its ends, alone in between (a slab
    // one level thick with open air under it, down to the table).
    // The road walls beside it (tiles 27 and 28 at z 5, rows 1 and 3, nothing under them) are its railings:
    // on its north-east and south-east edges (5 and 1), not obstacles standing in mid-air.
    expect(cellAt(s, 2, 2)).toEqual([{ level: 6, terrain: ['road'], railing: [1, 5] }]);
    expect(cellAt(s, 4, 2)).toEqual([{ level: 6, thickness: 1, terrain: ['road'], railing: [1, 2, 4, 5] }]);
    // Under the railing, over the grass, only the ground: it carries the ladder of [2, 1] (rotation 5:
    // edge NW, toward the pillar's [2, 0]).
    expect(cellAt(s, 2, 1)).toEqual([{ level: 1, terrain: ['grass'], ladder: [4] }]);
    expect(r.notes.filter((n) => n.includes('Wall4') && n.includes('read as railings on the bridge'))).toHaveLength(6);
    expect(r.notes.some((n) => n.includes('Wall4') && n.includes('nothing under it'))).toBe(false);
  });

  it('reads palms standing on the bare table (vs_test.hsc)', () => {
    const s = hscToScenario(readHsc(bytes('vs_test.hsc')), { ruleset: 'tft-3d' });
    expect(cellAt(s, 5, 5)).toEqual([{ level: 0, terrain: ['palm'], obstacle: 15 }]);
    expect(cellAt(s, 11, 5)).toEqual([{ level: 0, terrain: ['brush'], obstacle: 8 }]);
    expect(cellAt(s, 0, 5)).toEqual([{ level: 14, terrain: ['grass'] }]);
  });

  it('reads editor JSON: axial keys, shapes turned about the key hex, a stack under an overhang (Welcome.json)', () => {
    const s = editorJsonToScenario(readEditorJson(bytes('Welcome.json').toString('utf8')), { ruleset: 'tft-3d' });
    expect(s.map).toMatchObject({ name: 'Welcome' });
    // r1 at altitudes 0..6 and r2 at 7 (rotation 1: hexes axial (0, 0) and (0, 1)).
    expect(cellAt(s, 0, 0)).toEqual([{ level: 8, terrain: ['rock'] }]);
    // axial (0, 1) = odd-r [0, 1]: the g7 below at 1, the r2 above at 8.
    expect(cellAt(s, 0, 1)).toEqual([{ level: 1, terrain: ['grass'] }, { level: 8, terrain: ['rock'] }]);
    // w1 at axial (1, 3) = odd-r [2, 3], on the table.
    expect(cellAt(s, 2, 3)).toEqual([{ level: 0, terrain: ['water'] }]);
    // Laur pillar at altitude 1 on the g7 at axial (1, 0).
    expect(cellAt(s, 1, 0)).toEqual([{ level: 1, terrain: ['grass', 'pillar'], obstacle: 9 }]);
  });

  it('reports the Laur wall sections it cannot show (testpillar.json)', () => {
    const r = importMapFile('testpillar.json', bytes('testpillar.json'), { ruleset: 'tft-3d' });
    expect(r.notes).toContain('6 pieces not converted: a Laur wall section (no scenario key for walls on hex edges yet)');
    expect(r.scenario.description).toContain('Laur wall section');
  });

  it('writes 2-space figures for c3g-buildings as spaces: 2', () => {
    const s = hscToScenario(readHsc(bytes('vs_The_West_Barbican_of_Idona_Castle.hsc')), { ruleset: 'c3g-buildings' });
    expect(s.figures?.['grimnak']).toEqual({ at: [13, 11], name: 'GRIMNAK', spaces: 2 });
  });

  it('writes a compact legend: one token per distinct place, rows as wide as the bounding box', () => {
    const s = hscToScenario(readHsc(bytes('vs_Table_des_geants2.hsc')), { ruleset: 'tft-3d' });
    if (s.map.grid !== 'hex') throw new Error('expected a hex map');
    const legend = s.map.legend as Record<string, CellSpec>;
    expect(Object.keys(legend).sort()).toEqual(['.', 'g1', 'g1R', 'g2', 'r1', 'r1R', 'r2', 'r4', 'r6', 's1', 'w0'].sort());
    expect(legend['g1R']).toEqual({ level: 1, terrain: ['grass', 'ruin'], obstacle: 5 });
    const rows = s.map.rows!.trimEnd().split('\n');
    expect(rows[1]!.startsWith('  ')).toBe(true); // odd rows indented half a token
    expect(new Set(rows.map((r) => r.trim().split(/\s+/).length)).size).toBe(1);
  });
});

describe('imported maps load as tft-3d scenarios', () => {
  const tft = getRuleset('tft-3d');
  it.each([...hscFiles, ...jsonFiles])('%s loads with loadScenario', (file) => {
    const r = importMapFile(file, bytes(file), { ruleset: 'tft-3d', vocabulary: tft!.vocabulary });
    const session = loadScenario(writeScenario(r.scenario), file + '.yaml');
    expect(session.board?.grid).toBe('hex');
  });

  it('tft-3d reads every Heroscape name, so nothing is fitted', () => {
    const r = importMapFile('vs_Tombe_de_Migol.hsc', bytes('vs_Tombe_de_Migol.hsc'), { ruleset: 'tft-3d', vocabulary: tft!.vocabulary });
    expect(r.notes.filter((n) => /written as|left out/.test(n))).toEqual([]);
  });

  it('fits names a smaller vocabulary lacks and says so', () => {
    const small = { terrain: { grass: '', rock: '', sand: '', road: '', water: '', tree: '', wall: '', dirt: '' }, cellKeys: ['obstacle', 'depth'], figureKeys: tft!.vocabulary.figureKeys };
    const r = importMapFile('vs_Tombe_de_Migol.hsc', bytes('vs_Tombe_de_Migol.hsc'), { ruleset: 'tft-3d', vocabulary: small });
    expect(r.notes).toEqual(expect.arrayContaining([
      'terrain "ruin" written as "wall" (tft-3d has no "ruin")',
      '48 start marks left out (tft-3d does not read "start"; import with --keep-all to keep them)',
      '5 glyph marks left out (tft-3d does not read "glyph"; import with --keep-all to keep them)',
    ]));
    const castle = importMapFile('vs_The_West_Barbican_of_Idona_Castle.hsc', bytes('vs_The_West_Barbican_of_Idona_Castle.hsc'), { ruleset: 'tft-3d', vocabulary: small });
    expect(cellAt(castle.scenario, 21, 11)).toEqual([{ level: 12, terrain: ['road'] }]);
  });
});
