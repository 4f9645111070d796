/**
 * Sight is symmetric wherever the rules make it so (docs/symmetry.md lists where they do not, and why).
 * Maps are generated per ruleset (maps.ts); every property asks through the public API.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ask, loadScenarioObject, type Session } from '../../src/index.js';
import { cityOfPerilMap, hexMap, heroclixMap, load, tableMap } from './maps.js';

const RUNS = 150;

function both(s: Session, a: string, b: string) {
  return [ask(s, { ask: 'sight', from: a, to: b }), ask(s, { ask: 'sight', from: b, to: a })] as const;
}

describe('sight is symmetric', () => {
  it('city-of-peril: between two creatures on the ground, sight and effect both ways (cop.sight.ground, cop.effect)', () => {
    fc.assert(fc.property(cityOfPerilMap({ onGround: true }), (g) => {
      const s = load(g);
      fc.pre(s !== undefined);
      const [ab, ba] = both(s!, 'A', 'B');
      expect([ba.sight, ba.effect]).toEqual([ab.sight, ab.effect]);
    }), { numRuns: RUNS });
  });

  it('heroclix: on one level with nothing hindering at either end (hcx.lof.same-level, hcx.base.lof)', () => {
    fc.assert(fc.property(heroclixMap({ onGround: true }), (g) => {
      const s = load(g);
      fc.pre(s !== undefined);
      const [ab, ba] = both(s!, 'A', 'B');
      expect([ba.sight, ba.hindered]).toEqual([ab.sight, ab.hindered]);
    }), { numRuns: RUNS });
  });

  it('tft-3d: engagement across levels, both ways: neither base at or above the other\'s top (tft.engage, tft.reach)', () => {
    fc.assert(fc.property(hexMap('tft-3d', { figureKeys: { kind: 'human' } }), (g) => {
      const s = load(g);
      fc.pre(s !== undefined);
      const ab = ask(s!, { ask: 'engaged', figure: 'A', enemy: 'B' });
      const ba = ask(s!, { ask: 'engaged', figure: 'B', enemy: 'A' });
      expect(ba.engaged).toBe(ab.engaged);
    }), { numRuns: RUNS });
  });

  it('malifaux: top-down, with no vantage point on the table (mfx.base.sight, mfx.trait.blocking in the "taller" reading)', () => {
    fc.assert(fc.property(tableMap({ maxHt: 1 }), (g) => {
      const s = load(g);
      fc.pre(s !== undefined);
      const [ab, ba] = both(s!, 'A', 'B');
      expect(ba.sight).toBe(ab.sight);
    }), { numRuns: RUNS });
  });
});

/** The documented exceptions (docs/symmetry.md): each has a case where the two directions differ. */
describe('sight is not symmetric where the rules say so', () => {
  const yaml = (text: string): Session => loadScenarioObject(JSON.parse(text), 'case.json');

  it('tft-3d: the line runs from the shooter\'s head to the target\'s chest (tft.missile.range, tft.missile.line)', () => {
    const s = yaml(JSON.stringify({
      format: 'highground/1', ruleset: 'tft-3d',
      map: { grid: 'hex', rows: '0 0 0\n0 0 0\n0 0 0\n0 0 0\n0 0 0\n0 4 4\n0 0 4\n', legend: { '0': { level: 0, terrain: 'grass' }, '4': { level: 4, terrain: 'sand' } } },
      figures: { A: { at: [2, 4], kind: 'human' }, B: { at: [2, 6], kind: 'human' } },
    }));
    const [ab, ba] = both(s, 'A', 'B');
    expect(ab.sight).not.toBe(ba.sight);
  });

  it('heroclix: across levels hindering terrain counts only in the target\'s square (hcx.lof.across.hindering)', () => {
    const s = yaml(JSON.stringify({
      format: 'highground/1', ruleset: 'heroclix',
      map: { grid: 'square', rows: '2 . . H\n', legend: { '.': {}, '2': { level: 2 }, H: { terrain: 'hindering' } } },
      figures: { A: { at: [0, 0] }, B: { at: [3, 0] } },
    }));
    const [ab, ba] = both(s, 'A', 'B');
    expect([ab.sight, ba.sight]).toEqual([true, true]);
    expect([ab.hindered, ba.hindered]).toEqual([true, false]);
  });

  it('malifaux, option sight-height "viewer": blocking terrain is measured against the model looking (mfx.trait.blocking)', () => {
    const s = yaml(JSON.stringify({
      format: 'highground/1', ruleset: 'malifaux', options: { 'sight-height': 'viewer' },
      map: { grid: 'table', size: [24, 24], pieces: [{ kind: 'wall', shape: { rect: [10, 2, 1, 20] }, ht: 2 }] },
      figures: { A: { at: [4, 12], base: 30, ht: 1 }, B: { at: [18, 12], base: 30, ht: 3 } },
    }));
    const [ab, ba] = both(s, 'A', 'B');
    expect([ab.sight, ba.sight]).toEqual([false, true]);
  });
});
