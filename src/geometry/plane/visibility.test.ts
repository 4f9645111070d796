import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { pointDistance } from './distance.js';
import { inflateShape } from './inflate.js';
import { pointInPolygon } from './point-in-polygon.js';
import { segmentMeetsPolygonInterior } from './segment-polygon.js';
import { buildVisibilityGraph, visibilityShortestPath } from './visibility.js';
import type { Point, Polygon } from './types.js';

const P = (x: number, y: number): Point => ({ x, y });
const poly = (...xy: [number, number][]): Polygon => xy.map(([x, y]) => ({ x, y }));

const rect = (x: number, y: number, w: number, h: number): Polygon => poly([x, y], [x + w, y], [x + w, y + h], [x, y + h]);

/** Reference: Dijkstra on the full visibility graph of all vertices, no pruning. */
function bruteForce(start: Point, goal: Point, obs: readonly Polygon[]): number {
  const pts = [start, goal, ...obs.flat()];
  const free = (p: Point, q: Point) => obs.every((o) => !segmentMeetsPolygonInterior({ a: p, b: q }, o));
  const dist = pts.map(() => Infinity);
  const done = pts.map(() => false);
  dist[0] = 0;
  for (;;) {
    let u = -1;
    for (let i = 0; i < pts.length; i++) if (!done[i] && dist[i]! < Infinity && (u < 0 || dist[i]! < dist[u]!)) u = i;
    if (u < 0) return Infinity;
    if (u === 1) return dist[1]!;
    done[u] = true;
    for (let v = 0; v < pts.length; v++) {
      if (done[v]) continue;
      const nd = dist[u]! + pointDistance(pts[u]!, pts[v]!);
      if (nd < dist[v]! && free(pts[u]!, pts[v]!)) dist[v] = nd;
    }
  }
}

describe('visibilityShortestPath', () => {
  it('goes around a block, touching its corners (golden)', () => {
    const r = visibilityShortestPath(P(0, 0), P(4, 0), [rect(1, -1, 2, 2)]);
    expect(r?.length).toBeCloseTo(2 + 2 * Math.SQRT2, 12);
    expect(r?.path.length).toBe(4);
    expect(r?.path[0]).toEqual(P(0, 0));
    expect(r?.path[3]).toEqual(P(4, 0));
  });

  it('a straight line when unobstructed, even along an edge', () => {
    expect(visibilityShortestPath(P(0, 1), P(4, 1), [rect(1, -1, 2, 2)])).toEqual({ path: [P(0, 1), P(4, 1)], length: 4 });
    expect(visibilityShortestPath(P(0, 5), P(4, 5), [rect(1, -1, 2, 2)])?.length).toBe(4);
  });

  it('through a gap between two pieces, and none when enclosed or inside', () => {
    const walls = [rect(2, -10, 1, 9.5), rect(2, 0.5, 1, 9.5)]; // a 1" gap at y in [-0.5, 0.5]
    expect(visibilityShortestPath(P(0, 0), P(5, 0), walls)?.length).toBe(5);
    const ring = [rect(-2, -2, 4, 1.5), rect(-2, 0.5, 4, 1.5), rect(-2, -2, 1.5, 4), rect(0.5, -2, 1.5, 4)];
    expect(visibilityShortestPath(P(0, 0), P(5, 0), ring)).toBeNull();
    expect(visibilityShortestPath(P(2.5, 3), P(5, 0), walls)).toBeNull(); // start inside a wall
  });

  it('documented caveat: pieces that only share an edge leave a zero-width seam', () => {
    const ring = [rect(-2, -2, 4, 1), rect(-2, 1, 4, 1), rect(-2, -1, 1, 2), rect(1, -1, 1, 2)];
    const r = visibilityShortestPath(P(0, 0), P(5, 0), ring);
    expect(r).not.toBeNull();
    for (const p of r!.path.slice(1, -1)) expect(ring.some((o) => pointInPolygon(p, o) === 'boundary')).toBe(true);
  });

  it('a 30 mm base around an inflated L-shaped ruin', () => {
    const ruin = poly([0, 0], [4, 0], [4, 1], [1, 1], [1, 4], [0, 4]);
    const r = 15 / 25.4;
    const obs = inflateShape({ kind: 'polygon', polygon: ruin }, r, { maxError: 0.005 });
    const res = visibilityShortestPath(P(3, -1), P(-1, 3), obs);
    // True length around the rounded outer corner (0, 0), passing below-left of it: two tangents plus the
    // arc between the tangent points (the long way round from (3, -1) to (-1, 3), angle 2 pi - acos(-0.6)).
    const d = Math.sqrt(10);
    const t = Math.sqrt(d * d - r * r);
    const arc = r * (2 * Math.PI - Math.acos(-0.6) - 2 * Math.acos(r / d));
    expect(res).not.toBeNull();
    expect(res!.length).toBeGreaterThanOrEqual(2 * t + arc);
    expect(res!.length).toBeLessThan(2 * t + arc + 0.005);
  });

  const obstacleSet = fc.array(
    fc.tuple(fc.integer({ min: 0, max: 9 }), fc.integer({ min: 0, max: 9 }), fc.integer({ min: 1, max: 3 }), fc.integer({ min: 1, max: 3 }), fc.boolean()),
    { minLength: 1, maxLength: 6 },
  ).map((rs) => rs.map(([x, y, w, h, tri]) => (tri ? poly([x, y], [x + w, y], [x, y + h]) : rect(x, y, w, h))));
  const pt = fc.record({ x: fc.integer({ min: -1, max: 13 }), y: fc.integer({ min: -1, max: 13 }) });

  it('properties: >= straight line, = when visible, never through an interior, matches brute force', () => {
    fc.assert(
      fc.property(obstacleSet, pt, pt, (obs, s, g) => {
        const res = visibilityShortestPath(s, g, obs);
        const blocked = (p: Point) => obs.some((o) => pointInPolygon(p, o) === 'inside');
        if (blocked(s) || blocked(g)) {
          expect(res).toBeNull();
          return;
        }
        const ref = bruteForce(s, g, obs);
        if (res === null) {
          expect(ref).toBe(Infinity);
          return;
        }
        const straight = pointDistance(s, g);
        expect(res.length).toBeGreaterThanOrEqual(straight - 1e-12);
        if (obs.every((o) => !segmentMeetsPolygonInterior({ a: s, b: g }, o))) expect(res.length).toBe(straight);
        for (let i = 0; i + 1 < res.path.length; i++) {
          for (const o of obs) expect(segmentMeetsPolygonInterior({ a: res.path[i]!, b: res.path[i + 1]! }, o)).toBe(false);
        }
        let sum = 0;
        for (let i = 0; i + 1 < res.path.length; i++) sum += pointDistance(res.path[i]!, res.path[i + 1]!);
        expect(res.length).toBeCloseTo(sum, 9);
        expect(res.length).toBeCloseTo(ref, 9);
      }),
      { numRuns: 300 },
    );
  });

  it('50 inflated pieces on a 36" table: graph once, queries fast', () => {
    let seed = 7;
    const rnd = () => ((seed = (seed * 16807) % 2147483647) / 2147483647);
    const obs: Polygon[] = [];
    for (let i = 0; i < 50; i++) {
      const x = rnd() * 32, y = rnd() * 32;
      const shape = rnd() < 0.3
        ? ({ kind: 'circle', circle: { c: P(x, y), r: 0.5 + rnd() } } as const)
        : ({ kind: 'polygon', polygon: rect(x, y, 1 + rnd() * 4, 0.5 + rnd() * 3) } as const);
      obs.push(...inflateShape(shape, 15 / 25.4, { maxError: 0.01 }));
    }
    const t0 = performance.now();
    const g = buildVisibilityGraph(obs);
    const built = performance.now() - t0;
    const t1 = performance.now();
    let found = 0;
    for (let i = 0; i < 20; i++) {
      const r = visibilityShortestPath(P(rnd() * 36, rnd() * 36), P(rnd() * 36, rnd() * 36), g);
      if (r) found++;
    }
    const perQuery = (performance.now() - t1) / 20;
    expect(g.nodes.length).toBeGreaterThan(500);
    expect(built).toBeLessThan(10000);
    expect(perQuery).toBeLessThan(500);
    expect(found).toBeGreaterThan(0);
    console.log(`visibility graph: ${g.nodes.length} nodes, ${g.edgeCount} edges, built in ${built.toFixed(0)} ms; ${perQuery.toFixed(1)} ms per query`);
  });
});
