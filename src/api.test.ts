import { describe, expect, it } from 'vitest';
import { ask, loadScenario } from './api.js';
import { HighgroundError } from './errors.js';

const TEXT = `format: highground/1
ruleset: city-of-peril
map: { grid: square, rows: ". .", legend: { ".": {} } }
figures: { A: { at: [0, 0] }, B: { at: [1, 0] } }
`;

describe('ask', () => {
  // Found by the fuzzer (fuzz/): a question named after an Object method reached Object.prototype and
  // crashed with a TypeError (exit 3 in the CLI) instead of being refused as unknown.
  it.each(['constructor', 'toString', '__proto__', 'hasOwnProperty'])('refuses a question named %s as unknown', (name) => {
    const session = loadScenario(TEXT, 'x.yaml');
    let error: unknown;
    try {
      ask(session, { ask: name, a: 'A', b: 'B' });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(HighgroundError);
    expect((error as HighgroundError).reason).toMatch(/has no rule for a ".*" question \(it answers: sight/);
  });
});
