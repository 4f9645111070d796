/**
 * The JSON reader of scenario text, for programs that load a game's entry without the YAML reader (a bot
 * builds its scenarios as objects or JSON): strict JSON (RFC 8259) read in one pass that remembers where
 * each key and value starts, so schema and ruleset errors name the line and column as they do for YAML.
 * Duplicate keys and nesting past the depth limit are refused, as the YAML reader refuses them.
 */
import { HighgroundError, type KeyPath } from '../../errors.js';
import { lineCol, type Located, type SourceMap } from './locate.js';

/** Where one value starts and, for a mapping or list, where its entries are. */
interface Spot {
  at: number;
  keys?: Map<string, { at: number; spot: Spot }>;
  items?: Spot[];
}

const STRING = /"(?:[^"\\\u0000-\u001f]|\\(?:["\\/bfnrt]|u[0-9a-fA-F]{4}))*"/y;
const NUMBER = /-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?/y;
const SPACE = /[ \t\n\r]*/y;

/** Read JSON scenario text: its value and where each key path stands. */
export function readJsonScenario(text: string, file: string | undefined, maxDepth: number): { data: unknown; source: SourceMap } {
  let i = text.charCodeAt(0) === 0xfeff ? 1 : 0;
  const fail = (what: string, at = i): never => {
    const found = at >= text.length ? 'the end of the text' : JSON.stringify(text.slice(at, at + 12));
    throw new HighgroundError(`invalid JSON: ${what}, found ${found} (YAML or JSON with comments needs the YAML reader: import 'highground/yaml')`, { file, ...lineCol(text, at) }, 'file-format');
  };
  const space = () => {
    SPACE.lastIndex = i;
    SPACE.exec(text);
    i = SPACE.lastIndex;
  };
  const token = (re: RegExp): string | undefined => {
    re.lastIndex = i;
    const m = re.exec(text);
    if (!m) return undefined;
    i = re.lastIndex;
    return m[0];
  };
  const value = (depth: number): [unknown, Spot] => {
    space();
    const at = i;
    const c = text[i];
    if (c === '{' || c === '[') {
      if (depth >= maxDepth)
        throw new HighgroundError(`the document nests more than ${maxDepth} levels deep; at most ${maxDepth} are accepted`, { file, ...lineCol(text, at) }, 'limit');
      i++;
      space();
      if (c === '[') {
        const list: unknown[] = [];
        const items: Spot[] = [];
        if (text[i] === ']') return i++, [list, { at, items }];
        for (;;) {
          const [v, s] = value(depth + 1);
          list.push(v);
          items.push(s);
          space();
          if (text[i] === ',') i++;
          else if (text[i] === ']') return i++, [list, { at, items }];
          else fail('expected "," or "]" in a list');
        }
      }
      const map: Record<string, unknown> = {};
      const keys = new Map<string, { at: number; spot: Spot }>();
      if (text[i] === '}') return i++, [map, { at, keys }];
      for (;;) {
        space();
        const keyAt = i;
        const raw = token(STRING);
        if (raw === undefined) fail('expected a key in double quotes');
        const key = JSON.parse(raw!) as string;
        if (keys.has(key)) fail(`map keys must be unique ("${key.length > 60 ? key.slice(0, 57) + '...' : key}" appears twice)`, keyAt);
        space();
        if (text[i] !== ':') fail('expected ":" after a key');
        i++;
        const [v, s] = value(depth + 1);
        // a key named __proto__ is a plain key, as JSON.parse makes it
        Object.defineProperty(map, key, { value: v, enumerable: true, writable: true, configurable: true });
        keys.set(key, { at: keyAt, spot: s });
        space();
        if (text[i] === ',') i++;
        else if (text[i] === '}') return i++, [map, { at, keys }];
        else fail('expected "," or "}" in a mapping');
      }
    }
    if (c === '"') {
      const raw = token(STRING);
      if (raw === undefined) fail('a string that does not end, or holds a bad escape or a raw control character');
      return [JSON.parse(raw!), { at }];
    }
    for (const [word, v] of [['true', true], ['false', false], ['null', null]] as const) {
      if (text.startsWith(word, i)) return (i += word.length), [v, { at }];
    }
    const n = token(NUMBER);
    if (n === undefined) fail('expected a value (an object, list, string, number, true, false or null)');
    return [Number(n), { at }];
  };
  const [data, root] = value(0);
  space();
  if (i < text.length) fail('more text after the document');
  return { data, source: new JsonSourceMap(text, root) };
}

class JsonSourceMap implements SourceMap {
  private readonly text: string;
  private readonly root: Spot;
  constructor(text: string, root: Spot) {
    this.text = text;
    this.root = root;
  }

  value(path: KeyPath): Located | undefined {
    let spot = this.root;
    for (const k of path) {
      const next = spot.keys?.get(String(k))?.spot ?? (typeof k === 'number' ? spot.items?.[k] : undefined);
      if (!next) break;
      spot = next;
    }
    return this.pos(spot.at);
  }

  key(path: KeyPath, key: string): Located | undefined {
    let spot: Spot | undefined = this.root;
    for (const k of path) spot = spot?.keys?.get(String(k))?.spot ?? (typeof k === 'number' ? spot?.items?.[k] : undefined);
    const at = spot?.keys?.get(key)?.at;
    return at !== undefined ? this.pos(at) : this.value(path);
  }

  /** A JSON string holds its rows on one line: no line per row (a row's error names the value's line). */
  blockContent(_path: KeyPath): number | undefined {
    return undefined;
  }

  pos(offset: number): Located {
    return lineCol(this.text, offset);
  }
}
