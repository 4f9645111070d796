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
      await import('./dist/yaml.js');
      out.coreTftYaml = err(() => core.loadScenario(TFT, 't.yaml'));
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
    // core alone reads no YAML: the error says so and names the fix
    expect(r.coreTft).toMatch(/t\.yaml:1:1: this scenario text is YAML, and the YAML reader is not loaded: import 'highground\/yaml'/);
    expect(r.coreTftYaml).toMatch(/t\.yaml.*unknown key "kind" in a figure/);
    expect(r.oneIds).toEqual(['tft-3d']);
    expect(r.oneSchemaIds).toEqual(['tft-3d']);
    expect(r.oneAsk).toBe('adjacent');
    // a city-of-peril file: its ruleset is not registered, nor its keys
    expect(r.oneCop).toMatch(/c\.yaml:4:.*unknown key "reach" in a figure/);
    expect(r.allIds).toEqual(['c3g-buildings', 'city-of-peril', 'heroclix', 'heroscape', 'malifaux', 'tft-3d']);
    expect(r.allCop).toBe('city-of-peril');
  });

  it('a game entry without the YAML reader reads JSON text and objects, naming lines in JSON, and refuses YAML with code usage', () => {
    const JSON_TFT = JSON.stringify({ format: 'highground/1', ruleset: 'tft-3d', map: { grid: 'hex', rows: '. .', legend: { '.': { level: 1 } } }, figures: { A: { at: [0, 0], kind: 'human' }, B: { at: [1, 0] } } }, null, 2);
    const r = inFreshProcess(`
      const err = (f) => { try { f(); return {}; } catch (e) { return { message: String(e.message), code: e.code, line: e.place?.line }; } };
      const core = await import('./dist/core.js');
      await import('./dist/rulesets/tft-3d/register.js');
      const text = ${JSON.stringify(JSON_TFT)};
      const out = {
        json: core.ask(core.loadScenario(text, 't.json'), { ask: 'adjacent', a: 'A', b: 'B' }).adjacent,
        object: core.ask(core.loadScenarioObject(JSON.parse(text)), { ask: 'adjacent', a: 'A', b: 'B' }).adjacent,
        yaml: err(() => core.loadScenario(${JSON.stringify(TFT)}, 't.yaml')),
        badKey: err(() => core.loadScenario(text.replace('"kind": "human"', '"kind": "human",\\n      "wings": 2'), 't.json')),
        badValue: err(() => core.loadScenario(text.replace('"level": 1', '"level": "high"'), 't.json')),
        broken: err(() => core.loadScenario(text.replace('"B": {', '"B" {'), 't.json')),
        duplicate: err(() => core.loadScenario(text.replace('"format"', '"ruleset": "tft-3d", "format"'), 't.json')),
        deep: err(() => core.loadScenario('{"a":' + '['.repeat(100) + ']'.repeat(100) + '}', 'd.json')),
      };
      console.log(JSON.stringify(out));
    `) as Record<string, { message: string; code: string; line: number } & boolean>;
    expect(r.json).toBe(true);
    expect(r.object).toBe(true);
    expect(r.yaml.code).toBe('usage');
    expect(r.yaml.message).toMatch(/import 'highground\/yaml' once .*or pass the scenario as JSON text or as an object/);
    // errors in JSON text name the line of the key or value, as in YAML
    expect(r.badKey).toMatchObject({ code: 'unknown-key', line: 20 });
    expect(r.badKey.message).toMatch(/^t\.json:20:\d+: key figures\.A\.wings: unknown key "wings" in a figure/);
    expect(r.badValue).toMatchObject({ line: 9 });
    expect(r.badValue.message).toMatch(/^t\.json:9:18: key map\.legend\["\."\]\.level: wrong type: expected number, found "high"/);
    expect(r.broken).toMatchObject({ code: 'file-format', line: 21 });
    expect(r.broken.message).toMatch(/invalid JSON: expected ":" after a key/);
    expect(r.duplicate).toMatchObject({ code: 'file-format', line: 3 });
    expect(r.duplicate.message).toMatch(/map keys must be unique \("ruleset" appears twice\)/);
    expect(r.deep).toMatchObject({ code: 'limit', line: 1 });
  });

  it('package.json exports a game entry per ruleset folder and marks the registering modules as side effects', () => {
    const pkg = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));
    expect(pkg.exports['./core'].import).toBe('./dist/core.js');
    expect(pkg.exports['./*'].import).toBe('./dist/rulesets/*/register.js');
    expect(pkg.exports['./yaml'].import).toBe('./dist/yaml.js');
    expect(pkg.sideEffects).toEqual(expect.arrayContaining(['./dist/index.js', './dist/rulesets/*/register.js', './dist/yaml.js']));
  });
});
