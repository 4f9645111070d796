/**
 * One hex column tracer: a line from a point above one hex centre to a point above another, over the
 * columns of the hexes its 2-D segment meets (traceHexSegment, exact). The caller sees each contact of
 * positive length once, with the line's height over it as exact fractions, and decides what a contact
 * holds; a hexside tie (the segment running along the side two hexes share) comes as one call with both
 * hexes, so the ruleset's reading of a tie ("both sides must block", "either side blocks", or anything
 * else) is made in one place, by its `tie` callback. Touching a hex at one point (a corner, or a side at an
 * end point) is no contact: it blocks nothing in any game here.
 *
 * Used by traceSight3D and sight3dClear (tft-3d) and by the heroscape sight (heroscape, c3g-buildings).
 */
import type { Axial } from '../geometry/hex/coords.js';
import { traceHexSegment } from '../geometry/hex/trace.js';

/** A hex the line crosses over a positive length. */
export interface ColumnContact {
  readonly q: number;
  readonly r: number;
  /** 'interior': through the open hex; 'edge': along one of its sides (a tie, with the hex beyond it). */
  readonly kind: 'interior' | 'edge';
  /** The parameter interval [tIn, tOut] of the contact (t = 0 at `from`, 1 at `to`), as numbers... */
  readonly tIn: number;
  readonly tOut: number;
  /** ...and as reduced fractions n1 / d1, n2 / d2 (denominators positive). */
  readonly n1: number;
  readonly d1: number;
  readonly n2: number;
  readonly d2: number;
  /** The line's height at tIn times d1, and at tOut times d2 (integers when the heights are). */
  readonly z1: number;
  readonly z2: number;
}

export interface ColumnVisitor {
  /** A hex crossed through its interior. Return true to stop the walk. */
  hex(c: ColumnContact): boolean | void;
  /** A hexside tie: the two hexes sharing the side the line runs along, same interval. Return true to stop. */
  tie(a: ColumnContact, b: ColumnContact): boolean | void;
}

/**
 * Walk the columns from `from` (line height zFrom) to `to` (zTo), in order along the line. Returns true when
 * a callback stopped the walk.
 */
export function traceHexColumns(from: Axial, to: Axial, zFrom: number, zTo: number, visit: ColumnVisitor): boolean {
  const dz = zTo - zFrom;
  let pending: ColumnContact | undefined;
  return traceHexSegment(from, to, (q, r, kind, tIn, tOut, n1, d1, n2, d2) => {
    if (kind === 'vertex' || kind === 'endpoint') return false;
    const c: ColumnContact = { q, r, kind, tIn, tOut, n1, d1, n2, d2, z1: zFrom * d1 + dz * n1, z2: zFrom * d2 + dz * n2 };
    if (kind === 'interior') return visit.hex(c) === true;
    // The two hexes of a hexside come one right after the other, with the same interval (trace.ts).
    if (!pending) { pending = c; return false; }
    const a = pending;
    pending = undefined;
    if (a.n1 !== n1 || a.d1 !== d1 || a.n2 !== n2 || a.d2 !== d2) throw new Error('traceHexColumns: a hexside contact without its pair');
    return visit.tie(a, c) === true;
  });
}
