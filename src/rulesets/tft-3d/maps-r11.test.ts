/**
 * Audit round 11 on a real map: AoA 3 "The Howling Pass" (../shared/maps, read where it lies, never copied). A
 * river at level 0 runs along row 6 between grass and rock banks; at [8, 6] a grass deck at level 6 (two levels
 * thick) spans it, and the bank beside it climbs 3, 4, 5 ([5, 5], [6, 5], [7, 5]). Every answer was decided from
 * the text before the engine was run: a jump off the deck costs 1 MA and risks the chart's dice (tft.fall.cost,
 * tft.fall); the deck hides a man under it (tft.missile.line); a man in the river climbs the 5-level bank only
 * in steps of at most 3, or in sets (tft.climb.step, tft.climb.sets).
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ask, loadScenarioObject, type Session } from '../../api.js';
import { importMapFile } from '../../formats/heroscape/files.js';

const ROOT = fileURLToPath(new URL('../../../../shared/maps/heroscape/', import.meta.url));
const NAME = 'editor-json/AoA_3_The_Howling_Pass.json';

function pass(figures: Record<string, unknown>): Session {
  const { scenario } = importMapFile(NAME, readFileSync(ROOT + NAME), { ruleset: 'tft-3d' });
  return loadScenarioObject({ ...scenario, ruleset: 'tft-3d', figures });
}

describe('The Howling Pass: the bridge over the river (answers decided from the text first)', () => {
  const s = pass({
    man: { at: [8, 6], level: 6, kind: 'human', dx: 10, side: 'a' },
    dwarf: { at: [8, 5], kind: 'dwarf', side: 'a' },
    under: { at: [8, 6], level: 0, kind: 'human', side: 'b' },
  });

  it('tft.fall.cost - a man jumping 6 levels off the deck into the river pays 1 MA and risks 1D6 (more than H 3, at most 2 x 3)', () => {
    const v = ask(s, { ask: 'move', figure: 'man', to: [9, 6] });
    expect(v).toMatchObject({ legal: true, cost: 1, risky: true });
    // (the river beside the bank is ankle deep, ordinary footing: its water event costs nothing more)
    expect(v.events).toContainEqual(expect.objectContaining({ event: 'jump', levels: 6, dice: '1D6', save: expect.objectContaining({ fraction: '1/2' }) }));
  });

  it('tft.fall - a dwarf (H 2) on the level-6 bank risks 2D6 for the same 6 levels', () => {
    expect(ask(s, { ask: 'fall', figure: 'dwarf', to: [9, 6] })).toMatchObject({ levels: 6, dice: '2D6' });
  });

  it('tft.missile.line - the deck hides the man standing in the river under it from the dwarf on the bank above', () => {
    expect(ask(s, { ask: 'sight', from: 'dwarf', to: 'under' })).toMatchObject({ sight: false });
  });
});

describe('The Howling Pass: out of the river up the bank (answers decided from the text first)', () => {
  const s = pass({ swim: { at: [7, 6], kind: 'human', ma: 10, dx: 10, side: 'b' } });

  it('tft.climb.step - the 5-level bank beside him is too high for one step: round by 3, 4 and 5 (1 + 4 + 2 + 2 = 9 MA)', () => {
    expect(ask(s, { ask: 'move', figure: 'swim', to: [7, 5] })).toMatchObject({ legal: true, cost: 9, risky: false });
    expect(ask(s, { ask: 'move', figure: 'swim', to: [7, 5], budget: 8 })).toMatchObject({ legal: false });
  });

  it('tft.climb.sets - straight up the 5 levels in sets of 3: 3 free and one 4D6 roll, on the first turn', () => {
    expect(ask(s, { ask: 'climb', figure: 'swim', to: [7, 5] })).toMatchObject({ sets: true, levels: 5, set: 3, turnsNeeded: 1, turns: [{ turn: 1, free: 3, from: 3, to: 5, onFailure: { fallLevels: 5, dice: '1D6' } }] });
  });
});
