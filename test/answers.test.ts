/**
 * The typed answers match what the engine answers (issue 21). The verdict types of every ruleset
 * (src/rulesets/<id>/answers.ts, collected in src/answers.ts) are read with the TypeScript compiler, and
 * every answer to every question of every scenario file and example (plus the questions no file asks) is
 * checked against its question's declared type, key by key and value by value: a key a ruleset adds
 * without typing it, a key typed but missing, or a value of another kind fails here, naming the file, the
 * question and the key path. The evidence is left out (the shared `Evidence` type, not a per-question one).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import ts from 'typescript';
import { beforeAll, describe, expect, it } from 'vitest';
import { ask, loadScenario, type Session } from '../src/api.js';
import { registered as rulesets } from '../src/engine/registry.js';
import type { Verdict } from '../src/verdict.js';

const ROOT = resolve(import.meta.dirname, '..');

const files = (dir: string): string[] => readdirSync(join(ROOT, dir), { withFileTypes: true }).flatMap((d) =>
  d.isDirectory() ? files(`${dir}${d.name}/`) : d.name.endsWith('.yaml') ? [`${dir}${d.name}`] : []);

/** Every answer of the scenario files and examples (questions a file expects to fail left out). */
const answers: { where: string; ruleset: string; v: Verdict }[] = [];
const sessions = new Map<string, Session>();
for (const f of [...files('test/scenarios/'), ...files('examples/')]) {
  let s: Session;
  try {
    s = loadScenario(readFileSync(join(ROOT, f), 'utf8'), f);
  } catch {
    continue;
  }
  sessions.set(f, s);
  (s.scenario.checks ?? []).forEach((c, i) => {
    const { expect: _e, name: _n, ...q } = c as Record<string, unknown> & { ask: string };
    try {
      answers.push({ where: `${f} check ${i}`, ruleset: s.ruleset.id, v: ask(s, q) });
    } catch {
      // a check that expects an error
    }
  });
}

/** Questions no scenario file asks, asked here on the examples so that every question's type is held to an answer. */
const EXTRA: readonly { file: string; q: { ask: string; [arg: string]: unknown } }[] = [
  { file: 'examples/heroscape/stonebridge-ford.yaml', q: { ask: 'reach', figure: 'raelin', budget: 2 } },
  { file: 'examples/heroscape/stonebridge-ford.yaml', q: { ask: 'leap', figure: 'raelin', to: [2, 2] } },
  { file: 'examples/city-of-peril/diagram.yaml', q: { ask: 'reach', figure: 'A', budget: 2 } },
  { file: 'examples/tft-3d/side-view.yaml', q: { ask: 'reach', figure: 'hobbit', budget: 2 } },
  { file: 'examples/tft-3d/side-view.yaml', q: { ask: 'adjacent', a: 'hobbit', b: 'pip' } },
];
for (const { file, q } of EXTRA) {
  const s = sessions.get(file)!;
  answers.push({ where: `${file} ${JSON.stringify(q)}`, ruleset: s.ruleset.id, v: ask(s, q) });
}

/** The declared verdict type of each ruleset's questions, as the compiler sees src/answers.ts. */
let checker: ts.TypeChecker;
const declared = new Map<string, Map<string, ts.Type>>();

beforeAll(() => {
  const program = ts.createProgram([join(ROOT, 'src', 'answers.ts')], {
    strict: true, target: ts.ScriptTarget.ES2022, module: ts.ModuleKind.NodeNext, moduleResolution: ts.ModuleResolutionKind.NodeNext,
    skipLibCheck: true, noEmit: true, types: [],
  });
  checker = program.getTypeChecker();
  const file = program.getSourceFile(join(ROOT, 'src', 'answers.ts'))!;
  const mod = checker.getSymbolAtLocation(file)!;
  const map = checker.getExportsOfModule(mod).find((s) => s.name === 'RulesetAnswers')!;
  for (const r of checker.getPropertiesOfType(checker.getDeclaredTypeOfSymbol(map))) {
    const questions = new Map<string, ts.Type>();
    for (const q of checker.getPropertiesOfType(checker.getTypeOfSymbol(r))) {
      const verdict = checker.getPropertyOfType(checker.getTypeOfSymbol(q), 'verdict')!;
      questions.set(q.name, checker.getTypeOfSymbol(verdict));
    }
    declared.set(r.name, questions);
  }
}, 120_000);

const kind = (v: unknown) => (v === null ? 'null' : Array.isArray(v) ? 'a list' : typeof v);

/** The ways `value` departs from `type` (empty: it holds), each with its key path. */
function mismatches(value: unknown, type: ts.Type, path: string): string[] {
  const f = type.flags;
  if (f & (ts.TypeFlags.Any | ts.TypeFlags.Unknown)) return [];
  if (type.isUnion()) {
    let best: string[] | undefined;
    for (const t of type.types) {
      const m = mismatches(value, t, path);
      if (!m.length) return [];
      if (!best || m.length < best.length) best = m;
    }
    return best!;
  }
  const want = checker.typeToString(type);
  const bad = [`${path}: ${JSON.stringify(value)?.slice(0, 60)} is not ${want}`];
  if (type.isStringLiteral() || type.isNumberLiteral()) return value === type.value ? [] : bad;
  if (f & ts.TypeFlags.BooleanLiteral) return value === (checker.typeToString(type) === 'true') ? [] : bad;
  if (f & ts.TypeFlags.String) return typeof value === 'string' ? [] : bad;
  if (f & ts.TypeFlags.Number) return typeof value === 'number' ? [] : bad;
  if (f & ts.TypeFlags.Boolean) return typeof value === 'boolean' ? [] : bad;
  if (f & ts.TypeFlags.Null) return value === null ? [] : bad;
  if (f & (ts.TypeFlags.Undefined | ts.TypeFlags.Void)) return value === undefined ? [] : bad;
  if (f & ts.TypeFlags.Never) return bad;
  if (checker.isTupleType(type)) {
    const items = checker.getTypeArguments(type as ts.TypeReference);
    if (!Array.isArray(value) || value.length !== items.length) return bad;
    return value.flatMap((x, i) => mismatches(x, items[i]!, `${path}[${i}]`));
  }
  if (checker.isArrayType(type)) {
    if (!Array.isArray(value)) return bad;
    const item = checker.getTypeArguments(type as ts.TypeReference)[0]!;
    return value.flatMap((x, i) => mismatches(x, item, `${path}[${i}]`));
  }
  if (f & ts.TypeFlags.Object || type.isIntersection()) {
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return [`${path}: ${kind(value)} where ${want} was declared`];
    const out: string[] = [];
    const index = checker.getIndexInfosOfType(type).find((i) => i.keyType.flags & ts.TypeFlags.String);
    for (const [k, x] of Object.entries(value)) {
      const p = checker.getPropertyOfType(type, k);
      if (p) out.push(...mismatches(x, checker.getTypeOfSymbol(p), `${path}.${k}`));
      else if (index) out.push(...mismatches(x, index.type, `${path}.${k}`));
      else out.push(`${path}.${k}: a key the type does not declare`);
    }
    for (const p of checker.getPropertiesOfType(type))
      if (!(p.flags & ts.SymbolFlags.Optional) && !(p.name in value)) out.push(`${path}.${p.name}: declared but missing`);
    return out;
  }
  return [`${path}: no check for the type ${want}`];
}

describe('typed answers hold what the engine answers', () => {
  it('every registered ruleset has a question map, naming exactly its questions', () => {
    expect([...declared.keys()].sort()).toEqual(rulesets.map((r) => r.id).sort());
    for (const r of rulesets) expect([r.id, [...declared.get(r.id)!.keys()].sort()]).toEqual([r.id, Object.keys(r.questions).sort()]);
  });

  it('every question of every ruleset is answered at least once here', () => {
    const unasked = rulesets.flatMap((r) => Object.keys(r.questions).filter((q) => !answers.some((a) => a.ruleset === r.id && a.v.ask === q)).map((q) => `${r.id} ${q}`));
    expect(unasked).toEqual([]);
  });

  it('the checker refuses what departs from a type (an undeclared key, a missing key, a value of another kind)', () => {
    const fall = declared.get('heroscape')!.get('fall')!;
    const good = { ask: 'fall', summary: 's', reasons: [], fall: 'minor', levels: 4, dice: 1, expectedWounds: 0.5, pWound: 0.5, pWoundFraction: '1/2' };
    expect(mismatches(good, fall, 'v')).toEqual([]);
    expect(mismatches({ ...good, wounds: 1 }, fall, 'v')).toEqual(['v.wounds: a key the type does not declare']);
    expect(mismatches({ ...good, dice: '1' }, fall, 'v')).toEqual(['v.dice: "1" is not number']);
    const { dice: _d, ...missing } = good;
    expect(mismatches(missing, fall, 'v')).toEqual(['v.dice: declared but missing']);
    expect(mismatches({ ...good, fall: 'huge' }, fall, 'v')).toHaveLength(1);
  });

  for (const id of ['city-of-peril', 'c3g-buildings', 'heroclix', 'heroscape', 'malifaux', 'tft-3d']) {
    it(`every ${id} answer holds its question's declared verdict type`, () => {
      const mine = answers.filter((a) => a.ruleset === id);
      expect(mine.length).toBeGreaterThan(0);
      const bad = mine.flatMap(({ where, v }) => {
        const type = declared.get(id)?.get(v.ask);
        if (!type) return [`${where}: no declared type for ${v.ask}`];
        const { evidence: _e, ...rest } = v;
        return mismatches(rest, type, v.ask).map((m) => `${where}: ${m}`);
      });
      expect([...new Set(bad)].slice(0, 40)).toEqual([]);
    }, 60_000);
  }
});
