/** Terrain names, cell keys and figure keys a tft-3d scenario may use. */
import { z } from 'zod';
import { defineVocabulary, type FigureOf, type KeyValues } from '../../engine/ruleset.js';
import { MapFileFigure, MapFileSurface as M } from '../../formats/scenario/schema.js';
import { HEROSCAPE_TERRAIN } from '../../formats/heroscape/terrain.js';

const Int = z.number().int();

// glyph, start, ladder and battlement are kept as map data (drawn, exported) and do not change a rule.
const cell = {
  obstacle: M.obstacle, thickness: M.thickness,
  depth: z.enum(['ankle', 'knee', 'neck']).optional().describe('water depth, overriding the one from the bank distance.'),
  glyph: M.glyph, start: M.start, ladder: M.ladder, battlement: M.battlement, battlementLayer: M.battlementLayer,
  ladderHeight: M.ladderHeight, flag: M.flag, flagLayer: M.flagLayer, glyphName: M.glyphName, glyphType: M.glyphType, railing: M.railing,
};

/** Multi-hex figure sizes (tft.figure.multi-hex). */
const Hexes = z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4), z.literal(7)]);

const figure = {
  file: MapFileFigure.file,
  kind: z.string().optional().describe('a creature kind from the bestiary (kinds.ts), giving its hexes, MA, ST and height.'),
  height: Int.min(0).optional(),
  hexes: Hexes.optional().describe('hexes the figure covers: 1, 2, 3, 4 or 7.'),
  facing: z.number().int().min(0).max(5).optional().describe('the hex side the figure faces: 0 = east, counting clockwise.'),
  ma: Int.min(0).optional(),
  st: Int.optional(),
  dx: Int.optional(),
  armor: Int.min(0).optional(),
  talents: z.array(z.string()).optional(),
  kneeling: z.boolean().optional(),
  shield: z.boolean().optional(),
  weapon: z.string().optional(),
};

type CellKeys = Readonly<KeyValues<typeof cell>>;
declare module '../../board/grid.js' {
  interface SurfaceFeatures extends CellKeys {}
}

export const VOCABULARY = defineVocabulary({
  cell,
  figure,
  terrain: {
    // Every Heroscape tile name, so an imported map loads with nothing lost; the names below carry a
    // Fantasy Trip meaning, the others are ordinary ground or labels of obstacles (with `obstacle: N`).
    ...HEROSCAPE_TERRAIN,
    grass: 'ordinary ground',
    dirt: 'ordinary ground; broken ground under the brokenGround option (dirt, dirt-and-rock)',
    rock: 'ordinary ground; broken ground under the brokenGround option (rock, dirt-and-rock)',
    sand: 'ordinary ground',
    road: 'ordinary ground',
    water: 'water: ankle deep next to the bank, knee deep one hex out, neck deep two or more out (tft.terrain.water); `depth:` overrides',
    tree: 'a label for an obstacle: give its height with `obstacle: N`',
    wall: 'a label for an obstacle: give its height with `obstacle: N`',
  },
});

/** A figure as tft-3d reads it. */
export type FigureSpec = FigureOf<typeof VOCABULARY>;
