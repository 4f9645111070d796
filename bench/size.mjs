/**
 * `npm run size`: the size budget of issue 21, measured from the built package (run `npm run build` first).
 *
 * - One game: a program that imports one ruleset's entry (`highground/<id>`) and `loadScenario` + `ask` from
 *   `highground/core`, bundled for the browser (rolldown, the bundler Vite uses; minified, tree-shaken with
 *   the package's `sideEffects`, comments stripped as Vite's production build strips them), gzipped at level 9.
 *   Budget 60 kB each.
 * - The app's first load: the web app built by Vite into a temporary folder, the files its index.html loads
 *   before it draws (the entry script, its modulepreloads and stylesheets), gzipped. Budget 120 kB. Chunks
 *   loaded later (the 3-D view) are listed apart, and each game's share of them (what opening its first map
 *   fetches, web/src/rules.ts).
 *
 * The game bundles hold no YAML parser: a game's entry reads objects and JSON text, and YAML text once
 * `highground/yaml` is imported (the README's "One game in a small bundle").
 *
 * Prints a table; `--json` prints the numbers as JSON instead; `--no-app` skips the app build. Exit code 1
 * when a game's bundle holds any of its help texts (rulesets/<id>/help.ts: `rules` and the app read them,
 * never `ask`), or when a size passes its ceiling (bench/size-budget.json: the size measured when the
 * ceiling was last lowered, +5%, so it can only shrink; test/size.test.ts also holds what is not listed
 * over budget to the budget itself).
 */
import { mkdtempSync, readFileSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { rolldown } from 'rolldown';

const ROOT = resolve(import.meta.dirname, '..');
const DIST = join(ROOT, 'dist');
const RULESETS = ['city-of-peril', 'tft-3d', 'c3g-buildings', 'heroclix', 'malifaux', 'heroscape'];
const limits = JSON.parse(readFileSync(join(ROOT, 'bench', 'size-budget.json'), 'utf8'));
const args = new Set(process.argv.slice(2));

const kB = (n) => Math.round((n / 1024) * 10) / 10;
const gz = (text) => gzipSync(text, { level: 9 }).length;

/** One bundle of `entry` (source text), minified: its code and gzipped size in bytes. */
async function bundle(entry) {
  const bundle = await rolldown({
    input: 'entry',
    platform: 'browser',
    logLevel: 'silent',
    plugins: [{
      name: 'entry',
      resolveId: (s) => (s === 'entry' ? '\0entry' : null),
      load: (id) => (id === '\0entry' ? entry : null),
    }],
  });
  // Comments as Vite's own production build of an app writes them (vite/dist/node: with `build.minify` on it
  // sets `comments: { annotation: false, jsdoc: false, legal: false }`; terser, webpack's minifier, drops
  // `@__PURE__` annotations too): rolldown on its own keeps them (its default `comments: true`), which
  // counted ~470 `/* @__PURE__ */` marks (0.5 kB gzipped in malifaux) no user's minified bundle ships.
  const { output } = await bundle.generate({ format: 'esm', minify: true, codeSplitting: false, comments: { annotation: false, jsdoc: false, legal: false } });
  await bundle.close();
  const code = output.filter((o) => o.type === 'chunk').map((o) => o.code).join('\n');
  return { code, bytes: code.length, gzip: gz(code) };
}

/**
 * The help texts of a game (rulesets/<id>/help.ts, exported as `help` by its entry: its questions, options and
 * keys) found in its bundle: none
 * should be, since `loadScenario` + `ask` never reads them. Each text is looked for by its longest run
 * without quotes or backslashes (what a minifier writes unchanged), when that run is 24 characters or more.
 */
async function helpInBundle(id, code) {
  const { help } = await import(new URL(`file://${join(DIST, 'rulesets', id, 'help.js')}`).href);
  const found = [];
  // every text, by its place (questions.sight, keys.figure.base, ...)
  const texts = (o, at) => Object.entries(o).flatMap(([k, v]) => (typeof v === 'string' ? [[`${at}${k}`, v]] : texts(v, `${at}${k}.`)));
  for (const [name, text] of texts(help, '')) {
    const run = text.split(/['"`\\]/).reduce((a, b) => (b.length > a.length ? b : a), '');
    if (run.length >= 24 && code.includes(run)) found.push(`${id} ${name}`);
  }
  return found;
}

const rows = [];
const helpFound = [];
try {
  statSync(join(DIST, 'core.js'));
} catch {
  console.error('size: dist/ is missing; run `npm run build` first');
  process.exit(2);
}
for (const id of RULESETS) {
  const dist = (p) => JSON.stringify(join(DIST, p));
  const entry = `import ${dist(`rulesets/${id}/register.js`)};\nimport { loadScenario, ask } from ${dist('core.js')};\nexport function run(text, q) { return ask(loadScenario(text), q); }\n`;
  const b = await bundle(entry);
  helpFound.push(...(await helpInBundle(id, b.code)));
  rows.push({ case: `highground/${id}: loadScenario + ask`, gzip: kB(b.gzip), minified: kB(b.bytes), budget: limits.game.budget, ceiling: limits.game.ceiling[id] ?? limits.game.budget });
}

let later;
let perGame;
if (!args.has('--no-app')) {
  const { build } = await import('vite');
  const out = mkdtempSync(join(tmpdir(), 'highground-size-'));
  try {
    await build({ configFile: join(ROOT, 'web', 'vite.config.ts'), logLevel: 'silent', build: { outDir: out, emptyOutDir: true, manifest: 'manifest.json' } });
    const html = readFileSync(join(out, 'index.html'), 'utf8');
    const first = new Set();
    for (const m of html.matchAll(/<script[^>]*\ssrc="([^"]+)"/g)) first.add(m[1]);
    for (const m of html.matchAll(/<link[^>]*rel="(?:modulepreload|stylesheet)"[^>]*href="([^"]+)"/g)) first.add(m[1]);
    for (const m of html.matchAll(/<link[^>]*href="([^"]+)"[^>]*rel="(?:modulepreload|stylesheet)"/g)) first.add(m[1]);
    const file = (u) => join(out, u.replace(/^\.\//, ''));
    let total = gz(html);
    for (const u of first) total += gz(readFileSync(file(u)));
    const assets = readdirSync(join(out, 'assets')).filter((f) => /\.(js|css)$/.test(f));
    const firstNames = new Set([...first].map((u) => u.split('/').pop()));
    later = assets.filter((f) => !firstNames.has(f)).map((f) => ({ file: f, gzip: kB(gz(readFileSync(join(out, 'assets', f)))) }));
    rows.push({ case: `app first load (index.html + ${first.size} files)`, gzip: kB(total), minified: undefined, budget: limits.app.budget, ceiling: limits.app.ceiling ?? limits.app.budget });
    // what the app fetches for one game when a map of it opens (web/src/rules.ts): the game's entry and every
    // chunk it imports that the first load does not hold (a chunk two games share is counted in each)
    const manifest = JSON.parse(readFileSync(join(out, 'manifest.json'), 'utf8'));
    const chunkOf = (key, seen = new Set()) => {
      const c = manifest[key];
      if (!c || seen.has(key) || firstNames.has(c.file.split('/').pop())) return seen;
      seen.add(key);
      for (const i of c.imports ?? []) chunkOf(i, seen);
      return seen;
    };
    const sizeOf = (key) => kB([...chunkOf(key)].reduce((n, k) => n + gz(readFileSync(join(out, manifest[k].file))), 0));
    // (manifest keys are paths from web/, the Vite root)
    perGame = Object.fromEntries(RULESETS.map((id) => [id, sizeOf(`../src/rulesets/${id}/register.ts`)]));
    perGame['map files and the YAML reader (when a file is opened)'] = sizeOf('src/mapfiles.ts');
    perGame['renderer and clause words (with the first game)'] = sizeOf('src/drawing.ts');
    perGame['map analysis (when opened)'] = sizeOf('src/analysis.ts');
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
}

const over = rows.filter((r) => r.gzip > r.ceiling);
if (args.has('--json')) console.log(JSON.stringify({ rows, later, perGame, over: over.map((r) => r.case), helpInBundle: helpFound }, null, 2));
else {
  console.log('| case | gzipped kB | minified kB | budget kB | ceiling kB |');
  console.log('|---|---|---|---|---|');
  for (const r of rows) console.log(`| ${r.case} | ${r.gzip}${r.gzip > r.budget ? ' (over budget)' : ''} | ${r.minified ?? ''} | ${r.budget} | ${r.ceiling} |`);
  if (perGame) console.log(`\napp, fetched when a map of a game first opens (gzipped kB): ${Object.entries(perGame).map(([id, n]) => `${id} ${n}`).join(', ')}`);
  if (later?.length) console.log(`\nloaded later (app): ${later.map((l) => `${l.file} ${l.gzip} kB`).join(', ')}`);
}
if (helpFound.length) console.error(`size: help texts in a game's loadScenario + ask bundle (keep them in rulesets/<id>/help.ts): ${helpFound.join(', ')}`);
if (over.length) console.error(`size: over the ceiling: ${over.map((r) => `${r.case} ${r.gzip} kB > ${r.ceiling} kB`).join('; ')}`);
if (over.length || helpFound.length) process.exit(1);
