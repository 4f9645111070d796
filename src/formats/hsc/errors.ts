import { HighgroundError } from '../../errors.js';

/**
 * A `.hsc` file that cannot be read: truncated, corrupted, or of a version we do not know. Carries
 * the byte offset of the field that failed and what was expected there.
 */
export class HscFormatError extends HighgroundError {
  readonly offset: number;
  /** What the reader wanted at `offset`, e.g. "an i32 tile rotation (0-5)". */
  readonly expected: string;
  readonly fileName: string | undefined;

  constructor(reason: string, offset: number, expected: string, fileName?: string) {
    super(reason, { file: fileName, offset }, 'file-format');
    this.name = 'HscFormatError';
    this.offset = offset;
    this.expected = expected;
    this.fileName = fileName;
  }
}
