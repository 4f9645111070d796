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
    rule: 'Two squares are adjacent when they share an edge or a corner, unless a wall runs between them or terrain that blocks movement closes the shared corner on both sides: blocking terrain, or elevated terrain higher than both squares.',
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
  {
    id: 'hcx.base.multi-base',
    ruleset: 'heroclix',
    base: true,
    rule: 'A multi-base character (a 1x2 peanut base in any two neighbouring squares, or a 2x2 base square to the grid) occupies every square of its base and is adjacent to every square next to one of them. Lines of fire and attacks may be drawn to or from any one of its squares; its own squares never block its line, while on one level they block other lines like any character. To move, one square of the base is chosen and moves as a single-base character; the whole base must end on legal squares at one level, no part moving farther than that square, and it starts in hindering terrain if any square is. It cannot be knocked back.',
    reading: 'Source: heroclixrules.com "Multi-base characters" (the 2013-2014 core rulebook text; Blue Rat Games "Size Matters", 2014). Only where the base ends is judged for its other squares (hcrealms.com t=478163). A base stands at one level (hcx.elevation: a character is at the level of its terrain). Option multiBaseKnockBack `whole` knocks the whole base back instead, square by square, stopping before the first step any of its squares cannot take.',
  },
  {
    id: 'hcx.base.range',
    ruleset: 'heroclix',
    base: true,
    rule: 'Range is counted in squares from the attacker to the target, the target\'s square counted and the attacker\'s not, a diagonal step counting 1, whatever the levels. A ranged attack needs a range value of at least 1, the target within it and a line of fire to it; it targets characters that are not adjacent, and a character adjacent to an opposing character cannot make one.',
    reading: 'Sources: heroclixrules.com "Line of fire" (within range, within line of fire, independent tests) and the core rulebook\'s ranged combat action (non-adjacent targets within range and line of fire, quoted at hcrealms.com t=427226). Multi-base ends count from and to their nearest squares with a line of fire.',
  },
];
