/** Load errors of heroscape (and c3g-buildings, built on it) scenarios about where figures stand. */
import { describe, expect, it } from 'vitest';
import { loadScenario } from '../../api.js';
import type { HighgroundError } from '../../errors.js';
import { loadError } from '../../load-error.support.js';


const scenario = (ruleset: string, figures: string) => `format: highground/1
ruleset: ${ruleset}
map:
  grid: hex
  rows: |
    1 1 1 3 3
     1 1 1 3 3
  legend:
    "1": { level: 1 }
    "3": { level: 3 }
figures:
${figures}`;

describe('heroscape load errors', () => {
  for (const ruleset of ['heroscape', 'c3g-buildings']) {
    it(`${ruleset}: hs.base.figures - two figures on one space are refused, naming both and the second's key (not answered for the last one only)`, () => {
      const e = loadError(scenario(ruleset, '  A: { at: [1, 0], side: red }\n  B: { at: [1, 0], side: blue }\n'));
      expect(e.reason).toMatch(/figure B overlaps figure A at \[1, 0\] \(level 1\)/);
      expect(e.place.path).toEqual(['figures', 'B', 'at']);
      expect(e.place.line).toBe(13);
    });

    it(`${ruleset}: hs.base.figures - a double-space figure whose back hex lands on another figure is refused`, () => {
      const e = loadError(scenario(ruleset, '  A: { at: [0, 0], side: red }\n  D: { at: [1, 0], side: blue, spaces: 2, facing: 0 }\n'));
      expect(e.reason).toMatch(/figure D overlaps figure A at \[0, 0\]/);
    });

    it(`${ruleset}: hs.base.double-space - a double-space figure placed with its two spaces on different levels is refused`, () => {
      const e = loadError(scenario(ruleset, '  D: { at: [3, 0], side: blue, spaces: 2, facing: 0 }\n'));
      expect(e.reason).toMatch(/front on level 3 at \[3, 0\] and its back \(behind facing 0\) on level 1 at \[2, 0\]/);
      expect(e.place.path).toEqual(['figures', 'D', 'facing']);
    });
  }

  it('hs.base.double-space - the same figure facing 3 has both spaces on level 3 and loads', () => {
    expect(() => loadScenario(scenario('heroscape', '  D: { at: [3, 0], side: blue, spaces: 2, facing: 3 }\n'))).not.toThrow();
  });
});
