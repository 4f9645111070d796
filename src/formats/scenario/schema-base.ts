/**
 * What the scenario schema (schema.ts) and the grid map schema (grid-maps.ts) share: the whole number, id and
 * [x, y] schemas, and where the grid maps plug into the scenario schema (issue 21).
 *
 * grid-maps.ts plugs itself in when it is loaded: under Node always (schema.ts re-exports it), and in a
 * bundle whenever something uses it (the grid board builder, grid.ts, which every square and hex game names),
 * so a table game's bundle (`highground/core` + `highground/malifaux`) carries no grid map schema: its
 * scenario schema checks a square or hex map's `grid` alone, and the loader then refuses the map for the game.
 */
import * as z from '../schema-kit.js';
import type { HighgroundError, KeyPath } from '../../errors.js';
import type { KeyShape } from './schema.js';
import type { GridMapSpec } from './grid-maps.js';
import type { GridContext } from './grid.js';
import type { GridBoard } from '../../board/grid.js';

export const Int = z.number().check(z.int());
export const Id = z.union([z.string().check(z.minLength(1)), Int]);
export const XY = z.tuple([Int, Int]);

/** What grid maps add to the scenario schema and the loader. */
export interface GridMaps {
  /** A square or hex map's schema, with the registered rulesets' cell and map keys. */
  readonly schema: (cell: KeyShape, map: KeyShape) => z.Schema;
  /** The core keys of a cell and of a grid map (schema.ts's CORE_KEYS). */
  readonly cellKeys: readonly string[];
  readonly mapKeys: readonly string[];
  /**
   * The loader's check of a grid map's legend and cells: only the ruleset's cell keys and terrain names (`id`,
   * `cellKeys`, `terrain`: the ruleset's vocabulary), each error placed by `place`.
   */
  readonly checkCells: (
    map: { legend?: Record<string, object> | undefined; cells?: readonly object[] | undefined },
    id: string,
    cellKeys: readonly string[],
    terrain: Readonly<Record<string, string>>,
    place: (reason: string, path: KeyPath, key?: string) => HighgroundError,
  ) => void;
  /**
   * A place a question names on a grid map (engine/refs.ts): a cell of the `width` x `height` map (two whole
   * numbers, on it) at a whole level; refused naming the argument `arg` and the place (`where`) otherwise.
   */
  readonly checkPlace: (board: { readonly grid: string; readonly width: number; readonly height: number }, x: number, y: number, level: number | undefined, where: string, arg: string) => void;
  /** The loader's check that a figure on a grid map stands on a cell: `at` is two integers. */
  readonly checkFigureAt: (grid: string, id: string, at: readonly number[], place: (reason: string, path: KeyPath) => HighgroundError) => void;
  /**
   * The board of a grid map, built by `build` (the ruleset's `buildBoard`, else the `highground` entry's);
   * refused with code `usage` when there is none.
   */
  readonly board: (
    build: ((map: GridMapSpec, ctx: GridContext) => GridBoard) | undefined,
    ruleset: { readonly id: string; readonly grid: string; readonly groundLevel: number },
    map: GridMapSpec,
    ctx: Omit<GridContext, 'groundLevel'>,
  ) => GridBoard;
}

/** The grid maps, once grid-maps.ts is loaded. */
export const gridMaps: { plugged?: GridMaps } = {};
