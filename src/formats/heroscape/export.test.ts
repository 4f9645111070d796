import { readFileSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { readHsc } from '../hsc/read.js';
import { tileTypeInfo } from '../hsc/tiles.js';
import { writeHsc } from '../hsc/write.js';
import { parseScenarioText } from '../scenario/parse.js';
import { writeScenario } from '../scenario/write.js';
import type { Scenario } from '../scenario/schema.js';
import { scenarioToHsc } from './export.js';
import { importMapFile } from './files.js';
import { hscToScenario } from './import.js';

const ROOT = fileURLToPath(new URL('../../../../shared/maps/heroscape/', import.meta.url));
const files = [
  ...readdirSync(ROOT + 'virtualscape/').filter((f) => f.endsWith('.hsc')).map((f) => 'virtualscape/' + f),
  ...readdirSync(ROOT + 'editor-json/').filter((f) => f.endsWith('.json')).map((f) => 'editor-json/' + f),
].sort();

/** Write a scenario as .hsc bytes and read it back as a scenario. */
function roundTrip(s: Scenario): { back: Scenario; tiles: number; notes: string[] } {
  const { map, notes } = scenarioToHsc(s);
  const read = readHsc(writeHsc(map), 'out.hsc');
  return { back: hscToScenario(read, { ruleset: s.ruleset as 'tft-3d' }), tiles: read.tiles.length, notes };
}

describe('writing .hsc from a hex scenario', () => {
  it.each(files)('%s: imported, written as .hsc and read back gives the same map', (file) => {
    const { scenario } = importMapFile(file, readFileSync(ROOT + file), { ruleset: 'tft-3d' });
    const { back, notes } = roundTrip(scenario);
    expect(back.map).toEqual(scenario.map);
    expect(back.figures).toEqual(scenario.figures);
    // VirtualScape maps need nothing VirtualScape lacks; editor maps may hold editor-only obstacles
    // (Laur palms, pillars, snow trees), written as personal tiles and read back as themselves.
    if (file.endsWith('.hsc')) expect(notes).toEqual([]);
    for (const n of notes) expect(n).toMatch(/fit no VirtualScape piece; written as personal tiles named "highground:pillar:\d+" \(the map editor reads them back|written as VirtualScape personal tiles named "highground:[a-z-]+" \(VirtualScape has no such tile|written as VirtualScape's \w+ \(\d+, height \d+\), the nearest piece it has: VirtualScape and the map editor show that piece; highground reads back/);
  });

  it('decomposes multi-hex land into single hexes but fits multi-hex obstacles back as pieces', () => {
    const s = hscToScenario(readHsc(readFileSync(ROOT + 'virtualscape/vs_The_West_Barbican_of_Idona_Castle.hsc')), { ruleset: 'tft-3d' });
    const { map } = scenarioToHsc(s);
    const sizes = new Map<string, number>();
    for (const t of map.tiles) {
      const info = tileTypeInfo(t.type)!;
      if (info.category === 'land' || info.category === 'thin') expect(info.hexCount, info.className).toBe(1);
      if (info.category === 'obstacle') sizes.set(info.className, (sizes.get(info.className) ?? 0) + 1);
    }
    // The original's obstacles: Tree4, three single trees, Ruin3 and Ruin2.
    expect(Object.fromEntries(sizes)).toEqual({ Tree4: 1, Tree1_10: 1, Tree1_11: 1, Tree1_12: 1, Ruin3: 1, Ruin2: 1 });
    // Walls keep their castle wall piece where a wall top is; wall walks are Castle1 tiles.
    expect(map.tiles.some((t) => t.type === 16202)).toBe(false); // every wall here is under a wall walk
    expect(map.tiles.filter((t) => t.type === 16001).length).toBeGreaterThan(30);
  });

  it('keeps map.origin: the written file uses the original coordinates', () => {
    const original = readHsc(readFileSync(ROOT + 'virtualscape/vs_Table_des_geants2.hsc'));
    const s = hscToScenario(original, { ruleset: 'tft-3d' });
    const { map } = scenarioToHsc(s);
    const water = (m: { tiles: { type: number; x: number; y: number }[] }) =>
      m.tiles.filter((t) => t.type === 4001).map((t) => `${t.x},${t.y}`).sort();
    expect(water(map)).toEqual(water(original));
  });

  it('writes a scenario read from YAML, with terrain VirtualScape lacks as named personal tiles', () => {
    const text = `format: highground/1
ruleset: tft-3d
map:
  grid: hex
  rows: |
    a3 w1 .
     g1 T2 A
  legend:
    ".": { void: true }
    a3: { level: 3, terrain: castle-arch }
    w1: { level: 1, terrain: wellspring-water, glyph: treasure }
    g1: { level: 1, terrain: grass, start: red, ladder: [5] }
    T2: { level: 2, terrain: [snow, tree], obstacle: 12 }
    A: { stack: [{ level: 1, terrain: rock }, { level: 4, terrain: road, battlement: [3] }] }
figures:
  horse: { at: [1, 1], hexes: 2, facing: 3, name: Horse }
`;
    const s = parseScenarioText(text).scenario;
    const { back, notes } = roundTrip(s);
    expect(notes.slice(0, 2)).toEqual([
      'glyph "treasure" at [1, 0]: VirtualScape glyphs are one letter; written as "?" named "treasure"',
      '1 hex of tree (height 12) written as VirtualScape\'s Tree1_12 (10013, height 11), the nearest piece it has: VirtualScape and the map editor show that piece; highground reads back tree 12 from the tile\'s name "highground:tree:12"',
    ]);
    // and the ground VirtualScape has no tile for is said too
    expect(notes.slice(2).sort()).toEqual([
      '1 hex of castle-arch written as VirtualScape personal tiles named "highground:castle-arch" (VirtualScape has no such tile)',
      '1 hex of wellspring-water written as VirtualScape personal tiles named "highground:wellspring-water" (VirtualScape has no such tile; the map editor reads them back by name)',
    ]);
    const yaml = writeScenario(back);
    expect(yaml).toContain('terrain: castle-arch');
    expect(yaml).toContain('terrain: wellspring-water, glyph: "?"');
    expect(yaml).toContain('terrain: [ snow, tree ], obstacle: 12');
    expect(yaml).toContain('start: red');
    expect(yaml).toContain('ladder: [ 5 ]');
    expect(yaml).toContain('{ level: 4, terrain: road, battlement: [ 3 ] }');
    expect(back.figures).toEqual({ horse: { at: [1, 1], name: 'Horse', hexes: 2, facing: 3 } });
  });

  it('refuses a column too tall to write, before writing it (found by fuzzing: a level of 10^9 wrote tiles for ever)', () => {
    const s = parseScenarioText('format: highground/1\nruleset: tft-3d\nmap: { grid: hex, rows: ". h", legend: { ".": { level: 1, terrain: grass }, h: { level: 1000000000, terrain: grass } } }\n').scenario;
    expect(() => scenarioToHsc(s)).toThrow(/\[1, 0\] level 1000000000: the map would need more than 1000000 tiles/);
  });

  it('refuses a ladder too tall to write, before writing it (fuzz seed 5150277: a 9 kB .hsc with a ladder 268,435,460 levels tall ran out of memory)', () => {
    const s = parseScenarioText('format: highground/1\nruleset: tft-3d\nmap: { grid: hex, rows: ". l", legend: { ".": { level: 1, terrain: grass }, l: { level: 1, terrain: rock, ladder: [ 3 ], ladderHeight: 268435460 } } }\n').scenario;
    expect(() => scenarioToHsc(s)).toThrow(/\[1, 0\] level 1: the map would need more than 1000000 tiles \(a ladder 268435460 levels tall\)/);
    const ok = parseScenarioText('format: highground/1\nruleset: tft-3d\nmap: { grid: hex, rows: ". l", legend: { ".": { level: 1, terrain: grass }, l: { level: 1, terrain: rock, ladder: [ 3 ], ladderHeight: 6 } } }\n').scenario;
    expect(scenarioToHsc(ok).map.tiles.filter((t) => t.type === 16402)).toHaveLength(3);
  });

  it('writes land under an obstacle whose surface names no land (a tree on nothing), and says so', () => {
    const text = `format: highground/1
ruleset: heroscape
map:
  grid: hex
  rows: |
    g T U
  legend:
    g: { level: 1, terrain: grass }
    T: { level: 2, terrain: tree, obstacle: 9 }
    U: { stack: [{ level: 1, terrain: rock }, { level: 3, terrain: ruin, obstacle: 6, thickness: 1 }] }
`;
    const s = parseScenarioText(text).scenario;
    const { map, notes } = scenarioToHsc(s);
    // every obstacle piece stands on a land tile whose top is the obstacle's level
    const land = (x: number, y: number) => map.tiles.filter((t) => t.x === x && t.y === y && tileTypeInfo(t.type)?.category === 'land');
    expect(land(1, 0).map((t) => t.z).sort()).toEqual([0, 1]);
    expect(land(1, 0).every((t) => t.type === 1001)).toBe(true);
    expect(land(2, 0).map((t) => t.z).sort()).toEqual([0, 2]);
    expect(notes).toContain('[1, 0] level 2: the tree stood on no land terrain; written on grass (VirtualScape pieces stand on tiles)');
    expect(notes).toContain('[2, 0] level 3: the ruin stood on no land terrain; written on grass (VirtualScape pieces stand on tiles)');
    // read back: the same levels and obstacles, now standing on grass
    const { back } = roundTrip(s);
    const yaml = writeScenario(back);
    expect(yaml).toContain('terrain: [ grass, tree ], obstacle: 9');
    expect(yaml).toMatch(/level: 3, terrain: \[ grass, ruin \], obstacle: 6/);
  });

  it('refuses a square map', () => {
    const s = parseScenarioText('format: highground/1\nruleset: city-of-peril\nmap: { grid: square, rows: ". ." }\n').scenario;
    expect(() => scenarioToHsc(s)).toThrow(/only hex maps/);
  });
});
