/**
 * Every ruleset of this build, registered when this module is imported (the `highground` entry does).
 * Adding a game means adding its folder and one line here.
 */
import './c3g-buildings/register.js';
import './city-of-peril/register.js';
import './heroclix/register.js';
import './heroscape/register.js';
import './malifaux/register.js';
import './tft-3d/register.js';
import type { Ruleset } from '../engine/ruleset.js';
import { findRuleset, registered } from '../engine/registry.js';

export { clauseInfo } from './clause-info.js';
export { rulesetHelp } from './help.js';

/** Every registered ruleset (the ones above, and any a program registers itself). */
export const rulesets: readonly Ruleset<unknown>[] = registered;

/** The ruleset with this id, if this build has it. */
export function getRuleset(id: string): Ruleset<unknown> | undefined {
  return findRuleset(id);
}
