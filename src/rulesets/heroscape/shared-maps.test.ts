/**
 * Real Heroscape maps (../shared/maps, read in place, never copied) opened under heroscape, the default for
 * map files, with the questions players ask on them. Each expectation is worked out in the test from the
 * rule and the map's own levels, not read back from the engine.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ask, loadScenarioObject } from '../../api.js';
import { scenarioFromFile } from '../../formats/heroscape/files.js';
import type { Ctx, Space } from './context.js';

const MAPS = join(import.meta.dirname, '..', '..', '..', '..', 'shared', 'maps', 'heroscape');

function open(rel: string, figures: Record<string, unknown> = {}, options: Record<string, unknown> = {}) {
  const file = join(MAPS, rel);
  const { scenario } = scenarioFromFile(file, readFileSync(file));
  return loadScenarioObject({ ...scenario, options: { ...(scenario.options ?? {}), ...options }, figures: { ...(scenario.figures ?? {}), ...figures } }, file);
}

/** Top standing spaces with their neighbours' top spaces (the places a walker goes). */
function tops(ctx: Ctx): Space[] {
  return ctx.spaces.filter((s) => s.next === Infinity && s.obstacle === 0);
}
function near(a: Space, b: Space): boolean {
  const dq = a.q - b.q, dr = a.r - b.r;
  return (Math.abs(dq) + Math.abs(dr) + Math.abs(dq + dr)) / 2 === 1;
}
const occupied = (ctx: Ctx) => new Set(ctx.figures.flatMap((f) => f.spaces.map((i) => ctx.spaces[i]!.place)));

describe('heroscape on real maps', () => {
  it('a VirtualScape .hsc opens under heroscape by default (Table of the Giants)', () => {
    const s = open('virtualscape/vs_Table_des_geants.hsc');
    expect(s.ruleset.id).toBe('heroscape');
  });

  it('hs.move.climb on the Table of the Giants: at the first rise of 2 or more, Height = rise cannot step up, Height = rise + 1 steps up for 1 + rise', () => {
    const ctx = open('virtualscape/vs_Table_des_geants.hsc').ctx as Ctx;
    const busy = occupied(ctx);
    const all = tops(ctx).filter((s) => !busy.has(s.place) && !s.terrain.some((t) => ['water', 'lava', 'ice', 'swamp-water'].includes(t)) && s.glyph === undefined);
    let pair: [Space, Space] | undefined;
    for (const a of all) {
      const b = all.find((t) => near(a, t) && t.level - a.level >= 2 && t.level - a.level <= 4);
      if (b) { pair = [a, b]; break; }
    }
    expect(pair).toBeDefined();
    const [a, b] = pair!;
    const rise = b.level - a.level;
    const low = open('virtualscape/vs_Table_des_geants.hsc', { climber: { at: [a.x, a.y], level: a.level, side: 'red', height: rise, move: 20 } });
    const refused = ask(low, { ask: 'move', figure: 'climber', to: [b.x, b.y, b.level], budget: 1 + rise });
    expect(refused.legal).toBe(false);
    const tall = open('virtualscape/vs_Table_des_geants.hsc', { climber: { at: [a.x, a.y], level: a.level, side: 'red', height: rise + 1, move: 20 } });
    const ok = ask(tall, { ask: 'move', figure: 'climber', to: [b.x, b.y, b.level], budget: 1 + rise });
    expect(ok.legal).toBe(true);
    expect(ok.cost).toBe(1 + rise);
  });

  it('hs.fall on the Table of the Giants: stepping off the highest hex onto its lowest neighbour is the fall the drop makes', () => {
    const ctx = open('virtualscape/vs_Table_des_geants.hsc').ctx as Ctx;
    const all = tops(ctx);
    const top = all.reduce((m, s) => (s.level > m.level ? s : m));
    const low = all.filter((t) => near(top, t)).reduce((m, s) => (s.level < m.level ? s : m));
    const drop = top.level - low.level;
    const s = open('virtualscape/vs_Table_des_geants.hsc', { jumper: { at: [top.x, top.y], level: top.level, side: 'red', height: 4 } });
    const v = ask(s, { ask: 'fall', figure: 'jumper', to: [low.x, low.y, low.level] });
    const kind = drop < 4 ? 'none' : drop >= 24 ? 'extreme' : drop >= 14 ? 'major' : 'minor';
    expect(v.levels).toBe(drop);
    expect(v.fall).toBe(kind);
  });

  it('hs.glyph on "Chat perche": a figure beside a glyph that moves onto it ends its move there', () => {
    const ctx = open('virtualscape/vs_Chat_perche.hsc').ctx as Ctx;
    const busy = occupied(ctx);
    const all = tops(ctx);
    const glyph = all.find((g) => g.glyph !== undefined && !busy.has(g.place) && all.some((n) => near(g, n) && n.level === g.level && n.glyph === undefined && !busy.has(n.place)))!;
    expect(glyph).toBeDefined();
    const from = all.find((n) => near(glyph, n) && n.level === glyph.level && n.glyph === undefined && !busy.has(n.place))!;
    const s = open('virtualscape/vs_Chat_perche.hsc', { scout: { at: [from.x, from.y], level: from.level, side: 'red', height: 5, move: 5 } });
    const v = ask(s, { ask: 'move', figure: 'scout', to: [glyph.x, glyph.y, glyph.level] });
    expect(v.legal).toBe(true);
    expect(v.cost).toBe(1);
    expect((v.reasons as { rule: string }[]).map((r) => r.rule)).toContain('hs.glyph');
  });

  it('hs.base.water on a map-editor map (Age of Annihilation 1): a figure wading in from the bank stops in the water', () => {
    const rel = 'editor-json/AoA_1_The_Shattered_Table.json';
    const ctx = open(rel).ctx as Ctx;
    const busy = occupied(ctx);
    const all = tops(ctx);
    const water = all.find((w) => w.terrain.includes('water') && !busy.has(w.place) && w.glyph === undefined
      && all.some((n) => near(w, n) && !n.terrain.includes('water') && n.glyph === undefined && !busy.has(n.place) && n.level >= w.level && n.level - w.level < 5));
    expect(water).toBeDefined();
    const bank = all.find((n) => near(water!, n) && !n.terrain.includes('water') && n.glyph === undefined && !busy.has(n.place) && n.level >= water!.level && n.level - water!.level < 5)!;
    const s = open(rel, { wader: { at: [bank.x, bank.y], level: bank.level, side: 'red', height: 5, move: 5 } });
    const v = ask(s, { ask: 'move', figure: 'wader', to: [water!.x, water!.y, water!.level] });
    expect(v.legal).toBe(true);
    expect((v.reasons as { rule: string }[]).map((r) => r.rule)).toContain('hs.base.water');
  });

  it('hs.sight and hs.base.range on the Table of the Giants: the range between two figures is at least their straight hex distance, and the attack question agrees with sight', () => {
    const ctx = open('virtualscape/vs_Table_des_geants.hsc').ctx as Ctx;
    const all = tops(ctx);
    const a = all[0]!, b = all[all.length - 1]!;
    const s = open('virtualscape/vs_Table_des_geants.hsc', {
      left: { at: [a.x, a.y], level: a.level, side: 'red', height: 5 },
      right: { at: [b.x, b.y], level: b.level, side: 'blue', height: 5 },
    });
    const dq = a.q - b.q, dr = a.r - b.r;
    const straight = (Math.abs(dq) + Math.abs(dr) + Math.abs(dq + dr)) / 2;
    const sight = ask(s, { ask: 'sight', from: 'left', to: 'right' });
    const attack = ask(s, { ask: 'attack', attacker: 'left', target: 'right', range: 99 });
    expect(attack.range as number).toBeGreaterThanOrEqual(straight);
    expect(attack.allowed).toBe(sight.sight);
  });

  it('hs.engage and hs.height-advantage on the Table of the Giants: across a rise of d levels two figures are engaged exactly when the lower one is taller than d, and the higher one rolls the extra die', () => {
    const rel = 'virtualscape/vs_Table_des_geants.hsc';
    const ctx = open(rel).ctx as Ctx;
    const busy = occupied(ctx);
    const land = tops(ctx).filter((s) => !busy.has(s.place) && !s.terrain.some((t) => ['water', 'lava', 'ice', 'swamp-water', 'shadow'].includes(t)));
    let pair: [Space, Space] | undefined;
    for (const a of land) {
      const b = land.find((t) => near(a, t) && t.level - a.level >= 2 && t.level - a.level <= 6);
      if (b) { pair = [a, b]; break; }
    }
    expect(pair).toBeDefined();
    const [lo, hi] = pair!;
    const d = hi.level - lo.level;
    for (const height of [d, d + 1]) {
      const s = open(rel, {
        low: { at: [lo.x, lo.y], level: lo.level, side: 'red', height },
        high: { at: [hi.x, hi.y], level: hi.level, side: 'blue', height: 5 },
      });
      // The higher base is at or above the lower figure's top (base + Height) exactly when Height <= d.
      expect(ask(s, { ask: 'engaged', figure: 'low', enemy: 'high' }).engaged, `Height ${height}, rise ${d}`).toBe(height > d);
      const m = ask(s, { ask: 'melee', attacker: 'high', target: 'low' });
      expect(m.allowed).toBe(height > d);
      expect(m.heightAdvantage).toEqual({ attacker: 1, defender: 0 });
    }
  });
  // dissolutio_ladders.hsc (Road to the Forgotten Forest, Roads of Valhalla): a road bridge at level 6 from
  // [2, 2] to [6, 2], its middle [3..5, 2] a 1-thick deck over no battlefield; grass at level 1 at [1, 3]
  // beside its west end. Worked by hand from the imported map (highground import): 4 road spaces end to
  // end, then a 5-level step down off the end.
  it('hs.terrain.road and hs.fall on a real bridge (dissolutio_ladders): end to end on road is 4 within Move 2 + 3; stepping off its west end onto the grass is 5 with a 5-level fall for a Height 5 figure, none for Height 6', () => {
    const rel = 'virtualscape/dissolutio_ladders.hsc';
    const s = open(rel, { walker: { at: [6, 2], level: 6, side: 'red', height: 5, move: 2 } });
    const across = ask(s, { ask: 'move', figure: 'walker', to: [2, 2, 6] });
    expect(across.legal).toBe(true);
    expect(across.cost).toBe(4);
    expect((across.reasons as { rule: string }[]).map((r) => r.rule)).toContain('hs.terrain.road');
    // ending on grass: no road bonus, so Move 2 does not do; budget 5 does, with the fall
    expect(ask(s, { ask: 'move', figure: 'walker', to: [1, 3, 1] }).legal).toBe(false);
    const off = ask(s, { ask: 'move', figure: 'walker', to: [1, 3, 1], budget: 5 });
    expect(off.legal).toBe(true);
    expect(off.cost).toBe(5);
    expect(off.events).toEqual([expect.objectContaining({ kind: 'fall', at: [1, 3], level: 1, rule: 'hs.fall', fall: expect.objectContaining({ fall: 'minor', dice: 1, levels: 5 }) })]);
    const t = open(rel, { tall: { at: [6, 2], level: 6, side: 'red', height: 6, move: 2 } });
    const safe = ask(t, { ask: 'move', figure: 'tall', to: [1, 3, 1], budget: 5 });
    expect(safe.legal).toBe(true);
    expect(safe.events).toEqual([]);
  });

  // vs_Volcan_de_la_mort.hsc (VirtualScape example map, Volcarren Wasteland and Thaelenk Tundra tiles): molten
  // lava, snow and ice beside land (lava field is land for movement). Three places L, V, W in a straight line, all on one level, the middle
  // one V molten lava: the only two-step walk from L to W goes over V (the two ends of a straight line two hexes
  // long share no other neighbour), so within 2 a walker is stopped on the lava, a flyer is not.
  it('hs.terrain.molten-lava and hs.base.flying on "Volcan de la mort": a walker may not cross a molten lava space in a straight line within 2 (it would stop on it, rolling the d20), a flyer crosses for 2 with no roll; onto the lava is 1 with the roll', () => {
    const rel = 'virtualscape/vs_Volcan_de_la_mort.hsc';
    const ctx = open(rel).ctx as Ctx;
    const busy = occupied(ctx);
    const all = tops(ctx).filter((s) => s.ceiling === Infinity);
    const plain = (s: Space) => !busy.has(s.place) && s.glyph === undefined && !s.terrain.some((t) => ['water', 'swamp-water', 'wellspring-water', 'lava', 'ice', 'snow'].includes(t));
    const at = (q: number, r: number) => all.find((s) => s.q === q && s.r === r);
    let line: [Space, Space, Space] | undefined;
    for (const v of all.filter((s) => s.terrain.includes('lava') && !busy.has(s.place))) {
      for (const [dq, dr] of [[1, 0], [0, 1], [-1, 1]] as const) {
        const l = at(v.q - dq, v.r - dr), w = at(v.q + dq, v.r + dr);
        if (l && w && plain(l) && plain(w) && l.level === v.level && w.level === v.level) { line = [l, v, w]; break; }
      }
      if (line) break;
    }
    expect(line).toBeDefined();
    const [l, v, w] = line!;
    const s = open(rel, {
      walker: { at: [l.x, l.y], level: l.level, side: 'red', height: 5, move: 2 },
    });
    const onto = ask(s, { ask: 'move', figure: 'walker', to: [v.x, v.y, v.level] });
    expect(onto.legal).toBe(true);
    expect(onto.cost).toBe(1);
    expect(onto.events).toEqual([expect.objectContaining({ kind: 'molten-lava', at: [v.x, v.y], rule: 'hs.terrain.molten-lava' })]);
    const across = ask(s, { ask: 'move', figure: 'walker', to: [w.x, w.y, w.level] });
    expect(across.legal).toBe(false);
    expect((across.reasons as { rule: string }[]).map((r) => r.rule)).toContain('hs.terrain.molten-lava');
    const f = open(rel, { hawk: { at: [l.x, l.y], level: l.level, side: 'red', height: 5, move: 2, flying: true } });
    const over = ask(f, { ask: 'move', figure: 'hawk', to: [w.x, w.y, w.level] });
    expect(over.legal).toBe(true);
    expect(over.cost).toBe(2);
    expect(over.events).toEqual([]);
  });

  it('hs.terrain.snow on "Volcan de la mort": stepping from land onto a snow space of the same level costs 1 under normal snow and 2 under option snow heavy', () => {
    const rel = 'virtualscape/vs_Volcan_de_la_mort.hsc';
    const ctx = open(rel).ctx as Ctx;
    const busy = occupied(ctx);
    const all = tops(ctx).filter((s) => s.ceiling === Infinity && !busy.has(s.place) && s.glyph === undefined);
    const land = (s: Space) => !s.terrain.some((t) => ['water', 'swamp-water', 'wellspring-water', 'lava', 'ice', 'snow'].includes(t));
    let pair: [Space, Space] | undefined;
    for (const n of all.filter((s) => s.terrain.includes('snow'))) {
      const from = all.find((a) => land(a) && near(a, n) && a.level === n.level);
      if (from) { pair = [from, n]; break; }
    }
    expect(pair).toBeDefined();
    const [from, snow] = pair!;
    const fig = { trekker: { at: [from.x, from.y], level: from.level, side: 'red', height: 5, move: 5 } };
    const normal = ask(open(rel, fig), { ask: 'move', figure: 'trekker', to: [snow.x, snow.y, snow.level] });
    expect(normal.cost).toBe(1);
    const heavy = ask(open(rel, fig, { snow: 'heavy' }), { ask: 'move', figure: 'trekker', to: [snow.x, snow.y, snow.level] });
    expect(heavy.legal).toBe(true);
    expect(heavy.cost).toBe(2);
    expect((heavy.reasons as { rule: string }[]).map((r) => r.rule)).toContain('hs.terrain.snow');
  });
});
