/**
 * The registry is filled by what is imported: `highground/core` knows no game, a game's entry
 * (`highground/<id>`, src/rulesets/<id>/register.ts) registers that one, and its keys join the scenario
 * schema; `highground` registers them all. (One module graph per test file, so this file sees only what
 * it imports.)
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const TFT = 'format: highground/1\nruleset: tft-3d\nmap: { grid: hex, rows: ". .", legend: { ".": { level: 1 } } }\nfigures: { A: { at: [0, 0], kind: human }, B: { at: [1, 0] } }\n';
const COP = 'format: highground/1\nruleset: city-of-peril\nmap: { grid: square, rows: ". .", legend: { ".": {} } }\nfigures: { A: { at: [0, 0], reach: 2 } }\n';

describe('package entries', () => {
  it('core knows no game; a game entry registers one; the main entry all', async () => {
    const core = await import('../src/core.js');
    expect(core.rulesets.map((r) => r.id)).toEqual([]);
    expect(() => core.loadScenario(TFT, 't.yaml')).toThrow(/t\.yaml.*unknown key "kind" in a figure/);
    await import('../src/rulesets/tft-3d/register.js');
    expect(core.rulesets.map((r) => r.id)).toEqual(['tft-3d']);
    expect(core.RULESET_IDS).toEqual(['tft-3d']);
    expect(core.ask(core.loadScenario(TFT), { ask: 'adjacent', a: 'A', b: 'B' }).ask).toBe('adjacent');
    // a city-of-peril file: its ruleset is not registered, nor its keys
    expect(() => core.loadScenario(COP, 'c.yaml')).toThrow(/c\.yaml:4:.*unknown key "reach" in a figure/);
    const all = await import('../src/index.js');
    expect(all.rulesets.map((r) => r.id).sort()).toEqual(['c3g-buildings', 'city-of-peril', 'heroclix', 'heroscape', 'malifaux', 'tft-3d']);
    expect(all.loadScenario(COP).ruleset.id).toBe('city-of-peril');
  });

  it('package.json exports a game entry per ruleset folder and marks the registering modules as side effects', () => {
    const pkg = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));
    expect(pkg.exports['./core'].import).toBe('./dist/core.js');
    expect(pkg.exports['./*'].import).toBe('./dist/rulesets/*/register.js');
    expect(pkg.sideEffects).toEqual(expect.arrayContaining(['./dist/index.js', './dist/rulesets/*/register.js']));
  });
});
