/**
 * Heroscape base rules this ruleset cites that the shared catalogue does not list. Paraphrased in our own
 * words from the Heroscape master rules (Rise of the Valkyrie rulebook, "Moving figures": moving into
 * water, moving double-space figures, passing and landing on other figures, obstacles), the Heroscape
 * advanced FAQ (flipping a double-space figure at no cost, during or at the end of its move), and the
 * Heroscape wiki's terrain page, which says the same of water; the engaged-friend limit is in the
 * HeroScape quick reference (docsbay.net/heroscape-quick-reference, "Basic Movement"). Where each is applied: move.ts (Mover.expand, endCheck),
 * steps.ts (enterable), q-buildings.ts (place).
 */
import type { ClauseInfo } from '../catalogue.js';

export const extraClauses: readonly ClauseInfo[] = [
  {
    id: 'hs.base.water',
    ruleset: 'c3g-buildings',
    base: true,
    rule: 'A figure that moves onto a water space, from land or from another water space, must end its move there. A flyer passes over water without stopping. A double-space figure stops only when both of its spaces are on water; it may cross a single water space between two land spaces.',
    reading: 'Swamp water and wellspring water count as water, as they do for falls (hs.fall). A figure already in water may step out (or to the next water space) on its next move. A transit placement is not a move onto a space and does not stop the figure.',
  },
  {
    id: 'hs.base.double-space',
    ruleset: 'c3g-buildings',
    base: true,
    rule: 'A double-space figure moves with one end leading and the other following into the space the leading end left; it may be flipped (its ends swapped) at any time during its move at no cost; it must end its move, or be placed, with both of its spaces on the same level.',
  },
  {
    id: 'hs.base.obstacle',
    ruleset: 'c3g-buildings',
    base: true,
    rule: 'Obstacles (trees, walls, ruins and the like) cannot be moved through or onto; a flyer passes over them but does not end its move on them.',
  },
  {
    id: 'hs.base.figures',
    ruleset: 'c3g-buildings',
    base: true,
    rule: 'A figure may move through a space holding a friendly figure that is not engaged, but not one holding an opponent or an engaged friend (a flyer passes over any of them), and never ends its move on a space holding another figure.',
    reading: 'A friend counts as engaged when it is engaged with any opponent where it stands, by the Height test (hs.engage).',
  },
];
