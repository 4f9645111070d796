/**
 * Issue 13: circles are exact in the route choice too (tangent-graph.ts), not only in the measure of the route
 * the polygon search chose (taut.ts).
 */
import { describe, expect, it } from 'vitest';
import { ask, loadScenarioObject } from '../../api.js';
import { commonTangents } from '../../geometry/plane/index.js';

const R30 = 15 / 25.4;

function table(pieces: object[], figures: object) {
  return loadScenarioObject({ format: 'highground/1', ruleset: 'malifaux', map: { grid: 'table', size: [30, 30], pieces }, figures });
}

/** Exact length from a round a circle (centre c, radius R) to b, turning one way (side 1) or the other (-1). */
function around(a: number[], b: number[], c: number[], R: number, side: number): number {
  const da = Math.hypot(a[0]! - c[0]!, a[1]! - c[1]!), db = Math.hypot(b[0]! - c[0]!, b[1]! - c[1]!);
  const angA = Math.atan2(a[1]! - c[1]!, a[0]! - c[0]!), angB = Math.atan2(b[1]! - c[1]!, b[0]! - c[0]!);
  let sweep = side > 0 ? angA - angB : angB - angA;
  while (sweep < 0) sweep += 2 * Math.PI;
  while (sweep > 2 * Math.PI) sweep -= 2 * Math.PI;
  return Math.sqrt(da * da - R * R) + Math.sqrt(db * db - R * R) + R * (sweep - Math.acos(R / da) - Math.acos(R / db));
}

describe('mfx.trait.impassable: the route is chosen on the true circles', () => {
  // A 1" round obstacle almost on the line from A to B (6" long, at 0.05 rad), its centre 0.0001" right of it:
  // the way past its left is 0.00021" shorter than past its right, less than the 0.01" the 64-gon standing in
  // for the grown circle may add per bend; the polygon search went right (6.86506"), the tangent graph goes left.
  const rot = 0.05, off = -0.0001;
  const ux = Math.cos(rot), uy = Math.sin(rot);
  const A: [number, number] = [10 - 3 * ux, 10 - 3 * uy], B: [number, number] = [10 + 3 * ux, 10 + 3 * uy];
  const C = [10 - uy * off, 10 + ux * off];
  const R = 1 + R30;
  const short = around(A, B, C, R, 1), long = around(A, B, C, R, -1);
  const s = table([{ id: 't', kind: 'obstacle', shape: { circle: [C[0], C[1], 1] } }], { A: { at: A } });

  it('the two ways differ by less than 0.01"', () => {
    expect(long - short).toBeGreaterThan(1e-4);
    expect(long - short).toBeLessThan(0.01);
  });

  it('mfx.trait.impassable: the shorter way, its exact length to 1e-6 (legal at it, refused a millionth under)', () => {
    const v = ask(s, { ask: 'move', figure: 'A', to: B, budget: short + 1e-7 });
    expect(v.legal).toBe(true);
    expect(v.cost).toBeCloseTo(short, 4);
    expect(ask(s, { ask: 'move', figure: 'A', to: B, budget: short - 1e-6 }).legal).toBe(false);
    // The obstacle's centre lies a hair right of the line A-B, so the shorter way passes left of it: the first
    // bend lies left of the line, on the grown circle.
    const p = (v.path as { at: [number, number] }[])[1]!.at;
    const side = (q: number[]) => (B[0]! - A[0]!) * (q[1]! - A[1]!) - (B[1]! - A[1]!) * (q[0]! - A[0]!);
    expect(side(C)).toBeLessThan(0);
    expect(side(p)).toBeGreaterThan(0);
    expect(Math.hypot(p[0] - C[0]!, p[1] - C[1]!)).toBeCloseTo(R, 4);
  });

  it('mfx.trait.impassable: reach chooses the shorter way too: the probe is reached at its exact cost (in at it, out a millionth under)', () => {
    const probe = (budget: number) => (ask(s, { ask: 'reach', figure: 'A', budget, probe: [B] }).probes as { reachable: boolean; cost: number | null }[])[0]!;
    const at = probe(short + 1e-7);
    expect(at.reachable).toBe(true);
    expect(at.cost).toBeCloseTo(short, 4);
    expect(probe(short - 1e-6).reachable).toBe(false);
    // A sample point of the area is reached the same way: the point 0.5" past B on the line.
    const past: [number, number] = [B[0] + 0.5 * ux, B[1] + 0.5 * uy];
    const far = ask(s, { ask: 'reach', figure: 'A', budget: 8, probe: [past] }).probes as { cost: number }[];
    expect(far[0]!.cost).toBeCloseTo(around(A, past, C, R, 1), 4);
  });

  it('mfx.trait.impassable: the mirror image goes round the other side, at the same exact length', () => {
    const M = [10 + uy * off, 10 - ux * off];
    const m = table([{ id: 't', kind: 'obstacle', shape: { circle: [M[0], M[1], 1] } }], { A: { at: A } });
    const exact = around(A, B, M, R, -1);
    expect(exact).toBeCloseTo(short, 12);
    expect(ask(m, { ask: 'move', figure: 'A', to: B, budget: exact + 1e-7 }).legal).toBe(true);
    expect(ask(m, { ask: 'move', figure: 'A', to: B, budget: exact - 1e-6 }).legal).toBe(false);
  });

  it('mfx.trait.impassable: between two trees of different size, the gap or round the outside, whichever is shorter exactly', () => {
    // Two trees either side of the line; the way through the gap between them bends round both.
    const t2 = table(
      [
        { id: 'a', kind: 'obstacle', shape: { circle: [10, 11.9, 0.5] } },
        { id: 'b', kind: 'obstacle', shape: { circle: [14, 8.2, 0.75] } },
      ],
      { A: { at: [6, 10] } },
    );
    const v = ask(t2, { ask: 'move', figure: 'A', to: [18, 10], budget: 30 });
    // The straight line passes 1.9" and 1.8" from the centres: clear of both grown circles (1.09", 1.34").
    expect(v.cost).toBeCloseTo(12, 9);
  });
});

describe('common tangents', () => {
  it('two equal circles apart: four tangents, each touching both circles at a right angle to the radius', () => {
    const a = { c: { x: 0, y: 0 }, r: 1 }, b = { c: { x: 5, y: 1 }, r: 1.5 };
    const ts = commonTangents(a, b);
    expect(ts).toHaveLength(4);
    for (const [p, q] of ts) {
      expect(Math.hypot(p.x - a.c.x, p.y - a.c.y)).toBeCloseTo(a.r, 12);
      expect(Math.hypot(q.x - b.c.x, q.y - b.c.y)).toBeCloseTo(b.r, 12);
      const dx = q.x - p.x, dy = q.y - p.y;
      expect(dx * (p.x - a.c.x) + dy * (p.y - a.c.y)).toBeCloseTo(0, 10);
      expect(dx * (q.x - b.c.x) + dy * (q.y - b.c.y)).toBeCloseTo(0, 10);
    }
  });

  it('a point and a circle: two tangents; overlapping circles: only the two outer ones', () => {
    expect(commonTangents({ c: { x: 0, y: 0 }, r: 0 }, { c: { x: 3, y: 0 }, r: 1 })).toHaveLength(2);
    expect(commonTangents({ c: { x: 0, y: 0 }, r: 1 }, { c: { x: 1.5, y: 0 }, r: 1 })).toHaveLength(2);
  });
});

describe('mfx.trait.impassable: arcs are tested exactly, not at sample points', () => {
  // A tree, and a 30 mm model standing above it three millionths of an inch closer than a 30 mm base can pass
  // between them (the gap is 2r - 3e-6): the way over the tree would bend round it through that gap, along an
  // arc of the grown tree that the model's grown base cuts over a chord of a few thousandths, about the 0.002"
  // an arc used to be sampled at. A base passing would reach 1.5e-6" or more into the tree or the base, deeper
  // than base contact typed to six decimals allows (context.ts TOUCH, 1e-6: a gap only 1e-7 short is contact
  // on both sides, and open). The walker must go under the tree.
  const r = R30, Rc = 1 + r;
  const eps = 0.05;
  const A: [number, number] = [5, 10 + eps], B: [number, number] = [15, 10 + eps], C = [10, 10];
  const s = table([{ id: 't', kind: 'obstacle', shape: { circle: [10, 10, 1] } }], { W: { at: A }, M: { at: [10, 10 + Rc + 2 * r - 3e-6] } });
  const over = around(A, B, C, Rc, 1), under = around(A, B, C, Rc, -1);

  it('the way through the gap would be shorter', () => {
    expect(under - over).toBeGreaterThan(0.05);
  });

  it('mfx.trait.impassable: move goes under the tree, at its exact length', () => {
    const v = ask(s, { ask: 'move', figure: 'W', to: B, budget: under + 1e-7 });
    expect(v.legal).toBe(true);
    expect(v.cost).toBeCloseTo(under, 4);
    expect(ask(s, { ask: 'move', figure: 'W', to: B, budget: under - 1e-6 }).legal).toBe(false);
    for (const st of v.path as { at: [number, number] }[]) expect(st.at[1]).toBeLessThanOrEqual(10 + eps + 1e-9);
  });

  it('mfx.trait.impassable: reach agrees', () => {
    const probes = ask(s, { ask: 'reach', figure: 'W', budget: under + 1e-7, probe: [B] }).probes as { reachable: boolean; cost: number }[];
    expect(probes[0]!.reachable).toBe(true);
    expect(probes[0]!.cost).toBeCloseTo(under, 4);
  });
});

describe('mfx.trait.severe: a way round severe terrain bends on its true (grown) outline', () => {
  // The first test's table with the tree turned into a round patch of rough ground (severe): walking through it
  // costs double, so the way goes round it, touching it (base contact is not in it). The polygon standing in for
  // the grown patch made the way past its right look as short as the way past its left (they differ by 0.00021");
  // the tangent graph now holds the patch's true circle.
  const rot = 0.05, off = -0.0001;
  const ux = Math.cos(rot), uy = Math.sin(rot);
  const A: [number, number] = [10 - 3 * ux, 10 - 3 * uy], B: [number, number] = [10 + 3 * ux, 10 + 3 * uy];
  const C = [10 - uy * off, 10 + ux * off];
  const R = 1 + R30;
  const short = around(A, B, C, R, 1);
  const s = table([{ id: 'mud', kind: 'rough', shape: { circle: [C[0], C[1], 1] } }], { A: { at: A } });

  it('mfx.trait.severe: move goes round the patch the shorter way, at its exact length (legal at it, refused a millionth under)', () => {
    const v = ask(s, { ask: 'move', figure: 'A', to: B, budget: short + 1e-7 });
    expect(v.legal).toBe(true);
    expect(v.cost).toBeCloseTo(short, 4);
    expect(v.events).toEqual([]);
    expect(ask(s, { ask: 'move', figure: 'A', to: B, budget: short - 1e-6 }).legal).toBe(false);
  });

  it('mfx.trait.severe: reach agrees', () => {
    const probe = (budget: number) => (ask(s, { ask: 'reach', figure: 'A', budget, probe: [B] }).probes as { reachable: boolean }[])[0]!.reachable;
    expect(probe(short + 1e-7)).toBe(true);
    expect(probe(short - 1e-6)).toBe(false);
  });
});

describe('mfx.trait.impassable: reach never prices a place off a tangent point its search did not reach', () => {
  // Found by the movement property test after the tangent graph became lazy: a Ht 0 block's grown corners made
  // tangent nodes the search never settled, and their costs read as 0 (a grown array's zeros), so reach 7 priced
  // (13.5, 3.5) at 0.51" although the open straight walk from (15.5, 8.5) is sqrt(29) = 5.385".
  const s = loadScenarioObject({
    format: 'highground/1', ruleset: 'malifaux',
    map: { grid: 'table', size: [24, 24], pieces: [{ kind: 'building', shape: { rect: [12, 2, 1, 1] }, ht: 0 }] },
    figures: { A: { at: [15.5, 8.5], base: 30, ht: 1, side: 'red' }, B: { at: [1, 1], base: 30, ht: 1, side: 'blue' } },
  });
  it.each([6, 7, 12])('with budget %i every place costs at least its straight distance', (budget) => {
    const cells = ask(s, { ask: 'reach', figure: 'A', budget }).cells as { at: number[]; cost: number }[];
    const c = cells.find((x) => x.at[0] === 13.5 && x.at[1] === 3.5)!;
    expect(c.cost).toBeCloseTo(Math.sqrt(29), 3);
    for (const x of cells) expect(x.cost).toBeGreaterThanOrEqual(Math.hypot(x.at[0]! - 15.5, x.at[1]! - 8.5) - 1e-3);
  });
});
