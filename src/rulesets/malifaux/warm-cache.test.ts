/**
 * Issue 17: a warm move reuses what earlier questions of the session worked out on the layer (tangent costs,
 * pairs of circles found on no way, arc costs: tangent-graph.ts). Those caches live on the mover's layers,
 * which a session that moves a figure (withFigures, place) builds anew, so a changed session never reads them,
 * and a warm answer is always the one a fresh session gives.
 */
import { describe, expect, it } from 'vitest';
import { ask, loadScenarioObject } from '../../api.js';
import { withFigures } from '../../session.js';

const scenario = {
  format: 'highground/1',
  ruleset: 'malifaux',
  map: {
    grid: 'table',
    size: [30, 20],
    pieces: [
      { id: 'w1', kind: 'wall', ht: 3, traits: ['impassable'], shape: { rect: [8, 4, 2, 9] } },
      { id: 'w2', kind: 'wall', ht: 3, traits: ['impassable'], shape: { rect: [16, 8, 2, 10] } },
      { id: 'w3', kind: 'wall', ht: 3, traits: ['impassable'], shape: { rect: [22, 2, 3, 6] } },
    ],
  },
  figures: { A: { at: [3, 10], wk: 5 }, B: { at: [27, 17], wk: 5, base: 50 } },
};

type V = { legal: boolean; cost: number; path: { at: number[]; step: string }[]; stopsAt?: number[] };
const move = (s: ReturnType<typeof loadScenarioObject>, to: number[]) => ask(s, { ask: 'move', figure: 'A', to, budget: 1000 } as never) as unknown as V;
const fresh = (figures: Record<string, unknown>) => loadScenarioObject(structuredClone({ ...scenario, figures }));
const same = (a: V, b: V) => {
  expect(a.cost).toBe(b.cost);
  expect(a.legal).toBe(b.legal);
  expect(a.path).toEqual(b.path);
};

describe('mfx.trait.impassable: warm moves answer as fresh sessions do (issue 17)', () => {
  it('mfx.trait.impassable: moves one after another on a session cost and go as each would alone', () => {
    const s = fresh(scenario.figures);
    const goals = [[27, 10], [26, 12], [27, 9], [13, 3], [20, 14], [27, 10]];
    for (const g of goals) same(move(s, g), move(fresh(scenario.figures), g));
  });

  it('mfx.trait.impassable: a figure moved into the way between two moves (withFigures) changes the answer to the fresh one', () => {
    const s1 = fresh(scenario.figures);
    const before = move(s1, [27, 10]);
    move(s1, [26, 12]);
    // B steps into the way the first move went (round the top of w2, under w3).
    const moved = { ...scenario.figures, B: { at: [19.5, 6.5], wk: 5, base: 50 } };
    const s2 = withFigures(s1, { B: moved.B });
    const after = move(s2, [27, 10]);
    same(after, move(fresh(moved), [27, 10]));
    // The figure in the way makes the way dearer: the warm session did not answer from the old table.
    expect(after.cost).toBeGreaterThan(before.cost + 0.01);
    // The first session is as it was.
    same(move(s1, [27, 10]), before);
  });
});
