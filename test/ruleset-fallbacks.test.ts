/**
 * A ruleset written before `buildBoard` and `summary` existed (issue 21 moved the grid-board builder and the
 * default sentences out of the game bundles) still works through the `highground` entry, which fills both in.
 */
import { describe, expect, it } from 'vitest';
import { ask, loadScenario, registerRuleset, withFigures } from '../src/index.js';
import { useRulesetFallbacks } from '../src/api.js';
import { buildGridBoard } from '../src/formats/scenario/grid.js';
import { refusalOf as thrown } from '../src/load-error.support.js';
import { tiny } from './fixtures/tiny-ruleset/index.js';

const { buildBoard: _board, summary: _summary, ...older } = tiny;
registerRuleset({ ...older, id: 'tiny-older' });

/** A three-square map of the older ruleset with figure A standing at `at`. */
const text = (at: string) => `format: highground/1
ruleset: tiny-older
map:
  grid: square
  rows: |
    L . .
  legend: { L: { lamp: true, terrain: floor }, ".": {} }
figures:
  A: { at: ${at} }
`;

describe('a ruleset naming no board builder or default sentence, through the highground entry', () => {
  it('loads its grid map and answers with a sentence', () => {
    const s = loadScenario(text('[1, 0]'));
    expect(s.board?.width).toBe(3);
    const v = ask(s, { ask: 'lit', figure: 'A' });
    expect(v).toMatchObject({ lit: true });
    expect(typeof v.summary).toBe('string');
    expect(v.summary.length).toBeGreaterThan(3);
  });
});

// The grid-only steps of loading (issue 21, mfx-size2: they moved out of api.ts into the grid maps' plug,
// formats/scenario/grid-maps.ts, so a table game's bundle leaves them out): held to their errors.
describe('a grid map\'s loading steps, behind the grid maps\' plug', () => {
  it('a figure on a square map off the cells is refused, where it stands and why', () => {
    const e = thrown(() => loadScenario(text('[1.5, 0]'), 'tiny.yaml'));
    expect(e.message).toBe('tiny.yaml:9:12: key figures.A.at: a figure on a square map stands on a cell: at must be two integers, found [1.5, 0]');
    expect(e.code).toBe('bad-value');
    // and when a figure is moved there (withFigures checks as the loader does)
    const moved = thrown(() => withFigures(loadScenario(text('[1, 0]')), { A: { at: [0.5, 0] } }));
    expect(moved.reason).toBe('a figure on a square map stands on a cell: at must be two integers, found [0.5, 0]');
    expect(moved.place.path).toEqual(['figures', 'A', 'at']);
  });

  it('a grid ruleset naming no board builder, where nothing fills one in, is refused with code usage', () => {
    useRulesetFallbacks({ buildBoard: undefined });
    try {
      const e = thrown(() => loadScenario(text('[1, 0]'), 'tiny.yaml'));
      expect(e.message).toBe('tiny.yaml:2:10: key ruleset: ruleset tiny-older plays on a square map but names no board builder (set buildBoard: buildGridBoard, from highground/core)');
      expect(e.code).toBe('usage');
    } finally {
      useRulesetFallbacks({ buildBoard: buildGridBoard });
    }
    expect(loadScenario(text('[1, 0]')).board?.width).toBe(3);
  });
});
