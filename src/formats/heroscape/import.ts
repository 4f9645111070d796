/**
 * Heroscape map files -> hex scenarios: VirtualScape `.hsc` maps (already read by ../hsc/read.ts) and
 * heroscape-map-editor JSON maps (../editor-json/read.ts). Both go through one model: pieces
 * (pieces.ts), then the column of standing surfaces at each hex (columns.ts), then the scenario's
 * legend, rows and cells (encode.ts).
 */
import type { EditorMap } from '../editor-json/read.js';
import type { HscMap } from '../hsc/model.js';
import type { Scenario } from '../scenario/schema.js';
import { adaptToVocabulary, type TargetVocabulary } from './adapt.js';
import { buildColumns, type BuiltMap } from './columns.js';
import { encodeScenario } from './encode.js';
import { editorPieces } from './from-editor.js';
import { hscPieces } from './from-hsc.js';

/** The rulesets an imported Heroscape map can be written for. */
export type HeroscapeRuleset = 'heroscape' | 'tft-3d' | 'c3g-buildings';

/** How to import a Heroscape map. */
export interface ImportOptions {
  /** The ruleset the scenario names (terrain names are the same for both; figure keys differ). */
  ruleset: HeroscapeRuleset;
  /** The map file's name, for the title and description. */
  fileName?: string | undefined;
  /**
   * The ruleset's vocabulary: terrain names and cell keys it lacks are replaced or left out (adapt.ts),
   * so the scenario loads. Without it every Heroscape name and key is kept (terrain.ts).
   */
  vocabulary?: TargetVocabulary | undefined;
}

/** An imported map: the scenario, and what could not be converted exactly. */
export interface ImportResult {
  scenario: Scenario;
  /** The columns built from the pieces (for `info`). */
  built: BuiltMap;
  /** Pieces that were not converted, or placed by a fallback rule (also in the scenario's description). */
  notes: string[];
}

export function importHsc(map: HscMap, opts: ImportOptions): ImportResult {
  return finish(buildColumns(hscPieces(map)), opts);
}

export function importEditorJson(map: EditorMap, opts: ImportOptions): ImportResult {
  return finish(buildColumns(editorPieces(map)), opts);
}

function finish(built: BuiltMap, opts: ImportOptions): ImportResult {
  if (opts.vocabulary) built.notes.push(...adaptToVocabulary(built, opts.vocabulary, opts.ruleset));
  return { scenario: encodeScenario(built, opts), built, notes: built.notes };
}

/** A VirtualScape map as a hex scenario. */
export function hscToScenario(map: HscMap, opts: ImportOptions): Scenario {
  return importHsc(map, opts).scenario;
}

/** A heroscape-map-editor JSON map as a hex scenario. */
export function editorJsonToScenario(map: EditorMap, opts: ImportOptions): Scenario {
  return importEditorJson(map, opts).scenario;
}
