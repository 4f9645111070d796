import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { ask, loadScenarioObject } from '../../api.js';

/** Random 7x6 maps: rooftops, walls, a mover M (medium or large) and up to four enemies with reach 1-3. */
const arb = fc.record({
  t: fc.array(fc.constantFrom('.', '.', '.', '.', 'R', 'R', 'W'), { minLength: 42, maxLength: 42 }),
  m: fc.record({ i: fc.nat(), size: fc.constantFrom('medium', 'medium', 'large') }),
  enemies: fc.array(fc.record({ i: fc.nat(), reach: fc.integer({ min: 1, max: 3 }) }), { minLength: 1, maxLength: 4 }),
  reachThreatens: fc.boolean(),
  diagonals: fc.constantFrom('alternate', 'one'),
});

function load(a: typeof arb extends fc.Arbitrary<infer T> ? T : never) {
  const rows: string[] = [];
  for (let y = 0; y < 6; y++) rows.push(Array.from({ length: 7 }, (_, x) => a.t[y * 7 + x]!).join(' '));
  const figures: Record<string, Record<string, unknown>> = { M: { at: [a.m.i % 7, Math.floor(a.m.i / 7) % 6], size: a.m.size, side: 'blue', speed: 6 } };
  a.enemies.forEach((e, k) => { figures[`E${k}`] = { at: [e.i % 7, Math.floor(e.i / 7) % 6], reach: e.reach, side: 'red' }; });
  try {
    return loadScenarioObject({
      format: 'highground/1', ruleset: 'city-of-peril', options: { reachThreatens: a.reachThreatens, diagonals: a.diagonals },
      map: { grid: 'square', rows: rows.join('\n'), legend: { '.': {}, R: { terrain: 'rooftop' }, W: { terrain: 'wall' } } },
      figures,
    });
  } catch {
    return undefined; // overlapping figures or a figure on a wall
  }
}

describe('threat (cop.base.provoke)', () => {
  it('cop.base.provoke: a one-step move provokes exactly the enemies the threatens question lists for the start, each within reach on the same level', () => {
    fc.assert(fc.property(arb, (a) => {
      const s = load(a);
      fc.pre(s !== undefined);
      const t = ask(s!, { ask: 'threatens', at: 'M' }) as unknown as { by: string[] };
      const m = s!.scenario.figures!.M!;
      const [mx, my] = m.at as [number, number];
      for (const id of t.by) {
        const d = ask(s!, { ask: 'distance', from: 'M', to: id }) as unknown as { squares: number };
        const e = s!.scenario.figures![id]!;
        expect(d.squares).toBeLessThanOrEqual(a.reachThreatens ? Math.max(1, e.reach as number) : 1);
        const melee = ask(s!, { ask: 'melee', attacker: id, target: 'M' }) as unknown as { allowed: boolean };
        expect(melee.allowed).toBe(true);
      }
      for (const [dx, dy] of [[1, 0], [-1, 0], [0, 1], [0, -1], [1, 1], [-1, -1], [1, -1], [-1, 1]]) {
        const to: [number, number] = [mx + dx!, my + dy!];
        if (to[0]! < 0 || to[1]! < 0 || to[0]! >= 7 || to[1]! >= 6) continue;
        const v = ask(s!, { ask: 'move', figure: 'M', to }) as unknown as { legal: boolean; path: unknown[]; provokedBy: string[] };
        if (!v.legal || v.path.length !== 2) continue;
        expect(new Set(v.provokedBy)).toEqual(new Set(t.by));
      }
    }), { numRuns: 80 });
  });
});
