import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { ask, loadScenarioObject } from '../../api.js';
import { visibilityMatrix } from '../../batch.js';

const mapArb = fc.record({
  w: fc.integer({ min: 3, max: 10 }),
  h: fc.integer({ min: 3, max: 10 }),
  t: fc.array(fc.constantFrom('.', '.', '.', 'R', 'R', 'W'), { minLength: 100, maxLength: 100 }),
  figs: fc.array(fc.record({ i: fc.nat(), size: fc.constantFrom('medium', 'medium', 'large'), incorporeal: fc.boolean() }), { minLength: 1, maxLength: 5 }),
  cornerBlocks: fc.boolean(),
});
type MapArgs = typeof mapArb extends fc.Arbitrary<infer T> ? T : never;

function scenarioOf(a: MapArgs, moveTo?: { id: string; at: [number, number] }) {
  const rows: string[] = [];
  for (let y = 0; y < a.h; y++) rows.push(Array.from({ length: a.w }, (_, x) => a.t[y * a.w + x]!).join(' '));
  const figures: Record<string, Record<string, unknown>> = {};
  a.figs.forEach((f, k) => { const i = f.i % (a.w * a.h); figures[`F${k}`] = { at: [i % a.w, Math.floor(i / a.w)], size: f.size, ...(f.incorporeal ? { incorporeal: true } : {}) }; });
  if (moveTo) figures[moveTo.id] = { ...figures[moveTo.id]!, at: moveTo.at };
  return {
    format: 'highground/1', ruleset: 'city-of-peril', options: { cornerBlocks: a.cornerBlocks },
    map: { grid: 'square', rows: rows.join('\n'), legend: { '.': {}, R: { terrain: 'rooftop' }, W: { terrain: 'wall' } } },
    figures,
  };
}

function tryLoad(o: unknown) {
  try {
    return loadScenarioObject(o);
  } catch {
    return undefined;
  }
}

describe('city-of-peril visibility matrix', () => {
  it('cop.cover.same-rooftop: two creatures on one rooftop with another rooftop between them see each other without cover', () => {
    const s = loadScenarioObject({
      format: 'highground/1', ruleset: 'city-of-peril',
      map: { grid: 'square', rows: 'U U U U U\nU . . . U\nU . K . U', legend: { '.': {}, U: { terrain: 'rooftop' }, K: { terrain: 'rooftop' } } },
      figures: { A: { at: [0, 2] }, B: { at: [4, 2] } },
    });
    const m = visibilityMatrix(s);
    expect([...m.sight]).toEqual([0, 1, 1, 0]);
    expect([...m.cover!]).toEqual([0, 0, 0, 0]);
    expect(ask(s, { ask: 'cover', attacker: 'A', target: 'B' }).cover).toBe('none');
  });
  it('cop.base.incorporeal: a creature inside a wall has total cover, which the matrix counts as cover; one half inside is judged by its open squares', () => {
    const s = loadScenarioObject({
      format: 'highground/1', ruleset: 'city-of-peril',
      map: { grid: 'square', rows: '. . . . . . . .\n. W W W . . W .\n. . . . . . W .\n. . . . . . . .', legend: { '.': {}, W: { terrain: 'wall' } } },
      figures: { E: { at: [2, 0] }, I: { at: [2, 1], incorporeal: true }, G: { at: [5, 1], size: 'large', incorporeal: true }, W: { at: [0, 2] } },
    });
    expect(ask(s, { ask: 'cover', attacker: 'E', target: 'I' }).cover).toBe('total');
    expect(ask(s, { ask: 'cover', attacker: 'W', target: 'G' }).cover).toBe('none');
    const m = visibilityMatrix(s);
    // Order E, I, G, W: row = attacker, column = target.
    expect(m.cover![0 * 4 + 1]).toBe(1);
    expect(m.cover![3 * 4 + 2]).toBe(0);
  });
  it('gives the sight and cover questions\' answers for every pair, and stays right when a figure moves', () => {
    fc.assert(fc.property(mapArb, fc.nat(), fc.nat(), (a, which, where) => {
      const s = tryLoad(scenarioOf(a));
      if (!s) return;
      const m = visibilityMatrix(s);
      const check = (session: NonNullable<typeof s>) => {
        const ids = m.ids, n = ids.length;
        for (let i = 0; i < n; i++) {
          for (let j = 0; j < n; j++) {
            if (i === j) continue;
            const sight = ask(session, { ask: 'sight', from: ids[i]!, to: ids[j]! }).sight;
            const cover = ask(session, { ask: 'cover', attacker: ids[i]!, target: ids[j]! }).cover;
            expect([ids[i], ids[j], m.sight[i * n + j], m.cover![i * n + j]]).toEqual([ids[i], ids[j], sight ? 1 : 0, cover === 'none' ? 0 : 1]);
          }
        }
      };
      check(s);
      if (!m.ids.length) return;
      const id = m.ids[which % m.ids.length]!;
      const k = where % (a.w * a.h);
      const at: [number, number] = [k % a.w, Math.floor(k / a.w)];
      const moved = tryLoad(scenarioOf(a, { id, at }));
      if (!moved) {
        expect(() => m.move(id, at)).toThrow();
        check(s);
        return;
      }
      m.move(id, at);
      check(moved);
    }), { numRuns: 120 });
  });
});
