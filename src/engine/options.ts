/**
 * A ruleset's options as one zod object: each option is a zod schema with its default (`.default`), its
 * allowed values or range (`z.enum`, `z.literal([...])`, `.int().min().max()`), its help text and the clause
 * it reads (`.meta({ description, clause, aliases })`). From that one object come the defaults, the check
 * of a scenario's values (with one message per kind of value), `highground rules <id>` help, the JSON schema
 * of the options and the typed object a ruleset reads.
 */
import { z } from 'zod';

/** The value of a ruleset option. */
export type OptionValue = string | number | boolean;

/** Option values by name, every option filled in (defaults for those the scenario leaves out). */
export type Options = Readonly<Record<string, OptionValue>>;

/** What an option's zod schema carries in its meta beyond the zod type and default. */
export interface OptionMeta {
  /** What the option means, and the catalogue reading it implements (the help text). */
  description: string;
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
  /** What the option means, and the catalogue reading it implements. */
  doc: string;
  /** Clause id whose reading this option selects. */
  clause?: string;
  /** Older (kebab-case) spellings still read as this option. */
  aliases?: readonly string[];
  /** The option's zod schema (with its default): the one source of everything above. */
  schema: z.ZodType;
}

/** A ruleset's options, by camelCase name. */
export type OptionSpecs = Readonly<Record<string, OptionSpec>>;

/** A zod schema of one option: a string, number or boolean schema with a default. */
export type OptionSchema = z.ZodDefault<z.ZodType<OptionValue>>;

/** The options of a ruleset as one zod object, with the specs derived from it and a typed reader. */
export interface OptionSet<S extends Record<string, OptionSchema>> {
  /** The zod pieces, by name (spread them into a derived ruleset's `defineOptions`). */
  readonly shape: S;
  /** The one zod object: parsing a scenario's (already resolved) options gives the typed values. */
  readonly schema: z.ZodObject<S>;
  /** The specs the engine, `highground rules` and the app read (`Ruleset.options`). */
  readonly specs: { readonly [K in keyof S]: OptionSpec };
  /** The typed option values, defaults filled in. */
  read(o: Options): z.output<z.ZodObject<S>>;
}

/** One option: its zod schema (type, default, range) with its help text, clause and older spellings. */
export function option<T extends OptionSchema>(schema: T, meta: OptionMeta): T {
  return schema.meta({ ...meta }) as T;
}

/** Declare a ruleset's options as one zod object; see `option`. */
export function defineOptions<S extends Record<string, OptionSchema>>(shape: S): OptionSet<S> {
  const schema = z.object(shape);
  const specs = Object.fromEntries(Object.entries(shape).map(([name, s]) => [name, specOf(name, s)])) as { [K in keyof S]: OptionSpec };
  return { shape, schema, specs, read: (o) => schema.parse(o) };
}

function specOf(name: string, s: OptionSchema): OptionSpec {
  const meta = (s.meta() ?? {}) as Partial<OptionMeta>;
  if (typeof meta.description !== 'string' || !meta.description) throw new Error(`option ${name} has no description`);
  const def = s.parse(undefined) as OptionValue;
  let inner = (s as unknown as { def: { innerType: z.ZodType } }).def.innerType;
  while (inner instanceof z.ZodPipe || inner instanceof z.ZodOptional) inner = inner instanceof z.ZodPipe ? (inner.def.in as z.ZodType) : (inner.def.innerType as z.ZodType);
  const spec: OptionSpec = { default: def, doc: meta.description, schema: s };
  if (inner instanceof z.ZodEnum) spec.choices = inner.options as OptionValue[];
  else if (inner instanceof z.ZodLiteral) spec.choices = [...inner.values] as OptionValue[];
  else if (inner instanceof z.ZodNumber) {
    if (inner.minValue !== null && Number.isFinite(inner.minValue) && inner.minValue > -Number.MAX_SAFE_INTEGER) spec.min = inner.minValue;
    if (inner.maxValue !== null && Number.isFinite(inner.maxValue) && inner.maxValue < Number.MAX_SAFE_INTEGER) spec.max = inner.maxValue;
    if (inner.isInt) spec.integer = true;
  }
  if (meta.clause !== undefined) spec.clause = meta.clause;
  if (meta.aliases?.length) spec.aliases = meta.aliases;
  return spec;
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
  for (const [name, spec] of Object.entries(options)) properties[name] = z.toJSONSchema(spec.schema, { io: 'input', unrepresentable: 'any' });
  return { type: 'object', properties };
}
