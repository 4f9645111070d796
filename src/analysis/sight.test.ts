/**
 * The analysis's fast sight (one batch viewshed per bare place, the heroscape / c3g-buildings `viewshedAt`
 * hook) answers exactly what one `sight` question per pair of places answers: on building maps (walls,
 * floors, windows, places inside) and on a real Heroscape map.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ask, loadScenario, loadScenarioObject, type Session } from '../api.js';
import { viewshed, viewshedAtHeight } from '../batch.js';
import { importMapFile } from '../formats/heroscape/files.js';
import type { Scenario } from '../formats/scenario/schema.js';
import { standingPlaces } from './places.js';
import { profileFor } from './profile.js';
import { bareScenario, sightMatrix } from './sight.js';

const root = join(__dirname, '..', '..');

/** Compare on every `every`-th standing place (the question loop on a whole real map takes long). */
function bothWays(scenario: Scenario, every = 1, height?: number): void {
  const bare = bareScenario(scenario);
  const standing = standingPlaces(loadScenarioObject(bare).board!).filter((_, i) => i % every === 0);
  const fast = profileFor(scenario.ruleset, { height });
  expect(fast.sight).toBe('viewshedAt');
  const a = sightMatrix(bare, standing, fast);
  const b = sightMatrix(bare, standing, { ...fast, sight: 'questions' });
  expect(a.method).toBe('viewshedAt');
  expect(a.places).toEqual(b.places);
  expect(a.n).toBeGreaterThan(1);
  expect([...a.seen], `${scenario.ruleset}: ${scenario.title ?? ''}`).toEqual([...b.seen]);
}

/** Levels of the random hilly maps' seven grass kinds; kind 7 is a level-2 outcrop (an obstacle). */
const HILLS = [1, 2, 6, 7, 1, 3, 11];

/** A w x h heroscape hex map whose place (x, y) is of kind cells[(y * w + x) % 49]: its rows text and its session. */
function hillyMap(w: number, h: number, cells: readonly number[]): { rows: string; s: Session } {
  const rows = Array.from({ length: h }, (_, y) => `${y % 2 ? ' ' : ''}${Array.from({ length: w }, (_, x) => String(cells[(y * w + x) % 49])).join(' ')}`).join('\n');
  const legend: Record<string, unknown> = {};
  for (let k = 0; k < 7; k++) legend[String(k)] = { level: HILLS[k], terrain: 'grass' };
  legend['7'] = { level: 2, terrain: 'outcrop', obstacle: 3 };
  return { rows, s: loadScenarioObject({ format: 'highground/1', ruleset: 'heroscape', map: { grid: 'hex', rows: `${rows}\n`, legend } } as never) };
}

describe('analysis sight by viewshedAt', () => {
  for (const path of [
    'test/scenarios/c3g-buildings/interior-sight.yaml',
    'test/scenarios/c3g-buildings/review-interior.yaml',
    'test/scenarios/heroscape/audit-terrain.yaml',
  ]) {
    it(`hs.sight: ${path}: every pair of places as the sight question answers it`, () => {
      bothWays(loadScenario(readFileSync(join(root, path), 'utf8'), path).scenario);
    });
  }

  it('hs.sight: a real Heroscape map (Table des geants 2) under heroscape: every pair of every fourth place as the sight question answers it', () => {
    const name = join(root, '..', 'shared', 'maps', 'heroscape', 'virtualscape', 'vs_Table_des_geants2.hsc');
    bothWays(importMapFile(name, readFileSync(name), { ruleset: 'heroscape' }).scenario, 4);
  });

  // analyze --height: the hook takes the question's height, so a chosen height keeps the batch method
  for (const [path, heights] of [
    ['test/scenarios/c3g-buildings/interior-sight.yaml', [1, 9]],
    ['test/scenarios/heroscape/audit-terrain.yaml', [1, 2, 4, 12]],
  ] as const) {
    it(`hs.sight: ${path}: with heights ${heights.join(', ')}, every pair of places as the sight question with that height answers it`, () => {
      const scenario = loadScenario(readFileSync(join(root, path), 'utf8'), path).scenario;
      for (const h of heights) {
        expect(profileFor(scenario.ruleset, { height: h }).sight).toBe('viewshedAt');
        bothWays(scenario, 1, h);
      }
    });
  }

  it('hs.sight: the height decides: on a flat map with an outcrop and a hive, Height 1 figures see fewer places than Height 9 figures', () => {
    const scenario = loadScenario(readFileSync(join(root, 'test/scenarios/heroscape/audit-terrain.yaml'), 'utf8'), 'x').scenario;
    const bare = bareScenario(scenario);
    const standing = standingPlaces(loadScenarioObject(bare).board!);
    const count = (h: number) => sightMatrix(bare, standing, profileFor('heroscape', { height: h })).seen.reduce((a, b) => a + b, 0);
    expect(count(1)).toBeLessThan(count(9));
  });

  // The hook's quick yes (a line over every column's top) against the loop of sight questions, from bare
  // places: random hills, pits and obstacles, so that lines graze tops, run along hexsides and dip below.
  it('hs.sight: the heroscape viewshedAt hook answers what the loop of sight questions answers, on random hilly maps with obstacles', () => {
    const loop = (s: Session): Session => ({ ...s, ruleset: { ...s.ruleset, batch: undefined } });
    fc.assert(fc.property(
      fc.integer({ min: 3, max: 7 }), fc.integer({ min: 2, max: 6 }), fc.array(fc.integer({ min: 0, max: 7 }), { minLength: 49, maxLength: 49 }),
      (w, h, cells) => {
        const { rows, s } = hillyMap(w, h, cells);
        for (let y = 0; y < h; y++) for (let x = 0; x < w; x++) {
          if (cells[(y * w + x) % 49] === 7) continue;
          const a = viewshed(s, { at: [x, y] }), b = viewshed(loop(s), { at: [x, y] });
          expect([...a.seen], `from [${x}, ${y}] on\n${rows}`).toEqual([...b.seen]);
        }
      },
    ), { numRuns: 30 });
  });

  it('hs.sight: the viewshedAt hook with a height answers what the sight question with that height answers, on random hilly maps', () => {
    fc.assert(fc.property(
      fc.integer({ min: 3, max: 7 }), fc.integer({ min: 2, max: 6 }), fc.array(fc.integer({ min: 0, max: 7 }), { minLength: 49, maxLength: 49 }), fc.integer({ min: 1, max: 9 }),
      (w, h, cells, height) => {
        const { rows, s } = hillyMap(w, h, cells);
        for (let y = 0; y < h; y++) for (let x = 0; x < w; x++) {
          const k = cells[(y * w + x) % 49]!;
          if (k === 7) continue;
          const level = HILLS[k]!;
          const v = viewshedAtHeight(s, [x, y], level, height)!;
          const want = Array.from(v.place, (pl, t) => {
            if (pl === y * w + x) return 0;
            try {
              return ask(s, { ask: 'sight', from: [x, y, level], to: [pl % w, Math.floor(pl / w), v.level[t]!], height }).sight === true ? 1 : 0;
            } catch {
              return 0;
            }
          });
          expect(Array.from(v.seen, (c) => (c ? 1 : 0)), `height ${height} from [${x}, ${y}] on\n${rows}`).toEqual(want);
        }
      },
    ), { numRuns: 10 });
  });
});
