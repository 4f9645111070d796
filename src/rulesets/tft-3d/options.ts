/** The ruleset's named options: optional rules and readings where tables differ. */
import { HighgroundError } from '../../errors.js';
import type { OptionSpec } from '../../engine/ruleset.js';

export const OPTIONS = {
  swipe: {
    default: false,
    doc: 'Optional swipe attack: a figure too high to reach a lower foe may kneel and swipe at it (tft.swipe).',
    clause: 'tft.swipe',
  },
  singleBase: {
    aliases: ['single-base'],
    default: false,
    doc: 'Optional single base: a 3-hex figure stands on 1 hex, a 4-hex on 2, a 7-hex on 4, keeping every property of its true size (tft.multihex.single-base).',
    clause: 'tft.multihex.single-base',
  },
  brokenGround: {
    aliases: ['broken-ground'],
    default: 'off',
    choices: ['off', 'dirt', 'rock', 'dirt-and-rock'],
    doc: 'Optional broken ground on dirt and/or rock tiles: entering such a hex costs 2 MA instead of 1 (Advanced Melee broken ground; tft.terrain.broken).',
    clause: 'tft.terrain.broken',
  },
  hexsideTie: {
    aliases: ['hexside-tie'],
    default: 'both',
    choices: ['both', 'either'],
    doc: 'A line of sight running exactly along a hexside: "both" = blocked only if the hexes on both sides block; "either" = blocked if one does (tft.missile.line).',
    clause: 'tft.missile.line',
  },
  levelsPerHex: {
    aliases: ['levels-per-hex'],
    default: 4,
    doc: 'How many tile levels make one hex width, for the 3-D range string (tft.missile.range). The text gives no number; the default 4 reads a tile as a quarter of a hex width tall. 1 makes height count like distance.',
    clause: 'tft.missile.range',
  },
  water: {
    default: true,
    doc: 'Water depth slows a figure and hampers it (tft.terrain.water, after Advanced Melee\'s water rules): entering a knee-deep hex costs water-knee-ma MA and a neck-deep one water-neck-ma; a figure standing in knee- or neck-deep water attacks at water-knee-dx / water-neck-dx. Ankle-deep water is ordinary ground. false: depth is only reported.',
    clause: 'tft.terrain.water',
  },
  waterKneeMa: {
    aliases: ['water-knee-ma'],
    default: 2,
    doc: 'MA to enter a knee-deep water hex (option water). Our estimate: the Advanced Melee page the text points to was not at hand, so the number is a named option; 1 makes knee-deep water ordinary ground for movement.',
    clause: 'tft.terrain.water',
  },
  waterNeckMa: {
    aliases: ['water-neck-ma'],
    default: 3,
    doc: 'MA to enter a neck-deep water hex (option water). Our estimate, as water-knee-ma.',
    clause: 'tft.terrain.water',
  },
  waterKneeDx: {
    aliases: ['water-knee-dx'],
    default: -2,
    doc: 'Adjusted DX of a figure standing in knee-deep water, for its attacks (melee and missile) (option water). Our estimate, as water-knee-ma.',
    clause: 'tft.terrain.water',
  },
  waterNeckDx: {
    aliases: ['water-neck-dx'],
    default: -4,
    doc: 'Adjusted DX of a figure standing in neck-deep water, for its attacks (option water). Our estimate, as water-knee-ma.',
    clause: 'tft.terrain.water',
  },
  concealment: {
    default: false,
    doc: 'Optional concealment for missile fire (the text leaves Advanced Melee\'s concealment rules to taste: "use them if you like"; tft.missile.line). On: a target whose chest the range string reaches but whose feet (a third of a level above its base, over every hex of its footprint) terrain hides is half hidden, and the shot takes concealment-dx. Off: not judged.',
    clause: 'tft.missile.line',
  },
  concealmentDx: {
    aliases: ['concealment-dx'],
    default: -2,
    doc: 'DX modifier of a missile shot at a half-hidden target (option concealment). Our estimate: the Advanced Melee page the text points to was not at hand.',
    clause: 'tft.missile.line',
  },
  proneFalls: {
    default: 'one',
    choices: ['one', 'height'],
    doc: 'The height that sets a prone figure\'s falling dice (tft.prone gives it H 1 "for movement purposes"; the text does not say whether a fall is one). one = H 1, so every level past the first adds a die (the default: a jump or fall is part of moving); height = its standing effective height, as for a figure on its feet.',
    clause: 'tft.prone',
  },
} as const satisfies Record<string, OptionSpec>;

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

function intOption(o: Readonly<Record<string, string | number | boolean>>, key: string, dflt: number, min: number, max: number): number {
  const v = o[key];
  if (v === undefined) return dflt;
  if (typeof v !== 'number' || !Number.isInteger(v) || v < min || v > max)
    throw new HighgroundError(`option ${key} must be a whole number from ${min} to ${max}, found ${JSON.stringify(v)}`, { path: ['options', key] });
  return v;
}

export function readOptions(o: Readonly<Record<string, string | number | boolean>>): TftOptions {
  const lph = o.levelsPerHex;
  if (lph !== undefined && (typeof lph !== 'number' || !Number.isInteger(lph) || lph < 1 || lph > 1000))
    throw new HighgroundError(`option levels-per-hex must be a whole number from 1 to 1000, found ${JSON.stringify(lph)}`, { path: ['options', 'levelsPerHex'] });
  return {
    swipe: o.swipe === true,
    singleBase: o.singleBase === true,
    broken: (o.brokenGround ?? 'off') as TftOptions['broken'],
    tie: (o.hexsideTie ?? 'both') as TftOptions['tie'],
    levelsPerHex: typeof o.levelsPerHex === 'number' ? o.levelsPerHex : 4,
    water: o.water === false ? undefined : {
      knee: { ma: intOption(o, 'waterKneeMa', 2, 1, 100), dx: intOption(o, 'waterKneeDx', -2, -30, 0) },
      neck: { ma: intOption(o, 'waterNeckMa', 3, 1, 100), dx: intOption(o, 'waterNeckDx', -4, -30, 0) },
    },
    concealment: o.concealment === true ? intOption(o, 'concealmentDx', -2, -30, 0) : undefined,
    proneFalls: o.proneFalls === 'height' ? 'height' : 'one',
  };
}
