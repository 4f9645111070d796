/** Terrain names, cell keys and figure keys a tft-3d scenario may use. */
import type { Vocabulary } from '../../engine/ruleset.js';

export const VOCABULARY: Vocabulary = {
  terrain: {
    grass: 'ordinary ground',
    dirt: 'ordinary ground; broken ground under the broken-ground option (dirt, dirt-and-rock)',
    rock: 'ordinary ground; broken ground under the broken-ground option (rock, dirt-and-rock)',
    sand: 'ordinary ground',
    road: 'ordinary ground',
    water: 'water: ankle deep next to the bank, knee deep one hex out, neck deep two or more out (tft.terrain.water); `depth:` overrides',
    tree: 'a label for an obstacle: give its height with `obstacle: N`',
    wall: 'a label for an obstacle: give its height with `obstacle: N`',
  },
  cellKeys: ['obstacle', 'depth'],
  figureKeys: ['kind', 'height', 'hexes', 'facing', 'ma', 'st', 'dx', 'armor', 'talents', 'kneeling', 'shield', 'weapon'],
};
