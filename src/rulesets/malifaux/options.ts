/**
 * The malifaux ruleset's named options: readings of places where the terrain text can be read two ways, and
 * the tuning of the continuous algorithms. Each names the clause it reads.
 */
import * as z from '../../formats/schema-kit.js';
import { defineOptions, option, type OptionSchema, type Options } from '../../engine/ruleset.js';

/** One of `values`, the first by default. */
const choice = <const V extends readonly [string, ...string[]]>(values: V) => z._default(z.enum(values), values[0]);

/**
 * The options with the clause each reads; each is also read under its kebab-case spelling (`sight-height`,
 * its name before options were camel-cased) where that differs.
 */
function named<S extends Record<string, readonly [OptionSchema, string]>>(table: S): { [K in keyof S]: S[K][0] } {
  return Object.fromEntries(Object.entries(table).map(([name, [schema, clause]]) => {
    const kebab = name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
    return [name, option(schema, kebab === name ? { clause } : { clause, aliases: [kebab] })];
  })) as { [K in keyof S]: S[K][0] };
}

export const OPTIONS = defineOptions(named({
  sightHeight: [choice(['taller', 'viewer']), 'mfx.trait.blocking'],
  sightFloor: [choice(['table', 'stood']), 'mfx.vantage.sight'],
  denseHeight: [choice(['ignore', 'compare']), 'mfx.trait.dense'],
  enclosedSight: [choice(['open', 'walls']), 'mfx.building'],
  modelsBlock: [z._default(z.boolean(), true), 'mfx.vantage.sight'],
  coverWithin: [choice(['piece', 'crossing']), 'mfx.trait.cover'],
  coverLines: [choice(['through', 'clear']), 'mfx.trait.cover'],
  coverStoodOn: [choice(['ignore', 'count']), 'mfx.trait.cover'],
  seams: [choice(['block', 'see']), 'mfx.base.sight'],
  terrainContact: [choice(['base', 'centre']), 'mfx.trait.severe'],
  descend: [choice(['choice', 'safe', 'climb', 'fall']), 'mfx.trait.climbable'],
  topTraits: [choice(['apply', 'ignore']), 'mfx.trait.hazardous'],
  pushToward: [choice(['centre', 'contact']), 'mfx.push'],
  pathSpacing: [z._default(z.number().check(z.minimum(0.05)), 0.5), 'mfx.trait.severe'],
  balanceSplit: [choice(['exclusive', 'overlapping']), 'mfx.balance'],
  balanceMeasure: [choice(['count', 'area']), 'mfx.balance'],
  balanceTolerance: [z._default(z.number().check(z.minimum(0), z.maximum(1)), 0.1), 'mfx.balance'],
  symmetryThreshold: [z._default(z.number().check(z.minimum(0), z.maximum(1)), 0.1), 'mfx.balance'],
}));

export interface MfxOptions {
  sightHeight: 'taller' | 'viewer';
  sightFloor: 'stood' | 'table';
  denseHeight: 'ignore' | 'compare';
  enclosedSight: 'open' | 'walls';
  modelsBlock: boolean;
  coverWithin: 'piece' | 'crossing';
  coverLines: 'through' | 'clear';
  coverStoodOn: 'ignore' | 'count';
  seams: 'block' | 'see';
  terrainContact: 'base' | 'centre';
  descend: 'choice' | 'safe' | 'climb' | 'fall';
  topTraits: 'apply' | 'ignore';
  pushToward: 'centre' | 'contact';
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
