/**
 * Properties the terrain rules promise on any table: top-down sight is symmetric, a move's path adds up to
 * its cost within the budget, reach only grows with the budget, a push never ends inside impassable terrain.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ask, loadScenarioObject, type Session } from '../../api.js';
import { HighgroundError } from '../../errors.js';
import { circlePolygonContact } from '../../geometry/plane/index.js';
import type { Table } from './context.js';

const SIZE = 24;
const coord = fc.integer({ min: 2, max: 44 }).map((n) => n / 2);

const rect = (kinds: readonly string[]) =>
  fc.record({
    kind: fc.constantFrom(...kinds),
    x: fc.integer({ min: 1, max: 40 }).map((n) => n / 2),
    y: fc.integer({ min: 1, max: 40 }).map((n) => n / 2),
    w: fc.integer({ min: 1, max: 10 }).map((n) => n / 2),
    h: fc.integer({ min: 1, max: 10 }).map((n) => n / 2),
    ht: fc.integer({ min: 0, max: 4 }),
  });

interface Fig {
  x: number;
  y: number;
  ht?: number;
  wk?: number;
  unimpeded?: boolean;
}

function session(pieces: { kind: string; x: number; y: number; w: number; h: number; ht?: number }[], figures: Record<string, Fig>): Session | undefined {
  try {
    return loadScenarioObject({
      format: 'highground/1',
      ruleset: 'malifaux',
      map: {
        grid: 'table',
        size: [SIZE, SIZE],
        pieces: pieces.map((p, i) => ({ id: `p${i}`, kind: p.kind, shape: { rect: [p.x, p.y, p.w, p.h] }, ...(p.ht !== undefined ? { ht: p.ht } : {}) })),
      },
      figures: Object.fromEntries(
        Object.entries(figures).map(([id, f]) => [id, { at: [f.x, f.y], ht: f.ht ?? 2, wk: f.wk ?? 5, ...(f.unimpeded ? { unimpeded: true } : {}) }]),
      ),
    });
  } catch (e) {
    if (e instanceof HighgroundError) return undefined; // a figure off the table or inside a piece
    throw e;
  }
}

describe('malifaux properties', () => {
  it('top-down sight is symmetric (no vantage points, default sight-height)', () => {
    const seen = { yes: 0, no: 0 };
    fc.assert(
      fc.property(
        fc.array(rect(['obstacle', 'wall', 'forest', 'fence', 'caustic']), { maxLength: 5 }),
        fc.tuple(coord, coord, coord, coord, coord, coord),
        fc.tuple(fc.integer({ min: 1, max: 3 }), fc.integer({ min: 1, max: 3 }), fc.integer({ min: 1, max: 3 })),
        (pieces, [ax, ay, bx, by, cx, cy], [ha, hb, hc]) => {
          const s = session(pieces.map((p) => ({ ...p, ht: p.kind === 'wall' || p.kind === 'fence' ? undefined : p.ht + 1 })), {
            A: { x: ax, y: ay, ht: ha },
            B: { x: bx, y: by, ht: hb },
            C: { x: cx, y: cy, ht: hc },
          });
          fc.pre(s !== undefined);
          const ab = ask(s!, { ask: 'sight', from: 'A', to: 'B' });
          const ba = ask(s!, { ask: 'sight', from: 'B', to: 'A' });
          expect(ab.mode).toBe('top-down');
          expect(ab.sight).toBe(ba.sight);
          seen[ab.sight ? 'yes' : 'no']++;
        },
      ),
      { numRuns: 150 },
    );
    expect(seen.yes).toBeGreaterThan(10);
    expect(seen.no).toBeGreaterThan(3);
  });

  it('a legal move costs the sum of its steps, within the budget, each walk at least as long as the ground covered', () => {
    let legal = 0;
    let bent = 0;
    fc.assert(
      fc.property(
        fc.array(rect(['obstacle', 'rough', 'fence', 'deep-water', 'trapped']), { minLength: 1, maxLength: 5 }),
        fc.tuple(coord, coord, coord, coord),
        fc.integer({ min: 4, max: 30 }),
        fc.boolean(),
        (pieces, [ax, ay, tx, ty], budget, unimpeded) => {
          const s = session(pieces, { A: { x: ax, y: ay, wk: budget, unimpeded } });
          fc.pre(s !== undefined);
          const v = ask(s!, { ask: 'move', figure: 'A', to: [tx, ty] });
          if (!v.legal) return;
          legal++;
          const path = v.path as { at: [number, number]; cost: number; step: string }[];
          if (path.length > 2) bent++;
          expect(path[0]!.cost).toBe(0);
          expect(path[path.length - 1]!.cost).toBeCloseTo(v.cost as number, 3);
          expect(v.cost as number).toBeLessThanOrEqual(budget + 1e-6);
          expect((v.left as number) + (v.cost as number)).toBeCloseTo(budget, 3);
          for (let i = 1; i < path.length; i++) {
            const d = Math.hypot(path[i]!.at[0] - path[i - 1]!.at[0], path[i]!.at[1] - path[i - 1]!.at[1]);
            const inc = path[i]!.cost - path[i - 1]!.cost;
            expect(inc).toBeGreaterThanOrEqual(d - 1e-3);
            // At most double (severe) plus 1" for each fence entered.
            if (path[i]!.step === 'walk') expect(inc).toBeLessThanOrEqual((unimpeded ? 1 : 2) * d + pieces.length + 1e-3);
          }
        },
      ),
      { numRuns: 120 },
    );
    expect(legal).toBeGreaterThan(5);
    expect(bent).toBeGreaterThan(0);
  });

  it('reach only grows with the budget, and costs do not change', () => {
    fc.assert(
      fc.property(
        fc.array(rect(['obstacle', 'rough', 'fence']), { maxLength: 3 }),
        fc.tuple(coord, coord),
        fc.integer({ min: 1, max: 4 }),
        fc.integer({ min: 1, max: 3 }),
        (pieces, [ax, ay], b1, extra) => {
          const s = session(pieces, { A: { x: ax, y: ay } });
          fc.pre(s !== undefined);
          const small = ask(s!, { ask: 'reach', figure: 'A', budget: b1 }).cells as { at: [number, number]; level: number; cost: number }[];
          const big = ask(s!, { ask: 'reach', figure: 'A', budget: b1 + extra }).cells as { at: [number, number]; level: number; cost: number }[];
          const bigMap = new Map(big.map((c) => [`${c.at}|${c.level}`, c.cost]));
          for (const c of small) {
            expect(bigMap.has(`${c.at}|${c.level}`)).toBe(true);
            expect(bigMap.get(`${c.at}|${c.level}`)).toBeCloseTo(c.cost, 6);
          }
          expect(big.length).toBeGreaterThanOrEqual(small.length);
        },
      ),
      { numRuns: 30 },
    );
  });

  it('a push never ends with the base overlapping an impassable piece or a linear obstacle, or off the table', () => {
    fc.assert(
      fc.property(
        fc.array(rect(['obstacle', 'building', 'deep-water', 'fence', 'rough', 'wall']), { maxLength: 5 }),
        fc.tuple(coord, coord),
        fc.tuple(fc.integer({ min: -10, max: 10 }), fc.integer({ min: -10, max: 10 })),
        fc.integer({ min: 1, max: 20 }).map((n) => n / 2),
        (pieces, [ax, ay], [dx, dy], distance) => {
          fc.pre(dx !== 0 || dy !== 0);
          const s = session(pieces.map((p) => ({ ...p, ht: undefined })), { A: { x: ax, y: ay } });
          fc.pre(s !== undefined);
          const v = ask(s!, { ask: 'push', figure: 'A', distance, direction: [dx, dy] });
          expect(v.moved as number).toBeLessThanOrEqual(distance + 1e-9);
          const t = s!.ctx as Table;
          const [x, y] = v.at as [number, number];
          // The reported place is rounded to 1/10000": shrink the base by that much.
          const disc = { c: { x, y }, r: t.models.get('A')!.r - 1e-4 };
          // The table's edge stops a push too: the base stays on the table.
          expect(Math.min(x - disc.r, y - disc.r, SIZE - x - disc.r, SIZE - y - disc.r)).toBeGreaterThanOrEqual(0);
          const level = v.level as number;
          for (const p of t.pieces) {
            if (!(p.solid || p.linear)) continue;
            // A model pushed along a roof stands on it; only taller pieces are in its way there.
            if (level > 0 && (p.linear || p.ht <= level)) continue;
            expect(circlePolygonContact(disc, p.poly), `${p.kind} ${p.id} at ${x},${y}`).not.toBe('overlap');
          }
        },
      ),
      { numRuns: 200 },
    );
  });
});
