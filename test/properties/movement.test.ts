/**
 * Movement across rulesets: a path's cost is the sum of its steps and never more than the budget; the
 * cheapest move to a place on the path costs no more than the path spent getting there; reach grows
 * with the budget, each place keeping its cost; reach and move agree on what a place costs.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ask, type Session } from '../../src/index.js';
import { anyMap, load } from './maps.js';

interface Step { at: readonly number[]; level?: number; cost: number; step?: string }
interface Cell { at: readonly number[]; level?: number; cost: number }

const budgetOf = (s: Session) => (s.ruleset.id === 'malifaux' ? fc.integer({ min: 0, max: 12 }) : fc.integer({ min: 0, max: 10 }));
const close = (a: number, b: number) => Math.abs(a - b) <= 1e-9 * Math.max(1, Math.abs(a), Math.abs(b));
const key = (c: Cell) => `${c.at.join(',')}@${c.level ?? ''}`;
/** A place argument for a path step or reach cell: [x, y] with the level where it has one. */
const placeArg = (c: Cell) => (c.level === undefined ? [...c.at] : [...c.at, c.level]);

describe('movement', () => {
  it('a legal path starts at 0, never spends less than before, ends at its cost, within the budget', () => {
    fc.assert(fc.property(anyMap(), fc.nat(), fc.integer({ min: 0, max: 12 }), (g, pick, budget) => {
      const s = load(g);
      fc.pre(s !== undefined);
      const to = ask(s!, { ask: 'reach', figure: 'A', budget });
      const cells = to.cells as Cell[];
      fc.pre(cells.length > 0);
      const target = cells[pick % cells.length]!;
      const v = ask(s!, { ask: 'move', figure: 'A', to: placeArg(target), budget });
      if (!v.legal) return;
      const path = (v.evidence?.path ?? []) as Step[];
      expect(path.length).toBeGreaterThan(0);
      expect(path[0]!.cost).toBe(0);
      for (let i = 1; i < path.length; i++) expect(path[i]!.cost).toBeGreaterThanOrEqual(path[i - 1]!.cost);
      const steps = path.slice(1).reduce((sum, p, i) => sum + (p.cost - path[i]!.cost), 0);
      expect(close(steps, v.cost as number)).toBe(true);
      expect(close(path.at(-1)!.cost, v.cost as number)).toBe(true);
      expect(v.cost as number).toBeLessThanOrEqual(budget + 1e-9);
    }), { numRuns: 150 });
  });

  it('reach grows with the budget and a place keeps its cost', () => {
    fc.assert(fc.property(anyMap(), fc.integer({ min: 0, max: 8 }), fc.integer({ min: 1, max: 6 }), (g, b, more) => {
      const s = load(g);
      fc.pre(s !== undefined);
      const small = ask(s!, { ask: 'reach', figure: 'A', budget: b }).cells as Cell[];
      const big = new Map((ask(s!, { ask: 'reach', figure: 'A', budget: b + more }).cells as Cell[]).map((c) => [key(c), c.cost]));
      for (const c of small) {
        expect(c.cost).toBeLessThanOrEqual(b + 1e-9);
        expect(big.has(key(c)), `${key(c)} within ${b} but not within ${b + more}`).toBe(true);
        expect(close(big.get(key(c))!, c.cost)).toBe(true);
      }
    }), { numRuns: 120 });
  });

  it('move agrees with reach on what a place costs', () => {
    fc.assert(fc.property(anyMap(), fc.integer({ min: 1, max: 8 }), fc.nat(), (g, budget, pick) => {
      const s = load(g);
      fc.pre(s !== undefined);
      const cells = ask(s!, { ask: 'reach', figure: 'A', budget }).cells as Cell[];
      const moved = cells.filter((c) => c.cost > 0);
      fc.pre(moved.length > 0);
      const c = moved[pick % moved.length]!;
      const v = ask(s!, { ask: 'move', figure: 'A', to: placeArg(c), budget });
      expect(v.legal, `reach says ${key(c)} costs ${c.cost}; move says ${JSON.stringify(v.reasons)}`).toBe(true);
      expect(close(v.cost as number, c.cost)).toBe(true);
    }), { numRuns: 120 });
  });
});
