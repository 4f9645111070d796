/**
 * The help texts of the heroscape questions and options (`highground rules heroscape`, the app's panels,
 * docs/questions.md, the JSON schema), kept apart from the Ruleset object so that a program that only
 * loads scenarios and asks questions bundles none of them (issue 21). `highground/heroscape` exports them
 * as `help`; `rulesetHelp` (`highground`) reads them.
 */
import type { RulesetHelp } from '../../engine/help.js';

export const help: RulesetHelp = {
  questions: {
    sight:
      'Clear sight from one figure (or place) to another: from the target point at the top of `from` to any ' +
      'part of `to`\'s column. A place stands for a figure of Height `height` (default 5).',
    adjacent:
      'Are the two figures (or places, standing for a figure of Height 5) adjacent: neighbouring hexes, and ' +
      'neither base at or above the top of the other (the Height test, hs.engage)? (c3g-buildings: also on the ' +
      'same side of every wall and floor.)',
    engaged:
      'Is `figure` engaged with `enemy` (hs.engage: adjacent enemies, by the Height test; a destructible object ' +
      'with no side is nobody\'s enemy unless option unownedObjects is enemy)? (c3g-buildings: ' +
      'never across a sealed wall, never between floors, not on matching stairways.)',
    melee:
      'May `attacker` attack `target` at range 1: adjacent by the Height test (no melee from a base at or ' +
      'above the other\'s top; c3g-buildings: not across a sealed wall or a floor, and matching stairways of ' +
      'neighbouring floors count)? With the height-advantage dice of each side. `attack` answers for any range.',
    attack:
      'May `attacker` attack `target` with an attack of range `range` (1 = adjacent only)? The range in spaces ' +
      '(levels not counted; holes counted round), line of sight for a ranged attack, whether an engaged ' +
      'attacker is limited to the figures it is engaged with, the height-advantage dice of each side (none for ' +
      'a `special` attack) and, given the attack number `dice` and the target\'s defense number `defense`, the ' +
      'dice each side rolls.',
    move:
      'Can `figure` move to `to` (a place, with optional level; `facing` for a double-space figure, whose back ' +
      'hex is behind it) within `budget` (default: its `move`)? The cheapest path, its cost, and the events on ' +
      'it: leaving-engagement attacks and by whom, falls with dice, molten lava rolls (c3g-buildings: transit ' +
      'placements; a figure standing on a transit space may be placed instead of moving, for the transit number). Moving onto water or molten lava ends a move (not a flyer\'s; a double-space figure\'s only ' +
      'with both ends in it), and so does moving onto a glyph (a double-space figure\'s leading end); a ' +
      'double-space figure ends on two spaces of one level and may be flipped at no cost; a move wholly on ' +
      'road gets the road bonus; ending on lava field names the end-of-round roll. A refusal says what stands ' +
      'in the way.',
    reach:
      'Every space `figure` can end its move on within `budget` (default: its `move`), with the cost (for a ' +
      'double-space figure, the spaces its front hex can end on, either end in front: it may be flipped at no cost), ' +
      'and, for a walking figure on road, the road spaces a way wholly on road reaches with the road bonus (hs.terrain.road). ' +
      'A space whose way falls lists the falls (`falls`, as the move\'s fall events: the drop, the dice); option ' +
      'avoidFalls says which way is taken round a fall (under within-budget a dearer way without one, the cheaper ' +
      'falling way as `cheaperWithFall`).',
    fall:
      'Falling damage for `figure` dropping `levels`, or moving down to the space `to`: minor (Height or more, ' +
      '1 die), major (Height + 10, option majorFallDice) or extreme (Height + 20: a d20, destroyed on 1-18; ' +
      'option extremeFalls); the dice, expected wounds and the chance of at least one (of being destroyed, for ' +
      'an extreme fall).',
    fly:
      'A flying move of `figure` to `to`: the spaces it counts (hs.base.flying: levels, water, obstacles and ' +
      'figures passed over; c3g-buildings: partial hexes not counted, half hexes one each, c3g.hex.count), ' +
      'within `budget` (default: its `move`). `path`: the hexes entered, in order, from the one next to the ' +
      'figure to `to`; without it the cheapest way is found (a transit placement on it is paid its transit ' +
      'number, `transit`, and not counted as a space). A double-space flyer is moved with both of its ' +
      'spaces (its front ends on `to`); `path` is for a single-space figure.',
    leap:
      'A leap of `figure` to `to`: the spaces it counts (hs.base.flying: levels, water, obstacles and figures ' +
      'passed over; c3g-buildings: partial hexes not counted, half hexes one each, c3g.hex.count), within ' +
      '`budget` (default: its `move`). `path`: the hexes entered, in order, from the one next to the figure to ' +
      '`to`; without it the cheapest way is found. A double-space flyer is moved with both of its spaces (its ' +
      'front ends on `to`); `path` is for a single-space figure.',
  },
  options: {
    majorFallDice:
      'Dice rolled for a major fall (a drop of Height + 10 levels or more); sources say 2 or 3 (hs.fall).',
    extremeFalls:
      'Extreme falls (hs.fall): a drop of Height + 20 levels or more is not rolled with combat dice; the ' +
      'figure rolls the 20-sided die and is destroyed on 1-18, unharmed on 19-20. false: editions with only ' +
      'minor and major falls; such a drop is a major fall.',
    avoidFalls:
      'Which way a move or a reach map takes when a way falls with damage (hs.fall; the base rules are silent on ' +
      'the choice, a fall being only what a move down does): "equal-cost" = the cheapest way, and among equally ' +
      'cheap ways the one that falls least (no fall, else the fewest dice); "within-budget" = any way without a ' +
      'damaging fall that fits the budget, even a dearer one (a way wholly on road with the road bonus included), ' +
      'the cheaper falling way named beside it (as a player who will not risk wounds moves).',
    heightAdvantage10:
      'Current edition: a figure 10 or more levels higher gets two extra dice instead of one ' +
      '(hs.height-advantage). Off for the classic game.',
    hexsideTie:
      'A sight line running exactly along a hexside: "both" = blocked only where the hexes on both sides ' +
      'block; "either" = blocked where one does (hs.sight; the text is silent).',
    climbEqualHeight:
      'A single step up exactly as many levels as the figure\'s Height (hs.move.climb): false = not allowed ' +
      '(the catalogue and FAQ reading: a rise equal to or greater than the Height cannot be climbed); true = ' +
      'allowed, only a greater rise is refused (a looser reading of the Rise of the Valkyrie text).',
    doubleSpaceClimb:
      'What a double-space figure pays to climb (hs.base.double-space): "lead" = only the leading end\'s rise ' +
      'counts, the following end steps into the space it left for free (FAQ reading); "both" = the following ' +
      'end\'s rise is paid as well.',
    snow:
      'Thaelenk Tundra snow (hs.terrain.snow): "normal" = no special rule; "heavy" = moving onto a snow space ' +
      'costs one extra movement. Scenarios name the one they use ("treat all snow tiles as heavy snow").',
    ice:
      'Thaelenk Tundra ice (hs.terrain.ice): "normal" = no special rule; "slippery" = a walking figure that ' +
      'moves onto ice ends its move there. Scenarios name the one they use ("treat all ice tiles as slippery ' +
      'ice").',
    roadBonus:
      'Road to the Forgotten Forest roads (hs.terrain.road): extra spaces for a walking figure that starts and ' +
      'ends its move on road and moves only on road (0 turns the rule off).',
    lavaField:
      'Volcarren Wasteland lava field damage (hs.terrain.lava-field): at the end of each round every figure on ' +
      'a lava field space rolls one combat die and takes a wound on a skull (a double-space figure rolls ' +
      'once). false: lava field is plain land.',
    overhangClearance:
      'A place in the open with a surface over it (an overhang, or a bridge deck over a road; hs.base.obstacle, the ' +
      'rules are silent on clearance): "fits" = a walking figure moves onto or ends on the lower surface only where ' +
      'its Height is at most the levels of open space under the deck (a Height 5 figure under a deck 5 levels up ' +
      'fits, Height 6 does not); "ignore" = any figure walks under any deck. Inside a building the structure\'s own ' +
      'entry rule decides instead (c3g.interior.entry).',
    unownedObjects:
      'A destructible object given no `side` (hs.engage; the rules treat such objects as figures of a kind and ' +
      'leave the rest to each object\'s own card, and are silent on one nobody controls): "inert" = it belongs to ' +
      'nobody and is nobody\'s enemy: it engages no figure and no figure engages it, so it makes no ' +
      'leaving-engagement attacks, does not limit whom a figure beside it may attack, and does not make a friend ' +
      'beside it an engaged friend; it is still adjacent, occupies and blocks its space (no figure moves through ' +
      'it) and may be attacked; "enemy" = it is a side of its own, every figure\'s enemy, like any figure with ' +
      'no side. A destructible object with a side, and a figure that is not a destructible object, are not affected.',
  },
};
