/**
 * Writing the user's output files without losing anything they have: an existing file is replaced only
 * with --force, never when it is one of the command's own input files (even with --force: `render
 * mine.yaml -o mine.yaml` would turn the scenario into a picture), and never through a symbolic link
 * (the data goes to a new file beside the target, renamed over it, so a link at the output path is
 * replaced by the file and whatever it pointed to is left alone; without --force a link is refused like
 * any existing file).
 */
import { closeSync, lstatSync, openSync, renameSync, statSync, unlinkSync, writeSync, type Stats } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import { randomBytes } from 'node:crypto';
import { HighgroundError } from '../errors.js';

function statOrUndefined(f: (p: string) => Stats, path: string): Stats | undefined {
  try {
    return f(path);
  } catch {
    return undefined;
  }
}

/** The same file on disk (one inode), whatever the names, links or `..` used to reach it. */
function sameFile(a: Stats, b: Stats): boolean {
  return a.dev === b.dev && a.ino === b.ino;
}

/**
 * Refuse now (before any work) what writeOutputFile would refuse: `file` existing without `force`, being
 * one of `inputs`, a directory. Returns what was found at `file` (its lstat), if anything.
 */
export function checkOutputFile(file: string, opts: { force: boolean; inputs: readonly string[] }): Stats | undefined {
  const linkStat = statOrUndefined(lstatSync, file);
  const targetStat = statOrUndefined(statSync, file);
  for (const input of opts.inputs) {
    const inStat = statOrUndefined(statSync, input);
    const clash = resolve(input) === resolve(file) || (inStat && targetStat && sameFile(inStat, targetStat)) || (inStat && linkStat && sameFile(inStat, linkStat));
    if (clash) throw new HighgroundError(`the output is the input file ${JSON.stringify(input)}; write to another file (nothing was written)`, { file });
  }
  if (linkStat) {
    if (linkStat.isDirectory()) throw new HighgroundError('the output is a directory; name a file (nothing was written)', { file });
    if (!opts.force) {
      const what = linkStat.isSymbolicLink() ? 'the file exists (a symbolic link)' : 'the file exists';
      throw new HighgroundError(`${what}; pass --force to replace it (nothing was written)`, { file });
    }
    if (!linkStat.isSymbolicLink() && !linkStat.isFile()) throw new HighgroundError('the output is not a regular file (nothing was written)', { file });
  }
  return linkStat;
}

/**
 * Write `data` to `file` as a new file. Refuses (HighgroundError naming the file) when `file` exists and
 * `force` is not set, and always when it is, or leads to, one of `inputs`.
 */
export function writeOutputFile(file: string, data: string | Uint8Array, opts: { force: boolean; inputs: readonly string[] }): void {
  const linkStat = checkOutputFile(file, opts);
  // A new file beside the target, then renamed onto it: a crash leaves the old file whole, and a
  // symbolic link at `file` is replaced, not written through.
  const tmp = join(dirname(file), `.${basename(file)}.${randomBytes(6).toString('hex')}.tmp`);
  let fd: number | undefined;
  try {
    fd = openSync(tmp, 'wx', 0o666);
    const buf = typeof data === 'string' ? Buffer.from(data, 'utf8') : data;
    for (let off = 0; off < buf.length; ) off += writeSync(fd, buf, off, buf.length - off);
    closeSync(fd);
    fd = undefined;
    if (!linkStat) {
      // no file was there when we looked: refuse if one appeared meanwhile (rather than replace it)
      if (statOrUndefined(lstatSync, file) && !opts.force) throw Object.assign(new Error('exists'), { code: 'EEXIST' });
    }
    renameSync(tmp, file);
  } catch (e) {
    if (fd !== undefined) closeSync(fd);
    try {
      unlinkSync(tmp);
    } catch {
      /* already gone */
    }
    const code = (e as NodeJS.ErrnoException).code;
    if (code === 'EEXIST') throw new HighgroundError('the file exists; pass --force to replace it (nothing was written)', { file });
    const why = code === 'ENOENT' ? 'no such directory' : code === 'EACCES' ? 'permission denied' : code === 'EISDIR' ? 'is a directory' : (e as Error).message;
    throw new HighgroundError(`cannot write the file: ${why}`, { file });
  }
}
