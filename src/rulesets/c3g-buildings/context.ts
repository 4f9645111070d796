/**
 * The ruleset's prepared view of a scenario: the stacked hex terrain (board/hex-board.ts), every standing
 * surface as a `Space` with its C3G features, the structures, the figures, and the checks a file must pass
 * to load (structure ids declared, transit spaces paired, stairways matched one floor up).
 */
import { HighgroundError, type KeyPath } from '../../errors.js';
import type { PrepareInput } from '../../engine/ruleset.js';
import { hexTerrain, type HexTerrain } from '../../board/hex-board.js';
import { keptOn } from '../../board/memo.js';
import type { GridBoard, Surface } from '../../board/grid.js';
import { cellSources } from '../../formats/scenario/grid.js';
import type { GridMapSpec, StructureSpec } from '../../formats/scenario/schema.js';
import { offsetToAxial } from '../../geometry/hex/coords.js';
import { normalizePolygon, rectPolygon } from '../../geometry/plane/shape.js';
import type { Polygon } from '../../geometry/plane/types.js';
import { classifyHex, type Classification } from './classify.js';
import { readFigures, type Fig } from './figures.js';
import { readOptions, type C3gOptions } from './options.js';

export interface Structure {
  readonly id: string;
  readonly kind: 'enclosed' | 'interior';
  readonly footprint: Polygon | undefined;
  readonly entry: { readonly spaces: 1 | 2; readonly maxHeight: number };
  /** Levels above its lowest space, or undefined (unlimited). */
  readonly height: number | undefined;
  /** Lowest space level of the structure. */
  base: number;
  /** Place indices holding a space of the structure. */
  readonly places: Set<number>;
}

export interface Space {
  readonly id: number;
  readonly place: number;
  readonly x: number;
  readonly y: number;
  readonly q: number;
  readonly r: number;
  readonly level: number;
  /** Level of the next surface above in the same place (Infinity at the top). */
  readonly next: number;
  /** Bottom of the next surface's slab (its floor, however thick): the open space above ends there (Infinity at the top). */
  readonly ceiling: number;
  readonly terrain: readonly string[];
  readonly obstacle: number;
  readonly structure: Structure | undefined;
  readonly floor: number | undefined;
  readonly transit: number | undefined;
  readonly stair: 'up' | 'down' | undefined;
  readonly door: boolean;
  readonly window: 'none' | 'intact' | 'broken';
  readonly shaft: string | undefined;
  readonly stated: 'full' | 'half' | 'partial' | undefined;
  /** A glyph lying on this space (its name), which stops a figure moving onto it (hs.glyph). */
  readonly glyph: string | undefined;
  /** Where the surface was written in the file. */
  readonly path: KeyPath;
}

export interface Ctx {
  readonly terrain: HexTerrain;
  readonly width: number;
  readonly height: number;
  readonly spaces: readonly Space[];
  readonly structures: ReadonlyMap<string, Structure>;
  readonly figures: readonly Fig[];
  readonly byId: ReadonlyMap<string, Fig>;
  /** Figure index on each space id, or -1. */
  readonly occupant: Int32Array;
  readonly opts: C3gOptions;
  /** Cache of computed classes per place (and interior structure). */
  readonly classes: Map<string, Classification>;
}

/** Is the space inside an interior access structure? Returns its id. */
export function insideOf(s: Space): string | undefined {
  return s.structure?.kind === 'interior' ? s.structure.id : undefined;
}

function footprintOf(f: StructureSpec['footprint']): Polygon | undefined {
  if (!f) return undefined;
  // A rectangle whose size is lost against its coordinates (x + w rounds to x, or overflows) is refused
  // here, with its key, rather than deep in the classification.
  if ('rect' in f) return normalizePolygon(rectPolygon(...f.rect));
  return normalizePolygon(f.polygon.map(([x, y]) => ({ x, y })));
}

export function prepare(input: PrepareInput): Ctx {
  const { scenario, board } = input;
  if (!board || scenario.map.grid !== 'hex') throw new Error('c3g-buildings needs a hex grid board');
  const map = scenario.map;
  const opts = readOptions(input.options);
  for (const [k, v] of [['hex-mm', opts.hexMm], ['base-mm', opts.baseMm], ['marker-mm', opts.markerMm]] as const)
    if (!(v > 0) || !Number.isFinite(v)) throw new HighgroundError(`option ${k} must be a positive number of millimetres, found ${v}`, { path: ['options', k] });
  // the spaces and structures come from the map alone: built once per board, shared by the sessions on it
  const { structures, spaces, terrain } = keptOn(board, 'c3g-buildings/spaces', () => mapSpaces(map, board));
  const figures = readFigures(scenario.figures ?? {}, board.width, board.height, spaces, terrain);
  const occupant = new Int32Array(spaces.length).fill(-1);
  figures.forEach((f, k) => f.spaces.forEach((s) => { occupant[s] = k; }));
  return {
    terrain, width: board.width, height: board.height, spaces, structures, figures,
    byId: new Map(figures.map((f) => [f.id, f])), occupant, opts,
    // classes depend on the map and the sizes only: shared by the sessions on this board
    classes: keptOn(board, `c3g-buildings/classes ${opts.hexMm} ${opts.baseMm} ${opts.markerMm}`, () => new Map<string, Classification>()),
  };
}

/** Every standing space of the map with its structure, checked (transit numbers, declared structures). */
function mapSpaces(map: GridMapSpec, board: GridBoard): { structures: Map<string, Structure>; spaces: Space[]; terrain: HexTerrain } {
  const structures = new Map<string, Structure>();
  for (const [id, s] of Object.entries(map.structures ?? {})) {
    let footprint: Polygon | undefined;
    try {
      footprint = footprintOf(s.footprint);
    } catch (e) {
      throw new HighgroundError(
        `footprint of structure "${id}": ${(e as Error).message} (in millimetres: the corners must be finite and apart once added up; a rectangle's width and height must not vanish beside its x and y)`,
        { path: ['map', 'structures', id, 'footprint'] },
      );
    }
    structures.set(id, {
      id, kind: s.kind, footprint,
      entry: { spaces: s.entry?.spaces ?? 1, maxHeight: s.entry?.maxHeight ?? 7 },
      height: s.height, base: Infinity, places: new Set(),
    });
  }
  const terrain = hexTerrain(board);
  const paths = cellSources(map, board.width, board.height);
  const spaces: Space[] = terrain.surfaces.map((hs) => {
    const spec: Surface = hs.spec;
    const place = hs.place;
    const x = place % board.width, y = Math.floor(place / board.width);
    const a = offsetToAxial({ x, y });
    const base = paths[place]!;
    const cellSpec = base.length > 1 ? lookup(map, base) : undefined;
    const path: KeyPath = cellSpec && Array.isArray((cellSpec as { stack?: unknown }).stack) ? [...base, 'stack', hs.slot] : base;
    let structure: Structure | undefined;
    if (spec.structure !== undefined) {
      structure = structures.get(String(spec.structure));
      if (!structure) {
        const known = [...structures.keys()];
        throw new HighgroundError(
          `structure "${spec.structure}" is not declared under map.structures${known.length ? ` (declared: ${known.join(', ')})` : ' (there is none)'}`,
          { path: [...path, 'structure'] },
        );
      }
      // An enclosed structure's transit spaces are its exits, outside its walls.
      if (!(structure.kind === 'enclosed' && spec.transit !== undefined)) structure.places.add(place);
      structure.base = Math.min(structure.base, hs.level);
    }
    const next = terrain.surfaces[hs.id + 1]?.place === place ? terrain.surfaces[hs.id + 1]!.level : Infinity;
    return {
      id: hs.id, place, x, y, q: a.q, r: a.r, level: hs.level, next, ceiling: hs.ceiling, terrain: hs.terrain, obstacle: hs.obstacle,
      structure, floor: spec.floor,
      transit: spec.transit, stair: spec.stairway, door: spec.door === true,
      window: spec.window === 'broken' ? 'broken' : spec.window === true ? 'intact' : 'none',
      shaft: spec.shaft !== undefined ? String(spec.shaft) : undefined,
      stated: spec.fit, glyph: spec.glyph, path,
    };
  });
  checkTransit(spaces);
  return { structures, spaces, terrain };
}

function lookup(map: GridMapSpec, path: KeyPath): unknown {
  let v: unknown = map;
  for (const k of path.slice(1)) v = v && typeof v === 'object' ? (v as Record<string | number, unknown>)[k] : undefined;
  return v;
}

/** The transit group of a space: same structure (or none) and number; stairways pair by floor. */
export function transitKey(s: Space): string {
  return `${s.structure?.id ?? ''}\u0000${s.transit}`;
}

/** Transit spaces a figure on `s` may be placed on (c3g.transit, c3g.stairs), occupancy not checked. */
export function correspondingTransit(ctx: Ctx, s: Space): Space[] {
  if (s.transit === undefined) return [];
  if (s.stair) {
    const floor = s.floor ?? 0;
    const want = s.stair === 'up' ? 'down' : 'up';
    const wantFloor = s.stair === 'up' ? floor + 1 : floor - 1;
    return ctx.spaces.filter((t) => t.stair === want && (t.floor ?? 0) === wantFloor && t.transit === s.transit && t.structure === s.structure);
  }
  const key = transitKey(s);
  return ctx.spaces.filter((t) => t !== s && !t.stair && t.transit !== undefined && transitKey(t) === key);
}

function checkTransit(spaces: readonly Space[]): void {
  const groups = new Map<string, Space[]>();
  for (const s of spaces) {
    if (s.stair && s.transit === undefined)
      throw new HighgroundError(`a stairway space needs a transit number (transit: N) (c3g.stairs)`, { path: [...s.path, 'stairway'] });
    if (s.transit === undefined || s.stair) continue;
    const k = transitKey(s);
    groups.set(k, [...(groups.get(k) ?? []), s]);
  }
  for (const [, list] of groups) {
    if (list.length < 2) {
      const s = list[0]!;
      throw new HighgroundError(
        `transit number ${s.transit} at [${s.x}, ${s.y}] has no other space with the same number${s.structure ? ` in structure "${s.structure.id}"` : ''}; a transit space leads to another one (c3g.transit)`,
        { path: [...s.path, 'transit'] },
      );
    }
  }
  for (const s of spaces) {
    if (!s.stair) continue;
    const floor = s.floor ?? 0;
    const want = s.stair === 'up' ? 'down' : 'up';
    const wantFloor = s.stair === 'up' ? floor + 1 : floor - 1;
    const ok = spaces.some((t) => t.stair === want && (t.floor ?? 0) === wantFloor && t.transit === s.transit && t.structure === s.structure);
    if (!ok)
      throw new HighgroundError(
        `stairway ${s.stair} at [${s.x}, ${s.y}] (floor ${floor}) has no stairway ${want} with transit ${s.transit} on floor ${wantFloor}${s.structure ? ` of structure "${s.structure.id}"` : ''} (c3g.stairs)`,
        { path: [...s.path, 'stairway'] },
      );
  }
}

/** The class of a space (c3g.hex.classify), cached per place and inside-structure. */
export function classOf(ctx: Ctx, s: Space): Classification {
  const sizes = { hexMm: ctx.opts.hexMm, baseMm: ctx.opts.baseMm, markerMm: ctx.opts.markerMm };
  if (s.stated) return { class: s.stated, source: 'stated', largestMm: NaN, ...sizes };
  const inside = s.structure?.kind === 'interior' ? s.structure : undefined;
  const key = `${s.place}:${inside?.id ?? ''}`;
  const hit = ctx.classes.get(key);
  if (hit) return hit;
  const others: Polygon[] = [];
  for (const st of ctx.structures.values()) if (st.footprint && st !== inside) others.push(st.footprint);
  const c = classifyHex(s.x, s.y, inside?.footprint, others, sizes);
  ctx.classes.set(key, c);
  return c;
}
