/**
 * The size budget (issue 21): `npm run size` (bench/size.mjs) bundles one ruleset's `loadScenario` + `ask`
 * from the built package and the web app's first load, gzipped, and fails past the ceilings of
 * bench/size-budget.json (the size when last lowered, +5%, so it can only shrink). Every game not listed
 * in `overBudget` is held to the budget itself (60 kB a game, 120 kB the app). Needs dist/ (`npm test`
 * builds it first).
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '..');

describe('size budget', () => {
  it.skipIf(!existsSync(join(root, 'dist', 'core.js')))('one game\'s loadScenario + ask and the app\'s first load stay within their ceilings', () => {
    const limits = JSON.parse(readFileSync(join(root, 'bench', 'size-budget.json'), 'utf8')) as { game: { budget: number; ceiling: Record<string, number>; overBudget?: string[] }; app: { budget: number; ceiling: number; overBudget?: boolean } };
    let out: string;
    try {
      out = execFileSync(process.execPath, [join(root, 'bench', 'size.mjs'), '--json'], { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
    } catch (e) {
      const err = e as { stdout?: string; stderr?: string };
      throw new Error(`npm run size failed:\n${err.stderr ?? ''}\n${err.stdout ?? ''}`);
    }
    const r = JSON.parse(out) as { rows: { case: string; gzip: number; ceiling: number; budget: number }[]; over: string[]; helpInBundle: string[] };
    expect(r.over).toEqual([]);
    // the help texts (rulesets/<id>/help.ts) stay out of every game's loadScenario + ask
    expect(r.helpInBundle).toEqual([]);
    // every ruleset measured, and the app
    expect(r.rows.length).toBe(Object.keys(limits.game.ceiling).length + 1);
    for (const row of r.rows) {
      expect(row.gzip, row.case).toBeGreaterThan(1);
      expect(row.gzip, row.case).toBeLessThanOrEqual(row.ceiling);
      const id = /^highground\/([^:]+):/.exec(row.case)?.[1];
      const over = id !== undefined ? (limits.game.overBudget ?? []).includes(id) : limits.app.overBudget === true;
      // the budget itself, for everything not listed as over it; a listed one that fits must leave the list
      if (over) expect(row.gzip, `${row.case} fits its budget now: take it off overBudget in bench/size-budget.json`).toBeGreaterThan(row.budget);
      else expect(row.gzip, `${row.case}: the budget`).toBeLessThanOrEqual(row.budget);
    }
  }, 300_000);
});
