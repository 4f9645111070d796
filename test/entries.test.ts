/**
 * The registry is filled by what is imported: `highground/core` knows no game, a game's entry
 * (`highground/<id>`, src/rulesets/<id>/register.ts) registers that one, and its keys join the scenario
 * schema; `highground` registers them all.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const TFT = 'format: highground/1\nruleset: tft-3d\nmap: { grid: hex, rows: ". .", legend: { ".": { level: 1 } } }\nfigures: { A: { at: [0, 0], kind: human }, B: { at: [1, 0] } }\n';
const COP = 'format: highground/1\nruleset: city-of-peril\nmap: { grid: square, rows: ". .", legend: { ".": {} } }\nfigures: { A: { at: [0, 0], reach: 2 } }\n';

/**
 * The built entries in a Node process of their own (the test runner registers every game in its own
 * module graph: test/setup-rulesets.ts). `npm test` builds dist/ first.
 */
function inFreshProcess(script: string): unknown {
  const out = execFileSync(process.execPath, ['--input-type=module', '-e', script], { cwd: ROOT, encoding: 'utf8' });
  return JSON.parse(out);
}

describe('package entries', () => {
  it('core knows no game; a game entry registers one; the main entry all', () => {
    const r = inFreshProcess(`
      const TFT = ${JSON.stringify(TFT)};
      const COP = ${JSON.stringify(COP)};
      const err = (f) => { try { f(); return ''; } catch (e) { return String(e.message); } };
      const core = await import('./dist/core.js');
      const out = { coreIds: core.rulesets.map((r) => r.id), coreTft: err(() => core.loadScenario(TFT, 't.yaml')) };
      await import('./dist/rulesets/tft-3d/register.js');
      out.oneIds = core.rulesets.map((r) => r.id);
      out.oneSchemaIds = [...core.RULESET_IDS];
      out.oneAsk = core.ask(core.loadScenario(TFT), { ask: 'adjacent', a: 'A', b: 'B' }).ask;
      out.oneCop = err(() => core.loadScenario(COP, 'c.yaml'));
      const all = await import('./dist/index.js');
      out.allIds = all.rulesets.map((r) => r.id).sort();
      out.allCop = all.loadScenario(COP).ruleset.id;
      console.log(JSON.stringify(out));
    `) as Record<string, unknown>;
    expect(r.coreIds).toEqual([]);
    expect(r.coreTft).toMatch(/t\.yaml.*unknown key "kind" in a figure/);
    expect(r.oneIds).toEqual(['tft-3d']);
    expect(r.oneSchemaIds).toEqual(['tft-3d']);
    expect(r.oneAsk).toBe('adjacent');
    // a city-of-peril file: its ruleset is not registered, nor its keys
    expect(r.oneCop).toMatch(/c\.yaml:4:.*unknown key "reach" in a figure/);
    expect(r.allIds).toEqual(['c3g-buildings', 'city-of-peril', 'heroclix', 'heroscape', 'malifaux', 'tft-3d']);
    expect(r.allCop).toBe('city-of-peril');
  });

  it('package.json exports a game entry per ruleset folder and marks the registering modules as side effects', () => {
    const pkg = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));
    expect(pkg.exports['./core'].import).toBe('./dist/core.js');
    expect(pkg.exports['./*'].import).toBe('./dist/rulesets/*/register.js');
    expect(pkg.sideEffects).toEqual(expect.arrayContaining(['./dist/index.js', './dist/rulesets/*/register.js']));
  });
});
