/**
 * Read any map the `import`, `info` and `export` commands accept, telling the formats apart by name and
 * content: `.hsc` (VirtualScape), `.json` with the editor's `hexMap` and `boardPieces` objects
 * (heroscape-map-editor), other `.json`, `.yaml` and `.yml` (a highground scenario).
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

/** A file's format, and when the content could be read two ways, which reading was taken and why. */
export interface MapFileSniff {
  kind: MapFileKind;
  /** Set when the file is ambiguous: says which reading was taken. */
  note?: string;
}

const SCENARIO_KEYS = ['format', 'ruleset', 'map', 'figures', 'checks'] as const;

function isObject(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/**
 * Tell a file's format by its name and, for .json, by what the document declares at its top level (not
 * by where a word happens to appear: sorted keys or a figure called "hexMap" must not change the
 * reading). A scenario declares `format: highground/1`; a map-editor file is an object with the
 * editor's `hexMap` and `boardPieces` objects. Throws HighgroundError for an unknown extension.
 */
export function sniffMapFile(name: string, bytes: Uint8Array): MapFileSniff {
  const lower = name.toLowerCase();
  if (lower.endsWith('.hsc')) return { kind: 'hsc' };
  if (lower.endsWith('.yaml') || lower.endsWith('.yml')) return { kind: 'scenario' };
  if (!lower.endsWith('.json')) {
    throw new HighgroundError('cannot tell the format from the file name: expected .hsc (VirtualScape), .json (map editor or scenario), .yaml or .yml', { file: name });
  }
  const text = new TextDecoder().decode(bytes);
  let doc: unknown;
  try {
    doc = JSON.parse(text);
  } catch {
    // not JSON at all: the reader it most looks like says where it breaks (both name the line)
    return { kind: /^\s*\{\s*"(hexMap|boardPieces)"\s*:/.test(text) ? 'editor-json' : 'scenario' };
  }
  if (!isObject(doc)) return { kind: 'scenario' };
  const has = (k: string) => Object.prototype.hasOwnProperty.call(doc, k);
  const scenarioKeys = SCENARIO_KEYS.filter(has);
  const editorKeys = (['hexMap', 'boardPieces'] as const).filter(has);
  const editorWhole = isObject(doc['hexMap']) && isObject(doc['boardPieces']);
  if (doc['format'] === 'highground/1') {
    return editorKeys.length
      ? { kind: 'scenario', note: `read as a highground scenario (it declares format: highground/1); its top-level ${editorKeys.join(' and ')} ${editorKeys.length === 1 ? 'is' : 'are'} not map-editor data here` }
      : { kind: 'scenario' };
  }
  if (!editorKeys.length) return { kind: 'scenario' };
  if (!scenarioKeys.length) return { kind: 'editor-json' };
  // both kinds of keys and no format declared: the editor's fields as a whole decide
  const kind: MapFileKind = editorWhole ? 'editor-json' : 'scenario';
  const why = editorWhole
    ? `it has the map editor's hexMap and boardPieces objects and no "format": "highground/1"`
    : `it has ${scenarioKeys.join(', ')} and not the map editor's hexMap and boardPieces objects together`;
  return { kind, note: `ambiguous file: read as ${kind === 'scenario' ? 'a highground scenario' : 'a heroscape-map-editor map'} (${why}); top-level keys of both kinds: ${[...scenarioKeys, ...editorKeys].join(', ')}` };
}

/** Tell a file's format (see sniffMapFile). Throws HighgroundError for an unknown extension. */
export function mapFileKind(name: string, bytes: Uint8Array): MapFileKind {
  return sniffMapFile(name, bytes).kind;
}

/** Import a map file (.hsc or editor .json) into a scenario. */
export function importMapFile(name: string, bytes: Uint8Array, opts: Omit<ImportOptions, 'fileName'>): ImportResult {
  const kind = mapFileKind(name, bytes);
  const fileName = name.split(/[\\/]/).pop();
  try {
    if (kind === 'hsc') return importHsc(readHsc(bytes, name), { ...opts, fileName });
    if (kind === 'editor-json') return importEditorJson(readEditorJson(new TextDecoder().decode(bytes), name), { ...opts, fileName });
  } catch (e) {
    throw e instanceof HighgroundError && e.place.file === undefined ? e.withPlace({ file: name }) : e;
  }
  throw new HighgroundError('this is already a scenario; import reads .hsc (VirtualScape) and map-editor .json files', { file: name });
}

/** A scenario from any accepted file: read as is, or imported from a map file. */
export function scenarioFromFile(name: string, bytes: Uint8Array, ruleset: ImportOptions['ruleset'] = 'heroscape'): { scenario: Scenario; notes: string[] } {
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
