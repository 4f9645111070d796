import { onSegment, orient, samePoint } from './orient.js';
import { pointInPolygon } from './point-in-polygon.js';
import { polygonOrientation, rayIntoCorner } from './polygon-orientation.js';
import { paramOnSegment, segmentIntersection } from './segment.js';
import type { Polygon, Segment } from './types.js';

/** How a segment meets a closed region: its interior, only its boundary, or not at all. */
export type RegionContact = 'interior' | 'boundary' | 'none';

export interface SegmentRegionIntersection {
  /** Exact. */
  readonly kind: RegionContact;
  /**
   * Sorted, disjoint parameter intervals [t0, t1] within [0, 1] (0 at s.a, 1 at s.b) over which the segment
   * runs through the region's interior (stretches along the boundary are not included). Doubles.
   */
  readonly intervals: readonly (readonly [number, number])[];
}

interface Contact {
  t: number;
  /** The segment just after this point (towards b) is in the interior. */
  fwd: boolean;
  /** The segment just before this point (towards a) is in the interior. */
  bwd: boolean;
}

/**
 * Intersection of a segment with a simple polygon (either orientation). The kind is decided exactly: the
 * segment is cut at every place it meets the boundary (proper crossings, polygon vertices on it, its own
 * endpoints on an edge), and at each cut exact orientation tests say whether the segment enters the interior
 * there; together with the location of its endpoints this covers every way of reaching the interior.
 */
export function segmentPolygonIntersection(s: Segment, poly: Polygon): SegmentRegionIntersection {
  return run(s, poly, false);
}

/** Does the segment meet the polygon's interior? Exact; returns as soon as it knows. */
export function segmentMeetsPolygonInterior(s: Segment, poly: Polygon): boolean {
  return run(s, poly, true).kind === 'interior';
}

const NONE: SegmentRegionIntersection = { kind: 'none', intervals: [] };

function run(s: Segment, poly: Polygon, early: boolean): SegmentRegionIntersection {
  const { a, b } = s;
  const locA = pointInPolygon(a, poly);
  if (samePoint(a, b)) {
    return locA === 'inside' ? { kind: 'interior', intervals: [[0, 1]] } : locA === 'boundary' ? { kind: 'boundary', intervals: [] } : NONE;
  }
  const locB = pointInPolygon(b, poly);
  const interiorEnd = locA === 'inside' || locB === 'inside';
  if (early && interiorEnd) return { kind: 'interior', intervals: [] };
  const ori = polygonOrientation(poly);
  const n = poly.length;
  const contacts: Contact[] = [];
  let touched = locA === 'boundary' || locB === 'boundary';
  for (let i = 0; i < n; i++) {
    const p = poly[(i + n - 1) % n]!, v = poly[i]!, q = poly[(i + 1) % n]!;
    // Vertices lying on the segment.
    if (onSegment(a, b, v)) {
      touched = true;
      const fwd = !samePoint(v, b) && rayIntoCorner(p, v, q, b, ori);
      const bwd = !samePoint(v, a) && rayIntoCorner(p, v, q, a, ori);
      if (early && (fwd || bwd)) return { kind: 'interior', intervals: [] };
      contacts.push({ t: paramOnSegment(s, v), fwd, bwd });
    }
    // Edge v -> q: proper crossings, and the segment's own endpoints inside the edge.
    const hit = segmentIntersection(s, { a: v, b: q });
    if (hit.kind === 'cross') {
      const fwd = orient(v, q, b) * ori > 0;
      if (early) return { kind: 'interior', intervals: [] };
      contacts.push({ t: paramOnSegment(s, hit.point), fwd, bwd: !fwd });
    } else if (hit.kind === 'touch') {
      touched = true;
      const pt = hit.point;
      if (samePoint(pt, v) || samePoint(pt, q)) continue; // handled as a vertex
      if (samePoint(pt, a)) {
        const fwd = orient(v, q, b) * ori > 0;
        if (early && fwd) return { kind: 'interior', intervals: [] };
        contacts.push({ t: 0, fwd, bwd: false });
      } else {
        const bwd = orient(v, q, a) * ori > 0;
        if (early && bwd) return { kind: 'interior', intervals: [] };
        contacts.push({ t: 1, fwd: false, bwd });
      }
    } else if (hit.kind === 'overlap') {
      touched = true;
    }
  }
  const interior = interiorEnd || contacts.some((c) => c.fwd || c.bwd);
  if (!interior) return touched ? { kind: 'boundary', intervals: [] } : NONE;
  if (early) return { kind: 'interior', intervals: [] };
  contacts.sort((u, w) => u.t - w.t);
  const intervals: [number, number][] = [];
  let open: number | null = locA === 'inside' ? 0 : null;
  for (const c of contacts) {
    const t = Math.min(1, Math.max(0, c.t));
    if (c.fwd && open === null) open = t;
    else if (!c.fwd && open !== null) {
      if (t > open) intervals.push([open, t]);
      open = null;
    }
  }
  if (open !== null && open < 1) intervals.push([open, 1]);
  return { kind: 'interior', intervals };
}
