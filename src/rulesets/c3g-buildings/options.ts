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
import * as z from '../../formats/schema-kit.js';
import { defineOptions, option, type Options } from '../../engine/ruleset.js';
import { OPTIONS as HS_OPTIONS, readOptions as readHsOptions, type HsOptions } from '../heroscape/options.js';

export const OPTIONS = defineOptions({
  // The base game's options (../heroscape/options.ts): its readings and terrain rules hold here too.
  ...HS_OPTIONS.shape,
  rangeCountsPartial: option(z._default(z.boolean(), false), {
    clause: 'c3g.hex.count',
    aliases: ['range-counts-partial'],
  }),
  hexMm: option(z._default(z.number(), 44.6), {
    clause: 'c3g.hex.classify',
    aliases: ['hex-mm'],
  }),
  baseMm: option(z._default(z.number(), 32), {
    clause: 'c3g.hex.classify',
    aliases: ['base-mm'],
  }),
  markerMm: option(z._default(z.number(), 18), {
    clause: 'c3g.hex.classify',
    aliases: ['marker-mm'],
  }),
  transitAttacks: option(z._default(z.enum(['all', 'left']), 'all'), {
    clause: 'c3g.transit',
    aliases: ['transit-attacks'],
  }),
  flyerTransit: option(z._default(z.enum(['landing', 'passing']), 'landing'), {
    clause: 'c3g.transit',
    aliases: ['flyer-transit'],
  }),
  transitStop: option(z._default(z.enum(['walk-on', 'stop']), 'walk-on'), {
    clause: 'c3g.transit',
    aliases: ['transit-stop'],
  }),
  breakWindowEngaged: option(z._default(z.boolean(), true), {
    clause: 'c3g.window.break',
    aliases: ['break-window-engaged'],
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
