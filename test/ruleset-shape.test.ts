/**
 * Every ruleset folder has one shape (as Turf lints its packages): `index.ts` (the Ruleset object),
 * `options.ts`, `vocabulary.ts`, `context.ts` (its `prepare`), `register.ts` (its entry point) and
 * `questions/` with the files that define its questions; every question `index.ts` lists comes from
 * `questions/` (or, spread whole, from the index of the base ruleset it declares). The test covers every
 * folder under src/rulesets with an index.ts, so a new game is held to the same shape.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const RULESETS = resolve(import.meta.dirname, '..', 'src', 'rulesets');
const FILES = ['index.ts', 'options.ts', 'vocabulary.ts', 'context.ts', 'register.ts'];

const folders = readdirSync(RULESETS)
  .filter((d) => statSync(join(RULESETS, d)).isDirectory() && existsSync(join(RULESETS, d, 'index.ts')))
  .sort();

/** Problems with one folder's shape, as sentences. */
function problems(id: string): string[] {
  const dir = join(RULESETS, id);
  const out: string[] = [];
  for (const f of FILES) if (!existsSync(join(dir, f))) out.push(`${id}: no ${f}`);
  if (!existsSync(join(dir, 'questions')) || !statSync(join(dir, 'questions')).isDirectory()) out.push(`${id}: no questions/ folder`);
  const index = join(dir, 'index.ts');
  if (!existsSync(index)) return out;
  const sf = ts.createSourceFile(index, readFileSync(index, 'utf8'), ts.ScriptTarget.Latest, true);
  // where each imported name comes from
  const from = new Map<string, string>();
  for (const s of sf.statements) {
    if (!ts.isImportDeclaration(s) || !s.importClause) continue;
    const spec = (s.moduleSpecifier as ts.StringLiteral).text;
    const b = s.importClause.namedBindings;
    if (b && ts.isNamedImports(b)) for (const e of b.elements) from.set(e.name.text, spec);
    if (s.importClause.name) from.set(s.importClause.name.text, spec);
  }
  // names declared in index.ts itself as an object of questions (heroscape's QUESTIONS, shared with c3g)
  const locals = new Map<string, ts.ObjectLiteralExpression>();
  let base: string | undefined;
  for (const s of sf.statements) {
    if (!ts.isVariableStatement(s)) continue;
    for (const d of s.declarationList.declarations) {
      if (!ts.isIdentifier(d.name) || !d.initializer) continue;
      if (ts.isObjectLiteralExpression(d.initializer)) locals.set(d.name.text, d.initializer);
      if (d.name.text === 'BASE_RULESET' && ts.isStringLiteral(d.initializer)) base = d.initializer.text;
    }
  }
  const fromQuestions = (name: string) => from.get(name)?.startsWith('./questions/') === true;
  const fromBase = (name: string) => base !== undefined && from.get(name) === `../${base}/index.js`;
  const checkObject = (o: ts.ObjectLiteralExpression): void => {
    for (const p of o.properties) {
      if (ts.isSpreadAssignment(p)) {
        if (!ts.isIdentifier(p.expression) || !fromBase(p.expression.text)) out.push(`${id}: a spread in questions comes from neither questions/ nor the base ruleset`);
        continue;
      }
      const value = ts.isPropertyAssignment(p) ? p.initializer : ts.isShorthandPropertyAssignment(p) ? p.name : undefined;
      const name = value && ts.isIdentifier(value) ? value.text : undefined;
      if (!name || !fromQuestions(name)) out.push(`${id}: question ${p.name?.getText(sf)} is not imported from questions/ (define it in questions/<name>.ts)`);
    }
  };
  let found = false;
  const visit = (n: ts.Node): void => {
    if ((ts.isPropertyAssignment(n) || ts.isShorthandPropertyAssignment(n)) && n.name.getText(sf) === 'questions') {
      found = true;
      const named = ts.isShorthandPropertyAssignment(n) ? 'questions' : ts.isIdentifier(n.initializer) ? n.initializer.text : undefined;
      if (named !== undefined) {
        const local = locals.get(named);
        if (local) checkObject(local);
        else if (!fromQuestions(named)) out.push(`${id}: ${named} is not imported from questions/`);
      } else if (ts.isPropertyAssignment(n) && ts.isObjectLiteralExpression(n.initializer)) checkObject(n.initializer);
      else out.push(`${id}: questions is neither a name nor an object of names`);
      return;
    }
    ts.forEachChild(n, visit);
  };
  visit(sf);
  if (!found) out.push(`${id}: index.ts lists no questions`);
  return out;
}

describe('every ruleset folder has the same shape', () => {
  it('finds the ruleset folders', () => {
    expect(folders).toEqual(['c3g-buildings', 'city-of-peril', 'heroclix', 'heroscape', 'malifaux', 'tft-3d']);
  });
  for (const id of folders) {
    it(`${id}: index, options, vocabulary, context, register and questions/, every question from questions/`, () => {
      expect(problems(id)).toEqual([]);
    });
  }
});
