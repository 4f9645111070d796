// @ts-check
/**
 * Mutators: break a valid input the ways users' files and hostile files break. Text (YAML/JSON):
 * bit flips, truncation, token and line swaps, duplicated lines (duplicate keys), anchors and aliases,
 * deep nesting, odd numbers, tags, odd unicode. Objects: wrong types, unknown keys, missing keys, huge
 * counts and sizes, odd keys. Bytes (.hsc): bit flips, truncation, splices, patched counts and fields.
 */
import { ODD_NUMBERS } from './questions.js';

/** @typedef {import('./rng.js').Rng} Rng */

export const ODD_UNICODE = [
  '\u0000', '\u0007', '\u001b[31m', '\u00ad', '\u200b', '\u200d', '\u202e', '\u2028', '\u2029', '\ufeff', '\ufffd', '\uffff',
  '\ud800', '\udc00', '\ud83d\ude00', 'e\u0301', '\u0130', 'ß', '𝔘', '\u{10ffff}', '<script>alert(1)</script>', '&amp;', ']]>', '"', "'", '\\', '%n', '${x}',
];
export const ODD_KEYS = ['__proto__', 'constructor', 'prototype', 'toString', 'valueOf', 'hasOwnProperty', '', ' ', '<<', '?', '-', 'A\u0000', '\ud800'];

// ---------------------------------------------------------------------------------------------- text

const ODD_NUMBER_TEXT = ['-1', '0', '-0', '2147483647', '2147483648', '-2147483649', '9007199254740993', '1e308', '1e999', '-1e999', '.nan', '.inf', '-.inf', '0x7fffffff', '0o17', '1_000', '3.5', '1e-400', 'NaN', 'null', '~', '""'];
const TAGS = ['!!binary', '!!str', '!!int', '!!float', '!!set', '!!omap', '!!pairs', '!!timestamp', '!!map', '!!seq', '!custom', '!!js/function', '!<tag:yaml.org,2002:int>'];

/** @param {Rng} r @param {string} s */
function flipBits(r, s) {
  const bytes = new TextEncoder().encode(s);
  if (!bytes.length) return s;
  for (let n = r.int(1, 4); n > 0; n--) {
    const i = r.int(0, bytes.length - 1);
    bytes[i] = /** @type {number} */ (bytes[i]) ^ (1 << r.int(0, 7));
  }
  return new TextDecoder().decode(bytes);
}

/** @param {Rng} r @param {string} s */
function tokens(r, s) {
  return s.split(/(\s+|[[\]{},:])/).filter((t) => t !== '');
}

/** One random text mutation. @param {Rng} r @param {string} s @returns {string} */
export function mutateText(r, s) {
  const lines = s.split('\n');
  const at = () => r.int(0, s.length);
  const lineAt = () => r.int(0, Math.max(0, lines.length - 1));
  return r.weighted([
    [4, () => flipBits(r, s)],
    [3, () => s.slice(0, at())],
    [2, () => { const i = at(); return s.slice(0, i) + s.slice(i + r.int(1, 8)); }],
    [3, () => { const i = at(); return s.slice(0, i) + r.pick(ODD_UNICODE) + s.slice(i); }],
    [3, () => {
      const t = tokens(r, s);
      if (t.length < 2) return s;
      const i = r.int(0, t.length - 1);
      const j = r.int(0, t.length - 1);
      [t[i], t[j]] = [/** @type {string} */ (t[j]), /** @type {string} */ (t[i])];
      return t.join('');
    }],
    [3, () => { const i = lineAt(); lines.splice(i, 0, /** @type {string} */ (lines[i])); return lines.join('\n'); }],
    [2, () => { lines.splice(lineAt(), 1); return lines.join('\n'); }],
    [2, () => { const i = lineAt(); const j = lineAt(); [lines[i], lines[j]] = [/** @type {string} */ (lines[j]), /** @type {string} */ (lines[i])]; return lines.join('\n'); }],
    [3, () => s.replace(/-?\d+(\.\d+)?/g, (m) => (r.chance(0.3) ? r.pick(ODD_NUMBER_TEXT) : m))],
    [2, () => { const i = lineAt(); lines[i] = (lines[i] ?? '').replace(/: /, `: ${r.pick(TAGS)} `); return lines.join('\n'); }],
    [2, () => {
      // an anchor on one value and aliases elsewhere (or to nowhere)
      const i = lineAt();
      lines[i] = (lines[i] ?? '').replace(/: (\S)/, ': &a $1');
      const j = lineAt();
      lines[j] = (lines[j] ?? '').replace(/: .*$/, r.pick([': *a', ': *b', ': [*a, *a, *a]', ': {<<: *a}']));
      return lines.join('\n');
    }],
    [1, () => aliasBomb(r) + s],
    [1, () => {
      const d = r.pick([50, 65, 200, 5000, 20000]);
      const i = lineAt();
      lines[i] = (lines[i] ?? '').replace(/: .*$/, `: ${'['.repeat(d)}1${']'.repeat(d)}`);
      return lines.join('\n');
    }],
    [1, () => {
      const d = r.pick([70, 300]);
      const i = lineAt();
      let nested = '';
      for (let k = 0; k < d; k++) nested += `\n${' '.repeat(2 * k + 2)}k${k}:`;
      lines[i] = (lines[i] ?? '').replace(/: .*$/, `:${nested} 1`);
      return lines.join('\n');
    }],
    [1, () => '\ufeff' + s],
    [1, () => s.replace(/\n/g, '\r\n')],
    [1, () => s.replace(/^( +)/gm, (m) => (r.chance(0.3) ? '\t' + m.slice(1) : m))],
    [1, () => s + r.pick(['\n---\nformat: highground/1\n', '\n...\n', '\n%YAML 1.1\n', '\n? [a, b]\n: c\n', '\nmap: ~\n'])],
    [1, () => s.replace(/"/g, r.pick(["'", '', '"""']))],
    [1, () => { const i = at(); return s.slice(0, i) + r.pick(['{', '}', '[', ']', ':', '- ', '? ', '|', '>', '#', '"', "'", '*', '&', '!', '%', '@', '`']) + s.slice(i); }],
  ])();
}

/** Anchors nested ten wide, `depth` deep (a "billion laughs"). @param {Rng} r */
export function aliasBomb(r, depth = r.int(3, 12)) {
  const out = ['bomb0: &b0 [lol, lol, lol, lol, lol, lol, lol, lol, lol, lol]'];
  for (let i = 1; i <= depth; i++) out.push(`bomb${i}: &b${i} [${Array(10).fill(`*b${i - 1}`).join(', ')}]`);
  return out.join('\n') + '\n';
}

// ------------------------------------------------------------------------------------------- objects

/** Every [parent, key] in an object tree. @param {unknown} v @returns {[any, string|number][]} */
function slots(v, out = /** @type {[any, string|number][]} */ ([]), depth = 0) {
  if (depth > 12 || v === null || typeof v !== 'object') return out;
  if (Array.isArray(v)) v.forEach((x, i) => { out.push([v, i]); slots(x, out, depth + 1); });
  else for (const [k, x] of Object.entries(v)) { out.push([v, k]); slots(x, out, depth + 1); }
  return out;
}

/** @param {unknown} v @returns {any[]} */
function containers(v, out = /** @type {any[]} */ ([]), depth = 0) {
  if (depth > 12 || v === null || typeof v !== 'object') return out;
  if (!Array.isArray(v)) out.push(v);
  for (const x of Object.values(v)) containers(x, out, depth + 1);
  return out;
}

/** A value of another kind than `v`. @param {Rng} r @param {unknown} v */
export function otherValue(r, v) {
  return r.weighted([
    [3, () => r.pick(ODD_NUMBERS)],
    [2, () => r.pick(['', 'x', '3', 'NaN', 'true', '[1, 2]', r.pick(ODD_UNICODE), 'a'.repeat(r.pick([100, 10000]))])],
    [1, () => null],
    [1, () => !v],
    [2, () => r.pick([[], [1], [1, 2, 3], ['a', 'b'], [[0, 0]], [null, null]])],
    [2, () => r.pick([{}, { x: 1 }, { at: [0, 0] }, { level: 1 }])],
    [1, () => (typeof v === 'number' ? -v : typeof v === 'string' ? v + v : v)],
  ])();
}

/** Huge sizes and counts where a scenario has them. @param {Rng} r @param {any} s */
function hugeCounts(r, s) {
  const map = s.map;
  if (!map || typeof map !== 'object') return;
  r.weighted([
    [3, () => { map.size = r.pick([[10000, 1000], [100000, 100000], [2 ** 31, 2], [1, 2 ** 31], [1e308, 1e308], [1001, 1000], [1000, 1000], [0, 5], [-3, 4]]); if (r.chance(0.7)) delete map.rows; }],
    [2, () => {
      if (map.grid === 'table') { map.pieces = Array.from({ length: r.pick([200, 600]) }, (_, i) => ({ kind: 'building', shape: { rect: [i % 30, (i * 7) % 30, 1, 1] } })); return; }
      const w = r.pick([1000, 3000, 100000]);
      const h = r.pick([1, 2, 300]);
      const row = Array(w).fill('.').join(' ');
      map.rows = Array(Math.min(h, Math.ceil(3_000_000 / (2 * w)))).fill(row).join('\n');
      map.legend = { '.': {} };
    }],
    [2, () => { map.cells = Array.from({ length: r.pick([1000, 5000]) }, (_, i) => ({ at: [i % 100, Math.floor(i / 100)] })); }],
    [2, () => { if (map.cells?.[0]) map.cells[0].at = r.pick([[2 ** 31 - 1, 0], [1e6, 1e6], [-1, 0], [1e15, 2]]); else map.cells = [{ at: r.pick([[999999, 999999], [2 ** 31, 0]]) }]; }],
    [2, () => { const f = Object.values(s.figures ?? {})[0]; if (f) f.at = r.pick([[2 ** 31, 0], [-1, -1], [1e9, 1e9], [0.5, 0.5], [1e300, 1e300]]); }],
    [2, () => { const f = Object.values(s.figures ?? {})[0]; if (f) f[r.pick(['speed', 'level', 'ma', 'height', 'ht', 'wk', 'hp', 'reach', 'move'])] = r.pick([2 ** 31, 2 ** 53 - 1, 1e308, 1e6]); }],
    [1, () => { s.figures = Object.fromEntries(Array.from({ length: r.pick([500, 3000]) }, (_, i) => [`f${i}`, { at: [i % 8, (i >> 3) % 8] }])); }],
    [2, () => { const leg = map.legend; if (leg) for (const c of Object.values(leg)) if (c && typeof c === 'object') { c.level = r.pick([2 ** 31, 1e9, -1e9, 2 ** 53 - 1]); break; } }],
    [1, () => { const leg = map.legend; if (leg) for (const c of Object.values(leg)) if (c && typeof c === 'object') { c.obstacle = r.pick([2 ** 31, 1e9]); break; } }],
    [1, () => { s.checks = Array.from({ length: r.pick([300, 2000]) }, () => ({ ask: 'adjacent', a: 'A', b: 'B', expect: {} })); }],
    [1, () => { delete map.rows; delete map.size; map.cells = Array.from({ length: r.pick([2000, 40000]) }, (_, i) => ({ at: [i % 400, Math.floor(i / 400)] })); }],
    [1, () => {
      const n = r.pick([200, 1000, 5000]);
      const poly = Array.from({ length: n }, (_, i) => [12 + 6 * Math.cos((2 * Math.PI * i) / n), 12 + 6 * Math.sin((2 * Math.PI * i) / n)]);
      if (map.grid === 'table') (map.pieces ??= []).push({ kind: r.pick(['building', 'forest', 'wall']), shape: { polygon: poly } });
      else if (s.map) s.map.structures = { big: { kind: 'enclosed', footprint: { polygon: poly } } };
    }],
  ])();
}

/**
 * One random object mutation, in place. A mutator that does not fit the object's shape (a figure that
 * became a string) is skipped.
 * @param {Rng} r @param {any} s
 */
export function mutateObject(r, s) {
  try {
    mutateOnce(r, s);
  } catch {
    // the mutation did not apply; the object stays as the earlier mutations left it
  }
}

/** @param {Rng} r @param {any} s */
function mutateOnce(r, s) {
  const all = slots(s);
  const slot = () => r.pick(all);
  r.weighted([
    [5, () => { if (!all.length) return; const [p, k] = slot(); p[k] = otherValue(r, p[k]); }],
    [3, () => { const cs = containers(s); if (!cs.length) return; const c = r.pick(cs); c[r.chance(0.5) ? r.pick(['extra', 'colour', 'levle', 'Size', 'x']) : r.pick(ODD_KEYS)] = r.pick([1, 'a', {}, null]); }],
    [3, () => { if (!all.length) return; const [p, k] = slot(); if (Array.isArray(p)) p.splice(Number(k), 1); else delete p[k]; }],
    [4, () => hugeCounts(r, s)],
    [2, () => {
      // rename a key to an odd one (figure ids, legend tokens, piece ids...)
      const cs = containers(s).filter((c) => Object.keys(c).length);
      if (!cs.length) return;
      const c = r.pick(cs);
      const k = r.pick(Object.keys(c));
      const v = c[k];
      delete c[k];
      Object.defineProperty(c, r.chance(0.7) ? r.pick(ODD_KEYS) : k + r.pick(ODD_UNICODE), { value: v, enumerable: true, writable: true, configurable: true });
    }],
    [2, () => { if (all.length < 2) return; const [p, k] = slot(); const [q, l] = slot(); const t = p[k]; p[k] = q[l]; q[l] = t; }],
    [1, () => { if (!all.length) return; const [p, k] = slot(); let v = 1; for (let i = 0; i < r.pick([60, 70, 1000]); i++) v = /** @type {any} */ ([v]); p[k] = v; }],
    [1, () => { if (!all.length) return; const [p, k] = slot(); p[k] = r.pick(['x'.repeat(1e5), 'A'.repeat(100), 'é'.repeat(5000)]); }],
    [1, () => { if (!all.length) return; const [p, k] = slot(); if (typeof p[k] === 'string') p[k] = r.pick(ODD_UNICODE) + p[k] + r.pick(ODD_UNICODE); }],
  ])();
}

// --------------------------------------------------------------------------------------------- bytes

/** Where an i32 lies in a valid .hsc: the tile count and each tile's type, rotation, x, y, z. */
export function hscLayout(/** @type {Uint8Array} */ bytes, /** @type {number} */ tileCount, /** @type {number} */ firstType) {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let countAt = -1;
  for (let k = 8; k + 8 <= bytes.length; k++) {
    if (view.getInt32(k, true) === tileCount && (tileCount === 0 || view.getInt32(k + 4, true) === firstType)) { countAt = k; break; }
  }
  /** @type {number[]} */
  const tiles = [];
  if (countAt >= 0) {
    for (let k = countAt + 4; k + 28 <= bytes.length; k++) {
      const v = view.getFloat64(k + 4, true);
      if ((Math.abs(v - 0.0003) < 1e-9 || Math.abs(v - 0.0002) < 1e-9 || Math.abs(v - 0.0001) < 1e-9) && view.getInt32(k, true) >= 1000) tiles.push(k);
    }
  }
  return { countAt, tiles };
}

const I32_PATCHES = [2 ** 31 - 1, -(2 ** 31), -1, 0, 1, 65535, 1 << 24, 1_000_000, 2 ** 30];
const FIELD_PATCHES = [2 ** 31 - 1, -(2 ** 31), -1, 0, 1_000_000, -1_000_000, 2 ** 30, 46341, 100, 6, 7];
const KNOWN_TYPES = [1001, 1002, 1003, 1007, 1024, 2001, 3001, 4001, 5001, 14001, 14065, 15001, 16301, 16402, 17000, 18001, 18002, 24015, 8005];

/**
 * One random byte mutation.
 * @param {Rng} r @param {Uint8Array} b @param {{ countAt: number, tiles: number[] }} layout @param {Uint8Array[]} donors
 * @returns {Uint8Array}
 */
export function mutateBytes(r, b, layout, donors) {
  const out = b.slice();
  const view = new DataView(out.buffer);
  const i32 = (/** @type {number} */ at, /** @type {number} */ v) => { if (at >= 0 && at + 4 <= out.length) view.setInt32(at, v | 0, true); };
  return r.weighted([
    [5, () => { for (let n = r.int(1, 6); n > 0 && out.length; n--) { const i = r.int(0, out.length * 8 - 1); out[i >> 3] = /** @type {number} */ (out[i >> 3]) ^ (1 << (i & 7)); } return out; }],
    [3, () => out.slice(0, r.int(0, out.length))],
    [3, () => {
      // splice: insert, overwrite or delete a run of bytes, random or copied from another map
      const at = r.int(0, out.length);
      const src = r.pick(donors);
      const from = r.int(0, Math.max(0, src.length - 1));
      const junk = r.chance(0.5) ? src.slice(from, from + r.int(1, 64)) : Uint8Array.from({ length: r.int(1, 16) }, () => r.int(0, 255));
      const mode = r.int(0, 2);
      if (mode === 0) return Uint8Array.from([...out.subarray(0, at), ...junk, ...out.subarray(at)]);
      if (mode === 1) return Uint8Array.from([...out.subarray(0, at), ...junk, ...out.subarray(at + junk.length)]);
      return Uint8Array.from([...out.subarray(0, at), ...out.subarray(at + junk.length)]);
    }],
    [3, () => { i32(layout.countAt, r.pick(I32_PATCHES)); return out; }],
    [5, () => {
      // a tile's x, y, z (or rotation) patched to an extreme
      if (!layout.tiles.length) return out;
      const t = r.pick(layout.tiles);
      for (let n = r.int(1, 2); n > 0; n--) i32(t + 12 + 4 * r.int(0, 3), r.pick(FIELD_PATCHES));
      return out;
    }],
    [2, () => {
      // two tiles far apart: one at a corner of the i32 range
      for (const t of layout.tiles.slice(0, 2)) { i32(t + 16, r.pick([2 ** 31 - 1, -(2 ** 31), 1_000_000, 46341])); i32(t + 20, r.pick([2 ** 31 - 1, -(2 ** 31), 1_000_000, 0])); }
      return out;
    }],
    [3, () => { if (!layout.tiles.length) return out; i32(r.pick(layout.tiles), r.pick(KNOWN_TYPES)); return out; }],
    [1, () => { const v = r.pick([0.0001, 0.0002, 0.0003, 0.0004, 0.0005, 0.0006, 0.0007, Number.NaN, 1e308]); if (out.length >= 8) view.setFloat64(0, v, true); return out; }],
    [2, () => { const at = r.int(0, Math.max(0, out.length - 4)); i32(at, r.pick(I32_PATCHES)); return out; }],
  ])();
}
