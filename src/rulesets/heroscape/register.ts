/**
 * The `highground/heroscape` entry: registers heroscape with the shared core (`highground/core`) and exports it,
 * with its help texts (`help`: left out of a bundle that does not use them).
 *
 * @module highground/heroscape
 */
import { registerRuleset } from '../../engine/registry.js';
import { heroscape } from './index.js';

registerRuleset(heroscape);
export { heroscape };
export { help } from './help.js';
export type * from './answers.js';
