/**
 * The "ask any question" form: one field per argument of the chosen question, built from the question's
 * own argument schema (`ruleset.questions[name].args`, read through the schema definition every schema
 * of the library keeps under `_zod.def`, as `src/formats/schema-kit-json.ts` reads it): a number box with
 * the schema's bounds, a choice for a list of values, a checkbox for yes/no, a figure picker (the map's
 * figures, or a place typed as x,y) for a figure-or-place argument. What the fields cannot express is
 * typed in the "advanced: JSON" fold. An argument the ruleset refuses is shown next to its field.
 */
import type { Session } from 'highground/core';
import { h } from './dom.js';
import * as E from './edits.js';
import { gameHelp } from './rules.js';
import type { Question } from './questions.js';
import type { AppState } from './store.js';
import { argTitle, argErrorWords, optionValue, questionTitle } from './words.js';
import { keepFocus, type Ctx } from './panels.js';

/** What the form knows of one argument. */
export interface ArgField {
  key: string;
  optional: boolean;
  /** `ref` a figure or a place, `figure` a figure's id, `place` a place typed as x,y. */
  kind: 'number' | 'choice' | 'boolean' | 'ref' | 'figure' | 'place' | 'text' | 'json';
  int?: boolean;
  min?: number;
  max?: number;
  choices?: readonly (string | number | boolean)[];
  dflt?: unknown;
}

interface SchemaLike { _zod: { def: Def; optin?: string } }
interface Def {
  type: string;
  check?: string;
  checks?: { _zod: { def: { check?: string; value?: unknown; inclusive?: boolean } } }[];
  innerType?: SchemaLike;
  defaultValue?: unknown;
  options?: SchemaLike[];
  entries?: Record<string, string | number>;
  values?: unknown[];
  shape?: Record<string, SchemaLike>;
  in?: SchemaLike;
  out?: SchemaLike;
}

/** The plain values a schema takes, when it takes a short list of them (an enum, literals). */
function choicesOf(d: Def): (string | number | boolean)[] | undefined {
  if (d.type === 'enum' && d.entries) return Object.values(d.entries);
  if (d.type === 'literal' && d.values) return d.values as (string | number | boolean)[];
  if (d.type === 'union' && d.options) {
    const all: (string | number | boolean)[] = [];
    for (const o of d.options) {
      const c = choicesOf(o._zod.def);
      if (!c) return undefined;
      all.push(...c);
    }
    return all;
  }
  return undefined;
}

/** The names a figure's id goes by in the questions (a plain string argument so named picks a figure). */
const FIGURE_KEYS = /^(figure|attacker|defender|target|shooter|enemy|mover|model|by|a|b|from|to|toward)$/;

/** One argument's field, from its schema. */
export function argField(key: string, schema: SchemaLike): ArgField {
  let s = schema;
  let optional = s._zod.optin !== undefined;
  let dflt: unknown;
  for (;;) {
    const d = s._zod.def;
    if (d.type === 'default') dflt = typeof d.defaultValue === 'function' ? (d.defaultValue as () => unknown)() : d.defaultValue;
    if ((d.type === 'optional' || d.type === 'default' || d.type === 'nullable') && d.innerType) {
      optional ||= d.type !== 'nullable';
      s = d.innerType;
    } else if (d.type === 'pipe' && d.in) s = d.in;
    else break;
  }
  const d = s._zod.def;
  const f: ArgField = { key, optional, kind: 'json', dflt };
  if (d.type === 'number') {
    f.kind = 'number';
    const list = [...(d.check ? [d] : []), ...(d.checks ?? []).map((c) => c._zod.def)];
    for (const c of list as { check?: string; value?: unknown; inclusive?: boolean }[]) {
      if (c.check === 'number_format') f.int = true;
      // an exclusive bound on a whole number is the next whole number; on a measure the box takes the bound
      else if (c.check === 'greater_than' && typeof c.value === 'number') f.min = c.inclusive || !f.int ? c.value : c.value + 1;
      else if (c.check === 'less_than' && typeof c.value === 'number') f.max = c.inclusive || !f.int ? c.value : c.value - 1;
    }
  } else if (d.type === 'boolean') f.kind = 'boolean';
  else if (d.type === 'string') f.kind = FIGURE_KEYS.test(key) ? 'figure' : 'text';
  else if (d.type === 'tuple' || (d.type === 'union' && d.options?.every((o) => o._zod.def.type === 'tuple' || o._zod.def.type === 'object') && d.options.some((o) => o._zod.def.type === 'tuple'))) f.kind = 'place';
  else if (choicesOf(d)) {
    f.kind = 'choice';
    f.choices = choicesOf(d);
  } else if (d.type === 'union' && d.options?.some((o) => o._zod.def.type === 'string') && d.options.some((o) => o._zod.def.type === 'tuple')) f.kind = 'ref';
  return f;
}

/** The fields of a question: its positional arguments first, then the rest in the schema's order. */
export function argFields(args: unknown, positional: readonly string[]): ArgField[] {
  const shape = (args as SchemaLike | undefined)?._zod?.def?.shape ?? {};
  const keys = [...positional.filter((k) => k in shape), ...Object.keys(shape).filter((k) => !positional.includes(k))];
  return keys.map((k) => argField(k, shape[k]!));
}

/** What the player last typed in each question's fields (kept when the form is drawn again). */
const typed = new Map<string, Record<string, string>>();
/** The question this form last asked (its answer's error, if any, is shown at its field). */
let asked: Question | undefined;

const PLACE = '@place';

/** A place typed as "x,y" or "x,y,level" (numbers), or undefined. */
function placeOf(t: string): number[] | undefined {
  return /^\s*-?\d+(\.\d+)?(\s*,\s*-?\d+(\.\d+)?){1,2}\s*$/.test(t) ? t.split(',').map((x) => Number(x.trim())) : undefined;
}

/** Whether the form's last question came back with an error (the page draws the form again then). */
export function askedHere(s: AppState): boolean {
  return asked !== undefined && s.answers[0]?.question === asked;
}

export function renderAnyQuestion(el: HTMLElement, s: AppState, c: Ctx): void {
  const session = s.doc?.session;
  if (!session) {
    el.replaceChildren();
    return;
  }
  const names = Object.keys(session.ruleset.questions);
  if (!names.length) {
    el.replaceChildren(h('p', { class: 'muted' }, 'This ruleset answers no questions yet.'));
    return;
  }
  const cur = (el.dataset.q && names.includes(el.dataset.q)) ? el.dataset.q : names[0]!;
  const def = session.ruleset.questions[cur]!;
  const sel = h('select', { id: 'anyq-name', onchange: (e: Event) => { el.dataset.q = (e.target as HTMLSelectElement).value; renderAnyQuestion(el, s, c); } },
    names.map((n) => h('option', { value: n, selected: n === cur }, questionTitle(n))));
  const memoKey = `${session.ruleset.id} ${cur}`;
  const memo = typed.get(memoKey) ?? {};
  typed.set(memoKey, memo);
  const last = askedHere(s) && asked!.ask === cur ? s.answers[0] : undefined;
  const errKey = last?.error !== undefined ? (last.errorAt !== undefined && String(last.errorAt)) || '__more' : undefined;
  const fields = argFields(def.args, def.positional);
  const figures = Object.keys(session.scenario.figures ?? {});
  // the selected figure and the place or figure tapped after it fill the first two figure-or-place arguments
  const fill = [s.selected, s.target?.figure ?? (s.target?.at ? s.target.at.join(',') : undefined)];
  let refs = 0;
  const form = h('form', { class: 'kv words', id: 'anyq-form', novalidate: true });
  const problem = (key: string) => errKey === key ? h('div', { class: 'fielderr', id: `aq-${key}-err`, role: 'alert' }, argErrorWords(last!.errorReason ?? last!.error!, cur)) : null;
  for (const f of fields) {
    const id = `aq-${f.key}`;
    const label = h('label', { for: id, title: f.key }, argTitle(f.key), f.optional ? h('span', { class: 'muted' }, ' (optional)') : null);
    const remember = (e: Event) => { const t = e.target as HTMLInputElement; memo[t.name] = t.type === 'checkbox' ? String(t.checked) : t.value; };
    const invalid = errKey === f.key ? { 'aria-invalid': 'true', 'aria-describedby': `${id}-err` } : {};
    let input: HTMLElement;
    if (f.kind === 'figure') {
      const given = refs < 2 ? fill[refs++] : undefined;
      const v = (given !== undefined && figures.includes(given) ? given : undefined) ?? memo[f.key] ?? '';
      input = h('select', { id, name: f.key, ...invalid, onchange: remember },
        h('option', { value: '' }, f.optional ? '(not given)' : '(choose)'),
        figures.map((x) => h('option', { value: x, selected: x === v }, `figure ${x}`)));
    } else if (f.kind === 'place') {
      const given = refs < 2 ? fill[refs++] : undefined;
      const v = (given !== undefined && placeOf(given) ? given : undefined) ?? memo[f.key] ?? '';
      input = h('input', { type: 'text', id, name: f.key, value: v, inputmode: 'decimal', placeholder: f.optional ? 'x,y (not given)' : 'x,y', ...invalid, oninput: remember });
    } else if (f.kind === 'ref') {
      const given = refs < 2 ? fill[refs++] : undefined;
      const v = given ?? memo[f.key] ?? '';
      const isFigure = figures.includes(v);
      const at = h('input', { type: 'text', id: `${id}-at`, name: `${f.key}@`, inputmode: 'decimal', placeholder: 'x,y', value: isFigure ? '' : v, hidden: isFigure || (v === '' && figures.length > 0), 'aria-label': `${argTitle(f.key)}: a place, x,y`, oninput: (e: Event) => { memo[f.key] = (e.target as HTMLInputElement).value; } });
      input = h('select', { id, name: f.key, ...invalid, onchange: (e: Event) => {
        const val = (e.target as HTMLSelectElement).value;
        at.hidden = val !== PLACE;
        memo[f.key] = val === PLACE ? (at as HTMLInputElement).value : val;
        if (val === PLACE) (at as HTMLInputElement).focus();
      } },
      h('option', { value: '' }, f.optional ? '(not given)' : '(choose)'),
      figures.map((x) => h('option', { value: x, selected: x === v }, `figure ${x}`)),
      h('option', { value: PLACE, selected: !isFigure && v !== '' }, 'a place: x,y'));
      input = h('div', { class: 'refpick' }, input, at);
    } else if (f.kind === 'number') {
      const bounds = f.min !== undefined && f.max !== undefined ? `${f.min} to ${f.max}` : f.min !== undefined ? `${f.min} or more` : f.max !== undefined ? `up to ${f.max}` : '';
      input = h('input', { type: 'number', id, name: f.key, value: memo[f.key] ?? '', min: f.min, max: f.max, step: f.int ? 1 : 'any', inputmode: f.int ? 'numeric' : 'decimal', placeholder: typeof f.dflt === 'number' ? `${f.dflt} if not given` : f.optional ? `not given${bounds ? `; ${bounds}` : ''}` : bounds, ...invalid, oninput: remember });
    } else if (f.kind === 'choice') {
      const v = memo[f.key] ?? (f.dflt !== undefined ? String(f.dflt) : '');
      input = h('select', { id, name: f.key, ...invalid, onchange: remember },
        f.optional || f.dflt === undefined ? h('option', { value: '' }, f.optional ? '(not given)' : '(choose)') : null,
        f.choices!.map((x) => h('option', { value: String(x), selected: String(x) === v }, optionValue(x) + (x === f.dflt ? ' (default)' : ''))));
    } else if (f.kind === 'boolean') {
      const v = memo[f.key] ?? (f.dflt === true ? 'true' : 'false');
      input = h('input', { type: 'checkbox', id, name: f.key, checked: v === 'true', ...invalid, onchange: remember });
    } else if (f.kind === 'text') {
      input = h('input', { type: 'text', id, name: f.key, value: memo[f.key] ?? '', ...invalid, oninput: remember });
    } else continue; // lists and objects: the advanced fold takes them
    form.append(label, h('div', {}, input, problem(f.key)));
  }
  const more = fields.filter((f) => f.kind === 'json').map((f) => f.key);
  const adv = h('details', { class: 'advanced', open: errKey === '__more' || more.some((k) => k === errKey) || undefined },
    h('summary', {}, 'Advanced: JSON'),
    h('label', { for: 'aq-more', class: 'muted' }, more.length ? `Other arguments (${more.join(', ')}) as JSON, e.g. {"${more[0]}": …}` : 'Any other arguments as JSON, e.g. {"budget": 4}'),
    h('input', { type: 'text', id: 'aq-more', name: '__more', value: memo.__more ?? '', oninput: (e: Event) => { memo.__more = (e.target as HTMLInputElement).value; } }),
    more.map(problem), problem('__more'));
  form.append(h('div', { class: 'wide' }, adv), h('span', {}), h('div', { class: 'actions' }, h('button', { type: 'submit', class: 'primary' }, 'Ask')));
  form.addEventListener('submit', (e) => {
    e.preventDefault();
    const q = readForm(session, form, fields);
    if (typeof q === 'string') return c.toast(q);
    asked = { ask: cur, ...q } as Question;
    c.dispatch({ type: 'ask-any', question: asked });
  });
  // The question's help is written for rule authors (its keys and answer shape): folded, so the fields lead.
  const help = h('details', { class: 'qhelp' }, h('summary', { class: 'muted' }, 'How the engine reads this question'), h('div', { class: 'muted' }, gameHelp(session.ruleset).questions[cur]));
  keepFocus(el, h('label', {}, 'Question ', sel), form, help);
}

/** The arguments the fields say (a value left empty is not given), or what is wrong with the JSON fold. */
function readForm(session: Session, form: HTMLElement, fields: ArgField[]): Record<string, unknown> | string {
  const q: Record<string, unknown> = {};
  for (const f of fields) {
    const el = form.querySelector<HTMLInputElement | HTMLSelectElement>(`[name="${f.key}"]`);
    if (!el) continue;
    if (f.kind === 'ref') {
      const v = el.value === PLACE ? (form.querySelector<HTMLInputElement>(`[name="${f.key}@"]`)?.value ?? '').trim() : el.value;
      if (v === '') continue;
      // a place typed as numbers; anything else goes as typed, for the ruleset to name what is wrong
      q[f.key] = placeOf(v) ?? (session.scenario.figures && v in session.scenario.figures ? v : E.parseValue(v));
    } else if (f.kind === 'place') {
      const v = el.value.trim();
      if (v !== '') q[f.key] = placeOf(v) ?? E.parseValue(v);
    } else if (f.kind === 'boolean') {
      // yes/no is given only when it is not what the question takes without it
      const on = (el as HTMLInputElement).checked;
      if (on !== (f.dflt === true)) q[f.key] = on;
    } else if (el.value.trim() === '') continue;
    else if (f.kind === 'number') q[f.key] = Number(el.value);
    else if (f.kind === 'choice') q[f.key] = f.choices!.find((x) => String(x) === el.value) ?? el.value;
    else q[f.key] = el.value;
  }
  const text = form.querySelector<HTMLInputElement>('#aq-more')?.value ?? '';
  if (text.trim()) {
    const more = E.parseValue(text);
    if (!more || typeof more !== 'object' || Array.isArray(more)) return 'The advanced box takes a JSON object, like {"budget": 4}.';
    Object.assign(q, more);
  }
  return q;
}
