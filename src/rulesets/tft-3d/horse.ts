/**
 * The chart's horseman row (tft.height.chart): the damage of a fall applies to the horse and to the rider.
 * One rule for every fall a horseman can take, whatever causes it: a jump down or a step off a drop (move),
 * a rear hex over a drop (move, stance, force retreat), a push off an edge (force retreat), a failed climbing
 * roll (climb, tft.climb.sets) and the fall question. A fall within the effective height puts no dice at stake
 * and hurts nobody, so it names nobody.
 */
import { reason, type Reason } from '../../engine/verdict.js';
import type { Fig } from './context.js';

export type HurtBy = { damageTo?: ('horse' | 'rider')[] };

/** Who a fall of `f` with dice at stake (`safe` false) hurts, as the verdict key; empty for anyone else. */
export function hurtBy(f: Fig, safe: boolean): HurtBy {
  return f.kind === 'horseman' && !safe ? { damageTo: ['horse', 'rider'] } : {};
}

/** The reason that says so, once per verdict (uniqueReasons keeps one). */
export function hurtReasons(f: Fig, safe: boolean): Reason[] {
  return f.kind === 'horseman' && !safe
    ? [reason('tft.height.chart', `${f.id} is a horseman: the falling damage applies to the horse and to the rider`)]
    : [];
}
