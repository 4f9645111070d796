/**
 * Issue 17: reach prices a way whose tail cannot change what exactWay does before it (splitTotal) as the way
 * with a stand-in tail plus the tail's cost, and skips it when that cannot beat the best. On random tables of
 * severe climbable heaps and trapped pits (the audit r25 K table's cliff), from a heap's top, for every settled
 * node whose way crosses an edge and random places its straight walk reaches: wherever splitTotal answers, it
 * is exactWay's total to 1e-9.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { loadScenarioObject, type Session } from '../../api.js';
import { HighgroundError } from '../../errors.js';
import type { Table } from './context.js';
import { exactWay, hasCrossing, splitTotal } from './exact-way.js';
import { MoveGraph } from './move-graph.js';
import { CLEAR } from './move-geometry.js';

const SIZE = 24;
const piece = fc.record({
  kind: fc.constantFrom('heap', 'heap', 'trapped', 'rough'),
  x: fc.integer({ min: 1, max: 36 }).map((n) => n / 2),
  y: fc.integer({ min: 1, max: 36 }).map((n) => n / 2),
  w: fc.integer({ min: 4, max: 14 }).map((n) => n / 2),
  h: fc.integer({ min: 4, max: 14 }).map((n) => n / 2),
  ht: fc.integer({ min: 1, max: 3 }),
});
type PieceSpec = typeof piece extends fc.Arbitrary<infer T> ? T : never;

function session(pieces: PieceSpec[], at: [number, number], level: number): Session | undefined {
  try {
    return loadScenarioObject({
      format: 'highground/1',
      ruleset: 'malifaux',
      map: {
        grid: 'table',
        size: [SIZE, SIZE],
        pieces: pieces.map((p, i) => ({
          id: `p${i}`,
          kind: p.kind === 'heap' ? 'vantage' : p.kind,
          ...(p.kind === 'heap' ? { ht: p.ht, traits: ['vantage', 'climbable', 'severe'] } : {}),
          shape: { rect: [p.x, p.y, p.w, p.h] },
        })),
      },
      figures: { A: { at, wk: 10, level } },
    });
  } catch (e) {
    if (e instanceof HighgroundError) return undefined;
    throw e;
  }
}

describe('mfx.trait.severe, mfx.fall: a tail priced apart from its way', () => {
  it('splitTotal == exactWay\'s total within 1e-9 wherever it answers', () => {
    let compared = 0;
    fc.assert(
      fc.property(piece, fc.array(piece, { minLength: 1, maxLength: 3 }), fc.array(fc.tuple(fc.integer({ min: 5, max: 235 }), fc.integer({ min: 5, max: 235 })), { minLength: 6, maxLength: 6 }), (heap, rest, places) => {
        const first = { ...heap, kind: 'heap' as const };
        const s = session([first, ...rest], [first.x + first.w / 2, first.y + first.h / 2], first.ht);
        fc.pre(s !== undefined);
        const t = s!.ctx as Table;
        const m = t.models.get('A')!;
        const graph = new MoveGraph(t, m, [m.c]);
        const start = graph.addQuestionPoint(m.c, graph.layerOf(m.on));
        const bound = 10 + t.opt.pathSpacing + 2 * (m.r + CLEAR);
        graph.addTangents(start, undefined, bound);
        const res = graph.run(start, undefined, bound);
        for (const id of res.settled.subarray(0, res.settledCount)) {
          const node = graph.nodes[id]!;
          if (node.layer !== 0 || id >= graph.tangentFrom) continue;
          const steps = graph.pathTo(res, id);
          if (!hasCrossing(graph, steps)) continue;
          const memo = {};
          for (const [x, y] of places) {
            const p = { x: x / 10, y: y / 10 };
            const cost = graph.price(node.p, p, 0, true);
            if (!(cost < Infinity)) continue;
            const tail = [{ p, cost }];
            const split = splitTotal(graph, steps, tail, memo);
            if (split === undefined) continue;
            compared++;
            expect(Math.abs(split - exactWay(graph, steps, tail).total), `node ${id} to ${x / 10},${y / 10}`).toBeLessThanOrEqual(1e-9);
          }
        }
      }),
      { numRuns: 12 },
    );
    console.log('compared', compared);
    expect(compared).toBeGreaterThan(50);
  }, 240_000);
});
