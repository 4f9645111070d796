import { unionArea, type UnionAreaOptions } from './area.js';
import type { PlaneShape, Point } from './types.js';

/**
 * Symmetries of a rectangular table [0, w] x [0, h]: half-turn about the centre, mirror across the vertical
 * centre line (left <-> right), mirror across the horizontal centre line (top <-> bottom).
 */
export type TableSymmetry = 'rotate180' | 'mirrorLeftRight' | 'mirrorTopBottom';

export const TABLE_SYMMETRIES: readonly TableSymmetry[] = ['rotate180', 'mirrorLeftRight', 'mirrorTopBottom'];

/** The image of a point under a table symmetry. */
export function transformPoint(p: Point, size: readonly [number, number], symmetry: TableSymmetry): Point {
  const [w, h] = size;
  switch (symmetry) {
    case 'rotate180':
      return { x: w - p.x, y: h - p.y };
    case 'mirrorLeftRight':
      return { x: w - p.x, y: p.y };
    case 'mirrorTopBottom':
      return { x: p.x, y: h - p.y };
  }
}

/** The image of a shape under a table symmetry (mirrored polygons come out clockwise; they are normalised where used). */
export function transformShape(s: PlaneShape, size: readonly [number, number], symmetry: TableSymmetry): PlaneShape {
  if (s.kind === 'circle') return { kind: 'circle', circle: { c: transformPoint(s.circle.c, size, symmetry), r: s.circle.r } };
  return { kind: 'polygon', polygon: s.polygon.map((p) => transformPoint(p, size, symmetry)) };
}

/**
 * How far a layout is from symmetric under `symmetry`: |A xor B| / |A u B|, where A is the union of the
 * shapes and B its image. 0 means symmetric; 1 means the image shares no area with the original; 0 for an
 * empty layout. |A xor B| = 2 |A u B| - |A| - |B|, all three from `unionArea` (same circle approximation, whose
 * error largely cancels between the terms).
 */
export function mirrorSymmetryScore(
  shapes: readonly PlaneShape[],
  size: readonly [number, number],
  symmetry: TableSymmetry = 'rotate180',
  options: UnionAreaOptions = {},
): number {
  const image = shapes.map((s) => transformShape(s, size, symmetry));
  const a = unionArea(shapes, options);
  const b = unionArea(image, options);
  const both = unionArea([...shapes, ...image], options);
  if (!(both > 0)) return 0;
  const x = (2 * both - a - b) / both;
  return Math.min(1, Math.max(0, x));
}

/** The score for each table symmetry; a layout is symmetric under s when scores[s] is (near) 0. */
export function symmetryScores(
  shapes: readonly PlaneShape[],
  size: readonly [number, number],
  options: UnionAreaOptions = {},
): Record<TableSymmetry, number> {
  return {
    rotate180: mirrorSymmetryScore(shapes, size, 'rotate180', options),
    mirrorLeftRight: mirrorSymmetryScore(shapes, size, 'mirrorLeftRight', options),
    mirrorTopBottom: mirrorSymmetryScore(shapes, size, 'mirrorTopBottom', options),
  };
}
