import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { circleArea, polygonArea, unionArea, unionAreaErrorBound } from './area.js';
import { toPlaneShape } from './shape.js';
import { mirrorSymmetryScore, symmetryScores } from './symmetry.js';
import type { PlaneShape, Point, Polygon, Shape } from './types.js';

const P = (x: number, y: number): Point => ({ x, y });
const poly = (...xy: [number, number][]): Polygon => xy.map(([x, y]) => ({ x, y }));

const shapes = (...s: Shape[]): PlaneShape[] => s.map(toPlaneShape);

describe('areas', () => {
  it('polygonArea, either orientation', () => {
    expect(polygonArea(poly([0, 0], [4, 0], [4, 3]))).toBe(6);
    expect(polygonArea(poly([4, 3], [4, 0], [0, 0]))).toBe(6);
    expect(polygonArea(poly([0, 0], [4, 0], [4, 1], [1, 1], [1, 4], [0, 4]))).toBe(7);
    expect(circleArea({ c: P(0, 0), r: 2 })).toBeCloseTo(4 * Math.PI, 14);
  });

  it('unionArea of polygons (golden)', () => {
    expect(unionArea(shapes({ rect: [0, 0, 2, 2] }, { rect: [1, 1, 2, 2] }))).toBe(7);
    expect(unionArea(shapes({ rect: [0, 0, 1, 1] }, { rect: [1, 0, 1, 1] }))).toBe(2); // shared edge
    expect(unionArea(shapes({ rect: [0, 0, 2, 2] }, { rect: [0, 0, 2, 2] }))).toBe(4); // duplicate
    expect(unionArea(shapes({ rect: [0, 0, 2, 1] }, { rect: [1, 0, 2, 2] }))).toBe(5); // collinear overlap, same way
    expect(unionArea(shapes({ rect: [0, 0, 4, 4] }, { rect: [1, 1, 1, 1] }))).toBe(16); // nested
    expect(unionArea(shapes({ rect: [0, 0, 4, 4] }, { rect: [0, 0, 1, 4] }))).toBe(16); // nested sharing three edges
    expect(unionArea(shapes({ polygon: [[0, 0], [2, 0], [0, 2]] }, { polygon: [[2, 2], [0, 2], [2, 0]] }))).toBe(4); // two halves
    expect(unionArea(shapes({ rect: [0, 0, 3, 3] }, { polygon: [[1, -1], [2, -1], [2, 4], [1, 4]] }))).toBe(11); // a cross
    expect(unionArea([])).toBe(0);
  });

  it('unionArea with circles, within the documented bound', () => {
    const one = shapes({ circle: [0, 0, 1] });
    const bound = unionAreaErrorBound(one);
    expect(bound).toBeGreaterThan(0);
    expect(bound).toBeLessThan(4e-4);
    const a = unionArea(one);
    expect(a).toBeLessThanOrEqual(Math.PI);
    expect(Math.PI - a).toBeLessThanOrEqual(bound + 1e-12);
    // A disc inside a square: the square.
    expect(unionArea(shapes({ rect: [-2, -2, 4, 4] }, { circle: [0, 0, 1] }))).toBeCloseTo(16, 12);
    // Two discs overlapping in a lens: 2 pi - lens, lens for r = 1 at distance 1 is 2 pi / 3 - sqrt(3) / 2.
    const two = shapes({ circle: [0, 0, 1] }, { circle: [1, 0, 1] });
    const expected = 2 * Math.PI - (2 * Math.PI / 3 - Math.sqrt(3) / 2);
    const got = unionArea(two, { circleSegments: 4096 });
    expect(got).toBeLessThanOrEqual(expected);
    expect(expected - got).toBeLessThanOrEqual(unionAreaErrorBound(two, { circleSegments: 4096 }) + 1e-12);
  });

  const rect = fc.tuple(fc.integer({ min: 0, max: 6 }), fc.integer({ min: 0, max: 6 }), fc.integer({ min: 1, max: 4 }), fc.integer({ min: 1, max: 4 }));
  it('two rectangles: inclusion-exclusion, exactly', () => {
    fc.assert(
      fc.property(rect, rect, ([x, y, w, h], [u, v, s, t]) => {
        const ix = Math.max(0, Math.min(x + w, u + s) - Math.max(x, u));
        const iy = Math.max(0, Math.min(y + h, v + t) - Math.max(y, v));
        expect(unionArea(shapes({ rect: [x, y, w, h] }, { rect: [u, v, s, t] }))).toBe(w * h + s * t - ix * iy);
      }),
      { numRuns: 1000 },
    );
  });

  it('many rectangles: order does not matter, bounded by max and sum, grid count agrees', () => {
    fc.assert(
      fc.property(fc.array(rect, { minLength: 1, maxLength: 6 }), (rs) => {
        const s = shapes(...rs.map((r) => ({ rect: r }) as const));
        const a = unionArea(s);
        expect(unionArea([...s].reverse())).toBeCloseTo(a, 9);
        // Integer rectangles: count the covered unit cells.
        const cells = new Set<string>();
        for (const [x, y, w, h] of rs) for (let i = x; i < x + w; i++) for (let j = y; j < y + h; j++) cells.add(`${i},${j}`);
        expect(a).toBeCloseTo(cells.size, 9);
      }),
      { numRuns: 500 },
    );
  });
});

describe('symmetry', () => {
  const size = [36, 36] as const;
  it('a layout symmetric under a half turn scores 0, an asymmetric one more', () => {
    const sym = shapes({ rect: [2, 2, 4, 3] }, { rect: [30, 31, 4, 3] }, { circle: [18, 18, 2] }, { polygon: [[10, 20], [14, 20], [10, 26]] }, { polygon: [[26, 16], [22, 16], [26, 10]] });
    expect(mirrorSymmetryScore(sym, size, 'rotate180')).toBeCloseTo(0, 9);
    const scores = symmetryScores(sym, size);
    expect(scores.mirrorLeftRight).toBeGreaterThan(0.1);
  });

  it('a piece whose image misses it scores 1; half-overlap scores by hand', () => {
    expect(mirrorSymmetryScore(shapes({ rect: [0, 0, 4, 4] }), size, 'mirrorLeftRight')).toBe(1);
    // Rect [16, 0, 6, 2] mirrored left-right is [14, 0, 6, 2]: union 16, intersection 8, xor 8 -> 0.5.
    expect(mirrorSymmetryScore(shapes({ rect: [16, 0, 6, 2] }), size, 'mirrorLeftRight')).toBe(0.5);
    expect(mirrorSymmetryScore(shapes({ rect: [16, 0, 4, 2] }), size, 'mirrorLeftRight')).toBe(0);
    expect(mirrorSymmetryScore(shapes({ rect: [0, 17, 5, 2] }), size, 'mirrorTopBottom')).toBe(0);
    expect(mirrorSymmetryScore([], size)).toBe(0);
  });
});
