/**
 * The ruleset's named options: the heroscape base game's (spread in first), then the C3G ones: optional rules, readings where the texts disagree or are silent, and the
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
import { OPTIONS as HS_OPTIONS, readOptions as readHsOptions, type HsOptions } from '../heroscape/options.js';

export const OPTIONS = {
  // The base game's options (../heroscape/options.ts): its readings and terrain rules hold here too.
  ...HS_OPTIONS,
  rangeCountsPartial: {
    aliases: ['range-counts-partial'],
    default: false,
    doc: 'Counting an attack\'s range (hs.sight: spaces, never levels; round holes in the battlefield): false = partial hexes are not counted, as for every count of spaces (c3g.hex.count); true = a partial hex counts one like any space (the C3G text names powers, not plain attack range; it is silent here).',
    clause: 'c3g.hex.count',
  },
  hexMm: {
    aliases: ['hex-mm'],
    default: 44.6,
    doc: 'Width of a hex across the flats in millimetres (VirtualScape: 4.46 cm). Footprints are in millimetres on this layout (c3g.hex.classify).',
    clause: 'c3g.hex.classify',
  },
  baseMm: {
    aliases: ['base-mm'],
    default: 32,
    doc: 'Diameter of the standard single-space base (the Marvel: The Conflict Begins base), in mm. 32 is an unsourced estimate (no published measurement found): measure yours (c3g.hex.classify).',
    clause: 'c3g.hex.classify',
  },
  markerMm: {
    aliases: ['marker-mm'],
    default: 18,
    doc: 'Diameter of an official Heroscape wound marker, in mm. 18 is an unsourced estimate (no published measurement found): measure yours (c3g.hex.classify).',
    clause: 'c3g.hex.classify',
  },
  transitAttacks: {
    aliases: ['transit-attacks'],
    default: 'all',
    choices: ['all', 'left'],
    doc: 'Leaving-engagement attacks on a transit placement: "all" = every figure engaged with the placed figure attacks, as when a flyer takes off; "left" = only those it is no longer engaged with after placement (c3g.transit; the text only says placed figures take them).',
    clause: 'c3g.transit',
  },
} as const satisfies Record<string, OptionSpec>;

export interface C3gOptions extends HsOptions {
  hexMm: number;
  baseMm: number;
  markerMm: number;
}

export function readOptions(o: Readonly<Record<string, string | number | boolean>>): C3gOptions {
  const num = (k: string, d: number) => (typeof o[k] === 'number' ? (o[k] as number) : d);
  return { ...readHsOptions(o), hexMm: num('hexMm', 44.6), baseMm: num('baseMm', 32), markerMm: num('markerMm', 18) };
}
