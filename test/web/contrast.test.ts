/**
 * Text contrast of the app's palette, read from web/src/style.css, and of every label the map picture
 * draws (renderSvg over each example, with a move's evidence): WCAG 2 contrast ratio at least 4.5:1.
 * A colour changed in the style sheet or the picture is checked again here.
 */
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ask, loadScenario, renderSvg } from 'highground';
import { ROOT } from './harness.js';

const CSS = readFileSync(join(ROOT, 'web/src/style.css'), 'utf8');

/** Relative luminance of a #rgb / #rrggbb colour (WCAG 2). */
function luminance(hex: string): number {
  let h = hex.replace('#', '');
  if (h.length === 3) h = [...h].map((c) => c + c).join('');
  const [r, g, b] = [0, 2, 4].map((i) => parseInt(h.slice(i, i + 2), 16) / 255).map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}
export function contrast(a: string, b: string): number {
  const [x, y] = [luminance(a), luminance(b)].sort((p, q) => q - p);
  return (x! + 0.05) / (y! + 0.05);
}

const NAMED: Record<string, string> = { white: '#ffffff', black: '#000000', '#fff': '#ffffff' };
function colour(v: string): string {
  const t = v.trim();
  const m = /var\((--[\w-]+)\)/.exec(t);
  if (m) return colour(prop(':root', m[1]!));
  return NAMED[t] ?? t;
}
/** A property of the first rule whose selector list starts with `selector`. */
function prop(selector: string, name: string): string {
  const at = CSS.indexOf(`${selector} {`);
  if (at < 0) throw new Error(`no rule ${selector} in style.css`);
  const body = CSS.slice(at, CSS.indexOf('}', at));
  const m = new RegExp(`(?:^|[;{\\s])${name.replace(/-/g, '\\-')}:\\s*([^;]+);`).exec(body);
  if (!m) throw new Error(`no ${name} in ${selector}`);
  return colour(m[1]!);
}

describe('text contrast of the palette (WCAG 2, at least 4.5:1)', () => {
  const bg = prop(':root', 'background');
  const panel = prop(':root', '--panel');
  const pairs: [string, string, string][] = [
    ['text on the page', prop(':root', 'color'), bg],
    ['text in the side panel', prop(':root', 'color'), panel],
    ['muted text on the page', prop(':root', '--muted'), bg],
    ['muted text in the panel', prop(':root', '--muted'), panel],
    ['muted text on an open answer', prop(':root', '--muted'), prop('button.answer.open', 'background')],
    ['a yes answer', prop(':root', '--good'), panel],
    ['a no answer', prop(':root', '--bad'), panel],
    ['an answer that does not apply', prop('button.answer.error .a', 'color'), panel],
    ['the primary button', prop('button.primary', 'color'), prop('button.primary', 'background')],
    ['the header', prop('header.top', 'color'), prop('header.top', 'background')],
    ['a header switch', prop('.seg button', 'color'), prop('.seg button', 'background')],
    ['the header switch that is on', prop('.seg button.on', 'color'), prop('.seg button.on', 'background')],
    ['the hint line', prop(':root', 'color'), prop('.hint', 'background')],
    ['the hint line, bold', prop('.hint b', 'color'), prop('.hint', 'background')],
    ['a clause id', prop('code.rule', 'color'), prop('code.rule', 'background')],
    ['an error message', prop('#toast', 'color'), prop('#toast', 'background')],
    ['a message', prop('#toast', 'color'), prop('#toast.ok', 'background')],
    ['a history entry undone', prop('#log li.future', 'color'), panel],
    ['the history entry now', prop(':root', 'color'), prop('#log li.cur', 'background')],
    ['the status on the map', prop('.status', 'color'), '#ffffff'],
    ['the outcomes box', prop(':root', 'color'), prop('.outcomes', 'background')],
  ];
  for (const [what, fg, back] of pairs) {
    it(`${what}: ${fg} on ${back}`, () => {
      expect(contrast(fg, back), `${what}: ${fg} on ${back}`).toBeGreaterThanOrEqual(4.5);
    });
  }
});

describe('text contrast on the map picture', () => {
  it('every label the map draws (figures, costs, levels, legend) stands out from its halo', () => {
    const low: string[] = [];
    let checked = 0;
    for (const ex of ['city-of-peril/diagram.yaml', 'heroclix/rooftop.yaml', 'tft-3d/side-view.yaml']) {
      const s = loadScenario(readFileSync(join(ROOT, 'examples', ex), 'utf8'), ex);
      const figs = Object.keys(s.scenario.figures ?? {});
      const verdict = ask(s, { ask: 'reach', figure: figs[0]! });
      const svg = renderSvg(s, { verdict, legend: true });
      for (const m of svg.matchAll(/<text ([^>]*)>([^<]*)</g)) {
        const attrs = m[1]!;
        const fill = /fill="(#[0-9a-fA-F]{3,6})"/.exec(attrs)?.[1];
        const halo = /paint-order="stroke"/.test(attrs) ? /stroke="(#[0-9a-fA-F]{3,6})"/.exec(attrs)?.[1] : undefined;
        if (!fill) continue;
        // a label without a halo sits on the legend's white card or the page
        const back = halo ?? '#ffffff';
        const r = contrast(fill, back);
        checked++;
        if (r < 4.5) low.push(`${ex}: "${m[2]}" ${fill} on ${back} (${r.toFixed(2)})`);
      }
    }
    expect(checked).toBeGreaterThan(30);
    expect(low).toEqual([]);
  });
});
