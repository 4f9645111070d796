/**
 * The side view of a 3-D line of sight (tft-3d missiles and sight, heroscape and c3g-buildings sight,
 * malifaux's diagonal view from a vantage point): the ground along the line as a profile (distance across,
 * height up), the figures the line passes standing at their height with their names (the two ends and any in
 * the way), the line drawn between its end heights and each thing that blocked it marked where the line
 * meets it. Drawn from the verdict's evidence line that carries heights (`z`) and the map (a grid board's
 * surfaces, or a table's pieces with their Ht); nothing is judged here. `render` draws it under the map and
 * the web app beside its answer, from the same profile and the same markup.
 */
import type { GridBoard } from '../../board/grid.js';
import type { FigureSpec, PieceSpec, ShapeSpec, TableMapSpec } from '../scenario/schema.js';
import type { Footprint, TracedLine, Verdict } from '../../verdict.js';
import { placeCentre } from './frame.js';
import { EVIDENCE, FONT, terrainStyle } from './style.js';
import { el, num, text, title } from './xml.js';

/** The map a profile is taken from. */
export interface SideSource {
  readonly board?: GridBoard | undefined;
  readonly table?: TableMapSpec | undefined;
  /**
   * A table piece's Ht: its own `ht`, else its kind's default (a ruleset's `pieceHeight`); a piece without
   * one is drawn flat. Unused on grid maps.
   */
  readonly pieceHeight?: ((piece: PieceSpec) => number | undefined) | undefined;
  /** The figures on the map: each one the line passes is drawn standing at its height, with its name. */
  readonly figures?: Readonly<Record<string, FigureSpec>> | undefined;
  /** The ground a figure covers (a ruleset's `footprint`); without it a figure covers `at` (a 30 mm base on a table). */
  readonly footprint?: ((figure: FigureSpec) => Footprint) | undefined;
  /** How tall a figure stands (a ruleset's `figureHeight`); without it its `height` or `ht`, else it is drawn 1 high. */
  readonly figureHeight?: ((figure: FigureSpec) => number | undefined) | undefined;
}

/** One layer of a column: solid ground from `bottom` to `top`, or something standing on it (`obstacle`). */
export interface SideLayer {
  readonly bottom: number;
  readonly top: number;
  readonly terrain: string;
  readonly obstacle?: boolean;
}

/** A stretch of the line (`t0`..`t1`, 0 at the line's start, 1 at its end) over one place or piece. */
export interface SideColumn {
  readonly t0: number;
  readonly t1: number;
  /** The place ([x, y]) of a grid map, or the piece's label on a table. */
  readonly at: string;
  readonly layers: readonly SideLayer[];
}

/** A figure the line passes (one of its two ends, or one standing in the way): its stretch of the line and its column. */
export interface SideFigure {
  readonly id: string;
  readonly t0: number;
  readonly t1: number;
  /** The surface it stands on and its top (that plus its height). */
  readonly bottom: number;
  readonly top: number;
  /** The figure is where the line starts or ends (its stretch holds t = 0 or t = 1). */
  readonly end: boolean;
  /** The line is stopped by this figure (the evidence names it). */
  readonly blocks: boolean;
}

/** Where the line is stopped: `t` along it, at the line's height `z` there. */
export interface SideBlock {
  readonly t: number;
  readonly z: number;
  /** The blocking place "x,y" (grid) or the blocked point's "x,y" (table), as the evidence names it. */
  readonly at: string;
  readonly how: string;
  /** What is written beside the mark ("blocked at [2, 0]", "blocked by trees t1"). */
  readonly label: string;
}

/** The side view's geometry: everything drawn, in line fraction and height. */
export interface SideProfile {
  readonly z: readonly [number, number];
  readonly clear: boolean;
  /** The line's length on the map (board units, inches on a table). */
  readonly length: number;
  /** Lowest and highest heights drawn. */
  readonly lo: number;
  readonly hi: number;
  readonly columns: readonly SideColumn[];
  readonly blocks: readonly SideBlock[];
  /** The figures the line passes, in order along it. */
  readonly figures: readonly SideFigure[];
}

/** The line a side view is drawn along: the first blocked line with heights, else the first with heights. */
export function sideLine(verdict: Verdict | undefined): TracedLine | undefined {
  const lines = (verdict?.evidence?.lines ?? []).filter((l) => Array.isArray(l.z) && l.z.length === 2 && l.z.every(Number.isFinite));
  return lines.find((l) => !l.clear) ?? lines[0];
}

/** The place of a grid board under a board point (the nearest hex centre, the square it lies in), or undefined off the map. */
function placeAt(board: GridBoard, p: readonly [number, number]): [number, number] | undefined {
  if (board.grid === 'square') {
    const x = Math.floor(p[0]);
    const y = Math.floor(p[1]);
    return x >= 0 && y >= 0 && x < board.width && y < board.height ? [x, y] : undefined;
  }
  const r0 = Math.round(p[1] / 1.5);
  let best: [number, number] | undefined;
  let bd = Infinity;
  for (let y = r0 - 1; y <= r0 + 1; y++) {
    if (y < 0 || y >= board.height) continue;
    const x0 = Math.round(p[0] / Math.sqrt(3) - (y & 1) / 2);
    for (let x = x0 - 1; x <= x0 + 1; x++) {
      if (x < 0 || x >= board.width) continue;
      const c = placeCentre('hex', x, y);
      const d = Math.hypot(c[0] - p[0], c[1] - p[1]);
      if (d < bd) (bd = d), (best = [x, y]);
    }
  }
  return best;
}

function inShape(s: ShapeSpec, x: number, y: number): boolean {
  if ('rect' in s) return x >= s.rect[0] && x <= s.rect[0] + s.rect[2] && y >= s.rect[1] && y <= s.rect[1] + s.rect[3];
  if ('circle' in s) return Math.hypot(x - s.circle[0], y - s.circle[1]) <= s.circle[2];
  // even-odd ray crossing
  let inside = false;
  const ps = s.polygon;
  for (let i = 0, j = ps.length - 1; i < ps.length; j = i++) {
    const [xi, yi] = ps[i]!;
    const [xj, yj] = ps[j]!;
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}

/**
 * The stretches [t0, t1] (within 0..1) of the line from `a` along (dx, dy) that lie inside a shape: a
 * circle by its two crossings, a polygon by the even-odd rule over its edges' crossings of the whole line
 * (an edge crosses when its ends lie on strictly different sides, one end on the line counted with the
 * side below: each vertex counted once), O(points).
 */
function shapeSpans(s: ShapeSpec, a: readonly [number, number], dx: number, dy: number): [number, number][] {
  const dd = dx * dx + dy * dy;
  const clip = (u: number, v: number): [number, number][] => (v > 0 && u < 1 ? [[Math.max(0, u), Math.min(1, v)]] : []);
  if ('circle' in s) {
    const [cx, cy, r] = s.circle;
    const fx = a[0] - cx, fy = a[1] - cy;
    const b = fx * dx + fy * dy;
    const disc = b * b - dd * (fx * fx + fy * fy - r * r);
    if (!(disc > 0)) return [];
    const q = Math.sqrt(disc);
    return clip((-b - q) / dd, (-b + q) / dd);
  }
  const poly: readonly (readonly [number, number])[] = 'rect' in s
    ? [[s.rect[0], s.rect[1]], [s.rect[0] + s.rect[2], s.rect[1]], [s.rect[0] + s.rect[2], s.rect[1] + s.rect[3]], [s.rect[0], s.rect[1] + s.rect[3]]]
    : s.polygon;
  const side = (p: readonly [number, number]) => dx * (p[1] - a[1]) - dy * (p[0] - a[0]);
  const ts: number[] = [];
  for (let i = 0, j = poly.length - 1; i < poly.length; j = i++) {
    const p = poly[j]!, q = poly[i]!;
    const sp = side(p), sq = side(q);
    if (sp > 0 === sq > 0) continue;
    const u = sp / (sp - sq);
    const x = p[0] + (q[0] - p[0]) * u, y = p[1] + (q[1] - p[1]) * u;
    ts.push(((x - a[0]) * dx + (y - a[1]) * dy) / dd);
  }
  ts.sort((u, v) => u - v);
  const out: [number, number][] = [];
  for (let i = 0; i + 1 < ts.length; i += 2) out.push(...clip(ts[i]!, ts[i + 1]!));
  return out;
}

const pieceLabel = (p: PieceSpec, i: number) => `${p.kind} ${p.id ?? `#${i}`}`;

/** The side view's geometry for a line with heights, or undefined when there is nothing to draw it on. */
export function sideProfile(src: SideSource, line: TracedLine): SideProfile | undefined {
  if (!line.z) return undefined;
  const [z0, z1] = line.z;
  const dx = line.to[0] - line.from[0];
  const dy = line.to[1] - line.from[1];
  const length = Math.hypot(dx, dy);
  if (!(length > 0) || (!src.board && !src.table)) return undefined;
  const N = Math.min(2000, Math.max(48, Math.ceil(length * 12)));
  const point = (t: number): [number, number] => [line.from[0] + dx * t, line.from[1] + dy * t];
  // one run per place (grid) or per set of pieces (table) the line passes over, sampled N + 1 times
  const runs: { key: string; at: string; layers: SideLayer[]; t0: number; t1: number }[] = [];
  // `from`: where the stretch before this one ended (a run goes on only over a stretch that touches it)
  const push = (key: string, at: string, layers: () => SideLayer[], t: number, from: number) => {
    const last = runs[runs.length - 1];
    if (last && last.key === key && last.t1 >= from) last.t1 = t;
    else runs.push({ key, at, layers: layers(), t0: t, t1: t });
  };
  const board = src.board;
  const pieces = src.table?.pieces ?? [];
  const heights = pieces.map((p) => src.pieceHeight?.(p) ?? p.ht ?? 0);
  if (board) {
    for (let i = 0; i <= N; i++) {
      const t = i / N;
      const at = placeAt(board, point(t));
      if (!at) continue;
      const from = (i - 1) / N;
      const surfaces = board.places[at[1] * board.width + at[0]]?.surfaces ?? [];
      push(`${at[0]},${at[1]}`, `${at[0]},${at[1]}`, () => {
        const out: SideLayer[] = [];
        let below = -Infinity;
        for (const s of surfaces) {
          out.push({ bottom: below, top: s.level, terrain: s.terrain[0] ?? '' });
          if (s.obstacle) out.push({ bottom: s.level, top: s.level + s.obstacle, terrain: s.terrain[0] ?? '', obstacle: true });
          below = s.level;
        }
        return out;
      }, t, from);
    }
  } else {
    // a table: the exact stretches of the line over each piece that stands up, swept in order
    const events: [number, number, 1 | -1][] = [];
    pieces.forEach((q, k) => {
      if (!(heights[k]! > 0)) return;
      for (const [a, b] of shapeSpans(q.shape, line.from, dx, dy)) if (b > a) events.push([a, k, 1], [b, k, -1]);
    });
    events.sort((u, v) => u[0] - v[0] || u[2] - v[2]);
    const on = new Set<number>();
    for (let i = 0; i < events.length; i++) {
      const [t, k, d] = events[i]!;
      if (d > 0) on.add(k);
      else on.delete(k);
      const next = events[i + 1]?.[0];
      if (next === undefined || next <= t || !on.size) continue;
      const under = [...on].sort((a, b) => a - b);
      push(under.join(' '), under.map((j) => pieceLabel(pieces[j]!, j)).join(', '), () =>
        under.map((j) => ({ bottom: -Infinity, top: heights[j]!, terrain: pieces[j]!.kind })).sort((a, b) => b.top - a.top), t, t);
      runs[runs.length - 1]!.t1 = next;
    }
  }
  const figures = figuresOn(src, line, runs, dx, dy);
  let lo = Math.min(z0, z1, 0);
  let hi = Math.max(z0, z1, ...figures.map((f) => f.top)) + 1;
  for (const r of runs) for (const l of r.layers) (lo = Math.min(lo, Number.isFinite(l.bottom) ? l.bottom : l.top)), (hi = Math.max(hi, l.top));
  // a grid's lowest surfaces stand on a half-level slab (seen, not a level below the map's lowest)
  if (board) lo -= 0.5;
  const half = board ? 0.5 / N : 0;
  const columns: SideColumn[] = runs.map((r) => ({
    // half a sample either side, so neighbouring columns meet
    t0: Math.max(0, r.t0 - half),
    t1: Math.min(1, r.t1 + half),
    at: r.at,
    layers: r.layers.map((l) => ({ ...l, bottom: Number.isFinite(l.bottom) ? l.bottom : lo })),
  }));
  const blocks: SideBlock[] = [];
  for (const b of line.blockedBy ?? []) {
    const key = `${b.at[0]},${b.at[1]}`;
    let t: number;
    if (board) {
      // the blocking place: the middle of its stretch on the line (if the line crosses it)
      const col = columns.find((c) => c.at === key);
      if (!col) continue;
      t = (col.t0 + col.t1) / 2;
    } else {
      // a table names a point of the blocker: the nearest point of the line to it, kept inside the
      // stretch of a piece that holds that point when the line crosses one
      t = Math.min(1, Math.max(0, ((b.at[0] - line.from[0]) * dx + (b.at[1] - line.from[1]) * dy) / (length * length)));
      const over = (k: number) => runs.filter((r) => r.key.split(' ').includes(String(k)));
      const k = pieces.findIndex((q, i) => inShape(q.shape, b.at[0], b.at[1]) && over(i).length > 0);
      if (k >= 0) {
        const stretch = over(k);
        const a = stretch[0]!.t0, e = stretch[stretch.length - 1]!.t1;
        if (t < a || t > e) t = (a + e) / 2;
      }
    }
    // a figure or a building that stops the line is named beside the stop (the figure is drawn too, outlined red)
    const named = !board || /^(figure|structure) /.test(b.how);
    const label = named ? `blocked by ${b.how.length > 30 ? `${b.how.slice(0, 29)}\u2026` : b.how}` : `blocked at [${b.at[0]}, ${b.at[1]}]`;
    blocks.push({ t, z: z0 + (z1 - z0) * t, at: key, how: b.how, label });
  }
  const blockers = new Set(blocks.map((b) => /^figure (\S+)/.exec(b.how)?.[1]).filter((id): id is string => id !== undefined));
  return { z: [z0, z1], clear: line.clear, length, lo, hi, columns, blocks, figures: figures.map((f) => ({ ...f, blocks: blockers.has(f.id) })) };
}

/** A figure's own height key (`height`, `ht`), for a source without the ruleset's reading. */
function ownHeight(f: FigureSpec): number | undefined {
  const h = f['height'] ?? f['ht'];
  return typeof h === 'number' && Number.isFinite(h) && h >= 0 ? h : undefined;
}

/**
 * The figures whose ground the line passes over: on a grid, those covering a place of a run (the runs are
 * the places under the line, in order); on a table, those whose base the line crosses (a circle's chord).
 * Each stands on the surface it names (`level`), else a grid place's top surface, else the table (0).
 */
function figuresOn(src: SideSource, line: TracedLine, runs: readonly { at: string; t0: number; t1: number }[], dx: number, dy: number): Omit<SideFigure, 'blocks'>[] {
  const out: Omit<SideFigure, 'blocks'>[] = [];
  const board = src.board;
  for (const [id, f] of Object.entries(src.figures ?? {})) {
    if (!Array.isArray(f.at) || !Number.isFinite(f.at[0]) || !Number.isFinite(f.at[1])) continue;
    let fp: Footprint | undefined;
    try { fp = src.footprint?.(f); } catch { fp = undefined; }
    let t0 = Infinity, t1 = -Infinity;
    if (board) {
      const cells = fp?.kind === 'cells' && fp.cells.length ? fp.cells : [f.at];
      const keys = new Set(cells.map((c) => `${c[0]},${c[1]}`));
      for (const r of runs) if (keys.has(r.at)) (t0 = Math.min(t0, r.t0)), (t1 = Math.max(t1, r.t1));
    } else {
      const c = fp?.kind === 'circle' ? fp : { centre: f.at, radius: 30 / 25.4 / 2 };
      for (const [a, b] of shapeSpans({ circle: [c.centre[0], c.centre[1], c.radius] }, line.from, dx, dy)) (t0 = Math.min(t0, a)), (t1 = Math.max(t1, b));
    }
    if (!(t1 >= t0)) continue;
    let bottom = typeof f.level === 'number' && Number.isFinite(f.level) ? f.level : 0;
    if (board && f.level === undefined) {
      const place = board.places[f.at[1] * board.width + f.at[0]];
      const top = place?.surfaces[place.surfaces.length - 1];
      if (top) bottom = top.level;
    }
    let h: number | undefined;
    try { h = src.figureHeight?.(f); } catch { h = undefined; }
    h ??= ownHeight(f) ?? 1;
    const end = t0 <= 1e-9 || t1 >= 1 - 1e-9;
    out.push({ id, t0, t1, bottom, top: bottom + (f.prone ? Math.min(h, 0.5) : h), end });
  }
  return out.sort((a, b) => a.t0 - b.t0 || a.id.localeCompare(b.id));
}

/** The two figures a question names, in its order (the line runs from the first); "from" and "to" when it names none. */
export function sideNames(figures: Readonly<Record<string, unknown>> | undefined, question: Readonly<Record<string, unknown>> | undefined): [string, string] {
  const named = Object.entries(question ?? {}).filter(([k, x]) => k !== 'ask' && typeof x === 'string' && figures !== undefined && Object.prototype.hasOwnProperty.call(figures, x)).map(([, x]) => x as string);
  return [named[0] ?? 'from', named[1] ?? 'to'];
}

/** How a side view is drawn. */
export interface SideViewOptions {
  /** The two ends' names, in the line's order (default "from", "to"). */
  readonly names?: readonly [string, string] | undefined;
  /** Where the picture goes in an enclosing SVG (default 0, 0) and its width (default 320; the height is 130/320 of it). */
  readonly x?: number | undefined;
  readonly y?: number | undefined;
  readonly width?: number | undefined;
  /** The unit of height written on the scale ("level", "Ht"). */
  readonly unit?: string | undefined;
}

const W = 320;
const H = 130;

/** A side view as a nested `<svg>` (drawn in a 320 x 130 box, scaled to `width`). */
export function sideViewSvg(p: SideProfile, opts: SideViewOptions = {}): string {
  const pad = 18;
  const { lo, hi } = p;
  const [z0, z1] = p.z;
  const X = (t: number) => pad + t * (W - 2 * pad);
  const Y = (z: number) => H - pad - ((z - lo) / (hi - lo)) * (H - 2 * pad);
  const out: string[] = [el('rect', { width: W, height: H, fill: '#fbfaf6' })];
  for (const c of p.columns) {
    for (const l of c.layers) {
      const st = terrainStyle(l.terrain);
      const fill = l.obstacle ? '#2f5d2a' : st.opacity > 0 ? st.fill : '#c9bd9b';
      const inset = l.obstacle ? 1 : 0;
      out.push(el('rect', { x: X(c.t0) + inset, y: Y(l.top), width: Math.max(0.5, X(c.t1) - X(c.t0) - 2 * inset), height: Math.max(0, Y(l.bottom) - Y(l.top)), fill, 'fill-opacity': l.obstacle ? 0.8 : 1, stroke: l.obstacle ? '#1f3d1c' : '#3d372c', 'stroke-width': 0.5, 'data-column': c.at }));
    }
  }
  // the figures the line passes, standing at their height: the ends under the line's ends, any between
  // where a player sees whether the line clears their heads (a figure that stops it outlined red)
  const names = opts.names ?? ['from', 'to'];
  let lastX = -Infinity, lastRow = 0;
  for (const f of p.figures) {
    const x0 = X(f.t0), x1 = X(f.t1);
    const w = Math.max(7, x1 - x0);
    const x = Math.min(Math.max((x0 + x1) / 2 - w / 2, 0), W - w);
    const kids = [
      title(`${f.id}: stands at ${num(f.bottom)}, ${num(f.top - f.bottom)} high${f.blocks ? ', in the way' : ''}`),
      el('rect', { x, y: Y(f.top), width: w, height: Math.max(2, Y(f.bottom) - Y(f.top)), rx: Math.min(4, w / 2), fill: '#3b6fb6', 'fill-opacity': 0.55, stroke: f.blocks ? EVIDENCE.blocked : '#1d3d6b', 'stroke-width': f.blocks ? 2 : 1 }),
    ];
    if (!(f.end && names.includes(f.id))) {
      // the name inside the figure near its feet (clear of the line and its marks, which pass near the heads), staggered when close
      const cx = Math.min(Math.max(x + w / 2, 24), W - 24);
      const row = cx - lastX < 44 ? (lastRow + 1) % 2 : 0;
      (lastX = cx), (lastRow = row);
      const inside = Y(f.bottom) - Y(f.top) >= 16 + row * 11;
      const y = inside ? Y(f.bottom) - 5 - row * 11 : Math.max(10, Y(f.top) - 4 - row * 11);
      kids.push(text(f.id.length > 12 ? `${f.id.slice(0, 11)}\u2026` : f.id, { x: cx, y, 'text-anchor': 'middle', 'font-size': 10, 'font-weight': 700, fill: '#1d3d6b', stroke: '#fff', 'stroke-width': 3, 'paint-order': 'stroke' }));
    }
    out.push(el('g', { 'data-side-figure': f.id, 'data-blocks': f.blocks ? 'yes' : undefined }, kids));
  }
  // the height scale: at most 8 ticks
  const step = Math.max(1, Math.ceil((hi - lo) / 8));
  for (let z = Math.ceil(lo / step) * step; z <= hi; z += step) out.push(text(String(z), { x: 2, y: Y(z) + 3, 'font-size': 9, fill: '#555' }));
  out.push(el('line', { x1: X(0), y1: Y(z0), x2: X(1), y2: Y(z1), stroke: p.clear ? EVIDENCE.clear : EVIDENCE.blocked, 'stroke-width': 2.5, 'stroke-dasharray': p.clear ? undefined : '6 3', class: 'hg-sight' }));
  for (const [k, t, z] of [[0, 0, z0], [1, 1, z1]] as const) {
    out.push(el('circle', { cx: X(t), cy: Y(z), r: 4, fill: '#111' }));
    out.push(text(names[k], { x: X(t) + (k ? -6 : 6), y: Y(z) + 16, 'text-anchor': k ? 'end' : 'start', 'font-size': 11, 'font-weight': 700, fill: '#111', stroke: '#fff', 'stroke-width': 3, 'paint-order': 'stroke' }));
  }
  for (const b of p.blocks) {
    out.push(el('g', { 'data-blocked': b.at }, [
      title(b.how),
      el('circle', { cx: X(b.t), cy: Y(b.z), r: 6, fill: EVIDENCE.blocked, stroke: '#fff', 'stroke-width': 1.5 }),
      text(b.label, { x: Math.min(Math.max(X(b.t), 70), W - 70), y: Math.max(12, Y(b.z) - 10), 'text-anchor': 'middle', 'font-size': 11, 'font-weight': 700, fill: EVIDENCE.blocked, stroke: '#fff', 'stroke-width': 3, 'paint-order': 'stroke' }),
    ]));
  }
  out.push(text(`${opts.unit ?? 'height'} up, distance along the line across`, { x: W / 2, y: H - 3, 'text-anchor': 'middle', 'font-size': 10, fill: '#333' }));
  const width = opts.width ?? W;
  return el('svg', {
    xmlns: 'http://www.w3.org/2000/svg', x: opts.x, y: opts.y, width, height: (width * H) / W, viewBox: `0 0 ${W} ${H}`,
    role: 'img', class: 'hg-sideview', 'font-family': FONT, 'data-side-view': p.clear ? 'clear' : 'blocked',
  }, out);
}

/** The caption of a side view: its heights and what the red dot means. */
export function sideCaption(p: SideProfile): string {
  const r2 = (n: number) => num(n);
  return `Side view along the line (height ${r2(p.z[0])} \u2192 ${r2(p.z[1])})${p.clear ? ': nothing in the way' : ': red dot where it is stopped'}`;
}
