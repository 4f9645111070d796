import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { MinHeap } from './heap.js';
import { pathTo, Search } from './search.js';

describe('MinHeap', () => {
  it('pops in priority order (property)', () => {
    fc.assert(
      fc.property(fc.array(fc.double({ min: 0, max: 1000, noNaN: true }), { maxLength: 300 }), (ps) => {
        const h = new MinHeap(2);
        ps.forEach((p, i) => h.push(p, i));
        const out: number[] = [];
        while (h.size) out.push(ps[h.pop()]!);
        expect(out).toEqual([...ps].sort((a, b) => a - b));
      }),
    );
  });
});

/** A random weighted digraph; Bellman-Ford as the reference. */
const graph = fc.integer({ min: 1, max: 25 }).chain((n) =>
  fc.record({
    n: fc.constant(n),
    edges: fc.array(fc.record({ a: fc.nat(n - 1), b: fc.nat(n - 1), w: fc.integer({ min: 0, max: 9 }), kind: fc.nat(3) }), { maxLength: 80 }),
    budget: fc.option(fc.integer({ min: 0, max: 40 }), { nil: undefined }),
  }),
);

function bellmanFord(n: number, edges: { a: number; b: number; w: number }[]): number[] {
  const d = new Array(n).fill(Infinity);
  d[0] = 0;
  for (let i = 0; i < n; i++) for (const e of edges) if (d[e.a] + e.w < d[e.b]) d[e.b] = d[e.a] + e.w;
  return d;
}

describe('Search (Dijkstra over integer states)', () => {
  it('finds the cheapest cost to every state within the budget, and paths that add up (property)', () => {
    const search = new Search();
    fc.assert(
      fc.property(graph, ({ n, edges, budget }) => {
        const r = search.run({
          stateCount: n,
          starts: [{ state: 0 }],
          budget,
          expand: (s, _c, emit) => {
            for (const e of edges) if (e.a === s) emit(e.b, e.w, e.kind);
          },
        });
        const ref = bellmanFord(n, edges);
        for (let s = 0; s < n; s++) {
          const want = budget !== undefined && ref[s]! > budget ? Infinity : ref[s];
          expect(r.cost[s]).toBe(want);
          const path = pathTo(r, s);
          if (want === Infinity) expect(path).toEqual([]);
          else {
            expect(path[0]!.state).toBe(0);
            expect(path[path.length - 1]!.state).toBe(s);
            // every step is an edge of the graph of exactly the recorded cost difference and kind
            for (let i = 1; i < path.length; i++) {
              const prev = path[i - 1]!;
              const cur = path[i]!;
              expect(edges.some((e) => e.a === prev.state && e.b === cur.state && e.w === cur.cost - prev.cost && e.kind === cur.kind)).toBe(true);
            }
          }
        }
      }),
      { numRuns: 300 },
    );
  });

  it('stops at the goal and honours an admissible heuristic', () => {
    // a line 0-1-2-...-9, unit steps
    const r = new Search().run({
      stateCount: 10,
      starts: [{ state: 0 }],
      goal: 5,
      heuristic: (s) => Math.abs(5 - s),
      expand: (s, _c, emit) => {
        if (s > 0) emit(s - 1, 1, 0);
        if (s < 9) emit(s + 1, 1, 0);
      },
    });
    expect(r.cost[5]).toBe(5);
    expect(r.settledCount).toBe(6);
    expect(pathTo(r, 5).map((p) => p.state)).toEqual([0, 1, 2, 3, 4, 5]);
  });
});
