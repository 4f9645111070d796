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
import { lstatSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import YAML from 'yaml';
import { inputRng } from './rng.js';
import { HOSTILE_STRINGS, HOSTILE_TOKENS, generateScenario } from './gen-scenario.js';
import { ODD_NUMBERS, anyQuestion, cliWords, questionArgs } from './questions.js';
import { aliasBomb, hscLayout, mutateBytes, mutateObject, mutateText } from './mutate.js';

/**
 * @typedef {object} Lib
 * @property {any} loadScenario @property {any} loadScenarioObject @property {any} ask @property {any} runChecks
 * @property {any} writeScenario @property {any} renderSvg @property {readonly any[]} rulesets
 * @property {any} HighgroundError @property {any} readHsc @property {any} writeHsc @property {any} readEditorJson
 * @property {any} [questionFromArgs] @property {any} [runSync]
 * @property {any} [viewshed] @property {any} [reachMap] @property {any} [visibilityMatrix]
 * @property {any} [place] @property {any} [placeable] @property {any} [withFigures] @property {any} [askAs] @property {any} [apply]
 * @property {any} [analyzeScenario] @property {any} [analyzeTable]
 * @property {{ importHsc?: any, importEditorJson?: any, scenarioToHsc?: any, mapFileInfo?: any, sniffMapFile?: any }} [heroscape]
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
  /** @type {{ kind: string, mustRefuse: boolean } | undefined} */
  let dup;
  if (r.chance(0.1)) {
    // two glyphs, start zones or figures on one hex (the import once kept one of them without a word)
    try {
      const map = _lib.readHsc(bytes);
      dup = duplicatePieces(r, map);
      bytes = _lib.writeHsc(map);
    } catch {
      dup = undefined;
    }
  }
  const rounds = dup ? 0 : r.weighted([[1, 0], [6, 1], [3, 2], [1, 4]]);
  for (let n = 0; n < rounds; n++) bytes = mutateBytes(r, bytes, layout, corpus.hsc.map((h) => h.bytes));
  return { target: 'hsc', index, r, name: base.name, ext: 'hsc', data: bytes, dup };
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
      if (imported && input.dup?.mustRefuse) run.broken('hsc.import', `two ${input.dup.kind} pieces on one hex were imported without a word`);
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
  /** @type {{ kind: string, mustRefuse: boolean } | undefined} */
  let dup;
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
        [1, () => { if (doc.hexMap && typeof doc.hexMap === 'object') doc.hexMap.name = r.pick(HOSTILE_STRINGS); }],
        [1, () => {
          // two start zones, or two different glyphs, on the top of one land piece: never imported silently
          const lands = Object.keys(doc.boardPieces ?? {}).filter((k) => /^\d+~-?\d+~-?\d+~[\d.]+~(g|r|s|d|w)\d+$/.test(k));
          if (!lands.length) return;
          const [alt, q, rr] = r.pick(lands).split('~');
          const pair = r.pick([['z1', 'z2'], ['y0', 'y1'], ['z3', 'z6']]);
          for (const id of pair) doc.boardPieces[`${Number(alt) + 1}~${q}~${rr}~0~${id}`] = id;
          dup = { kind: pair[0]?.startsWith('z') ? 'start' : 'glyph', mustRefuse: true };
        }],
      ]);
      try {
        mutation();
      } catch {
        // it did not fit what earlier mutations left (boardPieces became a number): skip it
      }
    }
    // a later mutation may have moved or dropped one of the pair: decide on the final pieces
    if (dup) {
      const starts = new Map();
      for (const [k, v] of Object.entries(doc.boardPieces && typeof doc.boardPieces === 'object' ? doc.boardPieces : {})) {
        const m = /^(-?[\d.]+)~(-?\d+)~(-?\d+)~[\d.]+~([zy]\d+)$/.exec(k);
        if (!m || v !== m[4]) continue;
        const hex = `${m[1]}~${m[2]}~${m[3]}~${m[4][0]}`; // one kind (z start zone, y glyph) on one hex
        starts.set(hex, new Set([...(starts.get(hex) ?? []), m[4]]));
      }
      dup = { ...dup, mustRefuse: [...starts.values()].some((ids) => ids.size > 1) };
    }
    text = JSON.stringify(doc);
  } else if (mode === 'text') {
    for (let n = r.int(1, 3); n > 0; n--) text = mutateText(r, text);
  }
  return { target: 'editor-json', index, r, name: base.name, ext: 'json', data: text, dup };
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
    if (imported && input.dup?.mustRefuse) run.broken('editor-json.import', `two ${input.dup.kind} pieces on one hex were imported without a word`);
    if (imported && ruleset) {
      const session = run.stage('editor-json.load', () => lib.loadScenarioObject(imported.scenario, name));
      if (session) importedMap(lib, session, run, r, 'editor-json');
    }
  }
  return result(input, run);
}


// ------------------------------------------------------------------------------------------- library

/** Values a scenario file cannot hold where a figure id, a place, a budget or an options object goes. */
const BAD_VALUES = [...ODD_NUMBERS, null, undefined, '', '3', '1,2', [], [1], [1.5, 0], [0.5, 0.5], ['1', '2'], [1, 2, 3], [Number.NaN, 0], [0, Infinity],
  [-1, 0], [2 ** 31, 0], [1e9, 1e9], {}, { at: [0, 0] }, true, () => 0, Symbol('x'), 10n, new Date(0), Object.create(null), ...HOSTILE_STRINGS];

/** @param {Lib} lib @param {Corpus} _corpus @param {number} seed @param {number} index @returns {Input} */
function makeLibrary(lib, _corpus, seed, index) {
  const r = inputRng(seed, 'library', index);
  const rs = r.pick(lib.rulesets.filter((x) => ['heroclix', 'city-of-peril', 'tft-3d'].includes(x.id)).concat(lib.rulesets));
  const { scenario, info } = generateScenario(r, rs, (rr, rrs, inf) => anyQuestion(rr, rrs, inf));
  return { target: 'library', index, r, info, object: scenario, ext: 'object.txt', data: inspect(scenario, { depth: 30, maxArrayLength: 50 }) };
}

/** Call every public entry with argument values the scenario schema refuses: each must answer or refuse with a HighgroundError. @param {Lib} lib @param {Input} input @returns {InputResult} */
function feedLibrary(lib, input) {
  const { r, info } = input;
  const run = new Run(lib);
  const bad = () => r.pick(BAD_VALUES);
  const fig = () => (info.figures.length && r.chance(0.6) ? r.pick(info.figures) : bad());
  const place = () => (r.chance(0.3) ? [r.int(0, info.w - 1), r.int(0, info.h - 1)] : bad());
  if (r.chance(0.1)) run.stage('library.loadScenario', () => lib.loadScenario(bad(), r.chance(0.5) ? undefined : bad()), { place: false });
  if (r.chance(0.1)) run.stage('library.loadScenarioObject', () => lib.loadScenarioObject(bad()), { place: false });
  const session = run.stage('library.load', () => lib.loadScenarioObject(input.object, 'lib.yaml'), { place: false });
  if (!session) return result(input, run);
  for (let n = r.int(1, 4); n > 0; n--) {
    const call = r.weighted([
      [3, () => {
        const names = Object.keys(session.ruleset.questions);
        const q = names.length ? questionArgs(r, session.ruleset, r.pick(names), info) : { ask: 'sight' };
        const keys = Object.keys(q);
        if (r.chance(0.7)) q[r.pick(keys)] = bad();
        run.stage('library.ask', () => lib.ask(r.chance(0.1) ? bad() : session, r.chance(0.1) ? bad() : q), { place: false });
      }],
      [1, () => run.stage('library.runChecks', () => lib.runChecks(r.chance(0.3) ? bad() : session), { place: false })],
      [2, () => lib.viewshed && run.stage('library.viewshed', () => lib.viewshed(session, fig()), { place: false })],
      [2, () => lib.reachMap && run.stage('library.reachMap', () => lib.reachMap(session, fig(), r.chance(0.3) ? bad() : { budget: r.chance(0.5) ? r.int(0, 12) : bad(), ...(r.chance(0.2) ? { charge: bad() } : {}) }), { place: false })],
      [4, () => {
        if (!lib.visibilityMatrix) return;
        const m = run.stage('library.visibilityMatrix', () => lib.visibilityMatrix(session, r.chance(0.3) ? { figures: r.chance(0.5) ? bad() : [fig()], sight: r.chance(0.5) ? true : bad() } : {}), { place: false });
        if (!m) return;
        for (let k = r.int(1, 4); k > 0; k--) {
          const before = Uint8Array.from(m.sight);
          const at = place();
          const id = fig();
          const moved = run.stage('library.move', () => m.move(id, at), { place: true });
          // a refused move changes nothing
          if (moved === undefined && !isDeepStrictEqual(before, Uint8Array.from(m.sight))) run.broken('library.move', `a refused move(${inspect(id)}, ${inspect(at)}) changed the matrix`);
          // an accepted place is one the scenario schema accepts (given as [x, y], or as a placement { at, ... })
          const where = Array.isArray(at) ? at : at !== null && typeof at === 'object' ? /** @type {any} */ (at).at : undefined;
          if (moved !== undefined && !(Array.isArray(where) && where.length === 2 && where.every((v) => typeof v === 'number' && Number.isFinite(v)) && (info.grid === 'table' || where.every(Number.isInteger))))
            run.broken('library.move', `move accepted a place the schema refuses: ${inspect(at)}`);
        }
      }],
      // the session entries: a placement, a figure spec, an as-if origin, a question whose outcome is applied
      [2, () => lib.place && run.stage('library.place', () => lib.place(r.chance(0.05) ? bad() : session, fig(), placement()), { place: false })],
      [2, () => {
        if (!lib.placeable) return;
        const to = placement();
        const p = run.stage('library.placeable', () => lib.placeable(session, fig(), to), { place: false });
        // placeable answers a refused place; it throws only for a bad id or a malformed place (usage, unknown-figure)
        if (p && p.ok === true && !schemaPlace(to, info)) run.broken('library.placeable', `placeable accepted a place the schema refuses: ${inspect(to)}`);
        if (p && p.ok === false && !(p.error instanceof lib.HighgroundError && typeof p.code === 'string')) run.broken('library.placeable', `a refusal without a HighgroundError and a code: ${inspect(p)}`);
      }],
      [2, () => lib.withFigures && run.stage('library.withFigures', () => lib.withFigures(session, r.chance(0.2) ? bad() : { [figureKey()]: r.chance(0.2) ? null : figureSpec() }), { place: false })],
      [2, () => {
        if (!lib.askAs) return;
        const names = Object.keys(session.ruleset.questions);
        const q = names.length && r.chance(0.8) ? questionArgs(r, session.ruleset, r.pick(names), info) : bad();
        const as = r.chance(0.2) ? bad() : { figure: fig(), ...asPlacement(), ...(r.chance(0.6) ? { at: [r.int(0, info.w - 1), r.int(0, info.h - 1)] } : {}) };
        run.stage('library.askAs', () => lib.askAs(session, as, q), { place: false });
      }],
      [2, () => {
        if (!lib.apply) return;
        const names = Object.keys(session.ruleset.questions);
        const name = names.includes('move') && r.chance(0.5) ? 'move' : names.length ? r.pick(names) : 'sight';
        const q = r.chance(0.15) ? bad() : questionArgs(r, session.ruleset, name, info);
        const verdict = r.chance(0.2) ? bad() : undefined;
        const next = run.stage('library.apply', () => lib.apply(session, q, verdict), { place: false });
        if (next && next !== session && !lib.loadScenarioObject) run.broken('library.apply', 'no loader');
        // the session apply returns holds figures a scenario file could load
        if (next && next !== session) run.stage('library.apply-reload', () => lib.loadScenarioObject(next.scenario, 'applied.yaml'), { place: false });
      }],
      [1, () => {
        if (!lib.analyzeScenario) return;
        const opts = r.chance(0.2) ? bad() : Object.fromEntries(['height', 'move', 'perches', 'chokepoints', 'step', 'zoneStep'].filter(() => r.chance(0.3)).map((k) => [k, r.chance(0.5) ? r.int(0, 6) : bad()]));
        // a grid map is analysed only when it is small (every pair of places is judged); bad arguments always
        const small = info.grid !== 'table' && info.w * info.h <= 64;
        const what = r.chance(0.2) ? bad() : input.object;
        if (info.grid === 'table' && lib.analyzeTable) run.stage('library.analyzeTable', () => lib.analyzeTable(what, opts), { place: false });
        else if (small || what !== input.object || opts === null || typeof opts !== 'object') run.stage('library.analyzeScenario', () => lib.analyzeScenario(what, opts), { place: false });
      }],
    ]);
    call();
  }
  return result(input, run);

  /** A placement: [x, y] or { at, level, facing }, with values the schema refuses now and then. */
  function placement() {
    if (r.chance(0.3)) return bad();
    return r.chance(0.5) ? place() : asPlacement();
  }
  function asPlacement() {
    return { at: place(), ...(r.chance(0.3) ? { level: r.chance(0.5) ? r.int(0, 4) : bad() } : {}), ...(r.chance(0.2) ? { facing: r.chance(0.5) ? r.int(0, 5) : bad() } : {}) };
  }
  /** A figure id as an object key (a figure of the map, or a string the id schema refuses). */
  function figureKey() {
    const f = r.chance(0.7) ? fig() : undefined;
    return typeof f === 'string' ? f : String(r.pick(HOSTILE_STRINGS));
  }
  /** A figure spec: `at` and a key or two of the ruleset, some values the schema refuses. */
  function figureSpec() {
    if (r.chance(0.15)) return bad();
    /** @type {Record<string, unknown>} */
    const spec = { at: r.chance(0.8) ? place() : bad() };
    /** @type {string[]} */
    const keys = session.ruleset.vocabulary?.figureKeys ?? [];
    for (const k of keys.filter(() => r.chance(0.2))) spec[k] = bad();
    if (r.chance(0.2)) spec[String(r.pick(HOSTILE_STRINGS))] = bad();
    return spec;
  }
}

/** Is `to` a place the scenario schema accepts ([x, y] or { at: [x, y] }: finite, whole on a grid)? @param {unknown} to @param {any} info */
function schemaPlace(to, info) {
  const where = Array.isArray(to) ? to : to !== null && typeof to === 'object' ? /** @type {any} */ (to).at : undefined;
  return Array.isArray(where) && where.length === 2 && where.every((v) => typeof v === 'number' && Number.isFinite(v)) && (info.grid === 'table' || where.every(Number.isInteger));
}

// ----------------------------------------------------------------------------------------------- cli

// eslint-disable-next-line no-control-regex
const RAW_CONTROL = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u061c\u200e\u200f\u2028\u2029\u202a-\u202e\u2066-\u2069]/;

/** JSON text of `v` with object keys sorted, or shuffled. @param {any} v @param {'sorted'|'shuffled'} how @param {import('./rng.js').Rng} r */
function reorderKeys(v, how, r) {
  if (Array.isArray(v)) return v.map((x) => reorderKeys(x, how, r));
  if (v === null || typeof v !== 'object') return v;
  const keys = Object.keys(v);
  if (how === 'sorted') keys.sort();
  else for (let i = keys.length - 1; i > 0; i--) { const j = r.int(0, i); [keys[i], keys[j]] = [keys[j], keys[i]]; }
  /** @type {Record<string, unknown>} */
  const out = {};
  for (const k of keys) out[k] = reorderKeys(v[k], how, r);
  return out;
}

const GLYPH_TYPE = (/** @type {string} */ c) => 14000 + c.charCodeAt(0);

/** Two pieces of one kind on one hex, added to a map (differing, or the same piece twice). @param {import('./rng.js').Rng} r @param {any} map */
function duplicatePieces(r, map) {
  const lands = map.tiles.filter((/** @type {any} */ t) => t.type === 1001 || t.type === 2001 || t.type === 3001);
  const anchor = lands.length ? r.pick(lands) : { x: 0, y: 0, z: -1 };
  const at = { x: anchor.x, y: anchor.y, z: anchor.z + 1 };
  const base = { tileVersion: 0.0003, rotation: 0, ...at, glyphLetter: ' ', glyphName: '', startAreaName: '', color: [0, 0, 0] };
  const kind = r.pick(['glyph', 'start', 'figure']);
  const same = r.chance(0.3);
  const make = (/** @type {number} */ i) => kind === 'glyph' ? { ...base, type: GLYPH_TYPE(same ? 'A' : 'AB'[i] ?? 'A') }
    : kind === 'start' ? { ...base, type: 15001, startAreaName: same ? 'red' : ['red', 'blue'][i] ?? 'red' }
    : { ...base, type: 18001, figure: { name: same ? 'Orc' : ['Orc', 'Elf'][i] ?? 'Orc', file: '' } };
  map.tiles.push(make(0), make(1));
  map.versionText = '0.0004';
  map.version = 0.0004;
  // differing pieces must never import silently; two figures never, even the same one twice
  return { kind, mustRefuse: !same || kind === 'figure' };
}

/**
 * Whether the map still holds two differing pieces of `kind` on one hex (two figures always differ): what
 * must never import silently, decided on the final map, after any later mutation renamed or moved them.
 * @param {any} map @param {string} kind
 */
function differingPair(map, kind) {
  const of = (/** @type {any} */ t) => kind === 'glyph' ? (t.type >= 14000 && t.type < 15000 ? String(t.type) : undefined)
    : kind === 'start' ? (t.type === 15001 ? t.startAreaName : undefined)
    : (t.type === 18001 ? 'figure' : undefined);
  /** @type {Map<string, string[]>} */
  const at = new Map();
  for (const t of map.tiles) {
    const v = of(t);
    if (v === undefined) continue;
    const k = `${t.x},${t.y},${t.z}`;
    at.set(k, [...(at.get(k) ?? []), v]);
  }
  for (const vs of at.values()) if (vs.length > 1 && (kind === 'figure' || new Set(vs).size > 1)) return true;
  return false;
}

/** Names in a .hsc (map, author, scenario text, glyph, start zone, figure) set to hostile strings. @param {import('./rng.js').Rng} r @param {any} map */
function hostileNames(r, map) {
  // .hsc strings are Windows-1252 (the C0 and C1 controls included); bidi marks cannot be written, so fall back
  const cp1252 = HOSTILE_STRINGS.filter((t) => !/[\u0100-\uffff]/.test(t));
  for (const k of ['name', 'author', 'scenario', 'playerNumber']) if (r.chance(0.4)) map[k] = r.pick(cp1252);
  for (const t of map.tiles) {
    if (t.glyphName !== undefined && t.type >= 14000 && t.type < 15000 && r.chance(0.5)) t.glyphName = r.pick(cp1252);
    if (t.type === 15001 && r.chance(0.5)) t.startAreaName = r.pick(cp1252);
    if (t.figure && r.chance(0.5)) t.figure = { ...t.figure, name: r.pick(cp1252) };
  }
}

/** @param {Lib} lib @param {Corpus} corpus @param {number} seed @param {number} index @returns {Input} */
function makeCli(lib, corpus, seed, index) {
  const r = inputRng(seed, 'cli', index);
  const source = r.weighted([[6, 'scenario'], [2, 'hsc'], [2, 'editor-json']]);
  /** @type {Record<string, any>} */
  const input = { target: 'cli', index, r, source };
  if (source === 'scenario') {
    const rs = r.pick(lib.rulesets);
    const { scenario, info } = generateScenario(r, rs, (rr, rrs, inf) => anyQuestion(rr, rrs, inf));
    if (r.chance(0.3)) mutateObject(r, scenario);
    const json = r.chance(0.5);
    const order = r.pick(['as-is', 'sorted', 'shuffled']);
    const doc = order === 'as-is' ? scenario : reorderKeys(scenario, /** @type {any} */ (order), r);
    input.info = info;
    input.rs = rs;
    input.file = json ? 'scenario.json' : 'scenario.yaml';
    input.data = json ? JSON.stringify(doc) : YAML.stringify(doc, { aliasDuplicateObjects: false, lineWidth: 0 });
    input.declared = json && scenario.format === 'highground/1';
  } else if (source === 'hsc') {
    const base = r.pick(corpus.hsc);
    let bytes = base.bytes;
    if (r.chance(0.5)) {
      try {
        const map = lib.readHsc(bytes);
        if (r.chance(0.7)) input.dup = duplicatePieces(r, map);
        if (!input.dup || r.chance(0.3)) hostileNames(r, map);
        // the hostile names may have made the two pieces one (both start zones renamed alike)
        if (input.dup) input.dup = { ...input.dup, mustRefuse: differingPair(map, input.dup.kind) };
        bytes = lib.writeHsc(map);
      } catch {
        // a corpus file this build cannot read (or a name it cannot write): used as it is
      }
    } else if (r.chance(0.3)) bytes = mutateBytes(r, bytes, /** @type {any} */ (base).layout ?? { countAt: -1, tiles: [] }, corpus.hsc.map((h) => h.bytes));
    input.file = 'map.hsc';
    input.data = bytes;
  } else {
    const base = r.pick(corpus.editorJson);
    const order = r.pick(['sorted', 'shuffled', 'as-is']);
    const doc = JSON.parse(base.text);
    if (r.chance(0.2) && doc.hexMap) doc.hexMap.name = r.pick(HOSTILE_STRINGS);
    input.editorIntact = !!doc.hexMap && !!doc.boardPieces;
    input.data = JSON.stringify(order === 'as-is' ? doc : reorderKeys(doc, /** @type {any} */ (order), r));
    input.file = 'map.json';
  }
  input.ext = String(input.file).split('.').pop();
  // a file name that would hurt the terminal when an error names the file (no '/' or NUL: no file system takes them)
  if (r.chance(0.05)) input.file = `${r.pick(HOSTILE_TOKENS.filter((t) => !/[\u0000/]/.test(t)))}.${input.ext}`;
  // the command, and where its output goes
  // analyze judges every pair of places: on the largest real Heroscape maps of the corpus it still takes
  // 6-8 s of CPU under heroscape (was 10-40 s; a loaded machine makes it more, near the 10 s hang bound), so
  // it reads the generated scenarios and the small test maps
  const cmd = r.weighted([[4, 'ask'], [3, 'check'], [2, 'info'], [3, 'render'], [2, 'import'], [2, 'export'], [source === 'scenario' ? 1 : 0, 'analyze']]);
  input.cmd = cmd;
  input.out = r.weighted([[3, 'stdout'], [2, 'new'], [2, 'existing'], [2, 'input'], [1, 'input-dot'], [2, 'symlink'], [1, 'symlink-to-input'], [1, 'dangling-symlink']]);
  input.force = r.chance(0.5);
  input.json = r.chance(0.3);
  if (cmd === 'ask') {
    const rs = input.rs ?? lib.rulesets.find((/** @type {any} */ x) => x.id === 'tft-3d') ?? r.pick(lib.rulesets);
    const names = Object.keys(rs.questions);
    const name = r.chance(0.9) && names.length ? r.pick(names) : r.pick(HOSTILE_STRINGS);
    const q = questionArgs(r, rs, name, input.info ?? { w: 10, h: 10, figures: [], grid: 'hex' });
    input.question = [name, ...cliWords(r, q, rs.questions[name]?.positional ?? [])];
  }
  return /** @type {Input} */ (input);
}

/** Run one command on the file in a fresh directory; check exit code, terminal text and the user's files. @param {Lib} lib @param {Input} input @returns {InputResult} */
function feedCli(lib, input) {
  const run = new Run(lib);
  if (!lib.runSync) return result(input, run);
  const dir = mkdtempSync(join(tmpdir(), 'hg-fuzz-cli-'));
  try {
    const file = join(dir, input.file);
    writeFileSync(file, input.data);
    // the reading a .json file gets must follow what it declares
    if (lib.heroscape?.sniffMapFile && input.ext === 'json') {
      const kind = run.stage('cli.sniff', () => lib.heroscape?.sniffMapFile(file, Buffer.from(input.data)).kind, { place: false });
      if (input.declared && kind !== undefined && kind !== 'scenario') run.broken('cli.sniff', `a JSON scenario declaring format: highground/1 was read as ${kind}`);
      if (input.editorIntact && kind !== undefined && kind !== 'editor-json') run.broken('cli.sniff', `a map-editor file (keys ${input.source}) was read as ${kind}`);
    }
    const victim = join(dir, 'victim.txt');
    writeFileSync(victim, 'the user\'s own file');
    const outName = input.cmd === 'export' ? 'out.hsc' : input.cmd === 'import' ? 'out.yaml' : 'out.svg';
    // analyze -o names a folder; what it can replace is a picture in it (a grid map always gets "sees", a table "thirds")
    const analyze = input.cmd === 'analyze';
    /** @type {string | undefined} */
    let out = analyze ? join(dir, 'pics') : join(dir, outName);
    let at = analyze ? join(dir, 'pics', `${input.file.replace(/\.[^.]+$/, '')}-${input.info?.grid === 'table' ? 'thirds' : 'sees'}.svg`) : out;
    if (analyze && ['existing', 'symlink', 'symlink-to-input', 'dangling-symlink'].includes(input.out)) mkdirSync(join(dir, 'pics'));
    const existing = 'an existing file';
    switch (input.out) {
      case 'stdout': out = input.cmd === 'export' ? join(dir, outName) : undefined; break;
      case 'existing': writeFileSync(at, existing); break;
      case 'input': out = at = file; break;
      case 'input-dot': out = at = join(dir, '.', '..', dir.split(/[\\/]/).pop() ?? '', input.file); break;
      case 'symlink': symlinkSync(victim, at); break;
      case 'symlink-to-input': symlinkSync(file, at); break;
      case 'dangling-symlink': symlinkSync(join(dir, 'nowhere', 'x'), at); break;
      default: break;
    }
    const argv = /** @type {string[]} */ ([]);
    if (input.cmd === 'ask') argv.push('ask', file, ...input.question, ...(input.json ? ['--json'] : []));
    else if (input.cmd === 'check') argv.push('check', file, ...(input.json ? ['--explain'] : []));
    else if (input.cmd === 'info') argv.push('info', file, ...(input.json ? ['--json'] : []));
    else argv.push(input.cmd, file);
    if ((input.cmd === 'render' || input.cmd === 'import' || input.cmd === 'export' || analyze) && out) argv.push('-o', out);
    // --force only where the command takes it (ask, check and info refuse it as an unknown option, which
    // once turned half their runs into usage errors)
    if (input.force && (input.cmd === 'render' || input.cmd === 'import' || input.cmd === 'export' || analyze)) argv.push('--force');
    /** @type {string[]} */
    const printed = [];
    const io = { out: (/** @type {string} */ s) => printed.push(s), err: (/** @type {string} */ s) => printed.push(s) };
    const stage = `cli.${input.cmd}`;
    if (TRACE) process.stderr.write(`> ${stage} ${argv.join(' ')}\n`);
    let code;
    try {
      code = lib.runSync(argv, io);
    } catch (e) {
      run.stages.push(run.classify(stage, e, false));
      return result(input, run);
    }
    const text = printed.join('\n');
    if (code === 3 || ![0, 1, 2].includes(code)) run.stages.push({ stage, outcome: 'crash', message: `exit ${code}: ${text.slice(0, 300)}` });
    else run.stages.push({ stage, outcome: code === 2 ? 'refused' : 'ok', message: code === 2 ? text.slice(0, 200) : undefined });
    if (RAW_CONTROL.test(text)) run.broken(stage, `a raw control or bidi character reached the terminal: ${JSON.stringify(text.match(RAW_CONTROL)?.[0])} in ${JSON.stringify(text.slice(0, 200))}`);
    // nothing the user has is overwritten without --force, the input never, nothing through a link
    if (!Buffer.from(readFileSync(file)).equals(Buffer.from(typeof input.data === 'string' ? Buffer.from(input.data) : input.data))) run.broken(stage, `the input file was changed (output ${input.out}, force ${input.force})`);
    if (readFileSync(victim, 'utf8') !== 'the user\'s own file') run.broken(stage, 'a file was written through a symbolic link');
    if (input.out === 'existing' && !input.force && readFileSync(at, 'utf8') !== existing) run.broken(stage, 'an existing file was replaced without --force');
    if ((input.out === 'input' || input.out === 'input-dot' || input.out === 'symlink-to-input') && code === 0 && input.cmd !== 'ask' && input.cmd !== 'check' && input.cmd !== 'info')
      run.broken(stage, 'writing onto the input file was not refused');
    const writes = input.cmd === 'render' || input.cmd === 'import' || input.cmd === 'export' || analyze;
    if (input.out === 'symlink' && !input.force && code === 0 && writes) run.broken(stage, 'a symbolic link at the output was replaced without --force');
    if (input.out === 'symlink' && input.force && code === 0 && writes && lstatSync(at).isSymbolicLink()) run.broken(stage, 'the output was written through a symbolic link');
    // two pieces of one kind on a hex: never imported silently
    if (input.dup?.mustRefuse && code === 0 && (input.cmd === 'import' || input.cmd === 'info' || input.cmd === 'export'))
      run.broken(stage, `two ${input.dup.kind} pieces on one hex were imported without a word`);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  return result(input, run);
}

/** Each target makes input #index of a run (deterministically), then feeds it through its stages. */
export const TARGETS = /** @type {const} */ ({
  scenario: { make: makeScenario, feed: feedScenario },
  hsc: { make: makeHsc, feed: feedHsc },
  'editor-json': { make: makeEditor, feed: feedEditor },
  library: { make: makeLibrary, feed: feedLibrary },
  cli: { make: makeCli, feed: feedCli },
});

/** Make and feed one input. @param {Lib} lib @param {Corpus} corpus @param {keyof typeof TARGETS} target @param {number} seed @param {number} index */
export function runInput(lib, corpus, target, seed, index) {
  const t = TARGETS[target];
  return t.feed(lib, t.make(lib, corpus, seed, index));
}
/** Share of the inputs each target gets. */
export const WEIGHTS = /** @type {const} */ ({ scenario: 0.4, hsc: 0.15, 'editor-json': 0.1, library: 0.15, cli: 0.2 });

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
