/**
 * The square and hex maps of the scenario schema (see ../shared/spec/scenario.md): a grid map's `rows`,
 * `legend` and `cells`, a cell's surfaces and stack, and the keys map files write that are no rule
 * (`MapFileSurface`). schema.ts re-exports all of it; it lives apart so that a table game's bundle leaves it
 * out (issue 21: 0.5 kB of malifaux's `loadScenario` + `ask`). Loading it plugs it into the scenario schema
 * and the loader (schema-base.ts `gridMaps`); grid.ts (the grid board builder) plugs it in too, so every
 * bundle that can build a grid board reads grid maps.
 */
import * as z from '../schema-kit.js';
import { HighgroundError } from '../../errors.js';
import type { KeyShape, RulesetKeys } from './schema.js';
import { gridMaps, Int, XY } from './schema-base.js';

/** Hex-edge directions: 0 = east, counting clockwise; or the names. */
const HexDir = z.union([z.number().check(z.int(), z.minimum(0), z.maximum(5)), z.enum(['e', 'se', 'sw', 'w', 'nw', 'ne'])]);

/**
 * What may stand on one surface of a place, whatever the game: its level, terrain and whether it is void.
 */
const CoreSurfaceShape = {
  level: z.optional(Int),
  terrain: z.optional(z.union([z.string().check(z.minLength(1)), z.array(z.string().check(z.minLength(1)))])),
  void: z.optional(z.boolean()),
};

/**
 * Keys of a surface that describe the physical map rather than a rule of one game: the map importers
 * (formats/heroscape, formats/hsc) write them for every hex game, the board reads `thickness` (slabs) and
 * the renderers draw them. They live here, not in a ruleset, because they come from the map file and
 * must survive a round trip whichever game judges the map; a ruleset takes the ones it reads by naming
 * them in its vocabulary (`cell: { obstacle: MapFileSurface.obstacle, ... }`), and a ruleset that names
 * none of them refuses them as today.
 */
export const MapFileSurface = {
  // a ladder is a physical piece: a square holding one (true) or the hex edges one stands on
  ladder: z.optional(z.union([z.boolean(), HexDir, z.array(HexDir)])),
  obstacle: z.optional(Int.check(z.minimum(0))),
  thickness: z.optional(Int.check(z.minimum(0))),
  battlement: z.optional(z.union([HexDir, z.array(HexDir)])),
  battlementLayer: z.optional(Int),
  ladderHeight: z.optional(Int.check(z.minimum(1))),
  flag: z.optional(z.union([HexDir, z.array(HexDir)])),
  flagLayer: z.optional(Int),
  glyph: z.optional(z.string().check(z.minLength(1))),
  glyphName: z.optional(z.string()),
  glyphType: z.optional(z.union([z.literal(14001), Int.check(z.minimum(14032), z.maximum(14255))])),
  railing: z.optional(z.union([HexDir, z.array(HexDir)])),
  start: z.optional(z.string()),
} as const;

/* @__NO_SIDE_EFFECTS__ */
function surfaceSchema(extra: KeyShape) {
  return z.strictObject({ ...CoreSurfaceShape, ...MapFileSurface, ...extra });
}
/* @__NO_SIDE_EFFECTS__ */
function cellSchema(extra: KeyShape) {
  const surface = surfaceSchema(extra);
  return z.strictObject({
    ...surface.shape,
    stack: z.optional(z.array(surface).check(z.minLength(1))),
  });
}
/* @__NO_SIDE_EFFECTS__ */
function placedCellSchema(extra: KeyShape) {
  return z.strictObject({ at: XY, ...cellSchema(extra).shape });
}

/** One standing surface as the file gives it; the ruleset's own keys are typed by the ruleset. */
export const SurfaceSchema = surfaceSchema({});
export type Surface = z.infer<typeof SurfaceSchema> & RulesetKeys;

export const CellSchema = cellSchema({});
/** A cell as the file gives it (a legend entry, or a `cells` item without `at`): one surface, or a `stack` of them. */
export type CellSpec = Omit<z.infer<typeof CellSchema>, 'stack'> & { stack?: Surface[] | undefined } & RulesetKeys;

export const PlacedCellSchema = placedCellSchema({});
export type PlacedCellSpec = CellSpec & { at: [number, number] };

/** Keys of a grid map the map files give that are no rule: kept so an imported map exports back whole. */
const MapFileGridMap = {
  name: z.optional(z.string()),
  author: z.optional(z.string()),
  players: z.optional(z.string()),
  text: z.optional(z.string()),
  zones: z.optional(z.record(z.string(), z.strictObject({
    color: z.tuple([Int.check(z.minimum(0), z.maximum(255)), Int.check(z.minimum(0), z.maximum(255)), Int.check(z.minimum(0), z.maximum(255))]),
  }))),
  origin: z.optional(XY),
};

/* @__NO_SIDE_EFFECTS__ */
function gridMapSchema(cell: KeyShape, map: KeyShape) {
  const { name, author, ...fileKeys } = MapFileGridMap;
  return z.strictObject({
    grid: z.enum(['square', 'hex']),
    rows: z.optional(z.string()),
    legend: z.optional(z.record(z.string(), cellSchema(cell))),
    cells: z.optional(z.array(placedCellSchema(cell))),
    size: z.optional(XY),
    ...map,
    name, author,
    ...fileKeys,
  });
}

export const GridMapSchema = gridMapSchema({}, {});
/** A square or hex map: `rows` with a `legend`, and/or `cells` one by one (and the ruleset's own map keys). */
export type GridMapSpec = Omit<z.infer<typeof GridMapSchema>, 'legend' | 'cells'> & {
  legend?: Record<string, CellSpec> | undefined;
  cells?: PlacedCellSpec[] | undefined;
} & RulesetKeys;

/** The keys every cell may carry whatever the ruleset ('at' only in `cells`). */
const BASE_CELL_KEYS = ['level', 'terrain', 'stack', 'void', 'at'];

/** Plug the grid maps into the scenario schema and the loader (schema-base.ts); done once, on load. */
export function plugGridMaps(): void {
  gridMaps.plugged ??= {
    schema: gridMapSchema,
    cellKeys: Object.keys(CellSchema.shape),
    mapKeys: Object.keys(GridMapSchema.shape),
    checkCells(map, id, rulesetCellKeys, terrain, place) {
      const cellKeys = new Set([...BASE_CELL_KEYS, ...rulesetCellKeys]);
      const checkSurface = (s: Record<string, unknown>, path: (string | number)[]) => {
        for (const k of Object.keys(s)) {
          if (!cellKeys.has(k))
            throw place(`key "${k}" is not used by ${id} (its cell keys: ${[...cellKeys].filter((c) => c !== 'at').join(', ')})`, path, k).withCode('unknown-key');
        }
        const t = s.terrain;
        const names = t === undefined ? [] : Array.isArray(t) ? t : [t];
        names.forEach((n, i) => {
          if (typeof n === 'string' && !Object.prototype.hasOwnProperty.call(terrain, n))
            throw place(`unknown terrain name "${n}" for ${id} (known: ${Object.keys(terrain).join(', ') || 'none'})`, Array.isArray(t) ? [...path, 'terrain', i] : [...path, 'terrain']);
        });
        if (Array.isArray(s.stack)) s.stack.forEach((sub, i) => checkSurface(sub as Record<string, unknown>, [...path, 'stack', i]));
      };
      for (const [tok, cell] of Object.entries(map.legend ?? {})) checkSurface(cell as Record<string, unknown>, ['map', 'legend', tok]);
      (map.cells ?? []).forEach((c, i) => checkSurface(c as Record<string, unknown>, ['map', 'cells', i]));
    },
    checkPlace(board, x, y, level, where, arg) {
      if (!Number.isInteger(x) || !Number.isInteger(y))
        throw new HighgroundError(`${where} is not a ${board.grid === 'hex' ? 'hex' : 'square'}: give two whole numbers`, { path: [arg] }, 'bad-value');
      if (x < 0 || y < 0 || x >= board.width || y >= board.height)
        throw new HighgroundError(`${where} is off the map (${board.width} x ${board.height})`, { path: [arg] }, 'off-map');
      if (level !== undefined && !Number.isInteger(level))
        throw new HighgroundError(`the level of ${arg} must be a whole number, found ${level}`, { path: [arg] }, 'bad-value');
    },
    checkFigureAt(grid, id, at, place) {
      if (!at.every(Number.isInteger)) throw place(`a figure on a ${grid} map stands on a cell: at must be two integers, found [${at.join(', ')}]`, ['figures', id, 'at']);
    },
    board(build, ruleset, map, ctx) {
      if (!build) throw new HighgroundError(`ruleset ${ruleset.id} plays on a ${ruleset.grid} map but names no board builder (set buildBoard: buildGridBoard, from highground/core)`, { file: ctx.file, path: ['ruleset'] }, 'usage');
      return build(map, { ...ctx, groundLevel: ruleset.groundLevel });
    },
  };
}
plugGridMaps();
