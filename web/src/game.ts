/**
 * What the app asks the ruleset about its game: the fields a player fills in when adding a figure (the
 * ruleset's `vocabulary.figureFields`, with the game's defaults), the side a new figure joins, and
 * whether a figure can stand on a place. No game's figure keys are written here: they all come from the
 * ruleset (a ruleset that declares no fields gets one per figure key, read off the key's schema by the library).
 */
import { figureFieldsOf, figureFootprint, type FieldSpec, type FigureSpec, type Scenario, type Session } from 'highground/core';
import { h } from './dom.js';
import * as E from './edits.js';
import { showArg } from './questions.js';
import type { Ctx } from './panels.js';
import { gameHelp } from './rules.js';

export type { FieldSpec };

/**
 * The fields a player fills in for a figure of this ruleset (declared, or read off its figure keys' schemas),
 * each with its help text (a game may keep it in its help: rules.ts).
 */
export function figureFields(session: Session): readonly FieldSpec[] {
  const help = gameHelp(session.ruleset).fields;
  return figureFieldsOf(session.ruleset.vocabulary).map((f) => (f.doc === undefined && help?.[f.key] !== undefined ? { ...f, doc: help[f.key] } : f));
}

/** The two sides a new map starts with. */
const FIRST_SIDES = ['red', 'blue'];

/**
 * The side the next figure joins: the one chosen, or (none chosen) the side with the fewest figures on
 * the map, red and blue first: figures added one after another alternate.
 */
export function nextSide(scenario: Scenario, chosen: string): string {
  if (chosen.trim()) return chosen.trim();
  const count = new Map<string, number>(FIRST_SIDES.map((x) => [x, 0]));
  for (const f of Object.values(scenario.figures ?? {})) if (f.side !== undefined) count.set(String(f.side), (count.get(String(f.side)) ?? 0) + 1);
  let best = FIRST_SIDES[0]!;
  for (const [side, n] of count) if (n < count.get(best)!) best = side;
  return best;
}

function valueOf(f: FieldSpec, raw: string, checked: boolean): unknown {
  if (f.kind === 'boolean') return checked ? true : undefined;
  const t = raw.trim();
  if (t === '') return undefined;
  if (f.kind === 'number') return Number(t);
  if (f.kind === 'choice') return f.choices?.find((c) => String(c) === t) ?? t;
  if (f.kind === 'list') return t.startsWith('[') ? E.parseValue(t) : t.split(',').map((x) => x.trim()).filter(Boolean);
  return t;
}

/** The values the form holds now, as figure keys (unset fields left out). */
function readForm(form: HTMLFormElement, fields: readonly FieldSpec[]): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const f of fields) {
    const el = form.querySelector<HTMLInputElement | HTMLSelectElement>(`[name="${CSS.escape(f.key)}"]`);
    if (!el) continue;
    const v = valueOf(f, el.value, el instanceof HTMLInputElement && el.checked);
    if (v !== undefined) out[f.key] = v;
  }
  return out;
}

function input(f: FieldSpec, value: unknown): HTMLElement {
  const id = `fk-${f.key}`;
  const common = { id, name: f.key, title: f.doc || undefined };
  if (f.kind === 'boolean') return h('input', { ...common, type: 'checkbox', checked: value === true });
  if (f.kind === 'choice') return h('select', common, h('option', { value: '' }, '(unset)'), (f.choices ?? []).map((c) => h('option', { value: String(c), selected: value !== undefined && String(value) === String(c) }, String(c))));
  if (f.kind === 'number') return h('input', { ...common, type: 'number', step: f.integer ? 1 : 'any', min: f.min, max: f.max, value: typeof value === 'number' ? value : '', placeholder: '(unset)' });
  const text = value === undefined ? '' : Array.isArray(value) ? value.join(', ') : typeof value === 'string' ? value : JSON.stringify(value);
  return h('input', { ...common, type: 'text', value: text, placeholder: f.kind === 'list' ? 'a, b, c' : '(unset)' });
}

/**
 * The draft of the next figure, by ruleset: the fields the player changed in the form (a key held as
 * undefined was cleared on purpose: the game's default is not put back). The add tool puts the game's
 * defaults and then these on the map.
 */
const drafts = new Map<string, Record<string, unknown>>();

function draftOf(session: Session): Record<string, unknown> {
  let d = drafts.get(session.ruleset.id);
  if (!d) drafts.set(session.ruleset.id, (d = {}));
  return d;
}

/**
 * The form of a figure's fields: for `id`, its current values and an Apply button; without, the
 * draft of the next figure to add (its defaults from the ruleset).
 */
export function figureFormFields(session: Session, id: string | undefined, side: string, c: Ctx): HTMLElement {
  const fields = figureFields(session);
  const fig = id ? session.scenario.figures?.[id] : undefined;
  if (id && !fig) return h('p', {}, '');
  const form = h('form', { class: 'kv words', 'data-figure-form': id ?? 'new' });
  const rows: readonly FieldSpec[] = id
    ? [{ key: 'side', label: 'Side', kind: 'text', doc: 'Which side the figure is on' }, { key: 'name', label: 'Name', kind: 'text', doc: 'A name shown on the map' }, { key: 'prone', label: 'Prone', kind: 'boolean', doc: 'Lying down' }, ...fields]
    : fields;
  for (const f of rows) {
    const draft = draftOf(session);
    const v = fig ? (fig as Record<string, unknown>)[f.key] : f.key in draft ? draft[f.key] : f.default;
    form.append(h('label', { for: `fk-${f.key}`, title: f.doc || undefined }, f.label), input(f, v));
  }
  if (id) {
    form.append(h('span', {}), h('div', { class: 'actions' }, h('button', { type: 'submit', class: 'primary' }, `Apply to ${id}`)));
    form.addEventListener('submit', (e) => {
      e.preventDefault();
      const next = { at: fig!.at, ...(fig!.level !== undefined ? { level: fig!.level } : {}), ...readForm(form, rows) };
      c.edit((now) => E.withFigure(now.scenario, id, next as unknown as FigureSpec), `change figure ${id}`);
    });
  } else {
    form.addEventListener('change', () => {
      const draft = draftOf(session);
      const now = readForm(form, rows);
      for (const f of rows) draft[f.key] = now[f.key];
    });
  }
  const head = id ? `Figure ${id}` : `The next figure (side ${nextSide(session.scenario, side)})`;
  return h('div', {}, h('h2', {}, head), fields.length ? form : h('p', { class: 'muted' }, `${session.ruleset.id} asks nothing more of a figure.`));
}

/**
 * The new figure the add tool would place at `at`: the game's defaults, then what the player changed in
 * the form, on the side chosen (none chosen: the sides alternate, see nextSide).
 */
export function newFigure(session: Session, at: readonly number[], side: string): FigureSpec {
  const out: Record<string, unknown> = {};
  const draft = draftOf(session);
  for (const f of figureFields(session)) {
    const v = f.key in draft ? draft[f.key] : f.default;
    if (v !== undefined) out[f.key] = v;
  }
  return { at: [at[0], at[1]], side: nextSide(session.scenario, side), ...out } as unknown as FigureSpec;
}

/** Why a figure cannot stand on a place of a grid map (undefined when it can). */
export function cannotStand(session: Session, at: readonly number[], except?: string): string | undefined {
  const b = session.board;
  if (!b) return undefined;
  const p = b.places[at[1]! * b.width + at[0]!];
  if (!p || !p.surfaces.length) return `${showArg(at)} is not part of the map`;
  const top = p.surfaces[p.surfaces.length - 1] as unknown as Record<string, unknown>;
  if (top.obstacle !== undefined && top.obstacle !== false) return `an obstacle stands on ${showArg(at)} (height ${String(top.obstacle)})`;
  for (const [id, f] of Object.entries(session.scenario.figures ?? {})) {
    if (id === except || f.level !== undefined) continue;
    if (f.at[0] === at[0] && f.at[1] === at[1]) return `${id} already stands on ${showArg(at)}`;
    // the other places of a multi-hex or large figure, as its ruleset lays it out
    let cells: readonly (readonly number[])[] = [];
    try {
      const fp = figureFootprint(session, id);
      if (fp.kind === 'cells') cells = fp.cells;
    } catch {
      /* no footprint: the place `at` alone */
    }
    if (cells.some((c) => c[0] === at[0] && c[1] === at[1])) return `${id} already stands on ${showArg(at)} (it covers ${cells.length} places)`;
  }
  return undefined;
}

export type { Scenario };
