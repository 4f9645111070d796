/**
 * The heroscape ruleset's named options: readings where the rulebooks, the FAQ and later editions differ,
 * and the terrain sets' alternative rules. Each default is the FAQ's (or the compiled Master Game guide's)
 * reading; `highground rules heroscape` prints them.
 */
import type { OptionSpec } from '../../engine/ruleset.js';

export const OPTIONS = {
  majorFallDice: {
    aliases: ['major-fall-dice'],
    default: 2,
    choices: [2, 3],
    doc: 'Dice rolled for a major fall (a drop of Height + 10 levels or more); sources say 2 or 3 (hs.fall).',
    clause: 'hs.fall',
  },
  extremeFalls: {
    aliases: ['extreme-falls'],
    default: true,
    doc: 'Extreme falls (hs.fall): a drop of Height + 20 levels or more is not rolled with combat dice; the figure rolls the 20-sided die and is destroyed on 1-18, unharmed on 19-20. false: editions with only minor and major falls; such a drop is a major fall.',
    clause: 'hs.fall',
  },
  heightAdvantage10: {
    aliases: ['height-advantage-10'],
    default: false,
    doc: 'Current edition: a figure 10 or more levels higher gets two extra dice instead of one (hs.height-advantage). Off for the classic game.',
    clause: 'hs.height-advantage',
  },
  hexsideTie: {
    aliases: ['hexside-tie'],
    default: 'both',
    choices: ['both', 'either'],
    doc: 'A sight line running exactly along a hexside: "both" = blocked only where the hexes on both sides block; "either" = blocked where one does (hs.sight; the text is silent).',
    clause: 'hs.sight',
  },
  climbEqualHeight: {
    aliases: ['climb-equal-height'],
    default: false,
    doc: 'A single step up exactly as many levels as the figure\'s Height (hs.move.climb): false = not allowed (the catalogue and FAQ reading: a rise equal to or greater than the Height cannot be climbed); true = allowed, only a greater rise is refused (a looser reading of the Rise of the Valkyrie text).',
    clause: 'hs.move.climb',
  },
  doubleSpaceClimb: {
    aliases: ['double-space-climb'],
    default: 'lead',
    choices: ['lead', 'both'],
    doc: 'What a double-space figure pays to climb (hs.base.double-space): "lead" = only the leading end\'s rise counts, the following end steps into the space it left for free (FAQ reading); "both" = the following end\'s rise is paid as well.',
    clause: 'hs.base.double-space',
  },
  snow: {
    default: 'normal',
    choices: ['normal', 'heavy'],
    doc: 'Thaelenk Tundra snow (hs.terrain.snow): "normal" = no special rule; "heavy" = moving onto a snow space costs one extra movement. Scenarios name the one they use ("treat all snow tiles as heavy snow").',
    clause: 'hs.terrain.snow',
  },
  ice: {
    default: 'normal',
    choices: ['normal', 'slippery'],
    doc: 'Thaelenk Tundra ice (hs.terrain.ice): "normal" = no special rule; "slippery" = a walking figure that moves onto ice ends its move there. Scenarios name the one they use ("treat all ice tiles as slippery ice").',
    clause: 'hs.terrain.ice',
  },
  roadBonus: {
    aliases: ['road-bonus'],
    default: 3,
    choices: [0, 1, 2, 3],
    doc: 'Road to the Forgotten Forest roads (hs.terrain.road): extra spaces for a walking figure that starts and ends its move on road and moves only on road (0 turns the rule off).',
    clause: 'hs.terrain.road',
  },
  lavaField: {
    aliases: ['lava-field'],
    default: true,
    doc: 'Volcarren Wasteland lava field damage (hs.terrain.lava-field): at the end of each round every figure on a lava field space rolls one combat die and takes a wound on a skull (a double-space figure rolls once). false: lava field is plain land.',
    clause: 'hs.terrain.lava-field',
  },
} as const satisfies Record<string, OptionSpec>;

export interface HsOptions {
  majorFallDice: 2 | 3;
  extremeFalls: boolean;
  advantage10: boolean;
  tie: 'both' | 'either';
  climbEqual: boolean;
  doubleClimb: 'lead' | 'both';
  snow: 'normal' | 'heavy';
  ice: 'normal' | 'slippery';
  roadBonus: number;
  lavaField: boolean;
  /** Derived rulesets' readings the core consults (c3g-buildings); the base game keeps the defaults. */
  rangeCountsPartial: boolean;
  transitAttacks: 'all' | 'left';
}

export function readOptions(o: Readonly<Record<string, string | number | boolean>>): HsOptions {
  return {
    majorFallDice: o.majorFallDice === 3 ? 3 : 2,
    extremeFalls: o.extremeFalls !== false,
    advantage10: o.heightAdvantage10 === true,
    tie: o.hexsideTie === 'either' ? 'either' : 'both',
    climbEqual: o.climbEqualHeight === true,
    doubleClimb: o.doubleSpaceClimb === 'both' ? 'both' : 'lead',
    snow: o.snow === 'heavy' ? 'heavy' : 'normal',
    ice: o.ice === 'slippery' ? 'slippery' : 'normal',
    roadBonus: typeof o.roadBonus === 'number' ? (o.roadBonus as number) : 3,
    lavaField: o.lavaField !== false,
    rangeCountsPartial: o.rangeCountsPartial === true,
    transitAttacks: o.transitAttacks === 'left' ? 'left' : 'all',
  };
}
