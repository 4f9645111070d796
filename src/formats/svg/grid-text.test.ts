/**
 * drawGrid writes each place's elements as text (40,000 hexes took 4.6 s of CPU through attribute objects):
 * the markup must stay what el() writes, and a terrain the style table does not know (a fresh style each
 * time it is asked) gets one pattern, not one per place.
 */
import { describe, expect, it } from 'vitest';
import { loadScenarioObject } from '../../api.js';
import { renderSvg } from './render.js';
import { el, title } from './xml.js';
import { placeOutline } from './frame.js';
import type { Scenario } from '../scenario/schema.js';

const hexMap = (rows: string, legend: Record<string, unknown>) => loadScenarioObject({ format: 'highground/1', ruleset: 'heroscape', map: { grid: 'hex', rows, legend } } as unknown as Scenario);

describe('drawGrid written as text', () => {
  it('a hex place is the polygon el() writes: outline corners, data-cell, data-level, fill, stroke, tooltip', () => {
    const svg = renderSvg(hexMap('0 1\n2 0\n', { '0': { level: 0, terrain: 'grass' }, '1': { level: 1, terrain: 'grass' }, '2': { level: 2, terrain: 'grass' } }));
    const m = /<polygon points="([^"]+)" data-cell="1,1"/.exec(svg)!;
    const corners = m[1]!.split(' ').map((p) => p.split(',').map(Number));
    const outline = placeOutline('hex', 1, 1);
    // corners are the outline's in pixels: equal steps of the scale from the first
    for (let i = 1; i < 6; i++) {
      expect(corners[i]![0]! - corners[0]![0]!).toBeCloseTo((outline[i]![0] - outline[0]![0]) * 32, 1);
      expect(corners[i]![1]! - corners[0]![1]!).toBeCloseTo((outline[i]![1] - outline[0]![1]) * 32, 1);
    }
    const expected = el('polygon', { points: m[1], 'data-cell': '1,1', 'data-level': 0, fill: 'hsl(44, 24.0%, 72.0%)', stroke: '#8f8672', 'stroke-opacity': 0.45, 'stroke-width': 0.75 }, title('[1, 1] \u2014 level 0, grass'));
    expect(svg).toContain(expected);
    // a cliff between levels 0 and 1 on the east side of [0, 0]: a line with the cliff's colour
    expect(svg).toMatch(/<line x1="[\d.]+" y1="[\d.]+" x2="[\d.]+" y2="[\d.]+" stroke="#5b5140" stroke-width="[\d.]+" stroke-linecap="round"\/>/);
    expect(svg).toContain('paint-order="stroke">2</text>');
  });

  it('a terrain the style table does not know (palm) gets one pattern for all its places, not one each', () => {
    const rows = Array.from({ length: 3 }, () => 'p p p p').join('\n') + '\n';
    const svg = renderSvg(hexMap(rows, { p: { level: 0, terrain: 'palm' } }));
    const patterns = svg.match(/<pattern /g)?.length ?? 0;
    // the places' overlay and the legend's swatch (before: one more for each of the 12 places)
    expect(patterns).toBeGreaterThanOrEqual(1);
    expect(patterns).toBeLessThanOrEqual(2);
    expect(svg.match(/data-cell=/g)).toHaveLength(12);
  });
});
