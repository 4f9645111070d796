/** Movement properties (fast-check) and unit cases: step costs add up, budgets hold, reach grows. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ask, loadScenarioObject } from '../../api.js';
import type { Ctx } from './context.js';
import { Mover, pos } from './move.js';

interface PathStep { at: [number, number]; level: number; cost: number; step: string }

function scenario(levels: number[][], obstacles: boolean[][], height: number, extra: Record<string, unknown> = {}) {
  const legend: Record<string, unknown> = {};
  const rows = levels.map((row, y) => row.map((l, x) => {
    const tok = `${obstacles[y]![x] ? 'T' : 'g'}${l}`;
    legend[tok] = obstacles[y]![x] ? { level: l, terrain: 'tree', obstacle: 9 } : { level: l, terrain: 'grass' };
    return tok;
  }).join(' ')).join('\n');
  return loadScenarioObject({
    format: 'highground/1', ruleset: 'c3g-buildings',
    map: { grid: 'hex', rows, legend },
    figures: { f: { at: [0, 0], height, side: 'red', ...extra } },
  });
}

const grid = fc.integer({ min: 2, max: 5 }).chain((w) => fc.integer({ min: 2, max: 5 }).chain((h) => fc.tuple(
  fc.array(fc.array(fc.integer({ min: 0, max: 4 }), { minLength: w, maxLength: w }), { minLength: h, maxLength: h }),
  fc.array(fc.array(fc.boolean(), { minLength: w, maxLength: w }), { minLength: h, maxLength: h }),
)));

describe('c3g-buildings movement properties', () => {
  it('hs.move.climb: a path costs the sum of its steps (1 + levels up), never more than the budget', () => {
    fc.assert(fc.property(grid, fc.integer({ min: 1, max: 5 }), fc.integer({ min: 0, max: 8 }), ([levels, obstacles], height, budget) => {
      obstacles[0]![0] = false;
      const s = scenario(levels, obstacles, height);
      const reach = ask(s, { ask: 'reach', figure: 'f', budget }) as unknown as { cells: { at: [number, number]; level: number; cost: number }[] };
      for (const c of reach.cells) {
        expect(c.cost).toBeLessThanOrEqual(budget);
        const m = ask(s, { ask: 'move', figure: 'f', to: [...c.at, c.level], budget }) as unknown as { legal: boolean; cost: number; path: PathStep[] };
        expect(m.legal).toBe(true);
        expect(m.cost).toBe(c.cost);
        let sum = 0;
        for (let i = 1; i < m.path.length; i++) {
          const rise = m.path[i]!.level - m.path[i - 1]!.level;
          expect(rise).toBeLessThan(height);
          sum += 1 + Math.max(0, rise);
          expect(m.path[i]!.cost).toBe(sum);
        }
        expect(sum).toBe(m.cost);
      }
    }), { numRuns: 60 });
  });

  it('reach grows with the budget', () => {
    fc.assert(fc.property(grid, fc.integer({ min: 1, max: 5 }), fc.integer({ min: 0, max: 6 }), fc.integer({ min: 0, max: 4 }), ([levels, obstacles], height, b, more) => {
      obstacles[0]![0] = false;
      const s = scenario(levels, obstacles, height);
      const key = (c: { at: number[]; level: number }) => `${c.at.join(',')}@${c.level}`;
      const small = (ask(s, { ask: 'reach', figure: 'f', budget: b }) as unknown as { cells: { at: number[]; level: number; cost: number }[] }).cells;
      const big = new Map((ask(s, { ask: 'reach', figure: 'f', budget: b + more }) as unknown as { cells: { at: number[]; level: number; cost: number }[] }).cells.map((c) => [key(c), c.cost]));
      for (const c of small) expect(big.get(key(c))).toBe(c.cost);
    }), { numRuns: 60 });
  });

  it('hs.base.water: a walking path never goes on from a water space it moved onto; a flyer\'s may', () => {
    const wet = fc.integer({ min: 2, max: 5 }).chain((w) => fc.integer({ min: 2, max: 5 }).chain((h) => fc.tuple(
      fc.array(fc.array(fc.integer({ min: 0, max: 2 }), { minLength: w, maxLength: w }), { minLength: h, maxLength: h }),
      fc.array(fc.array(fc.boolean(), { minLength: w, maxLength: w }), { minLength: h, maxLength: h }),
    )));
    fc.assert(fc.property(wet, fc.boolean(), fc.integer({ min: 1, max: 6 }), ([levels, water], flying, budget) => {
      const legend: Record<string, unknown> = {};
      const rows = levels.map((row, y) => row.map((l, x) => {
        const tok = `${water[y]![x] ? 'w' : 'g'}${l}`;
        legend[tok] = { level: l, terrain: water[y]![x] ? 'water' : 'grass' };
        return tok;
      }).join(' ')).join('\n');
      const s = loadScenarioObject({
        format: 'highground/1', ruleset: 'c3g-buildings', map: { grid: 'hex', rows, legend },
        figures: { f: { at: [0, 0], height: 4, side: 'red', flying } },
      });
      const reach = ask(s, { ask: 'reach', figure: 'f', budget }) as unknown as { cells: { at: [number, number]; level: number }[] };
      let crossed = false;
      for (const c of reach.cells) {
        const m = ask(s, { ask: 'move', figure: 'f', to: [...c.at, c.level], budget }) as unknown as { legal: boolean; path: PathStep[] };
        expect(m.legal).toBe(true);
        for (let i = 1; i < m.path.length - 1; i++) {
          const [x, y] = m.path[i]!.at;
          if (water[y]![x]) crossed = true;
        }
      }
      if (!flying) expect(crossed).toBe(false);
    }), { numRuns: 60 });
  });

  it('hs.base.double-space: a double-space figure always ends with both ends on one level', () => {
    fc.assert(fc.property(grid, fc.integer({ min: 0, max: 6 }), ([levels, obstacles], budget) => {
      obstacles[0]![0] = false;
      obstacles[0]![1] = false;
      levels[0]![1] = levels[0]![0]!;
      const s = scenario(levels, obstacles, 5, { at: [1, 0], spaces: 2, facing: 0 });
      const reach = ask(s, { ask: 'reach', figure: 'f', budget }) as unknown as { cells: { at: [number, number]; level: number }[] };
      for (const c of reach.cells) {
        const m = ask(s, { ask: 'move', figure: 'f', to: [...c.at, c.level], budget }) as unknown as { legal: boolean; path: (PathStep & { backLevel: number })[] };
        expect(m.legal).toBe(true);
        const end = m.path[m.path.length - 1]!;
        expect(end.backLevel).toBe(end.level);
      }
    }), { numRuns: 60 });
  });

  it('a flyer pays 1 per space whatever the levels, and takes leaving-engagement attacks only at the start', () => {
    const s = loadScenarioObject({
      format: 'highground/1', ruleset: 'c3g-buildings',
      map: { grid: 'hex', rows: 'a b a a\n a a a a', legend: { a: { level: 1 }, b: { level: 12 } } },
      figures: { bird: { at: [0, 0], side: 'red', height: 4, flying: true }, orc: { at: [0, 1], side: 'blue', height: 5 } },
    });
    const v = ask(s, { ask: 'move', figure: 'bird', to: [3, 0] }) as unknown as { legal: boolean; cost: number; events: { kind: string; by: string[]; rule: string }[] };
    expect(v.legal).toBe(true);
    expect(v.cost).toBe(3);
    expect(v.events).toEqual([expect.objectContaining({ kind: 'leaving-engagement', by: ['orc'], rule: 'hs.leave' })]);
  });

  it('a double-space figure moves with its back following its front', () => {
    const s = loadScenarioObject({
      format: 'highground/1', ruleset: 'c3g-buildings',
      map: { grid: 'hex', rows: 'a a a a a\n a a a a a', legend: { a: { level: 1 } } },
      figures: { horse: { at: [1, 0], side: 'red', height: 5, spaces: 2, facing: 0 } },
    });
    const v = ask(s, { ask: 'move', figure: 'horse', to: [3, 0], facing: 0 }) as unknown as { legal: boolean; cost: number };
    expect(v).toMatchObject({ legal: true, cost: 2 });
    // Turned round: the back leads west, and the front follows into [0, 0]'s neighbour.
    const back = ask(s, { ask: 'move', figure: 'horse', to: [0, 0], facing: 3 }) as unknown as { legal: boolean; cost: number };
    expect(back.legal).toBe(true);
  });
});

describe('a move or flight onto another figure, in words', () => {
  it('hs.base.figures: the refusal reads as one sentence after "cannot move to" (not "[1, 0] level 1 is occupied by B: no figure…")', async () => {
    const s = loadScenarioObject({
      format: 'highground/1', ruleset: 'heroscape',
      map: { grid: 'hex', rows: 'g g g\ng g g', legend: { g: { level: 1, terrain: 'grass' } } },
      figures: { A: { at: [0, 0], move: 5, height: 5, side: 'red' }, B: { at: [2, 0], move: 5, height: 5, side: 'blue' } },
    });
    for (const kind of ['move', 'fly'] as const) {
      const q = { ask: kind, figure: 'A', to: 'B' };
      const v = ask(s, q) as unknown as { legal: boolean; summary: string; reasons: { rule: string; text: string }[] };
      expect(v.legal).toBe(false);
      expect(v.reasons.some((r) => r.rule === 'hs.base.figures')).toBe(true);
      expect(v.summary).toBe(`A cannot ${kind} to B: B already stands on [2, 0] (level 1), and a figure cannot end its move on another figure`);
    }
  });
});

describe('a double-space flyer beside a two-floor building it may not enter', () => {
  // Grass at level 1; a house on x 2-4, rows 1-2 with floors at levels 1 and 6 (single-space figures only).
  const H = { stack: [{ level: 1, terrain: 'floor', structure: 'house', floor: 1 }, { level: 6, terrain: 'floor', structure: 'house', floor: 2 }] };
  const s = loadScenarioObject({
    format: 'highground/1', ruleset: 'c3g-buildings',
    map: { grid: 'hex', structures: { house: { kind: 'interior', height: 10 } }, rows: 'g g g g g g g\n g g H H H g g\ng g H H H g g\n g g g g g g g', legend: { g: { level: 1, terrain: 'grass' }, H } },
    figures: { dragon: { at: [1, 1], side: 'red', height: 9, move: 6, spaces: 2, facing: 0, flying: true } },
  });
  it('c3g.interior.entry: reach lists no space of the house, and every space it lists is a legal move for that cost', () => {
    const r = ask(s, { ask: 'reach', figure: 'dragon' }) as unknown as { cells: { at: [number, number]; level: number; cost: number }[] };
    expect(r.cells.length).toBeGreaterThan(10);
    expect(r.cells.filter((c) => c.at[0] >= 2 && c.at[0] <= 4 && (c.at[1] === 1 || c.at[1] === 2))).toEqual([]);
    for (const c of r.cells) {
      const m = ask(s, { ask: 'move', figure: 'dragon', to: [...c.at, c.level] }) as unknown as { legal: boolean; cost: number };
      expect([c.at, m.legal, m.cost]).toEqual([c.at, true, c.cost]);
    }
  });

  it('c3g.interior.entry: the end check refuses any state with its front on the floor inside the house, naming the entry rule before the roof (the final guard, whatever search reached it)', () => {
    const ctx = (s as unknown as { ctx: Ctx }).ctx;
    const m = new Mover(ctx, ctx.byId.get('dragon')!);
    const front = ctx.spaces.find((x) => x.x === 3 && x.y === 1 && x.level === 1)!;
    const states = [0, 1, 2, 3, 4, 5].map((d) => pos(front.id, d)).filter((g) => m.spacesOf(g).length === 2);
    expect(states.length).toBeGreaterThan(0);
    for (const g of states) expect(m.endCheck(g)).toMatchObject({ rule: 'c3g.interior.entry', text: expect.stringMatching(/house admits figures of 1 space; dragon has 2/) });
  });
});

describe('a double-space figure on stacked places: both ends are exact spaces', () => {
  // Two rows of two-floor places (levels 1 and 6) and a third floor at 11 on x 2: up to three surfaces a place.
  const two = { stack: [{ level: 1, terrain: 'grass' }, { level: 6, terrain: 'rock' }] };
  const three = { stack: [{ level: 1, terrain: 'grass' }, { level: 6, terrain: 'rock' }, { level: 11, terrain: 'rock' }] };
  const s = loadScenarioObject({
    format: 'highground/1', ruleset: 'heroscape',
    map: { grid: 'hex', rows: 'a a b a\n a a a a', legend: { a: two, b: three } },
    figures: { horse: { at: [1, 0], level: 6, side: 'red', height: 5, spaces: 2, facing: 0 } },
  });
  const ctx = (s as unknown as { ctx: Ctx }).ctx;
  const m = new Mover(ctx, ctx.byId.get('horse')!);

  it('hs.base.double-space: every pair of neighbouring spaces, any floors, is its own state and reads back as those two spaces', () => {
    const seen = new Set<number>();
    for (const a of ctx.spaces) {
      for (const { t: b } of m.neighbours(a)) {
        const st = m.pair(a, b);
        expect(m.spacesOf(st)).toEqual([a, b]);
        expect(seen.has(st)).toBe(false);
        seen.add(st);
        expect(st).toBeLessThan(m.stateCount);
      }
    }
    expect(m.slots).toBe(3);
    expect(m.spacesOf(m.startState()).map((x) => x.level)).toEqual([6, 6]);
  });

  it('hs.base.double-space: the goals for a front list every floor behind it, the same level first', () => {
    const front = ctx.spaces.find((x) => x.x === 3 && x.y === 0 && x.level === 6)!;
    expect(m.allAt(front, 0).map((g) => m.spacesOf(g)[1]!.level)).toEqual([6, 1, 11]);
  });
});
