/**
 * The malifaux ruleset's prepared view of a table scenario: pieces with their resolved Ht and traits,
 * models with their bases, levels and the piece they stand on, deployment zones. Everything a file can get
 * wrong is reported here as a HighgroundError with its key path (the loader adds file and line).
 */
import { HighgroundError } from '../../errors.js';
import type { Scenario } from './vocabulary.js';
import type { Options } from '../../engine/ruleset.js';
import {
  bbox,
  circlePolygon,
  circleVersusCircle,
  circlePolygonContact,
  distanceSquaredVersusRadius,
  isSimplePolygon,
  pointInPolygon,
  toPlaneShape,
  type Circle,
  type PlaneShape,
  type Point,
  type Polygon,
} from '../../geometry/plane/index.js';
import { isKind, isTrait, KINDS, pieceHeight, TRAITS, type KindInfo, type KindName, type Trait } from './catalogue.js';
import { readOptions, type MfxOptions } from './options.js';
import type { SightKeep } from './blockers.js';
import type { TerrainGraph } from './terrain-graph.js';
import type { MoverGraph } from './mover-graph.js';

/** Sides of the regular polygon standing in for a circle where a polygon is needed (sight, intervals). */
export const CIRCLE_SIDES = 64;

export interface Piece {
  readonly index: number;
  readonly id: string;
  readonly kind: KindName;
  readonly info: KindInfo;
  readonly shape: PlaneShape;
  /** The shape as a counter-clockwise polygon (circles as an inscribed 64-gon). */
  readonly poly: Polygon;
  readonly box: readonly [number, number, number, number];
  readonly ht: number;
  readonly traits: ReadonlySet<Trait>;
  readonly linear: boolean;
  /** Access pieces (stairs, ladders) that let walkers climb onto this piece. */
  readonly access: readonly Piece[];
  readonly damage: readonly [number, number, number];
  /** Models may stand on its top (vantage, climbable, or a building roof). */
  readonly standable: boolean;
  /** Walkers at ground level cannot enter its footprint. */
  readonly solid: boolean;
  /** Open windows, doors or walls (the piece key `open`): it does not block sight (mfx.building). */
  readonly open: boolean;
}

export interface Model {
  readonly id: string;
  readonly c: Point;
  /** Base radius in inches. */
  readonly r: number;
  readonly base: 30 | 40 | 50;
  readonly ht: number;
  readonly wk: number | undefined;
  readonly flight: boolean;
  readonly incorporeal: boolean;
  readonly unimpeded: boolean;
  /** Height of the surface it stands on. */
  readonly level: number;
  /** The piece whose top it stands on (undefined on the ground or aloft). */
  readonly on: Piece | undefined;
  readonly side: string | undefined;
  readonly disc: Circle;
  /** Turn state: the hazardous pieces that have already damaged it this turn (mfx.trait.hazardous: once per piece per turn). */
  readonly hazardsTaken: ReadonlySet<Piece>;
}

export interface Table {
  readonly size: readonly [number, number];
  readonly pieces: readonly Piece[];
  readonly models: ReadonlyMap<string, Model>;
  readonly deployment: ReadonlyMap<string, Polygon>;
  readonly opt: MfxOptions;
  /** What the questions work out once for this prepared table and reuse; nothing is kept outside it. */
  readonly cache: TableCache;
}

/**
 * The prepared table's caches, each built on first use: sight's blocker shapes and pivots (blockers.ts), the
 * terrain graph per base (terrain-graph.ts, keyed by radius and unimpeded), the mover graph per model
 * (mover-graph.ts). A session holds its table, so they live and die with it.
 */
export interface TableCache {
  sight: SightKeep | undefined;
  readonly terrain: Map<string, TerrainGraph>;
  readonly movers: Map<string, MoverGraph>;
}

/** Default figure values when the file gives none. */
export const DEFAULT_BASE = 30;
export const DEFAULT_HT = 2;
export const DEFAULT_WK = 5;

export function baseRadius(mm: number): number {
  return mm / 25.4 / 2;
}

function err(reason: string, path: (string | number)[]): HighgroundError {
  return new HighgroundError(reason, { path });
}

export function shapePolygon(s: PlaneShape): Polygon {
  return s.kind === 'circle' ? circlePolygon(s.circle, CIRCLE_SIDES) : s.polygon;
}

/** The table without its models: what sessions that change only figures share (and its terrain graphs). */
interface Terrain {
  readonly size: [number, number];
  readonly pieces: readonly Piece[];
  readonly deployment: ReadonlyMap<string, Polygon>;
  readonly opt: MfxOptions;
  readonly ids: ReadonlyMap<string, number>;
  readonly graphs: Map<string, TerrainGraph>;
}

/**
 * The terrain of a scenario's table, kept per map object and options object: a session that places or moves a
 * figure (src/session.ts) keeps both, so the pieces, their shapes and the terrain graphs built from them
 * (terrain-graph.ts: they read the table's size, pieces and options, never its models) are prepared once.
 */
const terrains = new WeakMap<object, { options: Options; terrain: Terrain }>();

function terrainOf(scenario: Scenario, options: Options): Terrain {
  const kept = terrains.get(scenario.map);
  if (kept && kept.options === options) return kept.terrain;
  const terrain = prepareTerrain(scenario, options);
  terrains.set(scenario.map, { options, terrain });
  return terrain;
}

/**
 * The session's options are resolved and checked, and its map's grid is the ruleset's (api.ts: `prepare` runs
 * after both), as is every figure key against the vocabulary (a base is 30, 40 or 50).
 */
function prepareTerrain(scenario: Scenario, options: Options): Terrain {
  const map = scenario.map as Extract<Scenario['map'], { grid: 'table' }>;
  const opt = readOptions(options);
  const size: [number, number] = [map.size[0], map.size[1]];
  const specs = map.pieces ?? [];
  const ids = new Map<string, number>();
  specs.forEach((p, i) => {
    if (p.id === undefined) return;
    const id = String(p.id);
    if (ids.has(id)) throw err(`piece id "${id}" is used twice (first by piece ${ids.get(id)})`, ['map', 'pieces', i, 'id']);
    ids.set(id, i);
  });
  // First pass: everything but access links.
  const partial = specs.map((p, i) => {
    const path = ['map', 'pieces', i];
    if (!isKind(p.kind))
      throw err(`unknown terrain kind "${p.kind}" for malifaux (known: ${Object.keys(KINDS).join(', ')})`, [...path, 'kind']);
    const info: KindInfo = KINDS[p.kind];
    let shape: PlaneShape;
    try {
      shape = toPlaneShape(p.shape);
      if (shape.kind === 'polygon' && !isSimplePolygon(shape.polygon)) throw new Error('the polygon crosses itself');
    } catch (e) {
      throw err(`bad shape: ${(e as Error).message}`, [...path, 'shape']);
    }
    const ht = pieceHeight(p);
    if (ht === undefined)
      throw err(`a ${p.kind} piece needs its ht (the text: as per its real Ht, rounded down)`, path);
    const traits = new Set<Trait>();
    (p.traits ?? info.traits).forEach((t, j) => {
      if (!isTrait(t)) {
        const near = TRAITS.find((k) => k.replace('-', '') === t.replace(/[-_ ]/g, '').toLowerCase());
        throw err(`unknown trait "${t}"${near ? ` (did you mean "${near}"?)` : ''} (traits: ${TRAITS.join(', ')})`, [...path, 'traits', j]);
      }
      traits.add(t);
    });
    const standable = !info.linear && info.access === undefined && ht > 0 && (traits.has('vantage') || traits.has('climbable') || info.accessOnly);
    const solid = !info.linear && info.access === undefined && (traits.has('impassable') || (standable && !traits.has('enclosed')));
    return {
      index: i,
      id: p.id !== undefined ? String(p.id) : `#${i}`,
      kind: p.kind,
      info,
      shape,
      poly: shapePolygon(shape),
      box: bbox(shape),
      ht,
      traits,
      linear: info.linear,
      access: [] as Piece[],
      damage: p.damage ?? [1, 2, 4],
      standable,
      solid,
      open: p.open === true,
    } satisfies Piece;
  });
  specs.forEach((p, i) => {
    (p.access ?? []).forEach((a, j) => {
      const k = ids.get(a);
      const target = k === undefined ? undefined : partial[k];
      if (!target) throw err(`access "${a}" names no piece`, ['map', 'pieces', i, 'access', j]);
      if (target.info.access === undefined)
        throw err(`access "${a}" is a ${target.kind}; climbing access is given by stairs or ladder pieces`, ['map', 'pieces', i, 'access', j]);
      partial[i]!.access.push(target);
    });
  });
  const pieces: Piece[] = partial;

  const deployment = new Map<string, Polygon>();
  for (const [side, s] of Object.entries(map.deployment ?? {})) {
    try {
      deployment.set(side, shapePolygon(toPlaneShape(s)));
    } catch (e) {
      throw err(`bad deployment zone: ${(e as Error).message}`, ['map', 'deployment', side]);
    }
  }
  return { size, pieces, deployment, opt, ids, graphs: new Map() };
}

export function prepareTable(scenario: Scenario, options: Options): Table {
  const { size, pieces, deployment, opt, ids, graphs } = terrainOf(scenario, options);
  const models = new Map<string, Model>();
  for (const [id, f] of Object.entries(scenario.figures ?? {})) {
    const path = ['figures', id];
    const base = (f.base as Model['base'] | undefined) ?? DEFAULT_BASE;
    const r = baseRadius(base);
    const c = { x: f.at[0], y: f.at[1] };
    if (c.x - r < 0 || c.y - r < 0 || c.x + r > size[0] || c.y + r > size[1])
      throw new HighgroundError(`the ${base} mm base at [${f.at.join(', ')}] is not wholly on the ${size[0]}" x ${size[1]}" table`, { path: [...path, 'at'] }, 'off-map');
    const { level, on } = standing(pieces, c, f.level);
    if (f.level !== undefined && f.level > 0 && !on && !f.flight && !f.incorporeal)
      throw err(`nothing to stand on at level ${f.level} here (no standable piece of that Ht under the base centre)`, [...path, 'level']);
    const disc = { c, r };
    const hazardsTaken = new Set<Piece>();
    (f['hazards-taken'] ?? []).forEach((h, j) => {
      const k = ids.get(String(h));
      const p = k === undefined ? undefined : pieces[k];
      if (!p) throw err(`hazards-taken: "${h}" names no piece`, [...path, 'hazards-taken', j]);
      if (!p.traits.has('hazardous')) throw err(`hazards-taken: ${p.kind} ${p.id} is not hazardous`, [...path, 'hazards-taken', j]);
      hazardsTaken.add(p);
    });
    const m: Model = {
      id,
      c,
      r,
      base,
      ht: f.ht ?? DEFAULT_HT,
      wk: f.wk,
      flight: f.flight === true,
      incorporeal: f.incorporeal === true,
      unimpeded: f.unimpeded === true,
      level,
      on,
      side: f.side === undefined ? undefined : String(f.side),
      disc,
      hazardsTaken,
    };
    for (const other of models.values()) {
      if (other.level === m.level && basesOverlap(other.disc, disc))
        throw err(`the base of ${id} overlaps the base of ${other.id}`, [...path, 'at']);
    }
    if (!m.incorporeal) {
      for (const p of pieces) {
        if (p === on || p.info.access !== undefined) continue;
        const blocksHere = p.linear ? level === 0 : p.solid && (level === 0 || level < p.ht);
        if (blocksHere && discContact(disc, p) === 'overlap')
          throw err(
            p.linear
              ? `${id} stands on the ${p.kind} ${p.id}: no model may stand on a linear obstacle (mfx.linear)`
              : `the base of ${id} overlaps the ${p.kind} ${p.id}, which it cannot stand in (mfx.trait.impassable)`,
            [...path, 'at'],
          );
      }
    }
    models.set(id, m);
  }
  return { size, pieces, models, deployment, opt, cache: { sight: undefined, terrain: graphs, movers: new Map() } };
}

/**
 * The surface under a point: with `level` given, the standable piece of that Ht under it (if any); without,
 * the highest standable piece under it, or the ground.
 */
export function standing(pieces: readonly Piece[], c: Point, level: number | undefined): { level: number; on: Piece | undefined } {
  let best: Piece | undefined;
  for (const p of pieces) {
    if (!p.standable) continue;
    if (level !== undefined && p.ht !== level) continue;
    if (pointInPiece(c, p) === 'outside') continue;
    if (!best || p.ht > best.ht) best = p;
  }
  if (level !== undefined) return { level, on: best };
  return best ? { level: best.ht, on: best } : { level: 0, on: undefined };
}

/**
 * How a base meets a piece, exactly: a round piece is its circle (exact circle-circle sign), not the 64-gon
 * that stands in for it elsewhere, so a base grazing a round tree is judged on the true circle.
 */
export function discContact(disc: Circle, p: Piece): 'overlap' | 'touch' | 'apart' {
  const exact = (d: Circle) => {
    if (p.shape.kind === 'circle') {
      const s = circleVersusCircle(d, p.shape.circle);
      return s < 0 ? 'overlap' : s === 0 ? 'touch' : 'apart';
    }
    return circlePolygonContact(d, p.poly);
  };
  const full = exact(disc);
  // Overlap means the centre lies nearer the piece than r - TOUCH: a base reaching in by no more than TOUCH
  // touches it (base contact typed to six decimals).
  if (full !== 'overlap' || disc.r <= TOUCH) return full;
  return exact({ c: disc.c, r: disc.r - TOUCH }) === 'overlap' ? 'overlap' : 'touch';
}

/**
 * Base contact allows a millionth of an inch, as cover, range and the vantage ledge do (blockers.ts TYPED): a
 * 30 mm base's radius is 0.59055118...", so contact typed to six decimals reaches in by up to 0.0000005".
 * Finer than any table measure; a real overlap is never that shallow on a table measured in 1/10000".
 */
export const TOUCH = 1e-6;

/** Do two bases (at the same level) overlap, more than TOUCH deep? */
export function basesOverlap(a: Circle, b: Circle): boolean {
  return circleVersusCircle(a, { c: b.c, r: Math.max(0, b.r - TOUCH) }) < 0;
}

/** Is the point inside the piece (exact for round pieces)? */
export function pointInPiece(c: Point, p: Piece): 'inside' | 'boundary' | 'outside' {
  if (p.shape.kind === 'circle') {
    const s = distanceSquaredVersusRadius(c, p.shape.circle.c, p.shape.circle.r);
    return s < 0 ? 'inside' : s === 0 ? 'boundary' : 'outside';
  }
  return pointInPolygon(c, p.poly);
}

/** Is a disc "in" a piece under the terrainContact reading? */
export function discIn(disc: Circle, p: Piece, contact: 'base' | 'centre'): boolean {
  if (contact === 'centre') return pointInPiece(disc.c, p) === 'inside';
  return discContact(disc, p) === 'overlap';
}

/** A model on a vantage point: standing at Ht 2 or more (mfx.trait.vantage). */
export function onVantage(m: Model): boolean {
  return m.level >= 2;
}
