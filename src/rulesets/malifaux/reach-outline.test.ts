/** The reach outlines enclose exactly the samples' squares: their signed areas add up to the cells' area. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ask, loadScenarioObject } from '../../api.js';
import { reachOutlines } from '../../geometry/plane/cell-outline.js';

const signed = (pts: readonly (readonly [number, number])[]) => {
  let s = 0;
  for (let k = 0; k < pts.length; k++) s += pts[k]![0] * pts[(k + 1) % pts.length]![1] - pts[(k + 1) % pts.length]![0] * pts[k]![1];
  return s / 2;
};

describe('reach outlines', () => {
  it('a block of squares with a hole: an outer outline and a clockwise hole, areas adding up', () => {
    const cells = [];
    for (let i = 0; i < 5; i++) for (let j = 0; j < 5; j++) if (i !== 2 || j !== 2) cells.push({ at: [i * 0.5, j * 0.5] as [number, number], level: 0 });
    const out = reachOutlines(cells, 0.5);
    expect(out).toHaveLength(2);
    expect(out.filter((o) => o.hole)).toHaveLength(1);
    expect(out.reduce((s, o) => s + signed(o.points), 0)).toBeCloseTo(24 * 0.25, 9);
  });

  it('any set of samples: the outlines\' signed areas add up to the squares\' area, on each level', () => {
    fc.assert(
      fc.property(fc.uniqueArray(fc.tuple(fc.integer({ min: 0, max: 7 }), fc.integer({ min: 0, max: 7 }), fc.constantFrom(0, 3)), { maxLength: 40, selector: (c) => c.join() }), (pts) => {
        const cells = pts.map(([i, j, level]) => ({ at: [i * 0.5, j * 0.5] as [number, number], level }));
        const out = reachOutlines(cells, 0.5);
        for (const level of [0, 3]) {
          const n = cells.filter((c) => c.level === level).length;
          expect(out.filter((o) => o.level === level).reduce((s, o) => s + signed(o.points), 0)).toBeCloseTo(n * 0.25, 9);
        }
      }),
      { numRuns: 300 },
    );
  });

  it('reach gives its area as polygons too (evidence.polygons)', () => {
    const s = loadScenarioObject({
      format: 'highground/1',
      ruleset: 'malifaux',
      map: { grid: 'table', size: [24, 24], pieces: [{ id: 'box', kind: 'obstacle', shape: { rect: [13, 8, 2, 8] } }] },
      figures: { A: { at: [12, 12], wk: 5 } },
    });
    const v = ask(s, { ask: 'reach', figure: 'A' });
    const polys = (v.evidence as { polygons: { points: [number, number][]; note: string }[] }).polygons;
    expect(polys.length).toBeGreaterThan(0);
    expect(polys.reduce((a, p) => a + signed(p.points), 0)).toBeCloseTo(v.area as number, 6);
  });
});
