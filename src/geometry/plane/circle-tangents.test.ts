import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { commonTangents, tangentsInto } from './circle-tangents.js';
import type { Circle, Point } from './types.js';

/*
 * Two implementations of the common tangents of two circles were folded into circle-tangents.ts: disc-lines'
 * (the sight lines) and malifaux tangent-graph's (the movement). Both are kept here, as they were, to hold the
 * one left to their answers on random circles: bit for bit and in order for the movement's, and the same lines
 * in the same order, to rounding, for the sight lines' (whose repeats of one line the fold drops).
 */

/** disc-lines.ts's commonTangents before the fold. */
function oldDiscLines(a: Circle, b: Circle): [Point, Point][] {
  const w = { x: b.c.x - a.c.x, y: b.c.y - a.c.y };
  const d = Math.hypot(w.x, w.y);
  if (!(d > 0)) return [];
  const base = Math.atan2(w.y, w.x);
  const out: [Point, Point][] = [];
  for (const s of [1, -1]) {
    const k = (a.r - s * b.r) / d;
    if (Math.abs(k) > 1) continue;
    const beta = Math.acos(k);
    for (const a2 of [base + beta, base - beta]) {
      const n = { x: Math.cos(a2), y: Math.sin(a2) };
      const ta = { x: a.c.x + a.r * n.x, y: a.c.y + a.r * n.y };
      const tb = { x: b.c.x + s * b.r * n.x, y: b.c.y + s * b.r * n.y };
      if (ta.x !== tb.x || ta.y !== tb.y) out.push([ta, tb]);
    }
  }
  return out;
}

/** malifaux tangent-graph.ts's tangentsInto before the fold, through its commonTangents. */
function oldTangentGraph(a: Circle, b: Circle): [Point, Point][] {
  const ax = a.c.x, ay = a.c.y, ar = a.r, bx = b.c.x, by = b.c.y, br = b.r;
  const out: number[] = [];
  const dx = bx - ax, dy = by - ay;
  const d = Math.sqrt(dx * dx + dy * dy);
  if (!(d > 0)) return [];
  const phi = Math.atan2(dy, dx);
  for (let sb = 1; sb >= -1; sb -= 2) {
    if (sb === -1 && (ar === 0 || br === 0)) continue;
    const ra = ar, rb = sb * br;
    const k = (rb - ra) / d;
    if (Math.abs(k) > 1) continue;
    const spread = Math.acos(k);
    const one = spread === 0 || (ar === 0 && br === 0);
    for (let w = 0; w < (one ? 1 : 2); w++) {
      const th = one ? phi : w === 0 ? phi + spread : phi - spread;
      const nx = Math.cos(th), ny = Math.sin(th);
      out.push(ax - ra * nx, ay - ra * ny, bx - rb * nx, by - rb * ny);
    }
  }
  const pairs: [Point, Point][] = [];
  for (let k = 0; k < out.length; k += 4) pairs.push([{ x: out[k]!, y: out[k + 1]! }, { x: out[k + 2]!, y: out[k + 3]! }]);
  return pairs;
}

const near = (p: Point, q: Point, tol: number) => Math.hypot(p.x - q.x, p.y - q.y) <= tol;
/**
 * A list of tangents without the later repeats of a line (to `tol`), nor pairs whose two ends are one point (a
 * circle touching a point or another circle there: no line, and findLine's pathOf drops a pair without a
 * direction; the old sight code dropped them where they came out exactly equal).
 */
const distinct = (ts: [Point, Point][], tol: number) =>
  ts.filter(([p, q], i) => !near(p, q, tol) && !ts.slice(0, i).some(([u, v]) => near(p, u, tol) && near(q, v, tol)));

const coord = fc.double({ min: -50, max: 50, noNaN: true });
const radius = fc.oneof(fc.constant(0), fc.double({ min: 0, max: 10, noNaN: true }), fc.integer({ min: 0, max: 4 }).map((k) => k / 2));
const circle = fc.record({ c: fc.record({ x: coord, y: coord }), r: radius });
/** Two circles, often touching (outside or inside) or on grid points, where the tangent counts change. */
const pair = fc.oneof(
  fc.tuple(circle, circle),
  fc.tuple(circle, radius, radius, fc.double({ min: 0, max: 2 * Math.PI, noNaN: true }), fc.boolean()).map(([a, r, _, ang, inside]) => {
    const d = inside ? Math.abs(a.r - r) : a.r + r;
    return [a, { c: { x: a.c.x + d * Math.cos(ang), y: a.c.y + d * Math.sin(ang) }, r }] as [Circle, Circle];
  }),
  fc.tuple(fc.integer({ min: -5, max: 5 }), fc.integer({ min: -5, max: 5 }), fc.integer({ min: 0, max: 4 }), fc.integer({ min: -5, max: 5 }), fc.integer({ min: -5, max: 5 }), fc.integer({ min: 0, max: 4 })).map(
    ([x, y, r, u, v, s]) => [{ c: { x, y }, r }, { c: { x: u, y: v }, r: s }] as [Circle, Circle],
  ),
);

describe('common tangents of two circles (one implementation for sight and movement)', () => {
  it('gives the movement tangent graph its old tangents, bit for bit and in order', () => {
    fc.assert(
      fc.property(pair, ([a, b]) => {
        expect(commonTangents(a, b)).toEqual(oldTangentGraph(a, b));
      }),
      { numRuns: 3000 },
    );
  });

  it("gives the sight lines their old tangents, in their order, to rounding (less repeats of one line and pointless pairs)", () => {
    fc.assert(
      fc.property(pair, ([a, b]) => {
        // Where the discs touch (or a point lies on the circle) to a billionth, whether the touching tangents
        // exist is decided by the last bit of the centres' distance, which the old code took with Math.hypot and
        // the movement's with Math.sqrt: held only where that distance is exact (whole-inch circles).
        const d = Math.hypot(b.c.x - a.c.x, b.c.y - a.c.y);
        const whole = [a.c.x, a.c.y, a.r, b.c.x, b.c.y, b.r].every(Number.isInteger);
        fc.pre(whole || (Math.abs(Math.abs(a.r - b.r) - d) > 1e-9 * (1 + d) && Math.abs(a.r + b.r - d) > 1e-9 * (1 + d)));
        const scale = 1 + Math.hypot(a.c.x, a.c.y) + Math.hypot(b.c.x, b.c.y) + a.r + b.r;
        const tol = 1e-12 * scale;
        const was = distinct(oldDiscLines(a, b), tol);
        const now = distinct(commonTangents(a, b, true), tol);
        expect(now.length).toBe(was.length);
        now.forEach(([p, q], i) => {
          const [u, v] = was[i]!;
          expect(near(p, u, tol) && near(q, v, tol)).toBe(true);
        });
      }),
      { numRuns: 3000 },
    );
  });

  it('counts: four for apart discs, two for overlapping ones, one line for two points, one for discs touching inside, none for one centre', () => {
    const o = { x: 0, y: 0 };
    expect(commonTangents({ c: o, r: 1 }, { c: { x: 5, y: 0 }, r: 1 })).toHaveLength(4);
    expect(commonTangents({ c: o, r: 1 }, { c: { x: 1.5, y: 0 }, r: 1 })).toHaveLength(2);
    expect(commonTangents({ c: o, r: 0 }, { c: { x: 3, y: 0 }, r: 1 })).toHaveLength(2);
    expect(commonTangents({ c: o, r: 0 }, { c: { x: 3, y: 0 }, r: 0 })).toHaveLength(1);
    expect(commonTangents({ c: o, r: 1 }, { c: o, r: 2 })).toHaveLength(0);
    const out = new Float64Array(16);
    expect(tangentsInto(0, 0, 1, 1, 0, 2, out)).toBe(1);
    expect([...out.subarray(0, 4)]).toEqual([-1, 0, -1, 0]);
  });
});
