/**
 * Footprints (Ruleset.footprint, issue 16 "pictures that explain"): each ruleset lays out the ground its
 * figures cover as its rules do, and the SVG renderer draws a figure on every place of it (the figure's
 * group says which in `data-cells`, one filled outline per place).
 */
import { describe, expect, it } from 'vitest';
import { loadScenario } from '../src/api.js';
import { renderSvg } from '../src/formats/svg/index.js';
import { figureFootprint } from '../src/layout.js';

const hexRows = (rows: string) => `  grid: hex\n  rows: |\n${rows.split('\n').map((r) => `    ${r}`).join('\n')}\n  legend: { a: { level: 1, terrain: grass } }`;
const HEX_MAP = hexRows('a a a a a\na a a a a\na a a a a\na a a a a');

/** The figure group's `data-cells` and its count of filled footprint outlines. */
function drawn(svg: string, id: string): { cells: string; outlines: number } {
  const m = new RegExp(`<g data-figure="${id}"[^>]*data-cells="([^"]*)"[^>]*>(.*?)</g>`).exec(svg);
  if (!m) throw new Error(`no figure ${id} in the picture`);
  return { cells: m[1]!, outlines: (m[2]!.match(/<polygon[^>]*fill-opacity="0.7"/g) ?? []).length };
}

describe('footprints, laid out by each ruleset and drawn on every place', () => {
  it('heroscape: a double-space figure covers its front hex and the hex behind it, opposite its facing', () => {
    const s = loadScenario(`format: highground/1\nruleset: heroscape\nmap:\n${HEX_MAP}\nfigures:\n  D: { at: [2, 1], side: a, spaces: 2, facing: 1 }\n  d: { at: [0, 3], side: b }\n`);
    // [2, 1] is on an odd row: the hex behind it (north-west, opposite south-east) is [2, 0]
    expect(figureFootprint(s, 'D')).toEqual({ kind: 'cells', cells: [[2, 1], [2, 0]] });
    expect(figureFootprint(s, 'd')).toEqual({ kind: 'cells', cells: [[0, 3]] });
    const svg = renderSvg(s);
    expect(drawn(svg, 'D')).toEqual({ cells: '2,1 2,0', outlines: 2 });
    expect(drawn(svg, 'd')).toEqual({ cells: '0,3', outlines: 0 });
  });

  it('c3g-buildings: the same double-space base as heroscape', () => {
    const s = loadScenario(`format: highground/1\nruleset: c3g-buildings\nmap:\n${HEX_MAP}\nfigures:\n  D: { at: [2, 2], side: a, spaces: 2, facing: 3 }\n`);
    expect(figureFootprint(s, 'D')).toEqual({ kind: 'cells', cells: [[2, 2], [3, 2]] });
    expect(drawn(renderSvg(s), 'D').outlines).toBe(2);
  });

  it('tft-3d (tft.multihex.three): a giant covers its front hex and the two behind it that touch, as the rules lay it; single-base shrinks it', () => {
    const text = (opts: string) => `format: highground/1\nruleset: tft-3d\n${opts}map:\n${HEX_MAP}\nfigures:\n  G: { at: [2, 2], side: a, hexes: 3, facing: 0 }\n  W: { at: [3, 1], side: b, hexes: 4, facing: 0 }\n`;
    const s = loadScenario(text(''));
    // facing east from [2, 2] (even row): back-right (south-west) [1, 3] and straight back (west) [1, 2]
    expect(figureFootprint(s, 'G')).toEqual({ kind: 'cells', cells: [[2, 2], [1, 3], [1, 2]] });
    expect(drawn(renderSvg(s), 'G')).toEqual({ cells: '2,2 1,3 1,2', outlines: 3 });
    // a 4-hex figure facing east from [3, 1] (odd row): its three rear neighbours
    expect(drawn(renderSvg(s), 'W')).toEqual({ cells: '3,1 3,2 2,1 3,0', outlines: 4 });
    const single = loadScenario(text('options: { singleBase: true }\n'));
    expect(figureFootprint(single, 'G')).toEqual({ kind: 'cells', cells: [[2, 2]] });
    expect(drawn(renderSvg(single), 'G').outlines).toBe(0);
  });

  it('city-of-peril (cop.base.move): a large creature covers 2x2 squares from its top-left, a huge one 3x3', () => {
    const s = loadScenario('format: highground/1\nruleset: city-of-peril\nmap: { grid: square, size: [6, 6] }\nfigures:\n  L: { at: [1, 1], side: a, size: large }\n  H: { at: [3, 3], side: b, size: huge }\n');
    expect(figureFootprint(s, 'L')).toEqual({ kind: 'cells', cells: [[1, 1], [2, 1], [1, 2], [2, 2]] });
    const svg = renderSvg(s);
    expect(drawn(svg, 'L')).toEqual({ cells: '1,1 2,1 1,2 2,2', outlines: 4 });
    expect(drawn(svg, 'H').outlines).toBe(9);
  });

  it('heroclix (hcx.base.multi-base): a peanut base covers its square and the next one towards orient', () => {
    const s = loadScenario('format: highground/1\nruleset: heroclix\nmap: { grid: square, size: [6, 6] }\nfigures:\n  P: { at: [2, 2], side: a, base: 1x2, orient: south-west }\n  B: { at: [4, 0], side: b, base: 2x2 }\n');
    expect(figureFootprint(s, 'P')).toEqual({ kind: 'cells', cells: [[2, 2], [1, 3]] });
    const svg = renderSvg(s);
    expect(drawn(svg, 'P')).toEqual({ cells: '2,2 1,3', outlines: 2 });
    expect(drawn(svg, 'B').cells).toBe('4,0 5,0 4,1 5,1');
  });

  it('malifaux: a model covers a circle of its base size in inches, drawn at that radius', () => {
    const s = loadScenario('format: highground/1\nruleset: malifaux\nmap: { grid: table, size: [36, 36] }\nfigures:\n  M: { at: [10, 10], side: a, base: 50 }\n  m: { at: [20, 10], side: b }\n');
    expect(figureFootprint(s, 'M')).toEqual({ kind: 'circle', centre: [10, 10], radius: 50 / 25.4 / 2 });
    expect(figureFootprint(s, 'm')).toEqual({ kind: 'circle', centre: [20, 10], radius: 30 / 25.4 / 2 });
    const svg = renderSvg(s, { scale: 20 });
    expect(drawn(svg, 'M').cells).toBe('10,10 r0.98');
    const r = (id: string) => Number(new RegExp(`<g data-figure="${id}".*?<circle [^>]*r="([\\d.]+)"`).exec(svg)![1]);
    expect(r('M')).toBeCloseTo((50 / 25.4 / 2) * 20, 1);
    expect(r('m')).toBeCloseTo((30 / 25.4 / 2) * 20, 1);
  });

  it('a figure being placed (not in the session) gets the footprint its keys name; bad calls are refused with the key', () => {
    const s = loadScenario('format: highground/1\nruleset: city-of-peril\nmap: { grid: square, size: [6, 6] }\n');
    expect(figureFootprint(s, { at: [0, 0], size: 'large' })).toEqual({ kind: 'cells', cells: [[0, 0], [1, 0], [0, 1], [1, 1]] });
    // a size the ruleset does not know: the place `at` only, never a throw (the app draws while editing)
    expect(figureFootprint(s, { at: [0, 0], size: 'colossal' })).toEqual({ kind: 'cells', cells: [[0, 0]] });
    expect(() => figureFootprint(s, 'nobody')).toThrow(/no figure "nobody"/);
    expect(() => figureFootprint(s, { at: ['x', 1] } as never)).toThrow(/needs `at`/);
  });
});
