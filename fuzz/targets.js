// @ts-check
/**
 * The fuzz targets. Each turns (seed, index) into one input, feeds it through a chain of stages (read,
 * import, load, questions, render, write and read back) and classifies every stage:
 *
 * - ok: it returned;
 * - refused: it threw a HighgroundError (HscFormatError and EditorJsonError are subclasses) that says
 *   where (a line, a key path or a byte offset) and why;
 * - crash: it threw anything else (a TypeError, a RangeError, a plain Error, out of memory);
 * - broken: it broke a promise without throwing: a HighgroundError with no place or no reason, a map
 *   that does not survive write -> read, two different answers to the same question.
 *
 * The library is passed in (`lib`), so the same targets run against the compiled dist/ (npm run fuzz)
 * and against the sources (test/fuzz-smoke.test.ts).
 */
import { isDeepStrictEqual, inspect } from 'node:util';
import YAML from 'yaml';
import { inputRng } from './rng.js';
import { generateScenario } from './gen-scenario.js';
import { anyQuestion, cliWords, questionArgs } from './questions.js';
import { aliasBomb, hscLayout, mutateBytes, mutateObject, mutateText } from './mutate.js';

/**
 * @typedef {object} Lib
 * @property {any} loadScenario @property {any} loadScenarioObject @property {any} ask @property {any} runChecks
 * @property {any} writeScenario @property {any} renderSvg @property {readonly any[]} rulesets
 * @property {any} HighgroundError @property {any} readHsc @property {any} writeHsc @property {any} readEditorJson
 * @property {any} [questionFromArgs]
 * @property {{ importHsc?: any, importEditorJson?: any, scenarioToHsc?: any, mapFileInfo?: any }} [heroscape]
 *
 * @typedef {object} Corpus
 * @property {{ name: string, bytes: Uint8Array }[]} hsc
 * @property {{ name: string, text: string }[]} editorJson
 * @property {{ name: string, text: string }[]} scenarios
 *
 * @typedef {'ok'|'refused'|'crash'|'broken'} Outcome
 * @typedef {{ stage: string, outcome: Outcome, message?: string, stack?: string, detail?: string }} StageResult
 * @typedef {{ target: string, index: number, outcome: Outcome, stages: StageResult[], input: { ext: string, data: string | Uint8Array }, findings: StageResult[] }} InputResult
 */

const TRACE = !!process.env.FUZZ_TRACE;

/** The error's place says where: a line, a key path or a byte offset. @param {any} p */
function placed(p) {
  return !!p && (p.line !== undefined || (Array.isArray(p.path) && p.path.length > 0) || p.offset !== undefined);
}

class Run {
  /** @param {Lib} lib */
  constructor(lib) {
    this.lib = lib;
    /** @type {StageResult[]} */
    this.stages = [];
  }

  /**
   * Run one stage. Returns its value, or `undefined` when it threw.
   * @template T @param {string} stage @param {() => T} fn @param {{ place?: boolean, trace?: string }} [opts] @returns {T | undefined}
   */
  stage(stage, fn, opts = {}) {
    if (TRACE) process.stderr.write(`> ${stage}${opts.trace ? ` ${opts.trace}` : ''}\n`);
    try {
      const v = fn();
      this.stages.push({ stage, outcome: 'ok' });
      return v;
    } catch (e) {
      this.stages.push(this.classify(stage, e, opts.place !== false));
      return undefined;
    }
  }

  /** @param {string} stage @param {unknown} e @param {boolean} needPlace @returns {StageResult} */
  classify(stage, e, needPlace) {
    const err = /** @type {any} */ (e);
    if (e instanceof this.lib.HighgroundError) {
      if (typeof err.reason !== 'string' || !err.reason.trim()) return { stage, outcome: 'broken', message: `HighgroundError without a reason: ${err.message}`, stack: err.stack };
      if (needPlace && !placed(err.place)) return { stage, outcome: 'broken', message: `HighgroundError without a place: ${err.message}`, stack: err.stack };
      return { stage, outcome: 'refused', message: err.message };
    }
    const message = e instanceof Error ? `${e.name}: ${e.message}` : `thrown ${inspect(e)}`;
    return { stage, outcome: 'crash', message, stack: e instanceof Error ? e.stack : undefined };
  }

  /** @param {string} stage @param {string} message @param {string} [detail] */
  broken(stage, message, detail) {
    this.stages.push({ stage, outcome: 'broken', message, detail });
  }

  /** Ask a question, and now and then ask it again to see the same answer. @param {string} stage @param {any} session @param {any} q @param {boolean} twice */
  ask(stage, session, q, twice) {
    const v = this.stage(stage, () => this.lib.ask(session, q), { place: false, trace: TRACE ? JSON.stringify(q) : undefined });
    if (v !== undefined && twice) {
      const again = this.stage(`${stage}-again`, () => this.lib.ask(session, q), { place: false });
      if (again !== undefined && !isDeepStrictEqual(v, again)) this.broken(`${stage}-again`, `two different answers to ${JSON.stringify(q)}`);
    }
    return v;
  }
}

/** After a scenario loaded: every question, some as command-line words, the checks, a picture, a rewrite. @param {Run} run @param {import('./rng.js').Rng} r @param {any} session @param {any} info @param {string} prefix */
function exercise(run, r, session, info, prefix) {
  const { lib } = run;
  const rs = session.ruleset;
  /** @type {{ q: any, v: any } | undefined} */
  let shown;
  // a few questions per input (every one, now and then): over a run each is asked thousands of times
  const all = Object.keys(rs.questions);
  const some = r.chance(0.2) ? all : all.filter(() => r.chance(0.35));
  for (const name of some) {
    const q = questionArgs(r, rs, name, info);
    const v = run.ask(`${prefix}.ask`, session, q, r.chance(0.15));
    if (v !== undefined && (!shown || r.chance(0.3))) shown = { q, v };
    if (lib.questionFromArgs && r.chance(0.15)) {
      const words = cliWords(r, q, rs.questions[name]?.positional ?? []);
      const cq = run.stage(`${prefix}.cli-args`, () => lib.questionFromArgs(session, name, words), { place: false });
      if (cq) run.ask(`${prefix}.cli-ask`, session, cq, false);
    }
  }
  if (r.chance(0.1)) run.ask(`${prefix}.ask`, session, anyQuestion(r, rs, info), false);
  if (session.scenario.checks?.length) {
    const results = run.stage(`${prefix}.checks`, () => lib.runChecks(session));
    // a check that cannot be asked must say on which line of the file it is
    for (const c of results ?? []) if (c.error && !placed(c.error.place)) run.broken(`${prefix}.checks`, `check ${c.index} refused without a place: ${c.error.message}`);
  }
  if (r.chance(0.3)) {
    const svg = run.stage(`${prefix}.render`, () => lib.renderSvg(session, shown ? { verdict: shown.v, question: shown.q } : {}), { place: false });
    if (typeof svg === 'string' && /<script/i.test(svg)) run.broken(`${prefix}.render`, 'the SVG has a <script element');
  }
  // a loaded scenario written out must read back the same
  if (!r.chance(0.5)) return;
  const text = run.stage(`${prefix}.write`, () => lib.writeScenario(session.scenario), { place: false });
  if (typeof text === 'string') {
    const again = run.stage(`${prefix}.reload`, () => lib.loadScenario(text, 'rewritten.yaml'));
    if (again && !isDeepStrictEqual(again.scenario, session.scenario)) run.broken(`${prefix}.reload`, 'the scenario changed through write -> read', text);
  }
}

/** The first non-ok outcome decides, crash over broken over refused. @param {StageResult[]} stages @returns {Outcome} */
function overall(stages) {
  if (stages.some((s) => s.outcome === 'crash')) return 'crash';
  if (stages.some((s) => s.outcome === 'broken')) return 'broken';
  return stages[0]?.outcome ?? 'ok';
}

/** @param {{ target: string, index: number, ext: string, data: string | Uint8Array }} input @param {Run} run @returns {InputResult} */
function result(input, run) {
  return {
    target: input.target, index: input.index, outcome: overall(run.stages), stages: run.stages, input: { ext: input.ext, data: input.data },
    findings: run.stages.filter((s) => s.outcome === 'crash' || s.outcome === 'broken'),
  };
}

// ------------------------------------------------------------------------------------------ scenario

/**
 * @typedef {{ target: string, index: number, r: import('./rng.js').Rng, ext: string, data: string | Uint8Array, [k: string]: any }} Input
 */

/** @param {Lib} lib @param {Corpus} corpus @param {number} seed @param {number} index @returns {Input} */
function makeScenario(lib, corpus, seed, index) {
  const r = inputRng(seed, 'scenario', index);
  const rs = r.pick(lib.rulesets);
  const { scenario, info } = generateScenario(r, rs, (rr, rrs, inf) => anyQuestion(rr, rrs, inf));
  const mode = r.weighted([[25, 'valid'], [25, 'object'], [35, 'text'], [15, 'corpus']]);
  const file = r.pick(['fuzz.yaml', 'dir/fuzz.json', 'ü.yaml']);
  const base = { target: 'scenario', index, r, info, file };
  if (mode === 'object' && r.chance(0.4)) {
    for (let n = r.int(1, 3); n > 0; n--) mutateObject(r, scenario);
    return { ...base, object: scenario, ext: 'object.txt', data: inspect(scenario, { depth: 30, maxArrayLength: 50, maxStringLength: 200 }) };
  }
  if (mode === 'object') for (let n = r.int(1, 3); n > 0; n--) mutateObject(r, scenario);
  let text;
  try {
    text = mode === 'corpus' && corpus.scenarios.length
      ? r.pick(corpus.scenarios).text
      : r.chance(0.8) ? YAML.stringify(scenario, { aliasDuplicateObjects: false, lineWidth: 0 }) : JSON.stringify(scenario, null, r.chance(0.5) ? 2 : undefined);
  } catch {
    // a mutation nested the object too deep for the writers themselves (RangeError): feed the deep value's
    // shape as text instead, which the readers must refuse cleanly
    text = `format: highground/1\nruleset: ${rs.id}\nmap: ${'['.repeat(2000)}`;
  }
  if (mode === 'text' || mode === 'corpus') for (let n = r.weighted([[5, 1], [3, 2], [1, 4]]); n > 0; n--) text = mutateText(r, text);
  if (r.chance(0.005)) text = aliasBomb(r, 12) + text;
  if (r.chance(0.003)) text = text + '\n#' + 'x'.repeat(16 * 1024 * 1024);
  return { ...base, ext: 'yaml', data: text };
}

/** @param {Lib} lib @param {Input} input @returns {InputResult} */
function feedScenario(lib, input) {
  const run = new Run(lib);
  const session = input.object !== undefined
    ? run.stage('scenario.load', () => lib.loadScenarioObject(input.object, input.file))
    : run.stage('scenario.load', () => lib.loadScenario(input.data, input.file));
  if (session) exercise(run, input.r, session, input.info, 'scenario');
  return result(input, run);
}

// ----------------------------------------------------------------------------------------------- hsc

/** @param {Lib} lib @param {any} session @param {Run} run @param {import('./rng.js').Rng} r @param {string} prefix */
function importedMap(lib, session, run, r, prefix) {
  if (r.chance(0.5)) {
    const svg = run.stage(`${prefix}.render`, () => lib.renderSvg(session), { place: false });
    if (typeof svg === 'string' && /<script/i.test(svg)) run.broken(`${prefix}.render`, 'the SVG has a <script element');
  }
  const info = { w: session.board?.width ?? 1, h: session.board?.height ?? 1, figures: Object.keys(session.scenario.figures ?? {}), grid: 'hex' };
  const names = Object.keys(session.ruleset.questions);
  for (let n = r.int(0, 2); n > 0 && names.length; n--) run.ask(`${prefix}.ask`, session, questionArgs(r, session.ruleset, r.pick(names), info), false);
  if (lib.heroscape?.scenarioToHsc && r.chance(0.5)) {
    const exported = run.stage(`${prefix}.export`, () => lib.writeHsc(lib.heroscape?.scenarioToHsc(session.scenario).map), { place: false });
    if (exported) run.stage(`${prefix}.export-read`, () => lib.readHsc(exported, 'exported.hsc'));
  }
}

/** @param {Lib} lib @param {import('./rng.js').Rng} r */
function importRuleset(lib, r) {
  const ids = ['tft-3d', 'c3g-buildings'].filter((id) => lib.rulesets.some((x) => x.id === id));
  return ids.length ? r.pick(ids) : undefined;
}

/** @param {Lib} _lib @param {Corpus} corpus @param {number} seed @param {number} index @returns {Input} */
function makeHsc(_lib, corpus, seed, index) {
  const r = inputRng(seed, 'hsc', index);
  const base = r.pick(corpus.hsc);
  const layout = /** @type {any} */ (base).layout ?? { countAt: -1, tiles: [] };
  let bytes = base.bytes;
  const rounds = r.weighted([[1, 0], [6, 1], [3, 2], [1, 4]]);
  for (let n = 0; n < rounds; n++) bytes = mutateBytes(r, bytes, layout, corpus.hsc.map((h) => h.bytes));
  return { target: 'hsc', index, r, name: base.name, ext: 'hsc', data: bytes };
}

/** @param {Lib} lib @param {Input} input @returns {InputResult} */
function feedHsc(lib, input) {
  const { r, name, data: bytes } = input;
  const run = new Run(lib);
  const map = run.stage('hsc.read', () => lib.readHsc(bytes, name));
  if (map) {
    const again = run.stage('hsc.write', () => lib.readHsc(lib.writeHsc(map), name));
    if (again && !isDeepStrictEqual(again.tiles, map.tiles)) run.broken('hsc.write', 'the tiles changed through write -> read');
    const imp = lib.heroscape?.importHsc;
    const ruleset = importRuleset(lib, r);
    if (imp) {
      const imported = run.stage('hsc.import', () => imp(map, { ruleset: ruleset ?? 'tft-3d', fileName: name }), { place: false });
      if (imported && ruleset) {
        const session = run.stage('hsc.load', () => lib.loadScenarioObject(imported.scenario, name));
        if (session) importedMap(lib, session, run, r, 'hsc');
      }
    }
    if (lib.heroscape?.mapFileInfo && r.chance(0.1)) run.stage('hsc.info', () => lib.heroscape?.mapFileInfo(name, bytes), { place: false });
  }
  return result(input, run);
}

// --------------------------------------------------------------------------------------- editor json

const EDITOR_KEYS = ['0~0~0~0~g1', '1~3~-2~0~r7', '9007199254740991~0~0~0~g1', '0~9007199254740991~0~0~g1', '0~-9007199254740991~9007199254740991~0~s24',
  '0~1000000~1000000~0~g24', '0~-1000000~0~0~g1', '0~0~0~5.5~lwl', '0~0~0~6~g1', '0~0~0~0.25~g1', '0~0~0~0~zzz', '~~~~', '0~0~0~0~g1~x', '-1~0~0~0~g1',
  '2147483648~0~0~0~g1', '30~0~0~0~g7', '1e3~0~0~0~g1', '0~00~0~0~g1', '0~0~0~0~__proto__', '0~0~0~0~constructor', '0~46341~46341~0~w1'];

/** @param {Lib} _lib @param {Corpus} corpus @param {number} seed @param {number} index @returns {Input} */
function makeEditor(_lib, corpus, seed, index) {
  const r = inputRng(seed, 'editor-json', index);
  const base = r.pick(corpus.editorJson);
  let text = base.text;
  const mode = r.weighted([[2, 'valid'], [4, 'object'], [4, 'text']]);
  if (mode === 'object') {
    const doc = JSON.parse(text);
    for (let n = r.int(1, 3); n > 0; n--) {
      const mutation = r.weighted([
        [4, () => { const k = r.pick(EDITOR_KEYS); const id = k.split('~')[4]; doc.boardPieces[k] = r.chance(0.9) ? id : r.pick([1, null, 'g2', {}]); }],
        [2, () => {
          const keys = Object.keys(doc.boardPieces ?? {});
          const k = keys.length ? r.pick(keys) : '0~0~0~0~g1';
          const parts = k.split('~');
          parts[r.int(0, 3)] = String(r.pick([-1, 2 ** 31, 1e6, 9007199254740991, 46341, 0.5, 'x']));
          if (doc.boardPieces && typeof doc.boardPieces === 'object') { delete doc.boardPieces[k]; doc.boardPieces[parts.join('~')] = parts[4]; }
        }],
        [3, () => mutateObject(r, doc)],
        [1, () => { if (doc.hexMap && typeof doc.hexMap === 'object') doc.hexMap.width = r.pick([2 ** 31, 1e9, -1, 0.5, '19']); }],
      ]);
      try {
        mutation();
      } catch {
        // it did not fit what earlier mutations left (boardPieces became a number): skip it
      }
    }
    text = JSON.stringify(doc);
  } else if (mode === 'text') {
    for (let n = r.int(1, 3); n > 0; n--) text = mutateText(r, text);
  }
  return { target: 'editor-json', index, r, name: base.name, ext: 'json', data: text };
}

/** @param {Lib} lib @param {Input} input @returns {InputResult} */
function feedEditor(lib, input) {
  const { r, name, data: text } = input;
  const run = new Run(lib);
  const map = run.stage('editor-json.read', () => lib.readEditorJson(text, name));
  const imp = lib.heroscape?.importEditorJson;
  if (map && imp) {
    const ruleset = importRuleset(lib, r);
    const imported = run.stage('editor-json.import', () => imp(map, { ruleset: ruleset ?? 'tft-3d', fileName: name }), { place: false });
    if (imported && ruleset) {
      const session = run.stage('editor-json.load', () => lib.loadScenarioObject(imported.scenario, name));
      if (session) importedMap(lib, session, run, r, 'editor-json');
    }
  }
  return result(input, run);
}

/** Each target makes input #index of a run (deterministically), then feeds it through its stages. */
export const TARGETS = /** @type {const} */ ({
  scenario: { make: makeScenario, feed: feedScenario },
  hsc: { make: makeHsc, feed: feedHsc },
  'editor-json': { make: makeEditor, feed: feedEditor },
});

/** Make and feed one input. @param {Lib} lib @param {Corpus} corpus @param {keyof typeof TARGETS} target @param {number} seed @param {number} index */
export function runInput(lib, corpus, target, seed, index) {
  const t = TARGETS[target];
  return t.feed(lib, t.make(lib, corpus, seed, index));
}
/** Share of the inputs each target gets. */
export const WEIGHTS = /** @type {const} */ ({ scenario: 0.6, hsc: 0.25, 'editor-json': 0.15 });

/** Prepare the corpus: find the i32 fields of each .hsc once. @param {Lib} lib @param {Corpus} corpus */
export function prepareCorpus(lib, corpus) {
  for (const h of corpus.hsc) {
    try {
      const m = lib.readHsc(h.bytes);
      /** @type {any} */ (h).layout = hscLayout(h.bytes, m.tiles.length, m.tiles[0]?.type ?? 0);
    } catch {
      /** @type {any} */ (h).layout = { countAt: -1, tiles: [] };
    }
  }
  return corpus;
}
