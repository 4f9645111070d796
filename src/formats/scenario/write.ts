/**
 * Write a scenario back out as YAML, in the file's own key order (format, title, ruleset, options, map,
 * figures, checks). Reading the output gives the same scenario. Short lists ([x, y], terrain lists) are
 * written inline so the file stays readable; `rows` is written as a block.
 */
import { Document, isSeq, visit } from 'yaml';
import type { Scenario } from './schema.js';

const ORDER = ['format', 'title', 'description', 'ruleset', 'options', 'map', 'figures', 'checks'];

/** The scenario as YAML text, keys in the file's order; loading it gives the same scenario. */
export function writeScenario(s: Scenario): string {
  const ordered: Record<string, unknown> = {};
  for (const k of ORDER) if ((s as Record<string, unknown>)[k] !== undefined) ordered[k] = (s as Record<string, unknown>)[k];
  const doc = new Document(ordered);
  visit(doc, {
    Seq(_key, node) {
      if (node.items.length <= 8 && node.items.every((i) => !isSeq(i) && (i as { items?: unknown }).items === undefined)) node.flow = true;
    },
    Map(_key, node, path) {
      // figures, legend entries and cells read best on one line each
      if (path.length >= 4 && node.items.length <= 8) node.flow = true;
    },
  });
  return doc.toString({ lineWidth: 0, blockQuote: 'literal' });
}
