import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  axialToCube, axialToOffset, cubeToAxial, cubeToOffset, HexBoxIndex, hexFromKey, hexKey, offsetToAxial,
  offsetToCube,
} from './index.js';

const coord = fc.integer({ min: -1000, max: 1000 });

describe('odd-r offset <-> axial <-> cube', () => {
  it('converts worked examples, negative rows included', () => {
    // Odd rows sit half a hex right, so (0, 1) is south-east of (0, 0) and (0, -1) north-east of it.
    expect(offsetToAxial({ x: 0, y: 1 })).toEqual({ q: 0, r: 1 });
    expect(offsetToAxial({ x: 0, y: -1 })).toEqual({ q: 1, r: -1 });
    expect(offsetToAxial({ x: 1, y: -3 })).toEqual({ q: 3, r: -3 });
    expect(offsetToAxial({ x: 2, y: -2 })).toEqual({ q: 3, r: -2 });
    expect(offsetToAxial({ x: 5, y: 4 })).toEqual({ q: 3, r: 4 });
    expect(axialToOffset({ q: 3, r: 4 })).toEqual({ x: 5, y: 4 });
    expect(offsetToCube({ x: 1, y: -3 })).toEqual({ q: 3, r: -3, s: 0 });
    expect(cubeToOffset({ q: 3, r: -3, s: 0 })).toEqual({ x: 1, y: -3 });
  });

  it('round-trips offset -> axial -> offset and axial -> offset -> axial', () => {
    fc.assert(fc.property(coord, coord, (x, y) => {
      expect(axialToOffset(offsetToAxial({ x, y }))).toEqual({ x, y });
      expect(offsetToAxial(axialToOffset({ q: x, r: y }))).toEqual({ q: x, r: y });
      expect(cubeToAxial(axialToCube({ q: x, r: y }))).toEqual({ q: x, r: y });
      const c = axialToCube({ q: x, r: y });
      expect(c.q + c.r + c.s).toBe(0);
    }));
  });

  it('keeps each odd row half a hex right of the even row above it', () => {
    fc.assert(fc.property(coord, coord, (x, y0) => {
      const y = 2 * Math.floor(y0 / 2); // even row
      const here = offsetToAxial({ x, y });
      // In an even row, offset (x, y + 1) is the south-east neighbour, (x, y - 1) the north-east one.
      expect(offsetToAxial({ x, y: y + 1 })).toEqual({ q: here.q, r: here.r + 1 });
      expect(offsetToAxial({ x, y: y - 1 })).toEqual({ q: here.q + 1, r: here.r - 1 });
    }));
  });
});

describe('hex keys', () => {
  it('round-trips and is injective', () => {
    const big = fc.integer({ min: -(2 ** 25), max: 2 ** 25 - 1 });
    fc.assert(fc.property(big, big, big, big, (q1, r1, q2, r2) => {
      const k1 = hexKey({ q: q1, r: r1 });
      expect(Number.isSafeInteger(k1) && k1 >= 0).toBe(true);
      expect(hexFromKey(k1)).toEqual({ q: q1, r: r1 });
      if (q1 !== q2 || r1 !== r2) expect(hexKey({ q: q2, r: r2 })).not.toBe(k1);
    }));
  });

  it('rejects out-of-range hexes', () => {
    expect(() => hexKey({ q: 2 ** 25, r: 0 })).toThrow();
    expect(() => hexKey({ q: 0.5, r: 0 })).toThrow();
    expect(() => hexFromKey(-1)).toThrow();
  });

  it('numbers a box densely', () => {
    const box = new HexBoxIndex(-2, -3, 4, 1);
    expect(box.size).toBe(7 * 5);
    const seen = new Set<number>();
    for (let r = -3; r <= 1; r++) {
      for (let q = -2; q <= 4; q++) {
        const i = box.index(q, r);
        expect(box.hexAt(i)).toEqual({ q, r });
        seen.add(i);
      }
    }
    expect(seen.size).toBe(box.size);
    expect(box.index(5, 0)).toBe(-1);
    expect(box.index(0, 2)).toBe(-1);
  });
});
