import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { scenarioJsonSchemaText } from './json-schema.js';
import { findRuleset } from '../../engine/registry.js';
import { rulesetHelp } from '../../rulesets/help.js';

describe('schema/scenario.schema.json', () => {
  it('is in sync with the zod schema (regenerate with `npm run build && npm run schema`)', () => {
    const committed = readFileSync(new URL('../../../schema/scenario.schema.json', import.meta.url), 'utf8');
    // with the option and key help the games keep apart, as scripts/write-json-schema.js writes it
    expect(committed).toBe(scenarioJsonSchemaText((id) => rulesetHelp(findRuleset(id)!).options, (id) => rulesetHelp(findRuleset(id)!).keys));
  });
});
