/**
 * The `highground/heroclix` entry: registers heroclix with the shared core (`highground/core`) and exports it,
 * with its help texts (`help`: left out of a bundle that does not use them).
 *
 * @module highground/heroclix
 */
import { registerRuleset } from '../../engine/registry.js';
import { heroclix } from './index.js';

registerRuleset(heroclix);
export { heroclix };
export { help } from './help.js';
export type * from './answers.js';
