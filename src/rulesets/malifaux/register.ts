/** The `highground/malifaux` entry: registers malifaux with the shared core (`highground/core`) and exports it. */
import { registerRuleset } from '../../engine/registry.js';
import { malifaux } from './index.js';

registerRuleset(malifaux);
export { malifaux };
export type * from './answers.js';
