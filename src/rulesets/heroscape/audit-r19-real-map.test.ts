/**
 * Audit round 19 on a real map (../shared/maps, read in place, never copied): the deepest single step down
 * on "Le plateau de Tylaan" (VirtualScape), found from the map's own levels, used for the fall thresholds
 * (hs.fall: minor at the Height, major at Height + 10), a flyer stepping off the same edge (hs.base.flying),
 * and the Height test and height advantage across it (hs.engage, hs.height-advantage, option heightAdvantage10).
 * Every expectation is worked out here from the rule and the drop, not read back from the engine.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ask, loadScenarioObject } from '../../api.js';
import { scenarioFromFile } from '../../formats/heroscape/files.js';
import type { Ctx, Space } from './context.js';

const FILE = join(import.meta.dirname, '..', '..', '..', '..', 'shared', 'maps', 'heroscape', 'virtualscape', 'vs_Le_plateau_de_Tylaan.hsc');

function open(figures: Record<string, unknown> = {}, options: Record<string, unknown> = {}) {
  const { scenario } = scenarioFromFile(FILE, readFileSync(FILE));
  return loadScenarioObject({ ...scenario, options: { ...(scenario.options ?? {}), ...options }, figures: { ...(scenario.figures ?? {}), ...figures } }, FILE);
}

const near = (a: Space, b: Space) => {
  const dq = a.q - b.q, dr = a.r - b.r;
  return (Math.abs(dq) + Math.abs(dr) + Math.abs(dq + dr)) / 2 === 1;
};

/** The deepest step between neighbouring open top surfaces, landing on dry land (no water, lava or ice). */
function deepestStep(): { top: Space; foot: Space; drop: number } {
  const ctx = open().ctx as Ctx;
  const tops = ctx.spaces.filter((s) => s.next === Infinity && s.obstacle === 0 && s.glyph === undefined);
  let best: { top: Space; foot: Space; drop: number } | undefined;
  for (const a of tops) for (const b of tops) {
    if (!near(a, b) || b.terrain.some((t) => /water|lava|ice/.test(t))) continue;
    const drop = a.level - b.level;
    if (!best || drop > best.drop) best = { top: a, foot: b, drop };
  }
  return best!;
}

describe('audit r19 on Le plateau de Tylaan', () => {
  const { top, foot, drop } = deepestStep();
  const at = (s: Space) => [s.x, s.y];
  const on = (s: Space, extra: Record<string, unknown>) => ({ at: at(s), level: s.level, ...extra });

  it('the map has a step deep enough for a major fall of a Height 1 figure or more (Height + 10 <= drop)', () => {
    expect(drop).toBeGreaterThanOrEqual(11);
  });

  it('hs.fall - stepping off the deepest edge: Height = drop - 10 is a major fall (2 dice by default), Height = drop - 9 a minor one (1 die)', () => {
    const major = open({ f: on(top, { side: 'red', height: drop - 10, move: 5 }) });
    const v = ask(major, { ask: 'move', figure: 'f', to: [foot.x, foot.y, foot.level] });
    expect(v.legal).toBe(true);
    expect(v.cost).toBe(1);
    expect(v.events).toMatchObject([{ kind: 'fall', fall: { fall: 'major', dice: 2, levels: drop } }]);
    const minor = open({ f: on(top, { side: 'red', height: drop - 9, move: 5 }) });
    expect(ask(minor, { ask: 'move', figure: 'f', to: [foot.x, foot.y, foot.level] }).events).toMatchObject([{ kind: 'fall', fall: { fall: 'minor', dice: 1 } }]);
  });

  it('hs.fall - Height = drop is still a (minor) fall, Height = drop + 1 none', () => {
    const at1 = open({ f: on(top, { side: 'red', height: drop, move: 5 }) });
    expect(ask(at1, { ask: 'move', figure: 'f', to: [foot.x, foot.y, foot.level] }).events).toMatchObject([{ kind: 'fall', fall: { fall: 'minor', dice: 1 } }]);
    const over = open({ f: on(top, { side: 'red', height: drop + 1, move: 5 }) });
    expect(ask(over, { ask: 'move', figure: 'f', to: [foot.x, foot.y, foot.level] }).events).toEqual([]);
  });

  it('hs.fall + hs.base.flying - a flyer of the major-fall Height takes the same step with no fall: 1 space', () => {
    const s = open({ f: on(top, { side: 'red', height: drop - 10, move: 5, flying: true }) });
    const v = ask(s, { ask: 'move', figure: 'f', to: [foot.x, foot.y, foot.level] });
    expect(v.legal).toBe(true);
    expect(v.cost).toBe(1);
    expect(v.events).toEqual([]);
  });

  it('hs.move.climb - back up the same edge is refused to any Height not greater than the rise, and costs 1 + rise to a taller one', () => {
    const short = open({ f: on(foot, { side: 'red', height: drop, move: 30 }) });
    expect(ask(short, { ask: 'move', figure: 'f', to: [top.x, top.y, top.level], budget: 1 + drop }).legal).toBe(false);
    const tall = open({ f: on(foot, { side: 'red', height: drop + 1, move: 30 }) });
    const v = ask(tall, { ask: 'move', figure: 'f', to: [top.x, top.y, top.level], budget: 1 + drop });
    expect(v.legal).toBe(true);
    expect(v.cost).toBe(1 + drop);
  });

  it('hs.engage + hs.height-advantage - across the edge the two are engaged only when the lower one is taller than the drop; the higher one rolls 1 die more (2 under heightAdvantage10, the drop being 10 or more)', () => {
    const mk = (h: number, options = {}) => open({ up: on(top, { side: 'red', height: 5 }), low: on(foot, { side: 'blue', height: h }) }, options);
    expect(ask(mk(drop), { ask: 'engaged', figure: 'up', enemy: 'low' }).engaged).toBe(false);
    expect(ask(mk(drop + 1), { ask: 'engaged', figure: 'up', enemy: 'low' }).engaged).toBe(true);
    const far = ask(mk(drop), { ask: 'attack', attacker: 'up', target: 'low', range: 1 });
    expect(far.allowed).toBe(false);
    const shot = ask(mk(drop), { ask: 'attack', attacker: 'up', target: 'low', range: 2 });
    expect(shot).toMatchObject({ allowed: true, range: 1, heightAdvantage: { attacker: 1, defender: 0 } });
    const current = ask(mk(drop, { heightAdvantage10: true }), { ask: 'attack', attacker: 'up', target: 'low', range: 2 });
    expect(current).toMatchObject({ allowed: true, heightAdvantage: { attacker: 2, defender: 0 } });
  });
});
