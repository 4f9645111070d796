/**
 * Reach reports falls (hs.fall) as move does: on a real map (../shared/maps, read in place), every place a
 * walker's reach (Height 3, move 8) lists has the cost and the falls the move question gives for it, under both values of
 * option avoidFalls; a place whose way does not fall has no `falls`.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ask, loadScenarioObject } from '../../api.js';
import { scenarioFromFile } from '../../formats/heroscape/files.js';
import type { Ctx } from './context.js';

const MAPS = join(import.meta.dirname, '..', '..', '..', '..', 'shared', 'maps', 'heroscape');

type Ev = { kind: string; at: [number, number]; level: number; fall?: { fall: string; dice: number; safe?: string } };
type Cell = { at: [number, number]; level: number; cost: number; falls?: Ev[]; cheaperWithFall?: { cost: number; falls: Ev[] } };

function open(avoidFalls: 'equal-cost' | 'within-budget', at?: [number, number]) {
  const file = join(MAPS, 'virtualscape', 'vs_Table_des_geants.hsc');
  const { scenario } = scenarioFromFile(file, readFileSync(file));
  const figures = at ? { w: { at, height: 3, move: 8 } } : {};
  return loadScenarioObject({ ...scenario, options: { ...(scenario.options ?? {}), avoidFalls }, figures }, file);
}

/** The highest top space of the map that is plain land: the walker starts there, so its ways go down. */
function highest(): [number, number] {
  const ctx = open('equal-cost').ctx as Ctx;
  const land = ctx.spaces.filter((s) => s.next === Infinity && s.obstacle === 0 && s.glyph === undefined && !s.terrain.some((t) => ['water', 'lava', 'ice', 'swamp-water'].includes(t)));
  const top = land.reduce((a, b) => (b.level > a.level ? b : a));
  return [top.x, top.y];
}

describe('hs.fall: reach lists the falls of the way to each place, as move gives them', () => {
  const start = highest();
  for (const mode of ['equal-cost', 'within-budget'] as const) {
    it(`option avoidFalls ${mode}: every reach cell's cost, falls and cheaper falling way are the move's`, () => {
      const s = open(mode, start);
      const cells = ask(s, { ask: 'reach', figure: 'w' }).cells as Cell[];
      const falling = cells.filter((c) => c.falls?.some((e) => !e.fall!.safe));
      // the walker (Height 3) starts on the highest land: some of its ways fall, some do not
      expect(falling.length).toBeGreaterThan(0);
      expect(falling.length).toBeLessThan(cells.length);
      // under within-budget some places are reached by a dearer way round a fall; never under equal-cost
      expect(cells.some((c) => c.cheaperWithFall)).toBe(mode === 'within-budget');
      for (const c of cells) {
        const m = ask(s, { ask: 'move', figure: 'w', to: [c.at[0], c.at[1], c.level] }) as unknown as { legal: boolean; cost: number; events: Ev[]; cheaperWithFall?: { cost: number; falls: Ev[] } };
        expect(m.legal).toBe(true);
        expect(m.cost).toBe(c.cost);
        const fallsOf = (es: Ev[] | undefined) => (es ?? []).filter((e) => e.kind === 'fall').map((e) => [e.at, e.level, e.fall!.fall, e.fall!.dice, e.fall!.safe ?? null]);
        expect(fallsOf(c.falls)).toEqual(fallsOf(m.events));
        expect(c.falls === undefined || c.falls.length > 0).toBe(true);
        expect(c.cheaperWithFall?.cost).toBe(m.cheaperWithFall?.cost);
        if (mode === 'equal-cost') expect(c.cheaperWithFall).toBeUndefined();
        else if (c.cheaperWithFall) {
          // the way taken has no damaging fall; the cheaper way named beside it has one
          expect(c.falls?.some((e) => !e.fall!.safe) ?? false).toBe(false);
          expect(c.cheaperWithFall.cost).toBeLessThan(c.cost);
          expect(c.cheaperWithFall.falls.some((e) => !e.fall!.safe)).toBe(true);
        }
      }
    });
  }
});
