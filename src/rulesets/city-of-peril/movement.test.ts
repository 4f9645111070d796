import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { ask, loadScenarioObject } from '../../api.js';

/** A random 7x6 city: rooftop squares, a ladder or two, one walker on the ground, one on a rooftop. */
const city = fc.record({
  roofs: fc.uniqueArray(fc.tuple(fc.integer({ min: 1, max: 6 }), fc.integer({ min: 0, max: 5 })), { maxLength: 16, selector: ([x, y]) => x * 10 + y }),
  ladders: fc.uniqueArray(fc.tuple(fc.integer({ min: 1, max: 6 }), fc.integer({ min: 0, max: 5 })), { maxLength: 3, selector: ([x, y]) => x * 10 + y }),
  difficult: fc.uniqueArray(fc.tuple(fc.integer({ min: 1, max: 6 }), fc.integer({ min: 0, max: 5 })), { maxLength: 4, selector: ([x, y]) => x * 10 + y }),
  hp: fc.integer({ min: 5, max: 40 }),
  flying: fc.boolean(),
  budget: fc.integer({ min: 0, max: 7 }),
});

type City = { roofs: [number, number][]; ladders: [number, number][]; difficult: [number, number][]; hp: number; flying: boolean; budget: number };

function scenario(c: City) {
  const key = (x: number, y: number) => `${x},${y}`;
  const roof = new Set(c.roofs.map(([x, y]) => key(x, y)));
  const cells: Record<string, unknown>[] = [];
  for (const [x, y] of c.roofs) cells.push({ at: [x, y], terrain: c.difficult.some(([a, b]) => a === x && b === y) ? ['rooftop', 'difficult'] : 'rooftop' });
  for (const [x, y] of c.difficult) if (!roof.has(key(x, y))) cells.push({ at: [x, y], terrain: 'difficult' });
  for (const [x, y] of c.ladders) {
    if (roof.has(key(x, y)) || c.difficult.some(([a, b]) => a === x && b === y)) continue;
    const near = [-1, 0, 1].some((dx) => [-1, 0, 1].some((dy) => roof.has(key(x + dx, y + dy))));
    if (near) cells.push({ at: [x, y], ladder: true });
  }
  const figures: Record<string, unknown> = { W: { at: [0, 0], speed: 6, hp: c.hp, flying: c.flying } };
  if (c.roofs.length) figures.R = { at: c.roofs[0], speed: 6, hp: c.hp, side: 'other' };
  return loadScenarioObject({ format: 'highground/1', ruleset: 'city-of-peril', map: { grid: 'square', size: [7, 6], cells }, figures });
}

// A walk (or the step of a drop) is 1 straight, 1 or 2 diagonally (alternating), 2 straight into difficult terrain, 3 diagonally into it.
const STEP_COST: Record<string, number[]> = { walk: [1, 2, 3], drop: [1, 2, 3], 'ladder-up': [2], 'ladder-down': [2], bridge: [3] };

describe('movement properties (cop.base.move)', () => {
  it('a path costs the sum of its steps, each step costs what its kind costs, and the total never exceeds the budget', () => {
    fc.assert(fc.property(city, (c) => {
      const s = scenario(c);
      const reach = ask(s, { ask: 'reach', figure: 'W', budget: c.budget }) as unknown as { cells: { at: [number, number]; cost: number }[] };
      for (const cell of reach.cells) {
        const v = ask(s, { ask: 'move', figure: 'W', to: cell.at, budget: c.budget }) as unknown as {
          legal: boolean; cost: number; damage: number; path: { at: number[]; cost: number; step: string }[];
        };
        expect(v.legal).toBe(true);
        // the cheapest way, or a dearer one without a drop when that fits the budget (and then no damage)
        if (v.cost !== cell.cost) {
          expect(v.cost).toBeGreaterThan(cell.cost);
          expect(v.damage).toBe(0);
          const tight = ask(s, { ask: 'move', figure: 'W', to: cell.at, budget: cell.cost }) as unknown as { legal: boolean; cost: number };
          expect([tight.legal, tight.cost]).toEqual([true, cell.cost]);
        }
        expect(v.cost).toBeLessThanOrEqual(c.budget);
        let sum = 0;
        v.path.forEach((p, i) => {
          if (i === 0) return;
          const d = p.cost - v.path[i - 1]!.cost;
          expect(STEP_COST[p.step]).toContain(d);
          sum += d;
        });
        expect(sum).toBe(v.cost);
        expect(v.path[v.path.length - 1]!.cost).toBe(v.cost);
      }
    }), { numRuns: 60 });
  });

  it('reach grows with the budget: every place reachable with b squares is reachable with b + 1, at the same cost', () => {
    fc.assert(fc.property(city, (c) => {
      const s = scenario(c);
      const cells = (b: number) => new Map((ask(s, { ask: 'reach', figure: 'W', budget: b }) as unknown as { cells: { at: number[]; cost: number }[] }).cells.map((x) => [x.at.join(','), x.cost]));
      const small = cells(c.budget), big = cells(c.budget + 1);
      for (const [k, cost] of small) expect(big.get(k)).toBe(cost);
      expect(big.size).toBeGreaterThanOrEqual(small.size);
    }), { numRuns: 60 });
  });

  it('a creature on the ground that does not fly never ends on a rooftop without a ladder step (cop.move.ground-blocked)', () => {
    fc.assert(fc.property(city, (c) => {
      fc.pre(!c.flying);
      const s = scenario(c);
      const reach = ask(s, { ask: 'reach', figure: 'W', budget: c.budget }) as unknown as { cells: { at: [number, number] }[] };
      const roof = new Set(c.roofs.map(([x, y]) => `${x},${y}`));
      for (const cell of reach.cells) {
        if (!roof.has(cell.at.join(','))) continue;
        const v = ask(s, { ask: 'move', figure: 'W', to: cell.at, budget: c.budget }) as unknown as { path: { step: string }[] };
        expect(v.path.some((p) => p.step === 'ladder-up')).toBe(true);
      }
    }), { numRuns: 60 });
  });
});

describe('the 3.5 count (cop.base.move, diagonals option)', () => {
  const open = fc.record({ a: fc.tuple(fc.nat(8), fc.nat(8)), b: fc.tuple(fc.nat(8), fc.nat(8)), diagonals: fc.constantFrom('alternate', 'one') });
  it('cop.base.move: on open ground a move costs max + floor(min / 2) squares (alternate) or max (one), and distance agrees', () => {
    fc.assert(fc.property(open, ({ a, b, diagonals }) => {
      fc.pre(a[0] !== b[0] || a[1] !== b[1]);
      const s = loadScenarioObject({
        format: 'highground/1', ruleset: 'city-of-peril', options: { diagonals },
        map: { grid: 'square', size: [9, 9] }, figures: { W: { at: a, speed: 20 } },
      });
      const dx = Math.abs(a[0] - b[0]), dy = Math.abs(a[1] - b[1]);
      const want = diagonals === 'one' ? Math.max(dx, dy) : Math.max(dx, dy) + Math.floor(Math.min(dx, dy) / 2);
      const v = ask(s, { ask: 'move', figure: 'W', to: b }) as unknown as { legal: boolean; cost: number };
      expect(v.legal).toBe(true);
      expect(v.cost).toBe(want);
      const d = ask(s, { ask: 'distance', from: 'W', to: b }) as unknown as { squares: number };
      expect(d.squares).toBe(want);
    }), { numRuns: 60 });
  });
});

describe('a place with its level, as reach gives it (cop.base.move)', () => {
  const s = () => loadScenarioObject({
    format: 'highground/1', ruleset: 'city-of-peril',
    map: { grid: 'square', size: [6, 3], cells: [{ at: [3, 0], terrain: 'rooftop', level: 2 }, { at: [4, 0], terrain: 'rooftop', level: 2 }] },
    figures: { W: { at: [0, 0], speed: 8, flying: true } },
  });
  it('cop.base.move: move takes every reach cell as [x, y, level] and { at, level }, with the answer [x, y] gets', () => {
    const sc = s();
    const cells = (ask(sc, { ask: 'reach', figure: 'W' }) as unknown as { cells: { at: [number, number]; level: number; cost: number }[] }).cells;
    const roof = cells.find((c) => c.at[0] === 3 && c.at[1] === 0)!;
    expect(roof.level).toBe(2);
    for (const c of cells) {
      const plain = ask(sc, { ask: 'move', figure: 'W', to: [...c.at] });
      const told = ask(sc, { ask: 'move', figure: 'W', to: [...c.at, c.level] });
      // the same answer (its summary repeats the place as asked)
      const body = (v: object) => ({ ...v, summary: undefined });
      expect(body(told)).toEqual(body(plain));
      expect(told.legal).toBe(true);
      expect(told.cost).toBe(c.cost);
      expect(body(ask(sc, { ask: 'move', figure: 'W', to: { at: c.at, level: c.level } }))).toEqual(body(plain));
    }
  });
  it('cop.base.move: a level that is not the square\'s own is refused with bad-value naming the key', () => {
    const sc = s();
    for (const [to, key] of [[[3, 0, 0], 'to'], [[1, 1, 2], 'to']] as const) {
      let err: { code?: string; message: string; place?: { path?: unknown[] } } | undefined;
      try {
        ask(sc, { ask: 'move', figure: 'W', to: [...to] });
      } catch (e) {
        err = e as typeof err;
      }
      expect(err?.code).toBe('bad-value');
      expect(err?.place?.path).toContain(key);
      expect(err?.message).toMatch(/level/);
    }
    expect(() => ask(sc, { ask: 'fall', figure: 'W', to: [4, 0, 1] })).toThrow(/level 2, not 1/);
    expect(() => ask(sc, { ask: 'move', figure: 'W', to: [3, 0, 0.5] })).toThrow();
  });
});
