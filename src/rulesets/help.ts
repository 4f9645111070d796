/**
 * The help texts of every game of this package (`rulesetHelp`), read by `highground rules`, docs/questions.md
 * and the JSON schema. Each game keeps its texts in its own help.ts, apart from its Ruleset object, so that a
 * program bundling one game's `loadScenario` + `ask` holds none of them (issue 21).
 */
import { helpOf, type Ruleset, type RulesetHelp } from '../engine/ruleset.js';
import { malifaux } from './malifaux/index.js';
import { help as malifauxHelp } from './malifaux/help.js';

/** The help kept apart, by the ruleset object it belongs to (a ruleset registered in its place has its own). */
const KEPT_APART = new Map<Ruleset<never>, RulesetHelp>([
  [malifaux as Ruleset<never>, malifauxHelp],
]);

/**
 * The help text of every question and option of `ruleset`, by name: the texts of this package's games, or
 * the `doc` a ruleset of your own carries ('' where it gives none).
 */
export function rulesetHelp(ruleset: Ruleset<unknown>): RulesetHelp {
  return helpOf(ruleset as Ruleset<never>, KEPT_APART.get(ruleset as Ruleset<never>));
}
