/**
 * Base HeroClix rules this ruleset cites that the shared catalogue does not list. Paraphrased in our own
 * words; the sources are cited where each rule is applied (adjacent.ts, lof.ts, push.ts).
 */
import type { ClauseInfo } from '../catalogue.js';

export const extraClauses: readonly ClauseInfo[] = [
  {
    id: 'hcx.base.adjacent',
    ruleset: 'heroclix',
    base: true,
    rule: 'Two squares are adjacent when they share an edge or a corner, unless a wall runs between them or blocking terrain meets diagonally across the shared corner.',
  },
  {
    id: 'hcx.base.great-size',
    ruleset: 'heroclix',
    base: true,
    rule: 'A giant or colossal character draws and receives line of fire past elevated and outdoor blocking terrain, and is hindered only by hindering terrain in the target square (option greatSize picks the older "as if on any higher level" wording).',
  },
  {
    id: 'hcx.base.improved-targeting',
    ruleset: 'heroclix',
    base: true,
    rule: 'Improved Targeting lets a character ignore the named kind of terrain or characters (elevated, hindering, blocking, characters) when drawing line of fire.',
  },
  {
    id: 'hcx.base.knockback',
    ruleset: 'heroclix',
    base: true,
    rule: 'Knock back moves a character one square per point straight away from the attacker; hitting blocking terrain, a wall, the map edge or higher terrain stops it with 1 damage, and going off elevated terrain drops it to the first lower square with 2 damage (none with Flight).',
  },
];
