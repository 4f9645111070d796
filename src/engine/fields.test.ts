import { describe, expect, it } from 'vitest';
import * as z from '../formats/schema-kit.js';
import { figureFieldsOf, fieldOfKey } from './fields.js';
import { defineVocabulary } from './ruleset.js';

describe('figure fields read off the key schemas (a ruleset that declares no figureFields)', () => {
  const vocabulary = defineVocabulary({
    terrain: { clear: 'open ground' },
    figure: {
      size: z.optional(z.enum(['tiny', 'standard', 'giant'])).check(z.describe('how big the figure is')),
      speed: z.optional(z.number().check(z.int(), z.minimum(0), z.maximum(12))),
      flight: z.optional(z.boolean()),
      stance: z.optional(z.union([z.literal('low'), z.literal('high')])),
      talents: z.optional(z.array(z.string())),
      'hazards-taken': z.optional(z.array(z.string())),
      file: z.optional(z.string()),
    },
  });

  it('gives each key its kind, choices, range and description, and skips keys a player never types', () => {
    const fields = figureFieldsOf(vocabulary);
    expect(fields.map((f) => f.key)).toEqual(['size', 'speed', 'flight', 'stance', 'talents']);
    const by = Object.fromEntries(fields.map((f) => [f.key, f]));
    expect(by.size).toMatchObject({ kind: 'choice', choices: ['tiny', 'standard', 'giant'], doc: 'how big the figure is' });
    expect(by.speed).toMatchObject({ kind: 'number', integer: true, min: 0, max: 12 });
    expect(by.flight).toMatchObject({ kind: 'boolean' });
    expect(by.stance).toMatchObject({ kind: 'choice', choices: ['low', 'high'] });
    expect(by.talents).toMatchObject({ kind: 'list' });
  });

  it('prefers the fields a ruleset declares', () => {
    const declared = defineVocabulary({ terrain: {}, figure: { speed: z.optional(z.number()) }, figureFields: [{ key: 'speed', label: 'Speed', kind: 'number', default: 6, doc: 'squares a turn' }] });
    expect(figureFieldsOf(declared)).toBe(declared.figureFields);
    expect(fieldOfKey('x', z.string())).toMatchObject({ key: 'x', kind: 'text' });
  });
});
