/**
 * Base Fantasy Trip rules this ruleset cites that the shared catalogue does not list. Paraphrased in our
 * own words; where each is applied the code says so (q-core.ts meleeQ).
 */
import type { ClauseInfo } from '../catalogue.js';

export const extraClauses: readonly ClauseInfo[] = [
  {
    id: 'tft.base.facing',
    ruleset: 'tft-3d',
    base: true,
    rule: 'The Fantasy Trip (Melee, Advanced Melee, In the Labyrinth): a figure faces one hexside; the three hexes ahead of it are its front hexes, and it strikes with a hand weapon only into a front hex.',
    reading: 'A figure given a facing attacks only into its front hexes (for a multi-hex figure, the front hexes of its footprint); a figure given no facing is read as able to turn to any adjacent foe.',
  },
];
