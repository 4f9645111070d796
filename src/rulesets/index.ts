/**
 * The rulesets of this build, registered when this module is imported. Adding a game means adding a
 * folder and one line here.
 */
import type { Ruleset } from '../engine/ruleset.js';
import { findRuleset, registered, registerRuleset } from '../engine/registry.js';
import { clause, type ClauseInfo } from './catalogue.js';
import { c3gBuildings } from './c3g-buildings/index.js';
import { cityOfPeril } from './city-of-peril/index.js';
import { heroclix } from './heroclix/index.js';
import { malifaux } from './malifaux/index.js';
import { tft3d } from './tft-3d/index.js';

for (const r of [c3gBuildings, cityOfPeril, heroclix, malifaux, tft3d] as Ruleset<unknown>[]) registerRuleset(r);

/** Every registered ruleset (the ones above, and any a program registers itself). */
export const rulesets: readonly Ruleset<unknown>[] = registered;

/** The ruleset with this id, if this build has it. */
export function getRuleset(id: string): Ruleset<unknown> | undefined {
  return findRuleset(id);
}

/** The words of a clause id: from the shared catalogue, or a ruleset's own base-rule supplement. */
export function clauseInfo(id: string): ClauseInfo | undefined {
  const found = clause(id);
  if (found) return found;
  for (const r of rulesets) {
    const extra = r.extraClauses?.find((c) => c.id === id);
    if (extra) return extra;
  }
  return undefined;
}
