/**
 * Compact integer keys for hexes.
 *
 * `hexKey(h)` packs an axial hex into one non-negative safe integer, for `Map`/`Set` keys:
 * key = (q + 2^25) * 2^26 + (r + 2^25), so q and r must lie in [-2^25, 2^25). Keys of hexes in the same
 * q column are consecutive in r. `hexFromKey` inverts it.
 *
 * `HexBoxIndex` numbers the hexes of an axial box densely 0..size-1 (row-major in r, then q), for
 * typed-array storage of per-hex data on a bounded map.
 */
import type { Axial } from './coords.js';

const KEY_BIAS = 2 ** 25;
const KEY_SPAN = 2 ** 26;

/** Smallest and largest q and r accepted by `hexKey`. */
export const HEX_KEY_MIN = -KEY_BIAS;
export const HEX_KEY_MAX = KEY_BIAS - 1;

function checkKeyCoord(v: number, name: string): void {
  if (!Number.isInteger(v) || v < HEX_KEY_MIN || v > HEX_KEY_MAX) {
    throw new Error(`hexKey: ${name} = ${v} is not an integer in [${HEX_KEY_MIN}, ${HEX_KEY_MAX}]`);
  }
}

/** Non-negative safe-integer key of a hex; see the module header. */
export function hexKey(h: Axial): number {
  return hexKeyQR(h.q, h.r);
}

/** `hexKey` on plain numbers (no object needed). */
export function hexKeyQR(q: number, r: number): number {
  checkKeyCoord(q, 'q');
  checkKeyCoord(r, 'r');
  return (q + KEY_BIAS) * KEY_SPAN + (r + KEY_BIAS);
}

/** The hex whose `hexKey` is `key`. */
export function hexFromKey(key: number): Axial {
  if (!Number.isSafeInteger(key) || key < 0 || key >= KEY_SPAN * KEY_SPAN) {
    throw new Error(`hexFromKey: ${key} is not a hex key`);
  }
  const hi = Math.floor(key / KEY_SPAN);
  return { q: hi - KEY_BIAS, r: key - hi * KEY_SPAN - KEY_BIAS };
}

/** Dense numbering of the hexes with minQ <= q <= maxQ and minR <= r <= maxR. */
export class HexBoxIndex {
  readonly minQ: number;
  readonly minR: number;
  readonly width: number;
  readonly height: number;
  /** Number of hexes in the box (length of a typed array indexed by `index`). */
  readonly size: number;

  constructor(minQ: number, minR: number, maxQ: number, maxR: number) {
    for (const v of [minQ, minR, maxQ, maxR]) {
      if (!Number.isSafeInteger(v)) throw new Error(`HexBoxIndex: bound ${v} is not an integer`);
    }
    if (maxQ < minQ || maxR < minR) throw new Error('HexBoxIndex: empty box');
    this.minQ = minQ;
    this.minR = minR;
    this.width = maxQ - minQ + 1;
    this.height = maxR - minR + 1;
    this.size = this.width * this.height;
    if (!Number.isSafeInteger(this.size)) throw new Error('HexBoxIndex: box too large');
  }

  /** True when (q, r) lies in the box. */
  contains(q: number, r: number): boolean {
    const dq = q - this.minQ, dr = r - this.minR;
    return dq >= 0 && dq < this.width && dr >= 0 && dr < this.height;
  }

  /** Index of (q, r) in 0..size-1, or -1 outside the box. */
  index(q: number, r: number): number {
    return this.contains(q, r) ? (r - this.minR) * this.width + (q - this.minQ) : -1;
  }

  /** The hex at an index in 0..size-1. */
  hexAt(i: number): Axial {
    if (!Number.isInteger(i) || i < 0 || i >= this.size) throw new Error(`HexBoxIndex: index ${i} out of range`);
    const row = Math.floor(i / this.width);
    return { q: this.minQ + (i - row * this.width), r: this.minR + row };
  }
}
