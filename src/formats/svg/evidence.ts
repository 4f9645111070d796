/**
 * A verdict's evidence drawn over the map: lines (clear green, blocked red dashed, with a cross on what
 * blocked them), cells (shaded, with their cost), the path (with running costs) and polygons; and the
 * caption sentence "question: answer (clauses)".
 */
import type { Evidence, TracedLine, Verdict } from '../../verdict.js';
import type { Canvas } from './canvas.js';
import { placeCentre, placeOutline, type Pt } from './frame.js';
import { EVIDENCE, FONT } from './style.js';
import { el, num, points, text, title } from './xml.js';

const isPt = (v: unknown): v is Pt => Array.isArray(v) && v.length >= 2 && typeof v[0] === 'number' && typeof v[1] === 'number' && Number.isFinite(v[0]) && Number.isFinite(v[1]);

function halo(s: string, x: number, y: number, size: number, colour: string, extra: Record<string, string | number> = {}): string {
  return text(s, { x, y, 'font-size': size, 'font-weight': 700, 'font-family': FONT, fill: colour, stroke: '#fff', 'stroke-width': Math.max(2.5, size * 0.28), 'stroke-linejoin': 'round', 'paint-order': 'stroke', ...extra });
}

/** Where a place reference ([x, y] of a cell, or a point on a table) is drawn. */
function placePx(c: Canvas, at: Pt): [number, number] {
  const k = c.frame.kind;
  return c.frame.px(k === 'table' ? at : placeCentre(k, at[0], at[1]));
}

function cross(c: Canvas, at: Pt, label: string, colour: string): string {
  const [x, y] = placePx(c, at);
  const s = c.frame.kind === 'table' ? Math.max(6, c.frame.scale * 0.4) : c.frame.cell * 0.22;
  const parts = [title(label)];
  if (c.frame.kind !== 'table') {
    const poly = placeOutline(c.frame.kind, at[0], at[1]).map((p) => c.frame.px(p));
    parts.push(el('polygon', { points: points(poly), fill: colour, 'fill-opacity': 0.12, stroke: colour, 'stroke-width': 2.5 }));
  }
  const d = `M${num(x - s)} ${num(y - s)} L${num(x + s)} ${num(y + s)} M${num(x + s)} ${num(y - s)} L${num(x - s)} ${num(y + s)}`;
  parts.push(el('path', { d, stroke: '#fff', 'stroke-width': 6, 'stroke-linecap': 'round' }));
  parts.push(el('path', { d, stroke: colour, 'stroke-width': 3.5, 'stroke-linecap': 'round' }));
  return el('g', { class: 'blocker' }, parts);
}

type LineLook = 'clear' | 'blocked' | 'partial';

function drawLine(c: Canvas, l: TracedLine, look: LineLook, markerIds: Record<LineLook, string>): string {
  if (!isPt(l.from) || !isPt(l.to)) return '';
  const [x1, y1] = c.frame.px(l.from);
  const [x2, y2] = c.frame.px(l.to);
  const colour = EVIDENCE[look];
  const label = `${look === 'partial' ? 'hindered' : look} line${l.note ? `: ${l.note}` : ''}${l.blockedBy?.length ? ` (${l.blockedBy.map((b) => `[${b.at.join(', ')}] ${b.how}`).join('; ')})` : ''}`;
  const parts = [
    title(label),
    el('line', { x1, y1, x2, y2, stroke: '#fff', 'stroke-width': 6, 'stroke-opacity': 0.8, 'stroke-linecap': 'round' }),
    el('line', {
      x1, y1, x2, y2, stroke: colour, 'stroke-width': 3, 'stroke-linecap': 'round',
      'stroke-dasharray': look === 'clear' ? undefined : look === 'partial' ? '3 5' : '9 6', 'marker-end': `url(#${markerIds[look]})`,
      'data-clear': l.clear ? 'true' : 'false',
    }),
    el('circle', { cx: x1, cy: y1, r: 4, fill: colour, stroke: '#fff', 'stroke-width': 1.5 }),
  ];
  for (const b of l.blockedBy ?? []) if (isPt(b.at)) parts.push(cross(c, b.at, `${look === 'partial' ? 'hindered' : 'blocked'} here: ${b.how}`, colour));
  return el('g', { class: `line ${look}` }, parts);
}

/** A cost as a short label: at most two decimals (29.4156 -> "29.42"); the verdict and the tooltips keep the exact number. */
function costLabel(cost: number): string {
  return typeof cost === 'number' && Number.isFinite(cost) ? String(Math.round(cost * 100) / 100) : String(cost);
}

export function drawEvidence(c: Canvas, verdict: Verdict | undefined): string {
  const ev: Evidence | undefined = verdict?.evidence;
  if (!ev) return '';
  // a line that is not clear while the verdict still grants sight is hindered, not blocked
  const lookOf = (l: TracedLine): LineLook => (l.clear ? 'clear' : verdict?.sight === true ? 'partial' : 'blocked');
  const out: string[] = [];
  const kind = c.frame.kind;
  const u = c.frame.cell;

  if (Array.isArray(ev.polygons)) {
    for (const p of ev.polygons) {
      const ps = (p.points ?? []).filter(isPt);
      if (ps.length < 2) continue;
      out.push(el('polygon', { points: points(ps.map((q) => c.frame.px(q))), fill: EVIDENCE.polygon, 'fill-opacity': 0.18, stroke: EVIDENCE.polygon, 'stroke-width': 2.5, 'stroke-linejoin': 'round' }, p.note ? title(p.note) : undefined));
    }
    if (ev.polygons.length) c.legend('evidence', 'polygon', { swatch: el('rect', { x: 1, y: 1, width: 14, height: 14, fill: EVIDENCE.polygon, 'fill-opacity': 0.2, stroke: EVIDENCE.polygon, 'stroke-width': 2 }), label: ev.polygons.every((p) => /^footprint/.test(p.note ?? '')) ? 'footprint over the hex' : 'area' });
  }

  if (ev.template && isPt(ev.template.origin) && kind !== 'table') out.push(drawTemplate(c, ev.template));

  const onPath = new Set(Array.isArray(ev.path) ? ev.path.map((s) => `${s.at[0]},${s.at[1]},${s.cost}`) : []);
  if (Array.isArray(ev.cells) && ev.cells.length) {
    for (const cell of ev.cells) {
      if (!isPt(cell.at)) continue;
      const tip = `[${cell.at.join(', ')}]${cell.cost !== undefined ? ` cost ${cell.cost}` : ''}${cell.note ? `: ${cell.note}` : ''}`;
      const parts = [title(tip)];
      if (kind === 'table') {
        const [x, y] = c.frame.px(cell.at);
        parts.push(el('circle', { cx: x, cy: y, r: 5, fill: EVIDENCE.cells, 'fill-opacity': 0.6 }));
      } else {
        const poly = placeOutline(kind, cell.at[0], cell.at[1]).map((p) => c.frame.px(p));
        parts.push(el('polygon', { points: points(poly), fill: EVIDENCE.cells, 'fill-opacity': 0.3, stroke: EVIDENCE.cells, 'stroke-width': 1.5, 'stroke-opacity': 0.8 }));
        if (cell.cost !== undefined && !onPath.has(`${cell.at[0]},${cell.at[1]},${cell.cost}`)) {
          // the cost under the centre (a path step at the same place and cost already says it)
          const [x, y] = placePx(c, cell.at);
          parts.push(halo(costLabel(cell.cost), x, y + (kind === 'hex' ? c.frame.scale * 0.78 : u * 0.44), Math.max(10, u * 0.3), '#0b3c6b', { 'text-anchor': 'middle' }));
        }
      }
      out.push(el('g', { class: 'evidence-cell', 'data-at': `${cell.at[0]},${cell.at[1]}` }, parts));
    }
    const withCost = ev.cells.some((x) => x.cost !== undefined);
    c.legend('evidence', 'cells', { swatch: el('rect', { x: 1, y: 1, width: 14, height: 14, fill: EVIDENCE.cells, 'fill-opacity': 0.35, stroke: EVIDENCE.cells, 'stroke-width': 1.5 }), label: withCost ? 'cells (with their cost)' : 'cells' });
  }

  if (Array.isArray(ev.path) && ev.path.length) {
    const steps = ev.path.filter((s) => isPt(s.at as unknown));
    const ps = steps.map((s) => placePx(c, [s.at[0]!, s.at[1]!]));
    out.push(el('polyline', { points: points(ps), fill: 'none', stroke: '#fff', 'stroke-width': 7, 'stroke-linejoin': 'round', 'stroke-linecap': 'round', 'stroke-opacity': 0.85 }));
    out.push(el('polyline', { points: points(ps), fill: 'none', stroke: EVIDENCE.path, 'stroke-width': 3.5, 'stroke-linejoin': 'round', 'stroke-linecap': 'round' }));
    const fs = kind === 'table' ? 12 : Math.max(10, u * 0.24);
    steps.forEach((s, i) => {
      const [x, y] = ps[i]!;
      const tip = `step ${i}: [${s.at.join(', ')}]${s.level !== undefined ? ` level ${s.level}` : ''}, cost so far ${s.cost}${s.step ? ` (${s.step})` : ''}`;
      out.push(el('g', { class: 'path-step' }, [
        title(tip),
        el('circle', { cx: x, cy: y, r: i === 0 || i === steps.length - 1 ? 6 : 4.5, fill: i === 0 ? '#fff' : EVIDENCE.path, stroke: EVIDENCE.path, 'stroke-width': 2 }),
        i > 0 ? halo(costLabel(s.cost), x + 7, y - 5, fs, '#8a3a00') : '',
      ]));
    });
    c.legend('evidence', 'path', { swatch: el('polyline', { points: '1,14 7,6 15,4', fill: 'none', stroke: EVIDENCE.path, 'stroke-width': 3 }), label: 'path (running cost)' });
  }

  if (Array.isArray(ev.lines) && ev.lines.length) {
    const ids: Record<LineLook, string> = { clear: c.id('m'), blocked: c.id('m'), partial: c.id('m') };
    for (const [id, colour] of [[ids.clear, EVIDENCE.clear], [ids.blocked, EVIDENCE.blocked], [ids.partial, EVIDENCE.partial]] as const) {
      c.addDef(el('marker', { id, viewBox: '0 0 10 10', refX: 8, refY: 5, markerWidth: 5, markerHeight: 5, orient: 'auto-start-reverse' }, el('path', { d: 'M0 0 L10 5 L0 10 z', fill: colour })));
    }
    // blocked lines under clear ones, so a clear line is never hidden
    const sorted = [...ev.lines].sort((a, b) => Number(a.clear) - Number(b.clear));
    for (const l of sorted) out.push(drawLine(c, l, lookOf(l), ids));
    if (ev.lines.some((l) => l.clear)) c.legend('evidence', 'clear', { swatch: el('line', { x1: 1, y1: 8, x2: 15, y2: 8, stroke: EVIDENCE.clear, 'stroke-width': 3 }), label: 'clear line' });
    if (ev.lines.some((l) => lookOf(l) === 'partial')) c.legend('evidence', 'partial', { swatch: el('line', { x1: 1, y1: 8, x2: 15, y2: 8, stroke: EVIDENCE.partial, 'stroke-width': 3, 'stroke-dasharray': '2 3' }), label: 'hindered line (sight kept)' });
    if (ev.lines.some((l) => lookOf(l) === 'blocked')) {
      c.legend('evidence', 'blocked', { swatch: el('line', { x1: 1, y1: 8, x2: 15, y2: 8, stroke: EVIDENCE.blocked, 'stroke-width': 3, 'stroke-dasharray': '4 3' }), label: 'blocked line' });
      c.legend('evidence', 'blocker', { swatch: el('path', { d: 'M3 3 L13 13 M13 3 L3 13', stroke: EVIDENCE.blocked, 'stroke-width': 3 }), label: 'what blocked it' });
    }
  }
  // discs over the shading of their hex
  if (Array.isArray(ev.discs) && ev.discs.length) {
    for (const d of ev.discs) {
      if (!isPt(d.centre) || !(d.radius > 0)) continue;
      const [x, y] = c.frame.px(d.centre);
      const r = d.radius * c.frame.scale;
      const fits = d.kind !== 'needed';
      out.push(el('circle', { class: `disc ${fits ? 'fits' : 'needed'}`, cx: x, cy: y, r, fill: fits ? EVIDENCE.clear : 'none', 'fill-opacity': fits ? 0.28 : undefined, stroke: fits ? EVIDENCE.clear : '#333', 'stroke-width': 2, 'stroke-dasharray': fits ? undefined : '5 3' }, d.note ? title(d.note) : undefined));
    }
    if (ev.discs.some((d) => d.kind !== 'needed')) c.legend('evidence', 'disc', { swatch: el('circle', { cx: 8, cy: 8, r: 6, fill: EVIDENCE.clear, 'fill-opacity': 0.3, stroke: EVIDENCE.clear, 'stroke-width': 2 }), label: 'largest disc that fits' });
    if (ev.discs.some((d) => d.kind === 'needed')) c.legend('evidence', 'disc-needed', { swatch: el('circle', { cx: 8, cy: 8, r: 6, fill: 'none', stroke: '#333', 'stroke-width': 1.5, 'stroke-dasharray': '3 2' }), label: 'a base, for comparison' });
  }

  return el('g', { class: 'evidence', 'pointer-events': 'none' }, out);
}

/** Colours of an area template: its outline and origin. */
const TEMPLATE = '#5e3c99';

/**
 * An area template (cone, line) where it lies: the squares its effect could not reach hatched and crossed
 * in red (under the rest of the evidence), its outline dashed, its origin a ringed dot on the grid
 * intersection it spreads from.
 */
function drawTemplate(c: Canvas, t: NonNullable<Evidence['template']>): string {
  const kind = c.frame.kind as 'square' | 'hex';
  const u = c.frame.cell;
  const out: string[] = [];
  const blocked = (t.blocked ?? []).filter((b) => isPt(b.at));
  if (blocked.length) {
    const hatch = c.id('hatch');
    c.addDef(el('pattern', { id: hatch, patternUnits: 'userSpaceOnUse', width: 8, height: 8, patternTransform: 'rotate(45)' }, el('line', { x1: 0, y1: 0, x2: 0, y2: 8, stroke: EVIDENCE.blocked, 'stroke-width': 2.5, 'stroke-opacity': 0.55 })));
    for (const b of blocked) {
      const poly = placeOutline(kind, b.at[0], b.at[1]).map((p) => c.frame.px(p));
      const [x, y] = placePx(c, b.at);
      const s = u * 0.16;
      out.push(el('g', { class: 'template-blocked', 'data-at': `${b.at[0]},${b.at[1]}` }, [
        title(`[${b.at.join(', ')}] not affected${b.note ? `: ${b.note}` : ': line of effect blocked'}`),
        el('polygon', { points: points(poly), fill: `url(#${hatch})`, stroke: EVIDENCE.blocked, 'stroke-width': 1.5, 'stroke-opacity': 0.8 }),
        el('path', { d: `M${num(x - s)} ${num(y - s)} L${num(x + s)} ${num(y + s)} M${num(x + s)} ${num(y - s)} L${num(x - s)} ${num(y + s)}`, stroke: EVIDENCE.blocked, 'stroke-width': 2.5, 'stroke-linecap': 'round' }),
      ]));
    }
    c.legend('evidence', 'template-blocked', { swatch: el('rect', { x: 1, y: 1, width: 14, height: 14, fill: `url(#${hatch})`, stroke: EVIDENCE.blocked, 'stroke-width': 1.5 }), label: 'in the template, not affected' });
  }
  const outline = (t.outline ?? []).filter(isPt).map((p) => c.frame.px(p));
  if (outline.length >= 2) {
    const look = { fill: 'none', stroke: TEMPLATE, 'stroke-width': 2.5, 'stroke-dasharray': '7 4', 'stroke-linejoin': 'round', 'stroke-linecap': 'round' };
    // a template reaching past the map is cut at its edge: no square lies out there, and a line drawn on
    // over the margin read as if it went on affecting something
    const clip = c.id('template-clip');
    c.addDef(el('clipPath', { id: clip }, el('rect', { x: num(c.frame.left), y: num(c.frame.top), width: num(c.frame.width), height: num(c.frame.height) })));
    out.push(el('g', { class: 'template-outline', 'clip-path': `url(#${clip})` }, [
      title(`${t.shape} template`),
      outline.length === 2 ? el('polyline', { points: points(outline), ...look }) : el('polygon', { points: points(outline), ...look }),
    ]));
  }
  const [ox, oy] = c.frame.px(t.origin);
  const r = Math.max(5, u * 0.13);
  out.push(el('g', { class: 'template-origin', 'data-origin': `${t.origin[0]},${t.origin[1]}` }, [
    title(`origin of the ${t.shape}: [${t.origin.join(', ')}]`),
    el('circle', { cx: ox, cy: oy, r: r + 2.5, fill: '#fff' }),
    el('circle', { cx: ox, cy: oy, r, fill: TEMPLATE }),
  ]));
  c.legend('evidence', 'template', { swatch: el('g', {}, [el('path', { d: 'M2 14 L14 14 A12 12 0 0 0 2 2 Z', fill: 'none', stroke: TEMPLATE, 'stroke-width': 2, 'stroke-dasharray': '4 2' }), el('circle', { cx: 2, cy: 14, r: 2.5, fill: TEMPLATE })]), label: `${t.shape} template and its origin` });
  return el('g', { class: 'template' }, out);
}

type Question = { ask: string; [k: string]: unknown };

function show(v: unknown): string {
  if (typeof v === 'string') return v;
  if (typeof v === 'number') return Number.isInteger(v) ? String(v) : String(Math.round(v * 100) / 100);
  if (Array.isArray(v)) return `[${v.map(show).join(', ')}]`;
  return JSON.stringify(v) ?? String(v);
}

/** "sight A -> B" from a question. */
export function questionText(q: Question): string {
  const { ask, expect: _e, name: _n, ...args } = q;
  const pairs: [string, string][] = [['from', 'to'], ['attacker', 'target'], ['a', 'b'], ['figure', 'enemy'], ['figure', 'to']];
  for (const [a, b] of pairs) {
    if (a in args && b in args) {
      const rest = Object.entries(args).filter(([k]) => k !== a && k !== b).map(([k, v]) => `${k}=${show(v)}`);
      return [`${ask} ${show(args[a])} -> ${show(args[b])}`, ...rest].join(' ');
    }
  }
  return [ask, ...Object.entries(args).map(([k, v]) => (k === 'figure' ? show(v) : `${k}=${show(v)}`))].join(' ');
}

const WORDS: Readonly<Record<string, readonly [string, string]>> = {
  sight: ['clear', 'blocked'],
  legal: ['legal', 'not legal'],
  allowed: ['allowed', 'not allowed'],
  adjacent: ['adjacent', 'not adjacent'],
  engaged: ['engaged', 'not engaged'],
};

/** "blocked (cop.sight.across)" from a verdict. */
export function answerText(v: Verdict, q?: Question): string {
  // the verdict's own scalar keys, not the ones repeating the question's arguments
  const keys = Object.entries(v).filter(([k, val]) => k !== 'ask' && k !== 'reasons' && k !== 'evidence' && k !== 'summary' && !(q && k in q) && val !== null && typeof val !== 'object');
  // the ruleset's sentence when it wrote one ("B's cone hits C and D"), else the answer's own keys
  const parts = typeof v.summary === 'string' && v.summary ? [v.summary] : keys.slice(0, 4).map(([k, val]) => {
    const w = WORDS[k];
    if (w && typeof val === 'boolean') return val ? w[0] : w[1];
    return `${k} ${show(val)}`;
  });
  const rules = [...new Set(v.reasons.map((r) => r.rule))];
  const cite = rules.length ? ` (${rules.slice(0, 3).join(', ')}${rules.length > 3 ? `, +${rules.length - 3}` : ''})` : '';
  return `${parts.join(', ') || 'answered'}${cite}`;
}
