/**
 * Work kept with the object it was computed from: a session and the next one (one figure moved) share the
 * board, so what is built from the board alone (the stacked hex terrain, a ruleset's board view, the
 * caches keyed on them) is built once. The key must not change after it is used (boards never do).
 */
const kept = new WeakMap<object, Map<string, unknown>>();

/** `build()` the first time for (key, tag), the same value every later time. */
export function keptOn<T>(key: object, tag: string, build: () => T): T {
  let m = kept.get(key);
  if (!m) kept.set(key, (m = new Map()));
  if (m.has(tag)) return m.get(tag) as T;
  const v = build();
  m.set(tag, v);
  return v;
}
