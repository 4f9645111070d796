/**
 * Which questions a click asks, and how a verdict reads in one line. The app asks only what the
 * ruleset answers (`session.ruleset.questions`), with the arguments its schema accepts.
 */
import { ask, HighgroundError, type Session, type Verdict } from 'highground/core';

export type Arg = string | readonly number[];
export interface Question {
  ask: string;
  [arg: string]: unknown;
}

export interface Asked {
  question: Question;
  verdict?: Verdict;
  error?: string;
  /** An error's argument (the first key of its place, e.g. `budget`) and its reason without the place. */
  errorAt?: PropertyKey;
  errorReason?: string;
  ms: number;
}

/** The usual argument names of the common questions (first, second). */
const PAIRS: Readonly<Record<string, readonly [string, string]>> = {
  sight: ['from', 'to'],
  cover: ['attacker', 'target'],
  adjacent: ['a', 'b'],
  melee: ['attacker', 'target'],
  engaged: ['figure', 'enemy'],
  charge: ['attacker', 'target'],
  move: ['figure', 'to'],
};

/** Questions that are not about a pair (they need other arguments or describe one figure). */
const NOT_PAIR = new Set(['move', 'reach', 'fall', 'area']);

function argNames(session: Session, name: string): readonly string[] {
  const def = session.ruleset.questions[name];
  if (!def) return [];
  return def.positional.length ? def.positional : (PAIRS[name] ?? []);
}

/** The question `name` with its first two positional arguments filled, if the ruleset accepts them. */
export function pairQuestion(session: Session, name: string, a: Arg, b: Arg): Question | undefined {
  const def = session.ruleset.questions[name];
  if (!def) return undefined;
  const names = argNames(session, name);
  if (names.length < 2) return undefined;
  const args: Record<string, unknown> = { [names[0]!]: a, [names[1]!]: b };
  if (!def.args.safeParse(args).success) return undefined;
  return { ask: name, ...args };
}

/** Questions about two figures, in the ruleset's order (sight first). */
export function figurePairQuestions(session: Session, a: string, b: string): Question[] {
  const names = Object.keys(session.ruleset.questions).filter((n) => !NOT_PAIR.has(n));
  const ordered = [...names.filter((n) => n in PAIRS), ...names.filter((n) => !(n in PAIRS))];
  return ordered.map((n) => pairQuestion(session, n, a, b)).filter((q): q is Question => q !== undefined);
}

/** Questions about a figure and a place: move first, then sight, then the ruleset's own. */
export function placeQuestions(session: Session, a: string, at: readonly number[]): Question[] {
  const out: Question[] = [];
  const mv = pairQuestion(session, 'move', a, at);
  if (mv) out.push(mv);
  const names = Object.keys(session.ruleset.questions).filter((n) => n !== 'move' && !NOT_PAIR.has(n) && !(n in PAIRS && n !== 'sight'));
  for (const n of names) {
    const q = pairQuestion(session, n, a, at);
    if (q) out.push(q);
  }
  return out;
}

export function run(session: Session, q: Question): Asked {
  const t0 = performance.now();
  try {
    const verdict = ask(session, q);
    return { question: q, verdict, ms: performance.now() - t0 };
  } catch (e) {
    const msg = e instanceof HighgroundError ? e.message : e instanceof Error ? `internal error: ${e.message}` : String(e);
    if (!(e instanceof HighgroundError)) console.warn(e);
    const at = e instanceof HighgroundError ? e.place.path?.[0] : undefined;
    return { question: q, error: msg, ...(at !== undefined ? { errorAt: at } : {}), ...(e instanceof HighgroundError ? { errorReason: e.reason } : {}), ms: performance.now() - t0 };
  }
}

export function showArg(v: unknown): string {
  if (Array.isArray(v)) return `[${v.map((x) => (typeof x === 'number' ? +x.toFixed(2) : x)).join(', ')}]`;
  if (v && typeof v === 'object' && 'at' in v) return showArg((v as { at: unknown }).at);
  return String(v);
}

function yes(v: unknown): boolean | undefined {
  return typeof v === 'boolean' ? v : undefined;
}

/** The verdict in one plain sentence. */
export function answerLine(q: Question, v: Verdict): string {
  // the library says every answer in a sentence (the ruleset's own words where it has them)
  if (typeof v.summary === 'string' && v.summary) return v.summary;
  const n = argNames0(q);
  const A = showArg(q[n[0] ?? ''] ?? '');
  const B = showArg(q[n[1] ?? ''] ?? '');
  switch (q.ask) {
    case 'sight': {
      const s = yes(v.sight);
      if (s === undefined) break;
      const extra = [v.hindered === true ? 'hindered' : '', v.effect === false ? (s ? 'but no line of effect' : 'no line of effect either') : v.effect === true && !s ? 'but has line of effect' : ''].filter(Boolean).join(', ');
      return `${A} ${s ? 'can see' : 'cannot see'} ${B}${extra ? ` (${extra})` : ''}`;
    }
    case 'cover':
      if (typeof v.cover === 'string') return v.cover === 'none' ? `${B} has no cover from ${A}` : v.cover === 'cover' ? `${B} has cover from ${A}` : `${B} has ${v.cover} cover from ${A}`;
      break;
    case 'adjacent':
      if (yes(v.adjacent) !== undefined) return `${A} and ${B} are ${v.adjacent ? '' : 'not '}adjacent`;
      break;
    case 'melee':
      if (yes(v.allowed) !== undefined) return `${A} ${v.allowed ? 'can' : 'cannot'} attack ${B} in melee${typeof v.dx === 'number' ? ` (DX ${v.dx >= 0 ? '+' : ''}${v.dx})` : ''}`;
      break;
    case 'engaged':
      if (yes(v.engaged) !== undefined) return `${A} ${v.engaged ? 'engages' : 'does not engage'} ${B}`;
      break;
    case 'charge':
      if (yes(v.allowed) !== undefined) return `${A} ${v.allowed ? 'can' : 'cannot'} charge ${B}`;
      break;
    case 'move':
      if (yes(v.legal) !== undefined) return v.legal ? `${A} can move to ${B} for ${v.cost}` : `${A} cannot move to ${B}`;
      break;
    case 'reach':
      if (Array.isArray(v.cells)) return `${A} can reach ${v.cells.length} places`;
      break;
  }
  const parts = Object.entries(v)
    .filter(([k, x]) => k !== 'ask' && k !== 'reasons' && k !== 'evidence' && (x === null || typeof x !== 'object'))
    .slice(0, 5)
    .map(([k, x]) => `${k}: ${typeof x === 'boolean' ? (x ? 'yes' : 'no') : typeof x === 'number' ? String(+x.toFixed(2)) : String(x)}`);
  return `${q.ask} ${[A, B].filter(Boolean).join(' → ')}: ${parts.join(', ') || 'answered'}`;
}

function argNames0(q: Question): string[] {
  const pair = PAIRS[q.ask];
  if (pair && pair[0] in q) return [...pair];
  return Object.keys(q).filter((k) => k !== 'ask');
}

/** Good (true), bad (false) or neither, for colouring an answer. */
export function tone(v: Verdict | undefined): 'good' | 'bad' | 'plain' {
  if (!v) return 'bad';
  for (const k of ['sight', 'legal', 'allowed', 'adjacent', 'engaged']) if (typeof v[k] === 'boolean') return v[k] ? 'good' : 'bad';
  if (v.cover === 'none') return 'plain';
  return 'plain';
}

/** Reach cells from a reach verdict: [{ at, cost }]. */
export function reachCells(v: Verdict): { at: [number, number]; cost?: number }[] {
  const src = Array.isArray(v.cells) ? v.cells : Array.isArray(v.evidence?.cells) ? v.evidence.cells : [];
  const out: { at: [number, number]; cost?: number }[] = [];
  for (const c of src as unknown[]) {
    if (Array.isArray(c) && typeof c[0] === 'number') out.push({ at: [c[0], c[1] as number] });
    else if (c && typeof c === 'object') {
      const o = c as { at?: unknown; cost?: unknown };
      if (Array.isArray(o.at)) out.push({ at: [o.at[0] as number, o.at[1] as number], ...(typeof o.cost === 'number' ? { cost: o.cost } : {}) });
    }
  }
  return out;
}
