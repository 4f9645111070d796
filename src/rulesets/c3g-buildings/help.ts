/**
 * The help texts of the c3g-buildings questions and options (`highground rules c3g-buildings`, the app's panels,
 * docs/questions.md, the JSON schema), kept apart from the Ruleset object so that a program that only
 * loads scenarios and asks questions bundles none of them (issue 21). `highground/c3g-buildings` exports them
 * as `help`; `rulesetHelp` (`highground`) reads them.
 * The questions and options c3g-buildings takes from heroscape keep heroscape's texts.
 */
import type { RulesetHelp } from '../../engine/help.js';
import { help as baseHelp } from '../heroscape/help.js';

export const help: RulesetHelp = {
  questions: {
    ...baseHelp.questions,
    reach:
      `${baseHelp.questions.reach} Under option transitStop stop, for a walking single-space figure, also where ` +
      'transit spaces cut the reach short (c3g.transit): `transitStops` (each transit space that ends a way, the ' +
      'cost of moving onto it, how many spaces it cuts short) and `cutShort` (those spaces, with their cost walking ' +
      'on across it, their cost under stop or null, and the transit space, `by`).',
    classify:
      'The class of a hex (full, half, partial) with the numbers: the largest disc that fits in its free area ' +
      'and the base and marker diameters (mm).',
    count:
      'Count spaces for a special power (c3g.hex.count): along `path` (a list of hexes after the first), or ' +
      'within `radius` of `from` (the spaces whose counted distance is at most the radius, partial hexes ' +
      'counting 0 to cross). Partial hexes never count; half hexes count one each.',
    'break-window':
      'May `figure`, giving up an attack of range `range`, break the window at `window`? Only an unbroken ' +
      'window space within range, with clear sight to a figure of Height `height` (default: the attacker\'s) ' +
      'standing in it.',
    transit:
      'The transit spaces `figure` (standing on a transit space) may be placed on instead of moving, or after ' +
      'moving onto it for the transit number in movement; with the leaving-engagement attacks it takes.',
    place:
      'May `figure` be placed (set-up, or a power) on `to` (for a double-space figure, its front hex, with the ' +
      'back behind `facing`, default its own)? Partial and half hexes only for destructible objects (that ' +
      'fit); never, destructible or not, on an occupied, enclosed, obstacle, unbroken-window or shaft space, nor ' +
      'under a deck or overhang in the open where its Height does not fit (option overhangClearance); a ' +
      'double-space figure on two spaces of one level.',
    shaft: 'An elevator shaft: its spaces by floor, and where its car starts (empty, on the bottom floor).',
  },
  options: {
    ...baseHelp.options,
    rangeCountsPartial:
      'Counting an attack\'s range (hs.sight: spaces, never levels; round holes in the battlefield): false = ' +
      'partial hexes are not counted, as for every count of spaces (c3g.hex.count); true = a partial hex ' +
      'counts one like any space (the C3G text names powers, not plain attack range; it is silent here).',
    hexMm:
      'Width of a hex across the flats in millimetres (VirtualScape: 4.46 cm). Footprints are in millimetres ' +
      'on this layout (c3g.hex.classify).',
    baseMm:
      'Diameter of the standard single-space base (the Marvel: The Conflict Begins base), in mm. 32 is an ' +
      'unsourced estimate (no published measurement found): measure yours (c3g.hex.classify).',
    markerMm:
      'Diameter of an official Heroscape wound marker, in mm. 18 is an unsourced estimate (no published ' +
      'measurement found): measure yours (c3g.hex.classify).',
    transitAttacks:
      'Leaving-engagement attacks on a transit placement: "all" = every figure engaged with the placed figure ' +
      'attacks, as when a flyer takes off; "left" = only those it is no longer engaged with after placement ' +
      '(c3g.transit; the text only says placed figures take them).',
    flyerTransit:
      'Which transit spaces a flyer may be placed from (c3g.transit: a figure that moves onto one). "landing" = ' +
      'only the one it lands on, which ends its flight, so it is placed and its move ends there (a flyer moves ' +
      'onto only the space where it ends, as for glyphs, hs.glyph); "passing" = any it passes over mid-flight, ' +
      'flying on after the placement. The text is silent on flyers.',
    transitStop:
      'A walking figure that moves onto an unoccupied transit space it does not use (c3g.transit: it "may either" ' +
      'be placed at once or end its move there): "walk-on" = it may also walk on across it, as across any space ' +
      '(the stairs text moves figures between stairway spaces of one floor normally); "stop" = those two are ' +
      'the only choices, so a move crossing a transit space ends there unless the figure is placed.',
    breakWindowEngaged:
      'May an engaged figure break a window instead of its attack (c3g.window.break names only the range of the ' +
      'attack given up and clear sight on the window; an engaged figure may attack only figures it is engaged ' +
      'with, hs.base.attack): true = yes, the text\'s two conditions are all; false = no, the attack it gives up ' +
      'could not have gone at the window.',
  },
};
