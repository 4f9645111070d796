/**
 * `highground analyze FILE [--json] [-o DIR]`: visibility and movement heat maps and a start-zone fairness
 * table for a scenario, a VirtualScape .hsc or a map-editor .json (imported for --ruleset, default heroscape).
 */
import { mkdirSync } from 'node:fs';
import { basename, join } from 'node:path';
import type { Command } from 'commander';
import { HighgroundError } from '../errors.js';
import { loadScenario } from '../api.js';
import type { Scenario } from '../formats/scenario/schema.js';
import { importMapFile, mapFileKind } from '../formats/heroscape/files.js';
import type { HeroscapeRuleset } from '../formats/heroscape/import.js';
import { renderMapSvg } from '../formats/svg/index.js';
import { analysisLayers, analyzeScenario, analyzeTable, formatAnalysis, formatTable, tableLayers, type MapAnalysis } from '../analysis/index.js';
import { getRuleset } from '../rulesets/index.js';
import { readBytes } from './read.js';
import { checkOutputFile, writeOutputFile } from './write.js';
import type { Io } from './main.js';

const MAP_RULESETS: readonly HeroscapeRuleset[] = ['heroscape', 'tft-3d', 'c3g-buildings'];

/** The scenario of a file: a scenario as written, or a map file imported for `ruleset`. */
export function scenarioForAnalysis(file: string, ruleset: string | undefined): Scenario {
  const bytes = readBytes(file);
  if (/\.(hsc|json)$/i.test(file) && mapFileKind(file, bytes) !== 'scenario') {
    const id = (ruleset ?? 'heroscape') as HeroscapeRuleset;
    if (!MAP_RULESETS.includes(id)) throw new HighgroundError(`--ruleset for a map file must be ${MAP_RULESETS.join(' or ')}, found "${ruleset}"`);
    return importMapFile(file, bytes, { ruleset: id, vocabulary: getRuleset(id)?.vocabulary }).scenario;
  }
  if (ruleset !== undefined) throw new HighgroundError('--ruleset is for map files (.hsc, map-editor .json); a scenario names its own ruleset');
  return loadScenario(bytes.toString('utf8'), file).scenario;
}

/** One SVG per analysis layer, named after the layer. */
export function analysisSvgs(scenario: Scenario, analysis: MapAnalysis, board: Parameters<typeof renderMapSvg>[0]['board'], scale?: number): { id: string; name: string; svg: string }[] {
  // about 640 pixels across the map, between 8 and 32 per cell
  if (scale === undefined && board) scale = Math.max(8, Math.min(32, 640 / (board.width * (board.grid === 'hex' ? Math.sqrt(3) : 1))));
  return analysisLayers(analysis).map((l, k) => ({
    id: l.id, name: l.name,
    svg: renderMapSvg({ board, title: `${analysis.title}: ${l.name}` }, { overlay: l.overlay, showLevels: false, idPrefix: `a${k}`, scale }),
  }));
}

function positive(name: string) {
  return (v: string) => {
    const n = Number(v);
    if (!Number.isInteger(n) || n <= 0) throw new HighgroundError(`${name} must be a positive whole number, found "${v}"`);
    return n;
  };
}

export function addAnalyzeCommand(program: Command, io: Io): void {
  program
    .command('analyze')
    .description('visibility and movement heat maps and a start-zone fairness table of a map, e.g. `highground analyze map.hsc -o out/`')
    .argument('<file>', 'scenario (.yaml, .json), VirtualScape .hsc or map-editor .json')
    .option('--json', 'print the numbers as JSON')
    .option('-o, --output <dir>', 'write one SVG heat map per analysis into this folder')
    .option('-f, --force', 'replace pictures of the same names already in the folder')
    .option('-r, --ruleset <id>', `for a map file: the ruleset to judge it by (${MAP_RULESETS.join(' | ')}; default heroscape)`)
    .option('--height <n>', 'height of the typical figure (default: the ruleset\'s)', positive('--height'))
    .option('--move <n>', 'move of the typical figure, one turn (default: the ruleset\'s)', positive('--move'))
    .option('--step <inches>', 'tables: inches between the points whose sight is counted (default 3)', positive('--step'))
    .action((file: string, opts: { json?: boolean; output?: string; force?: boolean; ruleset?: string; height?: number; move?: number; step?: number }) => {
      const out = opts.output === undefined ? undefined : { dir: opts.output, force: opts.force === true, inputs: [file] };
      const scenario = scenarioForAnalysis(file, opts.ruleset);
      if (scenario.map.grid === 'table') {
        const t = analyzeTable(scenario, { step: opts.step });
        io.out(opts.json ? JSON.stringify(t) : formatTable(t));
        if (opts.output) {
          writePictures(out!, tableLayers(t, scenario).map((l, k) => ({
            id: l.id, svg: renderMapSvg({ table: scenario.map.grid === 'table' ? scenario.map : undefined, title: `${t.title}: ${l.name}` }, { overlay: l.overlay, idPrefix: `a${k}` }),
          })), opts.json ? undefined : io);
        }
        return;
      }
      const analysis = analyzeScenario(scenario, { height: opts.height, move: opts.move });
      io.out(opts.json ? JSON.stringify(analysis) : formatAnalysis(analysis));
      if (opts.output) {
        const board = loadScenario(JSON.stringify({ ...scenario, figures: {}, checks: undefined })).board;
        writePictures(out!, analysisSvgs(scenario, analysis, board), opts.json ? undefined : io);
      }
    });
}

/**
 * Write each picture as DIR/<file stem>-<layer id>.svg, as the other commands write their output (write.ts):
 * a picture already there is replaced only with --force, never when it is (or links to) the input, never
 * through a link; every name is checked before the first is written, so a refusal writes nothing.
 */
function writePictures(out: { dir: string; force: boolean; inputs: string[] }, pics: readonly { id: string; svg: string }[], io: Io | undefined): void {
  const stem = basename(out.inputs[0]!).replace(/\.[^.]+$/, '');
  // layer ids made from zone names can meet once cleaned ("a b" and "a-b"): the later ones are numbered
  const taken = new Set<string>();
  const files = pics.map((s) => {
    const base = `${stem}-${s.id.replace(/[^A-Za-z0-9_-]+/g, '-')}`;
    let name = base;
    for (let n = 2; taken.has(name); n++) name = `${base}-${n}`;
    taken.add(name);
    return { path: join(out.dir, `${name}.svg`), svg: s.svg };
  });
  for (const f of files) checkOutputFile(f.path, out);
  try {
    mkdirSync(out.dir, { recursive: true });
  } catch (e) {
    throw new HighgroundError(`cannot make the folder for the pictures: ${(e as NodeJS.ErrnoException).code === 'EEXIST' || (e as NodeJS.ErrnoException).code === 'ENOTDIR' ? 'a file is in the way' : (e as Error).message}`, { file: out.dir });
  }
  for (const f of files) {
    writeOutputFile(f.path, f.svg + '\n', out);
    io?.out(`wrote ${f.path}`);
  }
}
