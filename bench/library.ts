/**
 * `npm run bench:library`: the library's own cases (issue 21), against what a program does without them.
 * - move-and-ask: one figure placed and the next sight question, against a reload of the changed scenario and
 *   the same question (what a bot had to do before sessions changed).
 * - batch: every ruleset's batch answers (viewshed, reach map, all-pairs matrix) against a loop of the single
 *   questions they stand for.
 * - bundle sizes: `npm run size`'s one-game bundles against the 60 kB budget (ratio: budget / size).
 * ratio = loop (or reload) time / library time (above 1: the library is faster).
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import {
  ask, importMapFile, loadScenario, loadScenarioObject, place, placeable, reachMap, viewshed, visibilityMatrix, withFigures,
  type Session,
} from '../src/index.js';
import { time } from './timing.js';
import { cityMap } from './maps.js';
import { rng, randInt } from './rng.js';

const MAPS = new URL('../../../../shared/maps/heroscape/virtualscape', import.meta.url).pathname;
const ROOT = new URL('../../../', import.meta.url).pathname;

interface Row { case: string; unit: string; library: number; other: number; otherName: string }
const rows: Row[] = [];

function report(r: Row): void {
  rows.push(r);
  console.error(`${r.case}: library ${fmt(r.library)} ${r.unit}, ${r.otherName} ${fmt(r.other)} ${r.unit}, ratio ${(r.other / r.library).toFixed(1)}`);
}

function fmt(v: number): string {
  return v >= 100 ? v.toFixed(0) : v >= 1 ? v.toFixed(2) : v.toFixed(4);
}

/** A real map with `n` figures put on random places the ruleset accepts. */
function realMap(file: string, ruleset: 'tft-3d' | 'c3g-buildings' | 'heroscape', n: number, seed: number): Session {
  const sc = importMapFile(file, readFileSync(`${MAPS}/${file}`), { ruleset }).scenario;
  let s = loadScenarioObject({ ...sc, figures: {} });
  const r = rng(seed);
  for (let k = 0; Object.keys(s.scenario.figures ?? {}).length < n && k < 5000; k++) {
    const id = `F${Object.keys(s.scenario.figures ?? {}).length}`;
    try {
      s = withFigures(s, { [id]: { at: [randInt(r, s.board!.width), randInt(r, s.board!.height)], side: k % 2 ? 'red' : 'blue' } });
    } catch {
      // a place the ruleset refuses: try another
    }
  }
  return s;
}

function hexes(s: Session): number {
  return s.board!.places.filter((p) => p.surfaces.length > 0).length;
}

/** Places the figure can stand, to move it around. */
function standable(s: Session, id: string, max: number): [number, number][] {
  const out: [number, number][] = [];
  const b = s.board!;
  for (let y = 0; y < b.height && out.length < max; y++) for (let x = 0; x < b.width && out.length < max; x++) if (placeable(s, id, [x, y]).ok) out.push([x, y]);
  return out;
}

/** Places a figure can stand on any map (a table: points half an inch apart along its first figure's row). */
function standableAny(s: Session, id: string, max: number): [number, number][] {
  if (s.board) return standable(s, id, max);
  const at = s.scenario.figures![id]!.at;
  const out: [number, number][] = [];
  for (let d = -8; d <= 8 && out.length < max; d += 0.5) {
    const p: [number, number] = [at[0] + d, at[1]];
    if (d !== 0 && placeable(s, id, p).ok) out.push(p);
  }
  return out;
}

function moveAndAsk(name: string, s: Session, from: string, to: string): void {
  const spots = standable(s, from, 64);
  let k = 0;
  const lib = time(() => {
    const n = place(s, from, spots[k++ % spots.length]!);
    return ask(n, { ask: 'sight', from, to });
  }, { inner: 20 });
  k = 0;
  const reload = time(() => {
    const at = spots[k++ % spots.length]!;
    const sc = { ...s.scenario, figures: { ...s.scenario.figures, [from]: { ...s.scenario.figures![from]!, at } } };
    return ask(loadScenarioObject(sc), { ask: 'sight', from, to });
  }, { inner: 2 });
  report({ case: name, unit: 'ms', library: lib.median, other: reload.median, otherName: 'reload + ask' });
}

// 1. move-and-ask
{
  const s = realMap('vs_Castle_vs_elements.hsc', 'tft-3d', 8, 1);
  moveAndAsk(`move-and-ask tft-3d ${hexes(s)} hexes (vs_Castle_vs_elements.hsc)`, s, 'F0', 'F1');
  const c = realMap('vs_Castle_vs_elements.hsc', 'c3g-buildings', 8, 1);
  moveAndAsk(`move-and-ask c3g-buildings ${hexes(c)} hexes`, c, 'F0', 'F1');
  const city = loadScenarioObject(cityMap(7, 50, 50, 50).scenario);
  moveAndAsk('move-and-ask city-of-peril 50x50, 50 figures', city, 'F0', 'F1');
}

// 2. batch answers against a loop of single questions
function batchVsLoop(ruleset: string, s: Session, figure: string): void {
  const b = s.board;
  const ids = Object.keys(s.scenario.figures ?? {});
  // viewshed: the sight question to every place, in a loop
  const v = time(() => viewshed(s, figure).count, { minMs: 800 });
  const targets: unknown[] = [];
  // the viewshed's own targets, as sight questions (a table: the centre of every inch square)
  const vs = viewshed(s, figure);
  for (let k = 0; k < vs.place.length; k++) {
    const p = vs.place[k]!, x = p % vs.width, y = Math.floor(p / vs.width);
    if (!b) targets.push([x + 0.5, y + 0.5]);
    else if (b.places[p]!.surfaces.length === 1) targets.push([x, y]);
    else if (b.places[p]!.surfaces.length > 1) targets.push([x, y, vs.level[k]!]);
  }
  const vl = time(() => {
    let n = 0;
    for (const t of targets) {
      try {
        if ((ask(s, { ask: 'sight', from: figure, to: t }) as { sight?: unknown }).sight) n++;
      } catch {
        // a place the question refuses
      }
    }
    return n;
  }, { minRuns: 3, minMs: 800, maxRuns: 20 });
  report({ case: `viewshed ${ruleset}`, unit: 'ms', library: v.median, other: vl.median, otherName: 'loop of sight' });
  if (s.ruleset.questions['reach']) {
    const r = time(() => reachMap(s, figure, { budget: 5 }).count, { minMs: 800 });
    const rl = time(() => ask(s, { ask: 'reach', figure, budget: 5 }), { minMs: 800 });
    report({ case: `reachMap ${ruleset}`, unit: 'ms', library: r.median, other: rl.median, otherName: 'reach question' });
  }
  // the matrix answers sight and, where the ruleset has the question, cover: the loop asks both
  const cover = s.ruleset.questions['cover'] !== undefined;
  const m = time(() => visibilityMatrix(s).ids.length, { minRuns: 3, minMs: 800, maxRuns: 30 });
  const ml = time(() => {
    let n = 0;
    for (const a of ids) for (const c of ids) {
      if (a === c) continue;
      if ((ask(s, { ask: 'sight', from: a, to: c }) as { sight?: unknown }).sight) n++;
      if (cover && (ask(s, { ask: 'cover', attacker: a, target: c }) as { cover?: unknown }).cover !== 'none') n++;
    }
    return n;
  }, { minRuns: 3, minMs: 800, maxRuns: 30 });
  report({ case: `visibilityMatrix ${ruleset} (${ids.length} figures${cover ? ', sight and cover' : ''})`, unit: 'ms', library: m.median, other: ml.median, otherName: cover ? 'loop of sight + cover' : 'loop of sight' });
  // one figure moves: the matrix's move against the loop on the moved session
  const spots = standableAny(s, ids[0]!, 16);
  if (spots.length) {
    const mm = visibilityMatrix(s);
    let k = 0;
    const mv = time(() => mm.move(ids[0]!, spots[k++ % spots.length]!), { minRuns: 3, minMs: 800, maxRuns: 200 });
    k = 0;
    const mvl = time(() => {
      const n = place(s, ids[0]!, spots[k++ % spots.length]!);
      let c = 0;
      for (const a of ids) for (const b2 of ids) {
        if (a === b2) continue;
        if ((ask(n, { ask: 'sight', from: a, to: b2 }) as { sight?: unknown }).sight) c++;
        if (cover && (ask(n, { ask: 'cover', attacker: a, target: b2 }) as { cover?: unknown }).cover !== 'none') c++;
      }
      return c;
    }, { minRuns: 3, minMs: 800, maxRuns: 30 });
    report({ case: `visibilityMatrix.move ${ruleset} (one figure)`, unit: 'ms', library: mv.median, other: mvl.median, otherName: 'place + loop' });
  }
}

{
  batchVsLoop('tft-3d', realMap('vs_Castle_vs_elements.hsc', 'tft-3d', 12, 2), 'F0');
  batchVsLoop('c3g-buildings', realMap('vs_Castle_vs_elements.hsc', 'c3g-buildings', 12, 2), 'F0');
  batchVsLoop('heroscape', realMap('vs_Castle_vs_elements.hsc', 'heroscape', 12, 2), 'F0');
  batchVsLoop('city-of-peril', loadScenarioObject(cityMap(7, 50, 50, 20).scenario), 'F0');
  const hcx = loadScenario(readFileSync(`${ROOT}/test/scenarios/heroclix/great-size.yaml`, 'utf8'));
  batchVsLoop('heroclix', hcx, Object.keys(hcx.scenario.figures ?? {})[0]!);
  const mfx = loadScenario(readFileSync(`${ROOT}/test/scenarios/malifaux/sight.yaml`, 'utf8'));
  batchVsLoop('malifaux', mfx, Object.keys(mfx.scenario.figures ?? {})[0]!);
}

// 3. bundle sizes (bench/size.mjs, from the built package; the app build skipped here: `npm run size` has it)
try {
  const out = execFileSync(process.execPath, [`${ROOT}/bench/size.mjs`, '--json', '--no-app'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
  for (const r of (JSON.parse(out) as { rows: { case: string; gzip: number; budget: number }[] }).rows)
    rows.push({ case: `bundle ${r.case} (gzipped)`, unit: 'kB', library: r.gzip, other: r.budget, otherName: 'budget' });
} catch (e) {
  console.error(`bundle sizes: ${(e as { stderr?: string }).stderr ?? e} (run \`npm run build\` first)`);
}

console.log('| case | unit | library | without | ratio |');
console.log('|---|---|---|---|---|');
for (const r of rows) console.log(`| ${r.case} | ${r.unit} | ${fmt(r.library)} | ${fmt(r.other)} (${r.otherName}) | ${(r.other / r.library).toFixed(1)} |`);
console.log(`(node ${process.version})`);
