// @ts-check
/**
 * Arguments for any question of any ruleset, generated from the question's own argument schema (zod,
 * seen through its JSON Schema): figure ids that exist and that do not (including names an object
 * inherits, such as `constructor`), places on and off the map, numbers small, negative, huge and not
 * finite, and now and then a wrong type, a missing argument or an unknown one.
 */
import { z } from 'zod';
import { FIGURE_IDS } from './gen-scenario.js';

/** @typedef {import('./rng.js').Rng} Rng */
/** @typedef {import('./gen-scenario.js').MapInfo} MapInfo */
/** @typedef {Record<string, any>} Json */

/** @type {WeakMap<object, Json>} */
const schemas = new WeakMap();

/** The JSON Schema of a question's arguments (cached). @param {any} args @returns {Json} */
export function argsSchema(args) {
  let s = schemas.get(args);
  if (!s) {
    try {
      s = /** @type {Json} */ (z.toJSONSchema(args, { unrepresentable: 'any', io: 'input' }));
    } catch {
      s = {};
    }
    schemas.set(args, s);
  }
  return s;
}

const MISSING_IDS = ['Z', 'nobody', 'constructor', '__proto__', 'toString', 'hasOwnProperty', 'a\u0000b', '\u202eA', 'A '];
export const ODD_NUMBERS = [-1, -0, 0.5, 1e-9, 2 ** 31 - 1, 2 ** 31, -(2 ** 31), 2 ** 53 - 1, 2 ** 53 + 2, 1e308, -1e308, Number.NaN, Infinity, -Infinity];
const GARBAGE = [null, 'NaN', 'Infinity', '-1e999', '3', '', {}, [], [1], [1, 2, 3, 4], true, { at: 'x' }, [Number.NaN, 0], ['1', '2']];

/** @param {Rng} r @param {MapInfo} m */
function figureId(r, m) {
  if (m.figures.length && r.chance(0.75)) return r.pick(m.figures);
  return r.pick([...MISSING_IDS, ...FIGURE_IDS]);
}

/** @param {Rng} r @param {MapInfo} m @returns {[number, number]} */
function xy(r, m) {
  if (r.chance(0.8)) {
    const frac = m.grid === 'table' ? () => r.pick([0, 0.5, 0.25]) : () => 0;
    return [r.int(0, Math.max(0, m.w - 1)) + frac(), r.int(0, Math.max(0, m.h - 1)) + frac()];
  }
  return r.pick([[-1, 0], [0, -1], [m.w, m.h], [m.w, 0], [1e9, 1e9], [-(2 ** 31), 2 ** 31], [0.5, 0.5], [2 ** 53 - 1, 0], [Number.NaN, 0], [Infinity, 1]]);
}

/** A figure or place reference. @param {Rng} r @param {MapInfo} m */
export function ref(r, m) {
  return r.weighted([
    [6, () => figureId(r, m)],
    [3, () => xy(r, m)],
    [1, () => [...xy(r, m), r.pick([0, 1, 2, 3, 6, -1, 100, 2 ** 31, 0.5])]],
    [1, () => ({ at: xy(r, m), ...(r.chance(0.7) ? { level: r.pick([0, 1, 2, 5, -3, 1e9]) } : {}) })],
  ])();
}

/** @param {Rng} r @param {Json} s @param {MapInfo} m */
function number(r, s, m) {
  const lo = typeof s.minimum === 'number' ? s.minimum : typeof s.exclusiveMinimum === 'number' ? s.exclusiveMinimum + 1 : -3;
  const hi = typeof s.maximum === 'number' ? s.maximum : typeof s.exclusiveMaximum === 'number' ? s.exclusiveMaximum - 1 : Math.max(m.w, m.h, 12);
  const span = Math.min(hi, lo + Math.max(m.w, m.h) * 2 + 6);
  const v = r.weighted([
    [8, () => r.int(Math.ceil(Math.max(lo, -1e6)), Math.floor(Math.max(Math.max(lo, -1e6), Math.min(span, 1e6))))],
    [2, () => r.pick([lo, hi, lo + 1, hi - 1].filter(Number.isFinite))],
    [1, () => r.pick(ODD_NUMBERS)],
  ])();
  return s.type === 'integer' || !r.chance(0.2) ? v : v + 0.5;
}

/** Does this schema describe a figure-or-place reference? @param {Json} s */
function isRef(s) {
  const alts = s.anyOf ?? s.oneOf;
  return Array.isArray(alts) && alts.some((a) => a.type === 'string') && alts.some((a) => a.type === 'array');
}

const FIGURE_ARGS = new Set(['figure', 'attacker', 'target', 'shooter', 'enemy', 'a', 'b', 'from', 'to', 'at', 'toward', 'away']);

/** A value for schema `s` (argument `name`). @param {Rng} r @param {Json} s @param {MapInfo} m @param {string} name @param {number} depth @returns {unknown} */
export function valueFor(r, s, m, name, depth = 0) {
  if (depth > 4) return null;
  if (s.const !== undefined) return s.const;
  if (Array.isArray(s.enum)) return r.chance(0.95) ? r.pick(s.enum) : r.pick(['', 'north', 'sideways', 0]);
  if (isRef(s) || (Object.keys(s).length === 0 && FIGURE_ARGS.has(name))) return ref(r, m);
  const alts = s.anyOf ?? s.oneOf;
  if (Array.isArray(alts) && alts.length) return valueFor(r, r.pick(alts), m, name, depth + 1);
  const type = Array.isArray(s.type) ? r.pick(s.type) : s.type;
  switch (type) {
    case 'string':
      return FIGURE_ARGS.has(name) ? figureId(r, m) : r.pick(['A', 'left', 'right', 'x', '']);
    case 'integer':
    case 'number':
      return number(r, s, m);
    case 'boolean':
      return r.chance(0.5);
    case 'null':
      return null;
    case 'array': {
      if (Array.isArray(s.prefixItems)) return s.prefixItems.map((/** @type {Json} */ p, /** @type {number} */ i) => valueFor(r, p, m, `${name}[${i}]`, depth + 1));
      const n = r.int(typeof s.minItems === 'number' ? s.minItems : 0, Math.min(typeof s.maxItems === 'number' ? s.maxItems : 4, 4));
      return Array.from({ length: n }, () => valueFor(r, s.items ?? {}, m, name, depth + 1));
    }
    case 'object': {
      /** @type {Record<string, unknown>} */
      const o = {};
      for (const [k, p] of Object.entries(s.properties ?? {})) if ((s.required ?? []).includes(k) || r.chance(0.5)) o[k] = valueFor(r, p, m, k, depth + 1);
      return o;
    }
    default:
      return r.pick([0, 1, 'A', [0, 0], true]);
  }
}

/**
 * A question object `{ ask, ...args }` for `name` of ruleset `rs`.
 * @param {Rng} r @param {{ questions: Record<string, { args: unknown, positional: readonly string[] }> }} rs @param {string} name @param {MapInfo} m
 */
export function questionArgs(r, rs, name, m) {
  const def = Object.prototype.hasOwnProperty.call(rs.questions, name) ? rs.questions[name] : undefined;
  /** @type {Record<string, unknown>} */
  const q = { ask: name };
  if (!def?.args) return q;
  const s = argsSchema(def.args);
  const required = new Set(s.required ?? []);
  for (const [k, p] of Object.entries(s.properties ?? {})) {
    if (required.has(k) ? r.chance(0.97) : r.chance(0.4)) q[k] = valueFor(r, p, m, k);
  }
  if (r.chance(0.08)) {
    const keys = Object.keys(q).filter((k) => k !== 'ask');
    if (keys.length) q[r.pick(keys)] = r.pick(GARBAGE);
  }
  if (r.chance(0.03)) q[r.pick(['extra', 'budgett', '__proto__', 'constructor'])] = 1;
  return q;
}

/** Any question of the ruleset (or, rarely, one it does not know). @param {Rng} r @param {any} rs @param {MapInfo} m */
export function anyQuestion(r, rs, m) {
  const names = Object.keys(rs.questions);
  const name = r.chance(0.97) && names.length ? r.pick(names) : r.pick(['teleport', 'constructor', '', 'SIGHT']);
  return questionArgs(r, rs, name, m);
}

/**
 * The same question as command-line words (`highground ask FILE QUESTION ARG...`): positional values
 * and key=value pairs, with odd number spellings mixed in.
 * @param {Rng} r @param {Record<string, unknown>} q @param {readonly string[]} positional
 */
export function cliWords(r, q, positional) {
  const words = [];
  const word = (/** @type {unknown} */ v) => {
    if (typeof v === 'number' && r.chance(0.2)) return r.pick(['NaN', '1e999', '-0', '0x10', '1_000', ' 3 ', '+2', '.5', '-Infinity']);
    if (Array.isArray(v) && v.every((x) => typeof x === 'number')) return r.chance(0.8) ? v.join(',') : JSON.stringify(v);
    if (typeof v === 'string') return v;
    return JSON.stringify(v) ?? 'undefined';
  };
  const rest = Object.entries(q).filter(([k]) => k !== 'ask');
  for (const p of positional) {
    const i = rest.findIndex(([k]) => k === p);
    if (i < 0) break;
    const [, v] = /** @type {[string, unknown]} */ (rest.splice(i, 1)[0]);
    words.push(word(v));
  }
  for (const [k, v] of rest) words.push(`${k}=${word(v)}`);
  if (r.chance(0.05)) words.push(r.pick(['extra', '=', 'a=', '=b', '--json']));
  return words;
}
