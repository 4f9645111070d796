/**
 * The layers of src/ (docs/DEVELOPING.md): each imports only from the layers above it.
 *
 *   shared     src/errors.ts, src/verdict.ts: plain types and the user-error class, importable by all
 *   geometry   src/geometry/
 *   board      src/board/
 *   formats    src/formats/
 *   engine     src/engine/
 *   rulesets   src/rulesets/ (a ruleset folder imports no other ruleset folder, nor the registry, except the
 *              base ruleset its index.ts declares with `export const BASE_RULESET = '<id>'`)
 *   api        src/api.ts, src/batch.ts, src/session.ts, src/layout.ts, src/answers.ts: the questions and batch entries the public entry is built from
 *   analysis   src/analysis/: map analysis for designers, on the api layer only
 *   entry      src/index.ts: the public entry
 *   cli        src/cli/
 *
 * The web app (web/src) reaches the library only through the package's public entries: `highground`,
 * `highground/core`, `highground/yaml` and `highground/<ruleset id>` (package.json's exports).
 *
 * Every import counts, `import type` included: a type import still ties a layer to one below it. Tests
 * (`*.test.ts`) and test-only helpers (`*.support.ts`, never built) may import anything and are not
 * checked. A new top-level file under src/ fails the test until it is given a layer here.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(import.meta.dirname, '..');
const SRC = join(ROOT, 'src');

const LAYERS = ['shared', 'geometry', 'board', 'formats', 'engine', 'rulesets', 'api', 'analysis', 'entry', 'cli'] as const;
type Layer = (typeof LAYERS)[number];

const TOP_LEVEL: Record<string, Layer> = {
  'errors.ts': 'shared',
  'verdict.ts': 'shared',
  'api.ts': 'api',
  'batch.ts': 'api',
  'session.ts': 'api',
  'layout.ts': 'api',
  'answers.ts': 'api',
  'index.ts': 'entry',
  'core.ts': 'entry',
  'yaml.ts': 'entry',
};

/**
 * Imports that break the rule in paths whose owners are still at work; each names the owner. Remove an
 * entry when its import is gone (the test fails on an entry that no longer matches, so the list only
 * shrinks).
 */
const KNOWN_EXCEPTIONS: readonly { from: string; to: string; owner: string }[] = [];

/** The base ruleset a ruleset folder declares in its index.ts (`export const BASE_RULESET = '<id>'`), if any. */
function declaredBase(folder: string): string | undefined {
  let text: string;
  try {
    text = readFileSync(join(SRC, 'rulesets', folder, 'index.ts'), 'utf8');
  } catch {
    return undefined;
  }
  return /export const BASE_RULESET = '([a-z0-9-]+)'/.exec(text)?.[1];
}

/** `src/a/b.ts` style path of a file under the project root. */
function rel(file: string): string {
  return relative(ROOT, file).split('\\').join('/');
}

function layerOf(path: string): Layer | undefined {
  const parts = path.split('/');
  if (parts[0] !== 'src') return undefined;
  if (parts.length === 2) return TOP_LEVEL[parts[1]!];
  const folder = parts[1]!;
  return (LAYERS as readonly string[]).includes(folder) && folder !== 'shared' && folder !== 'api' && folder !== 'entry'
    ? (folder as Layer)
    : undefined;
}

/** The ruleset folder a path is in (`src/rulesets/<id>/...`), if any. */
function rulesetFolder(path: string): string | undefined {
  const parts = path.split('/');
  return parts[1] === 'rulesets' && parts.length > 3 ? parts[2] : undefined;
}

function sourceFiles(dir: string): string[] {
  const out: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const p = join(dir, entry.name);
    if (entry.isDirectory()) out.push(...sourceFiles(p));
    else if (entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') && !entry.name.endsWith('.support.ts')) out.push(p);
  }
  return out.sort();
}

/** Every module specifier a file names: import and export declarations, `import()` and `import('x').T`. */
function specifiers(file: string): string[] {
  const sf = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  const out: string[] = [];
  const visit = (node: ts.Node): void => {
    if ((ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) && node.moduleSpecifier
      && ts.isStringLiteral(node.moduleSpecifier)) {
      out.push(node.moduleSpecifier.text);
    } else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
      const arg = node.arguments[0];
      if (arg && ts.isStringLiteralLike(arg)) out.push(arg.text);
    } else if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument)
      && ts.isStringLiteral(node.argument.literal)) {
      out.push(node.argument.literal.text);
    }
    ts.forEachChild(node, visit);
  };
  visit(sf);
  return out;
}

/** Why `from` may not import `to`, or undefined when it may. */
function violation(from: string, to: string): string | undefined {
  const lf = layerOf(from);
  const lt = layerOf(to);
  if (lf === undefined) return `${from} is in no layer (give it one in test/layers.test.ts)`;
  if (lt === undefined) return `${to} is in no layer (give it one in test/layers.test.ts)`;
  if (LAYERS.indexOf(lt) > LAYERS.indexOf(lf)) return `${lf} imports from ${lt}, a layer below it`;
  const rf = rulesetFolder(from);
  if (rf !== undefined && lt === 'rulesets') {
    const rt = rulesetFolder(to);
    if (rt !== undefined && rt !== rf && rt !== declaredBase(rf)) return `ruleset ${rf} imports from ruleset ${rt}`;
    if (to === 'src/rulesets/index.ts') return `ruleset ${rf} imports the ruleset registry`;
  }
  return undefined;
}

interface Finding {
  from: string;
  to: string;
  why: string;
}

function findings(): Finding[] {
  const out: Finding[] = [];
  for (const file of sourceFiles(SRC)) {
    const from = rel(file);
    for (const spec of specifiers(file)) {
      if (!spec.startsWith('.')) continue; // packages: not a layer question
      const to = rel(resolve(dirname(file), spec)).replace(/\.js$/, '.ts');
      const why = violation(from, to);
      if (why !== undefined) out.push({ from, to, why });
    }
  }
  return out;
}

describe('layers', () => {
  const all = findings();
  const known = (f: Finding): boolean => KNOWN_EXCEPTIONS.some((e) => e.from === f.from && e.to === f.to);

  it('every file under src/ imports only from its own layer or the layers above it', () => {
    const broken = all.filter((f) => !known(f)).map((f) => `${f.from} -> ${f.to}: ${f.why}`);
    expect(broken).toEqual([]);
  });

  it('every known exception still happens (remove the ones that are mended)', () => {
    const stale = KNOWN_EXCEPTIONS.filter((e) => !all.some((f) => f.from === e.from && f.to === e.to))
      .map((e) => `${e.from} -> ${e.to} (${e.owner})`);
    expect(stale).toEqual([]);
  });

  it('the web app imports the library only through its public entries (`highground`, `highground/core`, `highground/yaml`, `highground/<id>`)', () => {
    const web = join(ROOT, 'web', 'src');
    const broken: string[] = [];
    // the package's public subpaths: core, yaml and one entry per ruleset folder that has a register.ts
    const games = readdirSync(join(ROOT, 'src', 'rulesets'), { withFileTypes: true })
      .filter((d) => d.isDirectory() && readdirSync(join(ROOT, 'src', 'rulesets', d.name)).includes('register.ts'))
      .map((d) => d.name);
    const entries = new Set(['highground', 'highground/core', 'highground/yaml', ...games.map((g) => `highground/${g}`)]);
    for (const file of sourceFiles(web)) {
      for (const spec of specifiers(file)) {
        if (spec === 'highground' || spec.startsWith('highground/')) {
          if (!entries.has(spec)) broken.push(`${rel(file)} -> ${spec}: not a public entry of the package`);
          continue;
        }
        if (!spec.startsWith('.')) continue;
        const to = rel(resolve(dirname(file), spec));
        if (to.startsWith('src/')) broken.push(`${rel(file)} -> ${to}: import it from 'highground'`);
      }
    }
    expect(broken).toEqual([]);
  });

  it('the checker sees the cases it is for', () => {
    expect(violation('src/geometry/hex/a.ts', 'src/board/grid.ts')).toBeDefined();
    expect(violation('src/formats/svg/a.ts', 'src/engine/verdict.ts')).toBeDefined();
    expect(violation('src/engine/a.ts', 'src/rulesets/heroclix/board.ts')).toBeDefined();
    expect(violation('src/rulesets/tft-3d/a.ts', 'src/rulesets/heroclix/board.ts')).toBeDefined();
    expect(violation('src/rulesets/tft-3d/a.ts', 'src/rulesets/index.ts')).toBeDefined();
    // c3g-buildings declares heroscape as its base: it may import heroscape and no other ruleset;
    // heroscape may not import c3g-buildings.
    expect(violation('src/rulesets/c3g-buildings/a.ts', 'src/rulesets/heroscape/move.ts')).toBeUndefined();
    expect(violation('src/rulesets/c3g-buildings/a.ts', 'src/rulesets/tft-3d/move.ts')).toBeDefined();
    expect(violation('src/rulesets/heroscape/a.ts', 'src/rulesets/c3g-buildings/classify.ts')).toBeDefined();
    expect(violation('src/rulesets/tft-3d/a.ts', 'src/cli/main.ts')).toBeDefined();
    expect(violation('src/errors.ts', 'src/geometry/hex/coords.ts')).toBeDefined();
    expect(violation('src/rulesets/tft-3d/a.ts', 'src/formats/heroscape/terrain.ts')).toBeUndefined();
    expect(violation('src/rulesets/tft-3d/a.ts', 'src/rulesets/catalogue.ts')).toBeUndefined();
    expect(violation('src/rulesets/index.ts', 'src/rulesets/tft-3d/index.ts')).toBeUndefined();
    expect(violation('src/cli/main.ts', 'src/api.ts')).toBeUndefined();
    expect(violation('src/analysis/a.ts', 'src/batch.ts')).toBeUndefined();
    expect(violation('src/api.ts', 'src/analysis/a.ts')).toBeDefined();
    expect(violation('src/analysis/a.ts', 'src/index.ts')).toBeDefined();
    expect(violation('src/index.ts', 'src/analysis/a.ts')).toBeUndefined();
    expect(violation('src/board/grid.ts', 'src/errors.ts')).toBeUndefined();
    expect(specifiers(join(SRC, 'index.ts')).length).toBeGreaterThan(0);
  });
});
