/** Map analysis for designers: visibility and movement heat maps, start-zone fairness (analyze.ts). */
export { analyzeScenario, turnsOf } from './analyze.js';
export type { AnalyzeOptions, MapAnalysis, ZoneReport, PlaceRef } from './analyze.js';
export { fairness } from './fairness.js';
export type { Fairness, FairnessRow, Measure } from './fairness.js';
export { profileFor } from './profile.js';
export type { AnalysisProfile, ProfileOverrides, SightMethod, MoveMethod } from './profile.js';
export { analysisLayers } from './layers.js';
export type { AnalysisLayer } from './layers.js';
export { formatAnalysis } from './text.js';
export { analyzeTable, tableLayers, formatTable } from './table.js';
export type { TableAnalysis, TableAnalyzeOptions, TableZone } from './table.js';
