/**
 * The rulesets this program knows: filled by what is imported. Each ruleset's entry point (and the
 * `highground` entry, which imports them all) registers its ruleset here; registering adds the ruleset's
 * scenario keys to the scenario schema, so a file may use them.
 */
import { registerScenarioPieces } from '../formats/scenario/schema.js';
import type { Ruleset } from './ruleset.js';

const list: Ruleset<unknown>[] = [];

/** Every registered ruleset, in registration order (a live list). */
export const registered: readonly Ruleset<unknown>[] = list;

/** Register a ruleset (again: replace the one with its id). Returns it. */
export function registerRuleset<C>(ruleset: Ruleset<C>): Ruleset<C> {
  const r = ruleset as Ruleset<unknown>;
  const i = list.findIndex((x) => x.id === r.id);
  if (i >= 0) list[i] = r;
  else list.push(r);
  const { cell, figure, map, piece } = r.vocabulary.keys;
  const options = Object.fromEntries(Object.entries(r.options).flatMap(([name, spec]) => [name, ...(spec.aliases ?? [])].map((n) => [n, spec.schema])));
  registerScenarioPieces({ id: r.id, grid: r.grid, cell, figure, map, piece, options });
  return ruleset;
}

/** The registered ruleset with this id, if any. */
export function findRuleset(id: string): Ruleset<unknown> | undefined {
  return list.find((r) => r.id === id);
}
