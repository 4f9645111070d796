import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { samePoint } from './orient.js';
import { segmentIntersection } from './segment.js';
import { isSimplePolygon } from './simple.js';
import { inflatePolygon } from './inflate.js';
import type { Polygon } from './types.js';

/** Every pair of edges tested (the O(n^2) definition the sweep must agree with). */
function simpleByPairs(poly: Polygon): boolean {
  const n = poly.length;
  if (n < 3) return false;
  for (let i = 0; i < n; i++) {
    const e = { a: poly[i]!, b: poly[(i + 1) % n]! };
    if (samePoint(e.a, e.b)) return false;
    for (let j = i + 1; j < n; j++) {
      const hit = segmentIntersection(e, { a: poly[j]!, b: poly[(j + 1) % n]! });
      const adjacent = j === i + 1 || (i === 0 && j === n - 1);
      if (adjacent ? hit.kind === 'touch' : hit.kind === 'none') continue;
      return false;
    }
  }
  return true;
}

describe('isSimplePolygon (edge boxes first)', () => {
  it('agrees with testing every pair of edges, on small integer polylines full of touches, overlaps and repeats', () => {
    const pt = fc.record({ x: fc.integer({ min: 0, max: 4 }), y: fc.integer({ min: 0, max: 4 }) });
    fc.assert(fc.property(fc.array(pt, { minLength: 0, maxLength: 9 }), (p) => isSimplePolygon(p) === simpleByPairs(p)), { numRuns: 5000 });
  });

  it('agrees with testing every pair of edges on long polylines (boxes first, long polylines)', () => {
    const pt = fc.record({ x: fc.integer({ min: 0, max: 30 }), y: fc.integer({ min: 0, max: 30 }) });
    fc.assert(fc.property(fc.array(pt, { minLength: 49, maxLength: 70 }), (p) => isSimplePolygon(p) === simpleByPairs(p)), { numRuns: 300 });
    // Long simple ones too: a star of 60 corners, with a pair of corners pulled across it.
    const star = Array.from({ length: 60 }, (_, i) => ({ x: Math.round(100 * Math.cos(i / 9.549) * (i % 2 ? 1 : 0.8)), y: Math.round(100 * Math.sin(i / 9.549) * (i % 2 ? 1 : 0.8)) }));
    expect(isSimplePolygon(star)).toBe(simpleByPairs(star));
    expect(simpleByPairs(star)).toBe(true);
    const crossed = star.map((q, i) => (i === 10 ? star[40]! : i === 40 ? star[10]! : q));
    expect(isSimplePolygon(crossed)).toBe(false);
  });

  it('agrees on grown pieces (many short arc edges) and known shapes', () => {
    const square = [{ x: 0, y: 0 }, { x: 2, y: 0 }, { x: 2, y: 2 }, { x: 0, y: 2 }];
    const bowtie = [{ x: 0, y: 0 }, { x: 2, y: 2 }, { x: 2, y: 0 }, { x: 0, y: 2 }];
    const notch = [{ x: 0, y: 0 }, { x: 4, y: 0 }, { x: 4, y: 3 }, { x: 2.2, y: 3 }, { x: 2.2, y: 1 }, { x: 1.8, y: 1 }, { x: 1.8, y: 3 }, { x: 0, y: 3 }];
    expect(isSimplePolygon(square)).toBe(true);
    expect(isSimplePolygon(bowtie)).toBe(false);
    for (const p of [square, notch]) {
      for (const r of [0.1, 0.5, 1]) {
        const grown = inflatePolygon(p, r, { maxError: 0.001 });
        expect(isSimplePolygon(grown)).toBe(simpleByPairs(grown));
      }
    }
    // The notch is 0.4 wide: grown by 0.5 it folds over itself.
    expect(isSimplePolygon(inflatePolygon(notch, 0.5))).toBe(false);
  });
});
