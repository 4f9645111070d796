/**
 * Options as one zod object per ruleset (#15): the defaults, the check of a scenario's values, the help of
 * `highground rules` and the JSON schema all come from each ruleset's `defineOptions(...)` in options.ts.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { loadScenario, loadScenarioObject } from '../src/api.js';
import { registered as rulesets } from '../src/engine/registry.js';
import { allowedValues, defineOptions, option } from '../src/engine/options.js';
import { scenarioJsonSchema } from '../src/formats/scenario/json-schema.js';
import { rulesetHelp } from '../src/rulesets/help.js';
import { HighgroundError } from '../src/errors.js';

const maps: Record<string, unknown> = {
  hex: { grid: 'hex', rows: '. .\n . .', legend: { '.': {} } },
  square: { grid: 'square', rows: '. .\n. .', legend: { '.': {} } },
  table: { grid: 'table', size: [12, 12] },
};
const load = (id: string, grid: string, options: Record<string, unknown>) =>
  loadScenarioObject({ format: 'highground/1', ruleset: id, options, map: maps[grid] });

describe('options as one zod object', () => {
  it('defineOptions derives default, choices, range, help, clause and aliases from the zod pieces', () => {
    const set = defineOptions({
      reach: option(z.number().int().min(1).max(9).default(2), { description: 'How far.', clause: 'x.reach', aliases: ['the-reach'] }),
      mode: option(z.enum(['a', 'b']).default('b'), { description: 'Which.' }),
      dice: option(z.literal([2, 3]).default(3), { description: 'Dice.' }),
      on: option(z.boolean().default(true), { description: 'On.' }),
    });
    expect(set.specs.reach).toMatchObject({ default: 2, min: 1, max: 9, integer: true, doc: 'How far.', clause: 'x.reach', aliases: ['the-reach'] });
    expect(set.specs.mode).toMatchObject({ default: 'b', choices: ['a', 'b'] });
    expect(set.specs.dice).toMatchObject({ default: 3, choices: [2, 3] });
    expect(allowedValues(set.specs.reach)).toBe('a whole number from 1 to 9');
    expect(allowedValues(set.specs.dice)).toBe('2 or 3');
    expect(allowedValues(set.specs.on)).toBe('a boolean');
    const typed: { reach: number; mode: 'a' | 'b'; dice: 2 | 3; on: boolean } = set.read({ mode: 'a' });
    expect(typed).toEqual({ reach: 2, mode: 'a', dice: 3, on: true });
    // an option may leave its help to the ruleset's help kept apart (RulesetHelp), but not give an empty one
    expect(defineOptions({ bare: z.boolean().default(false) }).specs.bare.doc).toBeUndefined();
    expect(() => defineOptions({ blank: option(z.boolean().default(false), { description: '' }) })).toThrow(/empty description/);
  });

  for (const r of rulesets) {
    it(`${r.id}: every option is a zod piece with a default and help; a scenario without options gets the defaults`, () => {
      const defaults = load(r.id, r.grid, {}).options;
      for (const [name, spec] of Object.entries(r.options)) {
        expect(spec.schema.parse(undefined)).toEqual(spec.default);
        expect(defaults[name]).toEqual(spec.default);
        expect(rulesetHelp(r).options[name]!.length, name).toBeGreaterThan(10);
      }
    });
    it(`${r.id}: a value outside an option's type, choices or range is refused naming the key and what it takes`, () => {
      for (const [name, spec] of Object.entries(r.options)) {
        const bad = spec.choices ? '__nope__' : typeof spec.default === 'number' ? (spec.max !== undefined ? spec.max + 1 : spec.min !== undefined ? spec.min - 1 : 'x') : 17;
        let err: unknown;
        try {
          load(r.id, r.grid, { [name]: bad });
        } catch (e) {
          err = e;
        }
        expect(err, name).toBeInstanceOf(HighgroundError);
        const e = err as HighgroundError;
        expect(e.place.path).toEqual(['options', name]);
        expect(e.reason).toContain(`option ${name} must be ${allowedValues(spec)}`);
      }
    });
    it(`${r.id}: the JSON schema lists its options under their names and older spellings`, () => {
      const all = scenarioJsonSchema().allOf as { if: { properties: { ruleset: { const: string } } }; then: { properties: { options: { properties: Record<string, { default: unknown; deprecated?: boolean }> } } } }[];
      const mine = all.find((x) => x.if.properties.ruleset.const === r.id)!;
      const props = mine.then.properties.options.properties;
      for (const [name, spec] of Object.entries(r.options)) {
        expect(props[name]!.default).toEqual(spec.default);
        expect(props[name]!.deprecated).toBeUndefined();
        for (const a of spec.aliases ?? []) expect(props[a]!.deprecated).toBe(true);
      }
    });
  }

  it('tft-3d: levelsPerHex 0 is refused by its zod range, naming the file line and the spelling used (tft.missile.range)', () => {
    const text = 'format: highground/1\nruleset: tft-3d\noptions:\n  levels-per-hex: 0\nmap: { grid: hex, rows: ". .", legend: { ".": {} } }\n';
    expect(() => loadScenario(text, 'l.yaml')).toThrow(/l\.yaml:4.*options\.levels-per-hex.*option levelsPerHex must be a whole number from 1 to 1000, found 0/s);
  });

  it('reasons, docs and help name options in camelCase: no "option <old kebab name>" in the rulesets\' code', () => {
    const aliases = rulesets.flatMap((r) => Object.values(r.options).flatMap((s) => s.aliases ?? []));
    const alt = aliases.map((a) => a.replace(/-/g, '\\-')).join('|');
    const said = new RegExp(`\\boptions?:?\\s+\`?(${alt})\\b|\\b(${alt})\`?\\s+option\\b`);
    const root = new URL('../src/rulesets/', import.meta.url);
    const found: string[] = [];
    for (const f of readdirSync(root, { recursive: true, encoding: 'utf8' })) {
      if (!f.endsWith('.ts') || f.endsWith('.test.ts') || f.endsWith('.support.ts')) continue;
      readFileSync(new URL(f, root), 'utf8').split('\n').forEach((line, i) => {
        if (said.test(line)) found.push(`${f}:${i + 1}: ${line.trim()}`);
      });
    }
    expect(found).toEqual([]);
  });
});
