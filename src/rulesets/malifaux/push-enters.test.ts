/**
 * Issue 13: a push's hazard event says where the base entered the hazard (`enters`), and leaves the key out when
 * the leg starts with the base already in it, as a move's events do (answers.ts MalifauxEvent): a push carried
 * off a ledge that lands in a pool enters it by landing there, not somewhere along a leg.
 */
import { describe, expect, it } from 'vitest';
import type { Table } from './context.js';
import { roofTable } from './roof-table.support.js';
import { pushVerdict } from './push.js';

type Ev = { type: string; piece?: string; at: number[]; enters?: number[] };
const push = (t: Table, figure: string, distance: number) => pushVerdict(t, { figure, distance, direction: [1, 0] }) as unknown as { at: number[]; level: number; events: Ev[]; hazardsTaken: string[] };

describe('mfx.push, mfx.trait.hazardous: enters on a push', () => {
  // The Ht 3 roof is x 10-14, y 10-14; the trapped pool x 14-18 beside it. P on the roof at (12, 12) pushed 4"
  // east goes over the edge at x = 14, falls 3" and lands with its base over the pool (its centre on the pool's
  // edge or in it, under base contact in either case): it ends at (16, 12), level 0, in the pool. Its ground leg
  // starts in the pool, so the event has no `enters`.
  const t = roofTable([{ id: 'pool', kind: 'trapped', shape: { rect: [14, 10, 4, 4] } }], { P: { at: [12, 12], level: 3 } }).ctx as Table;
  it('mfx.trait.hazardous: landing in the pool off a push gives the hazard event without enters', () => {
    const v = push(t, 'P', 4);
    expect(v.at).toEqual([16, 12]);
    expect(v.level).toBe(0);
    expect(v.hazardsTaken).toEqual(['pool']);
    const hazard = v.events.find((e) => e.type === 'hazard');
    expect(hazard).toMatchObject({ piece: 'pool', at: [16, 12] });
    expect(hazard).not.toHaveProperty('enters');
  });
  // Q on the ground at (2, 20) pushed 6" east into a pool x 6-8 (y 16-24): under base contact the base enters
  // when its rim reaches x = 6, its centre at 6 - 15 / 25.4 = 5.4094.
  const t2 = roofTable([{ id: 'pool2', kind: 'trapped', shape: { rect: [6, 16, 2, 8] } }], { Q: { at: [2, 20] } }).ctx as Table;
  it('mfx.trait.hazardous: a ground push into a pool enters it where the rim first reaches it, (5.4094, 20)', () => {
    const v = push(t2, 'Q', 6);
    expect(v.at).toEqual([8, 20]);
    expect(v.events.find((e) => e.type === 'hazard')).toMatchObject({ piece: 'pool2', at: [8, 20], enters: [5.4094, 20] });
  });
});
