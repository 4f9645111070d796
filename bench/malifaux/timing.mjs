// Timing of the malifaux questions on the built library (dist/): node bench/malifaux/timing.mjs [--once]
// Each question is asked on a fresh session of the same table (the first answer there is what the app pays
// after an edit that keeps the terrain) and again on the same session (warm). Prints the median CPU
// milliseconds of 5 (--once: of one, so the very first question also pays for building the terrain).
import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { loadScenarioObject, ask } from '../../dist/index.js';

const here = new URL('.', import.meta.url);
const read = (p) => parse(readFileSync(new URL(p, here), 'utf8'));

const balanced = read('../../examples/malifaux/balanced-table.yaml');
delete balanced.checks;
balanced.figures = {
  A: { at: [1.5, 1.5], wk: 5 },
  B: { at: [34, 34], wk: 5 },
  C: { at: [17, 22], ht: 2 },
  D: { at: [15, 8], ht: 2 },
  E: { at: [26, 18], ht: 2 },
  F: { at: [14, 25], ht: 2 },
};
const dense = read('dense-table.yaml');
delete dense.checks;

// Twelve trees between two models: sight fails only after every candidate line is tried.
const grove = {
  format: 'highground/1',
  ruleset: 'malifaux',
  map: {
    grid: 'table',
    size: [36, 36],
    pieces: [
      ...Array.from({ length: 12 }, (_, i) => ({ id: `t${i}`, kind: 'trees', shape: { circle: [14 + (i % 4) * 2.6, 12 + Math.floor(i / 4) * 2.2 + (i % 2) * 0.6, 0.9] } })),
      { id: 'hedge', kind: 'fence', shape: { rect: [23.5, 13, 0.5, 6] } },
      { id: 'tower', kind: 'vantage', ht: 4, traits: ['vantage', 'climbable'], shape: { rect: [5, 12, 4, 6] } },
    ],
  },
  figures: {
    A: { at: [11, 15], ht: 2, base: 50 },
    B: { at: [25.2, 16], ht: 2, base: 40 },
    V: { at: [7, 15], level: 4, ht: 2 },
  },
};

const cases = [
  ['grove', grove, [
    ['sight blocked', { ask: 'sight', from: 'A', to: 'B' }],
    ['sight vantage', { ask: 'sight', from: 'V', to: 'B' }],
    ['cover', { ask: 'cover', attacker: 'A', target: 'B' }],
    ['cover vantage', { ask: 'cover', attacker: 'V', target: 'B' }],
  ]],
  ['balanced', balanced, [
    ['move across', { ask: 'move', figure: 'A', to: [34, 31], budget: 80 }],
    ['move wk 5', { ask: 'move', figure: 'C', to: [20, 24] }],
    ['reach wk 5', { ask: 'reach', figure: 'C' }],
    ['reach 10', { ask: 'reach', figure: 'C', budget: 10 }],
    ['sight', { ask: 'sight', from: 'D', to: 'F' }],
    ['sight blocked', { ask: 'sight', from: 'A', to: 'E' }],
    ['cover', { ask: 'cover', attacker: 'D', target: 'F' }],
  ]],
  ['dense', dense, [
    ['move across', { ask: 'move', figure: 'A', to: [34, 31], budget: 80 }],
    ['move wk 5', { ask: 'move', figure: 'C', to: [20, 25] }],
    ['move onto roof', { ask: 'move', figure: 'C', to: [5, 5], budget: 40 }],
    ['reach wk 5', { ask: 'reach', figure: 'C' }],
    ['reach 10', { ask: 'reach', figure: 'I', budget: 10 }],
    ['sight', { ask: 'sight', from: 'A', to: 'B' }],
    ['sight vantage', { ask: 'sight', from: 'G', to: 'H' }],
    ['sight near', { ask: 'sight', from: 'C', to: 'D' }],
    ['cover', { ask: 'cover', attacker: 'E', target: 'C' }],
    ['cover vantage', { ask: 'cover', attacker: 'H', target: 'I' }],
  ]],
];

const once = process.argv.includes('--once');
// CPU time of this process (user + system), in ms: steadier than the wall clock on a shared machine.
const ms = (f) => { const t = process.cpuUsage(); f(); const d = process.cpuUsage(t); return (d.user + d.system) / 1000; };
const median = (xs) => xs.sort((a, b) => a - b)[xs.length >> 1];
for (const [name, data, qs] of cases) {
  for (const [label, q] of qs) {
    const cold = [], warm = [];
    const n = once ? 1 : 5;
    let v;
    for (let i = 0; i < n; i++) {
      // A new session, as after an edit in the app (the same terrain, a figure nudged).
      const d = structuredClone(data);
      const s = loadScenarioObject(d, name);
      cold.push(ms(() => (v = ask(s, q))));
      warm.push(ms(() => ask(s, q)));
    }
    const brief = v.ask === 'move' ? `cost ${v.cost}` : v.ask === 'reach' ? `${v.cells.length} cells` : v.ask === 'sight' ? `sight ${v.sight}` : `cover ${v.cover}`;
    console.log(`${name.padEnd(9)} ${label.padEnd(15)} first ${median(cold).toFixed(1).padStart(8)} ms   again ${median(warm).toFixed(1).padStart(8)} ms   ${brief}`);
  }
}
