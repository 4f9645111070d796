/**
 * `npm run bench`: highground against the libraries people use today, on the same seeded maps, in one
 * process. Prints a table; `--json FILE` also writes the results; `--case NAME` runs one case.
 *
 * ratio = how many times faster highground is than the peer (above 1: faster).
 */
import { writeFileSync } from 'node:fs';
import { cases, type CaseResult } from './cases.js';

function arg(name: string): string | undefined {
  const i = process.argv.indexOf(name);
  return i >= 0 ? process.argv[i + 1] : undefined;
}

const only = arg('--case');
const json = arg('--json');
const results: CaseResult[] = [];
const t0 = performance.now();
for (const c of cases) {
  if (only && c.name !== only) continue;
  const r = c.run();
  results.push(r);
  console.error(`${r.case}: highground ${fmt(r.highground)} ${r.unit}, ${r.peerName} ${fmt(r.peer)} ${r.unit}, ratio ${r.ratio.toFixed(2)}${r.note ? ` (${r.note})` : ''}`);
}

function fmt(v: number): string {
  return v >= 1000 ? Math.round(v).toLocaleString('en-US') : v >= 10 ? v.toFixed(1) : v.toFixed(3);
}

const head = ['case', 'unit', 'highground', 'peer', 'peer library', 'ratio'];
const body = results.map((r) => [r.case, r.unit, fmt(r.highground), fmt(r.peer), r.peerName, r.ratio.toFixed(2)]);
const widths = head.map((h, i) => Math.max(h.length, ...body.map((row) => row[i]!.length)));
const line = (cells: string[]) => `| ${cells.map((c, i) => c.padEnd(widths[i]!)).join(' | ')} |`;
console.log(line(head));
console.log(`|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`);
for (const row of body) console.log(line(row));
for (const r of results) if (r.note) console.log(`- ${r.case}: ${r.note}`);
console.log(`(node ${process.version}, ${((performance.now() - t0) / 1000).toFixed(1)} s)`);
if (json) {
  writeFileSync(json, JSON.stringify({
    node: process.version,
    results: results.map(({ case: name, unit, highground, peer, peerName, ratio }) => ({ case: name, unit, highground, peer, peerName, ratio })),
  }, null, 2) + '\n');
}
