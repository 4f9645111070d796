/**
 * The ruleset's named options: optional rules, readings where the texts disagree or are silent, and the
 * physical sizes the hex classification measures with (millimetres).
 *
 * Physical sizes (defaults):
 * - `hex-mm` 44.6: a Heroscape hex across the flats, VirtualScape's figure (4.46 cm; see
 *   ../shared/formats/virtualscape-hsc.md); a hobbyist's tape measure gives 4 to 4.5 cm.
 * - `base-mm` 32 and `marker-mm` 18: the C3G text names the base of the Marvel: The Conflict Begins master
 *   set as the standard base and an official Heroscape wound marker as the small test piece. No published
 *   measurement of either was found (searched: rulebooks and reviews of the Marvel set, the Heroscape
 *   wiki, heroscapers.com and BoardGameGeek threads, hobby pages on Heroscape bases and markers); 32 mm
 *   (about 1 1/4 in) and 18 mm are unsourced estimates of a single-space base and of the red wound marker.
 *   A table that measures its own pieces sets these two options; `classify` reports the largest disc that
 *   fits, so a close call can be settled with a ruler.
 */
import type { OptionSpec } from '../../engine/ruleset.js';

export const OPTIONS = {
  'major-fall-dice': {
    default: 2,
    choices: [2, 3],
    doc: 'Dice rolled for a major fall (a drop of Height + 10 levels or more); sources say 2 or 3 (hs.fall).',
    clause: 'hs.fall',
  },
  'extreme-falls': {
    default: true,
    doc: 'Extreme falls (hs.fall): a drop of Height + 20 levels or more is not rolled with combat dice; the figure rolls the 20-sided die and is destroyed on 1-18, unharmed on 19-20 (the Master Game reading collected in the HeroScape quick reference, docsbay.net/heroscape-quick-reference, and on heroscapers.com, "The height rules" thread). false: editions with only minor and major falls; such a drop is a major fall.',
    clause: 'hs.fall',
  },
  'range-counts-partial': {
    default: false,
    doc: 'Counting an attack\'s range (hs.sight: spaces, never levels; round holes in the battlefield): false = partial hexes are not counted, as for every count of spaces (c3g.hex.count); true = a partial hex counts one like any space (the C3G text names powers, not plain attack range; it is silent here).',
    clause: 'c3g.hex.count',
  },
  'height-advantage-10': {
    default: false,
    doc: 'Current edition: a figure 10 or more levels higher gets two extra dice instead of one (hs.height-advantage). Off for the classic game.',
    clause: 'hs.height-advantage',
  },
  'hex-mm': {
    default: 44.6,
    doc: 'Width of a hex across the flats in millimetres (VirtualScape: 4.46 cm). Footprints are in millimetres on this layout (c3g.hex.classify).',
    clause: 'c3g.hex.classify',
  },
  'base-mm': {
    default: 32,
    doc: 'Diameter of the standard single-space base (the Marvel: The Conflict Begins base), in mm. 32 is an unsourced estimate (no published measurement found): measure yours (c3g.hex.classify).',
    clause: 'c3g.hex.classify',
  },
  'marker-mm': {
    default: 18,
    doc: 'Diameter of an official Heroscape wound marker, in mm. 18 is an unsourced estimate (no published measurement found): measure yours (c3g.hex.classify).',
    clause: 'c3g.hex.classify',
  },
  'hexside-tie': {
    default: 'both',
    choices: ['both', 'either'],
    doc: 'A sight line running exactly along a hexside: "both" = blocked only where the hexes on both sides block; "either" = blocked where one does (hs.sight; the text is silent).',
    clause: 'hs.sight',
  },
  'transit-attacks': {
    default: 'all',
    choices: ['all', 'left'],
    doc: 'Leaving-engagement attacks on a transit placement: "all" = every figure engaged with the placed figure attacks, as when a flyer takes off; "left" = only those it is no longer engaged with after placement (c3g.transit; the text only says placed figures take them).',
    clause: 'c3g.transit',
  },
} as const satisfies Record<string, OptionSpec>;

export interface C3gOptions {
  majorFallDice: 2 | 3;
  extremeFalls: boolean;
  rangeCountsPartial: boolean;
  advantage10: boolean;
  hexMm: number;
  baseMm: number;
  markerMm: number;
  tie: 'both' | 'either';
  transitAttacks: 'all' | 'left';
}

export function readOptions(o: Readonly<Record<string, string | number | boolean>>): C3gOptions {
  const num = (k: string, d: number) => (typeof o[k] === 'number' ? (o[k] as number) : d);
  return {
    majorFallDice: o['major-fall-dice'] === 3 ? 3 : 2,
    extremeFalls: o['extreme-falls'] !== false,
    rangeCountsPartial: o['range-counts-partial'] === true,
    advantage10: o['height-advantage-10'] === true,
    hexMm: num('hex-mm', 44.6),
    baseMm: num('base-mm', 32),
    markerMm: num('marker-mm', 18),
    tie: o['hexside-tie'] === 'either' ? 'either' : 'both',
    transitAttacks: o['transit-attacks'] === 'left' ? 'left' : 'all',
  };
}
