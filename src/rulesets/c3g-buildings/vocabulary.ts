/**
 * Terrain names, cell keys and figure keys a c3g-buildings scenario may use: the heroscape base game's
 * (every Heroscape tile name the importers write, so imported maps load here too) plus the C3G building
 * keys and interior floor terrain.
 */
import { z } from 'zod';
import { defineVocabulary, type FigureOf, type KeyValues } from '../../engine/ruleset.js';
import type { GridMapSpec } from '../../formats/scenario/schema.js';
import { CELL as HS_CELL, FIGURE as HS_FIGURE, FIGURE_FIELDS, TERRAIN } from '../heroscape/vocabulary.js';

const FootprintNum = z.number().finite();
/**
 * Most corners of a structure footprint. Each hex is classified from the footprints clipped to it; the
 * largest-disc search no longer solves every triple of the corners in a hex (a cube: 1,000 corners took
 * 6.4 s) but only those near the cells that may hold the largest disc (inscribed-disc.ts `localTriples`):
 * a 1,000-corner star over a 12x12 map classifies in about 0.5 s, a 4,000-corner one in 3 s, 4,096 corners
 * in one hex in 0.4 s (bench c3g-footprint-64). The limit bounds the remaining cost, which grows with the
 * corners times the hexes a footprint covers (clipping) and the cells searched, not memory.
 */
export const MAX_FOOTPRINT_POINTS = 4096;
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
    'option hexMm, default 44.6). Hexes it overlaps are classified full/half/partial from it. rect is [x, y, width, height].'),
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
  ...HS_CELL,
  fit: z.enum(['full', 'half', 'partial']).optional().describe('the class of the hex, stated outright.'),
  transit: z.number().int().min(0).optional().describe('a transit space with this transit number.'),
  door: z.boolean().optional().describe('a doorway space.'),
  window: z.union([z.boolean(), z.literal('broken')]).optional().describe('a window space (true), or a broken one ("broken").'),
  shaft: Id.optional().describe('an elevator shaft space of the shaft with this id.'),
  structure: Id.optional().describe('the building this space belongs to.'),
  floor: Int.optional().describe('the floor number of this space inside its structure.'),
  stairway: z.enum(['up', 'down']).optional().describe('a stairway Up or Down space (with transit).'),
};

const figure = HS_FIGURE;

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
  figureFields: FIGURE_FIELDS,
  terrain: {
    ...TERRAIN,
    floor: 'C3G interior terrain: a Floor Space inside an interior access structure (c3g.interior.floor)',
    building: 'a label for a building space; what it does comes from `structure:` and the structure\'s kind',
  },
});

/** A figure as c3g-buildings reads it. */
export type FigureSpec = FigureOf<typeof VOCABULARY>;
/** A grid map as c3g-buildings reads it (with its buildings). */
export type C3gMapSpec = GridMapSpec & KeyValues<typeof map>;
