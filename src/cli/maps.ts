/**
 * The map commands: `import` (VirtualScape .hsc or map-editor .json -> scenario YAML), `info` (facts
 * about a map file or scenario) and `export` (scenario -> VirtualScape .hsc). Nothing the user saved is
 * overwritten unless they say --force.
 */
import type { Command } from 'commander';
import { HighgroundError, formatPath } from '../errors.js';
import { loadScenarioObject } from '../api.js';
import { writeScenario } from '../formats/scenario/write.js';
import { writeHsc } from '../formats/hsc/write.js';
import { scenarioToHsc } from '../formats/heroscape/export.js';
import { scenarioToEditorJson } from '../formats/heroscape/export-editor.js';
import { importMapFile, mapFileInfo, scenarioFromFile, sniffMapFile } from '../formats/heroscape/files.js';
import { formatInfo } from '../formats/heroscape/info.js';
import { formatInventory, mapFileInventory } from '../formats/heroscape/inventory.js';
import type { HeroscapeRuleset } from '../formats/heroscape/import.js';
import { getRuleset } from '../rulesets/index.js';
import { readBytes } from './read.js';
import { checkOutputFile, writeOutputFile } from './write.js';
import { jsonSafe, oneLine } from './safe-text.js';

export interface MapIo {
  out: (s: string) => void;
  err: (s: string) => void;
}

const RULESETS: readonly HeroscapeRuleset[] = ['heroscape', 'tft-3d', 'c3g-buildings'];



export function addMapCommands(program: Command, io: MapIo): void {
  /** The file's bytes, saying which reading was taken when its content could be read two ways. */
  const read = (file: string): Buffer => {
    const bytes = readBytes(file);
    const note = sniffMapFile(file, bytes).note;
    if (note) io.err(`note: ${oneLine(`${file}: ${note}`)}`);
    return bytes;
  };
  program
    .command('import')
    .description('turn a Heroscape map (VirtualScape .hsc or heroscape-map-editor .json) into a scenario')
    .argument('<file>', 'map file (.hsc or .json)')
    .option('-o, --output <file>', 'write the scenario YAML here (default: standard output)')
    .option('-r, --ruleset <id>', `ruleset the scenario names: ${RULESETS.join(' | ')}`, 'heroscape')
    .option('-f, --force', 'replace the output file if it exists')
    .option('--keep-all', 'keep every Heroscape terrain name and key, even those the ruleset does not read')
    .action((file: string, opts: { output?: string; ruleset: string; force?: boolean; keepAll?: boolean }) => {
      if (!(RULESETS as readonly string[]).includes(opts.ruleset)) {
        throw new HighgroundError(`--ruleset must be ${RULESETS.join(' or ')}, found "${opts.ruleset}"`);
      }
      if (opts.output) checkOutputFile(opts.output, { force: opts.force === true, inputs: [file] });
      const ruleset = opts.ruleset as HeroscapeRuleset;
      const vocabulary = opts.keepAll ? undefined : getRuleset(ruleset)?.vocabulary;
      const result = importMapFile(file, read(file), { ruleset, vocabulary });
      if (vocabulary) {
        // what import writes must load: say why here rather than hand the user a file that fails later
        try {
          loadScenarioObject(result.scenario, file);
        } catch (e) {
          if (!(e instanceof HighgroundError)) throw e;
          const at = e.place.path?.length ? ` (key ${formatPath(e.place.path)})` : '';
          throw new HighgroundError(`the map converts to a ${ruleset} scenario that does not load${at}: ${e.reason}; nothing was written`, { file });
        }
      }
      const yaml = writeScenario(result.scenario);
      for (const n of result.notes) io.err(`note: ${oneLine(n)}`);
      if (opts.output) writeOutputFile(opts.output, yaml, { force: opts.force === true, inputs: [file] });
      else io.out(yaml.trimEnd());
    });

  program
    .command('info')
    .description('name, author, format, tiles, hexes, levels, glyphs, start zones and figures of a map file or scenario, the terrain pieces it needs and the fewest products that hold them')
    .argument('<file>', 'map file (.hsc, .json) or scenario (.yaml, .json)')
    .option('--json', 'print as JSON')
    .action((file: string, opts: { json?: boolean }) => {
      const bytes = read(file);
      const info = mapFileInfo(file, bytes);
      const inventory = mapFileInventory(file, bytes);
      io.out(opts.json ? jsonSafe(JSON.stringify({ ...info, ...(inventory ? { inventory } : {}) }, null, 2))
        : [formatInfo(info), ...(inventory ? formatInventory(inventory) : [])].join('\n'));
    });

  program
    .command('export')
    .description('write a hex map as a VirtualScape .hsc file, or as a heroscape-map-editor .json file when the output ends in .json')
    .argument('<file>', 'scenario (.yaml, .json) or map file (.hsc, map-editor .json)')
    .requiredOption('-o, --output <file>', 'the .hsc (or map-editor .json) file to write')
    .option('-f, --force', 'replace the output file if it exists')
    .action((file: string, opts: { output: string; force?: boolean }) => {
      checkOutputFile(opts.output, { force: opts.force === true, inputs: [file] });
      const { scenario, notes } = scenarioFromFile(file, read(file));
      if (/\.json$/i.test(opts.output)) {
        const result = scenarioToEditorJson(scenario);
        for (const n of [...notes, ...result.notes]) io.err(`note: ${oneLine(n)}`);
        writeOutputFile(opts.output, JSON.stringify(result.json) + '\n', { force: opts.force === true, inputs: [file] });
        return;
      }
      const result = scenarioToHsc(scenario);
      for (const n of [...notes, ...result.notes]) io.err(`note: ${oneLine(n)}`);
      writeOutputFile(opts.output, writeHsc(result.map), { force: opts.force === true, inputs: [file] });
    });
}
