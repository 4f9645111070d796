/**
 * Global setup of a test run: a folder for the one build of the browser app that every browser test file
 * of the run shares (test/web/harness.ts builds it there when the first file asks, under a lock, and the
 * others copy it). Nothing is built here, so a run without browser tests pays nothing; the folder is
 * removed when the run ends.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The run's folder for the shared app build (see test/web/harness.ts). */
    webBuildRun: string;
  }
}

export default function setup(project: TestProject): () => void {
  const dir = mkdtempSync(join(tmpdir(), 'highground-web-run-'));
  project.provide('webBuildRun', dir);
  return () => rmSync(dir, { recursive: true, force: true });
}
