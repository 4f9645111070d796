#!/usr/bin/env node
/**
 * The app benchmark (not a test): main-thread milliseconds of each interaction on the largest shared
 * Heroscape map (by places), in Debian's Chromium: select and deselect a figure, ask about a pair, edit
 * a place, undo, switch rules, open a shared link (and, apart, putting in the map's picture that a worker
 * wrote for it: linkPicture). Each is dispatched in the page and timed there up to
 * the next forced layout (the work a person waits for); the median of several runs is printed.
 *
 *   node web/bench-app.mjs [map.hsc]       (npm run bench:app)
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync, existsSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { extname, join, normalize, resolve, sep, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const MAPS = resolve(ROOT, '../shared/maps/heroscape/virtualscape');
const CHROMIUM = '/usr/bin/chromium';
const ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];
const RUNS = 5;

async function largestMap() {
  if (process.argv[2]) return resolve(process.argv[2]);
  const { importMapFile } = await import(join(ROOT, 'dist/index.js'));
  let best = '', most = -1;
  for (const f of readdirSync(MAPS).filter((x) => x.endsWith('.hsc'))) {
    try {
      const r = importMapFile(f, new Uint8Array(readFileSync(join(MAPS, f))), { ruleset: 'tft-3d' });
      const n = r.built.columns?.size ?? r.built.columns?.length ?? JSON.stringify(r.scenario.map).length;
      if (n > most) (most = n), (best = f);
    } catch { /* not a map this build reads */ }
  }
  return join(MAPS, best);
}

const TYPES = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css', '.svg': 'image/svg+xml', '.json': 'application/json', '.webmanifest': 'application/manifest+json' };
function serve(dir) {
  const server = createServer((req, res) => {
    let path = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
    if (path.endsWith('/')) path += 'index.html';
    const file = normalize(join(dir, path));
    if (!file.startsWith(dir + sep) || !existsSync(file)) return res.writeHead(404).end('not found');
    res.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' }).end(readFileSync(file));
  });
  return new Promise((ok) => server.listen(0, '127.0.0.1', () => ok({ server, url: `http://127.0.0.1:${server.address().port}/` })));
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

async function main() {
  if (!existsSync(CHROMIUM)) throw new Error(`${CHROMIUM} is missing`);
  const map = await largestMap();
  const { build } = await import('vite');
  const out = mkdtempSync(join(tmpdir(), 'highground-bench-app-'));
  await build({ configFile: join(ROOT, 'web/vite.config.ts'), logLevel: 'error', build: { outDir: out, emptyOutDir: true } });
  const { server, url } = await serve(out);
  const { chromium } = await import('playwright-core');
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ARGS });
  try {
    const page = await (await browser.newContext({ viewport: { width: 1400, height: 900 } })).newPage();
    await page.goto(url);
    await page.waitForSelector('#view2d [data-cell]');
    const name = map.split('/').pop();
    await page.setInputFiles('#file', map);
    await page.waitForFunction((n) => window.__hg.state.doc?.file === n, name);
    // a big map's picture is written by a worker and put in afterwards
    await page.waitForSelector('#view2d:not([data-pending]) [data-cell]');
    const places = await page.$$eval('#view2d [data-cell]', (c) => c.length);
    // two figures where they can stand, added in the editor
    const spots = await page.evaluate(() => {
      const b = window.__hg.state.doc.session.board;
      const ok = b.places.filter((p) => p.surfaces.length && !p.surfaces[p.surfaces.length - 1].obstacle);
      return [ok[Math.floor(ok.length * 0.4)], ok[Math.floor(ok.length * 0.45)]].map((p) => `${p.x},${p.y}`);
    });
    await page.click('[data-mode="edit"]');
    await page.check('input[name="tool"][value="fig-add"]');
    for (const s of spots) await page.click(`#view2d [data-cell="${s}"]`);
    await page.click('[data-mode="ask"]');
    const time = (sel, kind = 'click') => page.evaluate(([sel, kind]) => {
      const el = document.querySelector(sel);
      const t0 = performance.now();
      if (kind === 'click') el.dispatchEvent(new MouseEvent('click', { bubbles: true }));
      else if (kind === 'paint') {
        el.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true, button: 0, pointerType: 'mouse' }));
        el.dispatchEvent(new PointerEvent('pointerup', { bubbles: true, button: 0, pointerType: 'mouse' }));
      } else if (kind === 'undo') document.dispatchEvent(new KeyboardEvent('keydown', { key: 'z', ctrlKey: true, bubbles: true }));
      else if (kind === 'change') el.dispatchEvent(new Event('change', { bubbles: true }));
      document.body.getBoundingClientRect();
      return performance.now() - t0;
    }, [sel, kind]);
    const t = { select: [], deselect: [], pair: [], edit: [], undo: [], switchRules: [], openLink: [], linkPicture: [] };
    for (let k = 0; k < RUNS; k++) {
      t.select.push(await time('#view2d [data-figure="A"]'));
      t.pair.push(await time('#view2d [data-figure="B"]'));
      t.deselect.push(await time('#view2d [data-figure="A"]'));
    }
    await page.click('[data-mode="edit"]');
    await page.check('input[name="tool"][value="raise"]');
    for (let k = 0; k < RUNS; k++) {
      t.edit.push(await time(`#view2d [data-cell="${spots[k % 2]}"]`, 'paint'));
      t.undo.push(await time('body', 'undo'));
    }
    await page.click('[data-mode="ask"]');
    const rules = await page.$$eval('#ruleset option', (o) => o.map((x) => x.value));
    for (let k = 0; k < RUNS && rules.length > 1; k++) {
      const cur = await page.inputValue('#ruleset');
      const next = rules.find((r) => r !== cur);
      await page.evaluate((v) => { document.querySelector('#ruleset').value = v; }, next);
      t.switchRules.push(await time('#ruleset', 'change'));
    }
    // a shared link to this map, opened in a fresh page
    await page.click('#share');
    const link = await page.inputValue('#sharelink');
    for (let k = 0; k < RUNS; k++) {
      const other = await (await browser.newContext({ viewport: { width: 1400, height: 900 } })).newPage();
      await other.goto(link);
      await other.waitForFunction(() => window.__hg.timings.some((x) => x.what === 'open-link'));
      t.openLink.push(await other.evaluate(() => window.__hg.timings.find((x) => x.what === 'open-link').ms));
      // then the map's picture, written by a worker, is put in: a second piece of main-thread work
      await other.waitForFunction(() => window.__hg.timings.some((x) => x.what === 'map-drawn'));
      t.linkPicture.push(await other.evaluate(() => window.__hg.timings.find((x) => x.what === 'map-drawn').ms));
      await other.context().close();
    }
    console.log(`app interactions on ${name} (${places} places), median of ${RUNS}, main-thread ms:`);
    for (const [k, xs] of Object.entries(t)) if (xs.length) console.log(`  ${k.padEnd(12)} ${median(xs).toFixed(1).padStart(8)}   (runs: ${xs.map((x) => x.toFixed(0)).join(', ')})`);
  } finally {
    await browser.close();
    server.close();
    rmSync(out, { recursive: true, force: true });
  }
}

main().catch((e) => {
  console.error(e instanceof Error ? e.message : e);
  process.exit(1);
});
