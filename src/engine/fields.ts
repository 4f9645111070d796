/**
 * The fields a player fills in for a figure of a ruleset: the ones it declares (`vocabulary.figureFields`),
 * or, for a ruleset that declares none, one per figure key read off the key's zod schema (its kind, choices,
 * range and description), so an add-figure form never needs to know how zod stores a schema.
 */
import * as z from '../formats/schema-kit.js';
import { numberRange } from './options.js';
import type { FieldSpec, Vocabulary } from './ruleset.js';

/** Keys a player never types (a file reference, the turn state a question records). */
const NOT_FILLED_IN = new Set(['file', 'hazards-taken']);

export function figureFieldsOf(vocabulary: Vocabulary): readonly FieldSpec[] {
  if (vocabulary.figureFields?.length) return vocabulary.figureFields;
  const keys = vocabulary.keys.figure as Record<string, z.Schema>;
  return vocabulary.figureKeys.filter((k) => !NOT_FILLED_IN.has(k) && keys[k]).map((k) => fieldOfKey(k, keys[k]!));
}

/** One figure key as a form field (a key without a schema it can read is free text). */
export function fieldOfKey(key: string, schema: z.Schema): FieldSpec {
  const doc = (z.globalRegistry.get(schema)?.description as string | undefined) ?? '';
  let t = schema;
  while (t._zod.def.type === 'optional' || t._zod.def.type === 'nullable' || t._zod.def.type === 'default') t = t._zod.def.innerType!;
  const base = { key, label: key.replace(/-/g, ' '), doc: doc || ((z.globalRegistry.get(t)?.description as string | undefined) ?? '') };
  const d = t._zod.def;
  switch (d.type) {
    case 'boolean':
      return { ...base, kind: 'boolean' };
    case 'number': {
      const r = numberRange(d);
      return { ...base, kind: 'number', integer: r.integer, ...(r.min !== undefined ? { min: r.min } : {}), ...(r.max !== undefined ? { max: r.max } : {}) };
    }
    case 'enum':
      return { ...base, kind: 'choice', choices: Object.values(d.entries!) as (string | number)[] };
    case 'union': {
      const lits = d.options!.map((o) => (o._zod.def.type === 'literal' ? (o._zod.def as unknown as { values: unknown[] }).values[0] : undefined));
      if (lits.every((v) => typeof v === 'string' || typeof v === 'number')) return { ...base, kind: 'choice', choices: lits as (string | number)[] };
      return { ...base, kind: 'text' };
    }
    case 'array':
      return { ...base, kind: 'list' };
    default:
      return { ...base, kind: 'text' };
  }
}
