/**
 * Terrain names, cell keys and figure keys a heroscape scenario may use: every name the VirtualScape and
 * map-editor importers write, so imported maps load unchanged, each with the rule it follows.
 */
import * as z from '../../formats/schema-kit.js';
import { defineVocabulary, type FieldSpec, type FigureOf } from '../../engine/ruleset.js';
import { MapFileFigure, MapFileSurface as M } from '../../formats/scenario/schema.js';
import { HEROSCAPE_TERRAIN } from '../../formats/heroscape/terrain.js';

const LAND = 'Heroscape land: ordinary ground, one level per tile (hs.terrain.plain)';
const THIN = 'Heroscape non-land tile: lies at the level of the land under it and adds no height (hs.height-advantage)';
const OBSTACLE = 'Heroscape obstacle: give its height with `obstacle: N`; no figure moves through or onto it, it blocks sight up to its top (hs.base.obstacle)';

export const TERRAIN: Readonly<Record<string, string>> = {
  ...HEROSCAPE_TERRAIN,
  grass: LAND, rock: LAND, sand: LAND, dungeon: LAND, asphalt: LAND, concrete: LAND, dirt: LAND, personal: LAND,
  castle: `${LAND}: a castle wall walk`,
  swamp: 'Ticalla Jungle swamp land: no special rule (hs.terrain.swamp)',
  snow: 'Thaelenk Tundra snow land: normal snow has no rule; heavy snow (option snow) costs one extra movement to move onto (hs.terrain.snow)',
  road: 'Road to the Forgotten Forest road land: a walking figure that starts, moves and ends only on road moves extra spaces (option roadBonus, hs.terrain.road)',
  'lava-field': 'Volcarren Wasteland lava field land: at the end of each round a figure on it rolls one combat die, a skull is a wound (option lavaField, hs.terrain.lava-field)',
  water: `${THIN}; a figure that moves onto water ends its move there (a flyer passes over; a double-space figure stops with both ends in water) (hs.base.water); a figure landing in water takes no falling damage (hs.fall)`,
  'swamp-water': `${THIN}; swamp water counts as water for stopping and for falls (hs.terrain.swamp, hs.base.water)`,
  'wellspring-water': `${THIN}; counts as water for stopping and for falls (hs.base.water, hs.fall)`,
  lava: `${THIN}; molten lava: like water for movement, and a figure moving onto it rolls the d20, destroyed on 1-19 (a flyer passing over does not roll) (hs.terrain.molten-lava)`,
  ice: `${THIN}; Thaelenk Tundra ice: normal ice has no rule; on slippery ice (option ice) a walking figure that moves onto it ends its move (hs.terrain.ice)`,
  shadow: `${THIN}; Battle for the Underdark shadow: no movement rule of its own (hs.terrain.shadow)`,
  tree: OBSTACLE, palm: `${OBSTACLE}; Ticalla Jungle`, brush: `${OBSTACLE}; Ticalla Jungle`, outcrop: `${OBSTACLE}; Volcarren Wasteland`,
  glacier: `${OBSTACLE}; Thaelenk Tundra`, hive: `${OBSTACLE}; the Marro hive (hs.terrain.hive)`,
  ruin: OBSTACLE, 'marvel-ruin': OBSTACLE, wall: OBSTACLE, pillar: OBSTACLE,
};

const Int = z.number().check(z.int());

/** The cell keys: the map-file keys the importers write, read as the physical map (no key of its own). */
export const CELL = {
  obstacle: M.obstacle, thickness: M.thickness, glyph: M.glyph, start: M.start, ladder: M.ladder, battlement: M.battlement,
  battlementLayer: M.battlementLayer, ladderHeight: M.ladderHeight, flag: M.flag, flagLayer: M.flagLayer,
  glyphName: M.glyphName, glyphType: M.glyphType, railing: M.railing,
};

/** The figure keys (c3g-buildings, built on this game, reads the same). */
export const FIGURE = {
  file: MapFileFigure.file,
  height: z.optional(Int.check(z.minimum(0))),
  spaces: z.optional(z.union([z.literal(1), z.literal(2)])).check(z.describe('spaces of the base: 1 or 2 (double-space).')),
  facing: z.optional(z.number().check(z.int(), z.minimum(0), z.maximum(5))).check(z.describe('the hex side the figure faces: 0 = east, counting clockwise.')),
  move: z.optional(Int.check(z.minimum(0))),
  flying: z.optional(z.boolean()),
  destructible: z.optional(z.boolean()),
  phasing: z.optional(z.boolean()),
};

/** What a player fills in for a new figure, with the card values most figures have (c3g-buildings reads the same). */
export const FIGURE_FIELDS: readonly FieldSpec[] = [
  { key: 'move', label: 'Move', kind: 'number', integer: true, min: 0, default: 5, doc: 'the Move number on the card: spaces it may move in a turn (hs.move.climb counts the levels it climbs).' },
  { key: 'height', label: 'Height', kind: 'number', integer: true, min: 0, default: 5, doc: 'the Height number on the card, in levels: how high it stands for sight and climbing (hs.sight, hs.height-advantage).' },
  { key: 'spaces', label: 'Spaces', kind: 'choice', choices: [1, 2], default: 1, doc: 'the spaces of its base: 1, or 2 for a double-space figure.' },
  { key: 'facing', label: 'Facing (double-space)', kind: 'number', integer: true, min: 0, max: 5, doc: 'the hex side a double-space figure faces from its front space (`at`), 0 = east, counting clockwise; its second space lies behind, on the opposite side.' },
  { key: 'flying', label: 'Flying', kind: 'boolean', doc: 'the Flying special power: it flies over figures and terrain.' },
  { key: 'phasing', label: 'Phasing', kind: 'boolean', doc: 'passes through obstacles (hs.base.obstacle), never ending on one, and so through interior floor spaces (c3g.interior.floor); not through opponents or engaged friends (hs.base.figures).' },
  { key: 'destructible', label: 'Destructible object', kind: 'boolean', doc: 'a destructible object rather than a figure; one given no side belongs to nobody (option unownedObjects: by default it engages no one).' },
];

export const VOCABULARY = defineVocabulary({ terrain: TERRAIN, cell: CELL, figure: FIGURE, figureFields: FIGURE_FIELDS });

/** A figure as heroscape reads it. */
export type FigureSpec = FigureOf<typeof VOCABULARY>;
