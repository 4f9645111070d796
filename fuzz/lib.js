// @ts-check
/** The library under test, from the compiled dist/, and the seed corpus (shared maps, the repo's scenarios). */
import { readFileSync, readdirSync, existsSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

export const ROOT = fileURLToPath(new URL('..', import.meta.url));
export const SHARED = join(ROOT, '..', 'shared');

/** @param {string} rel */
async function optional(rel) {
  const file = join(ROOT, 'dist', rel);
  return existsSync(file) ? import(pathToFileURL(file).href) : undefined;
}

/** @returns {Promise<import('./targets.js').Lib>} */
export async function distLib() {
  const main = await optional('index.js');
  if (!main) throw new Error('dist/ is missing: run `npm run build` first');
  const hscRead = await optional('formats/hsc/read.js');
  const hscWrite = await optional('formats/hsc/write.js');
  const editor = await optional('formats/editor-json/read.js');
  const heroscape = await optional('formats/heroscape/index.js');
  const cli = await optional('cli/main.js');
  return {
    ...main,
    readHsc: hscRead.readHsc,
    writeHsc: hscWrite.writeHsc,
    readEditorJson: editor.readEditorJson,
    questionFromArgs: cli?.questionFromArgs,
    runSync: cli?.runSync,
    heroscape,
  };
}

/** @param {string} dir @param {RegExp} pattern @returns {string[]} */
function walk(dir, pattern) {
  if (!existsSync(dir)) return [];
  const out = [];
  for (const name of readdirSync(dir).sort()) {
    const p = join(dir, name);
    if (statSync(p).isDirectory()) out.push(...walk(p, pattern));
    else if (pattern.test(name)) out.push(p);
  }
  return out;
}

/** Every scenario file in the repository (examples and test scenarios). */
export function scenarioFiles() {
  return [...walk(join(ROOT, 'examples'), /\.ya?ml$/), ...walk(join(ROOT, 'test', 'scenarios'), /\.ya?ml$/)];
}

/** @returns {import('./targets.js').Corpus} */
export function loadCorpus() {
  const maps = join(SHARED, 'maps', 'heroscape');
  return {
    hsc: walk(join(maps, 'virtualscape'), /\.hsc$/).map((p) => ({ name: p.slice(maps.length + 1), bytes: new Uint8Array(readFileSync(p)) })),
    editorJson: walk(join(maps, 'editor-json'), /\.json$/).map((p) => ({ name: p.slice(maps.length + 1), text: readFileSync(p, 'utf8') })),
    scenarios: scenarioFiles().map((p) => ({ name: p.slice(ROOT.length), text: readFileSync(p, 'utf8') })),
  };
}
