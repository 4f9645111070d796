/**
 * `expect` matching for checks (the spec's Checks section): a subset match. Every key given must match;
 * objects match recursively; a list of plain values matches as a set; a list of objects matches element
 * by element; `reasons` matches when each listed reason appears among the verdict's reasons.
 *
 * Extension (compatible: no verdict key begins with `$`): an object of `expect` may hold
 * `$absent: [key, ...]` (or one key as a string), which matches when none of those keys is present in the
 * verdict's object at that place, so a check can say what a verdict must NOT carry (a reach cell with no
 * `falls`, a move with no `placements`). A key given both to match and in `$absent` can never pass.
 */
import { HighgroundError } from '../errors.js';

/** The directive key of an `expect` object that names keys the verdict must not have. */
export const ABSENT_KEY = '$absent';

/** One way a verdict differs from a check's `expect`: where, and the two values. */
export interface Mismatch {
  /** Key path inside the verdict, e.g. `reasons` or `path[2].cost`. */
  path: string;
  expected: unknown;
  actual: unknown;
}

/** The ways `actual` fails to match `expect` as a subset (empty when it matches). */
export function matchExpect(expect: unknown, actual: unknown, path = ''): Mismatch[] {
  if (expect !== null && typeof expect === 'object' && !Array.isArray(expect)) {
    if (actual === null || typeof actual !== 'object' || Array.isArray(actual)) return [{ path, expected: expect, actual }];
    const out: Mismatch[] = [];
    for (const [k, v] of Object.entries(expect)) {
      const sub = path ? `${path}.${k}` : k;
      if (k === ABSENT_KEY) {
        for (const name of absentNames(v, sub)) {
          const a = (actual as Record<string, unknown>)[name];
          if (Object.hasOwn(actual, name) && a !== undefined)
            out.push({ path: path ? `${path}.${name}` : name, expected: '(absent)', actual: a });
        }
        continue;
      }
      const a = (actual as Record<string, unknown>)[k];
      if (k === 'reasons' && Array.isArray(v) && Array.isArray(a)) out.push(...matchContains(v, a, sub));
      else out.push(...matchExpect(v, a, sub));
    }
    return out;
  }
  if (Array.isArray(expect)) {
    if (!Array.isArray(actual)) return [{ path, expected: expect, actual }];
    if (expect.every(isPlain) && actual.every(isPlain)) {
      const want = new Set(expect.map(keyOf));
      const got = new Set(actual.map(keyOf));
      const same = want.size === got.size && [...want].every((x) => got.has(x));
      return same ? [] : [{ path, expected: expect, actual }];
    }
    if (expect.length !== actual.length) return [{ path: `${path}.length`, expected: expect.length, actual: actual.length }];
    return expect.flatMap((e, i) => matchExpect(e, actual[i], `${path}[${i}]`));
  }
  return sameScalar(expect, actual) ? [] : [{ path, expected: expect, actual }];
}

/** The key names of a `$absent` directive: one name or a list of names, else a user error saying where. */
function absentNames(v: unknown, path: string): string[] {
  const names = typeof v === 'string' ? [v] : v;
  if (!Array.isArray(names) || names.length === 0 || !names.every((n) => typeof n === 'string' && n !== ''))
    throw new HighgroundError(
      `expect ${path}: ${ABSENT_KEY} takes a key name or a non-empty list of key names (the keys the verdict must not have), not ${JSON.stringify(v)}`,
      {},
      'bad-value',
    );
  return names as string[];
}

function matchContains(expect: unknown[], actual: unknown[], path: string): Mismatch[] {
  const out: Mismatch[] = [];
  expect.forEach((e, i) => {
    if (!actual.some((a) => matchExpect(e, a).length === 0))
      out.push({ path: `${path}[${i}]`, expected: e, actual: actual.map((a) => (a as { rule?: unknown })?.rule ?? a) });
  });
  return out;
}

/** Scalars: equal, or a flat pair of plain values such as [x, y] written the same. */
function isPlain(v: unknown): boolean {
  return v === null || ['string', 'number', 'boolean'].includes(typeof v) || (Array.isArray(v) && v.every((x) => typeof x === 'number'));
}

function keyOf(v: unknown): string {
  return JSON.stringify(v);
}

function sameScalar(a: unknown, b: unknown): boolean {
  if (typeof a === 'number' && typeof b === 'number') {
    if (Number.isInteger(a) && Number.isInteger(b)) return a === b;
    return Math.abs(a - b) <= 1e-9 * Math.max(1, Math.abs(a), Math.abs(b));
  }
  return a === b;
}
