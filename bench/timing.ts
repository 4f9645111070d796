/**
 * Timing: a warm-up, then runs until both a minimum count and a minimum time are reached (capped), and the
 * median of the per-run CPU times (user + system of this process, `process.cpuUsage`: on a machine loaded by
 * other work, wall-clock time counts the time other processes hold the core). One run repeats the work
 * `inner` times (at least `inner`, raised until one run takes about 2 ms) so that very short work is timed
 * well above the clock's resolution.
 */
export interface Timing {
  /** Median milliseconds of CPU per call. */
  median: number;
  runs: number;
}

/** This process's CPU time (user + system) in milliseconds: what every case times, ours and the peers'. */
export function cpuMs(): number {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
}

export function time(fn: () => unknown, opts: { warmup?: number; minRuns?: number; minMs?: number; maxRuns?: number; inner?: number } = {}): Timing {
  const warmup = opts.warmup ?? 5;
  const minRuns = opts.minRuns ?? 15;
  const minMs = opts.minMs ?? 1500;
  const maxRuns = opts.maxRuns ?? 500;
  let inner = opts.inner ?? 1;
  let sink = 0;
  // Warm-up for 200 ms of this process's CPU (not of the wall clock: on a loaded machine 200 ms of wall time
  // can be a few ms of CPU, and the median then times code still being compiled).
  const t0w = cpuMs();
  let calls = 0;
  for (let i = 0; i < warmup || cpuMs() - t0w < 200; i++) {
    for (let k = 0; k < inner; k++) sink ^= fn() ? 1 : 0;
    calls += inner;
    if (i > 1000) break;
  }
  const per = (cpuMs() - t0w) / Math.max(1, calls);
  if (per > 0 && per * inner < 2) inner = Math.min(100_000, Math.ceil(2 / per));
  const samples: number[] = [];
  const start = performance.now();
  while (samples.length < maxRuns && (samples.length < minRuns || performance.now() - start < minMs)) {
    const t0 = cpuMs();
    for (let k = 0; k < inner; k++) sink ^= fn() ? 1 : 0;
    samples.push((cpuMs() - t0) / inner);
  }
  samples.sort((a, b) => a - b);
  const median = samples.length % 2 ? samples[(samples.length - 1) >> 1]! : (samples[samples.length / 2 - 1]! + samples[samples.length / 2]!) / 2;
  if (sink === 42) console.log('');
  return { median, runs: samples.length };
}

/**
 * `time` for several functions at once, interleaved: after each one's warm-up, rounds take one sample of
 * each in turn, so that a change in the machine's load during the measurement (other processes on shared
 * cores) falls on all of them alike instead of on whichever ran in that stretch. Medians per function, in
 * the order given.
 */
export function timeEach(fns: readonly (() => unknown)[], opts: { warmup?: number; minRuns?: number; minMs?: number; maxRuns?: number } = {}): Timing[] {
  const warmup = opts.warmup ?? 5;
  const minRuns = opts.minRuns ?? 15;
  const minMs = opts.minMs ?? 1500 * fns.length;
  const maxRuns = opts.maxRuns ?? 500;
  let sink = 0;
  // Each warmed up for 200 ms of this process's CPU, as in `time` (it was 200 ms of wall time and at most
  // 1,001 calls: at load 20 on 2 cores that was 10 ms of CPU for a 10 us viewshed, while TurboFan took
  // 0.3 s of wall time to compile the heroclix sweep on its background thread, so the samples timed
  // unoptimized code: the same build measured 0.42-0.69 against Ford's port, and 29 us then 3.7 us for
  // one viewshed in one process). A 20 s wall-clock bound keeps a starved process from warming forever.
  const inner = fns.map((fn) => {
    const t0w = cpuMs(), wall0 = performance.now();
    let calls = 0;
    for (let i = 0; i < warmup || (cpuMs() - t0w < 200 && performance.now() - wall0 < 20_000); i++) {
      sink ^= fn() ? 1 : 0;
      calls++;
    }
    const per = (cpuMs() - t0w) / Math.max(1, calls);
    return per > 0 && per < 2 ? Math.min(100_000, Math.ceil(2 / per)) : 1;
  });
  const samples: number[][] = fns.map(() => []);
  const start = performance.now();
  for (let r = 0; r < maxRuns && (r < minRuns || performance.now() - start < minMs); r++) {
    for (let j = 0; j < fns.length; j++) {
      const fn = fns[j]!, n = inner[j]!;
      const t0 = cpuMs();
      for (let k = 0; k < n; k++) sink ^= fn() ? 1 : 0;
      samples[j]!.push((cpuMs() - t0) / n);
    }
  }
  if (sink === 42) console.log('');
  return samples.map((s) => {
    s.sort((a, b) => a - b);
    const median = s.length % 2 ? s[(s.length - 1) >> 1]! : (s[s.length / 2 - 1]! + s[s.length / 2]!) / 2;
    return { median, runs: s.length };
  });
}
