import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { HighgroundError } from '../../errors.js';
import { parseScenarioText } from './parse.js';
import { writeScenario } from './write.js';
import { buildGridBoard } from './grid.js';
import type { GridMapSpec } from './schema.js';

const good = `format: highground/1
title: Rooftop diagram
ruleset: city-of-peril
map:
  grid: square
  rows: |
    .  .  R  R
    .  L  R  R
  legend:
    ".": {}
    R: { terrain: rooftop }
    L: { ladder: true }
figures:
  A: { at: [2, 0], side: red }
checks:
  - ask: sight
    from: A
    to: [0, 0]
    expect: { sight: true }
`;

function errorOf(text: string): HighgroundError {
  try {
    parseScenarioText(text, 'x.yaml');
  } catch (e) {
    if (e instanceof HighgroundError) return e;
    throw e;
  }
  throw new Error('expected an error');
}

describe('parseScenarioText', () => {
  it('reads a good file', () => {
    const { scenario } = parseScenarioText(good, 'x.yaml');
    expect(scenario.ruleset).toBe('city-of-peril');
    expect(scenario.figures?.A?.at).toEqual([2, 0]);
    expect(scenario.checks?.[0]?.ask).toBe('sight');
  });

  it('names file, line and key of an unknown key', () => {
    const e = errorOf(good.replace('A: { at: [2, 0], side: red }', 'A: { at: [2, 0], colour: red }'));
    expect(e.place.file).toBe('x.yaml');
    expect(e.place.line).toBe(14);
    expect(e.place.path).toEqual(['figures', 'A', 'colour']);
    expect(e.message).toMatch(/^x\.yaml:14:\d+: key figures\.A\.colour: unknown key "colour"/);
  });

  it('names an unknown top-level key', () => {
    const e = errorOf(good + 'extra: 1\n');
    expect(e.message).toContain('unknown key "extra"');
    expect(e.place.line).toBe(20);
  });

  it('reports a wrong type with the value found', () => {
    const e = errorOf(good.replace('at: [2, 0]', 'at: [2, "zero"]'));
    expect(e.place.path).toEqual(['figures', 'A', 'at', 1]);
    expect(e.place.line).toBe(14);
    expect(e.reason).toMatch(/expected number, found "zero"/);
  });

  it('reports a missing required key', () => {
    const e = errorOf(good.replace('ruleset: city-of-peril\n', ''));
    expect(e.place.path).toEqual(['ruleset']);
    expect(e.reason).toMatch(/missing required key/);
  });

  it('reports an unknown ruleset with the choices', () => {
    const e = errorOf(good.replace('ruleset: city-of-peril', 'ruleset: chess'));
    expect(e.place.line).toBe(3);
    expect(e.reason).toMatch(/city-of-peril/);
  });

  it('reports invalid YAML with its line', () => {
    const e = errorOf('format: highground/1\nmap: [1, 2\n');
    expect(e.place.line).toBeGreaterThanOrEqual(2);
    expect(e.reason).toMatch(/invalid YAML/);
  });

  it('refuses duplicate keys', () => {
    const e = errorOf(good.replace('title: Rooftop diagram\n', 'title: a\ntitle: b\n'));
    expect(e.reason).toMatch(/invalid YAML/);
    expect(e.place.line).toBe(3);
  });

  it('refuses a document that is not a mapping', () => {
    expect(errorOf('- 1\n- 2\n').reason).toMatch(/must be a mapping/);
  });

  it('refuses alias bombs', () => {
    const bomb = ['a: &a [x, x, x, x, x, x, x, x, x, x]'];
    for (let i = 1; i < 12; i++) bomb.push(`${String.fromCharCode(97 + i)}: &${String.fromCharCode(97 + i)} [*${String.fromCharCode(96 + i)}, *${String.fromCharCode(96 + i)}, *${String.fromCharCode(96 + i)}, *${String.fromCharCode(96 + i)}, *${String.fromCharCode(96 + i)}, *${String.fromCharCode(96 + i)}, *${String.fromCharCode(96 + i)}, *${String.fromCharCode(96 + i)}, *${String.fromCharCode(96 + i)}, *${String.fromCharCode(96 + i)}]`);
    const e = errorOf(bomb.join('\n') + '\n');
    expect(e).toBeInstanceOf(HighgroundError);
  });

  it('refuses over-deep documents', () => {
    const deep = 'format: highground/1\nx: ' + '['.repeat(200) + ']'.repeat(200) + '\n';
    expect(errorOf(deep).reason).toMatch(/nests|deep/);
  });

  // Found by the fuzzer (fuzz/): these refusals said neither a line nor a key.
  it('names the line of an alias to no anchor and of an alias bomb', () => {
    const e = errorOf('format: highground/1\nruleset: heroclix\ntitle: *nowhere\n');
    expect(e.reason).toMatch(/alias/i);
    expect(e.place.line).toBe(3);
    const bomb = ['a: &a [x, x, x, x, x, x, x, x, x, x]'];
    for (let i = 1; i < 4; i++) bomb.push(`b${i}: &b${i} [${Array(10).fill(i === 1 ? '*a' : `*b${i - 1}`).join(', ')}]`);
    expect(errorOf(bomb.join('\n') + '\n').place.line).toBe(2);
  });

  it('names the key path and line where a document nests too deep', () => {
    let text = 'format: highground/1\nmap:';
    for (let k = 0; k < 70; k++) text += `\n${'  '.repeat(k + 1)}k${k}:`;
    const e = errorOf(text + ' 1\n');
    expect(e.reason).toMatch(/more than 64 levels/);
    expect(e.place.path).toHaveLength(64);
    expect(e.place.path?.slice(0, 2)).toEqual(['map', 'k0']);
    expect(e.place.line).toBe(66);
  });

  it('refuses a megabyte of brackets by a scan, naming where the nesting goes too deep', () => {
    const e = errorOf('format: highground/1\nx: ' + '['.repeat(1_000_000) + ']'.repeat(1_000_000) + '\n');
    expect(e.reason).toMatch(/nests more than 64/);
    expect(e.place).toMatchObject({ line: 2, column: 1004 });
  });

  it('does not count brackets inside quotes, comments or row tokens', () => {
    const text = `format: highground/1\ntitle: "${'['.repeat(1200)}"\n# ${'{'.repeat(1200)}\nruleset: city-of-peril\nmap:\n  grid: square\n  rows: |\n${Array(1100).fill('    ' + '[ .').join('\n')}\n  legend: { "[": {}, ".": {} }\n`;
    expect(parseScenarioText(text).scenario.map.grid).toBe('square');
  });

  it('refuses a list or mapping as a key, with its line (found by fuzzing: the YAML library printed a process warning)', () => {
    const e = errorOf('format: highground/1\nruleset: heroclix\n? [a, b]\n: 1\n');
    expect(e.reason).toMatch(/key must be a plain word/);
    expect(e.place.line).toBe(3);
  });

  it('refuses a polygon of more than 1000 corners, naming it (found by fuzzing: table moves took half a minute)', () => {
    const corners = Array.from({ length: 1001 }, (_, i) => `[${Math.cos(i / 160).toFixed(4)}, ${Math.sin(i / 160).toFixed(4)}]`).join(', ');
    const e = errorOf(`format: highground/1\nruleset: malifaux\nmap:\n  grid: table\n  size: [36, 36]\n  pieces:\n    - { kind: building, shape: { polygon: [${corners}] } }\n`);
    expect(e.place.line).toBe(7);
    expect(e.place.path?.slice(0, 4)).toEqual(['map', 'pieces', 0, 'shape']);
  });

  it.each(['!!binary Gw==', '!!set {a, b}', '!!omap [{a: 1}]', '!!timestamp 2001-12-14', '!custom x'])('refuses the tag in `from: %s` with its line (found by fuzzing: bytes, sets and dates in a check changed through write -> read)', (value) => {
    const e = errorOf(`format: highground/1\nruleset: heroclix\nmap: { grid: square, rows: "." , legend: { ".": {} } }\nchecks:\n  - ask: sight\n    from: ${value}\n    expect: {}\n`);
    expect(e.reason).toMatch(/invalid YAML: .*tag/i);
    expect(e.place.line).toBe(6);
  });

  it('refuses a table of more than 500 pieces (found by fuzzing: a malifaux reach over 2000 pieces ran for minutes)', () => {
    const pieces = Array.from({ length: 501 }, (_, i) => `    - { kind: building, shape: { rect: [${i % 30}, ${i % 20}, 1, 1] } }`).join('\n');
    const e = errorOf(`format: highground/1\nruleset: malifaux\nmap:\n  grid: table\n  size: [36, 36]\n  pieces:\n${pieces}\n`);
    expect(e.reason).toMatch(/too big: .*500/);
    expect(e.place).toMatchObject({ line: 7, path: ['map', 'pieces'] });
  });

  it('refuses a table wider than 1000 inches (found by fuzzing: on a 1e308" table mirrored pieces collapsed and balance crashed)', () => {
    const e = errorOf('format: highground/1\nruleset: malifaux\nmap:\n  grid: table\n  size: [1e308, 36]\n');
    expect(e.reason).toMatch(/too big: .*1000/);
    expect(e.place).toMatchObject({ line: 5, path: ['map', 'size', 0] });
  });

  it('refuses a structure footprint of more than 4096 corners (found by fuzzing: classifying a 1000-corner footprint never finished; 64, then 256 before the local largest-disc search)', () => {
    const corners = Array.from({ length: 4097 }, (_, i) => `[${(10 * Math.cos(i / 10)).toFixed(3)}, ${(10 * Math.sin(i / 10)).toFixed(3)}]`).join(', ');
    const e = errorOf(`format: highground/1\nruleset: c3g-buildings\nmap:\n  grid: hex\n  size: [3, 3]\n  structures:\n    big: { kind: enclosed, footprint: { polygon: [${corners}] } }\n`);
    expect(e.place.line).toBe(7);
    expect(e.place.path?.slice(0, 4)).toEqual(['map', 'structures', 'big', 'footprint']);
  });

  it('says on which line a file over the size limit crosses it', () => {
    const e = errorOf('format: highground/1\n' + '#'.repeat(16 * 1024 * 1024) + '\n');
    expect(e.reason).toMatch(/limited to 16777216/);
    expect(e.place).toMatchObject({ file: 'x.yaml', line: 2 });
  });
});

describe('grid maps from rows, legend and cells', () => {
  const ctx = { groundLevel: 0 };
  const map = (extra: Partial<GridMapSpec>): GridMapSpec => ({ grid: 'square', ...extra });

  it('expands rows through the legend, with cells overriding', () => {
    const b = buildGridBoard(map({ rows: '. R\nR .', legend: { '.': {}, R: { terrain: 'rooftop' } }, cells: [{ at: [0, 0], level: 3 }] }), ctx);
    expect([b.width, b.height]).toEqual([2, 2]);
    expect(b.places[1]!.surfaces[0]!.terrain).toEqual(['rooftop']);
    expect(b.top[0]).toBe(3);
    expect(b.places[3]!.surfaces[0]!.terrain).toEqual([]);
  });

  it('treats the legend key 2 as the token "2"', () => {
    const { scenario } = parseScenarioText('format: highground/1\nruleset: heroclix\nmap:\n  grid: square\n  rows: "2 1"\n  legend:\n    2: { level: 2 }\n    1: {}\n');
    const b = buildGridBoard(scenario.map as GridMapSpec, { groundLevel: 1 });
    expect(Array.from(b.top)).toEqual([2, 1]);
  });

  it('names the row of a token missing from the legend', () => {
    const text = 'format: highground/1\nruleset: city-of-peril\nmap:\n  grid: square\n  rows: |\n    . .\n    . Q\n  legend:\n    ".": {}\n';
    const { scenario, source } = parseScenarioText(text, 'm.yaml');
    try {
      buildGridBoard(scenario.map as GridMapSpec, { file: 'm.yaml', source, groundLevel: 0 });
      throw new Error('no error');
    } catch (e) {
      expect((e as HighgroundError).message).toBe('m.yaml:7: key map.rows: token "Q" at [1, 1] (row 2) is not in the legend (legend has ".")');
    }
  });

  it('names a ragged row', () => {
    const text = 'format: highground/1\nruleset: city-of-peril\nmap:\n  grid: square\n  rows: |\n    . .\n    . . .\n  legend:\n    ".": {}\n';
    const { scenario, source } = parseScenarioText(text, 'm.yaml');
    expect(() => buildGridBoard(scenario.map as GridMapSpec, { file: 'm.yaml', source, groundLevel: 0 })).toThrow(/m\.yaml:7: .*row 2 has 3 cells but row 1 has 2/);
  });

  it('refuses a cell off the map and a map too large before allocating', () => {
    expect(() => buildGridBoard(map({ rows: '.', legend: { '.': {} }, cells: [{ at: [3, 0] }] }), ctx)).toThrow(/off the map/);
    expect(() => buildGridBoard(map({ size: [10000, 10000] }), ctx)).toThrow(/at most/);
  });

  it('sizes a map given by 250 000 cells alone (found while fuzzing: Math.max(...cells) overflowed the stack)', () => {
    const cells = Array.from({ length: 250_000 }, (_, i) => ({ at: [i % 500, Math.floor(i / 500)] as [number, number] }));
    const b = buildGridBoard(map({ cells }), ctx);
    expect([b.width, b.height]).toEqual([500, 500]);
  });

  it('refuses rows of more tokens than a map may have places before splitting them', () => {
    const one = '. '.repeat(250_001);
    expect(() => buildGridBoard(map({ rows: one, legend: { '.': {} } }), ctx)).toThrow(/rows has 250001 cells; at most 250000/);
    expect(() => buildGridBoard(map({ rows: '.\n' + one, legend: { '.': {} } }), ctx)).toThrow(/rows has 250002 cells/);
  });

  it('stacks surfaces lowest first and skips void ones', () => {
    const b = buildGridBoard(map({ size: [1, 1], cells: [{ at: [0, 0], stack: [{ level: 1 }, { level: 4, terrain: 'bridge' }] }] }), ctx);
    expect(b.places[0]!.surfaces.map((s) => s.level)).toEqual([1, 4]);
    expect(b.top[0]).toBe(4);
  });
});

describe('writeScenario', () => {
  it('round-trips the example', () => {
    const a = parseScenarioText(good).scenario;
    const b = parseScenarioText(writeScenario(a)).scenario;
    expect(b).toEqual(a);
  });

  it('round-trips generated scenarios (property)', () => {
    const token = fc.constantFrom('.', 'R', 'L', '2');
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 6 }),
        fc.integer({ min: 1, max: 6 }),
        fc.array(token, { minLength: 36, maxLength: 36 }),
        fc.dictionary(fc.stringMatching(/^[A-Za-z][A-Za-z0-9_-]{0,6}$/), fc.record({ x: fc.nat(5), y: fc.nat(5), side: fc.constantFrom('red', 'blue') }), { maxKeys: 4 }),
        fc.option(fc.string({ maxLength: 20 }), { nil: undefined }),
        (w, h, toks, figs, title) => {
          const rows = Array.from({ length: h }, (_, y) => toks.slice(y * w, y * w + w).join(' ')).join('\n') + '\n';
          const scenario = {
            format: 'highground/1' as const,
            ...(title !== undefined ? { title } : {}),
            ruleset: 'city-of-peril' as const,
            map: { grid: 'square' as const, rows, legend: { '.': {}, R: { terrain: 'rooftop' }, L: { ladder: true }, '2': { level: 2 } } },
            figures: Object.fromEntries(Object.entries(figs).map(([k, f]) => [k, { at: [f.x, f.y] as [number, number], side: f.side }])),
          };
          const back = parseScenarioText(writeScenario(scenario)).scenario;
          expect(back).toEqual(scenario);
        },
      ),
      { numRuns: 200 },
    );
  });
});

describe('union errors name the branch the file uses', () => {
  it('a polygon with too many corners is reported as such, not as a missing rect', () => {
    const corners = Array.from({ length: 1200 }, (_, i) => `[${(Math.cos(i / 200) * 5 + 10).toFixed(3)}, ${(Math.sin(i / 200) * 5 + 10).toFixed(3)}]`).join(', ');
    const text = `format: highground/1\nruleset: malifaux\nmap:\n  grid: table\n  size: [36, 36]\n  pieces:\n    - { kind: rough, shape: { polygon: [${corners}] } }\n`;
    const e = errorOf(text);
    expect(e.place.path?.slice(0, 5)).toEqual(['map', 'pieces', 0, 'shape', 'polygon']);
    expect(e.reason).not.toMatch(/rect/);
  });
});
