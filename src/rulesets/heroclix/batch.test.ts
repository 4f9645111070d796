import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { ask, loadScenarioObject } from '../../api.js';
import { reachMap, viewshed, visibilityMatrix } from '../../batch.js';
import type { Ctx } from './context.js';
import { moveCost } from './batch.js';
import { HighgroundError } from '../../errors.js';

const TERRAIN = [[], [], [], ['blocking'], ['hindering'], ['water'], ['blocking', 'indoor']] as const;

/** Random maps up to `side` squares a side (arrays long enough for any size drawn), levels and terrain
 * codes drawn from the given arbitraries, up to `walls` walls and `figs` figures. */
function mapArbOf(o: { min: number; side: number; level: fc.Arbitrary<number>; terrain: fc.Arbitrary<number>; walls: number; figs: number }) {
  const n = o.side * o.side;
  return fc.record({
    w: fc.integer({ min: o.min, max: o.side }),
    h: fc.integer({ min: o.min, max: o.side }),
    level: fc.array(o.level, { minLength: n, maxLength: n }),
    terrain: fc.array(o.terrain, { minLength: n, maxLength: n }),
    walls: fc.array(fc.record({ i: fc.nat(), side: fc.constantFrom('north', 'south', 'east', 'west') }), { maxLength: o.walls }),
    figs: fc.array(fc.record({
      i: fc.nat(), side: fc.constantFrom('a', 'b'), size: fc.constantFrom('standard', 'standard', 'tiny', 'giant'),
      it: fc.subarray(['elevated', 'hindering', 'blocking', 'characters']), leap: fc.boolean(),
    }), { minLength: 1, maxLength: o.figs }),
    lofTouch: fc.constantFrom('clear', 'blocked'),
    greatSize: fc.constantFrom('current', 'any-level'),
  });
}

const mapArb = mapArbOf({ min: 2, side: 9, level: fc.integer({ min: 1, max: 3 }), terrain: fc.integer({ min: 0, max: TERRAIN.length - 1 }), walls: 6, figs: 5 });

type MapArgs = typeof mapArb extends fc.Arbitrary<infer T> ? T : never;

function scenarioOf(a: MapArgs, moveTo?: { id: string; at: [number, number] }) {
  const cells: Record<string, unknown>[] = [];
  const n = a.w * a.h;
  for (let i = 0; i < n; i++) {
    const walls = a.walls.filter((w) => w.i % n === i).map((w) => w.side);
    cells.push({ at: [i % a.w, Math.floor(i / a.w)], level: a.level[i]!, terrain: [...TERRAIN[a.terrain[i]!]!], ...(walls.length ? { walls } : {}) });
  }
  const figures: Record<string, Record<string, unknown>> = {};
  const used = new Set<number>();
  a.figs.forEach((f, k) => {
    const i = f.i % n;
    if (used.has(i) || a.terrain[i] === 3 || a.terrain[i] === 6) return;
    used.add(i);
    figures[`F${k}`] = { at: [i % a.w, Math.floor(i / a.w)], side: f.side, size: f.size, 'improved-targeting': f.it, ...(f.leap ? { 'leap-climb': true } : {}) };
  });
  if (moveTo) figures[moveTo.id] = { ...figures[moveTo.id]!, at: moveTo.at };
  return {
    format: 'highground/1', ruleset: 'heroclix', options: { lofTouch: a.lofTouch, greatSize: a.greatSize },
    map: { grid: 'square', size: [a.w, a.h], cells }, figures,
  };
}

/** A figure's viewshed, square by square, equals the sight question (code 1 clear, 2 hindered), and its list agrees. */
function expectViewshedIsSight(s: ReturnType<typeof loadScenarioObject>, id: string, W: number, H: number): void {
  const v = viewshed(s, id);
  let count = 0;
  for (let i = 0; i < W * H; i++) {
    const q = ask(s, { ask: 'sight', from: id, to: [i % W, Math.floor(i / W)] });
    const want = q.sight ? (q.hindered ? 2 : 1) : 0;
    if (want) count++;
    expect([id, i, v.seen[i]]).toEqual([id, i, want]);
  }
  expect(v.count).toBe(count);
  const fromList = new Uint8Array(W * H);
  v.visible.forEach((k, n) => { fromList[k] = v.visibleSeen[n]!; });
  expect(fromList).toEqual(v.seen);
}

describe('heroclix batch entries', () => {
  it('viewshed gives the sight question\'s answer from the figure to every square', () => {
    fc.assert(fc.property(mapArb, (a) => {
      const s = loadScenarioObject(scenarioOf(a));
      const ctx = s.ctx as Ctx;
      for (const f of ctx.figures) {
        const v = viewshed(s, f.id);
        for (let i = 0; i < a.w * a.h; i++) {
          const q = ask(s, { ask: 'sight', from: f.id, to: [i % a.w, Math.floor(i / a.w)] });
          expect([i, v.seen[i]]).toEqual([i, q.sight ? (q.hindered ? 2 : 1) : 0]);
        }
      }
    }), { numRuns: 150 });
  });

  it('viewshed agrees with the sight question on a larger open map (where shadows skip lines)', () => {
    fc.assert(fc.property(fc.integer({ min: 0, max: 1e9 }), fc.constantFrom('clear', 'blocked'), (seed, lofTouch) => {
      let r = seed;
      const rnd = () => ((r = (r * 1103515245 + 12345) % 2147483648) / 2147483648);
      const W = 24, H = 24;
      const cells: Record<string, unknown>[] = [];
      for (let i = 0; i < W * H; i++) {
        const x = i % W, y = Math.floor(i / W);
        const lvl = x > 14 && y > 14 ? 2 : 1;
        const t = rnd() < 0.15 ? ['blocking'] : rnd() < 0.05 ? ['hindering'] : [];
        cells.push({ at: [x, y], level: lvl, terrain: (x === 11 && y === 11) || (x === 13 && y === 9) ? [] : t });
      }
      const s = loadScenarioObject({ format: 'highground/1', ruleset: 'heroclix', options: { lofTouch }, map: { grid: 'square', size: [W, H], cells }, figures: { A: { at: [11, 11] }, B: { at: [13, 9] } } });
      const v = viewshed(s, 'A');
      for (let i = 0; i < W * H; i++) {
        const q = ask(s, { ask: 'sight', from: 'A', to: [i % W, Math.floor(i / W)] });
        expect([i, v.seen[i]]).toEqual([i, q.sight ? (q.hindered ? 2 : 1) : 0]);
      }
    }), { numRuns: 25 });
  });

  it('viewshed agrees with the sight question on larger maps with levels, walls, characters and both lofTouch readings', () => {
    // Plateaus (so targets above, below and level with the viewer), blocking and hindering terrain, walls,
    // characters of every size with Improved Targeting: every square from every character.
    const arb = fc.record({
      w: fc.integer({ min: 8, max: 18 }),
      h: fc.integer({ min: 8, max: 18 }),
      seed: fc.integer({ min: 0, max: 1e9 }),
      block: fc.constantFrom(0.05, 0.15, 0.3),
      hinder: fc.constantFrom(0, 0.1, 0.25),
      plateaus: fc.integer({ min: 0, max: 5 }),
      walls: fc.integer({ min: 0, max: 40 }),
      figs: fc.array(fc.record({
        size: fc.constantFrom('standard', 'standard', 'tiny', 'giant', 'colossal'),
        it: fc.subarray(['elevated', 'hindering', 'blocking', 'characters']),
      }), { minLength: 1, maxLength: 4 }),
      lofTouch: fc.constantFrom('clear', 'blocked'),
      greatSize: fc.constantFrom('current', 'any-level'),
    });
    fc.assert(fc.property(arb, (a) => {
      let r = a.seed;
      const rnd = () => ((r = (r * 1103515245 + 12345) % 2147483648) / 2147483648);
      const { w: W, h: H } = a;
      const level = new Array<number>(W * H).fill(1);
      for (let k = 0; k < a.plateaus; k++) {
        const pw = 2 + Math.floor(rnd() * 6), ph = 2 + Math.floor(rnd() * 6);
        const x0 = Math.floor(rnd() * (W - 1)), y0 = Math.floor(rnd() * (H - 1));
        const L = 2 + Math.floor(rnd() * 3);
        for (let y = y0; y < Math.min(H, y0 + ph); y++) for (let x = x0; x < Math.min(W, x0 + pw); x++) level[y * W + x] = L;
      }
      const terrain = Array.from({ length: W * H }, () => (rnd() < a.block ? ['blocking'] : rnd() < a.hinder ? ['hindering'] : []));
      const walls = new Map<number, string[]>();
      for (let k = 0; k < a.walls; k++) {
        const i = Math.floor(rnd() * W * H);
        walls.set(i, [...(walls.get(i) ?? []), ['north', 'south', 'east', 'west'][Math.floor(rnd() * 4)]!]);
      }
      const cells = level.map((L, i) => ({ at: [i % W, Math.floor(i / W)], level: L, terrain: terrain[i]!, ...(walls.has(i) ? { walls: walls.get(i) } : {}) }));
      const figures: Record<string, Record<string, unknown>> = {};
      const used = new Set<number>();
      a.figs.forEach((f, k) => {
        const i = Math.floor(rnd() * W * H);
        if (used.has(i)) return;
        used.add(i);
        cells[i]!.terrain = rnd() < 0.3 ? ['hindering'] : [];
        figures[`F${k}`] = { at: [i % W, Math.floor(i / W)], size: f.size, 'improved-targeting': f.it };
      });
      const s = loadScenarioObject({
        format: 'highground/1', ruleset: 'heroclix', options: { lofTouch: a.lofTouch, greatSize: a.greatSize },
        map: { grid: 'square', size: [W, H], cells }, figures,
      });
      for (const id of Object.keys(figures)) {
        expectViewshedIsSight(s, id, W, H);
      }
    }), { numRuns: 60 });
  });

  it('viewshed agrees with the sight question along diagonals and seams between shadows', () => {
    // Sparse single blockers on an open map make lines that slip exactly between two shadows (through a grid
    // corner) or along a diagonal; walls on the corners' edges decide some of them.
    fc.assert(fc.property(fc.integer({ min: 0, max: 1e9 }), fc.constantFrom('clear', 'blocked'), fc.boolean(), (seed, lofTouch, withWalls) => {
      let r = seed;
      const rnd = () => ((r = (r * 1103515245 + 12345) % 2147483648) / 2147483648);
      const W = 21, H = 21;
      const cells = Array.from({ length: W * H }, (_, i) => {
        const x = i % W, y = Math.floor(i / W);
        const t = (x !== 10 || y !== 10) && rnd() < 0.08 ? ['blocking'] : [];
        const walls = withWalls && rnd() < 0.06 ? [['north', 'south', 'east', 'west'][Math.floor(rnd() * 4)]!] : undefined;
        return { at: [x, y], level: (x + y) % 7 === 0 && rnd() < 0.3 ? 2 : 1, terrain: t, ...(walls ? { walls } : {}) };
      });
      cells[10 * W + 10]!.level = 1;
      const s = loadScenarioObject({ format: 'highground/1', ruleset: 'heroclix', options: { lofTouch }, map: { grid: 'square', size: [W, H], cells }, figures: { A: { at: [10, 10] } } });
      const v = viewshed(s, 'A');
      for (let i = 0; i < W * H; i++) {
        const q = ask(s, { ask: 'sight', from: 'A', to: [i % W, Math.floor(i / W)] });
        expect([i, v.seen[i]]).toEqual([i, q.sight ? (q.hindered ? 2 : 1) : 0]);
      }
    }), { numRuns: 40 });
  });

  it('viewshed agrees with the sight question on open maps of buildings, rooftops and hindering patches (long stretches of equal squares, told as runs)', () => {
    // The sweep steps over a stretch of equal clear squares in one go where F is one value there: big
    // rectangles of blocking, raised or hindering squares leave long stretches between them, and viewers on
    // the ground and on a roof see across several levels, so stretches end at F's breakpoints, at a level
    // change and at the map's edge.
    fc.assert(fc.property(fc.integer({ min: 0, max: 1e9 }), fc.constantFrom('clear', 'blocked'), fc.integer({ min: 12, max: 40 }), fc.integer({ min: 12, max: 40 }), (seed, lofTouch, W, H) => {
      let r = seed;
      const rnd = () => ((r = (r * 1103515245 + 12345) % 2147483648) / 2147483648);
      const level = new Array<number>(W * H).fill(1);
      const terrain: string[][] = Array.from({ length: W * H }, () => []);
      for (let k = Math.floor(rnd() * 7); k > 0; k--) {
        const w = 2 + Math.floor(rnd() * 8), h = 2 + Math.floor(rnd() * 8);
        const x0 = Math.floor(rnd() * W), y0 = Math.floor(rnd() * H);
        const kind = rnd();
        for (let y = y0; y < Math.min(H, y0 + h); y++) for (let x = x0; x < Math.min(W, x0 + w); x++) {
          const i = y * W + x;
          if (kind < 0.35) terrain[i] = ['blocking'];
          else if (kind < 0.6) terrain[i] = ['hindering'];
          else level[i] = kind < 0.8 ? 2 : 3;
        }
      }
      const at = (): [number, number] => [Math.floor(rnd() * W), Math.floor(rnd() * H)];
      const a = at(), b = at();
      for (const [x, y] of [a, b]) terrain[y * W + x] = [];
      const cells = level.map((L, i) => ({ at: [i % W, Math.floor(i / W)], level: L, terrain: terrain[i]! }));
      const s = loadScenarioObject({ format: 'highground/1', ruleset: 'heroclix', options: { lofTouch }, map: { grid: 'square', size: [W, H], cells }, figures: { A: { at: a }, ...(a[0] !== b[0] || a[1] !== b[1] ? { B: { at: b } } : {}) } });
      for (const id of Object.keys(s.scenario.figures ?? {})) {
        expectViewshedIsSight(s, id, W, H);
      }
    }), { numRuns: 40 });
  });

  it('viewshed agrees with the sight question with 16 levels (more rule sets than one sweep holds)', () => {
    const W = 9, H = 9;
    const cells = Array.from({ length: W * H }, (_, i) => ({ at: [i % W, Math.floor(i / W)], level: 1 + ((i * 5) % 16), terrain: i % 7 === 3 ? ['hindering'] : i % 11 === 4 ? ['blocking'] : [] }));
    for (const at of [[4, 4], [0, 0], [8, 3]] as const) {
      const bAt = [(at[0] + 3) % W, (at[1] + 5) % H] as const;
      cells[at[1] * W + at[0]]!.terrain = []; cells[bAt[1] * W + bAt[0]]!.terrain = [];
      const s = loadScenarioObject({ format: 'highground/1', ruleset: 'heroclix', map: { grid: 'square', size: [W, H], cells }, figures: { A: { at }, B: { at: [(at[0] + 3) % W, (at[1] + 5) % H], 'improved-targeting': ['elevated'] } } });
      for (const id of ['A', 'B']) {
        const v = viewshed(s, id);
        for (let i = 0; i < W * H; i++) {
          const q = ask(s, { ask: 'sight', from: id, to: [i % W, Math.floor(i / W)] });
          expect([id, i, v.seen[i]]).toEqual([id, i, q.sight ? (q.hindered ? 2 : 1) : 0]);
        }
      }
    }
  });

  it('viewshed asked again from the same figure answers as the first; answers held side by side keep their own squares; an unknown id or another session is checked again', () => {
    // The answers are stretches of one shared arena (bounds, not views): many answers kept at once, from two
    // sessions, must each read as the sight question.
    const W = 14, H = 11;
    const cells = Array.from({ length: W * H }, (_, i) => ({ at: [i % W, Math.floor(i / W)], level: 1 + ((i * 7) % 3), terrain: i % 9 === 4 ? ['blocking'] : i % 13 === 6 ? ['hindering'] : [] }));
    for (const i of [3 * W + 2, 7 * W + 10]) cells[i]!.terrain = [];
    const data = { format: 'highground/1', ruleset: 'heroclix', map: { grid: 'square', size: [W, H], cells }, figures: { A: { at: [2, 3] }, B: { at: [10, 7] } } } as const;
    const s1 = loadScenarioObject(data), s2 = loadScenarioObject({ ...data, figures: { A: { at: [10, 7] }, B: { at: [2, 3] } } });
    const kept = [];
    // (1,500 answers: past the first arena chunk, so some are kept in an older chunk than the next ones.)
    for (let k = 0; k < 1500; k++) kept.push({ s: k % 3 === 2 ? s2 : s1, id: k % 5 < 3 ? 'A' : 'B', v: viewshed(k % 3 === 2 ? s2 : s1, k % 5 < 3 ? 'A' : 'B') });
    expect(() => viewshed(s1, 'C')).toThrow(/no figure "C"/);
    viewshed(s1, 'A');
    expect(() => viewshed(s1, 'C')).toThrow(/no figure "C"/);
    expect(() => viewshed(s1, '')).toThrow(HighgroundError);
    const want = new Map<string, Uint8Array>();
    for (const { s, id, v } of kept) {
      const key = `${s === s1 ? 1 : 2}${id}`;
      let w = want.get(key);
      if (!w) {
        w = new Uint8Array(W * H);
        for (let i = 0; i < W * H; i++) { const q = ask(s, { ask: 'sight', from: id, to: [i % W, Math.floor(i / W)] }); w[i] = q.sight ? (q.hindered ? 2 : 1) : 0; }
        want.set(key, w);
      }
      expect([key, v.seen]).toEqual([key, w]);
    }
    expect(kept[0]!.v.seen).not.toEqual(kept[2]!.v.seen);
  });

  it('the line-of-fire matrix gives the sight question\'s answers, and stays right when a figure moves', () => {
    fc.assert(fc.property(mapArb, fc.nat(), fc.nat(), (a, which, where) => {
      const s = loadScenarioObject(scenarioOf(a));
      const m = visibilityMatrix(s);
      const check = (session: typeof s) => {
        const ids = m.ids;
        for (let i = 0; i < ids.length; i++) {
          for (let j = 0; j < ids.length; j++) {
            if (i === j) continue;
            const q = ask(session, { ask: 'sight', from: ids[i]!, to: ids[j]! });
            expect([ids[i], ids[j], m.sight[i * ids.length + j], m.hindered![i * ids.length + j]]).toEqual([ids[i], ids[j], q.sight ? 1 : 0, q.hindered ? 1 : 0]);
          }
        }
      };
      check(s);
      if (m.ids.length === 0) return;
      const id = m.ids[which % m.ids.length]!;
      const n = a.w * a.h;
      const at: [number, number] = [(where % n) % a.w, Math.floor((where % n) / a.w)];
      let moved;
      try {
        moved = loadScenarioObject(scenarioOf(a, { id, at }));
      } catch {
        expect(() => m.move(id, at)).toThrow();
        check(s);
        return;
      }
      m.move(id, at);
      check(moved);
    }), { numRuns: 150 });
  });

  it('reachMap gives the reach question\'s squares and costs', () => {
    fc.assert(fc.property(mapArb, fc.integer({ min: 0, max: 12 }), (a, budget) => {
      const s = loadScenarioObject(scenarioOf(a));
      const ctx = s.ctx as Ctx;
      for (const f of ctx.figures) {
        const q = ask(s, { ask: 'reach', figure: f.id, budget });
        const m = reachMap(s, f.id, { budget });
        expect(m.budget).toBe(q.budget);
        const want = new Int32Array(a.w * a.h).fill(-1);
        for (const c of q.cells as { at: [number, number]; cost: number }[]) want[c.at[1] * a.w + c.at[0]] = c.cost;
        expect(m.cost).toEqual(want);
      }
    }), { numRuns: 150 });
  });

  it('moveCost gives the move question\'s cost', () => {
    fc.assert(fc.property(mapArb, fc.nat(), (a, where) => {
      const s = loadScenarioObject(scenarioOf(a));
      const ctx = s.ctx as Ctx;
      const n = a.w * a.h;
      const to = where % n;
      for (const f of ctx.figures) {
        const q = ask(s, { ask: 'move', figure: f.id, to: [to % a.w, Math.floor(to / a.w)], budget: 1000 });
        expect(moveCost(ctx, f, to)).toBe(q.legal ? q.cost : Infinity);
      }
    }), { numRuns: 200 });
  });

  it('moveCost gives the move question\'s cost to every square in turn on one session (the search\'s scratch is reset between searches)', () => {
    fc.assert(fc.property(mapArb, (a) => {
      const s = loadScenarioObject(scenarioOf(a));
      const ctx = s.ctx as Ctx;
      const f = ctx.figures[0];
      if (!f) return;
      for (let to = 0; to < a.w * a.h; to++) {
        const q = ask(s, { ask: 'move', figure: f.id, to: [to % a.w, Math.floor(to / a.w)], budget: 1000 });
        expect([to, moveCost(ctx, f, to)]).toEqual([to, q.legal ? q.cost : Infinity]);
      }
    }), { numRuns: 30 });
  });

  it('moveCost gives the move question\'s cost on larger maps crowded with blocking squares, walls, levels and characters (its search skips a square\'s steps into squares its parent reaches directly)', () => {
    // Up to 22 x 22 (arrays long enough for any size drawn): the pruned steps of aStar must never drop the
    // last step of a cheapest path, around corners, up and down levels, through hindering stops and zones.
    // Mostly open ground on one level (where the pruning skips most), with blocking, hindering, water and rises.
    const bigArb = mapArbOf({ min: 6, side: 22, level: fc.constantFrom(1, 1, 1, 1, 1, 2, 3), terrain: fc.constantFrom(0, 0, 0, 0, 0, 0, 3, 3, 4, 5, 6), walls: 30, figs: 6 });
    fc.assert(fc.property(bigArb, fc.array(fc.nat(), { minLength: 6, maxLength: 6 }), (a, wheres) => {
      const s = loadScenarioObject(scenarioOf(a));
      const ctx = s.ctx as Ctx;
      const f = ctx.figures[0];
      if (!f) return;
      for (const where of wheres) {
        const to = where % (a.w * a.h);
        const q = ask(s, { ask: 'move', figure: f.id, to: [to % a.w, Math.floor(to / a.w)], budget: 100000 });
        expect([to, moveCost(ctx, f, to)]).toEqual([to, q.legal ? q.cost : Infinity]);
      }
    }), { numRuns: 60 });
  });

  it('moveCost gives the move question\'s cost on crowded open maps like the path bench\'s, from and to random squares (every neighbour of a state unseen, open or closed by turns)', () => {
    // 20-48 squares a side, 0-45 % blocking squares and nothing else: the case the search's table of a
    // neighbour's place in the open list (KE) and its inline steps serve; the goal and start drawn anywhere.
    const arb = fc.record({ w: fc.integer({ min: 20, max: 48 }), h: fc.integer({ min: 20, max: 48 }), frac: fc.integer({ min: 0, max: 45 }), seed: fc.nat(), from: fc.nat(), tos: fc.array(fc.nat(), { minLength: 4, maxLength: 4 }) });
    fc.assert(fc.property(arb, ({ w, h, frac, seed, from, tos }) => {
      let r = seed >>> 0;
      const rand = () => { r = (Math.imul(r, 1664525) + 1013904223) >>> 0; return r / 2 ** 32; };
      const at = from % (w * h);
      const rows: string[] = [];
      for (let y = 0; y < h; y++) {
        const row: string[] = [];
        for (let x = 0; x < w; x++) row.push(y * w + x !== at && rand() * 100 < frac ? '#' : '.');
        rows.push(row.join(' '));
      }
      const s = loadScenarioObject({
        format: 'highground/1', ruleset: 'heroclix',
        map: { grid: 'square', rows: rows.join('\n'), legend: { '.': {}, '#': { terrain: 'blocking' } } },
        figures: { A: { at: [at % w, Math.floor(at / w)] } },
      });
      const ctx = s.ctx as Ctx;
      const f = ctx.figures[0]!;
      for (const t of tos) {
        const to = t % (w * h);
        const q = ask(s, { ask: 'move', figure: 'A', to: [to % w, Math.floor(to / w)], budget: 100000 });
        expect([to, moveCost(ctx, f, to)]).toEqual([to, q.legal ? q.cost : Infinity]);
      }
    }), { numRuns: 60 });
  });

  it('moveCost gives the move question\'s cost on a map whose search outgrows its first open stacks (hindering stops and an opponent\'s zone on the way)', () => {
    // A wall across the map but for its last row: a move to the far side floods the near half first.
    const W = 120, H = 120;
    const cells: Record<string, unknown>[] = [];
    for (let y = 0; y < H - 1; y++) cells.push({ at: [60, y], terrain: ['blocking'] });
    for (let k = 0; k < 40; k++) cells.push({ at: [(k * 37) % 58 + 1, (k * 53) % 110 + 5], terrain: ['hindering'] });
    const s = loadScenarioObject({
      format: 'highground/1', ruleset: 'heroclix', map: { grid: 'square', size: [W, H], cells },
      figures: { A: { at: [0, 0], speed: 6 }, B: { at: [100, 60], side: 'blue' } },
    });
    const ctx = s.ctx as Ctx;
    const f = ctx.figures.find((x) => x.id === 'A')!;
    const got: number[] = [], want: number[] = [];
    for (const to of [[119, 0], [59, 0], [61, 118], [100, 62]] as [number, number][]) {
      const q = ask(s, { ask: 'move', figure: 'A', to, budget: 100000 });
      want.push(q.legal ? (q.cost as number) : Infinity);
      got.push(moveCost(ctx, f, to[1] * W + to[0]));
    }
    expect(got).toEqual(want);
    expect(want).toEqual([238, 59, 120, 176]);
  });

  it('moveCost lets a character that starts next to an opponent break away from it, as move does (hcx.base.break-away)', () => {
    const s = loadScenarioObject({
      format: 'highground/1', ruleset: 'heroclix',
      map: { grid: 'square', rows: '. . . . .\n. . . . .\n. . . . .', legend: { '.': {} } },
      figures: { A: { at: [0, 1], side: 'red', speed: 6 }, B: { at: [1, 1], side: 'blue', speed: 6 } },
    });
    const ctx = s.ctx as Ctx;
    const q = ask(s, { ask: 'move', figure: 'A', to: [3, 0] });
    expect(q.legal).toBe(true);
    expect(q.cost).toBe(3);
    expect(moveCost(ctx, ctx.figures.find((f) => f.id === 'A')!, 3)).toBe(3);
  });
});

describe('heroclix line of fire through a grid corner', () => {
  it('with lofTouch clear takes the less restrictive side: hindering on one side, blocking on the other, is hindered', () => {
    // A at [0, 0] to B at [2, 2] passes exactly through the corners between [1, 0] / [0, 1] and [2, 1] / [1, 2].
    const s = loadScenarioObject({
      format: 'highground/1', ruleset: 'heroclix', options: { lofTouch: 'clear' },
      map: { grid: 'square', size: [3, 3], cells: [{ at: [1, 0], terrain: 'hindering' }, { at: [0, 1], terrain: 'blocking' }] },
      figures: { A: { at: [0, 0] }, B: { at: [2, 2] } },
    });
    const v = ask(s, { ask: 'sight', from: 'A', to: 'B' });
    expect([v.sight, v.hindered]).toEqual([true, true]);
    expect(viewshed(s, 'A').seen[8]).toBe(2);
  });
});
