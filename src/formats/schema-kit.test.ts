/**
 * The schema kit against zod/mini (issue 21: the games check values with our own kit so their bundles carry
 * no zod). Each of the package's real schemas (the scenario file with every ruleset registered, a figure,
 * every ruleset's options, every question's arguments) is rebuilt in zod/mini from its definition, random
 * values (mostly near what the schema takes, with wrong types, missing and extra keys, out-of-range numbers
 * mixed in) go through both, and both must agree: accepted or not, the same parsed value, the same issues
 * (code, path, expected, values, bounds, union branches) in the same order, so every error text stays as
 * zod's made it. The JSON schema writer is held to zod's output the same way.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import * as zm from 'zod/mini';
import { registered } from '../engine/registry.js';
import { currentFigureSchema, currentScenarioSchema } from './scenario/schema.js';
import * as z from './schema-kit.js';
import { toJSONSchema } from './schema-kit-json.js';

type Zod = zm.ZodMiniType;
const built = new Map<z.Schema, Zod>();
const withMeta = new Map<z.Schema, Zod>();

/** A kit check as the zod/mini check of the same definition (describe and meta change no answer). */
function zodCheck(d: z.CheckDef): zm.core.$ZodCheck<unknown> | undefined {
  switch (d.check) {
    case 'greater_than':
      return d.inclusive ? zm.minimum(d.value as number) : zm.gt(d.value as number);
    case 'less_than':
      return d.inclusive ? zm.maximum(d.value as number) : zm.lt(d.value as number);
    case 'number_format':
      return zm.int();
    case 'min_length':
      return zm.minLength(d.minimum!);
    case 'max_length':
      return zm.maxLength(d.maximum!);
    case 'length_equals':
      return zm.length(d.length!);
    case 'describe':
    case 'meta':
      return undefined;
    default:
      throw new Error(`no zod check for ${d.check}`);
  }
}

/** The kinds that hold other schemas: with `meta`, toZod rebuilds them so their children carry metadata too. */
const CONTAINERS = new Set(['optional', 'nullable', 'default', 'array', 'object', 'union', 'tuple', 'record']);

/**
 * The zod/mini schema of a kit schema, read off its definition (zod's own layout). With `meta`, each container
 * and its children also carry the kit schema's metadata in zod's registry (the JSON schema writes it); any
 * other kind is a copy of its plain conversion, so the metadata added is that schema's own.
 */
function toZod(s: z.Schema, meta = false): Zod {
  const cache = meta ? withMeta : built;
  const had = cache.get(s);
  if (had) return had;
  const d = s._zod.def;
  const kids = (x: z.Schema) => toZod(x, meta);
  const checks = (d.checks ?? []).map((c) => zodCheck(c._zod.def)).filter((c): c is zm.core.$ZodCheck<unknown> => c !== undefined);
  let out: Zod;
  if (meta && !CONTAINERS.has(d.type)) out = toZod(s).check();
  else switch (d.type) {
    case 'string': out = zm.string(); break;
    case 'number': out = d.check === 'number_format' ? zm.int() : zm.number(); break;
    case 'boolean': out = zm.boolean(); break;
    case 'unknown': out = zm.unknown(); break;
    case 'never': out = zm.never(); break;
    case 'enum': out = zm.enum(Object.values(d.entries!) as [string, ...string[]]); break;
    case 'literal': out = d.values!.length === 1 ? zm.literal(d.values![0] as string) : zm.literal(d.values as string[]); break;
    case 'optional': out = zm.optional(kids(d.innerType!)); break;
    case 'nullable': out = zm.nullable(kids(d.innerType!)); break;
    case 'default': out = zm._default(kids(d.innerType!), d.defaultValue as never); break;
    case 'array': out = zm.array(kids(d.element!)); break;
    case 'object': {
      const shape = Object.fromEntries(Object.entries(d.shape!).map(([k, v]) => [k, kids(v)]));
      const c = d.catchall?._zod.def.type;
      out = c === 'never' ? zm.strictObject(shape) : c === 'unknown' ? zm.looseObject(shape) : zm.object(shape);
      break;
    }
    case 'union': {
      const options = d.options!.map(kids) as [Zod, Zod, ...Zod[]];
      out = d.discriminator ? zm.discriminatedUnion(d.discriminator, options as never) : zm.union(options);
      break;
    }
    case 'tuple': out = zm.tuple(d.items!.map(kids) as [Zod, ...Zod[]]); break;
    case 'record': out = zm.record(kids(d.keyType!) as zm.ZodMiniString, kids(d.valueType!)); break;
    case 'lazy': out = zm.lazy(() => toZod(d.getter!())); break;
    case 'pipe': out = zm.pipe(toZod(d.in!), toZod(d.out!) as never); break;
    case 'transform': out = zm.transform(d.transform!); break;
    case 'custom': out = zm.custom(d.fn as (v: unknown) => boolean); break;
    default: throw new Error(`no zod schema for ${d.type}`);
  }
  if (checks.length && (!meta || CONTAINERS.has(d.type))) out = out.check(...(checks as zm.core.$ZodCheck<unknown>[]));
  if (meta) {
    const m = z.globalRegistry.get(s);
    if (m) zm.globalRegistry.add(out, m);
  }
  cache.set(s, out);
  return out;
}

const junk = fc.oneof(
  fc.constant(null), fc.constant(undefined), fc.integer({ min: -3, max: 3 }), fc.double(), fc.string({ maxLength: 3 }),
  fc.boolean(), fc.constant([]), fc.constant({}), fc.constant(Number.NaN), fc.constant(Infinity), fc.constant(2 ** 60),
);

/** Values near what `s` takes: mostly of its shape, with wrong values mixed in at every level. */
function near(s: z.Schema, depth = 0): fc.Arbitrary<unknown> {
  const d = s._zod.def;
  if (depth > 7) return junk;
  const sub = (x: z.Schema) => near(x, depth + 1);
  const bounds = (d.checks ?? []).map((c) => c._zod.def).flatMap((c) => [c.value, c.minimum, c.maximum, c.length].filter((v): v is number => typeof v === 'number'));
  const own = ((): fc.Arbitrary<unknown> => {
    switch (d.type) {
      case 'string':
        return fc.oneof(fc.string({ maxLength: 3 }), fc.constant(''), fc.constant('a'), fc.string({ unit: 'grapheme', maxLength: 2 }));
      case 'number':
        return fc.oneof(fc.integer({ min: -3, max: 20 }), fc.double({ min: -20, max: 20, noNaN: true }), ...bounds.flatMap((b) => [fc.constant(b), fc.constant(b - 1), fc.constant(b + 0.5)]));
      case 'boolean':
        return fc.boolean();
      case 'unknown':
      case 'custom':
        return fc.oneof(junk, fc.object({ maxDepth: 1, maxKeys: 2 }));
      case 'enum':
        return fc.constantFrom(...Object.values(d.entries!));
      case 'literal':
        return fc.constantFrom(...d.values!);
      case 'optional':
        return fc.oneof(fc.constant(undefined), sub(d.innerType!), sub(d.innerType!));
      case 'nullable':
        return fc.oneof(fc.constant(null), sub(d.innerType!));
      case 'default':
        return fc.oneof(fc.constant(undefined), sub(d.innerType!));
      case 'array':
        return fc.array(sub(d.element!), { maxLength: bounds.length ? Math.min(4, Math.max(...bounds) + 1) : 2 });
      case 'tuple': {
        const items = d.items!.map(sub);
        return fc.oneof(fc.tuple(...items), fc.tuple(...items), fc.tuple(...items.slice(0, -1)), fc.tuple(...items, junk));
      }
      case 'object': {
        const shape = Object.fromEntries(Object.entries(d.shape!).map(([k, v]) => [k, sub(v)]));
        const keys = Object.keys(shape);
        const body = fc.record(shape, { requiredKeys: keys.filter((k) => d.shape![k]!._zod.optin === undefined) });
        return fc.oneof(
          { weight: 3, arbitrary: body },
          { weight: 1, arbitrary: fc.record(shape, { requiredKeys: [] }) },
          { weight: 1, arbitrary: fc.tuple(body, fc.constantFrom('extra', 'levle', 'at')).map(([o, k]) => ({ ...o, [k]: 1 })) },
        );
      }
      case 'union':
        return fc.oneof(...d.options!.map(sub));
      case 'record':
        return fc.dictionary(fc.constantFrom('a', 'b', 'c', ''), sub(d.valueType!), { maxKeys: 2 });
      case 'lazy':
        return sub(d.getter!());
      case 'pipe':
        return sub(d.in!);
      default:
        return junk;
    }
  })();
  return fc.oneof({ weight: 6, arbitrary: own }, { weight: 1, arbitrary: junk });
}

/** Both answers, side by side. */
function both(s: z.Schema, value: unknown) {
  const ours = s.safeParse(value);
  const theirs = toZod(s).safeParse(value);
  return { ours: ours.success ? { data: ours.data } : { issues: ours.error.issues }, theirs: theirs.success ? { data: theirs.data } : { issues: theirs.error.issues.map((i) => ({ ...i })) } };
}

function agrees(s: z.Schema, runs: number) {
  fc.assert(fc.property(near(s), (value) => {
    const { ours, theirs } = both(s, value);
    expect(ours).toStrictEqual(theirs);
  }), { numRuns: runs });
}

describe('the schema kit answers as zod/mini does, on the package\'s own schemas', () => {
  it('the scenario file (every ruleset registered): same acceptance, parsed value and issues', () => {
    agrees(currentScenarioSchema(), 400);
  });

  it('a figure, and maps near a valid one', () => {
    agrees(currentFigureSchema(), 300);
  });

  for (const r of registered) {
    it(`${r.id}: every option, and every question's arguments`, () => {
      for (const spec of Object.values(r.options)) agrees(spec.schema, 40);
      for (const q of Object.values(r.questions)) agrees(q.args as z.Schema, 60);
    });
  }

  it('hand-picked values: missing keys, unknown keys, a string where a list goes, ints out of the safe range, a bad discriminator', () => {
    const s = currentScenarioSchema();
    const cases: unknown[] = [
      {}, { format: 'highground/1' }, { format: 'highground/1', ruleset: 'heroclix', map: { grid: 'square', rows: '.', legend: { '.': { level: 1.5 } } } },
      { format: 'highground/1', ruleset: 'malifaux', map: { grid: 'table', size: [36, 36], pieces: [{ kind: 'x', shape: { polygon: [[0, 0]] } }] } },
      { format: 'highground/1', ruleset: 'malifaux', map: { grid: 'octagon' } },
      { format: 'highground/1', ruleset: 'tft-3d', map: { grid: 'hex', cells: [{ at: [2 ** 60, 0] }] }, figures: { A: { at: 'x', side: '' } } },
      { format: 'highground/1', ruleset: 'heroscape', map: { grid: 'hex', legend: { '.': { terrain: [] } } }, checks: [{ ask: 'sight' }] },
      { format: 'highground/1', ruleset: 'heroscape', map: { grid: 'hex', legend: { '.': { terrain: '' } } }, extra: 1 },
    ];
    for (const c of cases) {
      const { ours, theirs } = both(s, c);
      expect(ours).toStrictEqual(theirs);
    }
  });
});

describe('the JSON schema writer writes what zod writes', () => {
  it('the scenario schema, and every option of every ruleset, key for key and in order', () => {
    const opts = { io: 'input', unrepresentable: 'any' } as const;
    expect(JSON.stringify(toJSONSchema(currentScenarioSchema()))).toBe(JSON.stringify(zm.toJSONSchema(toZod(currentScenarioSchema(), true), opts)));
    for (const r of registered) {
      for (const spec of Object.values(r.options)) expect(JSON.stringify(toJSONSchema(spec.schema))).toBe(JSON.stringify(zm.toJSONSchema(toZod(spec.schema, true), opts)));
    }
  });
});

