/**
 * Issue 17: a warm move reuses what earlier questions of the session worked out on the layer (tangent costs,
 * pairs of circles found on no way, arc costs: tangent-graph.ts). Those caches live on the mover's layers,
 * which a session that moves a figure (withFigures, place) builds anew, so a changed session never reads them,
 * and a warm answer is always the one a fresh session gives.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { ask, loadScenarioObject } from '../../api.js';
import { withFigures } from '../../session.js';
import { MoveGraph } from './move-graph.js';
import type { Table } from './context.js';

const scenario = {
  format: 'highground/1',
  ruleset: 'malifaux',
  map: {
    grid: 'table',
    size: [30, 20],
    pieces: [
      { id: 'w1', kind: 'wall', ht: 3, traits: ['impassable'], shape: { rect: [8, 4, 2, 9] } },
      { id: 'w2', kind: 'wall', ht: 3, traits: ['impassable'], shape: { rect: [16, 8, 2, 10] } },
      { id: 'w3', kind: 'wall', ht: 3, traits: ['impassable'], shape: { rect: [22, 2, 3, 6] } },
    ],
  },
  figures: { A: { at: [3, 10], wk: 5 }, B: { at: [27, 17], wk: 5, base: 50 } },
};

type V = { legal: boolean; cost: number; path: { at: number[]; step: string }[]; stopsAt?: number[] };
const move = (s: ReturnType<typeof loadScenarioObject>, to: number[]) => ask(s, { ask: 'move', figure: 'A', to, budget: 1000 } as never) as unknown as V;
const fresh = (figures: Record<string, unknown>) => loadScenarioObject(structuredClone({ ...scenario, figures }));
const same = (a: V, b: V) => {
  expect(a.cost).toBe(b.cost);
  expect(a.legal).toBe(b.legal);
  expect(a.path).toEqual(b.path);
};

describe('mfx.trait.impassable: warm moves answer as fresh sessions do (issue 17)', () => {
  it('mfx.trait.impassable: moves one after another on a session cost and go as each would alone', () => {
    const s = fresh(scenario.figures);
    const goals = [[27, 10], [26, 12], [27, 9], [13, 3], [20, 14], [27, 10]];
    for (const g of goals) same(move(s, g), move(fresh(scenario.figures), g));
  });

  it('mfx.trait.impassable: a figure moved into the way between two moves (withFigures) changes the answer to the fresh one', () => {
    const s1 = fresh(scenario.figures);
    const before = move(s1, [27, 10]);
    move(s1, [26, 12]);
    // B steps into the way the first move went (round the top of w2, under w3).
    const moved = { ...scenario.figures, B: { at: [19.5, 6.5], wk: 5, base: 50 } };
    const s2 = withFigures(s1, { B: moved.B });
    const after = move(s2, [27, 10]);
    same(after, move(fresh(moved), [27, 10]));
    // The figure in the way makes the way dearer: the warm session did not answer from the old table.
    expect(after.cost).toBeGreaterThan(before.cost + 0.01);
    // The first session is as it was.
    same(move(s1, [27, 10]), before);
  });
});

/**
 * From a pair of circles' second question on, its tangents are read from the layer's memo (tangent-graph.ts,
 * SEEN), not worked out again. The verdict pulls its way taut on the true circles, which can hide a tangent the
 * graph lacks, so the search itself is compared: on random tables of rectangles and discs, five questions asked one
 * after another on one table (the third on read kept tangents) make the same tangent graph (as many nodes) and
 * find the same exact cost, to the last bit, as each does on a fresh table.
 */
/** Random 24" tables of impassable rectangles and circles, and goals on them, for the two property tests below. */
const piece = fc.record({
  x: fc.double({ min: 2, max: 20, noNaN: true }),
  y: fc.double({ min: 2, max: 20, noNaN: true }),
  w: fc.double({ min: 0.6, max: 3, noNaN: true }),
  h: fc.double({ min: 0.6, max: 3, noNaN: true }),
  round: fc.boolean(),
});
const point = fc.tuple(fc.double({ min: 1, max: 23, noNaN: true }), fc.double({ min: 1, max: 23, noNaN: true }));
type PieceSpec = typeof piece extends fc.Arbitrary<infer T> ? T : never;

/** A fresh session of the random table, or undefined where a piece covers the figure (not a table to test). */
function loadRandomTable(pieces: PieceSpec[]) {
  try {
    return loadScenarioObject({
      format: 'highground/1',
      ruleset: 'malifaux',
      map: {
        grid: 'table',
        size: [24, 24],
        pieces: pieces.map((p, i) => ({ id: `p${i}`, kind: 'obstacle', ht: 2, shape: p.round ? { circle: [p.x, p.y, Math.min(p.w, p.h) / 2] } : { rect: [p.x, p.y, p.w, p.h] } })),
      },
      figures: { A: { at: [0.8, 0.8], wk: 5 } },
    });
  } catch {
    return undefined;
  }
}

describe('mfx.trait.impassable: kept tangents make the graph fresh ones make (issue 17)', () => {
  /** The exact search of a move to `to` as walkMove makes it (a bound by weighted A*, then the tangent graph): its cost and node count. */
  const search = (t: Table, to: [number, number]): [number, number] => {
    const m = t.models.get('A')!;
    const graph = new MoveGraph(t, m, [m.c, { x: to[0], y: to[1] }]);
    const start = graph.addQuestionPoint(m.c, graph.layerOf(m.on));
    const g = graph.addQuestionPoint({ x: to[0], y: to[1] }, 0);
    if (start < 0 || g < 0) return [NaN, 0];
    const bound = graph.run(start, g, undefined, false, 1.1).cost[g]!;
    if (!(bound < Infinity)) return [Infinity, 0];
    graph.addTangents(start, g, bound);
    return [graph.run(start, g).cost[g]!, graph.nodes.length];
  };
  it('mfx.trait.impassable: five searches on one table make the graph and cost of fresh tables, on random tables', () => {
    fc.assert(
      fc.property(fc.array(piece, { minLength: 6, maxLength: 14 }), fc.array(point, { minLength: 4, maxLength: 4 }), (pieces, goals) => {
        const load = () => loadRandomTable(pieces)?.ctx as Table | undefined;
        const warm = load();
        if (!warm) return;
        for (const g of [...goals, goals[0]!]) expect(search(warm, g)).toEqual(search(load()!, g));
      }),
      // endOnFailure: each run makes ten searches, and shrinking a failure would take minutes.
      { numRuns: 15, seed: Number(process.env.FC_SEED ?? 17), endOnFailure: true },
    );
  }, 120_000);
});

/**
 * Verdict level (issue 17): a circle expanded by an earlier question reads its list of partners on the layer
 * (tangent-graph.ts, Partners) instead of looking at every circle. On random tables, goals asked in a random order
 * on one session, some more than once, each answer is the one a fresh session gives, JSON for JSON.
 */
describe('mfx.trait.impassable: warm verdicts equal cold ones, questions in any order (issue 17)', () => {
  it('mfx.trait.impassable: each verdict of a warm session is a fresh session\'s, on random tables', () => {
    fc.assert(
      fc.property(
        fc.array(piece, { minLength: 6, maxLength: 14 }),
        fc.array(point, { minLength: 3, maxLength: 3 }),
        fc.array(fc.nat(2), { minLength: 6, maxLength: 6 }),
        fc.constantFrom(1000, 12),
        (pieces, goals, order, budget) => {
          const load = () => loadRandomTable(pieces);
          const warm = load();
          if (!warm) return;
          const verdict = (s: NonNullable<ReturnType<typeof load>>, to: [number, number]) => {
            try {
              return JSON.stringify(ask(s, { ask: 'move', figure: 'A', to, budget } as never));
            } catch (e) {
              return `refused: ${(e as Error).message}`;
            }
          };
          for (const k of order) expect(verdict(warm, goals[k]!)).toBe(verdict(load()!, goals[k]!));
        },
      ),
      { numRuns: 20, seed: Number(process.env.FC_SEED ?? 23), endOnFailure: true },
    );
  }, 120_000);
});
