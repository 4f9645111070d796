/**
 * hs.fall with hs.base.double-space on a real map with thick overhangs (Le plateau de Tylaan): a double-space
 * figure falls when its leading end (the end that moves onto a space it did not hold) steps down its Height
 * or more; the following end's drop into the space the leading end left is the same descent, not a second
 * fall. Read from the move verdict's own path (front and back of each step), not from the engine's state.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ask, loadScenarioObject } from '../../api.js';
import { hscToScenario } from '../../formats/heroscape/import.js';
import { readHsc } from '../../formats/hsc/read.js';

const FILE = fileURLToPath(new URL('../../../../shared/maps/heroscape/virtualscape/vs_Le_plateau_de_Tylaan.hsc', import.meta.url));
type End = { at: [number, number]; level: number };
type Step = End & { back: [number, number]; backLevel: number; step: string };

describe('hs.fall for double-space figures on Le plateau de Tylaan', () => {
  it('hs.fall, hs.base.double-space: one fall event per leading-end drop of Height or more, at that step and where that end lands', () => {
    const base = hscToScenario(readHsc(readFileSync(FILE), FILE), { ruleset: 'c3g-buildings' });
    let moves = 0, falls = 0;
    // Starts on the plateau's rim (level 18) and beside it, facing east or west.
    for (const [at, facing] of [[[6, 10], 0], [[6, 10], 3], [[10, 10], 0], [[10, 10], 3]] as [[number, number], number][]) {
      const s = loadScenarioObject({ ...base, figures: { D: { at, height: 5, spaces: 2, facing, move: 6, side: 'red' } } } as never, 'tylaan.yaml');
      const reach = ask(s, { ask: 'reach', figure: 'D', budget: 6 }) as unknown as { cells: End[] };
      for (const c of reach.cells) {
        const m = ask(s, { ask: 'move', figure: 'D', to: [...c.at, c.level], budget: 6 }) as unknown as { legal: boolean; path: Step[]; events: { kind: string; step: number; at: [number, number]; level: number }[] };
        if (!m.legal) continue;
        moves++;
        const want: { step: number; at: [number, number]; level: number }[] = [];
        for (let i = 1; i < m.path.length; i++) {
          const p = m.path[i - 1]!, q = m.path[i]!;
          if (q.step === 'flip') continue;
          const before: End[] = [{ at: p.at, level: p.level }, { at: p.back, level: p.backLevel }];
          const after: End[] = [{ at: q.at, level: q.level }, { at: q.back, level: q.backLevel }];
          const same = (a: End, b: End) => a.at[0] === b.at[0] && a.at[1] === b.at[1] && a.level === b.level;
          const lead = after.find((e) => !before.some((b) => same(b, e)))!;
          const left = after.find((e) => e !== lead)!;
          if (left.level - lead.level >= 5) want.push({ step: i, at: lead.at, level: lead.level });
        }
        const got = m.events.filter((e) => e.kind === 'fall').map((e) => ({ step: e.step, at: e.at, level: e.level }));
        expect(got).toEqual(want);
        falls += want.length;
      }
    }
    expect(moves).toBeGreaterThan(50);
    expect(falls).toBeGreaterThan(5);
  });
});
