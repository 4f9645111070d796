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
import { MAX_TRACE_COORD, traceHexSegment } from '../geometry/hex/trace.js';

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
 * The contacts of interior and edge kind of the segment from the origin hex to (dq, dr), 9 numbers each:
 * dq, dr of the hex, kind (0 interior, 1 edge), tIn, tOut, n1, d1, n2, d2. A segment between hex centres
 * meets the same hexes, moved, with the same fractions wherever it starts: traceHexSegment reads only
 * differences of integer axial coordinates (each clip bound is the start's coordinate minus the hex's, ties
 * are ordered by (q, r)), so a map asking many lines walks each displacement once. The cache holds at most
 * SEGMENT_CACHE_NUMBERS numbers (32 MB) and starts again empty when full.
 */
const segmentCache = new Map<number, Float64Array>();
let segmentCacheNumbers = 0;
const SEGMENT_CACHE_NUMBERS = 1 << 22;
const KEY_SPAN = 2 ** 24;

function segmentContacts(from: Axial, to: Axial): Float64Array | undefined {
  const dq = to.q - from.q, dr = to.r - from.r;
  // out of the tracer's range, or not whole: traceHexSegment itself says why
  if (!Number.isInteger(dq) || !Number.isInteger(dr) || !Number.isInteger(from.q) || !Number.isInteger(from.r)
    || Math.abs(from.q) > MAX_TRACE_COORD || Math.abs(from.r) > MAX_TRACE_COORD || Math.abs(to.q) > MAX_TRACE_COORD || Math.abs(to.r) > MAX_TRACE_COORD) return undefined;
  const key = (dq + KEY_SPAN) * 2 * KEY_SPAN + (dr + KEY_SPAN);
  let rec = segmentCache.get(key);
  if (rec) return rec;
  const out: number[] = [];
  traceHexSegment({ q: 0, r: 0 }, { q: dq, r: dr }, (q, r, kind, tIn, tOut, n1, d1, n2, d2) => {
    if (kind === 'interior' || kind === 'edge') out.push(q, r, kind === 'interior' ? 0 : 1, tIn, tOut, n1, d1, n2, d2);
  });
  rec = Float64Array.from(out);
  if (segmentCacheNumbers + rec.length > SEGMENT_CACHE_NUMBERS) {
    segmentCache.clear();
    segmentCacheNumbers = 0;
  }
  segmentCache.set(key, rec);
  segmentCacheNumbers += rec.length;
  return rec;
}

/**
 * Walk the columns from `from` (line height zFrom) to `to` (zTo), in order along the line. Returns true when
 * a callback stopped the walk.
 */
export function traceHexColumns(from: Axial, to: Axial, zFrom: number, zTo: number, visit: ColumnVisitor): boolean {
  const dz = zTo - zFrom;
  let pending: ColumnContact | undefined;
  const step = (q: number, r: number, kind: 'interior' | 'edge', tIn: number, tOut: number, n1: number, d1: number, n2: number, d2: number): boolean => {
    const c: ColumnContact = { q, r, kind, tIn, tOut, n1, d1, n2, d2, z1: zFrom * d1 + dz * n1, z2: zFrom * d2 + dz * n2 };
    if (kind === 'interior') return visit.hex(c) === true;
    // The two hexes of a hexside come one right after the other, with the same interval (trace.ts).
    if (!pending) { pending = c; return false; }
    const a = pending;
    pending = undefined;
    if (a.n1 !== n1 || a.d1 !== d1 || a.n2 !== n2 || a.d2 !== d2) throw new Error('traceHexColumns: a hexside contact without its pair');
    return visit.tie(a, c) === true;
  };
  const rec = segmentContacts(from, to);
  if (!rec) {
    return traceHexSegment(from, to, (q, r, kind, tIn, tOut, n1, d1, n2, d2) => {
      if (kind === 'vertex' || kind === 'endpoint') return false;
      return step(q, r, kind, tIn, tOut, n1, d1, n2, d2);
    });
  }
  const q0 = from.q, r0 = from.r;
  for (let i = 0; i < rec.length; i += 9) {
    if (step(rec[i]! + q0, rec[i + 1]! + r0, rec[i + 2] === 0 ? 'interior' : 'edge', rec[i + 3]!, rec[i + 4]!, rec[i + 5]!, rec[i + 6]!, rec[i + 7]!, rec[i + 8]!)) return true;
  }
  return false;
}
