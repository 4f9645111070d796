/**
 * End-to-end rules tests: every scenario file under test/scenarios/ and examples/ is run through the
 * real `highground check` command (the built bin), and every check in it must pass.
 *
 * `check` takes many files, so the files go to the bin in a few batches rather than one process each
 * (starting Node ~250 times cost most of this file's four minutes). Each file still gets its own test,
 * read from its own lines of the batch's output, and every batch must exit 0.
 */
import { execFile } from 'node:child_process';
import { readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { promisify } from 'node:util';
import { beforeAll, describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '..');
const bin = join(root, 'bin', 'highground.js');
const run = promisify(execFile);

function scenarioFiles(dir: string): string[] {
  let out: string[] = [];
  let names: string[];
  try {
    names = readdirSync(dir);
  } catch {
    return out;
  }
  for (const n of names.sort()) {
    const p = join(dir, n);
    if (statSync(p).isDirectory()) out = out.concat(scenarioFiles(p));
    else if (/\.(ya?ml|json)$/.test(n) && !p.includes(`${join('test', 'scenarios', 'bad')}`)) out.push(p);
  }
  return out;
}

const files = [...scenarioFiles(join(root, 'examples')), ...scenarioFiles(join(root, 'test', 'scenarios'))].map((f) =>
  relative(root, f),
);

/** Files per `check` process, and how many processes run at once. */
const BATCH = 24;
const PARALLEL = 2;

interface BatchResult {
  files: string[];
  status: number;
  stdout: string;
  stderr: string;
}

async function checkBatch(batch: string[]): Promise<BatchResult> {
  try {
    const { stdout, stderr } = await run(process.execPath, [bin, 'check', ...batch], {
      cwd: root,
      encoding: 'utf8',
      maxBuffer: 256 * 1024 * 1024,
    });
    return { files: batch, status: 0, stdout, stderr };
  } catch (e) {
    const err = e as { code?: number | string; stdout?: string; stderr?: string; message: string };
    return {
      files: batch,
      status: typeof err.code === 'number' ? err.code : -1,
      stdout: err.stdout ?? '',
      stderr: err.stderr ?? err.message,
    };
  }
}

/** The lines of one file's checks: a `pass`/`FAIL`/`ERROR` line naming it, with the indented lines under it. */
function linesOf(output: string, file: string): string[] {
  const out: string[] = [];
  let mine = false;
  for (const line of output.split('\n')) {
    if (/^\s/.test(line) && line.trim() !== '') {
      if (mine) out.push(line);
      continue;
    }
    const m = /^(pass |FAIL |ERROR) (\S+)/.exec(line);
    mine = !!m && (m[2] === file || m[2].startsWith(`${file}:`));
    if (mine) out.push(line);
  }
  return out;
}

const batches: BatchResult[] = [];
const batchOf = new Map<string, BatchResult>();

beforeAll(async () => {
  const pending: string[][] = [];
  for (let i = 0; i < files.length; i += BATCH) pending.push(files.slice(i, i + BATCH));
  const workers = Array.from({ length: PARALLEL }, async () => {
    for (let b = pending.shift(); b; b = pending.shift()) {
      const r = await checkBatch(b);
      batches.push(r);
      for (const f of b) batchOf.set(f, r);
    }
  });
  await Promise.all(workers);
}, 900_000);

describe('highground check on every scenario file', () => {
  it('finds scenario files', () => {
    expect(files.length).toBeGreaterThan(0);
  });
  it('every batch of files exits 0 and counts no failure', () => {
    for (const b of batches) {
      const out = `${b.stdout}\n${b.stderr}`;
      expect(out, out).toMatch(/^\d+ passed, 0 failed$/m);
      expect(out, out).not.toMatch(/could not be read/);
      expect(b.status, out).toBe(0);
    }
    expect(batches.flatMap((b) => b.files).sort()).toEqual([...files].sort());
  });
  for (const file of files) {
    it(file, () => {
      const b = batchOf.get(file);
      expect(b, 'the batch holding this file ran').toBeDefined();
      const mine = [...linesOf(b!.stdout, file), ...linesOf(b!.stderr, file)];
      const text = mine.join('\n') || `no line of output names ${file}:\n${b!.stdout}\n${b!.stderr}`;
      expect(mine.filter((l) => l.startsWith('pass ')).length, text).toBeGreaterThan(0);
      expect(mine.filter((l) => /^(FAIL|ERROR)/.test(l)), text).toEqual([]);
    });
  }
});
