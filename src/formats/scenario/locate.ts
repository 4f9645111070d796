/** Where a key path of a scenario text stands: the interface its readers (YAML, JSON) implement. */
import type { KeyPath } from '../../errors.js';

export interface Located {
  line: number;
  column: number;
}

/** 1-based line and column of character `offset` of a text. */
export function lineCol(text: string, offset: number): Located {
  let line = 1;
  let start = 0;
  for (let i = text.indexOf('\n'); i >= 0 && i < offset; i = text.indexOf('\n', i + 1)) {
    line++;
    start = i + 1;
  }
  return { line, column: offset - start + 1 };
}

/** Key paths of a read text, back to lines and columns (each text reader has its own). */
export interface SourceMap {
  /** The line of the value at `path`, or of the nearest ancestor that exists. */
  value(path: KeyPath): Located | undefined;
  /** The line of the key `key` inside the mapping at `path` (for unknown keys), else of the mapping. */
  key(path: KeyPath, key: string): Located | undefined;
  /** First line of a block scalar's content (`rows: |`), else the value's own line (undefined: rows have no lines of their own). */
  blockContent(path: KeyPath): number | undefined;
  /** Line/column of a character offset into the source. */
  pos(offset: number): Located;
}
