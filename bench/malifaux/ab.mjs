// Two builds of the bench's compiled sources in one process, fresh first moves alternately (issue 17 A/B on a
// loaded machine, where separate runs differ by 2x): copy bench/.out of the build before somewhere (with a
// node_modules link beside it), then `node bench/malifaux/ab.mjs OLD/.out bench/.out [runs] [pieces] [size]`.
// CPU time per first move on malifauxTable(41, pieces, size); prints the median of the first five (V8 still
// warming up, as in the bench case), of all, the lower quartile and the fastest, and both costs.
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
const [A, B] = [process.argv[2], process.argv[3]].map((d) => pathToFileURL(resolve(d)).href);
const runs = Number(process.argv[4] ?? 20), N = Number(process.argv[5] ?? 200), S = Number(process.argv[6] ?? 48);
const load = async (out) => ({ ...(await import(out + '/src/index.js')), ...(await import(out + '/bench/maps2.js')) });
const libs = [await load(A), await load(B)];
const ms = (f) => { const t = process.cpuUsage(); const v = f(); const d = process.cpuUsage(t); return [(d.user + d.system) / 1000, v]; };
const sorted = (xs) => [...xs].sort((a, b) => a - b);
const median = (xs) => sorted(xs)[xs.length >> 1];
const q = { ask: 'move', figure: 'A', to: [S - 2, S - 2], budget: 1000 };
for (const L of libs) for (const seed of [1, 2]) L.ask(L.loadScenarioObject(L.malifauxTable(seed, N, S).scenario), q);
const t = [[], []], costs = [0, 0];
for (let i = 0; i < runs; i++) for (const k of i % 2 ? [1, 0] : [0, 1]) {
  const L = libs[k];
  const [x, v] = ms(() => L.ask(L.loadScenarioObject(L.malifauxTable(41, N, S).scenario), q));
  t[k].push(x);
  costs[k] = v.cost;
}
const line = (xs) => `first five ${median(xs.slice(0, 5)).toFixed(1)}, median ${median(xs).toFixed(1)}, lower quartile ${sorted(xs)[xs.length >> 2].toFixed(1)}, fastest ${Math.min(...xs).toFixed(1)} ms`;
console.log(`${N} pieces on ${S}": before ${line(t[0])} (cost ${costs[0]})`);
console.log(`${N} pieces on ${S}": after  ${line(t[1])} (cost ${costs[1]})`);
