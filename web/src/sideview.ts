/**
 * The side view of a 3-D line of sight (tft-3d missiles and sight, heroscape sight): the columns the line
 * crosses, as a profile along it (distance across, level up), the line drawn between its end heights and
 * each place that blocked it marked where the line meets it. Drawn from the verdict's evidence lines that
 * carry heights (z) and the board's surfaces; nothing is judged here.
 */
import type { Session, Verdict } from 'highground/core';
import { centre, type Kind } from './geometry.js';
import { EVIDENCE, terrainColour } from './colours.js';

const NS = 'http://www.w3.org/2000/svg';
const W = 320;
const H = 130;

function svgEl(tag: string, attrs: Record<string, string | number>, text?: string): SVGElement {
  const e = document.createElementNS(NS, tag);
  for (const [k, v] of Object.entries(attrs)) e.setAttribute(k, String(v));
  if (text !== undefined) e.textContent = text;
  return e;
}

/** The place of a grid board under a board point (the nearest place centre), or undefined off the map. */
function placeAt(kind: Kind, width: number, height: number, p: readonly [number, number]): [number, number] | undefined {
  if (kind === 'square') {
    const x = Math.floor(p[0]);
    const y = Math.floor(p[1]);
    return x >= 0 && y >= 0 && x < width && y < height ? [x, y] : undefined;
  }
  const r0 = Math.round(p[1] / 1.5);
  let best: [number, number] | undefined;
  let bd = Infinity;
  for (let y = r0 - 1; y <= r0 + 1; y++) {
    if (y < 0 || y >= height) continue;
    const x0 = Math.round(p[0] / Math.sqrt(3) - (y & 1) / 2);
    for (let x = x0 - 1; x <= x0 + 1; x++) {
      if (x < 0 || x >= width) continue;
      const c = centre('hex', x, y);
      const d = Math.hypot(c[0] - p[0], c[1] - p[1]);
      if (d < bd) (bd = d), (best = [x, y]);
    }
  }
  return best;
}

/** The side view for a verdict, or null when it has no 3-D line on a grid map. */
export function sideView(session: Session, v: Verdict | undefined, question?: Readonly<Record<string, unknown>>): HTMLElement | null {
  const board = session.board;
  const lines = (v?.evidence?.lines ?? []).filter((l) => l.z !== undefined);
  if (!board || !lines.length) return null;
  const kind = board.grid as Kind;
  const line = lines.find((l) => !l.clear) ?? lines[0]!;
  const [z0, z1] = line.z!;
  const len = Math.hypot(line.to[0] - line.from[0], line.to[1] - line.from[1]);
  if (!(len > 0)) return null;
  // the columns along the line: one run per place crossed
  const N = Math.max(24, Math.ceil(len * 12));
  const runs: { at: [number, number]; t0: number; t1: number }[] = [];
  for (let i = 0; i <= N; i++) {
    const t = i / N;
    const at = placeAt(kind, board.width, board.height, [line.from[0] + (line.to[0] - line.from[0]) * t, line.from[1] + (line.to[1] - line.from[1]) * t]);
    if (!at) continue;
    const last = runs[runs.length - 1];
    if (last && last.at[0] === at[0] && last.at[1] === at[1]) last.t1 = t;
    else runs.push({ at, t0: t, t1: t });
  }
  const surfacesOf = (at: readonly number[]) => board.places[at[1]! * board.width + at[0]!]?.surfaces ?? [];
  let lo = Math.min(z0, z1, 0);
  let hi = Math.max(z0, z1) + 1;
  for (const r of runs) for (const s of surfacesOf(r.at)) (lo = Math.min(lo, s.level - 1)), (hi = Math.max(hi, s.level + (s.obstacle ?? 0)));
  const pad = 18;
  const X = (t: number) => pad + t * (W - 2 * pad);
  const Y = (z: number) => H - pad - ((z - lo) / (hi - lo)) * (H - 2 * pad);
  const svg = svgEl('svg', { viewBox: `0 0 ${W} ${H}`, width: '100%', role: 'img', class: 'hg-sideview' }) as SVGSVGElement;
  const blocked = new Set((line.blockedBy ?? []).map((b) => `${b.at[0]},${b.at[1]}`));
  const marks: SVGElement[] = [];
  for (const r of runs) {
    // half a sample either side, so neighbouring columns meet
    const a = Math.max(0, r.t0 - 0.5 / N);
    const b = Math.min(1, r.t1 + 0.5 / N);
    let below = lo;
    for (const s of surfacesOf(r.at)) {
      svg.append(svgEl('rect', { x: X(a), y: Y(s.level), width: Math.max(0.5, X(b) - X(a)), height: Math.max(0, Y(below) - Y(s.level)), fill: terrainColour(s.terrain[0]), stroke: '#3d372c', 'stroke-width': 0.5 }));
      if (s.obstacle) svg.append(svgEl('rect', { x: X(a) + 1, y: Y(s.level + s.obstacle), width: Math.max(0.5, X(b) - X(a) - 2), height: Y(s.level) - Y(s.level + s.obstacle), fill: '#2f5d2a', 'fill-opacity': 0.8, stroke: '#1f3d1c', 'stroke-width': 0.5 }));
      below = s.level;
    }
    if (blocked.has(`${r.at[0]},${r.at[1]}`)) {
      // where the line crosses the blocking column: at its middle, at the line's height there
      const t = (a + b) / 2;
      const z = z0 + (z1 - z0) * t;
      marks.push(svgEl('g', { 'data-blocked': `${r.at[0]},${r.at[1]}` }, undefined));
      const g = marks[marks.length - 1]!;
      g.append(svgEl('circle', { cx: X(t), cy: Y(z), r: 6, fill: EVIDENCE.blocked, stroke: '#fff', 'stroke-width': 1.5 }));
      g.append(svgEl('text', { x: X(t), y: Y(z) - 10, 'text-anchor': 'middle', 'font-size': 11, 'font-weight': 700, fill: EVIDENCE.blocked, stroke: '#fff', 'stroke-width': 3, 'paint-order': 'stroke' }, `blocked at [${r.at[0]}, ${r.at[1]}]`));
    }
  }
  svg.append(svgEl('line', { x1: X(0), y1: Y(z0), x2: X(1), y2: Y(z1), stroke: line.clear ? EVIDENCE.clear : EVIDENCE.blocked, 'stroke-width': 2.5, 'stroke-dasharray': line.clear ? '' : '6 3', class: 'hg-sight' }));
  // the two figures the question names, in its order (the line runs from the first)
  const figs = session.scenario.figures ?? {};
  const named = Object.entries(question ?? {}).filter(([k, x]) => k !== 'ask' && typeof x === 'string' && x in figs).map(([, x]) => x as string);
  const names = [named[0] ?? 'from', named[1] ?? 'to'];
  for (const [k, t, z] of [[0, 0, z0], [1, 1, z1]] as const) {
    svg.append(svgEl('circle', { cx: X(t), cy: Y(z), r: 4, fill: '#111' }));
    svg.append(svgEl('text', { x: X(t) + (k ? -6 : 6), y: Y(z) + 16, 'text-anchor': k ? 'end' : 'start', 'font-size': 11, 'font-weight': 700, fill: '#111', stroke: '#fff', 'stroke-width': 3, 'paint-order': 'stroke' }, names[k]!));
  }
  // the level scale: a tick at each whole level
  for (let z = Math.ceil(lo); z <= hi; z++) svg.append(svgEl('text', { x: 2, y: Y(z) + 3, 'font-size': 9, fill: '#555' }, String(z)));
  svg.append(...marks);
  svg.append(svgEl('text', { x: W / 2, y: H - 3, 'text-anchor': 'middle', 'font-size': 10, fill: '#333' }, 'levels up, distance along the line across'));
  const box = document.createElement('figure');
  box.className = 'hg-sidebox';
  box.setAttribute('data-side-view', line.clear ? 'clear' : 'blocked');
  const cap = document.createElement('figcaption');
  const r2 = (n: number) => String(Math.round(n * 100) / 100);
  cap.textContent = `Side view along the line (height ${r2(z0)} → ${r2(z1)})${line.clear ? ': nothing in the way' : ': red dot where terrain stops it'}`;
  box.append(cap, svg);
  return box;
}
