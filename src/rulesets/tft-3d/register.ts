/** The `highground/tft-3d` entry: registers tft-3d with the shared core (`highground/core`) and exports it. */
import { registerRuleset } from '../../engine/registry.js';
import { tft3d } from './index.js';

registerRuleset(tft3d);
export { tft3d };
export type * from './answers.js';
