import { describe, expect, it } from 'vitest';
import { ask, loadScenario } from '../../api.js';
import { OPTIONS } from './options.js';
import { help } from './help.js';
import { malifaux } from './index.js';
import { rulesetHelp } from '../help.js';

const table = (options: string) => `format: highground/1
ruleset: malifaux
${options}
map:
  grid: table
  size: [36, 36]
  pieces:
    - { id: a, kind: building, shape: { rect: [4, 4, 6, 6] } }
    - { id: b, kind: building, shape: { rect: [26, 26, 6, 6] } }
    - { id: c, kind: rough, shape: { rect: [14, 4, 8, 6] } }
    - { id: d, kind: rough, shape: { rect: [14, 26, 8, 6] } }
    - { id: e, kind: forest, shape: { rect: [4, 15, 9, 7] } }
    - { id: f, kind: forest, shape: { rect: [23, 15, 9, 6] } }
`;

describe('malifaux options', () => {
  it('every option names the clause it reads and is documented in help.ts (apart from the ruleset: issue 21)', () => {
    for (const [name, spec] of Object.entries(OPTIONS.specs)) {
      expect(spec.clause, name).toMatch(/^mfx\./);
      expect(spec.doc, name).toBeUndefined();
      expect(rulesetHelp(malifaux).options[name]!.length, name).toBeGreaterThan(40);
    }
    // help.ts names only what the ruleset has
    expect(Object.keys(help.options).sort()).toEqual(Object.keys(OPTIONS.specs).sort());
    expect(Object.keys(help.questions).sort()).toEqual(Object.keys(malifaux.questions).sort());
  });

  it('symmetry-threshold decides when a nearly symmetric table counts as symmetric', () => {
    // Two pairs of pieces mapped onto each other by a half turn, and two forests that nearly are.
    const strict = ask(loadScenario(table('options: { symmetry-threshold: 0.001 }')), { ask: 'balance' });
    const loose = ask(loadScenario(table('options: { symmetry-threshold: 0.2 }')), { ask: 'balance' });
    const score = (strict.symmetry as Record<string, number>).rotate180;
    expect(score).toBeGreaterThan(0.001);
    expect(score).toBeLessThan(0.2);
    expect(strict.symmetric).toBe(false);
    expect(loose.symmetric).toBe(true);
  });

  it('balance-tolerance widens "about one third"', () => {
    // Two blocking buildings, two severe areas, two forests (dense: blocking): blocking 4/6, severe 2/6, cover 0.
    const tight = ask(loadScenario(table('')), { ask: 'balance' });
    expect(tight.split).toEqual({ blocking: 0.6667, severe: 0.3333, cover: 0 });
    expect(tight.problems).toContain('blocking');
    const wide = ask(loadScenario(table('options: { balance-tolerance: 0.4 }')), { ask: 'balance' });
    expect(wide.problems).not.toContain('blocking');
    expect(wide.problems).not.toContain('cover');
  });

  it('path-spacing: finer Steiner points along severe edges never cost more, and come closer to the refracted optimum', () => {
    // Into a rough area at a slant: the best path bends where it enters (Snell's law), between the Steiner points.
    const text = (spacing: number) => `format: highground/1
ruleset: malifaux
options: { path-spacing: ${spacing}, terrain-contact: centre }
map:
  grid: table
  size: [36, 36]
  pieces:
    - { id: mud, kind: rough, shape: { rect: [10, 0, 20, 36] } }
figures:
  A: { at: [2, 2], wk: 40 }
`;
    const cost = (spacing: number) => ask(loadScenario(text(spacing)), { ask: 'move', figure: 'A', to: [16, 20.3] }).cost as number;
    const coarse = cost(2), fine = cost(0.1);
    expect(fine).toBeLessThanOrEqual(coarse + 1e-9);
    // The true optimum: minimise |A - (10, y)| + 2 |(10, y) - goal| over y.
    let best = Infinity;
    for (let y = 0; y <= 36; y += 0.0005) best = Math.min(best, Math.hypot(8, y - 2) + 2 * Math.hypot(6, 20.3 - y));
    expect(fine).toBeGreaterThanOrEqual(best - 1e-9);
    expect(fine - best).toBeLessThan(0.01);
    expect(coarse - best).toBeGreaterThan(fine - best);
  });

  it('path-spacing below 0.05" is refused with its key', () => {
    expect(() => loadScenario(table('options: { path-spacing: 0.01 }'), 't.yaml')).toThrow(/options\.path-spacing/);
  });
});
