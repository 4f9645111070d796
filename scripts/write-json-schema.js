// Regenerate schema/scenario.schema.json from the zod schema of every ruleset of the build (run `npm run build` first).
import { writeFileSync } from 'node:fs';
import { getRuleset, rulesetHelp } from '../dist/index.js'; // registers every ruleset, so their keys are in the schema
import { scenarioJsonSchemaText } from '../dist/formats/scenario/json-schema.js';

// the option help texts the games keep apart from their rulesets (rulesets/<id>/help.ts)
const optionDocs = (id) => rulesetHelp(getRuleset(id)).options;
// and the key help texts they keep there too
const keyDocs = (id) => rulesetHelp(getRuleset(id)).keys;
writeFileSync(new URL('../schema/scenario.schema.json', import.meta.url), scenarioJsonSchemaText(optionDocs, keyDocs));
console.log('wrote schema/scenario.schema.json');
