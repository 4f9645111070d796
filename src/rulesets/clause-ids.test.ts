/**
 * Every clause id a ruleset's code cites must have words a user can read: in the shared catalogue or
 * in the ruleset's own supplement (extraClauses).
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { clauseInfo, rulesets } from './index.js';

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((n) => {
    const p = join(dir, n);
    if (statSync(p).isDirectory()) return sources(p);
    return /\.ts$/.test(n) && !/\.test\.ts$/.test(n) ? [p] : [];
  });
}

describe('clause ids cited by the rulesets', () => {
  for (const r of rulesets) {
    it(`${r.id}: every cited id has words`, () => {
      const dir = join(import.meta.dirname, r.id);
      const ids = new Set<string>();
      for (const f of sources(dir)) {
        for (const m of readFileSync(f, 'utf8').matchAll(/['"`]((?:cop|hcx|tft|c3g|hs|mfx)\.[a-z0-9-]+(?:\.[a-z0-9-]+)*)['"`]/g)) ids.add(m[1]!);
      }
      const missing = [...ids].filter((id) => !clauseInfo(id));
      expect(missing).toEqual([]);
    });
  }
});
