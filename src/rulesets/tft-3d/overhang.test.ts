import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ask, loadScenario } from '../../api.js';

// The hexfix scenario's map: a 6-level plateau (rows 0-3) and a 1-level one (rows 4-7) for x 0-5, the table east.
const s = loadScenario(readFileSync(new URL('../../../test/scenarios/tft-3d/hexfix-front-overhang.yaml', import.meta.url), 'utf8'));

type Cell = { at: [number, number]; level: number; cost: number; risky?: boolean; front?: string };

describe('tft.multihex.three: reach lists the ends whose front hex overhangs a drop', () => {
  it('lists [6, 2] at the giant\'s base level 6, 3 MA, front overhanging, not risky', () => {
    const v = ask(s, { ask: 'reach', figure: 'G1', budget: 3 });
    const cells = v.cells as Cell[];
    expect(cells).toContainEqual({ at: [6, 2], level: 6, cost: 3, front: 'overhangs' });
    // Its front cannot lead on from over the drop: nothing two hexes out at level 6.
    expect(cells.some((c) => c.at[0] === 7 && c.level === 6)).toBe(false);
    // The ordinary ends keep no `front` key.
    expect(cells).toContainEqual({ at: [5, 2], level: 6, cost: 2 });
  });

  it('the move question and reach agree on the cost and the level', () => {
    const m = ask(s, { ask: 'move', figure: 'G2', to: [6, 6] });
    const r = (ask(s, { ask: 'reach', figure: 'G2', budget: 3 }).cells as Cell[]).find((c) => c.at[0] === 6 && c.at[1] === 6 && c.level === 1);
    expect(m.legal).toBe(true);
    expect(r).toEqual({ at: [6, 6], level: m.level, cost: m.cost, front: 'overhangs' });
  });

  it('a 2-hex horseman is not given the overhang (tft.multihex.two: its front off a drop of more than a level falls)', () => {
    const h = loadScenario(readFileSync(new URL('../../../test/scenarios/tft-3d/hexfix-front-overhang.yaml', import.meta.url), 'utf8')
      .replace(/figures:[\s\S]*?checks:/, 'figures:\n  H1: { at: [3, 2], kind: horseman, ma: 10, facing: 0, side: a }\nchecks:'));
    const cells = ask(h, { ask: 'reach', figure: 'H1', budget: 3 }).cells as Cell[];
    expect(cells.some((c) => c.front !== undefined)).toBe(false);
    expect(cells.some((c) => c.at[0] === 6 && c.at[1] === 2 && c.level === 6)).toBe(false);
  });
});
