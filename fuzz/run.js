#!/usr/bin/env node
// @ts-check
/**
 * highground's fuzzer: `npm run build && npm run fuzz -- --count 100000 --seed 1`.
 *
 * Feeds generated and mutated inputs to the parsers and the questions (see targets.js) and checks one
 * invariant: every input is either accepted or refused with a HighgroundError that says where and why.
 * Anything else (another exception, a hang, running out of memory, a map that changes through write ->
 * read, two answers to one question) is recorded under fuzz/crashes/ with its stack and the command
 * that replays it, and counted. Ends with `inputs, ok, refused, crashes, broken` per target; exits 1 when
 * anything crashed or broke.
 *
 * Options: --seed N (default 1) --count N (default 10000, split across targets) --seconds S (stop after)
 * --target scenario,hsc,editor-json,library,cli --jobs N (worker processes) --hang-ms N (default 60000; CPU
 * time of one input where /proc gives it, else wall time)
 * --index I (replay input I of one --target in this process, printing every stage) --out DIR.
 */
import { closeSync, mkdirSync, openSync, readFileSync, readSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { fork } from 'node:child_process';
import { ROOT, distLib, loadCorpus } from './lib.js';
import { TARGETS, WEIGHTS, prepareCorpus, runInput } from './targets.js';

const { values: opt } = parseArgs({
  options: {
    seed: { type: 'string', default: '1' },
    count: { type: 'string', default: '10000' },
    seconds: { type: 'string' },
    target: { type: 'string' },
    jobs: { type: 'string' },
    'hang-ms': { type: 'string', default: '60000' },
    index: { type: 'string' },
    out: { type: 'string', default: join(ROOT, 'fuzz', 'crashes') },
    help: { type: 'boolean', short: 'h' },
  },
});

if (opt.help) {
  process.stdout.write('usage: npm run fuzz -- [--seed N] [--count N] [--seconds S] [--target scenario,hsc,editor-json,library,cli] [--jobs N] [--index I]\n');
  process.exit(0);
}

const seed = Number(opt.seed) >>> 0;
const count = Math.max(0, Math.floor(Number(opt.count)));
const hangMs = Number(opt['hang-ms']);
const deadline = opt.seconds !== undefined ? Date.now() + Number(opt.seconds) * 1000 : Number.MAX_SAFE_INTEGER;
/** @type {(keyof typeof TARGETS)[]} */
const targets = /** @type {any} */ (opt.target ? opt.target.split(',') : Object.keys(TARGETS));
for (const t of targets) if (!(t in TARGETS)) {
  process.stderr.write(`fuzz: no target "${t}" (targets: ${Object.keys(TARGETS).join(', ')})\n`);
  process.exit(2);
}

const lib = await distLib();
const corpus = prepareCorpus(lib, loadCorpus());

// ------------------------------------------------------------------------------- replay one input
if (opt.index !== undefined) {
  const t = /** @type {keyof typeof TARGETS} */ (targets[0]);
  const res = runInput(lib, corpus, t, seed, Number(opt.index));
  for (const s of res.stages) process.stdout.write(`${s.outcome.padEnd(8)} ${s.stage}${s.message ? `: ${s.message}` : ''}\n`);
  for (const f of res.findings) process.stdout.write(`\n${f.stage}: ${f.message}\n${f.stack ?? ''}\n${f.detail ?? ''}\n`);
  process.exit(res.findings.length ? 1 : 0);
}

// ---------------------------------------------------------------------------------------- the run
const weightSum = targets.reduce((a, t) => a + WEIGHTS[t], 0);
/** @type {{ target: keyof typeof TARGETS, from: number, to: number }[]} */
const queue = [];
const CHUNK = 200;
for (const t of targets) {
  const n = Math.round((count * WEIGHTS[t]) / weightSum);
  for (let from = 0; from < n; from += CHUNK) queue.push({ target: t, from, to: Math.min(n, from + CHUNK) });
}
// interleave targets so a --seconds run covers all of them
queue.sort((a, b) => a.from - b.from);

/** @type {Record<string, { inputs: number, ok: number, refused: number, crash: number, broken: number }>} */
const totals = {};
/** @type {Record<string, Record<string, number>>} */
const stageTotals = {};
/** @type {Map<string, { count: number, example: string, stage: string, message: string }>} */
const signatures = new Map();
const examplesPerSignature = 3;
rmSync(opt.out, { recursive: true, force: true });
mkdirSync(opt.out, { recursive: true });

/** CPU time (user + system) of a process in ms, from /proc; NaN where it cannot be read. @param {number|undefined} pid */
function cpuMs(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return ((Number(f[11]) + Number(f[12])) * 1000) / 100; // utime + stime, in clock ticks of 1/100 s
  } catch {
    return Number.NaN;
  }
}

/** @param {string} message */
function normalise(message) {
  return message.replace(/\d+/g, 'N').replace(/"[^"]*"/g, '"…"').slice(0, 160);
}

/** @param {string|undefined} stack */
function topFrame(stack) {
  const line = (stack ?? '').split('\n').find((l) => /^\s+at /.test(l) && !l.includes('/fuzz/') && !l.includes('node:'));
  return line ? line.trim().replace(/:\d+:\d+\)?$/, '').replace(/^at /, '') : '';
}

/** Record a finding: count it under its signature, keep the first few inputs. @param {any} res */
function record(res) {
  for (const f of res.findings) {
    const sig = `${f.stage} | ${normalise(f.message ?? '')} | ${topFrame(f.stack)}`;
    let entry = signatures.get(sig);
    const base = `${res.target}-seed${seed}-${res.index}`;
    if (!entry) signatures.set(sig, (entry = { count: 0, example: base, stage: f.stage, message: f.message ?? '' }));
    entry.count++;
    if (entry.count <= examplesPerSignature) {
      const data = res.input.data;
      writeFileSync(join(opt.out, `${base}.${res.input.ext}`), data);
      writeFileSync(join(opt.out, `${base}.txt`), [
        `target ${res.target}, seed ${seed}, input ${res.index}`,
        `replay: npm run build && node fuzz/run.js --target ${res.target} --seed ${seed} --index ${res.index}`,
        '',
        ...res.findings.map((/** @type {any} */ x) => `${x.outcome} in ${x.stage}: ${x.message}\n${x.stack ?? ''}\n${x.detail ?? ''}`),
      ].join('\n'));
    }
  }
}

/** CPU seconds per target, and its costliest input (ms and index). @type {Record<string, { cpuMs: number, maxCpuMs: number, maxCpuIndex: number }>} */
const cpuTotals = {};

/** @param {any} msg */
function merge(msg) {
  const c = (cpuTotals[msg.target] ??= { cpuMs: 0, maxCpuMs: 0, maxCpuIndex: -1 });
  c.cpuMs += msg.cpuMs ?? 0;
  if ((msg.maxCpuMs ?? 0) > c.maxCpuMs) { c.maxCpuMs = msg.maxCpuMs; c.maxCpuIndex = msg.maxCpuIndex; }
  const t = (totals[msg.target] ??= { inputs: 0, ok: 0, refused: 0, crash: 0, broken: 0 });
  for (const k of /** @type {const} */ (['inputs', 'ok', 'refused', 'crash', 'broken'])) t[k] += msg.counts[k];
  for (const [stage, row] of Object.entries(msg.stages)) {
    const s = (stageTotals[stage] ??= { ok: 0, refused: 0, crash: 0, broken: 0 });
    for (const [k, v] of Object.entries(/** @type {Record<string, number>} */ (row))) s[k] = (s[k] ?? 0) + v;
  }
  for (const f of msg.findings) record(f);
}

/** An input that hung or killed its worker. @param {keyof typeof TARGETS} target @param {number} index @param {string} why */
function lost(target, index, why) {
  let input;
  try {
    input = TARGETS[target].make(lib, corpus, seed, index);
  } catch (e) {
    input = { ext: 'txt', data: `the input could not be made again: ${e instanceof Error ? e.stack : String(e)}` };
  }
  merge({
    target, counts: { inputs: 1, ok: 0, refused: 0, crash: 1, broken: 0 }, stages: { '(worker)': { crash: 1 } },
    findings: [{ target, index, input: { ext: input.ext, data: input.data }, findings: [{ stage: '(worker)', outcome: 'crash', message: why }] }],
  });
}

const jobs = Math.max(1, Number(opt.jobs ?? Math.min(2, availableParallelism())));
const started = Date.now();
let progressAt = Date.now();
let done = 0;
const planned = queue.reduce((a, c) => a + c.to - c.from, 0);

let spawned = 0;
await new Promise((resolve) => {
  let active = 0;
  const startSlot = () => {
    // Child processes, not worker threads: a fatal V8 error (an allocation failure) ends the whole
    // process, so a worker must be one to lose.
    const progressFile = join(tmpdir(), `highground-fuzz-${process.pid}-${++spawned}`);
    writeFileSync(progressFile, new Uint8Array(8));
    const readProgress = () => {
      const word = new Int32Array(2);
      const fd = openSync(progressFile, 'r');
      readSync(fd, new Uint8Array(word.buffer), 0, 8, 0);
      closeSync(fd);
      return word;
    };
    const worker = fork(new URL('./worker.js', import.meta.url), [], {
      env: { ...process.env, FUZZ_PROGRESS: progressFile },
      execArgv: ['--max-old-space-size=2048', '--no-warnings'],
      stdio: ['ignore', 'ignore', 'pipe', 'ipc'],
      serialization: 'advanced',
    });
    let tail = '';
    worker.stderr?.on('data', (d) => { tail = (tail + String(d)).slice(-4000); });
    /** @type {{ target: keyof typeof TARGETS, from: number, to: number } | undefined} */
    let job;
    let seen = -1;
    let seenAt = Date.now();
    let dead = false;
    active++;
    const next = () => {
      job = Date.now() < deadline ? queue.shift() : undefined;
      if (!job) {
        dead = true;
        clearInterval(watch);
        worker.kill();
        rmSync(progressFile, { force: true });
        if (--active === 0) resolve(undefined);
        return;
      }
      seenAt = Date.now();
      worker.send({ ...job, seed, deadline });
    };
    /** The worker died or hung on the input it was working on: count it, requeue the rest. @param {string} why */
    const fail = (why) => {
      if (dead) return;
      dead = true;
      clearInterval(watch);
      worker.kill('SIGKILL');
      const at = readProgress()[0] ?? 0;
      rmSync(progressFile, { force: true });
      if (job) {
        const last = tail.split('\n').filter((l) => l.trim()).slice(-3).join(' / ');
        lost(job.target, at, why + (last ? ` (${last.slice(0, 300)})` : ''));
        done++;
        if (at > job.from) queue.unshift({ target: job.target, from: job.from, to: at });
        if (at + 1 < job.to) queue.unshift({ target: job.target, from: at + 1, to: job.to });
      }
      active--;
      startSlot();
    };
    let cpuAt = 0;
    const watch = setInterval(() => {
      const n = readProgress()[1] ?? 0;
      if (n !== seen) {
        seen = n;
        seenAt = Date.now();
        cpuAt = cpuMs(worker.pid);
      } else if (job && Date.now() - seenAt > hangMs) {
        // On a shared machine the wall clock runs far ahead of the work: where the worker's own CPU
        // time can be read (Linux), a hang is hang-ms of CPU on one input. A worker that makes no progress
        // for 30x that on the wall clock is lost too, but said apart: blocked, or starved of the CPU (a
        // run at load 20 gave workers 5 % of a core, and two inputs of 5 s CPU passed 10x).
        const cpu = cpuMs(worker.pid);
        if (Number.isNaN(cpu) || cpu - cpuAt > hangMs)
          fail(`no answer after ${hangMs} ms${Number.isNaN(cpu) ? '' : ` of CPU time (${Math.round(cpu - cpuAt)} ms)`} (a hang)`);
        else if (Date.now() - seenAt > 30 * hangMs)
          fail(`no answer after ${Math.round((Date.now() - seenAt) / 1000)} s of wall time with ${Math.round(cpu - cpuAt)} ms of CPU (a stall: blocked, or starved of the CPU)`);
      }
    }, 250);
    worker.on('message', (/** @type {any} */ msg) => {
      if (msg.ready) return next();
      merge(msg);
      done += msg.counts.inputs;
      if (Date.now() - progressAt > 10_000) {
        progressAt = Date.now();
        process.stderr.write(`fuzz: ${done}/${planned} inputs, ${Math.round((Date.now() - started) / 1000)} s\n`);
      }
      next();
    });
    worker.on('exit', (code, signal) => { if (!dead) fail(`the worker died (${signal ?? `exit code ${code}`})`); });
  };
  for (let i = 0; i < jobs; i++) startSlot();
});

// ------------------------------------------------------------------------------------------ report
const seconds = ((Date.now() - started) / 1000).toFixed(1);
const pad = (/** @type {unknown} */ v, n = 9) => String(v).padStart(n);
const out = [];
out.push(`\nfuzz: seed ${seed}, ${seconds} s, ${jobs} worker${jobs === 1 ? '' : 's'}\n`);
out.push(`${'target'.padEnd(22)}${pad('inputs')}${pad('ok')}${pad('refused')}${pad('crashes')}${pad('broken')}${pad('cpu s', 10)}${pad('max ms', 10)}  costliest`);
const sum = { inputs: 0, ok: 0, refused: 0, crash: 0, broken: 0 };
for (const t of targets) {
  const c = totals[t] ?? { inputs: 0, ok: 0, refused: 0, crash: 0, broken: 0 };
  for (const k of /** @type {const} */ (['inputs', 'ok', 'refused', 'crash', 'broken'])) sum[k] += c[k];
  const cpu = cpuTotals[t] ?? { cpuMs: 0, maxCpuMs: 0, maxCpuIndex: -1 };
  out.push(`${t.padEnd(22)}${pad(c.inputs)}${pad(c.ok)}${pad(c.refused)}${pad(c.crash)}${pad(c.broken)}${pad((cpu.cpuMs / 1000).toFixed(1), 10)}${pad(Math.round(cpu.maxCpuMs), 10)}  ${cpu.maxCpuIndex >= 0 ? `--index ${cpu.maxCpuIndex}` : ''}`);
}
out.push(`${'total'.padEnd(22)}${pad(sum.inputs)}${pad(sum.ok)}${pad(sum.refused)}${pad(sum.crash)}${pad(sum.broken)}`);
out.push(`\n${'stage'.padEnd(22)}${pad('runs')}${pad('ok')}${pad('refused')}${pad('crashes')}${pad('broken')}`);
for (const [stage, s] of Object.entries(stageTotals).sort()) {
  const runs = (s.ok ?? 0) + (s.refused ?? 0) + (s.crash ?? 0) + (s.broken ?? 0);
  out.push(`${stage.padEnd(22)}${pad(runs)}${pad(s.ok ?? 0)}${pad(s.refused ?? 0)}${pad(s.crash ?? 0)}${pad(s.broken ?? 0)}`);
}
if (signatures.size) {
  out.push(`\n${signatures.size} distinct finding${signatures.size === 1 ? '' : 's'} (inputs in ${opt.out}):`);
  for (const [, f] of [...signatures].sort((a, b) => b[1].count - a[1].count)) out.push(`  ${pad(f.count, 6)}x ${f.stage}: ${f.message.slice(0, 140)}  [${f.example}]`);
}
process.stdout.write(out.join('\n') + '\n');
process.exitCode = sum.crash + sum.broken > 0 ? 1 : 0;
