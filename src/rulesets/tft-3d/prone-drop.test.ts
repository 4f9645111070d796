/**
 * Audit r11: a prone figure's drop is a risky jump past the height its falls are read with (tft.fall, tft.prone,
 * option proneFalls), in the move search, the reach list and the batch reach map alike: under proneFalls height a
 * prone man's 2-level drop is safe (it was listed risky, with "dice: none" beside it); under one it risks 1D6.
 */
import { describe, expect, it } from 'vitest';
import { ask, loadScenarioObject } from '../../api.js';
import { reachMap } from '../../batch.js';

function ledge(proneFalls: 'one' | 'height') {
  return loadScenarioObject({
    format: 'highground/1', ruleset: 'tft-3d', options: { proneFalls },
    map: { grid: 'hex', rows: '2 2 0 0\n 4 4 0 0', legend: { '0': { level: 0 }, '2': { level: 2 }, '4': { level: 4 } } },
    figures: { P: { at: [1, 0], kind: 'human', prone: true, side: 'a' } },
  });
}

type Cell = { at: [number, number]; level: number; cost: number; risky?: boolean };

describe('tft.fall - a prone man crawling off a 2-level edge', () => {
  it.each([['height', false], ['one', true]] as const)('proneFalls %s: risky %s in move, reach and reachMap', (o, risky) => {
    const s = ledge(o);
    expect(ask(s, { ask: 'move', figure: 'P', to: [2, 0] })).toMatchObject({ legal: true, cost: 1, risky });
    const cells = ask(s, { ask: 'reach', figure: 'P' }).cells as Cell[];
    const down = cells.find((c) => c.at[0] === 2 && c.at[1] === 0)!;
    expect({ cost: down.cost, risky: !!down.risky }).toEqual({ cost: 1, risky });
    expect(reachMap(s, 'P').cells()).toEqual(cells);
  });
});
