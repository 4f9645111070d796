/**
 * highground: a rules engine for miniature games on multi-level terrain. This is the public API; the
 * web app and other programs use only what is exported here.
 */
export { loadScenario, loadScenarioObject, ask, runChecks } from './api.js';
export type { Session, CheckResult, AskOrigin } from './api.js';
export type { Mismatch } from './engine/match.js';
export { HighgroundError, formatPath, formatPlace } from './errors.js';
export type { ErrorPlace, KeyPath } from './errors.js';
export { ScenarioSchema, RULESET_IDS } from './formats/scenario/schema.js';
export type { RulesetId } from './formats/scenario/schema.js';
export type { Scenario, FigureSpec, CellSpec, MapSpec, GridMapSpec, TableMapSpec, PieceSpec, CheckSpec } from './formats/scenario/schema.js';
export { writeScenario } from './formats/scenario/write.js';
export { rulesets, getRuleset, clauseInfo } from './rulesets/index.js';
export type { Ruleset, OptionSpec, Options, Vocabulary, QuestionDef } from './engine/ruleset.js';
export type { Verdict, Reason, Evidence, TracedLine, BoardPoint } from './verdict.js';
export { matchExpect } from './engine/match.js';
export { renderSvg, renderMapSvg } from './formats/svg/index.js';
export type { RenderOptions, RenderSource, MapSource } from './formats/svg/index.js';
export type { GridBoard, Place, Surface } from './board/grid.js';
export { clause, clausesOf, CLAUSES } from './rulesets/catalogue.js';
export type { ClauseInfo } from './rulesets/catalogue.js';
export { readHsc, HscFormatError } from './formats/hsc/read.js';
export type { HscMap, HscTile, HscPersonal, HscFigure } from './formats/hsc/read.js';
export { writeHsc } from './formats/hsc/write.js';
export { readEditorJson, EditorJsonError } from './formats/editor-json/read.js';
export type { EditorMap, EditorPiece, EditorPieceInfo } from './formats/editor-json/read.js';
export { importMapFile, mapFileKind, scenarioFromFile, hscToScenario, editorJsonToScenario, scenarioToHsc, scenarioToEditorJson } from './formats/heroscape/index.js';
export { formatInventory, inventoryOf, mapFileInventory, scenarioPieceCounts, PRODUCTS } from './formats/heroscape/index.js';
export type { HeroscapeRuleset, ImportOptions, ImportResult, MapFileKind, ExportResult, EditorExportResult, Inventory, Product } from './formats/heroscape/index.js';
export { viewshed, viewshedCells, reachMap, visibilityMatrix } from './batch.js';
export { offsetToAxial, axialToOffset, offsetQ, offsetX } from './geometry/hex/coords.js';
export type { Axial, OffsetXY } from './geometry/hex/coords.js';
export type { Viewshed, ReachMap, VisibilityMatrix, MatrixOptions } from './batch.js';
export { analyzeScenario, analysisLayers, formatAnalysis, profileFor, fairness, analyzeTable, tableLayers, formatTable } from './analysis/index.js';
export type { TableAnalysis, TableAnalyzeOptions, TableZone } from './analysis/index.js';
export type { AnalyzeOptions, MapAnalysis, ZoneReport, AnalysisLayer, Fairness, FairnessRow, AnalysisProfile } from './analysis/index.js';
export type { Overlay } from './formats/svg/index.js';
export { overlayColour, overlayScale } from './formats/svg/index.js';
