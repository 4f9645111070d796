/**
 * hs.glyph with a double-space figure (hs.base.double-space): the figure stops when its leading end moves
 * onto a glyph, the glyph it started on included; its following end stepping there never stops it. The
 * same two spaces can be reached both ways, so the movement states are looked at directly.
 */
import { describe, expect, it } from 'vitest';
import { loadScenarioObject } from '../../api.js';
import type { Ctx } from './context.js';
import { Mover, pos } from './move.js';

function setup() {
  const s = loadScenarioObject({
    format: 'highground/1', ruleset: 'heroscape',
    map: { grid: 'hex', rows: 'g g G g g g', legend: { g: { level: 1, terrain: 'grass' }, G: { level: 1, terrain: 'grass', glyph: 'astrid' } } },
    figures: { pony: { at: [2, 0], side: 'red', height: 5, spaces: 2, facing: 0, move: 8 } },
  });
  const ctx = s.ctx as Ctx;
  const id = (x: number) => ctx.spaces.find((p) => p.x === x)!.id;
  return { ctx, m: new Mover(ctx, ctx.byId.get('pony')!), id };
}

describe('hs.glyph, hs.base.double-space: which end moved onto the glyph', () => {
  it('one step east: the following end steps onto the start glyph and the figure goes on', () => {
    const { m, id } = setup();
    const r = m.run(Infinity);
    const follow = pos(id(3), 0, 0); // front [3, 0], back on the glyph [2, 0], no glyph entered by a leading end
    expect(r.cost[follow]! / 1024).toBe(1);
    expect(m.stoppedByGlyph(follow)).toBe(false);
  });

  it('out two and back one with the other end leading: the leading end comes back onto its start glyph and stops', () => {
    const { m, id } = setup();
    const r = m.run(Infinity);
    const back = pos(id(3), 0, 1); // the same two spaces, the end on the glyph having led onto it
    expect(Math.floor(r.cost[back]! / 1024)).toBe(3);
    expect(m.stoppedByGlyph(back)).toBe(true);
    let out = 0;
    m.expand(back, () => { out++; });
    expect(out).toBe(0);
  });
});
