/**
 * Exact traversal of a 2-D segment across the hex grid: every hex whose closed region the segment meets,
 * in order along the segment, with the parameter interval of the contact and its kind.
 *
 * ## Input and parameterisation
 * End points are axial coordinates scaled by a positive integer `scale`: `{ q, r }` (integers) stands for
 * the point (q / scale, r / scale). Scale 1 gives hex centres; scale 3 also reaches every hex corner
 * (`hexCorner3` in layout.ts); scale 6 also reaches hexside midpoints. The segment is
 *     P(t) = a + t * (b - a),   0 <= t <= 1,
 * so t = 0 at `a` and t = 1 at `b`. Axial coordinates are a linear image of the Euclidean plane (see
 * layout.ts), so t is also the fraction of the Euclidean (drawn) length from a: a 3-D sight tracer with
 * heights za at a and zb at b gets the height of the line over a column at parameter t as
 * za + t * (zb - za), and over a hex's whole contact it ranges between the values at tIn and tOut.
 *
 * ## Output
 * For each hex meeting the closed segment, `visit(q, r, kind, tIn, tOut, tInNum, tInDen, tOutNum, tOutDen)`
 * where [tIn, tOut] is exactly { t in [0, 1] : P(t) lies in the closed hex }, given as numbers and as
 * reduced fractions tInNum / tInDen (denominators positive), and `kind` is
 * - 'interior': the segment passes through the open hex (positive length inside; crossing a hexside at
 *   one point on the way into the next hex is part of this, not an 'edge');
 * - 'edge':     the segment runs along one of the hex's sides over a positive length, never entering it
 *   (always reported for the two hexes sharing that side, with the same interval);
 * - 'vertex':   the segment touches the hex only at one of its corners (tIn = tOut);
 * - 'endpoint': the segment touches the hex only at one point of a side that is not a corner; possible
 *   only at t = 0 or t = 1, where a or b lies on the side (tIn = tOut).
 * A degenerate segment (a == b) reports the hexes containing that point with tIn = 0, tOut = 1: one hex
 * 'interior', or two 'endpoint' (point on a side), or three 'vertex' (point at a corner).
 *
 * Order: hexes come sorted by (tIn, tOut), ties (the two hexes of an edge, hexes touched at the same
 * corner) by (q, r). So at a corner crossed from hex A into hex B, A comes first, then the hex touched
 * only at the corner, then B; and the two hexes of an 'edge' always come one right after the other. `visit` returning `true` stops the walk; `traceHexSegment` then returns
 * `true`, otherwise `false`. Reversing the segment gives the same hexes and kinds with t -> 1 - t.
 *
 * ## Method
 * In fractional cube coordinates, the closed hex around the integer centre c is
 *   { p : |dq - dr| <= 1, |dr - ds| <= 1, |ds - dq| <= 1 },  d = p - c
 * (Red Blob Games, https://www.redblobgames.com/grids/hexagons/ : cube rounding picks exactly this
 * region). With u = q - r, v = r - s = q + 2r, w = s - q = -2q - r, each side lies on a line u, v or w
 * = integer, and along the segment scale * u(P(t)) = uA + t * uD with integers uA, uD; so clipping the
 * segment against one hex (Liang-Barsky style, bounds kept as fractions with positive denominators) is a
 * handful of integer sign tests and cross products.
 * The walk starts at the hex containing a (exact cube rounding) and moves from one piece of the segment
 * to the next: a piece is a maximal part inside one open hex ('interior') or along one hexside ('edge').
 * At each piece boundary t*, every hex containing P(t*) is the current hex or one of its six neighbours,
 * so clipping those seven finds the hexes touched only at t* and the hex(es) of the next piece. Work is
 * proportional to the number of hexes touched; nothing is allocated per step.
 *
 * Range: |a.q|, |a.r|, |b.q|, |b.r| and `scale` must be at most MAX_TRACE_COORD = 2^22, which keeps
 * every product below 2^53 (exact in doubles).
 */
import type { Axial } from './coords.js';
import { DIRECTION_VECTORS } from './directions.js';
import { floorDiv, fracEqual, fracLess, gcd } from './intmath.js';

/** How a segment meets a hex; see the module header. */
export type HexContactKind = 'interior' | 'edge' | 'vertex' | 'endpoint';

/** Callback of `traceHexSegment`. Return `true` to stop the walk. */
export type HexSegmentVisitor = (
  q: number, r: number, kind: HexContactKind, tIn: number, tOut: number,
  tInNum: number, tInDen: number, tOutNum: number, tOutDen: number,
) => boolean | void;

/** One hex met by a segment, as collected by `hexesOnSegment`. */
export interface HexSegmentHit {
  readonly q: number;
  readonly r: number;
  readonly kind: HexContactKind;
  readonly tIn: number;
  readonly tOut: number;
  readonly tInNum: number;
  readonly tInDen: number;
  readonly tOutNum: number;
  readonly tOutDen: number;
}

/** Largest |coordinate| and scale accepted by `traceHexSegment`. */
export const MAX_TRACE_COORD = 2 ** 22;

function checkCoord(v: number, name: string): void {
  if (!Number.isInteger(v) || Math.abs(v) > MAX_TRACE_COORD) {
    throw new Error(`traceHexSegment: ${name} = ${v} is not an integer with |v| <= ${MAX_TRACE_COORD}`);
  }
}

// Candidate slot i: 0 is the centre hex, 1..6 its neighbours in directions 0..5.
const CAND_DQ = [0, ...DIRECTION_VECTORS.map((v) => v.q)];
const CAND_DR = [0, ...DIRECTION_VECTORS.map((v) => v.r)];

function at(arr: ArrayLike<number>, i: number): number {
  const v = arr[i];
  if (v === undefined) throw new Error('unreachable: index out of range');
  return v;
}

/**
 * Visit every hex whose closed region meets the segment a-b (points in axial coordinates times `scale`),
 * in order along the segment; see the module header. Returns `true` if `visit` stopped the walk.
 */
export function traceHexSegment(a: Axial, b: Axial, visit: HexSegmentVisitor, scale = 1): boolean {
  checkCoord(a.q, 'a.q');
  checkCoord(a.r, 'a.r');
  checkCoord(b.q, 'b.q');
  checkCoord(b.r, 'b.r');
  if (!Number.isInteger(scale) || scale < 1 || scale > MAX_TRACE_COORD) {
    throw new Error(`traceHexSegment: scale ${scale} is not an integer in [1, ${MAX_TRACE_COORD}]`);
  }
  const k = scale;
  const Aq = a.q, Ar = a.r, Dq = b.q - a.q, Dr = b.r - a.r;
  // scale * u(P(t)) = uA + t * uD, likewise v and w.
  const uA = Aq - Ar, vA = Aq + 2 * Ar, wA = -2 * Aq - Ar;
  const uD = Dq - Dr, vD = Dq + 2 * Dr, wD = -2 * Dq - Dr;

  // Clip state of the hex being clipped.
  let loN = 0, loD = 1, hiN = 1, hiD = 1;
  // Narrow [lo, hi] by -k <= fA + t * fD - k * fc <= k; false when no t in it.
  const bound = (fA: number, fD: number, fc: number): boolean => {
    const g0 = fA - k * fc;
    if (fD === 0) return g0 >= -k && g0 <= k;
    let lN: number, uN: number, d: number;
    if (fD > 0) { d = fD; lN = -k - g0; uN = k - g0; } else { d = -fD; lN = g0 - k; uN = g0 + k; }
    if (fracLess(loN, loD, lN, d)) { loN = lN; loD = d; }
    if (fracLess(uN, d, hiN, hiD)) { hiN = uN; hiD = d; }
    return true;
  };
  const clip = (cq: number, cr: number): boolean => {
    loN = 0; loD = 1; hiN = 1; hiD = 1;
    return bound(uA, uD, cq - cr) && bound(vA, vD, cq + 2 * cr) && bound(wA, wD, -2 * cq - cr)
      && !fracLess(hiN, hiD, loN, loD);
  };
  // Number of the hex's sides (0, 1 or 2) through P(tn / td).
  const tightSides = (cq: number, cr: number, tn: number, td: number): number => {
    const kt = k * td;
    let n = 0;
    const f1 = uA * td + uD * tn - k * (cq - cr) * td;
    const f2 = vA * td + vD * tn - k * (cq + 2 * cr) * td;
    const f3 = wA * td + wD * tn - k * (-2 * cq - cr) * td;
    if (f1 === kt || f1 === -kt) n++;
    if (f2 === kt || f2 === -kt) n++;
    if (f3 === kt || f3 === -kt) n++;
    return n;
  };

  // The seven candidates around the current hex and their clip results.
  const cQ = new Float64Array(7), cR = new Float64Array(7);
  const cLoN = new Float64Array(7), cLoD = new Float64Array(7), cHiN = new Float64Array(7), cHiD = new Float64Array(7);
  const cOk = new Uint8Array(7);
  const load = (q0: number, r0: number): void => {
    for (let i = 0; i < 7; i++) {
      const q = q0 + at(CAND_DQ, i), r = r0 + at(CAND_DR, i);
      cQ[i] = q; cR[i] = r;
      const ok = clip(q, r);
      cOk[i] = ok ? 1 : 0;
      cLoN[i] = loN; cLoD[i] = loD; cHiN[i] = hiN; cHiD[i] = hiD;
    }
  };

  // Up to three candidate slots to emit together, sorted by (q, r).
  const group = new Int8Array(3);
  let groupLen = 0;
  const addToGroup = (i: number): void => {
    if (groupLen >= 3) throw new Error('traceHexSegment: more than three hexes at one point');
    let j = groupLen++;
    const q = at(cQ, i), r = at(cR, i);
    while (j > 0) {
      const p = at(group, j - 1);
      const pq = at(cQ, p), pr = at(cR, p);
      if (pq < q || (pq === q && pr < r)) break;
      group[j] = p;
      j--;
    }
    group[j] = i;
  };
  const emit = (i: number, kind: HexContactKind, n1: number, d1: number, n2: number, d2: number): boolean => {
    const g1 = gcd(n1, d1) || 1, g2 = gcd(n2, d2) || 1;
    n1 /= g1; d1 /= g1; n2 /= g2; d2 /= g2;
    return visit(at(cQ, i) + 0, at(cR, i) + 0, kind, n1 / d1 + 0, n2 / d2 + 0, n1 + 0, d1, n2 + 0, d2) === true;
  };
  const emitGroup = (kind: HexContactKind | null, tn: number, td: number): boolean => {
    for (let j = 0; j < groupLen; j++) {
      const i = at(group, j);
      let kd = kind;
      if (kd === null) {
        const sides = tightSides(at(cQ, i), at(cR, i), tn, td);
        kd = sides === 2 ? 'vertex' : sides === 1 ? 'endpoint' : 'interior';
      }
      if (emit(i, kd, at(cLoN, i), at(cLoD, i), at(cHiN, i), at(cHiD, i))) return true;
    }
    return false;
  };
  // Hexes touched only at t = tn / td, emitted with their kind.
  const emitPointContacts = (tn: number, td: number): boolean => {
    groupLen = 0;
    for (let i = 0; i < 7; i++) {
      if (cOk[i] === 1 && fracEqual(at(cLoN, i), at(cLoD, i), tn, td) && fracEqual(at(cHiN, i), at(cHiD, i), tn, td)) {
        addToGroup(i);
      }
    }
    return emitGroup(null, tn, td);
  };

  // Start at the hex containing a: exact cube rounding of (Aq, Ar, As) / k.
  const As = 0 - Aq - Ar;
  let sq = floorDiv(2 * Aq + k, 2 * k), sr = floorDiv(2 * Ar + k, 2 * k);
  const ss = floorDiv(2 * As + k, 2 * k);
  const eq = Math.abs(sq * k - Aq), er = Math.abs(sr * k - Ar), es = Math.abs(ss * k - As);
  if (eq > er && eq > es) sq = 0 - sr - ss;
  else if (er > es) sr = 0 - sq - ss;
  load(sq, sr);

  if (Dq === 0 && Dr === 0) {
    groupLen = 0;
    for (let i = 0; i < 7; i++) if (cOk[i] === 1) addToGroup(i);
    return emitGroup(null, 0, 1);
  }

  let tn = 0, td = 1;
  if (emitPointContacts(tn, td)) return true;
  for (;;) {
    // The next piece: hexes containing P(t) with tOut > t (one inside, or the two along a side).
    groupLen = 0;
    for (let i = 0; i < 7; i++) {
      if (cOk[i] === 1 && !fracLess(tn, td, at(cLoN, i), at(cLoD, i)) && fracLess(tn, td, at(cHiN, i), at(cHiD, i))) {
        addToGroup(i);
      }
    }
    if (groupLen === 0) {
      if (!fracEqual(tn, td, 1, 1)) throw new Error('traceHexSegment: lost the segment (internal error)');
      return false;
    }
    if (groupLen === 3) throw new Error('traceHexSegment: three hexes along one piece (internal error)');
    const first = at(group, 0);
    const endN = at(cHiN, first), endD = at(cHiD, first);
    if (groupLen === 2) {
      const second = at(group, 1);
      if (!fracEqual(endN, endD, at(cHiN, second), at(cHiD, second))) {
        throw new Error('traceHexSegment: edge hexes disagree (internal error)');
      }
    }
    if (emitGroup(groupLen === 2 ? 'edge' : 'interior', tn, td)) return true;
    tn = endN;
    td = endD;
    load(at(cQ, first), at(cR, first));
    if (emitPointContacts(tn, td)) return true;
    if (fracEqual(tn, td, 1, 1)) return false;
  }
}

/** `traceHexSegment` collected into an array. */
export function hexesOnSegment(a: Axial, b: Axial, scale = 1): HexSegmentHit[] {
  const out: HexSegmentHit[] = [];
  traceHexSegment(a, b, (q, r, kind, tIn, tOut, tInNum, tInDen, tOutNum, tOutDen) => {
    out.push({ q, r, kind, tIn, tOut, tInNum, tInDen, tOutNum, tOutDen });
  }, scale);
  return out;
}
