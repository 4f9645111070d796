/**
 * Question arguments that name a model or a place, resolved to a base (a disc) standing at a level.
 */
import { HighgroundError } from '../../errors.js';
import { figureRef, resolveRef, type Ref, type RefBoard } from '../../engine/refs.js';
import type { Circle, Point } from '../../geometry/plane/index.js';
import { standing, type Model, type Piece, type Table } from './context.js';

export interface Body {
  /** The model, when the reference named one. */
  readonly model: Model | undefined;
  readonly label: string;
  readonly c: Point;
  /** Base radius (0 for a bare point). */
  readonly r: number;
  readonly disc: Circle;
  readonly ht: number;
  readonly level: number;
  readonly on: Piece | undefined;
}

/** The models and table size the engine's argument resolver checks references against. */
export function refBoard(t: Table): RefBoard<Model> {
  return { figures: t.models, grid: 'table', width: t.size[0], height: t.size[1] };
}

export function modelOf(t: Table, id: string, key: string): Model {
  return figureRef(refBoard(t), id, key);
}

/** A figure id, or a place [x, y] / [x, y, level] (a point with no base and Ht 0 unless `as` lends one). */
export function body(t: Table, ref: Ref, key: string, as?: Model): Body {
  const r = resolveRef(refBoard(t), ref, key);
  if (r.kind === 'figure') {
    const m = r.figure;
    return { model: m, label: m.id, c: m.c, r: m.r, disc: m.disc, ht: m.ht, level: m.level, on: m.on };
  }
  const c = { x: r.at[0], y: r.at[1] };
  const s = standing(t.pieces, c, r.level);
  const rad = as ? as.r : 0;
  return { model: undefined, label: `[${r.at.join(', ')}]`, c, r: rad, disc: { c, r: rad }, ht: as ? as.ht : 0, level: s.level, on: s.on };
}
