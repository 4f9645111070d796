/**
 * `node bench/size-modules.mjs [ruleset]` (after `npm run build`): where the bytes of one game's
 * `loadScenario` + `ask` bundle are (issue 21). The bundle is made as bench/size.mjs makes it (rolldown,
 * minified, comments stripped), with a source map; each character of the minified code is charged to the
 * module its mapping names, and each module's share is what gzip (level 9) saves when its characters are left
 * out of the code: the bytes that module alone adds. Prints, largest first: gzipped bytes saved, minified
 * characters, module (from dist/). The shares overlap a little (gzip shares text between modules).
 */
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { rolldown } from 'rolldown';

const DIST = join(resolve(import.meta.dirname, '..'), 'dist');
const id = process.argv[2] ?? 'malifaux';
const at = (p) => JSON.stringify(join(DIST, p));
const entry = `import ${at(`rulesets/${id}/register.js`)};\nimport { loadScenario, ask } from ${at('core.js')};\nexport function run(text, q) { return ask(loadScenario(text), q); }\n`;
const gz = (text) => gzipSync(text, { level: 9 }).length;

const bundle = await rolldown({
  input: 'entry',
  platform: 'browser',
  logLevel: 'silent',
  plugins: [{ name: 'entry', resolveId: (s) => (s === 'entry' ? '\0entry' : null), load: (i) => (i === '\0entry' ? entry : null) }],
});
const { output } = await bundle.generate({ format: 'esm', minify: true, sourcemap: true, codeSplitting: false, comments: { annotation: false, jsdoc: false, legal: false } });
await bundle.close();
const chunk = output.find((o) => o.type === 'chunk');
const code = chunk.code;
const map = typeof chunk.map === 'string' ? JSON.parse(chunk.map) : chunk.map;

// every mapping as an offset in the code and its module: the source map's base-64 VLQ segments (the source
// map v3 format: per line, segments of generated column, source index, ... each relative to the last)
const B64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const marks = [];
let offset = 0, source = 0;
for (const line of map.mappings.split(';')) {
  let column = 0;
  for (const segment of line.split(',')) {
    if (!segment) continue;
    const fields = [];
    let value = 0, shift = 0;
    for (const ch of segment) {
      const digit = B64.indexOf(ch);
      value += (digit & 31) << shift;
      if (digit & 32) shift += 5;
      else {
        fields.push(value & 1 ? -(value >>> 1) : value >>> 1);
        value = shift = 0;
      }
    }
    column += fields[0];
    if (fields.length > 1) source += fields[1];
    marks.push({ at: offset + column, source: fields.length > 1 ? map.sources[source] : '?' });
  }
  offset = code.indexOf('\n', offset) + 1 || code.length;
}
marks.sort((a, b) => a.at - b.at);
const owner = new Array(code.length).fill('?');
marks.forEach((m, k) => owner.fill(m.source, m.at, k + 1 < marks.length ? marks[k + 1].at : code.length));

const total = gz(code);
const chars = new Map();
for (const o of owner) chars.set(o, (chars.get(o) ?? 0) + 1);
const rows = [...chars].map(([source, n]) => {
  let rest = '';
  for (let i = 0; i < code.length; i++) if (owner[i] !== source) rest += code[i];
  return { saved: total - gz(rest), n, source: source.replace(/^.*\/dist\//, '') };
});
rows.sort((a, b) => b.saved - a.saved);
console.log(`highground/${id}: loadScenario + ask, ${total} bytes gzipped, ${code.length} minified`);
for (const r of rows) console.log(`${String(r.saved).padStart(6)} ${String(r.n).padStart(7)}  ${r.source}`);
