/**
 * Who sees whom among the standing places: an n x n matrix, `seen[i * n + j]` = 1 when a typical figure
 * standing on place i sees place j, exactly as the ruleset's `sight` question answers it.
 *
 * Two ways, chosen by the profile (profile.ts), both through the public API only:
 * - 'viewshed': one observer figure per place in one session, and the batch `viewshed` of each (a ruleset
 *   whose sight ignores figures: tft-3d). Places in a stack get observers in separate sessions.
 * - 'viewshedAt': the batch `viewshed` from each bare place ([x, y, level], the ruleset's own reading of a
 *   figure standing there) on the map without figures: the 'questions' answer, one viewshed per place
 *   (heroscape, c3g-buildings: their hook traces each line without the range count a question makes; a
 *   height other than the question's default goes to the hook as the question's `height`).
 * - 'questions': the `sight` question from place to place on the map without figures ([x, y, level], the
 *   ruleset's own reading of a figure standing there). A ruleset that gains a fast batch entry switches
 *   by changing its profile: nothing else here depends on how the matrix was filled.
 */
import { HighgroundError } from '../errors.js';
import { ask, loadScenarioObject, type Session } from '../api.js';
import { viewshed, viewshedAtHeight } from '../batch.js';
import type { Scenario } from '../formats/scenario/schema.js';
import { placeKey, type StandPlace } from './places.js';
import type { AnalysisProfile, SightMethod } from './profile.js';

export interface SightMatrix {
  readonly places: readonly StandPlace[];
  readonly n: number;
  /** seen[i * n + j]: 1 when place i sees place j (the diagonal is 0). */
  readonly seen: Uint8Array;
  readonly method: SightMethod;
}

/** The scenario's map with no figures and no checks: what the analysis stands its own figures on. */
export function bareScenario(scenario: Scenario): Scenario {
  const { checks: _c, figures: _f, ...rest } = scenario;
  return { ...rest, figures: {} } as Scenario;
}

/** A figure standing on a place: its keys, at, and level where the column has more than one surface. */
export function figureAt(profile: AnalysisProfile, p: StandPlace): Record<string, unknown> {
  return { ...profile.figure, at: [p.at[0], p.at[1]], ...(p.stackSize > 1 ? { level: p.level } : {}) };
}

/** The figure id a HighgroundError blames (path ['figures', id, ...]), if any. */
function blamedFigure(e: HighgroundError): string | undefined {
  const path = e.place.path;
  return path && path[0] === 'figures' && typeof path[1] === 'string' ? path[1] : undefined;
}

/**
 * Load a scenario with these figures; a figure the ruleset will not stand where it is asked to (an error
 * naming it) is left out and the rest loaded again. Returns the session and the ids left out.
 */
export function loadWithFigures(bare: Scenario, figures: Record<string, Record<string, unknown>>): { session: Session | undefined; dropped: Set<string> } {
  const dropped = new Set<string>();
  const left = { ...figures };
  for (;;) {
    try {
      return { session: loadScenarioObject({ ...bare, figures: left }), dropped };
    } catch (e) {
      if (!(e instanceof HighgroundError)) throw e;
      const id = blamedFigure(e);
      if (id === undefined || !(id in left)) throw e;
      delete left[id];
      dropped.add(id);
      if (Object.keys(left).length === 0) return { session: undefined, dropped };
    }
  }
}

/** Visibility among the places, by the profile's method. Places a figure cannot stand on are left out. */
export function sightMatrix(bare: Scenario, places: readonly StandPlace[], profile: AnalysisProfile): SightMatrix {
  if (profile.sight === 'viewshed') return byViewshed(bare, places, profile);
  return profile.sight === 'viewshedAt' ? byViewshedAt(bare, places, profile) : byQuestions(bare, places, profile);
}

/**
 * Which places a typical figure may stand on: one figure per place, in one session per stack index (so no
 * two share a column); the ruleset refuses the others by name (loadWithFigures).
 */
export function standable(bare: Scenario, all: readonly StandPlace[], profile: AnalysisProfile): { keep: boolean[]; loaded: { session: Session; ids: Map<number, string> }[] } {
  const layers = new Map<number, number[]>();
  all.forEach((p, i) => {
    const l = layers.get(p.stack) ?? [];
    l.push(i);
    layers.set(p.stack, l);
  });
  const keep: boolean[] = all.map(() => true);
  const loaded: { session: Session; ids: Map<number, string> }[] = [];
  for (const idx of layers.values()) {
    const figures: Record<string, Record<string, unknown>> = {};
    const ids = new Map<number, string>();
    for (const i of idx) {
      const id = `p${i}`;
      figures[id] = figureAt(profile, all[i]!);
      ids.set(i, id);
    }
    const { session, dropped } = loadWithFigures(bare, figures);
    for (const [i, id] of ids) if (dropped.has(id)) { keep[i] = false; ids.delete(i); }
    if (session) loaded.push({ session, ids });
  }
  return { keep, loaded };
}

function byViewshed(bare: Scenario, all: readonly StandPlace[], profile: AnalysisProfile): SightMatrix {
  const { keep, loaded } = standable(bare, all, profile);
  const places = all.filter((_, i) => keep[i]);
  const n = places.length;
  const index = new Map<string, number>();
  places.forEach((p, k) => index.set(placeKey(p.at[0], p.at[1], p.level), k));
  const newIndex = new Map<number, number>();
  {
    let k = 0;
    all.forEach((_, i) => { if (keep[i]) newIndex.set(i, k++); });
  }
  const seen = new Uint8Array(n * n);
  for (const { session, ids } of loaded) {
    for (const [i, id] of ids) {
      const row = newIndex.get(i)! * n;
      const v = viewshed(session, id);
      const vis = v.visible;
      for (let m = 0; m < vis.length; m++) {
        const k = vis[m]!;
        const pl = v.place[k]!;
        const j = index.get(placeKey(pl % v.width, Math.floor(pl / v.width), v.level[k]!));
        if (j !== undefined) seen[row + j] = 1;
      }
    }
  }
  for (let i = 0; i < n; i++) seen[i * n + i] = 0;
  return { places, n, seen, method: 'viewshed' };
}

function byViewshedAt(bare: Scenario, every: readonly StandPlace[], profile: AnalysisProfile): SightMatrix {
  const session = loadScenarioObject(bare);
  // the question's own Height (5) through the public viewshed; another through the hook with that height
  const height = profile.sightArgs.height === undefined || profile.sightArgs.height === 5 ? undefined : profile.sightArgs.height;
  if (height !== undefined && !session.ruleset.batch?.viewshedAt) return byQuestions(bare, every, profile);
  const { keep } = standable(bare, every, profile);
  const all = every.filter((_, i) => keep[i]);
  const m = all.length;
  const index = new Map<string, number>();
  all.forEach((p, k) => index.set(placeKey(p.at[0], p.at[1], p.level), k));
  const raw = new Uint8Array(m * m);
  // a place the ruleset will not stand a figure on (the question refuses it as `from` and as `to` alike)
  const bad = new Set<number>();
  for (let i = 0; i < m; i++) {
    const p = all[i]!;
    let v;
    try {
      v = height === undefined ? viewshed(session, { at: [p.at[0], p.at[1]], level: p.level }) : viewshedAtHeight(session, [p.at[0], p.at[1]], p.level, height)!;
    } catch (e) {
      if (!(e instanceof HighgroundError) || e.code === 'limit') throw e;
      bad.add(i);
      continue;
    }
    const row = i * m, vis = v.visible;
    for (let k = 0; k < vis.length; k++) {
      const t = vis[k]!;
      const pl = v.place[t]!;
      const j = index.get(placeKey(pl % v.width, Math.floor(pl / v.width), v.level[t]!));
      if (j !== undefined && j !== i) raw[row + j] = 1;
    }
  }
  return dropBad(all, raw, bad, 'viewshedAt');
}

function byQuestions(bare: Scenario, every: readonly StandPlace[], profile: AnalysisProfile): SightMatrix {
  const { keep } = standable(bare, every, profile);
  const all = every.filter((_, i) => keep[i]);
  const session = loadScenarioObject(bare);
  const ref = (p: StandPlace) => [p.at[0], p.at[1], p.level];
  const bad = new Set<number>();
  const m = all.length;
  const raw = new Uint8Array(m * m);
  for (let i = 0; i < m; i++) {
    if (bad.has(i)) continue;
    for (let j = 0; j < m; j++) {
      if (i === j || bad.has(j)) continue;
      try {
        const v = ask(session, { ask: 'sight', from: ref(all[i]!), to: ref(all[j]!), ...profile.sightArgs });
        if (v.sight === true) raw[i * m + j] = 1;
      } catch (e) {
        if (!(e instanceof HighgroundError)) throw e;
        // a place the ruleset will not stand a figure on: not a standing place
        const arg = e.place.path?.[0];
        bad.add(arg === 'to' ? j : i);
        if (arg !== 'to') break;
      }
    }
  }
  return dropBad(all, raw, bad, 'questions');
}

/** The matrix without the places in `bad`. */
function dropBad(all: readonly StandPlace[], raw: Uint8Array, bad: ReadonlySet<number>, method: SightMethod): SightMatrix {
  const m = all.length;
  if (!bad.size) return { places: all, n: m, seen: raw, method };
  const keepIdx = all.map((_, i) => i).filter((i) => !bad.has(i));
  const n = keepIdx.length;
  const seen = new Uint8Array(n * n);
  keepIdx.forEach((i, a) => keepIdx.forEach((j, b) => { seen[a * n + b] = raw[i * m + j]!; }));
  return { places: keepIdx.map((i) => all[i]!), n, seen, method };
}
