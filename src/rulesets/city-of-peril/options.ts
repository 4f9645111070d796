/**
 * city-of-peril options: the readings tables differ on, each named, with a default and a doc saying what
 * it means and which clause it reads.
 */
import * as z from '../../formats/schema-kit.js';
import { defineOptions, option, type Options } from '../../engine/ruleset.js';

export const OPTIONS = defineOptions({
  cornerBlocks: option(z._default(z.boolean(), true), {
    clause: 'cop.base.sight',
  }),
  diagonals: option(z._default(z.enum(['alternate', 'one']), 'alternate'), {
    clause: 'cop.base.move',
  }),
  reachThreatens: option(z._default(z.boolean(), false), {
    clause: 'cop.base.provoke',
  }),
  chargeDistance: option(z._default(z.enum(['speed', 'double']), 'speed'), {
    clause: 'cop.base.charge',
  }),
  chargeNearest: option(z._default(z.enum(['seen', 'any']), 'seen'), {
    clause: 'cop.base.charge',
  }),
  chargeMeasure: option(z._default(z.enum(['run', 'distance']), 'run'), {
    clause: 'cop.base.charge',
  }),
  dropEndsMove: option(z._default(z.boolean(), false), {
    clause: 'cop.move.drop',
  }),
  avoidDrops: option(z._default(z.boolean(), true), {
    clause: 'cop.move.drop',
  }),
  borderedByCorner: option(z._default(z.boolean(), false), {
    clause: 'cop.bordered',
  }),
});

/** The options resolved to their types. */
export interface CopOptions {
  cornerBlocks: boolean;
  diagonals: 'alternate' | 'one';
  reachThreatens: boolean;
  chargeDistance: 'speed' | 'double';
  chargeNearest: 'seen' | 'any';
  chargeMeasure: 'run' | 'distance';
  dropEndsMove: boolean;
  avoidDrops: boolean;
  borderedByCorner: boolean;
}

/** The typed options (each value checked against its zod schema by the engine when the scenario loaded). */
export function readOptions(o: Options): CopOptions {
  return OPTIONS.read(o);
}
