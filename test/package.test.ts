/**
 * The package users install: `npm pack`, install the tarball into an empty project, and use it the ways
 * people will: `require` (CommonJS, through Node's require of ES modules and the `default` condition),
 * `import`, the schema and package.json subpaths, strict TypeScript against the shipped types, and every
 * relative link of the shipped README pointing at a file the package contains.
 */
import { execFileSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '..');
let dir = '';
let pkg = '';

function node(args: string[], cwd = dir): string {
  return execFileSync(process.execPath, args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
}

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'highground-pack-'));
  // --ignore-scripts: pack the dist/ that `npm test` has just built; the prepack script would delete and
  // rebuild it under the other test files that run the built command at the same time.
  const out = execFileSync('npm', ['pack', '--silent', '--ignore-scripts', '--pack-destination', dir], { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
  const tgz = out.trim().split('\n').pop()!;
  writeFileSync(join(dir, 'package.json'), JSON.stringify({ name: 'consumer', version: '1.0.0', private: true, type: 'module' }));
  execFileSync('npm', ['install', '--prefer-offline', '--no-audit', '--no-fund', '--ignore-scripts', join(dir, tgz)], { cwd: dir, stdio: 'ignore' });
  pkg = join(dir, 'node_modules', 'highground');
}, 240_000);

afterAll(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
}, 120_000); // removing the installed project's node_modules took over 10 s on a loaded machine

const SCENARIO = {
  format: 'highground/1',
  ruleset: 'heroclix',
  map: { grid: 'square', rows: '1 1 1\n1 1 1', legend: { '1': { level: 1 } } },
  figures: { A: { at: [0, 0] }, B: { at: [2, 1] } },
};

describe('the installed package', () => {
  it('loads with require (CommonJS) and answers', () => {
    const out = node(['-e', `const h = require('highground'); const s = h.loadScenarioObject(${JSON.stringify(SCENARIO)}); console.log(h.ask(s, { ask: 'sight', from: 'A', to: 'B' }).sight)`]);
    expect(out.trim()).toBe('true');
  });

  it('loads every entry with require (CommonJS): the core, each game, the YAML reader and the schema', () => {
    const games = ['c3g-buildings', 'city-of-peril', 'heroclix', 'heroscape', 'malifaux', 'tft-3d'];
    const out = node(['-e', [
      `const core = require('highground/core');`,
      `const games = ${JSON.stringify(games)}.map((id) => Object.keys(require('highground/' + id)).sort().join(','));`,
      `require('highground/yaml');`,
      `const s = core.loadScenario('format: highground/1\\nruleset: heroclix\\nmap: { grid: square, rows: "1 1", legend: { "1": { level: 1 } } }\\nfigures: { A: { at: [0, 0] }, B: { at: [1, 0] } }\\n');`,
      `const schema = require('highground/schema');`,
      `console.log(JSON.stringify({ ids: core.rulesets.map((r) => r.id).sort(), games, adjacent: core.ask(s, { ask: 'adjacent', a: 'A', b: 'B' }).adjacent, same: schema === require('highground/schema/scenario.schema.json'), title: typeof schema.title }));`,
    ].join('\n')]);
    const r = JSON.parse(out) as { ids: string[]; games: string[]; adjacent: boolean; same: boolean; title: string };
    expect(r.ids).toEqual(games);
    // each game's entry exports its ruleset and its help
    for (const g of r.games) {
      expect(g.split(',')).toHaveLength(2);
      expect(g.split(',')).toContain('help');
    }
    expect(r.adjacent).toBe(true);
    expect(r.same).toBe(true);
    expect(r.title).toBe('string');
  });

  it('loads with import, with the schema and package.json subpaths', () => {
    const out = node(['--input-type=module', '-e', [
      `import { ask, loadScenarioObject } from 'highground';`,
      `import { createRequire } from 'node:module';`,
      `const require = createRequire(import.meta.url);`,
      `const schema = require('highground/schema/scenario.schema.json');`,
      `const meta = require('highground/package.json');`,
      `const s = loadScenarioObject(${JSON.stringify(SCENARIO)});`,
      `console.log(ask(s, { ask: 'adjacent', a: 'A', b: 'B' }).adjacent, typeof schema, meta.name);`,
    ].join('\n')]);
    expect(out.trim()).toBe('false object highground');
  });

  it('type-checks a strict TypeScript consumer against the shipped types', { timeout: 120_000 }, () => {
    writeFileSync(join(dir, 'use.ts'), [
      `import { ask, loadScenarioObject, type Verdict } from 'highground';`,
      `const s = loadScenarioObject(${JSON.stringify(SCENARIO)});`,
      `const v: Verdict = ask(s, { ask: 'sight', from: 'A', to: 'B' });`,
      `export const reasons: readonly string[] = v.reasons.map((r) => r.rule);`,
    ].join('\n'));
    writeFileSync(join(dir, 'tsconfig.json'), JSON.stringify({ compilerOptions: { strict: true, module: 'nodenext', moduleResolution: 'nodenext', target: 'es2022', noEmit: true, skipLibCheck: false, types: [] }, files: ['use.ts'] }));
    const tsc = join(root, 'node_modules', 'typescript', 'bin', 'tsc');
    let out = '';
    try {
      node([tsc, '-p', join(dir, 'tsconfig.json')]);
    } catch (e) {
      out = String((e as { stdout?: string }).stdout ?? e);
    }
    expect(out).toBe('');
  });

  it('ships every file its README links to, and no path of the machine it was built on', () => {
    const readme = readFileSync(join(pkg, 'README.md'), 'utf8');
    const links = [...readme.matchAll(/\]\(([^)#\s]+)(?:#[^)]*)?\)/g)].map((m) => m[1]!).filter((l) => !/^[a-z]+:/i.test(l));
    expect(links.length).toBeGreaterThan(0);
    const missing = links.filter((l) => !existsSync(join(pkg, l)));
    expect(missing).toEqual([]);
    const absolute: string[] = [];
    const walk = (d: string) => {
      for (const n of readdirSync(d, { withFileTypes: true })) {
        const p = join(d, n.name);
        if (n.isDirectory()) walk(p);
        else if (/\.(d\.ts|js)$/.test(n.name) && /(^|[\s(`'"])\/(work|home|root|Users|tmp)\//m.test(readFileSync(p, 'utf8'))) absolute.push(p.slice(pkg.length + 1));
      }
    };
    walk(join(pkg, 'dist'));
    expect(absolute).toEqual([]);
    expect(dirname(pkg)).toContain('node_modules');
  });

  it('compiles the bot and drag-loop examples strictly against the installed types (no casts), as Node and as a bundler resolve them, and runs them', { timeout: 300_000 }, () => {
    const src = join(dir, 'ex');
    mkdirSync(src, { recursive: true });
    for (const name of ['bot', 'vtt']) copyFileSync(join(root, 'examples', name, `${name}.ts`), join(src, `${name}.ts`));
    for (const name of ['bot', 'vtt']) expect(readFileSync(join(src, `${name}.ts`), 'utf8')).not.toMatch(/\bas (unknown|any|never)\b|as [A-Z]\w*[^\w(]/);
    writeFileSync(join(dir, 'tsconfig.examples.json'), JSON.stringify({
      compilerOptions: {
        strict: true, noUncheckedIndexedAccess: true, exactOptionalPropertyTypes: true, module: 'nodenext', moduleResolution: 'nodenext',
        target: 'es2022', outDir: 'out', skipLibCheck: false, typeRoots: [join(root, 'node_modules', '@types')], types: ['node'],
      },
      files: ['ex/bot.ts', 'ex/vtt.ts'],
    }));
    const tsc = join(root, 'node_modules', 'typescript', 'bin', 'tsc');
    let out = '';
    try {
      node([tsc, '-p', join(dir, 'tsconfig.examples.json')]);
    } catch (e) {
      out = String((e as { stdout?: string }).stdout ?? e);
    }
    expect(out).toBe('');
    // and as a bundler resolves the package (the `import` and `types` conditions of the exports map)
    writeFileSync(join(dir, 'tsconfig.bundler.json'), JSON.stringify({
      extends: './tsconfig.examples.json',
      // (the shipped .d.ts files were checked by the compile above: only the resolution differs here)
      compilerOptions: { module: 'esnext', moduleResolution: 'bundler', noEmit: true, skipLibCheck: true },
    }));
    try {
      node([tsc, '-p', join(dir, 'tsconfig.bundler.json')]);
    } catch (e) {
      out = String((e as { stdout?: string }).stdout ?? e);
    }
    expect(out).toBe('');
    const map = join(root, '..', 'shared', 'maps', 'heroscape', 'virtualscape', 'vs_Castle_vs_elements.hsc');
    const bot = node([join(dir, 'out', 'bot.js'), map, '2']);
    expect(bot).toMatch(/turn 1: R1 (moves to \[\d+, \d+\]|stays)/);
    expect(bot).toMatch(/^done: R1 \[/m);
    const vtt = node([join(dir, 'out', 'vtt.js')]);
    expect(vtt).toMatch(/may stand, sees/);
    expect(vtt).toMatch(/refused \((placement|off-map)\)/);
    expect(vtt).toMatch(/a bad layout is refused with code usage/);
  });
});
