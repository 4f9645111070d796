/** The heroclix ruleset's named options: readings where sources differ, and the knock-back damage table. */
import * as z from 'zod/mini';
import { defineOptions, option, type Options } from '../../engine/ruleset.js';

export const OPTIONS = defineOptions({
  lofTouch: option(z._default(z.enum(['clear', 'blocked']), 'clear'), {
    description:
      'A line of fire that passes exactly through a grid corner. "clear": it takes the less restrictive side of the corner ' +
      '(touching one blocking square or the end of a wall does not block; two blocking squares meeting across the corner do). ' +
      '"blocked": whatever touches the line at the corner counts (the stricter side).',
    clause: 'hcx.base.lof',
  }),
  greatSize: option(z._default(z.enum(['current', 'any-level']), 'current'), {
    description:
      'Great Size (giant, colossal, or great-size: true). "current" (2015 size rules): lines to or from the character are not ' +
      'blocked by elevated terrain or outdoor blocking terrain and are hindered only when the target stands in hindering terrain; ' +
      'a giant\'s close attack reaches any character within 2 squares and line of fire, a colossal\'s within 3 (Giant Reach). ' +
      '"any-level" (2011-2014 Powers and Abilities Card): the character draws lines of fire as if on its level or any higher one, ' +
      'taking the least restrictive, and its close attack may target a character on a higher level beside it (no Giant Reach).',
  }),
  stopNextToOpponents: option(z._default(z.boolean(), true), {
    description:
      'Base movement rule: a character must stop when it enters a square adjacent to an opposing character (a figure of another side, ' +
      'or of no side), except those it broke away from at the start of its move. false: no such stops (the break-away roll is still reported).',
  }),
  halving: option(z._default(z.enum(['up', 'down']), 'up'), {
    description:
      'How a halved speed value is rounded (a character that begins its move in hindering or water terrain halves its speed). ' +
      '"up" follows the HeroClix habit of rounding halves up (a speed of 9 halves to 5, hcrealms.com p=8547732); "down" for groups that truncate.',
  }),
  stairsShareEdge: option(z._default(z.boolean(), false), {
    description:
      'Stairs and ladders whose two squares meet only at a corner. false (the catalogue reading, the Player\'s Guide of the text\'s era): ' +
      'they join their levels for movement and close combat like squares sharing an edge, and a stairway two squares wide (one id on a ' +
      '2 x 2 block, or two stairways side by side) joins its diagonal pairs too. true (the later Comprehensive Rules): only two squares ' +
      'sharing an edge are joined.',
    clause: 'hcx.stairs.pass',
  }),
  knockBackDamage: option(z._default(z.number().check(z.int(), z.minimum(0)), 1), {
    description: 'Knock-back damage when the knock-back path is stopped by blocking terrain, a wall, the map edge or a higher level.',
  }),
  knockBackFallDamage: option(z._default(z.number().check(z.int(), z.minimum(0)), 2), {
    description: 'Knock-back damage when the character is knocked off elevated terrain to a lower level (none for a character with Flight).',
  }),
  knockBackStairs: option(z._default(z.enum(['fall', 'pass']), 'fall'), {
    description:
      'A knock-back from one square of a stairway or ladder into its other square (the catalogue is silent; hcx.stairs.pass is a ' +
      'movement rule). "fall": knock-back is not movement, so going down into the lower square is being knocked off elevated terrain ' +
      '(knockBackFallDamage, the knock-back ends) and going up into the higher square is stopped by higher terrain (knockBackDamage). ' +
      '"pass": the two squares join their levels for knock-back as for movement: it goes on down or up the stairway with no damage.',
    clause: 'hcx.stairs.pass',
  }),
});

export interface HcxOptions {
  lofTouch: 'clear' | 'blocked';
  greatSize: 'current' | 'any-level';
  stopNextToOpponents: boolean;
  halving: 'up' | 'down';
  stairsShareEdge: boolean;
  knockBackDamage: number;
  knockBackFallDamage: number;
  knockBackStairs: 'fall' | 'pass';
}

/** The typed options (each value checked against its zod schema by the engine when the scenario loaded). */
export function readOptions(o: Options): HcxOptions {
  return OPTIONS.read(o);
}
