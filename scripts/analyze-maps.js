#!/usr/bin/env node
// The map gallery: every shared Heroscape map (../shared/maps/heroscape/: VirtualScape .hsc and map-editor
// .json) analysed with the public library (visibility and movement heat maps, start-zone fairness), written
// as one static HTML page with inline SVGs. Run `npm run analyze:maps` (it builds first);
// `node scripts/analyze-maps.js [--maps DIR] [--out FILE] [--ruleset tft-3d|c3g-buildings]` after a build.
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { basename, dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const hg = await import(join(root, 'dist', 'index.js'));

function arg(name, fallback) {
  const i = process.argv.indexOf(name);
  return i >= 0 && process.argv[i + 1] ? process.argv[i + 1] : fallback;
}
const mapsDir = resolve(arg('--maps', join(root, '..', 'shared', 'maps', 'heroscape')));
const outFile = resolve(arg('--out', join(root, 'dist', 'analysis', 'maps.html')));
const ruleset = arg('--ruleset', 'tft-3d');

/** Every map file under the folder, sorted. */
function mapFiles(dir) {
  const out = [];
  for (const e of readdirSync(dir, { withFileTypes: true })) {
    const p = join(dir, e.name);
    if (e.isDirectory()) out.push(...mapFiles(p));
    else if (/\.(hsc|json)$/i.test(e.name)) out.push(p);
  }
  return out.sort();
}

const esc = (s) => String(s).replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]);
const pct = (v) => (v === null || v === undefined ? '-' : `${Math.round(v * 100)}%`);
const dash = (v) => (v === null || v === undefined ? '-' : String(v));

/** Pixels per hex so the map is about `px` wide. */
function scaleFor(board, px) {
  return Math.max(5, Math.min(24, px / (board.width * (board.grid === 'hex' ? Math.sqrt(3) : 1))));
}

const GALLERY_LAYERS = ['sees', 'seen-from', 'perches', 'paths'];

/** The board with terrain and features left out: levels only, a light base under a heat map. */
function levelsOnly(board) {
  return { ...board, places: board.places.map((p) => ({ x: p.x, y: p.y, surfaces: p.surfaces.map((s) => ({ level: s.level, terrain: [] })) })) };
}

function section(file, k) {
  const t0 = performance.now();
  const name = relative(mapsDir, file);
  let scenario;
  try {
    const bytes = readFileSync(file);
    scenario = hg.importMapFile(file, bytes, { ruleset, vocabulary: hg.getRuleset(ruleset)?.vocabulary }).scenario;
  } catch (e) {
    return { html: `<section><h2>${esc(name)}</h2><p class="err">cannot read: ${esc(e.message)}</p></section>`, ms: 0, name };
  }
  let a;
  try {
    a = hg.analyzeScenario(scenario);
  } catch (e) {
    return { html: `<section><h2>${esc(name)}</h2><p class="err">cannot analyse: ${esc(e.message)}</p></section>`, ms: 0, name };
  }
  const board = hg.loadScenarioObject({ ...scenario, figures: {} }).board;
  const scale = scaleFor(board, 380);
  const pics = [`<figure>${hg.renderMapSvg({ board, title: 'Map' }, { scale, idPrefix: `m${k}`, legend: false })}<figcaption>the map (lighter = higher)</figcaption></figure>`];
  const base = levelsOnly(board);
  for (const l of hg.analysisLayers(a).filter((x) => GALLERY_LAYERS.includes(x.id))) {
    pics.push(`<figure>${hg.renderMapSvg({ board: base, title: l.name }, { scale, idPrefix: `m${k}${l.id.replace(/[^a-z]/g, '')}`, showLevels: false, overlay: l.overlay })}<figcaption>${esc(l.overlay.title)}</figcaption></figure>`);
  }
  const v = a.visibility;
  const facts = [
    `${a.places.length} standing places`,
    `a place sees ${pct(a.places.length ? v.meanSees / a.places.length : 0)} of the map on average`,
    `${pct(v.hiddenShare)} hidden from everywhere`,
    `${dash(a.movement.crossTurns)} turns to cross west to east`,
    v.perches[0] ? `best perch [${v.perches[0].at.join(', ')}] level ${v.perches[0].level}: sees ${v.perches[0].sees}, seen from ${v.perches[0].seenFrom}` : '',
    a.movement.chokepoints[0] ? `top chokepoint [${a.movement.chokepoints[0].at.join(', ')}]: ${a.movement.chokepoints[0].paths} of ${a.movement.pathCount} paths` : '',
  ].filter(Boolean);
  let table = '';
  if (a.fairness) {
    const notional = a.zones.some((z) => z.notional);
    table = `<table><caption>Start-zone fairness${notional ? ' (no start zones on the map: its west and east edges stand in)' : ''}</caption>
<tr><th>zone</th><th>places</th><th>levels</th><th>sees</th><th>seen from</th><th>high ground in 2 turns</th><th>nearest glyph (turns)</th><th>nearest zone (turns)</th><th>exposure on the way</th></tr>
${a.fairness.rows.map((r) => {
    const z = a.zones.find((x) => x.name === r.zone);
    return `<tr><td>${esc(r.zone)}</td><td>${z.places}</td><td>${z.levels[0]}..${z.levels[1]}</td><td>${pct(r.sees)}</td><td>${pct(r.seenFrom)}</td><td>${r.highGround}</td><td>${dash(r.nearestGlyph)}</td><td>${dash(r.nearestZone)}</td><td>${pct(r.exposure)}</td></tr>`;
  }).join('\n')}
</table><p class="verdict">${esc(a.fairness.verdict)}</p>`;
  }
  const ms = performance.now() - t0;
  return {
    name, ms, analysisMs: a.timing.totalMs, places: a.places.length,
    html: `<section id="map${k}"><h2>${esc(a.title)} <small>${esc(name)}</small></h2>
<p class="facts">${facts.map(esc).join(' &middot; ')}</p>
${table}
<div class="pics">${pics.join('\n')}</div>
<p class="time">analysis ${a.timing.totalMs} ms (sight ${a.timing.sightMs} ms, movement ${a.timing.movementMs} ms); ${esc(a.figure.doc)}</p>
</section>`,
  };
}

const t0 = performance.now();
const files = mapFiles(mapsDir);
const sections = files.map((f, k) => {
  const s = section(f, k);
  process.stderr.write(`${s.name}: ${s.places ?? '-'} places, analysis ${s.analysisMs ?? '-'} ms, page section ${Math.round(s.ms)} ms\n`);
  return s;
});
const total = Math.round(performance.now() - t0);
const page = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>highground: shared Heroscape maps analysed</title>
<style>
body { font-family: system-ui, sans-serif; margin: 1.5em; color: #222; background: #fbfaf6; }
section { border-top: 2px solid #c9c2b0; padding-top: .6em; margin-top: 1.4em; }
h2 small { font-weight: 400; color: #777; font-size: .6em; }
.pics { display: flex; flex-wrap: wrap; gap: 10px; }
figure { margin: 0; } figure svg { max-width: 100%; height: auto; } figcaption { font-size: .8em; color: #555; }
table { border-collapse: collapse; margin: .4em 0; font-size: .9em; } td, th { border: 1px solid #c9c2b0; padding: 2px 8px; text-align: right; }
td:first-child, th:first-child { text-align: left; } caption { text-align: left; font-weight: 600; }
.verdict { font-weight: 600; } .err { color: #a51215; } .time, .facts { color: #555; font-size: .9em; }
nav a { margin-right: .8em; }
</style></head><body>
<h1>Shared Heroscape maps, analysed</h1>
<p>${files.length} maps from <code>${esc(relative(root, mapsDir))}</code>, judged by ${esc(ruleset)} for its typical figure. Heat maps: how many places a figure on each place sees, how many see it, sees minus seen (perches numbered), the cheapest paths between the start zones (chokepoints numbered) and the largest step to a neighbour. Built in ${(total / 1000).toFixed(1)} s.</p>
<nav>${files.map((f, k) => `<a href="#map${k}">${esc(basename(f).replace(/\.[^.]+$/, ''))}</a>`).join(' ')}</nav>
${sections.map((s) => s.html).join('\n')}
</body></html>
`;
mkdirSync(dirname(outFile), { recursive: true });
writeFileSync(outFile, page);
process.stderr.write(`wrote ${relative(process.cwd(), outFile)} (${files.length} maps, ${(page.length / 1e6).toFixed(1)} MB) in ${(total / 1000).toFixed(1)} s\n`);
