/**
 * The highground app: open a map, point at figures and places to ask the ruleset's questions, play
 * moves out, edit the map. Everything runs in the browser on the library's public API.
 */
import './style.css';
import * as library from 'highground';
import { HighgroundError, loadScenario, loadScenarioObject, rulesets, type Session, type Verdict } from 'highground';
import { Doc } from './doc.js';
import { $, h } from './dom.js';
import { EXAMPLES } from './examples.js';
import * as E from './edits.js';
import * as F from './files.js';
import { answerDetail, answerRow, reasonList } from './panel.js';
import { figurePairQuestions, placeQuestions, reachCells, run, showArg, type Asked, type Question } from './questions.js';
import { TopView, type MapPointer, type Marks } from './view2d.js';
import type { View3D } from './view3d.js';
import { sideColour } from './colours.js';
import { AnalysisPanel, type HeatCell } from './analysis.js';

type Tool = 'raise' | 'lower' | 'level' | 'terrain' | 'feature' | 'void' | 'fig-add' | 'fig-move' | 'fig-remove' | 'fig-edit';

interface State {
  doc: Doc | undefined;
  view: '2d' | '3d';
  mode: 'ask' | 'edit';
  selected?: string | undefined;
  target?: { figure?: string; at?: readonly number[] } | undefined;
  answers: Asked[];
  open: number;
  reach?: { asked: Asked; cells: { at: [number, number]; cost?: number }[] } | undefined;
  seen: Set<string>;
  unseen: Set<string>;
  sightMs: number;
  tool: Tool;
  levelValue: number;
  terrainValue: string;
  featureKey: string;
  featureValue: string;
  featureErase: boolean;
  side: string;
  editFigure?: string | undefined;
  stroke?: string | undefined;
  strokeError: boolean;
}

const state: State = {
  doc: undefined, view: '2d', mode: 'ask', answers: [], open: 0, seen: new Set(), unseen: new Set(), sightMs: 0,
  tool: 'raise', levelValue: 1, terrainValue: '', featureKey: '', featureValue: '', featureErase: false, side: 'red', strokeError: false,
};
/** Run when the page is idle. */
function idle(f: () => void): void {
  const ric = (window as unknown as { requestIdleCallback?: (f: () => void, o?: { timeout: number }) => void }).requestIdleCallback;
  if (ric) ric(f, { timeout: 3000 });
  else setTimeout(f, 1200);
}

let strokeCounter = 0;
let justMoved = false;
const timings: { what: string; ms: number }[] = [];
let hexRuleset = 'tft-3d';

const top = new TopView($('#view2d'), (p) => onPointer(p), (t) => ($('#status').textContent = t));
let v3: View3D | undefined;
let heat: HeatCell[] | undefined;
const analysis = new AnalysisPanel($('#side'), () => session(), (cells) => { heat = cells; v3?.setHeat(cells); });

// for tests and the curious: the last interactions' times
(window as unknown as { __hg: unknown }).__hg = { timings, state, top, library, get v3() { return v3; }, setView: (v: '2d' | '3d') => setView(v) };

function session(): Session | undefined {
  return state.doc?.session;
}

// ---- messages -----------------------------------------------------------------------------------

let toastTimer = 0;
function toast(msg: string, ok = false, extra?: HTMLElement): void {
  const t = $('#toast');
  t.replaceChildren(msg, ...(extra ? [extra] : []), h('button', { onclick: () => (t.hidden = true) }, 'OK'));
  t.className = ok ? 'ok' : '';
  t.hidden = false;
  clearTimeout(toastTimer);
  toastTimer = window.setTimeout(() => (t.hidden = true), ok ? 5000 : 9000);
}

function errorText(e: unknown): string {
  if (e instanceof HighgroundError) return e.message;
  if (e instanceof Error) return e.message;
  return String(e);
}

// ---- opening maps -------------------------------------------------------------------------------

function openSession(s: Session, label: string, file: string): void {
  if (!state.doc) {
    state.doc = new Doc(s, label, file);
    state.doc.onChange(() => afterChange());
  } else state.doc.reset(s, label, file);
  if (s.ruleset.grid === 'hex') hexRuleset = s.ruleset.id;
  clearSelection();
  state.editFigure = undefined;
  $('#status').textContent = '';
  renderAll();
  if (v3) v3.resetCamera();
  if (s.ruleset.grid === 'hex' && state.view === '2d') idle(() => void warm3d());
}

function openExample(id: string): boolean {
  const ex = EXAMPLES.find((e) => e.id === id);
  if (!ex) return false;
  try {
    openSession(loadScenario(ex.text, `examples/${ex.id}`), `opened ${ex.id}`, `examples/${ex.id}`);
    ($('#example') as HTMLSelectElement).value = id;
    return true;
  } catch (e) {
    toast(errorText(e));
    return false;
  }
}

function fillExamples(): void {
  const sel = $('#example') as HTMLSelectElement;
  sel.replaceChildren(h('option', { value: '' }, 'Choose an example map…'));
  const byRuleset = new Map<string, typeof EXAMPLES[number][]>();
  for (const e of EXAMPLES) byRuleset.set(e.ruleset, [...(byRuleset.get(e.ruleset) ?? []), e]);
  const known = new Set<string>(rulesets.map((r) => r.id));
  for (const [rs, list] of byRuleset) {
    const title = rulesets.find((r) => r.id === rs)?.title ?? rs;
    const g = h('optgroup', { label: known.has(rs) ? title : `${rs} (not in this build)` });
    for (const e of list) g.append(h('option', { value: e.id, disabled: !known.has(rs) }, e.name));
    sel.append(g);
  }
  sel.addEventListener('change', () => {
    if (sel.value) openExample(sel.value);
  });
}

// ---- after any change of the map --------------------------------------------------------------

function afterChange(): void {
  const s = session();
  if (!s) return;
  const figs = s.scenario.figures ?? {};
  if (state.selected && !(state.selected in figs)) state.selected = undefined;
  if (state.editFigure && !(state.editFigure in figs)) state.editFigure = undefined;
  // ask the same question again on the changed map (an option flipped, an edit undone), except after
  // a move, whose target is where the figure now stands
  const again = state.target && !justMoved ? { ...state.target, open: state.open } : undefined;
  justMoved = false;
  if (state.selected) selectFigure(state.selected, false);
  else clearSelection(false);
  if (again && state.selected && state.mode === 'ask') {
    if (again.figure && again.figure in figs && again.figure !== state.selected) askPair(again.figure, false);
    else if (again.at) askPlace(again.at, false);
    if (again.open < state.answers.length && state.answers[again.open]?.verdict) state.open = again.open;
  }
  scheduleAutosave();
  renderAll();
  if (v3 && s.ruleset.grid === 'hex' && state.view === '2d') idle(() => void warm3d());
}

let saveTimer = 0;
/** Save soon, off the interaction's clock (a reload within the moment still finds the last save). */
function scheduleAutosave(): void {
  clearTimeout(saveTimer);
  saveTimer = window.setTimeout(() => {
    const d = state.doc;
    if (d) F.autosave({ file: d.file, index: d.index, entries: d.entries });
  }, 150);
}
window.addEventListener('pagehide', () => {
  const d = state.doc;
  if (d) F.autosave({ file: d.file, index: d.index, entries: d.entries });
});

// ---- asking by pointing -----------------------------------------------------------------------

function clearSelection(redraw = true): void {
  state.selected = undefined;
  state.target = undefined;
  state.answers = [];
  state.open = 0;
  state.reach = undefined;
  state.seen = new Set();
  state.unseen = new Set();
  if (redraw) {
    renderAnswers();
    draw();
    renderHint();
  }
}

function selectFigure(id: string, redraw = true): void {
  const s = session()!;
  state.selected = id;
  state.target = undefined;
  state.answers = [];
  state.open = 0;
  state.seen = new Set();
  state.unseen = new Set();
  const t0 = performance.now();
  if (s.ruleset.questions.sight) {
    for (const other of Object.keys(s.scenario.figures ?? {})) {
      if (other === id) continue;
      const a = run(s, { ask: 'sight', from: id, to: other });
      if (a.verdict?.sight === true) state.seen.add(other);
      else state.unseen.add(other);
    }
  }
  state.sightMs = performance.now() - t0;
  state.reach = undefined;
  if (s.ruleset.questions.reach) {
    const a = run(s, { ask: 'reach', figure: id });
    if (a.verdict) state.reach = { asked: a, cells: reachCells(a.verdict) };
    else state.reach = { asked: a, cells: [] };
  }
  if (redraw) {
    renderAnswers();
    renderMapInfo();
    draw();
    renderHint();
  }
}

function askPair(b: string, redraw = true): void {
  const s = session()!;
  state.target = { figure: b };
  state.answers = figurePairQuestions(s, state.selected!, b).map((q) => run(s, q));
  state.open = firstAnswered();
  if (!redraw) return;
  renderAnswers();
  draw();
  renderHint();
}

function askPlace(at: readonly number[], redraw = true): void {
  const s = session()!;
  state.target = { at };
  state.answers = placeQuestions(s, state.selected!, at).map((q) => run(s, q));
  state.open = firstAnswered();
  if (!redraw) return;
  renderAnswers();
  draw();
  renderHint();
}

function askAny(q: Question): void {
  const s = session()!;
  state.answers = [run(s, q)];
  state.open = 0;
  renderAnswers();
  draw();
}

function firstAnswered(): number {
  const i = state.answers.findIndex((a) => a.verdict);
  return i < 0 ? 0 : i;
}

function moveVerdict(): Asked | undefined {
  const a = state.answers.find((x) => x.question.ask === 'move' && x.verdict?.legal === true);
  return a;
}

function doMove(): void {
  const a = moveVerdict();
  const s = session();
  if (!a || !s || !state.doc) return;
  const id = String(a.question.figure);
  const to = a.question.to as number[];
  try {
    const { scenario, notes } = E.applyMove(s.scenario, id, to, a.verdict as Record<string, unknown>);
    justMoved = true;
    state.doc.apply(scenario, `${id} moves to ${showArg(to)} (cost ${String(a.verdict!.cost)})${notes.length ? `: ${notes.join('; ')}` : ''}`, 'move');
    if (notes.length) toast(`${id} moved. ${notes.join('; ')}`, true);
  } catch (e) {
    justMoved = false;
    toast(errorText(e));
  }
}

// ---- touch screens and small screens ----------------------------------------------------------------

/** A touch screen is the main pointer: the hints speak of taps and fingers. */
const TOUCH = typeof matchMedia === 'function' && matchMedia('(pointer: coarse)').matches;
/** The phone layout (answers in a bottom sheet). */
function PHONE(): boolean {
  return typeof matchMedia === 'function' && matchMedia('(max-width: 720px)').matches;
}

/** The bottom sheet's heights on a phone: peeking (the map keeps most of the screen) and pulled up. */
const SHEET_PEEK = 30;
const SHEET_UP = 82;

function setSheet(vh: number, animate = true): void {
  const side = $('#side');
  side.classList.toggle('dragging', !animate);
  side.style.setProperty('--sheet', `${vh}dvh`);
  $('#grab').setAttribute('aria-expanded', vh > SHEET_PEEK + 5 ? 'true' : 'false');
  $('#grab').setAttribute('aria-label', vh > SHEET_PEEK + 5 ? 'Push the answers down' : 'Pull up the answers');
}

function wireSmallScreen(): void {
  const header = document.querySelector('header.top')!;
  const menu = $('#menu');
  menu.addEventListener('click', () => {
    const open = !header.classList.contains('open');
    header.classList.toggle('open', open);
    menu.setAttribute('aria-expanded', String(open));
  });
  // Picking a tool in the menu closes it, so the map is back in view.
  $('#tools').addEventListener('click', (e) => {
    if ((e.target as HTMLElement).closest('button') && PHONE()) {
      header.classList.remove('open');
      menu.setAttribute('aria-expanded', 'false');
    }
  });
  $('#hint').addEventListener('click', () => $('#hint').classList.toggle('full'));
  // turning the phone: the legend comes and goes with the width
  let resizing = 0;
  window.addEventListener('resize', () => {
    clearTimeout(resizing);
    resizing = window.setTimeout(() => draw(), 150);
  });
  // The sheet: tap the handle to pull it up or push it down, or drag it to any height.
  const grab = $('#grab');
  let startY = 0;
  let startVh = SHEET_PEEK;
  let moved = false;
  let dragging = false;
  const current = () => {
    const v = parseFloat(getComputedStyle($('#side')).getPropertyValue('--sheet'));
    return Number.isFinite(v) ? v : SHEET_PEEK;
  };
  grab.addEventListener('pointerdown', (e) => {
    dragging = true;
    moved = false;
    startY = e.clientY;
    startVh = current();
    grab.setPointerCapture(e.pointerId);
  });
  grab.addEventListener('pointermove', (e) => {
    if (!dragging) return;
    const dy = e.clientY - startY;
    if (Math.abs(dy) > 6) moved = true;
    if (moved) setSheet(Math.min(92, Math.max(12, startVh - (dy / innerHeight) * 100)), false);
  });
  grab.addEventListener('pointerup', () => {
    if (!dragging) return;
    dragging = false;
    const v = current();
    if (!moved) setSheet(v > SHEET_PEEK + 5 ? SHEET_PEEK : SHEET_UP);
    else setSheet(v > (SHEET_PEEK + SHEET_UP) / 2 ? SHEET_UP : v < SHEET_PEEK - 8 ? 14 : SHEET_PEEK);
  });
  grab.addEventListener('keydown', (e) => {
    if (e.key === 'Enter' || e.key === ' ') {
      e.preventDefault();
      setSheet(current() > SHEET_PEEK + 5 ? SHEET_PEEK : SHEET_UP);
    }
  });
}

/** Offline once loaded: the service worker written by the build caches every file of the app. */
function registerOffline(): void {
  if (!('serviceWorker' in navigator) || location.protocol === 'file:') return;
  window.addEventListener('load', () => {
    navigator.serviceWorker.register('./sw.js').catch(() => { /* no offline use; the app still works */ });
  });
}

// ---- pointer on the map -----------------------------------------------------------------------

function onPointer(p: MapPointer): void {
  const s = session();
  if (!s) return;
  const t0 = performance.now();
  let what = '';
  if (state.mode === 'ask') {
    if (p.phase !== 'click') return;
    if (p.figure && !(state.selected && p.figure !== state.selected && p.shift)) {
      if (!state.selected) (what = 'select'), selectFigure(p.figure);
      else if (p.figure === state.selected) (what = 'deselect'), clearSelection();
      else (what = 'pair'), askPair(p.figure);
    } else if (state.selected && (p.cell || p.point)) {
      what = 'place';
      askPlace(p.cell ?? p.point!);
    } else if (!state.selected) {
      $('#hint').replaceChildren(h('b', {}, 'Select a figure first: '), 'click one of the figures (or its name on the right).');
      return;
    }
  } else {
    what = editPointer(p);
  }
  if (what) timings.push({ what, ms: performance.now() - t0 });
}

// ---- editing ----------------------------------------------------------------------------------

const FEATURE_DEFAULTS: Readonly<Record<string, string>> = {
  ladder: 'true', bridge: 'b1', stairs: 's1', obstacle: '2', door: 'true', window: 'true', fit: 'full', transit: '1',
  shaft: 'e1', structure: 'house', floor: '1', stairway: 'up', depth: 'knee', battlement: '0', glyph: 'A', start: 'red', walls: '["north"]',
};

function tryEdit(next: () => ReturnType<typeof E.withCell>, label: string, merge?: string): boolean {
  const d = state.doc!;
  try {
    d.apply(next(), label, 'edit', merge);
    return true;
  } catch (e) {
    if (!state.strokeError || !merge) toast(`Not applied: ${errorText(e)}`);
    if (merge) state.strokeError = true;
    return false;
  }
}

function editPointer(pointer: MapPointer): string {
  let p = pointer;
  const s = session()!;
  const tool = state.tool;
  const paint = tool === 'raise' || tool === 'lower' || tool === 'level' || tool === 'terrain' || tool === 'feature' || tool === 'void';
  // the 3-D view gives clicks only: each one paints a single place
  if (paint && p.phase === 'click' && state.view === '3d') p = { ...p, phase: 'down' };
  if (paint) {
    if (!s.board) {
      if (p.phase === 'click') toast('Painting works on square and hex maps; on a table, use the figure tools and rule options.');
      return '';
    }
    if (p.phase === 'down') {
      state.stroke = `stroke${++strokeCounter}`;
      state.strokeError = false;
    }
    if ((p.phase !== 'down' && p.phase !== 'enter') || !p.cell || !state.stroke) {
      if (p.phase === 'up') state.stroke = undefined;
      return '';
    }
    if (p.phase === 'enter' && p.figure) return '';
    const at = p.cell;
    const where = `[${at.join(', ')}]`;
    switch (tool) {
      case 'raise': tryEdit(() => E.setLevel(s, at, (l) => l + 1), 'raise level', state.stroke); break;
      case 'lower': tryEdit(() => E.setLevel(s, at, (l) => l - 1), 'lower level', state.stroke); break;
      case 'level': tryEdit(() => E.setLevel(s, at, () => state.levelValue), `set level ${state.levelValue}`, state.stroke); break;
      case 'terrain': tryEdit(() => E.setTerrain(s, at, state.terrainValue || null), state.terrainValue ? `paint ${state.terrainValue}` : 'clear terrain', state.stroke); break;
      case 'feature': {
        if (!state.featureKey) return '';
        const v = state.featureErase ? undefined : E.parseValue(state.featureValue);
        tryEdit(() => E.setFeature(s, at, state.featureKey, v), state.featureErase || v === undefined ? `remove ${state.featureKey}` : `${state.featureKey} ${JSON.stringify(v)}`, state.stroke);
        break;
      }
      case 'void': tryEdit(() => E.toggleVoid(s, at), `toggle hole at ${where}`, state.stroke); break;
    }
    return 'edit';
  }
  if (p.phase !== 'click') return '';
  const at = p.cell ?? p.point;
  switch (tool) {
    case 'fig-add': {
      if (!at || p.figure) return '';
      const id = E.freeFigureId(s.scenario);
      const fig = { at: [at[0], at[1]], ...(state.side ? { side: state.side } : {}) } as Parameters<typeof E.withFigure>[2];
      if (tryEdit(() => E.withFigure(s.scenario, id, fig), `add figure ${id} at ${showArg(at)}`)) state.editFigure = id;
      renderEditor();
      return 'edit';
    }
    case 'fig-remove':
      if (p.figure) tryEdit(() => E.withFigure(s.scenario, p.figure!, undefined), `remove figure ${p.figure}`);
      return 'edit';
    case 'fig-move':
      if (p.figure && (!state.editFigure || p.figure === state.editFigure || !at)) {
        state.editFigure = p.figure;
        renderEditor();
        renderHint();
        renderMapInfo();
        draw();
        return 'pick';
      }
      if (state.editFigure && at) {
        const id = state.editFigure;
        tryEdit(() => E.moveFigure(s.scenario, id, at), `place ${id} at ${showArg(at)}`);
      }
      return 'edit';
    case 'fig-edit':
      if (p.figure) {
        state.editFigure = p.figure;
        renderEditor();
        renderMapInfo();
        draw();
      }
      return 'pick';
  }
  return '';
}

// ---- drawing ------------------------------------------------------------------------------------

function drawnVerdict(): Verdict | undefined {
  const a = state.answers[state.open];
  if (a?.verdict) return a.verdict;
  if (state.reach?.asked.verdict && !state.target) {
    const v = state.reach.asked.verdict;
    if (v.evidence?.cells?.length) return v;
    return { ...v, evidence: { ...(v.evidence ?? {}), cells: state.reach.cells } };
  }
  return undefined;
}

function marks(): Marks {
  return {
    selected: state.mode === 'ask' ? state.selected : state.editFigure,
    target: state.target?.figure,
    seen: state.target ? undefined : state.seen,
    unseen: state.target ? undefined : state.unseen,
    cell: state.target?.at,
  };
}

function draw(): void {
  const s = session();
  if (!s) return;
  const v = drawnVerdict();
  // one finger pans the map unless it is painting
  top.dragPans = state.mode === 'ask' || state.tool.startsWith('fig-');
  // the top-down picture is kept current even behind the 3-D view: it gives the figures their colours
  top.show(s, v, marks());
  if (state.view === '3d') v3?.show(s, v, marks(), top.colours);
  for (const dot of document.querySelectorAll<HTMLElement>('#mapinfo .chip')) {
    const c = top.colours.get(dot.dataset.chip ?? '');
    const d = dot.querySelector<HTMLElement>('.dot');
    if (c && d) d.style.background = c;
  }
  analysis.afterDraw();
}

async function ensure3d(): Promise<View3D> {
  if (v3) return v3;
  const { View3D } = await import('./view3d.js');
  v3 = new View3D($('#view3d'), (p) => onPointer(p));
  return v3;
}

async function setView(view: '2d' | '3d'): Promise<void> {
  state.view = view;
  for (const b of document.querySelectorAll<HTMLButtonElement>('#views button')) b.classList.toggle('on', b.dataset.view === view);
  $('#view2d').hidden = view !== '2d';
  $('#view3d').hidden = view !== '3d';
  for (const id of ['#zin', '#zout', '#zfit']) ($(id) as HTMLButtonElement).hidden = view !== '2d';
  if (view === '3d') {
    await ensure3d();
    draw();
    v3!.setHeat(heat);
    v3!.resetCamera();
    v3!.renderNow();
    $('#view3d').dataset.ready = 'true';
  } else draw();
  renderHint();
}

function setMode(mode: 'ask' | 'edit'): void {
  state.mode = mode;
  for (const b of document.querySelectorAll<HTMLButtonElement>('#modes button')) b.classList.toggle('on', b.dataset.mode === mode);
  $('#editor').hidden = mode !== 'edit';
  $('#answers').hidden = mode !== 'ask';
  state.editFigure = undefined;
  if (mode === 'edit') clearSelection(false);
  renderAll();
}

// ---- side panel -------------------------------------------------------------------------------

function renderHint(): void {
  const el = $('#hint');
  const s = session();
  if (!s) {
    el.textContent = 'Open a map: pick an example above, or Open… a scenario or Heroscape file.';
    return;
  }
  const three = state.view === '3d' ? (TOUCH ? ' Drag to orbit, two fingers to pan and zoom.' : ' Drag to orbit, right-drag to pan, wheel to zoom.') : '';
  const click = TOUCH ? 'Tap' : 'Click';
  if (state.mode === 'edit') {
    const t = state.tool;
    const msg = t.startsWith('fig-')
      ? t === 'fig-add' ? 'Click an empty place to add a figure.' : t === 'fig-remove' ? 'Click a figure to remove it.' : t === 'fig-move' ? (state.editFigure ? `Click where ${state.editFigure} should stand.` : 'Click a figure, then the place it should stand on.') : 'Click a figure to change its details.'
      : `${click} or drag over places to paint.${TOUCH ? ' Two fingers pan and zoom.' : ''}`;
    el.replaceChildren(h('b', {}, 'Edit: '), `pick a tool ${PHONE() ? 'below' : 'on the right'}. ${TOUCH ? msg.replace(/\bClick\b/g, 'Tap') : msg} Every edit is checked by the rules; ${TOUCH ? 'Undo in the menu' : 'Ctrl+Z'} undoes.${three}`);
    return;
  }
  if (!state.selected) {
    el.replaceChildren(h('b', {}, `${click} a figure`), ` to see what it can see and where it can move. Then ${click.toLowerCase()} another figure to ask about the pair, or a place for the path there.` + (TOUCH && state.view === '2d' ? ' Pinch to zoom, drag to pan.' : '') + three);
    return;
  }
  const A = state.selected;
  if (!state.target) {
    el.replaceChildren(h('b', {}, `${A} selected. `), `Green glow: ${A} sees it; faded red: it does not. Blue: places ${A} can reach (cost on each). `, h('b', {}, `${click} another figure`), ' for sight, cover, melee…, ', h('b', {}, 'or a place'), ` for the path. ${click} ${A} again${TOUCH ? '' : ' or press Esc'} to let go.` + three);
    return;
  }
  if (state.target.figure) {
    el.replaceChildren(h('b', {}, `${A} → ${state.target.figure}: `), `each answer is listed ${PHONE() ? 'below' : 'on the right'}; ${click.toLowerCase()} one to see its rule clauses and draw its evidence. ${click} another figure or a place to ask again.`);
    return;
  }
  const mv = moveVerdict();
  el.replaceChildren(h('b', {}, `${A} → ${showArg(state.target.at)}: `), mv ? `the path and its running cost are drawn in orange. Press “Move ${A} here” to play it (${TOUCH ? 'Undo' : 'Ctrl+Z'} takes it back).` : `see the answers ${PHONE() ? 'below' : 'on the right'}; ${click.toLowerCase()} another place or figure to ask again.`);
}

function renderMapInfo(): void {
  const s = session();
  const el = $('#mapinfo');
  if (!s) {
    el.replaceChildren(h('p', { class: 'muted' }, rulesets.length ? 'No map open.' : 'This build has no rulesets yet, so no map can be judged.'));
    return;
  }
  const map = s.scenario.map;
  const size = map.grid === 'table' ? `${map.size[0]}" × ${map.size[1]}" table` : `${s.board!.width} × ${s.board!.height} ${map.grid} map`;
  const figs = Object.entries(s.scenario.figures ?? {});
  // the same map judged by another ruleset of its grid (a Heroscape map: tft-3d or c3g-buildings)
  const peers = rulesets.filter((r) => r.grid === s.ruleset.grid);
  const judge = peers.length > 1
    ? h('select', { id: 'ruleset', title: 'Judge this map with another ruleset for the same kind of map', onchange: (e: Event) => {
      const id = (e.target as HTMLSelectElement).value;
      const { options: _o, ...rest } = s.scenario;
      if (tryEdit(() => ({ ...rest, ruleset: id as typeof s.scenario.ruleset }), `judge with ${id}`)) hexRuleset = s.ruleset.grid === 'hex' ? id : hexRuleset;
      else renderMapInfo();
    } }, peers.map((r) => h('option', { value: r.id, selected: r.id === s.ruleset.id }, r.id)))
    : null;
  el.replaceChildren(
    h('div', { class: 'mapinfo-title' }, s.scenario.title ?? map.name ?? state.doc!.file),
    h('div', { class: 'muted' }, judge ? ['Rules: ', judge, ` ${s.ruleset.title}`] : `${s.ruleset.title} (${s.ruleset.id})`, ` · ${size} · ${figs.length} figure${figs.length === 1 ? '' : 's'}`),
    s.scenario.description ? h('div', { class: 'muted desc', title: 'Click to read it all', onclick: (e: Event) => (e.currentTarget as HTMLElement).classList.toggle('full') }, s.scenario.description) : '',
    figs.length ? h('div', { class: 'chips' }, figs.map(([id, f]) => h('button', {
      class: `chip${id === (state.mode === 'ask' ? state.selected : state.editFigure) ? ' sel' : ''}`, 'data-chip': id,
      'aria-pressed': id === (state.mode === 'ask' ? state.selected : state.editFigure) ? 'true' : 'false', title: `${id}${f.side !== undefined ? ` (${f.side})` : ''} at ${showArg(f.at)}`,
      onclick: (e: Event) => onPointer({ phase: 'click', figure: id, shift: (e as MouseEvent).shiftKey }),
    }, h('span', { class: 'dot', style: `background:${top.colours.get(id) ?? sideColour(f.side)}` }), f.name ?? id))) : h('div', { class: 'muted' }, 'No figures: add some in Edit map.'),
  );
}

function renderAnswers(): void {
  const el = $('#answers');
  // on a phone the sheet shows the new answer from its top
  if (PHONE()) $('#side').scrollTop = 0;
  const s = session();
  if (!s) {
    el.replaceChildren();
    return;
  }
  const parts: (HTMLElement | null)[] = [];
  if (!state.selected && !state.answers.length) {
    const qs = Object.keys(s.ruleset.questions);
    parts.push(h('h2', {}, 'Ask the rules'), h('p', { class: 'summary' }, 'Click a figure on the map to start. This ruleset answers: ', h('b', {}, qs.join(', ') || 'nothing yet'), '.'));
  }
  if (state.selected && !state.target && !state.answers.length) {
    const A = state.selected;
    const seen = [...state.seen];
    const unseen = [...state.unseen];
    parts.push(h('h2', {}, `${A} selected`));
    if (s.ruleset.questions.sight && seen.length + unseen.length) {
      parts.push(h('p', { class: 'summary' },
        seen.length ? [`${A} can see `, h('span', { class: 'good' }, seen.join(', ')), '. '] : `${A} sees no other figure. `,
        unseen.length ? [`Cannot see `, h('span', { class: 'bad' }, unseen.join(', ')), '.'] : '',
        h('span', { class: 'muted' }, ` (${state.sightMs.toFixed(0)} ms)`)));
    }
    if (state.reach) {
      const a = state.reach.asked;
      if (a.verdict) {
        parts.push(h('p', { class: 'summary' }, `${A} can reach `, h('b', {}, String(state.reach.cells.length)), ` place${state.reach.cells.length === 1 ? '' : 's'} (blue, cost on each).`, h('span', { class: 'muted' }, ` (${a.ms.toFixed(0)} ms)`)));
        parts.push(h('details', {}, h('summary', {}, 'Why (movement rules)'), reasonList(a.verdict)));
      } else parts.push(h('p', { class: 'error-text' }, a.error ?? ''));
    }
    parts.push(h('p', { class: 'muted' }, 'Click another figure to ask about the pair, or a place for the path and its cost.'));
  }
  if (state.answers.length) {
    const what = state.target?.figure ? `${state.selected} → ${state.target.figure}` : state.target?.at ? `${state.selected} → ${showArg(state.target.at)}` : state.answers[0]!.question.ask;
    parts.push(h('h2', {}, what));
    const mv = moveVerdict();
    if (mv && state.mode === 'ask') parts.push(h('div', { class: 'actions' }, h('button', { class: 'primary', id: 'domove', onclick: () => doMove() }, `Move ${String(mv.question.figure)} here (cost ${String(mv.verdict!.cost)})`)));
    const row = (a: Asked, i: number) => answerRow(a, i === state.open, () => {
      state.open = i;
      renderAnswers();
      draw();
    });
    // questions that do not apply to these two (an error from the ruleset) go under a fold
    const answered = state.answers.map((a, i) => [a, i] as const).filter(([a]) => a.verdict || state.answers.length === 1);
    const refused = state.answers.map((a, i) => [a, i] as const).filter(([a]) => !a.verdict && state.answers.length > 1);
    parts.push(h('div', { class: 'answer-list' }, answered.map(([a, i]) => row(a, i))));
    if (refused.length) parts.push(h('details', { class: 'refused', open: refused.some(([, i]) => i === state.open) }, h('summary', { class: 'muted' }, `${refused.length} more question${refused.length === 1 ? ' that does' : 's that do'} not apply here`), h('div', { class: 'answer-list' }, refused.map(([a, i]) => row(a, i)))));
    const open = state.answers[state.open];
    if (open) parts.push(answerDetail(open));
    if (!state.answers.length) parts.push(h('p', { class: 'muted' }, 'This ruleset has no question about these two.'));
  }
  el.replaceChildren(...parts.filter((p): p is HTMLElement => p !== null));
}

function renderEditor(): void {
  const el = $('#editor');
  const s = session();
  if (!s || state.mode !== 'edit') {
    el.replaceChildren();
    return;
  }
  const vocab = s.ruleset.vocabulary;
  const grid = s.board !== undefined;
  const featureKeys = vocab.cellKeys.filter((k) => !['level', 'terrain', 'stack', 'void', 'at'].includes(k));
  if (!state.featureKey || !featureKeys.includes(state.featureKey)) {
    state.featureKey = featureKeys[0] ?? '';
    state.featureValue = FEATURE_DEFAULTS[state.featureKey] ?? 'true';
  }
  const terrains = Object.keys(vocab.terrain);
  if (state.terrainValue && !terrains.includes(state.terrainValue)) state.terrainValue = '';
  const tool = (t: Tool, label: string, ...extra: (HTMLElement | string)[]) => h('label', { class: 'tool' },
    h('input', { type: 'radio', name: 'tool', value: t, checked: state.tool === t, onchange: () => { state.tool = t; state.editFigure = t === 'fig-edit' ? state.editFigure : undefined; renderHint(); renderEditor(); } }),
    label, ...extra);
  const tools: HTMLElement[] = [];
  if (grid) {
    tools.push(tool('raise', 'Raise the level (+1)'), tool('lower', 'Lower the level (−1)'));
    tools.push(tool('level', 'Set level', h('input', { type: 'number', value: state.levelValue, step: 1, onchange: (e: Event) => { state.levelValue = Number((e.target as HTMLInputElement).value) || 0; state.tool = 'level'; renderEditor(); } })));
    if (terrains.length) {
      const sel = h('select', { id: 'terrain-name', title: 'Terrain names from the ruleset', onchange: (e: Event) => { state.terrainValue = (e.target as HTMLSelectElement).value; state.tool = 'terrain'; renderEditor(); } },
        h('option', { value: '' }, '(none: clear)'), terrains.map((t) => h('option', { value: t, selected: t === state.terrainValue, title: vocab.terrain[t] }, t)));
      tools.push(tool('terrain', 'Terrain', sel));
    }
    if (featureKeys.length) {
      const key = h('select', { id: 'feature-key', onchange: (e: Event) => { state.featureKey = (e.target as HTMLSelectElement).value; state.featureValue = FEATURE_DEFAULTS[state.featureKey] ?? 'true'; state.tool = 'feature'; renderEditor(); } },
        featureKeys.map((k) => h('option', { value: k, selected: k === state.featureKey }, k)));
      const val = h('input', { type: 'text', id: 'feature-value', value: state.featureValue, size: 6, title: 'Value: true, a number, an id, or a list like [0, 1]', oninput: (e: Event) => { state.featureValue = (e.target as HTMLInputElement).value; } });
      const erase = h('label', { title: 'Remove this feature where you click' }, h('input', { type: 'checkbox', checked: state.featureErase, onchange: (e: Event) => { state.featureErase = (e.target as HTMLInputElement).checked; state.tool = 'feature'; renderEditor(); } }), 'erase');
      tools.push(tool('feature', 'Feature', key, '=', val, erase));
    }
    tools.push(tool('void', 'Hole on/off (not part of the map)'));
  }
  tools.push(tool('fig-add', 'Add a figure, side', h('input', { type: 'text', id: 'new-side', value: state.side, size: 5, oninput: (e: Event) => { state.side = (e.target as HTMLInputElement).value; } })));
  tools.push(tool('fig-move', 'Move a figure (no rules)'), tool('fig-remove', 'Remove a figure'), tool('fig-edit', 'Change a figure’s details'));
  const parts: HTMLElement[] = [h('h2', {}, 'Edit the map'), h('div', { class: 'tools' }, tools)];
  if (state.editFigure && (state.tool === 'fig-edit' || state.tool === 'fig-add' || state.tool === 'fig-move')) parts.push(figureForm(s, state.editFigure));
  parts.push(h('p', { class: 'muted' }, grid ? 'Drag to paint several places in one step. Invalid edits are refused with the reason.' : 'Table maps: add, move and change figures; change the rule options below.'));
  el.replaceChildren(...parts);
}

function figureForm(s: Session, id: string): HTMLElement {
  const fig = s.scenario.figures?.[id];
  if (!fig) return h('p', {}, '');
  const keys = ['at', 'side', 'level', 'prone', 'name', ...s.ruleset.vocabulary.figureKeys];
  const form = h('form', { class: 'kv', 'data-figure-form': id });
  for (const k of [...new Set(keys)]) {
    const v = (fig as Record<string, unknown>)[k];
    form.append(h('label', { for: `fk-${k}` }, k), h('input', { type: 'text', id: `fk-${k}`, name: k, value: v === undefined ? '' : typeof v === 'string' ? v : JSON.stringify(v), placeholder: '(unset)' }));
  }
  form.append(h('span', {}), h('div', { class: 'actions' }, h('button', { type: 'submit', class: 'primary' }, `Apply to ${id}`)));
  form.addEventListener('submit', (e) => {
    e.preventDefault();
    const next: Record<string, unknown> = {};
    for (const input of form.querySelectorAll('input')) {
      const v = E.parseValue(input.value);
      if (v !== undefined) next[input.name] = input.name === 'side' || input.name === 'name' ? (typeof v === 'number' ? v : input.value.trim()) : v;
    }
    tryEdit(() => E.withFigure(s.scenario, id, next as unknown as Parameters<typeof E.withFigure>[2]), `change figure ${id}`);
  });
  return h('div', {}, h('h2', {}, `Figure ${id}`), form);
}

function renderOptions(): void {
  const el = $('#optform');
  const s = session();
  if (!s) {
    el.replaceChildren();
    return;
  }
  const entries = Object.entries(s.ruleset.options);
  if (!entries.length) {
    el.replaceChildren(h('p', { class: 'muted' }, `${s.ruleset.id} has no options.`));
    return;
  }
  const form = h('form', { class: 'kv' });
  for (const [name, spec] of entries) {
    const cur = s.options[name] ?? spec.default;
    const change = (value: string | number | boolean) => tryEdit(() => E.withOption(s.scenario, s, name, value), `option ${name} = ${String(value)}`);
    let input: HTMLElement;
    if (spec.choices) {
      input = h('select', { id: `opt-${name}`, onchange: (e: Event) => { const raw = (e.target as HTMLSelectElement).value; change(spec.choices!.find((c) => String(c) === raw) ?? raw); } },
        spec.choices.map((c) => h('option', { value: String(c), selected: c === cur }, String(c) + (c === spec.default ? ' (default)' : ''))));
    } else if (typeof spec.default === 'boolean') {
      input = h('input', { type: 'checkbox', id: `opt-${name}`, checked: cur === true, onchange: (e: Event) => change((e.target as HTMLInputElement).checked) });
    } else if (typeof spec.default === 'number') {
      input = h('input', { type: 'number', id: `opt-${name}`, value: String(cur), onchange: (e: Event) => change(Number((e.target as HTMLInputElement).value)) });
    } else {
      input = h('input', { type: 'text', id: `opt-${name}`, value: String(cur), onchange: (e: Event) => change((e.target as HTMLInputElement).value) });
    }
    form.append(h('label', { for: `opt-${name}` }, name), h('div', {}, input), h('div', { class: 'optdoc' }, spec.doc, spec.clause ? [' ', h('code', { class: 'rule' }, spec.clause)] : null));
  }
  el.replaceChildren(form);
}

function parseArg(s: Session, text: string): unknown {
  const t = text.trim();
  if (t === '') return undefined;
  if (s.scenario.figures && t in s.scenario.figures) return t;
  if (/^-?\d+(\.\d+)?(\s*,\s*-?\d+(\.\d+)?){1,2}$/.test(t)) return t.split(',').map((x) => Number(x.trim()));
  return E.parseValue(t);
}

function renderAnyQuestion(): void {
  const el = $('#anyform');
  const s = session();
  if (!s) {
    el.replaceChildren();
    return;
  }
  const names = Object.keys(s.ruleset.questions);
  if (!names.length) {
    el.replaceChildren(h('p', { class: 'muted' }, 'This ruleset answers no questions yet.'));
    return;
  }
  const cur = (el.dataset.q && names.includes(el.dataset.q)) ? el.dataset.q : names[0]!;
  const def = s.ruleset.questions[cur]!;
  const sel = h('select', { id: 'anyq-name', onchange: (e: Event) => { el.dataset.q = (e.target as HTMLSelectElement).value; renderAnyQuestion(); } },
    names.map((n) => h('option', { value: n, selected: n === cur }, n)));
  const form = h('form', { class: 'kv' });
  const fill = [state.selected, state.target?.figure ?? (state.target?.at ? state.target.at.join(',') : undefined)];
  def.positional.forEach((arg, i) => form.append(h('label', { for: `aq-${arg}` }, arg), h('input', { type: 'text', id: `aq-${arg}`, name: arg, value: fill[i] ?? '', placeholder: 'figure id, x,y or a value' })));
  form.append(h('label', { for: 'aq-more' }, 'more'), h('input', { type: 'text', id: 'aq-more', name: '__more', placeholder: 'other arguments as JSON, e.g. {"budget": 4}' }));
  form.append(h('span', {}), h('div', { class: 'actions' }, h('button', { type: 'submit', class: 'primary' }, 'Ask')));
  form.addEventListener('submit', (e) => {
    e.preventDefault();
    const q: Question = { ask: cur };
    for (const input of form.querySelectorAll('input')) {
      if (input.name === '__more') {
        const more = E.parseValue(input.value);
        if (more && typeof more === 'object') Object.assign(q, more);
        else if (more !== undefined) return toast('“more” must be a JSON object, like {"budget": 4}');
      } else {
        const v = parseArg(s, input.value);
        if (v !== undefined) q[input.name] = v;
      }
    }
    if (state.mode !== 'ask') setMode('ask');
    askAny(q);
  });
  el.replaceChildren(h('div', { class: 'muted' }, def.doc), h('label', {}, 'Question ', sel), form);
}

function renderLog(): void {
  const el = $('#log');
  const d = state.doc;
  ($('#undo') as HTMLButtonElement).disabled = !d?.canUndo();
  ($('#redo') as HTMLButtonElement).disabled = !d?.canRedo();
  if (!d) {
    el.replaceChildren();
    return;
  }
  const items = d.entries.map((e, i) => h('li', {
    class: i === d.index ? 'cur' : i > d.index ? 'future' : '', title: 'Go back to this point', onclick: () => { try { d.goto(i); } catch (err) { toast(errorText(err)); } },
  }, h('span', { class: 'kind' }, e.kind), e.label));
  el.replaceChildren(h('h2', {}, 'Moves and edits'), h('ol', { id: 'loglist' }, items), h('div', { class: 'actions' },
    h('button', { onclick: () => undo(), disabled: !d.canUndo() }, '↶ Undo'), h('button', { onclick: () => redo(), disabled: !d.canRedo() }, '↷ Redo')));
  const list = el.querySelector('ol');
  list?.querySelector('.cur')?.scrollIntoView({ block: 'nearest' });
}

function renderAll(): void {
  renderMapInfo();
  renderAnswers();
  renderEditor();
  renderOptions();
  renderAnyQuestion();
  renderLog();
  renderHint();
  draw();
}

// ---- undo / redo ------------------------------------------------------------------------------

function undo(): void {
  const t0 = performance.now();
  try {
    if (state.doc?.undo()) timings.push({ what: 'undo', ms: performance.now() - t0 });
  } catch (e) {
    toast(errorText(e));
  }
}

function redo(): void {
  try {
    state.doc?.redo();
  } catch (e) {
    toast(errorText(e));
  }
}

// ---- toolbar ------------------------------------------------------------------------------------

function wire(): void {
  $('#open').addEventListener('click', () => ($('#file') as HTMLInputElement).click());
  $('#file').addEventListener('change', async (e) => {
    const input = e.target as HTMLInputElement;
    const file = input.files?.[0];
    if (!file) return;
    try {
      const { session: s, notes } = await F.openFile(file, hexRuleset);
      openSession(s, `opened ${file.name}`, file.name);
      if (notes.length) toast(`Imported ${file.name} for ${s.ruleset.id}, with ${notes.length} note${notes.length === 1 ? '' : 's'} on pieces it adapted (in the map's description, under the title).`, true);
      ($('#example') as HTMLSelectElement).value = '';
      F.autosave({ file: state.doc!.file, index: state.doc!.index, entries: state.doc!.entries });
    } catch (err) {
      toast(errorText(err));
    } finally {
      input.value = '';
    }
  });
  $('#save').addEventListener('click', () => {
    const d = state.doc;
    if (!d) return;
    F.download(F.saveName(d.scenario, d.file), F.scenarioText(d.scenario));
  });
  for (const as of ['hsc', 'json'] as const) {
    $(`#export-${as}`).addEventListener('click', () => {
      const d = state.doc;
      if (!d) return;
      try {
        const out = F.exportMap(d.scenario, d.file, as);
        F.download(out.name, out.data, out.type);
        toast(out.notes.length ? `${out.name}: ${out.notes.join('; ')}` : `${out.name} written`, !out.notes.length);
      } catch (err) {
        toast(errorText(err));
      }
    });
  }
  $('#pieces').addEventListener('click', () => {
    const d = state.doc;
    if (!d) return;
    try {
      toast(F.piecesText(d.scenario).join('\n'), true);
    } catch (err) {
      toast(errorText(err));
    }
  });
  $('#share').addEventListener('click', async () => {
    const d = state.doc;
    if (!d) return;
    const hash = await F.shareHash(d.scenario);
    const url = `${location.origin}${location.pathname}${hash}`;
    let copied = false;
    try {
      await navigator.clipboard.writeText(url);
      copied = true;
    } catch {
      /* no clipboard: show the link */
    }
    const box = h('input', { class: 'sharebox', readonly: true, value: url, id: 'sharelink' });
    toast(copied ? 'Link copied: whoever opens it sees this map.' : 'Copy this link: whoever opens it sees this map.', true, box);
    (box as HTMLInputElement).select();
  });
  $('#new').addEventListener('click', () => {
    const s = session();
    const rs = s?.ruleset ?? rulesets[0];
    if (!rs) return toast('No ruleset in this build.');
    const [w, hh] = rs.grid === 'table' ? [36, 36] : [12, 10];
    try {
      openSession(loadScenarioObject(E.blankScenario(rs, w, hh), 'new.yaml'), `new ${rs.id} map`, 'new.yaml');
      setMode('edit');
      F.autosave({ file: state.doc!.file, index: 0, entries: state.doc!.entries });
    } catch (e) {
      toast(errorText(e));
    }
  });
  for (const b of document.querySelectorAll<HTMLButtonElement>('#views button')) b.addEventListener('click', () => void setView(b.dataset.view as '2d' | '3d'));
  for (const b of document.querySelectorAll<HTMLButtonElement>('#modes button')) b.addEventListener('click', () => setMode(b.dataset.mode as 'ask' | 'edit'));
  $('#undo').addEventListener('click', () => undo());
  $('#redo').addEventListener('click', () => redo());
  $('#zin').addEventListener('click', () => top.zoomBy(1.4));
  $('#zout').addEventListener('click', () => top.zoomBy(1 / 1.4));
  $('#zfit').addEventListener('click', () => top.setZoom(1));
  document.addEventListener('keydown', (e) => {
    const t = e.target as HTMLElement;
    // typing in a text box keeps its own undo
    if (t && (t.tagName === 'TEXTAREA' || (t.tagName === 'INPUT' && /^(text|number|search|)$/.test((t as HTMLInputElement).type)))) return;
    const k = e.key.toLowerCase();
    if ((e.ctrlKey || e.metaKey) && k === 'z') {
      e.preventDefault();
      if (e.shiftKey) redo();
      else undo();
    } else if ((e.ctrlKey || e.metaKey) && k === 'y') {
      e.preventDefault();
      redo();
    } else if (k === 'escape') {
      if (state.mode === 'ask') clearSelection();
      else {
        state.editFigure = undefined;
        renderEditor();
        draw();
      }
    } else if (k === 'enter' && state.mode === 'ask' && moveVerdict()) doMove();
  });
}

// ---- start ------------------------------------------------------------------------------------

async function start(): Promise<void> {
  fillExamples();
  wire();
  wireSmallScreen();
  registerOffline();
  // 1. a shared link
  if (location.hash.startsWith('#map=')) {
    try {
      const data = await F.fromHash(location.hash);
      openSession(loadScenarioObject(data, 'shared link'), 'opened a shared link', 'shared.yaml');
      history.replaceState(null, '', location.pathname + location.search);
      F.autosave({ file: state.doc!.file, index: 0, entries: state.doc!.entries });
      return;
    } catch (e) {
      toast(`The shared link could not be opened: ${errorText(e)}`);
    }
  }
  // 2. the autosaved map
  const saved = F.restore();
  if (saved) {
    try {
      const s = loadScenarioObject(saved.entries[saved.index]!.scenario, saved.file);
      openSession(s, saved.entries[0]!.label, saved.file);
      state.doc!.restore(saved.entries, saved.index, saved.file);
      const ex = EXAMPLES.find((x) => `examples/${x.id}` === saved.file);
      if (ex) ($('#example') as HTMLSelectElement).value = ex.id;
      return;
    } catch {
      F.forgetAutosave();
    }
  }
  // 3. the first example that loads, City of Peril first
  const order = [...EXAMPLES].sort((a, b) => Number(b.ruleset === 'city-of-peril') - Number(a.ruleset === 'city-of-peril'));
  for (const ex of order) {
    if (!rulesets.some((r) => r.id === ex.ruleset)) continue;
    try {
      openSession(loadScenario(ex.text, `examples/${ex.id}`), `opened ${ex.id}`, `examples/${ex.id}`);
      ($('#example') as HTMLSelectElement).value = ex.id;
      return;
    } catch {
      /* next */
    }
  }
  renderAll();
  renderHint();
  renderMapInfo();
}

void start();
// fetch the 3-D view's code (three.js) while the page is idle, so the first switch to 3-D is quick
idle(() => void warm3d());

/**
 * Get the 3-D view ready behind the top-down one while the page is idle: its code, its graphics
 * context and shaders, and the scene of a hex map (the maps it is most wanted for), so the first
 * switch to 3-D only draws.
 */
async function warm3d(): Promise<void> {
  const view = await ensure3d();
  const s = session();
  if (s && s.ruleset.grid === 'hex' && state.view === '2d') {
    view.show(s, undefined, {}, top.colours);
    view.resetCamera();
    // draw once now: the first frame compiles the shaders and fills the buffers, the slow part
    view.renderAndWait();
  }
}
