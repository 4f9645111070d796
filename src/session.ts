/**
 * A session is a value: placing a figure, or applying what a verdict says happened (a move, a push, a fall
 * that lands somewhere, a placement), gives the next session and leaves the old one as it was. The next
 * session shares the board, the terrain built from it and every cache keyed on them (board/memo.ts): only
 * the figures are prepared again, so a bot or a drag loop changes one figure and asks again without a reload.
 * Every answer is the one a full reload of the next session's scenario gives (the property tests load
 * `next.scenario` afresh and compare).
 */
import { HighgroundError, type ErrorCode, type KeyPath } from './errors.js';
import { ask, checkFigureKeys, checkSession, prepareOn, type AskOrigin, type Session } from './api.js';
import { currentFigureSchema, type FigureSpec } from './formats/scenario/schema.js';
import { schemaError } from './formats/scenario/parse.js';
import type { Verdict } from './engine/verdict.js';
import { figureById } from './engine/refs.js';
import type { AnswerFor, QuestionFor, QuestionName } from './answers.js';

/** A place on the map: a cell `[x, y]` (a table point on a table map). */
export type At = readonly [number, number];

/**
 * Where a figure is put: a cell, or a cell with the level it stands at (a stacked column, a flyer aloft), its
 * facing (hex rulesets: 0-5) or its orientation (heroclix 1x2 bases). Left out, facing and orientation keep
 * the figure's own; the level is the surface it stands on.
 */
export type Placement = At | {
  readonly at: At;
  readonly level?: number | undefined;
  readonly facing?: number | undefined;
  readonly orient?: FigureSpec['orient'] | undefined;
};

function typeName(v: unknown): string {
  return v === null ? 'null' : Array.isArray(v) ? 'a list' : typeof v;
}

function usage(reason: string, path: KeyPath): HighgroundError {
  return new HighgroundError(reason, { path }, 'usage');
}

function checkId(entry: string, figure: unknown): string {
  if (typeof figure !== 'string' || figure === '') throw usage(`${entry}: the figure must be a figure id (a string), found ${typeName(figure)}`, ['figure']);
  return figure;
}

function specOf(session: Session, figure: string): FigureSpec {
  return figureById(session.scenario.figures ?? {}, figure, 'figure');
}

/** The figure's spec moved to `to`: at replaced, the level given or the surface's, facing/orient given or kept. */
function moved(spec: FigureSpec, to: Placement): Record<string, unknown> {
  const p = Array.isArray(to) ? { at: to as At } : (to as Exclude<Placement, At>);
  if (typeof p !== 'object' || p === null) throw usage(`a placement is [x, y] or { at: [x, y], level?, facing? }, found ${typeName(to)}`, ['at']);
  const { level: _l, ...rest } = spec;
  const next: Record<string, unknown> = { ...rest, at: Array.isArray(p.at) ? [...p.at] : p.at };
  if (p.level !== undefined) next.level = p.level;
  if (p.facing !== undefined) next.facing = p.facing;
  if (p.orient !== undefined) next.orient = p.orient;
  return next;
}

/**
 * The next session with figures changed: each entry a figure's whole spec (added or replaced) or `null`
 * (removed). The new specs are checked as the scenario file's (schema, the ruleset's figure keys), and the
 * ruleset checks where everyone stands as a load does. Throws HighgroundError (codes `bad-value`,
 * `unknown-key`, `placement`, `off-map`) and leaves `session` as it was.
 */
export function withFigures<Id extends string>(session: Session<Id>, changes: Readonly<Record<string, unknown>>): Session<Id> {
  checkSession(session, 'withFigures');
  if (typeof changes !== 'object' || changes === null || Array.isArray(changes))
    throw usage(`withFigures: the changes must be an object of figure id to spec (or null), found ${typeName(changes)}`, ['changes']);
  const figures: Record<string, FigureSpec> = { ...(session.scenario.figures ?? {}) };
  for (const [id, spec] of Object.entries(changes)) {
    if (spec === null) {
      delete figures[id];
      continue;
    }
    const r = currentFigureSchema().safeParse(spec);
    if (!r.success) {
      const e = schemaError(r.error.issues, spec);
      throw new HighgroundError(e.reason, { path: ['figures', id, ...(e.place.path ?? [])] }, e.code);
    }
    const grid = session.scenario.map.grid;
    checkFigureKeys(session.ruleset, grid, id, r.data, (reason, path, key) => new HighgroundError(reason, { path: key !== undefined ? [...path, key] : path }));
    figures[id] = r.data;
  }
  const { ctx: _c, ...rest } = session;
  return prepareOn({ ...rest, scenario: { ...session.scenario, figures } }) as Session<Id>;
}

/**
 * The next session with `figure` standing at `to` (its full body: every hex or square of its base, its
 * level, facing and eye height as the ruleset reads them). Throws HighgroundError with code `placement` or
 * `off-map` (naming what is there) when it cannot stand there; `placeable` answers the same without throwing.
 */
export function place<Id extends string>(session: Session<Id>, figure: string, to: Placement): Session<Id> {
  checkSession(session, 'place');
  const id = checkId('place', figure);
  return withFigures(session, { [id]: moved(specOf(session, id), to) });
}

/** What `placeable` answers: yes with the session where it stands there, or no with the reason. */
export type Placeability<Id extends string = string> =
  | { readonly ok: true; readonly session: Session<Id> }
  | { readonly ok: false; readonly code: ErrorCode; readonly reason: string; readonly error: HighgroundError };

/**
 * Could `figure` stand at `to`? The ruleset decides as it does when a scenario loads (inside an obstacle,
 * over a drop, overlapping another figure, off the map); for drag handlers: never throws for a refused place
 * (a bad figure id or a malformed place still throws, code `usage` / `unknown-figure`).
 */
export function placeable<Id extends string>(session: Session<Id>, figure: string, to: Placement): Placeability<Id> {
  checkSession(session, 'placeable');
  const id = checkId('placeable', figure);
  const spec = specOf(session, id);
  try {
    return { ok: true, session: withFigures(session, { [id]: moved(spec, to) }) };
  } catch (e) {
    if (!(e instanceof HighgroundError) || e.code === 'usage') throw e;
    return { ok: false, code: e.code, reason: e.reason, error: e };
  }
}

/** "As if" `figure` stood at `at` (with the level, facing given): what `askAs` takes. */
export interface AsIf {
  readonly figure: string;
  readonly at: At;
  readonly level?: number | undefined;
  readonly facing?: number | undefined;
  readonly orient?: FigureSpec['orient'] | undefined;
}

const lastAsIf = new WeakMap<Session, { key: string; next: Session }>();

/**
 * Ask a question as if `as.figure` stood at `as.at`: the answer a reload with the figure there would give
 * (its whole body and eye height, not a point on the ground). The placed session is kept for the next
 * as-if question on the same place, so a drag handler asking several questions prepares it once.
 */
export function askAs<Id extends string, Q extends QuestionName<Id>>(session: Session<Id>, as: AsIf, q: QuestionFor<Id, Q>, origin?: AskOrigin): AnswerFor<Id, Q>;
export function askAs(session: Session, as: AsIf, q: { ask: string; [arg: string]: unknown }, origin?: AskOrigin): Verdict {
  checkSession(session, 'askAs');
  if (typeof as !== 'object' || as === null) throw usage(`askAs: "as" must be { figure, at }, found ${typeName(as)}`, ['as']);
  const { figure, ...to } = as;
  // a value JSON cannot hold (a BigInt, a cycle) is no key: place() refuses it with the schema's words
  let key: string | undefined;
  try {
    key = JSON.stringify([figure, to.at, to.level, to.facing, to.orient]);
  } catch {
    key = undefined;
  }
  const kept = lastAsIf.get(session);
  let next: Session;
  if (key === undefined) next = place(session, figure, to);
  else if (kept && kept.key === key) next = kept.next;
  else {
    next = place(session, figure, to);
    lastAsIf.set(session, { key, next });
  }
  return ask(next, q, origin);
}

/** The question and verdict of outcomeOf / apply: objects naming what was asked (`ask`), or a usage error. */
function checkAsked(entry: string, question: unknown, verdict: unknown): void {
  const isRec = (v: unknown) => typeof v === 'object' && v !== null && !Array.isArray(v);
  if (!isRec(question) || typeof (question as Rec).ask !== 'string')
    throw usage(`${entry}: the question must be an object { ask, ... }, found ${typeName(question)}`, ['question']);
  if (!isRec(verdict) || typeof (verdict as Rec).ask !== 'string')
    throw usage(`${entry}: the verdict must be the answer of ask() (an object with "ask"), found ${typeName(verdict)}`, ['verdict']);
}

/** A figure put somewhere by an outcome. */
export interface Moved {
  readonly figure: string;
  readonly to: Exclude<Placement, At>;
}

function xy(v: unknown): At | undefined {
  return Array.isArray(v) && v.length === 2 && typeof v[0] === 'number' && typeof v[1] === 'number' ? [v[0], v[1]] : undefined;
}

function num(v: unknown): number | undefined {
  return typeof v === 'number' ? v : undefined;
}

type Rec = Readonly<Record<string, unknown>>;

function rec(v: unknown): Rec | undefined {
  return typeof v === 'object' && v !== null && !Array.isArray(v) ? (v as Rec) : undefined;
}

const MOVES = new Set(['move', 'charge', 'fly', 'leap', 'shadow-jump', 'wall-walker', 'climb']);

/**
 * Where the figures a verdict moves end up (an empty list when it moves nobody: sight, cover, a fall that
 * only counts damage). A refused move or placement throws HighgroundError code `illegal` with the verdict's
 * summary; a push that leaves the pusher a choice of end places throws `illegal` too (place the figure
 * where the pusher chooses with `place`).
 */
export function outcomeOf(session: Session, question: { ask: string; [arg: string]: unknown }, verdict: Verdict): Moved[] {
  checkSession(session, 'outcomeOf');
  checkAsked('outcomeOf', question, verdict);
  const v = verdict as unknown as Rec;
  const who = typeof question.figure === 'string' ? question.figure : typeof question.attacker === 'string' ? question.attacker : undefined;
  const refused = v.legal === false || v.allowed === false;
  const name = verdict.ask;
  const level = (at: At, l: unknown) => standLevel(session, at, num(l));
  if (MOVES.has(name) || name === 'place') {
    if (refused) throw new HighgroundError(`${name}: ${verdict.summary ?? 'refused'}; nothing moves`, { path: ['verdict'] }, 'illegal');
    if (!who) return [];
    // a fall on the way (tft-3d: a rear hex over a drop) lands the figure elsewhere
    const events = Array.isArray(v.events) ? v.events.map(rec) : [];
    const fell = events.map((e) => rec(e?.lands)).filter((l) => l !== undefined).pop();
    if (fell && xy(fell.at)) return [{ figure: who, to: { at: xy(fell.at)!, level: level(xy(fell.at)!, fell.level), facing: num(fell.facing) ?? num(v.facing) } }];
    const path = Array.isArray(v.path) ? v.path : [];
    const last = path[path.length - 1];
    // the verdict's own `to` first (heroclix: where the base's corner ends, whichever square led the move)
    const end = xy(v.placed) ?? (name === 'place' ? xy(v.at) ?? xy(question.to) ?? xy(question.at) : undefined) ?? xy(v.to) ?? xy(rec(last)?.at) ?? xy(last);
    if (!end) return [];
    const facing = num(v.facing) ?? num(rec(last)?.facing) ?? (name === 'place' ? num(question.facing) : undefined);
    const orient = typeof v.orient === 'string' ? (v.orient as FigureSpec['orient']) : undefined;
    return [{ figure: who, to: { at: end, level: level(end, v.level ?? rec(last)?.level), facing, orient } }];
  }
  if (name === 'push') {
    const target = typeof v.figure === 'string' ? v.figure : who;
    if (!target) return [];
    if (Array.isArray(v.choices)) throw new HighgroundError(`push: the pusher chooses among ${v.choices.length} end places; put ${target} where it is pushed with place()`, { path: ['verdict'] }, 'illegal');
    const end = xy(v.ends) ?? xy(v.at) ?? xy(v.to);
    return end ? [{ figure: target, to: { at: end, level: level(end, v.level) } }] : [];
  }
  if (name === 'fall' || name === 'rout') {
    const end = xy(v.lands) ?? xy(rec(v.lands)?.at) ?? xy(v.placed) ?? xy(v.ends);
    return end && who ? [{ figure: who, to: { at: end, level: level(end, rec(v.lands)?.level) } }] : [];
  }
  return [];
}

/**
 * The level to write in the figure's spec: none where the figure stands on its place's top surface (as a
 * scenario file says it), the level where the column has another surface above (under a bridge, inside a
 * building) or nothing there (aloft), as the scenario format asks.
 */
function standLevel(session: Session, at: At, level: number | undefined): number | undefined {
  if (level === undefined) return undefined;
  const b = session.board;
  if (!b) return level === 0 ? undefined : level;
  const [x, y] = at;
  if (!Number.isInteger(x) || !Number.isInteger(y) || x < 0 || y < 0 || x >= b.width || y >= b.height) return undefined;
  const list = b.places[y * b.width + x]!.surfaces;
  const top = list[list.length - 1];
  return top && top.level === level ? undefined : level;
}

/**
 * The session after what the question's verdict says happens: the figures a move, push, fall or placement
 * moves stand where it puts them (asked here when `verdict` is not given). A question that moves nobody
 * gives the same session. Throws HighgroundError code `illegal` for a refused move and leaves the session.
 */
export function apply<Id extends string>(session: Session<Id>, question: { ask: string; [arg: string]: unknown }, verdict?: Verdict): Session<Id> {
  checkSession(session, 'apply');
  if (verdict !== undefined) checkAsked('apply', question, verdict);
  const any: Session = session;
  const v = verdict ?? ask(any, question);
  const moves = outcomeOf(session, question, v);
  if (!moves.length) return session;
  const changes: Record<string, unknown> = {};
  for (const m of moves) changes[m.figure] = moved(specOf(session, m.figure), m.to);
  return withFigures(session, changes);
}
