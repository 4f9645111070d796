import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { ask, loadScenarioObject } from '../../api.js';
import { reachMap, viewshed } from '../../batch.js';
import type { Ctx } from './context.js';
import { reachCosts, sightClear, viewshedAt, viewshedSurfaces, Z } from './batch.js';

/** A random hex map: levels 0..6, a few obstacles and bridge decks, and 1-hex figures on two sides. */
const mapArb = fc.record({
  w: fc.integer({ min: 2, max: 7 }),
  h: fc.integer({ min: 2, max: 7 }),
  levels: fc.array(fc.integer({ min: 0, max: 6 }), { minLength: 49, maxLength: 49 }),
  extra: fc.array(fc.integer({ min: 0, max: 12 }), { minLength: 49, maxLength: 49 }),
  figs: fc.array(fc.record({ i: fc.nat(), kind: fc.constantFrom('human', 'dwarf', 'elf', 'hobbit'), side: fc.constantFrom('a', 'b'), prone: fc.boolean() }), { minLength: 1, maxLength: 4 }),
  broken: fc.constantFrom('off', 'dirt', 'dirt-and-rock'),
  tie: fc.constantFrom('both', 'either'),
});


function scenarioOf(a: { w: number; h: number; levels: number[]; extra: number[]; figs: { i: number; kind: string; side: string; prone: boolean }[]; broken: string; tie: string }) {
  const { w, h } = a;
  const cells: Record<string, unknown>[] = [];
  for (let i = 0; i < w * h; i++) {
    const x = i % w, y = Math.floor(i / w), L = a.levels[i]!, e = a.extra[i]!;
    const cell: Record<string, unknown> = { at: [x, y], level: L, terrain: e % 3 === 0 ? 'dirt' : 'grass' };
    if (e === 11) cell.obstacle = 2, cell.terrain = 'tree';
    if (e === 12) cells.push({ at: [x, y], stack: [{ level: L }, { level: L + 4 }] });
    else cells.push(cell);
  }
  const figures: Record<string, unknown> = {};
  const used = new Set<number>();
  a.figs.forEach((f, k) => {
    const i = f.i % (w * h);
    if (used.has(i) || a.extra[i] === 11) return;
    used.add(i);
    figures[`F${k}`] = { at: [i % w, Math.floor(i / w)], kind: f.kind, side: f.side, ...(f.prone ? { prone: true } : {}) };
  });
  return {
    format: 'highground/1', ruleset: 'tft-3d', options: { 'broken-ground': a.broken, 'hexside-tie': a.tie },
    map: { grid: 'hex', size: [w, h], cells }, figures,
  };
}

function load(a: Parameters<typeof scenarioOf>[0]) {
  try {
    return loadScenarioObject(scenarioOf(a));
  } catch {
    return undefined;
  }
}

describe('tft-3d batch entries', () => {
  it('viewshed gives the sight question\'s answer from the figure to every standing surface', () => {
    fc.assert(fc.property(mapArb, (a) => {
      const s = loadScenarioObject(scenarioOf(a));
      const ctx = s.ctx as Ctx;
      const t = ctx.terrain;
      for (const f of ctx.figures.values()) {
        const seen = viewshedSurfaces(ctx, f);
        for (const sf of t.surfaces) {
          const x = sf.place % t.width, y = Math.floor(sf.place / t.width);
          expect(seen[sf.id] === 1).toBe(ask(s, { ask: 'sight', from: f.id, to: [x, y, sf.level] }).sight);
        }
      }
    }), { numRuns: 60 });
  });

  it('tft.missile.line: viewshedAt gives the sight question\'s answer from a place (its top surface or a level given) to every standing surface', () => {
    fc.assert(fc.property(mapArb, fc.nat(), fc.integer({ min: -1, max: 3 }), (a, i, up) => {
      const s = loadScenarioObject(scenarioOf(a));
      const ctx = s.ctx as Ctx;
      const t = ctx.terrain;
      const p = i % (a.w * a.h);
      const top = t.surfaces[t.first[p + 1]! - 1]!.level;
      const level = up < 0 ? undefined : top + up;
      const seen = viewshedAt(ctx, p, level);
      const from = [p % a.w, Math.floor(p / a.w), level ?? top];
      for (const sf of t.surfaces) {
        const x = sf.place % t.width, y = Math.floor(sf.place / t.width);
        expect(seen[sf.id] === 1).toBe(ask(s, { ask: 'sight', from, to: [x, y, sf.level] }).sight);
      }
    }), { numRuns: 60, seed: 1717 });
  });

  it('tft.missile.line: viewshedAt on larger maps (blocks of places taken whole over the top tables) gives the exact walk\'s answer for every surface', () => {
    // Mostly low ground with scattered towers, trees and bridge decks: wide sectors are seen at once, the
    // rest split down to single places; every answer must be the line walk's (sightClear, which the test
    // above ties to the sight question).
    const bigArb = fc.record({
      w: fc.integer({ min: 8, max: 26 }),
      h: fc.integer({ min: 8, max: 22 }),
      cells: fc.array(fc.tuple(fc.integer({ min: 0, max: 2 }), fc.integer({ min: 0, max: 40 })), { minLength: 26 * 22, maxLength: 26 * 22 }),
      tie: fc.constantFrom('both', 'either'),
      viewers: fc.array(fc.tuple(fc.nat(), fc.integer({ min: -1, max: 9 })), { minLength: 1, maxLength: 3 }),
    });
    fc.assert(fc.property(bigArb, ({ w, h, cells, tie, viewers }) => {
      const list: Record<string, unknown>[] = [];
      for (let i = 0; i < w * h; i++) {
        const [L, e] = cells[i]!, at = [i % w, Math.floor(i / w)];
        if (e === 40) list.push({ at, stack: [{ level: L }, { level: L + 4 }] });
        else if (e >= 37) list.push({ at, level: L + 3 * (e - 36), terrain: 'grass' });
        else if (e === 36) list.push({ at, level: L, terrain: 'tree', obstacle: 2 });
        else list.push({ at, level: L, terrain: 'grass' });
      }
      const s = loadScenarioObject({ format: 'highground/1', ruleset: 'tft-3d', options: { 'hexside-tie': tie }, map: { grid: 'hex', size: [w, h], cells: list }, figures: {} });
      const ctx = s.ctx as Ctx;
      const t = ctx.terrain;
      // One buffer reused by every viewer (`into`), left full of the last answer and of ones at the start.
      const buf = new Uint8Array(t.surfaces.length).fill(1);
      for (const [i, up] of viewers) {
        const p = i % (w * h);
        const top = t.surfaces[t.first[p + 1]! - 1]!.level;
        const level = up < 0 ? undefined : top + up;
        const seen = viewshedAt(ctx, p, level);
        expect(viewshedAt(ctx, p, level, buf)).toBe(buf);
        expect(buf).toEqual(seen);
        expect(() => viewshedAt(ctx, p, level, new Uint8Array(t.surfaces.length + 1))).toThrow(/buffer holds .* standing surfaces/);
        const ay = Math.floor(p / w), aq = p % w - ((ay - (ay & 1)) >> 1);
        for (const sf of t.surfaces) {
          const by = Math.floor(sf.place / w), bq = sf.place % w - ((by - (by & 1)) >> 1);
          expect(seen[sf.id]).toBe(sightClear(ctx, aq, ay, ((level ?? top) + 3) * Z, bq, by, sf.level * Z + 2 * 3) ? 1 : 0);
        }
      }
    }), { numRuns: 60, seed: 1717 });
  });

  it('tft.missile.line: the public viewshed from a bare place (the viewshedAt hook) answers what the loop of sight questions answers', () => {
    fc.assert(fc.property(mapArb, fc.nat(), fc.integer({ min: -1, max: 3 }), (a, i, up) => {
      const s = loadScenarioObject(scenarioOf(a));
      const loop = { ...s, ruleset: { ...s.ruleset, batch: undefined } };
      const t = (s.ctx as Ctx).terrain;
      const p = i % (a.w * a.h);
      const at: [number, number] = [p % a.w, Math.floor(p / a.w)];
      const from = up < 0 ? { at } : { at, level: t.surfaces[t.first[p + 1]! - 1]!.level + up };
      const fast = viewshed(s, from), slow = viewshed(loop, from);
      expect([...fast.seen]).toEqual([...slow.seen]);
      expect([...fast.place]).toEqual([...slow.place]);
      expect([...fast.level]).toEqual([...slow.level]);
      // the hook's count and the list made on first read (the seen blocks counted as they are filled)
      expect(fast.count).toBe(slow.count);
      expect([...fast.visible]).toEqual([...slow.visible]);
      expect([...fast.visibleSeen]).toEqual([...slow.visibleSeen]);
    }), { numRuns: 60, seed: 1717 });
  });

  it('sightClear gives the sight question\'s answer between places', () => {
    fc.assert(fc.property(mapArb, fc.nat(), fc.nat(), fc.integer({ min: 0, max: 4 }), fc.integer({ min: 0, max: 4 }), (a, i, j, ha, hb) => {
      const s = loadScenarioObject(scenarioOf(a));
      const ctx = s.ctx as Ctx;
      const t = ctx.terrain;
      const p = i % (a.w * a.h), q = j % (a.w * a.h);
      const top = (k: number) => t.surfaces[t.first[k + 1]! - 1]!.level;
      const ax = p % a.w, ay = Math.floor(p / a.w), bx = q % a.w, by = Math.floor(q / a.w);
      const la = top(p) + ha, lb = top(q) + hb;
      const want = ask(s, { ask: 'sight', from: [ax, ay, la], to: [bx, by, lb] }).sight;
      const aq = ax - ((ay - (ay & 1)) >> 1), bq = bx - ((by - (by & 1)) >> 1);
      // A place stands for a figure of H 3 there: from its head, to its chest (two thirds up).
      expect(sightClear(ctx, aq, ay, (la + 3) * Z, bq, by, lb * Z + 2 * 3)).toBe(want);
    }), { numRuns: 300 });
  });

  it('reachCosts gives the reach question\'s places and costs', () => {
    fc.assert(fc.property(mapArb, fc.integer({ min: 0, max: 14 }), fc.boolean(), (a, budget, charge) => {
      const s = load(a);
      if (!s) return;
      const ctx = s.ctx as Ctx;
      const t = ctx.terrain;
      for (const f of ctx.figures.values()) {
        let v;
        try {
          v = ask(s, { ask: 'reach', figure: f.id, budget, charge });
        } catch {
          expect(() => reachCosts(ctx, f, { budget, charge })).toThrow();
          continue;
        }
        const r = reachCosts(ctx, f, { budget, charge });
        const got: string[] = [];
        for (const sf of t.surfaces) {
          if (r.cost[sf.id]! < 0) continue;
          got.push(`${sf.place % t.width},${Math.floor(sf.place / t.width)},${sf.level}:${r.cost[sf.id]}${r.risky[sf.id] ? 'r' : ''}`);
        }
        const want = (v.cells as { at: [number, number]; level: number; cost: number; risky?: boolean }[])
          .map((c) => `${c.at[0]},${c.at[1]},${c.level}:${c.cost}${c.risky ? 'r' : ''}`);
        expect(got.sort()).toEqual(want.sort());
      }
    }), { numRuns: 150 });
  });

  it('tft.multihex.three/four/seven: the public reachMap of a big figure lists what the reach question lists, overhanging and one-up fronts included', () => {
    // Plateaus and drops of 1 to 6 levels, where a giant's or dragon's front hex may end over a drop or one
    // level up (no surface at its base level there); the hook must list those ends, in the question's order.
    const bigFig = fc.record({ i: fc.nat(), kind: fc.constantFrom('giant', 'dragon', 'horseman'), facing: fc.integer({ min: 0, max: 5 }) });
    let fronts = 0;
    fc.assert(fc.property(fc.integer({ min: 3, max: 7 }), fc.integer({ min: 3, max: 6 }), fc.array(fc.constantFrom(0, 1, 2, 6), { minLength: 42, maxLength: 42 }), bigFig, fc.integer({ min: 1, max: 9 }), (w, h, levels, b, budget) => {
      const cells = [];
      for (let k = 0; k < w * h; k++) cells.push({ at: [k % w, Math.floor(k / w)], level: levels[k]! });
      const k = b.i % (w * h);
      let s;
      try {
        s = loadScenarioObject({ format: 'highground/1', ruleset: 'tft-3d', map: { grid: 'hex', size: [w, h], cells }, figures: { B: { at: [k % w, Math.floor(k / w)], kind: b.kind, facing: b.facing, ma: 10, side: 'a' } } });
      } catch {
        return; // no stance there
      }
      const loop = { ...s, ruleset: { ...s.ruleset, batch: undefined } };
      let want;
      try {
        want = reachMap(loop, 'B', { budget }).cells();
      } catch {
        expect(() => reachMap(s, 'B', { budget })).toThrow();
        return;
      }
      const got = reachMap(s, 'B', { budget }).cells();
      fronts += want.filter((c) => c.front).length;
      expect(got).toEqual(want);
      expect(want).toEqual(ask(s, { ask: 'reach', figure: 'B', budget }).cells);
    }), { numRuns: 120, seed: 1313 });
    expect(fronts, 'the random maps gave some overhanging or one-up fronts').toBeGreaterThan(0);
  });
});
