/**
 * The help texts of the heroclix questions and options (`highground rules heroclix`, the app's panels,
 * docs/questions.md, the JSON schema), kept apart from the Ruleset object so that a program that only
 * loads scenarios and asks questions bundles none of them (issue 21). `highground/heroclix` exports them
 * as `help`; `rulesetHelp` (`highground`) reads them.
 */
import type { RulesetHelp } from '../../engine/help.js';

export const help: RulesetHelp = {
  questions: {
    sight:
      'Line of fire from one character or square to another, centre to centre: sight (bool), hindered (bool), ' +
      'blockedBy, hinderedBy, with the clauses that decided. Across levels, elevated terrain above the lower ' +
      'end blocks except the higher end\'s own square (the rim), and only hindering terrain in the target\'s ' +
      'square hinders.',
    adjacent:
      'Are a and b adjacent? A character and a figure or a square [x, y]; a lower character is adjacent to a ' +
      'neighbouring elevated square.',
    melee:
      'May attacker make a close combat attack on target? allowed (bool): when adjacent; across the two ' +
      'squares of one stairway; with Leap/Climb, at a character adjacent but for the level; a giant (colossal) ' +
      'within 2 (3) squares and line of fire (Giant Reach).',
    move:
      'Can figure move to [x, y] (within budget, default its speed)? legal, cost, path, events: break-away ' +
      '(the d6 roll needed when it begins next to opposing characters, and its chance), halved, stairs, flight ' +
      '/ leap/climb / phasing / great size (a level changed without stairs), stop (why the move must end ' +
      'there). A multi-base figure: `to` is where its `at` square ends (`orient`, optional, the orientation of ' +
      'a 1x2 base there); the verdict adds lead (the square chosen to begin), squares and orient.',
    reach:
      'Every square figure can end its move on within budget (default its speed), with its cost (once it has ' +
      'broken away, if it must).',
    push:
      'Knock-back: where figure ends when knocked back distance squares away from `from` (the attacker), why ' +
      'it stopped (stoppedBy) and the knock-back damage; knocked off the rim it stops in the first lower ' +
      'square (2 damage, none with Flight).',
    level:
      'The level of a figure or square [x, y] (ground is 1), whether it is elevated, on the rim, a stairs ' +
      'square, and its terrain.',
    range:
      'Range from one character or square to another (from and to, or attacker and target): squares (also as ' +
      'distance; counted from the attacker to the target, diagonals 1, levels not counted), sight and hindered ' +
      '(line of fire); with `range` (the attacker\'s range value) also inRange and allowed (may it make a ' +
      'ranged attack on the target: range 1 or more, within range and line of fire, the target not adjacent, ' +
      'the attacker not adjacent to an opposing character).',
    'break-away':
      'Must figure break away before it moves (it begins adjacent to opposing characters), and the roll: ' +
      'needed (bool), from (the opposing characters), modifier, succeedsOn (the d6 results that succeed: 4-6, ' +
      'a 1 always fails, a 6 always succeeds; Leap/Climb +2), chance (exact, as a number) and odds ("k/6").',
  },
  options: {
    lofTouch:
      'A line of fire that passes exactly through a grid corner. "clear": it takes the less restrictive side ' +
      'of the corner (touching one blocking square or the end of a wall does not block; two blocking squares ' +
      'meeting across the corner do). "blocked": whatever touches the line at the corner counts (the stricter ' +
      'side).',
    greatSize:
      'Great Size (giant, colossal, or great-size: true). "current" (2015 size rules): lines to or from the ' +
      'character are not blocked by elevated terrain or outdoor blocking terrain and are hindered only when ' +
      'the target stands in hindering terrain; a giant\'s close attack reaches any character within 2 squares ' +
      'and line of fire, a colossal\'s within 3 (Giant Reach). "any-level" (2011-2014 Powers and Abilities ' +
      'Card): the character draws lines of fire as if on its level or any higher one, taking the least ' +
      'restrictive, and its close attack may target a character on a higher level beside it (no Giant Reach).',
    stopNextToOpponents:
      'Base movement rule: a character must stop when it enters a square adjacent to an opposing character (a ' +
      'figure of another side, or of no side), except those it broke away from at the start of its move. ' +
      'false: no such stops (the break-away roll is still reported).',
    halving:
      'How a halved speed value is rounded (a character that begins its move in hindering or water terrain ' +
      'halves its speed). "up" follows the HeroClix habit of rounding halves up (a speed of 9 halves to 5, ' +
      'hcrealms.com p=8547732); "down" for groups that truncate.',
    stairsShareEdge:
      'Stairs and ladders whose two squares meet only at a corner. false (the catalogue reading, the Player\'s ' +
      'Guide of the text\'s era): they join their levels for movement and close combat like squares sharing an ' +
      'edge, and a stairway two squares wide (one id on a 2 x 2 block, or two stairways side by side) joins ' +
      'its diagonal pairs too. true (the later Comprehensive Rules): only two squares sharing an edge are ' +
      'joined.',
    knockBackDamage:
      'Knock-back damage when the knock-back path is stopped by blocking terrain, a wall, the map edge or a ' +
      'higher level.',
    knockBackFallDamage:
      'Knock-back damage when the character is knocked off elevated terrain to a lower level (none for a ' +
      'character with Flight).',
    knockBackStairs:
      'A knock-back from one square of a stairway or ladder into its other square (the catalogue is silent; ' +
      'hcx.stairs.pass is a movement rule). "fall": knock-back is not movement, so going down into the lower ' +
      'square is being knocked off elevated terrain (knockBackFallDamage, the knock-back ends) and going up ' +
      'into the higher square is stopped by higher terrain (knockBackDamage). "pass": the two squares join ' +
      'their levels for knock-back as for movement: it goes on down or up the stairway with no damage.',
    multiBaseKnockBack:
      'Knock-back of a multi-base (1x2 or 2x2) character. "never" (the 2013-2014 rulebook\'s multi-base rules, ' +
      'heroclixrules.com "Multi-base characters": they cannot be carried or knocked back). "whole": the whole ' +
      'base is knocked back square by square, straight away from the attacker when the attacker is in a row or ' +
      'column its base spans, else along the diagonal leading away on both axes; it stops as a single base ' +
      'does on the first step any of its squares cannot take (a character there, no damage; blocking terrain, a ' +
      'wall or closed point, the map edge or a higher square, knock-back damage); knocked off a rim with every ' +
      'square landing on one lower level it falls there (fall damage); a step that would leave it across two ' +
      'levels is not taken (no damage). Stairways are not used.',
  },
};
