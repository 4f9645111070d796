/**
 * The question reference (docs/questions.md, written by `npm run build` from the registered rulesets, shipped
 * in the package and linked from the README) names every question of every ruleset with its arguments.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { rulesets } from '../src/index.js';

const FILE = join(import.meta.dirname, '..', 'docs', 'questions.md');

describe('question reference', () => {
  it.skipIf(!existsSync(FILE))('lists every ruleset, its options, each question and each of its arguments', () => {
    const text = readFileSync(FILE, 'utf8');
    for (const r of rulesets) {
      expect(text).toContain(`## ${r.id}\n`);
      for (const o of Object.keys(r.options)) expect(text).toContain(`| \`${o}\` |`);
      for (const [name, q] of Object.entries(r.questions)) {
        const at = text.indexOf(`### ${r.id}: ${name}\n`);
        expect(at, `${r.id}: ${name}`).toBeGreaterThan(0);
        const section = text.slice(at, text.indexOf('\n### ', at + 1) >>> 0 || undefined);
        for (const arg of q.positional) expect(section, `${r.id}: ${name} ${arg}`).toContain(`| \`${arg}\` |`);
      }
    }
  });
});
