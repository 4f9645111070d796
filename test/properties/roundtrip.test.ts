/**
 * No map is lost: every scenario file in the repository (examples and test scenarios) and every generated
 * map reads back identical after load -> write -> load. (.hsc read -> write -> read is tested beside the
 * reader, in src/formats/hsc/write.test.ts.)
 */
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { loadScenario, writeScenario } from '../../src/index.js';
import { anyMap, load } from './maps.js';

const root = join(import.meta.dirname, '..', '..');
function walk(dir: string): string[] {
  return readdirSync(dir).sort().flatMap((n) => {
    const p = join(dir, n);
    return statSync(p).isDirectory() ? walk(p) : /\.ya?ml$/.test(n) ? [p] : [];
  });
}
const files = [...walk(join(root, 'examples')), ...walk(join(root, 'test', 'scenarios'))].map((p) => relative(root, p));

describe('load -> write -> load', () => {
  it('covers the repository\'s scenario files', () => {
    expect(files.length).toBeGreaterThan(20);
  });

  it.each(files)('%s', (file) => {
    const first = loadScenario(readFileSync(join(root, file), 'utf8'), file);
    const text = writeScenario(first.scenario);
    const second = loadScenario(text, `${file} (written)`);
    expect(second.scenario).toEqual(first.scenario);
    expect(second.board).toEqual(first.board);
    expect(writeScenario(second.scenario)).toBe(text);
  });

  it('generated maps of every ruleset', () => {
    fc.assert(fc.property(anyMap(), (g) => {
      const s = load(g);
      fc.pre(s !== undefined);
      const back = loadScenario(writeScenario(s!.scenario), 'generated.yaml');
      expect(back.scenario).toEqual(s!.scenario);
    }), { numRuns: 200 });
  });
});
