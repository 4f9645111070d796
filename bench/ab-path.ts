/** In-process A/B of heroclix moveCost's two searches on the path cases' maps (not part of `run.ts`). */
import { loadScenarioObject } from '../src/index.js';
import { moveCost } from '../src/rulesets/heroclix/batch.js';
import type { Ctx } from '../src/rulesets/heroclix/context.js';
import { heroclixMap } from './maps.js';
import { mazeMap, squareKindMap } from './maps2.js';
import { loadLarge } from './highground.js';
import { cpuMs } from './timing.js';
import { rows } from './maps.js';

function maps() {
  const W = 200;
  const m = heroclixMap(201, W, W, 0.2, 1, [0, 0]);
  m.blocking[W * W - 1] = 0;
  (m.scenario as { map: { rows: string } }).map.rows = (m.scenario as { map: { rows: string } }).map.rows.replace(/1b$/, '1');
  const out: { name: string; ctx: Ctx; to: number }[] = [];
  const s = loadScenarioObject(m.scenario);
  out.push({ name: 'path-200', ctx: s.ctx as Ctx, to: W * W - 1 });
  const mz = mazeMap(5, 801, 801);
  out.push({ name: 'maze-801', ctx: loadLarge(mz.scenario).ctx as Ctx, to: 799 * 801 + 799 });
  const o = squareKindMap(6, 'open', 800, 800);
  o.blocking[0] = 0; o.blocking[800 * 800 - 1] = 0;
  const W8 = 800;
  const text = rows(W8, 800, (x, y) => `${o.level[y * W8 + x]}${o.blocking[y * W8 + x] ? 'b' : ''}`);
  const sc = o.scenario as { map: Record<string, unknown> };
  out.push({ name: 'open-800', ctx: loadLarge({ ...o.scenario, map: { ...sc.map, rows: text }, figures: { A: { at: [0, 0], speed: 100000 } } }).ctx as Ctx, to: 800 * 800 - 1 });
  return { out, o };
}

const { out } = maps();
const which = process.argv[2];
for (const { name, ctx, to } of out) {
  if (which && !name.startsWith(which)) continue;
  const f = ctx.byId.get('A')!;
  const t0 = cpuMs();
  const a = moveCost(ctx, f, to, 'jump');
  const first = cpuMs() - t0;
  const b = moveCost(ctx, f, to, 'steps');
  if (a !== b) throw new Error(`${name}: jump ${a}, steps ${b}`);
  const tj: number[] = [], ts: number[] = [];
  const inner = name === 'path-200' ? 20 : 2;
  for (let r = 0; r < 60; r++) {
    let t = cpuMs(); for (let k = 0; k < inner; k++) moveCost(ctx, f, to, 'jump'); tj.push((cpuMs() - t) / inner);
    t = cpuMs(); for (let k = 0; k < inner; k++) moveCost(ctx, f, to, 'steps'); ts.push((cpuMs() - t) / inner);
  }
  const q = (xs: number[], p: number) => { const s = [...xs].sort((x, y) => x - y); return s[Math.floor(s.length * p)]!; };
  console.log(`${name}: cost ${a}; first jump search ${first.toFixed(1)} ms; jump p25 ${q(tj, 0.25).toFixed(3)} med ${q(tj, 0.5).toFixed(3)}; steps p25 ${q(ts, 0.25).toFixed(3)} med ${q(ts, 0.5).toFixed(3)}; jump/steps ${(q(tj, 0.25) / q(ts, 0.25)).toFixed(2)}`);
}
