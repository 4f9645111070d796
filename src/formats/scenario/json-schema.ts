/** The JSON Schema of scenario files, generated from the zod schema of the registered rulesets (committed as schema/scenario.schema.json, with every ruleset of the build registered). */
import * as z from 'zod/mini';
import { currentScenarioSchema, registeredPieces } from './schema.js';

export function scenarioJsonSchema(): Record<string, unknown> {
  const schema = z.toJSONSchema(currentScenarioSchema(), { io: 'input', unrepresentable: 'any' }) as Record<string, unknown>;
  return {
    $id: 'https://highground.dev/schema/scenario.schema.json',
    title: 'highground scenario (format highground/1)',
    ...schema,
    allOf: optionsByRuleset(),
  };
}

/**
 * Per ruleset, the options it takes (each under its camelCase name and its older kebab-case spellings,
 * with its type, default, allowed values or range, clause and help), so an editor can check and complete them.
 */
function optionsByRuleset(): Record<string, unknown>[] {
  return registeredPieces().map((p) => {
    const properties = Object.fromEntries(Object.entries(p.options ?? {}).map(([name, s]) => {
      const { $schema: _, ...json } = z.toJSONSchema(s, { io: 'input', unrepresentable: 'any' }) as Record<string, unknown>;
      // an older spelling is still read, but marked so an editor suggests the camelCase name
      const aliases = Array.isArray(json.aliases) ? (json.aliases as string[]) : [];
      return [name, aliases.includes(name) ? { ...json, deprecated: true } : json];
    }));
    return {
      if: { properties: { ruleset: { const: p.id } }, required: ['ruleset'] },
      then: { properties: { options: { type: 'object', properties, additionalProperties: false } } },
    };
  });
}

export function scenarioJsonSchemaText(): string {
  return JSON.stringify(scenarioJsonSchema(), null, 2) + '\n';
}
