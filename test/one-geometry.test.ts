// Issue 15: one gcd and one odd-r <-> axial conversion in src/geometry, used everywhere in src/, and the
// conversion exported from the public entry for the app.
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import * as entry from '../src/index.js';

const ROOT = join(import.meta.dirname, '..');

function sources(dir: string): string[] {
  const out: string[] = [];
  for (const name of readdirSync(dir)) {
    const p = join(dir, name);
    if (statSync(p).isDirectory()) out.push(...sources(p));
    else if (/\.ts$/.test(name) && !/\.test\.ts$/.test(name)) out.push(p);
  }
  return out;
}

const files = sources(join(ROOT, 'src')).map((p) => ({ path: relative(ROOT, p).replaceAll('\\', '/'), text: readFileSync(p, 'utf8') }));
/** Code without its comments (the formula is quoted in doc comments). */
const code = (t: string) => t.replace(/\/\*[\s\S]*?\*\//g, '').replace(/\/\/.*$/gm, '');

describe('geometry dedup (issue 15)', () => {
  it('src/ defines gcd once, in src/geometry/integer.ts', () => {
    const defs = files.filter((f) => /\bfunction\s+gcd\s*\(|\bgcd\s*=\s*\(/.test(code(f.text))).map((f) => f.path);
    expect(defs).toEqual(['src/geometry/integer.ts']);
  });

  it('src/ converts odd-r rows only in src/geometry/hex/coords.ts', () => {
    // (y - (y & 1)) / 2 or >> 1, in any variable names: the odd-r half-row shift
    const shift = /\(\s*(\w+)\s*-\s*\(\s*\1\s*&\s*1\s*\)\s*\)\s*(\/\s*2|>>\s*1)/;
    const uses = files.filter((f) => shift.test(code(f.text))).map((f) => f.path);
    expect(uses).toEqual(['src/geometry/hex/coords.ts']);
  });

  it('the public entry exports the odd-r conversion, and it round-trips negative and odd rows', () => {
    for (const [x, y] of [[0, 0], [3, 1], [-2, -1], [5, -3], [-7, 4]] as const) {
      const a = entry.offsetToAxial({ x, y });
      expect(a.q).toBe(entry.offsetQ(x, y));
      expect(entry.axialToOffset(a)).toEqual({ x, y });
      expect(entry.offsetX(a.q, a.r)).toBe(x);
    }
    expect(entry.offsetToAxial({ x: 1, y: 1 })).toEqual({ q: 1, r: 1 });
    expect(entry.offsetToAxial({ x: 1, y: 2 })).toEqual({ q: 0, r: 2 });
  });
});
