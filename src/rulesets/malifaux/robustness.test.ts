import { describe, expect, it } from 'vitest';
import { ask, loadScenario } from '../../api.js';
import { HighgroundError } from '../../errors.js';
import { REACH_SAMPLE_LIMIT } from './move.js';

const table = (size: number, pieces: string[], figures: string[]) =>
  loadScenario(
    ['format: highground/1', 'ruleset: malifaux', 'map:', '  grid: table', `  size: [${size}, ${size}]`, '  pieces:', ...pieces, ...(figures.length ? ['figures:', ...figures] : []), ''].join('\n'),
  );

describe('malifaux answers stay bounded and never crash on odd tables', () => {
  it('mfx.trait.impassable: a reach too big to sample is refused with the limit named, not run out of memory', () => {
    const s = table(1000, ['    - { id: m, kind: building, shape: { rect: [10, 10, 4, 4] } }'], ['  A: { at: [500, 500] }']);
    let err: unknown;
    try {
      ask(s, { ask: 'reach', figure: 'A', budget: 400 });
    } catch (e) {
      err = e;
    }
    expect(err).toBeInstanceOf(HighgroundError);
    expect((err as Error).message).toContain(`the limit is ${REACH_SAMPLE_LIMIT}`);
    // Within the limit it answers.
    const v = ask(s, { ask: 'reach', figure: 'A', budget: 5 });
    expect((v.cells as unknown[]).length).toBeGreaterThan(300);
  });

  it('mfx.balance: a sliver whose mirror image rounds onto a line is scored, not an internal error', () => {
    const s = table(
      36,
      [
        '    - { id: t, kind: forest, shape: { polygon: [[5, 5], [6, 5], [6, 5.000000000000001], [5.5, 5.0000000000000005]] } }',
        '    - { id: m, kind: building, shape: { rect: [10, 10, 4, 4] } }',
      ],
      [],
    );
    const v = ask(s, { ask: 'balance' });
    expect(v.balanced).toBe(false);
    expect((v.symmetry as Record<string, number>).mirrorTopBottom).toBeCloseTo(1, 6);
  });
});
