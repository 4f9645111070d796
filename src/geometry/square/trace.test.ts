import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { classifySquare, type ContactKind } from './classify.js';
import { centre, corner, type DoubledPoint } from './point.js';
import { squaresOnSegment, traceSquares, type TouchedSquare } from './trace.js';

type Row = [number, number, ContactKind, number, boolean];
const rows = (a: DoubledPoint, b: DoubledPoint): Row[] =>
  squaresOnSegment(a, b).map((s) => [s.sx, s.sy, s.kind, s.corners, s.alongEdge]);
const key = (s: TouchedSquare): string => `${s.sx},${s.sy}:${s.kind}:${s.corners}:${s.alongEdge}`;
const keySet = (list: TouchedSquare[]): string[] => list.map(key).sort();

/** Brute force: classifySquare over the bounding box grown by one square on each side. */
function bruteForce(a: DoubledPoint, b: DoubledPoint): TouchedSquare[] {
  const out: TouchedSquare[] = [];
  const x0 = Math.floor(Math.min(a.x, b.x) / 2) - 1, x1 = Math.floor(Math.max(a.x, b.x) / 2) + 1;
  const y0 = Math.floor(Math.min(a.y, b.y) / 2) - 1, y1 = Math.floor(Math.max(a.y, b.y) / 2) + 1;
  for (let sy = y0; sy <= y1; sy++) {
    for (let sx = x0; sx <= x1; sx++) {
      const c = classifySquare(a, b, sx, sy);
      if (c.kind !== 'miss') out.push({ sx, sy, ...c });
    }
  }
  return out;
}

/** Parameter t (as num/den, den > 0) where the closed segment first meets the closed square. */
function firstContact(a: DoubledPoint, b: DoubledPoint, sx: number, sy: number): [number, number] {
  let loN = 0, loD = 1;
  for (const [p, d, lo] of [[a.x, b.x - a.x, 2 * sx], [a.y, b.y - a.y, 2 * sy]] as const) {
    if (d === 0) continue;
    const n = d > 0 ? lo - p : p - (lo + 2);
    const ad = Math.abs(d);
    if (n * loD > loN * ad) { loN = n; loD = ad; }
  }
  return [loN, loD];
}

const coord = (r: number) => fc.integer({ min: -r, max: r });
const point = (r: number) => fc.record({ x: coord(r), y: coord(r) });
// Small ranges make corners, edges and axis-parallel lines frequent; the large one checks the walk at scale.
const anyPoint = fc.oneof(point(6), point(14), point(400));

describe('traceSquares golden cases', () => {
  it('horizontal, centre to centre', () => {
    expect(rows(centre(0, 0), centre(3, 0))).toEqual([
      [0, 0, 'inside', 0, false], [1, 0, 'inside', 0, false], [2, 0, 'inside', 0, false], [3, 0, 'inside', 0, false],
    ]);
  });

  it('vertical, upwards from a centre to an edge midpoint', () => {
    expect(rows(centre(1, 2), { x: 3, y: 0 })).toEqual([
      [1, 2, 'inside', 0, false], [1, 1, 'inside', 0, false], [1, 0, 'inside', 0, false], [1, -1, 'endpoint', 0, false],
    ]);
  });

  it('45 degrees corner to corner: inside the diagonal, corner beside it, endpoint around the ends', () => {
    const got = rows(corner(0, 0), corner(3, 3));
    expect(got).toEqual([
      [-1, -1, 'endpoint', 0, false], [0, -1, 'endpoint', 0, false], [-1, 0, 'endpoint', 0, false],
      [0, 0, 'inside', 1, false], [1, 0, 'corner', 1, false], [0, 1, 'corner', 1, false],
      [1, 1, 'inside', 2, false], [2, 1, 'corner', 1, false], [1, 2, 'corner', 1, false],
      [2, 2, 'inside', 1, false],
      [3, 2, 'endpoint', 0, false], [2, 3, 'endpoint', 0, false], [3, 3, 'endpoint', 0, false],
    ]);
  });

  it('45 degrees centre to centre, up and left', () => {
    expect(rows(centre(2, 2), centre(0, 0))).toEqual([
      [2, 2, 'inside', 1, false], [1, 2, 'corner', 1, false], [2, 1, 'corner', 1, false],
      [1, 1, 'inside', 2, false], [0, 1, 'corner', 1, false], [1, 0, 'corner', 1, false],
      [0, 0, 'inside', 1, false],
    ]);
  });

  it('a line starting at the corner shared by two squares enters one and only touches the others', () => {
    // from the corner shared by (0,0), (1,0), (0,-1), (1,-1) down-left to the centre of (0,1)
    expect(rows(corner(1, 0), centre(0, 1))).toEqual([
      [0, -1, 'endpoint', 0, false], [1, -1, 'endpoint', 0, false], [1, 0, 'endpoint', 0, false],
      [0, 0, 'inside', 0, false], [0, 1, 'inside', 0, false],
    ]);
  });

  it('a line along a grid line is edge on both sides, counting the corners it passes', () => {
    expect(rows(corner(1, 0), corner(1, 3))).toEqual([
      [0, -1, 'endpoint', 0, false], [1, -1, 'endpoint', 0, false],
      [0, 0, 'edge', 1, true], [1, 0, 'edge', 1, true],
      [0, 1, 'edge', 2, true], [1, 1, 'edge', 2, true],
      [0, 2, 'edge', 1, true], [1, 2, 'edge', 1, true],
      [0, 3, 'endpoint', 0, false], [1, 3, 'endpoint', 0, false],
    ]);
  });

  it("a knight's move centre to centre crosses two edge midpoints' worth of squares", () => {
    // (0.5,0.5) -> (1.5,2.5) crosses y=1 at x=0.75, x=1 at y=1.5, y=2 at x=1.25
    expect(rows(centre(0, 0), centre(1, 2))).toEqual([
      [0, 0, 'inside', 0, false], [0, 1, 'inside', 0, false], [1, 1, 'inside', 0, false], [1, 2, 'inside', 0, false],
    ]);
  });

  it('corner to corner across a 2x1 rectangle crosses the middle edge at its midpoint', () => {
    expect(rows(corner(0, 0), corner(2, 1))).toEqual([
      [-1, -1, 'endpoint', 0, false], [0, -1, 'endpoint', 0, false], [-1, 0, 'endpoint', 0, false],
      [0, 0, 'inside', 0, false], [1, 0, 'inside', 0, false],
      [2, 0, 'endpoint', 0, false], [1, 1, 'endpoint', 0, false], [2, 1, 'endpoint', 0, false],
    ]);
  });

  it('degenerate a == b touches the squares around the point, as endpoint', () => {
    expect(rows(centre(4, -2), centre(4, -2))).toEqual([[4, -2, 'endpoint', 0, false]]);
    expect(rows({ x: 2, y: 1 }, { x: 2, y: 1 })).toEqual([[0, 0, 'endpoint', 0, false], [1, 0, 'endpoint', 0, false]]);
    expect(rows(corner(0, 0), corner(0, 0))).toEqual([
      [-1, -1, 'endpoint', 0, false], [-1, 0, 'endpoint', 0, false], [0, -1, 'endpoint', 0, false], [0, 0, 'endpoint', 0, false],
    ]);
  });

  it('stops when visit returns true, and reuses one contact object', () => {
    const seen: number[] = [];
    const objects = new Set<object>();
    const stopped = traceSquares(centre(0, 0), centre(9, 0), (sx, _sy, c) => {
      seen.push(sx);
      objects.add(c);
      return sx === 3;
    });
    expect(stopped).toBe(true);
    expect(seen).toEqual([0, 1, 2, 3]);
    expect(objects.size).toBe(1);
    expect(traceSquares(centre(0, 0), centre(1, 0), () => undefined)).toBe(false);
  });
});

describe('traceSquares properties', () => {
  it('agrees with brute-force classifySquare over the bounding box (same squares, same contacts)', () => {
    fc.assert(fc.property(anyPoint, anyPoint, (a, b) => {
      const walked = squaresOnSegment(a, b);
      expect(keySet(walked)).toEqual(keySet(bruteForce(a, b)));
    }), { numRuns: 3000 });
  });

  it('visits in order of first contact from a, each square once', () => {
    fc.assert(fc.property(anyPoint, anyPoint, (a, b) => {
      const walked = squaresOnSegment(a, b);
      const ids = walked.map((s) => `${s.sx},${s.sy}`);
      expect(new Set(ids).size).toBe(ids.length);
      let prev: [number, number] = [0, 1];
      for (const s of walked) {
        const t = firstContact(a, b, s.sx, s.sy);
        expect(t[0] * prev[1] >= prev[0] * t[1]).toBe(true);
        prev = t;
      }
    }), { numRuns: 2000 });
  });

  it('is symmetric: a-b and b-a touch the same squares the same way', () => {
    fc.assert(fc.property(anyPoint, anyPoint, (a, b) => {
      expect(keySet(squaresOnSegment(b, a))).toEqual(keySet(squaresOnSegment(a, b)));
    }), { numRuns: 2000 });
  });

  it('is invariant under translation by even offsets (whole squares)', () => {
    fc.assert(fc.property(anyPoint, anyPoint, coord(50), coord(50), (a, b, i, j) => {
      const moved = squaresOnSegment({ x: a.x + 2 * i, y: a.y + 2 * j }, { x: b.x + 2 * i, y: b.y + 2 * j });
      const shifted = squaresOnSegment(a, b).map((s) => ({ ...s, sx: s.sx + i, sy: s.sy + j }));
      expect(moved).toEqual(shifted);
    }), { numRuns: 1000 });
  });

  it('is invariant under the mirror x -> -x (square sx becomes -sx-1)', () => {
    fc.assert(fc.property(anyPoint, anyPoint, (a, b) => {
      const mirrored = squaresOnSegment({ x: -a.x, y: a.y }, { x: -b.x, y: b.y });
      const expected = squaresOnSegment(a, b).map((s) => ({ ...s, sx: -s.sx - 1 }));
      expect(keySet(mirrored)).toEqual(keySet(expected));
    }), { numRuns: 2000 });
  });
});
