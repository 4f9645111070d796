/**
 * mfx.push: a push towards a point stops where its centre reaches the point (option pushToward centre). The reason
 * saying so is given only when that is where it stopped: a push stopped short of the point by a wall must not also
 * say it went on until its centre reached the point.
 */
import { describe, expect, it } from 'vitest';
import type { Table } from './context.js';
import { R30, roofTable } from './roof-table.support.js';
import { pushVerdict } from './push.js';

type V = { at: number[]; moved: number; stoppedBy: string | null; reasons: { rule: string; text: string }[] };

describe('mfx.push: the "towards a point" stop is stated only where it stops the push', () => {
  // The Ht 3 roof is x 10-14, y 10-14. P at (5, 12) pushed 10" towards (20, 12): the roof stops it in base contact
  // at x = 10 - r, 4.4094" moved, long before its centre would reach the point (15" away).
  const t = roofTable([], { P: { at: [5, 12] } }).ctx as Table;
  it('mfx.push - stopped by a wall short of the point: no reason says the point stopped it', () => {
    const v = pushVerdict(t, { figure: 'P', distance: 20, toward: [20, 12] }) as unknown as V;
    expect(v.at[0]).toBeCloseTo(10 - R30, 4);
    expect(v.stoppedBy).toBe('vantage roof');
    expect(v.reasons.filter((r) => r.text.includes('reaches the point'))).toEqual([]);
  });
  // Without the roof in the way (P2 at (5, 20)) it stops at the point, 15" moved, and says why.
  const t2 = roofTable([], { P2: { at: [5, 20] } }).ctx as Table;
  it('mfx.push - reaching the point: the reason says the point stopped it', () => {
    const v = pushVerdict(t2, { figure: 'P2', distance: 20, toward: [20, 20] }) as unknown as V;
    expect(v.at).toEqual([20, 20]);
    expect(v.stoppedBy).toBe('[20, 20]');
    expect(v.reasons.map((r) => r.text)).toContain('after 15" its centre reaches the point [20, 20]: past it, it would move away from it (option pushToward centre)');
  });
});
