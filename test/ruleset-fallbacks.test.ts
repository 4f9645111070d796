/**
 * A ruleset written before `buildBoard` and `summary` existed (issue 21 moved the grid-board builder and the
 * default sentences out of the game bundles) still works through the `highground` entry, which fills both in.
 */
import { describe, expect, it } from 'vitest';
import { ask, loadScenario, registerRuleset } from '../src/index.js';
import { tiny } from './fixtures/tiny-ruleset/index.js';

const { buildBoard: _board, summary: _summary, ...older } = tiny;
registerRuleset({ ...older, id: 'tiny-older' });

describe('a ruleset naming no board builder or default sentence, through the highground entry', () => {
  it('loads its grid map and answers with a sentence', () => {
    const s = loadScenario(`format: highground/1
ruleset: tiny-older
map:
  grid: square
  rows: |
    L . .
  legend: { L: { lamp: true, terrain: floor }, ".": {} }
figures:
  A: { at: [1, 0] }
`);
    expect(s.board?.width).toBe(3);
    const v = ask(s, { ask: 'lit', figure: 'A' });
    expect(v).toMatchObject({ lit: true });
    expect(typeof v.summary).toBe('string');
    expect(v.summary.length).toBeGreaterThan(3);
  });
});
