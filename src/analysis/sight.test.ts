/**
 * The analysis's fast sight (one batch viewshed per bare place, the heroscape / c3g-buildings `viewshedAt`
 * hook) answers exactly what one `sight` question per pair of places answers: on building maps (walls,
 * floors, windows, places inside) and on a real Heroscape map.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadScenario, loadScenarioObject } from '../api.js';
import { importMapFile } from '../formats/heroscape/files.js';
import type { Scenario } from '../formats/scenario/schema.js';
import { standingPlaces } from './places.js';
import { profileFor } from './profile.js';
import { bareScenario, sightMatrix } from './sight.js';

const root = join(__dirname, '..', '..');

/** Compare on every `every`-th standing place (the question loop on a whole real map takes long). */
function bothWays(scenario: Scenario, every = 1): void {
  const bare = bareScenario(scenario);
  const standing = standingPlaces(loadScenarioObject(bare).board!).filter((_, i) => i % every === 0);
  const fast = profileFor(scenario.ruleset);
  expect(fast.sight).toBe('viewshedAt');
  const a = sightMatrix(bare, standing, fast);
  const b = sightMatrix(bare, standing, { ...fast, sight: 'questions' });
  expect(a.method).toBe('viewshedAt');
  expect(a.places).toEqual(b.places);
  expect(a.n).toBeGreaterThan(1);
  expect([...a.seen], `${scenario.ruleset}: ${scenario.title ?? ''}`).toEqual([...b.seen]);
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

  it('a height other than the default falls back to sight questions (a bare place stands for Height 5)', () => {
    expect(profileFor('heroscape', { height: 3 }).sight).toBe('questions');
    expect(profileFor('heroscape', { height: 5 }).sight).toBe('viewshedAt');
  });
});
