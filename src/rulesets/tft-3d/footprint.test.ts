import { describe, expect, it } from 'vitest';
import { footprint, frontHexes, type Size } from './footprint.js';
import { distance } from '../../geometry/hex/distance.js';
import type { Direction } from '../../geometry/hex/directions.js';

const O = { q: 0, r: 0 };

describe('multi-hex footprints', () => {
  it('has the documented shapes facing east', () => {
    expect(footprint(O, 1, 0)).toEqual([O]);
    expect(footprint(O, 2, 0)).toEqual([O, { q: -1, r: 0 }]);
    expect(footprint(O, 3, 0)).toEqual([O, { q: -1, r: 1 }, { q: -1, r: 0 }]);
    expect(footprint(O, 4, 0)).toEqual([O, { q: -1, r: 1 }, { q: -1, r: 0 }, { q: 0, r: -1 }]);
    const seven = footprint(O, 7, 0);
    expect(seven).toHaveLength(7);
    expect(seven[6]).toEqual({ q: -1, r: 0 });
  });

  it('every footprint is connected, distinct, starts at the front hex, for every facing', () => {
    for (const size of [1, 2, 3, 4, 7] as Size[]) {
      for (const f of [0, 1, 2, 3, 4, 5] as Direction[]) {
        const hs = footprint({ q: 3, r: -2 }, size, f);
        expect(hs).toHaveLength(size);
        expect(hs[0]).toEqual({ q: 3, r: -2 });
        expect(new Set(hs.map((h) => `${h.q},${h.r}`)).size).toBe(size);
        for (const h of hs) expect(hs.some((g) => g !== h && distance(g, h) === 1) || size === 1).toBe(true);
        // the triangle's three hexes touch each other
        if (size === 3) expect(distance(hs[1]!, hs[2]!)).toBe(1);
      }
    }
  });

  it('a 1-hex figure has three front hexes; without a facing all six', () => {
    expect(frontHexes([O], 0)).toHaveLength(3);
    expect(frontHexes([O], undefined)).toHaveLength(6);
    expect(frontHexes([O], 0)).toContainEqual({ q: 1, r: 0 });
  });
});
