import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { ask, loadScenarioObject } from '../../api.js';

const arbMap = fc.record({
  w: fc.integer({ min: 2, max: 7 }),
  h: fc.integer({ min: 2, max: 7 }),
  seed: fc.array(fc.integer({ min: 0, max: 99 }), { minLength: 49, maxLength: 49 }),
  fx: fc.nat(), fy: fc.nat(),
  ability: fc.constantFrom('none', 'flight', 'leap-climb', 'phasing'),
});
type ArbMap = typeof arbMap extends fc.Arbitrary<infer T> ? T : never;

function session(m: ArbMap) {
  const fx = m.fx % m.w, fy = m.fy % m.h;
  const cells: Record<string, unknown>[][] = [];
  for (let y = 0; y < m.h; y++) {
    const row: Record<string, unknown>[] = [];
    for (let x = 0; x < m.w; x++) {
      const r = m.seed[y * 7 + x]!;
      const cell: Record<string, unknown> = { at: [x, y], level: r % 4 === 0 ? 2 : 1 };
      if (!(x === fx && y === fy)) {
        if (r > 90) cell.terrain = 'blocking';
        else if (r > 80) cell.terrain = 'hindering';
        else if (r > 75) cell.terrain = 'water';
      }
      if (r % 9 === 1) cell.walls = ['east'];
      row.push(cell);
    }
    cells.push(row);
  }
  // Stairways: a square and its east neighbour at another level, both clear, when the seed says so.
  let n = 0;
  for (let y = 0; y < m.h; y++) {
    for (let x = 0; x + 1 < m.w; x++) {
      const a = cells[y]![x]!, b = cells[y]![x + 1]!;
      if (m.seed[y * 7 + x]! % 5 === 2 && a.level !== b.level && !a.terrain && !b.terrain && !a.stairs && !b.stairs) {
        a.stairs = `s${n}`;
        b.stairs = `s${n++}`;
      }
    }
  }
  const fig: Record<string, unknown> = { at: [fx, fy], speed: 4 };
  if (m.ability !== 'none') fig[m.ability] = true;
  return loadScenarioObject({ format: 'highground/1', ruleset: 'heroclix', map: { grid: 'square', size: [m.w, m.h], cells: cells.flat() }, figures: { M: fig } });
}

type Reach = { cells: { at: [number, number]; cost: number }[] };
type Move = { legal: boolean; cost: number; path: [number, number][]; budget: number };

describe('heroclix movement (properties)', () => {
  it('a legal move costs the sum of its steps (1 each) and stays within the budget', () => {
    fc.assert(fc.property(arbMap, fc.integer({ min: 0, max: 8 }), (m, budget) => {
      const s = session(m);
      const r = ask(s, { ask: 'reach', figure: 'M', budget }) as unknown as Reach;
      for (const c of r.cells) {
        const v = ask(s, { ask: 'move', figure: 'M', to: c.at, budget }) as unknown as Move;
        expect(v.legal).toBe(true);
        expect(v.cost).toBe(c.cost);
        expect(v.cost).toBe(v.path.length - 1);
        expect(v.cost).toBeLessThanOrEqual(v.budget);
        for (let k = 1; k < v.path.length; k++) {
          const [ax, ay] = v.path[k - 1]!, [bx, by] = v.path[k]!;
          expect(Math.max(Math.abs(ax - bx), Math.abs(ay - by))).toBe(1);
        }
      }
    }), { numRuns: 150 });
  });

  it('reach grows with the budget', () => {
    fc.assert(fc.property(arbMap, fc.integer({ min: 0, max: 7 }), (m, budget) => {
      const s = session(m);
      const small = ask(s, { ask: 'reach', figure: 'M', budget }) as unknown as Reach;
      const big = ask(s, { ask: 'reach', figure: 'M', budget: budget + 1 }) as unknown as Reach;
      const bigCost = new Map(big.cells.map((c) => [c.at.join(','), c.cost]));
      for (const c of small.cells) expect(bigCost.get(c.at.join(','))).toBe(c.cost);
      expect(big.cells.length).toBeGreaterThanOrEqual(small.cells.length);
    }), { numRuns: 150 });
  });

  it('a character without abilities changes level only through stairs', () => {
    fc.assert(fc.property(arbMap, (m) => {
      const s = session({ ...m, ability: 'none' });
      const ctx = s.ctx as { board: { level: Int32Array; stairsLinks: readonly (readonly number[])[]; width: number } };
      const b = ctx.board;
      const r = ask(s, { ask: 'reach', figure: 'M', budget: 8 }) as unknown as Reach;
      for (const c of r.cells) {
        const v = ask(s, { ask: 'move', figure: 'M', to: c.at, budget: 8 }) as unknown as Move;
        for (let k = 1; k < v.path.length; k++) {
          const i = v.path[k - 1]![1] * b.width + v.path[k - 1]![0], j = v.path[k]![1] * b.width + v.path[k]![0];
          if (b.level[i] !== b.level[j]) expect(b.stairsLinks[i]).toContain(j);
        }
      }
    }), { numRuns: 150 });
  });
});

describe('heroclix movement (cases)', () => {
  it('halving rounds down with the option', () => {
    const s = loadScenarioObject({
      format: 'highground/1', ruleset: 'heroclix', options: { halving: 'down' },
      map: { grid: 'square', size: [6, 1], cells: [{ at: [0, 0], terrain: 'water' }] },
      figures: { M: { at: [0, 0], speed: 5 } },
    });
    expect((ask(s, { ask: 'reach', figure: 'M' }) as unknown as { budget: number }).budget).toBe(2);
  });

  it('hcx.stairs.clear - a hindering stair passed by a mover coming from hindering terrain says so, not that the mover ignores it', () => {
    const s = loadScenarioObject({
      format: 'highground/1', ruleset: 'heroclix',
      map: {
        grid: 'square', size: [3, 3],
        cells: [
          { at: [0, 0], level: 2, terrain: 'hindering' }, { at: [1, 0], level: 2 }, { at: [2, 0], level: 2 },
          { at: [0, 1], level: 2 }, { at: [1, 1], level: 2, stairs: 't', terrain: 'hindering' }, { at: [2, 1], level: 2 },
          { at: [1, 2], stairs: 't' },
        ],
      },
      figures: { HS: { at: [0, 0], speed: 7 } },
    });
    const v = ask(s, { ask: 'move', figure: 'HS', to: [1, 2] }) as unknown as { legal: boolean; cost: number; reasons: { rule: string; text: string }[] };
    expect(v.legal).toBe(true);
    expect(v.cost).toBe(2);
    const stair = v.reasons.find((r) => r.rule === 'hcx.stairs.clear' && r.text.includes('[1, 1]'));
    expect(stair?.text).toContain('coming from hindering terrain');
    expect(stair?.text).not.toContain('ignores it');
  });
});
