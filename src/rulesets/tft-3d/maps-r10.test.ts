/**
 * Audit round 10 on a real map: AoA 4 "Vile Cove" (../shared/maps, read where it lies, never copied). Its
 * cove has water at level 0 under a level-8 cliff (12, 11) and an arch (rock at 1, grass at 8). The answers
 * of the first block were decided from the text before the engine was run: a jump into water costs the new
 * hex only (ankle deep beside the bank: ordinary ground) and water does not soften a fall in this text
 * (tft.fall, tft.fall.cost, tft.terrain.water). The second block checks the engine against itself on the
 * whole map: every reach place is a legal move at the same cost and nothing else is, the batch reachMap is
 * the reach question, and the viewshed is the sight question, surface by surface (stacks and voids included).
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ask, loadScenarioObject, type Session } from '../../api.js';
import { reachMap, viewshed, viewshedCells } from '../../batch.js';
import { importMapFile } from '../../formats/heroscape/files.js';

const ROOT = fileURLToPath(new URL('../../../../shared/maps/heroscape/', import.meta.url));
const NAME = 'editor-json/AoA_4_Vile_Cove.json';

function cove(figures: Record<string, unknown>): Session {
  const { scenario } = importMapFile(NAME, readFileSync(ROOT + NAME), { ruleset: 'tft-3d' });
  return loadScenarioObject({ ...scenario, ruleset: 'tft-3d', figures });
}

describe('Vile Cove: off the level-8 cliff into the cove (answers decided from the text first)', () => {
  const s = cove({
    man: { at: [12, 11], kind: 'human', side: 'a', facing: 2 },
    elf: { at: [13, 11], kind: 'elf', side: 'a', facing: 2 },
  });

  it('tft.terrain.water - the cove hex under the cliff, beside the rock bank, is ankle deep', () => {
    expect(ask(s, { ask: 'hex', at: [12, 12] })).toMatchObject({ water: 'ankle' });
  });

  it('tft.fall.cost - a man (H 3) jumping 8 levels into the ankle-deep cove pays 1 MA and risks 2D6 (more than 2 x 3, at most 3 x 3)', () => {
    expect(ask(s, { ask: 'move', figure: 'man', to: [12, 12] })).toMatchObject({ legal: true, cost: 1, risky: true });
    expect(ask(s, { ask: 'fall', figure: 'man', to: [12, 12] })).toMatchObject({ dice: '2D6' });
  });

  it('tft.height.chart - an elf (effective H 4) on the same cliff risks 1D6 for the 8 levels (chart: 5-8)', () => {
    expect(ask(s, { ask: 'fall', figure: 'elf', levels: 8 })).toMatchObject({ dice: '1D6' });
  });

  it('tft.fall - a dwarf (H 2) risks 3D6 for 8 levels (chart: 7-8), a hobbit (H 1) 7D6', () => {
    const d = cove({ dwarf: { at: [12, 11], kind: 'dwarf', side: 'a' }, hob: { at: [13, 11], kind: 'hobbit', side: 'a' } });
    expect(ask(d, { ask: 'fall', figure: 'dwarf', to: [12, 12] })).toMatchObject({ dice: '3D6' });
    expect(ask(d, { ask: 'fall', figure: 'hob', levels: 8 })).toMatchObject({ dice: '7D6' });
  });

  it('tft.climb.step - from the water the man cannot climb back: 8 levels are at least 8 sides and the tops, more than MA 10 allows in steps of 3', () => {
    const w = cove({ man: { at: [12, 12], kind: 'human', ma: 10, side: 'a' } });
    expect(ask(w, { ask: 'move', figure: 'man', to: [12, 11], budget: 10 })).toMatchObject({ legal: false });
  });
});

describe('Vile Cove: the engine against itself on a real map', () => {
  const places: [number, number][] = [[12, 11], [12, 12], [16, 12]];
  const kinds = ['human', 'dwarf', 'elf', 'horseman'];
  it.each(places.flatMap((p) => kinds.map((k) => [p, k] as const)))('from %j a %s: reach = move at every surface, reachMap = reach, viewshed = sight', (at, kind) => {
    // the first facing it can stand with (a horseman's rear must not hang over the cliff)
    let s: Session | undefined;
    for (let facing = 0; facing < 6 && !s; facing++) {
      try {
        s = cove({ f: { at, kind, ma: 8, facing } });
      } catch {
        s = undefined;
      }
    }
    if (!s) throw new Error(`a ${kind} cannot stand at ${JSON.stringify(at)} with any facing`);
    const reach = ask(s, { ask: 'reach', figure: 'f' }).cells as { at: [number, number]; level: number; cost: number; risky?: boolean; front?: string }[];
    expect(reachMap(s, 'f').cells()).toEqual(reach);
    const byPlace = new Map(reach.filter((c) => !c.front).map((c) => [`${c.at}:${c.level}`, c]));
    const seen = new Set(viewshedCells(viewshed(s, 'f')).map((c) => `${c.at}:${c.level}`));
    const surfaces = (ask(s, { ask: 'reach', figure: 'f', budget: 1000 }).cells as { at: [number, number]; level: number }[]);
    for (const c of surfaces) {
      if (c.at[0] === at[0] && c.at[1] === at[1]) continue;
      const key = `${c.at}:${c.level}`;
      const mv = ask(s, { ask: 'move', figure: 'f', to: [c.at[0], c.at[1], c.level] });
      const r = byPlace.get(key);
      expect({ key, legal: mv.legal, cost: mv.legal ? mv.cost : undefined, risky: mv.legal ? !!mv.risky : undefined })
        .toEqual({ key, legal: r !== undefined, cost: r?.cost, risky: r ? !!r.risky : undefined });
      expect({ key, sight: ask(s, { ask: 'sight', from: 'f', to: [c.at[0], c.at[1], c.level] }).sight }).toEqual({ key, sight: seen.has(key) });
    }
  });
});
