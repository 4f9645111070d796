/** Properties the rules promise, on random stacked-hex maps (fast-check). */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { ask, loadScenario, type Session } from '../../api.js';
import { canReach } from './rules.js';

const W = 6, H = 5;

function mapText(levels: number[], figures: string, options = ''): string {
  const rows: string[] = [];
  for (let y = 0; y < H; y++) rows.push(`    ${y % 2 ? ' ' : ''}${levels.slice(y * W, y * W + W).map((l) => (l < 0 ? 'T' : String(l))).join(' ')}`);
  return `format: highground/1
ruleset: tft-3d
${options}map:
  grid: hex
  rows: |
${rows.join('\n')}
  legend:
    "0": {}
    "1": { level: 1 }
    "2": { level: 2 }
    "3": { level: 3 }
    "4": { level: 4 }
    T: { terrain: tree, obstacle: 4 }
figures:
${figures}`;
}

const levelsArb = fc.array(fc.integer({ min: -1, max: 4 }), { minLength: W * H, maxLength: W * H })
  .map((l) => { l[0] = 0; return l; });
const xy = fc.tuple(fc.integer({ min: 0, max: W - 1 }), fc.integer({ min: 0, max: H - 1 }));

function session(levels: number[], figures: string, options = ''): Session {
  return loadScenario(mapText(levels, figures, options));
}

interface Step { at: [number, number]; level: number; cost: number; step: string }

describe('tft-3d properties', () => {
  it('tft.reach is symmetric', () => {
    fc.assert(fc.property(fc.integer({ min: 0, max: 20 }), fc.integer({ min: 0, max: 20 }), fc.integer({ min: 1, max: 6 }), fc.integer({ min: 1, max: 6 }),
      (a, b, ha, hb) => canReach(a, b, ha, hb).ok === canReach(b, a, hb, ha).ok));
  });

  it('melee reach is symmetric between figures on random maps', () => {
    fc.assert(fc.property(levelsArb, fc.constantFrom('hobbit', 'dwarf', 'human', 'elf'), fc.constantFrom('hobbit', 'dwarf', 'human'), (levels, k1, k2) => {
      levels[1] = Math.max(levels[1]!, 0);
      const s = session(levels, `  a: { at: [0, 0], kind: ${k1} }\n  b: { at: [1, 0], kind: ${k2} }\n`);
      const ab = ask(s, { ask: 'melee', attacker: 'a', target: 'b' });
      const ba = ask(s, { ask: 'melee', attacker: 'b', target: 'a' });
      expect(ab.reach).toBe(ba.reach);
      expect((ab.dx as number) + (ba.dx as number)).toBe(0);
    }), { numRuns: 60 });
  });

  it('a path costs the sum of its steps (sides climbed + 1 for the top, 1 down) and never more than the budget', () => {
    fc.assert(fc.property(levelsArb, xy, fc.integer({ min: 0, max: 12 }), fc.boolean(), (levels, to, budget, broken) => {
      const s = session(levels, '  a: { at: [0, 0], kind: human, ma: 10 }\n', broken ? 'options: { broken-ground: dirt }\n' : '');
      const v = ask(s, { ask: 'move', figure: 'a', to, budget });
      if (!v.legal) return;
      const path = v.path as Step[];
      let sum = 0;
      for (let i = 1; i < path.length; i++) {
        const up = path[i]!.level - path[i - 1]!.level;
        const step = up > 0 ? up + 1 : 1;
        expect(path[i]!.cost - path[i - 1]!.cost).toBe(step);
        sum += step;
      }
      expect(sum).toBe(v.cost);
      expect(v.cost as number).toBeLessThanOrEqual(budget);
    }), { numRuns: 80 });
  });

  it('what a figure can reach only grows with the budget, at the same costs', () => {
    fc.assert(fc.property(levelsArb, fc.integer({ min: 0, max: 6 }), fc.integer({ min: 1, max: 6 }), (levels, b, extra) => {
      const s = session(levels, '  a: { at: [0, 0], kind: dwarf, ma: 10 }\n');
      const small = ask(s, { ask: 'reach', figure: 'a', budget: b }).cells as { at: number[]; level: number; cost: number }[];
      const big = ask(s, { ask: 'reach', figure: 'a', budget: b + extra }).cells as { at: number[]; level: number; cost: number }[];
      const bigMap = new Map(big.map((c) => [`${c.at}:${c.level}`, c.cost]));
      for (const c of small) {
        expect(bigMap.get(`${c.at}:${c.level}`)).toBe(c.cost);
        expect(c.cost).toBeLessThanOrEqual(b);
      }
      expect(big.length).toBeGreaterThanOrEqual(small.length);
    }), { numRuns: 60 });
  });

  it('tft.missile.line: a place stands for a figure of the default size on its top surface, from and to', () => {
    fc.assert(fc.property(levelsArb, xy, xy, fc.constantFrom('both', 'either'), (levels, p, q, tie) => {
      if (p[0] === q[0] && p[1] === q[1]) return;
      for (const [x, y] of [p, q]) if (levels[y * W + x]! < 0) levels[y * W + x] = 0;
      const opts = `options: { hexside-tie: ${tie} }\n`;
      const withS = session(levels, `  s: { at: [${p}] }\n  t: { at: [${q}], kind: dwarf }\n`, opts);
      const without = session(levels, `  t: { at: [${q}], kind: dwarf }\n`, opts);
      expect(ask(without, { ask: 'sight', from: p, to: 't' }).sight).toBe(ask(withS, { ask: 'sight', from: 's', to: 't' }).sight);
      expect(ask(without, { ask: 'sight', from: 't', to: p }).sight).toBe(ask(withS, { ask: 'sight', from: 't', to: 's' }).sight);
      // A figure standing in the place is set aside for its stand-in: the answer is the same with it there.
      expect(ask(withS, { ask: 'sight', from: p, to: 't' }).sight).toBe(ask(withS, { ask: 'sight', from: 's', to: 't' }).sight);
    }), { numRuns: 80 });
  });

  it('multi-hex figures end every move in a valid stance (random maps, all sizes)', () => {
    fc.assert(fc.property(levelsArb, fc.constantFrom('horseman', 'giant', 'dragon', 'colossus'), fc.integer({ min: 0, max: 5 }), fc.boolean(), (levels, kind, facing, single) => {
      for (let i = 0; i < levels.length; i++) levels[i] = Math.max(0, Math.min(levels[i]!, 1));
      let s: Session;
      try {
        s = session(levels, `  m: { at: [3, 2], kind: ${kind}, facing: ${facing}, ma: 6 }\n`, single ? 'options: { single-base: true }\n' : '');
      } catch {
        return; // off the map for this facing
      }
      const st = ask(s, { ask: 'stance', figure: 'm' });
      if (!st.valid) return;
      const cells = ask(s, { ask: 'reach', figure: 'm' }).cells as { at: [number, number]; level: number; cost: number }[];
      for (const c of cells.slice(0, 4)) {
        const mv = ask(s, { ask: 'move', figure: 'm', to: [...c.at, c.level] });
        expect(mv.legal).toBe(true);
        expect(mv.cost).toBe(c.cost);
        const end = ask(s, { ask: 'stance', figure: 'm', at: c.at, facing: mv.facing as number });
        expect(end.valid).toBe(true);
      }
    }), { numRuns: 60 });
  });
});
