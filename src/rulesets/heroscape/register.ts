/** The `highground/heroscape` entry: registers heroscape with the shared core (`highground/core`) and exports it. */
import { registerRuleset } from '../../engine/registry.js';
import { heroscape } from './index.js';

registerRuleset(heroscape);
export { heroscape };
export type * from './answers.js';
