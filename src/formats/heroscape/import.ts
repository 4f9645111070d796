/**
 * Heroscape map files -> hex scenarios: VirtualScape `.hsc` maps (already read by ../hsc/read.ts) and
 * heroscape-map-editor JSON maps (../editor-json/read.ts). Both go through one model: pieces
 * (pieces.ts), then the column of standing surfaces at each hex (columns.ts), then the scenario's
 * legend, rows and cells (encode.ts).
 */
import type { EditorMap } from '../editor-json/read.js';
import type { HscMap } from '../hsc/model.js';
import { MAX_GRID_PLACES } from '../scenario/grid.js';
import type { Scenario } from '../scenario/schema.js';
import { HighgroundError } from '../../errors.js';
import { adaptToVocabulary, type TargetVocabulary } from './adapt.js';
import { buildColumns, type BuiltMap } from './columns.js';
import { encodeScenario } from './encode.js';
import { editorPieces } from './from-editor.js';
import { hscPieces } from './from-hsc.js';
import type { PieceMap } from './pieces.js';

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
  return finish(buildColumns(refuseFarPieces(hscPieces(map), opts.fileName)), opts);
}

export function importEditorJson(map: EditorMap, opts: ImportOptions): ImportResult {
  return finish(buildColumns(refuseFarPieces(editorPieces(map), opts.fileName)), opts);
}

/**
 * A damaged file (one coordinate's byte flipped) puts a piece thousands of hexes from the rest, and
 * the map would be too wide to hold. Refuse it here, where the pieces still know their place in the
 * file, naming the piece farthest from the middle of the others (median row and column) with its
 * byte offset (VirtualScape) or key (map editor). The same bounds as encodeScenario's check (rows
 * start on an even row).
 */
function refuseFarPieces(map: PieceMap, fileName: string | undefined): PieceMap {
  let minX = Infinity, minY = Infinity, maxX = -Infinity, maxY = -Infinity;
  for (const p of map.pieces) for (const [x, y] of p.hexes) {
    if (x < minX) minX = x;
    if (x > maxX) maxX = x;
    if (y < minY) minY = y;
    if (y > maxY) maxY = y;
  }
  if (minX === Infinity) return map;
  const width = maxX - minX + 1;
  const height = maxY - (minY - (minY & 1)) + 1;
  if (width * height <= MAX_GRID_PLACES) return map;
  const median = (xs: number[]) => xs.sort((a, b) => a - b)[xs.length >> 1]!;
  const anchors = map.pieces.filter((p) => p.hexes.length > 0);
  const mx = median(anchors.map((p) => p.hexes[0]![0]));
  const my = median(anchors.map((p) => p.hexes[0]![1]));
  let far = anchors[0]!, farHex = far.hexes[0]!, farBy = -1;
  for (const p of anchors) for (const h of p.hexes) {
    const d = Math.max(Math.abs(h[0] - mx), Math.abs(h[1] - my));
    if (d > farBy) [far, farHex, farBy] = [p, h, d];
  }
  throw new HighgroundError(
    `the pieces span ${width} x ${height} hexes, from [${minX}, ${minY}] to [${maxX}, ${maxY}]; a map may have at most ${MAX_GRID_PLACES} places. ` +
      `Farthest out: ${far.source} at [${farHex[0]}, ${farHex[1]}], ${farBy} hexes from the middle of the pieces [${mx}, ${my}] (a damaged coordinate?)`,
    { file: fileName, offset: far.offset, path: far.path },
    'file-format',
  );
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
