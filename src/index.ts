/**
 * highground: a rules engine for miniature games on multi-level terrain. This is the public API with every
 * game of the build registered; the web app and other programs use only what is exported here (or
 * `highground/core` plus the games they want, `highground/<id>`).
 *
 * @module highground
 */
import './rulesets/index.js';
import './yaml.js';
import { useRulesetFallbacks } from './api.js';
import { defaultSummary } from './engine/summary.js';
import { buildGridBoard } from './formats/scenario/grid.js';

// A ruleset that names no board builder or default sentence (written before they existed) gets ours here.
useRulesetFallbacks({ buildBoard: buildGridBoard, summary: defaultSummary });

export * from './core.js';
export { rulesetHelp } from './rulesets/index.js';
