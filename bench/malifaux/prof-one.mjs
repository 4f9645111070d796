// node --cpu-prof bench/malifaux/prof-one.mjs TABLE 'JSON question' [repeat]
import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { loadScenarioObject, ask } from '../../dist/index.js';
const [file, q, n] = process.argv.slice(2);
const d = file.endsWith(".json") ? JSON.parse(readFileSync(file, "utf8")) : parse(readFileSync(file, 'utf8'));
delete d.checks;
const s = loadScenarioObject(d, file);
for (let i = 0; i < Number(n ?? 1); i++) ask(s, JSON.parse(q));
