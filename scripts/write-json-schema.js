// Regenerate schema/scenario.schema.json from the zod schema (run `npm run build` first).
import { writeFileSync } from 'node:fs';
import { scenarioJsonSchemaText } from '../dist/formats/scenario/json-schema.js';

writeFileSync(new URL('../schema/scenario.schema.json', import.meta.url), scenarioJsonSchemaText());
console.log('wrote schema/scenario.schema.json');
