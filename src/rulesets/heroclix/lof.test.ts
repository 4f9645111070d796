import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { ask, loadScenarioObject, type Session } from '../../api.js';
import type { Verdict } from '../../engine/verdict.js';

/** A random map: levels 1-3, some blocking / hindering squares, some walls, and figures. */
const arbMap = fc.record({
  w: fc.integer({ min: 2, max: 7 }),
  h: fc.integer({ min: 2, max: 7 }),
  seed: fc.array(fc.integer({ min: 0, max: 99 }), { minLength: 49, maxLength: 49 }),
  walls: fc.array(fc.integer({ min: 0, max: 99 }), { minLength: 49, maxLength: 49 }),
  levels: fc.boolean(),
  hindering: fc.boolean(),
  touch: fc.constantFrom('clear', 'blocked'),
});
type ArbMap = typeof arbMap extends fc.Arbitrary<infer T> ? T : never;

function session(m: ArbMap, figs: Record<string, unknown> = {}) {
  const cells: Record<string, unknown>[] = [];
  for (let y = 0; y < m.h; y++) {
    for (let x = 0; x < m.w; x++) {
      const k = y * 7 + x;
      const r = m.seed[k]!;
      const cell: Record<string, unknown> = { at: [x, y] };
      if (m.levels) cell.level = 1 + (r % 3 === 0 ? 1 : 0) + (r % 7 === 0 ? 1 : 0);
      if (r > 85) cell.terrain = 'blocking';
      else if (m.hindering && r > 70) cell.terrain = 'hindering';
      const wr = m.walls[k]!;
      if (wr > 88) cell.walls = wr % 2 ? ['east'] : ['south'];
      cells.push(cell);
    }
  }
  return loadScenarioObject({
    format: 'highground/1', ruleset: 'heroclix', options: { lofTouch: m.touch },
    map: { grid: 'square', size: [m.w, m.h], cells },
    figures: figs,
  });
}

const sight = (s: Session, from: unknown, to: unknown) => ask(s, { ask: 'sight', from, to }) as Verdict & { sight: boolean; hindered: boolean };

describe('heroclix line of fire (properties)', () => {
  it('is symmetric in whether it is blocked, between any two squares at any levels (no abilities)', () => {
    fc.assert(fc.property(arbMap, fc.nat(), fc.nat(), fc.nat(), fc.nat(), (m, a, b, c, d) => {
      const s = session(m);
      const p = [a % m.w, b % m.h], q = [c % m.w, d % m.h];
      expect(sight(s, p, q).sight).toBe(sight(s, q, p).sight);
    }), { numRuns: 300 });
  });

  it('is symmetric in whether it is hindered when neither end square is hindering', () => {
    fc.assert(fc.property(arbMap, fc.nat(), fc.nat(), fc.nat(), fc.nat(), (m, a, b, c, d) => {
      const s = session({ ...m, hindering: true });
      const p = [a % m.w, b % m.h], q = [c % m.w, d % m.h];
      const t = (s.ctx as { board: { terrain: Uint8Array; width: number } }).board;
      fc.pre(!(t.terrain[p[1]! * t.width + p[0]!]! & 2) && !(t.terrain[q[1]! * t.width + q[0]!]! & 2));
      expect(sight(s, p, q).hindered).toBe(sight(s, q, p).hindered);
    }), { numRuns: 300 });
  });

  it('on one level with nothing between, every line is clear', () => {
    fc.assert(fc.property(fc.integer({ min: 1, max: 9 }), fc.integer({ min: 1, max: 9 }), fc.nat(), fc.nat(), fc.nat(), fc.nat(), (w, h, a, b, c, d) => {
      const s = loadScenarioObject({ format: 'highground/1', ruleset: 'heroclix', map: { grid: 'square', size: [w, h] } });
      const v = sight(s, [a % w, b % h], [c % w, d % h]);
      expect(v.sight && !v.hindered).toBe(true);
    }));
  });

  it('a lofTouch "blocked" line is never clearer than a lofTouch "clear" one', () => {
    fc.assert(fc.property(arbMap, fc.nat(), fc.nat(), fc.nat(), fc.nat(), (m, a, b, c, d) => {
      const p = [a % m.w, b % m.h], q = [c % m.w, d % m.h];
      const loose = sight(session({ ...m, touch: 'clear' }), p, q);
      const strict = sight(session({ ...m, touch: 'blocked' }), p, q);
      if (strict.sight) expect(loose.sight).toBe(true);
    }), { numRuns: 200 });
  });
});

describe('heroclix line of fire (where the rules make it asymmetric)', () => {
  const base = { format: 'highground/1', ruleset: 'heroclix' } as const;
  it('hindering terrain only in the target\'s square hinders one way only', () => {
    const s = loadScenarioObject({ ...base, map: { grid: 'square', size: [5, 1], cells: [{ at: [4, 0], terrain: 'hindering' }] } });
    expect(sight(s, [0, 0], [4, 0]).hindered).toBe(true);
    expect(sight(s, [4, 0], [0, 0]).hindered).toBe(false);
  });
  it('Great Size (current): a giant in hindering terrain is hindered as a target, not as an attacker', () => {
    const s = loadScenarioObject({
      ...base, map: { grid: 'square', size: [5, 1], cells: [{ at: [0, 0], terrain: 'hindering' }, { at: [2, 0], terrain: 'hindering' }] },
      figures: { G: { at: [0, 0], size: 'giant' }, S: { at: [4, 0] } },
    });
    expect(sight(s, 'G', 'S').hindered).toBe(false);
    expect(sight(s, 'S', 'G').hindered).toBe(true);
  });
  it('Improved Targeting belongs to the attacker', () => {
    const s = loadScenarioObject({
      ...base, map: { grid: 'square', size: [5, 1], cells: [{ at: [2, 0], level: 2 }] },
      figures: { A: { at: [0, 0], 'improved-targeting': ['elevated'] }, B: { at: [4, 0] } },
    });
    expect(sight(s, 'A', 'B').sight).toBe(true);
    expect(sight(s, 'B', 'A').sight).toBe(false);
  });
});

describe('heroclix line of fire (cases)', () => {
  it('reports the squares the line passes through as evidence', () => {
    const s = loadScenarioObject({ format: 'highground/1', ruleset: 'heroclix', map: { grid: 'square', size: [4, 4] } });
    const v = sight(s, [0, 0], [3, 3]);
    expect(v.evidence?.cells?.map((c) => c.at)).toEqual([[0, 0], [1, 1], [2, 2], [3, 3]]);
    expect(v.evidence?.lines?.[0]).toMatchObject({ from: [0.5, 0.5], to: [3.5, 3.5], clear: true });
  });
});

describe('heroclix Improved Targeting', () => {
  const row = (cells: Record<string, unknown>[], it: string[], more: Record<string, unknown> = {}) => loadScenarioObject({
    format: 'highground/1', ruleset: 'heroclix',
    map: { grid: 'square', size: [5, 1], cells },
    figures: { A: { at: [0, 0], 'improved-targeting': it }, B: { at: [4, 0] }, ...more },
  });
  it('hindering: ignores hindering terrain', () => {
    const cells = [{ at: [2, 0], terrain: 'hindering' }];
    expect(sight(row(cells, []), 'A', 'B').hindered).toBe(true);
    expect(sight(row(cells, ['hindering']), 'A', 'B')).toMatchObject({ sight: true, hindered: false });
  });
  it('blocking: ignores blocking terrain and walls', () => {
    const cells = [{ at: [1, 0], terrain: 'blocking' }, { at: [2, 0], walls: ['east'] }];
    expect(sight(row(cells, []), 'A', 'B').sight).toBe(false);
    expect(sight(row(cells, ['blocking']), 'A', 'B').sight).toBe(true);
  });
  it('characters: ignores characters between', () => {
    const x = { X: { at: [2, 0] } };
    expect(sight(row([], [], x), 'A', 'B').sight).toBe(false);
    expect(sight(row([], ['characters'], x), 'A', 'B').sight).toBe(true);
  });
});
