/** The ruleset's named options: optional rules and readings where tables differ. */
import * as z from '../../formats/schema-kit.js';
import { defineOptions, option, type Options } from '../../engine/ruleset.js';

export const OPTIONS = defineOptions({
  swipe: option(z._default(z.boolean(), false), {
    clause: 'tft.swipe',
  }),
  singleBase: option(z._default(z.boolean(), false), {
    clause: 'tft.multihex.single-base',
    aliases: ['single-base'],
  }),
  brokenGround: option(z._default(z.enum(['off', 'dirt', 'rock', 'dirt-and-rock']), 'off'), {
    clause: 'tft.terrain.broken',
    aliases: ['broken-ground'],
  }),
  hexsideTie: option(z._default(z.enum(['both', 'either']), 'both'), {
    clause: 'tft.missile.line',
    aliases: ['hexside-tie'],
  }),
  levelsPerHex: option(z._default(z.number().check(z.int(), z.minimum(1), z.maximum(1000)), 4), {
    clause: 'tft.missile.range',
    aliases: ['levels-per-hex'],
  }),
  water: option(z._default(z.boolean(), true), {
    clause: 'tft.terrain.water',
  }),
  waterKneeMa: option(z._default(z.number().check(z.int(), z.minimum(1), z.maximum(100)), 2), {
    clause: 'tft.terrain.water',
    aliases: ['water-knee-ma'],
  }),
  waterNeckMa: option(z._default(z.number().check(z.int(), z.minimum(1), z.maximum(100)), 3), {
    clause: 'tft.terrain.water',
    aliases: ['water-neck-ma'],
  }),
  waterKneeDx: option(z._default(z.number().check(z.int(), z.minimum(-30), z.maximum(0)), -2), {
    clause: 'tft.terrain.water',
    aliases: ['water-knee-dx'],
  }),
  waterNeckDx: option(z._default(z.number().check(z.int(), z.minimum(-30), z.maximum(0)), -4), {
    clause: 'tft.terrain.water',
    aliases: ['water-neck-dx'],
  }),
  concealment: option(z._default(z.boolean(), false), {
    clause: 'tft.missile.line',
  }),
  concealmentDx: option(z._default(z.number().check(z.int(), z.minimum(-30), z.maximum(0)), -2), {
    clause: 'tft.missile.line',
    aliases: ['concealment-dx'],
  }),
  proneFalls: option(z._default(z.enum(['one', 'height']), 'one'), {
    clause: 'tft.prone',
  }),
  missileHeight: option(z._default(z.enum(['apply', 'ignore']), 'ignore'), {
    clause: 'tft.height.dx',
    aliases: ['missile-height'],
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
  /** tft.height.dx for missile fire: the shooter's +1 / -1 adjusted DX per level above / below its target ('apply') or none ('ignore', the default). */
  missileHeight: 'apply' | 'ignore';
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
    missileHeight: o.missileHeight,
  };
}
