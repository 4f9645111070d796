/**
 * Audit round 16 on a real map: AoA 2 "Heshva Basin" (../shared/maps, read where it lies, never copied). Two rock
 * towers stand 10 levels high at [2, 3] and [3, 3], a 7-level rock spur at [3, 2] beside them, grass at 3 at
 * [1, 3] and 2 at [4, 3]; a pillar (an obstacle 9 levels high on grass at 3) stands at [5, 3] between grass at 2 on
 * either side. Every answer was decided from the text before the engine was run: a jump down costs 1 MA and risks
 * the chart's dice (tft.fall.cost, tft.fall); a drop within H is a plain step (tft.descend); a wall higher than H is
 * climbed in sets (tft.climb.sets); the pillar blocks the range string and the way (tft.missile.line); reach
 * between levels is the lower figure's H (tft.reach).
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ask, loadScenarioObject, type Session } from '../../api.js';
import { importMapFile } from '../../formats/heroscape/files.js';

const ROOT = fileURLToPath(new URL('../../../../shared/maps/heroscape/', import.meta.url));
const NAME = 'editor-json/AoA_2_Heshva_Basin.json';

function basin(figures: Record<string, unknown>): Session {
  const { scenario } = importMapFile(NAME, readFileSync(ROOT + NAME), { ruleset: 'tft-3d' });
  return loadScenarioObject({ ...scenario, ruleset: 'tft-3d', figures });
}

describe('Heshva Basin: the rock towers (answers decided from the text first)', () => {
  const s = basin({
    top: { at: [2, 3], kind: 'human', dx: 10, side: 'a' },
    dwarf: { at: [4, 3], kind: 'dwarf', dx: 12, side: 'a' },
    high: { at: [4, 2], kind: 'human', side: 'a' },
    low: { at: [5, 2], kind: 'human', side: 'b' },
  });

  it('tft.fall.cost - the man on the 10-level tower jumping to the grass at 3 beside it: 1 MA, 7 levels, more than 2 x H 3: 2D6 at stake, the save 3D6 against DX 10 (1/2)', () => {
    const v = ask(s, { ask: 'move', figure: 'top', to: [1, 3] });
    expect(v).toMatchObject({ legal: true, cost: 1, risky: true });
    expect(v.events).toContainEqual(expect.objectContaining({ event: 'jump', levels: 7, dice: '2D6', save: expect.objectContaining({ fraction: '1/2' }) }));
  });

  it('tft.descend - down 3 onto the 7-level spur: within H 3, a plain step for 1 MA', () => {
    expect(ask(s, { ask: 'move', figure: 'top', to: [3, 2] })).toMatchObject({ legal: true, cost: 1, risky: false, events: [] });
  });

  it('tft.climb.sets - the dwarf (H 2) at the foot of the other tower, 8 levels: sets of 2 over 3 turns, a miss falls from 4 (1D6), 6 (2D6) or 8 (3D6)', () => {
    expect(ask(s, { ask: 'climb', figure: 'dwarf', to: [3, 3] })).toMatchObject({
      sets: true, levels: 8, set: 2, turnsNeeded: 3,
      turns: [
        { turn: 1, free: 2, from: 2, to: 4, onFailure: { fallLevels: 4, dice: '1D6' } },
        { turn: 2, from: 4, to: 6, onFailure: { fallLevels: 6, dice: '2D6' } },
        { turn: 3, from: 6, to: 8, onFailure: { fallLevels: 8, dice: '3D6' } },
      ],
    });
  });

  it('tft.reach - the man on the grass at 6 and the man beside him at 2: 4 levels, more than H 3, neither strikes, neither engages', () => {
    expect(ask(s, { ask: 'melee', attacker: 'high', target: 'low' })).toMatchObject({ adjacent: true, reach: false, allowed: false });
    expect(ask(s, { ask: 'engaged', figure: 'low', enemy: 'high' })).toMatchObject({ engaged: false });
  });
});

describe('Heshva Basin: the pillar (answers decided from the text first)', () => {
  const s = basin({
    w: { at: [4, 3], kind: 'human', side: 'a' },
    e: { at: [6, 3], kind: 'human', side: 'b' },
  });

  it('tft.missile.line - the pillar between two men on the grass at 2 blocks the range string', () => {
    expect(ask(s, { ask: 'sight', from: 'w', to: 'e' })).toMatchObject({ sight: false });
  });

  it('tft.climb.step - the way round the pillar, below it on the level grass: 3 MA (its hex cannot be entered)', () => {
    const alone = basin({ w: { at: [4, 3], kind: 'human', side: 'a' } });
    expect(ask(alone, { ask: 'move', figure: 'w', to: [6, 3] })).toMatchObject({ legal: true, cost: 3 });
  });
});
