/**
 * A ruleset's scenario keys are declared in its own folder (rulesets/<id>/vocabulary.ts) and nowhere else:
 * the core schema holds only the game-neutral keys, the board's surface features only the map-file keys,
 * and no zod declaration of a ruleset's key sits in formats/, board/ or engine/. Adding a game then needs
 * its folder and one registry line, nothing in the shared layers (issue #15).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { rulesets } from '../src/rulesets/index.js';
import { CORE_KEYS, MapFileFigure, MapFileSurface, RULESET_IDS } from '../src/formats/scenario/schema.js';

const ROOT = resolve(import.meta.dirname, '..');

const NEUTRAL = {
  cell: ['level', 'terrain', 'void', ...Object.keys(MapFileSurface), 'stack'],
  figure: ['at', 'level', 'side', 'prone', 'name', ...Object.keys(MapFileFigure)],
  gridMap: ['grid', 'rows', 'legend', 'cells', 'size', 'name', 'author', 'players', 'text', 'zones', 'origin'],
  tableMap: ['grid', 'size', 'pieces', 'name', 'author'],
  piece: ['id', 'kind', 'shape', 'ht', 'traits', 'name'],
};

/** Keys some ruleset declares that the core does not have. */
function rulesetOnlyKeys(): Set<string> {
  const core = new Set(Object.values(CORE_KEYS).flat());
  const out = new Set<string>();
  for (const r of rulesets) for (const group of Object.values(r.vocabulary.keys)) for (const k of Object.keys(group)) if (!core.has(k)) out.add(k);
  return out;
}

function files(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? files(join(dir, e.name)) : e.name.endsWith('.ts') && !e.name.endsWith('.test.ts') && !e.name.endsWith('.support.ts') ? [join(dir, e.name)] : []);
}

describe('ruleset keys live in their ruleset folder', () => {
  it('the core scenario schema has exactly the game-neutral keys', () => {
    expect(Object.fromEntries(Object.entries(CORE_KEYS).map(([k, v]) => [k, [...v].sort()]))).toEqual(
      Object.fromEntries(Object.entries(NEUTRAL).map(([k, v]) => [k, [...v].sort()])));
  });

  it('the board\'s SurfaceFeatures declares only the map-file keys (rulesets add theirs by augmentation)', () => {
    const file = join(ROOT, 'src/board/grid.ts');
    const sf = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
    const decl = sf.statements.find((s): s is ts.InterfaceDeclaration => ts.isInterfaceDeclaration(s) && s.name.text === 'SurfaceFeatures');
    expect(decl).toBeDefined();
    const names = decl!.members.map((m) => (m.name && ts.isIdentifier(m.name) ? m.name.text : '?'));
    expect(names.sort()).toEqual(Object.keys(MapFileSurface).sort());
  });

  it('no ruleset key is declared as a zod key in formats/, board/ or engine/', () => {
    const keys = rulesetOnlyKeys();
    expect(keys.size).toBeGreaterThan(20); // bridge, stairs, fit, hexes, structures, deployment, ...
    const found: string[] = [];
    for (const dir of ['formats', 'board', 'engine']) {
      for (const file of files(join(ROOT, 'src', dir))) {
        // The shared verdict schemas are keyed by question name (move, reach), which may equal a
        // ruleset's figure key by coincidence: those are not scenario keys.
        if (file.endsWith(join('engine', 'verdicts.ts'))) continue;
        readFileSync(file, 'utf8').split('\n').forEach((line, i) => {
          const m = /^\s*['"]?([\w-]+)['"]?\??\s*:\s*(z\.|[A-Z]\w*\.(optional|min)|Int\b|Id\b|Num\b|HexDir\b)/.exec(line);
          if (m && keys.has(m[1]!)) found.push(`${file.slice(ROOT.length + 1)}:${i + 1}: ${m[1]}`);
        });
      }
    }
    expect(found).toEqual([]);
  });

  it('the ruleset id list is the registered rulesets', () => {
    expect([...RULESET_IDS].sort()).toEqual(rulesets.map((r) => r.id).sort());
  });

  it('every ruleset lists its keys from its zod pieces', () => {
    for (const r of rulesets) {
      expect(r.vocabulary.cellKeys).toEqual(Object.keys(r.vocabulary.keys.cell));
      expect(r.vocabulary.figureKeys).toEqual(Object.keys(r.vocabulary.keys.figure));
    }
  });
});
