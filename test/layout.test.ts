/** Drawing geometry (issue 21): the exported layouts agree with the engine and with themselves. */
import { describe, expect, it } from 'vitest';
import { hexLayout, layoutOf, loadScenarioObject, squareLayout } from '../src/index.js';

describe('drawing geometry', () => {
  it('hex: cell to pixel and back, 6 neighbours at distance 1, rings of 6r, lines of distance + 1 cells', () => {
    const L = hexLayout({ size: 10, origin: { x: 5, y: 5 } });
    for (let y = -3; y <= 3; y++) for (let x = -3; x <= 3; x++) {
      expect(L.fromPixel(L.toPixel([x, y]))).toEqual([x, y]);
      const n = L.neighbours([x, y]);
      expect(n).toHaveLength(6);
      for (const c of n) expect(L.distance([x, y], c)).toBe(1);
      expect(L.ring([x, y], 2)).toHaveLength(12);
      for (const c of L.ring([x, y], 2)) expect(L.distance([x, y], c)).toBe(2);
      const line = L.line([x, y], [3, -2]);
      expect(line).toHaveLength(L.distance([x, y], [3, -2]) + 1);
      expect(line[line.length - 1]).toEqual([3, -2]);
    }
    // odd-r rows: [0, 1] is right of [0, 0] by half a hex (as the app and the SVG renderer draw it)
    expect(L.toPixel([0, 1]).x - L.toPixel([0, 0]).x).toBeCloseTo((10 * Math.sqrt(3)) / 2);
    expect(L.corners([0, 0])).toHaveLength(6);
  });

  it('square: distance as each ruleset counts (heroclix 1 per diagonal, city-of-peril 1-2-1-2)', () => {
    const hcx = layoutOf(loadScenarioObject({ format: 'highground/1', ruleset: 'heroclix', map: { grid: 'square', rows: '1 1', legend: { '1': { level: 1 } } } }), { size: 8 });
    const cop = layoutOf(loadScenarioObject({ format: 'highground/1', ruleset: 'city-of-peril', map: { grid: 'square', rows: '. .', legend: { '.': {} } } }), { size: 8 });
    expect(hcx.distance([0, 0], [3, 3])).toBe(3);
    expect(cop.distance([0, 0], [3, 3])).toBe(4);
    expect(squareLayout({ size: 8, diagonals: 'none' }).distance([0, 0], [3, 3])).toBe(6);
    expect(hcx.fromPixel(hcx.toPixel([4, 7]))).toEqual([4, 7]);
    expect(hcx.neighbours([0, 0])).toHaveLength(8);
    expect(hcx.ring([0, 0], 2)).toHaveLength(16);
    for (const c of cop.ring([5, 5], 3)) expect(cop.distance([5, 5], c)).toBe(3);
    const line = squareLayout({ size: 1, diagonals: 'none' }).line([0, 0], [3, 2]);
    for (let i = 1; i < line.length; i++) expect(Math.abs(line[i]![0] - line[i - 1]![0]) + Math.abs(line[i]![1] - line[i - 1]![1])).toBe(1);
    expect(() => squareLayout({ size: -1 })).toThrow(/size/);
  });
});
