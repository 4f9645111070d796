import { describe, expect, it } from 'vitest';
import { ask, loadScenario } from '../../api.js';
import { HighgroundError } from '../../errors.js';
import { REACH_SAMPLE_LIMIT } from './move.js';

const table = (size: number, pieces: string[], figures: string[]) =>
  loadScenario(
    ['format: highground/1', 'ruleset: malifaux', 'map:', '  grid: table', `  size: [${size}, ${size}]`, '  pieces:', ...pieces, ...(figures.length ? ['figures:', ...figures] : []), ''].join('\n'),
  );

describe('malifaux answers stay bounded and never crash on odd tables', () => {
  it('mfx.trait.impassable: a reach too big to sample is refused with the limit named, not run out of memory', () => {
    const s = table(1000, ['    - { id: m, kind: building, shape: { rect: [10, 10, 4, 4] } }'], ['  A: { at: [500, 500] }']);
    let err: unknown;
    try {
      ask(s, { ask: 'reach', figure: 'A', budget: 400 });
    } catch (e) {
      err = e;
    }
    expect(err).toBeInstanceOf(HighgroundError);
    expect((err as Error).message).toContain(`the limit is ${REACH_SAMPLE_LIMIT}`);
    // Within the limit it answers.
    const v = ask(s, { ask: 'reach', figure: 'A', budget: 5 });
    expect((v.cells as unknown[]).length).toBeGreaterThan(300);
  });

  it('mfx.balance: a sliver whose mirror image rounds onto a line is scored, not an internal error', () => {
    const s = table(
      36,
      [
        '    - { id: t, kind: forest, shape: { polygon: [[5, 5], [6, 5], [6, 5.000000000000001], [5.5, 5.0000000000000005]] } }',
        '    - { id: m, kind: building, shape: { rect: [10, 10, 4, 4] } }',
      ],
      [],
    );
    const v = ask(s, { ask: 'balance' });
    expect(v.balanced).toBe(false);
    expect((v.symmetry as Record<string, number>).mirrorTopBottom).toBeCloseTo(1, 6);
  });

  it('mfx.trait.impassable: a model in base contact with a corner of two overlapping buildings (1e-4" off, or touching) still finds its way', () => {
    // The base sits between the true arc round the corner (17, 18) and the polygon standing in for it: every
    // straight walk to a corner of that polygon cut the arc, and the move was refused as "no way".
    const pieces = ['    - { id: b1, kind: building, ht: 3, shape: { rect: [10, 10, 6, 4] } }', '    - { id: b2, kind: building, ht: 3, shape: { rect: [13, 12, 4, 6] } }'];
    const r = 30 / 25.4 / 2;
    const dir = { x: Math.cos(0.143), y: Math.sin(0.143) };
    const at = (d: number) => [17 + dir.x * (r + d), 18 + dir.y * (r + d)] as const;
    const cost = (d: number, to: readonly [number, number]) => {
      const [x, y] = at(d);
      const v = ask(table(36, pieces, [`  A: { at: [${x}, ${y}] }`]), { ask: 'move', figure: 'A', to, budget: 100 });
      expect(v.legal, `start ${d}" off the corner, to ${to}`).toBe(true);
      return v.cost as number;
    };
    for (const to of [[2, 2], [30, 30], [12, 20]] as const) {
      // Brute force: the same move from a start 0.05" farther out, plus those 0.05", bounds it above.
      const outside = cost(0.05, to) + 0.05;
      for (const d of [1e-4, 1e-6, 0]) expect(cost(d, to)).toBeLessThanOrEqual(outside + 1e-4);
    }
    // And the way back to it.
    const [x, y] = at(1e-4);
    const back = ask(table(36, pieces, ['  A: { at: [2, 2] }']), { ask: 'move', figure: 'A', to: [x, y], budget: 100 });
    expect(back.legal).toBe(true);
  });

  it('mfx.trait.impassable: a warm session (walk lists and search buffers kept from earlier questions) answers every move as a fresh one does', () => {
    const pieces: string[] = [];
    let seed = 7;
    const rnd = () => ((seed = (seed * 1664525 + 1013904223) >>> 0) / 2 ** 32);
    for (let i = 0; i < 30; i++) {
      const x = 2 + rnd() * 30, y = 2 + rnd() * 30;
      pieces.push(
        i % 3 === 0
          ? `    - { id: p${i}, kind: trees, shape: { circle: [${x.toFixed(2)}, ${y.toFixed(2)}, ${(0.4 + rnd()).toFixed(2)}] } }`
          : `    - { id: p${i}, kind: ${i % 3 === 1 ? 'obstacle' : 'rough'}, shape: { rect: [${x.toFixed(2)}, ${y.toFixed(2)}, ${(0.5 + 2 * rnd()).toFixed(2)}, ${(0.5 + 2 * rnd()).toFixed(2)}] } }`,
      );
    }
    const figures = ['  A: { at: [0.8, 0.8], wk: 60 }', '  B: { at: [35, 35] }'];
    const warm = table(36, pieces, figures);
    let compared = 0;
    for (let k = 0; k < 6; k++) {
      const to = [1 + rnd() * 34, 1 + rnd() * 34] as const;
      const fresh = ask(table(36, pieces, figures), { ask: 'move', figure: 'A', to, budget: 60 });
      const again = ask(warm, { ask: 'move', figure: 'A', to, budget: 60 });
      expect(again.legal).toBe(fresh.legal);
      expect(again.cost).toBe(fresh.cost);
      expect(again.path).toEqual(fresh.path);
      if (fresh.legal) compared++;
    }
    expect(compared).toBeGreaterThan(2);
  });
});
