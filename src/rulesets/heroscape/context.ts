/**
 * The heroscape ruleset's prepared view of a scenario: the stacked hex terrain (board/hex-board.ts), every
 * standing surface as a `Space`, the figures, and who stands where.
 *
 * The base game is also the core a derived ruleset builds on (c3g-buildings adds buildings): a `Space`
 * carries the building fields such a ruleset fills in (structure, floor, transit, door, window, shaft), and
 * the context carries two hooks, the class of a hex (`hexClass`: every hex is full in the base game) and
 * the transit spaces a space leads to (`transitTargets`: none in the base game). `buildCtx` builds the
 * context for either; `prepare` is the base game's.
 */
import { HighgroundError, type KeyPath } from '../../errors.js';
import type { PrepareInput } from '../../engine/ruleset.js';
import { hexTerrain, type HexTerrain } from '../../board/hex-board.js';
import type { Surface } from '../../board/grid.js';
import { cellSources } from '../../formats/scenario/grid.js';
import type { GridMapSpec } from '../../formats/scenario/schema.js';
import { offsetToAxial } from '../../geometry/hex/coords.js';
import type { Polygon } from '../../geometry/plane/types.js';
import { readFigures, type Fig } from './figures.js';
import { readOptions, type HsOptions } from './options.js';

/** A building of a derived ruleset (c3g-buildings); the base game has none. */
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

export type HexClass = 'full' | 'half' | 'partial';

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
  readonly opts: HsOptions;
  /** The class of a hex for standing and counting (a derived ruleset's rule; always full in the base game). */
  readonly hexClass: (s: Space) => HexClass;
  /** Transit spaces a figure on `s` may be placed on (a derived ruleset's rule; none in the base game). */
  readonly transitTargets: (s: Space) => Space[];
  /** The clause a flight's count of spaces cites: hs.base.flying, or a derived ruleset's (c3g.hex.count). */
  readonly countRule: string;
}

/** Is the space inside an interior access structure? Returns its id. */
export function insideOf(s: Space): string | undefined {
  return s.structure?.kind === 'interior' ? s.structure.id : undefined;
}

/** The class of a space, through the context's hook. */
export function classOf(ctx: Ctx, s: Space): { class: HexClass } {
  return { class: ctx.hexClass(s) };
}

/** Transit spaces a figure on `s` may be placed on, occupancy not checked. */
export function correspondingTransit(ctx: Ctx, s: Space): Space[] {
  return s.transit === undefined ? [] : ctx.transitTargets(s);
}

/** What a derived ruleset adds when building the context. */
export interface CtxExtension<O extends HsOptions> {
  readonly opts: O;
  readonly structures?: Map<string, Structure>;
  readonly hexClass?: (ctx: Ctx, s: Space) => HexClass;
  readonly transitTargets?: (ctx: Ctx, s: Space) => Space[];
  /** Checks on the spaces before the figures are read (throws HighgroundError). */
  readonly checkSpaces?: (spaces: readonly Space[]) => void;
  readonly countRule?: string;
}

export function buildCtx<O extends HsOptions>(input: PrepareInput, ext: CtxExtension<O>, rulesetId: string): Ctx & { readonly opts: O } {
  const { scenario, board } = input;
  if (!board || scenario.map.grid !== 'hex') throw new Error(`${rulesetId} needs a hex grid board`);
  const map = scenario.map;
  const structures = ext.structures ?? new Map<string, Structure>();
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
  ext.checkSpaces?.(spaces);
  const figures = readFigures(scenario.figures ?? {}, board.width, board.height, spaces, terrain, ext.opts.unownedObjects === 'inert');
  const occupant = new Int32Array(spaces.length).fill(-1);
  figures.forEach((f, k) => f.spaces.forEach((s) => {
    // hs.base.figures: no figure stands on a space holding another figure (the scenario would otherwise
    // answer for the last of them only).
    const other = occupant[s]!;
    if (other >= 0) {
      const sp = spaces[s]!;
      throw new HighgroundError(`figure ${f.id} overlaps figure ${figures[other]!.id} at [${sp.x}, ${sp.y}] (level ${sp.level}): two figures cannot stand on one space (hs.base.figures)`, { path: ['figures', f.id, 'at'] });
    }
    occupant[s] = k;
  }));
  const ctx: Ctx & { opts: O } = {
    terrain, width: board.width, height: board.height, spaces, structures, figures,
    byId: new Map(figures.map((f) => [f.id, f])), occupant, opts: ext.opts,
    hexClass: (s) => (ext.hexClass ? ext.hexClass(ctx, s) : 'full'),
    transitTargets: (s) => (ext.transitTargets ? ext.transitTargets(ctx, s) : []),
    countRule: ext.countRule ?? 'hs.base.flying',
  };
  return ctx;
}

function lookup(map: GridMapSpec, path: KeyPath): unknown {
  let v: unknown = map;
  for (const k of path.slice(1)) v = v && typeof v === 'object' ? (v as Record<string | number, unknown>)[k] : undefined;
  return v;
}

/** The base game's context: no buildings, every hex full. */
export function prepare(input: PrepareInput): Ctx {
  const ctx = buildCtx(input, { opts: readOptions(input.options) }, 'heroscape');
  // hs.base.obstacle: nobody stands on an obstacle's space (c3g-buildings refuses it in its own placement
  // check); a scenario placing a figure there is refused at load, naming the obstacle (issue 21).
  for (const f of ctx.figures) f.spaces.forEach((id, k) => {
    const t = ctx.spaces[id]!;
    if (t.obstacle > 0)
      throw new HighgroundError(
        `figure ${f.id} cannot stand on [${t.x}, ${t.y}] level ${t.level}${k === 0 ? '' : ` (its back hex, behind facing ${f.facing})`}: an obstacle ${t.obstacle} levels high stands there: no figure is placed there (hs.base.obstacle)`,
        { path: ['figures', f.id, k === 0 ? 'at' : 'facing'] },
        'placement',
      );
  });
  return ctx;
}
