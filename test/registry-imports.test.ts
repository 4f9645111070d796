/**
 * test/setup-rulesets.ts registers every game before any test runs, so a test file does not import a
 * registry entry for its side effect (`import './register.js'`, `import '../src/index.js'`): such a line only
 * hides which registration a test needs. test/entries.test.ts checks the partial entries in a process of its own.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const root = new URL('../', import.meta.url);
const tests = (dir: string): string[] =>
  readdirSync(new URL(dir, root), { withFileTypes: true }).flatMap((d) =>
    d.isDirectory() ? (d.name === 'node_modules' || d.name === 'fixtures' ? [] : tests(`${dir}${d.name}/`)) : d.name.endsWith('.test.ts') ? [`${dir}${d.name}`] : []);

describe('registry imports', () => {
  it('no test file imports a registry entry only to register games (the setup file does)', () => {
    const bare = /^import '(?:\.{1,2}\/)+(?:src\/)?(?:index|rulesets\/index|(?:rulesets\/)?[a-z0-9-]*\/?register)\.js';/m;
    const found = [...tests('src/'), ...tests('test/')].filter((f) => bare.test(readFileSync(new URL(f, root), 'utf8')));
    expect(found).toEqual([]);
  });
});
