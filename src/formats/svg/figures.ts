/**
 * Figures: a token per figure (a circle, or its footprint outline on several places), coloured by side,
 * labelled with its id; prone figures lie flat (an ellipse, dashed); a figure raised above its surface
 * shows its level. Each figure is a <g data-figure="id" data-cells="x,y x,y"> (on a table "x,y rR": its base
 * centre and radius in inches), drawn on every place its ruleset's footprint covers.
 */
import type { FigureSpec } from '../scenario/schema.js';
import type { Footprint } from '../../verdict.js';
import type { Canvas } from './canvas.js';
import { hexSide, placeCentre, placeOutline, type Pt } from './frame.js';
import { FONT, NO_SIDE, sideColours } from './style.js';
import { clip, el, num, points, text, title } from './xml.js';

export type Figures = Readonly<Record<string, FigureSpec>>;

/** The ground a figure covers, as its ruleset lays it out (Ruleset.footprint). */
export type FootprintOf = (figure: FigureSpec) => Footprint;

const isPair = (p: unknown): p is readonly [number, number] => Array.isArray(p) && p.length >= 2 && Number.isFinite(p[0]) && Number.isFinite(p[1]);

/** The places a figure covers on a grid map: its footprint's cells, or the place `at` alone. */
function placesOf(f: FigureSpec, footprint: FootprintOf | undefined): Pt[] {
  const fp = footprint?.(f);
  const cells = fp?.kind === 'cells' ? fp.cells.filter(isPair) : [];
  return cells.length ? cells.slice(0, 64) : [[f.at[0], f.at[1]]];
}

/** A table figure's base: its footprint's circle, or a 30 mm base on `at`. */
function baseOf(f: FigureSpec, footprint: FootprintOf | undefined): { centre: Pt; radius: number } {
  const fp = footprint?.(f);
  if (fp?.kind === 'circle' && isPair(fp.centre) && Number.isFinite(fp.radius) && fp.radius >= 0) return { centre: fp.centre, radius: fp.radius };
  return { centre: [f.at[0], f.at[1]], radius: 30 / 25.4 / 2 };
}

/** Tokens (clickable, under the evidence) and their labels (drawn over the evidence, so lines never hide an id). */
export function drawFigures(c: Canvas, figures: Figures, footprint?: FootprintOf): { tokens: string; labels: string } {
  const kind = c.frame.kind;
  const u = c.frame.cell;
  const sides = [...new Set(Object.values(figures).map((f) => (f.side === undefined ? undefined : String(f.side))).filter((s): s is string => s !== undefined))];
  const colours = sideColours(sides);
  const out: string[] = [];
  const labelOut: string[] = [];
  let anyProne = false;
  let anyUnsided = false;

  for (const [id, f] of Object.entries(figures)) {
    const side = f.side === undefined ? undefined : String(f.side);
    const colour = side === undefined ? NO_SIDE : colours.get(side)!;
    if (side === undefined) anyUnsided = true;
    const parts: string[] = [];
    const tip = [id, f.name && f.name !== id ? `(${f.name})` : '', side !== undefined ? `side ${side}` : '', `at [${f.at.join(', ')}]`,
      f.level !== undefined ? `level ${f.level}` : '', f.prone ? 'prone' : ''].filter(Boolean).join(', ');
    parts.push(title(tip));

    let centre: [number, number];
    let r: number;
    let covers: string;
    /** How wide the label may be before it runs over the next place: one place, a little more on a multi-place figure. */
    let room = Infinity;
    if (kind === 'table') {
      const base = baseOf(f, footprint);
      centre = c.frame.px(base.centre);
      r = base.radius * c.frame.scale;
      covers = `${num(base.centre[0])},${num(base.centre[1])} r${num(base.radius)}`;
    } else {
      const places = placesOf(f, footprint);
      room = u * (places.length > 1 ? 1.4 : 0.95);
      covers = places.map((p) => `${p[0]},${p[1]}`).join(' ');
      const cs = places.map((p) => placeCentre(kind, p[0], p[1]));
      const mid: Pt = [cs.reduce((a, p) => a + p[0], 0) / cs.length, cs.reduce((a, p) => a + p[1], 0) / cs.length];
      centre = c.frame.px(mid);
      r = kind === 'hex' ? c.frame.scale * 0.5 : u * 0.36;
      if (places.length > 1) {
        // the footprint: every place filled, one outline around each
        for (const p of places) {
          const poly = placeOutline(kind, p[0], p[1]).map((q) => {
            const pc = placeCentre(kind, p[0], p[1]);
            return c.frame.px([pc[0] + (q[0] - pc[0]) * 0.9, pc[1] + (q[1] - pc[1]) * 0.9]);
          });
          parts.push(el('polygon', { points: points(poly), fill: colour, 'fill-opacity': 0.7, stroke: '#1b1b1b', 'stroke-width': 1.5, 'stroke-linejoin': 'round' }));
        }
        r = u * 0.3;
      }
      if (kind === 'hex' && typeof f.facing === 'number') {
        // facing: a small wedge on the front hex's facing side
        const [a, b] = hexSide(f.at[0], f.at[1], f.facing);
        const fc = placeCentre('hex', f.at[0], f.at[1]);
        const m: Pt = [(a[0] + b[0]) / 2, (a[1] + b[1]) / 2];
        const tipPt = c.frame.px([fc[0] + (m[0] - fc[0]) * 0.95, fc[1] + (m[1] - fc[1]) * 0.95]);
        const base1 = c.frame.px([fc[0] + (m[0] - fc[0]) * 0.55 + (b[0] - a[0]) * 0.18, fc[1] + (m[1] - fc[1]) * 0.55 + (b[1] - a[1]) * 0.18]);
        const base2 = c.frame.px([fc[0] + (m[0] - fc[0]) * 0.55 - (b[0] - a[0]) * 0.18, fc[1] + (m[1] - fc[1]) * 0.55 - (b[1] - a[1]) * 0.18]);
        parts.push(el('polygon', { points: points([tipPt, base1, base2]), fill: colour, stroke: '#fff', 'stroke-width': 1 }));
      }
    }

    if (f.prone) {
      anyProne = true;
      parts.push(el('ellipse', { cx: centre[0], cy: centre[1], rx: r * 1.1, ry: r * 0.6, fill: colour, 'fill-opacity': 0.85, stroke: '#1b1b1b', 'stroke-width': 1.5, 'stroke-dasharray': '3 2' }));
    } else {
      parts.push(el('circle', { cx: centre[0], cy: centre[1], r, fill: colour, stroke: '#1b1b1b', 'stroke-width': 1.5 }));
      parts.push(el('circle', { cx: centre[0], cy: centre[1], r: Math.max(0, r - 2.5), fill: 'none', stroke: '#ffffff', 'stroke-opacity': 0.55, 'stroke-width': 1 }));
    }
    const labels: string[] = [];
    const label = clip(id, 10);
    // a long id in a small place shrinks to fit it (its width taken as 0.6 em a letter, bold sans), so
    // labels of neighbours do not run into each other on small hex maps; never below 7 px
    const fs0 = kind === 'table' ? Math.max(10, Math.min(14, c.frame.scale * 0.6)) : Math.max(9, u * 0.3);
    const fs = Math.min(fs0, Math.max(7, room / (label.length * 0.6)));
    const below = kind === 'table' && r < fs * 0.9;
    labels.push(text(label, {
      x: centre[0], y: below ? centre[1] + r + fs * 0.15 : centre[1], 'font-size': fs, 'font-weight': 700, 'font-family': FONT,
      'text-anchor': 'middle', 'dominant-baseline': below ? 'hanging' : 'central', fill: '#111', stroke: '#fff', 'stroke-width': Math.max(2.5, fs * 0.25), 'stroke-linejoin': 'round', 'paint-order': 'stroke',
    }));
    if (f.level !== undefined) {
      labels.push(text(`\u2191${f.level}`, {
        x: centre[0] + r * 0.75, y: centre[1] - r * 0.75, 'font-size': fs * 0.8, 'font-weight': 700, 'font-family': FONT,
        fill: '#1d3f8c', stroke: '#fff', 'stroke-width': 2.5, 'paint-order': 'stroke',
      }));
    }
    if (f.prone) {
      labels.push(text('prone', { x: centre[0], y: centre[1] + r * 0.6 + fs * 0.1, 'font-size': fs * 0.65, 'font-family': FONT, 'font-style': 'italic', 'text-anchor': 'middle', 'dominant-baseline': 'hanging', fill: '#111', stroke: '#fff', 'stroke-width': 2, 'paint-order': 'stroke' }));
    }
    out.push(el('g', { 'data-figure': id, 'data-side': side, 'data-cells': covers }, parts));
    labelOut.push(...labels);
  }

  for (const s of sides) c.legend('sides', s, { swatch: el('circle', { cx: 8, cy: 8, r: 6.5, fill: colours.get(s)!, stroke: '#1b1b1b' }), label: `side ${s}` });
  if (anyUnsided) c.legend('sides', '\u0000none', { swatch: el('circle', { cx: 8, cy: 8, r: 6.5, fill: NO_SIDE, stroke: '#1b1b1b' }), label: 'no side' });
  if (anyProne) c.legend('sides', '\u0000prone', { swatch: el('ellipse', { cx: 8, cy: 8, rx: 7, ry: 4, fill: '#aaa', stroke: '#1b1b1b', 'stroke-dasharray': '2 1.5' }), label: 'prone' });
  if (Object.values(figures).some((f) => f.level !== undefined)) c.legend('sides', '\u0000level', { swatch: text('\u21913', { x: 1, y: 13, 'font-size': 11, 'font-weight': 700, fill: '#1d3f8c', 'font-family': FONT }), label: 'raised to level n' });
  return { tokens: el('g', { class: 'figures' }, out), labels: el('g', { class: 'figure-labels', 'pointer-events': 'none' }, labelOut) };
}

export { num };
