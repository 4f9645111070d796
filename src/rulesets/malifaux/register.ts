/**
 * The `highground/malifaux` entry: registers malifaux with the shared core (`highground/core`) and exports it,
 * with its help texts (`help`: left out of a bundle that does not use them).
 *
 * @module highground/malifaux
 */
import { registerRuleset } from '../../engine/registry.js';
import { malifaux } from './index.js';

registerRuleset(malifaux);
export { malifaux };
export { help } from './help.js';
export type * from './answers.js';
