/**
 * What the app asks the ruleset about its game: the fields a player fills in when adding a figure (the
 * ruleset's `vocabulary.figureFields` when it declares them, else its `figureKeys` typed from the scenario
 * schema), and whether a figure can stand on a place.
 */
import { ScenarioSchema, type FigureSpec, type Scenario, type Session } from 'highground';
import { h } from './dom.js';
import * as E from './edits.js';
import { showArg } from './questions.js';
import type { Ctx } from './panels.js';

export interface FieldSpec {
  key: string;
  label: string;
  kind: 'number' | 'integer' | 'boolean' | 'choice' | 'text' | 'list';
  choices?: readonly (string | number)[];
  default?: unknown;
  min?: number;
  max?: number;
  doc: string;
}

interface ZodLike {
  type?: string;
  description?: string;
  shape?: Record<string, ZodLike>;
  options?: ZodLike[];
  enum?: Record<string, string>;
  isInt?: boolean;
  minValue?: number | null;
  maxValue?: number | null;
  unwrap?: () => ZodLike;
  _zod?: { def?: { values?: unknown[]; valueType?: ZodLike } };
  valueType?: ZodLike;
}

/** The scenario schema's figure properties (from the library's public zod schema). */
function figureShape(): Record<string, ZodLike> {
  // the schema is lazy now (it is built from the registered rulesets on first use): unwrap it first
  const root = ScenarioSchema as unknown as { shape?: Record<string, ZodLike>; unwrap?: () => { shape?: Record<string, ZodLike> } };
  const figures = (root.shape ?? root.unwrap?.()?.shape)?.figures;
  const rec = figures?.unwrap?.() ?? figures;
  const fig = rec?.valueType ?? rec?._zod?.def?.valueType;
  return fig?.shape ?? {};
}

let shape: Record<string, ZodLike> | undefined;

/** A field from the schema's description of a figure key. */
function fieldFromSchema(key: string): FieldSpec {
  shape ??= figureShape();
  let t = shape[key];
  const doc = t?.description ?? '';
  while (t && (t.type === 'optional' || t.type === 'nullable') && t.unwrap) t = t.unwrap();
  const label = key.replace(/-/g, ' ');
  const base = { key, label, doc: doc || t?.description || '' };
  if (!t) return { ...base, kind: 'text' };
  const lim = (v: number | null | undefined) => (typeof v === 'number' && Number.isFinite(v) && Math.abs(v) < 1e9 ? v : undefined);
  switch (t.type) {
    case 'boolean': return { ...base, kind: 'boolean' };
    case 'number': return { ...base, kind: t.isInt ? 'integer' : 'number', ...(lim(t.minValue) !== undefined ? { min: lim(t.minValue)! } : {}), ...(lim(t.maxValue) !== undefined ? { max: lim(t.maxValue)! } : {}) };
    case 'enum': return { ...base, kind: 'choice', choices: Object.values(t.enum ?? {}) };
    case 'union': {
      const lits = (t.options ?? []).map((o) => (o.type === 'literal' ? o._zod?.def?.values?.[0] : undefined));
      if (lits.every((v) => typeof v === 'string' || typeof v === 'number')) return { ...base, kind: 'choice', choices: lits as (string | number)[] };
      return { ...base, kind: 'text' };
    }
    case 'array': return { ...base, kind: 'list' };
    default: return { ...base, kind: 'text' };
  }
}

/** The fields a player fills in for a figure of this ruleset. */
export function figureFields(session: Session): FieldSpec[] {
  const declared = (session.ruleset.vocabulary as { figureFields?: FieldSpec[] }).figureFields;
  if (Array.isArray(declared) && declared.length) return declared;
  return session.ruleset.vocabulary.figureKeys.filter((k) => k !== 'file' && k !== 'hazards-taken').map(fieldFromSchema);
}

function valueOf(f: FieldSpec, raw: string, checked: boolean): unknown {
  if (f.kind === 'boolean') return checked ? true : undefined;
  const t = raw.trim();
  if (t === '') return undefined;
  if (f.kind === 'number' || f.kind === 'integer') return Number(t);
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
  if (f.kind === 'number' || f.kind === 'integer') return h('input', { ...common, type: 'number', step: f.kind === 'integer' ? 1 : 'any', min: f.min, max: f.max, value: typeof value === 'number' ? value : '', placeholder: '(unset)' });
  const text = value === undefined ? '' : Array.isArray(value) ? value.join(', ') : typeof value === 'string' ? value : JSON.stringify(value);
  return h('input', { ...common, type: 'text', value: text, placeholder: f.kind === 'list' ? 'a, b, c' : '(unset)' });
}

/** The draft of the next figure: what the add tool puts on the map (defaults from the ruleset's fields). */
export const draft: Record<string, unknown> = {};

/**
 * The form of a figure's fields: for `id`, its current values and an Apply button; without, the
 * draft of the next figure to add (its defaults from the ruleset).
 */
export function figureFormFields(session: Session, id: string | undefined, side: string, c: Ctx): HTMLElement {
  const fields = figureFields(session);
  const fig = id ? session.scenario.figures?.[id] : undefined;
  if (id && !fig) return h('p', {}, '');
  const form = h('form', { class: 'kv', 'data-figure-form': id ?? 'new' });
  const rows: FieldSpec[] = id
    ? [{ key: 'side', label: 'side', kind: 'text', doc: 'Which side the figure is on' }, { key: 'name', label: 'name', kind: 'text', doc: 'A name shown on the map' }, { key: 'prone', label: 'prone', kind: 'boolean', doc: 'Lying down' }, ...fields]
    : fields;
  for (const f of rows) {
    const v = fig ? (fig as Record<string, unknown>)[f.key] : f.key in draft ? draft[f.key] : f.default;
    form.append(h('label', { for: `fk-${f.key}`, title: f.doc || undefined }, f.label), input(f, v));
  }
  if (id) {
    form.append(h('span', {}), h('div', { class: 'actions' }, h('button', { type: 'submit', class: 'primary' }, `Apply to ${id}`)));
    form.addEventListener('submit', (e) => {
      e.preventDefault();
      const next = { at: fig!.at, ...(fig!.level !== undefined ? { level: fig!.level } : {}), ...readForm(form, rows) };
      c.edit(() => E.withFigure(session.scenario, id, next as unknown as FigureSpec), `change figure ${id}`);
    });
  } else {
    form.addEventListener('change', () => {
      for (const k of Object.keys(draft)) delete draft[k];
      Object.assign(draft, readForm(form, rows));
    });
  }
  const head = id ? `Figure ${id}` : `The next figure (side ${side || 'none'})`;
  return h('div', {}, h('h2', {}, head), fields.length ? form : h('p', { class: 'muted' }, `${session.ruleset.id} asks nothing more of a figure.`));
}

/** The new figure the add tool would place at `at`, with the draft's fields and defaults. */
export function newFigure(session: Session, at: readonly number[], side: string): FigureSpec {
  const out: Record<string, unknown> = {};
  for (const f of figureFields(session)) if (f.default !== undefined) out[f.key] = f.default;
  Object.assign(out, draft);
  return { at: [at[0], at[1]], ...(side ? { side } : {}), ...out } as unknown as FigureSpec;
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
    if (id !== except && f.at[0] === at[0] && f.at[1] === at[1] && f.level === undefined) return `${id} already stands on ${showArg(at)}`;
  }
  return undefined;
}

export type { Scenario };
