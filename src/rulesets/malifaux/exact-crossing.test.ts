/**
 * Issue 13: a way climbs onto, climbs down from or drops off a raised piece at the exact place along its edge
 * (crossing.ts, exact-way.ts), not at points sampled every pathSpacing; and it goes round a fence post's corners
 * grown by the base on their true arcs. Each expected cost is worked out by hand below.
 */
import { describe, expect, it } from 'vitest';
import { ask } from '../../api.js';
import type { Table } from './context.js';
import { R30, roofTable } from './roof-table.support.js';
import { RAW_COST, moveVerdict, reachVerdict } from './move.js';

// A Ht 3 climbable roof x 10-14, y 10-14; a 1" fence post x 4.5-5.5, y 23.5-24.5.
const table = roofTable;

const s = table([{ id: 'post', kind: 'fence', shape: { rect: [4.5, 23.5, 1, 1] } }], { R: { at: [12, 12], level: 3, wk: 20 }, G: { at: [24, 14], wk: 20 }, F: { at: [2, 24], wk: 20 } });

const move = (figure: string, to: number[], budget: number) => ask(s, { ask: 'move', figure, to, budget } as never) as unknown as { legal: boolean; cost: number; damage: number; path: { at: [number, number]; step: string }[]; events: { type: string }[] };
const probe = (figure: string, at: [number, number], budget: number) =>
  ((ask(s, { ask: 'reach', figure, budget, probe: [at] } as never) as unknown as { probes: { reachable: boolean; cost: number | null }[] }).probes)[0]!;

describe('mfx.trait.climbable, mfx.fall: the way crosses a roof\'s edge where the straight line does', () => {
  // R on the roof at (12, 12) walks to (18, 13) on the ground. Nothing is in the way, and the drop costs no
  // movement: the way is the straight line, which leaves the roof's east edge (x = 14) at y = 12 + 2/6, and
  // costs hypot(6, 1) = sqrt(37) = 6.0827625". Sampled every 0.5" along the edge and stepping straight out
  // from it, it was 6.0983".
  const drop = Math.sqrt(37);

  it('mfx.fall: with a budget a hair over sqrt(37) R drops off (the climb down, 6" dearer, does not fit): 3 damage', () => {
    const v = move('R', [18, 13], drop + 1e-7);
    expect(v.legal).toBe(true);
    expect(v.cost).toBeCloseTo(drop, 4);
    expect(v.damage).toBe(3);
    expect(v.path.map((p) => p.step)).toEqual(['start', 'walk', 'fall', 'walk']);
    // It leaves the roof where the straight line crosses its edge.
    expect(v.path[1]!.at[0]).toBeCloseTo(14, 4);
    expect(v.path[1]!.at[1]).toBeCloseTo(12 + 2 / 6, 4);
    expect(move('R', [18, 13], drop - 1e-6).legal).toBe(false);
  });

  it('mfx.trait.climbable: climbing down instead costs sqrt(37) + 2 x 3 = 12.0827625"', () => {
    const v = move('R', [18, 13], 20);
    expect(v.cost).toBeCloseTo(drop + 6, 4);
    expect(v.events.map((e) => e.type)).toEqual(['climb-down']);
  });

  it('mfx.fall: reach probes (18, 13) at the same sqrt(37), in at it and out a millionth under', () => {
    const at = probe('R', [18, 13], drop + 1e-7);
    expect(at.reachable).toBe(true);
    expect(at.cost).toBeCloseTo(drop, 4);
    expect(probe('R', [18, 13], drop - 1e-6).reachable).toBe(false);
  });

  // G on the ground at (24, 14) climbs to (12.5, 10.5) on the roof: the straight line meets the east edge at
  // y = 14 - 3.5 x 10 / 11.5 = 10.9565, inside it; hypot(11.5, 3.5) = 12.0208153" across plus 3" up at double.
  const climb = Math.hypot(11.5, 3.5) + 6;

  it('mfx.trait.climbable: a slantwise climb costs hypot(11.5, 3.5) + 6 = 18.0208153", exact to 1e-6', () => {
    const v = move('G', [12.5, 10.5, 3], climb + 1e-7);
    expect(v.legal).toBe(true);
    expect(v.cost).toBeCloseTo(climb, 4);
    expect(v.path[2]!.at[0]).toBeCloseTo(14, 4);
    expect(v.path[2]!.at[1]).toBeCloseTo(14 - (3.5 * 10) / 11.5, 4);
    expect(move('G', [12.5, 10.5, 3], climb - 1e-6).legal).toBe(false);
    expect(probe('G', [12.5, 10.5], climb + 1e-7).cost).toBeCloseTo(climb, 4);
  });
});

describe('mfx.fall, mfx.trait.impassable: a drop then round a rock', () => {
  // R on the Ht 3 roof at (12, 12) to (22, 12) on the ground, a round rock of radius 1 at (17, 11.8) in the way
  // (grown by the base: R = 1 + 15/25.4 = 1.5905512). The shortest way on the table is the tangent from
  // (12, 12) to the grown circle's north side, its arc and the tangent to (22, 12) (the rock's centre lies south
  // of the line). Worked out: start and end are both hypot(5, 0.2) = sqrt(25.04) = 5.0039984" from the centre;
  // each tangent is sqrt(25.04 - R^2) = sqrt(25.04 - 2.5298531) = sqrt(22.5101469) = 4.7444860"; seen from
  // the centre the start lies at pi - atan(0.04) and the end at atan(0.04), 3.0616353 rad apart, and each
  // tangent point acos(R / 5.0039984) = 1.2473289 rad nearer north, so the arc sweeps 3.0616353 - 2 x 1.2473289
  // = 0.5669774 rad, R x 0.5669774 = 0.9018067"; in all 2 x 4.7444860 + 0.9018067 = 10.3907786". The first
  // tangent point is at angle pi - atan(0.04) - 1.2473289 = 1.8542851 from the centre: (16.5551120,
  // 13.3270651); the line from (12, 12) to it crosses the roof's east edge x = 14 at y = 12 + 2 x 1.3270651 /
  // 4.5551120 = 12.5826707, inside the edge, so the drop is there: the crossing and the bend after it are one
  // straight line, solved together (exact-way.ts jointCrossing; solved in turn they stopped at 10.3908028").
  const Rg = 1 + R30;
  const c = [17, 11.8], a = [12, 12], b = [22, 12];
  const da = Math.hypot(a[0]! - c[0]!, a[1]! - c[1]!), db = Math.hypot(b[0]! - c[0]!, b[1]! - c[1]!);
  const sweep = Math.atan2(a[1]! - c[1]!, a[0]! - c[0]!) - Math.atan2(b[1]! - c[1]!, b[0]! - c[0]!);
  const exact = Math.sqrt(da * da - Rg * Rg) + Math.sqrt(db * db - Rg * Rg) + Rg * (sweep - Math.acos(Rg / da) - Math.acos(Rg / db));
  const s2 = table([{ id: 'rock', kind: 'obstacle', shape: { circle: [17, 11.8, 1] } }], { R: { at: [12, 12], level: 3, wk: 11 } });
  const t2 = s2.ctx as Table;
  const t3 = table([{ id: 'rock', kind: 'obstacle', shape: { circle: [17, 11.8, 1] } }], { G: { at: [22, 12], wk: 20 } }).ctx as Table;

  it('mfx.fall: move and reach both cost the tangent-arc-tangent length 10.3907786", to 1e-9 (the crossing and the bend solved jointly)', () => {
    expect(exact).toBeCloseTo(10.3907786, 6);
    const v = moveVerdict(t2, t2.models.get('R')!, [22, 12], 11) as unknown as { legal: boolean; damage: number; path: { at: number[]; step: string }[]; [RAW_COST]: number };
    expect(v.legal).toBe(true);
    expect(v.damage).toBe(3);
    expect(Math.abs(v[RAW_COST] - exact)).toBeLessThan(1e-9);
    // It drops where the first tangent crosses x = 14.
    const ang = Math.PI - Math.atan(0.04) - Math.acos(Rg / da);
    const tx = c[0]! + Rg * Math.cos(ang), ty = c[1]! + Rg * Math.sin(ang);
    expect(tx).toBeCloseTo(16.555112, 6);
    expect(ty).toBeCloseTo(13.3270651, 6);
    expect(v.path[1]!.at[0]).toBe(14);
    expect(v.path[1]!.at[1]).toBeCloseTo(12 + ((ty - 12) * 2) / (tx - 12), 4);
    expect(v.path[1]!.at[1]).toBeCloseTo(12.5826707, 4);
    const pr = (reachVerdict(t2, t2.models.get('R')!, 11, [[22, 12]]).probes as { [RAW_COST]: number }[])[0]!;
    expect(Math.abs(pr[RAW_COST] - exact)).toBeLessThan(1e-9);
  });

  it('mfx.trait.climbable: the way back up, round the rock and climbing at the same place, costs exact + 6" to 1e-9', () => {
    const v = moveVerdict(t3, t3.models.get('G')!, [12, 12, 3] as never, 20) as unknown as { legal: boolean; [RAW_COST]: number };
    expect(v.legal).toBe(true);
    expect(Math.abs(v[RAW_COST] - (exact + 6))).toBeLessThan(1e-9);
  });
});

describe('mfx.linear: round a fence post on the true arcs of its corners grown by the base', () => {
  // F walks from (2, 24) to (8, 24) round the post's south side, its base clear of it (crossing costs 1"
  // more). Its centre keeps r = 15/25.4" from the post: a tangent from (2, 24) to the circle of radius r round
  // the corner (4.5, 23.5) (the centre is sqrt(6.5)" away: sqrt(6.5 - r^2) = 2.4801712"), the arc round it
  // from the tangent's direction to east (atan(0.2) + asin(r / sqrt(6.5)) radians, 0.2546172"), 1" along the
  // post's side, and the same again mirrored: 6.4695769". Measured on the 64-gons of the grown corners it
  // was 6.4736" (the walk along the side, touching the grown edge, was read as entering the post).
  const t = Math.sqrt(6.5 - R30 * R30), arc = R30 * (Math.atan(0.2) + Math.asin(R30 / Math.sqrt(6.5)));
  const round = 2 * (t + arc) + 1;

  it('mfx.linear: move costs 6.4695769", exact to 1e-6, and crosses nothing', () => {
    const v = move('F', [8, 24], round + 1e-7);
    expect(v.legal).toBe(true);
    expect(v.cost).toBeCloseTo(round, 4);
    expect(v.events).toEqual([]);
    expect(move('F', [8, 24], round - 1e-6).legal).toBe(false);
  });

  it('mfx.linear: reach probes (8, 24) at the same cost', () => {
    const at = probe('F', [8, 24], round + 1e-7);
    expect(at.reachable).toBe(true);
    expect(at.cost).toBeCloseTo(round, 4);
    expect(probe('F', [8, 24], round - 1e-6).reachable).toBe(false);
  });
});
