/**
 * The side view `render` draws under the map for a 3-D line of sight (issue 16, "pictures that explain"):
 * on a hex map (tft-3d missiles) from the board's columns, on a Malifaux table from the pieces and their Ht
 * (a kind's default Ht through the ruleset's `pieceHeight`).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ask, loadScenario } from '../../api.js';
import { renderSvg } from './index.js';
import { sideLine, sideProfile } from './sideview.js';
import type { FigureSpec } from '../scenario/schema.js';

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

  it('hs.sight: the side view draws each figure the line passes standing at its Height with its name: C1 (Height 6 on level 1) outlined red over the line that stops on it, A1 and B1 at the ends', () => {
    const s = load('test/scenarios/heroscape/audit-r7-sight.yaml');
    const question = { ask: 'sight', from: 'A1', to: 'B1' };
    const verdict = ask(s, question);
    const src = { board: s.board, figures: s.scenario.figures, footprint: (f: FigureSpec) => s.ruleset.footprint!(f, s.board), figureHeight: (f: FigureSpec) => s.ruleset.figureHeight!(f) };
    const p = sideProfile(src, sideLine(verdict)!)!;
    expect(p.figures.map((f) => [f.id, f.bottom, f.top, f.end, f.blocks])).toEqual([['A1', 1, 6, true, false], ['C1', 1, 7, false, true], ['B1', 1, 6, true, false]]);
    // C1 stands on the middle place of the line, its head (7) above the line (6) there
    const c1 = p.figures[1]!;
    expect(c1.t0).toBeGreaterThan(0.3);
    expect(c1.t1).toBeLessThan(0.7);
    expect(c1.top).toBeGreaterThan(p.z[0] + (p.z[1] - p.z[0]) * ((c1.t0 + c1.t1) / 2));
    const side = sideOf(renderSvg(s, { verdict, question }));
    const g = /<g data-side-figure="C1" data-blocks="yes">(.*?)<\/g>/.exec(side)![1]!;
    expect(g).toContain('>C1</text>');
    expect(g).toContain('C1: stands at 1, 6 high, in the way');
    // what a person sees: the figure's drawn top is above the drawn line (smaller y), its foot on the ground
    const rect = /<rect x="[\d.]+" y="([\d.]+)" width="[\d.]+" height="([\d.]+)"/.exec(g)!;
    const lineY = Number(/<line x1="[\d.]+" y1="([\d.]+)"/.exec(side)![1]);
    expect(Number(rect[1])).toBeLessThan(lineY);
    // the ends are drawn too, named once (by the line's ends)
    expect(side).toContain('data-side-figure="A1"');
    expect(side.split('>A1</text>')).toHaveLength(2);
  });

  it('hs.sight: a shorter figure between (C3, Height 3) is drawn below the line it does not stop; figures off the line are not drawn', () => {
    const s = load('test/scenarios/heroscape/audit-r7-sight.yaml');
    const question = { ask: 'sight', from: 'A3', to: 'B3' };
    const verdict = ask(s, question);
    expect(verdict.sight).toBe(true);
    const side = sideOf(renderSvg(s, { verdict, question }));
    const ids = [...side.matchAll(/data-side-figure="([^"]+)"/g)].map((m) => m[1]);
    expect(ids).toEqual(['A3', 'C3', 'B3']);
    expect(side).toMatch(/<g data-side-figure="C3"><title>C3: stands at 1, 3 high<\/title>/);
    expect(side).toContain('>C3</text>');
  });

  it('tft.height.chart, mfx.vantage.sight: figures stand at their ruleset\'s height: a hobbit (kind, H 1), a Malifaux model on a Ht 3 roof (Ht 2 from 3 to 5)', () => {
    const t = load('examples/tft-3d/side-view.yaml');
    expect(t.ruleset.figureHeight!(t.scenario.figures!['hobbit']!)).toBe(1);
    expect(t.ruleset.figureHeight!({ at: [0, 0], kind: 'dwarf' } as never)).toBe(2);
    expect(t.ruleset.figureHeight!({ at: [0, 0], height: 4 } as never)).toBe(4);
    const m = load('test/scenarios/malifaux/audit-r6-vantage.yaml');
    const verdict = ask(m, { ask: 'sight', from: 'V2', to: 'Y' });
    const table = m.scenario.map.grid === 'table' ? m.scenario.map : undefined;
    const p = sideProfile({ table, figures: m.scenario.figures, footprint: (f) => m.ruleset.footprint!(f, undefined), figureHeight: (f) => m.ruleset.figureHeight!(f), pieceHeight: (q) => m.ruleset.pieceHeight!(q) }, sideLine(verdict)!)!;
    expect(p.figures.map((f) => [f.id, f.bottom, f.top, f.end])).toEqual([['V2', 3, 5, true], ['Y', 0, 2, true]]);
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

  it('on a table, each stretch of the line over a piece is exact: a U-shaped piece crossed twice gives two columns with the gap between, a round piece its chord', () => {
    const table = {
      grid: 'table' as const, size: [20, 10] as [number, number],
      pieces: [
        // a U open to the top: the line at y = 5 crosses its two arms, x 2..4 and 8..10
        { id: 'u', kind: 'wall', ht: 3, shape: { polygon: [[2, 2], [4, 2], [4, 8], [8, 8], [8, 2], [10, 2], [10, 9], [2, 9]] as [number, number][] } },
        { id: 'rock', kind: 'rock', ht: 2, shape: { circle: [15, 5, 1] as [number, number, number] } },
        { id: 'flat', kind: 'rough', shape: { rect: [11, 0, 1, 10] as [number, number, number, number] } },
      ],
    };
    const p = sideProfile({ table }, { from: [0, 5], to: [20, 5], z: [2, 2], clear: true })!;
    const spans = p.columns.map((c) => [c.at, Math.round(c.t0 * 20 * 1000) / 1000, Math.round(c.t1 * 20 * 1000) / 1000]);
    expect(spans).toEqual([['wall u', 2, 4], ['wall u', 8, 10], ['rock rock', 14, 16]]);
    // the line along a polygon's vertex row (y = 8 runs through the U's inner corners) still closes its stretches
    const q = sideProfile({ table }, { from: [0, 8], to: [20, 8], z: [2, 2], clear: true })!;
    expect(q.columns.map((c) => [c.at, Math.round(c.t0 * 20), Math.round(c.t1 * 20)])).toEqual([['wall u', 2, 10]]);
  });

  it('draws the side view over a piece of 250 000 points (the largest polygon a table takes) from its edges once', () => {
    const n = 250_000;
    const polygon = Array.from({ length: n }, (_, i) => [10 + 4 * Math.cos((2 * Math.PI * i) / n), 5 + 4 * Math.sin((2 * Math.PI * i) / n)] as [number, number]);
    const table = { grid: 'table' as const, size: [20, 10] as [number, number], pieces: [{ id: 'big', kind: 'hill', ht: 2, shape: { polygon } }] };
    const p = sideProfile({ table }, { from: [0, 5], to: [20, 5], z: [1, 1], clear: false, blockedBy: [{ at: [10, 5], how: 'hill big' }] })!;
    expect(p.columns).toHaveLength(1);
    expect(p.columns[0]!.t0 * 20).toBeCloseTo(6, 3);
    expect(p.columns[0]!.t1 * 20).toBeCloseTo(14, 3);
    expect(p.blocks[0]!.t).toBeCloseTo(0.5, 6);
  });
});
