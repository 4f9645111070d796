import type { Sign } from './types.js';

/**
 * Exact sign of a homogeneous polynomial in doubles. Every finite double is m * 2^e with integer m; scaling
 * all inputs by the same power of two turns them into integers without changing the sign of a homogeneous
 * polynomial, which BigInt then evaluates exactly. Used behind a floating-point filter for circle tests
 * (robust-predicates has no "distance versus radius" predicate).
 */
export function exactSign(values: readonly number[], poly: (v: readonly bigint[]) => bigint): Sign {
  const parts = values.map(decompose);
  let minE = Infinity;
  for (const p of parts) if (p.m !== 0n && p.e < minE) minE = p.e;
  if (minE === Infinity) minE = 0;
  const ints = parts.map((p) => (p.m === 0n ? 0n : p.m << BigInt(p.e - minE)));
  const s = poly(ints);
  return s > 0n ? 1 : s < 0n ? -1 : 0;
}

const view = new DataView(new ArrayBuffer(8));

function decompose(x: number): { m: bigint; e: number } {
  if (!Number.isFinite(x)) throw new Error(`exactSign: non-finite value ${x}`);
  if (x === 0) return { m: 0n, e: 0 };
  view.setFloat64(0, x);
  const hi = view.getUint32(0);
  const lo = view.getUint32(4);
  const negative = hi >>> 31 === 1;
  const expBits = (hi >>> 20) & 0x7ff;
  let m = (BigInt(hi & 0xfffff) << 32n) | BigInt(lo);
  let e: number;
  if (expBits === 0) e = -1074;
  else {
    m |= 1n << 52n;
    e = expBits - 1075;
  }
  return { m: negative ? -m : m, e };
}

/** Relative error bound used by the floating-point filters in front of `exactSign` (generous: 2^-40). */
export const FILTER = 2 ** -40;
