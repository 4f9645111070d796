/**
 * Grid maps (square and hex): the places with their level shading, terrain, cliffs between levels,
 * features and level numbers. Works from a GridBoard alone, whatever file it came from.
 */
import type { GridBoard, Place, Surface } from '../../board/grid.js';
import { VOID_LEVEL } from '../../board/grid.js';
import type { Canvas } from './canvas.js';
import { hexDirs, hexSide, placeCentre, placeOutline, type Pt } from './frame.js';
import { DIRECTION_VECTORS } from '../../geometry/hex/directions.js';
import { offsetQ, offsetX } from '../../geometry/hex/coords.js';
import { FONT, LEVEL_INK, levelFill, terrainStyle, zoneColour } from './style.js';
import { clip, el, esc, num, points, text, title } from './xml.js';

export interface GridLevels {
  min: number;
  max: number;
  ground: number;
}

export function gridLevels(board: GridBoard, ground?: number): GridLevels {
  let min = Infinity;
  let max = -Infinity;
  for (const p of board.places) for (const s of p.surfaces) {
    min = Math.min(min, s.level);
    max = Math.max(max, s.level);
  }
  if (min === Infinity) min = max = ground ?? 0;
  return { min, max, ground: ground ?? min };
}

/** The text of a place's tooltip: where, levels, terrain, features. */
function describePlace(p: Place): string {
  const parts = [`[${p.x}, ${p.y}]`];
  p.surfaces.forEach((s, i) => {
    const { level, terrain, ...features } = s;
    const f = Object.entries(features).map(([k, v]) => (v === true ? k : `${k} ${Array.isArray(v) ? v.join(',') : String(v)}`));
    const head = p.surfaces.length > 1 ? `surface ${i + 1}: level ${level}` : `level ${level}`;
    parts.push([head, ...terrain, ...f].join(', '));
  });
  return parts.join(' \u2014 ');
}

function polygonPx(c: Canvas, outline: readonly Pt[]): string {
  return points(outline.map((p) => c.frame.px(p)));
}

/** Swatch for a terrain style in the legend. */
export function terrainSwatch(c: Canvas, name: string): string {
  const { style, pattern } = c.terrain(name);
  return el('rect', { width: 16, height: 16, fill: style.fill, 'fill-opacity': style.solid ? 1 : Math.min(1, style.opacity + 0.2), stroke: '#888', 'stroke-width': 0.5 })
    + (pattern ? el('rect', { width: 16, height: 16, fill: pattern }) : '');
}

/**
 * Markup written piece by piece and joined into one string every few hundred pieces: a map of 40,000
 * places keeps some hundred strings alive until the end instead of half a million small ones.
 */
class Parts {
  private readonly done: string[] = [];
  private readonly open: string[] = [];

  push(s: string): void {
    this.open.push(s);
    if (this.open.length >= 512) {
      this.done.push(this.open.join(''));
      this.open.length = 0;
    }
  }

  text(): string {
    return this.done.join('') + this.open.join('');
  }
}

/** Draw a grid board. Returns layers: places (clickable) and decorations (pointer-events none). */
export function drawGrid(c: Canvas, board: GridBoard, levels: GridLevels): { places: string; decor: string; labels: string } {
  const kind = board.grid;
  const f = c.frame;
  const u = f.cell;
  const cells = new Parts();
  const overlay = new Parts();
  const cliffs = new Parts();
  const features: string[] = [];
  const labels = new Parts();
  const top = (x: number, y: number) => (x >= 0 && y >= 0 && x < board.width && y < board.height ? board.top[y * board.width + x]! : VOID_LEVEL);
  const bridges = new Map<string, Pt[]>();
  const stairs = new Map<string, Pt[]>();

  // Per place, the outline's corners are made into pixel text once and read by its polygon, its terrain and
  // its cliffs; the elements of every place are written as text, not through attribute objects (40,000
  // hexes took 4.6 s of CPU). The markup is the same as el()'s, attribute for attribute.
  const fills = new Map<number, string>();
  const styles = new Map<string, { fill: string; pattern: string | undefined }>();
  const xs: string[] = [], ys: string[] = [];
  const side = f.scale;
  const cellSize = num(side);
  const line = (a: number, b: number, colour: string, width: number) =>
    `<line x1="${xs[a]}" y1="${ys[a]}" x2="${xs[b]}" y2="${ys[b]}" stroke="${colour}" stroke-width="${num(width)}" stroke-linecap="round"/>`;
  const cliffWidth = (drop: number) => Math.min(u * 0.09, 1.2 + 0.8 * drop);
  for (const p of board.places) {
    const s = p.surfaces[p.surfaces.length - 1];
    if (!s) continue; // void: not drawn
    const { x, y } = p;
    const centre = f.px(placeCentre(kind, x, y));
    const outline = placeOutline(kind, x, y);
    for (let i = 0; i < outline.length; i++) {
      const q = f.px(outline[i]!);
      xs[i] = num(q[0]);
      ys[i] = num(q[1]);
    }
    const head = kind === 'square'
      ? `<rect x="${xs[0]}" y="${ys[0]}" width="${cellSize}" height="${cellSize}"`
      : `<polygon points="${xs[0]},${ys[0]} ${xs[1]},${ys[1]} ${xs[2]},${ys[2]} ${xs[3]},${ys[3]} ${xs[4]},${ys[4]} ${xs[5]},${ys[5]}"`;
    const close = kind === 'square' ? '</rect>' : '</polygon>';
    let fill = fills.get(s.level);
    if (fill === undefined) fills.set(s.level, (fill = esc(levelFill(s.level, levels.min, levels.max))));
    cells.push(`${head} data-cell="${x},${y}" data-level="${num(s.level)}" fill="${fill}" stroke="#8f8672" stroke-opacity="0.45" stroke-width="0.75">${title(describePlace(p))}${close}`);

    for (const t of s.terrain) {
      let st = styles.get(t);
      if (!st) {
        const { style, pattern } = c.terrain(t);
        const op = style.solid ? 0.92 : style.opacity;
        st = { fill: ` fill="${esc(style.fill)}"${op === undefined ? '' : ` fill-opacity="${num(op)}"`}/>`, pattern: pattern === undefined ? undefined : ` fill="${esc(pattern)}"/>` };
        styles.set(t, st);
        c.legend('terrain', t, { swatch: terrainSwatch(c, t), label: t });
      }
      overlay.push(head + st.fill);
      if (st.pattern) overlay.push(head + st.pattern);
    }

    // cliffs: an edge between two places at different levels (or the map's edge) is drawn darker
    if (kind === 'square') {
      // east side: corners 1 to 2; south side: corners 3 to 2
      const east = top(x + 1, y), south = top(x, y + 1);
      if (east !== VOID_LEVEL && east !== s.level) cliffs.push(line(1, 2, '#5b5140', cliffWidth(Math.abs(east - s.level))));
      if (south !== VOID_LEVEL && south !== s.level) cliffs.push(line(3, 2, '#5b5140', cliffWidth(Math.abs(south - s.level))));
    } else {
      // odd-r [x, y] to axial and each neighbour back (hexNeighbour), side d from corner d to corner d + 1 (hexSide)
      const q = offsetQ(x, y);
      for (let d = 0; d < 6; d++) {
        const v = DIRECTION_VECTORS[d]!;
        const ny = y + v.r, nx = offsetX(q + v.q, ny);
        const other = top(nx, ny);
        if (other === VOID_LEVEL || (d < 3 && other !== s.level)) {
          cliffs.push(other === VOID_LEVEL ? line(d, (d + 1) % 6, '#6d6552', 1.6) : line(d, (d + 1) % 6, '#5b5140', cliffWidth(Math.abs(other - s.level))));
        }
      }
    }

    // features, from every surface of the place
    for (const surf of p.surfaces) {
      drawFeatures(c, kind, p, surf, centre, features, bridges, stairs);
    }

    // level numbers: hexes always; squares where the level is not the ground
    const stacked = p.surfaces.length > 1;
    if (kind === 'hex' || s.level !== levels.ground || stacked) {
      const label = stacked ? p.surfaces.map((q) => q.level).join('/') : String(s.level);
      // hexes: in the top of the hex, a number of one or two digits clear above a figure's token (radius
      // half the hex's: the text's box, its descent included, ends above it), a wider stack of levels
      // where the hex is wider (the app hides it under a token); squares: the top-left corner
      const short = label.length <= 2;
      const size = kind === 'hex' ? f.scale * (label.length > 3 ? 0.34 : short ? 0.4 : 0.42) : u * 0.3;
      const [lx, ly] = kind === 'hex' ? [centre[0], centre[1] - f.scale * (short ? 0.55 : 0.5) - (short ? size * 0.24 : 0)] : [f.px([x, y])[0] + u * 0.07, f.px([x, y])[1] + u * 0.07 + size * 0.8];
      labels.push(`<text x="${num(lx)}" y="${num(ly)}" font-size="${num(size)}" font-weight="700" fill="${LEVEL_INK}" fill-opacity="0.85" text-anchor="${kind === 'hex' ? 'middle' : 'start'}" stroke="#ffffff" stroke-width="${num(size * 0.18)}" stroke-opacity="0.6" paint-order="stroke">${esc(label)}</text>`);
    }
    if (stacked) {
      // a second outline inside the place: several standing surfaces here
      const inset = (kind === 'square' ? placeOutline('square', x, y) : placeOutline('hex', x, y)).map(([px0, py0]) => {
        const [cx, cy] = placeCentre(kind, x, y);
        return [cx + (px0 - cx) * 0.8, cy + (py0 - cy) * 0.8] as const;
      });
      features.push(el('polygon', { points: polygonPx(c, inset), fill: 'none', stroke: '#4b5d7a', 'stroke-width': Math.max(1.2, u * 0.04), 'stroke-dasharray': `${num(u * 0.08)} ${num(u * 0.05)}` }));
      c.legend('features', 'stacked', { swatch: el('rect', { x: 2, y: 2, width: 12, height: 12, fill: 'none', stroke: '#4b5d7a', 'stroke-width': 1.5, 'stroke-dasharray': '3 2' }), label: 'stacked (levels low/high)' });
    }
  }

  for (const [id, ends] of bridges) features.unshift(drawBridge(c, id, ends));
  for (const [id, ends] of stairs) if (ends.length === 2) features.push(connector(c, `stairs ${id}`, ends[0]!, ends[1]!));

  return {
    places: cells.text(),
    decor: el('g', { 'pointer-events': 'none' }, [overlay.text(), el('g', {}, cliffs.text()), features.join('')]),
    labels: el('g', { 'pointer-events': 'none', 'font-family': FONT }, labels.text()),
  };
}

function edgeLine(c: Canvas, a: Pt, b: Pt, colour: string, width: number): string {
  const [x1, y1] = c.frame.px(a);
  const [x2, y2] = c.frame.px(b);
  return el('line', { x1, y1, x2, y2, stroke: colour, 'stroke-width': width, 'stroke-linecap': 'round' });
}

/** A cliff: the edge between two levels; thicker for a bigger drop. */
function cliff(c: Canvas, a: Pt, b: Pt, drop: number): string {
  const w = Math.min(c.frame.cell * 0.09, 1.2 + 0.8 * drop);
  return edgeLine(c, a, b, '#5b5140', w);
}

/** The pixel ends of hex [x, y]'s edge d, moved the fraction `inset` toward the hex's centre. */
function insideEdge(c: Canvas, x: number, y: number, d: number, inset: number): [[number, number], [number, number]] {
  const [pcx, pcy] = placeCentre('hex', x, y);
  const inward = (p: Pt): Pt => [p[0] + (pcx - p[0]) * inset, p[1] + (pcy - p[1]) * inset];
  const [a, b] = hexSide(x, y, d);
  return [c.frame.px(inward(a)), c.frame.px(inward(b))];
}

function drawFeatures(
  c: Canvas, kind: 'square' | 'hex', p: Place, s: Surface, centre: [number, number], out: string[],
  bridges: Map<string, Pt[]>, stairs: Map<string, Pt[]>,
): void {
  const u = c.frame.cell;
  const { x, y } = p;
  const [cx, cy] = centre;
  const mark = (label: string, section: string, key: string, swatch: string) => c.legend(section, key, { swatch, label });

  if (s.ladder !== undefined && s.ladder !== false) {
    const dirs = kind === 'hex' ? hexDirs(s.ladder) : [];
    if (dirs.length) {
      for (const d of dirs) out.push(edgeLadder(c, hexSide(x, y, d), [cx, cy]));
    } else {
      out.push(ladderGlyph(cx, cy, u * 0.5));
    }
    mark('ladder', 'features', 'ladder', ladderGlyph(8, 8, 14));
  }
  if (s.bridge !== undefined) {
    const k = String(s.bridge);
    const list = bridges.get(k) ?? [];
    list.push(placeCentre(kind, x, y));
    bridges.set(k, list);
    mark('bridge (joins its two ends)', 'features', 'bridge', el('line', { x1: 1, y1: 8, x2: 15, y2: 8, stroke: '#8b5a2b', 'stroke-width': 6 }) + el('line', { x1: 1, y1: 8, x2: 15, y2: 8, stroke: '#d9b98c', 'stroke-width': 4, 'stroke-dasharray': '2 1.5' }));
  }
  if (s.stairs !== undefined) {
    const k = String(s.stairs);
    const list = stairs.get(k) ?? [];
    list.push(placeCentre(kind, x, y));
    stairs.set(k, list);
    out.push(stairsGlyph(cx, cy, u * 0.55), el('g', {}, title(`stairs ${k}`)));
    mark('stairs (a pair, linked)', 'features', 'stairs', stairsGlyph(8, 8, 14));
  }
  if (s.walls && kind === 'square') {
    for (const side of s.walls) {
      const seg: [Pt, Pt] = side === 'north' ? [[x, y], [x + 1, y]] : side === 'south' ? [[x, y + 1], [x + 1, y + 1]] : side === 'west' ? [[x, y], [x, y + 1]] : [[x + 1, y], [x + 1, y + 1]];
      out.push(edgeLine(c, seg[0], seg[1], '#1f1f1f', Math.max(3, u * 0.12)));
    }
    mark('wall', 'features', 'wall', el('line', { x1: 1, y1: 8, x2: 15, y2: 8, stroke: '#1f1f1f', 'stroke-width': 4 }));
  }
  if (s.battlement !== undefined && kind === 'hex') {
    for (const d of hexDirs(s.battlement)) {
      // merlons standing just inside the guarded edge, so the cliff line under the wall stays visible
      const [[x1, y1], [x2, y2]] = insideEdge(c, x, y, d, 0.14);
      out.push(el('line', { x1, y1, x2, y2, stroke: '#f4f1ea', 'stroke-width': Math.max(4, u * 0.13), 'stroke-linecap': 'butt' }));
      out.push(el('line', { x1, y1, x2, y2, stroke: '#4d4d4d', 'stroke-width': Math.max(3, u * 0.1), 'stroke-dasharray': `${num(u * 0.1)} ${num(u * 0.06)}` }, title('battlement')));
    }
    mark('battlement', 'features', 'battlement', el('line', { x1: 1, y1: 8, x2: 15, y2: 8, stroke: '#4d4d4d', 'stroke-width': 4, 'stroke-dasharray': '3 2' }));
  }
  if (s.railing !== undefined && kind === 'hex') {
    for (const d of hexDirs(s.railing)) {
      // a bridge railing: a rail along the edge, just inside it, with a post at each end and one midway
      const [[x1, y1], [x2, y2]] = insideEdge(c, x, y, d, 0.1);
      const posts = [0, 0.5, 1].map((t) => el('circle', { cx: x1 + (x2 - x1) * t, cy: y1 + (y2 - y1) * t, r: Math.max(1.5, u * 0.045), fill: '#5a3d1e' })).join('');
      out.push(el('g', { 'data-railing': d }, [
        el('line', { x1, y1, x2, y2, stroke: '#5a3d1e', 'stroke-width': Math.max(2, u * 0.06), 'stroke-linecap': 'round' }),
        posts,
        title('railing'),
      ]));
    }
    mark('railing', 'features', 'railing', el('line', { x1: 1, y1: 8, x2: 15, y2: 8, stroke: '#5a3d1e', 'stroke-width': 2.5 }) + [2, 8, 14].map((cx) => el('circle', { cx, cy: 8, r: 2, fill: '#5a3d1e' })).join(''));
  }
  if (s.obstacle !== undefined) {
    const h = u * 0.32;
    out.push(el('g', {}, [
      el('path', { d: `M${num(cx - h * 0.55)} ${num(cy + h * 0.45)} L${num(cx)} ${num(cy - h * 0.6)} L${num(cx + h * 0.55)} ${num(cy + h * 0.45)} Z`, fill: '#3f4a2a', stroke: '#fff', 'stroke-width': 1 }),
      text(String(s.obstacle), { x: cx + h * 0.62, y: cy + h * 0.45, 'font-size': u * 0.26, 'font-weight': 700, fill: '#2b3320', stroke: '#fff', 'stroke-width': 2.5, 'paint-order': 'stroke', 'font-family': FONT }),
      title(`obstacle rising ${s.obstacle} level${s.obstacle === 1 ? '' : 's'}`),
    ]));
    mark('obstacle (its height)', 'features', 'obstacle', el('path', { d: 'M2 14 L8 2 L14 14 Z', fill: '#3f4a2a' }));
  }
  if (s.glyph !== undefined) {
    const r = u * 0.17;
    const gy = cy + u * 0.2;
    out.push(el('g', {}, [
      el('circle', { cx, cy: gy, r, fill: '#f2c14e', stroke: '#8a6a12', 'stroke-width': 1.2 }),
      text(([...s.glyph][0] ?? '?').toUpperCase(), { x: cx, y: gy, 'font-size': r * 1.3, 'font-weight': 700, fill: '#4a3800', 'text-anchor': 'middle', 'dominant-baseline': 'central', 'font-family': FONT }),
      title(`glyph ${s.glyph}`),
    ]));
    mark('glyph', 'features', 'glyph', el('circle', { cx: 8, cy: 8, r: 6, fill: '#f2c14e', stroke: '#8a6a12' }));
  }
  if (s.start !== undefined) {
    const col = zoneColour(s.start);
    const outline = placeOutline(kind, x, y).map(([px0, py0]) => {
      const [bx, by] = placeCentre(kind, x, y);
      return [bx + (px0 - bx) * 0.88, by + (py0 - by) * 0.88] as const;
    });
    out.push(el('polygon', { points: polygonPx(c, outline), fill: col, 'fill-opacity': 0.12, stroke: col, 'stroke-width': Math.max(2, u * 0.06) }, title(`start zone ${s.start}`)));
    mark(`start zone ${s.start || '(unnamed)'}`, 'zones', `start:${s.start}`, el('rect', { x: 1, y: 1, width: 14, height: 14, fill: col, 'fill-opacity': 0.15, stroke: col, 'stroke-width': 2.5 }));
  }
  if (s.door) {
    out.push(el('g', {}, [
      el('rect', { x: cx - u * 0.13, y: cy - u * 0.2, width: u * 0.26, height: u * 0.36, rx: u * 0.03, fill: '#9a6a3a', stroke: '#4a2f14', 'stroke-width': 1 }),
      el('circle', { cx: cx + u * 0.07, cy: cy, r: u * 0.025, fill: '#f2d38a' }),
      title('door'),
    ]));
    mark('door', 'features', 'door', el('rect', { x: 4, y: 1, width: 8, height: 14, fill: '#9a6a3a', stroke: '#4a2f14' }));
  }
  if (s.window) {
    const broken = s.window === 'broken';
    const w = u * 0.28;
    out.push(el('g', {}, [
      el('rect', { x: cx - w / 2, y: cy - w / 2, width: w, height: w, fill: '#cfe8f7', stroke: '#3c5a73', 'stroke-width': 1.2 }),
      el('path', { d: broken ? `M${num(cx - w / 2)} ${num(cy - w / 2)} l${num(w * 0.35)} ${num(w * 0.45)} l${num(w * 0.2)} ${num(-w * 0.2)} l${num(w * 0.45)} ${num(w * 0.75)}` : `M${num(cx)} ${num(cy - w / 2)} V${num(cy + w / 2)} M${num(cx - w / 2)} ${num(cy)} H${num(cx + w / 2)}`, fill: 'none', stroke: broken ? '#c0392b' : '#3c5a73', 'stroke-width': 1.2 }),
      title(broken ? 'broken window' : 'window'),
    ]));
    mark(broken ? 'broken window' : 'window', 'features', broken ? 'window-broken' : 'window', el('rect', { x: 2, y: 2, width: 12, height: 12, fill: '#cfe8f7', stroke: broken ? '#c0392b' : '#3c5a73', 'stroke-width': 1.5 }));
  }
  const badges: string[] = [];
  if (s.transit !== undefined) badges.push(`T${s.transit}`);
  if (s.stairway !== undefined) badges.push(s.stairway === 'up' ? '\u2191' : '\u2193');
  if (s.shaft !== undefined) badges.push('\u21c5');
  if (badges.length) {
    out.push(text(badges.join(' '), { x: cx, y: cy + u * 0.36, 'font-size': u * 0.2, 'font-weight': 600, fill: '#2f3b52', 'text-anchor': 'middle', stroke: '#fff', 'stroke-width': 2, 'paint-order': 'stroke', 'font-family': FONT }));
    if (s.transit !== undefined) mark('T n: transit space (number); \u2191\u2193 stairway; \u21c5 shaft', 'features', 'transit', text('T', { x: 8, y: 12, 'font-size': 12, 'font-weight': 700, 'text-anchor': 'middle', fill: '#2f3b52', 'font-family': FONT }));
  }
}

function ladderGlyph(cx: number, cy: number, size: number): string {
  const w = size * 0.42;
  const h = size;
  const x0 = cx - w / 2;
  const y0 = cy - h / 2;
  let d = `M${num(x0)} ${num(y0)} V${num(y0 + h)} M${num(x0 + w)} ${num(y0)} V${num(y0 + h)}`;
  for (let i = 1; i <= 4; i++) d += ` M${num(x0)} ${num(y0 + (h * i) / 5)} H${num(x0 + w)}`;
  return el('path', { d, fill: 'none', stroke: '#6b4423', 'stroke-width': Math.max(1.2, size * 0.07), 'stroke-linecap': 'round' });
}

/** A ladder lying along a hexside, on the inside of the hex. */
function edgeLadder(c: Canvas, [a, b]: [Pt, Pt], centre: [number, number]): string {
  const [ax, ay] = c.frame.px(a);
  const [bx, by] = c.frame.px(b);
  const mx = (ax + bx) / 2;
  const my = (ay + by) / 2;
  const k = 0.22; // pull towards the centre
  const ix = (x: number, y: number) => [x + (centre[0] - mx) * k, y + (centre[1] - my) * k] as const;
  const a2 = [ax + (bx - ax) * 0.2, ay + (by - ay) * 0.2] as const;
  const b2 = [ax + (bx - ax) * 0.8, ay + (by - ay) * 0.8] as const;
  const a3 = ix(a2[0], a2[1]);
  const b3 = ix(b2[0], b2[1]);
  let d = `M${num(a2[0])} ${num(a2[1])} L${num(b2[0])} ${num(b2[1])} M${num(a3[0])} ${num(a3[1])} L${num(b3[0])} ${num(b3[1])}`;
  for (let i = 1; i <= 3; i++) {
    const t = i / 4;
    d += ` M${num(a2[0] + (b2[0] - a2[0]) * t)} ${num(a2[1] + (b2[1] - a2[1]) * t)} L${num(a3[0] + (b3[0] - a3[0]) * t)} ${num(a3[1] + (b3[1] - a3[1]) * t)}`;
  }
  return el('path', { d, fill: 'none', stroke: '#6b4423', 'stroke-width': 1.8, 'stroke-linecap': 'round' });
}

function stairsGlyph(cx: number, cy: number, size: number): string {
  const s = size / 3;
  const x0 = cx - size / 2;
  const y0 = cy + size / 2;
  const d = `M${num(x0)} ${num(y0)} v${num(-s)} h${num(s)} v${num(-s)} h${num(s)} v${num(-s)} h${num(s)} V${num(y0)} Z`;
  return el('path', { d, fill: '#d8cbb0', 'fill-opacity': 0.9, stroke: '#5a4a30', 'stroke-width': Math.max(1, size * 0.05) });
}

function connector(c: Canvas, label: string, a: Pt, b: Pt): string {
  const [x1, y1] = c.frame.px(a);
  const [x2, y2] = c.frame.px(b);
  return el('line', { x1, y1, x2, y2, stroke: '#5a4a30', 'stroke-width': 1.5, 'stroke-dasharray': '4 3' }, title(label));
}

function drawBridge(c: Canvas, id: string, ends: Pt[]): string {
  const u = c.frame.cell;
  if (ends.length !== 2) {
    return ends.map((e) => {
      const [x, y] = c.frame.px(e);
      return el('rect', { x: x - u * 0.2, y: y - u * 0.08, width: u * 0.4, height: u * 0.16, fill: '#8b5a2b' }, title(`bridge ${id} (end without a partner)`));
    }).join('');
  }
  const [x1, y1] = c.frame.px(ends[0]!);
  const [x2, y2] = c.frame.px(ends[1]!);
  return el('g', {}, [
    title(`bridge ${id}`),
    el('line', { x1, y1, x2, y2, stroke: '#6e4520', 'stroke-width': u * 0.34, 'stroke-linecap': 'butt' }),
    el('line', { x1, y1, x2, y2, stroke: '#d9b98c', 'stroke-width': u * 0.26, 'stroke-dasharray': `${num(u * 0.1)} ${num(u * 0.04)}` }),
  ]);
}

export { terrainStyle };
