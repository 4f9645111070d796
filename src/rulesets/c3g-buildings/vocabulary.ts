/**
 * Terrain names, cell keys and figure keys a c3g-buildings scenario may use: the heroscape base game's
 * (every Heroscape tile name the importers write, so imported maps load here too) plus the C3G building
 * keys and interior floor terrain.
 */
import type { Vocabulary } from '../../engine/ruleset.js';
import { TERRAIN, VOCABULARY as HS_VOCABULARY } from '../heroscape/vocabulary.js';

export const VOCABULARY: Vocabulary = {
  terrain: {
    ...TERRAIN,
    floor: 'C3G interior terrain: a Floor Space inside an interior access structure (c3g.interior.floor)',
    building: 'a label for a building space; what it does comes from `structure:` and the structure\'s kind',
  },
  cellKeys: [...HS_VOCABULARY.cellKeys, 'fit', 'transit', 'door', 'window', 'shaft', 'structure', 'floor', 'stairway'],
  figureKeys: HS_VOCABULARY.figureKeys,
};
