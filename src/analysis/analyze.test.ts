/**
 * Hand-built maps whose answers are decided from the map before running: a wall no human can see past or
 * climb, a hill by one edge, start zones and a glyph at equal distance.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { importMapFile } from '../formats/heroscape/files.js';
import { analyzeScenario } from './analyze.js';
import { analysisLayers } from './layers.js';
import { formatAnalysis } from './text.js';
import type { Scenario } from '../formats/scenario/schema.js';

function hex(rows: string, legend: Record<string, unknown>, ruleset = 'tft-3d'): Scenario {
  return { format: 'highground/1', ruleset, map: { grid: 'hex', rows, legend } } as unknown as Scenario;
}

const FLAT = { '.': { level: 0, terrain: 'grass' } };

describe('analyzeScenario (tft-3d, a human: head 3 levels up, MA 10)', () => {
  // . . . 6 . . .  : a 6-level pillar in a one-hex-wide strip
  const wall = analyzeScenario(hex('. . . 6 . . .\n', { ...FLAT, '6': { level: 6, terrain: 'rock' } }));
  const idx = (x: number) => wall.places.findIndex((p) => p.at[0] === x);

  it('a pillar taller than a head hides one side from the other; a figure on its top sees and is seen over it, but not its own foot', () => {
    expect(wall.places).toHaveLength(7);
    // A place is seen when a typical figure standing there is (tft-3d reads a place as a 1-hex, H 3
    // figure on its top surface). West of the pillar: its two neighbours on the ground and the figure on
    // the pillar (the line from a head at 3 to a chest above level 6 clears the column's near side at
    // about 7); nothing east of it.
    expect(wall.visibility.sees[idx(0)]).toBe(3);
    expect(wall.visibility.sees[idx(6)]).toBe(3);
    // next to the pillar the line to its top runs into the column's side: only the two on its own side
    expect(wall.visibility.sees[idx(2)]).toBe(2);
    // from the top (head at 9): the ground two and three hexes away each side; the line to a neighbour's
    // chest leaves the pillar's hex below its top, inside the column
    expect(wall.visibility.sees[idx(3)]).toBe(4);
    // sight between figures is symmetric here, so the top is seen from the same four
    expect(wall.visibility.seenFrom[idx(3)]).toBe(4);
    expect(wall.visibility.hidden).toBe(0);
  });

  it('a wall 6 levels high cannot be climbed by a human: no way across, no cheapest path', () => {
    expect(wall.movement.crossTurns).toBeNull();
    expect(wall.movement.pathCount).toBe(0);
    const west = wall.zones.find((z) => z.name === 'west edge')!;
    expect(west.notional).toBe(true);
    expect(west.zones[0]).toMatchObject({ zone: 'east edge', cost: null, turns: null });
    // the biggest step on the map is the pillar's 6 levels
    expect(wall.movement.cliffs[0]?.rise).toBe(6);
    expect(wall.movement.steps[6]).toBe(2);
  });

  it('a hill by the west edge is high ground for the west only: the fairness table says so', () => {
    const rows = '. . 2 . . . .\n. . 2 . . . .\n. . 2 . . . .\n';
    const a = analyzeScenario(hex(rows, { ...FLAT, '2': { level: 2, terrain: 'rock' } }), { move: 2 });
    const west = a.zones.find((z) => z.name === 'west edge')!, east = a.zones.find((z) => z.name === 'east edge')!;
    // from x = 1 the hill is one step and a 2-level climb away; from x = 5 it is three hexes and the climb
    expect(west.highGround.find((h) => h.turns === 2)!.placesAbove).toBe(3);
    expect(east.highGround.find((h) => h.turns === 2)!.placesAbove).toBe(0);
    const m = a.fairness!.measures.find((x) => x.measure === 'highGround')!;
    expect(m).toMatchObject({ best: 'west edge', worst: 'east edge', bestValue: 3, worstValue: 0, uneven: true });
    expect(a.fairness!.verdict).toContain('high ground within 2 turns: west edge 3 places vs east edge 0 places');
  });

  it('start zones and glyphs from the map: turns to the glyph, to the other zone, an even verdict on a flat map', () => {
    const rows = 'r . . . . . b\nr . . g . . b\nr . . . . . b\n';
    const a = analyzeScenario(hex(rows, {
      ...FLAT, r: { level: 0, terrain: 'grass', start: 'red' }, b: { level: 0, terrain: 'grass', start: 'blue' },
      g: { level: 0, terrain: 'grass', glyph: 'astrid' },
    }));
    expect(a.zones.map((z) => z.name)).toEqual(['red', 'blue']);
    for (const z of a.zones) {
      expect(z.notional).toBe(false);
      expect(z.places).toBe(3);
      // the glyph is 3 hexes from the nearest place of either zone: 3 MA, one turn
      expect(z.glyphs).toEqual([{ glyph: 'astrid', at: [3, 1], level: 0, cost: 3, turns: 1 }]);
      // six hexes between the zones' nearest places
      expect(z.zones[0]).toMatchObject({ cost: 6, turns: 1 });
      // a flat open map: every place sees every other
      expect(z.seesShare).toBe(1);
    }
    expect(a.visibility.meanSees).toBe(a.places.length - 1);
    expect(a.fairness!.favours).toBeNull();
    expect(a.fairness!.verdict).toMatch(/^Even/);
    // the text a reviewer quotes
    const text = formatAnalysis(a);
    expect(text).toContain('astrid [3, 1] L0 1 turns');
    expect(text).toContain('verdict: Even');
  });

  it('every layer has a value per place and a legend title', () => {
    const layers = analysisLayers(wall);
    expect(layers.map((l) => l.id)).toEqual(['sees', 'seen-from', 'perches', 'paths', 'relief', 'reach:west edge', 'reach:east edge']);
    for (const l of layers) expect(l.overlay.values).toHaveLength(wall.places.length);
    // turns from the west edge: 0 on it, none past the wall
    const reach = layers.find((l) => l.id === 'reach:west edge')!.overlay.values;
    expect(reach.find((v) => v.at[0] === 0)!.value).toBe(0);
    expect(reach.find((v) => v.at[0] === 5)!.value).toBeNull();
  });
});

describe('analyzeScenario on other rulesets', () => {
  it('c3g-buildings asks a viewshed from each bare place (at any height): a Height 5 figure sees over a 4-level pillar', () => {
    const a = analyzeScenario(hex('. . . 4 . . .\n', { ...FLAT, '4': { level: 4, terrain: 'rock' } }, 'c3g-buildings'));
    expect(a.method.sight).toBe('viewshedAt');
    const i = a.places.findIndex((p) => p.at[0] === 0);
    expect(a.visibility.sees[i]).toBe(6);
    // a Height 3 figure (the hook with the question's height) does not see the far side past the 4-level pillar
    const low = analyzeScenario(hex('. . . 4 . . .\n', { ...FLAT, '4': { level: 4, terrain: 'rock' } }, 'c3g-buildings'), { height: 3 });
    expect(low.method.sight).toBe('viewshedAt');
    expect(low.visibility.sees[i]).toBeLessThan(6);
  });

  it('hs.sight: a height other than 5 on a real map (Castle vs elements, 669 places) is answered, not refused by the per-pair work limit', () => {
    const name = join(__dirname, '..', '..', '..', 'shared', 'maps', 'heroscape', 'virtualscape', 'vs_Castle_vs_elements.hsc');
    const a = analyzeScenario(importMapFile(name, readFileSync(name), { ruleset: 'heroscape' }).scenario, { height: 3 });
    expect(a.method.sight).toBe('viewshedAt');
    expect(a.figure.doc).toMatch(/height 3/);
    expect(a.visibility.maxSees).toBeGreaterThan(0);
  });

  it('sends a table to analyzeTable with a HighgroundError', () => {
    const t = { format: 'highground/1', ruleset: 'malifaux', map: { grid: 'table', size: [36, 36], pieces: [] } } as unknown as Scenario;
    expect(() => analyzeScenario(t)).toThrow(/analyzeTable/);
  });
});
