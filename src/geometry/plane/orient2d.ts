/**
 * Shewchuk's adaptive exact orientation predicate: J. R. Shewchuk, "Adaptive Precision Floating-Point Arithmetic
 * and Fast Robust Geometric Predicates" (1997), its predicates.c `orient2d` (the stages and their error bounds),
 * as robust-predicates (V. Agafonkin, public domain) ports it to JavaScript; we keep only this predicate.
 * Importing robust-predicates for it brought its three other predicates into every bundle (issue 21): their
 * modules allocate buffers when loaded, so no bundler may drop them. Its last stage, reached only when the
 * first three cannot tell the sign (almost never), is the package's exact integer sign (exact.ts) instead of
 * Shewchuk's expansion sums: the same sign (exact where his expansions underflow, below 1e-308) in 0.2 kB
 * less of every table game's bundle (issue 21); the value it returns there is only that sign.
 */

import { exactSign } from './exact.js';

const EPSILON = 1.1102230246251565e-16; // 2^-53
const SPLITTER = 134217729; // 2^27 + 1
const RESULT_ERR = (3 + 8 * EPSILON) * EPSILON;
const CCW_ERR_A = (3 + 16 * EPSILON) * EPSILON;
const CCW_ERR_B = (2 + 12 * EPSILON) * EPSILON;
const CCW_ERR_C = (9 + 64 * EPSILON) * EPSILON * EPSILON;

const B = new Float64Array(4);

/** The rounding error of the product `p` = a * b (Shewchuk's Two_Product tail, by Dekker's split). */
function productError(a: number, b: number, p: number): number {
  let c = SPLITTER * a;
  const ahi = c - (c - a);
  const alo = a - ahi;
  c = SPLITTER * b;
  const bhi = c - (c - b);
  const blo = b - bhi;
  return alo * blo - (p - ahi * bhi - alo * bhi - ahi * blo);
}

/** a * b - c * d exactly, as a four-term expansion in `out`, smallest first (Two_Product twice, Two_Two_Diff). */
function productDifference(a: number, b: number, c: number, d: number, out: Float64Array): void {
  const s1 = a * b;
  const s0 = productError(a, b, s1);
  const t1 = c * d;
  const t0 = productError(c, d, t1);
  let i = s0 - t0;
  let bvirt = s0 - i;
  out[0] = s0 - (i + bvirt) + (bvirt - t0);
  const j = s1 + i;
  bvirt = j - s1;
  const z = s1 - (j - bvirt) + (i - bvirt);
  i = z - t1;
  bvirt = z - i;
  out[1] = z - (i + bvirt) + (bvirt - t1);
  const u3 = j + i;
  bvirt = u3 - j;
  out[2] = j - (u3 - bvirt) + (i - bvirt);
  out[3] = u3;
}

/** The tail of the difference x = a - b (Two_Diff_Tail). */
function diffTail(a: number, b: number, x: number): number {
  const bvirt = a - x;
  return a - (x + bvirt) + (bvirt - b);
}

function orient2dAdapt(ax: number, ay: number, bx: number, by: number, cx: number, cy: number, detsum: number): number {
  const acx = ax - cx;
  const bcx = bx - cx;
  const acy = ay - cy;
  const bcy = by - cy;
  productDifference(acx, bcy, acy, bcx, B);
  let det = B[0]! + B[1]! + B[2]! + B[3]!;
  let errbound = CCW_ERR_B * detsum;
  if (det >= errbound || -det >= errbound) return det;

  const acxtail = diffTail(ax, cx, acx);
  const bcxtail = diffTail(bx, cx, bcx);
  const acytail = diffTail(ay, cy, acy);
  const bcytail = diffTail(by, cy, bcy);
  if (acxtail === 0 && acytail === 0 && bcxtail === 0 && bcytail === 0) return det;

  errbound = CCW_ERR_C * detsum + RESULT_ERR * Math.abs(det);
  det += (acx * bcytail + bcy * acxtail) - (acy * bcxtail + bcx * acytail);
  if (det >= errbound || -det >= errbound) return det;

  // Where the arithmetic has left the doubles (coordinates that are not finite, or differences and products past
  // 1e308, as a clip of a footprint 1e308 inches wide makes), give the floating-point value, NaN or infinite, as
  // Shewchuk's expansion sums do: callers read NaN as "on the line" (orient.ts), which is what they were written
  // and tested against, and an integer sign would throw on a non-finite coordinate.
  if (!Number.isFinite(det)) return det;
  // The last stage, exact: the sign of (ax - cx)(by - cy) - (ay - cy)(bx - cx) in integers (exact.ts), where
  // Shewchuk sums the expansions of its four products; the sign is the same, the value only its sign.
  return exactSign([ax, ay, bx, by, cx, cy], ([ax, ay, bx, by, cx, cy]) => (ax! - cx!) * (by! - cy!) - (ay! - cy!) * (bx! - cx!));
}

/**
 * Twice the signed area of the triangle (a, b, c), with the exact sign for all finite doubles: positive when
 * the turn a -> b -> c is clockwise (robust-predicates' convention, the opposite of the mathematical one),
 * negative when counter-clockwise, zero when the points are collinear.
 */
export function orient2d(ax: number, ay: number, bx: number, by: number, cx: number, cy: number): number {
  const detleft = (ay - cy) * (bx - cx);
  const detright = (ax - cx) * (by - cy);
  const det = detleft - detright;
  const detsum = Math.abs(detleft + detright);
  if (Math.abs(det) >= CCW_ERR_A * detsum) return det;
  return -orient2dAdapt(ax, ay, bx, by, cx, cy, detsum);
}
