/**
 * The ruleset's named options: the heroscape base game's (spread in first), then the C3G ones: optional rules, readings where the texts disagree or are silent, and the
 * physical sizes the hex classification measures with (millimetres).
 *
 * Physical sizes (defaults):
 * - `hexMm` 44.6: a Heroscape hex across the flats, VirtualScape's figure (4.46 cm; see
 *   ../shared/formats/virtualscape-hsc.md); a hobbyist's tape measure gives 4 to 4.5 cm.
 * - `baseMm` 32 and `markerMm` 18: the C3G text names the base of the Marvel: The Conflict Begins master
 *   set as the standard base and an official Heroscape wound marker as the small test piece. No published
 *   measurement of either was found (searched: rulebooks and reviews of the Marvel set, the Heroscape
 *   wiki, heroscapers.com and BoardGameGeek threads, hobby pages on Heroscape bases and markers); 32 mm
 *   (about 1 1/4 in) and 18 mm are unsourced estimates of a single-space base and of the red wound marker.
 *   A table that measures its own pieces sets these two options; `classify` reports the largest disc that
 *   fits, so a close call can be settled with a ruler.
 */
import * as z from 'zod/mini';
import { defineOptions, option, type Options } from '../../engine/ruleset.js';
import { OPTIONS as HS_OPTIONS, readOptions as readHsOptions, type HsOptions } from '../heroscape/options.js';

export const OPTIONS = defineOptions({
  // The base game's options (../heroscape/options.ts): its readings and terrain rules hold here too.
  ...HS_OPTIONS.shape,
  rangeCountsPartial: option(z._default(z.boolean(), false), {
    description: 'Counting an attack\'s range (hs.sight: spaces, never levels; round holes in the battlefield): false = partial hexes are not counted, as for every count of spaces (c3g.hex.count); true = a partial hex counts one like any space (the C3G text names powers, not plain attack range; it is silent here).',
    clause: 'c3g.hex.count',
    aliases: ['range-counts-partial'],
  }),
  hexMm: option(z._default(z.number(), 44.6), {
    description: 'Width of a hex across the flats in millimetres (VirtualScape: 4.46 cm). Footprints are in millimetres on this layout (c3g.hex.classify).',
    clause: 'c3g.hex.classify',
    aliases: ['hex-mm'],
  }),
  baseMm: option(z._default(z.number(), 32), {
    description: 'Diameter of the standard single-space base (the Marvel: The Conflict Begins base), in mm. 32 is an unsourced estimate (no published measurement found): measure yours (c3g.hex.classify).',
    clause: 'c3g.hex.classify',
    aliases: ['base-mm'],
  }),
  markerMm: option(z._default(z.number(), 18), {
    description: 'Diameter of an official Heroscape wound marker, in mm. 18 is an unsourced estimate (no published measurement found): measure yours (c3g.hex.classify).',
    clause: 'c3g.hex.classify',
    aliases: ['marker-mm'],
  }),
  transitAttacks: option(z._default(z.enum(['all', 'left']), 'all'), {
    description: 'Leaving-engagement attacks on a transit placement: "all" = every figure engaged with the placed figure attacks, as when a flyer takes off; "left" = only those it is no longer engaged with after placement (c3g.transit; the text only says placed figures take them).',
    clause: 'c3g.transit',
    aliases: ['transit-attacks'],
  }),
});

export interface C3gOptions extends HsOptions {
  hexMm: number;
  baseMm: number;
  markerMm: number;
}

/** The typed options (each value checked against its zod schema by the engine when the scenario loaded). */
export function readOptions(options: Options): C3gOptions {
  const o = OPTIONS.read(options);
  return { ...readHsOptions(options), hexMm: o.hexMm, baseMm: o.baseMm, markerMm: o.markerMm };
}
