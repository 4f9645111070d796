/**
 * Issue 14: a stack keeps the thickness of its upper solids. On Le plateau de Tylaan the plateau's rock
 * over the tomb at file hex [8, 10] fills layers 8 to 17 (a slab from level 8 to 18 topped at 18), with
 * open air from level 2 to 8 under it. A line from the tomb floor to level 10 crosses that rock.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ask, loadScenarioObject } from '../../api.js';
import { readHsc } from '../hsc/read.js';
import type { CellSpec, Scenario } from '../scenario/schema.js';
import { hscToScenario } from './import.js';

const FILE = fileURLToPath(new URL('../../../../shared/maps/heroscape/virtualscape/vs_Le_plateau_de_Tylaan.hsc', import.meta.url));

function cellAt(s: Scenario, x: number, y: number): CellSpec {
  if (s.map.grid !== 'hex') throw new Error('hex map expected');
  const tok = s.map.rows!.trim().split('\n')[y]!.trim().split(/\s+/)[x]!;
  return s.map.legend![tok]!;
}

/** The same scenario with every `thickness` key dropped: the old one-level slabs. */
const withoutThickness = (s: Scenario): Scenario => JSON.parse(JSON.stringify(s, (k, v: unknown) => (k === 'thickness' ? undefined : v))) as Scenario;

describe('thick overhangs on Le plateau de Tylaan', () => {
  const scenario = hscToScenario(readHsc(readFileSync(FILE), FILE), { ruleset: 'tft-3d' });

  it('imports the plateau over the tomb as a slab ten levels thick with the gap under it', () => {
    expect(scenario.map.grid === 'hex' && scenario.map.origin).toEqual([0, 0]);
    expect(cellAt(scenario, 8, 10)).toEqual({ stack: [{ level: 2, thickness: 1, terrain: 'grass' }, { level: 18, thickness: 10, terrain: 'grass' }] });
  });

  it('tft.missile.line: the line from the tomb floor to level 10 is blocked by the rock from 8 to 18', () => {
    // places stand for a figure on them (tft-3d): from a head 3 above the tomb floor to a chest above level 10
    const q = { ask: 'sight', from: [1, 15, 2], to: [9, 9, 10] };
    const v = ask(loadScenarioObject(scenario, 'tylaan.yaml'), q);
    expect(v.sight).toBe(false);
    expect(v.blockedBy).toContainEqual({ at: [8, 10], from: 8, to: 18 });
    expect(v.reasons.map((r) => r.rule)).toContain('tft.missile.line');
    // With one-level slabs (the model before issue 14) the same line was answered clear.
    expect(ask(loadScenarioObject(withoutThickness(scenario), 'thin.yaml'), q).sight).toBe(true);
  });

  it('hs.sight: c3g-buildings reads the same solid and blocks the same line', () => {
    const c3g = hscToScenario(readHsc(readFileSync(FILE), FILE), { ruleset: 'c3g-buildings' });
    // A (Height 5) in the tomb at level 2, B (Height 5) up on the plateau's rim at [8, 8], level 11.
    const figures = { A: { at: [1, 15] as [number, number], level: 2, height: 5 }, B: { at: [8, 8] as [number, number], height: 5 } };
    const v = ask(loadScenarioObject({ ...c3g, figures }, 'c3g.yaml'), { ask: 'sight', from: 'A', to: 'B' });
    expect(v.sight).toBe(false);
    expect(v.reasons.map((r) => r.rule)).toContain('hs.sight');
    expect(ask(loadScenarioObject({ ...withoutThickness(c3g), figures }, 'thin.yaml'), { ask: 'sight', from: 'A', to: 'B' }).sight).toBe(true);
  });
});
