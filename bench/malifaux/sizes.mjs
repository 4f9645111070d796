// First and warm malifaux moves across bench tables of 30, 200 and 500 pieces (issue 17), on the bench's
// compiled sources: `npx tsc -p bench/tsconfig.json && node bench/malifaux/sizes.mjs [runs]`. CPU-time
// medians; "first" is the first move on a fresh session after V8 has warmed up on other tables, "warm" a
// second move (to another place) on a session that has answered one.
import { loadScenarioObject, ask } from '../.out/src/index.js';
import { malifauxTable } from '../.out/bench/maps2.js';

const runs = Number(process.argv[2] ?? 5);
const ms = (f) => { const t = process.cpuUsage(); const v = f(); const d = process.cpuUsage(t); return [(d.user + d.system) / 1000, v]; };
const median = (xs) => [...xs].sort((a, b) => a - b)[xs.length >> 1];
const SIZES = [[30, 20], [200, 48], [500, 76]];
const questions = (size) => [{ ask: 'move', figure: 'A', to: [size - 2, size - 2], budget: 1000 }, { ask: 'move', figure: 'A', to: [size - 2, size - 4], budget: 1000 }];
// V8 warms up on other tables of every size first.
for (const [n, size] of SIZES) for (const seed of [1, 2]) ask(loadScenarioObject(malifauxTable(seed, n, size).scenario), questions(size)[0]);
for (const [n, size] of SIZES) {
  const [q, w] = questions(size);
  const { scenario } = malifauxTable(41, n, size);
  const first = [], warm = [];
  let a, b;
  for (let i = 0; i < (n === 500 ? Math.min(runs, 3) : runs); i++) {
    const s = loadScenarioObject(structuredClone(scenario));
    let t;
    [t, a] = ms(() => ask(s, q)); first.push(t);
    [t, b] = ms(() => ask(s, w)); warm.push(t);
  }
  console.log(`${String(n).padStart(3)} pieces (${size}"): first ${median(first).toFixed(1)} ms (cost ${a.cost}), warm ${median(warm).toFixed(1)} ms (cost ${b.cost})`);
}
