// Regenerate src/rulesets/catalogue.generated.ts from the shared rules catalogue
// (../shared/rules/catalogue.yaml), so verdicts and the app can show each clause's words offline.
import { readFileSync, writeFileSync } from 'node:fs';
import { parse } from 'yaml';

export function catalogueModule(yamlText) {
  const cat = parse(yamlText);
  const entries = [];
  for (const [ruleset, sec] of Object.entries(cat.rulesets)) {
    for (const c of [...(sec.clauses ?? []), ...(sec.base ?? [])]) {
      entries.push({ id: c.id, ruleset, base: c.seed === 'base', rule: c.rule, ...(c.reading ? { reading: c.reading } : {}), ...(c.example ? { example: c.example } : {}) });
    }
  }
  return `// Generated from ../shared/rules/catalogue.yaml by scripts/gen-catalogue.js; do not edit by hand.
/** One rule clause: its id, ruleset, our paraphrase of the rule, and the reading we implement. */
export interface ClauseInfo {
  id: string;
  ruleset: string;
  /** A base-game rule the text leans on, rather than a clause of the text itself. */
  base: boolean;
  rule: string;
  reading?: string;
  example?: string;
}

/** Every clause of the shared rules catalogue. */
export const CLAUSES: readonly ClauseInfo[] = ${JSON.stringify(entries, null, 2)};
`;
}

if (process.argv[1] && import.meta.url.endsWith(process.argv[1].split('/').pop())) {
  const text = readFileSync(new URL('../../shared/rules/catalogue.yaml', import.meta.url), 'utf8');
  writeFileSync(new URL('../src/rulesets/catalogue.generated.ts', import.meta.url), catalogueModule(text));
  console.log('wrote src/rulesets/catalogue.generated.ts');
}
