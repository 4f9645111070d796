/**
 * What each Heroscape terrain does (hs.base.water, hs.terrain.*): predicates over a space's terrain names.
 * The names are the ones the .hsc and map-editor importers write (src/formats/heroscape/terrain.ts).
 */
import type { Space } from './context.js';

/** Terrain names that stop a move and land a fall safely (hs.base.water, hs.terrain.swamp). */
export const WATER_NAMES: readonly string[] = ['water', 'swamp-water', 'wellspring-water'];

const has = (s: Space, names: readonly string[]) => s.terrain.some((t) => names.includes(t));

/** Water, swamp water, wellspring water (not molten lava). */
export const isWater = (s: Space): boolean => has(s, WATER_NAMES);
/** Molten lava: like water for movement and falls, with its own roll (hs.terrain.molten-lava). */
export const isLava = (s: Space): boolean => s.terrain.includes('lava');
export const isLavaField = (s: Space): boolean => s.terrain.includes('lava-field');
export const isIce = (s: Space): boolean => s.terrain.includes('ice');
export const isSnow = (s: Space): boolean => s.terrain.includes('snow');
export const isRoad = (s: Space): boolean => s.terrain.includes('road');
/** Water for stopping a move and for falls: water and molten lava alike. */
export const isWet = (s: Space): boolean => isWater(s) || isLava(s);

/** The d20 roll of molten lava: destroyed on 1-19, survives on 20 (hs.terrain.molten-lava). */
export const LAVA_SURVIVES_ON = 20;
