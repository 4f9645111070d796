/**
 * renderSvg: a self-contained SVG of any map (square, hex, table) with its figures, a legend, and
 * optionally a verdict's evidence and a caption. Clickable elements carry data attributes
 * (`data-cell="x,y"` on places, `data-figure="id"` on figures, `data-piece` on table pieces) so the web
 * app can reuse it as its top-down view. All text from the file is escaped (see xml.ts).
 */
import type { GridBoard } from '../../board/grid.js';
import { HighgroundError } from '../../errors.js';
import type { Verdict } from '../../verdict.js';
import type { FigureSpec, Scenario, TableMapSpec } from '../scenario/schema.js';
import type { Footprint } from '../../verdict.js';
import { Canvas, type LegendSection } from './canvas.js';
import { answerText, drawEvidence, questionText } from './evidence.js';
import { drawFigures, type Figures, type FootprintOf } from './figures.js';
import { makeFrame, placeOutline, type Bounds, type MapKind } from './frame.js';
import { drawGrid, gridLevels, type GridLevels } from './grid.js';
import { FONT, LEVEL_INK, levelFill } from './style.js';
import { drawTable } from './table.js';
import { drawOverlay, type Overlay } from './overlay.js';
import { clip, el, esc, num, text } from './xml.js';
import { sideCaption, sideLine, sideNames, sideProfile, sideViewSvg } from './sideview.js';
import type { PieceSpec } from '../scenario/schema.js';

/** What to draw over the map, and at what size. */
export interface RenderOptions {
  /** Draw this verdict's evidence on top, with a caption. */
  verdict?: Verdict | undefined;
  /** The question the verdict answers (for the caption: "sight A -> B: blocked (...)"). */
  question?: { ask: string; [arg: string]: unknown } | undefined;
  /** Pixels per board unit (square side, hex size, inch). Defaults: square 44, hex 32, table 18. */
  scale?: number | undefined;
  /** Title (default: the scenario's title, or the map's name). */
  title?: string | undefined;
  /** Write level numbers on places (default true). The shading stays either way. */
  showLevels?: boolean | undefined;
  /** Draw the legend box (default true). */
  legend?: boolean | undefined;
  /** Prefix of generated ids, to put several SVGs in one page (letters, digits, - and _). */
  idPrefix?: string | undefined;
  /** Values drawn as colours over the map (per place, or per square of a table), with the scale in the legend (overlay.ts). */
  overlay?: Overlay | undefined;
}

/** What the renderer needs: a Session has all of it. */
export interface RenderSource {
  readonly scenario: Pick<Scenario, 'map' | 'title'> & { readonly figures?: Scenario['figures'] | undefined };
  readonly board: GridBoard | undefined;
  readonly ruleset?: {
    readonly groundLevel: number;
    footprint?(figure: FigureSpec, board: GridBoard | undefined, options?: Readonly<Record<string, string | number | boolean>>): Footprint;
    pieceHeight?(piece: PieceSpec): number | undefined;
    figureHeight?(figure: FigureSpec): number | undefined;
  } | undefined;
  /** The ruleset's option values (its footprints may read them). */
  readonly options?: Readonly<Record<string, string | number | boolean>> | undefined;
}

/** A map from any source: a grid board (from a scenario, .hsc or editor JSON), or a table. */
export interface MapSource {
  board?: GridBoard | undefined;
  table?: TableMapSpec | undefined;
  figures?: Figures | undefined;
  title?: string | undefined;
  /** The ruleset's ground level (square maps number the places not at ground); default the lowest. */
  groundLevel?: number | undefined;
  /**
   * The ground each figure covers (a ruleset's `footprint`: all the hexes of a multi-hex figure, the
   * squares of a large creature, a base circle on a table); without it a figure stands on `at` alone.
   */
  footprint?: FootprintOf | undefined;
  /** A table piece's Ht, its kind's default when it gives none (a ruleset's `pieceHeight`), for the side view. */
  pieceHeight?: ((piece: PieceSpec) => number | undefined) | undefined;
  /** How tall a figure stands (a ruleset's `figureHeight`), for the side view. */
  figureHeight?: ((figure: FigureSpec) => number | undefined) | undefined;
}

/** Render a loaded scenario (a Session, or anything with its scenario and board). */
export function renderSvg(session: RenderSource, opts: RenderOptions = {}): string {
  const map = session.scenario.map;
  return renderMapSvg({
    board: session.board,
    table: map.grid === 'table' ? map : undefined,
    figures: session.scenario.figures,
    title: session.scenario.title ?? map.name,
    groundLevel: session.ruleset?.groundLevel,
    footprint: footprintOf(session),
    pieceHeight: session.ruleset?.pieceHeight ? (p) => session.ruleset!.pieceHeight!(p) : undefined,
    figureHeight: session.ruleset?.figureHeight ? (f) => session.ruleset!.figureHeight!(f) : undefined,
  }, opts);
}

/** A session's figure footprints, from its ruleset (undefined when the ruleset lays out none). */
export function footprintOf(session: RenderSource): FootprintOf | undefined {
  const rs = session.ruleset;
  if (!rs?.footprint) return undefined;
  return (figure) => rs.footprint!(figure, session.board, session.options);
}

/**
 * Largest grid map drawn (Heroscape's biggest maps have a few thousand hexes). A place costs ~1 kB of SVG:
 * at 100,000 a 200 kB scenario of one long row drew a 94 MB picture in 10 s of CPU (fuzz seed 7319604),
 * past the one-command budget of 10 s for inputs under 1 MB.
 */
export const MAX_SVG_PLACES = 40_000;

const MARGIN = 18;
const LEGEND_W = 230;
const DEFAULT_SCALE: Readonly<Record<MapKind, number>> = { square: 44, hex: 32, table: 18 };

function boardBounds(board: GridBoard): Bounds {
  if (board.grid === 'square') return { minX: 0, minY: 0, maxX: board.width, maxY: board.height };
  const b: Bounds = { minX: Infinity, minY: Infinity, maxX: -Infinity, maxY: -Infinity };
  for (const p of board.places) {
    if (!p.surfaces.length) continue;
    for (const [x, y] of placeOutline('hex', p.x, p.y)) {
      b.minX = Math.min(b.minX, x);
      b.minY = Math.min(b.minY, y);
      b.maxX = Math.max(b.maxX, x);
      b.maxY = Math.max(b.maxY, y);
    }
  }
  return b.minX === Infinity ? { minX: 0, minY: 0, maxX: 1, maxY: 1 } : b;
}

/** Render a map from any source. */
export function renderMapSvg(src: MapSource, opts: RenderOptions = {}): string {
  const kind: MapKind | undefined = src.board ? src.board.grid : src.table ? 'table' : undefined;
  if (!kind) throw new Error('renderMapSvg: give a grid board or a table');
  // A picture of a million places is hundreds of megabytes and minutes of work, and may pass the
  // longest string JavaScript can hold (found by fuzzing: a 3000 x 300 hex map never finished).
  if (src.board && src.board.width * src.board.height > MAX_SVG_PLACES) {
    throw new HighgroundError(`the map has ${src.board.width * src.board.height} places; pictures are drawn of maps of at most ${MAX_SVG_PLACES}`, { path: ['map'] }, 'limit');
  }
  const scale = opts.scale !== undefined && Number.isFinite(opts.scale) && opts.scale > 0 ? opts.scale : DEFAULT_SCALE[kind];
  const prefix = 'hg' + (opts.idPrefix ?? '').replace(/[^A-Za-z0-9_-]/g, '') + '-';
  const bounds = src.board ? boardBounds(src.board) : { minX: 0, minY: 0, maxX: src.table!.size[0], maxY: src.table!.size[1] };
  const titleText = opts.title ?? src.title ?? src.board?.name ?? (kind === 'table' ? 'table' : `${kind} map`);
  // The title is wrapped to the picture's width, never cut (issue 16): the width is known before the map
  // is placed (map, legend box, at least 360), so the lines are counted first and the map moved down.
  const mapW = (bounds.maxX - bounds.minX) * scale + MARGIN + (kind === 'table' ? 22 : 0);
  const estW = Math.max(opts.legend !== false ? mapW + 24 + LEGEND_W - 10 + MARGIN : mapW + MARGIN, 360);
  // a blank title (the app's: it shows the title in its panel) draws no band: the picture starts at the map
  const titleLines = titleText.trim() ? wrapTitle(titleText, Math.max(16, Math.floor((estW - 2 * MARGIN) / 11.5))) : [];
  const titleH = titleLines.length ? 36 + (titleLines.length - 1) * 24 : 4 - MARGIN;
  const left = MARGIN + (kind === 'table' ? 22 : 0);
  const top = MARGIN + titleH + (kind === 'table' ? 12 : 0);
  const frame = makeFrame(kind, bounds, scale, left, top);
  const c = new Canvas(frame, prefix);

  let levels: GridLevels | undefined;
  let places = '';
  let decor = '';
  let levelLabels = '';
  if (src.board) {
    levels = gridLevels(src.board, src.groundLevel);
    const g = drawGrid(c, src.board, levels);
    places = g.places;
    decor = g.decor;
    if (opts.showLevels !== false) levelLabels = g.labels;
  } else {
    const t = drawTable(c, src.table!);
    places = t.places;
    decor = t.decor;
  }
  const overlay = opts.overlay ? drawOverlay(c, opts.overlay) : '';
  const figures = drawFigures(c, src.figures ?? {}, src.footprint);
  const evidence = drawEvidence(c, opts.verdict);

  // legend, to the right of the map
  const legendX = frame.left + frame.width + 24;
  const showLegend = opts.legend !== false;
  const legend = showLegend ? drawLegend(c, legendX, top, levels, src.board !== undefined) : { markup: '', height: 0 };

  // caption, under the map
  const mapBottom = frame.top + frame.height;
  const captionLines: { s: string; bold: boolean }[] = [];
  if (opts.verdict) {
    const q = opts.question ? questionText(opts.question) : opts.verdict.ask;
    captionLines.push({ s: `${q}: ${answerText(opts.verdict, opts.question)}`, bold: true });
    for (const r of opts.verdict.reasons.slice(0, 6)) captionLines.push({ s: `${r.rule}: ${r.text}`, bold: false });
    if (opts.verdict.reasons.length > 6) captionLines.push({ s: `\u2026 and ${opts.verdict.reasons.length - 6} more`, bold: false });
  }
  const totalW = Math.max(showLegend && legend.height ? legendX + LEGEND_W - 10 + MARGIN : frame.left + frame.width + MARGIN, 360);
  const wrapAt = Math.max(40, Math.floor((totalW - 2 * MARGIN) / 7.2));
  const wrapped: { s: string; bold: boolean }[] = [];
  // bold 15 px letters are wider than the 13 px ones (a wide font such as DejaVu Sans: about 9 px a letter)
  for (const l of captionLines) for (const w of wrap(l.s, l.bold ? Math.floor(wrapAt * 0.78) : wrapAt)) wrapped.push({ s: w, bold: l.bold });
  // a 3-D line of sight (a line with heights): its side view under the map, before the caption
  const line = sideLine(opts.verdict);
  const profile = line ? sideProfile({ board: src.board, table: src.table, pieceHeight: src.pieceHeight, figures: src.figures, footprint: src.footprint, figureHeight: src.figureHeight }, line) : undefined;
  let side = '';
  let sideH = 0;
  if (profile) {
    const sideTop = Math.max(mapBottom, top + legend.height) + 26;
    const width = Math.min(totalW - 2 * MARGIN, 520);
    const names = sideNames(src.figures, opts.question);
    side = el('g', { class: 'side-view' }, [
      text(sideCaption(profile), { x: MARGIN, y: sideTop, 'font-size': 13, 'font-weight': 700, fill: '#2b2b2b', 'font-family': FONT }),
      sideViewSvg(profile, { x: MARGIN, y: sideTop + 8, width, names, unit: kind === 'table' ? 'Ht' : 'levels' }),
    ]);
    sideH = 34 + (width * 130) / 320;
  }
  const captionTop = Math.max(mapBottom, top + legend.height) + sideH + 22;
  const caption = wrapped.map((l, i) => text(l.s, {
    x: MARGIN, y: captionTop + i * 19, 'font-size': l.bold ? 15 : 13, 'font-weight': l.bold ? 700 : 400,
    fill: l.bold ? captionColour(opts.verdict) : '#333', 'font-family': FONT,
  })).join('');
  const totalH = captionTop + (wrapped.length ? wrapped.length * 19 + 6 : -8) + MARGIN;

  const svgTitle = opts.verdict ? `${titleText} \u2014 ${wrapped[0]?.s ?? ''}` : titleText;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${num(totalW)} ${num(totalH)}" width="${num(totalW)}" height="${num(totalH)}" font-family="${esc(FONT)}" data-map="${kind}">`,
    `<title>${esc(svgTitle)}</title>`,
    el('defs', {}, c.defsMarkup()),
    el('rect', { width: totalW, height: totalH, fill: '#fbfaf6' }),
    ...titleLines.map((line, i) => text(line, { x: MARGIN, y: MARGIN + 18 + i * 24, 'font-size': 20, 'font-weight': 700, fill: '#2b2b2b', 'font-family': FONT })),
    el('g', { class: 'places' }, places),
    el('g', { class: 'decor' }, decor),
    overlay,
    figures.tokens,
    el('g', { class: 'levels' }, levelLabels),
    evidence,
    figures.labels,
    legend.markup,
    side,
    el('g', { class: 'caption' }, caption),
    '</svg>',
  ].join('');
}

function captionColour(v: Verdict | undefined): string {
  if (!v) return '#222';
  for (const k of ['sight', 'legal', 'allowed']) if (typeof v[k] === 'boolean') return v[k] ? '#146b31' : '#a51215';
  return '#222';
}

/** Title lines of at most `width` characters, words kept whole where they fit, long words split; at most 12 lines (a longer title ends in an ellipsis there; the full title stays in <title>). */
function wrapTitle(s: string, width: number): string[] {
  const out: string[] = [];
  let line = '';
  for (let w of s.split(/\s+/).filter(Boolean)) {
    while (w.length > width) {
      if (line) { out.push(line); line = ''; }
      out.push(w.slice(0, width));
      w = w.slice(width);
    }
    if (line && line.length + 1 + w.length > width) {
      out.push(line);
      line = w;
    } else line = line ? `${line} ${w}` : w;
  }
  if (line) out.push(line);
  if (out.length > 12) return [...out.slice(0, 11), clip(out.slice(11).join(' '), width)];
  return out.length ? out : [''];
}

function wrap(s: string, width: number): string[] {
  const words = s.split(/\s+/);
  const out: string[] = [];
  let line = '';
  for (const w of words) {
    if (line && line.length + 1 + w.length > width) {
      out.push(line);
      line = '  ' + w;
    } else line = line ? `${line} ${w}` : w;
  }
  if (line) out.push(line);
  return out;
}

const SECTION_TITLES: Readonly<Record<string, string>> = {
  terrain: 'Terrain', features: 'Features', zones: 'Zones', sides: 'Figures', evidence: 'Evidence',
};

function drawLegend(c: Canvas, x: number, y: number, levels: GridLevels | undefined, grid: boolean): { markup: string; height: number } {
  const parts: string[] = [];
  let cy = y + 12;
  const heading = (s: string) => {
    parts.push(text(s, { x: x + 10, y: cy + 4, 'font-size': 13, 'font-weight': 700, fill: '#2b2b2b', 'font-family': FONT }));
    cy += 12;
  };
  if (grid && levels) {
    heading(levels.max > levels.min ? 'Levels (lighter = higher)' : `Level ${levels.min}`);
    // at most 10 swatches, without listing the range first: a map with one surface 10^8 levels up
    // listed every level in between (a fatal out-of-memory, found by fuzzing)
    const shown = levels.max - levels.min < 10
      ? Array.from({ length: levels.max - levels.min + 1 }, (_, i) => levels.min + i)
      : Array.from({ length: 8 }, (_, i) => Math.round(levels.min + ((levels.max - levels.min) * i) / 7));
    const w = Math.min(28, (LEGEND_W - 20) / shown.length);
    shown.forEach((l, i) => {
      const sx = x + 10 + i * w;
      parts.push(el('rect', { x: sx, y: cy, width: w, height: 20, fill: levelFill(l, levels.min, levels.max), stroke: '#8f8672', 'stroke-width': 0.6 }));
      parts.push(text(String(l), { x: sx + w / 2, y: cy + 10, 'font-size': 10, 'font-weight': 700, 'text-anchor': 'middle', 'dominant-baseline': 'central', fill: LEVEL_INK, 'font-family': FONT }));
    });
    cy += 26;
    parts.push(el('line', { x1: x + 10, y1: cy + 4, x2: x + 26, y2: cy + 4, stroke: '#5b5140', 'stroke-width': 3 }));
    parts.push(text('edge between levels', { x: x + 34, y: cy + 4, 'font-size': 12, 'dominant-baseline': 'central', fill: '#333', 'font-family': FONT }));
    cy += 22;
  }
  const sections: LegendSection[] = c.legendSections(['terrain', 'features', 'zones', 'sides', 'evidence']);
  for (const s of sections) {
    heading(SECTION_TITLES[s.heading] ?? s.heading);
    for (const e of s.entries) {
      parts.push(el('g', { transform: `translate(${num(x + 10)} ${num(cy)})` }, e.swatch));
      parts.push(text(clip(e.label, 30), { x: x + 34, y: cy + 8, 'font-size': 12, 'dominant-baseline': 'central', fill: '#333', 'font-family': FONT }));
      cy += 20;
    }
    cy += 8;
  }
  const height = cy - y;
  if (height <= 12) return { markup: '', height: 0 };
  return {
    markup: el('g', { class: 'legend', 'pointer-events': 'none' }, [
      el('rect', { x, y, width: LEGEND_W - 10, height, rx: 6, fill: '#ffffff', stroke: '#c9c2b0' }),
      ...parts,
    ]),
    height,
  };
}
