/**
 * The JSON Schema (draft 2020-12) of a schema-kit schema, written as zod 4's `toJSONSchema(schema, { io:
 * 'input', unrepresentable: 'any' })` writes it (zod/v4/core/to-json-schema.js and json-schema-processors.js),
 * key for key and in the same order, so schema/scenario.schema.json stays what it was: each schema's own
 * keywords, then its metadata (`description`, `clause`, ...), then what a wrapper (optional, default, lazy,
 * pipe) takes from the schema it wraps; a union of bare types written as one `type` list. The build
 * (scripts/write-json-schema.js) and `highground rules` read it; a game's `loadScenario` + `ask` does not.
 */
import { globalRegistry, type Schema } from './schema-kit.js';

type Json = Record<string, unknown>;

/** A bound folded from a schema's checks (and from the schema itself when it is its own check, `int()`). */
function bounds(s: Schema) {
  const def = s._zod.def;
  const agg: { minimum?: number; maximum?: number; exclusiveMinimum?: number; exclusiveMaximum?: number; isInt?: boolean } = {};
  const min = (k: 'minimum' | 'exclusiveMinimum', v: number) => {
    if (agg[k] === undefined || v > agg[k]!) agg[k] = v;
  };
  const max = (k: 'maximum' | 'exclusiveMaximum', v: number) => {
    if (agg[k] === undefined || v < agg[k]!) agg[k] = v;
  };
  const list = def.check ? [def, ...(def.checks ?? []).map((c) => c._zod.def)] : (def.checks ?? []).map((c) => c._zod.def);
  for (const d of list as { check?: string; value?: number; inclusive?: boolean; minimum?: number; maximum?: number; length?: number; format?: string }[]) {
    if (d.check === 'greater_than') min(d.inclusive ? 'minimum' : 'exclusiveMinimum', d.value!);
    else if (d.check === 'less_than') max(d.inclusive ? 'maximum' : 'exclusiveMaximum', d.value!);
    else if (d.check === 'number_format') {
      agg.isInt = true;
      min('minimum', Number.MIN_SAFE_INTEGER);
      max('maximum', Number.MAX_SAFE_INTEGER);
    } else if (d.check === 'min_length') min('minimum', d.minimum!);
    else if (d.check === 'max_length') max('maximum', d.maximum!);
    else if (d.check === 'length_equals') {
      min('minimum', d.length!);
      max('maximum', d.length!);
    }
  }
  return agg;
}

/** Whether a key may be left out of the input (a transform at a pipe's input does not count). */
function inputOptin(s: Schema): unknown {
  const def = s._zod.def;
  if (def.type === 'pipe' && def.in!._zod.def.type === 'transform') return inputOptin(def.out!);
  return s._zod.optin;
}

function transforming(s: Schema, seen = new Set<Schema>()): boolean {
  if (seen.has(s)) return false;
  seen.add(s);
  const def = s._zod.def;
  switch (def.type) {
    case 'transform': return true;
    case 'array': return transforming(def.element!, seen);
    case 'lazy': return transforming(def.getter!(), seen);
    case 'optional': case 'nullable': case 'default': return transforming(def.innerType!, seen);
    case 'record': return transforming(def.keyType!, seen) || transforming(def.valueType!, seen);
    case 'pipe': return transforming(def.in!, seen) || transforming(def.out!, seen);
    case 'object': return Object.values(def.shape!).some((x) => transforming(x, seen));
    case 'union': return def.options!.some((x) => transforming(x, seen));
    case 'tuple': return def.items!.some((x) => transforming(x, seen));
    default: return false;
  }
}

/** `anyOf` of bare types as one `type` (zod's compactTypeUnion). */
function compact(json: Json): void {
  const options = json.anyOf;
  if (!Array.isArray(options) || options.length === 0 || json.type !== undefined) return;
  const types: string[] = [];
  for (const o of options as Json[]) {
    if (!o || typeof o !== 'object') return;
    compact(o);
    const keys = Object.keys(o);
    if (keys.length !== 1 || keys[0] !== 'type') return;
    for (const t of Array.isArray(o.type) ? o.type : [o.type]) {
      if (typeof t !== 'string') return;
      if (!types.includes(t)) types.push(t);
    }
  }
  delete json.anyOf;
  json.type = types.length === 1 ? types[0] : types;
}

function write(s: Schema): Json {
  const def = s._zod.def;
  const own: Json = {};
  let ref: Schema | undefined;
  switch (def.type) {
    case 'string': {
      own.type = 'string';
      const b = bounds(s);
      if (b.minimum !== undefined) own.minLength = b.minimum;
      if (b.maximum !== undefined) own.maxLength = b.maximum;
      break;
    }
    case 'number': {
      const b = bounds(s);
      own.type = b.isInt ? 'integer' : 'number';
      if (b.exclusiveMinimum !== undefined && b.exclusiveMinimum >= (b.minimum ?? -Infinity)) own.exclusiveMinimum = b.exclusiveMinimum;
      else if (b.minimum !== undefined) own.minimum = b.minimum;
      if (b.exclusiveMaximum !== undefined && b.exclusiveMaximum <= (b.maximum ?? Infinity)) own.exclusiveMaximum = b.exclusiveMaximum;
      else if (b.maximum !== undefined) own.maximum = b.maximum;
      break;
    }
    case 'boolean':
      own.type = 'boolean';
      break;
    case 'never':
      own.not = {};
      break;
    case 'enum': {
      const values = Object.values(def.entries!);
      if (values.every((v) => typeof v === 'number')) own.type = 'number';
      if (values.every((v) => typeof v === 'string')) own.type = 'string';
      own.enum = values;
      break;
    }
    case 'literal': {
      const vals = def.values!.filter((v) => v !== undefined);
      if (vals.length === 1) {
        own.type = vals[0] === null ? 'null' : typeof vals[0];
        own.const = vals[0];
      } else if (vals.length > 1) {
        for (const t of ['number', 'string', 'boolean'] as const) if (vals.every((v) => typeof v === t)) own.type = t;
        if (vals.every((v) => v === null)) own.type = 'null';
        own.enum = vals;
      }
      break;
    }
    case 'array': {
      const b = bounds(s);
      if (b.minimum !== undefined) own.minItems = b.minimum;
      if (b.maximum !== undefined) own.maxItems = b.maximum;
      own.type = 'array';
      own.items = write(def.element!);
      break;
    }
    case 'object': {
      own.type = 'object';
      const properties: Json = {};
      for (const key in def.shape) properties[key] = write(def.shape[key]!);
      own.properties = properties;
      const required = Object.keys(def.shape!).filter((k) => inputOptin(def.shape![k]!) === undefined);
      if (required.length) own.required = required;
      if (def.catchall?._zod.def.type === 'never') own.additionalProperties = false;
      else if (def.catchall) own.additionalProperties = write(def.catchall);
      break;
    }
    case 'union':
      own[def.inclusive === false ? 'oneOf' : 'anyOf'] = def.options!.map(write);
      break;
    case 'tuple': {
      own.type = 'array';
      own.prefixItems = def.items!.map(write);
      own.items = false;
      let minItems = def.items!.length;
      while (minItems > 0 && inputOptin(def.items![minItems - 1]!) !== undefined) minItems--;
      if (minItems > 0) own.minItems = minItems;
      own.maxItems = def.items!.length;
      const b = bounds(s);
      if (b.minimum !== undefined) own.minItems = b.minimum;
      if (b.maximum !== undefined) own.maxItems = b.maximum;
      break;
    }
    case 'record':
      own.type = 'object';
      own.propertyNames = write(def.keyType!);
      own.additionalProperties = write(def.valueType!);
      break;
    case 'nullable':
      own.anyOf = [write(def.innerType!), { type: 'null' }];
      break;
    case 'default':
      ref = def.innerType;
      own.default = JSON.parse(JSON.stringify(def.defaultValue)) as unknown;
      break;
    case 'optional':
      ref = def.innerType;
      break;
    case 'pipe':
      ref = def.in!._zod.def.type === 'transform' ? def.out : def.in;
      break;
    case 'lazy':
      ref = def.getter!();
      break;
    default:
      // unknown, custom, transform: any value (`unrepresentable: 'any'`)
      break;
  }
  const meta = globalRegistry.get(s);
  if (meta) Object.assign(own, meta);
  if (transforming(s)) {
    delete own.examples;
    delete own.default;
  }
  let json = own;
  if (ref) json = { ...own, ...write(ref), ...own };
  compact(json);
  return json;
}

/**
 * The JSON Schema of `schema` as its input is written (zod's `io: 'input'`; what no JSON schema can say,
 * a transform or a custom check, accepts any value, as zod's `unrepresentable: 'any'`).
 */
export function toJSONSchema(schema: Schema, _params?: { io?: 'input'; unrepresentable?: 'any' }): Json {
  return JSON.parse(JSON.stringify({ $schema: 'https://json-schema.org/draft/2020-12/schema', ...write(schema) })) as Json;
}
