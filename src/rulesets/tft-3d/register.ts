/**
 * The `highground/tft-3d` entry: registers tft-3d with the shared core (`highground/core`) and exports it,
 * with its help texts (`help`: left out of a bundle that does not use them).
 *
 * @module highground/tft-3d
 */
import { registerRuleset } from '../../engine/registry.js';
import { tft3d } from './index.js';

registerRuleset(tft3d);
export { tft3d };
export { help } from './help.js';
export type * from './answers.js';
