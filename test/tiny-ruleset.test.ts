/**
 * A new game needs one folder and one registry line: the tiny ruleset (test/fixtures/tiny-ruleset, the
 * example of docs/writing-a-ruleset.md) is registered here only, and its own keys, option and question
 * work through the public core at once (schema, vocabulary check, options, ask).
 */
import { describe, expect, it } from 'vitest';
import { ask, loadScenario, registerRuleset, RULESET_IDS } from '../src/core.js';
import { tiny } from './fixtures/tiny-ruleset/index.js';

registerRuleset(tiny); // the one registry line

const FILE = (extra = '') => `format: highground/1
ruleset: tiny
${extra}map:
  grid: square
  rows: |
    L . . .
  legend: { L: { lamp: true, terrain: floor }, ".": {} }
figures:
  A: { at: [1, 0] }
  B: { at: [2, 0], tall: true }
  C: { at: [3, 0] }
`;

describe('a ruleset from one folder and one registry line', () => {
  it('loads a file with its own keys and answers its question (tiny.lamp)', () => {
    expect(RULESET_IDS).toContain('tiny');
    const s = loadScenario(FILE());
    expect(ask(s, { ask: 'lit', figure: 'A' })).toMatchObject({ lit: true, by: [[0, 0]] });
    expect(ask(s, { ask: 'lit', figure: 'B' })).toMatchObject({ lit: true }); // tall: one square further
    expect(ask(s, { ask: 'lit', figure: 'C' })).toMatchObject({ lit: false });
  });

  it('takes its option (tiny.lamp reach) and refuses keys it does not declare', () => {
    const s = loadScenario(FILE('options: { lamp-reach: 3 }\n'));
    expect(ask(s, { ask: 'lit', figure: 'C' })).toMatchObject({ lit: true });
    expect(() => loadScenario(FILE().replace('tall: true', 'tall: true, hexes: 2'), 't.yaml')).toThrow(/t\.yaml:10:32: .*hexes/);
  });
});
