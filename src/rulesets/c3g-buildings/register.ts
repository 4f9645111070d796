/**
 * The `highground/c3g-buildings` entry: registers c3g-buildings with the shared core (`highground/core`) and exports it,
 * with its help texts (`help`: left out of a bundle that does not use them).
 *
 * @module highground/c3g-buildings
 */
import { registerRuleset } from '../../engine/registry.js';
import { c3gBuildings } from './index.js';

registerRuleset(c3gBuildings);
export { c3gBuildings };
export { help } from './help.js';
export type * from './answers.js';
