/**
 * The malifaux ruleset's named options: readings of places where the terrain text can be read two ways, and
 * the tuning of the continuous algorithms. Each names the clause it reads.
 */
import type { OptionSpec, Options } from '../../engine/ruleset.js';

export const OPTIONS = {
  sightHeight: {
    aliases: ['sight-height'],
    default: 'taller',
    choices: ['taller', 'viewer'],
    clause: 'mfx.trait.blocking',
    doc:
      'Whose Ht blocking terrain (and a model in the way) is compared with. "taller": it blocks when its Ht is at ' +
      'least the Ht of both models (a model taller than it sees over it, and is seen over it), so sight is ' +
      'symmetric. "viewer": it blocks when its Ht is at least the Ht of the model drawing the line (`from`).',
  },
  denseHeight: {
    aliases: ['dense-height'],
    default: 'ignore',
    choices: ['ignore', 'compare'],
    clause: 'mfx.trait.dense',
    doc:
      'Dense terrain "is otherwise considered blocking". "ignore": dense terrain blocks lines through it whatever its ' +
      'Ht (the Ht 0 caustic fog blocks, as the text says it does). "compare": it blocks like blocking terrain, only ' +
      'when its Ht is at least the models\' Ht (so a Ht 0 fog never blocks).',
  },
  enclosedSight: {
    aliases: ['enclosed-sight'],
    default: 'open',
    choices: ['open', 'walls'],
    clause: 'mfx.building',
    doc:
      'A model inside the enclosed part of a piece. "open": that piece does not block its lines (open windows, doors ' +
      'and walls do not block and sight to enclosed parts is drawn normally). "walls": the piece blocks as usual, so ' +
      'only models inside the same piece see it.',
  },
  modelsBlock: {
    aliases: ['models-block'],
    default: true,
    clause: 'mfx.vantage.sight',
    doc:
      'Models between two others block top-down sight like blocking terrain of their Ht (the vantage rule\'s ' +
      '"models between ... are ignored" implies they otherwise count). false: models never block sight.',
  },
  coverWithin: {
    aliases: ['cover-within'],
    default: 'piece',
    choices: ['piece', 'crossing'],
    clause: 'mfx.trait.cover',
    doc:
      'Cover needs a sight line "through terrain ... that is within 1" of the target". "piece": the cover piece comes ' +
      'within 1" of the target\'s base and the line crosses it anywhere. "crossing": the line must cross the piece ' +
      'at a point within 1" of the target\'s base.',
  },
  terrainContact: {
    aliases: ['terrain-contact'],
    default: 'base',
    choices: ['base', 'centre'],
    clause: 'mfx.trait.severe',
    doc:
      'When a model is in a piece of terrain (severe cost, hazardous entry, dense "within", deployment). "base": any ' +
      'part of its base overlaps the piece, so severe movement is counted while the base touches it. "centre": its ' +
      'base centre is inside the piece.',
  },
  descend: {
    default: 'choice',
    choices: ['choice', 'safe', 'climb', 'fall'],
    clause: 'mfx.trait.climbable',
    doc:
      'How a walking model gets down from a raised surface. "choice" (the catalogue\'s reading): a fall from any ' +
      'height is the player\'s choice and legal; the move answered is the cheapest way that deals no falling damage ' +
      'when one fits the budget (a cheaper way by a damaging fall is named as the alternative), else the cheapest way ' +
      'with the fall and its damage. "safe": voluntary falls of more than 2" are forbidden (it drops only where the ' +
      'fall is harmless, otherwise climbs down where it may climb); "climb": it always climbs down (double cost) and ' +
      'never drops; "fall": the cheapest way in movement is answered, damaging falls included.',
  },
  pathSpacing: {
    aliases: ['path-spacing'],
    default: 0.5,
    clause: 'mfx.trait.severe',
    doc:
      'Spacing in inches of the extra path points placed along the edges of severe terrain and climbable pieces for ' +
      'the movement search, and of the sample grid of `reach`. Smaller is closer to the true optimum and slower.',
  },
  balanceSplit: {
    aliases: ['balance-split'],
    default: 'exclusive',
    choices: ['exclusive', 'overlapping'],
    clause: 'mfx.balance',
    doc:
      'How the blocking / severe / cover thirds are counted. "exclusive": each piece counts once, as blocking if it ' +
      'blocks sight (blocking or dense), else severe, else cover. "overlapping": a piece counts in every group whose ' +
      'trait it has (a building is then both blocking and cover).',
  },
  balanceMeasure: {
    aliases: ['balance-measure'],
    default: 'count',
    choices: ['count', 'area'],
    clause: 'mfx.balance',
    doc:
      '"1/3 of the terrain" counted by pieces ("count") or by area ("area"). By area, linear obstacles (fences, walls) ' +
      'weigh almost nothing, so a table can hardly reach a third of cover-only terrain.',
  },
  balanceTolerance: {
    aliases: ['balance-tolerance'],
    default: 0.1,
    clause: 'mfx.balance',
    doc: 'How far each of the three shares may stray from one third and still count as balanced (0.1: 23% to 43%).',
  },
  symmetryThreshold: {
    aliases: ['symmetry-threshold'],
    default: 0.1,
    clause: 'mfx.balance',
    doc:
      'A table counts as symmetric under a half turn or a mirror when its symmetry score (area of terrain and its ' +
      'image not shared, over their union) is at most this.',
  },
} as const satisfies Record<string, OptionSpec>;

export interface MfxOptions {
  sightHeight: 'taller' | 'viewer';
  denseHeight: 'ignore' | 'compare';
  enclosedSight: 'open' | 'walls';
  modelsBlock: boolean;
  coverWithin: 'piece' | 'crossing';
  terrainContact: 'base' | 'centre';
  descend: 'choice' | 'safe' | 'climb' | 'fall';
  pathSpacing: number;
  balanceSplit: 'exclusive' | 'overlapping';
  balanceMeasure: 'count' | 'area';
  balanceTolerance: number;
  symmetryThreshold: number;
}

export function readOptions(o: Options): MfxOptions {
  const spacing = Number(o.pathSpacing ?? 0.5);
  if (!(spacing >= 0.05)) throw new Error('path-spacing must be at least 0.05');
  return {
    sightHeight: o.sightHeight === 'viewer' ? 'viewer' : 'taller',
    denseHeight: o.denseHeight === 'compare' ? 'compare' : 'ignore',
    enclosedSight: o.enclosedSight === 'walls' ? 'walls' : 'open',
    modelsBlock: o.modelsBlock !== false,
    coverWithin: o.coverWithin === 'crossing' ? 'crossing' : 'piece',
    terrainContact: o.terrainContact === 'centre' ? 'centre' : 'base',
    descend: o.descend === 'climb' ? 'climb' : o.descend === 'fall' ? 'fall' : o.descend === 'safe' ? 'safe' : 'choice',
    pathSpacing: spacing,
    balanceSplit: o.balanceSplit === 'overlapping' ? 'overlapping' : 'exclusive',
    balanceMeasure: o.balanceMeasure === 'area' ? 'area' : 'count',
    balanceTolerance: Number(o.balanceTolerance ?? 0.1),
    symmetryThreshold: Number(o.symmetryThreshold ?? 0.1),
  };
}
