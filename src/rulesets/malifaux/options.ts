/**
 * The malifaux ruleset's named options: readings of places where the terrain text can be read two ways, and
 * the tuning of the continuous algorithms. Each names the clause it reads.
 */
import * as z from '../../formats/schema-kit.js';
import { defineOptions, option, type Options } from '../../engine/ruleset.js';

export const OPTIONS = defineOptions({
  sightHeight: option(z._default(z.enum(['taller', 'viewer']), 'taller'), {
    clause: 'mfx.trait.blocking',
    aliases: ['sight-height'],
  }),
  denseHeight: option(z._default(z.enum(['ignore', 'compare']), 'ignore'), {
    clause: 'mfx.trait.dense',
    aliases: ['dense-height'],
  }),
  enclosedSight: option(z._default(z.enum(['open', 'walls']), 'open'), {
    clause: 'mfx.building',
    aliases: ['enclosed-sight'],
  }),
  modelsBlock: option(z._default(z.boolean(), true), {
    clause: 'mfx.vantage.sight',
    aliases: ['models-block'],
  }),
  coverWithin: option(z._default(z.enum(['piece', 'crossing']), 'piece'), {
    clause: 'mfx.trait.cover',
    aliases: ['cover-within'],
  }),
  coverLines: option(z._default(z.enum(['through', 'clear']), 'through'), {
    clause: 'mfx.trait.cover',
    aliases: ['cover-lines'],
  }),
  seams: option(z._default(z.enum(['block', 'see']), 'block'), {
    clause: 'mfx.base.sight',
  }),
  terrainContact: option(z._default(z.enum(['base', 'centre']), 'base'), {
    clause: 'mfx.trait.severe',
    aliases: ['terrain-contact'],
  }),
  descend: option(z._default(z.enum(['choice', 'safe', 'climb', 'fall']), 'choice'), {
    clause: 'mfx.trait.climbable',
  }),
  topTraits: option(z._default(z.enum(['apply', 'ignore']), 'apply'), {
    clause: 'mfx.trait.hazardous',
    aliases: ['top-traits'],
  }),
  pathSpacing: option(z._default(z.number().check(z.minimum(0.05)), 0.5), {
    clause: 'mfx.trait.severe',
    aliases: ['path-spacing'],
  }),
  balanceSplit: option(z._default(z.enum(['exclusive', 'overlapping']), 'exclusive'), {
    clause: 'mfx.balance',
    aliases: ['balance-split'],
  }),
  balanceMeasure: option(z._default(z.enum(['count', 'area']), 'count'), {
    clause: 'mfx.balance',
    aliases: ['balance-measure'],
  }),
  balanceTolerance: option(z._default(z.number().check(z.minimum(0), z.maximum(1)), 0.1), {
    clause: 'mfx.balance',
    aliases: ['balance-tolerance'],
  }),
  symmetryThreshold: option(z._default(z.number().check(z.minimum(0), z.maximum(1)), 0.1), {
    clause: 'mfx.balance',
    aliases: ['symmetry-threshold'],
  }),
});

export interface MfxOptions {
  sightHeight: 'taller' | 'viewer';
  denseHeight: 'ignore' | 'compare';
  enclosedSight: 'open' | 'walls';
  modelsBlock: boolean;
  coverWithin: 'piece' | 'crossing';
  coverLines: 'through' | 'clear';
  seams: 'block' | 'see';
  terrainContact: 'base' | 'centre';
  descend: 'choice' | 'safe' | 'climb' | 'fall';
  topTraits: 'apply' | 'ignore';
  pathSpacing: number;
  balanceSplit: 'exclusive' | 'overlapping';
  balanceMeasure: 'count' | 'area';
  balanceTolerance: number;
  symmetryThreshold: number;
}

/** The typed options (each value checked against its zod schema by the engine when the scenario loaded). */
export function readOptions(o: Options): MfxOptions {
  return OPTIONS.read(o);
}
