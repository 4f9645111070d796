/**
 * Gridless tables (inches, y down): the table, a grid line every 6", deployment zones and the pieces
 * drawn by kind with their Ht.
 */
import type { PieceSpec, ShapeSpec, TableMapSpec } from '../scenario/schema.js';
import type { Canvas } from './canvas.js';
import type { Pt } from './frame.js';
import { terrainSwatch } from './grid.js';
import { FONT, zoneColour } from './style.js';
import { clip, el, num, points, text, title } from './xml.js';

/** Outline of a shape in inches (circles as a circle element instead). */
function shapeMarkup(c: Canvas, s: ShapeSpec, attrs: Record<string, string | number | undefined>, inner?: string): string {
  const f = c.frame;
  if ('rect' in s) {
    const [x, y, w, h] = s.rect;
    const [x0, y0] = f.px([x, y]);
    return el('rect', { x: x0, y: y0, width: w * f.scale, height: h * f.scale, ...attrs }, inner);
  }
  if ('circle' in s) {
    const [x, y, r] = s.circle;
    const [cx, cy] = f.px([x, y]);
    return el('circle', { cx, cy, r: r * f.scale, ...attrs }, inner);
  }
  return el('polygon', { points: points(s.polygon.map((p) => f.px(p))), ...attrs }, inner);
}

/** A point to write a shape's label at: the rect/circle centre, the polygon's vertex mean. */
function labelPoint(s: ShapeSpec): Pt {
  if ('rect' in s) return [s.rect[0] + s.rect[2] / 2, s.rect[1] + s.rect[3] / 2];
  if ('circle' in s) return [s.circle[0], s.circle[1]];
  const n = s.polygon.length;
  return [s.polygon.reduce((a, p) => a + p[0], 0) / n, s.polygon.reduce((a, p) => a + p[1], 0) / n];
}

/** The top-left corner of a shape's bounding box (zone labels go there, out of the figures' way). */
function labelCorner(s: ShapeSpec): Pt {
  if ('rect' in s) return [s.rect[0], s.rect[1]];
  if ('circle' in s) return [s.circle[0] - s.circle[2] * 0.7, s.circle[1] - s.circle[2] * 0.7];
  // loops, not Math.min(...list): a polygon of a few hundred thousand points would overflow the stack
  return [s.polygon.reduce((m, p) => Math.min(m, p[0]), Infinity), s.polygon.reduce((m, p) => Math.min(m, p[1]), Infinity)];
}

function shapeWidth(s: ShapeSpec): number {
  if ('rect' in s) return s.rect[2];
  if ('circle' in s) return s.circle[2] * 2;
  return s.polygon.reduce((m, p) => Math.max(m, p[0]), -Infinity) - s.polygon.reduce((m, p) => Math.min(m, p[0]), Infinity);
}

export function drawTable(c: Canvas, map: TableMapSpec): { places: string; decor: string } {
  const f = c.frame;
  const [W, H] = map.size;
  const [x0, y0] = f.px([0, 0]);
  const base = el('rect', { x: x0, y: y0, width: W * f.scale, height: H * f.scale, fill: '#e9e4d4', stroke: '#6d6552', 'stroke-width': 2, 'data-table': `${num(W)}x${num(H)}` }, title(`table ${num(W)}" x ${num(H)}"`));
  const grid: string[] = [];
  for (let x = 6; x < W; x += 6) {
    const [a, b] = [f.px([x, 0]), f.px([x, H])];
    grid.push(el('line', { x1: a[0], y1: a[1], x2: b[0], y2: b[1], stroke: '#b5ab92', 'stroke-width': 1, 'stroke-dasharray': '4 4' }));
    grid.push(text(`${x}"`, { x: a[0], y: a[1] - 4, 'font-size': 10, 'text-anchor': 'middle', fill: '#7a705a', 'font-family': FONT }));
  }
  for (let y = 6; y < H; y += 6) {
    const [a, b] = [f.px([0, y]), f.px([W, y])];
    grid.push(el('line', { x1: a[0], y1: a[1], x2: b[0], y2: b[1], stroke: '#b5ab92', 'stroke-width': 1, 'stroke-dasharray': '4 4' }));
    grid.push(text(`${y}"`, { x: a[0] - 4, y: a[1], 'font-size': 10, 'text-anchor': 'end', 'dominant-baseline': 'central', fill: '#7a705a', 'font-family': FONT }));
  }

  const zones: string[] = [];
  for (const [side, shape] of Object.entries(map.deployment ?? {})) {
    const col = zoneColour(side);
    zones.push(shapeMarkup(c, shape, { fill: col, 'fill-opacity': 0.12, stroke: col, 'stroke-width': 2, 'stroke-dasharray': '8 4' }, title(`deployment zone: ${side}`)));
    const [lx, ly] = f.px(labelCorner(shape));
    zones.push(text(`deployment: ${clip(side, 20)}`, { x: lx + 6, y: ly + 6, 'font-size': 12, 'font-style': 'italic', 'dominant-baseline': 'hanging', fill: col, 'fill-opacity': 0.9, 'font-family': FONT }));
    c.legend('zones', `deploy:${side}`, { swatch: el('rect', { x: 1, y: 1, width: 14, height: 14, fill: col, 'fill-opacity': 0.15, stroke: col, 'stroke-width': 2, 'stroke-dasharray': '4 2' }), label: `deployment ${side}` });
  }

  const pieces: string[] = [];
  const labels: string[] = [];
  (map.pieces ?? []).forEach((p: PieceSpec, i) => {
    const { style, pattern } = c.terrain(p.kind);
    const id = p.id !== undefined ? String(p.id) : undefined;
    const tip = [p.name ?? id ?? `piece ${i + 1}`, p.kind, p.ht !== undefined ? `Ht ${p.ht}` : '', p.traits?.length ? p.traits.join(', ') : ''].filter(Boolean).join(' \u2014 ');
    pieces.push(el('g', { 'data-piece': id ?? String(i) }, [
      title(tip),
      shapeMarkup(c, p.shape, { fill: style.fill, 'fill-opacity': Math.min(0.9, style.opacity + 0.3), stroke: style.ink, 'stroke-width': 1.5 }),
      pattern ? shapeMarkup(c, p.shape, { fill: pattern, 'pointer-events': 'none' }) : '',
    ]));
    c.legend('terrain', p.kind, { swatch: terrainSwatch(c, p.kind), label: p.kind });
    const [lx, ly] = f.px(labelPoint(p.shape));
    const maxChars = Math.max(4, Math.floor((shapeWidth(p.shape) * f.scale) / 6.5));
    const name = p.name ?? id;
    const lines = [name !== undefined ? clip(name, maxChars) : undefined, p.ht !== undefined ? `Ht ${num(p.ht)}` : undefined].filter((s): s is string => s !== undefined);
    lines.forEach((s, k) => labels.push(text(s, {
      x: lx, y: ly + (k - (lines.length - 1) / 2) * 14, 'font-size': k === lines.length - 1 && s.startsWith('Ht ') ? 13 : 12, 'font-weight': s.startsWith('Ht ') ? 700 : 500,
      'text-anchor': 'middle', 'dominant-baseline': 'central', fill: '#1e1e1e', stroke: '#fff', 'stroke-width': 3, 'stroke-linejoin': 'round', 'paint-order': 'stroke', 'font-family': FONT,
    })));
  });
  return {
    places: base + el('g', {}, pieces),
    decor: el('g', { 'pointer-events': 'none' }, [grid.join(''), zones.join(''), labels.join('')]),
  };
}
