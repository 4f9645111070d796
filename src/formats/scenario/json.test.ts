import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { HighgroundError } from '../../errors.js';
import { readJsonScenario } from './json.js';

const read = (text: string) => readJsonScenario(text, 'f.json', 64);
const fails = (text: string): HighgroundError => {
  try {
    read(text);
  } catch (e) {
    if (e instanceof HighgroundError) return e;
    throw e;
  }
  throw new Error(`no error for ${text}`);
};

describe('the JSON reader of a game entry without YAML', () => {
  it('reads what JSON.parse reads, value for value (any JSON, pretty or compact)', () => {
    fc.assert(fc.property(fc.jsonValue({ maxDepth: 6 }), fc.boolean(), (v, pretty) => {
      const text = JSON.stringify(v, null, pretty ? 2 : undefined);
      expect(read(text).data).toEqual(JSON.parse(text));
    }), { numRuns: 300 });
  });

  it('keeps a key named __proto__ as a plain key, reads a byte order mark and escapes', () => {
    const { data } = read('\uFEFF{"__proto__": {"x": 1}, "s": "a\\u00e9\\n\\"b\\"", "n": -1.5e2}');
    expect(Object.getPrototypeOf(data)).toBe(Object.prototype);
    expect(Object.keys(data as object)).toEqual(['__proto__', 's', 'n']);
    expect(data).toMatchObject({ s: 'a\u00e9\n"b"', n: -150 });
  });

  it('names the line and column of keys and values, and of the nearest ancestor for a missing one', () => {
    const { source } = read('{\n  "map": {\n    "size": [3,\n      4]\n  }\n}');
    expect(source.value(['map', 'size', 1])).toEqual({ line: 4, column: 7 });
    expect(source.key(['map'], 'size')).toEqual({ line: 3, column: 5 });
    expect(source.value(['map', 'nothing'])).toEqual({ line: 2, column: 10 });
  });

  it('refuses what is not strict JSON with the place, code file-format, and the hint that YAML needs its reader', () => {
    for (const [text, line, what] of [
      ['{"a": 1,}', 1, /expected a key in double quotes/],
      ['{\n"a": 1\n"b": 2}', 3, /expected "," or "}" in a mapping/],
      ["{'a': 1}", 1, /expected a key in double quotes/],
      ['{"a": [1 2]}', 1, /expected "," or "]" in a list/],
      ['{"a": tru}', 1, /expected a value/],
      ['{"a": "x\ny"}', 1, /a string that does not end/],
      ['{"a": 1} x', 1, /more text after the document/],
      ['{"a": 1, "a": 2}', 1, /map keys must be unique \("a" appears twice\)/],
    ] as const) {
      const e = fails(text);
      expect(e.code, text).toBe('file-format');
      expect(e.place.line, text).toBe(line);
      expect(e.reason, text).toMatch(what);
      expect(e.reason, text).toMatch(/import 'highground\/yaml'/);
    }
  });

  it('refuses nesting past the depth limit before it recurses (code limit)', () => {
    const e = fails('{"a": ' + '['.repeat(100000) + ']'.repeat(100000) + '}');
    expect(e.code).toBe('limit');
    expect(e.reason).toMatch(/nests more than 64 levels deep/);
  });
});
