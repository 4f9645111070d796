/**
 * `npm run bench`: highground against the libraries people use today, on the same seeded maps, in one
 * process. Prints a table; `--json FILE` also writes the results; `--case NAME` runs one case (a prefix
 * ending in `*` runs several).
 *
 * ratio = how many times faster highground is than the peer (above 1: faster).
 * limit = highground's time over a minimal typed-array loop touching the same cells (1 is the limit).
 */
import { writeFileSync } from 'node:fs';
import { cases, type CaseResult } from './cases.js';
import { cases2 } from './cases2.js';

function arg(name: string): string | undefined {
  const i = process.argv.indexOf(name);
  return i >= 0 ? process.argv[i + 1] : undefined;
}

const only = arg('--case');
const json = arg('--json');
const wanted = (name: string) => !only || (only.endsWith('*') ? name.startsWith(only.slice(0, -1)) : name === only);
const results: CaseResult[] = [];
const t0 = performance.now();
for (const c of [...cases, ...cases2]) {
  if (!wanted(c.name)) continue;
  const t = performance.now();
  const r = await c.run();
  results.push(r);
  console.error(`${r.case}: highground ${fmt(r.highground)} ${r.unit}, ${r.peerName} ${fmt(r.peer)} ${r.unit}, ratio ${r.ratio.toFixed(2)}` +
    `${r.limitRatio !== undefined ? `, limit ratio ${r.limitRatio.toFixed(2)}` : ''} [${((performance.now() - t) / 1000).toFixed(1)} s]`);
}

function fmt(v: number): string {
  return v >= 1000 ? Math.round(v).toLocaleString('en-US') : v >= 10 ? v.toFixed(1) : v.toFixed(3);
}

const head = ['case', 'unit', 'highground', 'peer', 'peer library', 'ratio', 'limit ratio'];
const body = results.map((r) => [r.case, r.unit, fmt(r.highground), fmt(r.peer), r.peerName, r.ratio.toFixed(2), r.limitRatio === undefined ? '' : r.limitRatio.toFixed(2)]);
const widths = head.map((h, i) => Math.max(h.length, ...body.map((row) => row[i]!.length)));
const line = (cells: string[]) => `| ${cells.map((c, i) => c.padEnd(widths[i]!)).join(' | ')} |`;
console.log(line(head));
console.log(`|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`);
for (const row of body) console.log(line(row));
for (const r of results) if (r.note) console.log(`- ${r.case}: ${r.note}`);
for (const r of results) if (r.limitName) console.log(`- ${r.case} limit: ${r.limitName}`);
console.log(`(node ${process.version}, ${((performance.now() - t0) / 1000).toFixed(1)} s)`);
if (json) {
  writeFileSync(json, JSON.stringify({
    node: process.version,
    results: results.map(({ case: name, unit, highground, peer, peerName, ratio, limit, limitRatio }) =>
      ({ case: name, unit, highground, peer, peerName, ratio, ...(limit !== undefined ? { limit, limitRatio } : {}) })),
  }, null, 2) + '\n');
}
