/**
 * The heroscape ruleset's named options: readings where the rulebooks, the FAQ and later editions differ,
 * and the terrain sets' alternative rules. Each default is the FAQ's (or the compiled Master Game guide's)
 * reading; `highground rules heroscape` prints them.
 */
import * as z from '../../formats/schema-kit.js';
import { defineOptions, option, type Options } from '../../engine/ruleset.js';

export const OPTIONS = defineOptions({
  majorFallDice: option(z._default(z.literal([2, 3]), 2), {
    clause: 'hs.fall',
    aliases: ['major-fall-dice'],
  }),
  extremeFalls: option(z._default(z.boolean(), true), {
    clause: 'hs.fall',
    aliases: ['extreme-falls'],
  }),
  avoidFalls: option(z._default(z.enum(['equal-cost', 'within-budget']), 'equal-cost'), {
    clause: 'hs.fall',
    aliases: ['avoid-falls'],
  }),
  heightAdvantage10: option(z._default(z.boolean(), false), {
    clause: 'hs.height-advantage',
    aliases: ['height-advantage-10'],
  }),
  hexsideTie: option(z._default(z.enum(['both', 'either']), 'both'), {
    clause: 'hs.sight',
    aliases: ['hexside-tie'],
  }),
  climbEqualHeight: option(z._default(z.boolean(), false), {
    clause: 'hs.move.climb',
    aliases: ['climb-equal-height'],
  }),
  doubleSpaceClimb: option(z._default(z.enum(['lead', 'both']), 'lead'), {
    clause: 'hs.base.double-space',
    aliases: ['double-space-climb'],
  }),
  snow: option(z._default(z.enum(['normal', 'heavy']), 'normal'), {
    clause: 'hs.terrain.snow',
  }),
  ice: option(z._default(z.enum(['normal', 'slippery']), 'normal'), {
    clause: 'hs.terrain.ice',
  }),
  roadBonus: option(z._default(z.literal([0, 1, 2, 3]), 3), {
    clause: 'hs.terrain.road',
    aliases: ['road-bonus'],
  }),
  lavaField: option(z._default(z.boolean(), true), {
    clause: 'hs.terrain.lava-field',
    aliases: ['lava-field'],
  }),
  overhangClearance: option(z._default(z.enum(['fits', 'ignore']), 'fits'), {
    clause: 'hs.base.obstacle',
    aliases: ['overhang-clearance'],
  }),
  unownedObjects: option(z._default(z.enum(['inert', 'enemy']), 'inert'), {
    clause: 'hs.engage',
    aliases: ['unowned-objects'],
  }),
});

export interface HsOptions {
  majorFallDice: 2 | 3;
  extremeFalls: boolean;
  /** Which way a move takes round a fall (hs.fall): the cheapest, falling least among equals; or any way without a damaging fall that fits the budget. */
  avoidFalls: 'equal-cost' | 'within-budget';
  advantage10: boolean;
  tie: 'both' | 'either';
  climbEqual: boolean;
  doubleClimb: 'lead' | 'both';
  snow: 'normal' | 'heavy';
  ice: 'normal' | 'slippery';
  roadBonus: number;
  lavaField: boolean;
  /** Under an overhang or a bridge deck in the open a walking figure goes only where its Height fits the headroom (hs.base.obstacle). */
  clearance: 'fits' | 'ignore';
  /** A destructible object with no side (hs.engage): nobody's enemy (inert), or every figure's (enemy). */
  unownedObjects: 'inert' | 'enemy';
  /** Derived rulesets' readings the core consults (c3g-buildings); the base game keeps the defaults. */
  rangeCountsPartial: boolean;
  transitAttacks: 'all' | 'left';
  flyerTransit: 'landing' | 'passing';
  transitStop: 'walk-on' | 'stop';
  /** May an engaged figure break a window instead of its attack (c3g.window.break)? */
  breakEngaged: boolean;
}

/** The typed options (each value checked against its zod schema by the engine when the scenario loaded). */
export function readOptions(options: Options): HsOptions {
  const o = OPTIONS.read(options);
  // a derived ruleset (c3g-buildings) adds readings the core consults; the base game keeps their defaults
  const derived = options as Partial<Record<'rangeCountsPartial' | 'transitAttacks' | 'flyerTransit' | 'transitStop' | 'breakWindowEngaged', unknown>>;
  return {
    majorFallDice: o.majorFallDice,
    extremeFalls: o.extremeFalls,
    avoidFalls: o.avoidFalls,
    advantage10: o.heightAdvantage10,
    tie: o.hexsideTie,
    climbEqual: o.climbEqualHeight,
    doubleClimb: o.doubleSpaceClimb,
    snow: o.snow,
    ice: o.ice,
    roadBonus: o.roadBonus,
    lavaField: o.lavaField,
    clearance: o.overhangClearance,
    unownedObjects: o.unownedObjects,
    rangeCountsPartial: derived.rangeCountsPartial === true,
    transitAttacks: derived.transitAttacks === 'left' ? 'left' : 'all',
    flyerTransit: derived.flyerTransit === 'passing' ? 'passing' : 'landing',
    transitStop: derived.transitStop === 'stop' ? 'stop' : 'walk-on',
    breakEngaged: derived.breakWindowEngaged !== false,
  };
}
