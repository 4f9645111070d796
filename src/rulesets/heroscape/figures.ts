/**
 * Figures on the hex map: a single-space figure stands on one space; a double-space figure (`spaces: 2`)
 * has its front hex at `at` and its back hex behind it, opposite `facing` (0 = east, clockwise; default
 * 0, so the back is west of the front). Height defaults to 5 (a common Heroscape Height). `phasing: true`
 * marks a figure that may pass through obstacles (and so through interior floors, c3g.interior.floor).
 */
import { HighgroundError } from '../../errors.js';
import type { HexTerrain } from '../../board/hex-board.js';
import { axialToOffset, offsetToAxial } from '../../geometry/hex/coords.js';
import { DIRECTION_VECTORS } from '../../geometry/hex/directions.js';
import type { FigureSpec } from './vocabulary.js';
import type { Space } from './context.js';

export const DEFAULT_HEIGHT = 5;

export interface Fig {
  readonly id: string;
  readonly side: string;
  readonly height: number;
  readonly double: boolean;
  readonly facing: number;
  readonly move: number | undefined;
  readonly flying: boolean;
  readonly destructible: boolean;
  /**
   * A destructible object with no side, read under option unownedObjects inert: nobody's enemy, so it
   * engages no figure and no figure engages it (hs.engage); it still occupies and blocks its space.
   */
  readonly inert: boolean;
  /** May pass through obstacles (never ending on one), and so through interior floors (c3g.interior.floor); not through figures (hs.base.figures). */
  readonly phasing: boolean;
  /** Space ids: the front (or only) space first. */
  readonly spaces: readonly number[];
}

/** Space id at place [x, y] with the given level, or the top one when level is undefined. */
export function spaceAt(spaces: readonly Space[], t: HexTerrain, x: number, y: number, level: number | undefined): Space | undefined {
  if (x < 0 || y < 0 || x >= t.width || y >= t.height) return undefined;
  const p = y * t.width + x;
  const from = t.first[p]!, to = t.first[p + 1]!;
  if (to === from) return undefined;
  if (level === undefined) return spaces[to - 1];
  for (let i = from; i < to; i++) if (spaces[i]!.level === level) return spaces[i];
  return undefined;
}

/** The space of a double-space figure's back hex: the one nearest the front's level. */
export function backSpace(spaces: readonly Space[], t: HexTerrain, front: Space, facing: number): Space | undefined {
  const v = DIRECTION_VECTORS[(facing + 3) % 6]!;
  const o = axialToOffset({ q: front.q + v.q, r: front.r + v.r });
  if (o.x < 0 || o.y < 0 || o.x >= t.width || o.y >= t.height) return undefined;
  const p = o.y * t.width + o.x;
  let best: Space | undefined;
  for (let i = t.first[p]!; i < t.first[p + 1]!; i++) {
    const s = spaces[i]!;
    if (!best || Math.abs(s.level - front.level) < Math.abs(best.level - front.level)) best = s;
  }
  return best;
}

/**
 * The scenario's figures. `unownedInert` (option unownedObjects inert): a destructible object given no side
 * belongs to nobody and is nobody's enemy; otherwise a figure with no side is a side of its own, everyone's enemy.
 */
export function readFigures(specs: Record<string, FigureSpec>, width: number, height: number, spaces: readonly Space[], t: HexTerrain, unownedInert = false): Fig[] {
  const out: Fig[] = [];
  for (const [id, f] of Object.entries(specs)) {
    const [x, y] = f.at as [number, number];
    if (x < 0 || y < 0 || x >= width || y >= height)
      throw new HighgroundError(`figure ${id} at [${x}, ${y}] is off the map (${width} x ${height})`, { path: ['figures', id, 'at'] });
    const level = f.level;
    const front = spaceAt(spaces, t, x, y, level);
    if (!front)
      throw new HighgroundError(
        level !== undefined ? `no standing surface at level ${level} in [${x}, ${y}]` : `[${x}, ${y}] has no standing surface`,
        { path: ['figures', id, level !== undefined ? 'level' : 'at'] },
      );
    const double = f.spaces === 2;
    const facing = f.facing ?? 0;
    const ids = [front.id];
    if (double) {
      const back = backSpace(spaces, t, front, facing);
      if (!back) throw new HighgroundError(`the back hex of double-space figure ${id} (behind facing ${facing}) is off the map`, { path: ['figures', id, 'facing'] });
      // hs.base.double-space: it is placed, as it ends a move, with both of its spaces on one level.
      if (back.level !== front.level)
        throw new HighgroundError(`double-space figure ${id} would stand with its front on level ${front.level} at [${x}, ${y}] and its back (behind facing ${facing}) on level ${back.level} at [${back.x}, ${back.y}]: both of its spaces must be on the same level (hs.base.double-space)`, { path: ['figures', id, 'facing'] });
      ids.push(back.id);
    }
    out.push({
      id, side: f.side !== undefined ? String(f.side) : `#${id}`, height: f.height ?? DEFAULT_HEIGHT, double, facing,
      move: f.move, flying: f.flying === true, destructible: f.destructible === true,
      inert: unownedInert && f.destructible === true && f.side === undefined, phasing: f.phasing === true, spaces: ids,
    });
  }
  return out;
}

export { offsetToAxial };
