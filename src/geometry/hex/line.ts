/**
 * Hex line drawing with both nudges (Red Blob Games, https://www.redblobgames.com/grids/hexagons/#line-drawing).
 *
 * Red Blob's line from a to b samples the N + 1 points a + (b - a) * i / N, i = 0..N, N = distance(a, b),
 * and rounds each to a hex. A sample that falls exactly on a hexside or a corner rounds ambiguously, so
 * the end points are nudged by a tiny cube vector; the implementation page nudges by
 * (1e-6, 2e-6, -3e-6), a direction parallel to no hexside and no line of centres.
 * Here the rounding is exact: every sample is a rational point with denominator N, and the nudge is kept
 * symbolic (epsilon -> 0+), so the result is what Red Blob's float code gives for a small enough epsilon,
 * with no epsilon in the code.
 *
 * `hexLine(a, b)` returns both the `plus` (+epsilon * (1, 2, -3)) and the `minus` (-epsilon * (1, 2, -3))
 * sequences and the indices where they differ. A difference at index i means that sample i lies on a
 * hexside or at a corner: the line runs along a hexside or through a vertex there, and a ruleset must
 * decide (for instance: blocked only if both hexes block). Both sequences have N + 1 hexes, start at a,
 * end at b, and step between neighbours. For exact contacts use `traceHexSegment` (trace.ts).
 */
import type { Axial } from './coords.js';
import { distance } from './distance.js';
import { floorDiv } from './intmath.js';

/** Both nudged hex lines from a to b; see the module header. */
export interface HexLine {
  /** Hexes of the line with the end points nudged by +epsilon * (1, 2, -3) in cube coordinates. */
  readonly plus: Axial[];
  /** Hexes of the line with the end points nudged by -epsilon * (1, 2, -3). */
  readonly minus: Axial[];
  /** Indices i (0..N) where plus[i] and minus[i] are different hexes, ascending. */
  readonly differ: number[];
}

/** The cube nudge direction, per coordinate q, r, s. */
const NUDGE_Q = 1, NUDGE_R = 2, NUDGE_S = -3;

// Result slots of roundCoord (no allocation per sample).
let roundedValue = 0;
let diffBig = 0;
let diffSmall = 0;

/**
 * Round X / N + c * epsilon (N > 0, c != 0, epsilon -> 0+) to the nearest integer, and record how far the
 * rounded value lies from it, as diffBig / N + diffSmall * epsilon (compared lexicographically).
 */
function roundCoord(X: number, N: number, c: number): void {
  const fl = floorDiv(X, N);
  const twice = 2 * (X - fl * N);
  const v = twice > N || (twice === N && c > 0) ? fl + 1 : fl;
  const a = v * N - X;
  roundedValue = v;
  if (a > 0) { diffBig = a; diffSmall = -c; }
  else if (a < 0) { diffBig = -a; diffSmall = c; }
  else { diffBig = 0; diffSmall = Math.abs(c); }
}

function greater(b1: number, s1: number, b2: number, s2: number): boolean {
  return b1 > b2 || (b1 === b2 && s1 > s2);
}

/** Red Blob's hex line with the symbolic nudge sign * epsilon * (1, 2, -3). */
export function hexLineNudged(a: Axial, b: Axial, sign: 1 | -1): Axial[] {
  for (const v of [a.q, a.r, b.q, b.r]) {
    if (!Number.isSafeInteger(v)) throw new Error(`hexLine: coordinate ${v} is not an integer`);
  }
  const N = distance(a, b);
  if (N === 0) return [{ q: a.q, r: a.r }];
  const out: Axial[] = [];
  for (let i = 0; i <= N; i++) {
    const X = a.q * (N - i) + b.q * i;
    const Y = a.r * (N - i) + b.r * i;
    const Z = 0 - X - Y;
    roundCoord(X, N, sign * NUDGE_Q);
    let q = roundedValue; const bq = diffBig, sq = diffSmall;
    roundCoord(Y, N, sign * NUDGE_R);
    let r = roundedValue; const br = diffBig, sr = diffSmall;
    roundCoord(Z, N, sign * NUDGE_S);
    const s = roundedValue; const bs = diffBig, ss = diffSmall;
    if (greater(bq, sq, br, sr) && greater(bq, sq, bs, ss)) q = 0 - r - s;
    else if (greater(br, sr, bs, ss)) r = 0 - q - s;
    out.push({ q: q + 0, r: r + 0 });
  }
  return out;
}

/** Both nudged lines and where they differ. */
export function hexLine(a: Axial, b: Axial): HexLine {
  const plus = hexLineNudged(a, b, 1);
  const minus = hexLineNudged(a, b, -1);
  const differ: number[] = [];
  for (let i = 0; i < plus.length; i++) {
    const p = plus[i], m = minus[i];
    if (p === undefined || m === undefined) throw new Error('unreachable');
    if (p.q !== m.q || p.r !== m.r) differ.push(i);
  }
  return { plus, minus, differ };
}
