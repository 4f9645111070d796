/**
 * The help texts of the tft-3d questions and options (`highground rules tft-3d`, the app's panels,
 * docs/questions.md, the JSON schema), kept apart from the Ruleset object so that a program that only
 * loads scenarios and asks questions bundles none of them (issue 21). `highground/tft-3d` exports them
 * as `help`; `rulesetHelp` (`highground`) reads them.
 */
import type { RulesetHelp } from '../../engine/help.js';

export const help: RulesetHelp = {
  questions: {
    sight:
      'Line of sight along the range string (tft.missile.line): a straight 3-D line from the head of `from` ' +
      '(the top of its column: H levels, prone 1, kneeling half H rounded up) to the chest of `to` (two thirds of its ' +
      'column up). A place ([x, y], or [x, y, level] for one surface of a stack or a point aloft) stands for a ' +
      'figure of the default size (1 hex, H 3) standing there: the line starts at its head or ends at its ' +
      'chest. Answers sight, range (hexes, 3-D), where terrain blocks, and the figures the line passes ' +
      'through, over or under. Option hexside-tie decides lines along a hexside. With option concealment, ' +
      'concealed: half when terrain hides the target\'s feet (a third of a level above its base) while its ' +
      'chest is in view.',
    adjacent: 'Are two figures next to each other (a hex of one shares a side with a hex of the other)?',
    melee:
      'May the attacker strike the target in melee: next to it, in one of its front hexes when it has a facing ' +
      '(tft.base.facing), and within reach (tft.reach: the higher base at most the lower figure\'s H above the ' +
      'lower; prone or kneeling figures count H 1; with option swipe a target kneeling above leans down by its H, so ' +
      'the lower figure strikes it normally when that brings it within reach, tft.swipe)? dx: the attacker\'s modifiers (height +1 or -1 a level, -2 ' +
      'off balance, +4 against a kneeling target on its level or one below). With option swipe, a higher ' +
      'attacker out of reach is told whether it may swipe instead.',
    engaged:
      'Does `figure` engage `enemy` (front hexes, the level limit of tft.engage, the multi-hex rule of ' +
      'tft.base.engage)? One-sided.',
    move:
      'The cheapest legal move to a place ([x, y] or [x, y, level] for one surface of a stack): legal, cost ' +
      '(MA), path, events (jumps with their dice and save odds, the save against adjusted DX with the water of the hex jumped from, water, broken ground). Optional: budget (MA to ' +
      'spend; default the figure\'s MA), charge: true (half MA, for a charge attack), swipe: true (half MA at ' +
      'most, to kneel and swipe after; option swipe), disengage: true (an engaged figure steps back one hex, ' +
      'tft.disengage), facing (0-5: the facing a multi-hex figure must end with). An engaged figure may only ' +
      'shift one hex, staying next to every figure engaging it (a multi-hex figure moves its whole body one ' +
      'hex, facing kept; a 2-hex figure may instead turn one hexside); a figure stops where an enemy engages ' +
      'it. A prone figure has MA 2. A step over a hex\'s edge passes through open levels only: not down through a ' +
      'bridge deck to the water or road under it. A 2-hex figure whose rear hex would hang over a drop, or that steps ahead ' +
      'off a drop of more than a level, falls there and its move ends (event fall: the chart\'s dice for the ' +
      'drop, onto: the surface under the rear hex, lands: where it ends (tipped back, its front in the hex its ' +
      'rear hung over; or over the edge, its rear where its front fell), facing kept, or null where there is ' +
      'no room and the players place it). A 3-, 4- or 7-hex figure may end with its front hex stepped out at its ' +
      'level over a drop (step overhang, event overhang, 1 MA, no falling dice), off balance, as its level rule allows.',
    reach:
      'Every place the figure can end its move, with the cheapest cost (and risky: true where it needs a jump ' +
      'with falling dice). Optional: budget (default MA; prone: 2), charge: true or swipe: true (half MA), ' +
      'disengage: true (one hex back). A 2-hex figure\'s places where it would fall are listed as risky. A 3-, ' +
      '4- or 7-hex figure\'s ends whose front hex overhangs a drop or stands one level up are listed at its base ' +
      'level with front: "overhangs" or "up" (the start too, at cost 0, when it is such a position).',
    fall:
      'What a drop of `levels` (or down to a place `to`) risks (tft.fall): more than the effective height H is ' +
      '1D6, more than 2 x H 2D6, and so on; the 3D6 save against adjusted DX (the figure\'s DX, the water it ' +
      'stands in, -2 off balance; its parts in save.dxParts) removes one die and lands it standing (a prone ' +
      'figure lands prone all the same: the save does not stand it up); expected damage ' +
      'after armour (at most 2 stopped). H comes from the figure\'s kind (hobbit 1, dwarf and goblin 2, human ' +
      'and orc 3, elf 3 and +1 for climbing and falling, horseman 4 and -2, giant 4 on 3 hexes, dragon 4 on 4 ' +
      'hexes, colossus 5 on 7 hexes; no kind: 3, or 4 or 5 by size) or its `height` key; prone figures count 1.',
    climb:
      'Climbing up (or down) a wall higher than the figure\'s effective height, in sets (tft.climb.sets): give ' +
      '`levels` (with down: true to climb down) or `to` (a place next to the figure; up or down from the ' +
      'levels). Answers the plan turn by turn: the free first set, each 4D6 roll against DX (3D6 with the ' +
      'Climb talent) with its odds, the fall each failure risks (from the top of the set tried, landing prone; ' +
      'its 3D6 save is against DX as the figure hangs on the wall, without the water or off-balance stance it ' +
      'climbed from, save.dxParts; a horseman\'s to horse and rider, damageTo, as ' +
      'every fall of a horseman), what must be stowed. With `rolls` (the totals ' +
      'rolled, in order, the 3D6 fall save last) or `seed` (a number: the engine rolls the dice, the same for ' +
      'the same seed), the outcome and a log of the rolls.',
    jump:
      'Jumping a gap of 1-3 hexes (tft.jump.gap): give `gap` (1, 2 or 3 hexes) or `to` (the far side; the gap ' +
      'is the hexes between). 2D6/5D6/8D6 against ST + DX; a miss grabs the far side on 3D6 against DX; ' +
      'pulling up next turn takes 4D6 against ST (a miss costs 1 hit). With the odds of each outcome. Level ' +
      'differences across the gap are not judged.',
    retreat:
      'After a successful attack, may the attacker force the target to retreat (tft.force-retreat.allowed: the ' +
      'attacker must be able to strike it; same level, a lower target, or a higher one by no more levels than ' +
      'the attacker\'s hexes), and where to (tft.force-retreat.dest: one hex back, same level, up exactly one, ' +
      'a 3-, 4- or 7-hex figure\'s level read from its level hexes, its front hex may overhang or stand one up, ' +
      'or down any number): each destination with its level change and the stumble roll (tft.stumble, down at ' +
      'most H) or the fall (more than H), both against the target\'s adjusted DX where it stands when pushed ' +
      '(the water, -2 off balance; dxParts); a 2-hex figure pushed with its rear or its front hex over a drop of ' +
      'more than a level falls (tft.multihex.two); refused hexes with why.',
    sweep:
      'A sweeping blow through the attacker\'s front hexes (left to right as it faces, round its whole body for a ' +
      'multi-hex figure, or `from: right`; hexes lists them in that order): the foes it ' +
      'reaches (within one level, each foe of a hex judged alone: one under a bridge deck, one on it), those it ' +
      'cannot, and tile walls 2+ levels high in its path (solids between the attacker\'s feet and head: a ' +
      'deck high overhead is none) with the 3D6 ' +
      'roll to miss them, against the attacker\'s adjusted DX (the water it stands in, -2 off balance).',
    swipe:
      'Optional swipe attack (option swipe): may the higher attacker kneel and swipe at the lower target it is ' +
      'next to? `moved` (optional): the MA it spent moving this turn; more than half its MA refuses the swipe. ' +
      'Answers the DX modifier (-4 plus the height difference, with -2 off balance and the water it stands in as in melee), the half-MA limit, and the kneeling figure\'s ' +
      'defence (+4 to be hit from its level, +5 from one level up, out of reach from higher unless the ' +
      'attacker kneels too), and, as melee answers them, adjacent, inFront and reach: whether an ordinary blow ' +
      'lands instead (needed: false with all three true).',
    missile:
      'Missile fire along the range string, head to chest as for sight: range in hexes (3-D, read to the ' +
      'nearest hex), the 6-hex increments beyond the first and their -1 DX each (tft.missile.range), whether ' +
      'terrain blocks, the figures the line passes through (to roll to miss, with the odds) and those it ' +
      'passes over (ignored). adjustedDx adds the shooter\'s water penalty (option water), -2 when the shooter is off ' +
      'balance (the multi-hex rules), its height advantage over the target (heightDx, option missileHeight) and, ' +
      'with option concealment, concealment-dx against a half-hidden target.',
    stance:
      'How a figure stands (or would stand at `at`, [x, y] or [x, y, level] for a base level such as the ' +
      'lower surface of a stacked hex, with `facing`): valid, base level, off balance, its hexes ' +
      '(the multi-hex level rules), dx: its own DX modifier as it stands (-2 off balance plus waterDx, the ' +
      'water under its hexes, deepest counting; option water); for a 2-hex figure whose rear hex would hang ' +
      'over a drop, falls (levels, dice; a horseman\'s damageTo: horse and rider): a move there is a fall.',
    hex: 'What stands at a hex: its surfaces (level, terrain, obstacle), water depth and the level of the water ' +
      '(waterLevel: under a bridge deck the lake goes on below the top surface), broken ground.',
  },
  options: {
    swipe: 'Optional swipe attack: a figure too high to reach a lower foe may kneel and swipe at it (tft.swipe).',
    singleBase:
      'Optional single base: a 3-hex figure stands on 1 hex, a 4-hex on 2, a 7-hex on 4, keeping every ' +
      'property of its true size (tft.multihex.single-base).',
    brokenGround:
      'Optional broken ground on dirt and/or rock tiles: entering such a hex costs 2 MA instead of 1 (Advanced ' +
      'Melee broken ground; tft.terrain.broken).',
    hexsideTie:
      'A line of sight running exactly along a hexside: "both" = blocked only if the hexes on both sides ' +
      'block; "either" = blocked if one does (tft.missile.line).',
    levelsPerHex:
      'How many tile levels make one hex width, for the 3-D range string (tft.missile.range). The text gives ' +
      'no number; the default 4 reads a tile as a quarter of a hex width tall. 1 makes height count like ' +
      'distance.',
    water:
      'Water depth slows a figure and hampers it (tft.terrain.water, after Advanced Melee\'s water rules): ' +
      'entering a knee-deep hex costs waterKneeMa MA and a neck-deep one waterNeckMa; a figure standing in ' +
      'knee- or neck-deep water attacks at waterKneeDx / waterNeckDx. Ankle-deep water is ordinary ground. ' +
      'false: depth is only reported.',
    waterKneeMa:
      'MA to enter a knee-deep water hex (option water). Our estimate: the Advanced Melee page the text points ' +
      'to was not at hand, so the number is a named option; 1 makes knee-deep water ordinary ground for ' +
      'movement.',
    waterNeckMa: 'MA to enter a neck-deep water hex (option water). Our estimate, as waterKneeMa.',
    waterKneeDx:
      'Adjusted DX of a figure standing in knee-deep water, for its attacks (melee and missile) (option ' +
      'water). Our estimate, as waterKneeMa.',
    waterNeckDx:
      'Adjusted DX of a figure standing in neck-deep water, for its attacks (option water). Our estimate, as ' +
      'waterKneeMa.',
    concealment:
      'Optional concealment for missile fire (the text leaves Advanced Melee\'s concealment rules to taste: ' +
      '"use them if you like"; tft.missile.line). On: a target whose chest the range string reaches but whose ' +
      'feet (a third of a level above its base, over every hex of its footprint) terrain hides is half hidden, ' +
      'and the shot takes concealmentDx. Off: not judged.',
    concealmentDx:
      'DX modifier of a missile shot at a half-hidden target (option concealment). Our estimate: the Advanced ' +
      'Melee page the text points to was not at hand.',
    proneFalls:
      'The height that sets a prone figure\'s falling dice (tft.prone gives it H 1 "for movement purposes"; the ' +
      'text does not say whether a fall is one). one = H 1, so every level past the first adds a die (the ' +
      'default: a jump or fall is part of moving); height = its standing effective height, as for a figure on ' +
      'its feet.',
    missileHeight:
      'Height advantage for missile fire (tft.height.dx). The Height Advantage rule gives a figure +1 (or -1) ' +
      'adjusted DX per level above (or below) "their opponent"; it stands in the text\'s Height section, which ' +
      'is about reaching a foe with a weapon, and the Missile Fire section lists its own modifiers (range, ' +
      'concealment) without height; the catalogue is silent. ignore (the default: height counts in melee and ' +
      'swipes only, as version one answered and as two independent readers of the text took it) or ' +
      'apply = the shooter\'s level less the target\'s base level (a place: the level of its stand-in) joins ' +
      'adjustedDx, with no cap.',
  },
};
