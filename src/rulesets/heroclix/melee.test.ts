import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { ask, loadScenarioObject } from '../../api.js';

/** Two characters on a small map of levels 1-3 with walls and a blocking square now and then. */
const arbPair = fc.record({
  w: fc.integer({ min: 3, max: 6 }),
  h: fc.integer({ min: 3, max: 6 }),
  seed: fc.array(fc.integer({ min: 0, max: 99 }), { minLength: 36, maxLength: 36 }),
  a: fc.nat(), t: fc.nat(),
  abilityA: fc.constantFrom('none', 'flight', 'leap-climb', 'giant', 'colossal'),
  abilityT: fc.constantFrom('none', 'flight', 'leap-climb', 'giant'),
  greatSize: fc.constantFrom('current', 'any-level'),
});
type Pair = typeof arbPair extends fc.Arbitrary<infer T> ? T : never;

function session(m: Pair) {
  const n = m.w * m.h;
  const ai = m.a % n;
  let ti = m.t % n;
  if (ti === ai) ti = (ti + 1) % n;
  const cells = [];
  for (let i = 0; i < n; i++) {
    const r = m.seed[i % 36]!;
    const cell: Record<string, unknown> = { at: [i % m.w, Math.floor(i / m.w)], level: 1 + (r % 3 === 0 ? 1 : 0) + (r % 7 === 0 ? 1 : 0) };
    if (i !== ai && i !== ti && r > 92) cell.terrain = 'blocking';
    if (r % 11 === 1) cell.walls = ['south'];
    cells.push(cell);
  }
  const fig = (at: number, ability: string, side: string) => {
    const f: Record<string, unknown> = { at: [at % m.w, Math.floor(at / m.w)], side };
    if (ability === 'giant' || ability === 'colossal') f.size = ability;
    else if (ability !== 'none') f[ability] = true;
    return f;
  };
  return loadScenarioObject({
    format: 'highground/1', ruleset: 'heroclix', options: { greatSize: m.greatSize },
    map: { grid: 'square', size: [m.w, m.h], cells },
    figures: { A: fig(ai, m.abilityA, 'red'), T: fig(ti, m.abilityT, 'blue') },
  });
}

type Melee = { allowed: boolean; adjacent: boolean; reasons: { rule: string }[] };

describe('heroclix close combat (properties)', () => {
  it('adjacent characters may always attack; otherwise only the stairs, Leap/Climb, Great Size or Giant Reach allow it', () => {
    fc.assert(fc.property(arbPair, (m) => {
      const s = session(m);
      const v = ask(s, { ask: 'melee', attacker: 'A', target: 'T' }) as unknown as Melee;
      const adj = ask(s, { ask: 'adjacent', a: 'A', b: 'T' }) as unknown as { adjacent: boolean };
      if (adj.adjacent) expect(v.allowed).toBe(true);
      if (v.allowed && !adj.adjacent) {
        const rules = v.reasons.map((r) => r.rule);
        expect(rules.some((r) => ['hcx.stairs.melee', 'hcx.base.leap-climb', 'hcx.base.great-size', 'hcx.base.giant-reach'].includes(r))).toBe(true);
      }
    }), { numRuns: 300 });
  });

  it('without Leap/Climb or size, a character never attacks across levels in close combat (no stairs here)', () => {
    fc.assert(fc.property(arbPair, (m) => {
      const s = session({ ...m, abilityA: m.abilityA === 'flight' ? 'flight' : 'none' });
      const v = ask(s, { ask: 'melee', attacker: 'A', target: 'T' }) as unknown as Melee;
      const lv = ask(s, { ask: 'adjacent', a: 'A', b: 'T' }) as unknown as { levels: { a: number; b: number } };
      if (lv.levels.a !== lv.levels.b) expect(v.allowed).toBe(false);
    }), { numRuns: 300 });
  });

  it('Leap/Climb reaches exactly the characters adjacent but for the level', () => {
    fc.assert(fc.property(arbPair, (m) => {
      const s = session({ ...m, abilityA: 'leap-climb' });
      const v = ask(s, { ask: 'melee', attacker: 'A', target: 'T' }) as unknown as Melee;
      const lv = ask(s, { ask: 'adjacent', a: 'A', b: 'T' }) as unknown as { adjacent: boolean; levels: { a: number; b: number } };
      const ctx = s.ctx as { byId: Map<string, { x: number; y: number }> };
      const a = ctx.byId.get('A')!, t = ctx.byId.get('T')!;
      if (Math.max(Math.abs(a.x - t.x), Math.abs(a.y - t.y)) > 1) expect(v.allowed).toBe(false);
      if (lv.adjacent) expect(v.allowed).toBe(true);
    }), { numRuns: 300 });
  });
});
