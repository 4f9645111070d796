/**
 * The heroscape ruleset's named options: readings where the rulebooks, the FAQ and later editions differ,
 * and the terrain sets' alternative rules. Each default is the FAQ's (or the compiled Master Game guide's)
 * reading; `highground rules heroscape` prints them.
 */
import * as z from 'zod/mini';
import { defineOptions, option, type Options } from '../../engine/ruleset.js';

export const OPTIONS = defineOptions({
  majorFallDice: option(z._default(z.literal([2, 3]), 2), {
    description: 'Dice rolled for a major fall (a drop of Height + 10 levels or more); sources say 2 or 3 (hs.fall).',
    clause: 'hs.fall',
    aliases: ['major-fall-dice'],
  }),
  extremeFalls: option(z._default(z.boolean(), true), {
    description: 'Extreme falls (hs.fall): a drop of Height + 20 levels or more is not rolled with combat dice; the figure rolls the 20-sided die and is destroyed on 1-18, unharmed on 19-20. false: editions with only minor and major falls; such a drop is a major fall.',
    clause: 'hs.fall',
    aliases: ['extreme-falls'],
  }),
  heightAdvantage10: option(z._default(z.boolean(), false), {
    description: 'Current edition: a figure 10 or more levels higher gets two extra dice instead of one (hs.height-advantage). Off for the classic game.',
    clause: 'hs.height-advantage',
    aliases: ['height-advantage-10'],
  }),
  hexsideTie: option(z._default(z.enum(['both', 'either']), 'both'), {
    description: 'A sight line running exactly along a hexside: "both" = blocked only where the hexes on both sides block; "either" = blocked where one does (hs.sight; the text is silent).',
    clause: 'hs.sight',
    aliases: ['hexside-tie'],
  }),
  climbEqualHeight: option(z._default(z.boolean(), false), {
    description: 'A single step up exactly as many levels as the figure\'s Height (hs.move.climb): false = not allowed (the catalogue and FAQ reading: a rise equal to or greater than the Height cannot be climbed); true = allowed, only a greater rise is refused (a looser reading of the Rise of the Valkyrie text).',
    clause: 'hs.move.climb',
    aliases: ['climb-equal-height'],
  }),
  doubleSpaceClimb: option(z._default(z.enum(['lead', 'both']), 'lead'), {
    description: 'What a double-space figure pays to climb (hs.base.double-space): "lead" = only the leading end\'s rise counts, the following end steps into the space it left for free (FAQ reading); "both" = the following end\'s rise is paid as well.',
    clause: 'hs.base.double-space',
    aliases: ['double-space-climb'],
  }),
  snow: option(z._default(z.enum(['normal', 'heavy']), 'normal'), {
    description: 'Thaelenk Tundra snow (hs.terrain.snow): "normal" = no special rule; "heavy" = moving onto a snow space costs one extra movement. Scenarios name the one they use ("treat all snow tiles as heavy snow").',
    clause: 'hs.terrain.snow',
  }),
  ice: option(z._default(z.enum(['normal', 'slippery']), 'normal'), {
    description: 'Thaelenk Tundra ice (hs.terrain.ice): "normal" = no special rule; "slippery" = a walking figure that moves onto ice ends its move there. Scenarios name the one they use ("treat all ice tiles as slippery ice").',
    clause: 'hs.terrain.ice',
  }),
  roadBonus: option(z._default(z.literal([0, 1, 2, 3]), 3), {
    description: 'Road to the Forgotten Forest roads (hs.terrain.road): extra spaces for a walking figure that starts and ends its move on road and moves only on road (0 turns the rule off).',
    clause: 'hs.terrain.road',
    aliases: ['road-bonus'],
  }),
  lavaField: option(z._default(z.boolean(), true), {
    description: 'Volcarren Wasteland lava field damage (hs.terrain.lava-field): at the end of each round every figure on a lava field space rolls one combat die and takes a wound on a skull (a double-space figure rolls once). false: lava field is plain land.',
    clause: 'hs.terrain.lava-field',
    aliases: ['lava-field'],
  }),
});

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

/** The typed options (each value checked against its zod schema by the engine when the scenario loaded). */
export function readOptions(options: Options): HsOptions {
  const o = OPTIONS.read(options);
  // a derived ruleset (c3g-buildings) adds readings the core consults; the base game keeps their defaults
  const derived = options as Partial<Record<'rangeCountsPartial' | 'transitAttacks', unknown>>;
  return {
    majorFallDice: o.majorFallDice,
    extremeFalls: o.extremeFalls,
    advantage10: o.heightAdvantage10,
    tie: o.hexsideTie,
    climbEqual: o.climbEqualHeight,
    doubleClimb: o.doubleSpaceClimb,
    snow: o.snow,
    ice: o.ice,
    roadBonus: o.roadBonus,
    lavaField: o.lavaField,
    rangeCountsPartial: derived.rangeCountsPartial === true,
    transitAttacks: derived.transitAttacks === 'left' ? 'left' : 'all',
  };
}
