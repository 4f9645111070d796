/**
 * The schema kit: the part of zod/mini this package uses, written small so that a game's bundle carries no
 * zod (issue 21: zod/mini was 6-8 kB gzipped of each game's `loadScenario` + `ask`).
 *
 * Same call shapes as zod/mini (`strictObject`, `optional(x)`, `x.check(minimum(0), describe('...'))`, ...),
 * the same definitions under `schema._zod.def` (type, shape, innerType, options, entries, values, checks
 * with their `check`, `value`, `inclusive`, `minimum`, ...), so code that reads a schema reads either, and
 * the same issues, in the same order, with the same fields (code, path, expected, values, origin, minimum,
 * maximum, inclusive, exact, keys, errors, discriminator, ...): every error text built from them stays as
 * it was. The semantics follow zod 4's core (zod/v4/core/schemas.js and checks.js: how a missing key, an
 * optional, a default, a union's branches and a check after a failed type are reported); a property test
 * (schema-kit.test.ts) runs random values through this kit and through zod on the package's own schemas
 * and asserts the same answer and the same issues. The JSON schema writer is apart (schema-kit-json.ts),
 * read only by the build and `highground rules`.
 */

/** One problem found in a value, as zod reports it (`message` is zod/mini's "Invalid input"). */
export interface Issue {
  readonly code: string;
  readonly path: PropertyKey[];
  readonly message: string;
  readonly expected?: string;
  readonly values?: readonly unknown[];
  readonly origin?: string;
  readonly minimum?: number;
  readonly maximum?: number;
  readonly inclusive?: boolean;
  readonly exact?: boolean;
  readonly keys?: string[];
  readonly errors?: Issue[][];
  readonly discriminator?: string;
  readonly divisor?: number;
  readonly [key: string]: unknown;
}

/** An issue while a value is checked (before `finalize`: it may carry `continue` and the input). */
type RawIssue = { code: string; path?: PropertyKey[]; continue?: boolean; input?: unknown; message?: string; [key: string]: unknown };
export interface Payload { value: unknown; issues: RawIssue[]; aborted?: boolean }

/** A check's definition, as zod lays it out: its kind (`greater_than`, `min_length`, `describe`, ...) and bound. */
export interface CheckDef {
  check: string;
  value?: unknown;
  inclusive?: boolean;
  minimum?: number;
  maximum?: number;
  length?: number;
  format?: string;
  when?: ((p: Payload) => boolean) | undefined;
}

/** A check attached with `.check(...)`: a bound, a length, a description, metadata. */
export interface Check {
  readonly _zod: { readonly def: CheckDef; check(payload: Payload): void; onattach: ((schema: Schema) => void)[] };
}

/** A schema's definition, as zod lays it out (only the fields of the kinds this kit has). */
export interface Def {
  type: string;
  checks?: Check[];
  /** A schema that is its own first check (`int()`): its check kind and format. */
  check?: string;
  format?: string;
  value?: unknown;
  inclusive?: boolean;
  minimum?: number;
  maximum?: number;
  length?: number;
  shape?: Record<string, Schema>;
  catchall?: Schema;
  innerType?: Schema;
  defaultValue?: unknown;
  options?: Schema[];
  discriminator?: string;
  entries?: Record<string, string | number>;
  values?: unknown[];
  element?: Schema;
  items?: Schema[];
  rest?: Schema | null;
  keyType?: Schema;
  valueType?: Schema;
  in?: Schema;
  out?: Schema;
  getter?: () => Schema;
  fn?: (v: unknown) => unknown;
  transform?: (v: unknown) => unknown;
  [key: string]: unknown;
}

interface Internals<O, I> {
  def: Def;
  /** Type-only: what parsing gives and what it takes. */
  readonly output: O;
  readonly input: I;
  /** Whether the key may be absent (`optional`, or `defaulted`: absent gets the default) and stays absent. */
  readonly optin?: 'optional' | 'defaulted' | undefined;
  readonly optout?: 'optional' | undefined;
  /** The values a literal or enum takes (a discriminated union's lookup). */
  readonly values?: Set<unknown> | undefined;
  readonly propValues?: Record<string, Set<unknown>> | undefined;
  /** The schema this one was derived from by `.check(...)` (metadata is inherited). */
  readonly parent?: Schema | undefined;
  run(payload: Payload, ctx?: object): Payload;
  parse(payload: Payload): Payload;
}

export type SafeParseResult<O> = { success: true; data: O; error?: undefined } | { success: false; data?: undefined; error: { issues: Issue[] } };

/** A schema: what it accepts (`I`) and gives (`O`). */
export interface Schema<O = unknown, I = unknown> {
  readonly _zod: Internals<O, I>;
  readonly type: string;
  readonly def: Def;
  /** This schema with more checks (a bound, a length, a description or metadata). */
  check(...checks: Check[]): this;
  parse(value: unknown): O;
  safeParse(value: unknown): SafeParseResult<O>;
}

type AnySchema = Schema<any, any>;
export type output<S> = S extends { _zod: { output: infer O } } ? O : unknown;
export type input<S> = S extends { _zod: { input: infer I } } ? I : unknown;
export type { output as infer };

type Opt<S, K extends 'optin' | 'optout'> = S extends { _zod: { [k in K]: 'optional' | 'defaulted' } } ? true : false;
type Flat<T> = { [K in keyof T]: T[K] } & {};
export type Shape = Readonly<Record<string, AnySchema>>;
type OutKeysOpt<S extends Shape> = { [K in keyof S]: Opt<S[K], 'optout'> extends true ? K : never }[keyof S];
type InKeysOpt<S extends Shape> = { [K in keyof S]: Opt<S[K], 'optin'> extends true ? K : never }[keyof S];
type ObjectOut<S extends Shape> = Flat<{ -readonly [K in Exclude<keyof S, OutKeysOpt<S>>]: output<S[K]> } & { -readonly [K in OutKeysOpt<S>]?: output<S[K]> }>;
type ObjectIn<S extends Shape> = Flat<{ -readonly [K in Exclude<keyof S, InKeysOpt<S>>]: input<S[K]> } & { -readonly [K in InKeysOpt<S>]?: input<S[K]> }>;

export interface ObjectSchema<S extends Shape = Shape, O = ObjectOut<S>, I = ObjectIn<S>> extends Schema<O, I> {
  readonly shape: S;
}
export interface OptionalSchema<T extends AnySchema> extends Schema<output<T> | undefined, input<T> | undefined> {
  readonly _zod: Internals<output<T> | undefined, input<T> | undefined> & { readonly optin: 'optional'; readonly optout: 'optional'; def: Def & { innerType: T } };
}
export interface DefaultSchema<T extends AnySchema> extends Schema<Exclude<output<T>, undefined>, input<T> | undefined> {
  readonly _zod: Internals<Exclude<output<T>, undefined>, input<T> | undefined> & { readonly optin: 'defaulted'; def: Def & { innerType: T } };
}
export interface RecordSchema<K extends AnySchema, V extends AnySchema> extends Schema<Record<output<K> & PropertyKey, output<V>>, Record<input<K> & PropertyKey, input<V>>> {
  readonly _zod: Internals<Record<output<K> & PropertyKey, output<V>>, Record<input<K> & PropertyKey, input<V>>> & { def: Def & { keyType: K; valueType: V } };
}

/**
 * What a child schema is run with: zod's own schemas (a ruleset written with zod, as docs/writing-a-ruleset.md
 * shows) read their parse options from it, so they nest inside this kit's objects, unions and defaults.
 */
const CTX = {};

/** zod/mini's English-less message: every issue says this unless a schema gave its own. */
const INVALID = 'Invalid input';

/** Whether a payload stops: an issue that does not say `continue`. */
const aborted = (p: Payload, from = 0): boolean => {
  if (p.aborted) return true;
  for (let i = from; i < p.issues.length; i++) if (p.issues[i]!.continue !== true) return true;
  return false;
};

function finalize(iss: RawIssue): Issue {
  const full: Record<string, unknown> = {};
  for (const k of Object.keys(iss)) if (k !== 'continue' && k !== 'input' && k !== '__proto__') full[k] = iss[k];
  full.path ??= [];
  full.message = iss.message || INVALID;
  return full as unknown as Issue;
}

function prefix(key: PropertyKey, issues: RawIssue[]): RawIssue[] {
  for (const iss of issues) (iss.path ??= []).unshift(key);
  return issues;
}

/** `s` run on `value` alone (a fresh payload). */
const run = (s: Schema, value: unknown): Payload => s._zod.run({ value, issues: [] }, CTX);
/** `p` with one more issue. */
const issue = (p: Payload, iss: RawIssue): Payload => (p.issues.push(iss), p);
/** `p` with the issues of a part of it (an item, a key) under that part's key. */
const nest = (p: Payload, key: PropertyKey, r: Payload) => {
  if (r.issues.length) p.issues.push(...prefix(key, r.issues));
};

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
function isPlainObject(o: unknown): o is Record<string, unknown> {
  if (!isObject(o)) return false;
  const ctor = o.constructor;
  if (ctor === undefined || typeof ctor !== 'function') return true;
  const prot: unknown = ctor.prototype;
  return isObject(prot) && Object.prototype.hasOwnProperty.call(prot, 'isPrototypeOf');
}

/** The metadata registry (`describe`, `meta`): a schema's entry, merged over what it was derived from. */
export const globalRegistry = {
  _map: new WeakMap<object, Record<string, unknown>>(),
  add(schema: object, meta: Record<string, unknown>) {
    this._map.set(schema, meta);
    return this;
  },
  get(schema: object): Record<string, unknown> | undefined {
    const parent = (schema as Schema)._zod?.parent;
    let own = this._map.get(schema);
    if (parent) {
      const pm = { ...this.get(parent) };
      delete pm.id;
      own = { ...pm, ...own };
      if (!Object.keys(own).length) own = undefined;
    }
    // a schema written with zod keeps its `.describe()` and `.meta()` in zod's registry (on globalThis)
    const theirs = (globalThis as { __zod_globalRegistry?: { get(s: object): Record<string, unknown> | undefined } }).__zod_globalRegistry?.get(schema);
    return theirs ? { ...theirs, ...own } : own;
  },
  has(schema: object) {
    return this._map.has(schema);
  },
};

type Parse = (p: Payload, inst: Schema) => Payload;
/** A kind's properties: each a value, or a function computing it on first read (it may read other schemas). */
type Lazy<T> = T | (() => T);
type Extras = { optin?: Lazy<'optional' | 'defaulted' | undefined>; optout?: Lazy<'optional' | undefined>; values?: Lazy<Set<unknown> | undefined>; propValues?: Lazy<Record<string, Set<unknown>> | undefined> };

/**
 * A kind: how it checks a value, its optional/values properties, and (int, custom) the check a schema of it is
 * itself (zod's `$Zod<Kind>` constructors). Each kind is its own function, handed to the schema by its builder
 * (no table of them), so a bundle carries only the kinds its schemas use.
 */
type Kind = (def: Def) => [Parse, Extras?, ((p: Payload) => void)?];

class SchemaImpl {
  _zod: Internals<unknown, unknown>;
  type: string;
  def: Def;
  declare shape?: Record<string, Schema>;
  /** The kind, for `.check(...)`'s derived schema. */
  declare private _k: Kind;
  constructor(def: Def, kind: Kind, parent?: Schema) {
    this.def = def;
    this.type = def.type;
    Object.defineProperty(this, '_k', { value: kind });
    const [parse, extras = {}, own] = kind(def);
    const self = this as unknown as Schema;
    const z: Record<string, unknown> = { def, parent, parse: (p: Payload) => parse(p, self) };
    for (const [k, get] of Object.entries(extras)) {
      if (typeof get === 'function') {
        Object.defineProperty(z, k, { get() { const v = get(); Object.defineProperty(z, k, { value: v }); return v; }, configurable: true });
      } else z[k] = get;
    }
    this._zod = z as unknown as Internals<unknown, unknown>;
    if (def.type === 'object') this.shape = def.shape!;
    // a schema that is its own first check (zod's number formats and custom): how it checks a value
    if (own) {
      z.onattach = [];
      z.check = own;
    }
    const checks: Check[] = def.check ? [self as unknown as Check, ...(def.checks ?? [])] : [...(def.checks ?? [])];
    for (const ch of checks) for (const fn of ch._zod.onattach ?? []) fn(self);
    z.run = checks.length
      ? (p: Payload) => {
        const r = parse(p, self);
        let stop = aborted(r);
        for (const ch of checks) {
          const d = ch._zod.def;
          if (d.when) {
            if (r.aborted || r.issues.some((i) => i.continue === false) || !d.when(r)) continue;
          } else if (stop) continue;
          const n = r.issues.length;
          ch._zod.check(r);
          if (r.issues.length !== n && !stop) stop = aborted(r, n);
        }
        return r;
      }
      : z.parse;
  }

  check(...checks: Check[]): this {
    return new SchemaImpl({ ...this.def, checks: [...(this.def.checks ?? []), ...checks] }, this._k, this as unknown as Schema) as unknown as this;
  }

  safeParse(value: unknown): SafeParseResult<unknown> {
    const r = this._zod.run({ value, issues: [] }, CTX);
    return r.issues.length ? { success: false, error: { issues: r.issues.map(finalize) } } : { success: true, data: r.value };
  }

  parse(value: unknown): unknown {
    const r = this.safeParse(value);
    if (!r.success) throw Object.assign(new Error(JSON.stringify(r.error.issues, null, 2)), { issues: r.error.issues });
    return r.data;
  }
}

/** Int-format schemas are their own first check (zod's `$ZodNumberFormat`): the check reads the value. */
const runInt = (p: Payload, def: Def) => {
  const input = p.value as number;
  if (!Number.isInteger(input)) {
    p.issues.push({ expected: 'int', format: def.format, code: 'invalid_type', continue: false, input });
    return;
  }
  if (!Number.isSafeInteger(input)) {
    const big = input > 0;
    p.issues.push({ input, code: big ? 'too_big' : 'too_small', [big ? 'maximum' : 'minimum']: big ? Number.MAX_SAFE_INTEGER : Number.MIN_SAFE_INTEGER, note: 'Integers must be within the safe integer range.', origin: 'int', inclusive: true, continue: true });
  }
};
/** `int()`: a number schema that is its own integer check. */
const intKind: Kind = (def) => [numberKind(def)[0], undefined, (p) => runInt(p, def)];

/* @__NO_SIDE_EFFECTS__ */
const make = <S>(def: Def, kind: Kind): S => new SchemaImpl(def, kind) as unknown as S;
const typeIssue = (p: Payload, expected: string, extra?: Record<string, unknown>): Payload => issue(p, { expected, code: 'invalid_type', input: p.value, ...extra });
/* @__NO_SIDE_EFFECTS__ */
const primitive = (expected: string): Kind => () => [(p) => (typeof p.value === expected ? p : typeIssue(p, expected))];
const stringKind = /* @__PURE__ */ primitive('string');
const booleanKind = /* @__PURE__ */ primitive('boolean');
const numberKind: Kind = () => [(p) => {
  const v = p.value;
  if (typeof v === 'number' && Number.isFinite(v)) return p;
  const received = typeof v === 'number' ? (Number.isNaN(v) ? 'NaN' : String(v)) : undefined;
  return typeIssue(p, 'number', received ? { received } : undefined);
}];
const unknownKind: Kind = () => [(p) => p];
/** An enum or a literal: one of `values`. */
const oneOf = (values: unknown[]): ReturnType<Kind> => {
  const set = new Set(values);
  return [(p) => (set.has(p.value) ? p : issue(p, { code: 'invalid_value', values, input: p.value })), { values: () => set }];
};
const enumKind: Kind = (def) => oneOf(Object.values(def.entries!));
const literalKind: Kind = (def) => oneOf(def.values!);
/** The values of the schema `def` wraps, with `more` (an optional's undefined, a nullable's null). */
const innerValues = (def: Def, more: unknown) => () => {
  const v = def.innerType!._zod.values;
  return v ? new Set([...v, more]) : undefined;
};
/** Extras read off another schema (`of()`) when first asked. */
const forward = (of: () => Schema, ...keys: (keyof Extras)[]): Extras => Object.fromEntries(keys.map((k) => [k, () => of()._zod[k]]));
const optionalKind: Kind = (def) => [(p) => {
  const inner = def.innerType!._zod;
  if (p.value === undefined) {
    if (inner.optin !== 'defaulted') return p;
    const r = run(def.innerType!, undefined);
    p.value = r.issues.length ? undefined : r.value;
    return p;
  }
  return inner.run(p, CTX);
}, {
  optout: 'optional',
  optin: () => (def.innerType!._zod.optin === 'defaulted' ? 'defaulted' : 'optional'),
  values: innerValues(def, undefined),
}];
const nullableKind: Kind = (def) => [(p) => (p.value === null ? p : def.innerType!._zod.run(p, CTX)), {
  ...forward(() => def.innerType!, 'optin', 'optout'),
  values: innerValues(def, null),
}];
const defaultKind: Kind = (def) => [(p) => {
  if (p.value === undefined) {
    p.value = def.defaultValue;
    return p;
  }
  const r = def.innerType!._zod.run(p, CTX);
  if (r.value === undefined) r.value = def.defaultValue;
  return r;
}, { optin: 'defaulted', ...forward(() => def.innerType!, 'values') }];
const arrayKind: Kind = (def) => [(p) => {
  const input = p.value;
  if (!Array.isArray(input)) return typeIssue(p, 'array');
  // an oversized array fails its leading size checks before any element is read (zod's capSize)
  for (const ch of def.checks ?? []) {
    const d = ch._zod.def;
    if (!/_(length|size)$|_equals$/.test(String(d.check))) break;
    const max = (d.maximum ?? d.length) as number | undefined;
    if (max !== undefined && max >= 0 && input.length > max && d.when!(p)) {
      const start = p.issues.length;
      ch._zod.check(p);
      p.issues[start]!.continue = false;
      return p;
    }
  }
  const out: unknown[] = Array(input.length);
  p.value = out;
  for (let i = 0; i < input.length; i++) {
    const r = run(def.element!, input[i]);
    nest(p, i, r);
    out[i] = r.value;
  }
  return p;
}];

function property(r: Payload, final: Payload, key: string, input: Record<string, unknown>, el: Internals<unknown, unknown>) {
  const present = key in input;
  const optin = el.optin;
  const optout = el.optout === 'optional';
  if (!present && optout && optin === 'optional') return;
  if (r.issues.length) {
    if (optin !== undefined && optout && !present) return;
    nest(final, key, r);
  }
  if (!present && optin === undefined) {
    if (!r.issues.length) issue(final, { code: 'invalid_type', expected: 'nonoptional', input: undefined, path: [key] });
    return;
  }
  if (r.value === undefined) {
    if (present || (optin === 'defaulted' && !optout)) (final.value as Record<string, unknown>)[key] = undefined;
  } else (final.value as Record<string, unknown>)[key] = r.value;
}

const objectKind: Kind = (def) => {
  const propValues = () => {
    const out: Record<string, Set<unknown>> = {};
    for (const [key, s] of Object.entries(def.shape!)) {
      const values = s._zod.values;
      if (!values) continue;
      const set = (out[key] ??= new Set());
      for (const v of values) set.add(v);
      if (s._zod.optin !== undefined) set.add(undefined);
    }
    return out;
  };
  return [(p) => {
    const input = p.value;
    if (!isObject(input)) return typeIssue(p, 'object');
    const shape = def.shape!;
    p.value = {};
    for (const key of Object.keys(shape)) {
      if (key === '__proto__') continue;
      property(run(shape[key]!, input[key]), p, key, input, shape[key]!._zod);
    }
    const catchall = def.catchall;
    if (!catchall) return p;
    const unrecognized: string[] = [];
    const never = catchall._zod.def.type === 'never';
    for (const key in input) {
      if (Object.prototype.hasOwnProperty.call(shape, key)) continue;
      if (never) unrecognized.push(key);
      else if (key !== '__proto__') property(run(catchall, input[key]), p, key, input, catchall._zod);
    }
    return unrecognized.length ? issue(p, { code: 'unrecognized_keys', keys: unrecognized, input, continue: true }) : p;
  }, { propValues }];
};
const neverKind: Kind = () => [(p) => typeIssue(p, 'never')];

function unionKind(def: Def): [Parse, Extras] {
  const options = def.options!;
  return [(p) => {
    if (options.length === 1) return options[0]!._zod.run(p, CTX);
    const results: Payload[] = [];
    for (const o of options) {
      const r = run(o, p.value);
      if (!r.issues.length) {
        p.value = r.value;
        return p;
      }
      results.push(r);
    }
    const nonaborted = results.filter((r) => !aborted(r));
    if (nonaborted.length === 1) {
      p.value = nonaborted[0]!.value;
      return nonaborted[0]!;
    }
    return issue(p, { code: 'invalid_union', input: p.value, errors: results.map((r) => r.issues.map(finalize)) });
  }, {
    optin: () => (options.some((o) => o._zod.optin === 'defaulted') ? 'defaulted' : options.some((o) => o._zod.optin !== undefined) ? 'optional' : undefined),
    optout: () => (options.some((o) => o._zod.optout === 'optional') ? 'optional' : undefined),
    values: () => (options.every((o) => o._zod.values) ? new Set(options.flatMap((o) => [...o._zod.values!])) : undefined),
  }];
}
function discriminatedKind(def: Def): [Parse, Extras] {
  const [, extras] = unionKind(def);
  let map: Map<unknown, Schema | null> | undefined;
  const lookup = () => {
    if (map) return map;
    map = new Map();
    for (const o of def.options!) {
      for (const v of o._zod.propValues?.[def.discriminator!] ?? []) map.set(v, map.has(v) ? null : o);
    }
    return map;
  };
  return [(p) => {
    const input = p.value;
    if (!isObject(input)) return typeIssue(p, 'object');
    const m = lookup();
    const opt = m.get(input[def.discriminator!]);
    return opt ? opt._zod.run(p, CTX) : issue(p, {
      code: 'invalid_union', errors: [], note: 'No matching discriminator', discriminator: def.discriminator,
      options: [...m.keys()].filter((v) => m.get(v) !== null), input, path: [def.discriminator!],
    });
  }, { ...extras, propValues: () => {
    const out: Record<string, Set<unknown>> = {};
    for (const o of def.options!) for (const [k, vs] of Object.entries(o._zod.propValues ?? {})) for (const v of vs) (out[k] ??= new Set()).add(v);
    return out;
  } }];
}

const tupleKind: Kind = (def) => {
  const items = def.items!;
  const start = (key: 'optin' | 'optout') => {
    for (let i = items.length - 1; i >= 0; i--) {
      if (!(key === 'optin' ? items[i]!._zod.optin !== undefined : items[i]!._zod.optout === 'optional')) return i + 1;
    }
    return 0;
  };
  return [(p) => {
    const input = p.value;
    if (!Array.isArray(input)) return typeIssue(p, 'tuple');
    const out: unknown[] = [];
    p.value = out;
    const optinStart = start('optin');
    if (input.length < optinStart) return issue(p, { code: 'too_small', minimum: optinStart, inclusive: true, input, origin: 'array' });
    if (input.length > items.length) issue(p, { code: 'too_big', maximum: items.length, inclusive: true, input, origin: 'array' });
    const optoutStart = start('optout');
    for (let i = 0; i < items.length; i++) {
      const r = run(items[i]!, input[i]);
      if (i >= input.length && i >= optoutStart && (items[i]!._zod.optin === 'optional' || r.issues.length)) {
        out.length = i;
        break;
      }
      nest(p, i, r);
      out[i] = r.value;
    }
    for (let i = out.length - 1; i >= input.length; i--) {
      if (items[i]!._zod.optout === 'optional' && out[i] === undefined) out.length = i;
      else break;
    }
    return p;
  }];
};

const recordKind: Kind = (def) => [(p) => {
  const input = p.value;
  if (!isPlainObject(input)) return typeIssue(p, 'record');
  const out: Record<string, unknown> = {};
  p.value = out;
  for (const key of Object.keys(input)) {
    if (key === '__proto__') continue;
    const k = run(def.keyType!, key);
    if (k.issues.length) {
      issue(p, { code: 'invalid_key', origin: 'record', issues: k.issues.map(finalize), input: key, path: [key] });
      continue;
    }
    const r = run(def.valueType!, input[key]);
    nest(p, key, r);
    out[k.value as string] = r.value;
  }
  return p;
}];

const pipeKind: Kind = (def) => [(p) => {
  const left = def.in!._zod.run(p, CTX);
  if (left.issues.some((i) => i.code !== 'unrecognized_keys')) {
    left.aborted = true;
    return left;
  }
  return def.out!._zod.run({ value: left.value, issues: left.issues }, CTX);
}, { ...forward(() => def.in!, 'values', 'optin', 'propValues'), ...forward(() => def.out!, 'optout') }];
const transformKind: Kind = (def) => [(p) => {
  p.value = def.transform!(p.value);
  return p;
}, { optin: 'optional' }];
const lazyKind: Kind = (def) => {
  let inner: Schema | undefined;
  const get = () => (inner ??= def.getter!());
  return [(p) => get()._zod.run(p, CTX), forward(get, 'optin', 'optout', 'propValues')];
};
const customKind: Kind = (def) => [(p) => p, undefined, (p) => {
  if (!def.fn!(p.value)) issue(p, { code: 'custom', input: p.value, path: [], continue: true });
}];

// ---- the schemas ----

type Literal = string | number | boolean | null | undefined;

export const string = /* @__NO_SIDE_EFFECTS__ */ (): Schema<string, string> => make({ type: 'string' }, stringKind);
export const number = /* @__NO_SIDE_EFFECTS__ */ (): Schema<number, number> => make({ type: 'number' }, numberKind);
export const boolean = /* @__NO_SIDE_EFFECTS__ */ (): Schema<boolean, boolean> => make({ type: 'boolean' }, booleanKind);
export const unknown = /* @__NO_SIDE_EFFECTS__ */ (): Schema<unknown, unknown> => make({ type: 'unknown' }, unknownKind);

/** A whole number in the safe range: a number schema, and used as a check, the integer check. */
/* @__NO_SIDE_EFFECTS__ */
export function int(): Schema<number, number> & Check {
  return make({ type: 'number', check: 'number_format', format: 'safeint', abort: false, coerce: false }, intKind);
}

/* @__NO_SIDE_EFFECTS__ */
export function enum_<const T extends readonly (string | number)[]>(values: T): Schema<T[number], T[number]> {
  return make({ type: 'enum', entries: Object.fromEntries(values.map((v) => [v, v])) }, enumKind);
}
export { enum_ as enum };

/* @__NO_SIDE_EFFECTS__ */
export function literal<const T extends Literal | readonly Literal[]>(value: T): Schema<T extends readonly Literal[] ? T[number] : T, T extends readonly Literal[] ? T[number] : T> {
  return make({ type: 'literal', values: Array.isArray(value) ? [...value] : [value] }, literalKind);
}

/* @__NO_SIDE_EFFECTS__ */
export function optional<T extends AnySchema>(inner: T): OptionalSchema<T> {
  return make({ type: 'optional', innerType: inner }, optionalKind);
}
/* @__NO_SIDE_EFFECTS__ */
export function nullable<T extends AnySchema>(inner: T): Schema<output<T> | null, input<T> | null> {
  return make({ type: 'nullable', innerType: inner }, nullableKind);
}
/* @__NO_SIDE_EFFECTS__ */
export function _default<T extends AnySchema>(inner: T, value: Exclude<output<T>, undefined>): DefaultSchema<T> {
  return make({ type: 'default', innerType: inner, defaultValue: value }, defaultKind);
}

/* @__NO_SIDE_EFFECTS__ */
export function array<T extends AnySchema>(element: T): Schema<output<T>[], input<T>[]> {
  return make({ type: 'array', element }, arrayKind);
}

const NEVER = /* @__PURE__ */ make<Schema<never, never>>({ type: 'never' }, neverKind);
const UNKNOWN = /* @__PURE__ */ unknown();
/** An object whose other keys are refused (`unrecognized_keys`). */
/* @__NO_SIDE_EFFECTS__ */
export function strictObject<const S extends Shape>(shape: S): ObjectSchema<S> {
  return make({ type: 'object', shape: { ...shape }, catchall: NEVER }, objectKind);
}
/** An object that keeps its other keys as they are. */
/* @__NO_SIDE_EFFECTS__ */
export function looseObject<const S extends Shape>(shape: S): ObjectSchema<S, Flat<ObjectOut<S> & Record<string, unknown>>, Flat<ObjectIn<S> & Record<string, unknown>>> {
  return make({ type: 'object', shape: { ...shape }, catchall: UNKNOWN }, objectKind);
}
/** An object that drops its other keys. */
/* @__NO_SIDE_EFFECTS__ */
export function object<const S extends Shape>(shape: S): ObjectSchema<S> {
  return make({ type: 'object', shape: { ...shape } }, objectKind);
}

type Outs<T extends readonly AnySchema[]> = { -readonly [K in keyof T]: output<T[K]> };
type Ins<T extends readonly AnySchema[]> = { -readonly [K in keyof T]: input<T[K]> };
/* @__NO_SIDE_EFFECTS__ */
export function tuple<const T extends readonly [AnySchema, ...AnySchema[]]>(items: T): Schema<Outs<T>, Ins<T>> {
  return make({ type: 'tuple', items: [...items], rest: null }, tupleKind);
}
/* @__NO_SIDE_EFFECTS__ */
export function union<const T extends readonly AnySchema[]>(options: T): Schema<output<T[number]>, input<T[number]>> {
  return make({ type: 'union', options: [...options] }, unionKind);
}
/* @__NO_SIDE_EFFECTS__ */
export function discriminatedUnion<const T extends readonly AnySchema[]>(discriminator: string, options: T): Schema<output<T[number]>, input<T[number]>> {
  return make({ type: 'union', options: [...options], discriminator, inclusive: false }, discriminatedKind);
}
/* @__NO_SIDE_EFFECTS__ */
export function record<K extends Schema<string, string>, V extends AnySchema>(keyType: K, valueType: V): RecordSchema<K, V> {
  return make({ type: 'record', keyType, valueType }, recordKind);
}
/* @__NO_SIDE_EFFECTS__ */
export function lazy<T extends AnySchema>(getter: () => T): Schema<output<T>, input<T>> {
  return make({ type: 'lazy', getter }, lazyKind);
}
/** A value a function accepts (no check of its own beyond it). */
/* @__NO_SIDE_EFFECTS__ */
export function custom<T>(fn: (v: unknown) => unknown): Schema<T, T> {
  return make({ type: 'custom', check: 'custom', fn }, customKind);
}
/* @__NO_SIDE_EFFECTS__ */
export function pipe<const A extends AnySchema, B extends Schema<any, output<A>> = Schema<unknown, output<A>>>(a: A, b: B | Schema<unknown, output<A>>): Schema<output<B>, input<A>> {
  return make({ type: 'pipe', in: a, out: b }, pipeKind);
}
/* @__NO_SIDE_EFFECTS__ */
export function transform<I, O>(fn: (v: I) => O): Schema<O, I> {
  return make({ type: 'transform', transform: fn as (v: unknown) => unknown }, transformKind);
}

// ---- the checks ----

/* @__NO_SIDE_EFFECTS__ */
function check(def: CheckDef, run: (p: Payload) => void, onattach: ((s: Schema) => void)[] = []): Check {
  return { _zod: { def, check: run, onattach } };
}
const hasLength = (p: Payload) => p.value != null && (p.value as { length?: unknown }).length !== undefined;
const origin = (v: unknown) => (Array.isArray(v) ? 'array' : typeof v === 'string' ? 'string' : 'unknown');
/** A string's length in code points, as zod counts it. */
const count = (v: unknown) => (typeof v === 'string' ? [...v].length : (v as unknown[]).length);
/** A bound or size check's issue: the value passed `n`, above it (`big`) or below. */
const outside = (p: Payload, big: boolean, n: number, origin: string, more?: object | false) =>
  issue(p, { origin, code: big ? 'too_big' : 'too_small', [big ? 'maximum' : 'minimum']: n, inclusive: true, ...more, input: p.value, continue: true });

/* @__NO_SIDE_EFFECTS__ */
function bound(value: number, inclusive: boolean, big: boolean): Check {
  return check({ check: big ? 'less_than' : 'greater_than', value, inclusive }, (p) => {
    const v = p.value as number;
    if (!(big ? (inclusive ? v <= value : v < value) : (inclusive ? v >= value : v > value))) outside(p, big, value, 'number', { inclusive });
  });
}
export const minimum = /* @__NO_SIDE_EFFECTS__ */ (value: number) => bound(value, true, false);
export const maximum = /* @__NO_SIDE_EFFECTS__ */ (value: number) => bound(value, true, true);
export const positive = /* @__NO_SIDE_EFFECTS__ */ () => bound(0, false, false);

/* @__NO_SIDE_EFFECTS__ */
function sized(kind: 'min_length' | 'max_length' | 'length_equals', n: number): Check {
  const key = kind === 'min_length' ? 'minimum' : kind === 'max_length' ? 'maximum' : 'length';
  return check({ check: kind, [key]: n, when: hasLength }, (p) => {
    const len = count(p.value);
    if (kind === 'min_length' ? len >= n : kind === 'max_length' ? len <= n : len === n) return;
    outside(p, kind === 'max_length' || (kind === 'length_equals' && len > n), n, origin(p.value), kind === 'length_equals' && { exact: true });
  });
}
export const minLength = /* @__NO_SIDE_EFFECTS__ */ (n: number) => sized('min_length', n);
export const maxLength = /* @__NO_SIDE_EFFECTS__ */ (n: number) => sized('max_length', n);
export const length = /* @__NO_SIDE_EFFECTS__ */ (n: number) => sized('length_equals', n);

/** Metadata for the schema the check is attached to (`description`, `clause`, ...). */
/* @__NO_SIDE_EFFECTS__ */
export function meta(metadata: Record<string, unknown>): Check {
  return check({ check: 'meta' }, () => {}, [(s) => globalRegistry.add(s, { ...globalRegistry.get(s), ...metadata })]);
}
/* @__NO_SIDE_EFFECTS__ */
export function describe(description: string): Check {
  return check({ check: 'describe' }, () => {}, [(s) => globalRegistry.add(s, { ...globalRegistry.get(s), description })]);
}
