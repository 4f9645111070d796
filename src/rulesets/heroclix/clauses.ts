/**
 * Base HeroClix rules this ruleset cites that the shared catalogue does not list. Paraphrased in our own
 * words; the sources are cited where each rule is applied (adjacent.ts, lof.ts, melee.ts, move-question.ts, push.ts).
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
    rule: 'A giant or colossal character draws and receives line of fire past elevated and outdoor blocking terrain, and is hindered only by hindering terrain in the target square (option greatSize picks the older "as if on any higher level" wording, under which its close attacks may also reach characters on higher levels).',
  },
  {
    id: 'hcx.base.giant-reach',
    ruleset: 'heroclix',
    base: true,
    rule: 'Giant Reach: a giant character may make its close attack on a character within 2 squares and line of fire instead of an adjacent one, a colossal character within 3.',
  },
  {
    id: 'hcx.base.leap-climb',
    ruleset: 'heroclix',
    base: true,
    rule: 'Leap/Climb: the character may make close attacks on a character whose square is adjacent to its own but for the difference in level.',
  },
  {
    id: 'hcx.base.break-away',
    ruleset: 'heroclix',
    base: true,
    rule: 'A character that begins its move adjacent to an opposing character must first break away: on a d6, 4 or more succeeds (1 always fails, 6 always succeeds; Leap/Climb adds 2); it may then move past the characters it broke away from.',
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
