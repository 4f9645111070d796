/**
 * Audit round 29 on a real map (../shared/maps, read in place, never copied): "Volcan de la mort" (VirtualScape),
 * which has molten lava, water and lava field. The places are found from the map's own spaces, and every
 * expectation is worked out here from the rule, not read back from the engine:
 * - hs.engage + hs.base.double-space: a double-space figure below a ledge d levels high, its front end beside an
 *   enemy on the ledge, is engaged with it only when its Height is more than d (hs.height-advantage: the enemy above
 *   rolls one die more), and walking away takes a leaving attack only then;
 * - hs.fall + hs.base.water: a step down into water of the walker's Height does no damage, a taller walker does
 *   not fall; a walker in water steps out onto land.
 * (shared-maps.test.ts has molten lava on this map; these are not repeated.)
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ask, loadScenarioObject } from '../../api.js';
import { scenarioFromFile } from '../../formats/heroscape/files.js';
import type { Ctx, Space } from './context.js';
import { DIRECTION_VECTORS } from '../../geometry/hex/directions.js';

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
  // A double-space figure on two neighbouring dry tops of one level, its front next to a higher dry top (d levels up)
  // where an enemy stands, its back not next to it; and straight on beyond the back a dry top of that level not next
  // to the enemy either.
  const ledge = (() => {
    for (const enemy of tops.filter(land)) {
      for (const front of tops.filter((s) => land(s) && near(s, enemy) && s.level < enemy.level)) {
        for (const back of tops.filter((s) => land(s) && near(s, front) && !near(s, enemy) && s.level === front.level)) {
          const k = DIRECTION_VECTORS.findIndex((v) => v.q === back.q - front.q && v.r === back.r - front.r);
          // the space beyond the back end, straight on: where the back end steps when the figure backs away
          const v = DIRECTION_VECTORS[k]!;
          const beyond = tops.find((s) => s.q === back.q + v.q && s.r === back.r + v.r);
          if (beyond && land(beyond) && beyond.level === back.level && !near(beyond, enemy))
            return { enemy, front, back, beyond, d: enemy.level - front.level, facing: (k + 3) % 6 };
        }
      }
    }
    return undefined;
  })();
  const double = (h: number) => open({
    e: on(ledge!.enemy, { side: 'blue', height: 5 }),
    ox: on(ledge!.front, { side: 'red', height: h, spaces: 2, facing: ledge!.facing, move: 30 }),
  });

  it('hs.engage + hs.base.double-space - by its front end below a ledge d levels up: a double-space figure of Height d is not engaged with the enemy on it, one of Height d + 1 is', () => {
    expect(ledge).toBeDefined();
    const { d } = ledge!;
    expect(ask(double(d), { ask: 'engaged', figure: 'ox', enemy: 'e' }).engaged).toBe(false);
    expect(ask(double(d + 1), { ask: 'engaged', figure: 'ox', enemy: 'e' }).engaged).toBe(true);
  });

  it('hs.height-advantage + hs.base.attack - the enemy on the ledge attacks down with one extra die; a range 1 attack reaches only the engaged (taller) figure', () => {
    const { d } = ledge!;
    const tall = ask(double(d + 1), { ask: 'attack', attacker: 'e', target: 'ox', range: 1, dice: 3, defense: 3 });
    expect(tall).toMatchObject({ allowed: true, engaged: true, rolls: { attacker: 4, defender: 3 } });
    const short = ask(double(d), { ask: 'attack', attacker: 'e', target: 'ox', range: 1 });
    expect(short.allowed).toBe(false);
  });

  it('hs.leave + hs.base.double-space - walking off to the back end\'s side, the taller figure takes one leaving attack from the enemy; the shorter one none', () => {
    const { back, facing } = ledge!;
    // One step back end first: the back end onto `beyond` (level, not next to the enemy), the front into the back's old
    // space; the figure still faces the same way, its front now on `back`.
    const go = (h: number) => ask(double(h), { ask: 'move', figure: 'ox', to: [back.x, back.y, back.level], facing, budget: 1 });
    const tall = go(ledge!.d + 1);
    expect(tall.legal).toBe(true);
    expect(tall.cost).toBe(1);
    expect(tall.events).toMatchObject([{ kind: 'leaving-engagement', by: ['e'] }]);
    expect(go(ledge!.d).events).toEqual([]);
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

  it('hs.base.water - a walker standing in the water (the move onto it ended there) steps out onto the bank on its next move', () => {
    const { water } = waterCase!;
    const out = tops.find((s) => near(s, water) && land(s) && s.level <= water.level + 1)!;
    expect(out).toBeDefined();
    const s = open({ w: on(water, { side: 'red', height: 5, move: 5 }) });
    const v = ask(s, { ask: 'move', figure: 'w', to: at(out) });
    expect(v.legal).toBe(true);
    expect(v.cost).toBe(1 + Math.max(0, out.level - water.level));
  });
});
