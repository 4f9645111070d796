import { describe, expect, it } from 'vitest';
import { HighgroundError } from '../errors.js';
import { matchExpect } from './match.js';

describe('matchExpect: the subset match of checks', () => {
  it('a key not given is not looked at; a given key must match', () => {
    expect(matchExpect({ legal: true }, { legal: true, cost: 3 })).toEqual([]);
    expect(matchExpect({ cost: 2 }, { legal: true, cost: 3 })).toEqual([{ path: 'cost', expected: 2, actual: 3 }]);
  });
});

describe('matchExpect: $absent, a key the verdict must not have', () => {
  const reach = {
    cells: [
      { at: [0, 0], level: 10, cost: 0 },
      { at: [2, 0], level: 1, cost: 2, falls: [{ kind: 'fall', rule: 'hs.fall' }] },
    ],
  };

  it('passes when the named key is missing, fails when it is there (with the value found)', () => {
    const cellOk = { cells: [{ at: [0, 0], $absent: ['falls'] }, { at: [2, 0] }] };
    expect(matchExpect(cellOk, reach)).toEqual([]);
    const cellBad = { cells: [{ at: [0, 0] }, { at: [2, 0], $absent: ['falls'] }] };
    expect(matchExpect(cellBad, reach)).toEqual([
      { path: 'cells[1].falls', expected: '(absent)', actual: [{ kind: 'fall', rule: 'hs.fall' }] },
    ]);
  });

  it('takes one key as a string, several as a list, and works at the top of the verdict', () => {
    expect(matchExpect({ $absent: 'events' }, { legal: true })).toEqual([]);
    expect(matchExpect({ $absent: 'legal' }, { legal: false })).toHaveLength(1);
    expect(matchExpect({ legal: true, $absent: ['events', 'placements'] }, { legal: true, placements: [] })).toEqual([
      { path: 'placements', expected: '(absent)', actual: [] },
    ]);
  });

  it('a key set to undefined counts as absent (it is not in the JSON answer)', () => {
    expect(matchExpect({ $absent: ['falls'] }, { falls: undefined, cost: 1 })).toEqual([]);
  });

  it('a malformed $absent is a bad-value user error saying where, not a silent pass', () => {
    for (const bad of [[], 3, [1], [''], { falls: true }, null]) {
      let err: unknown;
      try {
        matchExpect({ cells: [{ $absent: bad }, {}] }, reach);
      } catch (e) {
        err = e;
      }
      expect(err).toBeInstanceOf(HighgroundError);
      expect((err as HighgroundError).code).toBe('bad-value');
      expect((err as HighgroundError).reason).toContain('cells[0].$absent');
    }
  });
});

describe('$absent in a scenario file, through runChecks', () => {
  // A Height 5 figure on a level 10 cliff: the step to x (level 1) falls 9, the step to y (level 8) does not.
  const yaml = (cell: string): string => `format: highground/1
ruleset: heroscape
map:
  grid: hex
  rows: |
    S x y
  legend:
    S: { level: 10, terrain: rock }
    x: { level: 1, terrain: grass }
    y: { level: 8, terrain: rock }
figures:
  w: { at: [0, 0], side: red, height: 5, move: 1 }
checks:
  - ask: reach
    figure: w
    expect:
      cells:
        - { at: [0, 0] }
        - ${cell}
`;

  it('passes on a cell without falls, fails (naming the key) on a cell that has them, errs with the line on a bad one', async () => {
    const { loadScenario, runChecks } = await import('../api.js');
    const ok = runChecks(loadScenario(yaml('{ at: [1, 0], level: 1, falls: [{ kind: fall }] }'), 's.yaml'));
    expect(ok[0]?.pass).toBe(true);
    const bad = runChecks(loadScenario(yaml('{ at: [1, 0], level: 1, $absent: [falls] }'), 's.yaml'));
    expect(bad[0]?.pass).toBe(false);
    expect(bad[0]?.mismatches.map((m) => m.path)).toEqual(['cells[1].falls']);
    const wrong = runChecks(loadScenario(yaml('{ at: [1, 0], $absent: 7 }'), 's.yaml'));
    expect(wrong[0]?.error?.code).toBe('bad-value');
    expect(wrong[0]?.error?.place.line).toBe(17); // where its `expect` value begins
  });
});
