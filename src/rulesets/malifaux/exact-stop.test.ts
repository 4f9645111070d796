/**
 * Issue 13: where a move that cannot be afforded stops (`stopsAt`) is measured on the exact way the verdict
 * reports (exact-way.ts: crossings at their exact places, bends on the true circles), not on the search's
 * sampled route: the stop lies on that way and the way's length to it is the budget, to 1e-9. Each expected
 * point is worked out by hand below.
 */
import { describe, expect, it } from 'vitest';
import type { Table } from './context.js';
import { R30, roofTable } from './roof-table.support.js';
import { RAW_STOP, moveVerdict } from './move.js';

const table = (more: object[], figures: object) => roofTable(more, figures).ctx as Table;
type Short = { legal: boolean; stopsAt: [number, number]; events: { type: string; at: number[] }[]; [RAW_STOP]: { x: number; y: number } };
const stop = (t: Table, id: string, to: [number, number], budget: number) => moveVerdict(t, t.models.get(id)!, to, budget) as unknown as Short;
const near = (v: Short, x: number, y: number) => {
  expect(v.legal).toBe(false);
  expect(Math.abs(v[RAW_STOP].x - x)).toBeLessThan(1e-9);
  expect(Math.abs(v[RAW_STOP].y - y)).toBeLessThan(1e-9);
  expect(v.stopsAt).toEqual([Math.round(x * 1e4) / 1e4, Math.round(y * 1e4) / 1e4]);
};

describe('mfx.fall: a drop off the roof, then short of the goal, stops on the straight line', () => {
  // R on the roof at (12, 12) walks to (18, 13) on the ground, dropping off (no movement cost): the way is the
  // straight line, sqrt(37)" long. With 4" it stops 4" along it: (12 + 4 x 6 / sqrt(37), 12 + 4 / sqrt(37)) =
  // (15.9456108, 12.6576018). Measured on the sampled route (the drop at a point every 0.5" along the edge,
  // stepping straight out) it was 0.02" off, and 0.02" to 0.04" in the cases below.
  const t = table([], { R: { at: [12, 12], level: 3, wk: 20 } });
  it('mfx.fall: stopsAt (15.9456108, 12.6576018), 4" along the exact line to 1e-9, after the fall', () => {
    const v = stop(t, 'R', [18, 13], 4);
    near(v, 12 + 24 / Math.sqrt(37), 12 + 4 / Math.sqrt(37));
    expect(v.events.map((e) => e.type)).toEqual(['fall']);
    // The fall is reported where the exact way leaves the roof's east edge, y = 12 + 2/6, and steps clear of it.
    expect(v.events[0]!.at[1]).toBeGreaterThan(12 + 2 / 6);
    expect(v.events[0]!.at[1]! - 12 - ((v.events[0]!.at[0]! - 12) * 1) / 6).toBeCloseTo(0, 4);
  });
});

describe('mfx.fall, mfx.trait.impassable: a drop then round a rock, stopped on the tangent or on the arc', () => {
  // The way of exact-crossing.test.ts: R from (12, 12) on the roof to (22, 12), round the north of a rock of
  // radius 1 at (17, 11.8) grown by the base (Rg = 1.5905512): a tangent of 4.7444860" to (16.5551120,
  // 13.3270651) (angle a1 = pi - atan(0.04) - acos(Rg / sqrt(25.04)) = 1.8542851 from the centre), an arc of
  // 0.5669774 rad (0.9018067") clockwise to angle a2 = atan(0.04) + acos(Rg / sqrt(25.04)) = 1.2873076, the
  // point (17.4448880, 13.3270651), and a tangent of 4.7444860" to (22, 12): 10.3907786" in all.
  const Rg = 1 + R30, c = { x: 17, y: 11.8 };
  const tan = Math.sqrt(25.04 - Rg * Rg), ac = Math.acos(Rg / Math.sqrt(25.04));
  const a1 = Math.PI - Math.atan(0.04) - ac, a2 = Math.atan(0.04) + ac;
  const arc = Rg * (a1 - a2);
  const t = table([{ id: 'rock', kind: 'obstacle', shape: { circle: [17, 11.8, 1] } }], { R: { at: [12, 12], level: 3, wk: 11 } });

  it('mfx.trait.impassable: with 8" it stops on the last tangent, 8 - 4.7444860 - 0.9018067 = 2.3537073" past (17.4448880, 13.3270651): (19.7046483, 12.6687171)', () => {
    expect(tan).toBeCloseTo(4.744486, 6);
    expect(arc).toBeCloseTo(0.9018067, 6);
    const t2 = { x: c.x + Rg * Math.cos(a2), y: c.y + Rg * Math.sin(a2) };
    const rest = 8 - tan - arc, len = Math.hypot(22 - t2.x, 12 - t2.y);
    expect(len).toBeCloseTo(tan, 9);
    const v = stop(t, 'R', [22, 12], 8);
    near(v, t2.x + ((22 - t2.x) * rest) / len, t2.y + ((12 - t2.y) * rest) / len);
    expect(v.stopsAt).toEqual([19.7046, 12.6687]);
    expect(v.events.map((e) => e.type)).toEqual(['fall']);
  });

  it('mfx.trait.impassable: with 5.2" it stops on the arc, 5.2 - 4.7444860 = 0.4555140" round it from the first tangent point', () => {
    const a = a1 - (5.2 - tan) / Rg;
    const v = stop(t, 'R', [22, 12], 5.2);
    near(v, c.x + Rg * Math.cos(a), c.y + Rg * Math.sin(a));
    expect(Math.hypot(v[RAW_STOP].x - c.x, v[RAW_STOP].y - c.y)).toBeCloseTo(Rg, 12);
  });

  it('mfx.fall: with 1.5" it stops on the roof, 1.5" along the line to the exact crossing (14, 12.5826707)', () => {
    const by = 12 + (2 * (c.y + Rg * Math.sin(a1) - 12)) / (c.x + Rg * Math.cos(a1) - 12);
    const d = Math.hypot(2, by - 12);
    const v = stop(t, 'R', [22, 12], 1.5);
    near(v, 12 + (2 * 1.5) / d, 12 + ((by - 12) * 1.5) / d);
    expect(v.events).toEqual([]);
  });
});
