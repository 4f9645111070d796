/**
 * Falling (hs.fall), a Heroscape base-game rule. Three kinds, by the drop against the figure's Height:
 * - minor: Height or more: one combat die;
 * - major: Height + 10 or more: `majorFallDice` combat dice (2, the catalogue's reading; 3 an option);
 * - extreme: Height + 20 or more (option `extremeFalls`, default on): no combat dice; the 20-sided die is
 *   rolled and the figure is destroyed on 1 to 18 and unharmed on 19 or 20.
 * Sources for the extreme fall (paraphrased, no text copied): the HeroScape quick reference at
 * https://docsbay.net/heroscape-quick-reference ("Falling": the Height + 20 drop and its d20 roll) and the
 * heroscapers.com thread "The height rules" (https://www.heroscapers.com/threads/the-height-rules.4705/),
 * which names extreme falling damage beside the major fall. Editions without it treat such a drop as a
 * major fall (option off).
 * Each skull of a combat die is a wound. Flyers, and figures landing in water (or molten lava, which is
 * treated like water, hs.terrain.molten-lava), take no falling damage. A Heroscape
 * combat die shows a skull on 3 faces of 6 (probability 1/2): the odds come from the exact dice module,
 * counting skulls as a two-faced die (face 2 = skull).
 */
import { fractionAtLeast } from '../../engine/dice/index.js';
import { gcd } from '../../geometry/integer.js';
import type { Ctx, Space } from './context.js';
import type { Fig } from './figures.js';
import { isLava, isWet } from './terrain.js';

/** Extreme fall: destroyed on 1 .. SURVIVES_ON - 1 of a d20. */
export const SURVIVES_ON = 19;

export interface FallResult {
  fall: 'none' | 'minor' | 'major' | 'extreme';
  levels: number;
  dice: number;
  /** Expected wounds (skulls), dice / 2. */
  expectedWounds: number;
  /** P(at least one wound), exact fraction and number. */
  pWound: number;
  pWoundFraction: string;
  /** Extreme fall: the 20-sided die, and the chance of being destroyed. */
  d20?: { survivesOn: number };
  pDestroyed?: number;
  pDestroyedFraction?: string;
  /** Why no damage: it flies, lands in water, or lands in molten lava (roll for the lava instead). */
  safe?: 'flying' | 'water' | 'lava';
  text: string;
}


export function fallOf(ctx: Ctx, f: Fig, levels: number, landing: Space | undefined): FallResult {
  const major = ctx.opts.majorFallDice;
  const base = { levels, expectedWounds: 0, pWound: 0, pWoundFraction: '0' };
  if (levels < f.height) return { fall: 'none', dice: 0, ...base, text: `a drop of ${levels} is less than ${f.id}'s Height ${f.height}: no fall` };
  const kind = ctx.opts.extremeFalls && levels >= f.height + 20 ? 'extreme' : levels >= f.height + 10 ? 'major' : 'minor';
  if (f.flying) return { fall: kind, dice: 0, ...base, safe: 'flying', text: `${f.id} flies down ${levels} levels: no falling damage` };
  if (landing && isWet(landing))
    return isLava(landing)
      ? { fall: kind, dice: 0, ...base, safe: 'lava', text: `${f.id} drops ${levels} levels into molten lava: no falling damage, as in water, but it rolls for molten lava damage (hs.terrain.molten-lava)` }
      : { fall: kind, dice: 0, ...base, safe: 'water', text: `${f.id} drops ${levels} levels but lands in water: no falling damage` };
  if (kind === 'extreme') {
    const lose = SURVIVES_ON - 1, g = gcd(lose, 20);
    const frac = `${lose / g}/${20 / g}`;
    return {
      fall: kind, dice: 0, ...base, pWound: lose / 20, pWoundFraction: frac, d20: { survivesOn: SURVIVES_ON }, pDestroyed: lose / 20, pDestroyedFraction: frac,
      text: `a drop of ${levels} is ${f.id}'s Height ${f.height} + 20 or more: extreme fall, roll the 20-sided die: destroyed on 1-${lose}, unharmed on ${SURVIVES_ON}-20 (P(destroyed) ${frac})`,
    };
  }
  const dice = kind === 'major' ? major : 1;
  const p = fractionAtLeast(dice, 2, dice + 1);
  return {
    fall: kind, levels, dice, expectedWounds: dice / 2, pWound: p.num / p.den, pWoundFraction: `${p.num}/${p.den}`,
    text: kind === 'major'
      ? `a drop of ${levels} is ${f.id}'s Height ${f.height} + 10 or more: major fall, ${dice} combat dice (each skull a wound; P(wound) ${p.num}/${p.den})`
      : `a drop of ${levels} is at least ${f.id}'s Height ${f.height}: fall, 1 combat die (a skull is a wound; P 1/2)`,
  };
}
