/**
 * The side view `render` draws under the map for a 3-D line of sight (issue 16, "pictures that explain"):
 * on a hex map (tft-3d missiles) from the board's columns, on a Malifaux table from the pieces and their Ht
 * (a kind's default Ht through the ruleset's `pieceHeight`).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ask, loadScenario } from '../../api.js';
import '../../rulesets/index.js';
import { renderSvg } from './index.js';
import { sideLine, sideProfile } from './sideview.js';

const ROOT = join(import.meta.dirname, '../../..');
const load = (file: string) => loadScenario(readFileSync(join(ROOT, file), 'utf8'), file);

/** The attributes of every element `name` in `svg` inside the side view group. */
function sideOf(svg: string): string {
  const at = svg.indexOf('<g class="side-view">');
  return at < 0 ? '' : svg.slice(at, svg.indexOf('</svg>', at) + 6);
}

describe('side views in render', () => {
  it('tft.missile.line: a blocked 3-D line on a hex map shows the columns along it, the line between its heights and the stop on the blocking column', () => {
    const s = load('examples/tft-3d/side-view.yaml');
    const question = { ask: 'sight', from: 'hobbit', to: 'pip' };
    const verdict = ask(s, question);
    expect(verdict.sight).toBe(false);
    const line = sideLine(verdict)!;
    const p = sideProfile({ board: s.board }, line)!;
    // the line crosses C (level 1) at [2, 0] and is stopped there; the columns stand 1 and 2 high
    expect(p.blocks.map((b) => b.at)).toEqual(['2,0']);
    const c = p.columns.find((k) => k.at === '2,0')!;
    expect(c.layers.at(-1)!.top).toBe(1);
    const b = p.blocks[0]!;
    expect(b.t).toBeGreaterThan(c.t0);
    expect(b.t).toBeLessThan(c.t1);
    const svg = renderSvg(s, { verdict, question });
    const side = sideOf(svg);
    expect(side).toContain('data-side-view="blocked"');
    expect(side).toContain('data-blocked="2,0"');
    expect(side).toContain('>hobbit</text>');
    expect(side).toContain('>pip</text>');
    expect(side).toContain('blocked at [2, 0]');
    // the caption comes after the side view, below it
    const sideY = Number(/<svg[^>]* y="([\d.]+)"[^>]*class="hg-sideview"/.exec(svg)![1]);
    const capY = Number(/<g class="caption"><text x="[\d.]+" y="([\d.]+)"/.exec(svg)![1]);
    expect(capY).toBeGreaterThan(sideY + 130);
  });

  it('hs.sight, hs.base.obstacle: heroscape sight is drawn from the side: a 7-level hill midway stops the line; a tree 10 high stands on its hex, the stop on it', () => {
    const s = load('test/scenarios/heroscape/audit-r7-sight.yaml');
    for (const [from, to] of [['A5', 'B5'], ['A9', 'B9']] as const) {
      const question = { ask: 'sight', from, to };
      const verdict = ask(s, question);
      expect(verdict.sight).toBe(false);
      const p = sideProfile({ board: s.board }, sideLine(verdict)!)!;
      expect(p.blocks.length).toBeGreaterThan(0);
      // each stop is on a column whose top (ground or what stands on it) is above the line there
      for (const b of p.blocks) {
        const col = p.columns.find((c) => c.at === b.at)!;
        expect(Math.max(...col.layers.map((l) => l.top))).toBeGreaterThanOrEqual(b.z);
      }
      if (from === 'A9') expect(p.columns.some((c) => c.layers.some((l) => l.obstacle && l.top - l.bottom === 10))).toBe(true);
      const side = sideOf(renderSvg(s, { verdict, question }));
      expect(side).toContain('data-side-view="blocked"');
      expect(side).toContain(`>${from}</text>`);
    }
  });

  it('hs.sight: a figure standing between that stops the line is named beside the stop (the ground profile does not show it)', () => {
    const s = load('test/scenarios/heroscape/audit-r7-sight.yaml');
    const verdict = ask(s, { ask: 'sight', from: 'A1', to: 'B1' });
    expect(verdict.sight).toBe(false);
    const p = sideProfile({ board: s.board }, sideLine(verdict)!)!;
    expect(p.blocks.some((b) => /^blocked by figure \S+$/.test(b.label))).toBe(true);
  });

  it('c3g.enclosed: a c3g-buildings sight line blocked by a shed is drawn from the side', () => {
    const s = load('test/scenarios/c3g-buildings/audit-r6-tower.yaml');
    const question = { ask: 'sight', from: 'v2', to: 't2' };
    const verdict = ask(s, question);
    expect(verdict.sight).toBe(false);
    const side = sideOf(renderSvg(s, { verdict, question }));
    expect(side).toContain('data-side-view="blocked"');
    expect(side).toContain('>v2</text>');
  });

  it('a top-down answer (no heights on its line) draws no side view', () => {
    const s = load('examples/tft-3d/side-view.yaml');
    const verdict = ask(s, { ask: 'move', figure: 'hobbit', to: [2, 0] });
    expect(sideOf(renderSvg(s, { verdict }))).toBe('');
  });

  it('mfx.vantage.sight: the diagonal view from a vantage point is drawn with the pieces at their Ht, a tree at its kind\'s default Ht 5 stopping the line', () => {
    const s = load('test/scenarios/malifaux/audit-r6-vantage.yaml');
    const question = { ask: 'sight', from: 'V2', to: 'Y' };
    const verdict = ask(s, question);
    expect(verdict.mode).toBe('diagonal');
    expect(verdict.sight).toBe(false);
    // the oak gives no ht: the ruleset reads its kind's (trees: Ht 5)
    const oak = s.scenario.map.grid === 'table' ? s.scenario.map.pieces!.find((q) => q.id === 'oak')! : undefined;
    expect(oak!.ht).toBeUndefined();
    expect(s.ruleset.pieceHeight!(oak!)).toBe(5);
    const table = s.scenario.map.grid === 'table' ? s.scenario.map : undefined;
    const line = sideLine(verdict)!;
    const p = sideProfile({ table, pieceHeight: (q) => s.ruleset.pieceHeight!(q) }, line)!;
    expect(p.z).toEqual([5, 2]);
    const tree = p.columns.find((k) => k.at === 'trees oak')!;
    expect(tree.layers[0]!.top).toBe(5);
    const roof = p.columns.find((k) => k.at === 'vantage roof2')!;
    expect(roof.layers[0]!.top).toBe(3);
    // the stop is on the tree's stretch of the line, where the line is below its top
    expect(p.blocks).toHaveLength(1);
    const b = p.blocks[0]!;
    expect(b.t).toBeGreaterThanOrEqual(tree.t0);
    expect(b.t).toBeLessThanOrEqual(tree.t1);
    expect(b.z).toBeLessThan(5);
    // without the ruleset's heights the tree would be flat and the picture would not show why
    expect(sideProfile({ table }, line)!.columns.some((k) => k.at === 'trees oak')).toBe(false);
    const side = sideOf(renderSvg(s, { verdict, question }));
    expect(side).toContain('data-side-view="blocked"');
    expect(side).toContain('data-column="trees oak"');
    expect(side).toContain('>V2</text>');
    expect(side).toContain('Ht up');
  });

  it('mfx.vantage.sight: a clear diagonal line is drawn green with nothing marked', () => {
    const s = load('test/scenarios/malifaux/audit-r6-vantage.yaml');
    const verdict = ask(s, { ask: 'sight', from: 'V', to: 'X' });
    expect(verdict.sight).toBe(true);
    const side = sideOf(renderSvg(s, { verdict, question: { ask: 'sight', from: 'V', to: 'X' } }));
    expect(side).toContain('data-side-view="clear"');
    expect(side).not.toContain('data-blocked');
  });
});
