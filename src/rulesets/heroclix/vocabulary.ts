/**
 * The HeroClix vocabulary: terrain names a square may carry, the cell keys and figure keys this ruleset
 * reads. Elevation is the cell's `level` (ground is 1, hcx.elevation), not a terrain name.
 */
import { z } from 'zod';
import { defineVocabulary, type FigureOf, type KeyValues } from '../../engine/ruleset.js';

export const TERRAIN = {
  clear: 'Clear terrain (the default): no effect on movement or line of fire.',
  hindering: 'Hindering terrain (green boundary): stops a character that enters it and halves the speed of one that starts in it; hinders a line of fire (+1 defence).',
  water: 'Water terrain (blue boundary): hindering terrain for movement, clear terrain for line of fire.',
  blocking: 'Blocking terrain (brown boundary): cannot be entered or ended in; blocks lines of fire on its level.',
  indoor: 'Inside a building (yellow boundary): blocking terrain here is indoor blocking terrain, which Flight, Leap/Climb and Great Size do not ignore.',
} as const;

/** Figure sizes (independent of the base: `base` gives the squares); giant and colossal have Great Size. */
export const SIZES = ['tiny', 'standard', 'giant', 'colossal'] as const;
export type Size = (typeof SIZES)[number];

/** What Improved Targeting may ignore for line of fire. */
export const IMPROVED_TARGETING = ['elevated', 'hindering', 'blocking', 'characters'] as const;
export type ImprovedTargeting = (typeof IMPROVED_TARGETING)[number];

const Int = z.number().int();

const cell = {
  stairs: z.union([z.string().min(1), Int]).optional().describe('the two squares of one stairway or ladder share this id.'),
  walls: z.array(z.enum(['north', 'east', 'south', 'west'])).optional().describe('walls on these edges of the square.'),
};

const figure = {
  size: z.enum(SIZES).optional().describe('the figure size (default standard); giant and colossal have Great Size.'),
  speed: Int.min(0).optional(),
  flight: z.boolean().optional(),
  'leap-climb': z.boolean().optional(),
  phasing: z.boolean().optional(),
  'improved-targeting': z.array(z.string()).optional(),
  'great-size': z.boolean().optional(),
  base: z.enum(['1x1', '1x2', '2x2']).optional().describe('the squares of the base: 1x1, 1x2 (peanut) or 2x2.'),
  orient: z.enum(['east', 'south', 'south-east', 'south-west']).optional()
    .describe('where the second square of a 1x2 (peanut) base lies from `at`.'),
};

type CellKeys = Readonly<KeyValues<typeof cell>>;
declare module '../../board/grid.js' {
  interface SurfaceFeatures extends CellKeys {}
}

export const vocabulary = defineVocabulary({ terrain: TERRAIN, cell, figure });

/** A figure as heroclix reads it. */
export type FigureSpec = FigureOf<typeof vocabulary>;
