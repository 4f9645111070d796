/**
 * Judging the open map with another ruleset (issue 16): the table stays. Each figure keeps the fields
 * the new ruleset declares, loses the others (said in one short line), and gets the new game's defaults
 * for the fields it lacks, as a figure added under that game would (game.ts newFigure). The result is one
 * step in the history, so undo brings back the old ruleset and every dropped field.
 *
 * A map the new ruleset cannot read (another kind of map, a cell key or terrain it does not know) is
 * refused with the reason; a figure's field never is.
 */
import { figureFieldsOf, getRuleset, HighgroundError, loadScenarioObject, type Scenario, type Session } from 'highground/core';

/** Figure keys every ruleset reads (src/api.ts checks a figure's keys against these and the ruleset's). */
const BASE_FIGURE_KEYS = new Set(['at', 'level', 'side', 'prone', 'name']);

/** What each kind of map is called where a game's map kind is given as the reason. */
export const MAP_KIND: Readonly<Record<string, string>> = { hex: 'hex maps', square: 'square maps', table: 'a gridless table' };

/** "a hex map", "a gridless table". */
export function thisMap(grid: string): string {
  return grid === 'table' ? 'a gridless table' : `a ${grid} map`;
}

export interface Switched {
  readonly session: Session;
  /** What changed on the figures, in one line (undefined: every figure carried over as it was). */
  readonly note?: string | undefined;
}

/** "A, B" / "every figure" / "A, B, C, D and 3 more". */
function whom(ids: readonly string[], all: number): string {
  if (ids.length === all && all > 1) return all === 2 ? 'both figures' : `all ${all} figures`;
  if (ids.length <= 4) return ids.join(', ');
  return `${ids.slice(0, 3).join(', ')} and ${ids.length - 3} more`;
}

function add(m: Map<string, string[]>, key: string, id: string): void {
  const l = m.get(key);
  if (!l) m.set(key, [id]);
  else if (!l.includes(id)) l.push(id);
}

/**
 * The open map judged by ruleset `to`: loaded, with the note on what its figures lost and gained.
 * Throws (a HighgroundError or Error whose message says why) when the map itself cannot be read by it.
 */
export function switchRules(scenario: Scenario, to: string, file: string): Switched {
  const rs = getRuleset(to);
  if (!rs) throw new Error(`the ${to} rules are not loaded`);
  const grid = scenario.map.grid;
  if (rs.grid !== grid) throw new Error(`${to} plays on ${MAP_KIND[rs.grid] ?? rs.grid}, and this map is ${thisMap(grid)}`);
  const known = new Set([...BASE_FIGURE_KEYS, ...rs.vocabulary.figureKeys]);
  const fields = figureFieldsOf(rs.vocabulary);
  const unknown = new Map<string, string[]>();
  const misread = new Map<string, string[]>();
  const figures: Record<string, Record<string, unknown>> = {};
  const ids = Object.keys(scenario.figures ?? {});
  for (const id of ids) {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(scenario.figures![id]!)) {
      if (known.has(k)) out[k] = v;
      else add(unknown, k, id);
    }
    figures[id] = out;
  }
  // what we put in: figure id -> key -> its words ("MA 10")
  const given = new Map<string, Map<string, string>>();
  for (const id of ids) {
    const out = figures[id]!;
    const mine = new Map<string, string>();
    for (const f of fields) {
      if (f.default === undefined || f.key in out) continue;
      out[f.key] = f.default;
      mine.set(f.key, `${f.label} ${String(f.default)}`);
    }
    given.set(id, mine);
  }
  // the options were the old game's: the new one starts from its own defaults (undo brings them back)
  const { options: _options, ...rest } = scenario;
  let session: Session | undefined;
  // a field both games declare may hold a value the new one reads differently (another range or choice):
  // it is dropped too, one at a time as the loader names them (each figure's fields bound the tries)
  for (let tries = 0; !session; tries++) {
    const next = { ...rest, ruleset: to, ...(scenario.figures ? { figures } : {}) } as Scenario;
    try {
      session = loadScenarioObject(next, file);
    } catch (e) {
      const p = e instanceof HighgroundError ? e.place.path : undefined;
      const id = p?.[0] === 'figures' ? String(p[1]) : undefined;
      const key = p && p.length >= 3 ? String(p[2]) : undefined;
      const fig = id !== undefined ? figures[id] : undefined;
      if (!fig || key === undefined || BASE_FIGURE_KEYS.has(key) || !(key in fig) || tries > 64) throw e;
      // a value the figure brought is dropped; a default of ours that does not load is left out (the
      // ruleset's own default then applies)
      delete fig[key];
      if (given.get(id!)?.delete(key) !== true) add(misread, key, id!);
    }
  }
  const parts: string[] = [];
  const list = (m: Map<string, string[]>) => [...m].map(([k, who]) => `${k} on ${whom(who, ids.length)}`).join('; ');
  if (unknown.size) parts.push(`dropped: ${list(unknown)} (${to} has no such field${unknown.size === 1 ? '' : 's'})`);
  if (misread.size) parts.push(`dropped: ${list(misread)} (a value ${to} does not accept)`);
  // the defaults named once: a figure that had its own value kept it, the others got these
  const put = fields.filter((f) => ids.some((id) => given.get(id)!.has(f.key))).map((f) => `${f.label} ${String(f.default)}`);
  if (put.length) parts.push(`${to} defaults where missing: ${put.join(', ')}`);
  return { session, note: parts.length ? `Judged by ${to} now; ${parts.join('; ')}. Undo brings the rest back.` : undefined };
}
