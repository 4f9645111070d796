/**
 * The top-down view: the library's SVG picture of the map (renderSvg), with interaction added on top
 * through its data attributes (data-cell, data-figure, data-table), and marks (selection, who is seen)
 * as CSS classes. Zoom with the buttons or Ctrl+wheel; the view scrolls.
 */
import type { FootprintOf, GridBoard, MapSource, Session, Verdict } from 'highground/core';
import { drawing } from './lazy.js';
import { centre, type Kind } from './geometry.js';
import { EVIDENCE } from './colours.js';
import { CHUNKED, type ChunkedGroup } from './chunks.js';
import { describeFeatures } from './words.js';

const VOID = -0x7fffffff;
/** The smallest token (screen px across) and figure label (px high) the map draws, whatever the zoom. */
const MIN_TOKEN = 24;
const MIN_LABEL = 12;
/** Level numbers smaller than this (screen px) are left out of the picture: the place's level is told on tap or hover. */
const MIN_LEVEL_LABEL = 9;
/** The legend's text size in picture units, the smallest it may be on screen (px) to stay in the picture, and its layout (svg/render.ts). */
const LEGEND_TEXT = 13;
const LEGEND_PX = 10;
const LEGEND_GAP = 24;
const MARGIN = 18;
/** Maps of at least this many places have their picture written by a worker. */
const OFF_THREAD_PLACES = 400;

/**
 * A board with the same frame as `b` (the same extreme places) but nothing else on it: rendering the
 * evidence or the figures over it costs next to nothing, and the result lands on the full picture's
 * pixels. (The picture's frame is the bounding box of the places drawn.)
 */
function frameBoard(b: GridBoard, extra: Iterable<number> = [], realTop = false): GridBoard {
  const keep = new Set<number>(extra);
  const ext: [number, number, number][] = []; // [index, cx, cy]
  b.places.forEach((p, i) => {
    if (!p.surfaces.length) return;
    const cx = b.grid === 'hex' ? p.x + (p.y & 1) / 2 : p.x;
    ext.push([i, cx, p.y]);
  });
  for (const k of [1, 2] as const) {
    let lo = ext[0];
    let hi = ext[0];
    for (const e of ext) {
      if (e[k] < lo![k]) lo = e;
      if (e[k] > hi![k]) hi = e;
    }
    if (lo) keep.add(lo[0]);
    if (hi) keep.add(hi[0]);
  }
  const places = b.places.map((p, i) => (keep.has(i) ? p : { x: p.x, y: p.y, surfaces: [] }));
  // the real heights all round, so edges between a drawn place and its neighbours come out as on the full map
  const top = realTop ? b.top : new Int32Array(b.width * b.height).fill(VOID);
  if (!realTop) for (const i of keep) top[i] = b.top[i]!;
  return { kind: 'grid', grid: b.grid, width: b.width, height: b.height, places, top, name: b.name, author: b.author };
}

type Summary = { key: string; min: number; max: number; linked: Set<number> };
/** Each board's summary (a board never changes): an edit's patch reads the one before's again. */
const summaries = new WeakMap<GridBoard, Summary>();

/** What a patch may not change: the level range, the names in the legend, the frame, linked features. */
function boardSummary(b: GridBoard): Summary {
  let s = summaries.get(b);
  if (!s) summaries.set(b, (s = summarise(b)));
  return s;
}

/** Two JSON-like values alike (a place's surfaces before and after an edit). */
function alike(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null || Array.isArray(a) !== Array.isArray(b)) return false;
  const ka = Object.keys(a), kb = Object.keys(b);
  if (ka.length !== kb.length) return false;
  for (const k of ka) if (!alike((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k])) return false;
  return true;
}

function summarise(b: GridBoard): Summary {
  let min = Infinity;
  let max = -Infinity;
  const names = new Set<string>();
  const linked = new Set<number>();
  let minX = Infinity, maxX = -Infinity, minY = Infinity, maxY = -Infinity;
  b.places.forEach((p, i) => {
    if (p.surfaces.length) {
      const cx = b.grid === 'hex' ? p.x + (p.y & 1) / 2 : p.x;
      minX = Math.min(minX, cx); maxX = Math.max(maxX, cx); minY = Math.min(minY, p.y); maxY = Math.max(maxY, p.y);
    }
    for (const s of p.surfaces) {
      min = Math.min(min, s.level);
      max = Math.max(max, s.level);
      for (const t of s.terrain) names.add(`t:${t}`);
      for (const [k, v] of Object.entries(s)) {
        if (k === 'level' || k === 'terrain') continue;
        names.add(`f:${k}${k === 'obstacle' || k === 'fit' || k === 'window' || k === 'depth' ? `=${String(v)}` : ''}`);
        if (k === 'bridge' || k === 'stairs' || k === 'shaft' || k === 'structure' || k === 'ladder') linked.add(i);
      }
    }
  });
  return { key: [min, max, minX, maxX, minY, maxY, ...[...names].sort()].join('|'), min, max, linked };
}

/** Places next to place i (squares: the 8 around; hexes: the 6 around, odd-r). */
function around(b: GridBoard, i: number): number[] {
  const x = i % b.width;
  const y = (i - x) / b.width;
  const steps = b.grid === 'square'
    ? [[-1, -1], [0, -1], [1, -1], [-1, 0], [1, 0], [-1, 1], [0, 1], [1, 1]]
    : y & 1 ? [[1, 0], [-1, 0], [0, -1], [1, -1], [0, 1], [1, 1]] : [[1, 0], [-1, 0], [-1, -1], [0, -1], [-1, 1], [0, 1]];
  const out: number[] = [];
  for (const [dx, dy] of steps) {
    const nx = x + dx!;
    const ny = y + dy!;
    if (nx >= 0 && ny >= 0 && nx < b.width && ny < b.height) out.push(ny * b.width + nx);
  }
  return out;
}

export interface MapPointer {
  /** down, enter (a new place while pressed), up, click; hover: a new place under a mouse not pressed. */
  phase: 'down' | 'enter' | 'up' | 'click' | 'hover';
  figure?: string | undefined;
  cell?: [number, number] | undefined;
  /** Table maps: the terrain piece under the pointer (its data-piece: id, or index). */
  piece?: string | undefined;
  /** Table maps: the point in inches. */
  point?: [number, number] | undefined;
  /** A tap on (or within reach of) a dot at a corner of the aiming figure's space: that grid intersection. */
  corner?: [number, number] | undefined;
  shift: boolean;
  /** up: the pointer moved while pressed (a drag ended, not a click): its place is where it was let go, none when it left the map. */
  moved?: boolean | undefined;
}

export interface Marks {
  selected?: string | undefined;
  target?: string | undefined;
  seen?: ReadonlySet<string> | undefined;
  unseen?: ReadonlySet<string> | undefined;
  cell?: readonly number[] | undefined;
  /** A live preview is drawn (its seen region shaded apart from reach). */
  preview?: boolean | undefined;
  /** Aiming an area: the corners of the figure's space it may start from (grid intersections), the one in use chosen. */
  corners?: readonly { at: readonly number[]; chosen: boolean }[] | undefined;
}

/** A box in the picture's units: [left, top, right, bottom]. */
type Box = [number, number, number, number];

function boxAbout(x: number, y: number, w: number, h: number): Box {
  return [x - w, y - h, x + w, y + h];
}

/** What a level number must not sit under: a token's disc (centre and radius) or a grown label's box. */
type Cover = { disc: [number, number, number] } | { box: Box };

/** Does `c` reach into box `b` (a disc: its nearest point to the box inside the box)? */
function overlaps(c: Cover, b: Box): boolean {
  if ('box' in c) return b[0] < c.box[2] && c.box[0] < b[2] && b[1] < c.box[3] && c.box[1] < b[3];
  const [x, y, r] = c.disc;
  const nx = Math.max(b[0], Math.min(x, b[2])), ny = Math.max(b[1], Math.min(y, b[3]));
  return Math.hypot(nx - x, ny - y) < r;
}

/**
 * The box of a text of the library's picture at `size`, from its attributes (no layout: read for every
 * level number of a big map): centred or starting at x, its baseline at y unless hanging or central.
 */
function textBox(t: SVGTextElement, size: number): Box {
  const x = Number(t.getAttribute('x') ?? 0), y = Number(t.getAttribute('y') ?? 0);
  const w = (t.textContent ?? '').length * size * 0.6;
  const anchor = t.getAttribute('text-anchor');
  const left = anchor === 'middle' ? x - w / 2 : anchor === 'end' ? x - w : x;
  const base = t.getAttribute('dominant-baseline');
  // on the baseline: the box the page gives a line of sans text (ascent 0.93, descent 0.24 of the size)
  if (base !== 'hanging' && base !== 'central') return [left, y - size * 0.93, left + w, y + size * 0.24];
  const top = base === 'hanging' ? y : y - size / 2;
  return [left, top, left + w, top + size];
}

export class TopView {
  readonly el: HTMLElement;
  private svg: SVGSVGElement | undefined;
  private zoom = 1;
  private pressed = false;
  private lastCell = '';
  private onPointer: (p: MapPointer) => void;
  private onHover: (text: string) => void;
  private session: Session | undefined;

  /** One-finger drags pan the map (asking); otherwise they paint (editing). Two fingers always pan and zoom. */
  dragPans = true;
  /** Touch points on the map now, by pointer id. */
  private touches = new Map<number, { x: number; y: number }>();
  private gesture: { dist: number; zoom: number; mx: number; my: number; sx: number; sy: number } | undefined;
  private pan: { x: number; y: number; sx: number; sy: number; moved: boolean } | undefined;
  /** A click that ended a pan, a pinch or a drag is not a tap on the map. */
  private swallowClick = false;
  /** Where the pressed pointer was at the last event (for the places crossed in between). */
  private last: { x: number; y: number } | undefined;
  private lastHover = '';
  private downAt: { x: number; y: number; moved: boolean } | undefined;
  /** Whether a press here drags what is under it (a finger on it then does not pan the map). */
  canGrab: (p: MapPointer) => boolean = () => false;

  /** The click that follows a drop is part of the drag. */
  swallowNextClick(): void {
    this.swallowClick = true;
  }

  /**
   * The view's client size, kept by a ResizeObserver (which runs after layout): read from the page in the
   * middle of drawing, it laid the whole page out once more per tap (on the largest map a fifth of an edit).
   */
  private size: { w: number; h: number } | undefined;

  private viewSize(): { w: number; h: number } {
    // a view hidden since (the 3-D view shown) is read afresh
    return this.size && this.size.w > 0 && this.size.h > 0 ? this.size : { w: this.el.clientWidth, h: this.el.clientHeight };
  }

  constructor(el: HTMLElement, onPointer: (p: MapPointer) => void, onHover: (text: string) => void) {
    this.el = el;
    this.onPointer = onPointer;
    this.onHover = onHover;
    if (typeof ResizeObserver === 'function') {
      new ResizeObserver(() => {
        const was = this.size;
        this.size = { w: el.clientWidth, h: el.clientHeight };
        if (was && (was.w !== this.size.w || was.h !== this.size.h)) this.legible();
      }).observe(el);
    }
    el.addEventListener('pointerdown', (e) => {
      if (e.pointerType === 'touch' || e.pointerType === 'pen') {
        this.touches.set(e.pointerId, { x: e.clientX, y: e.clientY });
        if (this.touches.size === 2) {
          // a second finger: the stroke, drag or pan of the first becomes a pinch
          if (this.pressed) this.onPointer({ phase: 'up', shift: false });
          this.pressed = false;
          this.pan = undefined;
          this.startGesture();
          return;
        }
        if (this.touches.size > 2) return;
        if (this.dragPans) {
          // a finger on a figure that may be dragged drags it; elsewhere it pans the map
          const p = this.hit(e, 'down');
          if (!(p && this.canGrab(p))) {
            this.pan = { x: e.clientX, y: e.clientY, sx: el.scrollLeft, sy: el.scrollTop, moved: false };
            return;
          }
        }
      }
      if (e.button !== 0) return;
      this.pressed = true;
      this.lastCell = '';
      this.last = { x: e.clientX, y: e.clientY };
      this.downAt = { x: e.clientX, y: e.clientY, moved: false };
      const p = this.hit(e, 'down');
      if (p) {
        this.lastCell = p.cell ? p.cell.join(',') : '';
        this.onPointer(p);
      }
    });
    el.addEventListener('pointermove', (e) => {
      if (this.touches.has(e.pointerId)) {
        this.touches.set(e.pointerId, { x: e.clientX, y: e.clientY });
        if (this.gesture && this.touches.size >= 2) {
          this.moveGesture();
          return;
        }
        if (this.pan) {
          const dx = e.clientX - this.pan.x, dy = e.clientY - this.pan.y;
          if (Math.abs(dx) + Math.abs(dy) > 8) this.pan.moved = true;
          if (this.pan.moved) {
            el.scrollLeft = this.pan.sx - dx;
            el.scrollTop = this.pan.sy - dy;
          }
          return;
        }
      }
      if (this.pressed && this.downAt && !this.downAt.moved) {
        // a hand that shakes a little is still pressing where it pressed
        if (Math.hypot(e.clientX - this.downAt.x, e.clientY - this.downAt.y) < 6) return;
        this.downAt.moved = true;
      }
      if (this.pressed) {
        // every place the pointer crossed since the last event, not only where it is now: a quick
        // stroke paints each square under it (the points between two events, a few pixels apart)
        const from = this.last ?? { x: e.clientX, y: e.clientY };
        const dist = Math.hypot(e.clientX - from.x, e.clientY - from.y);
        const steps = Math.max(1, Math.ceil(dist / 4));
        for (let k = 1; k <= steps; k++) {
          const x = from.x + ((e.clientX - from.x) * k) / steps, y = from.y + ((e.clientY - from.y) * k) / steps;
          const p = this.hitAt(x, y, e, 'enter');
          const key = p?.cell ? p.cell.join(',') : p?.point ? p.point.join(',') : '';
          if (p && key && key !== this.lastCell) {
            this.lastCell = key;
            this.onPointer(p);
          }
        }
        this.last = { x: e.clientX, y: e.clientY };
        return;
      }
      const p = this.hit(e, 'enter');
      if (!p) return;
      const key = p.cell ? p.cell.join(',') : p.point ? p.point.join(',') : '';
      this.describe(p);
      const hoverKey = `${p.figure ?? ''}|${key}`;
      if (e.pointerType === 'mouse' && hoverKey !== this.lastHover) {
        this.lastHover = hoverKey;
        this.onPointer({ ...p, phase: 'hover' });
      }
    });
    const up = (e: PointerEvent) => {
      if (this.touches.delete(e.pointerId)) {
        if (this.gesture) {
          if (this.touches.size < 2) this.gesture = undefined;
          this.swallowClick = true;
          return;
        }
        if (this.pan) {
          this.swallowClick = this.pan.moved;
          this.pan = undefined;
          return;
        }
      }
      if (!this.pressed) return;
      this.pressed = false;
      this.last = undefined;
      const moved = this.downAt?.moved === true;
      this.downAt = undefined;
      const p: MapPointer = { ...((e.type === 'pointerup' && moved ? this.hitAt(e.clientX, e.clientY, e, 'up') : undefined) ?? { phase: 'up' as const, shift: e.shiftKey }), moved: moved && e.type !== 'pointercancel' };
      this.onPointer(p);
      // the status line named the place where the drag began (it is not updated while pressing): say
      // what is where it ended, as the map is now (a figure dropped there, a place painted)
      if (moved && (p.cell || p.point)) this.describe(this.hitAt(e.clientX, e.clientY, e, 'up') ?? p);
    };
    el.addEventListener('pointerup', up);
    el.addEventListener('pointercancel', (e) => up(e));
    el.addEventListener('pointerleave', (e) => {
      if (e.pointerType === 'mouse' && !this.pressed && this.lastHover) {
        this.lastHover = '';
        this.onPointer({ phase: 'hover', shift: false });
      }
      up(e);
    });
    el.addEventListener('click', (e) => {
      if (this.swallowClick) {
        this.swallowClick = false;
        return;
      }
      const p = this.hit(e, 'click');
      if (!p) return;
      // a tap tells the place's level too (a finger does not hover, and small maps' numbers may be hidden)
      this.describe(p);
      this.onPointer(p);
    });
    el.addEventListener('keydown', (e) => this.key(e));
    el.addEventListener('wheel', (e) => {
      if (!e.ctrlKey) return;
      e.preventDefault();
      this.setZoom(this.zoom * (e.deltaY < 0 ? 1.15 : 1 / 1.15));
    }, { passive: false });
  }

  /** The reach costs shown (the status line tells a place's cost: on a big map the labels may be too small to draw). */
  costs: (() => readonly { at: readonly number[]; cost?: number }[] | undefined) | undefined;

  /** The place or figure under the pointer in words, on the status line. */
  private describe(p: MapPointer): void {
    if (p.cell && this.session?.board) {
      const b = this.session.board;
      const place = b.places[p.cell[1] * b.width + p.cell[0]];
      const top = place?.surfaces[place.surfaces.length - 1];
      this.onHover(top ? `[${p.cell.join(', ')}] level ${top.level}${top.terrain.length ? `, ${top.terrain.join(', ')}` : ''}${describeFeatures(top as unknown as Record<string, unknown>)}${place!.surfaces.length > 1 ? ` (${place!.surfaces.length} surfaces)` : ''}${drawing.costNote(this.costs?.(), p.cell)}${p.figure ? `; figure ${p.figure}` : ''}` : `[${p.cell.join(', ')}] not part of the map`);
    } else if (p.point) this.onHover(`${p.point[0].toFixed(1)}", ${p.point[1].toFixed(1)}"${p.figure ? `; figure ${p.figure}` : ''}`);
    else if (p.figure) this.onHover(`figure ${p.figure}`);
  }

  /** What is under the point (x, y) of the page: a dragged finger keeps its first target, so look again. */
  private hitAt(x: number, y: number, e: MouseEvent, phase: MapPointer['phase']): MapPointer | undefined {
    const t = document.elementFromPoint(x, y);
    if (!t || !this.el.contains(t)) return undefined;
    return this.hitTarget(t, { clientX: x, clientY: y, shiftKey: e.shiftKey, pointerType: (e as PointerEvent).pointerType }, phase);
  }

  private hit(e: MouseEvent, phase: MapPointer['phase']): MapPointer | undefined {
    const t = e.target as Element | null;
    if (!t) return undefined;
    return this.hitTarget(t, { clientX: e.clientX, clientY: e.clientY, shiftKey: e.shiftKey, pointerType: (e as PointerEvent).pointerType }, phase);
  }

  private hitTarget(t: Element, e: PointLike, phase: MapPointer['phase']): MapPointer | undefined {
    if (!this.svg) return undefined;
    // hovering needs only what is under the pointer; the near-figure search is for presses and taps
    const fig = t.closest('[data-figure]') ?? (phase === 'enter' || phase === 'hover' || phase === 'up' ? null : this.nearFigure(t, e));
    const cell = t.closest('[data-cell]');
    const out: MapPointer = { phase, shift: e.shiftKey };
    if (fig) out.figure = fig.getAttribute('data-figure') ?? undefined;
    const piece = t.closest('[data-piece]');
    if (piece) out.piece = piece.getAttribute('data-piece') ?? undefined;
    if (cell) {
      const [x, y] = (cell.getAttribute('data-cell') ?? '').split(',').map(Number);
      if (Number.isInteger(x) && Number.isInteger(y)) out.cell = [x!, y!];
    }
    if (fig && !cell && this.session?.board) {
      const f = this.session.scenario.figures?.[out.figure!];
      if (f) out.cell = [f.at[0], f.at[1]];
    }
    const point = this.tablePoint(e.clientX, e.clientY);
    if (point) out.point = point;
    // aiming: a tap near a corner of the aiming figure's space picks it (not a tap on another figure's token)
    if (this.corners.length && (phase === 'click' || phase === 'down')) {
      const direct = t.closest('[data-figure]')?.getAttribute('data-figure');
      if (!direct || direct === this.lastDrawn.marks.selected) out.corner = this.nearCorner(e);
    }
    return out.figure || out.cell || out.point || out.corner ? out : undefined;
  }

  /** A point of the page on a table map in inches (to a quarter inch), if it is on the table. */
  private tablePoint(clientX: number, clientY: number): [number, number] | undefined {
    const table = this.svg?.querySelector('[data-table]');
    if (!table || this.session?.board) return undefined;
    const m = this.svg!.getScreenCTM();
    const size = (table.getAttribute('data-table') ?? '').split('x').map(Number);
    if (!m || size.length !== 2) return undefined;
    const pt = new DOMPoint(clientX, clientY).matrixTransform(m.inverse());
    const s = Number(table.getAttribute('width')) / size[0]!;
    const ix = (pt.x - Number(table.getAttribute('x'))) / s;
    const iy = (pt.y - Number(table.getAttribute('y'))) / s;
    return ix >= 0 && iy >= 0 && ix <= size[0]! && iy <= size[1]! ? [Math.round(ix * 4) / 4, Math.round(iy * 4) / 4] : undefined;
  }

  /**
   * The table point at the middle of what the player sees of the map (the view as zoomed and panned, the
   * part on the screen), where a new terrain piece goes; undefined off the table or on a grid map.
   */
  tableCentre(): [number, number] | undefined {
    const r = this.el.getBoundingClientRect();
    const left = Math.max(0, r.left), right = Math.min(innerWidth, r.right);
    const top = Math.max(0, r.top), bottom = Math.min(innerHeight, r.bottom);
    return right > left && bottom > top ? this.tablePoint((left + right) / 2, (top + bottom) / 2) : undefined;
  }

  /** The aiming corners drawn (grid intersection, picture point), for taps near them. */
  private corners: { at: [number, number]; pic: [number, number] }[] = [];

  /**
   * The corner nearest a tap, if within reach: 22 px, or less on small squares (0.4 of a square, at least
   * 12 px) so that a tap on the next square still aims there.
   */
  private nearCorner(e: PointLike): [number, number] | undefined {
    const m = this.top?.getScreenCTM();
    if (!m) return undefined;
    const screen = this.corners.map((c) => ({ at: c.at, p: new DOMPoint(c.pic[0], c.pic[1]).matrixTransform(m) }));
    const one = screen.find((c) => c.at[1] === screen[0]!.at[1] && c.at[0] === screen[0]!.at[0] + 1);
    const square = one ? Math.hypot(one.p.x - screen[0]!.p.x, one.p.y - screen[0]!.p.y) : 44;
    const reach = Math.max(12, Math.min(22, square * 0.4));
    let best: [number, number] | undefined;
    let bd = reach;
    for (const c of screen) {
      const d = Math.hypot(c.p.x - e.clientX, c.p.y - e.clientY);
      if (d <= bd) (bd = d), (best = c.at);
    }
    return best;
  }

  /** The dots at the corners an aimed area may start from (square maps), the one in use filled. */
  private cornerMarks(session: Session, marks: Marks): void {
    this.corners = [];
    const list = marks.corners;
    if (!list?.length || !this.top || session.board?.grid !== 'square') return;
    const map = this.toPicture(session);
    if (!map) return;
    const px = this.pxPerUnit(this.top) || 1;
    const g = document.createElementNS('http://www.w3.org/2000/svg', 'g');
    g.setAttribute('class', 'hg-aim-corners');
    for (const c of list) {
      // square maps: board point (x, y) is the corner of square [x, y]
      const pic = map.at([c.at[0]!, c.at[1]!]);
      const at: [number, number] = [c.at[0]!, c.at[1]!];
      this.corners.push({ at, pic });
      const dot = document.createElementNS('http://www.w3.org/2000/svg', 'circle');
      const r = Math.max(map.k * (c.chosen ? 0.13 : 0.09), (c.chosen ? 8 : 6) / px);
      for (const [a, v] of Object.entries({ cx: pic[0], cy: pic[1], r, fill: c.chosen ? '#5e3c99' : '#fff', stroke: c.chosen ? '#fff' : '#5e3c99', 'stroke-width': Math.max(1.5 / px, map.k * 0.03), 'data-aim-corner': `${at[0]},${at[1]}`, 'data-chosen': c.chosen ? 'true' : 'false' })) dot.setAttribute(a, String(v));
      const tip = document.createElementNS('http://www.w3.org/2000/svg', 'title');
      tip.textContent = c.chosen ? `the area starts here, [${at.join(', ')}]` : `start the area at [${at.join(', ')}]`;
      dot.append(tip);
      g.append(dot);
    }
    this.top.append(g);
  }

  /**
   * Draw the map with a verdict's evidence and the marks. Two stacked SVGs share one frame: the map
   * (places, terrain, levels, legend: drawn by renderSvg only when the map changes) and, over it, the
   * figures and the evidence, drawn by renderMapSvg over a frame-only board. A click changes only the
   * small top picture, so asking and moving stay fast on big maps.
   */
  show(session: Session, verdict: Verdict | undefined, marks: Marks): number {
    const t0 = performance.now();
    const prev = this.session;
    this.session = session;
    // loading makes new objects, so compare what the map says, not which object it is
    // a narrow view (a phone) gives the map the whole width: no legend beside it
    this.legend = this.viewSize().w >= 560;
    // the picture of the map is drawn from the map, the ruleset's ground level and the title only: the
    // same map judged by another ruleset keeps its picture (switching rules redraws the figures alone)
    const mapKey = `${session.ruleset.groundLevel}\n${this.legend}\n${session.scenario.title ?? ''}\n${JSON.stringify(session.scenario.map)}`;
    this.lastDrawn = { verdict, marks };
    if (!this.svg || mapKey !== this.mapKey) {
      if (this.pendingKey === mapKey) {
        /* its picture is on the way */
      } else if (!this.pendingKey && prev && this.svg && this.baseGeneration === this.generation && this.patch(prev, session)) {
        this.mapKey = mapKey;
      } else if (!this.drawBaseLater(session, mapKey, prev)) {
        this.mapKey = mapKey;
        this.drawBase(session);
        this.pendingKey = undefined;
        delete this.el.dataset.pending;
      }
    }
    const hadFocus = this.el.contains(document.activeElement);
    this.drawTop(session, verdict);
    this.rove(hadFocus);
    this.top?.classList.toggle('hg-preview', marks.preview === true);
    this.mark(marks);
    this.legible();
    return performance.now() - t0;
  }

  /**
   * Tokens and their labels readable at any zoom: on a big map fitted to a phone a hex is 12 px, and the
   * library's picture (drawn to the map's own scale) gives a 6 px token and a 4 px label there. Each token
   * is kept at least MIN_TOKEN screen px across and each figure label at least MIN_LABEL px high, grown
   * about its own centre (a token then covers the edges of its neighbours, as a counter on a table does).
   */
  private legible(): void {
    const top = this.top;
    if (!top) return;
    const k = this.pxPerUnit(top);
    if (!k) return;
    this.showLevels(k);
    drawing.legibleCosts(top, k);
    for (const c of top.querySelectorAll<SVGElement>('g.figures [data-figure] circle, g.figures [data-figure] ellipse')) {
      const keys = c.tagName === 'ellipse' ? ['rx', 'ry'] : ['r'];
      for (const key of keys) {
        const base = Number(c.dataset[key] ?? (c.dataset[key] = c.getAttribute(key) ?? '0'));
        // the inner ring sits 2.5 units inside the token's edge
        const inner = c.getAttribute('fill') === 'none';
        const want = Math.max(base, MIN_TOKEN / 2 / k - (inner ? 2.5 : 0));
        c.setAttribute(key, String(base ? want : 0));
      }
    }
    // every token, grown or not (a multi-hex figure's token sits over a neighbour's number), and every grown label
    const grown: Cover[] = [];
    for (const c of top.querySelectorAll<SVGElement>('g.figures [data-figure] circle, g.figures [data-figure] ellipse')) {
      if (c.getAttribute('fill') === 'none') continue;
      const n = (k: string) => Number(c.getAttribute(k) ?? 0);
      // the outline's half width outside the disc
      const edge = n('stroke-width') / 2;
      if (c.tagName === 'circle') grown.push({ disc: [n('cx'), n('cy'), n('r') + edge] });
      else grown.push({ box: boxAbout(n('cx'), n('cy'), n('rx') + edge, n('ry') + edge) });
    }
    for (const t of top.querySelectorAll<SVGTextElement>('g.figure-labels text')) {
      const base = Number(t.dataset.fs ?? (t.dataset.fs = t.getAttribute('font-size') ?? '10'));
      const stroke = Number(t.dataset.sw ?? (t.dataset.sw = t.getAttribute('stroke-width') ?? '2'));
      const f = Math.max(1, MIN_LABEL / k / base);
      t.setAttribute('font-size', String(base * f));
      t.setAttribute('stroke-width', String(stroke * f));
      if (f > 1) grown.push({ box: textBox(t, base * f) });
    }
    this.uncover(grown);
  }

  /** The level numbers hidden under a grown token or label (hg-covered), and the level numbers' boxes. */
  private covered = new Set<SVGTextElement>();
  private levelBoxes: { of: SVGGElement; boxes: [SVGTextElement, Box][] } | undefined;

  /**
   * A token, or a label grown to be readable, sits over a level number (on a small hex map on a phone the
   * two were drawn one on the other, neither readable; a multi-hex figure's token covers a neighbour's):
   * the level numbers under one are hidden while it is there (a tap on the place still tells its level on
   * the status line). A token's own place keeps its number clear of it, in the top of the hex.
   */
  private uncover(grown: Cover[]): void {
    const g = this.levels;
    for (const t of this.covered) t.classList.remove('hg-covered');
    this.covered.clear();
    if (!g || !grown.length) return;
    if (this.levelBoxes?.of !== g) this.levelBoxes = { of: g, boxes: [...g.querySelectorAll<SVGTextElement>('text')].map((t) => [t, textBox(t, Number(t.getAttribute('font-size') ?? 0))]) };
    for (const [t, b] of this.levelBoxes.boxes) {
      if (!grown.some((o) => overlaps(o, b))) continue;
      t.classList.add('hg-covered');
      this.covered.add(t);
    }
  }

  /**
   * Where each blocked line is stopped: a dot on the line itself, at the point nearest the centre of the
   * place that blocked it (the picture crosses out the whole place; the dot says where along the line).
   * Board units are carried to the picture's by two places' centres (both pictures use one frame).
   */
  private blockPoints(session: Session, verdict: Verdict | undefined): void {
    const lines = (verdict?.evidence?.lines ?? []).filter((l) => l.blockedBy?.length);
    if (!lines.length || !this.top) return;
    const map = this.toPicture(session);
    if (!map) return;
    const kind = session.board!.grid as Kind;
    const k = map.k;
    const toPic = map.at;
    const g = document.createElementNS('http://www.w3.org/2000/svg', 'g');
    g.setAttribute('class', 'hg-block-points');
    for (const l of lines) {
      const d = [l.to[0] - l.from[0], l.to[1] - l.from[1]];
      const dd = d[0]! * d[0]! + d[1]! * d[1]!;
      for (const b of l.blockedBy!) {
        const c = centre(kind, b.at[0], b.at[1]);
        const t = dd ? Math.max(0, Math.min(1, ((c[0] - l.from[0]) * d[0]! + (c[1] - l.from[1]) * d[1]!) / dd)) : 0;
        const [x, y] = toPic([l.from[0] + d[0]! * t, l.from[1] + d[1]! * t]);
        const dot = document.createElementNS('http://www.w3.org/2000/svg', 'circle');
        for (const [a, v] of Object.entries({ cx: x, cy: y, r: Math.max(4, k * 0.16), fill: EVIDENCE.blocked, stroke: '#fff', 'stroke-width': Math.max(1.5, k * 0.05), 'data-blocked': `${b.at[0]},${b.at[1]}` })) dot.setAttribute(a, String(v));
        g.append(dot);
      }
    }
    this.top.append(g);
  }

  /** The level numbers of the map's picture, kept out of it while too small to read. */
  private levels: SVGGElement | undefined;
  private levelsAnchor: Node | null = null;

  /** Put the level numbers in the picture when they are at least MIN_LEVEL_LABEL px high at this zoom, else take them out. */
  private showLevels(k: number): void {
    const g = this.levels;
    if (!g || !this.svg) return;
    const first = g.querySelector('text');
    const size = Number(first?.getAttribute('font-size') ?? 0) * k;
    const want = size >= MIN_LEVEL_LABEL;
    this.svg.classList.toggle('hg-no-levels', !want && first !== null);
    if (want && !g.isConnected) {
      // before the patches drawn since (they carry their own numbers), or where it was
      const patch = this.svg.querySelector(':scope > g.hg-patch');
      this.svg.insertBefore(g, patch ?? (this.levelsAnchor?.parentNode === this.svg ? this.levelsAnchor : null));
    } else if (!want && g.isConnected) g.remove();
  }

  /** Board units to picture units, from two places' centres (both pictures use one frame); undefined on a table. */
  private toPicture(session: Session): { k: number; at: (p: readonly number[]) => [number, number] } | undefined {
    const board = session.board;
    if (!board || !this.svg) return undefined;
    const cells = this.svg.querySelectorAll<SVGGraphicsElement>('[data-cell]');
    const ends = [cells[0], cells[cells.length - 1]];
    if (!ends[0] || !ends[1] || ends[0] === ends[1]) return undefined;
    const kind = board.grid as Kind;
    const pts = ends.map((el) => {
      const [x, y] = el!.getAttribute('data-cell')!.split(',').map(Number);
      const b = el!.getBBox();
      return { board: centre(kind, x!, y!), pic: [b.x + b.width / 2, b.y + b.height / 2] as const };
    });
    const db = Math.hypot(pts[1]!.board[0] - pts[0]!.board[0], pts[1]!.board[1] - pts[0]!.board[1]);
    if (!(db > 0)) return undefined;
    const k = Math.hypot(pts[1]!.pic[0] - pts[0]!.pic[0], pts[1]!.pic[1] - pts[0]!.pic[1]) / db;
    return { k, at: (p) => [pts[0]!.pic[0] + (p[0]! - pts[0]!.board[0]) * k, pts[0]!.pic[1] + (p[1]! - pts[0]!.board[1]) * k] };
  }

  /**
   * What happens along a move's path, marked where it happens: an attack it provokes (a leaving-engagement
   * or opportunity attack) as a red mark on the place it is taken, with a dashed line from the attacker;
   * anything else on the way (a drop, a fall, a hazard) as an orange one. Each mark says what in its title.
   */
  private eventMarks(session: Session, verdict: Verdict | undefined): void {
    const events = Array.isArray(verdict?.events) ? (verdict!.events as Record<string, unknown>[]) : [];
    const path = verdict?.evidence?.path ?? [];
    if (!events.length || !this.top) return;
    const map = this.toPicture(session);
    if (!map) return;
    const ns = 'http://www.w3.org/2000/svg';
    const g = document.createElementNS(ns, 'g');
    g.setAttribute('class', 'hg-path-events');
    g.setAttribute('pointer-events', 'none');
    const set = (el: Element, a: Record<string, string | number>) => { for (const [k, v] of Object.entries(a)) el.setAttribute(k, String(v)); };
    const r = Math.max(6, map.k * 0.2);
    for (const e of events) {
      const step = typeof e.step === 'number' ? path[e.step] : undefined;
      const where = (Array.isArray(e.at) ? e.at : Array.isArray(e.from) ? e.from : step?.at) as number[] | undefined;
      if (!where || where.length < 2) continue;
      const kind = String(e.kind ?? e.type ?? 'event');
      const by = typeof e.by === 'string' ? e.by : Array.isArray(e.by) ? e.by.join(', ') : undefined;
      const attack = by !== undefined;
      const [x, y] = map.at(centre(session.board!.grid as Kind, where[0]!, where[1]!));
      if (attack) {
        for (const who of by!.split(', ')) {
          const f = session.scenario.figures?.[who];
          if (!f) continue;
          const [fx, fy] = map.at(centre(session.board!.grid as Kind, f.at[0], f.at[1]));
          const line = document.createElementNS(ns, 'line');
          set(line, { x1: fx, y1: fy, x2: x, y2: y, stroke: EVIDENCE.blocked, 'stroke-width': Math.max(1.5, map.k * 0.05), 'stroke-dasharray': `${r * 0.6} ${r * 0.4}`, 'stroke-opacity': 0.85 });
          g.append(line);
        }
      }
      const mark = document.createElementNS(ns, 'g');
      set(mark, { 'data-event': kind, 'data-at': `${where[0]},${where[1]}`, ...(by ? { 'data-by': by } : {}) });
      const title = document.createElementNS(ns, 'title');
      title.textContent = typeof e.text === 'string' ? e.text : attack ? `${kind.replace(/-/g, ' ')}: ${by} attacks here` : `${kind.replace(/-/g, ' ')} here`;
      const dot = document.createElementNS(ns, 'circle');
      set(dot, { cx: x, cy: y, r, fill: attack ? EVIDENCE.blocked : '#e65100', stroke: '#fff', 'stroke-width': Math.max(1.5, r * 0.2) });
      const t = document.createElementNS(ns, 'text');
      set(t, { x, y, 'font-size': r * 1.3, 'font-weight': 700, 'text-anchor': 'middle', 'dominant-baseline': 'central', fill: '#fff' });
      t.textContent = '!';
      mark.append(title, dot, t);
      g.append(mark);
    }
    this.top.append(g);
  }

  /**
   * Screen px per picture unit (the picture is fitted with "meet"): the picture fills the view, or at a
   * zoom the box applyZoom sized (both known without asking the layout).
   */
  private pxPerUnit(svg: SVGSVGElement): number {
    const vb = (svg.getAttribute('viewBox') ?? '').split(/[\s,]+/).map(Number);
    const view = this.viewSize();
    const w = this.zoom === 1 ? view.w : parseFloat(this.wrap?.style.width ?? '') || view.w * this.zoom;
    const h = this.zoom === 1 ? view.h : parseFloat(this.wrap?.style.height ?? '') || view.h * this.zoom;
    if (vb.length < 4 || !(vb[2]! > 0) || !(vb[3]! > 0) || !w || !h) return 0;
    return Math.min(w / vb[2]!, h / vb[3]!);
  }

  private mapKey = '';
  private legend = true;
  private top: SVGSVGElement | undefined;
  private wrap: HTMLDivElement | undefined;
  /** True while the frame-only board is known to land on the full picture's pixels. */
  private fast = true;

  private frame: { key: string; width: number; board: GridBoard } | undefined;

  private source(session: Session): MapSource {
    const map = session.scenario.map;
    // each figure on all the ground it covers, as its ruleset lays it out (multi-hex, large, double-space)
    const fp = session.ruleset.footprint;
    const footprint: FootprintOf | undefined = fp ? (f) => fp.call(session.ruleset, f, session.board, session.options) : undefined;
    const base = { figures: session.scenario.figures ?? {}, title: ' ', groundLevel: session.ruleset.groundLevel, footprint };
    if (map.grid === 'table') return { ...base, table: { ...map, pieces: [], deployment: undefined } };
    // the frame-only board is the same while the map is (a selection, a question, another ruleset)
    if (this.frame?.key !== this.mapKey || this.frame.width !== session.board!.width) this.frame = { key: this.mapKey, width: session.board!.width, board: frameBoard(session.board!) };
    return { ...base, board: this.frame.board };
  }

  private parse(markup: string): SVGSVGElement | undefined {
    const holder = document.createElement('div');
    holder.innerHTML = markup;
    return holder.querySelector('svg') ?? undefined;
  }

  private fit(svg: SVGSVGElement, viewBox: string): void {
    svg.removeAttribute('width');
    svg.removeAttribute('height');
    svg.setAttribute('viewBox', viewBox);
    svg.setAttribute('preserveAspectRatio', 'xMidYMin meet');
  }

  /** The verdict and marks drawn last (drawn again when a map's picture arrives from the worker). */
  private lastDrawn: { verdict: Verdict | undefined; marks: Marks } = { verdict: undefined, marks: {} };
  /** The map whose picture the worker is drawing, if any (the view shows no stale map meanwhile). */
  private pendingKey: string | undefined;
  private worker: Worker | undefined | null;
  private job = 0;

  /**
   * A big map's picture is written by a worker (its text takes a few hundred milliseconds on the largest
   * maps): the page stays free, and the picture goes in when it comes back (parsing and laying it out is
   * the only work left here). False when the map is small or no worker can start: draw it here and now.
   */
  private drawBaseLater(session: Session, key: string, prev: Session | undefined): boolean {
    const b = session.board;
    if (!b || b.places.reduce((n, p) => n + (p.surfaces.length ? 1 : 0), 0) < OFF_THREAD_PLACES) return false;
    if (this.worker === undefined) {
      try {
        this.worker = new Worker(new URL('./picture-worker.ts', import.meta.url), { type: 'module' });
        this.worker.addEventListener('message', (e: MessageEvent<{ id: number; head?: string; parts?: Record<ChunkedGroup, string[]>; error?: string }>) => this.baseArrived(e.data));
      } catch {
        this.worker = null;
      }
    }
    if (!this.worker) return false;
    const id = ++this.job;
    this.pendingKey = key;
    this.pendingJob = id;
    this.el.dataset.pending = 'true';
    const source: MapSource = { board: b, figures: session.scenario.figures ?? {}, title: ' ', groundLevel: session.ruleset.groundLevel };
    this.worker.postMessage({ id, source, legend: true });
    // the same map changed (an edit, an undo): its picture stays, every place where it was, until the new one comes
    if (this.svg && this.baseGeneration === this.generation && prev?.board && prev.board.width === b.width && prev.board.height === b.height) return true;
    // another map: no picture of the one before until this one comes (its figures would stand on the wrong places)
    this.svg = undefined;
    this.top = undefined;
    this.wrap = undefined;
    this.levels = undefined;
    this.legendBox?.remove();
    this.legendBox = undefined;
    this.el.replaceChildren(Object.assign(document.createElement('p'), { className: 'hg-note', textContent: 'Drawing the map…' }));
    return true;
  }

  private pendingJob = 0;

  /**
   * Which document the view shows (newDocument counts them) and which one the picture in the page was
   * drawn for: a picture is kept while the worker draws the next one only for the same document (an
   * edit, an undo). Another map of the same size must not show the old one's places under its figures.
   */
  private generation = 0;
  private baseGeneration = -1;

  /** Another map is open (not an edit of this one): its picture is not the one in the page. */
  newDocument(): void {
    this.generation++;
  }

  private baseArrived(r: { id: number; head?: string; parts?: Record<ChunkedGroup, string[]>; error?: string }): void {
    if (r.id !== this.pendingJob || !this.pendingKey || !this.session) return;
    if (!r.head || !r.parts) {
      // the worker could not draw it: draw it here, in one go
      const t0 = performance.now();
      this.finishPending();
      this.drawBase(this.session);
      this.show(this.session, this.lastDrawn.verdict, this.lastDrawn.marks);
      this.el.getBoundingClientRect();
      this.onDrawn?.(performance.now() - t0);
      return;
    }
    // the frame first (legend, background, empty groups) with the figures over it, then the places, the
    // decor and the level numbers a few hundred at a time, each piece a task of its own: the page answers
    // a tap between two pieces. The map stays pending (data-pending) until the last piece is in.
    const job = r.id;
    const parts = r.parts;
    const queue: [ChunkedGroup, string][] = [];
    for (const name of CHUNKED) for (const run of parts[name]) queue.push([name, run]);
    let longest = 0;
    const timed = (f: () => void) => {
      const t0 = performance.now();
      f();
      this.el.getBoundingClientRect();
      longest = Math.max(longest, performance.now() - t0);
    };
    timed(() => {
      this.installBase(r.head!, this.session!, false);
      this.drawTop(this.session!, this.lastDrawn.verdict);
      this.mark(this.lastDrawn.marks);
      this.legible();
    });
    const step = () => {
      if (job !== this.pendingJob || !this.svg || !this.session) return;
      const next = queue.shift();
      if (next) {
        timed(() => {
          const group = next[0] === 'levels' ? this.levels : this.svg!.querySelector(`:scope > g.${next[0]}`);
          if (group) appendMarkup(group, next[1]);
        });
        setTimeout(step, 0);
        return;
      }
      timed(() => {
        this.finishPending();
        this.probeFast(this.session!);
        this.show(this.session!, this.lastDrawn.verdict, this.lastDrawn.marks);
      });
      this.onDrawn?.(longest);
    };
    setTimeout(step, 0);
  }

  /** The picture on the way is in: the map is drawn. */
  private finishPending(): void {
    this.mapKey = this.pendingKey ?? this.mapKey;
    this.pendingKey = undefined;
    delete this.el.dataset.pending;
  }

  /** Told how long putting a picture from the worker into the page took (main-thread ms). */
  onDrawn: ((ms: number) => void) | undefined;

  private drawBase(session: Session): void {
    // no title: the app shows it in its panel, and a blank title leaves no band for it (a blank 37 px strip topped a phone's map)
    this.installBase(drawing.renderSvg(session, { idPrefix: 'b', legend: true, title: ' ' }), session);
  }

  /** The legend taken out of a picture too small to read it, in a box that folds (at the stage's top left). */
  private legendBox: HTMLDetailsElement | undefined;

  /**
   * Keep the legend in the picture when it is readable there (at least LEGEND_PX px text at fit zoom), else
   * take it out, with the picture's column it stood in, into a box of its own at its own size: on a big map
   * or a phone the legend drawn at the map's scale was a few pixels high and the zoom buttons sat on it.
   */
  private placeLegend(base: SVGSVGElement, width: number, height: number): void {
    const open = this.legendBox?.open ?? false;
    this.legendBox?.remove();
    this.legendBox = undefined;
    const g = base.querySelector<SVGGElement>(':scope > g.legend');
    const frame = g?.querySelector('rect');
    const vb = (base.getAttribute('viewBox') ?? '').split(/[\s,]+/).map(Number);
    if (!g || !frame || vb.length < 4 || !(vb[2]! > 0) || !(vb[3]! > 0)) return;
    const k = Math.min(width / vb[2]!, height / vb[3]!);
    if (this.legend && k * LEGEND_TEXT >= LEGEND_PX) return;
    const [x, y, w, h] = ['x', 'y', 'width', 'height'].map((a) => Number(frame.getAttribute(a)));
    g.remove();
    // the picture ends where the legend's column began (the map's right margin kept)
    base.setAttribute('viewBox', `${vb[0]} ${vb[1]} ${Math.max(1, x! - LEGEND_GAP + MARGIN - vb[0]!)} ${vb[3]}`);
    const svg = document.createElementNS('http://www.w3.org/2000/svg', 'svg');
    svg.setAttribute('viewBox', `${x! - 1} ${y! - 1} ${w! + 2} ${h! + 2}`);
    svg.setAttribute('width', String(w! + 2));
    svg.setAttribute('height', String(h! + 2));
    svg.setAttribute('font-family', base.getAttribute('font-family') ?? 'sans-serif');
    // the swatches' patterns live in the picture's defs
    const defs = base.querySelector(':scope > defs');
    if (defs) svg.append(defs.cloneNode(true));
    svg.append(g);
    const box = document.createElement('details');
    box.className = 'hg-legend2d';
    box.open = open;
    const summary = document.createElement('summary');
    summary.textContent = 'Legend';
    box.append(summary, svg);
    this.el.parentElement?.append(box);
    this.legendBox = box;
  }

  private installBase(markup: string, session: Session, probe = true): void {
    const base = this.parse(markup);
    if (!base) return;
    // the view's size now, before the picture goes in (reading it later would lay the picture out twice)
    const view = this.viewSize();
    this.placeLegend(base, view.w, view.h);
    // the map's title is in the side panel; at the map's scale it was a few pixels high (every line of a
    // wrapped title: removing the first alone left a fragment like "map)" over a phone's map)
    for (const t of base.querySelectorAll(':scope > text')) t.remove();
    // the figures live in the top picture
    base.querySelector(':scope > g.figures')?.remove();
    base.querySelector(':scope > g.figure-labels')?.remove();
    base.querySelector(':scope > g.caption')?.remove();
    // the level numbers wait apart until they are big enough to read (legible puts them in): on a big
    // map at fit zoom they are a few pixels high, and hundreds of texts are most of the page's layout work
    this.levels = base.querySelector<SVGGElement>(':scope > g.levels') ?? undefined;
    this.levelsAnchor = this.levels?.nextSibling ?? null;
    this.levels?.remove();
    base.classList.add('hg-map');
    this.fit(base, base.getAttribute('viewBox') ?? '');
    const wrap = document.createElement('div');
    wrap.className = 'hg-wrap';
    wrap.append(base);
    this.el.replaceChildren(wrap);
    this.wrap = wrap;
    this.svg = base;
    this.top = undefined;
    this.patches = 0;
    this.applyZoom();
    this.baseGeneration = this.generation;
    if (probe) this.probeFast(session);
  }

  /** Check once per map that the frame-only picture lines up with the full one (else figures are drawn the slow way). */
  private probeFast(session: Session): void {
    const base = this.svg;
    if (!base) return;
    this.fast = true;
    const probe = this.parse(drawing.renderMapSvg(this.source(session), { idPrefix: 'p', legend: false }));
    for (const cell of probe?.querySelectorAll('[data-cell]') ?? []) {
      const same = base.querySelector(`[data-cell="${cell.getAttribute('data-cell')}"]`);
      if (!same || shapeOf(same) !== shapeOf(cell)) this.fast = false;
    }
    const tprobe = probe?.querySelector('[data-table]');
    const table = base.querySelector('[data-table]');
    if (tprobe && table && ['x', 'y', 'width'].some((k) => tprobe.getAttribute(k) !== table.getAttribute(k))) this.fast = false;
  }

  /**
   * A few places changed (an edit, or its undo): draw just them and their neighbours over the picture,
   * from a board holding those places, the frame's extremes and the lowest and highest places (so the
   * level shading is the full map's). Refused (false: redraw it all) when the change reaches the level
   * range, the legend, the frame or linked features (bridges, stairs), or too many places.
   */
  private patch(prev: Session, next: Session): boolean {
    const a = prev.board;
    const b = next.board;
    if (!this.fast || !a || !b || a.grid !== b.grid || a.width !== b.width || a.height !== b.height || prev.ruleset !== next.ruleset) return false;
    if (this.patches >= 40) return false;
    const changed: number[] = [];
    for (let i = 0; i < b.places.length; i++) {
      if (a.places[i] === b.places[i]) continue;
      if (!alike(a.places[i]!.surfaces, b.places[i]!.surfaces)) {
        // a place that appears or disappears is left to a full redraw (the old picture would show through)
        if (!a.places[i]!.surfaces.length || !b.places[i]!.surfaces.length) return false;
        changed.push(i);
      }
      if (changed.length > 24) return false;
    }
    const sa = boardSummary(a);
    const sb = boardSummary(b);
    if (sa.key !== sb.key) return false;
    const region = new Set<number>(changed);
    for (const i of changed) for (const j of around(b, i)) region.add(j);
    for (const i of region) if (sa.linked.has(i) || sb.linked.has(i)) return false;
    // keep the extremes of the level range in the picture so its shading matches
    const extra = new Set(region);
    const lo = b.places.findIndex((p) => p.surfaces.some((s) => s.level === sb.min));
    const hi = b.places.findIndex((p) => p.surfaces.some((s) => s.level === sb.max));
    if (lo >= 0) extra.add(lo);
    if (hi >= 0) extra.add(hi);
    const small = this.parse(drawing.renderMapSvg({ board: frameBoard(b, extra, true), figures: {}, title: ' ', groundLevel: next.ruleset.groundLevel }, { idPrefix: `q${this.patches}-`, legend: false }));
    if (!small || !this.svg) return false;
    // the patch shows through the region's outline only (the extremes it carries stay hidden), and its
    // places are the live ones there now: the old ones under them stop answering to data-cell
    const cells = new Set([...region].map((i) => `${i % b.width},${Math.floor(i / b.width)}`));
    const clipId = `hgclip${this.patches}`;
    const clip = document.createElementNS('http://www.w3.org/2000/svg', 'clipPath');
    clip.setAttribute('id', clipId);
    for (const el of small.querySelectorAll('[data-cell]')) {
      const k = el.getAttribute('data-cell')!;
      if (!cells.has(k)) {
        el.removeAttribute('data-cell');
        continue;
      }
      // the place's own shape (a square map's places are rects, a hex map's polygons): a clip made of
      // polygons alone let nothing of a square map's patch through, and painting skipped every other square
      for (const shape of el.tagName === 'g' ? [...el.querySelectorAll('polygon, rect, path, circle')] : [el]) {
        const copy = shape.cloneNode(false) as Element;
        copy.removeAttribute('data-cell');
        copy.removeAttribute('class');
        clip.append(copy);
      }
    }
    for (const el of this.svg.querySelectorAll('[data-cell]')) {
      const k = el.getAttribute('data-cell')!;
      if (cells.has(k)) {
        el.setAttribute('data-stale-cell', k);
        el.removeAttribute('data-cell');
      }
    }
    const g = document.createElementNS('http://www.w3.org/2000/svg', 'g');
    g.setAttribute('class', 'hg-patch');
    g.setAttribute('clip-path', `url(#${clipId})`);
    g.append(clip);
    for (const sel of [':scope > defs', ':scope > g.places', ':scope > g.decor', ':scope > g.levels']) {
      const part = small.querySelector(sel);
      if (part) g.append(part);
    }
    const anchor = this.svg.querySelector(':scope > g.legend');
    if (anchor) anchor.before(g);
    else this.svg.append(g);
    this.patches++;
    return true;
  }

  private patches = 0;

  /**
   * Write and read, off the page, what drawing this verdict over the map and patching the place `at` of a
   * changed map take, nothing drawn (main.ts runs it in an idle moment once per game): the first run of
   * this code is compiled as it goes, which made the first tap of each kind the slowest on a big map.
   */
  warm(session: Session, verdict: Verdict | undefined, changed?: { next: Session; at: readonly [number, number] }): void {
    if (!this.svg || !session.board && session.scenario.map.grid !== 'table') return;
    if (this.fast) this.parse(drawing.renderMapSvg(this.source(session), { verdict, idPrefix: 'w', legend: false }));
    const b = changed?.next.board;
    if (changed && b && this.fast) {
      const i = changed.at[1] * b.width + changed.at[0];
      const region = new Set<number>([i, ...around(b, i)]);
      boardSummary(b);
      this.parse(drawing.renderMapSvg({ board: frameBoard(b, region, true), figures: {}, title: ' ', groundLevel: changed.next.ruleset.groundLevel }, { idPrefix: 'w', legend: false }));
    }
  }

  private drawTop(session: Session, verdict: Verdict | undefined): void {
    if (!this.svg || !this.wrap) return;
    const markup = this.fast
      ? drawing.renderMapSvg(this.source(session), { verdict, idPrefix: 't', legend: false })
      : drawing.renderSvg(session, { verdict, idPrefix: 't', legend: this.legend });
    const full = this.parse(markup);
    if (!full) return;
    const top = document.createElementNS('http://www.w3.org/2000/svg', 'svg');
    top.setAttribute('class', 'hg-top');
    this.fit(top, this.svg.getAttribute('viewBox') ?? '');
    for (const sel of [':scope > defs', ':scope > g.figures', ':scope > g.evidence', ':scope > g.figure-labels']) {
      const part = full.querySelector(sel);
      if (part) top.append(part);
    }
    if (this.top) this.top.replaceWith(top);
    else this.wrap.append(top);
    this.top = top;
    this.blockPoints(session, verdict);
    this.eventMarks(session, verdict);
    this.cornerMarks(session, this.lastDrawn.marks);
    this.colours.clear();
    for (const g of top.querySelectorAll('g.figures [data-figure]')) {
      const fill = g.querySelector('[fill]:not([fill="none"])')?.getAttribute('fill');
      if (fill) this.colours.set(g.getAttribute('data-figure')!, fill);
    }
  }

  /** The place (grid maps) or figure (tables) that holds the map's one tab stop. */
  private focusKey = '';

  /**
   * The map's roving tab stop: one place (or, on a table, one figure) is in the tab order; the arrow keys
   * move it, Enter or Space picks what is there as a click would. Kept on the same place across redraws,
   * and focused again when the map had the focus (a selection or an edit keeps it).
   */
  private rove(refocus: boolean): void {
    if (!this.svg || !this.session) return;
    const board = this.session.board;
    const sel = board ? '[data-cell]' : '[data-figure]';
    const root = board ? this.svg : this.top;
    if (!root) return;
    let el = this.focusKey ? root.querySelector(`${sel.slice(0, -1)}="${CSS.escape(this.focusKey)}"]`) : null;
    if (!el) {
      const first = Object.values(this.session.scenario.figures ?? {})[0];
      const key = board ? (first ? `${first.at[0]},${first.at[1]}` : '') : Object.keys(this.session.scenario.figures ?? {})[0] ?? '';
      el = (key ? root.querySelector(`${sel.slice(0, -1)}="${key}"]`) : null) ?? root.querySelector(sel);
    }
    if (!el) return;
    for (const old of this.el.querySelectorAll('[tabindex="0"]')) if (old !== el) old.removeAttribute('tabindex');
    this.focusKey = el.getAttribute(board ? 'data-cell' : 'data-figure') ?? '';
    this.label(el);
    el.setAttribute('tabindex', '0');
    if (refocus && document.activeElement !== el) (el as SVGElement).focus({ preventScroll: true });
  }

  /** A place or figure in words, for a screen reader. */
  private label(el: Element): void {
    const s = this.session;
    const cell = el.getAttribute('data-cell');
    if (cell && s?.board) {
      const [x, y] = cell.split(',').map(Number);
      const place = s.board.places[y! * s.board.width + x!];
      const top = place?.surfaces[place.surfaces.length - 1];
      const who = Object.entries(s.scenario.figures ?? {}).filter(([, f]) => f.at[0] === x && f.at[1] === y).map(([id]) => id);
      el.setAttribute('role', 'button');
      el.setAttribute('aria-label', `place ${x}, ${y}${top ? `, level ${top.level}${top.terrain.length ? `, ${top.terrain.join(' ')}` : ''}` : ''}${who.length ? `, figure ${who.join(', ')}` : ''}`);
    } else {
      el.setAttribute('role', 'button');
      el.setAttribute('aria-label', `figure ${el.getAttribute('data-figure') ?? ''}`);
    }
  }

  private key(e: KeyboardEvent): void {
    const t = e.target as Element;
    const board = this.session?.board;
    const key = board ? t.getAttribute('data-cell') : t.getAttribute('data-figure');
    if (!key || !this.session) return;
    if (e.key === 'Enter' || e.key === ' ') {
      e.preventDefault();
      const out: MapPointer = { phase: 'click', shift: e.shiftKey };
      if (board) {
        const [x, y] = key.split(',').map(Number);
        out.cell = [x!, y!];
        const here = Object.entries(this.session.scenario.figures ?? {}).find(([, f]) => f.at[0] === x && f.at[1] === y);
        if (here) out.figure = here[0];
      } else out.figure = key;
      this.onPointer(out);
      return;
    }
    const step: Record<string, [number, number]> = { ArrowLeft: [-1, 0], ArrowRight: [1, 0], ArrowUp: [0, -1], ArrowDown: [0, 1] };
    const d = step[e.key];
    if (!d) return;
    e.preventDefault();
    let next: Element | null = null;
    if (board) {
      // the next place of the map that way (holes skipped)
      let [x, y] = key.split(',').map(Number) as [number, number];
      for (let k = 0; k < Math.max(board.width, board.height) && !next; k++) {
        x += d[0];
        y += d[1];
        if (x < 0 || y < 0 || x >= board.width || y >= board.height) break;
        next = this.svg?.querySelector(`[data-cell="${x},${y}"]`) ?? null;
      }
    } else {
      const figs = [...(this.top?.querySelectorAll('[data-figure]') ?? [])];
      const i = figs.findIndex((f) => f.getAttribute('data-figure') === key);
      next = figs[(i + (d[0] + d[1] > 0 ? 1 : figs.length - 1)) % figs.length] ?? null;
    }
    if (!next) return;
    this.focusKey = next.getAttribute(board ? 'data-cell' : 'data-figure') ?? '';
    this.rove(true);
    this.onHover(next.getAttribute('aria-label') ?? '');
  }

  /** Each figure's colour in the picture (its side's), for the chips and the 3-D view. */
  readonly colours = new Map<string, string>();

  private mark(m: Marks): void {
    const svgs = [this.svg, this.top].filter((x): x is SVGSVGElement => x !== undefined);
    for (const svg of svgs) {
      for (const g of svg.querySelectorAll('[data-figure]')) {
        const id = g.getAttribute('data-figure') ?? '';
        g.classList.toggle('hg-selected', id === m.selected);
        g.setAttribute('aria-pressed', id === m.selected ? 'true' : 'false');
        g.classList.toggle('hg-target', id === m.target);
        g.classList.toggle('hg-seen', m.seen?.has(id) ?? false);
        g.classList.toggle('hg-unseen', m.unseen?.has(id) ?? false);
      }
    }
    for (const c of this.svg?.querySelectorAll('.hg-target-cell') ?? []) c.classList.remove('hg-target-cell');
    if (m.cell) this.svg?.querySelector(`[data-cell="${m.cell[0]},${m.cell[1]}"]`)?.classList.add('hg-target-cell');
    // a point on a table: a ring where it was clicked
    const table = this.svg?.querySelector('[data-table]');
    if (m.cell && table && this.top) {
      const size = (table.getAttribute('data-table') ?? '').split('x').map(Number);
      const k = Number(table.getAttribute('width')) / size[0]!;
      const ring = document.createElementNS('http://www.w3.org/2000/svg', 'circle');
      ring.setAttribute('cx', String(Number(table.getAttribute('x')) + m.cell[0]! * k));
      ring.setAttribute('cy', String(Number(table.getAttribute('y')) + m.cell[1]! * k));
      ring.setAttribute('r', '7');
      ring.setAttribute('class', 'hg-target-point');
      this.top.append(ring);
    }
  }

  /**
   * The figure a pointer meant when it missed the token: one standing on the place pointed at, or, for a
   * finger, one whose token is within 22 px (a 44 px target whatever the zoom), the nearest first.
   */
  private nearFigure(t: Element, e: PointLike): Element | null {
    if (!this.svg) return null;
    const cell = t.closest('[data-cell]')?.getAttribute('data-cell');
    const figs = [...this.el.querySelectorAll('[data-figure]')];
    if (cell && this.session?.board) {
      const [x, y] = cell.split(',').map(Number);
      for (const [id, f] of Object.entries(this.session.scenario.figures ?? {})) {
        if (f.at[0] === x && f.at[1] === y) {
          const g = figs.find((el) => el.getAttribute('data-figure') === id);
          if (g) return g;
        }
      }
      // any place of a figure's footprint (a multi-hex or large figure stands on all of them)
      const covering = figs.find((el) => (el.getAttribute('data-cells') ?? '').split(' ').includes(cell));
      if (covering) return covering;
    }
    const touch = e.pointerType === 'touch' || (typeof matchMedia === 'function' && matchMedia('(pointer: coarse)').matches);
    if (!touch) return null;
    // a finger in the middle of a free place (within a quarter of its width of its centre) means that place,
    // not the token next door: the 44 px reach is for taps beside a token, and it is wider than a square on a
    // phone, so without this the centre of a square beside a figure could not be tapped at all
    const place = cell ? t.closest('[data-cell]') : null;
    if (place) {
      const r = place.getBoundingClientRect();
      if (Math.hypot(e.clientX - (r.left + r.width / 2), e.clientY - (r.top + r.height / 2)) < Math.min(r.width, r.height) / 4) return null;
    }
    let best: Element | null = null;
    let bestD = 22;
    for (const g of figs) {
      const r = g.getBoundingClientRect();
      const d = Math.hypot(e.clientX - (r.left + r.width / 2), e.clientY - (r.top + r.height / 2)) - Math.min(r.width, r.height) / 2;
      if (d < bestD) {
        bestD = d;
        best = g;
      }
    }
    return best;
  }

  private startGesture(): void {
    const [a, b] = [...this.touches.values()];
    if (!a || !b) return;
    const r = this.el.getBoundingClientRect();
    this.gesture = {
      dist: Math.max(1, Math.hypot(a.x - b.x, a.y - b.y)), zoom: this.zoom,
      mx: (a.x + b.x) / 2 - r.left, my: (a.y + b.y) / 2 - r.top, sx: this.el.scrollLeft, sy: this.el.scrollTop,
    };
  }

  /** Pinch: zoom by the change in finger distance about the fingers' midpoint, and pan with it. */
  private moveGesture(): void {
    const g = this.gesture;
    const [a, b] = [...this.touches.values()];
    if (!g || !a || !b) return;
    const r = this.el.getBoundingClientRect();
    const mx = (a.x + b.x) / 2 - r.left, my = (a.y + b.y) / 2 - r.top;
    const z = Math.min(8, Math.max(1, g.zoom * (Math.hypot(a.x - b.x, a.y - b.y) / g.dist)));
    const k = z / g.zoom;
    this.zoom = z;
    this.applyZoom();
    // keep the map point under the starting midpoint under the fingers' midpoint now
    this.el.scrollLeft = (g.sx + g.mx) * k - mx;
    this.el.scrollTop = (g.sy + g.my) * k - my;
  }

  setZoom(z: number): void {
    // zoom about the middle of the view, so what is in the middle stays there
    const old = this.zoom;
    this.zoom = Math.min(8, Math.max(1, z));
    const cx = this.el.scrollLeft + this.el.clientWidth / 2, cy = this.el.scrollTop + this.el.clientHeight / 2;
    this.applyZoom();
    const k = this.zoom / old;
    this.el.scrollLeft = cx * k - this.el.clientWidth / 2;
    this.el.scrollTop = cy * k - this.el.clientHeight / 2;
  }

  zoomBy(f: number): void {
    this.setZoom(this.zoom * f);
  }

  private applyZoom(): void {
    if (!this.wrap) return;
    if (this.zoom === 1) {
      this.wrap.style.width = '100%';
      this.wrap.style.height = '100%';
    } else {
      this.wrap.style.width = `${this.el.clientWidth * this.zoom}px`;
      this.wrap.style.height = `${this.el.clientHeight * this.zoom}px`;
    }
    this.legible();
  }
}

/** Parse SVG markup (elements of a group) and append it to `group`. */
function appendMarkup(group: Element, markup: string): void {
  const holder = document.createElement('div');
  holder.innerHTML = `<svg xmlns="http://www.w3.org/2000/svg">${markup}</svg>`;
  const svg = holder.firstElementChild;
  if (svg) group.append(...svg.childNodes);
}

/** A place's outline as text, to compare two pictures of it (polygon points, or a rect's box). */
function shapeOf(el: Element): string {
  return ['points', 'x', 'y', 'width', 'height', 'd'].map((k) => el.getAttribute(k) ?? '').join('|');
}

interface PointLike {
  clientX: number;
  clientY: number;
  shiftKey: boolean;
  pointerType?: string | undefined;
}

