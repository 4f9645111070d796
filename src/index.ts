/**
 * highground: a rules engine for miniature games on multi-level terrain. This is the public API with every
 * game of the build registered; the web app and other programs use only what is exported here (or
 * `highground/core` plus the games they want, `highground/<id>`).
 */
import './rulesets/index.js';
import './yaml.js';

export * from './core.js';
