/**
 * Option seams (mfx.base.sight, mfx.trait.blocking): a column of unit crates, some missing, turned through a
 * random angle; two bases tangent to the line through one crate boundary from opposite sides, so that line is
 * the only one between them that enters no crate when both crates beside it stand (a join), and a gap of a
 * whole inch opens beside it when either is missing. Under "block" the join hides the far model; under "see"
 * it does not; with a gap both see.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ask, loadScenarioObject } from '../../api.js';

const R = 15 / 25.4;

function table(present: boolean[], j: number, angle: number, seams: 'block' | 'see') {
  const c = Math.cos(angle), s = Math.sin(angle);
  const turn = (x: number, y: number): [number, number] => [20 + c * (x - 20) - s * (y - 20), 20 + s * (x - 20) + c * (y - 20)];
  const pieces = present.flatMap((here, i) =>
    here ? [{ id: `c${i}`, kind: 'obstacle', shape: { polygon: [turn(19, 15 + i), turn(20, 15 + i), turn(20, 16 + i), turn(19, 16 + i)] } }] : [],
  );
  const y = 15 + j;
  return loadScenarioObject({
    format: 'highground/1',
    ruleset: 'malifaux',
    options: { seams },
    map: { grid: 'table', size: [40, 40], pieces },
    figures: { A: { at: turn(8, y + R) }, B: { at: turn(32, y - R) } },
  });
}

describe('malifaux option seams', () => {
  it('mfx.base.sight, mfx.trait.blocking: a join between two present crates blocks under "block" only; a missing crate leaves a gap both ways', () => {
    const seen = { join: 0, gap: 0 };
    fc.assert(
      fc.property(
        fc.array(fc.boolean(), { minLength: 3, maxLength: 8 }),
        fc.nat(),
        fc.constantFrom(0, Math.PI / 2, 0.3, 1.1, -0.7, 2.5),
        (present, k, angle) => {
          const j = 1 + (k % (present.length - 1));
          const join = present[j - 1]! && present[j]!;
          seen[join ? 'join' : 'gap']++;
          const block = table(present, j, angle, 'block');
          const see = table(present, j, angle, 'see');
          const vb = ask(block, { ask: 'sight', from: 'A', to: 'B' });
          expect(vb.sight).toBe(!join);
          expect(ask(block, { ask: 'sight', from: 'B', to: 'A' }).sight).toBe(!join);
          expect(ask(block, { ask: 'cover', attacker: 'A', target: 'B' }).sight).toBe(!join);
          if (join) expect((vb.reasons as { join?: unknown }[]).some((r) => Array.isArray(r.join))).toBe(true);
          if (angle === 0 || angle === Math.PI / 2) expect(ask(see, { ask: 'sight', from: 'A', to: 'B' }).sight).toBe(true);
        },
      ),
      { numRuns: 60 },
    );
    expect(seen.join).toBeGreaterThan(5);
    expect(seen.gap).toBeGreaterThan(5);
  });
});
