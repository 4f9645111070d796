/**
 * The prepared view of a tft-3d scenario: the stacked hex terrain, the figures with their heights,
 * footprints and stances, who stands where, and the water depths. Built once per scenario.
 */
import { HighgroundError } from '../../errors.js';
import type { GridBoard } from '../../board/grid.js';
import {
  distanceToBank, hexTerrain, indexOf, surfacesAt, topSurfaceOf, xyOf, type HexSurface, type HexTerrain,
} from '../../board/hex-board.js';
import { axialToOffset, offsetToAxial, type Axial } from '../../geometry/hex/coords.js';
import type { Direction } from '../../geometry/hex/directions.js';
import type { Scenario } from '../../formats/scenario/schema.js';
import type { FigureSpec } from './vocabulary.js';
import type { Options } from '../../engine/ruleset.js';
import { KINDS, heightForHexes } from './kinds.js';
import { footprint, type Size } from './footprint.js';
import { clearSpace, stanceOf, type Stance } from './stance.js';
import { readOptions, type TftOptions } from './options.js';
import { keptOn } from '../../board/memo.js';

export type Depth = 'ankle' | 'knee' | 'neck';

export interface Fig {
  readonly id: string;
  readonly spec: FigureSpec;
  readonly kind: string | undefined;
  /** Height H from the chart or the `height` key. */
  readonly H: number;
  /** Climbing modifier of the kind (elf +1, horseman -2). */
  readonly climbMod: number;
  /** True size in hexes (engagement, disengage, force retreat). */
  readonly hexes: Size;
  /** Hexes of the base on the table (smaller under the singleBase option). */
  readonly base: Size;
  readonly facing: Direction | undefined;
  readonly hexList: readonly Axial[];
  readonly places: readonly number[];
  readonly stance: Stance;
  /** Base level: where its height is measured from. */
  readonly level: number;
  /** Held aloft by an explicit `level` with no surface there. */
  readonly aloft: boolean;
  readonly side: string | undefined;
  readonly prone: boolean;
  readonly kneeling: boolean;
  readonly ma: number;
  readonly st: number;
  readonly dx: number;
  readonly armor: number;
  readonly talents: readonly string[];
  readonly shield: boolean;
  readonly weapon: string | undefined;
}

export interface Ctx {
  readonly terrain: HexTerrain;
  readonly options: TftOptions;
  readonly figures: ReadonlyMap<string, Fig>;
  /** Figures standing in each place: id and vertical extent in levels. */
  readonly occupants: ReadonlyMap<number, readonly { id: string; lo: number; hi: number }[]>;
  /** Water depth of each place whose top surface is water. */
  readonly depth: ReadonlyMap<number, Depth>;
}

/** tft.prone: H 1 for reach; kneeling is read the same way for reach (tft.swipe). */
export function reachHeight(f: Fig): number {
  return f.prone || f.kneeling ? 1 : f.H;
}

/**
 * tft.swipe: how far a kneeling figure leans out and down over a lower foe: its own H, taken off the level
 * difference when the foe below strikes up at it ("the lower figure can attack normally": the kneeler has
 * brought itself within that foe's reach). Only under option swipe, the rule that has a kneeler lean out;
 * 0 for a figure not kneeling, or with the option off (a figure merely kneeling does not lean over an edge).
 */
export function leanDown(o: TftOptions, f: Fig): number {
  return o.swipe && f.kneeling ? f.H : 0;
}

/** Effective height (catalogue reading of tft.height.chart): H plus the climbing modifier; prone 1. */
export function effectiveHeight(f: Fig): number {
  return f.prone ? 1 : Math.max(1, f.H + f.climbMod);
}

/** The height that sets a figure's falling dice: the effective height; prone 1 unless option proneFalls is 'height'. */
export function fallHeight(f: Fig, o: TftOptions): number {
  return f.prone && o.proneFalls === 'height' ? Math.max(1, f.H + f.climbMod) : effectiveHeight(f);
}

/** How tall the figure's column is for sight: H; prone 1; kneeling half H, rounded up. */
export function columnHeight(f: Fig): number {
  return f.prone ? 1 : f.kneeling ? Math.ceil(f.H / 2) : f.H;
}

/** Physical footprint size under the singleBase option (3 -> 1, 4 -> 2, 7 -> 4). */
export function baseSize(hexes: Size, singleBase: boolean): Size {
  if (!singleBase) return hexes;
  return hexes === 3 ? 1 : hexes === 4 ? 2 : hexes === 7 ? 4 : hexes;
}

export function placesOf(t: HexTerrain, hexes: readonly Axial[]): number[] {
  return hexes.map((h) => indexOf(t, h.q, h.r));
}

export function fmtXY(t: HexTerrain, place: number): string {
  const [x, y] = xyOf(t, place);
  return `[${x}, ${y}]`;
}

function sideOf(s: FigureSpec): string | undefined {
  return s.side === undefined ? undefined : String(s.side);
}

export function makeFig(t: HexTerrain, options: TftOptions, id: string, spec: FigureSpec, override: { at?: Axial; facing?: Direction; level?: number } = {}): Fig {
  const kindName = spec.kind;
  const kind = kindName !== undefined ? KINDS[kindName] : undefined;
  if (kindName !== undefined && !kind)
    throw new HighgroundError(`unknown kind "${kindName}" (tft-3d kinds: ${Object.keys(KINDS).join(', ')}; or give height:)`, { path: ['figures', id, 'kind'] });
  const hexes = (spec.hexes ?? kind?.hexes ?? 1) as Size;
  const H = spec.height ?? kind?.height ?? heightForHexes(hexes);
  const base = baseSize(hexes, options.singleBase);
  const facing = override.facing ?? (spec.facing as Direction | undefined);
  const front = override.at ?? offsetToAxial({ x: spec.at[0], y: spec.at[1] });
  const hexList = footprint(front, base, facing ?? 0);
  const places = placesOf(t, hexList);
  const prone = spec.prone === true;
  const kneeling = spec.kneeling === true;
  const colH = prone ? 1 : kneeling ? Math.ceil(H / 2) : H;
  const wantLevel = override.level ?? spec.level;
  let stance = stanceOf(t, places, base, colH, wantLevel);
  let aloft = false;
  if (!stance.ok && wantLevel !== undefined && base === 1 && places[0]! >= 0) {
    // No surface at that level: the figure is held aloft there (a flyer, a figure mid-climb).
    const top = topSurfaceOf(t, places[0]!);
    if (top && wantLevel > top.level) {
      stance = { ok: true, level: wantLevel, surfaces: [], offBalance: false, rule: undefined, why: `aloft at level ${wantLevel}` };
      aloft = true;
    }
  }
  return {
    id, spec, kind: kindName, H, climbMod: kind?.climb ?? 0, hexes, base, facing, hexList, places, stance,
    level: stance.ok || stance.level !== 0 ? stance.level : (wantLevel ?? 0), aloft,
    side: sideOf(spec), prone, kneeling,
    ma: spec.ma ?? 10, st: spec.st ?? 10, dx: spec.dx ?? 10, armor: spec.armor ?? 0,
    talents: spec.talents ?? [], shield: spec.shield === true, weapon: spec.weapon,
  };
}

/** What stands in each place of a footprint, for an error message: its surfaces' levels and obstacles. */
export function describePlaces(t: HexTerrain, places: readonly number[]): string {
  return places.map((p) => {
    const list = surfacesAt(t, p);
    if (!list.length) return `${fmtXY(t, p)} void`;
    return `${fmtXY(t, p)} ${list.map((s) => `level ${s.level}${s.obstacle ? ` with an obstacle ${s.obstacle} high${s.terrain.length ? ` (${s.terrain.join(', ')})` : ''}` : ''}`).join(' and ')}`;
  }).join('; ');
}

export function prepareCtx(scenario: Scenario, opts: Options, board: GridBoard | undefined): Ctx {
  if (!board) throw new Error('tft-3d needs a grid board');
  const terrain = hexTerrain(board);
  const options = readOptions(opts);
  // Terrain labels that need an obstacle height (checked once per terrain: it has no figures).
  keptOn(terrain, 'tft-3d/obstacles', () => {
    for (const s of terrain.surfaces) {
      if ((s.terrain.includes('tree') || s.terrain.includes('wall')) && s.obstacle === 0) {
        const [x, y] = xyOf(terrain, s.place);
        throw new HighgroundError(`the ${s.terrain.includes('tree') ? 'tree' : 'wall'} at [${x}, ${y}] needs its height: add obstacle: N`, { path: ['map'] });
      }
    }
    return true;
  });
  const figures = new Map<string, Fig>();
  const occupants = new Map<number, { id: string; lo: number; hi: number }[]>();
  for (const [id, spec] of Object.entries(scenario.figures ?? {})) {
    const f = makeFig(terrain, options, id, spec);
    const off = f.places.findIndex((p) => p < 0);
    if (off >= 0) {
      const { x, y } = axialToOffset(f.hexList[off]!);
      throw new HighgroundError(`figure ${id} (${f.base} hexes, facing ${f.facing ?? 0}) has a hex off the map at [${x}, ${y}]`, { path: ['figures', id, 'at'] });
    }
    if (f.base === 1 && !f.stance.ok && f.stance.surfaces.length === 0 && topSurfaceOf(terrain, f.places[0]!) === undefined)
      throw new HighgroundError(`figure ${id} stands on a void hex ${fmtXY(terrain, f.places[0]!)}`, { path: ['figures', id, 'at'] });
    // Every figure must stand where its footprint's level rules let it (inside no solid, over no drop its
    // size forbids); a position a move would turn into a fall (tft.multihex.two) is not a place to start from.
    if (!f.stance.ok) throw new HighgroundError(`figure ${id} cannot stand at ${fmtXY(terrain, f.places[0]!)}${f.base > 1 ? ` (${f.base} hexes, facing ${f.facing ?? 0})` : ''}: ${f.stance.why}; there: ${describePlaces(terrain, f.places)}${f.stance.rule ? ` (${f.stance.rule})` : ''}`, { path: ['figures', id, 'at'] });
    for (const [i, p] of f.places.entries()) {
      const [lo, hi] = bodySpan(f.stance.surfaces[i]?.level, f.level, columnHeight(f));
      const list = occupants.get(p) ?? [];
      const clash = list.find((o) => o.lo < hi && o.hi > lo);
      if (clash) throw new HighgroundError(`figure ${id} overlaps figure ${clash.id} at ${fmtXY(terrain, p)}`, { path: ['figures', id, 'at'] });
      list.push({ id, lo, hi });
      occupants.set(p, list);
    }
    figures.set(id, f);
  }
  // tft.terrain.water: depth from the distance to the bank (a place with no water surface), `depth:` overrides.
  const depth = keptOn(terrain, 'tft-3d/depth', () => waterDepths(terrain));
  return { terrain, options, figures, occupants, depth };
}

/**
 * The levels a figure's body fills over one of its hexes: from the surface it stands on there (its base
 * level where none, a front hex overhanging) up to its top, and at least one level: a 2-hex figure's rear
 * hex one level up, or a prone figure's, still holds its body there.
 */
export function bodySpan(surface: number | undefined, base: number, colH: number): [number, number] {
  const lo = surface ?? base;
  return [lo, Math.max(base + colH, lo + 1)];
}

/**
 * The water surface of a place: a surface of water tiles with room above it, the top one or one under a bridge
 * deck (the lake goes on under the deck: that place is water, not a bank, and a figure standing in it stands in
 * the lake). A water tile buried under solid tiles is none.
 */
function waterSurfaceOf(terrain: HexTerrain, p: number): HexSurface | undefined {
  return surfacesAt(terrain, p).find((s) => s.terrain.includes('water') && clearSpace(terrain, p, s.level, s.level + 1));
}

function waterDepths(terrain: HexTerrain): ReadonlyMap<number, Depth> {
  const isWater = (p: number) => waterSurfaceOf(terrain, p) !== undefined;
  const dist = distanceToBank(terrain, (p) => topSurfaceOf(terrain, p) !== undefined && !isWater(p), isWater);
  const depth = new Map<number, Depth>();
  for (let p = 0; p < terrain.width * terrain.height; p++) {
    if (!isWater(p)) continue;
    const given = waterSurfaceOf(terrain, p)!.spec.depth;
    const d = dist[p]!;
    depth.set(p, given ?? (d <= 1 ? 'ankle' : d === 2 ? 'knee' : 'neck'));
  }
  return depth;
}
