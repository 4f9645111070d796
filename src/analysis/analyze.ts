/**
 * `analyzeScenario`: the numbers a map designer asks for, from the ruleset's own sight and movement.
 *
 * - Visibility: for each standing place, how many places a typical figure there sees and is seen from;
 *   the share of the map no place sees; sniper perches (see much, seen little).
 * - Start zones (the map's own, or when it marks none the west and east edges, flagged `notional`): what
 *   each sees and is seen from, the high ground within reach, turns to each glyph and each other zone,
 *   the exposure on the way, and a fairness table with a plain verdict (fairness.ts).
 * - Movement: chokepoints (places the cheapest paths between the zones pass through), the climbs and
 *   drops between neighbouring places, the turns to cross the map.
 *
 * Every number is a count or a minimum of the answers of `sight`, `reach` (or `reachMap`) and `move`.
 */
import { HighgroundError } from '../errors.js';
import { loadScenarioObject } from '../api.js';
import type { Scenario } from '../formats/scenario/schema.js';
import { centreX, neighbours, placeKey, standingPlaces, type StandPlace } from './places.js';
import { profileFor, type AnalysisProfile, type ProfileOverrides, type SightMethod } from './profile.js';
import { bareScenario, sightMatrix } from './sight.js';
import { MoveFields } from './move.js';
import { fairness, type Fairness } from './fairness.js';
import { checkOptionsArg, checkScenarioArg, type OptionRule } from './args.js';

export interface AnalyzeOptions extends ProfileOverrides {
  /** How many sniper perches and chokepoints to list (default 5 and 8). */
  perches?: number | undefined;
  chokepoints?: number | undefined;
}

export interface PlaceRef {
  at: [number, number];
  level: number;
}

export interface ZoneReport {
  name: string;
  /** True for the map's west / east edge, used when the map marks no start zones. */
  notional: boolean;
  places: number;
  levels: [number, number];
  /** Share of the map seen from at least one place of the zone, and the mean count per place. */
  seesShare: number;
  seesMean: number;
  /** Share of the map from which at least one place of the zone is seen. */
  seenFromShare: number;
  seenFromMean: number;
  /** High ground: places above the zone's highest level reachable within 1, 2 and 3 turns, and the highest level reached. */
  highGround: { turns: number; placesAbove: number; maxLevel: number | null }[];
  glyphs: { glyph: string; at: [number, number]; level: number; cost: number | null; turns: number | null }[];
  zones: { zone: string; cost: number | null; turns: number | null; exposure: number | null }[];
}

export interface MapAnalysis {
  title: string;
  ruleset: string;
  grid: 'square' | 'hex';
  figure: { doc: string; keys: Record<string, string | number | boolean>; move: number };
  method: { sight: SightMethod; movement: 'reachMap' | 'questions' };
  places: (PlaceRef & { zone?: string; glyph?: string })[];
  visibility: {
    sees: number[];
    seenFrom: number[];
    /** Places no other place sees, and their share of the map. */
    hidden: number;
    hiddenShare: number;
    meanSees: number;
    maxSees: number;
    perches: (PlaceRef & { sees: number; seenFrom: number })[];
  };
  zones: ZoneReport[];
  /** Per zone, per place: the fewest turns from the zone (null where it cannot go). */
  zoneTurns: Record<string, (number | null)[]>;
  fairness: Fairness | null;
  movement: {
    /** Fewest turns from the west edge to the east edge (null where no way across). */
    crossTurns: number | null;
    crossCost: number | null;
    /** Per place: how many of the zone-to-zone cheapest paths pass through it. */
    paths: number[];
    pathCount: number;
    chokepoints: (PlaceRef & { paths: number; share: number })[];
    /** Per place: the largest level difference to a neighbouring place. */
    relief: number[];
    /**
     * Neighbouring pairs by level difference (key = difference, 0 = flat; only differences that occur:
     * a list indexed by difference grew to 2^31 slots for one wall keyed 2^31 levels up and killed the process).
     */
    steps: Record<number, number>;
    cliffs: { from: PlaceRef; to: PlaceRef; rise: number }[];
  };
  timing: { sightMs: number; movementMs: number; totalMs: number };
}

const now = () => performance.now();

/** Turns of movement a cost takes (0 for 0). */
export function turnsOf(cost: number, move: number): number {
  return cost <= 0 ? 0 : Math.ceil(cost / Math.max(1, move));
}

/** The most standing places analyzeScenario judges pairwise (half again the largest shared map's 669). */
export const MAX_ANALYSIS_PLACES = 1000;

/**
 * The most work analyzeScenario takes judging sight, in line steps: pairs of standing places times the cells
 * a line between two of them can cross (width + height), and where sight is asked question by question on
 * a hex map (heroscape, c3g-buildings at a height other than 5) times the places as well, since each
 * question counts range round the map's holes. A 207-byte file of a 1000 x 1 map asked 10^9 and ran for
 * minutes (fuzz seed 8402517); the largest shared Heroscape maps take about 2.5e7 (LARGEST_SHARED_WORK).
 */
export const MAX_ANALYSIS_WORK = 3e7;
const LARGEST_SHARED_WORK = 2.5e7;

/** The work (see MAX_ANALYSIS_WORK) of analysing `places` standing places of `board` by `profile`. */
export function analysisWork(board: { width: number; height: number; grid: 'square' | 'hex'; places: readonly unknown[] }, places: number, profile: AnalysisProfile): number {
  const perLine = board.width + board.height + (profile.sight === 'questions' && board.grid === 'hex' ? board.places.length : 0);
  return places * places * perLine;
}

/**
 * The most work analyzeScenario takes searching moves: a search (reach) from every place of every start zone
 * and a path from each to every other zone, each over the map's places: start places x zones x places.
 */
export const MAX_ANALYSIS_MOVES = 4e5;
const LARGEST_SHARED_MOVES = 3.5e5;

/** The work (see MAX_ANALYSIS_MOVES) of the movement part: start places x zones x places. */
export function movementWork(standing: readonly StandPlace[], grid: 'square' | 'hex'): number {
  const zones = new Map<string, number>();
  for (const p of standing) if (p.zone !== undefined) zones.set(p.zone, (zones.get(p.zone) ?? 0) + 1);
  const edges = edgeStrips(standing, grid);
  // no zones: the west and east edges stand for two; with zones the crossing searches from the west edge too
  const sources = zones.size ? [...zones.values()].reduce((a, b) => a + b, 0) + edges.west.length : edges.west.length + edges.east.length;
  return sources * Math.max(2, zones.size) * standing.length;
}

const ANALYZE_OPTIONS: Readonly<Record<string, OptionRule>> = {
  height: { min: 0, max: 1e6, doc: 'the typical figure\'s height' },
  move: { min: 1, max: 1e6, doc: 'its move, one turn' },
  perches: { min: 0, max: 1e6, doc: 'sniper perches listed' },
  chokepoints: { min: 0, max: 1e6, doc: 'chokepoints listed' },
};

/** Analyse a grid scenario (square or hex) for its ruleset's typical figure. */
export function analyzeScenario(scenario: Scenario, opts: AnalyzeOptions = {}): MapAnalysis {
  const t0 = now();
  checkScenarioArg('analyzeScenario', scenario);
  checkOptionsArg('analyzeScenario', opts, ANALYZE_OPTIONS);
  opts ??= {};
  const bare = bareScenario(scenario);
  // the schema checks the scenario before anything reads it
  const loaded = loadScenarioObject(bare);
  if (scenario.map.grid === 'table') throw new HighgroundError('analyze reads grid maps (square or hex); a table (malifaux) is analysed with analyzeTable', { path: ['map', 'grid'] });
  const profile = profileFor(scenario.ruleset, opts);
  const board = loaded.board!;
  const standing = standingPlaces(board);
  // every pair of places is judged (sight) and searched (paths): refused before the n x n tables are made
  // (a 90-byte file declaring 300 x 300 asked for an 8.1e9-entry table and ended in an internal error)
  if (standing.length > MAX_ANALYSIS_PLACES) {
    throw new HighgroundError(
      `analyze: the map has ${standing.length} standing places; at most ${MAX_ANALYSIS_PLACES} are analysed (every pair is judged; the largest shared Heroscape map has 669)`,
      { path: ['map'] }, 'limit',
    );
  }
  const work = analysisWork(board, standing.length, profile);
  if (work > MAX_ANALYSIS_WORK) {
    const how = profile.sight === 'questions' && board.grid === 'hex' ? ' x (width + height + places: a sight question counts range over the map)' : ' x (width + height: the cells a line can cross)';
    throw new HighgroundError(
      `analyze: judging sight between the map's ${standing.length} standing places takes about ${work.toExponential(1)} steps (pairs${how}); at most ${MAX_ANALYSIS_WORK.toExponential(1)} are taken (the largest shared Heroscape map takes ${LARGEST_SHARED_WORK.toExponential(1)})`,
      { path: ['map'] }, 'limit',
    );
  }
  const moves = movementWork(standing, board.grid);
  if (moves > MAX_ANALYSIS_MOVES) {
    throw new HighgroundError(
      `analyze: searching moves from the start zones takes about ${moves.toExponential(1)} steps (start places x zones x places: a search from each place of each zone, and a path to each other zone); at most ${MAX_ANALYSIS_MOVES.toExponential(1)} are taken (the largest shared Heroscape map takes ${LARGEST_SHARED_MOVES.toExponential(1)})`,
      { path: ['map'] }, 'limit',
    );
  }
  const sight = sightMatrix(bare, standing, profile);
  const t1 = now();
  const { places, n, seen } = sight;
  const sees = new Array<number>(n).fill(0), seenFrom = new Array<number>(n).fill(0);
  for (let i = 0; i < n; i++) {
    const row = i * n;
    for (let j = 0; j < n; j++) if (seen[row + j]) { sees[i]!++; seenFrom[j]!++; }
  }
  const ref = (i: number): PlaceRef => ({ at: [places[i]!.at[0], places[i]!.at[1]], level: places[i]!.level });
  const hidden = seenFrom.filter((v) => v === 0).length;
  const sortedSees = [...sees].sort((a, b) => a - b);
  const median = sortedSees[Math.floor(n / 2)] ?? 0;
  const perchIdx = places.map((_, i) => i)
    .filter((i) => sees[i]! > seenFrom[i]! && sees[i]! >= median)
    .sort((a, b) => (sees[b]! - seenFrom[b]!) - (sees[a]! - seenFrom[a]!) || sees[b]! - sees[a]! || a - b)
    .slice(0, opts.perches ?? 5);

  // zones: the map's own, else its west and east edges
  const zoneMap = new Map<string, number[]>();
  places.forEach((p, i) => { if (p.zone !== undefined) zoneMap.set(p.zone, [...(zoneMap.get(p.zone) ?? []), i]); });
  const edges = edgeStrips(places, board.grid);
  const notional = zoneMap.size === 0;
  if (notional && n > 0) {
    zoneMap.set('west edge', edges.west);
    zoneMap.set('east edge', edges.east);
  }
  const zoneNames = [...zoneMap.keys()];
  const glyphs = places.map((p, i) => i).filter((i) => places[i]!.glyph !== undefined);

  const fields = new MoveFields(bare, places, profile);
  const move = profile.move;
  // cheapest cost from each zone to each place (min over its places)
  const zoneCost = new Map<string, Int32Array>();
  const minOver = (sources: readonly number[]): Int32Array => {
    const out = new Int32Array(n).fill(-1);
    for (const s of sources) {
      const f = fields.from(s);
      if (!f) continue;
      for (let j = 0; j < n; j++) {
        const c = f.cost[j]!;
        if (c >= 0 && (out[j]! < 0 || c < out[j]!)) out[j] = c;
      }
    }
    return out;
  };
  for (const z of zoneNames) zoneCost.set(z, minOver(zoneMap.get(z)!));

  // cheapest paths between the zones: from every place of a zone to the nearest place of each other zone
  const paths = new Array<number>(n).fill(0);
  let pathCount = 0;
  const exposureOf = (path: readonly number[]): number => path.length && n ? path.reduce((s, i) => s + seenFrom[i]!, 0) / path.length / n : 0;
  const bestExposure = new Map<string, number>();
  for (const a of zoneNames) {
    for (const b of zoneNames) {
      if (a === b) continue;
      const targets = zoneMap.get(b)!;
      let best: { cost: number; exposure: number } | undefined;
      for (const s of zoneMap.get(a)!) {
        const f = fields.from(s);
        if (!f) continue;
        let t = -1;
        for (const j of targets) if (f.cost[j]! >= 0 && (t < 0 || f.cost[j]! < f.cost[t]!)) t = j;
        if (t < 0) continue;
        const path = fields.path(f, t);
        if (!path.length) continue;
        pathCount++;
        for (const i of path) paths[i]!++;
        const e = exposureOf(path);
        const c = f.cost[t]!;
        if (!best || c < best.cost || (c === best.cost && e < best.exposure)) best = { cost: c, exposure: e };
      }
      if (best) bestExposure.set(`${a}\u0000${b}`, best.exposure);
    }
  }

  const zones: ZoneReport[] = zoneNames.map((z) => {
    const idx = zoneMap.get(z)!;
    const cost = zoneCost.get(z)!;
    const seesUnion = new Uint8Array(n), seenUnion = new Uint8Array(n);
    for (const i of idx) for (let j = 0; j < n; j++) {
      if (seen[i * n + j]) seesUnion[j] = 1;
      if (seen[j * n + i]) seenUnion[j] = 1;
    }
    const share = (a: Uint8Array) => n ? a.reduce((s, v) => s + v, 0) / n : 0;
    const levels = idx.map((i) => places[i]!.level);
    const top = Math.max(...levels);
    const highGround = [1, 2, 3].map((k) => {
      let count = 0, maxLevel: number | null = null;
      for (let j = 0; j < n; j++) {
        const c = cost[j]!;
        if (c < 0 || c > k * move) continue;
        const l = places[j]!.level;
        if (maxLevel === null || l > maxLevel) maxLevel = l;
        if (l > top) count++;
      }
      return { turns: k, placesAbove: count, maxLevel };
    });
    const fin = (c: number) => (c >= 0 ? c : null);
    return {
      name: z, notional, places: idx.length, levels: [Math.min(...levels), top],
      seesShare: share(seesUnion), seesMean: mean(idx.map((i) => sees[i]!)),
      seenFromShare: share(seenUnion), seenFromMean: mean(idx.map((i) => seenFrom[i]!)),
      highGround,
      glyphs: glyphs.map((g) => ({ glyph: places[g]!.glyph!, ...ref(g), cost: fin(cost[g]!), turns: cost[g]! >= 0 ? turnsOf(cost[g]!, move) : null })),
      zones: zoneNames.filter((o) => o !== z).map((o) => {
        let c = -1;
        for (const j of zoneMap.get(o)!) if (cost[j]! >= 0 && (c < 0 || cost[j]! < c)) c = cost[j]!;
        return { zone: o, cost: fin(c), turns: c >= 0 ? turnsOf(c, move) : null, exposure: bestExposure.get(`${z}\u0000${o}`) ?? null };
      }),
    };
  });

  // turns to cross: west edge to east edge
  let crossCost: number | null = null;
  if (n) {
    const west = notional ? zoneCost.get('west edge')! : minOver(edges.west);
    for (const j of edges.east) if (west[j]! >= 0 && (crossCost === null || west[j]! < crossCost)) crossCost = west[j]!;
  }
  const t2 = now();

  const chokeIdx = places.map((_, i) => i)
    .filter((i) => paths[i]! > 0 && places[i]!.zone === undefined && !(notional && (edges.westSet.has(i) || edges.eastSet.has(i))))
    .sort((a, b) => paths[b]! - paths[a]! || a - b)
    .slice(0, opts.chokepoints ?? 8);

  const relief = reliefOf(board, places);
  const analysis: MapAnalysis = {
    title: scenario.title ?? (scenario.map as { name?: string }).name ?? 'map',
    ruleset: scenario.ruleset,
    grid: board.grid,
    figure: { doc: profile.doc, keys: { ...profile.figure }, move },
    method: { sight: sight.method, movement: profile.movement },
    places: places.map((p, i) => ({ ...ref(i), ...(p.zone !== undefined ? { zone: p.zone } : {}), ...(p.glyph !== undefined ? { glyph: p.glyph } : {}) })),
    visibility: {
      sees, seenFrom, hidden, hiddenShare: n ? hidden / n : 0, meanSees: mean(sees), maxSees: Math.max(0, ...sees),
      perches: perchIdx.map((i) => ({ ...ref(i), sees: sees[i]!, seenFrom: seenFrom[i]! })),
    },
    zones,
    zoneTurns: Object.fromEntries(zoneNames.map((z) => [z, [...zoneCost.get(z)!].map((c) => (c >= 0 ? turnsOf(c, move) : null))])),
    fairness: zones.length >= 2 ? fairness(zones) : null,
    movement: {
      crossTurns: crossCost === null ? null : turnsOf(crossCost, move), crossCost,
      paths, pathCount,
      chokepoints: chokeIdx.map((i) => ({ ...ref(i), paths: paths[i]!, share: pathCount ? paths[i]! / pathCount : 0 })),
      relief: relief.perPlace, steps: relief.steps, cliffs: relief.cliffs.map(([a, b, r]) => ({ from: ref(a), to: ref(b), rise: r })),
    },
    timing: { sightMs: round1(t1 - t0), movementMs: round1(t2 - t1), totalMs: round1(now() - t0) },
  };
  return analysis;
}

function round1(x: number): number {
  return Math.round(x * 10) / 10;
}

function mean(a: readonly number[]): number {
  return a.length ? a.reduce((s, v) => s + v, 0) / a.length : 0;
}

/** The places within one cell of the westmost and eastmost centres. */
function edgeStrips(places: readonly StandPlace[], grid: 'square' | 'hex') {
  let lo = Infinity, hi = -Infinity;
  for (const p of places) {
    const c = centreX(grid, p.at[0], p.at[1]);
    lo = Math.min(lo, c);
    hi = Math.max(hi, c);
  }
  const west: number[] = [], east: number[] = [];
  places.forEach((p, i) => {
    const c = centreX(grid, p.at[0], p.at[1]);
    if (c <= lo + 1) west.push(i);
    else if (c >= hi - 1) east.push(i);
  });
  return { west, east, westSet: new Set(west), eastSet: new Set(east) };
}

/** Level differences between neighbouring places (the highest surface of each column). */
function reliefOf(board: import('../board/grid.js').GridBoard, places: readonly StandPlace[]) {
  const topIdx = new Map<string, number>();
  places.forEach((p, i) => {
    const k = `${p.at[0]},${p.at[1]}`;
    const o = topIdx.get(k);
    if (o === undefined || places[o]!.level < p.level) topIdx.set(k, i);
  });
  const perPlace = new Array<number>(places.length).fill(0);
  const steps: Record<number, number> = {};
  const cliffs: [number, number, number][] = [];
  for (const [k, i] of topIdx) {
    const [x, y] = k.split(',').map(Number) as [number, number];
    for (const [nx, ny] of neighbours(board, x, y)) {
      const j = topIdx.get(`${nx},${ny}`);
      if (j === undefined) continue;
      const d = places[j]!.level - places[i]!.level;
      perPlace[i] = Math.max(perPlace[i]!, Math.abs(d));
      if (j < i) continue; // each pair once
      const a = Math.abs(d);
      steps[a] = (steps[a] ?? 0) + 1;
      if (a > 0) cliffs.push(d > 0 ? [i, j, a] : [j, i, a]);
    }
  }
  cliffs.sort((p, q) => q[2] - p[2] || p[0] - q[0] || p[1] - q[1]);
  return { perPlace, steps, cliffs: cliffs.slice(0, 10) };
}

export { placeKey };
