/** The `highground/city-of-peril` entry: registers city-of-peril with the shared core (`highground/core`) and exports it. */
import { registerRuleset } from '../../engine/registry.js';
import { cityOfPeril } from './index.js';

registerRuleset(cityOfPeril);
export { cityOfPeril };
export type * from './answers.js';
