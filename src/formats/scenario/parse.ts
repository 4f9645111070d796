/**
 * Read a scenario file: YAML (JSON is YAML) -> schema check -> typed `Scenario`, with every error naming
 * the file, the line and the key. Ruleset-level checks (vocabulary, figures on the map) run later in
 * `loadScenario`, through the same SourceMap.
 */
import { LineCounter, parseDocument, YAMLParseError } from 'yaml';
import type { z } from 'zod';
import { HighgroundError, type KeyPath } from '../../errors.js';
import { SourceMap } from './locate.js';
import { ScenarioSchema, type Scenario } from './schema.js';

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
  if (text.length > MAX_SCENARIO_BYTES)
    throw new HighgroundError(`the file is ${text.length} bytes; scenario files are limited to ${MAX_SCENARIO_BYTES}`, { file });
  const lines = new LineCounter();
  const doc = parseDocument(text, { lineCounter: lines, uniqueKeys: true, prettyErrors: false });
  const first = doc.errors[0];
  if (first) throw yamlError(first, lines, file);
  const source = new SourceMap(doc, lines);
  let data: unknown;
  try {
    data = doc.toJS({ maxAliasCount: 100 });
  } catch (e) {
    throw new HighgroundError(`cannot read the YAML: ${(e as Error).message}`, { file });
  }
  return validateScenario(data, file, source);
}

/** Check an already-parsed object (e.g. from the web app or a library caller). */
export function validateScenario(data: unknown, file?: string, source?: SourceMap): ParsedScenario {
  if (data === null || typeof data !== 'object' || Array.isArray(data))
    throw new HighgroundError('a scenario must be a mapping with format, ruleset and map', { file, line: 1 });
  const depth = depthOf(data, 0);
  if (depth > MAX_DEPTH) throw new HighgroundError(`the document nests ${depth} levels deep; at most ${MAX_DEPTH} are accepted`, { file });
  const result = ScenarioSchema.safeParse(data);
  if (!result.success) throw schemaError(result.error.issues, data, file, source);
  return { scenario: result.data, source, file };
}

function depthOf(v: unknown, d: number): number {
  if (d > MAX_DEPTH) return d;
  if (v === null || typeof v !== 'object') return d;
  let m = d + 1;
  for (const x of Object.values(v)) m = Math.max(m, depthOf(x, d + 1));
  return m;
}

function yamlError(e: YAMLParseError, lines: LineCounter, file: string | undefined): HighgroundError {
  const pos = lines.linePos(e.pos[0]);
  const msg = e.message.split('\n')[0]?.replace(/ at line \d+, column \d+:?$/, '') ?? 'invalid YAML';
  return new HighgroundError(`invalid YAML: ${msg}`, { file, line: pos.line, column: pos.col });
}

type Issue = z.core.$ZodIssue;

export function schemaError(issues: readonly Issue[], data: unknown, file?: string, source?: SourceMap): HighgroundError {
  const issue = pickIssue(issues);
  const path = issue.path.filter((k): k is string | number => typeof k !== 'symbol');
  if (issue.code === 'unrecognized_keys') {
    const key = String(issue.keys[0]);
    const loc = source?.key(path, key);
    const known = knownKeysHint(path, data);
    return new HighgroundError(`unknown key "${key}"${known}`, { file, path: [...path, key], line: loc?.line, column: loc?.column });
  }
  const loc = source?.value(path);
  return new HighgroundError(describeIssue(issue, valueAt(data, path)), { file, path, line: loc?.line, column: loc?.column });
}

/** Union errors hide the useful issue one level down: prefer the deepest, most specific one. */
function pickIssue(issues: readonly Issue[]): Issue {
  let best = issues[0]!;
  for (const i of issues) if (i.path.length > best.path.length) best = i;
  if (best.code === 'invalid_union' && best.errors.length) {
    const inner = best.errors
      .map((branch) => (branch.length ? pickIssue(branch) : undefined))
      .filter((x): x is Issue => x !== undefined)
      .map((x) => ({ ...x, path: [...best.path, ...x.path] }) as Issue);
    const deepest = inner.sort((a, b) => b.path.length - a.path.length)[0];
    if (deepest && deepest.path.length > best.path.length) return deepest;
  }
  return best;
}

function describeIssue(issue: Issue, value: unknown): string {
  const got = value === undefined ? 'nothing' : JSON.stringify(value)?.slice(0, 60);
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
      return `too small: ${issue.message.replace(/^Too small: /, '')}, found ${got}`;
    case 'too_big':
      return `too big: ${issue.message.replace(/^Too big: /, '')}, found ${got}`;
    default:
      return `${issue.message}, found ${got}`;
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
