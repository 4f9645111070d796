import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { ask, loadScenarioObject } from '../../api.js';

/**
 * One adjacency for every question: the `adjacent` question, the break-away check (engagedWith) and the
 * squares where a move must stop (stopZone, seen through `move`) judge a corner the same way, walls,
 * blocking terrain and elevated terrain higher than both squares (hcx.base.adjacent, passage.ts
 * `adjacencyCloser`), on random maps of levels 1-3.
 */
const arb = fc.record({
  w: fc.integer({ min: 3, max: 5 }),
  h: fc.integer({ min: 3, max: 5 }),
  seed: fc.array(fc.integer({ min: 0, max: 99 }), { minLength: 25, maxLength: 25 }),
  a: fc.nat(), d: fc.integer({ min: 0, max: 8 }),
  flight: fc.boolean(),
});
type M = typeof arb extends fc.Arbitrary<infer T> ? T : never;

function session(m: M) {
  const n = m.w * m.h;
  const ai = m.a % n;
  // T on one of the eight squares around A (mostly diagonal ones, where corners matter), or anywhere (d 8).
  const [dx, dy] = ([[1, 1], [-1, 1], [1, -1], [-1, -1], [1, 0], [0, 1], [1, 1], [-1, -1]] as const)[m.d] ?? [2, 2];
  const ax = ai % m.w, ay = Math.floor(ai / m.w);
  const tx = (ax + dx + m.w) % m.w, ty = (ay + dy + m.h) % m.h;
  let ti = ty * m.w + tx;
  if (ti === ai) ti = (ti + 1) % n;
  const cells = [];
  for (let i = 0; i < n; i++) {
    const r = m.seed[i % 25]!;
    const cell: Record<string, unknown> = { at: [i % m.w, Math.floor(i / m.w)], level: 1 + (r % 3 === 0 ? 1 : 0) + (r % 7 === 0 ? 1 : 0) };
    if (i !== ai && i !== ti && r > 90) cell.terrain = 'blocking';
    if (r % 11 === 1) cell.walls = ['south'];
    cells.push(cell);
  }
  const at = (i: number) => [i % m.w, Math.floor(i / m.w)];
  return loadScenarioObject({
    format: 'highground/1', ruleset: 'heroclix',
    map: { grid: 'square', size: [m.w, m.h], cells },
    figures: { A: { at: at(ai), side: 'red', ...(m.flight ? { flight: true } : {}) }, T: { at: at(ti), side: 'blue' } },
  });
}

describe('heroclix adjacency (properties)', () => {
  it('hcx.base.adjacent, hcx.base.break-away: a character must break away from exactly the opposing characters the adjacent question calls adjacent', () => {
    fc.assert(fc.property(arb, (m) => {
      const s = session(m);
      const adj = (ask(s, { ask: 'adjacent', a: 'A', b: 'T' }) as unknown as { adjacent: boolean }).adjacent;
      const ba = ask(s, { ask: 'break-away', figure: 'A' }) as unknown as { needed: boolean };
      expect(ba.needed).toBe(adj);
    }), { numRuns: 300 });
  });
});
