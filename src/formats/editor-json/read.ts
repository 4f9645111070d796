/**
 * Read a heroscape-map-editor JSON map (Dissolutio/heroscape-map-editor, `public/*.json`):
 * `{ hexMap: { id, name, shape, width, length }, boardPieces: { "<alt>~<q>~<r>~<rot>~<pieceId>": "<pieceId>" } }`.
 *
 * Coordinates are the editor's own: axial q, r (s = -q - r), altitude as VirtualScape's z, rotation in
 * sixths of a turn, possibly a half step for pieces standing on hex edges (Laur walls). The editor's
 * anchor for multi-hex pieces is not VirtualScape's; see pieces.ts before converting.
 */
import { HighgroundError, type KeyPath } from '../../errors.js';
import { lineCol } from '../scenario/locate.js';
import { editorPieceInfo, type EditorPieceInfo } from './pieces.js';

export { EDITOR_PIECES, editorPieceInfo, type EditorPieceInfo, type EditorPieceKind } from './pieces.js';

/** One piece of a heroscape-map-editor map, in the editor's own coordinates. */
export interface EditorPiece {
  /** The boardPieces key it came from. */
  key: string;
  pieceId: string;
  altitude: number;
  q: number;
  r: number;
  s: number;
  /** 0 <= rotation < 6, in steps of 0.5. */
  rotation: number;
  info: EditorPieceInfo;
}

/** A heroscape-map-editor JSON map as read. */
export interface EditorMap {
  id: string;
  name: string;
  shape: 'rectangle' | 'hexagon';
  width: number;
  /** `length` in the file (older files call it `height`). */
  length: number;
  pieces: EditorPiece[];
}

/** A map-editor JSON file that cannot be read, naming the key (path) and why. */
export class EditorJsonError extends HighgroundError {
  readonly fileName: string | undefined;
  readonly key: KeyPath;

  constructor(reason: string, key: KeyPath, fileName?: string, at?: { line: number; column: number }) {
    super(reason, { file: fileName, path: key.length ? key : undefined, line: at?.line, column: at?.column }, 'file-format');
    this.name = 'EditorJsonError';
    this.fileName = fileName;
    this.key = key;
  }
}

const INT = /^-?(0|[1-9]\d*)$/;
const ROTATION = /^(0|[1-9]\d*)(\.(0|5))?$/;
const MAX_PIECES = 100_000;
/**
 * The largest coordinate (altitude, q or r) a piece key may hold: VirtualScape's .hsc keeps x, y and z
 * in 32-bit integers, and import and export work in that range (a castle wall keyed at altitude
 * 2^53 - 1 made the import's level loop stop advancing: a 6 kB file ran for ever, fuzz seed 5150277).
 */
export const MAX_EDITOR_COORDINATE = 2 ** 31 - 1;

function isRecord(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

function describe(v: unknown): string {
  if (v === null) return 'null';
  if (Array.isArray(v)) return 'a list';
  if (typeof v === 'string') return JSON.stringify(v.length > 40 ? v.slice(0, 40) + '...' : v);
  if (typeof v === 'object') return 'an object';
  return String(v);
}

const JSON_SCALAR = /-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?|true|false|null/y;

/** Where the first JSON syntax error is (RFC 8259; a loop with a stack, so deep input cannot overflow). */
export function jsonErrorOffset(t: string): number {
  const n = t.length;
  let i = 0;
  const stack: number[] = [];
  const skip = () => {
    for (let c = t.charCodeAt(i); c === 0x20 || c === 0x09 || c === 0x0a || c === 0x0d; c = t.charCodeAt(++i));
  };
  const str = (): boolean => {
    if (t[i] !== '"') return false;
    for (i++; i < n; ) {
      const c = t.charCodeAt(i);
      if (c === 0x22) return ++i > 0;
      if (c < 0x20) return false;
      if (c !== 0x5c) i++;
      else if (t[i + 1] === 'u') {
        if (!/^[0-9a-fA-F]{4}$/.test(t.slice(i + 2, i + 6))) return false;
        i += 6;
      } else if (t[i + 1] !== undefined && '"\\/bfnrt'.includes(t[i + 1]!)) i += 2;
      else return false;
    }
    return false;
  };
  const key = (): boolean => {
    skip();
    if (!str()) return false;
    skip();
    return t[i] === ':' ? ++i > 0 : false;
  };
  for (;;) {
    skip();
    const c = t[i];
    if (c === '{' || c === '[') {
      i++;
      skip();
      if (t[i] === (c === '{' ? '}' : ']')) i++;
      else {
        stack.push(c === '{' ? 0x7b : 0x5b);
        if (c === '{' && !key()) return i;
        continue;
      }
    } else if (c === '"') {
      if (!str()) return i;
    } else {
      JSON_SCALAR.lastIndex = i;
      const m = JSON_SCALAR.exec(t);
      if (!m) return i;
      i += m[0].length;
    }
    // after a value: close what it ends, or go on to the next item
    for (;;) {
      skip();
      const top = stack[stack.length - 1];
      if (top === undefined) return i < n ? i : -1;
      if (t[i] === ',') {
        i++;
        if (top === 0x7b && !key()) return i;
        break;
      }
      if (t[i] !== (top === 0x7b ? '}' : ']')) return i;
      i++;
      stack.pop();
    }
  }
}

/** Parse map-editor JSON text. Throws EditorJsonError on bad JSON, a bad key or an unknown piece id. */
export function readEditorJson(text: string, fileName?: string): EditorMap {
  let doc: unknown;
  try {
    doc = JSON.parse(text);
  } catch (e) {
    // JSON.parse names no position for most errors: find the line ourselves (found by fuzzing: a
    // damaged file was refused without saying where).
    throw new EditorJsonError(`not valid JSON: ${(e as Error).message}`, [], fileName, lineCol(text, jsonErrorOffset(text)));
  }
  const fail: (reason: string, key: KeyPath) => never = (reason, key) => {
    throw new EditorJsonError(reason, key, fileName);
  };
  if (!isRecord(doc)) return fail(`expected an object with hexMap and boardPieces, found ${describe(doc)}`, []);

  const hexMap = doc['hexMap'];
  if (!isRecord(hexMap)) return fail(`expected an object, found ${describe(hexMap)}`, ['hexMap']);
  const id = hexMap['id'];
  if (typeof id !== 'string' && typeof id !== 'number') return fail(`expected a string id, found ${describe(id)}`, ['hexMap', 'id']);
  const name = hexMap['name'];
  if (typeof name !== 'string') return fail(`expected a string, found ${describe(name)}`, ['hexMap', 'name']);
  const shape = hexMap['shape'];
  if (shape !== 'rectangle' && shape !== 'hexagon') {
    return fail(`expected "rectangle" or "hexagon", found ${describe(shape)}`, ['hexMap', 'shape']);
  }
  const size = (k: string): number => {
    const v = hexMap[k];
    if (typeof v !== 'number' || !Number.isInteger(v) || v < 0) fail(`expected a whole number of hexes, found ${describe(v)}`, ['hexMap', k]);
    return v;
  };
  const width = size('width');
  const length = hexMap['length'] === undefined && hexMap['height'] !== undefined ? size('height') : size('length');

  const board = doc['boardPieces'];
  if (!isRecord(board)) return fail(`expected an object of pieces, found ${describe(board)}`, ['boardPieces']);
  const keys = Object.keys(board);
  if (keys.length > MAX_PIECES) return fail(`${keys.length} pieces; at most ${MAX_PIECES} are accepted`, ['boardPieces']);

  const pieces: EditorPiece[] = [];
  for (const key of keys) {
    const where: KeyPath = ['boardPieces', key];
    const parts = key.split('~');
    if (parts.length !== 5) fail(`a piece key has 5 parts "<altitude>~<q>~<r>~<rotation>~<pieceId>", this one has ${parts.length}`, where);
    const [alt, q, r, rot, pieceId] = parts as [string, string, string, string, string];
    for (const [label, v] of [['altitude', alt], ['q', q], ['r', r]] as const) {
      if (!INT.test(v)) fail(`the ${label} in the key must be a whole number, found ${JSON.stringify(v)}`, where);
    }
    if (!ROTATION.test(rot) || Number(rot) >= 6) {
      fail(`the rotation in the key must be 0-5.5 in half steps, found ${JSON.stringify(rot)}`, where);
    }
    const info = editorPieceInfo(pieceId);
    if (!info) fail(`unknown piece id ${JSON.stringify(pieceId)}`, where);
    const value = board[key];
    if (value !== pieceId) fail(`the value must repeat the key's piece id ${JSON.stringify(pieceId)}, found ${describe(value)}`, where);
    const altitude = Number(alt);
    if (altitude < 0) fail(`the altitude must be 0 or more, found ${altitude}`, where);
    const qn = Number(q);
    const rn = Number(r);
    for (const [label, text, v] of [['altitude', alt, altitude], ['q', q, qn], ['r', r, rn]] as const) {
      if (!(Math.abs(v) <= MAX_EDITOR_COORDINATE)) {
        fail(`the ${label} in the key is ${text.length > 40 ? `${text.slice(0, 40)}...` : text}; at most ${MAX_EDITOR_COORDINATE} either way is accepted (the 32-bit range of a VirtualScape map)`, where);
      }
    }
    pieces.push({
      key, pieceId, altitude, q: qn, r: rn, s: -qn - rn || 0, rotation: Number(rot), info,
    });
  }
  return { id: String(id), name, shape, width, length, pieces };
}
