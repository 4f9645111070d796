/**
 * Audit round 29 on a real map (../shared/maps, read in place, never copied): "Volcan de la mort" (VirtualScape),
 * which has molten lava, water and lava field. The places are found from the map's own spaces, and every
 * expectation is worked out here from the rule, not read back from the engine:
 * - hs.terrain.molten-lava: a walker that moves onto molten lava stops there and rolls; a flyer passing over it
 *   does not roll, one ending on it does;
 * - hs.base.water: no walking way runs on through a water space (moving onto one ends the move);
 * - hs.fall: a step down into water of the walker's Height or more does no damage, the same drop onto land is a fall.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ask, loadScenarioObject } from '../../api.js';
import { scenarioFromFile } from '../../formats/heroscape/files.js';
import type { Ctx, Space } from './context.js';

const FILE = join(import.meta.dirname, '..', '..', '..', '..', 'shared', 'maps', 'heroscape', 'virtualscape', 'vs_Volcan_de_la_mort.hsc');

function open(figures: Record<string, unknown> = {}) {
  const { scenario } = scenarioFromFile(FILE, readFileSync(FILE));
  return loadScenarioObject({ ...scenario, figures: { ...(scenario.figures ?? {}), ...figures } }, FILE);
}

const near = (a: Space, b: Space) => {
  const dq = a.q - b.q, dr = a.r - b.r;
  return (Math.abs(dq) + Math.abs(dr) + Math.abs(dq + dr)) / 2 === 1;
};
const is = (s: Space, name: string) => s.terrain.includes(name);
/** Open dry land a figure may stand on: a top surface, no obstacle or glyph, no water, molten lava or ice (lava field is land). */
const land = (s: Space) => s.next === Infinity && s.obstacle === 0 && s.glyph === undefined && !s.terrain.some((t) => /water/.test(t) || t === 'lava' || t === 'ice');
const at = (s: Space) => [s.x, s.y, s.level];
const on = (s: Space, extra: Record<string, unknown>) => ({ at: [s.x, s.y], level: s.level, ...extra });

const ctx = open().ctx as Ctx;
const tops = ctx.spaces.filter((s) => s.next === Infinity);

describe('audit r29 on Volcan de la mort', () => {
  // A molten lava space with a dry land neighbour no higher than it plus 1 (a Height 5 walker steps on for at most 2),
  // and a second dry land neighbour of the lava that is not next to the first (the way across runs over the lava).
  const lavaCase = (() => {
    for (const lava of tops.filter((s) => is(s, 'lava'))) {
      const sides = tops.filter((s) => near(s, lava) && land(s) && Math.abs(s.level - lava.level) <= 1);
      for (const a of sides) for (const b of sides) if (a !== b && !near(a, b)) return { lava, a, b };
    }
    return undefined;
  })();

  it('the map has molten lava between two dry spaces that are not neighbours', () => {
    expect(lavaCase).toBeDefined();
  });

  it('hs.terrain.molten-lava - a walker stepping onto the lava stops there and rolls the d20 (destroyed on 1-19)', () => {
    const { lava, a } = lavaCase!;
    const s = open({ w: on(a, { side: 'red', height: 5, move: 5 }) });
    const v = ask(s, { ask: 'move', figure: 'w', to: at(lava) });
    expect(v.legal).toBe(true);
    expect(v.cost).toBe(1 + Math.max(0, lava.level - a.level));
    expect(v.events).toMatchObject([{ kind: 'molten-lava', at: [lava.x, lava.y], rule: 'hs.terrain.molten-lava' }]);
  });

  it('hs.terrain.molten-lava - a walker never walks on through the lava: its way to the far side goes round it', () => {
    const { lava, a, b } = lavaCase!;
    const s = open({ w: on(a, { side: 'red', height: 5, move: 30 }) });
    const v = ask(s, { ask: 'move', figure: 'w', to: at(b) });
    const path = v.path as { at: [number, number] }[];
    // with a Move of 30 there is a way round on this map; it never steps onto the lava on the way
    expect(v.legal).toBe(true);
    expect(path.slice(1, -1).some((p) => p.at[0] === lava.x && p.at[1] === lava.y)).toBe(false);
    // the straight way over the lava would be 2 spaces (plus any climb): the way round costs more
    expect(v.cost as number).toBeGreaterThan(2 + Math.max(0, lava.level - a.level) + Math.max(0, b.level - lava.level));
    expect((v.events as { kind: string }[]).some((e) => e.kind === 'molten-lava')).toBe(false);
  });

  it('hs.terrain.molten-lava + hs.base.flying - a flyer crosses the lava to the far side for 2 with no roll; one ending on the lava rolls', () => {
    const { lava, a, b } = lavaCase!;
    const s = open({ f: on(a, { side: 'red', height: 5, move: 5, flying: true }) });
    const over = ask(s, { ask: 'move', figure: 'f', to: at(b), budget: 2 });
    expect(over.legal).toBe(true);
    expect(over.cost).toBe(2);
    expect(over.events).toEqual([]);
    const ends = ask(s, { ask: 'move', figure: 'f', to: at(lava) });
    expect(ends.cost).toBe(1);
    expect(ends.events).toMatchObject([{ kind: 'molten-lava', rule: 'hs.terrain.molten-lava' }]);
  });

  // A dry top next to a water space at least one level lower.
  const waterCase = (() => {
    let best: { top: Space; water: Space; drop: number } | undefined;
    for (const water of tops.filter((s) => is(s, 'water')))
      for (const top of tops.filter((s) => near(s, water) && land(s) && s.level > water.level))
        if (!best || top.level - water.level > best.drop) best = { top, water, drop: top.level - water.level };
    return best;
  })();

  it('hs.fall + hs.base.water - a walker whose Height equals the drop into the water falls without damage; one a level taller does not fall', () => {
    expect(waterCase).toBeDefined();
    const { top, water, drop } = waterCase!;
    const s = open({ w: on(top, { side: 'red', height: drop, move: 5 }) });
    const v = ask(s, { ask: 'move', figure: 'w', to: at(water) });
    expect(v.legal).toBe(true);
    expect(v.cost).toBe(1);
    expect(v.events).toMatchObject([{ kind: 'fall', fall: { dice: 0, safe: 'water', levels: drop } }]);
    const tall = open({ w: on(top, { side: 'red', height: drop + 1, move: 5 }) });
    expect(ask(tall, { ask: 'move', figure: 'w', to: at(water) }).events).toEqual([]);
  });

  it('hs.base.water - from the water the walker may not go on: the move onto the water ended it, but next move it steps out', () => {
    const { water } = waterCase!;
    const out = tops.find((s) => near(s, water) && land(s) && s.level <= water.level + 1)!;
    expect(out).toBeDefined();
    const s = open({ w: on(water, { side: 'red', height: 5, move: 5 }) });
    const v = ask(s, { ask: 'move', figure: 'w', to: at(out) });
    expect(v.legal).toBe(true);
    expect(v.cost).toBe(1 + Math.max(0, out.level - water.level));
  });
});
