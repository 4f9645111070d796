/** city-of-peril: the words a scenario may use (terrain names, cell keys, figure keys) and what they mean. */
import type { Vocabulary } from '../../engine/ruleset.js';

export const vocabulary: Vocabulary = {
  terrain: {
    rooftop:
      'a rooftop square; edge-connected rooftop squares form one rooftop (cop.rooftop.group), every other square is ground',
    wall: 'a wall square (D&D Miniatures base terrain): blocks movement (an incorporeal creature passes through but may not end there, cop.base.incorporeal), line of sight and line of effect, gives cover',
    difficult: 'difficult terrain on the ground or a roof: entering it costs 2 squares of movement, 3 diagonally when diagonals alternate (cop.base.move)',
  },
  cellKeys: ['ladder', 'bridge'],
  figureKeys: ['size', 'speed', 'hp', 'flying', 'burrowing', 'incorporeal', 'routing', 'reach'],
};

/** Squares per side of a figure's space, by size (cop.base.move). */
export const SIZE_SQUARES: Readonly<Record<string, number>> = {
  tiny: 1, small: 1, medium: 1, large: 2, huge: 3, gargantuan: 4,
};
