/**
 * A ruleset's options as one zod object: each option is a zod schema with its default (`.default`), its
 * allowed values or range (`z.enum`, `z.literal([...])`, `.int().min().max()`), its help text and the clause
 * it reads (`.meta({ description, clause, aliases })`). From that one object come the defaults, the check
 * of a scenario's values (with one message per kind of value), `highground rules <id>` help, the JSON schema
 * of the options and the typed object a ruleset reads.
 */
import * as z from '../formats/schema-kit.js';
import { toJSONSchema } from '../formats/schema-kit-json.js';

/** The value of a ruleset option. */
export type OptionValue = string | number | boolean;

/** Option values by name, every option filled in (defaults for those the scenario leaves out). */
export type Options = Readonly<Record<string, OptionValue>>;

/** What an option's zod schema carries in its meta beyond the zod type and default. */
export interface OptionMeta {
  /**
   * What the option means, and the catalogue reading it implements (the help text). A ruleset may keep its
   * help apart instead (`RulesetHelp`, read with `helpOf`): the games of this package do, so that a game's
   * `loadScenario` + `ask` bundles none of it (issue 21).
   */
  description?: string;
  /** Clause id whose reading this option selects. */
  clause?: string;
  /**
   * Older spellings of the name (kebab-case, from before options were camelCase) still accepted in
   * scenario files; `optionName` turns them into the name, so a ruleset reads one spelling only.
   */
  aliases?: readonly string[];
}

/** One option as the engine, the CLI and the app read it: derived from its zod schema by `defineOptions`. */
export interface OptionSpec {
  default: OptionValue;
  /** Allowed values, when the option is a choice among a few. */
  choices?: readonly OptionValue[];
  /** Range of a number option (inclusive), and whether it must be whole. */
  min?: number;
  max?: number;
  integer?: boolean;
  /**
   * What the option means, when the ruleset carries it here (its `description`); `helpOf` gives it wherever
   * the ruleset keeps it.
   */
  doc?: string;
  /** Clause id whose reading this option selects. */
  clause?: string;
  /** Older (kebab-case) spellings still read as this option. */
  aliases?: readonly string[];
  /** The option's zod schema (with its default): the one source of everything above. */
  schema: z.Schema;
}

/** A ruleset's options, by camelCase name. */
export type OptionSpecs = Readonly<Record<string, OptionSpec>>;

/** A zod schema of one option: a string, number or boolean schema with a default. */
export type OptionSchema = z.DefaultSchema<z.Schema<OptionValue>>;

/** The options of a ruleset as one zod object, with the specs derived from it and a typed reader. */
export interface OptionSet<S extends Record<string, OptionSchema>> {
  /** The zod pieces, by name (spread them into a derived ruleset's `defineOptions`). */
  readonly shape: S;
  /** The one zod object: parsing a scenario's (already resolved) options gives the typed values. */
  readonly schema: z.ObjectSchema<S>;
  /** The specs the engine, `highground rules` and the app read (`Ruleset.options`). */
  readonly specs: { readonly [K in keyof S]: OptionSpec };
  /** The typed option values, defaults filled in. */
  read(o: Options): z.output<z.ObjectSchema<S>>;
}

/** One option: its zod schema (type, default, range) with its help text, clause and older spellings. */
export function option<T extends OptionSchema>(schema: T, meta: OptionMeta): T {
  return schema.check(z.meta({ ...meta })) as T;
}

/** Declare a ruleset's options as one zod object; see `option`. */
export function defineOptions<S extends Record<string, OptionSchema>>(shape: S): OptionSet<S> {
  const schema = z.object(shape);
  const specs = Object.fromEntries(Object.entries(shape).map(([name, s]) => [name, specOf(name, s)])) as { [K in keyof S]: OptionSpec };
  return { shape, schema, specs, read: (o) => schema.parse(o) };
}

function specOf(name: string, s: OptionSchema): OptionSpec {
  const meta = (z.globalRegistry.get(s) ?? {}) as Partial<OptionMeta>;
  if (meta.description !== undefined && (typeof meta.description !== 'string' || !meta.description)) throw new Error(`option ${name} has an empty description`);
  const def = s.parse(undefined) as OptionValue;
  // the schema under the default (and any pipe or optional): what kind of value the option takes
  let inner: z.Schema = s._zod.def.innerType!;
  for (;;) {
    const d = inner._zod.def;
    if (d.type === 'pipe') inner = d.in!;
    else if (d.type === 'optional') inner = d.innerType!;
    else break;
  }
  const spec: OptionSpec = { default: def, ...(meta.description !== undefined ? { doc: meta.description } : {}), schema: s };
  const d = inner._zod.def;
  if (d.type === 'enum') spec.choices = Object.values(d.entries!) as OptionValue[];
  else if (d.type === 'literal') spec.choices = [...d.values!] as OptionValue[];
  else if (d.type === 'number') {
    const r = numberRange(d);
    if (r.min !== undefined) spec.min = r.min;
    if (r.max !== undefined) spec.max = r.max;
    if (r.integer) spec.integer = true;
  }
  if (meta.clause !== undefined) spec.clause = meta.clause;
  if (meta.aliases?.length) spec.aliases = meta.aliases;
  return spec;
}

/** The range and wholeness of a number schema, folded from its checks (a format schema such as z.int() is its own first check). */
export function numberRange(d: z.Def): { min?: number; max?: number; integer: boolean } {
  let min = -Infinity;
  let max = Infinity;
  let integer = false;
  const own = (d as { check?: string }).check ? [d] : [];
  for (const c of [...own, ...(d.checks ?? []).map((ch) => ch._zod.def)] as { check: string; value?: unknown; format?: string }[]) {
    if (c.check === 'greater_than' && typeof c.value === 'number') min = Math.max(min, c.value);
    else if (c.check === 'less_than' && typeof c.value === 'number') max = Math.min(max, c.value);
    else if (c.check === 'number_format' && c.format?.includes('int')) integer = true;
    else if (c.check === 'multiple_of' && Number.isSafeInteger(c.value)) integer = true;
  }
  return {
    ...(Number.isFinite(min) && min > -Number.MAX_SAFE_INTEGER ? { min } : {}),
    ...(Number.isFinite(max) && max < Number.MAX_SAFE_INTEGER ? { max } : {}),
    integer,
  };
}

/** What values an option takes, in words: `"a" or "b"`, `a whole number from 1 to 1000`, `a boolean`. */
export function allowedValues(spec: OptionSpec): string {
  if (spec.choices) return spec.choices.map((c) => JSON.stringify(c)).join(' or ');
  if (typeof spec.default !== 'number') return `a ${typeof spec.default}`;
  const kind = spec.integer ? 'a whole number' : 'a number';
  if (spec.min !== undefined && spec.max !== undefined) return `${kind} from ${spec.min} to ${spec.max}`;
  if (spec.min !== undefined) return `${kind} of ${spec.min} or more`;
  if (spec.max !== undefined) return `${kind} of at most ${spec.max}`;
  return kind;
}

/** Whether `value` is one the option takes (its zod schema decides). */
export function optionAccepts(spec: OptionSpec, value: unknown): boolean {
  return value !== undefined && spec.schema.safeParse(value).success;
}

/**
 * The name an option is declared under, for a name as a user wrote it (the name itself or one of its
 * aliases), or undefined when the ruleset has no such option.
 */
export function optionName(options: OptionSpecs, given: string): string | undefined {
  if (Object.prototype.hasOwnProperty.call(options, given)) return given;
  for (const [name, spec] of Object.entries(options)) if (spec.aliases?.includes(given)) return name;
  return undefined;
}

/** The JSON schema of a ruleset's options (each option under its name; its aliases are listed in its meta). */
export function optionsJsonSchema(options: OptionSpecs): Record<string, unknown> {
  const properties: Record<string, unknown> = {};
  for (const [name, spec] of Object.entries(options)) properties[name] = toJSONSchema(spec.schema, { io: 'input', unrepresentable: 'any' });
  return { type: 'object', properties };
}
