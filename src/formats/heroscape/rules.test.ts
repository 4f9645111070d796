/**
 * tft-3d questions on an imported map. The Table of the Giants (vs_Table_des_geants.hsc, origin [4, 4])
 * has a rock column at level 6 in its middle; in scenario row 9 the places are (by the import's rows):
 * x 0..4 rock at 2, x 5..9 grass at 1, x 10..15 rock at 6, x 16..19 grass at 1.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ask, loadScenarioObject } from '../../api.js';
import { getRuleset } from '../../rulesets/index.js';
import { readHsc } from '../hsc/read.js';
import { importHsc } from './import.js';

const FILE = fileURLToPath(new URL('../../../../shared/maps/heroscape/virtualscape/vs_Table_des_geants.hsc', import.meta.url));

describe('tft-3d on the imported Table of the Giants', () => {
  const tft = getRuleset('tft-3d')!;
  const { scenario } = importHsc(readHsc(readFileSync(FILE)), { ruleset: 'tft-3d', vocabulary: tft.vocabulary });
  const session = loadScenarioObject({
    ...scenario,
    figures: {
      west: { at: [8, 9], kind: 'human', ma: 10 },
      east: { at: [17, 9], kind: 'human', ma: 10 },
      near: { at: [5, 9], kind: 'human', ma: 10 },
      top: { at: [10, 9], kind: 'human', ma: 10, dx: 12 },
    },
  });

  it('reads the places the questions use', () => {
    const hex = (at: [number, number]) => ask(session, { ask: 'hex', at }) as unknown as { surfaces: { level: number }[] };
    expect(hex([8, 9]).surfaces.map((s) => s.level)).toEqual([1]);
    expect(hex([12, 9]).surfaces.map((s) => s.level)).toEqual([6]);
    expect(hex([17, 9]).surfaces.map((s) => s.level)).toEqual([1]);
  });

  it('sight: the level-6 rock column between two humans on level 1 blocks it; open grass does not', () => {
    // Both stand at level 1 and are 3 tall (tops at 4); the straight line along row 9 crosses the
    // centres of x 10..15, whose rock rises to 6.
    expect(ask(session, { ask: 'sight', from: 'west', to: 'east' })).toMatchObject({ sight: false });
    expect(ask(session, { ask: 'sight', from: 'west', to: 'near' })).toMatchObject({ sight: true });
  });

  it('move: over level grass 1 MA a hex; onto a figure, no', () => {
    // [7, 9] and [6, 9] are grass at level 1 like [8, 9]; [6, 8] (row 8: x 4..10 grass at 1) is the NW
    // neighbour of [6, 9] and 3 hexes from [8, 9].
    expect(ask(session, { ask: 'move', figure: 'west', to: [6, 9] })).toMatchObject({ legal: true, cost: 2 });
    expect(ask(session, { ask: 'move', figure: 'west', to: [6, 8] })).toMatchObject({ legal: true, cost: 3 });
    expect(ask(session, { ask: 'move', figure: 'west', to: [5, 9] })).toMatchObject({ legal: false });
  });

  it('fall: off the rock column (level 6) down to the grass at [9, 9] (level 1) is a 5-level drop: 1D6 for a human', () => {
    expect(ask(session, { ask: 'fall', figure: 'top', to: [9, 9] })).toMatchObject({ dice: '1D6' });
  });
});
