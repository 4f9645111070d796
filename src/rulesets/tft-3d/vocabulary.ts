/** Terrain names, cell keys and figure keys a tft-3d scenario may use. */
import * as z from '../../formats/schema-kit.js';
import { defineVocabulary, type FieldSpec, type FigureOf, type KeyValues } from '../../engine/ruleset.js';
import { MapFileFigure, MapFileSurface as M } from '../../formats/scenario/schema.js';
import { HEROSCAPE_TERRAIN } from '../../formats/heroscape/terrain.js';

const Int = z.number().check(z.int());

// glyph, start, ladder and battlement are kept as map data (drawn, exported) and do not change a rule.
const cell = {
  obstacle: M.obstacle, thickness: M.thickness,
  depth: z.optional(z.enum(['ankle', 'knee', 'neck'])).check(z.describe('water depth, overriding the one from the bank distance.')),
  glyph: M.glyph, start: M.start, ladder: M.ladder, battlement: M.battlement, battlementLayer: M.battlementLayer,
  ladderHeight: M.ladderHeight, flag: M.flag, flagLayer: M.flagLayer, glyphName: M.glyphName, glyphType: M.glyphType, railing: M.railing,
};

/** Multi-hex figure sizes (tft.figure.multi-hex). */
const Hexes = z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4), z.literal(7)]);

const figure = {
  file: MapFileFigure.file,
  kind: z.optional(z.string()).check(z.describe('a creature kind from the bestiary (kinds.ts), giving its hexes, MA, ST and height.')),
  height: z.optional(Int.check(z.minimum(0))),
  hexes: z.optional(Hexes).check(z.describe('hexes the figure covers: 1, 2, 3, 4 or 7.')),
  facing: z.optional(z.number().check(z.int(), z.minimum(0), z.maximum(5))).check(z.describe('the hex side the figure faces: 0 = east, counting clockwise.')),
  ma: z.optional(Int.check(z.minimum(0))),
  st: z.optional(Int),
  dx: z.optional(Int),
  armor: z.optional(Int.check(z.minimum(0))),
  talents: z.optional(z.array(z.string())),
  kneeling: z.optional(z.boolean()),
  shield: z.optional(z.boolean()),
  weapon: z.optional(z.string()),
};

type CellKeys = Readonly<KeyValues<typeof cell>>;
declare module '../../board/grid.js' {
  interface SurfaceFeatures extends CellKeys {}
}

/** What a player fills in for a new figure: a man of the usual attributes unless told (context.ts reads the same defaults). */
const figureFields: readonly FieldSpec[] = [
  { key: 'kind', label: 'Creature kind', kind: 'text', doc: 'a creature from the bestiary (giving its hexes, MA, ST and height); empty for a man.' },
  { key: 'hexes', label: 'Hexes', kind: 'choice', choices: [1, 2, 3, 4, 7], default: 1, doc: 'hexes the figure covers: 1, 2, 3, 4 or 7 (tft.multihex.single-base).' },
  { key: 'ma', label: 'MA', kind: 'number', integer: true, min: 0, default: 10, doc: 'movement allowance in hexes (10 for an unarmoured man).' },
  { key: 'st', label: 'ST', kind: 'number', integer: true, default: 10, doc: 'strength.' },
  { key: 'dx', label: 'DX', kind: 'number', integer: true, default: 10, doc: 'dexterity (tft.height.dx: height changes it).' },
  { key: 'armor', label: 'Armour', kind: 'number', integer: true, min: 0, default: 0, doc: 'hits its armour stops.' },
  { key: 'height', label: 'Height', kind: 'number', integer: true, min: 0, doc: 'how tall it stands, in levels (tft.height.chart; unset: from its hexes or kind).' },
  { key: 'facing', label: 'Facing', kind: 'number', integer: true, min: 0, max: 5, default: 0, doc: 'the hex side it faces: 0 = east, counting clockwise (its front hexes).' },
  { key: 'weapon', label: 'Weapon', kind: 'text', doc: 'the weapon in hand (a pole weapon or missile weapon changes what it may do).' },
  { key: 'talents', label: 'Talents', kind: 'list', doc: 'talents, separated by commas.' },
  { key: 'shield', label: 'Shield', kind: 'boolean', doc: 'carries a shield.' },
  { key: 'kneeling', label: 'Kneeling', kind: 'boolean', doc: 'kneeling (lower for sight).' },
];

export const VOCABULARY = defineVocabulary({
  cell,
  figure,
  figureFields,
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
