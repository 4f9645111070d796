/**
 * Terrain names, cell keys and figure keys a c3g-buildings scenario may use: the heroscape base game's
 * (every Heroscape tile name the importers write, so imported maps load here too) plus the C3G building
 * keys and interior floor terrain.
 */
import * as z from '../../formats/schema-kit.js';
import { defineVocabulary, type FigureOf, type KeyValues } from '../../engine/ruleset.js';
import type { GridMapSpec } from '../../formats/scenario/schema.js';
import { CELL as HS_CELL, FIGURE as HS_FIGURE, FIGURE_FIELDS, TERRAIN } from '../heroscape/vocabulary.js';

const FootprintNum = z.number();
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
  kind: z.enum(['enclosed', 'interior']).check(z.describe('enclosed: an obstacle crossed only by its transit spaces; interior: figures enter it and play inside.')),
  footprint: z.optional(z.union([
    z.strictObject({ rect: z.tuple([FootprintNum, FootprintNum, FootprintNum.check(z.positive()), FootprintNum.check(z.positive())]) }),
    z.strictObject({ polygon: z.array(z.tuple([FootprintNum, FootprintNum])).check(z.minLength(3), z.maxLength(MAX_FOOTPRINT_POINTS)) }),
  ])).check(z.describe('The building outline on the table, in millimetres: x right, y down, origin at the centre of hex [0, 0] ' +
    '(hex [x, y] is centred at (w * (x + (y odd ? 1/2 : 0)), 1.5 * w / sqrt(3) * y), w = the hex width across the flats, ' +
    'option hexMm, default 44.6). Hexes it overlaps are classified full/half/partial from it. rect is [x, y, width, height].')),
  entry: z.optional(z.strictObject({
    spaces: z.union([z.literal(1), z.literal(2)]).check(z.describe('Largest figure, in spaces, that may enter.')),
    maxHeight: z.number().check(z.int(), z.minimum(0), z.describe('Tallest Height that may enter.')),
  })).check(z.describe('Which figures may enter (interior) or pass through by transit (enclosed); default single-space, Height 7 or less.')),
  height: z.optional(z.number().check(z.int(), z.minimum(1))).check(z.describe('Levels the building rises above its lowest space; sight and flyers pass above it. Default: unlimited.')),
  name: z.optional(z.string()),
});
export type StructureSpec = z.infer<typeof StructureSchema>;


const Int = z.number().check(z.int());
const Id = z.union([z.string().check(z.minLength(1)), Int]);

const cell = {
  ...HS_CELL,
  fit: z.optional(z.enum(['full', 'half', 'partial'])).check(z.describe('the class of the hex, stated outright.')),
  transit: z.optional(z.number().check(z.int(), z.minimum(0))).check(z.describe('a transit space with this transit number.')),
  door: z.optional(z.boolean()).check(z.describe('a doorway space.')),
  window: z.optional(z.union([z.boolean(), z.literal('broken')])).check(z.describe('a window space (true), or a broken one ("broken").')),
  shaft: z.optional(Id).check(z.describe('an elevator shaft space of the shaft with this id.')),
  structure: z.optional(Id).check(z.describe('the building this space belongs to.')),
  floor: z.optional(Int).check(z.describe('the floor number of this space inside its structure.')),
  stairway: z.optional(z.enum(['up', 'down'])).check(z.describe('a stairway Up or Down space (with transit).')),
};

const figure = HS_FIGURE;

const map = {
  structures: z.optional(z.record(z.string(), StructureSchema)).check(z.describe('the buildings of the map by id; spaces name theirs with `structure: <id>`.')),
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
