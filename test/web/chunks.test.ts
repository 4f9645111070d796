/**
 * A big map's picture cut into pieces (web/src/chunks.ts) for the page to put in one at a time: the
 * pieces put back in their groups give the picture exactly, each piece holds whole elements, and markup
 * that is not whole is refused rather than cut wrong.
 */
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { importMapFile, loadScenario, loadScenarioObject, renderMapSvg } from 'highground';
import { CHUNKED, chunkPicture, topElements } from '../../web/src/chunks.js';
import { ROOT } from './harness.js';

/** The pieces put back into their empty groups. */
function rejoin(c: ReturnType<typeof chunkPicture>): string {
  let out = c.head;
  for (const name of CHUNKED) out = out.replace(new RegExp(`(<g class="${name}"[^>]*>)</g>`), (_, open: string) => `${open}${c.parts[name].join('')}</g>`);
  return out;
}

describe('a picture cut into pieces', () => {
  it('gives back the picture of a square example exactly, groups emptied in the head', () => {
    const s = loadScenario(readFileSync(join(ROOT, 'examples/city-of-peril/diagram.yaml'), 'utf8'), 'diagram.yaml');
    const svg = renderMapSvg({ board: s.board, figures: s.scenario.figures ?? {}, title: 'x' }, { idPrefix: 'b' });
    const c = chunkPicture(svg, 7);
    expect(rejoin(c)).toBe(svg);
    expect(c.parts.places.length).toBeGreaterThan(1);
    expect(c.head).toContain('<g class="places"></g>');
    expect(c.head).not.toMatch(/data-cell="/);
  });

  it('cuts the largest shared Heroscape map into runs of at most 250 whole elements', () => {
    const file = resolve(ROOT, '../shared/maps/heroscape/virtualscape/vs_Castle_vs_elements.hsc');
    const r = importMapFile('vs_Castle_vs_elements.hsc', new Uint8Array(readFileSync(file)), { ruleset: 'heroscape' });
    const s = loadScenarioObject(r.scenario, 'castle');
    const svg = renderMapSvg({ board: s.board, figures: {}, title: 'castle' }, { idPrefix: 'b' });
    const c = chunkPicture(svg);
    expect(rejoin(c)).toBe(svg);
    const places = s.board!.places.filter((p) => p.surfaces.length).length;
    const cells = c.parts.places.map((p) => (p.match(/data-cell=/g) ?? []).length).reduce((a, b) => a + b, 0);
    expect(cells).toBe(places);
    for (const name of CHUNKED) for (const run of c.parts[name]) expect(topElements(run).length).toBeLessThanOrEqual(250);
  });

  it('keeps nested elements whole and refuses markup that is not', () => {
    expect(topElements('<g a="1"><title>t</title><rect/></g><line x="1"/><text>5</text>')).toEqual(['<g a="1"><title>t</title><rect/></g>', '<line x="1"/>', '<text>5</text>']);
    expect(() => topElements('<g><rect/>')).toThrow(/not closed/);
    expect(() => topElements('</g><rect/>')).toThrow(/unbalanced/);
  });
});
