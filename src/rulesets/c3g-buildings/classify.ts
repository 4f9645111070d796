/**
 * c3g.hex.classify: Full, Half and Partial hexes from building footprints.
 *
 * The free area of a hex is the hex minus every footprint over it (outside any structure); for a space
 * inside an interior access structure it is the part of the hex inside that structure's footprint, minus
 * the other footprints (our reading: a room's floor is what lies within its walls). The class:
 * - Full when a standard base (`baseMm`) fits wholly in the free area;
 * - Half when it does not but a wound marker (`markerMm`) does;
 * - Partial otherwise.
 * The largest disc that fits is computed by `largestDisc` (see inscribed-disc.ts); its diameter is
 * rounded to the nearest micrometre (0.001 mm) before the comparisons, so a disc that fits to within
 * half a micrometre counts as fitting, whatever the floating rounding: the result is deterministic.
 * A `fit:` on the space states the class outright and wins.
 */
import type { Polygon } from '../../geometry/plane/types.js';
import { normalizePolygon, polygonBBox } from '../../geometry/plane/shape.js';
import { polygonArea } from '../../geometry/plane/area.js';
import { orient } from '../../geometry/plane/orient.js';
import { clipToConvex } from './clip.js';
import { largestDisc } from './inscribed-disc.js';
import { hexCentreMm, hexPolygonMm } from './layout.js';

export type HexClass = 'full' | 'half' | 'partial';

export interface Classification {
  readonly class: HexClass;
  /** 'stated' (a fit: key) or 'computed' (footprints), or 'no-footprint' (nothing over the hex). */
  readonly source: 'stated' | 'computed' | 'no-footprint';
  /** Diameter of the largest disc that fits in the free area (mm, to the micrometre). */
  readonly largestMm: number;
  /** Where its centre is (mm, table units). */
  readonly centreMm?: readonly [number, number];
  readonly baseMm: number;
  readonly markerMm: number;
  readonly hexMm: number;
}

export interface Sizes {
  readonly hexMm: number;
  readonly baseMm: number;
  readonly markerMm: number;
}

export function roundMicro(v: number): number {
  return Math.round(v * 1000) / 1000;
}

export function classOfDiameter(d: number, s: Sizes): HexClass {
  return d >= s.baseMm ? 'full' : d >= s.markerMm ? 'half' : 'partial';
}

/** A footprint made ready once (per session): counter-clockwise, with its bounding box and its edges by band. */
export interface Footprint {
  readonly poly: Polygon;
  readonly box: readonly [number, number, number, number];
  /** The edges by horizontal band (prepareFootprint; a hex made by hexOf has none). */
  readonly bands?: EdgeBands;
}

/**
 * A footprint's edges (edge i runs from corner i to corner i + 1) by horizontal band of its box: band b,
 * of height `h` from `y0 + b h`, lists from start[b] to start[b + 1] in `edges` every edge whose y-range
 * meets it. The band of a y is floor((y - y0) / h) clamped to the bands, a function that never decreases
 * in y in floating point too, so an edge whose y-range holds y is listed in y's band.
 */
export interface EdgeBands {
  readonly y0: number;
  readonly h: number;
  readonly count: number;
  readonly start: Int32Array;
  readonly edges: Int32Array;
}

function bandOf(b: EdgeBands, y: number): number {
  const k = Math.floor((y - b.y0) / b.h);
  return k < 0 ? 0 : k >= b.count ? b.count - 1 : k;
}

function edgeBands(poly: Polygon, y0: number, y1: number): EdgeBands {
  const n = poly.length;
  // About twice the square root of the corners: a hex meets a few bands of a few edges each.
  const count = Math.max(1, Math.min(512, 2 * Math.ceil(Math.sqrt(n))));
  const h = (y1 - y0) / count || 1;
  const bands: EdgeBands = { y0, h, count, start: new Int32Array(count + 1), edges: new Int32Array(0) };
  const lo = new Int32Array(n), hi = new Int32Array(n);
  for (let i = 0; i < n; i++) {
    const a = poly[i]!.y, b = poly[i + 1 === n ? 0 : i + 1]!.y;
    lo[i] = bandOf(bands, Math.min(a, b)); hi[i] = bandOf(bands, Math.max(a, b));
    for (let k = lo[i]!; k <= hi[i]!; k++) bands.start[k + 1]!++;
  }
  for (let k = 0; k < count; k++) bands.start[k + 1]! += bands.start[k]!;
  const edges = new Int32Array(bands.start[count]!), fill = bands.start.slice(0, count);
  for (let i = 0; i < n; i++) for (let k = lo[i]!; k <= hi[i]!; k++) edges[fill[k]!++] = i;
  return { ...bands, edges };
}

export function prepareFootprint(p: Polygon): Footprint {
  const poly = normalizePolygon(p);
  const box = polygonBBox(poly);
  // Coordinates so large that the orientation tests' products overflow: every hex clipped, as before.
  if (!(Math.max(-box[0], -box[1], box[2], box[3]) < 1e100)) return { poly, box };
  return { poly, box, bands: edgeBands(poly, box[1], box[3]) };
}

/** The hex [x, y] (counter-clockwise, millimetres) with its bounding box. */
export function hexOf(x: number, y: number, hexMm: number): Footprint {
  const poly = hexPolygonMm(x, y, hexMm);
  return { poly, box: polygonBBox(poly) };
}

/**
 * The part of footprint `f` over `hex` (clip.ts, counter-clockwise), or undefined when nothing of positive
 * area is over it (no clipping when the boxes do not overlap). With the footprint's bands (prepareFootprint),
 * a hex whose box no edge's box meets is wholly inside the footprint or wholly outside it, told by the exact
 * crossing number of its centre over the edges of the centre's band: the part is then the hex itself (which
 * clipping gives, to an ulp or so of its corners) or nothing, without clipping; only the hexes the boundary
 * may cross are clipped. partOverPlain clips every hex whose box meets the footprint's.
 */
export function partOver(f: Footprint, hex: Footprint): Polygon | undefined {
  const [ax0, ay0, ax1, ay1] = f.box, [bx0, by0, bx1, by1] = hex.box;
  if (!(ax0 < bx1 && bx0 < ax1 && ay0 < by1 && by0 < ay1)) return undefined;
  const b = f.bands;
  if (!b) return clipToConvex(f.poly, hex.poly, true);
  const poly = f.poly, n = poly.length, { start, edges } = b;
  for (let k = bandOf(b, by0), last = bandOf(b, by1); k <= last; k++)
    for (let m = start[k]!; m < start[k + 1]!; m++) {
      const i = edges[m]!, p = poly[i]!, q = poly[i + 1 === n ? 0 : i + 1]!;
      if (Math.min(p.x, q.x) <= bx1 && Math.max(p.x, q.x) >= bx0 && Math.min(p.y, q.y) <= by1 && Math.max(p.y, q.y) >= by0)
        return clipToConvex(poly, hex.poly, true);
    }
  // No edge near: the centre's side (pointInPolygon's rule, on the edges that may straddle its y).
  const c = { x: (bx0 + bx1) / 2, y: (by0 + by1) / 2 };
  let inside = false;
  const k = bandOf(b, c.y);
  for (let m = start[k]!; m < start[k + 1]!; m++) {
    const i = edges[m]!, p = poly[i]!, q = poly[i + 1 === n ? 0 : i + 1]!;
    if (p.y > c.y !== q.y > c.y) {
      const o = orient(p, q, c);
      if (q.y > p.y ? o > 0 : o < 0) inside = !inside;
    }
  }
  return inside ? hex.poly : undefined;
}

/** partOver clipping every hex whose box meets the footprint's (the plain way, for tests and classifyHex). */
export function partOverPlain(f: Footprint, hex: Footprint): Polygon | undefined {
  return partOver({ poly: f.poly, box: f.box }, hex);
}

/**
 * Classify hex [x, y]: `inside` is the footprint of the interior structure the space belongs to (or
 * undefined outside), `others` every other footprint on the map.
 */
export function classifyHex(x: number, y: number, inside: Polygon | undefined, others: readonly Polygon[], s: Sizes): Classification {
  const hex = hexOf(x, y, s.hexMm);
  // Only the part of each footprint over the hex matters (clip.ts): the search for the largest disc costs
  // about the cube of the corners it is given, so clipping first keeps it flat in a footprint's corners.
  const obstacles: Polygon[] = [];
  for (const p of others) {
    const c = partOverPlain(prepareFootprint(p), hex);
    if (c) obstacles.push(c);
  }
  return classifyParts(x, y, inside !== undefined, inside ? partOverPlain(prepareFootprint(inside), hex) : undefined, obstacles, s);
}

/**
 * classifyHex on the footprints' parts over the hex (partOver), as a session keeps them: `inInterior` when
 * the space belongs to an interior structure, `room` that structure's part over the hex (undefined when
 * none), `obstacles` the other footprints' parts.
 */
export function classifyParts(x: number, y: number, inInterior: boolean, room: Polygon | undefined, obstacles: readonly Polygon[], s: Sizes): Classification {
  const base = { baseMm: s.baseMm, markerMm: s.markerMm, hexMm: s.hexMm };
  if (!inInterior && obstacles.length === 0) {
    const c = hexCentreMm(x, y, s.hexMm);
    return { class: classOfDiameter(roundMicro(s.hexMm), s), source: 'no-footprint', largestMm: roundMicro(s.hexMm), centreMm: [c.x, c.y], ...base };
  }
  // A footprint over the whole hex leaves no free area: partial, and no search (the clipped part has the
  // hex's area to within rounding; a sliver left beside it could not hold a disc of a micrometre).
  const hex = hexPolygonMm(x, y, s.hexMm);
  const hexArea = polygonArea(hex);
  if (obstacles.some((o) => polygonArea(o) >= hexArea * (1 - 1e-12))) return result(undefined, s, base);
  const disc = inInterior && !room ? undefined : largestDisc(room ? [hex, room] : [hex], obstacles, [hexCentreMm(x, y, s.hexMm)], true, undefined, true);
  return result(disc, s, base);
}

function result(disc: ReturnType<typeof largestDisc>, s: Sizes, base: Pick<Classification, 'baseMm' | 'markerMm' | 'hexMm'>): Classification {
  const d = disc ? roundMicro(2 * disc.radius) : 0;
  return {
    class: classOfDiameter(d, s),
    source: 'computed',
    largestMm: d,
    ...(disc ? { centreMm: [roundMicro(disc.centre.x), roundMicro(disc.centre.y)] as const } : {}),
    ...base,
  };
}
