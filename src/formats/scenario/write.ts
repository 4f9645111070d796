/**
 * Write a scenario back out as YAML, in the file's own key order (format, title, ruleset, options, map,
 * figures, checks). Reading the output gives the same scenario. Short lists ([x, y], terrain lists) are
 * written inline so the file stays readable; `rows` is written as a block.
 */
import { Document, Scalar, isScalar, isSeq, visit } from 'yaml';
import type { Scenario } from './schema.js';

/** Characters a terminal acts on (C0 but tab/newline, DEL, C1, bidi marks and overrides, line separators). */
// eslint-disable-next-line no-control-regex
const UNSAFE = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u061c\u200e\u200f\u2028\u2029\u202a-\u202e\u2066-\u2069]/;
// eslint-disable-next-line no-control-regex
const UNSAFE_ALL = new RegExp(UNSAFE.source, 'g');

const ORDER = ['format', 'title', 'description', 'ruleset', 'options', 'map', 'figures', 'checks'];

/**
 * Words a YAML 1.1 reader (PyYAML, SnakeYAML, go-yaml v2, ...) takes for a boolean or null, compared
 * lower-cased; plain YAML 1.2 readers take them as strings. Such strings are always quoted.
 */
const YAML11_WORDS = new Set(['y', 'n', 'yes', 'no', 'true', 'false', 'on', 'off', 'null']);
/** A string every YAML 1.1 and 1.2 reader reads back as the same string when written plain. */
const PLAIN_SAFE = /^[A-Za-z][A-Za-z0-9_\-/.()' ]*$/;

function needsQuotes(v: string): boolean {
  if (v.includes('\n')) return false; // written as a literal block
  return !PLAIN_SAFE.test(v) || v.endsWith(' ') || YAML11_WORDS.has(v.toLowerCase());
}

/** The scenario as YAML text, keys in the file's order; loading it gives the same scenario. */
export function writeScenario(s: Scenario): string {
  const ordered: Record<string, unknown> = {};
  for (const k of ORDER) if ((s as Record<string, unknown>)[k] !== undefined) ordered[k] = (s as Record<string, unknown>)[k];
  const doc = new Document(ordered);
  visit(doc, {
    // Quote what a YAML 1.1 reader would take for something else (`=` is its "value" tag, `y` / `no` /
    // `on` are booleans, `012` is octal, `1:30` sexagesimal) or a plain 1.2 reader might: keys and values.
    Scalar(_key, node) {
      if (!isScalar(node) || typeof node.value !== 'string') return;
      // a name with control characters or bidi overrides is written double-quoted, those characters as
      // \uXXXX escapes (below): the file reads back the same and never acts on a terminal
      if (UNSAFE.test(node.value) || needsQuotes(node.value)) node.type = Scalar.QUOTE_DOUBLE;
    },
    Seq(_key, node) {
      if (node.items.length <= 8 && node.items.every((i) => !isSeq(i) && (i as { items?: unknown }).items === undefined)) node.flow = true;
    },
    Map(_key, node, path) {
      // figures, legend entries and cells read best on one line each
      if (path.length >= 4 && node.items.length <= 8) node.flow = true;
    },
  });
  // Only double-quoted scalars can hold those characters now, where \uXXXX means the character itself.
  return doc.toString({ lineWidth: 0, blockQuote: 'literal' }).replace(UNSAFE_ALL, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}
