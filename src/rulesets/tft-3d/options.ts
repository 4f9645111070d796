/** The ruleset's named options: optional rules and readings where tables differ. */
import * as z from 'zod/mini';
import { defineOptions, option, type Options } from '../../engine/ruleset.js';

export const OPTIONS = defineOptions({
  swipe: option(z._default(z.boolean(), false), {
    description: 'Optional swipe attack: a figure too high to reach a lower foe may kneel and swipe at it (tft.swipe).',
    clause: 'tft.swipe',
  }),
  singleBase: option(z._default(z.boolean(), false), {
    description: 'Optional single base: a 3-hex figure stands on 1 hex, a 4-hex on 2, a 7-hex on 4, keeping every property of its true size (tft.multihex.single-base).',
    clause: 'tft.multihex.single-base',
    aliases: ['single-base'],
  }),
  brokenGround: option(z._default(z.enum(['off', 'dirt', 'rock', 'dirt-and-rock']), 'off'), {
    description: 'Optional broken ground on dirt and/or rock tiles: entering such a hex costs 2 MA instead of 1 (Advanced Melee broken ground; tft.terrain.broken).',
    clause: 'tft.terrain.broken',
    aliases: ['broken-ground'],
  }),
  hexsideTie: option(z._default(z.enum(['both', 'either']), 'both'), {
    description: 'A line of sight running exactly along a hexside: "both" = blocked only if the hexes on both sides block; "either" = blocked if one does (tft.missile.line).',
    clause: 'tft.missile.line',
    aliases: ['hexside-tie'],
  }),
  levelsPerHex: option(z._default(z.number().check(z.int(), z.minimum(1), z.maximum(1000)), 4), {
    description: 'How many tile levels make one hex width, for the 3-D range string (tft.missile.range). The text gives no number; the default 4 reads a tile as a quarter of a hex width tall. 1 makes height count like distance.',
    clause: 'tft.missile.range',
    aliases: ['levels-per-hex'],
  }),
  water: option(z._default(z.boolean(), true), {
    description: 'Water depth slows a figure and hampers it (tft.terrain.water, after Advanced Melee\'s water rules): entering a knee-deep hex costs waterKneeMa MA and a neck-deep one waterNeckMa; a figure standing in knee- or neck-deep water attacks at waterKneeDx / waterNeckDx. Ankle-deep water is ordinary ground. false: depth is only reported.',
    clause: 'tft.terrain.water',
  }),
  waterKneeMa: option(z._default(z.number().check(z.int(), z.minimum(1), z.maximum(100)), 2), {
    description: 'MA to enter a knee-deep water hex (option water). Our estimate: the Advanced Melee page the text points to was not at hand, so the number is a named option; 1 makes knee-deep water ordinary ground for movement.',
    clause: 'tft.terrain.water',
    aliases: ['water-knee-ma'],
  }),
  waterNeckMa: option(z._default(z.number().check(z.int(), z.minimum(1), z.maximum(100)), 3), {
    description: 'MA to enter a neck-deep water hex (option water). Our estimate, as waterKneeMa.',
    clause: 'tft.terrain.water',
    aliases: ['water-neck-ma'],
  }),
  waterKneeDx: option(z._default(z.number().check(z.int(), z.minimum(-30), z.maximum(0)), -2), {
    description: 'Adjusted DX of a figure standing in knee-deep water, for its attacks (melee and missile) (option water). Our estimate, as waterKneeMa.',
    clause: 'tft.terrain.water',
    aliases: ['water-knee-dx'],
  }),
  waterNeckDx: option(z._default(z.number().check(z.int(), z.minimum(-30), z.maximum(0)), -4), {
    description: 'Adjusted DX of a figure standing in neck-deep water, for its attacks (option water). Our estimate, as waterKneeMa.',
    clause: 'tft.terrain.water',
    aliases: ['water-neck-dx'],
  }),
  concealment: option(z._default(z.boolean(), false), {
    description: 'Optional concealment for missile fire (the text leaves Advanced Melee\'s concealment rules to taste: "use them if you like"; tft.missile.line). On: a target whose chest the range string reaches but whose feet (a third of a level above its base, over every hex of its footprint) terrain hides is half hidden, and the shot takes concealmentDx. Off: not judged.',
    clause: 'tft.missile.line',
  }),
  concealmentDx: option(z._default(z.number().check(z.int(), z.minimum(-30), z.maximum(0)), -2), {
    description: 'DX modifier of a missile shot at a half-hidden target (option concealment). Our estimate: the Advanced Melee page the text points to was not at hand.',
    clause: 'tft.missile.line',
    aliases: ['concealment-dx'],
  }),
  proneFalls: option(z._default(z.enum(['one', 'height']), 'one'), {
    description: 'The height that sets a prone figure\'s falling dice (tft.prone gives it H 1 "for movement purposes"; the text does not say whether a fall is one). one = H 1, so every level past the first adds a die (the default: a jump or fall is part of moving); height = its standing effective height, as for a figure on its feet.',
    clause: 'tft.prone',
  }),
});

export interface TftOptions {
  swipe: boolean;
  singleBase: boolean;
  broken: 'off' | 'dirt' | 'rock' | 'dirt-and-rock';
  tie: 'both' | 'either';
  levelsPerHex: number;
  /** tft.terrain.water: MA to enter and DX while standing, by depth (ankle: ordinary ground); undefined when off. */
  water: { knee: { ma: number; dx: number }; neck: { ma: number; dx: number } } | undefined;
  /** Half-hidden targets' DX modifier when the concealment option is on. */
  concealment: number | undefined;
  /** tft.prone: a prone figure's falls use H 1 ('one') or its standing effective height ('height'). */
  proneFalls: 'one' | 'height';
}

/** The typed options (each value checked against its zod schema by the engine when the scenario loaded). */
export function readOptions(options: Options): TftOptions {
  const o = OPTIONS.read(options);
  return {
    swipe: o.swipe,
    singleBase: o.singleBase,
    broken: o.brokenGround,
    tie: o.hexsideTie,
    levelsPerHex: o.levelsPerHex,
    water: o.water ? { knee: { ma: o.waterKneeMa, dx: o.waterKneeDx }, neck: { ma: o.waterNeckMa, dx: o.waterNeckDx } } : undefined,
    concealment: o.concealment ? o.concealmentDx : undefined,
    proneFalls: o.proneFalls,
  };
}
