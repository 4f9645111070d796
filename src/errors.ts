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

/** A user error (a bad file, an impossible question) with where (`place`) and why (`reason`). */
export class HighgroundError extends Error {
  readonly place: ErrorPlace;
  /** The bare reason, without the place. */
  readonly reason: string;

  constructor(reason: string, place: ErrorPlace = {}) {
    super(formatPlace(place) + reason);
    this.name = 'HighgroundError';
    this.reason = reason;
    this.place = place;
  }

  /** The same error with more of its place filled in (never overwriting what is known). */
  withPlace(more: ErrorPlace): HighgroundError {
    const merged: ErrorPlace = { ...more, ...stripUndefined(this.place) };
    return new HighgroundError(this.reason, merged);
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
