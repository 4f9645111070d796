/**
 * The help texts of every game of this package (`rulesetHelp`), read by `highground rules`, docs/questions.md
 * and the JSON schema. Each game keeps its texts in its own help.ts, apart from its Ruleset object, so that a
 * program bundling one game's `loadScenario` + `ask` holds none of them (issue 21).
 */
import { helpOf, type RulesetHelp } from '../engine/help.js';
import type { Ruleset } from '../engine/ruleset.js';
import { c3gBuildings } from './c3g-buildings/index.js';
import { help as c3gBuildingsHelp } from './c3g-buildings/help.js';
import { cityOfPeril } from './city-of-peril/index.js';
import { help as cityOfPerilHelp } from './city-of-peril/help.js';
import { heroclix } from './heroclix/index.js';
import { help as heroclixHelp } from './heroclix/help.js';
import { heroscape } from './heroscape/index.js';
import { help as heroscapeHelp } from './heroscape/help.js';
import { malifaux } from './malifaux/index.js';
import { help as malifauxHelp } from './malifaux/help.js';
import { tft3d } from './tft-3d/index.js';
import { help as tft3dHelp } from './tft-3d/help.js';

/** The help kept apart, by the ruleset object it belongs to (a ruleset registered in its place has its own). */
const KEPT_APART = new Map<object, RulesetHelp>([
  [c3gBuildings, c3gBuildingsHelp],
  [cityOfPeril, cityOfPerilHelp],
  [heroclix, heroclixHelp],
  [heroscape, heroscapeHelp],
  [malifaux, malifauxHelp],
  [tft3d, tft3dHelp],
]);

/**
 * The help text of every question and option of `ruleset`, by name: the texts of this package's games, or
 * the `doc` a ruleset of your own carries ('' where it gives none).
 */
export function rulesetHelp(ruleset: Ruleset<unknown>): RulesetHelp {
  return helpOf(ruleset, KEPT_APART.get(ruleset));
}
