// The first move on a fresh random table of N pieces (issue 17): node bench/malifaux/first-move.mjs [N...]
// Pieces are mixed kinds (buildings, trees, forests, rough ground, fences, vantage points), spread so the
// density stays that of a 36" table with 10 pieces; the move crosses the table diagonally.
import { loadScenarioObject, ask } from '../../dist/index.js';

export function randomTable(n, seed = 1) {
  let s = seed >>> 0;
  const rnd = () => ((s = (s * 1664525 + 1013904223) >>> 0) / 2 ** 32);
  const size = Math.round(36 * Math.sqrt(Math.max(1, n / 10)));
  const kinds = ['building', 'trees', 'forest', 'rough', 'fence', 'vantage', 'obstacle', 'caustic', 'wall'];
  const pieces = [];
  for (let i = 0; i < n; i++) {
    const kind = kinds[Math.floor(rnd() * kinds.length)];
    const x = 2 + rnd() * (size - 8), y = 2 + rnd() * (size - 8);
    let shape;
    if (kind === 'fence' || kind === 'wall') shape = rnd() < 0.5 ? { rect: [x, y, 0.5, 2 + rnd() * 3] } : { rect: [x, y, 2 + rnd() * 3, 0.5] };
    else if (kind === 'trees') shape = { circle: [x + 1, y + 1, 0.5 + rnd()] };
    else if (rnd() < 0.5) shape = { rect: [x, y, 1 + rnd() * 4, 1 + rnd() * 4] };
    else {
      const k = 3 + Math.floor(rnd() * 4), R = 1 + rnd() * 2;
      shape = { polygon: Array.from({ length: k }, (_, j) => [x + 2 + R * Math.cos((2 * Math.PI * j) / k), y + 2 + R * Math.sin((2 * Math.PI * j) / k)]) };
    }
    const p = { id: `p${i}`, kind, shape };
    if (kind === 'vantage') { p.ht = 2 + Math.floor(rnd() * 3); p.traits = ['vantage', 'climbable']; }
    pieces.push(p);
  }
  return { format: 'highground/1', ruleset: 'malifaux', map: { grid: 'table', size: [size, size], pieces }, figures: {} , size };
}

/** A figure at the first free spot near a corner, and a goal near the opposite one. */
export function withMover(table) {
  const size = table.size;
  delete table.size;
  for (let d = 1; d < size / 2; d += 0.37) {
    const t = structuredClone(table);
    t.figures = { A: { at: [d, d], wk: 8 } };
    try {
      loadScenarioObject(t);
      return { scenario: t, to: [size - d, size - d] };
    } catch {}
  }
  throw new Error('no room');
}

const sizes = process.argv.slice(2).map(Number);
if (sizes.length) {
  for (const n of sizes) {
    const { scenario, to } = withMover(randomTable(n, 7));
    const s = loadScenarioObject(scenario);
    const near = [scenario.figures.A.at[0] + 5, scenario.figures.A.at[1] + 4];
    // CPU time of this process (the machine may be busy): milliseconds.
    const cpu = () => { const u = process.cpuUsage(); return (u.user + u.system) / 1000; };
    const t0 = cpu();
    const w = ask(s, { ask: 'move', figure: 'A', to: near });
    const t1 = cpu();
    const v = ask(loadScenarioObject(scenario), { ask: 'move', figure: 'A', to, budget: 10000 });
    const t2 = cpu();
    console.log(`${n} pieces: first move ${(t1 - t0).toFixed(1)} ms (6.4" away: legal ${w.legal}, cost ${w.cost}); then across the table ${(t2 - t1).toFixed(1)} ms (cost ${v.cost})`);
  }
}
