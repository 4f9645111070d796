/**
 * Map files, loaded when first wanted (issue 21: not in the app's first load; the YAML reader comes with
 * them): open a scenario (.yaml/.json), a VirtualScape .hsc or a heroscape-map-editor .json (through the library's importers),
 * write a scenario's YAML text (writeScenario), export a hex map for the Heroscape tools, list its pieces.
 */
import { formatInventory, inventoryOf, scenarioPieceCounts, getRuleset, importMapFile, loadScenario, loadScenarioObject, mapFileKind, scenarioFromFile, scenarioToEditorJson, scenarioToHsc, writeHsc, writeScenario, type HeroscapeRuleset, type Scenario, type Session } from 'highground/core';
import 'highground/yaml';
import { saveName } from './files.js';
import { GAME_IDS, GAMES, rulesetOfText } from './rules.js';

/**
 * Read a picked file into a session. A Heroscape map file opens under the ruleset the library's importer
 * names (`preferred` when the player chose another ruleset for hex maps), adapted to that ruleset's
 * vocabulary. `ready(...games)` loads the games named (and the YAML reader) before the map is read: a
 * scenario's own game (every game when its text does not say), the Heroscape game for map files. Throws
 * with a message.
 */
export async function openFile(file: File, ready: (...games: (string | undefined)[]) => Promise<void>, preferred?: string): Promise<{ session: Session; notes: string[] }> {
  const name = file.name;
  const bytes = new Uint8Array(await file.arrayBuffer());
  const kind = mapFileKind(name, bytes);
  if (kind === 'scenario') {
    const text = new TextDecoder().decode(bytes);
    const game = rulesetOfText(text);
    await ready(...(game && game in GAMES ? [game] : GAME_IDS));
    return { session: loadScenario(text, name), notes: [] };
  }
  // the ruleset the player chose for hex maps, else the library's default for map files (scenarioFromFile
  // names it: heroscape, as `highground check` and `analyze` read them), else any hex ruleset in this build
  const fallback = GAME_IDS.find((id) => GAMES[id]!.grid === 'hex');
  await ready(preferred ?? 'heroscape', fallback);
  const named = preferred ?? scenarioFromFile(name, bytes).scenario.ruleset;
  const ruleset = (getRuleset(named) ? named : fallback) as HeroscapeRuleset;
  const vocabulary = getRuleset(ruleset)?.vocabulary;
  if (!vocabulary) throw new Error(`${name}: the ${ruleset} ruleset that judges Heroscape maps is not in this build`);
  const r = importMapFile(name, bytes, { ruleset, vocabulary });
  return { session: loadScenarioObject(r.scenario, name), notes: r.notes };
}

/**
 * A hex map as a file the Heroscape tools read: VirtualScape `.hsc` or heroscape-map-editor `.json`,
 * with the notes saying what was approximated. Throws (with a message) for a map that is not hex.
 */
export function exportMap(s: Scenario, file: string, as: 'hsc' | 'json'): { name: string; data: string | Uint8Array; type: string; notes: string[] } {
  const stem = saveName(s, file).replace(/\.ya?ml$/i, '');
  if (as === 'hsc') {
    const r = scenarioToHsc(s);
    return { name: `${stem}.hsc`, data: writeHsc(r.map), type: 'application/octet-stream', notes: r.notes };
  }
  const r = scenarioToEditorJson(s);
  return { name: `${stem}.json`, data: JSON.stringify(r.json), type: 'application/json', notes: r.notes };
}

/** The terrain pieces a hex map needs and the products that hold them, as lines. Throws for a map that is not hex. */
export function piecesText(s: Scenario): string[] {
  if (s.map.grid !== 'hex') throw new Error('only hex maps are built from Heroscape pieces');
  return formatInventory(inventoryOf(scenarioPieceCounts(s)));
}

/** The scenario as the YAML text saved to a file. */
export function scenarioText(s: Scenario): string {
  return writeScenario(s);
}
