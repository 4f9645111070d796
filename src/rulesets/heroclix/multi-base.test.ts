import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { ask, loadScenarioObject } from '../../api.js';
import { reachMap, viewshed } from '../../batch.js';
import type { Ctx } from './context.js';
import { moveCost } from './batch.js';

const TERRAIN = [[], [], [], [], ['blocking'], ['hindering'], ['water']] as const;

const arb = fc.record({
  w: fc.integer({ min: 3, max: 8 }),
  h: fc.integer({ min: 3, max: 8 }),
  level: fc.array(fc.constantFrom(1, 1, 1, 2), { minLength: 64, maxLength: 64 }),
  terrain: fc.array(fc.integer({ min: 0, max: TERRAIN.length - 1 }), { minLength: 64, maxLength: 64 }),
  base: fc.constantFrom('2x2', '1x2'),
  orient: fc.constantFrom('east', 'south', 'south-east', 'south-west'),
  at: fc.nat(),
  others: fc.array(fc.record({ i: fc.nat(), side: fc.constantFrom('a', 'b') }), { maxLength: 3 }),
  flight: fc.boolean(),
});
type Args = typeof arb extends fc.Arbitrary<infer T> ? T : never;

function scenarioOf(a: Args, at?: [number, number], orient?: string) {
  const n = a.w * a.h;
  const cells = Array.from({ length: n }, (_, i) => ({ at: [i % a.w, Math.floor(i / a.w)], level: a.level[i]!, terrain: [...TERRAIN[a.terrain[i]!]!] }));
  const figures: Record<string, Record<string, unknown>> = {
    G: { at: at ?? [a.at % n % a.w, Math.floor((a.at % n) / a.w)], base: a.base, ...(a.base === '1x2' ? { orient: orient ?? a.orient } : {}), side: 'a', speed: 5, flight: a.flight },
  };
  a.others.forEach((o, k) => { figures[`F${k}`] = { at: [o.i % n % a.w, Math.floor((o.i % n) / a.w)], side: o.side }; });
  return { format: 'highground/1', ruleset: 'heroclix', map: { grid: 'square', size: [a.w, a.h], cells }, figures };
}

function load(s: object) {
  try { return loadScenarioObject(s); } catch { return undefined; }
}

describe('heroclix multi-base characters (properties, hcx.base.multi-base)', () => {
  it('viewshed, reachMap and moveCost give the sight, reach and move questions\' answers for a multi-base character', () => {
    fc.assert(fc.property(arb, (a) => {
      const s = load(scenarioOf(a));
      fc.pre(s !== undefined);
      const ctx = s!.ctx as Ctx;
      const v = viewshed(s!, 'G');
      const n = a.w * a.h;
      for (let i = 0; i < n; i++) {
        const q = ask(s!, { ask: 'sight', from: 'G', to: [i % a.w, Math.floor(i / a.w)] });
        expect([i, v.seen[i]]).toEqual([i, q.sight ? (q.hindered ? 2 : 1) : 0]);
      }
      const r = ask(s!, { ask: 'reach', figure: 'G' });
      const m = reachMap(s!, 'G');
      const want = new Int32Array(n).fill(-1);
      for (const c of r.cells as { at: [number, number]; cost: number }[]) want[c.at[1] * a.w + c.at[0]] = c.cost;
      expect(m.cost).toEqual(want);
      const g = ctx.figures.find((f) => f.id === 'G')!;
      for (let i = 0; i < n; i += 3) {
        const q = ask(s!, { ask: 'move', figure: 'G', to: [i % a.w, Math.floor(i / a.w)], budget: 1000 });
        expect(moveCost(ctx, g, i)).toBe(q.legal ? q.cost : Infinity);
      }
    }), { numRuns: 50 });
  });

  it('every placement a move reaches is one the figure could be set up on, and no part moves farther than the cost', () => {
    fc.assert(fc.property(arb, (a) => {
      const s = load(scenarioOf(a));
      fc.pre(s !== undefined);
      const r = ask(s!, { ask: 'reach', figure: 'G' });
      const [gx, gy] = [a.at % (a.w * a.h) % a.w, Math.floor((a.at % (a.w * a.h)) / a.w)];
      for (const c of r.cells as { at: [number, number]; cost: number; orients?: string[] }[]) {
        for (const o of c.orients ?? [undefined]) {
          const moved = { ...scenarioOf(a, c.at, o) };
          expect(load(moved), `placement ${c.at} ${o ?? ''}`).toBeDefined();
        }
        // A 2x2 base cannot turn: every part moves as its `at` square does.
        if (a.base === '2x2') expect(c.cost).toBeGreaterThanOrEqual(Math.max(Math.abs(c.at[0] - gx), Math.abs(c.at[1] - gy)));
      }
    }), { numRuns: 50 });
  });
});
