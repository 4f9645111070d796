/**
 * Where a model may end a move, push or deployment: on the table, not overlapping what it cannot stand in
 * (mfx.trait.impassable), not on a linear obstacle (mfx.linear), not overlapping another model.
 */
import type { Circle } from '../../geometry/plane/index.js';
import { reason, type Reason } from '../../engine/verdict.js';
import { basesOverlap, discContact, type Model, type Piece, type Table } from './context.js';

export interface PlaceProblem {
  readonly reason: Reason;
  readonly what: string;
}

/**
 * Why a base centred at disc.c standing at `level` on `on` cannot be there, or undefined when it can. With
 * `passing` the base only passes there (a pushed model landing from a ledge with push left to go): linear
 * obstacles, which never stop a push (mfx.linear), and incorporeal models, which other models are pushed
 * through (mfx.model.incorporeal), are no problem.
 */
export function placeProblem(t: Table, mover: Model | undefined, disc: Circle, level: number, on: Piece | undefined, passing = false): PlaceProblem | undefined {
  const { c, r } = disc;
  const [W, H] = t.size;
  if (c.x - r < 0 || c.y - r < 0 || c.x + r > W || c.y + r > H)
    return { what: 'table edge', reason: reason('mfx.trait.impassable', 'the base would not be wholly on the table') };
  if (level > 0 && !on)
    return { what: 'nothing to stand on', reason: reason('mfx.trait.vantage', `there is no surface at Ht ${level} to stand on here`) };
  for (const p of t.pieces) {
    if (p === on || p.info.access !== undefined) continue;
    // A base whose box misses the piece's box is apart from it.
    if (c.x + r < p.box[0] || c.x - r > p.box[2] || c.y + r < p.box[1] || c.y - r > p.box[3]) continue;
    if (p.linear) {
      if (!passing && level === 0 && discContact(disc, p) === 'overlap')
        return { what: `${p.kind} ${p.id}`, reason: reason('mfx.linear', `a model cannot end on the linear obstacle ${p.kind} ${p.id}`) };
      continue;
    }
    if (p.solid && (level === 0 || p.ht > level) && discContact(disc, p) === 'overlap')
      return { what: `${p.kind} ${p.id}`, reason: reason('mfx.trait.impassable', `the base would overlap ${p.kind} ${p.id}, which models cannot enter`) };
  }
  for (const m of t.models.values()) {
    if (m === mover || m.level !== level || (passing && m.incorporeal)) continue;
    if (basesOverlap(m.disc, disc))
      return { what: `model ${m.id}`, reason: reason('mfx.trait.impassable', `the base would overlap model ${m.id}`) };
  }
  return undefined;
}
