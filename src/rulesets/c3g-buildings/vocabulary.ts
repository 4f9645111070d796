/**
 * Terrain names, cell keys and figure keys a c3g-buildings scenario may use. The Heroscape tile names are
 * the ones the VirtualScape and map-editor importers write, so imported maps load under this ruleset.
 */
import type { Vocabulary } from '../../engine/ruleset.js';
import { HEROSCAPE_TERRAIN } from '../../formats/heroscape/terrain.js';

const LAND = 'Heroscape land: ordinary ground, one level per tile';
const THIN = 'Heroscape thin tile: lies at the level of the land under it and adds no height (hs.height-advantage)';
const OBSTACLE = 'Heroscape obstacle: give its height with `obstacle: N`; blocks movement and sight up to its top';

export const VOCABULARY: Vocabulary = {
  terrain: {
    // Every name the importers write (src/formats/heroscape/terrain.ts), so imported maps load unchanged.
    ...HEROSCAPE_TERRAIN,
    grass: LAND, rock: LAND, sand: LAND, dungeon: LAND, swamp: LAND, snow: LAND, 'lava-field': LAND,
    asphalt: LAND, concrete: LAND, road: LAND, dirt: LAND, personal: LAND,
    water: `${THIN}; a figure that moves onto water ends its move there (a flyer passes over; a double-space figure stops with both ends in water) (hs.base.water); a figure landing in water takes no falling damage (hs.fall)`,
    'swamp-water': `${THIN}; counts as water for stopping and for falls (hs.base.water, hs.fall)`,
    'wellspring-water': `${THIN}; counts as water for stopping and for falls (hs.base.water, hs.fall)`,
    lava: THIN, ice: THIN, shadow: THIN,
    tree: OBSTACLE, palm: OBSTACLE, brush: OBSTACLE, outcrop: OBSTACLE, glacier: OBSTACLE, hive: OBSTACLE,
    ruin: OBSTACLE, 'marvel-ruin': OBSTACLE, wall: OBSTACLE,
    castle: 'Heroscape castle piece: ordinary ground at its level (a wall walk)',
    floor: 'C3G interior terrain: a Floor Space inside an interior access structure (c3g.interior.floor)',
    building: 'a label for a building space; what it does comes from `structure:` and the structure\'s kind',
  },
  cellKeys: ['obstacle', 'thickness', 'fit', 'transit', 'door', 'window', 'shaft', 'structure', 'floor', 'stairway', 'glyph', 'start', 'ladder', 'battlement', 'battlementLayer', 'ladderHeight', 'flag', 'flagLayer', 'glyphName', 'glyphType', 'railing'],
  figureKeys: ['file', 'height', 'spaces', 'facing', 'move', 'flying', 'destructible', 'phasing'],
};

/** Terrain names that stop a move (hs.base.water) and that a fall lands safely in (hs.fall). */
export const WATER_NAMES: readonly string[] = ['water', 'swamp-water', 'wellspring-water'];
