/**
 * Terrain names, cell keys and figure keys a c3g-buildings scenario may use. The Heroscape tile names are
 * the ones the VirtualScape and map-editor importers write, so imported maps load under this ruleset.
 */
import { z } from 'zod';
import { defineVocabulary, type FigureOf, type KeyValues } from '../../engine/ruleset.js';
import { MapFileFigure, MapFileSurface as M, type GridMapSpec } from '../../formats/scenario/schema.js';
import { HEROSCAPE_TERRAIN } from '../../formats/heroscape/terrain.js';

const LAND = 'Heroscape land: ordinary ground, one level per tile';
const THIN = 'Heroscape thin tile: lies at the level of the land under it and adds no height (hs.height-advantage)';
const OBSTACLE = 'Heroscape obstacle: give its height with `obstacle: N`; blocks movement and sight up to its top';

const FootprintNum = z.number().finite();
/**
 * Most corners of a structure footprint: classifying the hexes a footprint overlaps costs
 * about the cube of its corners (200 corners took 10 s, 1000 never finished; found by fuzzing).
 */
export const MAX_FOOTPRINT_POINTS = 64;
/** One building of the map (see `structures` below). */
export const StructureSchema = z.strictObject({
  kind: z.enum(['enclosed', 'interior'])
    .describe('enclosed: an obstacle crossed only by its transit spaces; interior: figures enter it and play inside.'),
  footprint: z.union([
    z.strictObject({ rect: z.tuple([FootprintNum, FootprintNum, FootprintNum.positive(), FootprintNum.positive()]) }),
    z.strictObject({ polygon: z.array(z.tuple([FootprintNum, FootprintNum])).min(3).max(MAX_FOOTPRINT_POINTS) }),
  ]).optional().describe(
    'The building outline on the table, in millimetres: x right, y down, origin at the centre of hex [0, 0] ' +
    '(hex [x, y] is centred at (w * (x + (y odd ? 1/2 : 0)), 1.5 * w / sqrt(3) * y), w = the hex width across the flats, ' +
    'option hex-mm, default 44.6). Hexes it overlaps are classified full/half/partial from it. rect is [x, y, width, height].'),
  entry: z.strictObject({
    spaces: z.union([z.literal(1), z.literal(2)]).describe('Largest figure, in spaces, that may enter.'),
    maxHeight: z.number().int().min(0).describe('Tallest Height that may enter.'),
  }).optional().describe('Which figures may enter (interior) or pass through by transit (enclosed); default single-space, Height 7 or less.'),
  height: z.number().int().min(1).optional()
    .describe('Levels the building rises above its lowest space; sight and flyers pass above it. Default: unlimited.'),
  name: z.string().optional(),
});
export type StructureSpec = z.infer<typeof StructureSchema>;


const Int = z.number().int();
const Id = z.union([z.string().min(1), Int]);

const cell = {
  obstacle: M.obstacle, thickness: M.thickness,
  fit: z.enum(['full', 'half', 'partial']).optional().describe('the class of the hex, stated outright.'),
  transit: z.number().int().min(0).optional().describe('a transit space with this transit number.'),
  door: z.boolean().optional().describe('a doorway space.'),
  window: z.union([z.boolean(), z.literal('broken')]).optional().describe('a window space (true), or a broken one ("broken").'),
  shaft: Id.optional().describe('an elevator shaft space of the shaft with this id.'),
  structure: Id.optional().describe('the building this space belongs to.'),
  floor: Int.optional().describe('the floor number of this space inside its structure.'),
  stairway: z.enum(['up', 'down']).optional().describe('a stairway Up or Down space (with transit).'),
  glyph: M.glyph, start: M.start, ladder: M.ladder, battlement: M.battlement, battlementLayer: M.battlementLayer,
  ladderHeight: M.ladderHeight, flag: M.flag, flagLayer: M.flagLayer,
};

const figure = {
  file: MapFileFigure.file,
  height: Int.min(0).optional(),
  spaces: z.union([z.literal(1), z.literal(2)]).optional().describe('spaces of the base: 1 or 2 (double-space).'),
  facing: z.number().int().min(0).max(5).optional().describe('the hex side the figure faces: 0 = east, counting clockwise.'),
  move: Int.min(0).optional(),
  flying: z.boolean().optional(),
  destructible: z.boolean().optional(),
  phasing: z.boolean().optional(),
};

const map = {
  structures: z.record(z.string(), StructureSchema).optional()
    .describe('the buildings of the map by id; spaces name theirs with `structure: <id>`.'),
};

type CellKeys = Readonly<KeyValues<typeof cell>>;
declare module '../../board/grid.js' {
  interface SurfaceFeatures extends CellKeys {}
}

export const VOCABULARY = defineVocabulary({
  cell,
  figure,
  map,
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
});

/** A figure as c3g-buildings reads it. */
export type FigureSpec = FigureOf<typeof VOCABULARY>;
/** A grid map as c3g-buildings reads it (with its buildings). */
export type C3gMapSpec = GridMapSpec & KeyValues<typeof map>;

/** Terrain names that stop a move (hs.base.water) and that a fall lands safely in (hs.fall). */
export const WATER_NAMES: readonly string[] = ['water', 'swamp-water', 'wellspring-water'];
