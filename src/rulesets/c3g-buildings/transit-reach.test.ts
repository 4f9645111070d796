/** c3g.transit in the reach question: which transit spaces cut a reach short, under option transitStop stop only. */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ask, loadScenario } from '../../api.js';

const file = (mode: string) => new URL(`../../../test/scenarios/c3g-buildings/floorstate-reach-${mode}.yaml`, import.meta.url);
const reachOf = (mode: string, budget: number) =>
  ask(loadScenario(readFileSync(file(mode), 'utf8')), { ask: 'reach', figure: 'page', budget }) as unknown as Record<string, unknown> & { reasons: { rule: string }[] };

describe('c3g.transit: the reach question and option transitStop', () => {
  it('walk-on: no transitStops, no cutShort, no c3g.transit reason', () => {
    const v = reachOf('walk-on', 3);
    expect(v.count).toBe(10);
    expect('transitStops' in v).toBe(false);
    expect('cutShort' in v).toBe(false);
    expect(v.reasons.map((r) => r.rule)).toEqual(['hs.move.climb']);
  });

  it('stop: every space cut short is in the walk-on reach and missing or dearer in this one', () => {
    const on = reachOf('walk-on', 3) as unknown as { cells: { at: number[]; level: number; cost: number }[] };
    const v = reachOf('stop', 3) as unknown as { cells: { at: number[]; level: number; cost: number }[]; cutShort: { at: number[]; level: number; cost: number; stopCost: number | null }[] };
    const key = (c: { at: number[]; level: number }) => `${c.at}/${c.level}`;
    const stop = new Map(v.cells.map((c) => [key(c), c.cost]));
    const walk = new Map(on.cells.map((c) => [key(c), c.cost]));
    const expected = on.cells.filter((c) => !(stop.get(key(c))! <= c.cost)).map(key).sort();
    expect(v.cutShort.map(key).sort()).toEqual(expected);
    for (const c of v.cutShort) {
      expect(c.cost).toBe(walk.get(key(c)));
      expect(c.stopCost).toBe(stop.get(key(c)) ?? null);
    }
  });
});
