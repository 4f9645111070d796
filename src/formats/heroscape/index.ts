/** Heroscape maps: VirtualScape `.hsc` and heroscape-map-editor JSON to hex scenarios, and back to `.hsc`. */
export {
  editorJsonToScenario, hscToScenario, importEditorJson, importHsc,
  type HeroscapeRuleset, type ImportOptions, type ImportResult,
} from './import.js';
export { scenarioToHsc, type ExportResult } from './export.js';
export { scenarioToEditorJson, type EditorExportResult } from './export-editor.js';
export { formatInventory, inventoryOf, mapFileInventory, scenarioPieceCounts, type Inventory } from './inventory.js';
export { PRODUCTS, type Product } from './products.js';
export { builtMapInfo, formatInfo, scenarioMapInfo, type MapInfo } from './info.js';
export { importMapFile, mapFileInfo, mapFileKind, scenarioFromFile, sniffMapFile, type MapFileKind, type MapFileSniff } from './files.js';
export { HEROSCAPE_TERRAIN, LAND_TERRAIN, THIN_TERRAIN, CASTLE_TERRAIN, OBSTACLE_TERRAIN } from './terrain.js';
