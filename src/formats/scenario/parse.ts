/**
 * Read a scenario file: YAML (JSON is YAML) -> schema check -> typed `Scenario`, with every error naming
 * the file, the line and the key. Ruleset-level checks (vocabulary, figures on the map) run later in
 * `loadScenario`, through the same SourceMap.
 */
import type * as z from '../schema-kit.js';
import { HighgroundError, type KeyPath } from '../../errors.js';
import { lineCol, type SourceMap } from './locate.js';
import { readJsonScenario } from './json.js';
import { currentScenarioSchema, type Scenario } from './schema.js';

/** Largest scenario text accepted (bytes); larger files are refused before parsing. */
export const MAX_SCENARIO_BYTES = 16 * 1024 * 1024;
/** Deepest nesting accepted; scenario files need about 8 levels. */
export const MAX_DEPTH = 64;

export interface ParsedScenario {
  scenario: Scenario;
  source: SourceMap | undefined;
  file: string | undefined;
}

/**
 * What reads scenario text that is not JSON: the YAML reader (formats/scenario/yaml.ts), which the
 * `highground` entry and `highground/yaml` register. Without it a game's entry (`highground/<id>` with
 * `highground/core`) reads JSON text and objects only, and so does not bundle a YAML parser. A reader
 * refuses nesting past MAX_DEPTH itself (checkDepth), as the JSON reader does while it reads.
 */
export type ScenarioTextReader = (text: string, file: string | undefined) => { data: unknown; source: SourceMap };
let textReader: ScenarioTextReader | undefined;

/** Register the reader of scenario text (YAML); `highground/yaml` calls this. */
export function useScenarioTextReader(reader: ScenarioTextReader): void {
  textReader = reader;
}

/** Whether YAML text can be read (the YAML reader is registered). */
export function readsYaml(): boolean {
  return textReader !== undefined;
}

/**
 * Read scenario text: YAML (JSON is YAML) when the YAML reader is registered, else JSON text only (a
 * YAML text is refused with a `usage` error naming the fix: import `highground/yaml`, or pass an object).
 */
export function parseScenarioText(text: string, file?: string): ParsedScenario {
  if (text.length > MAX_SCENARIO_BYTES) {
    const at = lineCol(text, MAX_SCENARIO_BYTES);
    throw new HighgroundError(`the file is ${text.length} bytes; scenario files are limited to ${MAX_SCENARIO_BYTES} (the limit falls on this line)`, { file, ...at }, 'limit');
  }
  const first = /[^\s\uFEFF]/.exec(text);
  if (textReader) {
    // JSON text (what programs write) is read by the one-pass JSON reader first: the YAML library builds a
    // node tree of some 100 times the text's size (a 1.5 MB file of 40,000 cells: seconds of CPU, most of
    // it collecting garbage). Text it refuses (comments, YAML after the JSON, a repeated key) goes to the
    // YAML reader as before, which reads or refuses it with its own message.
    if (first?.[0] === '{') {
      let json: { data: unknown; source: SourceMap } | undefined;
      try {
        json = readJsonScenario(text, file, MAX_DEPTH);
      } catch (e) {
        if (!(e instanceof HighgroundError)) throw e;
      }
      if (json) return checkScenario(json.data, file, json.source);
    }
    const { data, source } = textReader(text, file);
    return checkScenario(data, file, source);
  }
  if (first?.[0] !== '{') {
    throw new HighgroundError(
      'this scenario text is YAML, and the YAML reader is not loaded: import \'highground/yaml\' once (or import from \'highground\'), or pass the scenario as JSON text or as an object (loadScenarioObject)',
      { file, ...(first ? lineCol(text, first.index) : { line: 1 }) }, 'usage');
  }
  const { data, source } = readJsonScenario(text, file, MAX_DEPTH);
  return checkScenario(data, file, source);
}

/** Check an already-parsed object (e.g. from the web app or a library caller). */
export function validateScenario(data: unknown, file?: string, source?: SourceMap): ParsedScenario {
  checkDepth(data, file, source);
  return checkScenario(data, file, source);
}

/**
 * Refuse a scenario mapping nested deeper than MAX_DEPTH (what is not a mapping, checkScenario refuses). Text
 * readers call it on what they read (the JSON reader refuses the same nesting as it reads), so a game's bundle
 * that reads JSON text only leaves it out (issue 21).
 */
export function checkDepth(data: unknown, file?: string, source?: SourceMap): void {
  if (data === null || typeof data !== 'object' || Array.isArray(data)) return;
  const deep = tooDeep(data, []);
  if (deep) {
    const loc = source?.value(deep);
    throw new HighgroundError(`the document nests more than ${MAX_DEPTH} levels deep; at most ${MAX_DEPTH} are accepted`, { file, path: deep, line: loc?.line, column: loc?.column }, 'limit');
  }
}

/** Check a scenario read from text (its nesting checked by its reader) against the scenario schema. */
function checkScenario(data: unknown, file?: string, source?: SourceMap): ParsedScenario {
  if (data === null || typeof data !== 'object' || Array.isArray(data))
    throw new HighgroundError('a scenario must be a mapping with format, ruleset and map', { file, line: 1 }, 'file-format');
  const result = currentScenarioSchema().safeParse(data);
  if (!result.success) throw schemaError(result.error.issues, data, file, source);
  return { scenario: result.data as Scenario, source, file };
}

/** The key path to the first value nested deeper than MAX_DEPTH, if any (`path` is the working stack). */
function tooDeep(v: unknown, path: (string | number)[]): (string | number)[] | undefined {
  if (v === null || typeof v !== 'object') return undefined;
  if (path.length >= MAX_DEPTH) return [...path];
  // indexed loops, not Object.entries: a scenario of 40,000 cells made 120,000 entry arrays here
  if (Array.isArray(v)) {
    for (let i = 0; i < v.length; i++) {
      const x: unknown = v[i];
      if (x === null || typeof x !== 'object') continue;
      path.push(i);
      const found = tooDeep(x, path);
      path.pop();
      if (found) return found;
    }
    return undefined;
  }
  for (const k in v) {
    if (!Object.prototype.hasOwnProperty.call(v, k)) continue;
    const x = (v as Record<string, unknown>)[k];
    if (x === null || typeof x !== 'object') continue;
    path.push(k);
    const found = tooDeep(x, path);
    path.pop();
    if (found) return found;
  }
  return undefined;
}

type Issue = z.Issue;

/** A value for a message, whatever a library caller passed (a BigInt, a function, a cycle, a symbol). */
function shown(value: unknown): string {
  try {
    const s = JSON.stringify(value);
    if (s !== undefined) return s.slice(0, 60);
  } catch {
    // not JSON: a cycle, or a BigInt somewhere inside (described below)
    if (value !== null && typeof value === 'object') return 'a value that refers to itself or holds a BigInt';
  }
  return typeof value === 'bigint' ? `${value}n` : typeof value === 'symbol' ? 'a symbol' : typeof value === 'function' ? 'a function' : `an ${typeof value}`;
}

export function schemaError(issues: readonly Issue[], data: unknown, file?: string, source?: SourceMap): HighgroundError {
  const issue = pickIssue(issues, data);
  const path = issue.path.filter((k): k is string | number => typeof k !== 'symbol');
  if (issue.code === 'unrecognized_keys') {
    const key = String(issue.keys![0]);
    const loc = source?.key(path, key);
    const known = knownKeysHint(path, data);
    return new HighgroundError(`unknown key "${key}"${known}`, { file, path: [...path, key], line: loc?.line, column: loc?.column }, 'unknown-key');
  }
  const loc = source?.value(path);
  return new HighgroundError(describeIssue(issue, valueAt(data, path)), { file, path, line: loc?.line, column: loc?.column });
}

/** Union errors hide the useful issue one level down: prefer the deepest, most specific one. */
function pickIssue(issues: readonly Issue[], data?: unknown, base: readonly PropertyKey[] = []): Issue {
  let best = issues[0]!;
  for (const i of issues) if (i.path.length > best.path.length) best = i;
  if (best.code === 'invalid_union' && best.errors?.length) {
    const at = [...base, ...best.path];
    const inner = best.errors!
      .map((branch) => (branch.length ? pickIssue(branch, data, at) : undefined))
      .filter((x): x is Issue => x !== undefined)
      .map((x) => ({ ...x, path: [...best.path, ...x.path] }) as Issue);
    // Deepest first; among equals, the branch whose key the file actually has (a polygon with too
    // many corners is about `polygon`, not about the missing `rect` of another branch).
    const present = (i: Issue) => (valueAt(data, [...base, ...i.path].filter((k): k is string | number => typeof k !== 'symbol')) !== undefined ? 1 : 0);
    const deepest = inner.sort((a, b) => b.path.length - a.path.length || present(b) - present(a))[0];
    if (deepest && deepest.path.length > best.path.length) return deepest;
  }
  return best;
}


/** What zod counts a sized value in, by the issue's origin. */
const UNITS: Record<string, string> = { string: 'characters', file: 'bytes', array: 'items', set: 'items', map: 'entries' };

/**
 * zod's English message of an issue, for the issues whose wording the errors quote. zod/mini carries no
 * messages ("Invalid input") unless a program sets a locale, and its English locale would add a table of
 * every format to each game's bundle: these few sentences are written here in zod's words.
 */
function zodMessage(issue: Issue): string {
  // a message the schema gave itself (or a locale the program set) stands as it is
  if (issue.message && issue.message !== 'Invalid input') return issue.message;
  switch (issue.code) {
    case 'too_small':
    case 'too_big': {
      const big = issue.code === 'too_big';
      const adj = issue.exact ? 'exactly ' : issue.inclusive ? (big ? '<=' : '>=') : big ? '<' : '>';
      const bound = String(big ? issue.maximum : issue.minimum);
      const unit = UNITS[issue.origin!];
      return `Too ${big ? 'big' : 'small'}: expected ${issue.origin ?? 'value'} ${unit ? `to have ${adj}${bound} ${unit}` : `to be ${adj}${bound}`}`;
    }
    case 'not_multiple_of':
      return `Invalid number: must be a multiple of ${String(issue.divisor)}`;
    case 'invalid_key':
      return `Invalid key in ${issue.origin}`;
    case 'invalid_element':
      return `Invalid value in ${issue.origin}`;
    default:
      return 'Invalid input';
  }
}

function describeIssue(issue: Issue, value: unknown): string {
  const got = value === undefined ? 'nothing' : shown(value);
  switch (issue.code) {
    case 'invalid_type':
      if (value === undefined) return `missing required key (expected ${issue.expected})`;
      return `wrong type: expected ${issue.expected}, found ${got}`;
    case 'invalid_value':
      if (value === undefined) return `missing required key (one of ${issue.values!.map((v) => JSON.stringify(v)).join(', ')})`;
      return `must be ${issue.values!.map((v) => JSON.stringify(v)).join(' or ')}, found ${got}`;
    case 'invalid_union':
      if ('discriminator' in issue && issue.discriminator) return `"${String(issue.discriminator)}" must be one of the known kinds, found ${got}`;
      return `not a valid value here, found ${got}`;
    case 'too_small':
      return `too small: ${zodMessage(issue).replace(/^Too small: /, '')}, found ${got}`;
    case 'too_big':
      return `too big: ${zodMessage(issue).replace(/^Too big: /, '')}, found ${got}`;
    default:
      return `${zodMessage(issue)}, found ${got}`;
  }
}

function valueAt(data: unknown, path: KeyPath): unknown {
  let cur: unknown = data;
  for (const k of path) {
    if (cur === null || typeof cur !== 'object') return undefined;
    cur = (cur as Record<string | number, unknown>)[k];
  }
  return cur;
}

function knownKeysHint(path: KeyPath, _data: unknown): string {
  const where = path[0];
  if (path.length === 0) return ' (known: format, title, description, ruleset, options, map, figures, checks)';
  if (where === 'figures' && path.length === 2) return ' in a figure';
  if (where === 'map' && path.length === 1) return ' in map';
  return '';
}

export type { KeyPath };
