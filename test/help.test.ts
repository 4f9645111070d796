/**
 * The help texts of the games (issue 21): each game keeps them in rulesets/<id>/help.ts, apart from its Ruleset
 * object, so that `loadScenario` + `ask` bundles none of them (test/size.test.ts checks the bundles);
 * `rulesetHelp` gives every question and option its text for `highground rules`, docs/questions.md, the JSON
 * schema and the app.
 */
import { describe, expect, it } from 'vitest';
import * as z from '../src/formats/schema-kit.js';
import { registered as rulesets } from '../src/engine/registry.js';
import { defineOptions, option, question, type Ruleset } from '../src/engine/ruleset.js';
import { helpOf } from '../src/engine/help.js';
import { rulesetHelp } from '../src/rulesets/help.js';

const entries = {
  'c3g-buildings': () => import('../src/rulesets/c3g-buildings/register.js'),
  'city-of-peril': () => import('../src/rulesets/city-of-peril/register.js'),
  heroclix: () => import('../src/rulesets/heroclix/register.js'),
  heroscape: () => import('../src/rulesets/heroscape/register.js'),
  malifaux: () => import('../src/rulesets/malifaux/register.js'),
  'tft-3d': () => import('../src/rulesets/tft-3d/register.js'),
} as const;

describe('help texts kept apart from the rulesets', () => {
  it('every game of the build has its help module', () => {
    expect(rulesets.map((r) => r.id).sort()).toEqual(Object.keys(entries).sort());
  });

  for (const r of rulesets) {
    it(`${r.id}: every question and option has its text in help.ts, which names nothing else, and the ruleset carries none`, async () => {
      const { help } = await entries[r.id as keyof typeof entries]();
      expect(Object.keys(help.questions).sort()).toEqual(Object.keys(r.questions).sort());
      expect(Object.keys(help.options).sort()).toEqual(Object.keys(r.options).sort());
      const texts = rulesetHelp(r);
      for (const name of Object.keys(r.questions)) {
        expect(r.questions[name]!.doc, name).toBeUndefined();
        expect(texts.questions[name], name).toBe(help.questions[name]);
        expect(texts.questions[name]!.length, name).toBeGreaterThan(20);
      }
      for (const name of Object.keys(r.options)) {
        expect(r.options[name]!.doc, name).toBeUndefined();
        expect(texts.options[name], name).toBe(help.options[name]);
        expect(texts.options[name]!.length, name).toBeGreaterThan(10);
      }
      // each declared figure field's text: on the field, or kept in help.ts (then the field carries none)
      const fields = r.vocabulary.figureFields ?? [];
      expect(Object.keys(texts.fields ?? {})).toEqual(fields.map((f) => f.key));
      for (const f of fields) {
        expect(texts.fields![f.key]!.length, f.key).toBeGreaterThan(5);
        if (help.fields?.[f.key] !== undefined) expect(f.doc, f.key).toBeUndefined();
        expect(texts.fields![f.key], f.key).toBe(f.doc ?? help.fields![f.key]);
      }
      expect(Object.keys(help.fields ?? {}).filter((k) => !fields.some((f) => f.key === k))).toEqual([]);
    });
  }

  it('a ruleset of your own may carry its texts itself: helpOf reads them there first, then the help given apart', () => {
    const options = defineOptions({
      inline: option(z._default(z.boolean(), true), { description: 'Written on the option.' }),
      apart: option(z._default(z.boolean(), false), {}),
    }).specs;
    const questions = {
      here: question<unknown, z.ObjectSchema>({ doc: 'Written on the question.', args: z.strictObject({}), positional: [], answer: () => ({ ask: 'here', reasons: [] }) }),
      there: question<unknown, z.ObjectSchema>({ args: z.strictObject({}), positional: [], answer: () => ({ ask: 'there', reasons: [] }) }),
    };
    const own = { id: 'own', questions, options } as unknown as Ruleset<unknown>;
    expect(helpOf(own, { questions: { here: 'not this', there: 'Kept apart.' }, options: { apart: 'Kept apart too.' } })).toEqual({
      questions: { here: 'Written on the question.', there: 'Kept apart.' },
      options: { inline: 'Written on the option.', apart: 'Kept apart too.' },
    });
    // nothing written anywhere: an empty text, not a missing key
    expect(helpOf(own).questions.there).toBe('');
    expect(rulesetHelp(own).options.apart).toBe('');
  });
});
