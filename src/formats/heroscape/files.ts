/**
 * Read any map the `import`, `info` and `export` commands accept, telling the formats apart by name and
 * content: `.hsc` (VirtualScape), `.json` with a `hexMap` key (heroscape-map-editor), other `.json`,
 * `.yaml` and `.yml` (a highground scenario).
 */
import { HighgroundError } from '../../errors.js';
import { buildGridBoard } from '../scenario/grid.js';
import { parseScenarioText } from '../scenario/parse.js';
import type { Scenario } from '../scenario/schema.js';
import { readEditorJson } from '../editor-json/read.js';
import { readHsc } from '../hsc/read.js';
import { importEditorJson, importHsc, type ImportOptions, type ImportResult } from './import.js';
import { builtMapInfo, scenarioMapInfo, type MapInfo } from './info.js';

/** What a map file is: a VirtualScape map, a map-editor JSON map, or a scenario. */
export type MapFileKind = 'hsc' | 'editor-json' | 'scenario';

/** Tell a file's format by its name (and, for .json, its first bytes). Throws HighgroundError for an unknown extension. */
export function mapFileKind(name: string, bytes: Uint8Array): MapFileKind {
  const lower = name.toLowerCase();
  if (lower.endsWith('.hsc')) return 'hsc';
  if (lower.endsWith('.json')) {
    const head = new TextDecoder().decode(bytes.subarray(0, 4096));
    return /"hexMap"\s*:/.test(head) ? 'editor-json' : 'scenario';
  }
  if (lower.endsWith('.yaml') || lower.endsWith('.yml')) return 'scenario';
  throw new HighgroundError('cannot tell the format from the file name: expected .hsc (VirtualScape), .json (map editor or scenario), .yaml or .yml', { file: name });
}

/** Import a map file (.hsc or editor .json) into a scenario. */
export function importMapFile(name: string, bytes: Uint8Array, opts: Omit<ImportOptions, 'fileName'>): ImportResult {
  const kind = mapFileKind(name, bytes);
  const fileName = name.split(/[\\/]/).pop();
  if (kind === 'hsc') return importHsc(readHsc(bytes, name), { ...opts, fileName });
  if (kind === 'editor-json') return importEditorJson(readEditorJson(new TextDecoder().decode(bytes), name), { ...opts, fileName });
  throw new HighgroundError('this is already a scenario; import reads .hsc (VirtualScape) and map-editor .json files', { file: name });
}

/** A scenario from any accepted file: read as is, or imported from a map file. */
export function scenarioFromFile(name: string, bytes: Uint8Array, ruleset: ImportOptions['ruleset'] = 'tft-3d'): { scenario: Scenario; notes: string[] } {
  if (mapFileKind(name, bytes) === 'scenario') return { scenario: parseScenarioText(new TextDecoder().decode(bytes), name).scenario, notes: [] };
  const r = importMapFile(name, bytes, { ruleset });
  return { scenario: r.scenario, notes: r.notes };
}

/** The size, levels and pieces of any accepted map file (the `info` command). */
export function mapFileInfo(name: string, bytes: Uint8Array): MapInfo {
  if (mapFileKind(name, bytes) !== 'scenario') return builtMapInfo(importMapFile(name, bytes, { ruleset: 'tft-3d' }).built);
  const { scenario } = parseScenarioText(new TextDecoder().decode(bytes), name);
  const board = scenario.map.grid === 'table' ? undefined : buildGridBoard(scenario.map, { file: name, groundLevel: 0 });
  return scenarioMapInfo(scenario, board);
}
