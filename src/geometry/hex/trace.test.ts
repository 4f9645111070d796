import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  DIRECTION_VECTORS, hexCorner3, hexesOnSegment, traceHexSegment, type Axial, type HexContactKind,
  type HexSegmentHit,
} from './index.js';

interface Hit {
  q: number; r: number; kind: HexContactKind; tIn: string; tOut: string;
}

/** Hits with exact parameters as 'n/d' strings, in walk order. */
function walk(a: Axial, b: Axial, scale = 1): Hit[] {
  return hexesOnSegment(a, b, scale).map((h: HexSegmentHit) => ({
    q: h.q, r: h.r, kind: h.kind, tIn: `${h.tInNum}/${h.tInDen}`, tOut: `${h.tOutNum}/${h.tOutDen}`,
  }));
}

const hit = (q: number, r: number, kind: HexContactKind, tIn: string, tOut: string): Hit => ({ q, r, kind, tIn, tOut });

// ---------------------------------------------------------------------------------------------------
// Brute-force oracle, written independently of trace.ts: each hex is the convex polygon of its six
// exact corners (hexCorner3), the segment is clipped against its six sides with BigInt cross products,
// and every hex of a box around the segment is tried.

interface Frac { n: bigint; d: bigint } // d > 0
const lt = (x: Frac, y: Frac) => x.n * y.d < y.n * x.d;
const eqF = (x: Frac, y: Frac) => x.n * y.d === y.n * x.d;
const babs = (x: bigint) => (x < 0n ? -x : x);
function reduce(x: Frac): string {
  let a = babs(x.n), b = x.d;
  while (b !== 0n) [a, b] = [b, a % b];
  const g = a === 0n ? x.d : a;
  return `${x.n / g}/${x.d / g}`;
}

function oracle(a: Axial, b: Axial, k: number): Hit[] {
  // Work in units of 1 / (3k): segment points times 3, corners (in thirds) times k.
  const K = BigInt(k);
  const ax = BigInt(a.q) * 3n, ay = BigInt(a.r) * 3n;
  const dx = BigInt(b.q - a.q) * 3n, dy = BigInt(b.r - a.r) * 3n;
  const cross = (ux: bigint, uy: bigint, vx: bigint, vy: bigint) => ux * vy - uy * vx;
  const found: { q: number; r: number; kind: HexContactKind; lo: Frac; hi: Frac }[] = [];
  const q0 = Math.floor(Math.min(a.q, b.q) / k) - 2, q1 = Math.ceil(Math.max(a.q, b.q) / k) + 2;
  const r0 = Math.floor(Math.min(a.r, b.r) / k) - 2, r1 = Math.ceil(Math.max(a.r, b.r) / k) + 2;
  for (let q = q0; q <= q1; q++) {
    for (let r = r0; r <= r1; r++) {
      const cs = [0, 1, 2, 3, 4, 5].map((i) => hexCorner3({ q, r }, i)).map((p) => [BigInt(p.q) * K, BigInt(p.r) * K] as const);
      const cx = BigInt(q) * 3n * K, cy = BigInt(r) * 3n * K;
      let lo: Frac = { n: 0n, d: 1n }, hi: Frac = { n: 1n, d: 1n };
      let empty = false, onSideLine = false;
      for (let i = 0; i < 6; i++) {
        const p = cs[i]!, nx = cs[(i + 1) % 6]!;
        const ex = nx[0] - p[0], ey = nx[1] - p[1];
        const inside = cross(ex, ey, cx - p[0], cy - p[1]) > 0n ? 1n : -1n;
        const alpha = inside * cross(ex, ey, ax - p[0], ay - p[1]); // >= 0 inside at t = 0
        const beta = inside * cross(ex, ey, dx, dy);
        if (beta === 0n) {
          if (alpha < 0n) empty = true;
          if (alpha === 0n) onSideLine = true;
        } else if (beta > 0n) { // t >= -alpha / beta
          const f = { n: -alpha, d: beta };
          if (lt(lo, f)) lo = f;
        } else { // t <= alpha / -beta
          const f = { n: alpha, d: -beta };
          if (lt(f, hi)) hi = f;
        }
      }
      if (empty || lt(hi, lo)) continue;
      let kind: HexContactKind;
      const isPoint = eqF(lo, hi);
      if (dx === 0n && dy === 0n) {
        // Count the sides through the point.
        let n = 0;
        for (let i = 0; i < 6; i++) {
          const p = cs[i]!, nx = cs[(i + 1) % 6]!;
          if (cross(nx[0] - p[0], nx[1] - p[1], ax - p[0], ay - p[1]) === 0n) n++;
        }
        kind = n === 0 ? 'interior' : n === 1 ? 'endpoint' : 'vertex';
      } else if (!isPoint) {
        kind = onSideLine ? 'edge' : 'interior';
      } else {
        const px = ax * lo.d + dx * lo.n, py = ay * lo.d + dy * lo.n;
        kind = cs.some((c) => c[0] * lo.d === px && c[1] * lo.d === py) ? 'vertex' : 'endpoint';
      }
      found.push({ q, r, kind, lo, hi });
    }
  }
  found.sort((x, y) => (lt(x.lo, y.lo) ? -1 : lt(y.lo, x.lo) ? 1 : lt(x.hi, y.hi) ? -1 : lt(y.hi, x.hi) ? 1 : x.q - y.q || x.r - y.r));
  return found.map((f) => ({ q: f.q, r: f.r, kind: f.kind, tIn: reduce(f.lo), tOut: reduce(f.hi) }));
}

// ---------------------------------------------------------------------------------------------------

describe('traceHexSegment: hand-worked cases', () => {
  it('centre to a neighbour centre: interior of both, crossing the shared side (not an edge)', () => {
    expect(walk({ q: 0, r: 0 }, { q: 1, r: 0 })).toEqual([
      hit(0, 0, 'interior', '0/1', '1/2'),
      hit(1, 0, 'interior', '1/2', '1/1'),
    ]);
    expect(walk({ q: 0, r: 0 }, { q: 0, r: 1 })).toEqual([
      hit(0, 0, 'interior', '0/1', '1/2'),
      hit(0, 1, 'interior', '1/2', '1/1'),
    ]);
  });

  it('exactly along one hexside (corner to corner, scale 3): two edge hexes, a vertex hex at each end', () => {
    // The east side of (0, 0): from corner 0 (2/3, -1/3) to corner 1 (1/3, 1/3).
    const a = hexCorner3({ q: 0, r: 0 }, 0), b = hexCorner3({ q: 0, r: 0 }, 1);
    expect(walk(a, b, 3)).toEqual([
      hit(1, -1, 'vertex', '0/1', '0/1'),
      hit(0, 0, 'edge', '0/1', '1/1'),
      hit(1, 0, 'edge', '0/1', '1/1'),
      hit(0, 1, 'vertex', '1/1', '1/1'),
    ]);
  });

  it('centre to the diagonal centre: through a corner, along the side between, through a corner', () => {
    // (0, 0) -> (2, -1): leaves (0, 0) at its corner 0 (t = 1/3), runs along the side shared by
    // (1, -1) and (1, 0) up to t = 2/3, then enters (2, -1).
    expect(walk({ q: 0, r: 0 }, { q: 2, r: -1 })).toEqual([
      hit(0, 0, 'interior', '0/1', '1/3'),
      hit(1, -1, 'edge', '1/3', '2/3'),
      hit(1, 0, 'edge', '1/3', '2/3'),
      hit(2, -1, 'interior', '2/3', '1/1'),
    ]);
  });

  it('through a vertex transversally: the third hex is touched only at the corner', () => {
    // Horizontal line (on screen) through corner 0 of (0, 0), i.e. (2/3, -1/3): from (1/3, -1/3) to (1, -1/3).
    expect(walk({ q: 1, r: -1 }, { q: 3, r: -1 }, 3)).toEqual([
      hit(0, 0, 'interior', '0/1', '1/2'),
      hit(1, -1, 'vertex', '1/2', '1/2'),
      hit(1, 0, 'interior', '1/2', '1/1'),
    ]);
  });

  it('segment ending on a hexside midpoint: the hex beyond is an endpoint contact', () => {
    // (0, 0) to the midpoint (1/2, 0) of its east side, scale 2.
    expect(walk({ q: 0, r: 0 }, { q: 1, r: 0 }, 2)).toEqual([
      hit(0, 0, 'interior', '0/1', '1/1'),
      hit(1, 0, 'endpoint', '1/1', '1/1'),
    ]);
  });

  it('segment starting at a corner into a hex: the two other hexes are vertex contacts at t = 0', () => {
    const a = hexCorner3({ q: 0, r: 0 }, 1); // (1/3, 1/3), shared by (0, 0), (1, 0), (0, 1)
    expect(walk(a, { q: 0, r: 0 }, 3)).toEqual([
      hit(0, 1, 'vertex', '0/1', '0/1'),
      hit(1, 0, 'vertex', '0/1', '0/1'),
      hit(0, 0, 'interior', '0/1', '1/1'),
    ]);
  });

  it('a degenerate segment reports the hexes holding the point over [0, 1]', () => {
    expect(walk({ q: 2, r: 3 }, { q: 2, r: 3 })).toEqual([hit(2, 3, 'interior', '0/1', '1/1')]);
    expect(walk({ q: 1, r: 0 }, { q: 1, r: 0 }, 2)).toEqual([
      hit(0, 0, 'endpoint', '0/1', '1/1'),
      hit(1, 0, 'endpoint', '0/1', '1/1'),
    ]);
    expect(walk({ q: 2, r: -1 }, { q: 2, r: -1 }, 3).map((h) => h.kind)).toEqual(['vertex', 'vertex', 'vertex']);
  });

  it('a long line far from the origin, negative coordinates', () => {
    const hits = walk({ q: -100, r: 37 }, { q: -93, r: 30 });
    expect(hits).toEqual(oracle({ q: -100, r: 37 }, { q: -93, r: 30 }, 1));
    expect(hits[0]).toMatchObject({ q: -100, r: 37, tIn: '0/1' });
    expect(hits[hits.length - 1]).toMatchObject({ q: -93, r: 30, tOut: '1/1' });
  });

  it('gives numbers equal to the exact fractions, and stops when visit returns true', () => {
    const seen: number[][] = [];
    const stopped = traceHexSegment({ q: 0, r: 0 }, { q: 3, r: -1 }, (q, r, _k, tIn, tOut, a, b, c, d) => {
      expect(tIn).toBe(a / b);
      expect(tOut).toBe(c / d);
      seen.push([q, r]);
      return seen.length === 2;
    });
    expect(stopped).toBe(true);
    expect(seen).toHaveLength(2);
    expect(traceHexSegment({ q: 0, r: 0 }, { q: 3, r: -1 }, () => undefined)).toBe(false);
  });

  it('stays exact at the edge of the coordinate range', () => {
    const M = 2 ** 22;
    const cases: [Axial, Axial, number][] = [
      [{ q: M - 5, r: -M }, { q: M, r: -M + 7 }, 1],
      [{ q: -M, r: M }, { q: -M + 13, r: M - 4 }, 3],
      [{ q: M, r: -M }, { q: M - 3, r: -M + 2 }, M], // a tiny segment near (1, -1) at the largest scale
      [{ q: M - 1, r: 1 - M }, { q: 7, r: -3 }, M],
    ];
    for (const [a, b, k] of cases) expect(walk(a, b, k)).toEqual(oracle(a, b, k));
    // A segment across the whole range: the walk starts right, stays ordered, and stops on request.
    let n = 0, last = -1;
    const stopped = traceHexSegment({ q: -M, r: M }, { q: M, r: -M + 1 }, (_q, _r, _k, tIn) => {
      expect(tIn).toBeGreaterThanOrEqual(last);
      last = tIn;
      return ++n === 1000;
    });
    expect(stopped).toBe(true);
  });

  it('rejects bad input', () => {
    expect(() => hexesOnSegment({ q: 0.5, r: 0 }, { q: 1, r: 0 })).toThrow();
    expect(() => hexesOnSegment({ q: 0, r: 0 }, { q: 1, r: 0 }, 0)).toThrow();
    expect(() => hexesOnSegment({ q: 2 ** 23, r: 0 }, { q: 1, r: 0 })).toThrow();
  });
});

// ---------------------------------------------------------------------------------------------------

const SPECIAL6: Axial[] = [{ q: 0, r: 0 }];
for (let i = 0; i < 6; i++) {
  const c = hexCorner3({ q: 0, r: 0 }, i), n = hexCorner3({ q: 0, r: 0 }, (i + 1) % 6);
  SPECIAL6.push({ q: 2 * c.q, r: 2 * c.r }); // corner, scale 6
  SPECIAL6.push({ q: c.q + n.q, r: c.r + n.r }); // side midpoint, scale 6
}
for (const v of DIRECTION_VECTORS) SPECIAL6.push({ q: 3 * v.q, r: 3 * v.r }); // side midpoints again, via centres

/** Points at scale 6 on centres, corners and side midpoints of hexes near the origin. */
const special = fc.tuple(fc.integer({ min: -4, max: 4 }), fc.integer({ min: -4, max: 4 }), fc.constantFrom(...SPECIAL6))
  .map(([q, r, o]) => ({ q: 6 * q + o.q, r: 6 * r + o.r }));

const reversed = (hits: Hit[]) => hits.map((h) => {
  const flip = (s: string) => { const [n, d] = s.split('/').map(Number) as [number, number]; return `${d - n}/${d}`; };
  return `${h.q},${h.r},${h.kind},${flip(h.tOut)},${flip(h.tIn)}`;
}).sort();
const asSet = (hits: Hit[]) => hits.map((h) => `${h.q},${h.r},${h.kind},${h.tIn},${h.tOut}`).sort();

describe('traceHexSegment: properties', () => {
  it('agrees with the brute-force oracle (random points, scales 1..7)', () => {
    fc.assert(fc.property(fc.integer({ min: 1, max: 7 }), fc.array(fc.integer({ min: -40, max: 40 }), { minLength: 4, maxLength: 4 }), (k, [aq, ar, bq, br]) => {
      const a = { q: aq!, r: ar! }, b = { q: bq!, r: br! };
      expect(walk(a, b, k)).toEqual(oracle(a, b, k));
    }), { numRuns: 400 });
  });

  it('agrees with the brute-force oracle on centres, corners and side midpoints (scale 6)', () => {
    fc.assert(fc.property(special, special, (a, b) => {
      expect(walk(a, b, 6)).toEqual(oracle(a, b, 6));
    }), { numRuns: 500 });
  });

  it('agrees with the brute-force oracle between hex centres', () => {
    fc.assert(fc.property(fc.array(fc.integer({ min: -9, max: 9 }), { minLength: 4, maxLength: 4 }), ([aq, ar, bq, br]) => {
      const a = { q: aq!, r: ar! }, b = { q: bq!, r: br! };
      expect(walk(a, b)).toEqual(oracle(a, b, 1));
    }), { numRuns: 300 });
  });

  it('is symmetric: b-a gives the same hexes and kinds with t -> 1 - t', () => {
    const pt = fc.oneof(special, fc.record({ q: fc.integer({ min: -30, max: 30 }), r: fc.integer({ min: -30, max: 30 }) }));
    fc.assert(fc.property(pt, pt, (a, b) => {
      expect(reversed(walk(b, a, 6))).toEqual(asSet(walk(a, b, 6)));
    }), { numRuns: 400 });
  });

  it('is ordered by (tIn, tOut), contiguous, and covers [0, 1] with interior and edge pieces', () => {
    fc.assert(fc.property(special, special, (a, b) => {
      fc.pre(a.q !== b.q || a.r !== b.r);
      const hits = hexesOnSegment(a, b, 6);
      for (let i = 1; i < hits.length; i++) {
        const p = hits[i - 1]!, h = hits[i]!;
        expect(p.tIn < h.tIn || (p.tIn === h.tIn && p.tOut <= h.tOut)).toBe(true);
      }
      let reach = 0, prevIn = -1, prevOut = -1;
      for (const h of hits) {
        if (h.kind === 'interior' || h.kind === 'edge') {
          // Each piece starts where the last one ended (the second hex of an edge repeats its interval).
          expect(h.tIn === reach || (h.tIn === prevIn && h.tOut === prevOut)).toBe(true);
          expect(h.tOut).toBeGreaterThan(h.tIn);
          prevIn = h.tIn;
          prevOut = h.tOut;
          reach = h.tOut;
        } else {
          expect(h.tIn).toBe(h.tOut);
        }
      }
      expect(reach).toBe(1);
    }), { numRuns: 300 });
  });
});
