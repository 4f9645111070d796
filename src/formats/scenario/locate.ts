/** Map key paths of a parsed YAML document back to lines and columns. */
import { isMap, isNode, isPair, isScalar, isSeq, LineCounter, type Document, type Node } from 'yaml';
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

export class SourceMap {
  private readonly doc: Document.Parsed;
  private readonly lines: LineCounter;
  constructor(doc: Document.Parsed, lines: LineCounter) {
    this.doc = doc;
    this.lines = lines;
  }

  /** The line of the value at `path`, or of the nearest ancestor that exists. */
  value(path: KeyPath): Located | undefined {
    for (let n = path.length; n >= 0; n--) {
      const node = this.node(path.slice(0, n));
      if (node?.range) return this.pos(node.range[0]);
    }
    return undefined;
  }

  /** The line of the key `key` inside the mapping at `path` (for unknown keys), else of the mapping. */
  key(path: KeyPath, key: string): Located | undefined {
    const node = this.node(path);
    if (node && isMap(node)) {
      for (const item of node.items) {
        if (isPair(item) && isScalar(item.key) && String(item.key.value) === key && item.key.range)
          return this.pos(item.key.range[0]);
      }
    }
    return this.value(path);
  }

  /** First line of a block scalar's content (`rows: |`), else the value's own line. */
  blockContent(path: KeyPath): number | undefined {
    const node = this.node(path);
    if (!node?.range) return this.value(path)?.line;
    const line = this.pos(node.range[0]).line;
    return isScalar(node) && (node.type === 'BLOCK_LITERAL' || node.type === 'BLOCK_FOLDED') ? line + 1 : line;
  }

  /** Line/column of a character offset into the source. */
  pos(offset: number): Located {
    const p = this.lines.linePos(offset);
    return { line: p.line, column: p.col };
  }

  private node(path: KeyPath): Node | undefined {
    let cur: unknown = this.doc.contents;
    for (const k of path) {
      if (isMap(cur)) {
        const pair = cur.items.find((it) => isPair(it) && isScalar(it.key) && String(it.key.value) === String(k));
        cur = pair && isPair(pair) ? pair.value : undefined;
      } else if (isSeq(cur) && typeof k === 'number') {
        cur = cur.items[k];
      } else return undefined;
    }
    return isNode(cur) ? cur : undefined;
  }
}
