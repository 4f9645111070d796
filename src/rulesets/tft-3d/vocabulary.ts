/** Terrain names, cell keys and figure keys a tft-3d scenario may use. */
import type { Vocabulary } from '../../engine/ruleset.js';
import { HEROSCAPE_TERRAIN } from '../../formats/heroscape/terrain.js';

export const VOCABULARY: Vocabulary = {
  terrain: {
    // Every Heroscape tile name, so an imported map loads with nothing lost; the names below carry a
    // Fantasy Trip meaning, the others are ordinary ground or labels of obstacles (with `obstacle: N`).
    ...HEROSCAPE_TERRAIN,
    grass: 'ordinary ground',
    dirt: 'ordinary ground; broken ground under the broken-ground option (dirt, dirt-and-rock)',
    rock: 'ordinary ground; broken ground under the broken-ground option (rock, dirt-and-rock)',
    sand: 'ordinary ground',
    road: 'ordinary ground',
    water: 'water: ankle deep next to the bank, knee deep one hex out, neck deep two or more out (tft.terrain.water); `depth:` overrides',
    tree: 'a label for an obstacle: give its height with `obstacle: N`',
    wall: 'a label for an obstacle: give its height with `obstacle: N`',
  },
  // glyph, start, ladder and battlement are kept as map data (drawn, exported) and do not change a rule.
  cellKeys: ['obstacle', 'thickness', 'depth', 'glyph', 'start', 'ladder', 'battlement', 'battlementLayer', 'ladderHeight', 'flag', 'flagLayer', 'glyphName', 'glyphType', 'railing'],
  figureKeys: ['file', 'kind', 'height', 'hexes', 'facing', 'ma', 'st', 'dx', 'armor', 'talents', 'kneeling', 'shield', 'weapon'],
};
