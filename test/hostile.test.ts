/**
 * Hostile input: files built to hurt are refused with a HighgroundError that says where and why, before
 * anything large is allocated; names full of markup are drawn as text; the command never prints a stack
 * trace for a user's mistake and exits 2. (The readers' own tests cover alias bombs, deep documents,
 * truncated and bit-flipped .hsc files; this file goes through the public API and the real command.)
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ask, HighgroundError, importMapFile, loadScenario, loadScenarioObject, renderSvg } from '../src/index.js';
import { cli } from './helpers/cli.js';

const root = join(import.meta.dirname, '..');
const dir = mkdtempSync(join(tmpdir(), 'highground-hostile-'));
const file = (name: string, data: string | Uint8Array) => {
  const p = join(dir, name);
  writeFileSync(p, data);
  return p;
};

/** The HighgroundError `f` throws (and how long it took, for the log; never asserted). */
function refusal(what: string, f: () => unknown): HighgroundError {
  const started = performance.now();
  try {
    f();
  } catch (e) {
    if (!(e instanceof HighgroundError)) throw e;
    console.log(`${what}: refused in ${Math.round(performance.now() - started)} ms`);
    return e;
  }
  throw new Error(`${what}: expected a refusal`);
}

const HEAD = 'format: highground/1\nruleset: city-of-peril\nmap: { grid: square, rows: ". .", legend: { ".": {} } }\n';

describe('YAML bombs through the command', () => {
  it('an alias bomb: exit 2 naming the file and the line of the alias', async () => {
    const lines = ['a0: &a0 [x, x, x, x, x, x, x, x, x, x]'];
    for (let i = 1; i <= 9; i++) lines.push(`a${i}: &a${i} [${Array(10).fill(`*a${i - 1}`).join(', ')}]`);
    const p = file('bomb.yaml', HEAD + lines.join('\n') + '\n');
    const r = await cli('check', p);
    expect(r.code).toBe(2);
    expect(r.err).toContain(`${p}:5:`);
    expect(r.err).toMatch(/alias/i);
  });

  it('a document nested 100 000 deep: exit 2 naming the line, refused by a scan before the parser recurses', async () => {
    const p = file('deep.yaml', HEAD + 'title: ' + '['.repeat(100_000) + ']'.repeat(100_000) + '\n');
    const r = await cli('ask', p, 'sight', 'A', 'B');
    expect(r.code).toBe(2);
    expect(r.err).toMatch(new RegExp(`${p.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}:4:\\d+: the document nests more than 64 levels deep`));
  });
});

describe('absurd sizes are refused before allocating', () => {
  it.each([['city-of-peril', 'square'], ['heroclix', 'square'], ['tft-3d', 'hex'], ['c3g-buildings', 'hex']])('%s: a %s map of size [10000, 1000]', (ruleset, grid) => {
    const e = refusal(`${ruleset} size [10000, 1000]`, () => loadScenario(`format: highground/1\nruleset: ${ruleset}\nmap: { grid: ${grid}, size: [10000, 1000] }\n`, 'huge.yaml'));
    expect(e.message).toMatch(/^huge\.yaml:3(:\d+)?: key map: the map would have 10000000 places; at most 250000 are accepted/);
  });

  it('a 100-byte file declaring a 1000 x 1000 map: every command refuses it at once naming the limit, exit 2 (issue 19, cost from tiny files)', async () => {
    const p = file('million.yaml', 'format: highground/1\nruleset: c3g-buildings\nmap: { grid: hex, size: [1000, 1000] }\n');
    for (const args of [['info', p], ['ask', p, 'sight', '0,0', '5,5'], ['check', p], ['render', p]]) {
      const r = await cli(...args);
      expect(r.code, args.join(' ')).toBe(2);
      expect(r.err).toMatch(/million\.yaml(:3)?(:\d+)?: key map: /);
      expect(r.err).toMatch(/the map would have 1000000 places; at most 250000 are accepted/);
    }
  });

  it('the place limit is 500 x 500: that map loads, one row more is refused', () => {
    expect(loadScenario('format: highground/1\nruleset: city-of-peril\nmap: { grid: square, size: [500, 500] }\n').board!.places).toHaveLength(250_000);
    const e = refusal('501 x 500', () => loadScenario('format: highground/1\nruleset: city-of-peril\nmap: { grid: square, size: [500, 501] }\n', 'big.yaml'));
    expect(e.reason).toBe('the map would have 250500 places; at most 250000 are accepted');
  });

  it('a small file stacking 60 surfaces on each of 90 000 hexes is refused naming the surface limit (it took 10 s of CPU and 1.3 GB)', () => {
    const stack = Array.from({ length: 60 }, (_, i) => `{ level: ${2 * i + 1} }`).join(', ');
    const rows = Array.from({ length: 300 }, () => `    ${Array(300).fill('a').join(' ')}`).join('\n');
    const text = `format: highground/1\nruleset: tft-3d\nmap:\n  grid: hex\n  legend:\n    a: { stack: [${stack}] }\n  rows: |\n${rows}\n`;
    expect(text.length).toBeLessThan(200_000);
    const e = refusal('60 x 90 000 surfaces', () => loadScenario(text, 'stacks.yaml'));
    expect(e.place.path).toEqual(['map']);
    expect(e.reason).toBe('the map would have more than 1000000 standing surfaces (stacks counted surface by surface); at most 1000000 are accepted');
  });

  it('rows of 10^7 tokens, given as an object (no file-size limit in the way)', () => {
    const rows = '. '.repeat(10_000_000);
    const e = refusal('rows of 10^7 tokens', () => loadScenarioObject({ format: 'highground/1', ruleset: 'city-of-peril', map: { grid: 'square', rows, legend: { '.': {} } } }, 'rows.json'));
    expect(e.place.path).toEqual(['map', 'rows']);
    expect(e.reason).toBe('rows has 10000000 cells; at most 250000 are accepted');
  });

  it('a scenario file over the size limit', () => {
    const e = refusal('a 17 MB scenario', () => loadScenario(HEAD + 'description: "' + 'x'.repeat(17 * 1024 * 1024) + '"\n', 'big.yaml'));
    expect(e.reason).toMatch(/^the file is \d+ bytes; scenario files are limited to 16777216/);
    expect(e.place).toMatchObject({ file: 'big.yaml', line: 4 });
  });

  it('a .hsc claiming 2^31 tiles, imported', () => {
    const bytes = new Uint8Array(8 + 4);
    const view = new DataView(bytes.buffer);
    view.setFloat64(0, 0.0001, true);
    view.setInt32(8, -(2 ** 31), true);
    const e = refusal('a .hsc of 2^31 tiles', () => importMapFile('claims.hsc', bytes, { ruleset: 'tft-3d' }));
    expect(e.place).toMatchObject({ file: 'claims.hsc', offset: 8 });
    expect(e.message).toMatch(/^claims\.hsc: byte 8: expected a tile count of 0 or more, found -2147483648/);
  });

  it('a .hsc whose tiles lie 2^31 hexes apart, imported', () => {
    const bytes = new Uint8Array(8 + 4 + 2 * 28);
    const view = new DataView(bytes.buffer);
    view.setFloat64(0, 0.0001, true);
    view.setInt32(8, 2, true);
    for (const [i, x] of [[0, -(2 ** 31)], [1, 2 ** 31 - 1]] as const) {
      const at = 12 + 28 * i;
      view.setInt32(at, 1001, true);
      view.setFloat64(at + 4, 0.0001, true);
      view.setInt32(at + 16, x, true);
    }
    const e = refusal('a .hsc 2^32 hexes wide', () => importMapFile('wide.hsc', bytes, { ruleset: 'tft-3d' }));
    expect(e.message).toMatch(/^wide\.hsc: byte 12: the pieces span 4294967296 x 1 hexes.*Farthest out: tile 1 \(Grass1\)/);
  });
});

// ------------------------------------------------------------------------------------------------ SVG

const EVIL = `<script>alert(1)</script> & "dq" 'sq' ]]> <!-- --> <![CDATA[x]]>`;
const q = JSON.stringify(EVIL);

/** A small XML well-formedness check: tags nest and close, attributes are quoted, entities are known. */
function wellFormed(xml: string): void {
  const stack: string[] = [];
  const tag = /<(\/?)([A-Za-z_][\w:.-]*)((?:\s+[A-Za-z_][\w:.-]*="[^"<]*")*)\s*(\/?)>/y;
  let i = 0;
  let roots = 0;
  while (i < xml.length) {
    const lt = xml.indexOf('<', i);
    const textEnd = lt < 0 ? xml.length : lt;
    const text = xml.slice(i, textEnd);
    if (/&(?!(amp|lt|gt|quot|apos|#\d+|#x[0-9a-fA-F]+);)/.test(text) || text.includes('>') && /]]>/.test(text)) throw new Error(`bad text at ${i}: ${text.slice(0, 40)}`);
    if (lt < 0) break;
    tag.lastIndex = lt;
    const m = tag.exec(xml);
    if (!m) throw new Error(`not a tag at ${lt}: ${xml.slice(lt, lt + 40)}`);
    const [, close, name, , self] = m;
    if (/&(?!(amp|lt|gt|quot|apos|#\d+|#x[0-9a-fA-F]+);)/.test(m[3]!)) throw new Error(`bad attribute at ${lt}`);
    if (close) {
      if (stack.pop() !== name) throw new Error(`</${name}> does not close its element at ${lt}`);
    } else if (!self) {
      if (!stack.length) roots++;
      stack.push(name!);
    } else if (!stack.length) roots++;
    i = tag.lastIndex;
  }
  if (stack.length || roots !== 1) throw new Error(`unclosed ${stack.join(' > ')} or ${roots} roots`);
}

const EVIL_SCENARIOS: Record<string, string> = {
  square: `format: highground/1\ntitle: ${q}\nruleset: heroclix\nmap:\n  grid: square\n  name: ${q}\n  rows: ". H 2"\n  legend: { ".": {}, H: { terrain: hindering }, "2": { level: 2 } }\nfigures:\n  ${q}: { at: [0, 0], side: ${q} }\n  B: { at: [2, 0], side: blue }\n`,
  hex: `format: highground/1\ntitle: ${q}\nruleset: tft-3d\nmap:\n  grid: hex\n  name: ${q}\n  author: ${q}\n  rows: ". g"\n  legend: { ".": { terrain: grass }, g: { terrain: grass, level: 1, glyph: ${q}, start: ${q} } }\nfigures:\n  ${q}: { at: [0, 0], name: ${q} }\n  B: { at: [1, 0] }\n`,
  table: `format: highground/1\ntitle: ${q}\nruleset: malifaux\nmap:\n  grid: table\n  name: ${q}\n  size: [24, 24]\n  pieces:\n    - { id: ${q}, name: ${q}, kind: building, shape: { rect: [8, 8, 4, 4] }, ht: 2 }\n  deployment: { ${q}: { rect: [0, 0, 24, 4] } }\nfigures:\n  ${q}: { at: [2, 2], base: 30, side: ${q} }\n  B: { at: [20, 20], base: 30 }\n`,
};

describe('names are drawn as text, never as markup', () => {
  it.each(Object.keys(EVIL_SCENARIOS))('%s map: figure id, side, map name, title and terrain names full of markup', (kind) => {
    const s = loadScenario(EVIL_SCENARIOS[kind]!, 'evil.yaml');
    const question = { ask: 'sight', from: EVIL, to: 'B' };
    const verdict = ask(s, question);
    for (const svg of [renderSvg(s), renderSvg(s, { verdict, question, title: EVIL })]) {
      expect(svg).not.toMatch(/<script/i);
      expect(svg).not.toContain('<!--');
      expect(svg).not.toContain('<![CDATA[');
      wellFormed(svg);
      expect(svg).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    }
  });

  it('the render command writes the same escaped SVG', async () => {
    const p = file('evil.yaml', EVIL_SCENARIOS.square!);
    const out = join(dir, 'evil.svg');
    const r = await cli('render', p, '-o', out, '--ask', 'sight', EVIL, 'B');
    expect(r.code).toBe(0);
    const svg = readFileSync(out, 'utf8');
    expect(svg).not.toMatch(/<script/i);
    wellFormed(svg);
  });
});

// ----------------------------------------------------------------------------------------- the command

describe('the real command on bad input: exit 2, a message, no stack trace', () => {
  const bin = join(root, 'bin', 'highground.js');
  const sub = join(dir, 'a-directory');
  mkdirSync(sub, { recursive: true });
  const garbage = file('garbage.yaml', Uint8Array.from({ length: 4096 }, (_, i) => (i * 2654435761) >>> 24));
  const good = file('good.yaml', HEAD + 'figures: { A: { at: [0, 0] }, B: { at: [1, 0] } }\n');
  const chess = file('chess.yaml', HEAD.replace('city-of-peril', 'chess'));
  const hsc = new Uint8Array(readFileSync(join(root, '..', 'shared', 'maps', 'heroscape', 'virtualscape', 'vs_test.hsc')));
  const truncated = file('truncated.hsc', hsc.subarray(0, hsc.length - 7));
  const claims = file('claims.hsc', (() => {
    const b = new Uint8Array(12);
    new DataView(b.buffer).setFloat64(0, 0.0001, true);
    new DataView(b.buffer).setInt32(8, 2 ** 31 - 1, true);
    return b;
  })());
  const badJson = file('bad-editor.json', '{"hexMap": {"id": 1, "name": "x"}, "boardPieces": {"0~0~0~0~g1": "g1",}}');

  const cases: [string, string[], RegExp][] = [
    ['a missing file', ['ask', join(dir, 'nope.yaml'), 'sight', 'A', 'B'], /nope\.yaml: cannot read the file: no such file/],
    ['a directory', ['check', sub], /a-directory: cannot read the file: is a directory/],
    ['binary garbage as YAML', ['ask', garbage, 'sight', 'A', 'B'], /garbage\.yaml:\d+/],
    ['an unknown question', ['ask', good, 'teleport', 'A'], /has no rule for a "teleport" question/],
    ['a question named constructor', ['ask', good, 'constructor', 'A'], /has no rule for a "constructor" question/],
    ['a bad argument', ['ask', good, 'move', 'A', 'to=NaN', 'budget=-1'], /move: /],
    ['an unknown figure', ['ask', good, 'sight', 'A', 'nobody'], /nobody/],
    ['an unknown ruleset in a file', ['check', chess], /chess\.yaml:2(:\d+)?: key ruleset/],
    ['an unknown ruleset asked for', ['rules', 'chess'], /no ruleset "chess"/],
    ['an unknown option', ['ask', good, 'sight', 'A', 'B', '--frobnicate'], /unknown option/],
    ['an unknown command', ['frobnicate'], /unknown command/],
    ['import of a truncated .hsc', ['import', truncated], /truncated\.hsc: byte \d+: file ends/],
    ['info on a .hsc claiming 2^31 - 1 tiles', ['info', claims], /claims\.hsc: byte 8: expected a tile count that fits/],
    ['import of map-editor JSON that is not JSON', ['import', badJson], /bad-editor\.json:1:\d+: not valid JSON/],
  ];

  const runBin = (argv: string[]) => new Promise<{ status: number | null; stdout: string; stderr: string }>((resolve) => {
    const child = execFile(process.execPath, [bin, ...argv], { encoding: 'utf8', cwd: dir, env: { ...process.env, HIGHGROUND_DEBUG: '' } }, (_e, stdout, stderr) => {
      resolve({ status: child.exitCode, stdout, stderr });
    });
  });

  it.concurrent.each(cases)('%s', async (_what, argv, message) => {
    const r = await runBin(argv);
    expect(r.stderr).toMatch(message);
    expect(r.status, r.stderr).toBe(2);
    expect(r.stderr).not.toMatch(/^\s+at /m);
    expect(r.stdout).not.toMatch(/^\s+at /m);
  });
});
