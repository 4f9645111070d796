/**
 * Issue 13: reach's cost at a place is move's cost to it. Both make the way the search found exact the same way
 * (exact-way.ts: crossings of raised pieces' edges at their exact places, bends measured on the true circles), so
 * on random tables (impassable, severe and linear pieces, round ones, climbable raised pieces), for random
 * places, the cost a reach probe lists equals the cost move states to 1e-9 (unrounded: RAW_COST), and a place
 * is reachable exactly when the move there is legal.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { loadScenarioObject, type Session } from '../../api.js';
import { HighgroundError } from '../../errors.js';
import type { Table } from './context.js';
import { RAW_COST, moveVerdict, reachVerdict } from './move.js';

const SIZE = 24;
const BUDGET = 8;

const piece = fc.record({
  kind: fc.constantFrom('obstacle', 'rough', 'fence', 'crag', 'building'),
  x: fc.integer({ min: 1, max: 40 }).map((n) => n / 2),
  y: fc.integer({ min: 1, max: 40 }).map((n) => n / 2),
  w: fc.integer({ min: 2, max: 10 }).map((n) => n / 2),
  h: fc.integer({ min: 2, max: 10 }).map((n) => n / 2),
  ht: fc.integer({ min: 1, max: 3 }),
  round: fc.boolean(),
});
const place = fc.tuple(fc.integer({ min: 10, max: 230 }), fc.integer({ min: 10, max: 230 })).map(([x, y]) => [x / 10, y / 10] as [number, number]);
/** A probe's offset from the model (mostly within its move). */
const offset = fc.tuple(fc.integer({ min: -70, max: 70 }), fc.integer({ min: -70, max: 70 })).map(([x, y]) => [x / 10, y / 10] as [number, number]);

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
          kind: p.kind === 'crag' ? 'vantage' : p.kind,
          ...(p.kind === 'crag' ? { ht: p.ht, traits: ['climbable'] } : {}),
          // A round crag would have no edges to slide a crossing along: crags stay rectangles.
          shape: p.round && p.kind !== 'fence' && p.kind !== 'crag' ? { circle: [p.x + p.w / 2, p.y + p.h / 2, p.w / 2] } : { rect: [p.x, p.y, p.w, p.h] },
        })),
      },
      figures: { A: { at, wk: BUDGET, ...(level ? { level } : {}) } },
    });
  } catch (e) {
    if (e instanceof HighgroundError) return undefined; // a figure off the table or inside a piece
    throw e;
  }
}

describe('mfx.trait.climbable, mfx.trait.impassable: reach lists move\'s cost', () => {
  it('for random places on random tables, reach\'s listed cost == move\'s cost within 1e-9, reachable exactly when the move is legal', () => {
    let compared = 0, crossing = 0;
    fc.assert(
      fc.property(fc.array(piece, { minLength: 1, maxLength: 4 }), place, fc.array(offset, { minLength: 2, maxLength: 5 }), fc.boolean(), (pieces, at, offsets, onTop) => {
        // Half the time the model starts on the first crag's top (when there is one), to walk or drop off it.
        const crag = pieces.findIndex((p) => p.kind === 'crag');
        const top = onTop && crag >= 0 ? pieces[crag]! : undefined;
        const start: [number, number] = top ? [top.x + top.w / 2, top.y + top.h / 2] : at;
        const s = session(pieces, start, top ? top.ht : 0);
        fc.pre(s !== undefined);
        const t = s!.ctx as Table;
        const m = t.models.get('A')!;
        const clamp = (v: number) => Math.max(0.7, Math.min(SIZE - 0.7, v));
        const probes = offsets.map(([dx, dy]) => [clamp(start[0] + dx), clamp(start[1] + dy)] as [number, number]);
        const reach = reachVerdict(t, m, BUDGET, probes);
        for (const pr of reach.probes as { at: [number, number]; reachable: boolean; [RAW_COST]: number }[]) {
          let mv;
          try {
            mv = moveVerdict(t, m, pr.at, BUDGET);
          } catch (e) {
            if (e instanceof HighgroundError) continue;
            throw e;
          }
          expect(pr.reachable, `probe ${pr.at}`).toBe(mv.legal === true);
          if (!pr.reachable) continue;
          compared++;
          if ((mv.path as { step: string }[]).some((p) => p.step !== 'walk' && p.step !== 'start')) crossing++;
          expect(Math.abs(pr[RAW_COST] - (mv as unknown as { [RAW_COST]: number })[RAW_COST]), `probe ${pr.at}`).toBeLessThanOrEqual(1e-9);
        }
      }),
      { numRuns: 30 },
    );
    console.log('compared', compared, 'crossing', crossing);
    expect(compared).toBeGreaterThan(20);
    expect(crossing).toBeGreaterThan(2);
  }, 120_000);
});
