/**
 * The map analysis got faster by sharing work (issue 19: analyze on the largest real maps took 4-6 s): the
 * hex column tracer reuses the contacts of a displacement, and a heroscape `move` after a `reach` (or a
 * `move`) from the same place with the same budget reuses its search. Neither may change an answer: the
 * analysis of a real map with start zones is compared, number for number, with what it was before
 * (test/fixtures/analysis, written by the analysis as it stood at 907863f), and the move question asked
 * after a reach equals the one asked on a session that never searched.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { analyzeScenario, ask, getRuleset, loadScenarioObject, place } from '../src/index.js';
import { importMapFile } from '../src/formats/heroscape/files.js';

const MAPS = join(import.meta.dirname, '..', '..', 'shared', 'maps', 'heroscape');

function importMap(file: string, ruleset = 'heroscape') {
  return importMapFile(file, readFileSync(file), { ruleset, vocabulary: getRuleset(ruleset)?.vocabulary }).scenario;
}

describe('analyze answers as before its speed-ups', () => {
  it('vs_Tombe_de_Migol (three start zones, 230 places): every number of the analysis as before', () => {
    const scenario = importMap(join(MAPS, 'virtualscape', 'vs_Tombe_de_Migol.hsc'));
    const { timing: _t, ...a } = analyzeScenario(scenario);
    const before = JSON.parse(readFileSync(join(import.meta.dirname, 'fixtures', 'analysis', 'vs_Tombe_de_Migol.heroscape.json'), 'utf8'));
    expect(JSON.parse(JSON.stringify(a))).toEqual(before);
  });
});

describe('heroscape move after a search from the same place (hs.move.climb)', () => {
  it('a move asked after a reach and after other moves equals the move asked on a fresh session', () => {
    const scenario = importMap(join(MAPS, 'editor-json', 'BWBB_1_Vengalla_Gulch.json'));
    const fresh = (s: typeof scenario) => loadScenarioObject(s);
    const withWalker = { ...scenario, figures: { w: { at: [3, 3], height: 5, move: 5 } } } as typeof scenario;
    const base = fresh(withWalker);
    const session = place(base, 'w', { at: [4, 3] });
    const cells = ask(session, { ask: 'reach', figure: 'w', budget: 500 }).cells as { at: [number, number]; level: number; cost: number }[];
    // the farthest places (the longest paths) and the start itself
    const targets = [...cells.slice(-4).map((c) => [c.at[0], c.at[1], c.level]), [4, 3]];
    expect(cells.at(-1)!.cost).toBeGreaterThan(3);
    for (const to of targets) {
      const shared = ask(session, { ask: 'move', figure: 'w', to, budget: 500 });
      const alone = ask(fresh({ ...withWalker, figures: { w: { at: [4, 3], height: 5, move: 5 } } } as typeof scenario), { ask: 'move', figure: 'w', to, budget: 500 });
      expect(shared).toEqual(alone);
    }
    // another budget is another search: a move beyond 3 is refused, as on a fresh session
    const short = ask(session, { ask: 'move', figure: 'w', to: targets[0]!, budget: 3 });
    expect(short.legal).toBe(false);
    // and a reach after it answers from its own budget again
    expect(ask(session, { ask: 'reach', figure: 'w', budget: 500 })).toEqual(ask(fresh({ ...withWalker, figures: { w: { at: [4, 3], height: 5, move: 5 } } } as typeof scenario), { ask: 'reach', figure: 'w', budget: 500 }));
  });
});
