/**
 * The highground app: open a map, point at figures and places to ask the ruleset's questions, play
 * moves out, edit the map. Everything runs in the browser on the library's public API.
 *
 * One store: the state (store.ts) changes only through `dispatch(action)`, which runs the pure
 * `update` and then draws what changed: the panels (panels.ts) and the views render from the state.
 */
import './style.css';
import { ask, figureFootprint, getRuleset, loadScenario, loadScenarioObject, type PieceSpec, type Scenario, type Session, type Verdict } from 'highground/core';
import { $, h } from './dom.js';
import { EXAMPLES } from './examples.js';
import * as E from './edits.js';
import * as F from './files.js';
import { showArg } from './questions.js';
import { TopView, type MapPointer, type Marks } from './view2d.js';
import type { View3D } from './view3d.js';
import type { AnalysisPanel, HeatCell } from './analysis.js';
import { errorText, initialState, moveVerdict, update, type Action, type AppState } from './store.js';
import { aimedFrom, effectiveTools, renderAnswers, renderEditor, renderHint, renderLog, renderMapInfo, renderOptions, type Ctx } from './panels.js';
import { cannotStand, newFigure } from './game.js';
import { moved, pieceIndex, renderBalanceBadge, withPiece } from './pieces.js';
import { GAME_IDS, GAMES, gameLoaded, loadGames } from './rules.js';
import { drawing, loadDrawing } from './lazy.js';

/** Run when the page is idle (or after `timeout` ms at the latest: a busy machine has few idle moments). */
function idle(f: () => void, timeout = 3000): void {
  const ric = (window as unknown as { requestIdleCallback?: (f: () => void, o?: { timeout: number }) => void }).requestIdleCallback;
  if (ric) ric(f, { timeout });
  else setTimeout(f, Math.min(timeout, 1200));
}

let state: AppState = initialState;
const timings: { what: string; ms: number }[] = [];

/** Note how long an interaction's main-thread work took (for tests and `npm run bench:app`, which finds the mark in a trace). */
function timing(what: string, ms: number): void {
  timings.push({ what, ms });
  performance.mark(`hg:${what}`);
}

const top = new TopView($('#view2d'), (p) => onPointer(p), (t) => ($('#status').textContent = t));
top.onDrawn = (ms) => timing('map-drawn', ms);
top.costs = () => state.reach?.cells;
// in Ask & move a figure is dragged to preview and play a move
top.canGrab = (p) => (state.mode === 'ask' ? p.figure !== undefined : p.piece !== undefined && !state.doc?.session.board && !state.tools.tool.startsWith('fig-'));
let v3: View3D | undefined;
let heat: HeatCell[] | undefined;
/** The map analysis panel: its summary now, its code (analysis.ts, the library's analysis) when first opened. */
let analysis: AnalysisPanel | undefined;
{
  const el = h('details', { id: 'analysis' }, h('summary', {}, 'Map analysis')) as HTMLDetailsElement;
  $('#side').insertBefore(el, $('#side').querySelector('#anyq'));
  const open = async (): Promise<void> => {
    if (!el.open || analysis) return;
    el.removeEventListener('toggle', open);
    const { AnalysisPanel } = await import('./analysis.js');
    analysis = new AnalysisPanel(el, () => state.doc?.session, (cells) => { heat = cells; v3?.setHeat(cells); });
    analysis.afterDraw();
  };
  el.addEventListener('toggle', open);
}

/** Change the state and draw what changed. */
function dispatch(a: Action): void {
  const prev = state;
  state = update(prev, a);
  if (state !== prev) render(state, prev);
}

// for tests and the curious: the state, the last interactions' times
// what the browser tests reach of the library: named, not the whole module (that would keep every export of
// highground/core in the first chunk)
const library = { ask, figureFootprint, loadScenario, loadScenarioObject };
(window as unknown as { __hg: unknown }).__hg = { timings, get state() { return state; }, dispatch, top, library, games: () => GAME_IDS.filter(gameLoaded), get v3() { return v3; }, setView: (v: '2d' | '3d') => setView(v) };

// ---- messages -----------------------------------------------------------------------------------

let toastTimer = 0;
/** The any-question form's code: loaded when its fold is first opened (it is out of the first load). */
let askform: typeof import('./askform.js') | undefined;

function openAskForm(): void {
  if (askform || !($('#anyq') as HTMLDetailsElement).open) return;
  import('./askform.js').then((m) => {
    askform = m;
    m.renderAnyQuestion($('#anyform'), state, ctx);
  }).catch((e) => toast(`The question form did not load: ${errorText(e)}`));
}

function toast(msg: string, ok = false, extra?: HTMLElement): void {
  const t = $('#toast');
  t.replaceChildren(msg, ...(extra ? [extra] : []), h('button', { onclick: () => (t.hidden = true) }, 'OK'));
  t.className = ok ? 'ok' : '';
  t.hidden = false;
  placeToast(t);
  clearTimeout(toastTimer);
  toastTimer = window.setTimeout(() => (t.hidden = true), ok ? 5000 : 9000);
}

/** What a finger may press over the map's top on a phone: the header, the hint's buttons, the zoom and the legend. */
const TOP_CONTROLS = 'header.top, #hint, #stage .zoom, .hg-legend2d > summary, .hg-legend3d > summary';

/**
 * On a phone the toast sat over the header (the menu button, the map's choice) and the zoom buttons until OK
 * was pressed. It now stands above the sheet, below every control over the map's top (`--toast-top`, read
 * here as the header may wrap and the hint grow) and above the map's status line (`--toast-lift`), over the
 * map's picture only; when the sheet is pulled up so far that the toast has no room there, the sheet goes back
 * to its peek.
 */
function placeToast(t: HTMLElement): void {
  if (!PHONE()) return;
  const bottoms = [...document.querySelectorAll<HTMLElement>(TOP_CONTROLS)].map((e) => e.getBoundingClientRect()).filter((r) => r.height > 0).map((r) => r.bottom);
  const top = Math.ceil(Math.max(0, ...bottoms)) + 8;
  // the map's status line and balance meter, just above a peeking sheet, are read while the toast is up: it stays above them
  const lines = [...document.querySelectorAll<HTMLElement>('#status, #balance-badge')].map((e) => e.getBoundingClientRect()).filter((r) => r.height > 0);
  const lift = (sheet: number) => Math.ceil(Math.max(0, ...lines.filter((r) => r.bottom <= sheet + 1).map((r) => sheet - r.top)));
  let sheet = $('#side').getBoundingClientRect().top;
  if (t.scrollHeight > sheet - 8 - lift(sheet) - top && peek < SHEET_UP) {
    // at once, not slid: for the slide's length the toast stood over the sheet's top
    setSheet(peek, false);
    sheet = innerHeight * (1 - peek / 100);
  }
  document.documentElement.style.setProperty('--toast-top', `${top}px`);
  document.documentElement.style.setProperty('--toast-lift', `${lift(sheet)}px`);
}

const ctx: Ctx = {
  dispatch,
  edit(next, label, merge, then) {
    const s = state.doc?.session;
    if (!s) return;
    let scenario: Scenario;
    try {
      scenario = next(s);
    } catch (e) {
      if (!(merge && state.strokeError)) toast(`Not applied: ${errorText(e)}`);
      return;
    }
    dispatch({ type: 'change', scenario, label, merge, then });
  },
  get colours() { return top.colours; },
  touch: typeof matchMedia === 'function' && matchMedia('(pointer: coarse)').matches,
  get phone() { return PHONE(); },
  pickFigure: (id, shift) => onPointer({ phase: 'click', figure: id, shift }),
  toast: (t, ok) => toast(t, ok),
  viewCentre: () => top.tableCentre(),
  ready: (...games) => ready(...games),
};

// ---- drawing what changed -----------------------------------------------------------------------

/**
 * What the side panels (the map's title and figures, the editor, the options, the question form) are drawn
 * from besides the selection and the tools: the ruleset, the map's size and title, its options and figures,
 * and a table map's pieces. Painting a place of a grid map changes none of it, so the panels stay as they
 * are: drawing them again laid the whole page out to keep the focus, a third of an edit on the largest map.
 */
const panelKeys = new WeakMap<Session, string>();
function panelKey(session: Session | undefined): string {
  if (!session) return '';
  let k = panelKeys.get(session);
  if (k === undefined) {
    const sc = session.scenario;
    const b = session.board;
    k = JSON.stringify([session.ruleset.id, sc.title, sc.description, sc.options ?? {}, sc.figures ?? {}, b ? [sc.map.grid, b.width, b.height] : sc.map]);
    panelKeys.set(session, k);
  }
  return k;
}

function render(s: AppState, p: AppState): void {
  const session = s.doc?.session;
  const newMap = s.doc?.entries[0] !== p.doc?.entries[0] || s.doc?.file !== p.doc?.file;
  const mapChanged = session !== p.doc?.session;
  // the panels' closures read the map as it is when used (Ctx.edit's `now`), so skipping them is safe
  const panelsChanged = mapChanged && panelKey(session) !== panelKey(p.doc?.session);
  if (newMap) top.newDocument();
  if (s.mode !== p.mode) {
    for (const b of document.querySelectorAll<HTMLButtonElement>('#modes button')) {
      b.classList.toggle('on', b.dataset.mode === s.mode);
      b.setAttribute('aria-selected', String(b.dataset.mode === s.mode));
    }
    $('#editor').hidden = s.mode !== 'edit';
    $('#answers').hidden = s.mode !== 'ask';
  }
  if (panelsChanged || s.mode !== p.mode || s.selected !== p.selected || s.editFigure !== p.editFigure) renderMapInfo($('#mapinfo'), s, ctx);
  if (mapChanged || s.mode !== p.mode || s.answers !== p.answers || s.open !== p.open || s.selected !== p.selected || s.reach !== p.reach || s.target !== p.target || s.aim !== p.aim || s.aimCorner !== p.aimCorner) {
    // on a phone the sheet shows the new answer from its top
    if (PHONE()) $('#side').scrollTop = 0;
    renderAnswers($('#answers'), s, ctx);
  }
  if (panelsChanged || s.mode !== p.mode || s.tools !== p.tools || s.editFigure !== p.editFigure) renderEditor($('#editor'), s, ctx);
  if (mapChanged || s.mode !== p.mode) renderBalanceBadge($('#balance-badge'), session, s.mode === 'edit');
  if (panelsChanged) renderOptions($('#optform'), s, ctx);
  if (askform && (panelsChanged || s.selected !== p.selected || s.target !== p.target || (s.answers !== p.answers && (askform.askedHere(s) || askform.askedHere(p))))) askform.renderAnyQuestion($('#anyform'), s, ctx);
  if (s.doc !== p.doc) renderLog($('#log'), s, ctx);
  renderHint($('#hint'), s, ctx);
  if (mapChanged || s.mode !== p.mode || s.answers !== p.answers || s.open !== p.open || s.reach !== p.reach || s.target !== p.target || s.selected !== p.selected || s.editFigure !== p.editFigure || s.preview !== p.preview || s.tools.tool !== p.tools.tool || s.seen !== p.seen || s.aim !== p.aim || s.aimCorner !== p.aimCorner) draw(s);
  if (s.notice && s.notice !== p.notice) toast(s.notice.text, s.notice.ok);
  if (s.doc && s.doc !== p.doc) scheduleAutosave();
  if (mapChanged && session) scheduleWarmUp();
  if (newMap && session) {
    $('#status').textContent = '';
    if (v3) v3.resetCamera();
  }
  // a new map only: rebuilding the 3-D scene after every edit kept the page busy for most of a second on
  // big maps, in the way of the next tap (the 3-D view draws the current map when it is shown anyway)
  if (newMap && session?.ruleset.grid === 'hex' && s.view === '2d') idle(() => void warm3d());
}

function renderAll(): void {
  render(state, { ...initialState, mode: state.mode === 'ask' ? 'edit' : 'ask' });
}

function drawnVerdict(s: AppState): Verdict | undefined {
  const pv = s.preview;
  if (pv) {
    const v = pv.move?.verdict;
    const cells = (pv.seen ?? []).map((c) => ({ at: [c.at[0], c.at[1]] as [number, number] }));
    return { ...(v ?? { reasons: [] }), evidence: { ...(v?.evidence ?? {}), cells } } as Verdict;
  }
  const a = s.answers[s.open];
  if (a?.verdict) return a.verdict;
  if (s.reach?.asked.verdict && !s.target) {
    const v = s.reach.asked.verdict;
    if (v.evidence?.cells?.length) return v;
    return { ...v, evidence: { ...(v.evidence ?? {}), cells: [...s.reach.cells] } };
  }
  return undefined;
}

function marks(s: AppState): Marks {
  // aiming on a square map: the corners of the figure's space the area may start from, the one in use marked
  const session = s.doc?.session;
  const from = s.aimCorner ?? aimedFrom(s);
  const corners = s.mode === 'ask' && s.selected && s.aim && session?.board?.grid === 'square'
    ? drawing.aimCorners(session, s.selected).map((at) => ({ at, chosen: from !== undefined && at[0] === from[0] && at[1] === from[1] }))
    : undefined;
  return {
    corners,
    selected: s.mode === 'ask' ? s.selected : s.editFigure,
    target: s.target?.figure,
    seen: s.target ? undefined : s.seen,
    unseen: s.target ? undefined : s.unseen,
    cell: s.preview?.at ?? s.target?.at,
    preview: s.preview !== undefined,
  };
}

function draw(s: AppState = state): void {
  const session = s.doc?.session;
  if (!session) return;
  const v = drawnVerdict(s);
  // one finger pans the map unless it is painting
  top.dragPans = s.mode === 'ask' || s.tools.tool.startsWith('fig-') || !session.board;
  top.show(session, v, marks(s));
  if (s.view === '3d') v3?.show(session, v, marks(s), top.colours);
  for (const dot of document.querySelectorAll<HTMLElement>('#mapinfo .chip')) {
    const c = top.colours.get(dot.dataset.chip ?? '');
    const d = dot.querySelector<HTMLElement>('.dot');
    if (c && d) d.style.background = c;
  }
  analysis?.afterDraw();
  if (PHONE() && s.view === '2d') requestAnimationFrame(fitSheet);
}

// ---- warming up --------------------------------------------------------------------------------

/**
 * The first tap of each kind was the slowest on a big map (on the largest shared map: a first pair 56 ms
 * of main thread, a first edit 57, against 21-35 afterwards): V8 compiles a function the first time it
 * runs, and the first answer of a game runs its questions, the renderer's evidence and the patch of a
 * changed place for the first time. So once per game, in idle moments after a map of it opens, the app
 * does that work off the page and throws it away: a selection and a pair asked through the store's pure
 * `update` (once the map has two figures), their pictures written and read (TopView.warm), the pair's
 * answers built into a detached box (the answer detail and its side view), an edit of
 * one place loaded, patched off the page and undone. Each step is a short task of its own, so a tap in
 * between is answered at once.
 */
const warmed = new Set<string>();
let warming = false;
/**
 * The longest a warm-up step waits for an idle moment: on a loaded machine (the benchmark's, 8 jobs on 2
 * cores) idle moments were rare, the steps waited the 3 s default each, and the first pair asked a second
 * after two figures were added still ran cold (66 ms against 17). Each step is one short task.
 */
const WARM_WAIT = 250;

function scheduleWarmUp(): void {
  if (warming) return;
  const session = state.doc?.session;
  if (!session) return;
  const id = session.ruleset.id;
  const steps: (() => void)[] = [];
  const figs = Object.keys(session.scenario.figures ?? {});
  if (!warmed.has(`ask ${id}`) && figs.length >= 2 && session.ruleset.questions.sight) {
    let s = update({ ...state, mode: 'ask' }, { type: 'deselect' });
    steps.push(() => {
      warmed.add(`ask ${id}`);
      s = update(s, { type: 'select', figure: figs[0]! });
    });
    steps.push(() => top.warm(session, drawnVerdict(s)));
    steps.push(() => (s = update(s, { type: 'ask-pair', figure: figs[1]! })));
    steps.push(() => top.warm(session, drawnVerdict(s)));
    // the pair's answers as the panel shows them (the detail, its side view, the outcomes), into a detached
    // box: the first pair on the largest map was still 51 ms cold, 20 warm, from the panel's first run
    steps.push(() => renderAnswers(document.createElement('section'), s, ctx));
  }
  const b = session.board;
  if (!warmed.has(`edit ${id}`) && b) {
    const spot = b.places.find((p) => p.surfaces.length && !p.surfaces[p.surfaces.length - 1]!.obstacle);
    if (spot) {
      let s = state;
      const at = [spot.x, spot.y] as [number, number];
      steps.push(() => {
        warmed.add(`edit ${id}`);
        s = update(s, { type: 'change', scenario: E.setLevel(session, at, (l) => l + 1), label: 'warm-up' });
      });
      steps.push(() => {
        if (s.doc?.session !== session) top.warm(session, undefined, { next: s.doc!.session, at });
      });
      steps.push(() => void update(s, { type: 'undo' }));
    }
  }
  if (!steps.length) return;
  warming = true;
  const next = (): void => {
    const step = steps.shift();
    if (!step || state.doc?.session !== session) {
      // the map changed meanwhile: start again from the new one
      warming = false;
      if (step) scheduleWarmUp();
      return;
    }
    try {
      step();
    } catch {
      /* a warm-up that fails changes nothing: the real tap says what is wrong */
      steps.length = 0;
    }
    idle(next, WARM_WAIT);
  };
  idle(next, WARM_WAIT);
}

// ---- opening maps -------------------------------------------------------------------------------

function openSession(s: Session, label: string, file: string): void {
  dispatch({ type: 'open', session: s, label, file });
}

/**
 * Wait for what opening a map of these games needs: their code (each game a chunk of its own, rules.ts)
 * and the renderer (lazy.ts), with "loading rules…" on the status line while it is fetched.
 */
async function ready(...games: (string | undefined)[]): Promise<void> {
  const status = $('#status');
  const wait = Promise.all([loadGames(...games), loadDrawing()]);
  let shown = false;
  // a game already in the page resolves in a microtask: no flash of the loading line
  const timer = window.setTimeout(() => {
    shown = true;
    status.textContent = 'loading rules…';
    document.body.dataset.loading = 'rules';
  }, 0);
  try {
    await wait;
  } finally {
    clearTimeout(timer);
    delete document.body.dataset.loading;
    if (shown && status.textContent === 'loading rules…') status.textContent = '';
  }
}

/** Open an example map (false when it could not be: said in a toast unless `quiet`). */
async function openExample(id: string, quiet = false): Promise<boolean> {
  const ex = EXAMPLES.find((e) => e.id === id);
  if (!ex) return false;
  try {
    const [scenario] = await Promise.all([ex.scenario(), ready(ex.ruleset)]);
    openSession(loadScenarioObject(scenario, `examples/${ex.id}`), `opened ${ex.id}`, `examples/${ex.id}`);
    ($('#example') as HTMLSelectElement).value = id;
    return true;
  } catch (e) {
    if (!quiet) toast(errorText(e));
    return false;
  }
}

function fillExamples(): void {
  const sel = $('#example') as HTMLSelectElement;
  sel.replaceChildren(h('option', { value: '' }, 'Choose an example map…'));
  const byRuleset = new Map<string, typeof EXAMPLES[number][]>();
  for (const e of EXAMPLES) byRuleset.set(e.ruleset, [...(byRuleset.get(e.ruleset) ?? []), e]);
  for (const [rs, list] of byRuleset) {
    const game = GAMES[rs];
    const g = h('optgroup', { label: game ? game.title : `${rs} (not in this build)` });
    for (const e of list) g.append(h('option', { value: e.id, disabled: !game }, e.name));
    sel.append(g);
  }
  sel.addEventListener('change', () => {
    if (sel.value) void openExample(sel.value);
  });
}

function saved(): F.Saved | undefined {
  const d = state.doc;
  return d ? { file: d.file, index: d.index, entries: d.entries.map((e) => ({ scenario: e.scenario, label: e.label, kind: e.kind })) } : undefined;
}

let saveTimer = 0;
/** Save soon, off the interaction's clock (a reload within the moment still finds the last save). */
function scheduleAutosave(): void {
  clearTimeout(saveTimer);
  saveTimer = window.setTimeout(() => {
    const x = saved();
    if (x) F.autosave(x);
  }, 150);
}
window.addEventListener('pagehide', () => {
  const x = saved();
  if (x) F.autosave(x);
});

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

/**
 * The sheet's peeking height now: at least SHEET_PEEK, more when the map's picture (as wide as the screen)
 * is shorter than the space above the sheet, so no empty band lies between the map and the sheet.
 */
let peek = SHEET_PEEK;

function setSheet(vh: number, animate = true): void {
  const side = $('#side');
  side.classList.toggle('dragging', !animate);
  // on the page's root: the sheet and the toast (kept clear of it) both read it
  document.documentElement.style.setProperty('--sheet', `${vh}dvh`);
  $('#grab').setAttribute('aria-expanded', vh > peek + 5 ? 'true' : 'false');
  $('#grab').setAttribute('aria-label', vh > peek + 5 ? 'Push the answers down' : 'Pull up the answers');
}

let fitted = '';
/**
 * Fit the phone layout to the map's height as well as its width: a map wider than the screen's shape
 * left a band of 100 px and more empty under its picture, above the sheet. The sheet's peek grows into
 * that band (up to 60 % of the screen), so the map fills the free height between the tools and the
 * sheet and the answers get the rest. Reads the layout only when the picture's shape or the screen changed.
 */
function fitSheet(): void {
  const svg = document.querySelector<SVGSVGElement>('#view2d svg');
  const vb = (svg?.getAttribute('viewBox') ?? '').split(/[\s,]+/).map(Number);
  if (!PHONE() || state.view !== '2d' || vb.length < 4 || !(vb[2]! > 0) || !(vb[3]! > 0)) return;
  const key = `${vb[2]} ${vb[3]} ${innerWidth} ${innerHeight}`;
  if (key === fitted) return;
  fitted = key;
  const box = $('#view2d').getBoundingClientRect();
  const picture = (box.width * vb[3]!) / vb[2]!;
  const next = Math.min(60, Math.max(SHEET_PEEK, ((innerHeight - box.top - picture) / innerHeight) * 100));
  if (Math.abs(next - peek) < 0.2) return;
  const was = parseFloat(getComputedStyle($('#side')).getPropertyValue('--sheet'));
  const peeking = !Number.isFinite(was) || Math.abs(was - peek) < 0.5;
  peek = next;
  document.documentElement.style.setProperty('--sheet-peek', `${next}dvh`);
  if (peeking) setSheet(next);
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
    return Number.isFinite(v) ? v : peek;
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
    if (!moved) setSheet(v > peek + 5 ? peek : SHEET_UP);
    else setSheet(v > (peek + SHEET_UP) / 2 ? SHEET_UP : v < peek - 8 ? 14 : peek);
  });
  grab.addEventListener('keydown', (e) => {
    if (e.key === 'Enter' || e.key === ' ') {
      e.preventDefault();
      setSheet(current() > peek + 5 ? peek : SHEET_UP);
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

/** The figure being dragged to a new place (ask mode), if any. */
let dragging: string | undefined;
let previewWanted: { figure?: string | undefined; at?: readonly number[] | undefined } | undefined;
let previewFrame = 0;

/** Ask for a preview on the next frame: many pointer moves between frames cost one preview. */
function wantPreview(figure: string | undefined, at: readonly number[] | undefined): void {
  previewWanted = { figure, at };
  if (previewFrame) return;
  previewFrame = requestAnimationFrame(() => {
    previewFrame = 0;
    const w = previewWanted;
    previewWanted = undefined;
    if (!w) return;
    const t0 = performance.now();
    dispatch({ type: 'preview', figure: w.figure, at: w.at });
    if (w.at) timing('preview', performance.now() - t0);
  });
}

function onPointer(p: MapPointer): void {
  const s = state.doc?.session;
  if (!s) return;
  const t0 = performance.now();
  let what = '';
  if (state.mode === 'ask') what = askPointer(p, s);
  else what = editPointer(p, s);
  if (what) timing(what, performance.now() - t0);
}

function askPointer(p: MapPointer, s: Session): string {
  const at = p.cell ?? p.point;
  if (p.phase === 'down') {
    // a press on an aiming corner picks it on the click; it drags nothing
    dragging = p.corner ? undefined : p.figure;
    return '';
  }
  if (p.phase === 'enter' && dragging) {
    const f = s.scenario.figures?.[dragging];
    if (!f || !at) return '';
    if (state.selected !== dragging) dispatch({ type: 'select', figure: dragging });
    wantPreview(dragging, at);
    return '';
  }
  if (p.phase === 'up') {
    const id = dragging;
    dragging = undefined;
    const f = id ? s.scenario.figures?.[id] : undefined;
    if (id && f && p.moved && !at) {
      // dragged off the map (the press ends as the pointer leaves it): no move, and the preview of the last
      // place passed over goes with it (it stood there saying "drop it to play the move" after the drop)
      cancelAnimationFrame(previewFrame);
      previewFrame = 0;
      previewWanted = undefined;
      dispatch({ type: 'preview' });
      dispatch({ type: 'notice', text: `${id} was dragged off the map, so it stays at ${showArg(f.at)}: drop it on a place to move it there.` });
      return 'drop';
    }
    if (!id || !f || !at || (f.at[0] === at[0] && f.at[1] === at[1])) return '';
    cancelAnimationFrame(previewFrame);
    previewFrame = 0;
    top.swallowNextClick();
    dispatch({ type: 'drop', figure: id, at });
    return 'drop';
  }
  if (p.phase === 'hover') {
    // no move preview while aiming an area: a tap aims it
    if (!state.selected || !at || p.figure || state.aim) {
      if (state.preview) wantPreview(undefined, undefined);
      return '';
    }
    wantPreview(state.selected, at);
    return '';
  }
  if (p.phase !== 'click') return '';
  if (p.corner && state.selected && state.aim) return dispatch({ type: 'aim-corner', corner: p.corner }), 'corner';
  if (p.figure && !(state.selected && p.figure !== state.selected && p.shift)) {
    if (!state.selected) return dispatch({ type: 'select', figure: p.figure }), 'select';
    if (p.figure === state.selected) return dispatch({ type: 'deselect' }), 'deselect';
    return dispatch({ type: 'ask-pair', figure: p.figure }), 'pair';
  }
  if (state.selected && at) return dispatch({ type: 'ask-place', at }), 'place';
  if (!state.selected) $('#hint').replaceChildren(h('b', {}, 'Select a figure first: '), `${ctx.touch ? 'tap' : 'click'} one of the figures (or its name ${PHONE() ? 'below' : 'on the right'}).`);
  return '';
}

// ---- editing ----------------------------------------------------------------------------------

function editPointer(pointer: MapPointer, s: Session): string {
  let p = pointer;
  const t = effectiveTools(state);
  const tool = t.tool;
  const paint = tool === 'tile' || tool === 'raise' || tool === 'lower' || tool === 'level' || tool === 'terrain' || tool === 'feature' || tool === 'void';
  // the 3-D view gives clicks only: each one paints a single place
  if (paint && p.phase === 'click' && state.view === '3d') p = { ...p, phase: 'down' };
  if (paint && !s.board) return piecePointer(p, s);
  if (paint) {
    if (!s.board) {
      if (p.phase === 'click') toast('Painting works on square and hex maps; on a table, use the figure tools and rule options.');
      return '';
    }
    if (p.phase === 'down') dispatch({ type: 'stroke', phase: 'start' });
    if ((p.phase !== 'down' && p.phase !== 'enter') || !p.cell || !state.stroke) {
      if (p.phase === 'up' && state.stroke) dispatch({ type: 'stroke', phase: 'end' });
      return '';
    }
    const at = p.cell;
    const stroke = state.stroke;
    const where = `[${at.join(', ')}]`;
    switch (tool) {
      case 'tile':
        // one tile per press: a drag does not lay a trail of tiles
        if (p.phase === 'down') ctx.edit(() => E.setLevels(s, E.tileHexes(t.tileSize, at), (l) => l + 1), `land tile of ${t.tileSize} at ${where}`, stroke);
        break;
      case 'raise': ctx.edit(() => E.setLevel(s, at, (l) => l + 1), 'raise level', stroke); break;
      case 'lower': ctx.edit(() => E.setLevel(s, at, (l) => l - 1), 'lower level', stroke); break;
      case 'level': ctx.edit(() => E.setLevel(s, at, () => t.levelValue), `set level ${t.levelValue}`, stroke); break;
      case 'terrain': ctx.edit(() => E.setTerrain(s, at, t.terrainValue || null), t.terrainValue ? `paint ${t.terrainValue}` : 'clear terrain', stroke); break;
      case 'feature': {
        if (!t.featureKey) return '';
        const v = t.featureErase ? undefined : E.parseValue(t.featureValue);
        ctx.edit(() => E.setFeature(s, at, t.featureKey, v), t.featureErase || v === undefined ? `remove ${t.featureKey}` : `${t.featureKey} ${JSON.stringify(v)}`, stroke);
        break;
      }
      case 'void': ctx.edit(() => E.toggleVoid(s, at), `toggle hole at ${where}`, stroke); break;
    }
    return 'edit';
  }
  if (p.phase !== 'click') return '';
  const at = p.cell ?? p.point;
  switch (tool) {
    case 'fig-add': {
      if (!at || p.figure) return '';
      const why = cannotStand(s, at);
      if (why) {
        dispatch({ type: 'notice', text: `Not placed: ${why}.` });
        return 'edit';
      }
      const id = E.freeFigureId(s.scenario);
      ctx.edit(() => E.withFigure(s.scenario, id, newFigure(s, at, t.side)), `add figure ${id} at ${showArg(at)}`, undefined, { type: 'edit-figure', figure: id });
      return 'edit';
    }
    case 'fig-remove':
      if (p.figure) ctx.edit(() => E.withFigure(s.scenario, p.figure!, undefined), `remove figure ${p.figure}`);
      return 'edit';
    case 'fig-move':
      // tap a figure, then the place it should stand on (a phone's drag scrolls); the same figure again
      // (or Escape) puts it back down; a refused place keeps it in hand, with the reason
      if (p.figure && p.figure === state.editFigure) {
        dispatch({ type: 'edit-figure', figure: undefined });
        return 'pick';
      }
      if (p.figure && (!state.editFigure || !at)) {
        dispatch({ type: 'edit-figure', figure: p.figure });
        return 'pick';
      }
      if (state.editFigure && at) {
        const id = state.editFigure;
        const why = cannotStand(s, at, id);
        if (why) dispatch({ type: 'notice', text: `Not placed: ${why}.` });
        else ctx.edit(() => E.moveFigure(s.scenario, id, at), `place ${id} at ${showArg(at)}`, undefined, { type: 'edit-figure', figure: undefined });
      }
      return 'edit';
    case 'fig-edit':
      if (p.figure) dispatch({ type: 'edit-figure', figure: p.figure });
      return 'pick';
  }
  return '';
}

/** A piece being dragged on a table: which, from where, its shape then. */
let pieceDrag: { i: number; from: readonly number[]; shape: PieceSpec['shape']; stroke: string } | undefined;

function piecePointer(p: MapPointer, s: Session): string {
  const sc = s.scenario;
  if (sc.map.grid !== 'table') return '';
  if (p.phase === 'down') {
    const i = p.piece !== undefined ? pieceIndex(sc, p.piece) : -1;
    const piece = i >= 0 ? sc.map.pieces![i] : undefined;
    if (!piece || !p.point) return '';
    if (state.tools.piece !== i) dispatch({ type: 'tools', patch: { piece: i } });
    dispatch({ type: 'stroke', phase: 'start' });
    pieceDrag = { i, from: p.point, shape: piece.shape, stroke: state.stroke! };
    return 'pick';
  }
  if (p.phase === 'enter' && pieceDrag && p.point) {
    const d = pieceDrag;
    const dx = p.point[0] - d.from[0]!, dy = p.point[1] - d.from[1]!;
    const piece = state.doc!.scenario.map.grid === 'table' ? state.doc!.scenario.map.pieces?.[d.i] : undefined;
    if (!piece) return '';
    ctx.edit(() => withPiece(state.doc!.scenario, d.i, { ...piece, shape: moved(d.shape, dx, dy) }), `move ${piece.id ?? d.i}`, d.stroke);
    return 'edit';
  }
  if (p.phase === 'up' && pieceDrag) {
    pieceDrag = undefined;
    top.swallowNextClick();
    dispatch({ type: 'stroke', phase: 'end' });
  }
  return '';
}

// ---- views and modes ----------------------------------------------------------------------------

async function ensure3d(): Promise<View3D> {
  if (v3) return v3;
  const { View3D } = await import('./view3d.js');
  v3 = new View3D($('#view3d'), (p) => onPointer(p));
  return v3;
}

async function setView(view: '2d' | '3d'): Promise<void> {
  dispatch({ type: 'view', view });
  for (const b of document.querySelectorAll<HTMLButtonElement>('#views button')) {
    b.classList.toggle('on', b.dataset.view === view);
    b.setAttribute('aria-selected', String(b.dataset.view === view));
  }
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
  renderHint($('#hint'), state, ctx);
}

function setMode(mode: 'ask' | 'edit'): void {
  dispatch({ type: 'mode', mode });
}

// ---- undo / redo ------------------------------------------------------------------------------

function undo(): void {
  const t0 = performance.now();
  const before = state.doc?.index;
  dispatch({ type: 'undo' });
  if (state.doc?.index !== before) timing('undo', performance.now() - t0);
}

function redo(): void {
  dispatch({ type: 'redo' });
}

// ---- toolbar ------------------------------------------------------------------------------------

function wire(): void {
  $('#anyq').addEventListener('toggle', openAskForm);
  $('#open').addEventListener('click', () => ($('#file') as HTMLInputElement).click());
  $('#file').addEventListener('change', async (e) => {
    const input = e.target as HTMLInputElement;
    const file = input.files?.[0];
    if (!file) return;
    try {
      const { session: s, notes } = await (await import('./mapfiles.js')).openFile(file, ready);
      openSession(s, `opened ${file.name}`, file.name);
      if (notes.length) toast(`Imported ${file.name} for ${s.ruleset.id}, with ${notes.length} note${notes.length === 1 ? '' : 's'} on pieces it adapted (in the map's description, under the title).`, true);
      ($('#example') as HTMLSelectElement).value = '';
      F.autosave(saved()!);
    } catch (err) {
      toast(errorText(err));
    } finally {
      input.value = '';
    }
  });
  $('#save').addEventListener('click', async () => {
    const d = state.doc;
    if (!d) return;
    const M = await import('./mapfiles.js');
    F.download(F.saveName(d.scenario, d.file), M.scenarioText(d.scenario));
  });
  for (const as of ['hsc', 'json'] as const) {
    $(`#export-${as}`).addEventListener('click', async () => {
      const d = state.doc;
      if (!d) return;
      try {
        const out = (await import('./mapfiles.js')).exportMap(d.scenario, d.file, as);
        F.download(out.name, out.data, out.type);
        toast(out.notes.length ? `${out.name}: ${out.notes.join('; ')}` : `${out.name} written`, !out.notes.length);
      } catch (err) {
        toast(errorText(err));
      }
    });
  }
  $('#pieces').addEventListener('click', async () => {
    const d = state.doc;
    if (!d) return;
    try {
      toast((await import('./mapfiles.js')).piecesText(d.scenario).join('\n'), true);
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
  $('#new').addEventListener('click', async () => {
    const s = state.doc?.session;
    const id = s?.ruleset.id ?? GAME_IDS[0];
    if (!id) return toast('No ruleset in this build.');
    try {
      await ready(id);
      const rs = getRuleset(id)!;
      const [w, hh] = rs.grid === 'table' ? [36, 36] : [12, 10];
      openSession(loadScenarioObject(E.blankScenario(rs, w, hh), 'new.yaml'), `new ${rs.id} map`, 'new.yaml');
      setMode('edit');
      F.autosave(saved()!);
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
      if (state.mode === 'ask') dispatch({ type: 'deselect' });
      else dispatch({ type: 'edit-figure', figure: undefined });
    } else if (k === 'enter' && state.mode === 'ask' && moveVerdict(state) && !t.closest('#view2d, button, a, summary')) dispatch({ type: 'play-move' });
  });
}

// ---- start ------------------------------------------------------------------------------------

async function start(): Promise<void> {
  // before the wait below: the service worker is registered on the page's load event, which may come first
  registerOffline();
  wireSmallScreen();
  fillExamples();
  wire();
  // the page is drawn; the map's game (its own chunk), the YAML reader and the renderer load now, then it opens
  // 1. a shared link
  if (location.hash.startsWith('#map=')) {
    try {
      const data = await F.fromHash(location.hash);
      await ready(String((data as { ruleset?: unknown }).ruleset));
      let t0 = performance.now();
      const session = loadScenarioObject(data, 'shared link');
      timing('open-link-load', performance.now() - t0);
      // the map is drawn in a task of its own: reading and drawing the largest map were one of ~80 ms
      await new Promise((ok) => setTimeout(ok, 0));
      t0 = performance.now();
      openSession(session, 'opened a shared link', 'shared.yaml');
      document.body.getBoundingClientRect();
      timing('open-link', performance.now() - t0);
      history.replaceState(null, '', location.pathname + location.search);
      // saved by the autosave the opening scheduled (a task of its own, not in the way of the first tap)
      return;
    } catch (e) {
      toast(`The shared link could not be opened: ${errorText(e)}`);
    }
  }
  // 2. the autosaved map
  const stored = F.restore();
  if (stored) {
    try {
      await ready(...stored.entries.map((e) => e.scenario.ruleset));
    } catch (e) {
      toast(`The rules could not be loaded: ${errorText(e)}`);
      return;
    }
    try {
      dispatch({ type: 'restore', entries: stored.entries, index: stored.index, file: stored.file });
      if (!state.doc) throw new Error('not restored');
      const ex = EXAMPLES.find((x) => `examples/${x.id}` === stored.file);
      if (ex) ($('#example') as HTMLSelectElement).value = ex.id;
      return;
    } catch {
      F.forgetAutosave();
    }
  }
  // 3. the first example that loads, City of Peril first
  const order = [...EXAMPLES].sort((a, b) => Number(b.ruleset === 'city-of-peril') - Number(a.ruleset === 'city-of-peril'));
  for (const ex of order) {
    if (ex.ruleset in GAMES && (await openExample(ex.id, true))) return;
  }
  renderAll();
}

void start();
// fetch the 3-D view's code (three.js) while the page is idle, so the first switch to 3-D is quick
idle(() => void warm3d());

/**
 * Get the 3-D view ready behind the top-down one while the page is idle: its code, then (in another idle
 * moment) its graphics context and shaders and the scene of a hex map (the maps it is most wanted for),
 * so the first switch to 3-D only draws. Where the graphics are drawn in software (no GPU) the first
 * frame of a big map is seconds of the page's own time, in the way of the next tap: there the code is
 * fetched only, and the first switch to 3-D draws it.
 */
async function warm3d(): Promise<void> {
  const mod = await import('./view3d.js');
  if (!v3) {
    await new Promise<void>((ok) => idle(ok));
    if (mod.softwareGraphics()) return;
  }
  const view = await ensure3d();
  const s = state.doc?.session;
  if (s && s.ruleset.grid === 'hex' && state.view === '2d') {
    view.show(s, undefined, {}, top.colours);
    view.resetCamera();
    // draw once now: the first frame compiles the shaders and fills the buffers, the slow part
    view.renderAndWait();
  }
}
