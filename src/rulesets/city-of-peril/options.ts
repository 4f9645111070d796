/**
 * city-of-peril options: the readings tables differ on, each named, with a default and a doc saying what
 * it means and which clause it reads.
 */
import type { OptionSpec, Options } from '../../engine/ruleset.js';

export const options: Readonly<Record<string, OptionSpec>> = {
  cornerBlocks: {
    default: true,
    clause: 'cop.base.sight',
    doc:
      'Base line of sight (walls, and rooftops between two ground points, cop.sight.ground): true = a line that ' +
      'passes exactly through the corner of a blocking square is blocked; false = only a line through the inside ' +
      'of a blocking square is blocked. A line running along a blocking square\'s edge is never blocked by it. ' +
      'Lines between different levels (cop.sight.across) are always blocked by a rooftop corner: the text says so.',
  },
  reachThreatens: {
    default: true,
    clause: 'cop.base.provoke',
    doc:
      'true = a figure with reach N threatens every square it could attack in melee (the catalogue\'s reading of ' +
      'cop.base.provoke), so leaving any of them provokes; false = only adjacent squares are threatened (the D&D ' +
      'Miniatures Melee Reach ability text), whatever the reach.',
  },
  dropEndsMove: {
    default: false,
    clause: 'cop.move.drop',
    doc:
      'false = a creature that steps off a rooftop is placed on the ground, takes 10 damage and may spend the rest ' +
      'of its movement (the text only says it is placed); true = the drop ends its move.',
  },
  borderedByCorner: {
    default: false,
    clause: 'cop.bordered',
    doc:
      'false = a ground square is bordered by a rooftop (or wall) square only when they share an edge; true = a ' +
      'rooftop touching it only at a corner also borders it.',
  },
};

/** The options resolved to their types. */
export interface CopOptions {
  cornerBlocks: boolean;
  reachThreatens: boolean;
  dropEndsMove: boolean;
  borderedByCorner: boolean;
}

export function readOptions(o: Options): CopOptions {
  return {
    cornerBlocks: o.cornerBlocks !== false,
    reachThreatens: o.reachThreatens !== false,
    dropEndsMove: o.dropEndsMove === true,
    borderedByCorner: o.borderedByCorner === true,
  };
}
