/** The ruleset's named options: optional rules and readings where tables differ. */
import { HighgroundError } from '../../errors.js';
import type { OptionSpec } from '../../engine/ruleset.js';

export const OPTIONS = {
  swipe: {
    default: false,
    doc: 'Optional swipe attack: a figure too high to reach a lower foe may kneel and swipe at it (tft.swipe).',
    clause: 'tft.swipe',
  },
  'single-base': {
    default: false,
    doc: 'Optional single base: a 3-hex figure stands on 1 hex, a 4-hex on 2, a 7-hex on 4, keeping every property of its true size (tft.multihex.single-base).',
    clause: 'tft.multihex.single-base',
  },
  'broken-ground': {
    default: 'off',
    choices: ['off', 'dirt', 'rock', 'dirt-and-rock'],
    doc: 'Optional broken ground on dirt and/or rock tiles: entering such a hex costs 2 MA instead of 1 (Advanced Melee broken ground; tft.terrain.broken).',
    clause: 'tft.terrain.broken',
  },
  'hexside-tie': {
    default: 'both',
    choices: ['both', 'either'],
    doc: 'A line of sight running exactly along a hexside: "both" = blocked only if the hexes on both sides block; "either" = blocked if one does (tft.missile.line).',
    clause: 'tft.missile.line',
  },
  'levels-per-hex': {
    default: 4,
    doc: 'How many tile levels make one hex width, for the 3-D range string (tft.missile.range). The text gives no number; the default 4 reads a tile as a quarter of a hex width tall. 1 makes height count like distance.',
    clause: 'tft.missile.range',
  },
} as const satisfies Record<string, OptionSpec>;

export interface TftOptions {
  swipe: boolean;
  singleBase: boolean;
  broken: 'off' | 'dirt' | 'rock' | 'dirt-and-rock';
  tie: 'both' | 'either';
  levelsPerHex: number;
}

export function readOptions(o: Readonly<Record<string, string | number | boolean>>): TftOptions {
  const lph = o['levels-per-hex'];
  if (lph !== undefined && (typeof lph !== 'number' || !Number.isInteger(lph) || lph < 1 || lph > 1000))
    throw new HighgroundError(`option levels-per-hex must be a whole number from 1 to 1000, found ${JSON.stringify(lph)}`, { path: ['options', 'levels-per-hex'] });
  return {
    swipe: o.swipe === true,
    singleBase: o['single-base'] === true,
    broken: (o['broken-ground'] ?? 'off') as TftOptions['broken'],
    tie: (o['hexside-tie'] ?? 'both') as TftOptions['tie'],
    levelsPerHex: typeof o['levels-per-hex'] === 'number' ? o['levels-per-hex'] : 4,
  };
}
