/**
 * The HeroClix vocabulary: terrain names a square may carry, the cell keys and figure keys this ruleset
 * reads. Elevation is the cell's `level` (ground is 1, hcx.elevation), not a terrain name.
 */
import type { Vocabulary } from '../../engine/ruleset.js';

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

export const vocabulary: Vocabulary = {
  terrain: TERRAIN,
  cellKeys: ['stairs', 'walls'],
  figureKeys: ['size', 'speed', 'flight', 'leap-climb', 'phasing', 'improved-targeting', 'great-size', 'base', 'orient'],
};
