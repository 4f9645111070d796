/**
 * Read a scenario file: YAML (JSON is YAML) -> schema check -> typed `Scenario`, with every error naming
 * the file, the line and the key. Ruleset-level checks (vocabulary, figures on the map) run later in
 * `loadScenario`, through the same SourceMap.
 */
import { isAlias, LineCounter, parseDocument, visit, YAMLParseError, type Document } from 'yaml';
import type * as z from 'zod/mini';
import en from 'zod/v4/locales/en.js';
import { HighgroundError, type KeyPath } from '../../errors.js';
import { lineCol, SourceMap } from './locate.js';
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

export function parseScenarioText(text: string, file?: string): ParsedScenario {
  if (text.length > MAX_SCENARIO_BYTES) {
    const at = lineCol(text, MAX_SCENARIO_BYTES);
    throw new HighgroundError(`the file is ${text.length} bytes; scenario files are limited to ${MAX_SCENARIO_BYTES} (the limit falls on this line)`, { file, ...at }, 'limit');
  }
  const deep = flowTooDeep(text);
  if (deep !== undefined)
    throw new HighgroundError(`the document nests more than ${MAX_DEPTH} levels deep`, { file, ...lineCol(text, deep) }, 'limit');
  const lines = new LineCounter();
  // resolveKnownTags off: !!binary, !!set, !!omap, !!timestamp would make values a scenario cannot hold
  // (bytes, sets, dates), which then change through write -> read (found by fuzzing); any tag the JSON
  // data model lacks is refused, not read as a string
  // uniqueKeys off: the library compares every key with every other (a 1 MB mapping of 60 000 keys took
  // minutes); duplicateKey below does the same check with a set
  const doc = parseDocument(text, { lineCounter: lines, uniqueKeys: false, prettyErrors: false, resolveKnownTags: false });
  const first = doc.errors[0] ?? doc.warnings.find((w) => w.code === 'TAG_RESOLVE_FAILED');
  if (first) throw yamlError(first, lines, file);
  const dup = duplicateKey(doc);
  if (dup) {
    const pos = lines.linePos(dup.at);
    throw new HighgroundError(`invalid YAML: map keys must be unique ("${dup.key}" appears twice)`, { file, line: pos.line, column: pos.col }, 'file-format');
  }
  const complex = complexKey(doc);
  if (complex !== undefined) {
    const pos = lines.linePos(complex);
    throw new HighgroundError('a key must be a plain word or number, not a list or mapping', { file, line: pos.line, column: pos.col }, 'file-format');
  }
  const source = new SourceMap(doc, lines);
  let data: unknown;
  try {
    data = doc.toJS({ maxAliasCount: 100 });
  } catch (e) {
    // an alias bomb or an alias to no anchor: name the line of the (first unresolved) alias
    const alias = firstAlias(doc);
    const pos = alias !== undefined ? lines.linePos(alias) : undefined;
    throw new HighgroundError(`cannot read the YAML: ${(e as Error).message}`, { file, line: pos?.line, column: pos?.col }, 'file-format');
  }
  return validateScenario(data, file, source);
}

/**
 * Where flow brackets (`[`, `{` at the start of a token, outside quotes, comments and block scalars)
 * first nest more than FLOW_SCAN_LIMIT deep, if they do. The YAML parser recurses per level and takes
 * seconds on a megabyte of brackets before giving up, so such a file is refused by this linear scan
 * first; the limit is far above MAX_DEPTH so that stray brackets in plain text never trip it.
 */
const FLOW_SCAN_LIMIT = 1000;
function flowTooDeep(text: string): number | undefined {
  let depth = 0;
  let prev = 0x0a; // the last character that was not a space or tab
  let indent = 0; // indentation of the current line
  let lineStart = true;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 0x0a) {
      lineStart = true;
      indent = 0;
      prev = c;
      continue;
    }
    if (c === 0x20 || c === 0x09 || c === 0x0d) {
      if (lineStart && c === 0x20) indent++;
      continue;
    }
    lineStart = false;
    const tokenStart = prev === 0x0a || prev === 0x5b || prev === 0x7b || prev === 0x2c || prev === 0x3a || prev === 0x2d || prev === 0x3f;
    if ((c === 0x5b || c === 0x7b) && tokenStart) {
      if (++depth > FLOW_SCAN_LIMIT) return i;
    } else if ((c === 0x5d || c === 0x7d) && depth > 0) {
      depth--;
    } else if (c === 0x22 && tokenStart) {
      for (i++; i < text.length && text.charCodeAt(i) !== 0x22; i++) if (text.charCodeAt(i) === 0x5c) i++;
    } else if (c === 0x27 && tokenStart) {
      for (i++; i < text.length && text.charCodeAt(i) !== 0x27; i++);
    } else if (c === 0x23 && (i === 0 || /\s/.test(text[i - 1]!))) {
      const eol = text.indexOf('\n', i);
      i = (eol < 0 ? text.length : eol) - 1;
      continue;
    } else if ((c === 0x7c || c === 0x3e) && tokenStart && depth === 0) {
      // a block scalar (`|`, `>`): skip its lines, the ones indented more than this one (or blank)
      let eol = text.indexOf('\n', i);
      while (eol >= 0) {
        let j = eol + 1;
        while (j < text.length && text.charCodeAt(j) === 0x20) j++;
        const blank = j >= text.length || text.charCodeAt(j) === 0x0a || text.charCodeAt(j) === 0x0d;
        if (!blank && j - eol - 1 <= indent) break;
        eol = text.indexOf('\n', j);
      }
      i = (eol < 0 ? text.length : eol) - 1;
      continue;
    }
    prev = c;
  }
  return undefined;
}

/** Offset of the first key that is a list or mapping (`? [a, b]: c`; the YAML library would stringify it, with a process warning). */
function complexKey(doc: Document.Parsed): number | undefined {
  let at: number | undefined;
  visit(doc, {
    Pair(_key, pair) {
      const k = pair.key as { range?: [number, number, number]; items?: unknown } | null;
      if (k && typeof k === 'object' && Array.isArray(k.items)) {
        at = k.range?.[0] ?? 0;
        return visit.BREAK;
      }
      return undefined;
    },
  });
  return at;
}

/**
 * The first key that repeats a key of its mapping (compared as the object key it becomes, so `1` and
 * `"1"` clash too), with the offset of the repeat; linear in the mapping's width.
 */
function duplicateKey(doc: Document.Parsed): { key: string; at: number } | undefined {
  let found: { key: string; at: number } | undefined;
  visit(doc, {
    Map(_key, map) {
      const seen = new Set<string>();
      for (const pair of map.items) {
        const k = pair.key as { value?: unknown; range?: [number, number, number]; source?: string } | null;
        const name = isAlias(k) ? `*${k.source}` : k !== null && typeof k === 'object' && 'value' in k ? String(k.value) : String(k);
        if (seen.has(name)) {
          found = { key: name.length > 60 ? name.slice(0, 57) + '...' : name, at: k?.range?.[0] ?? map.range?.[0] ?? 0 };
          return visit.BREAK;
        }
        seen.add(name);
      }
      return undefined;
    },
  });
  return found;
}

/** Offset of the first alias whose anchor is missing, else of the first alias. */
function firstAlias(doc: Document.Parsed): number | undefined {
  let first: number | undefined;
  let unresolved: number | undefined;
  visit(doc, {
    Alias(_key, node) {
      const at = node.range?.[0];
      if (at === undefined) return;
      first ??= at;
      if (unresolved === undefined && !node.resolve(doc)) unresolved = at;
    },
  });
  return unresolved ?? first;
}

/** Check an already-parsed object (e.g. from the web app or a library caller). */
export function validateScenario(data: unknown, file?: string, source?: SourceMap): ParsedScenario {
  if (data === null || typeof data !== 'object' || Array.isArray(data))
    throw new HighgroundError('a scenario must be a mapping with format, ruleset and map', { file, line: 1 }, 'file-format');
  const deep = tooDeep(data, []);
  if (deep) {
    const loc = source?.value(deep);
    throw new HighgroundError(`the document nests more than ${MAX_DEPTH} levels deep; at most ${MAX_DEPTH} are accepted`, { file, path: deep, line: loc?.line, column: loc?.column }, 'limit');
  }
  const result = currentScenarioSchema().safeParse(data);
  if (!result.success) throw schemaError(result.error.issues, data, file, source);
  return { scenario: result.data as Scenario, source, file };
}

/** The key path to the first value nested deeper than MAX_DEPTH, if any (`path` is the working stack). */
function tooDeep(v: unknown, path: (string | number)[]): (string | number)[] | undefined {
  if (v === null || typeof v !== 'object') return undefined;
  if (path.length >= MAX_DEPTH) return [...path];
  const list = Array.isArray(v);
  for (const [k, x] of Object.entries(v)) {
    path.push(list ? Number(k) : k);
    const found = tooDeep(x, path);
    path.pop();
    if (found) return found;
  }
  return undefined;
}

function yamlError(e: YAMLParseError, lines: LineCounter, file: string | undefined): HighgroundError {
  const pos = lines.linePos(e.pos[0]);
  const msg = e.message.split('\n')[0]?.replace(/ at line \d+, column \d+:?$/, '') ?? 'invalid YAML';
  return new HighgroundError(`invalid YAML: ${msg}`, { file, line: pos.line, column: pos.col }, 'file-format');
}

type Issue = z.core.$ZodIssue;

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
    const key = String(issue.keys[0]);
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
  if (best.code === 'invalid_union' && best.errors.length) {
    const at = [...base, ...best.path];
    const inner = best.errors
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


/**
 * zod's English message of an issue: zod/mini carries no messages of its own ("Invalid input") unless a
 * program configures a locale, so the English one is asked here, for the issues whose wording we keep.
 */
let english: ((issue: Issue) => string) | undefined;
function zodMessage(issue: Issue): string {
  english ??= (() => {
    const { localeError } = en();
    return (i: Issue) => {
      const m = localeError(i as unknown as Parameters<typeof localeError>[0]);
      return (typeof m === 'string' ? m : m?.message) ?? i.message;
    };
  })();
  // a message the schema gave itself (or a locale the program set) stands as it is
  return issue.message && issue.message !== 'Invalid input' ? issue.message : english(issue);
}

function describeIssue(issue: Issue, value: unknown): string {
  const got = value === undefined ? 'nothing' : shown(value);
  switch (issue.code) {
    case 'invalid_type':
      if (value === undefined) return `missing required key (expected ${issue.expected})`;
      return `wrong type: expected ${issue.expected}, found ${got}`;
    case 'invalid_value':
      if (value === undefined) return `missing required key (one of ${issue.values.map((v) => JSON.stringify(v)).join(', ')})`;
      return `must be ${issue.values.map((v) => JSON.stringify(v)).join(' or ')}, found ${got}`;
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
