/**
 * Every answer has a sentence for people: each question of every example and scenario file, asked through
 * the library, comes back with a `summary` that names what was asked about and shows no internal keys,
 * raw values or programmer words.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ask, loadScenario } from '../src/index.js';

const root = join(import.meta.dirname, '..');

function files(dir: string): string[] {
  let out: string[] = [];
  for (const n of readdirSync(dir).sort()) {
    const p = join(dir, n);
    if (statSync(p).isDirectory()) {
      if (n !== 'bad') out = out.concat(files(p));
    } else if (/\.ya?ml$/.test(n)) out.push(p);
  }
  return out;
}

describe('every verdict has a plain summary', () => {
  it('reads "A can see B" for sight and "D has no cover from F" for cover (the City of Peril diagram)', () => {
    const s = loadScenario(readFileSync(join(root, 'examples/city-of-peril/diagram.yaml'), 'utf8'), 'diagram.yaml');
    expect(ask(s, { ask: 'sight', from: 'A', to: 'B' }).summary).toBe('A can see B');
    expect(ask(s, { ask: 'adjacent', a: 'A', b: 'B' }).summary).toBe('A and B are not adjacent');
    expect(ask(s, { ask: 'move', figure: 'A', to: [5, 5] }).summary).toBe('A can move to [5, 5] for 4 squares and takes 10 damage dropping off the rooftop');
    expect(ask(s, { ask: 'cover', attacker: 'F', target: 'D' }).summary).toBe('D has no cover from F');
  });

  for (const file of [...files(join(root, 'examples')), ...files(join(root, 'test', 'scenarios'))]) {
    it(relative(root, file), () => {
      const text = readFileSync(file, 'utf8');
      let s;
      try {
        s = loadScenario(text, file);
      } catch {
        return; // files made to be refused are tested elsewhere
      }
      for (const c of s.scenario.checks ?? []) {
        let v;
        try {
          const { expect: _e, name: _n, ...q } = c as Record<string, unknown>;
          v = ask(s, q as { ask: string });
        } catch {
          continue; // a check that expects an error
        }
        expect(typeof v.summary, `${c.ask}`).toBe('string');
        expect(v.summary!.length, `${c.ask}: ${v.summary}`).toBeGreaterThan(3);
        expect(v.summary, `${c.ask}`).not.toMatch(/undefined|NaN|\[object|null|: (true|false)\b/);
      }
    });
  }
});
