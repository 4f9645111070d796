/**
 * Typed verdicts of the shared questions (#15): every answer to `sight`, `cover`, `adjacent`, `melee`,
 * `engaged`, `charge`, `move`, `reach`, `fall` and `push` in every scenario file and example of every
 * ruleset holds the engine's declared shape (engine/verdicts.ts), a refused move has the one shape of
 * `refusedMove` in every ruleset, and every verdict of every question carries a plain-language summary.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { ask, loadScenario, type Session } from '../src/api.js';
import { registered as rulesets } from '../src/engine/registry.js';
import { VerdictSchemas, type MoveVerdict, type SightVerdict } from '../src/engine/verdicts.js';
import type { Verdict } from '../src/verdict.js';

const root = new URL('../', import.meta.url);
const files = (dir: string) => readdirSync(new URL(dir, root), { withFileTypes: true }).flatMap((d) =>
  d.isDirectory() ? files(`${dir}${d.name}/`) : d.name.endsWith('.yaml') ? [`${dir}${d.name}`] : []);

/** Every question of every scenario file and example, answered (questions whose file expects an error left out). */
const answers: { file: string; ruleset: string; q: Record<string, unknown>; v: Verdict }[] = [];
for (const f of [...files('test/scenarios/'), ...files('examples/')]) {
  let s: Session;
  try {
    s = loadScenario(readFileSync(new URL(f, root), 'utf8'), f);
  } catch {
    continue; // a scenario written to be refused
  }
  for (const c of s.scenario.checks ?? []) {
    const { expect: _e, name: _n, ...q } = c as Record<string, unknown> & { ask: string };
    try {
      answers.push({ file: f, ruleset: s.ruleset.id, q, v: ask(s, q) });
    } catch {
      // a check that expects an error
    }
  }
}

describe('typed verdicts', () => {
  it('the scenario files ask every ruleset many questions', () => expect(answers.length).toBeGreaterThan(500));

  it('every verdict of every question has a plain-language summary (not the question name alone)', () => {
    const bad = answers.filter(({ v }) => typeof v.summary !== 'string' || v.summary.trim().length < 4 || v.summary.trim() === v.ask);
    expect(bad.map((b) => `${b.file}: ${b.v.ask} -> ${JSON.stringify(b.v.summary)}`)).toEqual([]);
  });

  for (const [q, schema] of Object.entries(VerdictSchemas)) {
    it(`every ${q} verdict holds the shared ${q} shape`, () => {
      const mine = answers.filter((a) => a.v.ask === q);
      const bad = mine.flatMap(({ file, ruleset, v }) => {
        const r = schema.safeParse(v);
        return r.success ? [] : [`${ruleset} ${file}: ${r.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`];
      });
      expect(bad).toEqual([]);
    });
  }

  it('a refused move has one shape in every ruleset: legal false, cost, path, events, reasons', () => {
    const refused = answers.filter((a) => a.v.ask === 'move' && a.v.legal === false);
    const by = new Map<string, Set<string>>();
    for (const { ruleset, v } of refused) {
      expect(v.cost === null || typeof v.cost === 'number').toBe(true);
      expect(Array.isArray(v.path) && Array.isArray(v.events)).toBe(true);
      if (v.cost === null) expect([v.path, v.events]).toEqual([[], []]);
      (by.get(ruleset) ?? by.set(ruleset, new Set()).get(ruleset)!).add(['legal', 'cost', 'path', 'events', 'reasons', 'summary'].filter((k) => k in v).join());
    }
    expect([...by.keys()].sort()).toEqual(['c3g-buildings', 'city-of-peril', 'heroclix', 'heroscape', 'malifaux', 'tft-3d']);
    for (const keys of by.values()) expect([...keys]).toEqual(['legal,cost,path,events,reasons,summary']);
  });

  it('every ruleset answers its shared questions in the scenario files (the gaps listed, so none is added silently)', () => {
    const unasked = rulesets.flatMap((r) => Object.keys(VerdictSchemas).filter((q) => q in r.questions && !answers.some((a) => a.ruleset === r.id && a.v.ask === q)).map((q) => `${r.id} ${q}`));
    expect(unasked).toEqual(['tft-3d reach']);
  });

  it('ask is typed by question: sight gives a SightVerdict, move a MoveVerdict, any other a Verdict', () => {
    const s = answers.find((a) => a.v.ask === 'sight')!;
    const session = loadScenario(readFileSync(new URL(s.file, root), 'utf8'), s.file);
    const v = ask(session, { ...s.q, ask: 'sight' });
    expectTypeOf(v).toEqualTypeOf<SightVerdict>();
    expectTypeOf(v.sight).toEqualTypeOf<boolean>();
    expect(typeof v.sight).toBe('boolean');
    // types only (not run): the verdict type follows the question name
    const types = () => {
      expectTypeOf(ask(session, { ask: 'move', figure: 'A', to: [0, 0] })).toEqualTypeOf<MoveVerdict>();
      expectTypeOf(ask(session, { ask: 'threat', figure: 'A' })).toEqualTypeOf<Verdict>();
    };
    void types;
  });
});
