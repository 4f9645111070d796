/**
 * Issue 13: exact routes inside severe terrain. An arc of the tangent graph wholly inside severe terrain costs
 * double (taut.ts, arcFactor), as its tangent walks there do, so the tangent search is exact inside one field.
 */
import { describe, expect, it } from 'vitest';
import { ask, loadScenarioObject } from '../../api.js';

const R30 = 15 / 25.4;

/** A (30 mm base) at (8,12) round M (30 mm) at (14,12) to (20,12): tangents and the arc of radius 2 x R30. */
function roundM(): number {
  const R = 2 * R30, d = 6;
  const leg = Math.sqrt(d * d - R * R);
  return 2 * leg + R * (Math.PI - 2 * Math.acos(R / d));
}

function field(unimpeded: boolean, rect: number[] = [4, 4, 20, 16]) {
  return loadScenarioObject({
    format: 'highground/1',
    ruleset: 'malifaux',
    map: { grid: 'table', size: [36, 24], pieces: [{ id: 'field', kind: 'rough', shape: { rect } }] },
    figures: { A: { at: [8, 12], wk: 30, unimpeded }, M: { at: [14, 12] } },
  });
}

describe('mfx.trait.severe: a way round a model wholly inside one severe field is exact', () => {
  const exact = 2 * roundM();

  it('the expected value: 24.4665"', () => {
    expect(exact).toBeCloseTo(24.4665, 4);
  });

  it('mfx.trait.severe: move costs the tangent route doubled, to 1e-6 (legal at it, refused a millionth under)', () => {
    const s = field(false);
    const v = ask(s, { ask: 'move', figure: 'A', to: [20, 12], budget: exact + 1e-7 });
    expect(v.legal).toBe(true);
    expect(v.cost as number).toBeCloseTo(exact, 4);
    expect(ask(s, { ask: 'move', figure: 'A', to: [20, 12], budget: exact - 1e-6 }).legal).toBe(false);
    // Every inch is in the field: the severe events add up to the way's length.
    const severe = (v.events as { type: string; cost?: number }[]).filter((e) => e.type === 'severe').reduce((a, e) => a + e.cost!, 0);
    expect(severe).toBeCloseTo(exact / 2, 3);
    // The way bends on M's base grown by A's: its corners are on that circle.
    const bends = (v.path as { at: [number, number] }[]).slice(1, -1);
    expect(bends.length).toBeGreaterThan(0);
    for (const b of bends) expect(Math.hypot(b.at[0] - 14, b.at[1] - 12)).toBeCloseTo(2 * R30, 4);
  });

  it('mfx.trait.severe: reach probes the destination at the same exact cost', () => {
    const s = field(false);
    const probe = (budget: number) => (ask(s, { ask: 'reach', figure: 'A', budget, probe: [[20, 12]] }).probes as { reachable: boolean; cost: number }[])[0]!;
    const at = probe(exact + 1e-7);
    expect(at.reachable).toBe(true);
    expect(at.cost).toBeCloseTo(exact, 4);
    expect(probe(exact - 1e-6).reachable).toBe(false);
  });

  it('mfx.model.unimpeded: an unimpeded model pays the plain tangent route', () => {
    const v = ask(field(true), { ask: 'move', figure: 'A', to: [20, 12], budget: 30 });
    expect(v.cost as number).toBeCloseTo(roundM(), 4);
  });

  it('mfx.trait.severe: a move that runs out part way round the arc stops on it', () => {
    const s = field(false);
    const R = 2 * R30, leg = Math.sqrt(36 - R * R);
    // Budget: the first tangent (doubled) and a quarter of the arc (doubled).
    const arc = R * (Math.PI - 2 * Math.acos(R / 6));
    const v = ask(s, { ask: 'move', figure: 'A', to: [20, 12], budget: 2 * leg + arc / 2 });
    expect(v.legal).toBe(false);
    if (v.legal) return;
    // It walks a quarter of the arc: from the tangent point at angle pi - acos(R/6) about M, a quarter on.
    const end = v.stopsAt!;
    const th = Math.PI - Math.acos(R / 6) - arc / 4 / R;
    expect(end[0]).toBeCloseTo(14 + R * Math.cos(th), 4);
    expect(Math.abs(end[1] - 12)).toBeCloseTo(R * Math.sin(th), 4);
  });
});

/**
 * An arc that crosses a severe field's edge (issue 17): A (30 mm) from (8,12) round M (30 mm) at (14,12) to
 * (20,12), rough ground from x = 14 + R30 on, so the base touches it (terrainContact: base) from x = 14, the
 * top of the circle of radius R = 2 x R30 that A's centre keeps to round M. The way: a tangent on open ground,
 * the arc up to the top (angle pi/2 + b to pi/2, b = pi/2 - acos(R/6)), the arc on down into the field (twice),
 * and the last tangent in the field (twice): 3 x sqrt(36 - R^2) + 3 R b = 18.349890". The arc crosses the
 * field's edge square to it, so the way keeps Snell's law there (a way that leaves the circle earlier and
 * crosses higher up costs more: the straight crossing that just clears M costs 18.359"). The old code priced
 * such an arc at nothing (not a way) and took the polygon graph's Steiner points on the edge instead.
 */
describe('mfx.trait.severe: an arc that crosses a severe field\'s edge is priced exactly', () => {
  const R = 2 * R30, leg = Math.sqrt(36 - R * R), b = Math.PI / 2 - Math.acos(R / 6);
  const exact = 3 * leg + 3 * R * b;
  const half = () => field(false, [14 + R30, 0, 36 - 14 - R30, 24]);

  it('the expected value: 18.349890"', () => {
    expect(exact).toBeCloseTo(18.349890, 5);
  });

  it('mfx.trait.severe: move pays the arc outside the field once and inside it twice, to 1e-6', () => {
    const s = half();
    const v = ask(s, { ask: 'move', figure: 'A', to: [20, 12], budget: exact + 1e-7 });
    expect(v.legal).toBe(true);
    expect(v.cost as number).toBeCloseTo(exact, 4);
    expect(ask(s, { ask: 'move', figure: 'A', to: [20, 12], budget: exact - 1e-6 }).legal).toBe(false);
    // What severe terrain adds: the half arc in the field and the last tangent, once more.
    const severe = (v.events as { type: string; cost?: number }[]).filter((e) => e.type === 'severe').reduce((a, e) => a + e.cost!, 0);
    expect(severe).toBeCloseTo(R * b + leg, 3);
  });

  it('mfx.trait.severe: reach probes the destination at the same exact cost', () => {
    const s = half();
    const probe = (budget: number) => (ask(s, { ask: 'reach', figure: 'A', budget, probe: [[20, 12]] }).probes as { reachable: boolean; cost: number }[])[0]!;
    expect(probe(exact + 1e-7).cost).toBeCloseTo(exact, 4);
    expect(probe(exact - 1e-6).reachable).toBe(false);
  });

  it('mfx.trait.severe: a move that runs out in the field part of the arc stops where its budget does', () => {
    // The first tangent and the half arc outside (R b), then R b more: half of the field's half arc, at twice the cost.
    const v = ask(half(), { ask: 'move', figure: 'A', to: [20, 12], budget: leg + 2 * R * b });
    expect(v.legal).toBe(false);
    if (v.legal) return;
    const th = Math.PI / 2 - b / 2;
    expect(v.stopsAt![0]).toBeCloseTo(14 + R * Math.cos(th), 4);
    expect(Math.abs(v.stopsAt![1] - 12)).toBeCloseTo(R * Math.sin(th), 4);
  });
});

/**
 * Issue 13: the events of a way in severe terrain add up to what its cost charges. D (30 mm) on a 2" crag at
 * (13,13) drops off its east edge (x = 14) into rough ground grown from x = 14.21, and goes round a 1" tree at
 * (18.5,13) (the circle of radius R = 1 + R30) to (22.5,13). The base lands in exact base contact with the
 * edge (centre at x = 14 + R30), and all of the way after the landing is in the field, paid twice: the tangent
 * from the landing point, the arc under the tree and the tangent on. The walk on the top and the step over the
 * side are one straight walk (1x), so the cheapest way refracts where it lands: the landing L = (14 + R30, y)
 * minimises hypot(1 + R30, y - 13) + 2 x round(L), found below by golden-section search on the geometry alone
 * (18.402596" at y = 12.236916; the straight step off towards the tangent from the sampled (14, 12.5) costs
 * 18.4788", and the landing 0.025" out used to cost 18.4809"). The old events listed the arc alone (1.112"):
 * a tangent of the exact search touches the tree's circle inside the polygon standing in for it.
 */
describe('mfx.trait.severe: after a drop into a field, the severe events add up to the cost', () => {
  it('mfx.trait.severe, mfx.fall: 18.402596" in all, 8.319233" of it severe, listed as events', () => {
    const s = loadScenarioObject({
      format: 'highground/1',
      ruleset: 'malifaux',
      map: {
        grid: 'table',
        size: [30, 24],
        pieces: [
          { id: 'crag', kind: 'vantage', ht: 2, traits: ['vantage', 'climbable'], shape: { rect: [10, 10, 4, 4] } },
          { id: 'field', kind: 'rough', shape: { rect: [14.8, 6, 12, 14] } },
          { id: 'tree', kind: 'trees', shape: { circle: [18.5, 13, 1] } },
        ],
      },
      figures: { D: { at: [13, 13], level: 2, wk: 30 } },
    });
    const R = 1 + R30, c = { x: 18.5, y: 13 }, g = { x: 22.5, y: 13 }, xL = 14 + R30;
    // The way from the landing point round the south of the tree: tangent, arc, tangent.
    const round = (y: number) => {
      const dL = Math.hypot(c.x - xL, c.y - y), dG = g.x - c.x;
      const sep = Math.PI - Math.atan2(c.y - y, c.x - xL);
      return Math.sqrt(dL * dL - R * R) + R * (sep - Math.acos(R / dL) - Math.acos(R / dG)) + Math.sqrt(dG * dG - R * R);
    };
    const f = (y: number) => Math.hypot(xL - 13, y - 13) + 2 * round(y);
    let lo = 11.5, hi = 13;
    for (let k = 0; k < 200; k++) {
      const m1 = lo + (hi - lo) / 3, m2 = hi - (hi - lo) / 3;
      if (f(m1) < f(m2)) hi = m2;
      else lo = m1;
    }
    const y = (lo + hi) / 2, way = round(y);
    expect(y).toBeCloseTo(12.236916, 5);
    expect(f(y)).toBeCloseTo(18.402596, 5);
    expect(way).toBeCloseTo(8.319233, 5);
    const v = ask(s, { ask: 'move', figure: 'D', to: [22.5, 13] });
    expect(v.cost as number).toBeCloseTo(f(y), 4);
    expect((v.path as { at: [number, number]; step: string }[]).find((p) => p.step === 'fall')!.at).toEqual([14.5906, 12.2369]);
    // The severe events are everything after the landing, once more: they add up to the cost less the length.
    const severe = (v.events as { type: string; cost?: number }[]).filter((e) => e.type === 'severe').reduce((a, e) => a + e.cost!, 0);
    expect(severe).toBeCloseTo(way, 3);
    expect((v.cost as number) - severe).toBeCloseTo(Math.hypot(xL - 13, y - 13) + way, 3);
    const said = (v.reasons as { text: string }[]).map((r) => /^([\d.]+)" of the way is in severe terrain/.exec(r.text)).find((m) => m);
    expect(Number(said![1])).toBeCloseTo(way, 3);
  });
});
