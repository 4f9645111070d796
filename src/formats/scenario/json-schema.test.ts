import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { scenarioJsonSchemaText } from './json-schema.js';

describe('schema/scenario.schema.json', () => {
  it('is in sync with the zod schema (regenerate with `npm run build && npm run schema`)', () => {
    const committed = readFileSync(new URL('../../../schema/scenario.schema.json', import.meta.url), 'utf8');
    expect(committed).toBe(scenarioJsonSchemaText());
  });
});
