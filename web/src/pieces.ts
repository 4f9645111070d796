/**
 * Editing a table's terrain pieces (Malifaux): add one of the ruleset's terrain kinds, drag it on the
 * map, turn it, resize it, change its Ht and traits; with a balance meter (coverage, the three thirds,
 * symmetry) from the ruleset's own `balance` question after every change.
 */
import type { PieceSpec, Scenario, Session } from 'highground/core';
import { h } from './dom.js';
import { run } from './questions.js';
import type { AppState } from './store.js';
import type { Ctx } from './panels.js';

type Shape = PieceSpec['shape'];
type Pt = [number, number];

const r2 = (v: number) => Math.round(v * 100) / 100;

function corners(s: Shape): Pt[] | undefined {
  if ('rect' in s) {
    const [x, y, w, hh] = s.rect;
    return [[x, y], [x + w, y], [x + w, y + hh], [x, y + hh]];
  }
  if ('polygon' in s) return s.polygon.map(([x, y]) => [x, y]);
  return undefined;
}

export function centreOf(s: Shape): Pt {
  if ('circle' in s) return [s.circle[0], s.circle[1]];
  const c = corners(s)!;
  return [c.reduce((a, p) => a + p[0], 0) / c.length, c.reduce((a, p) => a + p[1], 0) / c.length];
}

export function moved(s: Shape, dx: number, dy: number): Shape {
  if ('circle' in s) return { circle: [r2(s.circle[0] + dx), r2(s.circle[1] + dy), s.circle[2]] };
  if ('rect' in s) return { rect: [r2(s.rect[0] + dx), r2(s.rect[1] + dy), s.rect[2], s.rect[3]] };
  return { polygon: s.polygon.map(([x, y]) => [r2(x + dx), r2(y + dy)] as Pt) };
}

/** Turned by `deg` about its centre (a rectangle becomes a polygon unless the turn is a half turn). */
export function turned(s: Shape, deg: number): Shape {
  if ('circle' in s) return s;
  const [cx, cy] = centreOf(s);
  const a = (deg * Math.PI) / 180;
  const cos = Math.cos(a), sin = Math.sin(a);
  return { polygon: corners(s)!.map(([x, y]) => [r2(cx + (x - cx) * cos - (y - cy) * sin), r2(cy + (x - cx) * sin + (y - cy) * cos)] as Pt) };
}

/** Scaled by `k` about its centre. */
export function scaled(s: Shape, k: number): Shape {
  const [cx, cy] = centreOf(s);
  if ('circle' in s) return { circle: [s.circle[0], s.circle[1], r2(Math.max(0.25, s.circle[2] * k))] };
  if ('rect' in s) {
    const w = r2(Math.max(0.25, s.rect[2] * k)), hh = r2(Math.max(0.25, s.rect[3] * k));
    return { rect: [r2(cx - w / 2), r2(cy - hh / 2), w, hh] };
  }
  return { polygon: s.polygon.map(([x, y]) => [r2(cx + (x - cx) * k), r2(cy + (y - cy) * k)] as Pt) };
}

export function withPiece(sc: Scenario, i: number, piece: PieceSpec | undefined): Scenario {
  if (sc.map.grid !== 'table') throw new Error('pieces belong to table maps');
  const pieces = [...(sc.map.pieces ?? [])];
  if (piece) pieces[i] = piece;
  else pieces.splice(i, 1);
  return { ...sc, map: { ...sc.map, pieces } };
}

/** The index of the piece a picture's data-piece names (its id, or its index). */
export function pieceIndex(sc: Scenario, key: string): number {
  if (sc.map.grid !== 'table') return -1;
  const pieces = sc.map.pieces ?? [];
  const byId = pieces.findIndex((p) => p.id === key);
  return byId >= 0 ? byId : /^\d+$/.test(key) && Number(key) < pieces.length ? Number(key) : -1;
}

function freeId(sc: Scenario, kind: string): string {
  const used = new Set(sc.map.grid === 'table' ? (sc.map.pieces ?? []).map((p) => p.id) : []);
  for (let n = 1; ; n++) if (!used.has(`${kind}${n}`)) return `${kind}${n}`;
}

/** A shape's outline; a circle as the 16-gon drawn around it (a spot clear of that is clear of the circle). */
function outline(s: Shape): Pt[] {
  if (!('circle' in s)) return corners(s)!;
  const [cx, cy, r] = s.circle;
  const R = r / Math.cos(Math.PI / 16);
  return Array.from({ length: 16 }, (_, k) => [cx + R * Math.cos((k * Math.PI) / 8), cy + R * Math.sin((k * Math.PI) / 8)] as Pt);
}

/**
 * The area a polygon shares with the rectangle [x0, y0]-[x1, y1]: the polygon clipped by the rectangle's four
 * sides (Sutherland-Hodgman polygon clipping; the clipping window is convex, so a concave polygon's clipped
 * area is still right), then its area by the shoelace formula.
 */
function sharedArea(poly: readonly Pt[], x0: number, y0: number, x1: number, y1: number): number {
  let out: Pt[] = [...poly];
  const sides: [(p: Pt) => number, number][] = [[(p) => p[0], x0], [(p) => -p[0], -x1], [(p) => p[1], y0], [(p) => -p[1], -y1]];
  for (const [f, lim] of sides) {
    const inp = out;
    out = [];
    for (let k = 0; k < inp.length; k++) {
      const a = inp[k]!, b = inp[(k + 1) % inp.length]!;
      const fa = f(a) - lim, fb = f(b) - lim;
      if (fa >= 0) out.push(a);
      if ((fa >= 0) !== (fb >= 0)) { const t = fa / (fa - fb); out.push([a[0] + t * (b[0] - a[0]), a[1] + t * (b[1] - a[1])]); }
    }
    if (!out.length) return 0;
  }
  let area = 0;
  for (let k = 0; k < out.length; k++) { const a = out[k]!, b = out[(k + 1) % out.length]!; area += a[0] * b[1] - b[0] * a[1]; }
  return Math.abs(area) / 2;
}

/**
 * Where a new w x h piece goes on a table map: the spot (its top-left corner, on a half-inch grid) nearest to
 * `near` (the middle of the player's view, else the table's middle) where it overlaps no piece and no model's
 * base; touching is fine. Undefined when no such spot is left (or the piece is larger than the table).
 */
export function freeSpot(sc: Scenario, w: number, hh: number, near?: readonly [number, number]): Pt | undefined {
  if (sc.map.grid !== 'table') return undefined;
  const [W, H] = sc.map.size;
  const [nx, ny] = near ?? [W / 2, H / 2];
  const taken = (sc.map.pieces ?? []).map((p) => outline(p.shape));
  for (const f of Object.values(sc.figures ?? {})) {
    const mm = typeof f.base === 'number' ? f.base : 30;
    taken.push(outline({ circle: [f.at[0], f.at[1], mm / 25.4 / 2] }));
  }
  let best: Pt | undefined;
  let bestD = Infinity;
  for (let x = 0; x <= W - w + 1e-9; x += 0.5) {
    for (let y = 0; y <= H - hh + 1e-9; y += 0.5) {
      const d = (x + w / 2 - nx) ** 2 + (y + hh / 2 - ny) ** 2;
      if (d >= bestD || taken.some((poly) => sharedArea(poly, x, y, x + w, y + hh) > 1e-6)) continue;
      best = [x, y];
      bestD = d;
    }
  }
  return best;
}

const pct = (v: unknown) => (typeof v === 'number' ? `${Math.round(v * 100)} %` : '–');

/** The balance meter: the ruleset's balance verdict, read at a glance. */
/** The ruleset's balance answer for a table, asked once per map state (the meter and the badge share it). */
const balances = new WeakMap<Session, ReturnType<typeof run>>();
function balanceOf(session: Session): ReturnType<typeof run> {
  let a = balances.get(session);
  if (!a) balances.set(session, (a = run(session, { ask: 'balance' })));
  return a;
}

/**
 * The balance in one line on the map (the meter is in the panel, below the piece's form: on a phone the
 * sheet shows the form, so an organiser dragging a piece read nothing of the balance): "Balance: balanced ·
 * coverage 31 % · symmetry 88 %". Empty when the ruleset has no balance question.
 */
export function renderBalanceBadge(el: HTMLElement, session: Session | undefined, show: boolean): void {
  if (!show || !session?.ruleset.questions.balance || session.scenario.map.grid !== 'table') {
    el.hidden = true;
    el.replaceChildren();
    return;
  }
  const v = balanceOf(session).verdict as Record<string, unknown> | undefined;
  el.hidden = !v;
  if (!v) return;
  const sym = Math.max(0, ...Object.values((v.symmetry ?? {}) as Record<string, number>).filter((x) => typeof x === 'number'));
  const ok = v.balanced === true;
  el.dataset.balance = ok ? 'balanced' : 'unbalanced';
  el.replaceChildren('Balance: ', h('b', { class: ok ? 'good' : 'bad' }, ok ? 'balanced' : 'not balanced'), ` · coverage ${pct(v.coverage as number)} · symmetry ${pct(sym)}`);
}

export function balanceMeter(session: Session): HTMLElement | null {
  if (!session.ruleset.questions.balance) return null;
  const a = balanceOf(session);
  const v = a.verdict as Record<string, unknown> | undefined;
  if (!v) return h('p', { class: 'error-text' }, a.error ?? 'no balance answer');
  const split = (v.split ?? {}) as Record<string, number>;
  const sym = (v.symmetry ?? {}) as Record<string, number>;
  const best = Math.max(0, ...Object.values(sym).filter((x) => typeof x === 'number'));
  const bar = (label: string, value: number | undefined, key: string) => h('div', { class: 'meter', 'data-meter': key },
    h('span', { class: 'meter-label' }, label), h('span', { class: 'meter-bar' }, h('span', { style: `width:${Math.round(Math.min(1, value ?? 0) * 100)}%` })), h('span', { class: 'meter-value' }, pct(value)));
  // the ruleset names each problem by a key ("coverage", "symmetric"): said as what is wrong and the aim
  const problem = (k: string) => k === 'coverage' ? `Terrain covers ${pct(v.coverage)} of the table: aim for 33 % to 50 %.`
    : k in split ? `${k.charAt(0).toUpperCase()}${k.slice(1)} terrain is ${pct(split[k])} of the terrain: aim for about a third.`
    : k === 'symmetric' ? 'The terrain is symmetric, so deploying first gains nothing: move a piece to break it.' : k;
  const problems = Array.isArray(v.problems) ? (v.problems as unknown[]).map((x) => problem(String(x))) : [];
  return h('div', { class: 'balance', 'data-balance': v.balanced === true ? 'balanced' : 'unbalanced', 'aria-live': 'polite' },
    h('h3', {}, 'Balance: ', h('span', { class: v.balanced === true ? 'good' : 'bad' }, v.balanced === true ? 'balanced' : 'not balanced'), h('span', { class: 'muted' }, ` (${a.ms.toFixed(0)} ms)`)),
    bar('Coverage', v.coverage as number, 'coverage'),
    bar('Blocking', split.blocking, 'blocking'), bar('Severe', split.severe, 'severe'), bar('Cover', split.cover, 'cover'),
    bar('Symmetry', best, 'symmetry'),
    problems.length ? h('ul', { class: 'problems' }, problems.map((p) => h('li', {}, p))) : null);
}

/** The piece tools of a table map. */
export function pieceEditor(s: AppState, c: Ctx): HTMLElement {
  const session = s.doc!.session;
  const sc = session.scenario;
  if (sc.map.grid !== 'table') return h('div');
  const pieces = sc.map.pieces ?? [];
  const kinds = Object.keys(session.ruleset.vocabulary.terrain);
  const kindSel = h('select', { id: 'piece-kind', 'aria-label': 'Kind of the new piece' }, kinds.map((k) => h('option', { value: k, title: session.ruleset.vocabulary.terrain[k] }, k)));
  const [W, H] = sc.map.size;
  const add = () => {
    const kind = (kindSel as HTMLSelectElement).value;
    // a new piece never lands on another one (or on a model): the free spot nearest the middle of the view
    const size = Math.min(4, W, H);
    const at = freeSpot(sc, size, size, c.viewCentre());
    if (!at) return c.toast(`No room for a new ${kind}: every ${size}" × ${size}" spot of the table overlaps a piece or a model. Remove or shrink a piece first.`);
    const piece: PieceSpec = { id: freeId(sc, kind), kind, shape: { rect: [at[0], at[1], size, size] } };
    c.edit(() => withPiece(sc, pieces.length, piece), `add ${kind} ${piece.id}`, undefined, { type: 'tools', patch: { piece: pieces.length, tool: 'raise' } });
  };
  const parts: (HTMLElement | null)[] = [
    h('h2', {}, 'Terrain pieces'),
    h('div', { class: 'actions' }, h('label', {}, 'Kind ', kindSel), h('button', { id: 'piece-add', onclick: add }, 'Add a piece')),
    h('div', { class: 'chips', role: 'listbox', 'aria-label': 'Pieces' }, pieces.map((p, i) => h('button', { class: `chip${i === s.tools.piece ? ' sel' : ''}`, 'data-piece-chip': String(i), 'aria-pressed': i === s.tools.piece ? 'true' : 'false', onclick: () => c.dispatch({ type: 'tools', patch: { piece: i, tool: 'raise' } }) }, `${p.id ?? i} (${p.kind})`))),
  ];
  const i = s.tools.piece;
  const p = i !== undefined ? pieces[i] : undefined;
  if (p && i !== undefined) {
    const set = (next: PieceSpec, label: string) => c.edit(() => withPiece(sc, i, next), label);
    const name = p.id ?? String(i);
    // the kind's own Ht, as the rules would take it (the ruleset's pieceHeight of the piece without its ht)
    const kindHt = session.ruleset.pieceHeight?.({ kind: p.kind, shape: p.shape });
    const ht = h('input', { type: 'number', id: 'piece-ht', min: 0, step: 1, value: p.ht ?? '', placeholder: kindHt !== undefined ? `${kindHt} (the ${p.kind} default)` : '(required)', onchange: (e: Event) => { const v = (e.target as HTMLInputElement).value; const { ht: _h, ...rest } = p; set(v === '' ? rest : { ...rest, ht: Number(v) }, `${name}: Ht ${v || 'default'}`); } });
    const traits = h('input', { type: 'text', id: 'piece-traits', value: (p.traits ?? []).join(', '), placeholder: `(the ${p.kind} default)`, onchange: (e: Event) => { const list = (e.target as HTMLInputElement).value.split(',').map((x) => x.trim()).filter(Boolean); const { traits: _t, ...rest } = p; set(list.length ? { ...rest, traits: list } : rest, `${name}: traits ${list.join(', ') || 'default'}`); } });
    const kind = h('select', { id: 'piece-kind-of', onchange: (e: Event) => set({ ...p, kind: (e.target as HTMLSelectElement).value }, `${name}: kind ${(e.target as HTMLSelectElement).value}`) }, kinds.map((k) => h('option', { value: k, selected: k === p.kind }, k)));
    const step = (dx: number, dy: number, label: string) => h('button', { 'aria-label': `Move ${name} ${label}`, onclick: () => set({ ...p, shape: moved(p.shape, dx, dy) }, `move ${name} ${label}`) }, label);
    parts.push(h('div', { class: 'piece-form', 'data-piece-form': name },
      h('h3', {}, `Piece ${name}`),
      h('form', { class: 'kv words', onsubmit: (e: Event) => e.preventDefault() }, h('label', { for: 'piece-kind-of' }, 'Kind'), kind, h('label', { for: 'piece-ht' }, 'Height (Ht)'), ht, h('label', { for: 'piece-traits' }, 'Traits'), traits),
      h('div', { class: 'actions' },
        h('button', { id: 'piece-turn', onclick: () => set({ ...p, shape: turned(p.shape, 15) }, `turn ${name} 15°`) }, 'Turn 15°'),
        h('button', { id: 'piece-bigger', onclick: () => set({ ...p, shape: scaled(p.shape, 1.25) }, `enlarge ${name}`) }, 'Bigger'),
        h('button', { id: 'piece-smaller', onclick: () => set({ ...p, shape: scaled(p.shape, 0.8) }, `shrink ${name}`) }, 'Smaller'),
        h('button', { id: 'piece-remove', onclick: () => c.edit(() => withPiece(sc, i, undefined), `remove ${name}`, undefined, { type: 'tools', patch: { piece: undefined } }) }, 'Remove')),
      h('div', { class: 'actions' }, step(-1, 0, '← 1"'), step(1, 0, '→ 1"'), step(0, -1, '↑ 1"'), step(0, 1, '↓ 1"')),
      h('p', { class: 'muted' }, `${c.touch ? 'Drag' : 'Drag'} the piece on the map to move it.`)));
  }
  parts.push(balanceMeter(session));
  return h('div', { class: 'pieces' }, parts.filter((x): x is HTMLElement => x !== null));
}
