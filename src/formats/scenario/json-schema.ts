/** The JSON Schema of scenario files, generated from the zod schema of the registered rulesets (committed as schema/scenario.schema.json, with every ruleset of the build registered). */
import { z } from 'zod';
import { currentScenarioSchema } from './schema.js';

export function scenarioJsonSchema(): Record<string, unknown> {
  const schema = z.toJSONSchema(currentScenarioSchema(), { io: 'input', unrepresentable: 'any' }) as Record<string, unknown>;
  return {
    $id: 'https://highground.dev/schema/scenario.schema.json',
    title: 'highground scenario (format highground/1)',
    ...schema,
  };
}

export function scenarioJsonSchemaText(): string {
  return JSON.stringify(scenarioJsonSchema(), null, 2) + '\n';
}
