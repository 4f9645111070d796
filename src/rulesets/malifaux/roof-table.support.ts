/* Test-only helpers (*.support.ts): imported by tests, never built into dist (tsconfig.build.json). */
import { loadScenarioObject } from '../../api.js';

/** The radius of a 30 mm base, in inches. */
export const R30 = 15 / 25.4;

/** A 30" table with a Ht 3 climbable roof x 10-14, y 10-14, and `more` pieces: the exact-route tests' table. */
export const roofTable = (more: object[], figures: object) =>
  loadScenarioObject({
    format: 'highground/1',
    ruleset: 'malifaux',
    map: { grid: 'table', size: [30, 30], pieces: [{ id: 'roof', kind: 'vantage', ht: 3, traits: ['vantage', 'climbable'], shape: { rect: [10, 10, 4, 4] } }, ...more] },
    figures,
  });
