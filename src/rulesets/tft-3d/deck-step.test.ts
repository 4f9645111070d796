/**
 * Audit r16: a step over a hex's edge passes through open levels only (stance.ts passable). From the top of a
 * one-tile bridge deck (level 2, solid from 1 to 2) the water under the next deck hex is no place to step, crawl
 * or be pushed down to: the slab is in the way, though there is room for a prone figure down there. The reach
 * question (move.ts), the public reachMap (batch.ts) and the force retreat (combat.ts) must all say so.
 */
import { describe, expect, it } from 'vitest';
import { ask, loadScenarioObject } from '../../api.js';
import { reachMap } from '../../batch.js';

const deck = { stack: [{ level: 0, terrain: 'water', depth: 'ankle' }, { level: 2, thickness: 1, terrain: 'grass' }] };
const cells: Record<string, unknown>[] = [];
for (let y = 0; y < 4; y++) for (let x = 0; x < 4; x++) cells.push({ at: [x, y], ...(x === 1 ? deck : { level: 0, terrain: 'water', depth: 'ankle' }) });

function session(figures: Record<string, unknown>) {
  return loadScenarioObject({ format: 'highground/1', ruleset: 'tft-3d', map: { grid: 'hex', size: [4, 4], cells }, figures });
}

describe('tft.descend: no step down through a bridge deck', () => {
  // P lies on the deck at [1, 1]; the deck runs [1, 0] .. [1, 3] (odd rows shifted right: [1, 0] and [1, 2] are its neighbours).
  const s = session({ P: { at: [1, 1], kind: 'human', prone: true, side: 'a' } });

  it('in one MA the reach question lists the water beside the deck (a jump of 2 with H 1) but not the water under the next deck hexes (two MA reach it by wading in)', () => {
    const cells = ask(s, { ask: 'reach', figure: 'P', budget: 1 }).cells as { at: [number, number]; level: number }[];
    expect(cells).toContainEqual(expect.objectContaining({ at: [0, 1], level: 0 }));
    expect(cells).toContainEqual(expect.objectContaining({ at: [1, 0], level: 2 }));
    expect(cells).not.toContainEqual(expect.objectContaining({ at: [1, 0], level: 0 }));
    expect(cells).not.toContainEqual(expect.objectContaining({ at: [1, 2], level: 0 }));
  });

  it('the public reachMap (the batch search) lists the same places', () => {
    const loop = { ...s, ruleset: { ...s.ruleset, batch: undefined } };
    const fast = reachMap(s, 'P', { budget: 1 }).cells();
    expect(fast).toEqual(reachMap(loop, 'P', { budget: 1 }).cells());
    expect(fast).not.toContainEqual(expect.objectContaining({ at: [1, 0], level: 0 }));
  });

  it('a prone figure pushed along the deck onto a taken deck hex is not pushed down under it instead', () => {
    const t = session({
      P: { at: [1, 1], kind: 'human', prone: true, side: 'a' },
      P2: { at: [1, 2], kind: 'human', prone: true, side: 'a' },
      A: { at: [1, 0], kind: 'human', facing: 1, side: 'b' },
    });
    const v = ask(t, { ask: 'retreat', attacker: 'A', target: 'P' });
    expect(v.destinations).not.toContainEqual(expect.objectContaining({ at: [1, 2] }));
    expect(v.refused).toContainEqual(expect.objectContaining({ at: [1, 2] }));
  });
});
