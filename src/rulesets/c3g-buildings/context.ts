/**
 * The ruleset's prepared view of a scenario: the heroscape base game's context (../heroscape/context.ts)
 * with the C3G buildings filled in: the structures declared under map.structures, the class of each hex
 * (computed from the footprints, classify.ts), the transit spaces each leads to, and the checks a file
 * must pass to load (structure ids declared, transit spaces paired, stairways matched one floor up).
 */
import { HighgroundError } from '../../errors.js';
import type { PrepareInput } from '../../engine/ruleset.js';
import type { C3gMapSpec, StructureSpec } from './vocabulary.js';
import { normalizePolygon, rectPolygon } from '../../geometry/plane/shape.js';
import type { Polygon } from '../../geometry/plane/types.js';
import { buildCtx, type Ctx as HsCtx, type Space, type Structure } from '../heroscape/context.js';
import { classifyParts, hexOf, partOver, prepareFootprint, type Classification, type Footprint } from './classify.js';
import { readOptions, type C3gOptions } from './options.js';
import { reason, type Reason } from '../../engine/verdict.js';
import type { Fig } from '../heroscape/figures.js';
import { enterable, entryAllowed } from '../heroscape/steps.js';

export type { Space, Structure } from '../heroscape/context.js';
export { correspondingTransit, insideOf } from '../heroscape/context.js';

/** The heroscape core's context with the C3G options and the cache of hex classes. */
export type Ctx = HsCtx & {
  readonly opts: C3gOptions;
  /** Cache of computed classes per place (and interior structure). */
  readonly classes: Map<string, Classification>;
  /** The structures with a footprint, each made ready once (classify.ts), in the order of `structures`. */
  readonly footprints: readonly { readonly structure: Structure; readonly footprint: Footprint }[];
  /** Cache per place: each footprint's part over the hex (classify.ts `partOver`), in the order of `footprints`. */
  readonly parts: Map<number, readonly (Polygon | undefined)[]>;
};

function footprintOf(f: StructureSpec['footprint']): Polygon | undefined {
  if (!f) return undefined;
  // A rectangle whose size is lost against its coordinates (x + w rounds to x, or overflows) is refused
  // here, with its key, rather than deep in the classification.
  if ('rect' in f) return normalizePolygon(rectPolygon(...f.rect));
  return normalizePolygon(f.polygon.map(([x, y]) => ({ x, y })));
}

export function prepare(input: PrepareInput): Ctx {
  const map = input.scenario.map as C3gMapSpec;
  const opts = readOptions(input.options);
  for (const [k, v] of [['hexMm', opts.hexMm], ['baseMm', opts.baseMm], ['markerMm', opts.markerMm]] as const)
    if (!(v > 0) || !Number.isFinite(v)) throw new HighgroundError(`option ${k} must be a positive number of millimetres, found ${v}`, { path: ['options', k] });
  const structures = new Map<string, Structure>();
  for (const [id, s] of Object.entries(map.grid === 'hex' ? map.structures ?? {} : {})) {
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
  const classes = new Map<string, Classification>();
  const base = buildCtx(input, {
    opts, structures, checkSpaces: (spaces) => { checkTransit(spaces); checkShafts(spaces); }, countRule: 'c3g.hex.count',
    hexClass: (ctx, s) => classOf(ctx as Ctx, s).class,
    transitTargets: (ctx, s) => transitTargets(ctx, s),
  }, 'c3g-buildings');
  const footprints = [...structures.values()].filter((st) => st.footprint).map((st) => ({ structure: st, footprint: prepareFootprint(st.footprint!) }));
  const ctx: Ctx = Object.assign(base, { classes, footprints, parts: new Map<number, readonly (Polygon | undefined)[]>() });
  checkPlacements(ctx);
  return ctx;
}

/**
 * Why figure f may not stand on space t, occupancy aside (the `place` question and the load check): a
 * partial or half hex (a destructible object excepted), a shaft, an unbroken window, a stairway for a
 * double-space figure, an enclosed structure, an obstacle, a building that refuses it.
 */
export function standRefusal(ctx: Ctx, f: Fig, t: Space): Reason | undefined {
  const where = `[${t.x}, ${t.y}] level ${t.level}`;
  const cls = classOf(ctx, t).class;
  if (!f.destructible && cls === 'partial') return reason('c3g.hex.partial', `${where} is a partial hex: no figure but a destructible object may be placed there`);
  if (!f.destructible && cls === 'half') return reason('c3g.hex.half-occupy', `${where} is a half hex: no figure but a destructible object may occupy it`);
  // Everything else holds for destructible objects too: trees, enclosed structures, unbroken windows, shafts.
  const e = enterable(ctx, f, t, false);
  if (!e.ok) return e.why!;
  if (t.obstacle > 0) return reason('hs.base.obstacle', `an obstacle stands on ${where}: no figure is placed there`);
  if (t.structure?.kind === 'interior') {
    const en = entryAllowed(f, t.structure);
    if (!en.ok) return en.why!;
  }
  return undefined;
}

/** Positions are checked at load (issue 21): a figure standing where it may not is refused with its key. */
function checkPlacements(ctx: Ctx): void {
  for (const f of ctx.figures) {
    f.spaces.forEach((id, k) => {
      const t = ctx.spaces[id]!;
      const why = standRefusal(ctx, f, t);
      if (why)
        throw new HighgroundError(
          `figure ${f.id} cannot stand on [${t.x}, ${t.y}] level ${t.level}${k === 0 ? '' : ` (its back hex, behind facing ${f.facing})`}: ${why.text} (${why.rule})`,
          { path: ['figures', f.id, k === 0 ? 'at' : 'facing'] },
        );
    });
  }
}

/** The transit group of a space: same structure (or none) and number; stairways pair by floor. */
export function transitKey(s: Space): string {
  return `${s.structure?.id ?? ''}\u0000${s.transit}`;
}

/** Transit spaces a figure on `s` may be placed on (c3g.transit, c3g.stairs), occupancy not checked. */
function transitTargets(ctx: HsCtx, s: Space): Space[] {
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

/**
 * An elevator shaft's spaces stand at the same places on every floor it crosses, in one structure
 * (c3g.elevator): a car rides straight up and down them. A shaft drawn otherwise is refused at load, naming
 * the space that breaks it, rather than answered as if a car could pass between places that do not line up.
 */
function checkShafts(spaces: readonly Space[]): void {
  const byId = new Map<string, Space[]>();
  for (const s of spaces) if (s.shaft !== undefined) byId.set(s.shaft, [...(byId.get(s.shaft) ?? []), s]);
  for (const [id, list] of byId) {
    const first = list[0]!;
    const other = list.find((s) => s.structure !== first.structure);
    if (other)
      throw new HighgroundError(
        `elevator shaft "${id}" has spaces in ${first.structure ? `structure "${first.structure.id}"` : 'no structure'} and in ${other.structure ? `structure "${other.structure.id}"` : 'no structure'} (at [${other.x}, ${other.y}]): a shaft stands in one structure (c3g.elevator)`,
        { path: [...other.path, 'shaft'] },
      );
    const floors = new Map<number, Set<string>>();
    for (const s of list) {
      const f = s.floor ?? 0;
      if (!floors.has(f)) floors.set(f, new Set());
      floors.get(f)!.add(`${s.x},${s.y}`);
    }
    if (floors.size < 2) continue;
    for (const s of list) {
      const missing = [...floors].find(([, at]) => !at.has(`${s.x},${s.y}`));
      if (!missing) continue;
      throw new HighgroundError(
        `elevator shaft "${id}": [${s.x}, ${s.y}] (floor ${s.floor ?? 0}) has no shaft space at the same place on floor ${missing[0]}; a shaft's spaces stand at the same places on every floor it crosses (c3g.elevator)`,
        { path: [...s.path, 'shaft'] },
      );
    }
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
  const parts = partsOver(ctx, s);
  const others: Polygon[] = [];
  let room: Polygon | undefined;
  ctx.footprints.forEach((f, i) => {
    if (f.structure === inside) room = parts[i];
    else if (parts[i]) others.push(parts[i]!);
  });
  const c = classifyParts(s.x, s.y, inside?.footprint !== undefined, room, others, sizes);
  ctx.classes.set(key, c);
  return c;
}

/** Each footprint's part over the space's hex, in the order of ctx.footprints (cached per place). */
export function partsOver(ctx: Ctx, s: Space): readonly (Polygon | undefined)[] {
  let parts = ctx.parts.get(s.place);
  if (!parts) {
    const hex = hexOf(s.x, s.y, ctx.opts.hexMm);
    parts = ctx.footprints.map((f) => partOver(f.footprint, hex));
    ctx.parts.set(s.place, parts);
  }
  return parts;
}
