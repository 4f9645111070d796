/** The JSON Schema of scenario files, generated from the zod schema (committed as schema/scenario.schema.json). */
import { z } from 'zod';
import { ScenarioSchema } from './schema.js';

export function scenarioJsonSchema(): Record<string, unknown> {
  const schema = z.toJSONSchema(ScenarioSchema, { io: 'input', unrepresentable: 'any' }) as Record<string, unknown>;
  return {
    $id: 'https://highground.dev/schema/scenario.schema.json',
    title: 'highground scenario (format highground/1)',
    ...schema,
  };
}

export function scenarioJsonSchemaText(): string {
  return JSON.stringify(scenarioJsonSchema(), null, 2) + '\n';
}
