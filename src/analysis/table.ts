/**
 * `analyzeTable`: a Malifaux table as an organiser reads it against the balance guidelines.
 *
 * - The ruleset's own `balance` verdict (coverage, the blocking / severe / cover split, symmetry scores).
 * - The thirds: the table cut in three across the line between the deployment zones; terrain coverage of
 *   each third (share of a fine grid of points under some piece) and the pieces whose centre lies in it.
 * - Symmetry as a picture: each piece and its image under the symmetry the terrain comes closest to.
 * - Lines of sight across the table from each deployment zone: over a grid of points (`step` inches), how
 *   many of the zone's sample points (every `zoneStep` inches inside it) see each point, by the `sight`
 *   question from place to place; the share of the table and of each other zone seen.
 */
import { HighgroundError } from '../errors.js';
import { checkOptionsArg, checkScenarioArg, type OptionRule } from './args.js';
import { ask, loadScenarioObject } from '../api.js';
import type { Scenario, ShapeSpec, TableMapSpec } from '../formats/scenario/schema.js';
import type { Overlay } from '../formats/svg/overlay.js';
import type { AnalysisLayer } from './layers.js';
import { bareScenario } from './sight.js';

type Shape = ShapeSpec;
type Pt = [number, number];

export interface TableAnalyzeOptions {
  /** Inches between the points whose sight is counted (default 3). */
  step?: number | undefined;
  /** Inches between the sample points inside a deployment zone (default 4). */
  zoneStep?: number | undefined;
}

export interface TableZone {
  name: string;
  notional: boolean;
  samples: number;
  /** Share of the table's points seen from at least one sample of the zone. */
  seesShare: number;
  /** Per other zone: share of its points seen from this zone. */
  others: { zone: string; seenShare: number }[];
}

export interface TableAnalysis {
  kind: 'table';
  title: string;
  ruleset: string;
  size: [number, number];
  balance: { balanced: boolean; coverage: number; split: Record<string, number>; symmetry: Record<string, number>; symmetric: boolean; problems: string[] };
  /** Thirds across the line between the zones (axis 'y': top, middle, bottom). */
  thirds: { axis: 'x' | 'y'; parts: { name: string; coverage: number; pieces: string[] }[] };
  /** The symmetry the terrain comes closest to (lowest score). */
  nearestSymmetry: { name: string; score: number };
  /** Points whose sight is counted: cell centres every `step` inches. */
  step: number;
  points: Pt[];
  zones: TableZone[];
  /** Per zone, per point: how many of the zone's samples see it. */
  seenFrom: Record<string, number[]>;
  timing: { totalMs: number; questions: number };
}

function inShape(s: Shape, x: number, y: number): boolean {
  if ('rect' in s) {
    const [rx, ry, w, h] = s.rect;
    return x >= rx && x <= rx + w && y >= ry && y <= ry + h;
  }
  if ('circle' in s) {
    const [cx, cy, r] = s.circle;
    return (x - cx) ** 2 + (y - cy) ** 2 <= r * r;
  }
  // even-odd ray casting
  let inside = false;
  const p = s.polygon;
  for (let i = 0, j = p.length - 1; i < p.length; j = i++) {
    const [xi, yi] = p[i]!, [xj, yj] = p[j]!;
    if ((yi > y) !== (yj > y) && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}

function outline(s: Shape): Pt[] {
  if ('rect' in s) {
    const [x, y, w, h] = s.rect;
    return [[x, y], [x + w, y], [x + w, y + h], [x, y + h]];
  }
  if ('circle' in s) {
    const [cx, cy, r] = s.circle;
    return Array.from({ length: 32 }, (_, k) => [cx + r * Math.cos((k * Math.PI) / 16), cy + r * Math.sin((k * Math.PI) / 16)] as Pt);
  }
  return s.polygon.map(([x, y]) => [x, y] as Pt);
}

function centreOf(s: Shape): Pt {
  const o = outline(s);
  return [o.reduce((a, p) => a + p[0], 0) / o.length, o.reduce((a, p) => a + p[1], 0) / o.length];
}

const SYMMETRY_NAMES: Record<string, string> = { rotate180: 'a half turn', mirrorLeftRight: 'the left-right mirror', mirrorTopBottom: 'the top-bottom mirror' };

const SHORT: Record<string, string> = { rotate180: 'a half turn', mirrorLeftRight: 'L-R mirror', mirrorTopBottom: 'top-bottom mirror' };

function image(name: string, [W, H]: readonly number[], [x, y]: Pt): Pt {
  if (name === 'rotate180') return [W! - x, H! - y];
  if (name === 'mirrorLeftRight') return [W! - x, y];
  return [x, H! - y];
}

const TABLE_OPTIONS: Readonly<Record<string, OptionRule>> = {
  step: { min: 0, max: 1000, real: true, doc: 'inches between the points whose sight is counted' },
  zoneStep: { min: 0, max: 1000, real: true, doc: 'inches between the samples inside a deployment zone' },
};

/** The most sight questions analyzeTable asks (points x zone samples): a 36" table by default asks about 10^4. */
export const MAX_TABLE_QUESTIONS = 2e5;

/** Analyse a table (malifaux). */
export function analyzeTable(scenario: Scenario, opts: TableAnalyzeOptions = {}): TableAnalysis {
  const t0 = performance.now();
  checkScenarioArg('analyzeTable', scenario);
  checkOptionsArg('analyzeTable', opts, TABLE_OPTIONS);
  opts ??= {};
  // the schema checks the scenario before anything reads it
  const session = loadScenarioObject(bareScenario(scenario));
  const map = scenario.map;
  if (map.grid !== 'table') throw new HighgroundError('analyzeTable reads tables; a grid map is analysed with analyzeScenario', { path: ['map', 'grid'] });
  const step = opts.step ?? 3, zoneStep = opts.zoneStep ?? 4;
  const [W, H] = map.size;
  // one sight question from each zone sample to each point: bounded before any is asked
  const pointCount = Math.ceil(W / step) * Math.ceil(H / step);
  const sampleBound = Math.ceil(W / zoneStep) * Math.ceil(H / zoneStep) * Math.max(2, Object.keys(map.deployment ?? {}).length);
  if (pointCount * sampleBound > MAX_TABLE_QUESTIONS) {
    throw new HighgroundError(
      `analyzeTable: ${pointCount} points every ${step}" and up to ${sampleBound} zone samples every ${zoneStep}" ask up to ${(pointCount * sampleBound).toExponential(1)} sight questions; at most ${MAX_TABLE_QUESTIONS.toExponential(1)} are asked (a larger step asks fewer)`,
      { path: ['options', 'step'] }, 'limit',
    );
  }
  const b = ask(session, { ask: 'balance' });
  const balance = {
    balanced: b.balanced === true, coverage: Number(b.coverage ?? 0),
    split: (b.split ?? {}) as Record<string, number>, symmetry: (b.symmetry ?? {}) as Record<string, number>,
    symmetric: b.symmetric === true, problems: (b.problems ?? []) as string[],
  };
  const sym = Object.entries(balance.symmetry).sort((p, q) => p[1] - q[1])[0] ?? ['rotate180', 1];

  // zones: the map's deployment zones, else the top and bottom 8" strips (Standard deployment)
  const given = Object.entries(map.deployment ?? {});
  const notional = given.length === 0;
  const zones: [string, Shape][] = notional
    ? [['top strip', { rect: [0, 0, W, Math.min(8, H / 3)] }], ['bottom strip', { rect: [0, H - Math.min(8, H / 3), W, Math.min(8, H / 3)] }]]
    : given;
  // the thirds run across the line between the first two zones' centres
  const c0 = centreOf(zones[0]![1]), c1 = centreOf(zones[1]?.[1] ?? zones[0]![1]);
  const axis: 'x' | 'y' = Math.abs(c1[0] - c0[0]) > Math.abs(c1[1] - c0[1]) ? 'x' : 'y';
  const len = axis === 'x' ? W : H;
  const pieces = map.pieces ?? [];
  // the coverage grid: quarter inches, coarser on a table past 50" square (about 40,000 cells at most)
  const fine = Math.max(0.25, Math.sqrt((W * H) / 40_000));
  const parts = [0, 1, 2].map((k) => {
    const lo = (len * k) / 3, hi = (len * (k + 1)) / 3;
    let n = 0, under = 0;
    for (let a = lo + fine / 2; a < hi; a += fine) {
      for (let c = fine / 2; c < (axis === 'x' ? H : W); c += fine) {
        const [x, y] = axis === 'x' ? [a, c] : [c, a];
        n++;
        if (pieces.some((p) => inShape(p.shape, x, y))) under++;
      }
    }
    const names = axis === 'x' ? ['left', 'middle', 'right'] : ['top', 'middle', 'bottom'];
    return {
      name: names[k]!, coverage: n ? under / n : 0,
      pieces: pieces.map((p, i) => ({ id: String(p.id ?? `piece ${i + 1}`), c: centreOf(p.shape) })).filter(({ c }) => { const v = axis === 'x' ? c[0] : c[1]; return v >= lo && (v < hi || (k === 2 && v <= hi)); }).map((p) => p.id),
    };
  });

  const points: Pt[] = [];
  for (let y = step / 2; y < H; y += step) for (let x = step / 2; x < W; x += step) points.push([x, y]);
  let questions = 0;
  const sees = (from: Pt, to: Pt): boolean => {
    questions++;
    try {
      return ask(session, { ask: 'sight', from, to }).sight === true;
    } catch (e) {
      if (e instanceof HighgroundError) return false; // a point no model may stand on
      throw e;
    }
  };
  const samplesOf = (s: Shape): Pt[] => {
    const out: Pt[] = [];
    for (let y = zoneStep / 2; y < H; y += zoneStep) for (let x = zoneStep / 2; x < W; x += zoneStep) if (inShape(s, x, y)) out.push([x, y]);
    return out;
  };
  const seenFrom: Record<string, number[]> = {};
  const zoneReports: TableZone[] = zones.map(([name, shape]) => {
    const samples = samplesOf(shape);
    const counts = points.map((p) => samples.reduce((n, s) => n + (sees(s, p) ? 1 : 0), 0));
    seenFrom[name] = counts;
    const share = (idx: number[]) => (idx.length ? idx.filter((i) => counts[i]! > 0).length / idx.length : 0);
    return {
      name, notional, samples: samples.length, seesShare: share(points.map((_, i) => i)),
      others: zones.filter(([o]) => o !== name).map(([o, os]) => ({ zone: o, seenShare: share(points.map((p, i) => (inShape(os, p[0], p[1]) ? i : -1)).filter((i) => i >= 0)) })),
    };
  });
  return {
    kind: 'table', title: scenario.title ?? map.name ?? 'table', ruleset: scenario.ruleset, size: [W, H], balance,
    thirds: { axis, parts }, nearestSymmetry: { name: sym[0], score: sym[1] }, step, points, zones: zoneReports, seenFrom,
    timing: { totalMs: Math.round((performance.now() - t0) * 10) / 10, questions },
  };
}

const pct = (v: number) => `${Math.round(v * 100)}%`;

/** The table analysis as overlays: lines of sight from each zone, the thirds, symmetry. */
export function tableLayers(a: TableAnalysis, scenario: Scenario): AnalysisLayer[] {
  const map = scenario.map as TableMapSpec;
  const cells = (v: readonly number[]) => a.points.map((p, i) => ({ at: [p[0] - a.step / 2, p[1] - a.step / 2] as const, value: v[i] ?? null }));
  const layers: AnalysisLayer[] = a.zones.map((z) => ({
    id: `sight:${z.name}`, name: `Sight from ${z.name}`,
    overlay: {
      title: `Seen from ${z.name} (of ${z.samples} points)`, values: cells(a.seenFrom[z.name]!), min: 0, max: Math.max(1, z.samples), cell: a.step,
      note: `sees ${pct(z.seesShare)} of the table`,
    } satisfies Overlay,
  }));
  const [W, H] = a.size;
  const len = a.thirds.axis === 'x' ? W : H;
  layers.push({
    id: 'thirds', name: 'Thirds',
    overlay: {
      title: 'Terrain cover by third', cell: 0, values: [],
      shapes: a.thirds.parts.map((p, k) => {
        const lo = (len * k) / 3, hi = (len * (k + 1)) / 3;
        const poly: Pt[] = a.thirds.axis === 'x' ? [[lo, 0], [hi, 0], [hi, H], [lo, H]] : [[0, lo], [W, lo], [W, hi], [0, hi]];
        return { polygon: poly, colour: ['#1f78b4', '#6a3d9a', '#e31a1c'][k]!, label: `${p.name}: ${pct(p.coverage)} covered, ${p.pieces.length} pieces` };
      }),
      note: `coverage ${pct(a.balance.coverage)} in all`,
    },
  });
  layers.push({
    id: 'symmetry', name: 'Symmetry',
    overlay: {
      title: `Images under ${SHORT[a.nearestSymmetry.name] ?? a.nearestSymmetry.name}`, cell: 0, values: [],
      shapes: (map.pieces ?? []).map((p) => ({ polygon: outline(p.shape).map((q) => image(a.nearestSymmetry.name, a.size, q)), colour: '#d7301f', dashed: true })),
      note: `dashed; score ${a.nearestSymmetry.score} (0 = symmetric)`,
    },
  });
  return layers;
}

export function formatTable(a: TableAnalysis): string {
  const out: string[] = [];
  out.push(`${a.title} (${a.ruleset}, ${a.size[0]}" x ${a.size[1]}" table)`);
  const b = a.balance;
  out.push('');
  out.push('balance guidelines (the balance question)');
  out.push(`  ${b.balanced ? 'balanced' : 'not balanced'}; coverage ${pct(b.coverage)}; blocking ${pct(b.split.blocking ?? 0)}, severe ${pct(b.split.severe ?? 0)}, cover ${pct(b.split.cover ?? 0)}`);
  out.push(`  symmetry scores (0 = symmetric): ${Object.entries(b.symmetry).map(([k, v]) => `${k} ${v}`).join(', ')}; nearest: ${SYMMETRY_NAMES[a.nearestSymmetry.name] ?? a.nearestSymmetry.name}`);
  for (const p of b.problems) out.push(`  problem: ${p}`);
  out.push(`  thirds (${a.thirds.axis === 'y' ? 'top to bottom' : 'left to right'}): ${a.thirds.parts.map((p) => `${p.name} ${pct(p.coverage)} covered (${p.pieces.join(', ') || 'no pieces'})`).join('; ')}`);
  out.push('');
  out.push(a.zones.some((z) => z.notional) ? 'lines of sight (no deployment zones on the map: the top and bottom 8" strips stand in)' : 'lines of sight from the deployment zones');
  for (const z of a.zones) out.push(`  ${z.name}: ${z.samples} sample points see ${pct(z.seesShare)} of the table; ${z.others.map((o) => `${pct(o.seenShare)} of ${o.zone}`).join(', ')}`);
  out.push('');
  out.push(`time: ${a.timing.totalMs} ms, ${a.timing.questions} sight questions (points every ${a.step}")`);
  return out.join('\n');
}
