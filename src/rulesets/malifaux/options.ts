/**
 * The malifaux ruleset's named options: readings of places where the terrain text can be read two ways, and
 * the tuning of the continuous algorithms. Each names the clause it reads.
 */
import * as z from 'zod/mini';
import { defineOptions, option, type Options } from '../../engine/ruleset.js';

export const OPTIONS = defineOptions({
  sightHeight: option(z._default(z.enum(['taller', 'viewer']), 'taller'), {
    description:
      'Whose Ht blocking terrain (and a model in the way) is compared with. "taller": it blocks when its Ht is at ' +
      'least the Ht of both models (a model taller than it sees over it, and is seen over it), so sight is ' +
      'symmetric. "viewer": it blocks when its Ht is at least the Ht of the model drawing the line (`from`).',
    clause: 'mfx.trait.blocking',
    aliases: ['sight-height'],
  }),
  denseHeight: option(z._default(z.enum(['ignore', 'compare']), 'ignore'), {
    description:
      'Dense terrain "is otherwise considered blocking". "ignore": dense terrain blocks lines through it whatever its ' +
      'Ht (the Ht 0 caustic fog blocks, as the text says it does). "compare": it blocks like blocking terrain, only ' +
      'when its Ht is at least the models\' Ht (so a Ht 0 fog never blocks).',
    clause: 'mfx.trait.dense',
    aliases: ['dense-height'],
  }),
  enclosedSight: option(z._default(z.enum(['open', 'walls']), 'open'), {
    description:
      'A model inside the enclosed part of a piece. "open": that piece does not block its lines (open windows, doors ' +
      'and walls do not block and sight to enclosed parts is drawn normally). "walls": the piece blocks as usual, so ' +
      'only models inside the same piece see it.',
    clause: 'mfx.building',
    aliases: ['enclosed-sight'],
  }),
  modelsBlock: option(z._default(z.boolean(), true), {
    description:
      'Models between two others block top-down sight like blocking terrain of their Ht (the vantage rule\'s ' +
      '"models between ... are ignored" implies they otherwise count). false: models never block sight.',
    clause: 'mfx.vantage.sight',
    aliases: ['models-block'],
  }),
  coverWithin: option(z._default(z.enum(['piece', 'crossing']), 'piece'), {
    description:
      'Cover needs a sight line "through terrain ... that is within 1" of the target". "piece": the cover piece comes ' +
      'within 1" of the target\'s base and the line crosses it anywhere. "crossing": the line must cross the piece ' +
      'at a point within 1" of the target\'s base.',
    clause: 'mfx.trait.cover',
    aliases: ['cover-within'],
  }),
  terrainContact: option(z._default(z.enum(['base', 'centre']), 'base'), {
    description:
      'When a model is in a piece of terrain (severe cost, hazardous entry, dense "within", deployment). "base": any ' +
      'part of its base overlaps the piece, so severe movement is counted while the base touches it. "centre": its ' +
      'base centre is inside the piece.',
    clause: 'mfx.trait.severe',
    aliases: ['terrain-contact'],
  }),
  descend: option(z._default(z.enum(['choice', 'safe', 'climb', 'fall']), 'choice'), {
    description:
      'How a walking model gets down from a raised surface. "choice" (the catalogue\'s reading): a fall from any ' +
      'height is the player\'s choice and legal; the move answered is the cheapest way that deals no falling damage ' +
      'when one fits the budget (a cheaper way by a damaging fall is named as the alternative), else the cheapest way ' +
      'with the fall and its damage. "safe": voluntary falls of more than 2" are forbidden (it drops only where the ' +
      'fall is harmless, otherwise climbs down where it may climb); "climb": it always climbs down (double cost) and ' +
      'never drops; "fall": the cheapest way in movement is answered, damaging falls included.',
    clause: 'mfx.trait.climbable',
  }),
  topTraits: option(z._default(z.enum(['apply', 'ignore']), 'apply'), {
    description:
      'A raised piece a model can stand on (a climbable crag, a heap of rubble) that is also severe or hazardous: ' +
      'is a model on top of it "in" it? "apply": walking on its top costs double if it is severe, and a model that ' +
      'climbs, drops, steps or is placed onto it, or activates on it, takes its damage if it is hazardous (once per ' +
      'piece per turn). "ignore": its traits count only for models below its top (the text says "within").',
    clause: 'mfx.trait.hazardous',
    aliases: ['top-traits'],
  }),
  pathSpacing: option(z._default(z.number().check(z.minimum(0.05)), 0.5), {
    description:
      'Spacing in inches of the extra path points placed along the edges of severe terrain and climbable pieces for ' +
      'the movement search, and of the sample grid of `reach`. Smaller is closer to the true optimum and slower.',
    clause: 'mfx.trait.severe',
    aliases: ['path-spacing'],
  }),
  balanceSplit: option(z._default(z.enum(['exclusive', 'overlapping']), 'exclusive'), {
    description:
      'How the blocking / severe / cover thirds are counted. "exclusive": each piece counts once, as blocking if it ' +
      'blocks sight (blocking or dense), else severe, else cover. "overlapping": a piece counts in every group whose ' +
      'trait it has (a building is then both blocking and cover).',
    clause: 'mfx.balance',
    aliases: ['balance-split'],
  }),
  balanceMeasure: option(z._default(z.enum(['count', 'area']), 'count'), {
    description:
      '"1/3 of the terrain" counted by pieces ("count") or by area ("area"). By area, linear obstacles (fences, walls) ' +
      'weigh almost nothing, so a table can hardly reach a third of cover-only terrain.',
    clause: 'mfx.balance',
    aliases: ['balance-measure'],
  }),
  balanceTolerance: option(z._default(z.number().check(z.minimum(0), z.maximum(1)), 0.1), {
    description: 'How far each of the three shares may stray from one third and still count as balanced (0.1: 23% to 43%).',
    clause: 'mfx.balance',
    aliases: ['balance-tolerance'],
  }),
  symmetryThreshold: option(z._default(z.number().check(z.minimum(0), z.maximum(1)), 0.1), {
    description:
      'A table counts as symmetric under a half turn or a mirror when its symmetry score (area of terrain and its ' +
      'image not shared, over their union) is at most this.',
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
