/**
 * c3g-buildings: the Heroscape base rules (movement, falls, engagement, height advantage, sight) with the
 * C3G building rules (full/half/partial hexes from footprints, enclosed and interior structures, transit
 * spaces, doorways, windows, floors, stairways, elevators). Every decision names its clause.
 *
 * The Heroscape base game (to move to a ruleset of its own) lives in the hs-* files: hs-fall.ts (minor,
 * major and extreme falls), hs-height.ts (the Height test, height advantage), hs-range.ts (range in
 * spaces), hs-attack.ts (the attack question), and clauses.ts (the base rules the catalogue lacks).
 * The building rules are in classify.ts, clip.ts, inscribed-disc.ts, layout.ts, q-buildings.ts and
 * q-flight.ts; engage.ts, steps.ts, move.ts, sight.ts and q-base.ts join the two (a wall or a floor
 * between two figures is a building matter, the Height test a base one).
 */
import type { Ruleset } from '../../engine/ruleset.js';
import { prepare, type Ctx } from './context.js';
import { extraClauses } from './clauses.js';
import { OPTIONS } from './options.js';
import { VOCABULARY } from './vocabulary.js';
import { adjacent, engaged, fall, melee, move, reach, sight } from './q-base.js';
import { breakWindow, classify, count, place, shaft, transit } from './q-buildings.js';
import { attack } from './hs-attack.js';
import { fly, leap } from './q-flight.js';

export const c3gBuildings: Ruleset<Ctx> = {
  id: 'c3g-buildings',
  title: 'Heroscape with the C3G building rules',
  grid: 'hex',
  groundLevel: 0,
  options: OPTIONS,
  vocabulary: VOCABULARY,
  prepare,
  questions: {
    sight, adjacent, engaged, melee, attack, move, reach, fall,
    classify, fly, leap, count, 'break-window': breakWindow, transit, place, shaft,
  },
  extraClauses,
};
