/**
 * `highground/core`: the public API with no game registered. Import a game's entry (`highground/tft-3d`)
 * to register it, or `highground` for all of them; a program may register its own with `registerRuleset`.
 *
 * @module highground/core
 */
export { loadScenario, loadScenarioObject, ask, runChecks, isRuleset } from './api.js';
export type { Session, CheckResult, AskOrigin } from './api.js';
export type { RulesetAnswers, TypedRulesetId, AnswersOf, QuestionName, QuestionFor, AnswerFor, VerdictFor, ArgumentsFor } from './answers.js';
export type { VerdictBase, LegalMoveOf, RefusedMoveOf, QuestionType, QuestionTypes, ArgsOfQuestion, DeepReadonly, XY } from './engine/answers.js';
export type { Mismatch } from './engine/match.js';
export { HighgroundError, formatPath, formatPlace } from './errors.js';
export type { ErrorPlace, KeyPath } from './errors.js';
export { ScenarioSchema, RULESET_IDS } from './formats/scenario/schema.js';
export type { RulesetId } from './formats/scenario/schema.js';
export type { Scenario, FigureSpec, CellSpec, MapSpec, GridMapSpec, TableMapSpec, PieceSpec, CheckSpec } from './formats/scenario/schema.js';
export { writeScenario } from './formats/scenario/write.js';
export { buildGridBoard } from './formats/scenario/grid.js';
export type { GridContext } from './formats/scenario/grid.js';
export { registered as rulesets, findRuleset as getRuleset, registerRuleset } from './engine/registry.js';
export { clauseInfo } from './rulesets/clause-info.js';
export { defineVocabulary, defineOptions, option, optionName, question } from './engine/ruleset.js';
export { helpOf } from './engine/help.js';
export { figureFieldsOf, fieldOfKey } from './engine/fields.js';
export type { RulesetHelp } from './engine/help.js';
export type { Ruleset, OptionSpec, OptionSpecs, OptionSet, OptionMeta, Options, Vocabulary, VocabularyKeys, KeyValues, FigureOf, QuestionDef, PrepareInput, FieldSpec } from './engine/ruleset.js';
export { MapFileSurface, MapFileFigure, composeScenarioSchema } from './formats/scenario/schema.js';
export type { KeyShape, ScenarioPieces } from './formats/scenario/schema.js';
export type { Verdict, Reason, Evidence, TracedLine, BoardPoint, Footprint } from './verdict.js';
export { VerdictSchemas, refusedMove } from './engine/verdicts.js';
export type { SharedVerdicts, SharedQuestion, VerdictOf, SightVerdict, CoverVerdict, AdjacentVerdict, MeleeVerdict, EngagedVerdict, ChargeVerdict, MoveVerdict, LegalMoveVerdict, RefusedMoveVerdict, ReachVerdict, FallVerdict, PushVerdict } from './engine/verdicts.js';
export { matchExpect } from './engine/match.js';
export { defaultSummary } from './engine/summary.js';
export { renderSvg, renderMapSvg } from './formats/svg/index.js';
export type { RenderOptions, RenderSource, MapSource, FootprintOf } from './formats/svg/index.js';
export { sideLine, sideProfile, sideViewSvg, sideCaption, sideNames } from './formats/svg/index.js';
export type { SideSource, SideProfile, SideColumn, SideLayer, SideBlock, SideViewOptions } from './formats/svg/index.js';
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
export type { Viewshed, ReachMap, ReachCell, VisibilityMatrix, MatrixOptions } from './batch.js';
export { analyzeScenario, analysisLayers, formatAnalysis, profileFor, fairness, analyzeTable, tableLayers, formatTable } from './analysis/index.js';
export type { TableAnalysis, TableAnalyzeOptions, TableZone } from './analysis/index.js';
export type { AnalyzeOptions, MapAnalysis, ZoneReport, AnalysisLayer, Fairness, FairnessRow, AnalysisProfile } from './analysis/index.js';
export type { Overlay } from './formats/svg/index.js';
export { overlayColour, overlayScale } from './formats/svg/index.js';
export { place, placeable, withFigures, askAs, apply, outcomeOf } from './session.js';
export type { At, Placement, Placeability, AsIf, Moved } from './session.js';
export { ERROR_CODES } from './errors.js';
export type { ErrorCode } from './errors.js';
export type { Origin } from './batch.js';
export { hexLayout, squareLayout, layoutOf, figureFootprint } from './layout.js';
export type { Layout, Cell, Diagonals, PixelPoint } from './layout.js';
export { createRng } from './engine/dice/rng.js';
export type { Rng } from './engine/dice/rng.js';
