/**
 * Timing: a warm-up, then runs until both a minimum count and a minimum time are reached (capped), and the
 * median of the per-run times. One run may repeat the work `inner` times so that very short work is timed
 * above the clock's resolution.
 */
export interface Timing {
  /** Median milliseconds per call. */
  median: number;
  runs: number;
}

export function time(fn: () => unknown, opts: { warmup?: number; minRuns?: number; minMs?: number; maxRuns?: number; inner?: number } = {}): Timing {
  const warmup = opts.warmup ?? 5;
  const minRuns = opts.minRuns ?? 15;
  const minMs = opts.minMs ?? 1500;
  const maxRuns = opts.maxRuns ?? 500;
  const inner = opts.inner ?? 1;
  let sink = 0;
  const t0w = performance.now();
  for (let i = 0; i < warmup || performance.now() - t0w < 200; i++) {
    for (let k = 0; k < inner; k++) sink ^= fn() ? 1 : 0;
    if (i > 1000) break;
  }
  const samples: number[] = [];
  const start = performance.now();
  while (samples.length < maxRuns && (samples.length < minRuns || performance.now() - start < minMs)) {
    const t0 = performance.now();
    for (let k = 0; k < inner; k++) sink ^= fn() ? 1 : 0;
    samples.push((performance.now() - t0) / inner);
  }
  samples.sort((a, b) => a - b);
  const median = samples.length % 2 ? samples[(samples.length - 1) >> 1]! : (samples[samples.length / 2 - 1]! + samples[samples.length / 2]!) / 2;
  if (sink === 42) console.log('');
  return { median, runs: samples.length };
}
