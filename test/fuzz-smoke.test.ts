/**
 * A short run of the fuzzer (fuzz/, `npm run fuzz` for the long one) inside the regular suite, against
 * the sources: a fixed seed, 730 inputs (the readers, the library's entries, the CLI's file handling) (some 3000 reads, questions, pictures and rewrites), and not one may crash or break a promise (every
 * input accepted, or refused with a HighgroundError that says where and why).
 */
import { describe, expect, it } from 'vitest';
import * as api from '../src/index.js';
import { readHsc } from '../src/formats/hsc/read.js';
import { writeHsc } from '../src/formats/hsc/write.js';
import { readEditorJson } from '../src/formats/editor-json/read.js';
import * as heroscape from '../src/formats/heroscape/index.js';
import { questionFromArgs, runSync } from '../src/cli/main.js';
// @ts-expect-error: the fuzzer is plain JavaScript (checked with // @ts-check), without declarations
import { loadCorpus } from '../fuzz/lib.js';
// @ts-expect-error: as above
import { prepareCorpus, runInput } from '../fuzz/targets.js';

const lib = { ...api, readHsc, writeHsc, readEditorJson, questionFromArgs, runSync, heroscape };
const corpus = prepareCorpus(lib, loadCorpus());
const SEED = 20240601;

interface Finding { stage: string; outcome: string; message?: string; stack?: string }
interface Result { outcome: string; findings: Finding[] }

function fuzz(target: string, count: number): { counts: Record<string, number>; findings: string[] } {
  const counts: Record<string, number> = { ok: 0, refused: 0, crash: 0, broken: 0 };
  const findings: string[] = [];
  for (let i = 0; i < count; i++) {
    const res = runInput(lib, corpus, target, SEED, i) as Result;
    counts[res.outcome] = (counts[res.outcome] ?? 0) + 1;
    for (const f of res.findings) findings.push(`${target} #${i} ${f.outcome} in ${f.stage}: ${f.message}\n${f.stack ?? ''}`);
  }
  return { counts, findings };
}

describe('fuzz smoke run (seed 20240601)', () => {
  it.each([
    ['scenario', 300],
    ['hsc', 120],
    ['editor-json', 80],
    ['library', 150],
    ['cli', 80],
  ] as const)('%s: %i inputs, no crashes', (target, count) => {
    const { counts, findings } = fuzz(target, count);
    expect(findings.slice(0, 3)).toEqual([]);
    // the generators must reach past the readers: some inputs are accepted, some refused
    expect(counts.ok).toBeGreaterThan(count / 20);
    expect(counts.refused).toBeGreaterThan(count / 20);
  }, 60_000);
});
