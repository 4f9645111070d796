/**
 * End-to-end rules tests: every scenario file under test/scenarios/ and examples/ is run through the
 * real `highground check` command (the built bin), and every check in it must pass.
 */
import { execFileSync } from 'node:child_process';
import { readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '..');
const bin = join(root, 'bin', 'highground.js');

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

const files = [...scenarioFiles(join(root, 'examples')), ...scenarioFiles(join(root, 'test', 'scenarios'))];

describe('highground check on every scenario file', () => {
  it('finds scenario files', () => {
    expect(files.length).toBeGreaterThan(0);
  });
  for (const file of files) {
    const name = relative(root, file);
    it(name, () => {
      let stdout = '';
      let status = 0;
      try {
        stdout = execFileSync(process.execPath, [bin, 'check', file], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
      } catch (e) {
        const err = e as { status: number; stdout: string; stderr: string };
        status = err.status;
        stdout = `${err.stdout}\n${err.stderr}`;
      }
      expect(stdout, stdout).toMatch(/^\d+ passed, 0 failed$/m);
      expect(status, stdout).toBe(0);
      expect(stdout).not.toMatch(/^0 passed/m);
    });
  }
});
