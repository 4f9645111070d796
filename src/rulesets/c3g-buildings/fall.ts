/**
 * Falling (hs.fall): moving down a number of levels equal to or greater than the figure's Height is a
 * fall of one combat die; Height + 10 or more is a major fall (option major-fall-dice: 2 or 3). Each
 * skull is a wound. Flyers, and figures landing in water, take none. A Heroscape combat die shows a
 * skull on 3 faces of 6 (probability 1/2): the odds come from the exact dice module, counting skulls as
 * a two-faced die (face 2 = skull).
 */
import { fractionAtLeast } from '../../engine/dice/index.js';
import type { Ctx, Space } from './context.js';
import type { Fig } from './figures.js';
import { WATER_NAMES } from './vocabulary.js';

export interface FallResult {
  fall: 'none' | 'minor' | 'major';
  levels: number;
  dice: number;
  /** Expected wounds (skulls), dice / 2. */
  expectedWounds: number;
  /** P(at least one wound), exact fraction and number. */
  pWound: number;
  pWoundFraction: string;
  safe?: 'flying' | 'water';
  text: string;
}

/** Is the space water (water, swamp water, wellspring water) for falls and for stopping (hs.fall, hs.base.water)? */
export function isWater(s: Space): boolean {
  return s.terrain.some((t) => WATER_NAMES.includes(t));
}

export function fallOf(ctx: Ctx, f: Fig, levels: number, landing: Space | undefined): FallResult {
  const major = ctx.opts.majorFallDice;
  const base = { levels, expectedWounds: 0, pWound: 0, pWoundFraction: '0' };
  if (levels < f.height) return { fall: 'none', dice: 0, ...base, text: `a drop of ${levels} is less than ${f.id}'s Height ${f.height}: no fall` };
  const kind = levels >= f.height + 10 ? 'major' : 'minor';
  if (f.flying) return { fall: kind, dice: 0, ...base, safe: 'flying', text: `${f.id} flies down ${levels} levels: no falling damage` };
  if (landing && isWater(landing))
    return { fall: kind, dice: 0, ...base, safe: 'water', text: `${f.id} drops ${levels} levels but lands in water: no falling damage` };
  const dice = kind === 'major' ? major : 1;
  const p = fractionAtLeast(dice, 2, dice + 1);
  return {
    fall: kind, levels, dice, expectedWounds: dice / 2, pWound: p.num / p.den, pWoundFraction: `${p.num}/${p.den}`,
    text: kind === 'major'
      ? `a drop of ${levels} is ${f.id}'s Height ${f.height} + 10 or more: major fall, ${dice} combat dice (each skull a wound; P(wound) ${p.num}/${p.den})`
      : `a drop of ${levels} is at least ${f.id}'s Height ${f.height}: fall, 1 combat die (a skull is a wound; P 1/2)`,
  };
}
