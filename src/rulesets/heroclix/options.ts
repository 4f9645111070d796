/** The heroclix ruleset's named options: readings where sources differ, and the knock-back damage table. */
import * as z from '../../formats/schema-kit.js';
import { defineOptions, option, type Options } from '../../engine/ruleset.js';

export const OPTIONS = defineOptions({
  lofTouch: option(z._default(z.enum(['clear', 'blocked']), 'clear'), {
    clause: 'hcx.base.lof',
  }),
  greatSize: option(z._default(z.enum(['current', 'any-level']), 'current'), {}),
  stopNextToOpponents: option(z._default(z.boolean(), true), {}),
  halving: option(z._default(z.enum(['up', 'down']), 'up'), {}),
  stairsShareEdge: option(z._default(z.boolean(), false), {
    clause: 'hcx.stairs.pass',
  }),
  knockBackDamage: option(z._default(z.number().check(z.int(), z.minimum(0)), 1), {}),
  knockBackFallDamage: option(z._default(z.number().check(z.int(), z.minimum(0)), 2), {}),
  knockBackStairs: option(z._default(z.enum(['fall', 'pass']), 'fall'), {
    clause: 'hcx.stairs.pass',
  }),
  multiBaseKnockBack: option(z._default(z.enum(['never', 'whole']), 'never'), {
    clause: 'hcx.base.multi-base',
  }),
});

export interface HcxOptions {
  lofTouch: 'clear' | 'blocked';
  greatSize: 'current' | 'any-level';
  stopNextToOpponents: boolean;
  halving: 'up' | 'down';
  stairsShareEdge: boolean;
  knockBackDamage: number;
  knockBackFallDamage: number;
  knockBackStairs: 'fall' | 'pass';
  multiBaseKnockBack: 'never' | 'whole';
}

/** The typed options (each value checked against its zod schema by the engine when the scenario loaded). */
export function readOptions(o: Options): HcxOptions {
  return OPTIONS.read(o);
}
