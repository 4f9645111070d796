/**
 * A value overlay on a grid map: one number per place drawn as a colour over the place (a heat map), with
 * marked places (a ring and a short label) and a colour scale in the legend. The renderer draws it between
 * the places and the figures when RenderOptions.overlay is given.
 */
import type { Canvas } from './canvas.js';
import { placeCentre, placeOutline } from './frame.js';
import { FONT } from './style.js';
import { el, num, points, text, title } from './xml.js';

export interface Overlay {
  /** Legend heading: what the colours count. */
  title: string;
  /** A value per place ([x, y]); where a column has several, the largest is drawn. null: drawn as no value. */
  values: readonly { at: readonly [number, number]; value: number | null }[];
  /** Scale ends (default: the values' own range). */
  min?: number | undefined;
  max?: number | undefined;
  /** 'heat' (dark to bright, low to high), 'reverse' (bright is low), 'diverging' (blue < 0 < red). */
  palette?: 'heat' | 'reverse' | 'diverging' | undefined;
  /** Places to ring, with a short label (perches, chokepoints, glyphs). */
  marks?: readonly { at: readonly [number, number]; label: string; colour?: string | undefined }[] | undefined;
  /** One line under the scale. */
  note?: string | undefined;
  /** Tables: each value colours the square from `at` to `at` + cell inches (grid maps ignore it). */
  cell?: number | undefined;
  /** Outlines drawn over the map in board units (table inches): thirds, a piece's mirror image. */
  shapes?: readonly { polygon: readonly (readonly [number, number])[]; colour?: string | undefined; dashed?: boolean | undefined; label?: string | undefined }[] | undefined;
}

// A perceptually ordered ramp (after matplotlib's viridis/inferno stops, re-sampled by hand).
const HEAT: readonly (readonly [number, number, number])[] = [
  [40, 11, 84], [101, 21, 110], [159, 42, 99], [212, 72, 66], [245, 125, 21], [250, 193, 39], [252, 255, 164],
];
const DIVERGING: readonly (readonly [number, number, number])[] = [
  [33, 102, 172], [103, 169, 207], [209, 229, 240], [247, 247, 247], [253, 219, 199], [239, 138, 98], [178, 24, 43],
];

function ramp(stops: readonly (readonly [number, number, number])[], t: number): string {
  const u = Math.min(1, Math.max(0, t)) * (stops.length - 1);
  const i = Math.min(stops.length - 2, Math.floor(u));
  const f = u - i;
  const a = stops[i]!, b = stops[i + 1]!;
  const c = [0, 1, 2].map((k) => Math.round(a[k]! + (b[k]! - a[k]!) * f));
  return `rgb(${c[0]},${c[1]},${c[2]})`;
}

/** The colour of a value on an overlay's scale. */
export function overlayColour(o: Overlay, v: number, lo: number, hi: number): string {
  const pal = o.palette ?? 'heat';
  if (pal === 'diverging') {
    const m = Math.max(Math.abs(lo), Math.abs(hi), 1e-9);
    return ramp(DIVERGING, 0.5 + v / (2 * m));
  }
  const t = hi > lo ? (v - lo) / (hi - lo) : 1;
  return ramp(HEAT, pal === 'reverse' ? 1 - t : t);
}

function range(o: Overlay): [number, number] {
  let lo = Infinity, hi = -Infinity;
  for (const v of o.values) if (v.value !== null) { lo = Math.min(lo, v.value); hi = Math.max(hi, v.value); }
  if (lo === Infinity) lo = hi = 0;
  return [o.min ?? lo, o.max ?? hi];
}

/** Draw the overlay (markup for the layer over the places) and register its scale in the legend. */
export function drawOverlay(c: Canvas, o: Overlay): string {
  if (c.frame.kind === 'table') return drawTableOverlay(c, o);
  const kind = c.frame.kind === 'square' ? 'square' : 'hex';
  const [lo, hi] = range(o);
  const top = new Map<string, { at: readonly [number, number]; value: number | null }>();
  for (const v of o.values) {
    const k = `${v.at[0]},${v.at[1]}`;
    const old = top.get(k);
    if (!old || (v.value !== null && (old.value === null || v.value > old.value))) top.set(k, v);
  }
  // one shape in <defs>, placed per cell with <use> (a heat map of a large map stays small)
  const shapeId = c.id('ov');
  const origin = kind === 'hex' ? placeCentre('hex', 0, 0) : ([0, 0] as const);
  const o0 = c.frame.px(origin);
  c.addDef(el('polygon', { id: shapeId, points: points(placeOutline(kind, 0, 0).map((p) => { const q = c.frame.px(p); return [q[0] - o0[0], q[1] - o0[1]] as [number, number]; })) }));
  const cells: string[] = [];
  for (const v of top.values()) {
    const [x, y] = c.frame.px(kind === 'hex' ? placeCentre('hex', v.at[0], v.at[1]) : [v.at[0], v.at[1]]);
    const fill = v.value === null ? '#9a9a9a' : overlayColour(o, v.value, lo, hi);
    cells.push(el('use', { href: `#${shapeId}`, x: num(x), y: num(y), fill, ...(v.value === null ? { 'fill-opacity': 0.35 } : {}), 'data-value': v.value ?? '' },
      title(`[${v.at[0]}, ${v.at[1]}]: ${v.value === null ? 'none' : fmt(v.value)}`)));
  }
  const marks: string[] = [];
  for (const m of o.marks ?? []) {
    const [cx, cy] = c.frame.px(placeCentre(kind, m.at[0], m.at[1]));
    const r = c.frame.cell * 0.42;
    marks.push(el('circle', { cx, cy, r, fill: 'none', stroke: m.colour ?? '#ffffff', 'stroke-width': 2.4 }));
    marks.push(el('circle', { cx, cy, r: r + 1.6, fill: 'none', stroke: '#111', 'stroke-width': 0.8 }));
    marks.push(text(m.label, { x: cx, y: cy, 'font-size': Math.max(8, c.frame.cell * 0.36), 'font-weight': 700, 'text-anchor': 'middle', 'dominant-baseline': 'central', fill: '#fff', stroke: '#111', 'stroke-width': 0.6, 'paint-order': 'stroke', 'font-family': FONT }));
  }
  legend(c, o);
  return el('g', { class: 'overlay', 'data-overlay': o.title, 'fill-opacity': 0.78 }, [...cells, ...marks]);
}

function legend(c: Canvas, o: Overlay): void {
  if (o.values.length) {
    overlayScale(o).forEach((s, k) => c.legend(o.title, `s${k}`, { swatch: el('rect', { width: 16, height: 16, fill: s.colour, stroke: '#777', 'stroke-width': 0.5 }), label: fmt(s.value) }));
  }
  for (const [k, sh] of (o.shapes ?? []).entries()) {
    if (sh.label) c.legend(o.title, `shape${k}`, { swatch: el('rect', { width: 16, height: 16, fill: 'none', stroke: sh.colour ?? '#222', 'stroke-width': 2.5, ...(sh.dashed ? { 'stroke-dasharray': '4 2' } : {}) }), label: sh.label });
  }
  if (o.note) c.legend(o.title, 'note', { swatch: '', label: o.note });
}

/** A table: value squares of `cell` inches, and the outlines. */
function drawTableOverlay(c: Canvas, o: Overlay): string {
  const [lo, hi] = range(o);
  const out: string[] = [];
  const size = (o.cell ?? 1) * c.frame.scale;
  for (const v of o.values) {
    const [x, y] = c.frame.px([v.at[0], v.at[1]]);
    const fill = v.value === null ? '#9a9a9a' : overlayColour(o, v.value, lo, hi);
    out.push(el('rect', { x: num(x), y: num(y), width: num(size), height: num(size), fill, 'data-value': v.value ?? '' }, title(`[${fmt(v.at[0])}, ${fmt(v.at[1])}]: ${v.value === null ? 'none' : fmt(v.value)}`)));
  }
  for (const sh of o.shapes ?? []) {
    out.push(el('polygon', { points: points(sh.polygon.map((p) => c.frame.px(p))), fill: 'none', stroke: sh.colour ?? '#222', 'stroke-width': 2.5, 'stroke-opacity': 0.9, ...(sh.dashed ? { 'stroke-dasharray': '6 3' } : {}) }));
  }
  legend(c, o);
  return el('g', { class: 'overlay', 'data-overlay': o.title, 'fill-opacity': 0.62 }, out);
}

function fmt(v: number): string {
  return Number.isInteger(v) ? String(v) : num(Math.round(v * 100) / 100);
}

/** The overlay's colour scale: a few values from low to high with their colours (for a legend drawn elsewhere). */
export function overlayScale(o: Overlay, steps = 5): { value: number; colour: string }[] {
  const [lo, hi] = range(o);
  const n = hi > lo ? Math.max(2, Math.min(steps, Math.floor(hi - lo) + 1)) : 1;
  const whole = o.values.every((v) => v.value === null || Number.isInteger(v.value));
  const out: { value: number; colour: string }[] = [];
  for (let k = 0; k < n; k++) {
    const raw = n === 1 ? lo : lo + ((hi - lo) * k) / (n - 1);
    const value = whole ? Math.round(raw) : Math.round(raw * 100) / 100;
    out.push({ value, colour: overlayColour(o, value, lo, hi) });
  }
  return out;
}
