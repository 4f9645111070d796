/**
 * city-of-peril options: the readings tables differ on, each named, with a default and a doc saying what
 * it means and which clause it reads.
 */
import * as z from 'zod/mini';
import { defineOptions, option, type Options } from '../../engine/ruleset.js';

export const OPTIONS = defineOptions({
  cornerBlocks: option(z._default(z.boolean(), true), {
    description:
      'Base line of sight (walls, and rooftops between two ground points, cop.sight.ground): true = a line that ' +
      'passes exactly through the corner of a blocking square is blocked; false = only a line through the inside ' +
      'of a blocking square is blocked. A line running along a blocking square\'s edge is never blocked by it. ' +
      'Lines between different levels (cop.sight.across) are always blocked by a rooftop corner: the text says so.',
    clause: 'cop.base.sight',
  }),
  diagonals: option(z._default(z.enum(['alternate', 'one']), 'alternate'), {
    description:
      'How squares are counted for movement, reach, range and distance. alternate = the D&D 3.5 count the first ' +
      'skirmish rules use (the catalogue\'s reading of cop.base.move): the first diagonal 1 square, the second 2, ' +
      'alternating over a whole move, a diagonal into difficult terrain 3; a Melee Reach 2 creature then cannot ' +
      'attack a square two diagonals away. one = every diagonal 1 square (difficult 2), as the later skirmish rules count.',
    clause: 'cop.base.move',
  }),
  reachThreatens: option(z._default(z.boolean(), false), {
    description:
      'false = only adjacent squares are threatened, whatever the reach (the catalogue\'s reading of cop.base.provoke, ' +
      'from the Melee Reach rule); true = a figure with reach N also threatens the squares it could attack now: within ' +
      'N squares (counted as `diagonals` says), on its own side of the rooftop/ground divide, in line of sight.',
    clause: 'cop.base.provoke',
  }),
  chargeDistance: option(z._default(z.enum(['speed', 'double']), 'speed'), {
    description:
      'How far a charge may run (cop.base.charge leaves it open): speed = at most the figure\'s speed (the default); ' +
      'double = at most twice its speed.',
    clause: 'cop.base.charge',
  }),
  chargeNearest: option(z._default(z.enum(['seen', 'any']), 'seen'), {
    description:
      'Which enemies count when a charge must go to the nearest enemy (cop.base.charge): seen = the nearest of the ' +
      'enemies the charger can see (an unseen enemy cannot be charged, so it does not stop a charge at another); ' +
      'any = the nearest enemy, seen or not, so a nearer unseen enemy forbids every charge.',
    clause: 'cop.base.charge',
  }),
  dropEndsMove: option(z._default(z.boolean(), false), {
    description:
      'false = a creature that steps off a rooftop is placed on the ground, takes 10 damage and may spend the rest ' +
      'of its movement (the text only says it is placed); true = the drop ends its move.',
    clause: 'cop.move.drop',
  }),
  avoidDrops: option(z._default(z.boolean(), true), {
    description:
      'Which way the move question reports when a drop off a rooftop (10 damage) is the cheapest way to a place ' +
      '(the text leaves the choice to the player): true = a way without a drop (a ladder down, a longer walk) ' +
      'when one fits the budget; false = the cheapest way, dropping. The reach question lists the cheapest cost either way.',
    clause: 'cop.move.drop',
  }),
  borderedByCorner: option(z._default(z.boolean(), false), {
    description:
      'false = a ground square is bordered by a rooftop (or wall) square only when they share an edge; true = a ' +
      'rooftop touching it only at a corner also borders it.',
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
  dropEndsMove: boolean;
  avoidDrops: boolean;
  borderedByCorner: boolean;
}

/** The typed options (each value checked against its zod schema by the engine when the scenario loaded). */
export function readOptions(o: Options): CopOptions {
  return OPTIONS.read(o);
}
