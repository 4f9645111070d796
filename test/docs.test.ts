/**
 * The question reference (docs/questions.md, written by `npm run build` from the registered rulesets, shipped
 * in the package and linked from the README) names every question of every ruleset with its arguments; the
 * API reference (`npm run docs`, TypeDoc) is built from every public entry, each game's entry exporting the
 * verdict type of each of its questions.
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { rulesets } from '../src/index.js';

const FILE = join(import.meta.dirname, '..', 'docs', 'questions.md');

describe('question reference', () => {
  it.skipIf(!existsSync(FILE))('lists every ruleset, its options, each question and each of its arguments', () => {
    const text = readFileSync(FILE, 'utf8');
    for (const r of rulesets) {
      expect(text).toContain(`## ${r.id}\n`);
      for (const o of Object.keys(r.options)) expect(text).toContain(`| \`${o}\` |`);
      for (const [name, q] of Object.entries(r.questions)) {
        const at = text.indexOf(`### ${r.id}: ${name}\n`);
        expect(at, `${r.id}: ${name}`).toBeGreaterThan(0);
        const section = text.slice(at, text.indexOf('\n### ', at + 1) >>> 0 || undefined);
        for (const arg of q.positional) expect(section, `${r.id}: ${name} ${arg}`).toContain(`| \`${arg}\` |`);
      }
    }
  });
});

describe('API reference (TypeDoc)', () => {
  const root = join(import.meta.dirname, '..');
  const config = JSON.parse(readFileSync(join(root, 'typedoc.json'), 'utf8')) as { entryPoints: string[]; tsconfig: string; projectDocuments: string[]; displayBasePath?: string };
  const exported = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { exports: Record<string, unknown> };

  it('is built from every public entry: the main entry, core, yaml and every game\'s entry', () => {
    expect(config.entryPoints).toEqual(expect.arrayContaining(['src/index.ts', 'src/core.ts', 'src/yaml.ts', 'src/rulesets/*/register.ts']));
    expect(config.tsconfig).toBe('tsconfig.build.json');
    expect(config.projectDocuments).toContain('docs/questions.md');
    // "Defined in" paths are shown from the repository root, not under the checkout's folder name
    expect(config.displayBasePath).toBe('.');
    // each entry's module is named in the reference as a program imports it (highground, highground/core, highground/<id>)
    const named: [string, string][] = [['src/index.ts', 'highground'], ['src/core.ts', 'highground/core'], ['src/yaml.ts', 'highground/yaml'], ...rulesets.map((r): [string, string] => [`src/rulesets/${r.id}/register.ts`, `highground/${r.id}`])];
    for (const [file, name] of named) expect(readFileSync(join(root, file), 'utf8'), file).toMatch(new RegExp(`^/\\*\\*[^]*?\\n \\* @module ${name}\\n \\*/`));
    // each entry point stands for a subpath the package exports
    for (const [sub, file] of [['.', 'index'], ['./core', 'core'], ['./yaml', 'yaml']]) expect(JSON.stringify(exported.exports[sub])).toContain(`./dist/${file}.js`);
  });

  it('lists the verdict of every question of every ruleset: each game\'s entry exports its answer types, naming each question', () => {
    const games = readdirSync(join(root, 'src', 'rulesets'), { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => d.name).sort();
    expect(games).toEqual(rulesets.map((r) => r.id).sort());
    for (const r of rulesets) {
      const entry = readFileSync(join(root, 'src', 'rulesets', r.id, 'register.ts'), 'utf8');
      expect(entry, r.id).toMatch(/export type \* from '\.\/answers\.js';/);
      const answers = readFileSync(join(root, 'src', 'rulesets', r.id, 'answers.ts'), 'utf8');
      // the verdicts map by question (the compiler holds it to every question: QuestionTypes in engine/answers.ts)
      expect(answers, r.id).toMatch(/export type \w+Verdicts = /);
      expect(answers, r.id).toMatch(/export type \w+Questions = QuestionTypes</);
    }
  });
});
