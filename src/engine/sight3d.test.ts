import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { rangeIncrements, traceSight3D, type Body, type ZInterval } from './sight3d.js';

type Cols = Map<string, ZInterval[]>;
const key = (q: number, r: number) => `${q},${r}`;

function run(from: [number, number, number], to: [number, number, number], cols: Cols, bodies: Map<string, Body[]> = new Map(), tie: 'both' | 'either' = 'both') {
  return traceSight3D({
    from: { q: from[0], r: from[1] }, zFrom: from[2], to: { q: to[0], r: to[1] }, zTo: to[2],
    terrain: (q, r) => cols.get(key(q, r)) ?? [],
    bodies: (q, r) => bodies.get(key(q, r)) ?? [],
    tie, zPerLevel: 3, levelsPerHex: 4,
  });
}

describe('traceSight3D', () => {
  it('is blocked by a column the line passes through and clear over its top', () => {
    const cols: Cols = new Map([[key(2, 0), [{ lo: 0, hi: 6 }]]]);
    expect(run([0, 0, 3], [4, 0, 3], cols).clear).toBe(false);
    expect(run([0, 0, 9], [4, 0, 9], cols).clear).toBe(true);
    // grazing the top exactly does not block
    expect(run([0, 0, 6], [4, 0, 6], cols).clear).toBe(true);
  });

  it('classes bodies as through, over and under', () => {
    const bodies = new Map<string, Body[]>([
      [key(1, 0), [{ id: 'low', lo: 0, hi: 3 }]],
      [key(2, 0), [{ id: 'mid', lo: 0, hi: 9 }]],
      [key(3, 0), [{ id: 'high', lo: 12, hi: 15 }]],
    ]);
    const r = run([0, 0, 6], [4, 0, 6], new Map(), bodies);
    expect(r.over.map((b) => b.id)).toEqual(['low']);
    expect(r.through.map((b) => b.id)).toEqual(['mid']);
    expect(r.under.map((b) => b.id)).toEqual(['high']);
  });

  it('reads a hexside tie as blocked only when both sides block (option both) or either side (either)', () => {
    // (0,0) -> (1,1) runs along the side shared by (1,0) and (0,1).
    const one: Cols = new Map([[key(1, 0), [{ lo: 0, hi: 30 }]]]);
    expect(run([0, 0, 3], [1, 1, 3], one, new Map(), 'both').clear).toBe(true);
    expect(run([0, 0, 3], [1, 1, 3], one, new Map(), 'either').clear).toBe(false);
    const two: Cols = new Map([[key(1, 0), [{ lo: 0, hi: 30 }]], [key(0, 1), [{ lo: 0, hi: 30 }]]]);
    const both = run([0, 0, 3], [1, 1, 3], two, new Map(), 'both');
    expect(both.clear).toBe(false);
    expect(both.ties).toHaveLength(1);
    expect(both.ties[0]!.sides).toEqual([true, true]);
  });

  it('passes beside a lone figure on a tie under "both", through it under "either"', () => {
    const bodies = new Map<string, Body[]>([[key(1, 0), [{ id: 'x', lo: 0, hi: 9 }]]]);
    expect(run([0, 0, 6], [1, 1, 6], new Map(), bodies, 'both').beside.map((b) => b.id)).toEqual(['x']);
    expect(run([0, 0, 6], [1, 1, 6], new Map(), bodies, 'either').through.map((b) => b.id)).toEqual(['x']);
  });

  it('measures the 3-D range and its 6-hex increments exactly', () => {
    const flat = run([0, 0, 0], [6, 0, 0], new Map());
    expect(flat.range).toBe(6);
    expect(rangeIncrements(flat, 6)).toBe(0);
    // 6 hexes across and 1 level up (a quarter hex): just over 6
    const up = run([0, 0, 0], [6, 0, 3], new Map());
    expect(up.range).toBeGreaterThan(6);
    expect(rangeIncrements(up, 6)).toBe(1);
    expect(rangeIncrements(run([0, 0, 0], [13, 0, 0], new Map()), 6)).toBe(2);
  });

  it('is symmetric: the same blocking and body classes from either end (property)', () => {
    const arb = fc.record({
      a: fc.tuple(fc.integer({ min: -4, max: 4 }), fc.integer({ min: -4, max: 4 }), fc.integer({ min: 0, max: 20 })),
      b: fc.tuple(fc.integer({ min: -4, max: 4 }), fc.integer({ min: -4, max: 4 }), fc.integer({ min: 0, max: 20 })),
      cols: fc.array(fc.tuple(fc.integer({ min: -4, max: 4 }), fc.integer({ min: -4, max: 4 }), fc.integer({ min: 1, max: 18 })), { maxLength: 12 }),
      tie: fc.constantFrom('both' as const, 'either' as const),
    });
    fc.assert(fc.property(arb, ({ a, b, cols, tie }) => {
      const m: Cols = new Map();
      const bodies = new Map<string, Body[]>();
      cols.forEach(([q, r, h], i) => {
        if (i % 2) m.set(key(q, r), [{ lo: 0, hi: h }]);
        else bodies.set(key(q, r), [{ id: `f${i}`, lo: h % 5, hi: (h % 5) + 6 }]);
      });
      const ab = run(a, b, m, bodies, tie), ba = run(b, a, m, bodies, tie);
      const ids = (l: { id: string }[]) => l.map((x) => x.id).sort();
      const cells = (l: { q: number; r: number }[]) => l.map((x) => key(x.q, x.r)).sort();
      expect(ab.clear).toBe(ba.clear);
      expect(cells(ab.blocked)).toEqual(cells(ba.blocked));
      expect(ids(ab.through)).toEqual(ids(ba.through));
      expect(ids(ab.over)).toEqual(ids(ba.over));
      expect(ids(ab.beside)).toEqual(ids(ba.beside));
      expect(ab.rangeSquaredScaled).toBe(ba.rangeSquaredScaled);
    }), { numRuns: 300 });
  });
});
