/** `highground render FILE [-o OUT.svg] [--ask QUESTION ARG...]`: a picture of a scenario, with a verdict's evidence. */
import type { Command } from 'commander';
import { HighgroundError } from '../errors.js';
import { ask, type Session } from '../api.js';
import { renderSvg } from '../formats/svg/index.js';
import type { Io } from './main.js';
import { checkOutputFile, writeOutputFile } from './write.js';
import { xmlSafe } from './safe-text.js';

export function addRenderCommand(program: Command, io: Io, load: (file: string) => Session, question: (s: Session, name: string, args: readonly string[]) => { ask: string; [k: string]: unknown }): void {
  program
    .command('render')
    .description('draw a scenario as SVG, e.g. `highground render map.yaml -o map.svg --ask sight A B`')
    .argument('<file>', 'scenario file (.yaml or .json)')
    .argument('[args...]', 'with --ask: the question\'s arguments (as for `highground ask`)')
    .option('-o, --output <svg>', 'write the SVG to this file (default: standard output)')
    .option('--ask <question>', 'answer this question and draw its evidence (lines, cells, path) with a caption')
    .option('--scale <px>', 'pixels per square, hex size or inch', (v) => Number(v))
    .option('-f, --force', 'replace the output file if it exists (never the scenario itself)')
    .option('--no-levels', 'do not write level numbers on places')
    .action((file: string, args: string[], opts: { output?: string; force?: boolean; ask?: string; scale?: number; levels: boolean }) => {
      if (!opts.ask && args.length) throw new HighgroundError(`unexpected arguments ${args.map((a) => JSON.stringify(a)).join(' ')} (give a question with --ask QUESTION ARG...)`);
      if (opts.scale !== undefined && !(opts.scale > 0)) throw new HighgroundError('--scale must be a positive number of pixels');
      if (opts.output) checkOutputFile(opts.output, { force: opts.force === true, inputs: [file] });
      const session = load(file);
      const q = opts.ask ? question(session, opts.ask, args) : undefined;
      const verdict = q ? ask(session, q) : undefined;
      const svg = xmlSafe(renderSvg(session, { verdict, question: q, scale: opts.scale, showLevels: opts.levels }));
      if (!opts.output) {
        io.out(svg);
        return;
      }
      writeOutputFile(opts.output, svg + '\n', { force: opts.force === true, inputs: [file] });
    });
}
