/**
 * User-facing errors: a bad file, an impossible question. They carry where (file, line, column, key
 * path, byte offset) and why. Programming errors are plain `Error`s and are never caught by the CLI's
 * friendly path.
 */
/** Keys from the document root to a value, e.g. ['figures', 'A', 'at']. */
export type KeyPath = readonly (string | number)[];

/** Where a user error is: file, line and column, key path, or byte offset; any may be unknown. */
export interface ErrorPlace {
  file?: string | undefined;
  line?: number | undefined;
  column?: number | undefined;
  /** Path of keys inside the document, e.g. ['figures', 'A', 'at']. */
  path?: KeyPath | undefined;
  /** Byte offset in a binary file. */
  offset?: number | undefined;
}

/**
 * What kind of user error it is: a stable name to switch on (the wording of `reason` may change, the code
 * does not). The README lists them.
 * - `file-format`: a map or scenario file that cannot be read (bad bytes, bad YAML/JSON, wrong version).
 * - `unknown-key`: a key the format, the ruleset or the question does not know (a misspelt option, cell
 *   key, figure key or question argument); the reason lists the known ones.
 * - `bad-value`: a known key with a value of the wrong type or outside its range.
 * - `unknown-question`: a question the ruleset does not answer (or a batch entry it has no rules for).
 * - `unknown-figure`: a figure id the scenario does not have.
 * - `off-map`: a place, or part of a figure's base, outside the map.
 * - `placement`: a figure cannot stand there (inside an obstacle, over a drop, overlapping another).
 * - `illegal`: an outcome that cannot be applied (a refused move, a push that moves nobody is not one).
 * - `usage`: a call or command used wrongly (a missing argument, a value of the wrong type to a function,
 *   YAML text given to `loadScenario` when `highground/yaml` is not loaded).
 * - `limit`: input past a size limit (too many tiles, too deep, too large).
 * - `io`: a file that cannot be read or written.
 */
export type ErrorCode =
  | 'file-format' | 'unknown-key' | 'bad-value' | 'unknown-question' | 'unknown-figure' | 'off-map'
  | 'placement' | 'illegal' | 'usage' | 'limit' | 'io';

/** Every code, in the order the README lists them. */
export const ERROR_CODES: readonly ErrorCode[] = [
  'file-format', 'unknown-key', 'bad-value', 'unknown-question', 'unknown-figure', 'off-map', 'placement', 'illegal', 'usage', 'limit', 'io',
];

/** A user error (a bad file, an impossible question) with where (`place`), why (`reason`) and a stable `code`. */
export class HighgroundError extends Error {
  readonly place: ErrorPlace;
  /** The bare reason, without the place. */
  readonly reason: string;
  private readonly given: ErrorCode | undefined;

  constructor(reason: string, place: ErrorPlace = {}, code?: ErrorCode) {
    super(formatPlace(place) + reason);
    this.name = 'HighgroundError';
    this.reason = reason;
    this.place = place;
    this.given = code;
  }

  /**
   * What kind of error (see ErrorCode): given where it is thrown (the file readers' error classes give
   * `file-format`), else `file-format` at a byte offset, else `bad-value`.
   */
  get code(): ErrorCode {
    return this.given ?? (this.place.offset !== undefined ? 'file-format' : 'bad-value');
  }

  /** The same error with more of its place filled in (never overwriting what is known), and the same code. */
  withPlace(more: ErrorPlace): HighgroundError {
    const merged: ErrorPlace = { ...more, ...stripUndefined(this.place) };
    return new HighgroundError(this.reason, merged, this.code);
  }

  /** The same error with another code (the place and reason kept). */
  withCode(code: ErrorCode): HighgroundError {
    return new HighgroundError(this.reason, this.place, code);
  }
}

function stripUndefined(p: ErrorPlace): ErrorPlace {
  const out: ErrorPlace = {};
  for (const [k, v] of Object.entries(p)) if (v !== undefined) (out as Record<string, unknown>)[k] = v;
  return out;
}

/** `key.path[2].x` rendering of a key path. */
export function formatPath(path: KeyPath): string {
  let s = '';
  for (const k of path) {
    if (typeof k === 'number') s += `[${k}]`;
    else if (/^[A-Za-z_][\w-]*$/.test(k)) s += (s ? '.' : '') + k;
    else s += `[${JSON.stringify(k)}]`;
  }
  return s;
}

/** `file:line:col: key a.b: ` prefix for a message (empty when nothing is known). */
export function formatPlace(p: ErrorPlace): string {
  const parts: string[] = [];
  let head = p.file ?? '';
  if (p.line !== undefined) head += `${head ? ':' : 'line '}${p.line}${p.column !== undefined ? `:${p.column}` : ''}`;
  if (p.offset !== undefined) head += `${head ? ': ' : ''}byte ${p.offset}`;
  if (head) parts.push(head);
  if (p.path && p.path.length) parts.push(`key ${formatPath(p.path)}`);
  return parts.length ? parts.join(': ') + ': ' : '';
}
