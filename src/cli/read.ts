/** Reading the user's files, with a plain reason when a file cannot be read. */
import { readFileSync } from 'node:fs';
import { HighgroundError } from '../errors.js';

/** The bytes of `file`; a HighgroundError naming the file when it is missing, a directory or unreadable. */
export function readBytes(file: string): Buffer {
  try {
    return readFileSync(file);
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code;
    const why = code === 'ENOENT' ? 'no such file' : code === 'EISDIR' ? 'is a directory' : code === 'EACCES' ? 'permission denied' : (e as Error).message;
    throw new HighgroundError(`cannot read the file: ${why}`, { file });
  }
}
