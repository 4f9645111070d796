/**
 * Geometry for drawing a map (issue 21): square and hex layouts that turn a cell into pixels and back, list
 * its neighbours, count distance the way the ruleset counts, and walk a line or a ring. Cells are `[x, y]`
 * as in scenario files (hex maps: odd-r offset rows of pointy-top hexes, as the engine, the SVG renderer and
 * the app draw them); pixels are y down. Built on the engine's own hex geometry (geometry/hex: Red Blob
 * Games' layout, rounding, line and ring), so what is drawn is what the rules count.
 */
import { HighgroundError } from './errors.js';
import { checkSession, type Session } from './api.js';
import type { FigureSpec } from './formats/scenario/schema.js';
import type { Footprint } from './verdict.js';
import { axialToOffset, offsetToAxial, type Axial } from './geometry/hex/coords.js';
import { hexCorners, hexToPixel, pixelToHex, type PixelPoint } from './geometry/hex/layout.js';
import { distance as hexDistance } from './geometry/hex/distance.js';
import { neighbours as hexNeighbours } from './geometry/hex/directions.js';
import { hexLine } from './geometry/hex/line.js';
import { ring as hexRing } from './geometry/hex/shapes.js';

export type { PixelPoint };

/** A cell of a grid map, `[x, y]` as in a scenario file. */
export type Cell = readonly [number, number];

/**
 * How diagonal steps count on a square grid: `one` every diagonal 1 (heroclix; city-of-peril with
 * `diagonals: one`), `alternate` 1, 2, 1, 2... (city-of-peril's default, D&D 3.5), `none` no diagonal steps
 * (4 neighbours, Manhattan distance).
 */
export type Diagonals = 'one' | 'alternate' | 'none';

/** One grid's drawing geometry. */
export interface Layout {
  readonly grid: 'square' | 'hex';
  /** Pixels from a cell's centre to a corner (hex) or half a side (square)... see `size` in the factories. */
  readonly size: number;
  readonly origin: PixelPoint;
  /** The centre of a cell on screen. */
  toPixel(cell: Cell): PixelPoint;
  /** The cell holding a screen point. */
  fromPixel(p: PixelPoint): [number, number];
  /** The corners of a cell on screen, clockwise from the upper right (hex) or the top left (square). */
  corners(cell: Cell): PixelPoint[];
  /** The cells next to a cell (hex: 6; square: 8, or 4 with `diagonals: none`), unbounded by any map. */
  neighbours(cell: Cell): [number, number][];
  /** Steps from a to b as the ruleset counts them on an open map (no terrain, no levels). */
  distance(a: Cell, b: Cell): number;
  /** The cells a straight line from a's centre to b's centre passes, a and b included, in order. */
  line(a: Cell, b: Cell): [number, number][];
  /** The cells at exactly `radius` from `centre` (as `distance` counts), in order around it. */
  ring(centre: Cell, radius: number): [number, number][];
}

function checkSize(size: unknown, origin: unknown): void {
  if (typeof size !== 'number' || !(size > 0) || !Number.isFinite(size))
    throw new HighgroundError(`layout: size must be a positive number of pixels, found ${JSON.stringify(size)}`, { path: ['size'] }, 'usage');
  const o = origin as { x?: unknown; y?: unknown } | undefined;
  if (o !== undefined && (typeof o !== 'object' || o === null || typeof o.x !== 'number' || typeof o.y !== 'number'))
    throw new HighgroundError('layout: origin must be { x, y } in pixels', { path: ['origin'] }, 'usage');
}

const ax = (c: Cell): Axial => offsetToAxial({ x: c[0], y: c[1] });
const xy = (h: Axial): [number, number] => {
  const o = axialToOffset(h);
  return [o.x, o.y];
};

/**
 * Pointy-top hexes in odd-r offset rows (the scenario format's hex maps): `size` pixels from a centre to a
 * corner; cell [0, 0] is centred on `origin`.
 */
export function hexLayout(opts: { size: number; origin?: PixelPoint }): Layout {
  checkSize(opts?.size, opts?.origin);
  const { size } = opts;
  const origin = opts.origin ?? { x: 0, y: 0 };
  return {
    grid: 'hex', size, origin,
    toPixel: (c) => hexToPixel(ax(c), size, origin),
    fromPixel: (p) => xy(pixelToHex(p, size, origin)),
    corners: (c) => hexCorners(ax(c), size, origin),
    neighbours: (c) => hexNeighbours(ax(c)).map(xy),
    distance: (a, b) => hexDistance(ax(a), ax(b)),
    // the line nudged one way (on a tie between two hexes it takes one of them, as the `plus` sequence does)
    line: (a, b) => hexLine(ax(a), ax(b)).plus.map(xy),
    ring: (c, r) => hexRing(ax(c), r).map(xy),
  };
}

/** Squares `size` pixels wide; cell [0, 0] has its top-left corner on `origin`. */
export function squareLayout(opts: { size: number; origin?: PixelPoint; diagonals?: Diagonals }): Layout {
  checkSize(opts?.size, opts?.origin);
  const { size } = opts;
  const origin = opts.origin ?? { x: 0, y: 0 };
  const diagonals = opts.diagonals ?? 'one';
  const count = (dx: number, dy: number) => {
    const a = Math.abs(dx), b = Math.abs(dy);
    if (diagonals === 'none') return a + b;
    return diagonals === 'one' ? Math.max(a, b) : Math.max(a, b) + Math.floor(Math.min(a, b) / 2);
  };
  const distance = (a: Cell, b: Cell) => count(b[0] - a[0], b[1] - a[1]);
  return {
    grid: 'square', size, origin,
    toPixel: (c) => ({ x: origin.x + (c[0] + 0.5) * size, y: origin.y + (c[1] + 0.5) * size }),
    fromPixel: (p) => [Math.floor((p.x - origin.x) / size), Math.floor((p.y - origin.y) / size)],
    corners: (c) => [[0, 0], [1, 0], [1, 1], [0, 1]].map(([i, j]) => ({ x: origin.x + (c[0] + i!) * size, y: origin.y + (c[1] + j!) * size })),
    neighbours: (c) => {
      const out: [number, number][] = [];
      for (let dy = -1; dy <= 1; dy++) for (let dx = -1; dx <= 1; dx++) {
        if ((dx === 0 && dy === 0) || (diagonals === 'none' && dx !== 0 && dy !== 0)) continue;
        out.push([c[0] + dx, c[1] + dy]);
      }
      return out;
    },
    distance,
    // centre to centre, sampled once per step of the longer axis and rounded (Red Blob Games, "line drawing");
    // with no diagonal steps, a corner step is split so every step is to a side neighbour
    line: (a, b) => {
      const n = Math.max(Math.abs(b[0] - a[0]), Math.abs(b[1] - a[1]));
      const out: [number, number][] = [[a[0], a[1]]];
      for (let i = 1; i <= n; i++) {
        const t = i / n;
        const p: [number, number] = [Math.round(a[0] + (b[0] - a[0]) * t), Math.round(a[1] + (b[1] - a[1]) * t)];
        const last = out[out.length - 1]!;
        if (diagonals === 'none' && p[0] !== last[0] && p[1] !== last[1]) out.push([p[0], last[1]]);
        out.push(p);
      }
      return out;
    },
    ring: (c, r) => {
      if (r === 0) return [[c[0], c[1]]];
      const out: [number, number][] = [];
      // walk the square of side 2r + 1 around c clockwise from its top-left, keeping cells at distance r
      const side = (x0: number, y0: number, dx: number, dy: number) => {
        for (let i = 0; i < 2 * r; i++) {
          const p: [number, number] = [x0 + dx * i, y0 + dy * i];
          if (distance(c, p) === r) out.push(p);
        }
      };
      if (diagonals === 'one') {
        side(c[0] - r, c[1] - r, 1, 0); side(c[0] + r, c[1] - r, 0, 1); side(c[0] + r, c[1] + r, -1, 0); side(c[0] - r, c[1] + r, 0, -1);
        return out;
      }
      // other counts: every cell of the bounding square at exactly r, in angle order
      const cells: [number, number][] = [];
      for (let y = c[1] - r; y <= c[1] + r; y++) for (let x = c[0] - r; x <= c[0] + r; x++) if (distance(c, [x, y]) === r) cells.push([x, y]);
      return cells.sort((p, q) => Math.atan2(p[1] - c[1], p[0] - c[0]) - Math.atan2(q[1] - c[1], q[0] - c[0]));
    },
  };
}

/**
 * The layout of a session's map, counting distance as its ruleset does (heroclix every diagonal 1;
 * city-of-peril as its `diagonals` option says; hex maps one per hex). A table map has no cells: refused.
 */
export function layoutOf(session: Session, opts: { size: number; origin?: PixelPoint }): Layout {
  checkSession(session, 'layoutOf');
  const grid = session.scenario.map.grid;
  if (grid === 'hex') return hexLayout(opts);
  if (grid === 'square') {
    const d = session.options['diagonals'];
    return squareLayout({ ...opts, diagonals: d === 'alternate' ? 'alternate' : 'one' });
  }
  throw new HighgroundError(`layoutOf: a ${grid} map has no cells to lay out (positions are in inches)`, { path: ['map', 'grid'] }, 'usage');
}

/**
 * The ground a figure covers, as the session's ruleset lays it out (Ruleset.footprint): every hex of a
 * multi-hex figure, every square of a large creature or a multi-base character, a base circle on a table.
 * `figure` is a figure id of the session or a figure as a scenario gives it (one being placed or dragged);
 * a ruleset without footprints covers the place `at`.
 */
export function figureFootprint(session: Session, figure: string | FigureSpec): Footprint {
  checkSession(session, 'figureFootprint');
  let spec: FigureSpec;
  if (typeof figure === 'string') {
    const figures = session.scenario.figures ?? {};
    if (!Object.prototype.hasOwnProperty.call(figures, figure))
      throw new HighgroundError(`figureFootprint: no figure "${figure}" (figures: ${Object.keys(figures).join(', ') || 'none'})`, { path: ['figure'] }, 'unknown-figure');
    spec = figures[figure]!;
  } else {
    const at = (figure as { at?: unknown } | null)?.at;
    if (!Array.isArray(at) || at.length < 2 || !Number.isFinite(at[0]) || !Number.isFinite(at[1]))
      throw new HighgroundError('figureFootprint: a figure needs `at`, [x, y] in numbers', { path: ['figure', 'at'] }, 'usage');
    spec = figure;
  }
  const fp = session.ruleset.footprint?.(spec, session.board, session.options);
  if (fp) return fp;
  const at: readonly [number, number] = [spec.at[0], spec.at[1]];
  return session.scenario.map.grid === 'table' ? { kind: 'circle', centre: at, radius: 0 } : { kind: 'cells', cells: [at] };
}
