// @ts-check
/**
 * A fuzz worker (a child process): runs the inputs it is given and reports counts and findings. It says
 * which input it starts in a small file before running it, so the main process can tell which input hung or killed it.
 */
import { openSync, writeSync } from 'node:fs';
import { distLib, loadCorpus } from './lib.js';
import { prepareCorpus, runInput } from './targets.js';

process.on('disconnect', () => process.exit(0));
const lib = await distLib();
const corpus = prepareCorpus(lib, loadCorpus());
// The index of the input being run, written synchronously (an IPC message could still be queued when
// the input hangs or kills the process).
const progress = openSync(String(process.env.FUZZ_PROGRESS), 'w');
const word = new Int32Array(2);
const bytes = new Uint8Array(word.buffer);

process.on('message', (/** @type {{ target: any, seed: number, from: number, to: number, deadline: number }} */ job) => {
  /** @type {Record<string, Record<string, number>>} */
  const stages = {};
  const counts = { inputs: 0, ok: 0, refused: 0, crash: 0, broken: 0 };
  const findings = [];
  let last = job.from - 1;
  // CPU time of this worker (user + system), in total and for the costliest single input
  let cpuMs = 0, maxCpuMs = 0, maxCpuIndex = -1;
  for (let i = job.from; i < job.to; i++) {
    if (Date.now() > job.deadline) break;
    word[0] = i;
    word[1]++;
    writeSync(progress, bytes, 0, 8, 0);
    const before = process.cpuUsage();
    const res = runInput(lib, corpus, job.target, job.seed, i);
    const used = process.cpuUsage(before);
    const ms = (used.user + used.system) / 1000;
    cpuMs += ms;
    if (ms > maxCpuMs) { maxCpuMs = ms; maxCpuIndex = i; }
    counts.inputs++;
    counts[res.outcome]++;
    for (const s of res.stages) {
      const row = (stages[s.stage] ??= { ok: 0, refused: 0, crash: 0, broken: 0 });
      row[s.outcome]++;
    }
    if (res.findings.length) findings.push(res);
    last = i;
  }
  process.send?.({ target: job.target, from: job.from, last, counts, stages, findings, cpuMs, maxCpuMs, maxCpuIndex });
});
process.send?.({ ready: true });
