/**
 * The `highground` command. Exit codes: 0 fine, 1 a check failed, 2 bad input (a file that cannot be
 * read, an impossible question, a usage error), 3 an internal error (a bug: please report it).
 */
import { Command, CommanderError } from 'commander';
import { HighgroundError } from '../errors.js';
import { argumentNames, ask, loadScenario, loadScenarioObject, runChecks, type Session } from '../api.js';
import '../yaml.js'; // scenario files are YAML: the reader registers with the loader
import { sniffMapFile, scenarioFromFile } from '../formats/heroscape/files.js';
import { parseCliValue } from '../engine/refs.js';
import { allowedValues } from '../engine/options.js';
import type { FieldSpec, Ruleset } from '../engine/ruleset.js';
import { rulesets, getRuleset, rulesetHelp } from '../rulesets/index.js';
import { formatCheck, formatVerdict, positionalUsage } from './format.js';
import { addMapCommands } from './maps.js';
import { addAnalyzeCommand } from './analyze.js';
import { readBytes } from './read.js';
import { addRenderCommand } from './render.js';
import { jsonSafe, oneLine, terminalText } from './safe-text.js';

export interface Io {
  out: (s: string) => void;
  err: (s: string) => void;
}

const defaultIo: Io = {
  out: (s) => process.stdout.write(s + '\n'),
  err: (s) => process.stderr.write(s + '\n'),
};

export class ExitCode extends Error {
  readonly code: number;
  constructor(code: number) {
    super(`exit ${code}`);
    this.code = code;
  }
}


/**
 * Load a scenario file, or a Heroscape map file (.hsc, map-editor .json) imported on the fly as a
 * heroscape scenario, so `ask` and `render` work on the maps players already have.
 */
export function loadFile(file: string, note?: (s: string) => void): Session {
  const bytes = readBytes(file);
  const sniff = /\.(hsc|json)$/i.test(file) ? sniffMapFile(file, bytes) : undefined;
  if (sniff?.note) note?.(`${file}: ${sniff.note}`);
  if (sniff && sniff.kind !== 'scenario') {
    return loadScenarioObject(scenarioFromFile(file, bytes).scenario, file);
  }
  return loadScenario(bytes.toString('utf8'), file);
}

/** Turn `ARG...` (positional values and key=value pairs) into a question object. */
export function questionFromArgs(session: Session, name: string, args: readonly string[]): { ask: string; [k: string]: unknown } {
  const q: { ask: string; [k: string]: unknown } = { ask: name };
  const def = Object.prototype.hasOwnProperty.call(session.ruleset.questions, name) ? session.ruleset.questions[name] : undefined;
  // an unknown question: let ask() say so (with the questions it knows), not "too many arguments"
  if (!def) return q;
  const positional = [...def.positional];
  for (const a of args) {
    const m = /^([A-Za-z][\w-]*)=(.*)$/s.exec(a);
    if (m) {
      q[m[1]!] = parseCliValue(m[2]!);
      continue;
    }
    const slot = positional.find((p) => !(p in q));
    if (!slot)
      throw new HighgroundError(`too many arguments for "${name}": ${JSON.stringify(a)} (it takes ${positional.join(', ') || 'only key=value arguments'})`);
    q[slot] = parseCliValue(a);
  }
  return q;
}

export function buildProgram(io: Io): Command {
  const program = new Command();
  program
    .name('highground')
    .description('Answer a referee\'s questions about miniatures on multi-level terrain, citing the rule clauses that decide them.')
    .version('0.1.0')
    .showHelpAfterError('(run with --help for usage)')
    .configureOutput({ writeOut: (s) => io.out(s.trimEnd()), writeErr: (s) => io.err(s.trimEnd()) })
    .exitOverride();
  const load = (file: string) => loadFile(file, (n) => io.err(`note: ${n}`));

  program
    .command('ask')
    .description('answer one question about a scenario, e.g. `highground ask map.yaml sight A B`')
    .argument('<file>', 'scenario file (.yaml or .json)')
    .argument('<question>', 'sight, cover, adjacent, melee, engaged, charge, move, reach, fall, area, ... (see `highground rules`)')
    .argument('[args...]', 'arguments in order (figure ids, x,y places, numbers) or as key=value')
    .option('--json', 'print the verdict as JSON')
    .action((file: string, name: string, args: string[], opts: { json?: boolean }) => {
      const session = load(file);
      const verdict = ask(session, questionFromArgs(session, name, args));
      io.out(opts.json ? jsonSafe(JSON.stringify(verdict, null, 2)) : formatVerdict(verdict));
    });

  program
    .command('check')
    .description('run the checks in scenario files; prints one line per check and "N passed, N failed"')
    .argument('<files...>', 'scenario files')
    .option('-q, --quiet', 'print only failures and the summary')
    .option('-e, --explain', 'also print each verdict with the rule clauses behind it')
    .action((files: string[], opts: { quiet?: boolean; explain?: boolean }) => {
      let passed = 0;
      let failed = 0;
      let broken = 0;
      for (const file of files) {
        let session: Session;
        try {
          session = load(file);
        } catch (e) {
          if (!(e instanceof HighgroundError)) throw e;
          io.err(`ERROR ${oneLine(e.message)}`);
          broken++;
          continue;
        }
        for (const r of runChecks(session)) {
          if (r.error) broken++;
          else if (r.pass) passed++;
          else failed++;
          if (!r.pass || !opts.quiet) (r.error ? io.err : io.out)(formatCheck(file, r));
          if (opts.explain && r.verdict) io.out(indent(formatVerdict(r.verdict), '      ') + '\n');
        }
      }
      io.out(`${passed} passed, ${failed} failed`);
      if (broken) {
        io.err(`${broken} ${broken === 1 ? 'file or question' : 'files or questions'} could not be read`);
        throw new ExitCode(2);
      }
      if (failed) throw new ExitCode(1);
    });

  addRenderCommand(program, io, load, questionFromArgs);

  program
    .command('rules')
    .description('list the rulesets, or one ruleset\'s questions, options, terrain, keys and the fields of a new figure')
    .argument('[ruleset]', 'ruleset id')
    .option('--json', 'print as JSON')
    .action((id: string | undefined, opts: { json?: boolean }) => {
      if (!id) {
        if (opts.json) io.out(jsonSafe(JSON.stringify(rulesets.map((r) => ({ id: r.id, title: r.title, grid: r.grid })), null, 2)));
        else for (const r of rulesets) io.out(`${r.id.padEnd(16)} ${r.title} (${r.grid})`);
        return;
      }
      const r = getRuleset(id);
      if (!r) throw new HighgroundError(`no ruleset "${id}" (available: ${rulesets.map((x) => x.id).join(', ')})`);
      if (opts.json) {
        io.out(jsonSafe(JSON.stringify(rulesetJson(r), null, 2)));
        return;
      }
      const help = rulesetHelp(r);
      io.out(`${r.id}: ${r.title} (${r.grid} map)\n\nquestions:`);
      for (const [name, q] of Object.entries(r.questions)) io.out(`  ${[name, positionalUsage(q)].filter(Boolean).join(' ')}\n      ${help.questions[name]}`);
      io.out('\noptions:');
      for (const [name, o] of Object.entries(r.options)) io.out(`  ${name} (default ${JSON.stringify(o.default)}${o.choices ? `; ${o.choices.map((c) => JSON.stringify(c)).join(' | ')}` : typeof o.default === 'number' ? `; ${allowedValues(o)}` : ''}${o.clause ? `; ${o.clause}` : ''}${o.aliases?.length ? `; also spelt ${o.aliases.join(', ')}` : ''})\n      ${help.options[name]}`);
      io.out('\nterrain:');
      for (const [name, doc] of Object.entries(r.vocabulary.terrain)) io.out(`  ${name}: ${doc}`);
      io.out(`\ncell keys: ${r.vocabulary.cellKeys.join(', ') || '(none beyond level, terrain, stack)'}`);
      io.out(`figure keys: ${r.vocabulary.figureKeys.join(', ')}`);
      const fields = r.vocabulary.figureFields ?? [];
      io.out(`\nfigure fields (what the app asks when a figure is added):${fields.length ? '' : ' none declared (the figure keys above)'}`);
      for (const f of fields) io.out(`  ${f.key}: ${fieldLine(f)}\n      ${help.fields?.[f.key] ?? ''}`);
    });
  addMapCommands(program, io);
  addAnalyzeCommand(program, io);
  return program;
}

/** A figure field in one line: its label, kind, choices, range and the game's default. */
function fieldLine(f: FieldSpec): string {
  const kind = f.kind === 'number' && f.integer ? 'whole number' : f.kind;
  const range = f.min !== undefined || f.max !== undefined ? `${f.min ?? ''}..${f.max ?? ''}` : '';
  return [`"${f.label}"`, kind, f.choices ? f.choices.map((c) => JSON.stringify(c)).join(' | ') : '', range, f.default !== undefined ? `default ${JSON.stringify(f.default)}` : 'no default']
    .filter(Boolean).join('; ');
}

/** `highground rules ID --json`: what the text lists, as data. */
function rulesetJson(r: Ruleset<unknown>): Record<string, unknown> {
  const help = rulesetHelp(r);
  return {
    id: r.id, title: r.title, grid: r.grid,
    questions: Object.entries(r.questions).map(([name, q]) => ({ name, arguments: argumentNames(q.args), positional: q.positional, usage: positionalUsage(q), doc: help.questions[name] })),
    options: Object.entries(r.options).map(([name, o]) => ({ name, default: o.default, ...(o.choices ? { choices: o.choices } : {}), ...(o.clause ? { clause: o.clause } : {}), ...(o.aliases?.length ? { aliases: o.aliases } : {}), doc: help.options[name] })),
    terrain: r.vocabulary.terrain,
    cellKeys: r.vocabulary.cellKeys,
    figureKeys: r.vocabulary.figureKeys,
    figureFields: (r.vocabulary.figureFields ?? []).map((f) => ({ ...f, doc: help.fields?.[f.key] ?? '' })),
  };
}

function indent(text: string, pad: string): string {
  return text
    .split('\n')
    .map((l) => pad + l)
    .join('\n');
}

/** Run the CLI; returns the exit code instead of exiting (for tests). */
export async function run(argv: readonly string[], rawIo: Io = defaultIo): Promise<number> {
  return runSync(argv, rawIo);
}

/** `run` without the promise: every command is synchronous (the fuzzer drives the CLI with it). */
export function runSync(argv: readonly string[], rawIo: Io = defaultIo): number {
  // Everything printed passes here: names from the user's files never reach the terminal raw.
  const io: Io = { out: (s) => rawIo.out(terminalText(s)), err: (s) => rawIo.err(terminalText(s)) };
  const program = buildProgram(io);
  try {
    program.parse(argv as string[], { from: 'user' });
    return 0;
  } catch (e) {
    if (e instanceof ExitCode) return e.code;
    if (e instanceof CommanderError) {
      if (e.code === 'commander.helpDisplayed' || e.code === 'commander.version' || e.code === 'commander.help') return 0;
      return 2;
    }
    if (e instanceof HighgroundError) {
      io.err(`highground: ${oneLine(e.message)}`);
      return 2;
    }
    const err = e as Error;
    io.err(`highground: internal error: ${oneLine(String(err.message))} (this is a bug; set HIGHGROUND_DEBUG=1 to see where)`);
    if (process.env.HIGHGROUND_DEBUG) io.err(err.stack ?? '');
    return 3;
  }
}
