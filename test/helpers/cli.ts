/** The `highground` command run in this process, its output and error lines collected. */
import { run, type Io } from '../../src/cli/main.js';

export async function cli(...argv: string[]): Promise<{ code: number; out: string; err: string }> {
  const out: string[] = [];
  const err: string[] = [];
  const io: Io = { out: (s) => out.push(s), err: (s) => err.push(s) };
  const code = await run(argv, io);
  return { code, out: out.join('\n'), err: err.join('\n') };
}
