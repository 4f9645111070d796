/**
 * The library's front door: load a scenario (text or object), ask questions, run its checks.
 */
import { HighgroundError, type ErrorPlace, type KeyPath } from './errors.js';
import { parseScenarioText, schemaError, validateScenario, type ParsedScenario } from './formats/scenario/parse.js';
import type { FigureSpec, Scenario } from './formats/scenario/schema.js';
import { gridMaps } from './formats/scenario/schema-base.js';
import type { SourceMap } from './formats/scenario/locate.js';
import type { GridBoard } from './board/grid.js';
import { allowedValues, optionAccepts, optionName, type Options, type Ruleset } from './engine/ruleset.js';
import type { Verdict } from './engine/verdict.js';
import type { AnswerFor, QuestionFor, QuestionName, TypedRulesetId } from './answers.js';
import { matchExpect, type Mismatch } from './engine/match.js';
import { findRuleset as getRuleset, registered as rulesets } from './engine/registry.js';

/**
 * A loaded scenario, checked and prepared for its ruleset: what `ask` and `runChecks` take. `Id` is its
 * ruleset's id when the type checker knows it (`Session<'heroscape'>`: then `ask` takes only that ruleset's
 * questions and types each verdict, src/answers.ts), any string otherwise.
 */
export interface Session<Id extends string = string> {
  readonly scenario: Scenario & { readonly ruleset: Id };
  readonly ruleset: Ruleset<unknown> & { readonly id: Id };
  readonly options: Options;
  readonly board: GridBoard | undefined;
  /** The ruleset's prepared view of the scenario. */
  readonly ctx: unknown;
  readonly file: string | undefined;
  readonly source: SourceMap | undefined;
}

/** Load a scenario from YAML or JSON text. Throws HighgroundError naming file, line and key. */
export function loadScenario(text: string, file?: string): Session {
  checkFileName('loadScenario', file);
  if (typeof text !== 'string') throw new HighgroundError(`loadScenario: the scenario text must be a string, found ${typeName(text)}`, { file, path: ['text'] }, 'usage');
  return prepare(parseScenarioText(text, file));
}

/**
 * Load a scenario from an object (already parsed). Given as an object whose `ruleset` is a literal, the
 * session is typed for that ruleset (`Session<'heroclix'>`).
 */
export function loadScenarioObject<Id extends string = string>(data: { readonly ruleset: Id; readonly [key: string]: unknown }, file?: string): Session<Id>;
export function loadScenarioObject(data: unknown, file?: string): Session;
export function loadScenarioObject(data: unknown, file?: string): Session {
  checkFileName('loadScenarioObject', file);
  return prepare(validateScenario(data, file));
}

/**
 * Is `session` a session of ruleset `id`? Narrows it to `Session<Id>`, so that `ask` takes that ruleset's
 * questions and types their verdicts: `if (isRuleset(s, 'heroscape')) ask(s, { ask: 'fall', figure: 'A', levels: 12 }).dice`.
 */
export function isRuleset<Id extends TypedRulesetId>(session: Session, id: Id): session is Session<Id> {
  checkSession(session, 'isRuleset');
  return session.ruleset.id === id;
}

function typeName(v: unknown): string {
  return v === null ? 'null' : Array.isArray(v) ? 'a list' : typeof v;
}

function checkFileName(entry: string, file: unknown): void {
  if (file !== undefined && typeof file !== 'string') throw new HighgroundError(`${entry}: the file name must be a string, found ${typeName(file)}`, { path: ['file'] }, 'usage');
}

/** A HighgroundError unless `session` is what loadScenario returns (the public entries take nothing else). */
export function checkSession(session: unknown, entry: string): asserts session is Session {
  const s = session as Partial<Session> | null;
  if (typeof s !== 'object' || s === null || typeof s.ruleset !== 'object' || s.ruleset === null || typeof s.scenario !== 'object' || !('ctx' in s))
    throw new HighgroundError(`${entry}: expected a session from loadScenario, found ${typeName(session)}`, { path: ['session'] }, 'usage');
}

const BASE_FIGURE_KEYS = new Set(['at', 'level', 'side', 'prone', 'name']);

function prepare(parsed: ParsedScenario): Session {
  const { scenario, source, file } = parsed;
  const place = (reason: string, path: KeyPath, key?: string) => {
    const loc = key !== undefined ? source?.key(path, key) : source?.value(path);
    return new HighgroundError(reason, { file, path: key !== undefined ? [...path, key] : path, line: loc?.line, column: loc?.column });
  };
  const ruleset = getRuleset(scenario.ruleset);
  if (!ruleset)
    throw place(`ruleset "${scenario.ruleset}" is not available in this build (available: ${rulesets.map((r) => r.id).join(', ')})`, ['ruleset']).withCode('unknown-key');
  if (scenario.map.grid !== ruleset.grid)
    throw place(`${ruleset.id} plays on a ${ruleset.grid} map, but this map's grid is "${scenario.map.grid}"`, ['map', 'grid']);

  const options = resolveOptions(ruleset, scenario.options ?? {}, place);
  checkVocabulary(ruleset, scenario, place);

  let board: GridBoard | undefined;
  try {
    // (checkVocabulary has refused a grid map where the grid maps are not plugged in)
    if (scenario.map.grid !== 'table') board = gridMaps.plugged!.board(ruleset.buildBoard ?? fallbacks.buildBoard, ruleset, scenario.map, { file, source });
  } catch (e) {
    throw locate(e, file, source);
  }
  return prepareOn({ scenario, ruleset, options, board, file, source });
}

/**
 * The ruleset's prepared view of `scenario` on a board already built (the board, the terrain built from it
 * and the caches keyed on them are shared with every session on the same board). A figure that cannot
 * stand where the scenario puts it is refused here with code `placement` (or `off-map`).
 */
export function prepareOn(base: Omit<Session, 'ctx'>): Session {
  const { scenario, ruleset, options, board, file, source } = base;
  try {
    const ctx = ruleset.prepare({ scenario, options, board });
    return { scenario, ruleset, options, board, ctx, file, source };
  } catch (e) {
    throw locate(asSpelt(placementCode(e), scenario.options, ruleset), file, source);
  }
}

/** An error about an option names it as the file spells it (an old kebab-case name, when the file uses one). */
function asSpelt(e: unknown, given: Scenario['options'], ruleset: Ruleset<unknown>): unknown {
  const path = e instanceof HighgroundError ? e.place.path : undefined;
  if (!(e instanceof HighgroundError) || !path || path[0] !== 'options' || typeof path[1] !== 'string' || !given || path[1] in given) return e;
  const spelt = Object.keys(given).find((k) => optionName(ruleset.options, k) === path[1]);
  if (spelt === undefined) return e;
  return new HighgroundError(e.reason, { ...e.place, path: ['options', spelt, ...path.slice(2)] }, e.code);
}

/** Refusals of where a figure stands (its at, level, facing or base) get a placement or off-map code. */
function placementCode(e: unknown): unknown {
  if (!(e instanceof HighgroundError) || e.code !== 'bad-value') return e;
  const p = e.place.path ?? [];
  if (p[0] !== 'figures' || !(p.length === 2 || ['at', 'level', 'facing', 'orient'].includes(String(p[2])))) return e;
  return e.withCode(/off the (map|table)|outside the/.test(e.reason) ? 'off-map' : 'placement');
}

/** Fill in file and line of a HighgroundError that only knows its key path. */
function locate(e: unknown, file: string | undefined, source: SourceMap | undefined): unknown {
  if (!(e instanceof HighgroundError)) return e;
  const path = e.place.path;
  const loc = path && e.place.line === undefined ? source?.value(path) : undefined;
  return e.withPlace({ file, line: loc?.line, column: loc?.column });
}

function resolveOptions(
  ruleset: Ruleset<unknown>,
  given: Record<string, string | number | boolean>,
  place: (r: string, p: KeyPath, k?: string) => HighgroundError,
): Options {
  const out: Record<string, string | number | boolean> = {};
  for (const [name, spec] of Object.entries(ruleset.options)) out[name] = spec.default;
  const spelt = new Map<string, string>();
  for (const [given_, value] of Object.entries(given)) {
    // one spelling for the ruleset: an old kebab-case name is read as the camelCase one it became
    const name = optionName(ruleset.options, given_);
    const spec = name === undefined ? undefined : ruleset.options[name];
    if (name === undefined || !spec) {
      const known = Object.keys(ruleset.options);
      throw place(`unknown option "${given_}" for ${ruleset.id}${known.length ? ` (options: ${known.join(', ')})` : ' (it has no options)'}`, ['options'], given_).withCode('unknown-key');
    }
    const before = spelt.get(name);
    if (before !== undefined)
      throw place(`option ${name} is given twice (as "${before}" and "${given_}")`, ['options'], given_);
    spelt.set(name, given_);
    if (!optionAccepts(spec, value))
      throw place(`option ${name} must be ${allowedValues(spec)}, found ${JSON.stringify(value)}`, ['options', given_]);
    out[name] = value;
  }
  return out;
}

function checkVocabulary(ruleset: Ruleset<unknown>, scenario: Scenario, place: (r: string, p: KeyPath, k?: string) => HighgroundError): void {
  const map = scenario.map;
  if (map.grid !== 'table') {
    // a grid map's cells (grid-maps.ts: in every bundle that builds grid boards)
    const grid = gridMaps.plugged;
    if (!grid)
      throw place('this build reads no grid maps (import buildGridBoard from highground/core)', ['map', 'grid']).withCode('usage');
    grid.checkCells(map, ruleset.id, ruleset.vocabulary.cellKeys, ruleset.vocabulary.terrain, place);
  }
  for (const [id, fig] of Object.entries(scenario.figures ?? {})) checkFigureKeys(ruleset, map.grid, id, fig, place);
}

/** A figure's keys are the ruleset's, and on a grid it stands on a cell (two integers). */
export function checkFigureKeys(ruleset: Ruleset<unknown>, grid: string, id: string, fig: FigureSpec, place: (r: string, p: KeyPath, k?: string) => HighgroundError): void {
  const figureKeys = new Set([...BASE_FIGURE_KEYS, ...ruleset.vocabulary.figureKeys]);
  for (const k of Object.keys(fig)) {
    if (!figureKeys.has(k))
      throw place(`figure key "${k}" is not used by ${ruleset.id} (its figure keys: ${[...figureKeys].join(', ')})`, ['figures', id], k).withCode('unknown-key');
  }
  // (a grid map's session exists only where the grid maps are plugged in: checkVocabulary)
  if (grid !== 'table') gridMaps.plugged!.checkFigureAt(grid, id, fig.at, place);
}

/**
 * What a ruleset that names no board builder or default sentence gets. Empty in a game's own entry
 * (`highground/core` + `highground/<id>`: each of our rulesets names both, and a small bundle carries
 * neither); the `highground` entry fills both in, so a ruleset written before `buildBoard` and `summary`
 * existed keeps working there unchanged.
 */
const fallbacks: { buildBoard?: Ruleset<unknown>['buildBoard']; summary?: Ruleset<unknown>['summary'] } = {};

/** @internal Set by the `highground` entry (see `fallbacks`). */
export function useRulesetFallbacks(f: typeof fallbacks): void {
  Object.assign(fallbacks, f);
}

/** Where a question came from, so that its errors name the file and line. */
export interface AskOrigin {
  file?: string | undefined;
  /** Key path of the question inside its file (e.g. ['checks', 3]). */
  path?: KeyPath | undefined;
}

/** Answer one question. Throws HighgroundError for an unknown question or bad arguments. */
/** Every verdict carries a sentence for people: the ruleset's own for the question, or the default one. */
function withSummary(v: Verdict, def: { summary?: (a: unknown, v: Verdict) => string }, args: Record<string, unknown>, ruleset: Ruleset<unknown>): Verdict {
  if (typeof v.summary === 'string') return v;
  const fallback = ruleset.summary ?? fallbacks.summary;
  if (!def.summary && !fallback)
    throw new HighgroundError(`ruleset ${ruleset.id} gives no sentence for a "${v.ask}" verdict (give the question a summary, or set the ruleset's summary: defaultSummary, from highground/core)`, { path: ['ask'] }, 'usage');
  const summary = def.summary ? def.summary(args, v) : fallback!(v.ask, args, v);
  const { ask: name, ...rest } = v;
  return { ask: name, summary, ...rest };
}

/**
 * Answer one question. Throws HighgroundError for an unknown question or bad arguments. On a session typed
 * for its ruleset (`Session<'heroscape'>`) the question must be one of that ruleset's, with its arguments,
 * and the verdict has the question's type (src/rulesets/<id>/answers.ts); on any session a shared question
 * (`sight`, `cover`, `move`, ...) returns its declared verdict type (engine/verdicts.ts), any other a Verdict.
 */
export function ask<Id extends string, Q extends QuestionName<Id>>(session: Session<Id>, q: QuestionFor<Id, Q>, origin?: AskOrigin): AnswerFor<Id, Q>;
export function ask(session: Session, q: { ask: string; [arg: string]: unknown }, origin: AskOrigin = {}): Verdict {
  checkSession(session, 'ask');
  if (typeof q !== 'object' || q === null || Array.isArray(q) || typeof q.ask !== 'string')
    throw new HighgroundError(`ask: the question must be an object with ask: "<question name>", found ${typeof q === 'object' && q !== null && !Array.isArray(q) ? `ask: ${typeName(q.ask)}` : typeName(q)}`, { path: ['ask'] }, 'usage');
  if (typeof origin !== 'object' || origin === null) throw new HighgroundError(`ask: origin must be an object, found ${typeName(origin)}`, { path: ['origin'] }, 'usage');
  const { ruleset } = session;
  const base = origin.path ?? [];
  // own keys only: a question named "constructor" or "toString" is unknown, not Object's method
  const def = Object.prototype.hasOwnProperty.call(ruleset.questions, q.ask) ? ruleset.questions[q.ask] : undefined;
  if (!def) {
    const loc = origin.path ? session.source?.value([...base, 'ask']) : undefined;
    throw new HighgroundError(
      `${ruleset.id} has no rule for a "${q.ask}" question (it answers: ${Object.keys(ruleset.questions).join(', ')})`,
      { file: origin.file, path: origin.path ? [...base, 'ask'] : undefined, line: loc?.line },
      'unknown-question',
    );
  }
  const { ask: _a, expect: _e, name: _n, ...args } = q;
  const parsed = def.args.safeParse(args);
  if (!parsed.success) {
    const err = schemaError(parsed.error.issues, args, origin.file, origin.path ? session.source : undefined);
    // schemaError located the path relative to the arguments; re-anchor it under the question.
    const rel = err.place.path ?? [];
    const loc = origin.path ? session.source?.value([...base, ...rel]) : undefined;
    // an unknown argument is named with the question's own arguments (not the scenario file's keys)
    const reason = err.code === 'unknown-key' && rel.length === 1
      ? `unknown argument "${String(rel[0])}" (${q.ask} takes: ${argumentNames(def.args).join(', ') || 'no arguments'})`
      : err.reason;
    throw new HighgroundError(`${q.ask}: ${reason}`, { file: origin.file, path: origin.path ? [...base, ...rel] : rel, line: loc?.line }, err.code);
  }
  try {
    const verdict = (def.answer as (c: unknown, a: unknown) => Verdict)(session.ctx, parsed.data);
    return withSummary(verdict, def as { summary?: (a: unknown, v: Verdict) => string }, parsed.data as Record<string, unknown>, ruleset);
  } catch (e) {
    if (e instanceof HighgroundError) {
      const path = e.place.path ? [...base, ...e.place.path] : origin.path;
      const loc = origin.path && path ? session.source?.value(path) : undefined;
      throw new HighgroundError(`${q.ask}: ${e.reason}`, { file: origin.file, path, line: loc?.line }, e.code);
    }
    throw e;
  }
}

/** The argument names of a question (its schema's keys). */
export function argumentNames(args: unknown): string[] {
  const def = (args as { _zod?: { def?: { type?: string; shape?: object } } } | null)?._zod?.def;
  return def?.type === 'object' && def.shape ? Object.keys(def.shape) : [];
}

/** The outcome of one check of a scenario. */
export interface CheckResult {
  index: number;
  question: { ask: string; [arg: string]: unknown };
  line: number | undefined;
  pass: boolean;
  verdict?: Verdict;
  mismatches: Mismatch[];
  /** A question that could not be answered (bad arguments, unknown question). */
  error?: HighgroundError;
}

/** matchExpect, a bad `expect` (a malformed `$absent`) reported at the check's `expect`. */
function matchExpectAt(expect: unknown, verdict: Verdict, place: ErrorPlace): Mismatch[] {
  try {
    return matchExpect(expect, verdict);
  } catch (e) {
    throw e instanceof HighgroundError ? e.withPlace(place) : e;
  }
}

/** Run every check of a loaded scenario. */
export function runChecks(session: Session): CheckResult[] {
  checkSession(session, 'runChecks');
  return (session.scenario.checks ?? []).map((c, index) => {
    const path = ['checks', index];
    const line = session.source?.value(path)?.line;
    const { expect, ...question } = c;
    try {
      const verdict = ask(session, question as { ask: string }, { file: session.file, path });
      const mismatches = matchExpectAt(expect, verdict, { file: session.file, line: session.source?.value([...path, 'expect'])?.line ?? line, path: [...path, 'expect'] });
      return { index, question, line, pass: mismatches.length === 0, verdict, mismatches };
    } catch (e) {
      if (!(e instanceof HighgroundError)) throw e;
      return { index, question, line, pass: false, mismatches: [], error: e };
    }
  });
}
