/**
 * city-of-peril figures: size to space (cop.base.move: tiny..medium 1 square, large 2x2, huge 3x3,
 * gargantuan 4x4, `at` the top-left square), movement modes, sides; checked against the board once.
 */
import { HighgroundError } from '../../errors.js';
import { POS_INVALID, type CopBoard } from './board.js';
import { SIZE_SQUARES, type FigureSpec } from './vocabulary.js';

export interface CopFigure {
  readonly id: string;
  readonly index: number;
  readonly x: number;
  readonly y: number;
  /** Squares per side of its space. */
  readonly n: number;
  /** Its side; figures without one are all on one unnamed side. */
  readonly side: string;
  readonly speed: number | undefined;
  readonly hp: number | undefined;
  readonly flying: boolean;
  readonly burrowing: boolean;
  readonly incorporeal: boolean;
  readonly routing: boolean;
  /** Melee reach in squares (default 1). */
  readonly reach: number;
  /** Flies, burrows or is incorporeal: moves in and out of rooftop squares freely (cop.move.free). */
  readonly free: boolean;
}

export function prepareFigures(specs: Readonly<Record<string, FigureSpec>>, board: CopBoard): CopFigure[] {
  const out: CopFigure[] = [];
  const owner = new Int32Array(board.width * board.height).fill(-1);
  for (const [id, f] of Object.entries(specs)) {
    const size = f.size ?? 'medium';
    const n = SIZE_SQUARES[size];
    if (n === undefined)
      throw new HighgroundError(`size "${size}" is not a D&D Miniatures size (tiny, small, medium, large, huge, gargantuan)`, { path: ['figures', id, 'size'] });
    const [x, y] = f.at as [number, number];
    if (x < 0 || y < 0 || x + n > board.width || y + n > board.height) {
      const what = n === 1 ? `[${x}, ${y}]` : `a ${n}x${n} space from [${x}, ${y}]`;
      throw new HighgroundError(`figure ${id} stands off the map: ${what} is outside the ${board.width} x ${board.height} map`, { path: ['figures', id, 'at'] });
    }
    // An incorporeal creature passes through walls (cop.base.incorporeal): a scenario may catch it inside one
    // mid-move (it may not end its move there; the move question says so). Any other creature may not.
    if (board.positions(n).cls[y * board.width + x] === POS_INVALID && f.incorporeal !== true)
      throw new HighgroundError(`figure ${id} stands on a wall square (only an incorporeal creature may be inside a wall)`, { path: ['figures', id, 'at'] });
    const index = out.length;
    for (let j = 0; j < n; j++) {
      for (let i = 0; i < n; i++) {
        const k = (y + j) * board.width + x + i;
        const other = owner[k]!;
        if (other !== -1)
          throw new HighgroundError(`figure ${id} overlaps figure ${out[other]!.id} at [${x + i}, ${y + j}]`, { path: ['figures', id, 'at'] });
        owner[k] = index;
      }
    }
    const flying = f.flying === true, burrowing = f.burrowing === true, incorporeal = f.incorporeal === true;
    out.push({
      id, index, x, y, n, side: f.side === undefined ? '' : String(f.side),
      speed: f.speed, hp: f.hp, flying, burrowing, incorporeal, routing: f.routing === true,
      reach: f.reach ?? 1, free: flying || burrowing || incorporeal,
    });
  }
  return out;
}

export function isEnemy(a: CopFigure, b: CopFigure): boolean {
  return a.index !== b.index && a.side !== b.side;
}
