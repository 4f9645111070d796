/**
 * The app's state and the one way it changes: `update(state, action)` returns a new state and never
 * touches the page. Panels, edit tools and views render from the state (main.ts); the page only turns
 * pointer and key events into actions. Undo and redo walk a list of states of the map (`doc.entries`),
 * each keeping its loaded session, so going back does not load the map again.
 *
 * `update` is pure in the sense that matters here: the same state and action give the same state (it
 * asks the library's questions, which are functions of the map); it writes nothing outside the state.
 */
import { HighgroundError, loadScenarioObject, viewshed, viewshedCells, type Scenario, type Session, type Verdict } from 'highground/core';
import * as E from './edits.js';
import { figurePairQuestions, placeQuestions, reachCells, run, showArg, type Asked, type Question } from './questions.js';
import { switchRules } from './switch.js';
import { drawing } from './lazy.js';
import { answerErrorWords, argErrorWords, showNum } from './words.js';

export type Tool = 'tile' | 'raise' | 'lower' | 'level' | 'terrain' | 'feature' | 'void' | 'fig-add' | 'fig-move' | 'fig-remove' | 'fig-edit';
export type EntryKind = 'open' | 'move' | 'edit' | 'roll';

/** One state of the map in the history. */
export interface Entry {
  readonly scenario: Scenario;
  /** The loaded map (absent for entries brought back from an autosave until they are visited). */
  readonly session?: Session | undefined;
  readonly label: string;
  readonly kind: EntryKind;
  /** Changes with the same key join one entry (one stroke of painting is one undo step). */
  readonly mergeKey?: string | undefined;
}

/** The open map and its history: the current state is entries[index]. */
export interface Doc {
  readonly session: Session;
  readonly scenario: Scenario;
  readonly file: string;
  readonly entries: readonly Entry[];
  readonly index: number;
}

export interface Tools {
  readonly tool: Tool;
  readonly levelValue: number;
  readonly terrainValue: string;
  readonly featureKey: string;
  readonly featureValue: string;
  readonly featureErase: boolean;
  /** The side of figures added; empty: the sides alternate (game.ts nextSide). */
  readonly side: string;
  /** Hex maps: the land tile the tile tool puts down (1, 2, 3, 7 or 24 hexes). */
  readonly tileSize: number;
  /** The table piece picked in the editor (its index in map.pieces). */
  readonly piece?: number | undefined;
}

/** What a figure would do from a place it is pointed or dragged at, before it goes there. */
export interface Preview {
  readonly figure: string;
  readonly at: readonly number[];
  /** The move question there (its path, cost and events: what it provokes). */
  readonly move?: Asked | undefined;
  /** The places it would see from there (the seen region), when the ruleset has a viewshed. */
  readonly seen?: readonly { at: readonly [number, number]; hindered?: boolean }[] | undefined;
}

export interface Notice {
  readonly text: string;
  readonly ok: boolean;
  /** Counts notices, so the same words twice are shown twice. */
  readonly n: number;
}

export interface AppState {
  readonly doc?: Doc | undefined;
  readonly view: '2d' | '3d';
  readonly mode: 'ask' | 'edit';
  readonly selected?: string | undefined;
  readonly target?: { readonly figure?: string; readonly at?: readonly number[] } | undefined;
  readonly answers: readonly Asked[];
  readonly open: number;
  readonly reach?: { readonly asked: Asked; readonly cells: readonly { at: [number, number]; cost?: number }[] } | undefined;
  readonly seen: ReadonlySet<string>;
  readonly unseen: ReadonlySet<string>;
  readonly sightMs: number;
  readonly tools: Tools;
  /** The figure being placed or changed in the editor. */
  readonly editFigure?: string | undefined;
  readonly stroke?: string | undefined;
  /** Strokes begun so far (each one's edits join one undo step). */
  readonly strokes: number;
  readonly strokeError: boolean;
  readonly preview?: Preview | undefined;
  readonly notice?: Notice | undefined;
  /** Aiming the selected figure's area (aim.ts): a tapped figure or place asks the `area` question. */
  readonly aim?: 'cone' | 'line' | undefined;
  /** The corner of the selected figure's space the aimed area starts from, when the player picked one (else the nearest). */
  readonly aimCorner?: readonly [number, number] | undefined;
}

export type Action =
  | { type: 'open'; session: Session; label: string; file: string }
  | { type: 'restore'; entries: readonly { scenario: Scenario; label: string; kind: EntryKind }[]; index: number; file: string }
  | { type: 'change'; scenario: Scenario; label: string; kind?: EntryKind; merge?: string | undefined; then?: Action | undefined }
  /** Judge the open map with another ruleset (its game loaded): the figures keep what it declares (switch.ts). */
  | { type: 'switch-rules'; ruleset: string }
  | { type: 'undo' } | { type: 'redo' } | { type: 'goto'; index: number }
  | { type: 'select'; figure: string } | { type: 'deselect' }
  | { type: 'ask-pair'; figure: string } | { type: 'ask-place'; at: readonly number[] } | { type: 'ask-any'; question: Question }
  | { type: 'open-answer'; index: number }
  | { type: 'play-move' }
  | { type: 'mode'; mode: 'ask' | 'edit' } | { type: 'view'; view: '2d' | '3d' }
  | { type: 'tools'; patch: Partial<Tools> }
  | { type: 'edit-figure'; figure?: string | undefined }
  | { type: 'stroke'; phase: 'start' | 'end' }
  | { type: 'preview'; figure?: string | undefined; at?: readonly number[] | undefined }
  | { type: 'drop'; figure: string; at: readonly number[] }
  | { type: 'notice'; text: string; ok?: boolean }
  | { type: 'aim'; shape?: 'cone' | 'line' | undefined }
  /** Start the aimed area at this corner of the selected figure's space (undefined: the nearest); an aimed answer is asked again from it. */
  | { type: 'aim-corner'; corner?: readonly number[] | undefined };

export const initialState: AppState = {
  view: '2d', mode: 'ask', answers: [], open: 0, seen: new Set(), unseen: new Set(), sightMs: 0, strokes: 0, strokeError: false,
  tools: { tool: 'raise', levelValue: 1, terrainValue: '', featureKey: '', featureValue: '', featureErase: false, side: '', tileSize: 7 },
};

export function errorText(e: unknown): string {
  if (e instanceof HighgroundError) return e.message;
  if (e instanceof Error) return e.message;
  return String(e);
}

const noSelection = { selected: undefined, target: undefined, answers: [], open: 0, reach: undefined, seen: new Set<string>(), unseen: new Set<string>(), sightMs: 0, preview: undefined } as const;

function notice(s: AppState, text: string, ok = false): AppState {
  return { ...s, notice: { text, ok, n: (s.notice?.n ?? 0) + 1 } };
}

function firstAnswered(answers: readonly Asked[]): number {
  const i = answers.findIndex((a) => a.verdict);
  return i < 0 ? 0 : i;
}

/** The legal move among the answers, if one is shown. */
export function moveVerdict(s: AppState): Asked | undefined {
  return s.answers.find((x) => x.question.ask === 'move' && x.verdict?.legal === true);
}

function select(s: AppState, id: string): AppState {
  const session = s.doc!.session;
  const seen = new Set<string>();
  const unseen = new Set<string>();
  const t0 = performance.now();
  if (session.ruleset.questions.sight) {
    for (const other of Object.keys(session.scenario.figures ?? {})) {
      if (other === id) continue;
      const a = run(session, { ask: 'sight', from: id, to: other });
      (a.verdict?.sight === true ? seen : unseen).add(other);
    }
  }
  const sightMs = performance.now() - t0;
  let reach: AppState['reach'];
  if (session.ruleset.questions.reach) {
    const a = run(session, { ask: 'reach', figure: id });
    reach = { asked: a, cells: a.verdict ? reachCells(a.verdict) : [] };
  }
  return { ...s, ...noSelection, selected: id, seen, unseen, sightMs, reach };
}

function askPair(s: AppState, b: string): AppState {
  const session = s.doc!.session;
  if (s.aim) return askArea(s, { figure: b }, b);
  const answers = figurePairQuestions(session, s.selected!, b).map((q) => run(session, q));
  return { ...s, target: { figure: b }, answers, open: firstAnswered(answers), preview: undefined };
}

/** The selected figure's area aimed at a figure or a place: the one answer. */
function askArea(s: AppState, target: AppState['target'], toward: string | readonly number[]): AppState {
  const session = s.doc!.session;
  return { ...s, target, answers: [run(session, drawing.areaQuestion(session, s.selected!, s.aim!, toward, s.aimCorner))], open: 0, preview: undefined };
}

function askPlace(s: AppState, at: readonly number[]): AppState {
  const session = s.doc!.session;
  if (s.aim) return askArea(s, { at }, at);
  const answers = placeQuestions(session, s.selected!, at).map((q) => run(session, q));
  return { ...s, target: { at }, answers, open: firstAnswered(answers), preview: undefined };
}

/**
 * After the map changed (an edit, a move, undo): keep the selection if its figure is still there and ask
 * the same question again on the changed map, except after a move (its target is where the figure stands).
 */
function refresh(prev: AppState, s: AppState, moved: boolean): AppState {
  const figs = s.doc!.session.scenario.figures ?? {};
  const editFigure = s.editFigure && s.editFigure in figs ? s.editFigure : undefined;
  const selected = prev.selected && prev.selected in figs ? prev.selected : undefined;
  let next: AppState = { ...s, editFigure };
  if (!selected) {
    // a question asked from the form is asked again on the changed map
    if (prev.answers.length && !prev.target && next.mode === 'ask') {
      const answers = prev.answers.map((a) => run(s.doc!.session, a.question));
      return { ...next, ...noSelection, answers, open: Math.min(prev.open, answers.length - 1) };
    }
    return { ...next, ...noSelection };
  }
  next = select(next, selected);
  const again = prev.target && !moved ? prev.target : undefined;
  if (again && next.mode === 'ask') {
    if (again.figure && again.figure in figs && again.figure !== selected) next = askPair(next, again.figure);
    else if (again.at) next = askPlace(next, again.at);
    if (prev.open < next.answers.length && next.answers[prev.open]?.verdict) next = { ...next, open: prev.open };
  }
  return next;
}

/** Load a scenario as the next state of the map (joining the current entry when `merge` matches it). */
function change(s: AppState, scenario: Scenario, label: string, kind: EntryKind, merge?: string, loaded?: Session): AppState {
  const d = s.doc!;
  const session = loaded ?? loadScenarioObject(scenario, d.file);
  const entry: Entry = { scenario: session.scenario, session, label, kind, mergeKey: merge };
  const cur = d.entries[d.index]!;
  const join = merge !== undefined && d.index > 0 && cur.mergeKey === merge && d.index === d.entries.length - 1;
  const entries = join ? [...d.entries.slice(0, d.index), entry] : [...d.entries.slice(0, d.index + 1), entry];
  return { ...s, doc: { ...d, session, scenario: session.scenario, entries, index: entries.length - 1 } };
}

function goto(s: AppState, i: number): AppState {
  const d = s.doc;
  const e = d?.entries[i];
  if (!d || !e) return s;
  const session = e.session ?? loadScenarioObject(e.scenario, d.file);
  const entries = e.session ? d.entries : d.entries.map((x, k) => (k === i ? { ...x, session } : x));
  return refresh(s, { ...s, doc: { ...d, session, scenario: session.scenario, entries, index: i } }, false);
}

/** A session with `figure` standing at `at` (for the preview of what it would see there), or undefined. */
function movedSession(session: Session, figure: string, at: readonly number[]): Session | undefined {
  try {
    return loadScenarioObject(E.moveFigure(session.scenario, figure, at), 'preview');
  } catch {
    return undefined;
  }
}

function preview(s: AppState, figure: string, at: readonly number[]): AppState {
  const session = s.doc!.session;
  const f = session.scenario.figures?.[figure];
  if (!f) return { ...s, preview: undefined };
  const same = f.at[0] === at[0] && f.at[1] === at[1];
  const move = same || !session.ruleset.questions.move ? undefined : run(session, { ask: 'move', figure, to: [...at] });
  const there = !session.board ? undefined : same ? session : movedSession(session, figure, at);
  return { ...s, preview: { figure, at, move, seen: there ? seenFrom(there, figure) : undefined } };
}

/** Places a ruleset without a batch viewshed asks one by one, up to this many (small maps). */
const SINGLE_SIGHT_LIMIT = 700;

/**
 * The places `figure` sees: the library's viewshed where the ruleset has one, else the sight question
 * to each place of a small map; undefined when neither applies (the glows on figures still tell).
 */
function seenFrom(session: Session, figure: string): Preview['seen'] {
  try {
    return viewshedCells(viewshed(session, figure));
  } catch {
    /* no batch viewshed for this ruleset */
  }
  const b = session.board;
  if (!b || !session.ruleset.questions.sight) return undefined;
  const places = b.places.filter((p) => p.surfaces.length);
  if (places.length > SINGLE_SIGHT_LIMIT) return undefined;
  const out: { at: readonly [number, number] }[] = [];
  const f = session.scenario.figures?.[figure];
  for (const p of places) {
    if (f && f.at[0] === p.x && f.at[1] === p.y) continue;
    const a = run(session, { ask: 'sight', from: figure, to: [p.x, p.y] });
    if (a.verdict?.sight === true) out.push({ at: [p.x, p.y] });
  }
  return out;
}

/** Why a move cannot be played, in words (the verdict's summary, or its first reason). */
export function refusal(a: Asked | undefined, short = false): string {
  if (!a) return 'no move question for this ruleset';
  // an error (a place off the map): its reason in a player's words, not the library's "key to: move: ..."
  if (a.error !== undefined) return short ? argErrorWords(a.errorReason ?? a.error, a.question.ask).replace(/\.$/, '') : answerErrorWords(a);
  const v = a.verdict as Verdict;
  // the reason that decided it ("the space at [6, 3] is occupied by C"); the summary only restates the refusal
  const why = v.reasons.map((r) => r.text).filter((t) => t && !/cannot move to/.test(t));
  // short: the first reason's first clause, no full stop (a toast's one sentence; the rest is in the answers)
  if (why.length && short) return why[0]!.split(/; |\. /)[0]!.replace(/\.$/, '');
  if (why.length) return why.slice(0, 2).join('; ');
  return typeof v.summary === 'string' && v.summary ? v.summary : 'not a legal move';
}

function playMove(s: AppState, a: Asked): AppState {
  const d = s.doc!;
  const id = String(a.question.figure);
  const to = a.question.to as number[];
  const { scenario, notes } = E.applyMove(d.scenario, id, to, a.verdict as Record<string, unknown>);
  const next = change(s, scenario, `${id} moves to ${showArg(to)} (cost ${showNum(a.verdict!.cost)})${notes.length ? `: ${notes.join('; ')}` : ''}`, 'move');
  const after = refresh(s, next, true);
  return notes.length ? notice(after, `${id} moved. ${notes.join('; ')}`, true) : after;
}

export function update(s: AppState, a: Action): AppState {
  switch (a.type) {
    case 'open': {
      const doc: Doc = { session: a.session, scenario: a.session.scenario, file: a.file, entries: [{ scenario: a.session.scenario, session: a.session, label: a.label, kind: 'open' }], index: 0 };
      return { ...s, ...noSelection, doc, editFigure: undefined };
    }
    case 'restore': {
      const e = a.entries[a.index]!;
      const session = loadScenarioObject(e.scenario, a.file);
      const entries: Entry[] = a.entries.map((x, k) => ({ scenario: k === a.index ? session.scenario : x.scenario, label: x.label, kind: x.kind, ...(k === a.index ? { session } : {}) }));
      return { ...s, ...noSelection, doc: { session, scenario: session.scenario, file: a.file, entries, index: a.index }, editFigure: undefined };
    }
    case 'change': {
      if (!s.doc) return s;
      // a change to what is already there (a box left with the value it had) is no step in the history
      if (a.kind !== 'roll' && (a.scenario === s.doc.scenario || JSON.stringify(a.scenario) === JSON.stringify(s.doc.scenario))) return a.then ? update(s, a.then) : s;
      let next: AppState;
      try {
        next = change(s, a.scenario, a.label, a.kind ?? 'edit', a.merge);
      } catch (e) {
        const quiet = a.merge !== undefined && s.strokeError;
        const failed = { ...s, strokeError: a.merge !== undefined ? true : s.strokeError };
        return quiet ? failed : notice(failed, `Not applied: ${errorText(e)}`);
      }
      next = refresh(s, next, false);
      return a.then ? update(next, a.then) : next;
    }
    case 'switch-rules': {
      if (!s.doc || a.ruleset === s.doc.session.ruleset.id) return s;
      let sw: ReturnType<typeof switchRules>;
      try {
        sw = switchRules(s.doc.scenario, a.ruleset, s.doc.file);
      } catch (e) {
        return notice(s, `Not judged by ${a.ruleset}: ${errorText(e)}`);
      }
      const next = refresh(s, change(s, sw.session.scenario, `judge with ${a.ruleset}`, 'edit', undefined, sw.session), false);
      return sw.note ? notice(next, sw.note, true) : next;
    }
    case 'undo':
      return s.doc && s.doc.index > 0 ? tryState(s, () => goto(s, s.doc!.index - 1)) : s;
    case 'redo':
      return s.doc && s.doc.index < s.doc.entries.length - 1 ? tryState(s, () => goto(s, s.doc!.index + 1)) : s;
    case 'goto':
      return tryState(s, () => goto(s, a.index));
    case 'select':
      return s.doc?.session.scenario.figures?.[a.figure] ? select({ ...s, aim: undefined, aimCorner: undefined }, a.figure) : s;
    case 'deselect':
      return { ...s, ...noSelection, aim: undefined, aimCorner: undefined };
    case 'aim':
      return s.selected ? { ...s, aim: a.shape, aimCorner: a.shape ? s.aimCorner : undefined, target: undefined, answers: [], open: 0 } : s;
    case 'aim-corner': {
      if (!s.selected || !s.aim || !s.doc) return s;
      const next: AppState = { ...s, aimCorner: a.corner ? [a.corner[0]!, a.corner[1]!] : undefined };
      // an aimed answer is asked again from the new corner; before one, the corner waits for the aim
      const toward = s.target?.figure ?? s.target?.at;
      return toward !== undefined ? askArea(next, s.target, toward) : next;
    }
    case 'ask-pair':
      return s.selected && s.doc ? askPair(s, a.figure) : s;
    case 'ask-place':
      return s.selected && s.doc ? askPlace(s, a.at) : s;
    case 'ask-any': {
      if (!s.doc) return s;
      const answers = [run(s.doc.session, a.question)];
      // the answer is to this question, not to the pair or place asked before it (its heading said so)
      return { ...s, mode: 'ask', answers, open: 0, preview: undefined, target: undefined };
    }
    case 'open-answer':
      return { ...s, open: a.index };
    case 'play-move': {
      const mv = moveVerdict(s);
      if (!mv || !s.doc) return s;
      return tryState(s, () => playMove(s, mv));
    }
    case 'mode':
      return { ...s, ...noSelection, mode: a.mode, editFigure: undefined, aim: undefined, aimCorner: undefined };
    case 'view':
      return { ...s, view: a.view };
    case 'tools': {
      const tools = { ...s.tools, ...a.patch };
      return { ...s, tools, editFigure: tools.tool === s.tools.tool || tools.tool === 'fig-edit' ? s.editFigure : undefined };
    }
    case 'edit-figure':
      return { ...s, editFigure: a.figure };
    case 'stroke':
      return a.phase === 'start' ? { ...s, stroke: `stroke${s.strokes + 1}`, strokes: s.strokes + 1, strokeError: false } : { ...s, stroke: undefined };
    case 'preview':
      if (!s.doc || !a.figure || !a.at) return s.preview ? { ...s, preview: undefined } : s;
      if (s.preview && s.preview.figure === a.figure && s.preview.at.join() === a.at.join()) return s;
      return preview(s, a.figure, a.at);
    case 'drop': {
      if (!s.doc) return s;
      const f = s.doc.session.scenario.figures?.[a.figure];
      if (!f || (f.at[0] === a.at[0] && f.at[1] === a.at[1])) return { ...s, preview: undefined };
      const mv = run(s.doc.session, { ask: 'move', figure: a.figure, to: [...a.at] });
      // one short sentence in the toast; the refusal with its reasons and clauses in the answer panel
      if (mv.verdict?.legal !== true) return notice({ ...s, preview: undefined, selected: a.figure, target: { at: a.at }, answers: [mv], open: 0 }, `${a.figure} cannot move to ${showArg(a.at)}: ${refusal(mv, true)}.`);
      return tryState(s, () => playMove({ ...s, preview: undefined, selected: a.figure }, mv));
    }
    case 'notice':
      return notice(s, a.text, a.ok ?? false);
  }
}

/** A change that may throw (a map that no longer loads): the state unchanged, with the reason shown. */
function tryState(s: AppState, f: () => AppState): AppState {
  try {
    return f();
  } catch (e) {
    return notice(s, errorText(e));
  }
}
