/**
 * The `highground/city-of-peril` entry: registers city-of-peril with the shared core (`highground/core`) and exports it,
 * with its help texts (`help`: left out of a bundle that does not use them).
 *
 * @module highground/city-of-peril
 */
import { registerRuleset } from '../../engine/registry.js';
import { cityOfPeril } from './index.js';

registerRuleset(cityOfPeril);
export { cityOfPeril };
export { help } from './help.js';
export type * from './answers.js';
