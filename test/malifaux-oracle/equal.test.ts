/**
 * The optimised malifaux move, reach, sight and cover give the same answers as the implementation they
 * replaced (kept beside this file as the oracle), on random tables with every kind of terrain, raised
 * pieces, models in the way and the readings that change the search (terrain-contact, descend).
 *
 * Compared: move (legal, cost, left, stopsAt, the event types), reach (every cell and cost, probes), sight
 * (sight, mode, blockedBy) and cover (cover, sight, coverFrom). Paths are not compared step by step: where two
 * ways cost the same, the searches may break the tie differently.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ask, loadScenarioObject, type Session } from '../../src/api.js';
import { HighgroundError } from '../../src/errors.js';
import { body, modelOf } from '../../src/rulesets/malifaux/bodies.js';
import type { Table } from '../../src/rulesets/malifaux/table.js';
import { moveVerdict, reachVerdict } from './move.js';
import { coverVerdict, sightVerdict } from './sight.js';

const SIZE = 20;
/** More runs for a longer search: MFX_ORACLE_RUNS=1000 npx vitest run test/malifaux-oracle */
const RUNS = Number(process.env.MFX_ORACLE_RUNS ?? 60);
const half = (lo: number, hi: number) => fc.integer({ min: lo * 2, max: hi * 2 }).map((n) => n / 2);

const KINDS = ['obstacle', 'rough', 'fence', 'wall', 'deep-water', 'trapped', 'forest', 'caustic', 'trees', 'barbed-wire', 'building', 'cliff', 'bank'] as const;

const piece = fc.record({
  kind: fc.constantFrom(...KINDS),
  x: half(0.5, 18),
  y: half(0.5, 18),
  w: half(0.5, 6),
  h: half(0.5, 6),
  ht: fc.integer({ min: 1, max: 5 }),
  circle: fc.boolean(),
});
type PieceArb = typeof piece extends fc.Arbitrary<infer T> ? T : never;

const figure = fc.record({ x: half(1, 19), y: half(1, 19), ht: fc.integer({ min: 1, max: 3 }), base: fc.constantFrom(30, 40, 50), up: fc.boolean() });
type FigArb = typeof figure extends fc.Arbitrary<infer T> ? T : never;

function pieceSpec(p: PieceArb, i: number): Record<string, unknown> {
  const id = `p${i}`;
  const shape = p.circle && p.kind !== 'fence' && p.kind !== 'wall' && p.kind !== 'barbed-wire'
    ? { circle: [p.x + p.w / 2, p.y + p.w / 2, p.w / 2] }
    : { rect: [p.x, p.y, p.kind === 'fence' || p.kind === 'wall' || p.kind === 'barbed-wire' ? Math.min(p.w, 0.5) : p.w, p.h] };
  if (p.kind === 'cliff') return { id, kind: 'vantage', ht: p.ht, traits: ['vantage', 'climbable'], shape };
  if (p.kind === 'bank') return { id, kind: 'vantage', ht: Math.min(p.ht, 2), traits: ['vantage', 'climbable'], shape };
  if (p.kind === 'building') return { id, kind: 'building', ht: p.ht, shape };
  if (p.kind === 'obstacle' || p.kind === 'forest') return { id, kind: p.kind, ht: p.ht, shape };
  return { id, kind: p.kind, shape };
}

function session(pieces: PieceArb[], figs: FigArb[], options: Record<string, unknown>): Session | undefined {
  const specs = pieces.map(pieceSpec);
  const raised = specs.filter((s) => s.kind === 'vantage' || s.kind === 'building');
  try {
    return loadScenarioObject({
      format: 'highground/1',
      ruleset: 'malifaux',
      options,
      map: { grid: 'table', size: [SIZE, SIZE], pieces: specs },
      figures: Object.fromEntries(
        figs.map((f, i) => {
          // Some figures stand on a raised piece when their centre is over one.
          const over = f.up ? raised.find((s) => (s.shape as { rect?: number[] }).rect && inRect(f, (s.shape as { rect: number[] }).rect)) : undefined;
          return [`M${i}`, { at: [f.x, f.y], ht: f.ht, base: f.base, wk: 5, ...(over ? { level: over.ht } : {}) }];
        }),
      ),
    });
  } catch (e) {
    if (e instanceof HighgroundError) return undefined;
    throw e;
  }
}

function inRect(f: { x: number; y: number }, r: number[]): boolean {
  return f.x > r[0]! && f.y > r[1]! && f.x < r[0]! + r[2]! && f.y < r[1]! + r[3]!;
}

const options = fc.record({
  'terrain-contact': fc.constantFrom('base', 'centre'),
  descend: fc.constantFrom('safe', 'climb', 'fall'),
  'models-block': fc.boolean(),
  'cover-within': fc.constantFrom('piece', 'crossing'),
  'path-spacing': fc.constantFrom(0.5, 1),
});

const pick = (v: Record<string, unknown>, keys: readonly string[]) => Object.fromEntries(keys.map((k) => [k, v[k]]));
// The kinds of event (a path of the same cost may split one severe stretch into two steps).
const eventTypes = (v: Record<string, unknown>) => [...new Set(((v.events ?? []) as { type: string }[]).map((e) => e.type))].sort();

describe('malifaux: the optimised answers equal the oracle (the implementation before the speed work)', () => {
  it('move and reach', () => {
    let legal = 0;
    fc.assert(
      fc.property(
        fc.array(piece, { maxLength: 7 }),
        fc.array(figure, { minLength: 1, maxLength: 4 }),
        options,
        fc.tuple(half(0, 20), half(0, 20), fc.integer({ min: 0, max: 2 })),
        fc.integer({ min: 1, max: 12 }),
        (pieces, figs, opts, [tx, ty, tl], budget) => {
          const s = session(pieces, figs, opts);
          fc.pre(s !== undefined);
          const t = s!.ctx as Table;
          const m = modelOf(t, 'M0', 'figure');
          const level = tl === 0 ? [] : t.pieces.filter((p) => p.standable).map((p) => p.ht).slice(tl - 1, tl);
          const to = [tx, ty, ...level] as [number, number] | [number, number, number];
          let old: Record<string, unknown>;
          try {
            old = moveVerdict(t, m, to, budget) as Record<string, unknown>;
          } catch (e) {
            expect(() => ask(s!, { ask: 'move', figure: 'M0', to, budget })).toThrow();
            return;
          }
          const now = ask(s!, { ask: 'move', figure: 'M0', to, budget }) as Record<string, unknown>;
          if (old.legal) legal++;
          expect(pick(now, ['legal', 'cost', 'left', 'stopsAt', 'blockedBy'])).toEqual(pick(old, ['legal', 'cost', 'left', 'stopsAt', 'blockedBy']));
          expect(eventTypes(now)).toEqual(eventTypes(old));
          const rb = Math.min(budget, 6);
          const probe: [number, number][] = [[tx, ty]];
          const oldReach = reachVerdict(t, m, rb, probe) as Record<string, unknown>;
          const nowReach = ask(s!, { ask: 'reach', figure: 'M0', budget: rb, probe }) as Record<string, unknown>;
          expect(nowReach.cells).toEqual(oldReach.cells);
          expect(nowReach.probes).toEqual(oldReach.probes);
        },
      ),
      { numRuns: RUNS },
    );
    expect(legal).toBeGreaterThan(5);
  }, 30_000 + RUNS * 300);

  it('sight and cover', () => {
    let seen = 0;
    fc.assert(
      fc.property(
        fc.array(piece, { maxLength: 9 }),
        fc.array(figure, { minLength: 2, maxLength: 5 }),
        options,
        (pieces, figs, opts) => {
          const s = session(pieces, figs, opts);
          fc.pre(s !== undefined);
          const t = s!.ctx as Table;
          const ids = [...t.models.keys()];
          for (const a of ids) {
            for (const b of ids) {
              if (a === b) continue;
              const A = body(t, a, 'from'), B = body(t, b, 'to');
              const old = sightVerdict(t, A, B) as Record<string, unknown>;
              const now = ask(s!, { ask: 'sight', from: a, to: b }) as Record<string, unknown>;
              expect(pick(now, ['sight', 'mode', 'blockedBy'])).toEqual(pick(old, ['sight', 'mode', 'blockedBy']));
              if (old.sight) seen++;
              const oc = coverVerdict(t, A, B) as Record<string, unknown>;
              const nc = ask(s!, { ask: 'cover', attacker: a, target: b }) as Record<string, unknown>;
              expect(pick(nc, ['cover', 'sight', 'coverFrom'])).toEqual(pick(oc, ['cover', 'sight', 'coverFrom']));
            }
          }
        },
      ),
      { numRuns: RUNS },
    );
    expect(seen).toBeGreaterThan(10);
  }, 30_000 + RUNS * 300);
});
