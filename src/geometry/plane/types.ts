/** Plane geometry types for gridless tables. Units are whatever the caller uses (inches on a table). */

/** A point (or a vector) in the plane. */
export interface Point {
  readonly x: number;
  readonly y: number;
}

/** A closed segment from `a` to `b`. */
export interface Segment {
  readonly a: Point;
  readonly b: Point;
}

/**
 * A simple polygon as its vertex list, either orientation, without repeating the first vertex at the end.
 * Functions that care normalise it with `normalizePolygon` (counter-clockwise, no repeated vertices).
 */
export type Polygon = readonly Point[];

/** A closed disc: centre `c`, radius `r` (r >= 0). */
export interface Circle {
  readonly c: Point;
  readonly r: number;
}

/** A terrain piece or a base as written in a scenario. `rect` is [x, y, width, height] from its min corner. */
export type Shape =
  | { readonly rect: readonly [number, number, number, number] }
  | { readonly polygon: readonly (readonly [number, number])[] }
  | { readonly circle: readonly [number, number, number] };

/** The internal form of a shape: a counter-clockwise polygon or a circle. */
export type PlaneShape =
  | { readonly kind: 'polygon'; readonly polygon: Polygon }
  | { readonly kind: 'circle'; readonly circle: Circle };

/** Where a point lies with respect to a closed region. */
export type Location = 'inside' | 'boundary' | 'outside';

/** Sign of an orientation: 1 counter-clockwise (left turn), -1 clockwise, 0 collinear. */
export type Sign = -1 | 0 | 1;
