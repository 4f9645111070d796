/**
 * mfx.model.incorporeal (the catalogue's reading: others may move through its base, never end on it): a walk
 * bending round a model on a taut walk that runs out of movement while its base overlaps an incorporeal model stops
 * in base contact before that model, also where the stop falls on the bend (the arc round the model), not only on
 * a straight tangent.
 */
import { describe, expect, it } from 'vitest';
import type { Table } from './context.js';
import { loadScenarioObject } from '../../api.js';
import { R30 } from './roof-table.support.js';
import { RAW_STOP, moveVerdict } from './move.js';

type Short = { legal: boolean; reasons: { rule: string }[]; [RAW_STOP]: { x: number; y: number } };

describe('mfx.model.incorporeal: a stop on the bend of a taut walk is not on an incorporeal model', () => {
  // M at (5, 10) walks to (15, 10) round B at (10, 10) (bases 30 mm: the bend is on the circle of radius 2r about
  // B). Incorporeal Z1 at (10, 12.2) and Z2 at (10, 7.8) lie over the bend on either side (a base at the bend's top,
  // (10, 10 + 2r), is 1.019" from Z1's centre, under 2r = 1.1811"). With 5.14" the walk would stop at the bend's
  // top, on Z1 (or Z2). Its base first touches Z1 on the tangent from (5, 10): the point at s along the tangent's
  // direction (cos t, sin t), sin t = 2r / 5, where it is 2r from Z1's centre (the smaller root of the quadratic).
  const t = loadScenarioObject({
    format: 'highground/1',
    ruleset: 'malifaux',
    map: { grid: 'table', size: [30, 30] },
    figures: { M: { at: [5, 10], wk: 20 }, B: { at: [10, 10] }, Z1: { at: [10, 12.2], incorporeal: true }, Z2: { at: [10, 7.8], incorporeal: true } },
  }).ctx as Table;
  it('mfx.model.incorporeal - with 5.14" it stops in base contact before Z1 (or Z2), on the tangent to the bend', () => {
    const v = moveVerdict(t, t.models.get('M')!, [15, 10], 5.14) as unknown as Short;
    expect(v.legal).toBe(false);
    const p = v[RAW_STOP];
    const up = p.y > 10 ? 1 : -1;
    const z = { x: 10, y: 10 + up * 2.2 };
    const sin = (2 * R30) / 5, cos = Math.sqrt(1 - sin * sin);
    const d = { x: cos, y: up * sin };
    // |(5, 10) + s d - z|^2 = (2r)^2: s^2 + 2 s (d . (P - z)) + |P - z|^2 - 4r^2 = 0
    const w = { x: 5 - z.x, y: 10 - z.y };
    const b = d.x * w.x + d.y * w.y, c = w.x * w.x + w.y * w.y - 4 * R30 * R30;
    const s = -b - Math.sqrt(b * b - c);
    expect(Math.abs(p.x - (5 + s * d.x))).toBeLessThan(1e-7);
    expect(Math.abs(p.y - (10 + s * d.y))).toBeLessThan(1e-7);
    expect(Math.hypot(p.x - z.x, p.y - z.y)).toBeGreaterThanOrEqual(2 * R30 - 1e-9);
    expect(v.reasons.map((r) => r.rule)).toContain('mfx.model.incorporeal');
  });
});
