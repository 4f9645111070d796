/** The `highground/heroclix` entry: registers heroclix with the shared core (`highground/core`) and exports it. */
import { registerRuleset } from '../../engine/registry.js';
import { heroclix } from './index.js';

registerRuleset(heroclix);
export { heroclix };
export type * from './answers.js';
