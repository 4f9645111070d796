/**
 * Issue 19, one describe per class an attack on a fresh clone found: data loss on output and import,
 * format sniffing, the library's argument contract, cost from tiny files, terminal injection. Each test
 * is about the class (every command or entry that shares the cause), not only the file that showed it.
 */
import { existsSync, lstatSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { isDeepStrictEqual } from 'node:util';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { cli } from './helpers/cli.js';
import { HighgroundError, loadScenario, ask, runChecks, visibilityMatrix, reachMap, viewshed, writeScenario } from '../src/index.js';
import { writeHsc } from '../src/formats/hsc/write.js';
import type { HscMap, HscTile } from '../src/formats/hsc/model.js';
import { sniffMapFile } from '../src/formats/heroscape/files.js';
import { Search } from '../src/engine/search.js';
import { parseScenarioText } from '../src/formats/scenario/parse.js';
import { readEditorJson } from '../src/formats/editor-json/read.js';
import { buildColumns } from '../src/formats/heroscape/columns.js';
import { scenarioToHsc } from '../src/formats/heroscape/export.js';
import { analysisWork, analyzeScenario, MAX_ANALYSIS_MOVES, MAX_ANALYSIS_WORK, movementWork } from '../src/analysis/analyze.js';
import { standingPlaces } from '../src/analysis/places.js';
import { profileFor } from '../src/analysis/profile.js';
import { importMapFile } from '../src/formats/heroscape/files.js';
import { formatAnalysis } from '../src/analysis/text.js';
import { analyzeTable } from '../src/analysis/table.js';
import { apply, askAs, outcomeOf, place, placeable, withFigures } from '../src/session.js';

const dir = () => mkdtempSync(join(tmpdir(), 'hg-rel-'));

const COP = `format: highground/1
title: two figures
ruleset: city-of-peril
map:
  grid: square
  rows: |
    . . . .
    . . . .
  legend:
    ".": {}
figures:
  A: { at: [0, 0] }
  B: { at: [3, 1] }
checks:
  - ask: sight
    from: A
    to: B
    expect: { sight: true }
`;

const HCX = COP.replace('city-of-peril', 'heroclix');

// ------------------------------------------------------------------------------------------ data loss
describe('output files: nothing the user has is overwritten, or written through a link, without being told', () => {
  it('render -o refuses an existing file without --force (as import and export do) and leaves it whole', async () => {
    const d = dir();
    const src = join(d, 'mine.yaml');
    writeFileSync(src, COP);
    const out = join(d, 'old.svg');
    writeFileSync(out, 'precious');
    const r = await cli('render', src, '-o', out);
    expect(r.code).toBe(2);
    expect(r.err).toContain('the file exists; pass --force to replace it');
    expect(readFileSync(out, 'utf8')).toBe('precious');
    expect((await cli('render', src, '-o', out, '--force')).code).toBe(0);
    expect(readFileSync(out, 'utf8')).toMatch(/^<svg/);
  });

  it.each([
    ['render', []],
    ['export', []],
  ] as const)('%s refuses to write onto its own input, even with --force', async (cmd) => {
    const d = dir();
    const src = join(d, 'mine.yaml');
    const text = COP.replace('city-of-peril', 'tft-3d').replace('grid: square', 'grid: hex').replace(/checks:[\s\S]*$/, '');
    writeFileSync(src, text);
    for (const target of [src, join(d, '.', 'mine.yaml'), join(d, '..', d.split('/').pop()!, 'mine.yaml')]) {
      const r = await cli(cmd, src, '-o', target, '--force');
      expect(r.code).toBe(2);
      expect(r.err).toContain('the output is the input file');
      expect(readFileSync(src, 'utf8')).toBe(text);
    }
  });

  it('a symbolic link at the output is refused without --force, and with --force replaced, never written through', async () => {
    const d = dir();
    const src = join(d, 'mine.yaml');
    writeFileSync(src, COP);
    const victim = join(d, 'victim.txt');
    writeFileSync(victim, 'keep me');
    const link = join(d, 'out.svg');
    symlinkSync(victim, link);
    const r = await cli('render', src, '-o', link);
    expect(r.code).toBe(2);
    expect(r.err).toContain('symbolic link');
    expect((await cli('render', src, '-o', link, '--force')).code).toBe(0);
    expect(readFileSync(victim, 'utf8')).toBe('keep me');
    expect(lstatSync(link).isSymbolicLink()).toBe(false);
    // a link to the input itself is the input
    const toInput = join(d, 'alias.yaml');
    symlinkSync(src, toInput);
    const r2 = await cli('render', src, '-o', toInput, '--force');
    expect(r2.code).toBe(2);
    expect(readFileSync(src, 'utf8')).toBe(COP);
  });

  it('analyze -o DIR writes its pictures the same way: one already there is refused without --force (nothing written), replaced with it, never through a link', async () => {
    const d = dir();
    const src = join(d, 'mine.yaml');
    const text = COP.replace('city-of-peril', 'tft-3d').replace('grid: square', 'grid: hex').replace(/checks:[\s\S]*$/, '');
    writeFileSync(src, text);
    const pics = join(d, 'pics');
    expect((await cli('analyze', src, '-o', pics)).code).toBe(0);
    const sees = join(pics, 'mine-sees.svg');
    const relief = join(pics, 'mine-relief.svg');
    writeFileSync(sees, 'precious');
    rmSync(relief);
    const again = await cli('analyze', src, '-o', pics);
    expect(again.code).toBe(2);
    expect(again.err).toContain(`${sees}: the file exists; pass --force to replace it (nothing was written)`);
    expect(readFileSync(sees, 'utf8')).toBe('precious');
    expect(existsSync(relief)).toBe(false);
    // a link in the folder to the user's own file, or to the input: never written through
    const victim = join(d, 'victim.txt');
    writeFileSync(victim, 'keep me');
    rmSync(sees);
    symlinkSync(victim, sees);
    expect((await cli('analyze', src, '-o', pics)).code).toBe(2);
    expect((await cli('analyze', src, '-o', pics, '--force')).code).toBe(0);
    expect(readFileSync(victim, 'utf8')).toBe('keep me');
    expect(lstatSync(sees).isSymbolicLink()).toBe(false);
    rmSync(relief);
    symlinkSync(src, relief);
    const onInput = await cli('analyze', src, '-o', pics, '--force');
    expect(onInput.code).toBe(2);
    expect(onInput.err).toContain('the output is the input file');
    expect(readFileSync(src, 'utf8')).toBe(text);
    // a file where the folder should be
    const r = await cli('analyze', src, '-o', victim);
    expect(r.code).toBe(2);
    expect(readFileSync(victim, 'utf8')).toBe('keep me');
  }, 60_000);
});

// ------------------------------------------------------------------------- import: nothing dropped
const tile = (type: number, x: number, y: number, z: number, extra: Partial<HscTile> = {}): HscTile => ({
  type, tileVersion: 0.0003, rotation: 0, x, y, z, glyphLetter: ' ', glyphName: '', startAreaName: '', color: [0, 0, 0], ...extra,
});
function hscFile(d: string, tiles: HscTile[]): string {
  const map: HscMap = {
    version: 0.0004, versionText: '0.0004', name: 'dup', author: 'me', playerNumber: '2', scenario: '',
    levelsPerPage: 6, printTransparency: 80, printGrid: true, tiles,
  };
  const f = join(d, 'dup.hsc');
  writeFileSync(f, writeHsc(map));
  return f;
}
const GRASS = 1001;
const GLYPH = (c: string) => 14000 + c.charCodeAt(0);

describe('import: two pieces of one kind on a hex are never silently dropped', () => {
  it.each([
    ['two different glyphs', [tile(GLYPH('A'), 0, 0, 1), tile(GLYPH('B'), 0, 0, 1)], /glyph "B" on hex \[0, 0\] at level 1, where tile 3 \(.*\) already put glyph "A"/],
    ['two different start zones', [tile(15001, 0, 0, 1, { startAreaName: 'red' }), tile(15001, 0, 0, 1, { startAreaName: 'blue' })], /start zone .* on hex \[0, 0\]/],
    ['two figures on one hex', [tile(18001, 0, 0, 1, { figure: { name: 'Orc', file: '' } }), tile(18001, 0, 0, 1, { figure: { name: 'Elf', file: '' } })], /\("Elf"\) stands on hex \[0, 0\] at level 1, where tile 3 \(Figure\) \("Orc"\) already stands/],
  ])('%s: import, info, export and ask refuse it naming the byte offset and the hex', async (_what, pieces, message) => {
    const d = dir();
    const f = hscFile(d, [tile(GRASS, 0, 0, 0), tile(GRASS, 1, 0, 0), ...pieces]);
    for (const argv of [['import', f], ['info', f], ['export', f, '-o', join(d, 'x.hsc')], ['ask', f, 'sight', 'A', 'B']]) {
      const r = await cli(...argv);
      expect(r.code, argv.join(' ')).toBe(2);
      expect(r.err).toMatch(/dup\.hsc: byte \d+: tile 4 /);
      expect(r.err).toMatch(message);
    }
  });

  it('the map editor JSON too: two start zones on one hex are refused naming the piece key', async () => {
    const d = dir();
    const f = join(d, 'dup.json');
    writeFileSync(f, JSON.stringify({
      hexMap: { id: 'x', name: 'dup', shape: 'rectangle', width: 2, length: 1 },
      boardPieces: { '0~0~0~0~g1': 'g1', '1~0~0~0~z1': 'z1', '1~0~0~0~z2': 'z2' },
    }));
    const r = await cli('import', f);
    expect(r.code).toBe(2);
    expect(r.err).toMatch(/dup\.json: key boardPieces\["1~0~0~0~z2"\]: .* puts start zone .* on hex \[0, 0\] at level 1, where .*z1.* already put start zone/);
  });

  it('the same glyph twice on a hex loses nothing: imported once, and the import says so', async () => {
    const d = dir();
    const f = hscFile(d, [tile(GRASS, 0, 0, 0), tile(GLYPH('A'), 0, 0, 1), tile(GLYPH('A'), 0, 0, 1)]);
    const r = await cli('import', f);
    expect(r.code).toBe(0);
    expect(r.err).toContain('the same glyph "A" as tile 2');
    expect(r.out).toMatch(/glyph: A/);
  });

  it('figures on one hex at different levels (a bridge over a road) still import', async () => {
    const d = dir();
    const f = hscFile(d, [tile(GRASS, 0, 0, 0), tile(GRASS, 0, 0, 3), tile(18001, 0, 0, 1, { figure: { name: 'Low', file: '' } }), tile(18001, 0, 0, 4, { figure: { name: 'High', file: '' } })]);
    const r = await cli('import', f);
    expect(r.err).not.toMatch(/already stands/);
  });
});

// -------------------------------------------------------------------------------------- sniffing
describe('a .json file is read by what it declares, not by where a word falls', () => {
  const editor = (sorted: boolean) => {
    const boardPieces: Record<string, string> = {};
    for (let q = 0; q < 400; q++) boardPieces[`0~${q}~0~0~g1`] = 'g1';
    const hexMap = { id: 'm', name: 'sorted', shape: 'rectangle', width: 400, length: 1 };
    return JSON.stringify(sorted ? { boardPieces, hexMap } : { hexMap, boardPieces });
  };

  it('a map-editor file with sorted keys (boardPieces first, hexMap past 4 KB) is a map-editor file', async () => {
    const text = editor(true);
    expect(text.indexOf('"hexMap"')).toBeGreaterThan(4096);
    expect(sniffMapFile('m.json', Buffer.from(text))).toEqual({ kind: 'editor-json' });
    const d = dir();
    writeFileSync(join(d, 'm.json'), text);
    const r = await cli('info', join(d, 'm.json'));
    expect(r.code).toBe(0);
    expect(r.out).toMatch(/sorted/);
  });

  it('a JSON scenario with a figure named hexMap is a scenario', async () => {
    const d = dir();
    const f = join(d, 's.json');
    const s = parseScenarioText(COP).scenario;
    writeFileSync(f, JSON.stringify({ ...s, figures: { hexMap: { at: [0, 0] }, B: { at: [3, 1] } }, checks: [] }));
    const r = await cli('ask', f, 'sight', 'hexMap', 'B');
    expect(r.code).toBe(0);
    expect(r.out).toMatch(/sight: true/);
    expect(r.err).toBe('');
  });

  it('a file with keys of both kinds says which reading it took', async () => {
    const s = parseScenarioText(COP).scenario;
    const both = { ...JSON.parse(editor(false)), ...s };
    expect(sniffMapFile('b.json', Buffer.from(JSON.stringify(both))).note).toMatch(/read as a highground scenario \(it declares format: highground\/1\)/);
    const { format: _f, ...undeclared } = both;
    const sn = sniffMapFile('b.json', Buffer.from(JSON.stringify(undeclared)));
    expect(sn.kind).toBe('editor-json');
    expect(sn.note).toMatch(/ambiguous file: read as a heroscape-map-editor map/);
    const d = dir();
    writeFileSync(join(d, 'b.json'), JSON.stringify(both));
    const r = await cli('check', join(d, 'b.json'));
    expect(r.err).toMatch(/note: .*b\.json: read as a highground scenario/);
  });
});

// ------------------------------------------------------------------------------ library contract
describe('every public entry refuses, as the schema does, argument values a scenario file cannot hold', () => {
  it.each([
    ['heroclix', HCX],
    ['city-of-peril', COP],
  ])('%s: visibilityMatrix().move refuses a fractional, string or short place with a HighgroundError and changes nothing', (_id, text) => {
    const s = loadScenario(text);
    const m = visibilityMatrix(s);
    const before = [...m.sight];
    for (const bad of [[1.5, 0], ['1', '0'], [1], [1, 0, 0], 'B', null, [NaN, 0], [Infinity, 0]]) {
      expect(() => m.move('A', bad as never), JSON.stringify(bad)).toThrow(HighgroundError);
      expect([...m.sight]).toEqual(before);
    }
    for (const badId of [7, null, '', { id: 'A' }]) expect(() => m.move(badId as never, [1, 0])).toThrow(HighgroundError);
    expect(m.move('A', [1, 0])).toBeGreaterThan(0);
  });

  it('the other entries refuse what their question or the schema refuses', () => {
    const s = loadScenario(HCX);
    const bad: [string, () => unknown][] = [
      ['loadScenario(number)', () => loadScenario(5 as never)],
      ['loadScenario(file number)', () => loadScenario(COP, 5 as never)],
      ['ask(null)', () => ask(s, null as never)],
      ['ask(no ask)', () => ask(s, { figure: 'A' } as never)],
      ['ask(not a session)', () => ask({} as never, { ask: 'sight' })],
      ['runChecks(null)', () => runChecks(null as never)],
      ['viewshed(number)', () => viewshed(s, 3 as never)],
      ['viewshed(empty id)', () => viewshed(s, '')],
      ['reachMap(budget -1)', () => reachMap(s, 'A', { budget: -1 })],
      ['reachMap(budget 2.5)', () => reachMap(s, 'A', { budget: 2.5 })],
      ['reachMap(budget "5")', () => reachMap(s, 'A', { budget: '5' as never })],
      ['reachMap(unknown option)', () => reachMap(s, 'A', { speed: 3 } as never)],
      ['visibilityMatrix(figures: [1])', () => visibilityMatrix(s, { figures: [1 as never] })],
      ['visibilityMatrix(sight: "yes")', () => visibilityMatrix(s, { sight: 'yes' as never })],
    ];
    for (const [what, f] of bad) expect(f, what).toThrow(HighgroundError);
  });

  it('the session and analysis entries (place, placeable, withFigures, askAs, apply, outcomeOf, analyzeScenario, analyzeTable) refuse bad arguments with a coded HighgroundError, never a TypeError', () => {
    const s = loadScenario(HCX);
    const table = loadScenario('format: highground/1\nruleset: malifaux\nmap: { grid: table, size: [24, 24] }\n').scenario;
    const bad: [string, () => unknown][] = [
      ['place(1.5)', () => place(s, 'A', [1.5, 0] as never)],
      ['place(BigInt)', () => place(s, 'A', [10n, 0] as never)],
      ['placeable(bad id)', () => placeable(s, 7 as never, [1, 0])],
      // a place the schema refuses is answered no, with the error
      ['placeable(string place)', () => { const p = placeable(s, 'A', ['1', '0'] as never); if (!p.ok) throw p.error; }],
      ['withFigures(list)', () => withFigures(s, [] as never)],
      ['withFigures(at "x")', () => withFigures(s, { A: { at: 'x' } })],
      // fuzz seed 779: a BigInt in the as-if place was a TypeError from the as-if cache's key
      ['askAs(BigInt place)', () => askAs(s, { figure: 'A', at: [10n, 0] as never }, { ask: 'sight', from: 'A', to: 'B' })],
      ['askAs(null)', () => askAs(s, null as never, { ask: 'sight', from: 'A', to: 'B' })],
      // fuzz seed 778: a verdict with no question read question.figure off undefined
      ['apply(no question, a verdict)', () => apply(s, undefined as never, { ask: 'move' } as never)],
      ['apply(a question, verdict null)', () => apply(s, { ask: 'move', figure: 'A', to: [1, 0] }, null as never)],
      ['outcomeOf(verdict "x")', () => outcomeOf(s, { ask: 'move', figure: 'A' }, 'x' as never)],
      // fuzz seed 777: analyzeScenario and analyzeTable read scenario.map before checking it
      ['analyzeScenario(undefined)', () => analyzeScenario(undefined as never)],
      ['analyzeScenario({})', () => analyzeScenario({} as never)],
      ['analyzeScenario(height -1)', () => analyzeScenario(s.scenario, { height: -1 })],
      ['analyzeScenario(move "5")', () => analyzeScenario(s.scenario, { move: '5' as never })],
      ['analyzeScenario(perches NaN)', () => analyzeScenario(s.scenario, { perches: NaN })],
      ['analyzeScenario(unknown option)', () => analyzeScenario(s.scenario, { step: 3 } as never)],
      ['analyzeScenario(options null)', () => analyzeScenario(s.scenario, null as never)],
      ['analyzeTable(null)', () => analyzeTable(null as never)],
      ['analyzeTable(step "3")', () => analyzeTable(table, { step: '3' as never })],
      ['analyzeTable(zoneStep 0)', () => analyzeTable(table, { zoneStep: 0 })],
    ];
    for (const [what, f] of bad) {
      let e: unknown;
      try {
        f();
      } catch (x) {
        e = x;
      }
      expect(e, what).toBeInstanceOf(HighgroundError);
      expect((e as HighgroundError).code, what).toMatch(/^(usage|placement|off-map|unknown-figure|unknown-key|bad-value|illegal)$/);
    }
    // a step of 1e-9 inches (10^21 points) is refused naming the limit, at once
    const t0 = performance.now();
    expect(() => analyzeTable(table, { step: 1e-9 })).toThrow(/at most 2\.0e\+5 are asked/);
    expect(performance.now() - t0).toBeLessThan(2000);
  });
});

// ----------------------------------------------------------------------------------------- cost
describe('cost: work is bounded, or refused naming the limit', () => {
  it('one search settles at most its limit of states, then throws a HighgroundError naming it', () => {
    const n = 50_000;
    const run = (maxSettled: number) => new Search().run({
      stateCount: n, starts: [{ state: 0 }], maxSettled,
      expand: (s, _c, emit) => { if (s + 1 < n) emit(s + 1, 1, 0); },
    });
    expect(run(n).settledCount).toBe(n);
    expect(() => run(1000)).toThrow(/more than 1000 states .* the limit on work for one question/);
  });

  it.each(['tft-3d', 'c3g-buildings'])('%s: reach with a huge budget on a tiny file declaring a huge map is refused naming the limit', async (ruleset) => {
    const d = dir();
    const f = join(d, 'big.yaml');
    const fig = ruleset === 'tft-3d' ? '{ at: [0, 0], ma: 5 }' : '{ at: [0, 0], move: 5 }';
    writeFileSync(f, `format: highground/1\nruleset: ${ruleset}\nmap: { grid: hex, size: [400, 400], cells: [{ at: [0, 0], level: 0 }] }\nfigures: { A: ${fig} }\n`);
    const r = await cli('ask', f, 'reach', 'A', 'budget=100000');
    expect(r.code).toBe(2);
    expect(r.err).toMatch(/more than 100000 states/);
  }, 60_000);

  it('a wide YAML mapping is read in linear time, and a repeated key is still refused with its line', () => {
    const lines = ['format: highground/1', 'ruleset: city-of-peril', 'options:'];
    for (let i = 0; i < 30_000; i++) lines.push(`  o${i}: 1`);
    lines.push('  o17: 2');
    expect(() => parseScenarioText(lines.join('\n'))).toThrow(/30004:3: invalid YAML: map keys must be unique \("o17" appears twice\)/);
    expect(() => parseScenarioText('a: 1\n"a": 2\n')).toThrow(/line 2.*"a" appears twice/);
  });

  // A scenario of very many cells (fuzz seed 5150277, input 6287: 40,000 cells, 1.47 MB) costs time linear
  // in its size; as JSON it is read by the one-pass JSON reader, not through the YAML library's node tree.
  it('a JSON scenario of 3,000 cells reads as the YAML reader reads it, and names the line of a bad cell', () => {
    const cells = Array.from({ length: 3_000 }, (_, i) => ({ at: [i % 400, Math.floor(i / 400)], level: 1 + (i % 3) }));
    const scenario = { format: 'highground/1', ruleset: 'heroscape', map: { grid: 'hex', cells }, figures: { A: { at: [0, 1] } } };
    const text = JSON.stringify(scenario, null, 1);
    const fast = parseScenarioText(text, 'big.json');
    expect(isDeepStrictEqual(fast.scenario, parseScenarioText(`# read by the YAML reader\n${text}`, 'big.json').scenario)).toBe(true);
    expect(fast.scenario.map.cells).toHaveLength(3_000);
    (cells[2_998] as { level: unknown }).level = 'high';
    const bad = JSON.stringify(scenario, null, 1);
    const line = bad.split('\n').findIndex((l) => l.includes('"high"')) + 1;
    expect(() => parseScenarioText(bad, 'big.json')).toThrow(new RegExp(`^big\\.json:${line}:\\d+: key map\\.cells\\[2998\\]\\.level`));
    // JSON the one-pass reader refuses goes to the YAML reader, which reads or refuses it as before
    expect(() => parseScenarioText('{"format": "highground/1", "format": 2}', 'dup.json')).toThrow(/map keys must be unique \("format" appears twice\)/);
    expect(parseScenarioText('{"format": "highground/1", "ruleset": "heroscape", # a comment\n "map": {"grid": "hex", "size": [2, 2]}}').scenario.map.grid).toBe('hex');
  });
});

// ----------------------------------------------------------------------------- terminal injection
// eslint-disable-next-line no-control-regex
const RAW = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u061c\u200e\u200f\u2028\u2029\u202a-\u202e\u2066-\u2069]/;

describe('names with control characters or bidi overrides never reach the terminal raw', () => {
  const evil = 'A\u001b]0;pwned\u0007\u001b[2J\r\u202eALL CHECKS PASSED\u0085';
  const text = COP.replace('title: two figures', `title: "${JSON.stringify('T\u001b[31m\u202e').slice(1, -1)}"`).replace('  A: {', `  "${JSON.stringify(evil).slice(1, -1)}": {`).replace('from: A', `from: "${JSON.stringify(evil).slice(1, -1)}"`);

  it('ask, check, render, info, import and error messages escape them visibly', async () => {
    const d = dir();
    const f = join(d, 'evil.yaml');
    writeFileSync(f, text);
    expect(Object.keys(loadScenario(text).scenario.figures!)).toContain(evil);
    const runs = [
      await cli('ask', f, 'sight', evil, 'B'),
      await cli('ask', f, 'sight', evil, 'B', '--json'),
      await cli('ask', f, 'sight', 'B', 'X\u001b[2J\u202e'),
      await cli('check', f, '--explain'),
      await cli('render', f, '--ask', 'sight', evil, 'B'),
      await cli('info', f),
      await cli('info', f, '--json'),
      await cli('ask', join(d, 'no\u001b[2J.yaml'), 'sight', 'A', 'B'),
      await cli('frobnicate\u001b[2J'),
    ];
    for (const r of runs) {
      expect(r.out + r.err).not.toMatch(RAW);
    }
    expect(runs[2]!.err).toContain('X\\e[2J\\u202e');
    expect(runs[3]!.out).toContain('A\\e]0;pwned\\x07\\e[2J\\r\\u202eALL CHECKS PASSED\\x85');
    // --json is still the same data
    expect(JSON.parse(runs[1]!.out).sight).toBe(true);
  });

  it('the YAML written by import and writeScenario keeps such names, escaped, and reads back the same', () => {
    const s = loadScenario(text).scenario;
    const yaml = writeScenario(s);
    expect(yaml).not.toMatch(RAW);
    expect(loadScenario(yaml).scenario).toEqual(s);
  });
});

// ------------------------------------------------------------------- each class re-checked (round 2)
describe('issue 19 classes re-checked: every command, exit 2 or an answer, never a hang', () => {
  it.each([
    ['tft-3d', '{ at: [0, 0], ma: 5 }'],
    ['c3g-buildings', '{ at: [0, 0], move: 5 }'],
  ])('%s: a 150-byte file declaring the largest map (500 x 500; 1000 x 1000 is refused outright, test/hostile.test.ts): reach is refused naming the limit (exit 2), not run for minutes', async (ruleset, fig) => {
    const d = dir();
    const f = join(d, 'huge.yaml');
    const text = `format: highground/1\nruleset: ${ruleset}\nmap: { grid: hex, size: [500, 500], cells: [] }\nfigures: { A: ${fig} }\n`;
    expect(text.length).toBeLessThan(160);
    writeFileSync(f, text);
    const r = await cli('ask', f, 'reach', 'A', 'budget=100000');
    expect(r.code).toBe(2);
    expect(r.err).toMatch(/more than 100000 states/);
  }, 300_000);

  it('c3g-buildings: a structure whose footprint is a 10^308-inch rectangle is answered through the command (exit 0, not 3)', async () => {
    const d = dir();
    const f = join(d, 'rect.yaml');
    writeFileSync(f, `format: highground/1\nruleset: c3g-buildings\nmap:\n  grid: hex\n  structures:\n    big: { kind: enclosed, footprint: { rect: [-1e300, -1e300, 1e308, 1e308] } }\n  rows: |\n    g B\n  legend:\n    g: { level: 1 }\n    B: { level: 1, structure: big }\n`);
    const r = await cli('ask', f, 'classify', '1,0');
    expect(r.err).toBe('');
    expect(r.code).toBe(0);
    expect(r.out).toMatch(/partial/);
  }, 60_000);

  it('malifaux: balance with a sliver polygon and a 10^9-inch push of an incorporeal model answer through the command', async () => {
    const d = dir();
    const f = join(d, 'table.yaml');
    writeFileSync(f, [
      'format: highground/1', 'ruleset: malifaux', 'map:', '  grid: table', '  size: [36, 24]', '  pieces:',
      '    - { id: t, kind: forest, shape: { polygon: [[5, 5], [6, 5], [6, 5.000000000000001], [5.5, 5.0000000000000005]] } }',
      'figures:', '  G: { at: [12, 10], incorporeal: true }', '',
    ].join('\n'));
    const balance = await cli('ask', f, 'balance');
    expect(balance.err).toBe('');
    expect(balance.code).toBe(0);
    const push = await cli('ask', f, 'push', 'G', 'distance=1000000000', 'direction=1,0', '--json');
    expect(push.err).toBe('');
    expect(push.code).toBe(0);
    expect(JSON.parse(push.out).at[0]).toBeCloseTo(36 - 0.5906, 3);
  }, 60_000);

  it('city-of-peril: a move among 100 enemies is answered (the search is bounded by the question, not by the enemies)', () => {
    const rows: string[] = [];
    for (let y = 0; y < 24; y++) rows.push(Array.from({ length: 24 }, () => '.').join(' '));
    const enemies: string[] = [];
    for (let i = 0; i < 100; i++) enemies.push(`  E${i}: { at: [${2 + (i % 20)}, ${4 + 3 * Math.floor(i / 20)}], side: red }`);
    const s = loadScenario(['format: highground/1', 'ruleset: city-of-peril', 'map:', '  grid: square', '  rows: |',
      ...rows.map((r) => `    ${r}`), '  legend:', '    ".": {}', 'figures:', '  M: { at: [0, 0], side: blue }', ...enemies, ''].join('\n'));
    const v = ask(s, { ask: 'move', figure: 'M', to: [23, 23] });
    expect(typeof v.legal).toBe('boolean');
    expect(v.reasons.length).toBeGreaterThan(0);
  }, 120_000);

  it('export, import notes and analyze escape control characters in glyph and map names too', async () => {
    const d = dir();
    const f = join(d, 'hex.yaml');
    writeFileSync(f, `format: highground/1\ntitle: "M\\e[2J\\u202e"\nruleset: tft-3d\nmap:\n  grid: hex\n  rows: |\n    g g\n  legend:\n    g: { level: 1, terrain: grass, glyph: "X\\e]0;t\\u0007" }\nfigures:\n  A: { at: [0, 0] }\n  B: { at: [1, 0] }\n`);
    const runs = [
      await cli('export', f, '-o', join(d, 'out.hsc')),
      await cli('export', f, '-o', join(d, 'out.json')),
      await cli('import', join(d, 'out.hsc')),
      await cli('info', join(d, 'out.hsc')),
      await cli('analyze', f),
    ];
    for (const r of runs) expect(r.out + r.err).not.toMatch(RAW);
    expect(runs[0]!.code).toBe(0);
    expect(runs[0]!.err).toContain('X\\e]0;t\\x07');
  }, 120_000);
});

// ------------------------------------------------------------------- fuzz seed 20261127 (round 2)
describe('fuzz seed 20261127: a viewshed on a long hex strip', () => {
  it.each(['heroscape', 'c3g-buildings'])('%s: a 70-byte 1 x 5000 map is refused naming the work limit at once, a real-sized map answers', (ruleset) => {
    const strip = loadScenario(`format: highground/1\nruleset: ${ruleset}\nmap: { grid: hex, size: [1, 5000] }\nfigures: { A: { at: [0, 1] } }\n`);
    let e: unknown;
    try {
      viewshed(strip, 'A');
    } catch (x) {
      e = x;
    }
    expect(e).toBeInstanceOf(HighgroundError);
    expect((e as HighgroundError).code).toBe('limit');
    expect((e as HighgroundError).reason).toMatch(/^viewshed: 5000 standing surfaces on a map of 5000 places is past the limit on work for one viewshed \(surfaces x places at most 10000000\)/);
    // 30 x 30, the size of the largest shared Heroscape maps: answered, every place of the open map seen (its own included)
    const open = loadScenario(`format: highground/1\nruleset: ${ruleset}\nmap: { grid: hex, size: [30, 30] }\nfigures: { A: { at: [0, 1] } }\n`);
    expect(viewshed(open, 'A').count).toBe(900);
  });
});

// ------------------------------------------------------------------- fuzz seed 5150277 (round 2)
describe('fuzz seed 5150277: levels past the 32-bit range of a map file, counted or indexed', () => {
  const crypt = readFileSync(join(import.meta.dirname, '..', '..', 'shared', 'maps', 'heroscape', 'editor-json', 'The_Sunken_Crypt.json'), 'utf8');
  const withPiece = (key: string) => {
    const doc = JSON.parse(crypt) as { boardPieces: Record<string, string> };
    doc.boardPieces[key] = key.split('~')[4]!;
    return JSON.stringify(doc);
  };

  it('the map editor reader refuses an altitude, q or r outside the 32-bit range, naming the key and the limit; the range itself reads', () => {
    for (const [key, label] of [['9007199254740991~2~15~5~cwe', 'altitude'], ['2147483648~2~15~5~cwe', 'altitude'], ['0~-2147483648~15~0~g1', 'q'], ['0~2~99999999999999999999~0~g1', 'r']] as const) {
      let e: unknown;
      try {
        readEditorJson(withPiece(key), 'crypt.json');
      } catch (x) {
        e = x;
      }
      expect(e, key).toBeInstanceOf(HighgroundError);
      expect((e as HighgroundError).place.path).toEqual(['boardPieces', key]);
      expect((e as HighgroundError).reason).toMatch(new RegExp(`^the ${label} in the key is .*; at most 2147483647 either way is accepted`));
    }
    const top = readEditorJson(withPiece('2147483647~2~15~5~cwe'));
    expect(top.pieces.some((p) => p.altitude === 2 ** 31 - 1)).toBe(true);
  });

  it('the 6 kB file that ran for ever is refused by import, info and ask at once (exit 2), naming the key', async () => {
    const d = dir();
    const p = join(d, 'crypt.json');
    writeFileSync(p, withPiece('9007199254740991~2~15~5~cwe'));
    for (const args of [['import', p, '-o', join(d, 'out.yaml')], ['info', p], ['ask', p, 'viewshed', 'A']]) {
      const r = await cli(...args);
      expect(r.code, args[0]).toBe(2);
      expect(r.err).toContain('boardPieces["9007199254740991~2~15~5~cwe"]: the altitude in the key is 9007199254740991; at most 2147483647');
    }
  }, 60_000);

  it('the column builder counts a piece\'s levels, so a wall keyed near 2^53 ends (a level + 1 there is the same level)', () => {
    const wall = { role: 'solid', terrain: 'castle-wall', thickness: 10, z: 2 ** 53 - 1, hexes: [[0, 0]], source: 'wall' } as const;
    const built = buildColumns({ name: '', author: '', format: 'test', records: 1, pieces: [wall] });
    expect(built.columns.get('0,0')?.surfaces.length).toBeGreaterThan(0);
  });

  it('export refuses a surface and ladder near 2^53 levels up naming the limit, before writing a tile', () => {
    const s = loadScenario(`format: highground/1\nruleset: heroscape\nmap:\n  grid: hex\n  rows: "H ."\n  legend:\n    H: { level: ${2 ** 53 - 1}, terrain: grass, ladder: e, ladderHeight: ${2 ** 53 - 1} }\n    ".": { level: 1, terrain: grass }\n`);
    expect(() => scenarioToHsc(s.scenario)).toThrow(/the map would need more than 1000000 tiles/);
  });

  it('analyze keeps neighbouring steps by the differences that occur: two columns 2^31 levels apart are one step of 2^31, not a list of 2^31 slots', () => {
    const s = loadScenario(`format: highground/1\nruleset: heroscape\nmap:\n  grid: hex\n  rows: "H ."\n  legend:\n    H: { level: ${2 ** 31}, terrain: grass }\n    ".": { level: 1, terrain: grass }\n`);
    const a = analyzeScenario(s.scenario);
    expect(a.movement.steps).toEqual({ [2 ** 31 - 1]: 1 });
    expect(formatAnalysis(a)).toContain(`neighbouring steps by levels: ${2 ** 31 - 1}: 1`);
  });
});

describe('analyze: every pair of places is judged, so the places are bounded before the pair tables are made', () => {
  it.each([['heroscape', 'hex'], ['tft-3d', 'hex'], ['c3g-buildings', 'hex'], ['heroclix', 'square'], ['city-of-peril', 'square']])('%s: a 90-byte %s map of 300 x 300 is refused naming the limit (it was an internal error), through the command too', async (ruleset, grid) => {
    const text = `format: highground/1\nruleset: ${ruleset}\nmap: { grid: ${grid}, size: [300, 300] }\n`;
    let e: unknown;
    try {
      analyzeScenario(loadScenario(text).scenario);
    } catch (x) {
      e = x;
    }
    expect(e).toBeInstanceOf(HighgroundError);
    expect((e as HighgroundError).code).toBe('limit');
    expect((e as HighgroundError).reason).toBe('analyze: the map has 90000 standing places; at most 1000 are analysed (every pair is judged; the largest shared Heroscape map has 669)');
    if (ruleset !== 'heroscape') return;
    const d = dir();
    writeFileSync(join(d, 'big.yaml'), text);
    const r = await cli('analyze', join(d, 'big.yaml'));
    expect(r.code).toBe(2);
    expect(r.err).toContain('at most 1000 are analysed');
  }, 60_000);

  it('a 207-byte heroscape file of a 1000 x 1 map (fuzz seed 8402517, input 11335: over 60 s) is refused naming the work limit, before any sight is judged', async () => {
    const text = 'format: highground/1\nruleset: heroscape\nmap:\n  grid: hex\n  size: [1000, 1]\nfigures:\n  hero: { at: [402, 0] }\n';
    const t0 = performance.now();
    expect(() => analyzeScenario(loadScenario(text).scenario)).toThrow(/analyze: judging sight between the map's 1000 standing places takes about 1\.0e\+9 steps .*at most 3\.0e\+7 are taken/);
    expect(performance.now() - t0).toBeLessThan(5000);
    const d = dir();
    writeFileSync(join(d, 'strip.yaml'), text);
    const r = await cli('analyze', join(d, 'strip.yaml'));
    expect(r.code).toBe(2);
    expect(r.err).toContain('at most 3.0e+7 are taken');
    // a start zone of every place of a 25 x 25 map: a search from each of 625 places, refused on the moves
    const zones = `format: highground/1\nruleset: heroscape\nmap:\n  grid: hex\n  rows: |\n${Array.from({ length: 25 }, (_, y) => `    ${(y < 12 ? 'a ' : 'b ').repeat(25).trim()}\n`).join('')}  legend:\n    a: { level: 1, terrain: grass, start: red }\n    b: { level: 1, terrain: grass, start: blue }\n`;
    expect(() => analyzeScenario(loadScenario(zones).scenario)).toThrow(/searching moves from the start zones takes about .* at most 4\.0e\+5 are taken/);
  }, 60_000);

  it('every shared Heroscape map is within both work limits under heroscape, c3g-buildings and tft-3d', () => {
    const maps = join(__dirname, '..', '..', 'shared', 'maps', 'heroscape');
    let largest = 0;
    for (const sub of ['virtualscape', 'editor-json']) for (const f of readdirSync(join(maps, sub))) {
      const path = join(maps, sub, f);
      for (const ruleset of ['heroscape', 'c3g-buildings', 'tft-3d'] as const) {
        const sc = importMapFile(path, readFileSync(path), { ruleset }).scenario;
        const board = loadScenario(JSON.stringify({ ...sc, figures: {} })).board!;
        const standing = standingPlaces(board);
        const work = analysisWork(board, standing.length, profileFor(ruleset));
        largest = Math.max(largest, work);
        expect(work, `${f} under ${ruleset}`).toBeLessThanOrEqual(MAX_ANALYSIS_WORK);
        expect(movementWork(standing, board.grid), `${f} under ${ruleset}`).toBeLessThanOrEqual(MAX_ANALYSIS_MOVES);
      }
    }
    expect(largest).toBeGreaterThan(2e7);
  });
});
