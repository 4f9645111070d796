/**
 * What the map needs only once a game is open, kept out of the first load (reached through drawing.ts,
 * lazy.ts): aiming an area template, and reach costs drawn at a size a player can read.
 *
 * Aiming: a ruleset whose `area` question takes a `shape` (city-of-peril's cone and line, cop.effect) gets
 * a direct tool: with a figure selected, pick Cone or Line, then tap the square or figure to aim at. The
 * origin is a grid intersection on a corner of the acting creature's space (the catalogue's reading): the
 * one the player picks (a tap on its dot on the map, or Next corner), else the one nearest the aim point;
 * the answer, its squares and the squares its effect could not reach are drawn by the renderer.
 */
import { figureFootprint, type Session } from 'highground/core';
import { h } from './dom.js';
import type { Question } from './questions.js';

export type Shape = 'cone' | 'line';
const SHAPES: readonly Shape[] = ['cone', 'line'];

/** The shapes this ruleset's `area` question takes ([] when it has none). */
export function aimShapes(session: Session): Shape[] {
  const def = session.ruleset.questions.area;
  if (!def) return [];
  return SHAPES.filter((shape) => def.args.safeParse({ figure: 'a', shape, origin: [0, 0], toward: [0, 0] }).success);
}

/** The bounding box of a figure's squares: [x0, y0, x1, y1], x1 and y1 past its last square. */
function space(session: Session, id: string): [number, number, number, number] {
  const fp = figureFootprint(session, id);
  const cells = fp.kind === 'cells' ? fp.cells : [fp.centre];
  const xs = cells.map((c) => c[0]);
  const ys = cells.map((c) => c[1]);
  return [Math.min(...xs), Math.min(...ys), Math.max(...xs) + 1, Math.max(...ys) + 1];
}

/** The grid intersections an area may start from: the corners of the squares of `figure`'s space, in reading order. */
export function aimCorners(session: Session, figure: string): [number, number][] {
  const [x0, y0, x1, y1] = space(session, figure);
  const out: [number, number][] = [];
  for (let y = y0; y <= y1; y++) for (let x = x0; x <= x1; x++) out.push([x, y]);
  return out;
}

/**
 * The area question aiming `figure`'s `shape` at `toward` (a figure or a square), from `corner` when the
 * player picked one of its space's corners, else from the corner nearest the middle of what it aims at
 * (the first of equally near corners, in reading order).
 */
export function areaQuestion(session: Session, figure: string, shape: Shape, toward: string | readonly number[], corner?: readonly number[]): Question {
  const corners = aimCorners(session, figure);
  let tx: number, ty: number;
  if (typeof toward === 'string') {
    const [a, b, c, d] = space(session, toward);
    [tx, ty] = [(a + c) / 2, (b + d) / 2];
  } else [tx, ty] = [toward[0]! + 0.5, toward[1]! + 0.5];
  let best = corners.find((c) => corner !== undefined && c[0] === corner[0] && c[1] === corner[1]);
  if (!best) {
    let bestD = Infinity;
    for (const c of corners) {
      const d = (c[0] - tx) ** 2 + (c[1] - ty) ** 2;
      if (d < bestD - 1e-9) [best, bestD] = [c, d];
    }
  }
  return { ask: 'area', figure, shape, origin: best!, toward: typeof toward === 'string' ? toward : [toward[0]!, toward[1]!] };
}

/** Where the aimed area starts: the corner the player picked, or the one the last answer started from (the nearest). */
export interface AimOrigin {
  readonly picked?: readonly number[] | undefined;
  readonly used?: readonly number[] | undefined;
}

const showAt = (c: readonly number[]) => `[${c[0]}, ${c[1]}]`;

/**
 * The Cone / Line buttons under a selected figure (null when the ruleset has no area question): pressed
 * while aiming; pressing the pressed one stops aiming. While aiming, where the area starts and a button to
 * start it at the next corner of the figure's space (in reading order; a tap on a corner's dot on the map
 * picks it too), and one back to the nearest corner once one is picked.
 */
export function aimBar(session: Session, figure: string, aim: Shape | undefined, touch: boolean, set: (shape: Shape | undefined) => void, origin: AimOrigin = {}, setCorner?: (corner: readonly number[] | undefined) => void): HTMLElement | null {
  const shapes = aimShapes(session);
  if (!shapes.length) return null;
  const name = (s: Shape) => (s === 'cone' ? 'Cone' : 'Line');
  let from: HTMLElement | string = '';
  if (aim && setCorner) {
    const corners = aimCorners(session, figure);
    const at = origin.picked ?? origin.used;
    const i = at ? corners.findIndex((c) => c[0] === at[0] && c[1] === at[1]) : -1;
    const next = corners[(i + 1) % corners.length]!;
    const where = origin.picked ? `from corner ${showAt(origin.picked)} (picked)` : origin.used ? `from corner ${showAt(origin.used)}, the nearest` : 'from the corner nearest what it aims at';
    from = h('div', { class: 'actions aim-origin' },
      h('span', { class: 'aim-label', 'data-aim-from': at ? `${at[0]},${at[1]}` : '' }, `The ${aim} starts ${where}.`),
      h('button', { type: 'button', 'data-aim-corner-next': '', 'aria-label': `Start the ${aim} at the next corner of ${figure}'s space, ${showAt(next)}`, onclick: () => setCorner(next) }, 'Next corner'),
      origin.picked ? h('button', { type: 'button', 'data-aim-corner-nearest': '', onclick: () => setCorner(undefined) }, 'Nearest corner') : '');
  }
  return h('div', { class: 'aim' },
    h('div', { class: 'actions' }, h('span', { class: 'aim-label' }, `Aim an area from ${figure}:`),
      shapes.map((s) => h('button', { type: 'button', 'data-aim': s, 'aria-pressed': aim === s ? 'true' : 'false', onclick: () => set(aim === s ? undefined : s) }, name(s)))),
    from,
    aim ? h('p', { class: 'muted' }, `${touch ? 'Tap' : 'Click'} the square or figure to aim the ${aim} at; ${touch ? 'tap' : 'click'} a dot at a corner of ${figure}'s space (or Next corner) to start it there. Press ${name(aim)} again to stop aiming.`) : '');
}

/**
 * A place's outline box in picture units, from its attributes (a polygon's points, a rect's box): no
 * layout asked for, so growing hundreds of labels costs no reflow each.
 */
function boxOf(el: Element): { x: number; y: number; width: number; height: number } {
  if (el.tagName === 'rect') {
    const n = (k: string) => Number(el.getAttribute(k) ?? 0);
    return { x: n('x'), y: n('y'), width: n('width'), height: n('height') };
  }
  const v = (el.getAttribute('points') ?? '').trim().split(/[\s,]+/).map(Number);
  const xs = v.filter((_, i) => i % 2 === 0);
  const ys = v.filter((_, i) => i % 2 === 1);
  const x = Math.min(...xs), y = Math.min(...ys);
  return { x, y, width: Math.max(...xs) - x, height: Math.max(...ys) - y };
}

/** Reach costs are drawn at least this high (screen px) where they fit in their place, else left out. */
const MIN_COST = 12;

/**
 * The reach costs (the renderer's `g.evidence-cell` labels) readable at this zoom (`k` screen px per
 * picture unit): grown to MIN_COST px and set in the middle of their place when the place is big enough
 * for the widest of them, else hidden (`hg-costs-hidden` on the picture; the status line tells a place's
 * cost when it is tapped or pointed at, and a tapped place's move answer gives it in the panel).
 */
export function legibleCosts(top: SVGSVGElement, k: number): void {
  const labels = [...top.querySelectorAll<SVGTextElement>('g.evidence-cell > text')];
  const shape = labels[0]?.parentElement?.querySelector('polygon, rect');
  if (!shape || !k) {
    top.classList.remove('hg-costs-hidden');
    document.body.classList.remove('hg-costs-hidden');
    return;
  }
  const box = boxOf(shape);
  const placePx = Math.min(box.width, box.height) * k;
  const chars = Math.max(...labels.map((t) => (t.textContent ?? '').length));
  // a bold digit is about 0.62 of the font size wide, and the label keeps a little room each side
  const fits = placePx >= MIN_COST * 0.62 * chars + 6 && placePx >= MIN_COST + 4;
  top.classList.toggle('hg-costs-hidden', !fits);
  // the panel and hint say where to read them (panels.ts costWords)
  document.body.classList.toggle('hg-costs-hidden', !fits);
  if (!fits) return;
  for (const t of labels) {
    const d = t.dataset;
    const base = Number(d.fs ??= t.getAttribute('font-size') ?? '10');
    const sw = Number(d.sw ??= t.getAttribute('stroke-width') ?? '2');
    const y = (d.y ??= t.getAttribute('y') ?? '0');
    // zoomed in far enough, the label as the renderer drew it
    const fs = Math.max(base, MIN_COST / k);
    t.setAttribute('font-size', String(fs));
    t.setAttribute('stroke-width', String((sw * fs) / base));
    if (fs === base) t.setAttribute('y', y);
    else {
      const b = boxOf(t.parentElement!.querySelector('polygon, rect')!);
      t.setAttribute('y', String(b.y + b.height / 2 + fs * 0.36));
    }
  }
}

/** The reach cost of a place for the status line ('' when it has none, or 0: where the figure stands). */
export function costNote(cells: readonly { at: readonly number[]; cost?: number }[] | undefined, at: readonly number[]): string {
  const c = cells?.find((x) => x.at[0] === at[0] && x.at[1] === at[1]);
  return c?.cost ? `; cost ${c.cost} to reach` : '';
}
