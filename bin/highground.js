#!/usr/bin/env node
// The highground command: a thin launcher for the compiled CLI in dist/.
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const main = new URL('../dist/cli/main.js', import.meta.url);
if (!existsSync(fileURLToPath(main))) {
  process.stderr.write('highground: the compiled code is missing; run `npm ci` (or `npm run build`) in the project first\n');
  process.exit(2);
}
const { run } = await import(main.href);
process.exitCode = await run(process.argv.slice(2));
