/**
 * One option spelling for users (#15): every option is named in camelCase, and the kebab-case names of
 * before (the aliases) are still read, as the same option, in scenario objects and files.
 */
import { describe, expect, it } from 'vitest';
import { loadScenarioObject } from '../src/api.js';
import { registered as rulesets } from '../src/engine/registry.js';
import { HighgroundError } from '../src/errors.js';

const maps: Record<string, unknown> = {
  hex: { grid: 'hex', rows: '. .\n . .', legend: { '.': {} } },
  square: { grid: 'square', rows: '. .\n. .', legend: { '.': {} } },
  table: { grid: 'table', size: [12, 12] },
};
const load = (id: string, grid: string, options: Record<string, unknown>) =>
  loadScenarioObject({ format: 'highground/1', ruleset: id, options, map: maps[grid] });

/** A value of the option other than its default (so a reading that ignored it would show). */
function other(spec: { default: string | number | boolean; choices?: readonly (string | number | boolean)[] }) {
  if (spec.choices) return spec.choices.find((c) => c !== spec.default) ?? spec.default;
  if (typeof spec.default === 'boolean') return !spec.default;
  if (typeof spec.default === 'number') return spec.default + 1;
  return spec.default;
}

describe('option spelling', () => {
  it('finds the six rulesets', () => expect(rulesets.map((r) => r.id).sort()).toEqual(['c3g-buildings', 'city-of-peril', 'heroclix', 'heroscape', 'malifaux', 'tft-3d']));
  for (const r of rulesets) {
    it(`${r.id}: every option is named in camelCase, every alias in kebab-case, no alias names two options`, () => {
      const seen = new Set<string>();
      for (const [name, spec] of Object.entries(r.options)) {
        expect(name).toMatch(/^[a-z][a-zA-Z0-9]*$/);
        for (const a of spec.aliases ?? []) {
          expect(a).toMatch(/^[a-z0-9]+(-[a-z0-9]+)+$/);
          expect(seen.has(a) || a in r.options).toBe(false);
          seen.add(a);
        }
      }
    });
    const aliased = Object.entries(r.options).filter(([, s]) => s.aliases?.length);
    if (!aliased.length) continue;
    it(`${r.id}: an old kebab-case name sets the same option as its camelCase name (${aliased.length} options)`, () => {
      for (const [name, spec] of aliased) {
        const v = other(spec);
        let byName, byAlias;
        try {
          byName = load(r.id, r.grid, { [name]: v }).options;
          byAlias = load(r.id, r.grid, { [spec.aliases![0]!]: v }).options;
        } catch (e) {
          // a value the ruleset refuses on this small map is refused under either spelling
          expect(() => load(r.id, r.grid, { [spec.aliases![0]!]: v })).toThrow(HighgroundError);
          void e;
          continue;
        }
        expect(byAlias).toEqual(byName);
        expect(byName[name]).toBe(v);
        expect(spec.aliases![0]! in byAlias).toBe(false);
      }
    });
    it(`${r.id}: both spellings of one option at once are refused, naming both`, () => {
      const [name, spec] = aliased[0]!;
      expect(() => load(r.id, r.grid, { [name]: spec.default, [spec.aliases![0]!]: spec.default })).toThrow(/given twice/);
    });
  }
});
