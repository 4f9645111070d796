/**
 * c3g-buildings: the Heroscape base rules (movement, falls, engagement, height advantage, sight) with the
 * C3G building rules (full/half/partial hexes from footprints, enclosed and interior structures, transit
 * spaces, doorways, windows, floors, stairways, elevators). Every decision names its clause.
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
