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

/** A footprint made ready once (per session): counter-clockwise, with its bounding box. */
export interface Footprint {
  readonly poly: Polygon;
  readonly box: readonly [number, number, number, number];
}

export function prepareFootprint(p: Polygon): Footprint {
  const poly = normalizePolygon(p);
  return { poly, box: polygonBBox(poly) };
}

/** The hex [x, y] (counter-clockwise, millimetres) with its bounding box. */
export function hexOf(x: number, y: number, hexMm: number): Footprint {
  const poly = hexPolygonMm(x, y, hexMm);
  return { poly, box: polygonBBox(poly) };
}

/**
 * The part of footprint `f` over `hex` (clip.ts, counter-clockwise), or undefined when nothing of positive
 * area is over it (no clipping when the boxes do not overlap).
 */
export function partOver(f: Footprint, hex: Footprint): Polygon | undefined {
  const [ax0, ay0, ax1, ay1] = f.box, [bx0, by0, bx1, by1] = hex.box;
  if (!(ax0 < bx1 && bx0 < ax1 && ay0 < by1 && by0 < ay1)) return undefined;
  return clipToConvex(f.poly, hex.poly, true);
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
    const c = partOver(prepareFootprint(p), hex);
    if (c) obstacles.push(c);
  }
  return classifyParts(x, y, inside !== undefined, inside ? partOver(prepareFootprint(inside), hex) : undefined, obstacles, s);
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
