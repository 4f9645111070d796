/**
 * The scenario file schema (see ../shared/spec/scenario.md and the README's tour). The TypeScript types are
 * derived from it, and `schema/scenario.schema.json` is generated from it (a test keeps them in sync).
 *
 * The schema accepts the union of every ruleset's keys; each ruleset then checks that a file uses only
 * the keys and terrain names its vocabulary has (rulesets/<id>/vocabulary.ts), with the same error
 * quality.
 */
import { z } from 'zod';
import type { SurfaceFeatures } from '../../board/grid.js';

/** The ruleset ids a scenario's `ruleset:` may name. */
export const RULESET_IDS = ['city-of-peril', 'tft-3d', 'c3g-buildings', 'heroclix', 'malifaux', 'heroscape'] as const;
/** One of RULESET_IDS. */
export type RulesetId = (typeof RULESET_IDS)[number];

const Int = z.number().int();
const Id = z.union([z.string().min(1), Int]);
const XY = z.tuple([Int, Int]);

/** Hex-edge directions: 0 = east, counting clockwise; or the names. */
const HexDir = z.union([z.number().int().min(0).max(5), z.enum(['e', 'se', 'sw', 'w', 'nw', 'ne'])]);
const SquareSide = z.enum(['north', 'east', 'south', 'west']);

/** What may stand on one surface of a place. */
export const SurfaceSchema = z.strictObject({
  level: Int.optional().describe('Height of the standing surface in the ruleset unit (default: ground).'),
  terrain: z.union([z.string().min(1), z.array(z.string().min(1))]).optional()
    .describe('A terrain name or list of names from the ruleset vocabulary.'),
  void: z.boolean().optional().describe('Not part of the map: nothing stands here (hex maps with holes).'),
  // city-of-peril
  ladder: z.union([z.boolean(), HexDir, z.array(HexDir)]).optional()
    .describe('city-of-peril: a ladder square (true). Hex maps: the hex edge(s) a ladder stands on.'),
  bridge: Id.optional().describe('city-of-peril: this rooftop square is one end of the bridge with this id.'),
  // heroclix
  stairs: Id.optional().describe('heroclix: the two squares of one stairway or ladder share this id.'),
  walls: z.array(SquareSide).optional().describe('heroclix: walls on these edges of the square.'),
  // hex rulesets
  obstacle: Int.min(0).optional().describe('Something standing on the surface (tree, wall) rising this many levels.'),
  thickness: Int.min(0).optional()
    .describe('Hex maps: levels of solid right under this surface (solid from level - thickness to level, open below). Default: 1 for the upper surfaces of a stack, down to the table for the lowest.'),
  depth: z.enum(['ankle', 'knee', 'neck']).optional().describe('tft-3d: water depth, overriding the one from the bank distance.'),
  battlement: z.union([HexDir, z.array(HexDir)]).optional().describe('Hex maps: battlements on these hex edges.'),
  battlementLayer: Int.optional().describe('Hex maps: the file layer of the battlement pieces, when not the surface level (VirtualScape castles put them one layer lower, beside the walk tile).'),
  ladderHeight: Int.min(1).optional().describe('Hex maps: levels the ladder(s) of this surface rise (VirtualScape ladder pieces are 2 levels each; default 2).'),
  flag: z.union([HexDir, z.array(HexDir)]).optional().describe('Hex maps: castle flags on these hex edges (decoration, kept for export).'),
  flagLayer: Int.optional().describe('Hex maps: the file layer of the flag pieces, when not the surface level.'),
  glyph: z.string().min(1).optional().describe('Hex maps: a glyph lying on this hex (its letter or name).'),
  glyphName: z.string().optional().describe('Hex maps: the glyph\'s name as the map file stores it (VirtualScape keeps a name beside the letter).'),
  glyphType: z.union([z.literal(14001), Int.min(14032).max(14255)]).optional().describe('Hex maps: the VirtualScape glyph tile type, when it is not 14000 + the glyph\'s letter (kept for export).'),
  railing: z.union([HexDir, z.array(HexDir)]).optional().describe('Hex maps: bridge railings (road walls along a bridge) on these hex edges.'),
  start: z.string().optional().describe('Hex maps: this hex belongs to the named start zone.'),
  // c3g-buildings
  fit: z.enum(['full', 'half', 'partial']).optional().describe('c3g-buildings: the class of the hex, stated outright.'),
  transit: z.number().int().min(0).optional().describe('c3g-buildings: a transit space with this transit number.'),
  door: z.boolean().optional().describe('c3g-buildings: a doorway space.'),
  window: z.union([z.boolean(), z.literal('broken')]).optional()
    .describe('c3g-buildings: a window space (true), or a broken one ("broken").'),
  shaft: Id.optional().describe('c3g-buildings: an elevator shaft space of the shaft with this id.'),
  structure: Id.optional().describe('c3g-buildings: the building this space belongs to.'),
  floor: Int.optional().describe('c3g-buildings: the floor number of this space inside its structure.'),
  stairway: z.enum(['up', 'down']).optional().describe('c3g-buildings: a stairway Up or Down space (with transit).'),
});
export type Surface = z.infer<typeof SurfaceSchema>;

/** Compile-time check: the board's surface features are exactly the file's surface keys. */
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type Assert<T extends true> = T;
export type SurfaceKeysMatchBoard = Assert<Same<Required<Omit<Surface, 'level' | 'terrain' | 'void'>>, Required<{ -readonly [K in keyof SurfaceFeatures]: SurfaceFeatures[K] }>>>;

export const CellSchema = z.strictObject({
  ...SurfaceSchema.shape,
  stack: z.array(SurfaceSchema).min(1).optional()
    .describe('Several standing surfaces at one place, lowest first (a bridge over a road, floors).'),
});
/** A cell as the file gives it (a legend entry, or a `cells` item without `at`): one surface, or a `stack` of them. */
export type CellSpec = z.infer<typeof CellSchema>;

export const PlacedCellSchema = z.strictObject({
  at: XY.describe('[x, y] of the cell.'),
  ...CellSchema.shape,
});
export type PlacedCellSpec = z.infer<typeof PlacedCellSchema>;

const FootprintNum = z.number().finite();
/**
 * Most corners a polygon may have. Table sight and movement test every edge of every piece (a
 * malifaux move around a 5000-corner outline took half a minute, found by fuzzing); hand-made and
 * traced terrain needs a few dozen.
 */
export const MAX_POLYGON_POINTS = 1000;
/**
 * Most corners of a c3g-buildings structure footprint: classifying the hexes a footprint overlaps costs
 * about the cube of its corners (200 corners took 10 s, 1000 never finished; found by fuzzing).
 */
export const MAX_FOOTPRINT_POINTS = 64;
/** Most terrain pieces on a table (tournament tables hold a few dozen). */
export const MAX_PIECES = 500;
/** c3g-buildings: one building of the map (see `structures` below). */
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

export const GridMapSchema = z.strictObject({
  grid: z.enum(['square', 'hex']),
  rows: z.string().optional().describe('One line per row, top row first; tokens separated by spaces.'),
  legend: z.record(z.string(), CellSchema).optional().describe('Token -> cell.'),
  cells: z.array(PlacedCellSchema).optional().describe('Cells one by one, overriding rows.'),
  size: XY.optional().describe('[width, height] when the map is given by cells only.'),
  structures: z.record(z.string(), StructureSchema).optional()
    .describe('c3g-buildings: the buildings of the map by id; spaces name theirs with `structure: <id>`.'),
  name: z.string().optional(),
  author: z.string().optional(),
  players: z.string().optional().describe('Maps imported from a map file: the number of players the file names (VirtualScape keeps it as text).'),
  text: z.string().optional().describe('Maps imported from a map file: the file\'s own scenario text, as stored (VirtualScape: RTF from version 0.0004), written back on export.'),
  zones: z.record(z.string(), z.strictObject({
    color: z.tuple([Int.min(0).max(255), Int.min(0).max(255), Int.min(0).max(255)]).describe('R, G, B.'),
  })).optional().describe('Hex maps: the start zones named by cells\' `start`, with the colour the map file gives each.'),
  origin: XY.optional()
    .describe('Maps imported from a map file: the file\'s own [x, y] of this map\'s [0, 0] (add it to get the file coordinates back; y moves by an even number so odd-r rows keep their parity).'),
});
/** A square or hex map: `rows` with a `legend`, and/or `cells` one by one. */
export type GridMapSpec = z.infer<typeof GridMapSchema>;

const Num = z.number().finite();
/**
 * Largest table side and farthest shape coordinate, in inches. Tables are a few feet across; a table
 * of 1e308" made mirrored shapes collapse to a point (x and w - x round to the same number), crashing
 * the balance question (found by fuzzing).
 */
export const MAX_TABLE_INCHES = 1000;
const Inches = Num.min(-MAX_TABLE_INCHES).max(MAX_TABLE_INCHES);
export const ShapeSchema = z.union([
  z.strictObject({ rect: z.tuple([Inches, Inches, Inches.positive(), Inches.positive()]) }),
  z.strictObject({ polygon: z.array(z.tuple([Inches, Inches])).min(3).max(MAX_POLYGON_POINTS) }),
  z.strictObject({ circle: z.tuple([Inches, Inches, Inches.positive()]) }),
]);
export type ShapeSpec = z.infer<typeof ShapeSchema>;

export const PieceSchema = z.strictObject({
  id: Id.optional(),
  kind: z.string().min(1).describe('A kind from the ruleset terrain catalogue.'),
  shape: ShapeSchema,
  ht: Num.min(0).optional(),
  traits: z.array(z.string().min(1)).optional(),
  access: z.array(z.string()).optional().describe('malifaux: ids of the stairs/ladders that give climbing access to this piece.'),
  damage: z.tuple([Int, Int, Int]).optional().describe('malifaux: hazardous damage (weak/moderate/severe), default 1/2/4.'),
  open: z.boolean().optional().describe('malifaux: open windows, doors or walls: the piece does not block sight (it still gives its cover).'),
  name: z.string().optional(),
});
/** One terrain piece of a table map (malifaux): its kind, shape in inches and overrides. */
export type PieceSpec = z.infer<typeof PieceSchema>;

export const TableMapSchema = z.strictObject({
  grid: z.literal('table'),
  size: z.tuple([Inches.positive(), Inches.positive()]).describe(`Width and height in inches (at most ${MAX_TABLE_INCHES}).`),
  pieces: z.array(PieceSchema).max(MAX_PIECES).optional()
    .describe(`The terrain pieces; at most ${MAX_PIECES} (table sight and movement test every piece: 2000 pieces took minutes).`),
  deployment: z.record(z.string(), ShapeSchema).optional().describe('malifaux: deployment zone per side.'),
  name: z.string().optional(),
  author: z.string().optional(),
});
/** A gridless table map: its size in inches and its terrain pieces. */
export type TableMapSpec = z.infer<typeof TableMapSchema>;

export const MapSchema = z.discriminatedUnion('grid', [GridMapSchema, TableMapSchema]);
/** A scenario's map: a grid map or a table, told apart by `grid`. */
export type MapSpec = z.infer<typeof MapSchema>;

const Coord = z.union([XY, z.tuple([Num, Num])]);

export const FigureSchema = z.strictObject({
  at: Coord.describe('The figure cell (top-left square, front hex) or its base centre on a table.'),
  level: Num.optional().describe('Only when not standing on the surface, e.g. a flyer aloft.'),
  side: Id.optional(),
  prone: z.boolean().optional(),
  name: z.string().optional(),
  file: z.string().optional().describe('Figures imported from a map file: the figure\'s file name there (VirtualScape), when not its name.'),
  // city-of-peril
  size: z.enum(['tiny', 'small', 'medium', 'large', 'huge', 'gargantuan', 'colossal', 'standard', 'giant']).optional(),
  speed: Int.min(0).optional(),
  hp: Int.optional(),
  flying: z.boolean().optional(),
  burrowing: z.boolean().optional(),
  incorporeal: z.boolean().optional(),
  routing: z.boolean().optional(),
  reach: Int.min(0).optional().describe('city-of-peril: melee reach in squares (default 1).'),
  // tft-3d
  kind: z.string().optional(),
  height: Int.min(0).optional(),
  hexes: z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4), z.literal(7)]).optional(),
  facing: z.number().int().min(0).max(5).optional(),
  ma: Int.min(0).optional(),
  st: Int.optional(),
  dx: Int.optional(),
  armor: Int.min(0).optional(),
  talents: z.array(z.string()).optional(),
  kneeling: z.boolean().optional(),
  shield: z.boolean().optional(),
  weapon: z.string().optional(),
  // c3g-buildings
  spaces: z.union([z.literal(1), z.literal(2)]).optional(),
  move: Int.min(0).optional(),
  destructible: z.boolean().optional(),
  // heroclix
  flight: z.boolean().optional(),
  'leap-climb': z.boolean().optional(),
  phasing: z.boolean().optional(),
  'improved-targeting': z.array(z.string()).optional(),
  'great-size': z.boolean().optional(),
  orient: z.enum(['east', 'south', 'south-east', 'south-west']).optional()
    .describe('heroclix: where the second square of a 1x2 (peanut) base lies from `at`.'),
  // malifaux (mm) and heroclix (squares: 1x1, 1x2, 2x2)
  base: z.union([z.literal(30), z.literal(40), z.literal(50), z.literal('1x1'), z.literal('1x2'), z.literal('2x2')]).optional(),
  ht: Num.min(0).optional(),
  wk: Num.min(0).optional(),
  unimpeded: z.boolean().optional(),
  'hazards-taken': z
    .array(z.union([z.string(), z.number()]))
    .optional()
    .describe('malifaux turn state: ids of the hazardous pieces that have already damaged this model this turn (each deals its damage once per turn).'),
});
/** A figure as the file gives it: `at`, `side` and the ruleset's own keys. */
export type FigureSpec = z.infer<typeof FigureSchema>;

/** A question: `ask` plus its arguments (checked by the ruleset's question). */
export type QuestionSpec = { ask: string; [arg: string]: unknown };

export const CheckSchema = z.looseObject({
  ask: z.string().min(1),
  expect: z.record(z.string(), z.unknown()).describe('Matched as a subset of the verdict.'),
  name: z.string().optional(),
});
/** A question with the answer expected (`expect` is matched as a subset of the verdict). */
export type CheckSpec = QuestionSpec & { expect: Record<string, unknown>; name?: string };

export const OptionValue = z.union([z.string(), z.number(), z.boolean()]);

/**
 * The zod schema of a scenario file (the union of every ruleset's keys; a ruleset checks its own vocabulary
 * when the scenario is loaded). `loadScenario` applies it; use it to validate an object yourself.
 */
export const ScenarioSchema = z.strictObject({
  format: z.literal('highground/1'),
  title: z.string().optional(),
  description: z.string().optional(),
  ruleset: z.enum(RULESET_IDS),
  options: z.record(z.string(), OptionValue).optional(),
  map: MapSchema,
  figures: z.record(z.string(), FigureSchema).optional(),
  checks: z.array(CheckSchema).optional(),
});
/** A scenario: a map, the figures on it, the ruleset that judges it and optionally checks. */
export type Scenario = z.infer<typeof ScenarioSchema>;
