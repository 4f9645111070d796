/**
 * Issue 13: a move to the place the model already stands is answered alike for a walker and a flyer: legal,
 * 0", the whole budget left, a path of the start alone, no events, and a reason that says it is already there
 * (a flyer used to get a flight of 0" horizontally, a walker "a straight walk").
 */
import { describe, expect, it } from 'vitest';
import { ask, loadScenarioObject } from '../../api.js';
import { moveSummary } from './summaries.js';

const s = loadScenarioObject({
  format: 'highground/1',
  ruleset: 'malifaux',
  map: { grid: 'table', size: [30, 30], pieces: [{ id: 'roof', kind: 'vantage', ht: 3, traits: ['vantage', 'climbable'], shape: { rect: [10, 10, 4, 4] } }] },
  figures: { F: { at: [5, 5], wk: 5, flight: true }, W: { at: [8, 5], wk: 5 }, R: { at: [12, 12], level: 3, wk: 5, flight: true }, G: { at: [20, 20], wk: 5, incorporeal: true } },
});
type V = { legal: boolean; cost: number; left: number; path: { at: number[]; step: string }[]; events: unknown[]; damage: number; reasons: { rule: string; text: string }[] };
const move = (figure: string, to: number[], budget?: number) => ask(s, { ask: 'move', figure, to, ...(budget !== undefined ? { budget } : {}) } as never) as unknown as V;

describe('mfx.model.flight: a flyer asked to fly to the space it stands on is already there, as a walker is', () => {
  const cases: [string, number[], string][] = [
    ['F', [5, 5], 'mfx.model.flight'],
    ['R', [12, 12, 3], 'mfx.model.flight'],
    ['G', [20, 20], 'mfx.model.incorporeal'],
    ['W', [8, 5], 'mfx.trait.impassable'],
  ];
  for (const [id, to, rule] of cases)
    it(`${rule}: ${id} to its own place (${to.join(', ')}) costs 0", leaves 5", moves nowhere and says so`, () => {
      const v = move(id, to);
      expect(v.legal).toBe(true);
      expect(v.cost).toBe(0);
      expect(v.left).toBe(5);
      expect(v.damage).toBe(0);
      expect(v.events).toEqual([]);
      expect(v.path.map((p) => p.step)).toEqual(['start']);
      expect(v.path[0]!.at).toEqual(to.slice(0, 2));
      expect(v.reasons).toHaveLength(1);
      expect(v.reasons[0]!.rule).toBe(rule);
      expect(v.reasons[0]!.text).toMatch(new RegExp(`^${id} already stands at \\(${to[0]}, ${to[1]}\\)${to[2] ? ' at Ht 3' : ''}: it is there without moving, 0"$`));
      expect(moveSummary({ figure: id, to }, v as never)).toBe(`${id} is already at (${to[0]}.0, ${to[1]}.0): 0" (5" left)`);
    });

  it('mfx.model.flight: the same answer with no movement at all (budget 0), and a hair away is a flight again', () => {
    const v = move('F', [5, 5], 0);
    expect(v.legal).toBe(true);
    expect(v.left).toBe(0);
    const near = move('F', [5, 5.5], 5);
    expect(near.cost).toBe(0.5);
    expect(near.path.map((p) => p.step)).toEqual(['start', 'fly']);
  });
});
