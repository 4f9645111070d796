/** Exact bends (taut.ts): a walk round a grown corner or a round piece is measured on the true arcs. */
import { describe, expect, it } from 'vitest';
import { ask, loadScenarioObject } from '../../api.js';

const R30 = 15 / 25.4;

function table(pieces: object[], figures: object) {
  return loadScenarioObject({ format: 'highground/1', ruleset: 'malifaux', map: { grid: 'table', size: [30, 30], pieces }, figures });
}

type Step = { at: [number, number]; cost: number };

describe('mfx.trait.impassable: bends on the true arcs', () => {
  it('round a 1" tree: two tangents and the arc between them, to the rounding of the verdict', () => {
    const s = table([{ id: 't', kind: 'trees', shape: { circle: [10, 10, 1] } }], { A: { at: [7, 10] } });
    const v = ask(s, { ask: 'move', figure: 'A', to: [13, 10], budget: 10 });
    const R = 1 + R30, d = 3;
    const exact = 2 * Math.sqrt(d * d - R * R) + R * (Math.PI - 2 * Math.acos(R / d));
    expect(v.cost).toBeCloseTo(exact, 4);
    // The path meets and leaves the circle at its tangent points, the base centre R from the tree's centre.
    const path = v.path as Step[];
    expect(path).toHaveLength(4);
    for (const p of path.slice(1, 3)) expect(Math.hypot(p.at[0] - 10, p.at[1] - 10)).toBeCloseTo(R, 3);
    expect(path[3]!.cost).toBeCloseTo(exact, 4);
  });

  it('round a 3" round piece with the budget at the exact length (the polygon was up to 0.01" over)', () => {
    const s = table([{ id: 't', kind: 'obstacle', shape: { circle: [15, 15, 3] } }], { A: { at: [8, 15] } });
    const R = 3 + R30, d = 7;
    const exact = 2 * Math.sqrt(d * d - R * R) + R * (Math.PI - 2 * Math.acos(R / d));
    const v = ask(s, { ask: 'move', figure: 'A', to: [22, 15], budget: exact + 1e-7 });
    expect(v.legal).toBe(true);
    expect(v.cost).toBeCloseTo(exact, 4);
    expect(ask(s, { ask: 'move', figure: 'A', to: [22, 15], budget: exact - 1e-4 }).legal).toBe(false);
  });

  it('round two corners of a box: tangent, the top edge, tangent; the arcs are the corners\' quarter circles', () => {
    // From (2, 5) to (10, 5) past the box [4, 4] - [8, 6]: over the top, y = 6 + r between the corners.
    const s = table([{ id: 'b', kind: 'obstacle', shape: { rect: [4, 4, 4, 2] } }], { A: { at: [2, 5] } });
    const v = ask(s, { ask: 'move', figure: 'A', to: [10, 5], budget: 20 });
    // Each end: a tangent from (2, 5) to the circle of radius r round (4, 6), then the arc up to the top.
    const dx = 2, dy = 1, d = Math.hypot(dx, dy);
    const t = Math.sqrt(d * d - R30 * R30);
    // The tangent point's angle seen from the corner, and the arc from it to straight up.
    const toA = Math.atan2(-dy, -dx);
    const tp = toA - Math.acos(R30 / d);
    let arc = tp + 2 * Math.PI - Math.PI / 2;
    while (arc > 2 * Math.PI) arc -= 2 * Math.PI;
    while (arc < 0) arc += 2 * Math.PI;
    const exact = 2 * (t + R30 * arc) + 4;
    expect(v.cost).toBeCloseTo(exact, 4);
  });

  it('a walk through severe terrain keeps its own measure (no taut pull across a cost boundary)', () => {
    const s = table(
      [
        { id: 't', kind: 'trees', shape: { circle: [10, 10, 1] } },
        { id: 'r', kind: 'rough', shape: { rect: [12, 5, 2, 10] } },
      ],
      { A: { at: [7, 10] } },
    );
    const v = ask(s, { ask: 'move', figure: 'A', to: [16, 10], budget: 20 });
    expect(v.legal).toBe(true);
    const path = v.path as Step[];
    // Running costs never fall below the straight distance walked.
    for (let k = 1; k < path.length; k++) {
      const a = path[k - 1]!, b = path[k]!;
      expect(b.cost - a.cost).toBeGreaterThanOrEqual(Math.hypot(b.at[0] - a.at[0], b.at[1] - a.at[1]) - 2e-4);
    }
  });
});
