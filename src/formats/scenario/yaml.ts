/**
 * The YAML reader of scenario text (JSON is YAML): parse with line positions, refuse what a scenario
 * cannot hold (duplicate keys, complex keys, unknown tags, alias bombs), and map key paths back to lines
 * and columns. The `highground` entry and `highground/yaml` register it (`useScenarioTextReader`); a
 * game's entry alone reads JSON and objects without it.
 */
import { isAlias, isMap, isNode, isPair, isScalar, isSeq, LineCounter, parseDocument, visit, YAMLParseError, type Document, type Node } from 'yaml';
import { HighgroundError, type KeyPath } from '../../errors.js';
import { lineCol, type Located, type SourceMap } from './locate.js';
import { checkDepth, MAX_DEPTH } from './parse.js';

export function readYamlScenario(text: string, file: string | undefined): { data: unknown; source: SourceMap } {
  const deep = flowTooDeep(text);
  if (deep !== undefined)
    throw new HighgroundError(`the document nests more than ${MAX_DEPTH} levels deep`, { file, ...lineCol(text, deep) }, 'limit');
  const lines = new LineCounter();
  // resolveKnownTags off: !!binary, !!set, !!omap, !!timestamp would make values a scenario cannot hold
  // (bytes, sets, dates), which then change through write -> read (found by fuzzing); any tag the JSON
  // data model lacks is refused, not read as a string
  // uniqueKeys off: the library compares every key with every other (a 1 MB mapping of 60 000 keys took
  // minutes); duplicateKey below does the same check with a set
  const doc = parseDocument(text, { lineCounter: lines, uniqueKeys: false, prettyErrors: false, resolveKnownTags: false });
  const first = doc.errors[0] ?? doc.warnings.find((w) => w.code === 'TAG_RESOLVE_FAILED');
  if (first) throw yamlError(first, lines, file);
  const { dup, complex } = badKeys(doc);
  if (dup) {
    const pos = lines.linePos(dup.at);
    throw new HighgroundError(`invalid YAML: map keys must be unique ("${dup.key}" appears twice)`, { file, line: pos.line, column: pos.col }, 'file-format');
  }
  if (complex !== undefined) {
    const pos = lines.linePos(complex);
    throw new HighgroundError('a key must be a plain word or number, not a list or mapping', { file, line: pos.line, column: pos.col }, 'file-format');
  }
  const source = new YamlSourceMap(doc, lines);
  let data: unknown;
  try {
    data = doc.toJS({ maxAliasCount: 100 });
  } catch (e) {
    // an alias bomb or an alias to no anchor: name the line of the (first unresolved) alias
    const alias = firstAlias(doc);
    const pos = alias !== undefined ? lines.linePos(alias) : undefined;
    throw new HighgroundError(`cannot read the YAML: ${(e as Error).message}`, { file, line: pos?.line, column: pos?.col }, 'file-format');
  }
  checkDepth(data, file, source);
  return { data, source };
}

/**
 * Where flow brackets (`[`, `{` at the start of a token, outside quotes, comments and block scalars)
 * first nest more than FLOW_SCAN_LIMIT deep, if they do. The YAML parser recurses per level and takes
 * seconds on a megabyte of brackets before giving up, so such a file is refused by this linear scan
 * first; the limit is far above MAX_DEPTH so that stray brackets in plain text never trip it.
 */
const FLOW_SCAN_LIMIT = 1000;
function flowTooDeep(text: string): number | undefined {
  let depth = 0;
  let prev = 0x0a; // the last character that was not a space or tab
  let indent = 0; // indentation of the current line
  let lineStart = true;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 0x0a) {
      lineStart = true;
      indent = 0;
      prev = c;
      continue;
    }
    if (c === 0x20 || c === 0x09 || c === 0x0d) {
      if (lineStart && c === 0x20) indent++;
      continue;
    }
    lineStart = false;
    const tokenStart = prev === 0x0a || prev === 0x5b || prev === 0x7b || prev === 0x2c || prev === 0x3a || prev === 0x2d || prev === 0x3f;
    if ((c === 0x5b || c === 0x7b) && tokenStart) {
      if (++depth > FLOW_SCAN_LIMIT) return i;
    } else if ((c === 0x5d || c === 0x7d) && depth > 0) {
      depth--;
    } else if (c === 0x22 && tokenStart) {
      for (i++; i < text.length && text.charCodeAt(i) !== 0x22; i++) if (text.charCodeAt(i) === 0x5c) i++;
    } else if (c === 0x27 && tokenStart) {
      for (i++; i < text.length && text.charCodeAt(i) !== 0x27; i++);
    } else if (c === 0x23 && (i === 0 || /\s/.test(text[i - 1]!))) {
      const eol = text.indexOf('\n', i);
      i = (eol < 0 ? text.length : eol) - 1;
      continue;
    } else if ((c === 0x7c || c === 0x3e) && tokenStart && depth === 0) {
      // a block scalar (`|`, `>`): skip its lines, the ones indented more than this one (or blank)
      let eol = text.indexOf('\n', i);
      while (eol >= 0) {
        let j = eol + 1;
        while (j < text.length && text.charCodeAt(j) === 0x20) j++;
        const blank = j >= text.length || text.charCodeAt(j) === 0x0a || text.charCodeAt(j) === 0x0d;
        if (!blank && j - eol - 1 <= indent) break;
        eol = text.indexOf('\n', j);
      }
      i = (eol < 0 ? text.length : eol) - 1;
      continue;
    }
    prev = c;
  }
  return undefined;
}

/**
 * In one walk of the document: the first key that repeats a key of its mapping (compared as the object key
 * it becomes, so `1` and `"1"` clash too), with the offset of the repeat, linear in the mapping's width; and
 * the offset of the first key that is a list or mapping (`? [a, b]: c`; the YAML library would stringify it,
 * with a process warning).
 */
function badKeys(doc: Document.Parsed): { dup: { key: string; at: number } | undefined; complex: number | undefined } {
  let dup: { key: string; at: number } | undefined;
  let complex: number | undefined;
  visit(doc, {
    Map(_key, map) {
      const seen = dup === undefined ? new Set<string>() : undefined;
      for (const pair of map.items) {
        const k = pair.key as { value?: unknown; range?: [number, number, number]; source?: string; items?: unknown } | null;
        if (complex === undefined && k && typeof k === 'object' && Array.isArray(k.items)) complex = k.range?.[0] ?? 0;
        if (!seen) continue;
        const name = isAlias(k) ? `*${k.source}` : k !== null && typeof k === 'object' && 'value' in k ? String(k.value) : String(k);
        if (seen.has(name)) {
          dup = { key: name.length > 60 ? name.slice(0, 57) + '...' : name, at: k?.range?.[0] ?? map.range?.[0] ?? 0 };
          break;
        }
        seen.add(name);
      }
      return dup !== undefined && complex !== undefined ? visit.BREAK : undefined;
    },
  });
  return { dup, complex };
}

/** Offset of the first alias whose anchor is missing, else of the first alias. */
function firstAlias(doc: Document.Parsed): number | undefined {
  let first: number | undefined;
  let unresolved: number | undefined;
  visit(doc, {
    Alias(_key, node) {
      const at = node.range?.[0];
      if (at === undefined) return;
      first ??= at;
      if (unresolved === undefined && !node.resolve(doc)) unresolved = at;
    },
  });
  return unresolved ?? first;
}

function yamlError(e: YAMLParseError, lines: LineCounter, file: string | undefined): HighgroundError {
  const pos = lines.linePos(e.pos[0]);
  const msg = e.message.split('\n')[0]?.replace(/ at line \d+, column \d+:?$/, '') ?? 'invalid YAML';
  return new HighgroundError(`invalid YAML: ${msg}`, { file, line: pos.line, column: pos.col }, 'file-format');
}

/** Key paths of a parsed YAML document, back to lines and columns. */
class YamlSourceMap implements SourceMap {
  private readonly doc: Document.Parsed;
  private readonly lines: LineCounter;
  constructor(doc: Document.Parsed, lines: LineCounter) {
    this.doc = doc;
    this.lines = lines;
  }

  /** The line of the value at `path`, or of the nearest ancestor that exists. */
  value(path: KeyPath): Located | undefined {
    for (let n = path.length; n >= 0; n--) {
      const node = this.node(path.slice(0, n));
      if (node?.range) return this.pos(node.range[0]);
    }
    return undefined;
  }

  /** The line of the key `key` inside the mapping at `path` (for unknown keys), else of the mapping. */
  key(path: KeyPath, key: string): Located | undefined {
    const node = this.node(path);
    if (node && isMap(node)) {
      for (const item of node.items) {
        if (isPair(item) && isScalar(item.key) && String(item.key.value) === key && item.key.range)
          return this.pos(item.key.range[0]);
      }
    }
    return this.value(path);
  }

  /** First line of a block scalar's content (`rows: |`), else the value's own line. */
  blockContent(path: KeyPath): number | undefined {
    const node = this.node(path);
    if (!node?.range) return this.value(path)?.line;
    const line = this.pos(node.range[0]).line;
    return isScalar(node) && (node.type === 'BLOCK_LITERAL' || node.type === 'BLOCK_FOLDED') ? line + 1 : line;
  }

  /** Line/column of a character offset into the source. */
  pos(offset: number): Located {
    const p = this.lines.linePos(offset);
    return { line: p.line, column: p.col };
  }

  private node(path: KeyPath): Node | undefined {
    let cur: unknown = this.doc.contents;
    for (const k of path) {
      if (isMap(cur)) {
        const pair = cur.items.find((it) => isPair(it) && isScalar(it.key) && String(it.key.value) === String(k));
        cur = pair && isPair(pair) ? pair.value : undefined;
      } else if (isSeq(cur) && typeof k === 'number') {
        cur = cur.items[k];
      } else return undefined;
    }
    return isNode(cur) ? cur : undefined;
  }
}
