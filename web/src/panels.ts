/**
 * The side panels, each drawn from the app state alone: the map's title and figures, the answers, the
 * editor's tools, the rule options, the any-question form, the history and the hint line. A panel never
 * changes the state itself; it gives the page actions to dispatch (`Ctx.dispatch`).
 */
import { createRng, type Scenario, type Session } from 'highground/core';
import { GAME_IDS, GAMES, gameHelp } from './rules.js';
import { h } from './dom.js';
import * as E from './edits.js';
import { answerDetail, answerRow, reasonList } from './panel.js';
import { sideView } from './sideview.js';
import { showArg, type Asked, type Question } from './questions.js';
import { moveVerdict, type Action, type AppState, type Tool, type Tools } from './store.js';
import { sideColour } from './colours.js';
import { figureFormFields, nextSide } from './game.js';
import { offersFor, type Effect } from './outcomes.js';
import { pieceEditor } from './pieces.js';
import { answerErrorWords, optionTitle, optionValue, questionTitle, showNum } from './words.js';
import { drawing } from './lazy.js';
import { MAP_KIND, thisMap } from './switch.js';

export interface Ctx {
  dispatch(a: Action): void;
  /**
   * Compute a changed map from the map as it is now (`now`: a panel is not drawn again after every edit,
   * so what it captured may be older) and dispatch it; a failure to compute it is shown as a notice.
   */
  edit(next: (now: Session) => Scenario, label: string, merge?: string, then?: Action): void;
  colours: ReadonlyMap<string, string>;
  touch: boolean;
  phone: boolean;
  /** The figure picked from a chip (as a click on the map would). */
  pickFigure(id: string, shift: boolean): void;
  toast(text: string, ok?: boolean): void;
  /** Table maps: the point (inches) at the middle of the map as the player sees it, if on the table. */
  viewCentre(): [number, number] | undefined;
  /** Load these games' code (each its own chunk) before a map of theirs is opened, "loading rules…" meanwhile. */
  ready(...games: string[]): Promise<void>;
}

/** Replace an element's children keeping the focus on the control with the same id (and its caret). */
export function keepFocus(el: HTMLElement, ...children: (HTMLElement | string)[]): void {
  const active = document.activeElement as HTMLInputElement | null;
  const id = active && el.contains(active) ? active.id || active.getAttribute('data-chip') || '' : '';
  const caret = active && 'selectionStart' in active ? [active.selectionStart, active.selectionEnd] : undefined;
  el.replaceChildren(...children);
  if (!id) return;
  const again = (el.querySelector(`[id="${CSS.escape(id)}"]`) ?? el.querySelector(`[data-chip="${CSS.escape(id)}"]`)) as HTMLInputElement | null;
  if (!again) return;
  again.focus();
  try {
    if (caret && typeof caret[0] === 'number') again.setSelectionRange(caret[0], caret[1] ?? caret[0]);
  } catch {
    /* not a text box */
  }
}

export const FEATURE_DEFAULTS: Readonly<Record<string, string>> = {
  ladder: 'true', bridge: 'b1', stairs: 's1', obstacle: '2', door: 'true', window: 'true', fit: 'full', transit: '1',
  shaft: 'e1', structure: 'house', floor: '1', stairway: 'up', depth: 'knee', battlement: '0', glyph: 'A', start: 'red', walls: '["north"]',
};

/** The feature keys a grid ruleset lets the editor paint. */
export function featureKeys(session: Session): string[] {
  return session.ruleset.vocabulary.cellKeys.filter((k) => !['level', 'terrain', 'stack', 'void', 'at', 'thickness'].includes(k));
}

/** The tools as they apply to this map: a feature key and terrain the ruleset knows. */
export function effectiveTools(s: AppState): Tools {
  const t = s.tools;
  const session = s.doc?.session;
  if (!session) return t;
  const keys = featureKeys(session);
  const featureKey = keys.includes(t.featureKey) ? t.featureKey : keys[0] ?? '';
  const featureValue = featureKey === t.featureKey ? t.featureValue : FEATURE_DEFAULTS[featureKey] ?? 'true';
  const terrainValue = t.terrainValue && t.terrainValue in session.ruleset.vocabulary.terrain ? t.terrainValue : '';
  return { ...t, featureKey, featureValue, terrainValue };
}

export function renderHint(el: HTMLElement, s: AppState, c: Ctx): void {
  const session = s.doc?.session;
  if (!session) {
    el.textContent = 'Open a map: pick an example above, or Open… a scenario or Heroscape file.';
    return;
  }
  const three = s.view === '3d' ? (c.touch ? ' Drag to orbit, two fingers to pan and zoom.' : ' Drag to orbit, right-drag to pan, wheel to zoom.') : '';
  const click = c.touch ? 'Tap' : 'Click';
  const side = c.phone ? 'below' : 'on the right';
  if (s.mode === 'edit' && s.tools.tool === 'fig-move' && s.editFigure) {
    // the placing state: which figure is in hand, and how to put it back down
    const id = s.editFigure;
    // the Cancel button before the words: a phone shows the hint on one line
    el.replaceChildren(h('b', { id: 'placing', 'data-placing': id }, `Placing ${id} `),
      h('button', { id: 'placing-cancel', class: 'inline', onclick: () => c.dispatch({ type: 'edit-figure', figure: undefined }) }, 'Cancel'),
      ` ${click.toLowerCase()} the place it should stand on, or ${id} again${c.touch ? '' : ' (or Esc)'} to leave it.`);
    return;
  }
  if (s.mode === 'edit') {
    const t = s.tools.tool;
    const msg = t.startsWith('fig-')
      ? t === 'fig-add' ? 'Click an empty place to add a figure.' : t === 'fig-remove' ? 'Click a figure to remove it.' : t === 'fig-move' ? (s.editFigure ? `Click where ${s.editFigure} should stand.` : 'Click a figure, then the place it should stand on.') : 'Click a figure to change its details.'
      : session.board ? `${click} or drag over places to paint.${c.touch ? ' Two fingers pan and zoom.' : ''}` : 'Drag a piece to move it; pick one to turn, resize or change it.';
    el.replaceChildren(h('b', {}, 'Edit: '), `pick a tool ${side}. ${c.touch ? msg.replace(/\bClick\b/g, 'Tap') : msg} Every edit is checked by the rules; ${c.touch ? 'Undo in the menu' : 'Ctrl+Z'} undoes.${three}`);
    return;
  }
  if (s.answers.length && !s.target) {
    // a question asked through the form: the hint speaks of it, not of the figure still selected
    el.replaceChildren(h('b', {}, `${questionTitle(s.answers[0]!.question.ask)}: `), `the answer is ${side}, its evidence drawn on the map. ${click} a figure to ask about it again, or ask another question in the form.`);
    return;
  }
  if (!s.selected && !Object.keys(session.scenario.figures ?? {}).length) {
    // a map with no figures (an imported .hsc, a terrain-only example): nothing to tap, so say how to add one
    el.replaceChildren(h('b', {}, 'No figures on this map yet: '),
      h('button', { id: 'add-figures', class: 'inline', onclick: (e: Event) => { e.stopPropagation(); c.dispatch({ type: 'mode', mode: 'edit' }); c.dispatch({ type: 'tools', patch: { tool: 'fig-add' } }); } }, 'Add figures'),
      ` then ${click.toLowerCase()} an empty place for each, or ask about the map itself under “Ask any question” ${side}.${three}`);
    return;
  }
  if (!s.selected) {
    el.replaceChildren(h('b', {}, `${click} a figure`), ` to see what it can see and where it can move. Then ${click.toLowerCase()} another figure to ask about the pair, or a place for the path there.` + (c.touch && s.view === '2d' ? ' Pinch to zoom, drag to pan.' : ' Tab and the arrow keys walk the map; Enter picks.') + three);
    return;
  }
  const A = s.selected;
  if (s.preview) {
    const mv = s.preview.move;
    const where = showArg(s.preview.at);
    el.replaceChildren(h('b', {}, `${s.preview.figure} → ${where}: `), mv?.verdict?.legal === true ? `cost ${showNum(mv.verdict.cost)}; shaded yellow: what it would see there. ${c.touch ? 'Lift your finger' : 'Drop it'} to play the move.` : mv ? `not a legal move (${mv.verdict?.summary ?? mv.error ?? 'refused'}).` : 'shaded yellow: what it would see there.');
    return;
  }
  if (s.aim && !s.target) {
    const from = s.aimCorner ? ` It starts at corner [${s.aimCorner.join(', ')}].` : '';
    el.replaceChildren(h('b', {}, `${A} aims a ${s.aim}: `), `${click.toLowerCase()} the square or figure to aim it at, or a dot at a corner of ${A}'s space to start it there.${from}`);
    return;
  }
  if (s.aim && s.target) {
    // an aimed answer: the hint speaks of the area, not of a pair of figures
    const at = aimedFrom(s);
    const aimedAt = s.target.figure ?? showArg(s.target.at);
    el.replaceChildren(h('b', {}, `${A}'s ${s.aim} → ${aimedAt}${at ? ` from [${at.join(', ')}]` : ''}: `), `the squares it covers are shaded, the ones its effect could not reach hatched red; the answer is ${side}. ${click} another square or figure to aim again, or a corner dot to start it there; press ${s.aim === 'cone' ? 'Cone' : 'Line'} to stop aiming.`);
    return;
  }
  if (!s.target) {
    el.replaceChildren(h('b', {}, `${A} selected. `), `Green glow: ${A} sees it; faded red: it does not. Blue: places ${A} can reach (`, costWords(c), '). ', h('b', {}, `${click} another figure`), ' for sight, cover, melee…, ', h('b', {}, 'or a place'), ` for the path; ${c.touch ? 'drag' : 'point at a place or drag'} ${A} to preview it. ${click} ${A} again${c.touch ? '' : ' or press Esc'} to let go.` + three);
    return;
  }
  if (s.target.figure) {
    el.replaceChildren(h('b', {}, `${A} → ${s.target.figure}: `), `each answer is listed ${side}; ${click.toLowerCase()} one to see its rule clauses and draw its evidence. ${click} another figure or a place to ask again.`);
    return;
  }
  const mv = moveVerdict(s);
  el.replaceChildren(h('b', {}, `${A} → ${showArg(s.target.at)}: `), mv ? `the path and its running cost are drawn in orange. Press “Move ${A} here” to play it (${c.touch ? 'Undo' : 'Ctrl+Z'} takes it back).` : `see the answers ${side}; ${click.toLowerCase()} another place or figure to ask again.`);
}

/** The corner the open aimed answer starts from (its question's origin), if an area was aimed. */
export function aimedFrom(s: AppState): readonly number[] | undefined {
  const q = s.aim && s.target ? s.answers[0]?.question : undefined;
  return q?.ask === 'area' && Array.isArray(q.origin) ? (q.origin as number[]) : undefined;
}

/** Where reach costs are read: on each place, or (too small to draw at this zoom: aim.ts) on a tap. */
function costWords(c: Ctx): HTMLElement {
  return h('span', {}, h('span', { class: 'cost-on' }, 'cost on each'), h('span', { class: 'cost-tap' }, `${c.touch ? 'tap' : 'point at'} one for its cost`));
}

export function renderMapInfo(el: HTMLElement, s: AppState, c: Ctx): void {
  const session = s.doc?.session;
  if (!session) {
    el.replaceChildren(h('p', { class: 'muted' }, GAME_IDS.length ? 'No map open.' : 'This build has no rulesets yet, so no map can be judged.'));
    return;
  }
  const map = session.scenario.map;
  const size = map.grid === 'table' ? `${map.size[0]}" × ${map.size[1]}" table` : `${session.board!.width} × ${session.board!.height} ${map.grid} map`;
  const figs = Object.entries(session.scenario.figures ?? {});
  // the same map judged by another ruleset of its grid (a Heroscape map: heroscape, tft-3d or c3g-buildings)
  // (the games of the build, loaded or not: the one picked is loaded first)
  const peers = GAME_IDS.filter((id) => GAMES[id]!.grid === session.ruleset.grid);
  // the games not offered, and why: each reads another kind of map (issue 16: a switch works or says why not)
  const others = GAME_IDS.filter((id) => !peers.includes(id));
  const whyNot = others.length ? `Not offered: ${others.map((id) => `${id} (it plays on ${MAP_KIND[GAMES[id]!.grid]})`).join(', ')}; this map is ${thisMap(map.grid)}.` : '';
  const judge = peers.length > 1
    ? h('select', { id: 'ruleset', title: `Judge this map with another ruleset for the same kind of map. ${whyNot}`.trim(), onchange: async (e: Event) => {
      const id = (e.target as HTMLSelectElement).value;
      try {
        await c.ready(id);
      } catch (err) {
        c.toast(`The ${id} rules could not be loaded: ${err instanceof Error ? err.message : String(err)}`);
        return;
      }
      c.dispatch({ type: 'switch-rules', ruleset: id });
    } }, peers.map((id) => h('option', { value: id, selected: id === session.ruleset.id }, id)))
    : null;
  const picked = s.mode === 'ask' ? s.selected : s.editFigure;
  keepFocus(el,
    h('div', { class: 'mapinfo-title' }, session.scenario.title ?? map.name ?? s.doc!.file),
    h('div', { class: 'muted', 'data-rules-not-offered': whyNot, title: judge ? undefined : whyNot || undefined }, judge ? ['Rules: ', judge, ` ${session.ruleset.title}`] : `${session.ruleset.title} (${session.ruleset.id})`, ` · ${size} · ${figs.length} figure${figs.length === 1 ? '' : 's'}`),
    session.scenario.description ? h('div', { class: 'muted desc', title: 'Click to read it all', onclick: (e: Event) => (e.currentTarget as HTMLElement).classList.toggle('full') }, session.scenario.description) : '',
    figs.length ? h('div', { class: 'chips' }, figs.map(([id, f]) => h('button', {
      class: `chip${id === picked ? ' sel' : ''}`, 'data-chip': id,
      'aria-pressed': id === picked ? 'true' : 'false', title: `${id}${f.side !== undefined ? ` (${f.side})` : ''} at ${showArg(f.at)}`,
      onclick: (e: Event) => c.pickFigure(id, (e as MouseEvent).shiftKey),
    }, h('span', { class: 'dot', style: `background:${c.colours.get(id) ?? sideColour(f.side)}` }), f.name ?? id))) : h('div', { class: 'muted' }, 'No figures: add some in Edit map.'),
  );
}

export function renderAnswers(el: HTMLElement, s: AppState, c: Ctx): void {
  const session = s.doc?.session;
  if (!session) {
    el.replaceChildren();
    return;
  }
  const parts: (HTMLElement | null)[] = [];
  if (!s.selected && !s.answers.length) {
    const qs = Object.keys(session.ruleset.questions);
    const start = Object.keys(session.scenario.figures ?? {}).length
      ? `${c.touch ? 'Tap' : 'Click'} a figure on the map to start.`
      : `This map has no figures yet: add some in Edit map (Add a figure), then ${c.touch ? 'tap' : 'click'} one to start.`;
    parts.push(h('h2', {}, 'Ask the rules'), h('p', { class: 'summary' }, `${start} This ruleset answers: `, h('b', {}, qs.map(questionTitle).join(', ') || 'nothing yet'), '.'));
  }
  if (s.selected && !s.target && !s.answers.length) {
    const A = s.selected;
    const seen = [...s.seen];
    const unseen = [...s.unseen];
    parts.push(h('h2', {}, `${A} selected`));
    if (session.ruleset.questions.sight && seen.length + unseen.length) {
      // the time is for the curious (a tooltip) and the tests (data-ms), not in the words players read
      parts.push(h('p', { class: 'summary', title: `answered in ${s.sightMs.toFixed(0)} ms`, 'data-ms': s.sightMs.toFixed(1) },
        seen.length ? [`${A} can see `, h('span', { class: 'good' }, seen.join(', ')), '. '] : `${A} sees no other figure. `,
        unseen.length ? ['Cannot see ', h('span', { class: 'bad' }, unseen.join(', ')), '.'] : ''));
    }
    if (s.reach) {
      const a = s.reach.asked;
      if (a.verdict) {
        parts.push(h('p', { class: 'summary', title: `answered in ${a.ms.toFixed(0)} ms`, 'data-ms': a.ms.toFixed(1) }, `${A} can reach `, h('b', {}, String(s.reach.cells.length)), ` place${s.reach.cells.length === 1 ? '' : 's'} (blue, `, costWords(c), ').'));
        parts.push(h('details', {}, h('summary', {}, 'Why (movement rules)'), reasonList(a.verdict)));
      } else parts.push(h('p', { class: 'error-text', title: a.error ?? '' }, answerErrorWords(a)));
    }
    parts.push(h('p', { class: 'muted' }, `${c.touch ? 'Tap' : 'Click'} another figure to ask about the pair, or a place for the path and its cost.`));
  }
  // the area tool (cone, line) under a selected figure, when the ruleset aims areas
  const aim = s.selected && s.mode === 'ask' ? drawing.aimBar(session, s.selected, s.aim, c.touch, (shape) => c.dispatch({ type: 'aim', shape }), { picked: s.aimCorner, used: aimedFrom(s) }, (corner) => c.dispatch({ type: 'aim-corner', corner })) : null;
  if (s.answers.length) {
    // a question asked through the form: its own name and arguments (`cover: A, C`)
    const q = s.answers[0]!.question;
    const args = Object.entries(q).filter(([k]) => k !== 'ask').map(([, v]) => showArg(v));
    const who = `${s.selected}${s.aim ? `'s ${s.aim}` : ''}`;
    const what = s.target?.figure ? `${who} → ${s.target.figure}` : s.target?.at ? `${who} → ${showArg(s.target.at)}` : `${questionTitle(q.ask)}${args.length ? `: ${args.join(', ')}` : ''}`;
    parts.push(h('h2', {}, what));
    const mv = moveVerdict(s);
    if (mv && s.mode === 'ask') parts.push(h('div', { class: 'actions' }, h('button', { class: 'primary', id: 'domove', onclick: () => c.dispatch({ type: 'play-move' }) }, `Move ${String(mv.question.figure)} here (cost ${showNum(mv.verdict!.cost)})`)));
    const row = (a: Asked, i: number) => answerRow(a, i === s.open, () => c.dispatch({ type: 'open-answer', index: i }));
    // questions that do not apply to these two (an error from the ruleset) go under a fold
    const all = s.answers.map((a, i) => [a, i] as const);
    const answered = all.filter(([a]) => a.verdict || s.answers.length === 1);
    const refused = all.filter(([a]) => !a.verdict && s.answers.length > 1);
    parts.push(h('div', { class: 'answer-list' }, answered.map(([a, i]) => row(a, i))), s.aim ? aim : null);
    if (refused.length) parts.push(h('details', { class: 'refused', open: refused.some(([, i]) => i === s.open) }, h('summary', { class: 'muted' }, `${refused.length} more question${refused.length === 1 ? ' that does' : 's that do'} not apply here`), h('div', { class: 'answer-list' }, refused.map(([a, i]) => row(a, i)))));
    const open = s.answers[s.open];
    if (open) parts.push(answerDetail(open), sideView(session, open.verdict, open.question), outcomePanel(session, open, c));
  }
  if (!s.aim || !s.answers.length) parts.push(aim);
  keepFocus(el, ...parts.filter((p): p is HTMLElement => p !== null));
}

/** The seed of the next roll (shown and editable; each roll moves it on, so rolls differ but replay). */
let seed = 1;

/** Roll / Passed / Failed (or Apply) for what the open answer leaves to the table. */
function outcomePanel(session: Session, a: Asked, c: Ctx): HTMLElement | null {
  const offers = offersFor(session, a);
  if (!offers.length) return null;
  const play = (e: Effect, how: string) => {
    let scenario: Scenario;
    try {
      scenario = e.apply(session.scenario);
    } catch (err) {
      c.toast(`Not applied: ${err instanceof Error ? err.message : String(err)}`);
      return;
    }
    c.dispatch({ type: 'change', scenario, label: `${how}: ${e.label}`, kind: 'roll' });
    c.toast(`${how}: ${e.label}`, true);
  };
  const rows = offers.map((o, i) => {
    if (o.probability === undefined) {
      return h('div', { class: 'offer', 'data-offer': String(i) }, h('div', {}, o.title), h('div', { class: 'actions' }, h('button', { class: 'primary', 'data-outcome': 'apply', onclick: () => play(o.pass, 'Applied') }, 'Apply to the table')));
    }
    const pct = `${(o.probability * 100).toFixed(1)} %`;
    const roll = () => {
      const used = seed;
      const r = createRng(used).next();
      seed = used + 1;
      const ok = r < o.probability!;
      play(ok || !o.fail ? o.pass : o.fail, `Rolled (seed ${used}: ${r.toFixed(3)} ${ok ? '<' : '≥'} ${o.probability!.toFixed(3)}) ${ok ? 'passed' : 'failed'}`);
    };
    return h('div', { class: 'offer', 'data-offer': String(i) },
      h('div', {}, o.title, ': ', h('b', { 'data-odds': o.fraction ?? '' }, `passes ${o.fraction ? `${o.fraction} = ` : ''}${pct}`)),
      h('div', { class: 'actions' },
        h('button', { class: 'primary', 'data-outcome': 'roll', onclick: roll }, 'Roll'),
        h('button', { 'data-outcome': 'passed', onclick: () => play(o.pass, 'Passed') }, 'Passed'),
        o.fail ? h('button', { 'data-outcome': 'failed', onclick: () => play(o.fail!, 'Failed') }, 'Failed') : null));
  });
  const seedBox = h('input', { type: 'number', id: 'roll-seed', value: seed, min: 1, step: 1, 'aria-label': 'Seed of the next roll', onchange: (e: Event) => { seed = Math.max(1, Math.floor(Number((e.target as HTMLInputElement).value)) || 1); } });
  return h('div', { class: 'outcomes', 'data-outcomes': a.question.ask }, h('h3', {}, 'At the table'), ...rows, h('label', { class: 'muted seed' }, 'Seed of the next roll ', seedBox));
}

export function renderEditor(el: HTMLElement, s: AppState, c: Ctx): void {
  const session = s.doc?.session;
  if (!session || s.mode !== 'edit') {
    el.replaceChildren();
    return;
  }
  const vocab = session.ruleset.vocabulary;
  const grid = session.board !== undefined;
  const t = effectiveTools(s);
  const keys = featureKeys(session);
  const terrains = Object.keys(vocab.terrain);
  const set = (patch: Partial<Tools>) => c.dispatch({ type: 'tools', patch });
  const tool = (id: Tool, label: string, ...extra: (HTMLElement | string)[]) => h('label', { class: 'tool' },
    h('input', { type: 'radio', name: 'tool', value: id, id: `tool-${id}`, checked: t.tool === id, onchange: () => set({ tool: id }) }),
    label, ...extra);
  const tools: HTMLElement[] = [];
  if (grid) {
    if (session.board!.grid === 'hex') {
      const size = h('select', { id: 'tile-size', 'aria-label': 'Land tile size', onchange: (e: Event) => set({ tileSize: Number((e.target as HTMLSelectElement).value), tool: 'tile' }) },
        [1, 2, 3, 7, 24].map((n) => h('option', { value: n, selected: n === t.tileSize }, `${n}-hex`)));
      tools.push(tool('tile', 'Land tile (+1 on its hexes)', size));
    }
    tools.push(tool('raise', 'Raise the level (+1)'), tool('lower', 'Lower the level (−1)'));
    tools.push(tool('level', 'Set level', h('input', { type: 'number', id: 'level-value', 'aria-label': 'Level', value: t.levelValue, step: 1, onchange: (e: Event) => set({ levelValue: Number((e.target as HTMLInputElement).value) || 0, tool: 'level' }) })));
    if (terrains.length) {
      const sel = h('select', { id: 'terrain-name', 'aria-label': 'Terrain', title: 'Terrain names from the ruleset', onchange: (e: Event) => set({ terrainValue: (e.target as HTMLSelectElement).value, tool: 'terrain' }) },
        h('option', { value: '' }, '(none: clear)'), terrains.map((x) => h('option', { value: x, selected: x === t.terrainValue, title: vocab.terrain[x] }, x)));
      tools.push(tool('terrain', 'Terrain', sel));
    }
    if (keys.length) {
      const key = h('select', { id: 'feature-key', 'aria-label': 'Feature', onchange: (e: Event) => { const k = (e.target as HTMLSelectElement).value; set({ featureKey: k, featureValue: FEATURE_DEFAULTS[k] ?? 'true', tool: 'feature' }); } },
        keys.map((k) => h('option', { value: k, selected: k === t.featureKey }, k)));
      const val = h('input', { type: 'text', id: 'feature-value', 'aria-label': 'Feature value', value: t.featureValue, size: 6, title: 'Value: true, a number, an id, or a list like [0, 1]', oninput: (e: Event) => set({ featureKey: t.featureKey, featureValue: (e.target as HTMLInputElement).value }) });
      const erase = h('label', { title: 'Remove this feature where you click' }, h('input', { type: 'checkbox', id: 'feature-erase', checked: t.featureErase, onchange: (e: Event) => set({ featureErase: (e.target as HTMLInputElement).checked, tool: 'feature' }) }), 'erase');
      tools.push(tool('feature', 'Feature', key, '=', val, erase));
    }
    tools.push(tool('void', 'Hole on/off (not part of the map)'));
  }
  const sides = [...new Set(['red', 'blue', ...Object.values(session.scenario.figures ?? {}).map((f) => String(f.side ?? '')).filter(Boolean)])];
  const sideBox = h('input', { type: 'text', id: 'new-side', 'aria-label': 'Side of new figures (empty: the sides alternate)', list: 'side-list', value: t.side, size: 9, placeholder: `next: ${nextSide(session.scenario, '')}`, title: 'Leave empty for sides that alternate', oninput: (e: Event) => set({ side: (e.target as HTMLInputElement).value }) });
  tools.push(tool('fig-add', 'Add a figure, side', sideBox, h('datalist', { id: 'side-list' }, sides.map((x) => h('option', { value: x })))));
  tools.push(tool('fig-move', 'Move a figure (no rules)'), tool('fig-remove', 'Remove a figure'), tool('fig-edit', 'Change a figure’s details'));
  const parts: HTMLElement[] = [h('h2', {}, 'Edit the map'), h('div', { class: 'tools', role: 'radiogroup', 'aria-label': 'Edit tool' }, tools)];
  if (t.tool === 'fig-add' && !s.editFigure) parts.push(figureFormFields(session, undefined, t.side, c));
  if (s.editFigure && (t.tool === 'fig-edit' || t.tool === 'fig-add' || t.tool === 'fig-move')) parts.push(figureFormFields(session, s.editFigure, t.side, c));
  if (!grid) parts.push(pieceEditor(s, c));
  parts.push(h('p', { class: 'muted' }, grid ? 'Drag to paint several places in one step. Invalid edits are refused with the reason.' : 'Table maps: add, drag, turn and resize pieces; add, move and change figures.'));
  keepFocus(el, ...parts);
}

export function renderOptions(el: HTMLElement, s: AppState, c: Ctx): void {
  const session = s.doc?.session;
  if (!session) {
    el.replaceChildren();
    return;
  }
  const entries = Object.entries(session.ruleset.options);
  if (!entries.length) {
    el.replaceChildren(h('p', { class: 'muted' }, `${session.ruleset.id} has no options.`));
    return;
  }
  const form = h('form', { class: 'kv' });
  const help = gameHelp(session.ruleset);
  for (const [name, spec] of entries) {
    const cur = session.options[name] ?? spec.default;
    const change = (value: string | number | boolean) => c.edit((now) => E.withOption(now.scenario, now, name, value), `option ${optionTitle(name)}: ${optionValue(value)}`);
    let input: HTMLElement;
    if (spec.choices) {
      input = h('select', { id: `opt-${name}`, onchange: (e: Event) => { const raw = (e.target as HTMLSelectElement).value; change(spec.choices!.find((x) => String(x) === raw) ?? raw); } },
        spec.choices.map((x) => h('option', { value: String(x), selected: x === cur }, optionValue(x) + (x === spec.default ? ' (default)' : ''))));
    } else if (typeof spec.default === 'boolean') {
      input = h('input', { type: 'checkbox', id: `opt-${name}`, checked: cur === true, onchange: (e: Event) => change((e.target as HTMLInputElement).checked) });
    } else if (typeof spec.default === 'number') {
      input = h('input', { type: 'number', id: `opt-${name}`, value: String(cur), onchange: (e: Event) => change(Number((e.target as HTMLInputElement).value)) });
    } else {
      input = h('input', { type: 'text', id: `opt-${name}`, value: String(cur), onchange: (e: Event) => change((e.target as HTMLInputElement).value) });
    }
    form.append(h('label', { for: `opt-${name}`, title: name }, optionTitle(name)), h('div', {}, input), h('div', { class: 'optdoc' }, help.options[name], spec.clause ? [' ', h('code', { class: 'rule' }, spec.clause)] : null));
  }
  keepFocus(el, form);
}

export function renderLog(el: HTMLElement, s: AppState, c: Ctx): void {
  const d = s.doc;
  ($('#undo') as HTMLButtonElement).disabled = !d || d.index === 0;
  ($('#redo') as HTMLButtonElement).disabled = !d || d.index >= d.entries.length - 1;
  if (!d) {
    el.replaceChildren();
    return;
  }
  // each entry is a button in a list: reachable with Tab, Enter goes back to it
  const items = d.entries.map((e, i) => h('li', { class: i === d.index ? 'cur' : i > d.index ? 'future' : '' },
    h('button', { class: 'logentry', id: `log-${i}`, 'aria-current': i === d.index ? 'step' : undefined, title: 'Go back to this point', onclick: () => c.dispatch({ type: 'goto', index: i }) },
      h('span', { class: 'kind' }, e.kind), e.label)));
  keepFocus(el, h('h2', {}, 'Moves and edits'), h('ol', { id: 'loglist' }, items), h('div', { class: 'actions' },
    h('button', { id: 'log-undo', onclick: () => c.dispatch({ type: 'undo' }), disabled: d.index === 0 }, '↶ Undo'), h('button', { id: 'log-redo', onclick: () => c.dispatch({ type: 'redo' }), disabled: d.index >= d.entries.length - 1 }, '↷ Redo')));
  // the current entry in view inside the list only (scrollIntoView would also scroll the phone's sheet
  // away from the answers)
  // (on the next frame: measuring now would lay out the whole page, the map included, a second time)
  requestAnimationFrame(() => {
    const list = el.querySelector('ol');
    const cur = list?.querySelector('.cur');
    if (list && cur) {
      const d = cur.getBoundingClientRect().bottom - list.getBoundingClientRect().bottom;
      if (d > 0) list.scrollTop += d;
    }
  });
}

function $(sel: string): HTMLElement {
  return document.querySelector(sel) as HTMLElement;
}
