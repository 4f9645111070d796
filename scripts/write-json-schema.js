// Regenerate schema/scenario.schema.json from the zod schema of every ruleset of the build (run `npm run build` first).
import { writeFileSync } from 'node:fs';
import '../dist/index.js'; // registers every ruleset, so their keys are in the schema
import { scenarioJsonSchemaText } from '../dist/formats/scenario/json-schema.js';

writeFileSync(new URL('../schema/scenario.schema.json', import.meta.url), scenarioJsonSchemaText());
console.log('wrote schema/scenario.schema.json');
