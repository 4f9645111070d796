/** The rulesets this build knows. Adding a game means adding a folder and one line here. */
import type { Ruleset } from '../engine/ruleset.js';
import { clause, type ClauseInfo } from './catalogue.js';
import { c3gBuildings } from './c3g-buildings/index.js';
import { cityOfPeril } from './city-of-peril/index.js';
import { heroclix } from './heroclix/index.js';
import { heroscape } from './heroscape/index.js';
import { malifaux } from './malifaux/index.js';
import { tft3d } from './tft-3d/index.js';

/** Every ruleset of this build. */
export const rulesets: readonly Ruleset<unknown>[] = [c3gBuildings as Ruleset<unknown>, cityOfPeril as Ruleset<unknown>, heroclix as Ruleset<unknown>, heroscape as Ruleset<unknown>, malifaux as Ruleset<unknown>, tft3d as Ruleset<unknown>];

/** The ruleset with this id, if this build has it. */
export function getRuleset(id: string): Ruleset<unknown> | undefined {
  return rulesets.find((r) => r.id === id);
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
