/**
 * Characters on a heroclix map: where they stand, their size and the base abilities the rules here read
 * (Flight, Leap/Climb, Phasing/Teleport, Great Size, Improved Targeting). Checked once when the scenario loads.
 */
import { HighgroundError } from '../../errors.js';
import type { FigureSpec } from './vocabulary.js';
import { BLOCKING, idx, inside, type HcxBoard } from './board.js';
import { adjacencyCloser, separated } from './passage.js';
import { IMPROVED_TARGETING, SIZES, type ImprovedTargeting, type Size } from './vocabulary.js';

export interface Character {
  readonly id: string;
  readonly x: number;
  readonly y: number;
  /** Square index. */
  readonly i: number;
  readonly level: number;
  readonly side: string | undefined;
  readonly size: Size;
  /** Giant or colossal, or great-size: true. */
  readonly greatSize: boolean;
  readonly speed: number | undefined;
  readonly flight: boolean;
  readonly leapClimb: boolean;
  readonly phasing: boolean;
  readonly targeting: ReadonlySet<ImprovedTargeting>;
  /** Its base: one square, a peanut (1x2) or a 2x2 base (hcx.base.multi-base). */
  readonly base: Base;
  /** The squares its base occupies, `i` first (one for a single-base character). */
  readonly squares: readonly number[];
}

export const BASES = ['1x1', '1x2', '2x2'] as const;
export type Base = (typeof BASES)[number];
/** Where the second square of a peanut base lies from `at`. */
export const ORIENTS = { east: [1, 0], south: [0, 1], 'south-east': [1, 1], 'south-west': [-1, 1] } as const;
export type Orient = keyof typeof ORIENTS;

/** The square offsets of a base from its `at` square (a peanut towards `orient`). */
export function baseOffsets(base: Base, orient: Orient = 'east'): readonly (readonly [number, number])[] {
  if (base === '2x2') return [[0, 0], [1, 0], [0, 1], [1, 1]];
  if (base === '1x2') return [[0, 0], ORIENTS[orient]];
  return [[0, 0]];
}

/** Is this a multi-base character (more than one square)? */
export function multiBase(f: Character): boolean {
  return f.squares.length > 1;
}

export const SIZE_RANK: Record<Size, number> = { tiny: 0, standard: 1, giant: 2, colossal: 3 };

/** A character's size for comparisons: Great Size counts as at least giant. */
export function sizeRank(f: Character): number {
  return f.greatSize ? Math.max(SIZE_RANK[f.size], SIZE_RANK.giant) : SIZE_RANK[f.size];
}

export function readFigures(b: HcxBoard, figures: Record<string, FigureSpec>): Character[] {
  const out: Character[] = [];
  const at = new Map<number, string>();
  for (const [id, f] of Object.entries(figures)) {
    const [x, y] = f.at;
    if (!inside(b, x, y)) throw new HighgroundError(`figure ${id} at [${x}, ${y}] is off the map (${b.width} x ${b.height})`, { path: ['figures', id, 'at'] });
    const i = idx(b, x, y);
    const base = (f.base ?? '1x1') as Base;
    if (!(BASES as readonly unknown[]).includes(base))
      throw new HighgroundError(`base ${JSON.stringify(f.base)} is not a heroclix base (${BASES.join(', ')}: squares)`, { path: ['figures', id, 'base'] });
    if (f.orient !== undefined && base !== '1x2')
      throw new HighgroundError(`orient is for a 1x2 (peanut) base; ${id} has base ${base}`, { path: ['figures', id, 'orient'] });
    const squares: number[] = [];
    for (const [dx, dy] of baseOffsets(base, f.orient)) {
      const sx = x + dx, sy = y + dy;
      if (!inside(b, sx, sy))
        throw new HighgroundError(`figure ${id}'s ${base} base at [${x}, ${y}] reaches [${sx}, ${sy}], off the map (${b.width} x ${b.height})`, { path: ['figures', id, 'at'] });
      squares.push(idx(b, sx, sy));
    }
    const bad = squares.length > 1 ? baseProblem(b, squares) : undefined;
    if (bad) throw new HighgroundError(`figure ${id}'s ${base} base at [${x}, ${y}] cannot stand there: ${bad}`, { path: ['figures', id, 'at'] });
    for (const q of squares) {
      const other = at.get(q);
      if (other !== undefined) throw new HighgroundError(`figures ${other} and ${id} both stand on [${q % b.width}, ${Math.floor(q / b.width)}]; a square holds one character`, { path: ['figures', id, 'at'] });
      at.set(q, id);
    }
    if (b.terrain[i]! & BLOCKING) throw new HighgroundError(`figure ${id} stands on blocking terrain at [${x}, ${y}], which no character can occupy`, { path: ['figures', id, 'at'] });
    const level = b.level[i]!;
    if (f.level !== undefined && f.level !== level)
      throw new HighgroundError(`figure ${id} is given level ${f.level}, but its square [${x}, ${y}] is at level ${level}; a heroclix character stands at its square's level`, { path: ['figures', id, 'level'] });
    const size = (f.size ?? 'standard') as Size;
    if (!(SIZES as readonly string[]).includes(size))
      throw new HighgroundError(`size "${size}" is not a heroclix size (${SIZES.join(', ')})`, { path: ['figures', id, 'size'] });
    const targeting = new Set<ImprovedTargeting>();
    (f['improved-targeting'] ?? []).forEach((t, k) => {
      if (!(IMPROVED_TARGETING as readonly string[]).includes(t))
        throw new HighgroundError(`improved-targeting "${t}" is not known (known: ${IMPROVED_TARGETING.join(', ')})`, { path: ['figures', id, 'improved-targeting', k] });
      targeting.add(t as ImprovedTargeting);
    });
    out.push({
      id, x, y, i, level,
      side: f.side === undefined ? undefined : String(f.side),
      size,
      greatSize: f['great-size'] ?? (size === 'giant' || size === 'colossal'),
      speed: f.speed,
      flight: f.flight ?? false,
      leapClimb: f['leap-climb'] ?? false,
      phasing: f.phasing ?? false,
      targeting,
      base,
      squares,
    });
  }
  return out;
}

/** Friendly when both have the same side; a figure without a side is opposed to every other figure. */
export function friendly(a: Character, b: Character): boolean {
  return a.side !== undefined && a.side === b.side;
}

/**
 * Why a base cannot occupy these squares (undefined when it can; hcx.base.multi-base): every square inside
 * blocking-free terrain at one level (a character stands at one level, hcx.elevation), and each two
 * neighbouring squares of the base adjacent (no wall or blocked intersection cutting the base apart).
 */
export function baseProblem(b: HcxBoard, squares: readonly number[]): string | undefined {
  const W = b.width;
  const at = (q: number) => `[${q % W}, ${Math.floor(q / W)}]`;
  const l0 = b.level[squares[0]!]!;
  for (const q of squares) {
    if (b.terrain[q]! & BLOCKING) return `${at(q)} is blocking terrain, which no character can occupy`;
    if (b.level[q] !== l0) return `its squares are at different levels (${at(squares[0]!)} level ${l0}, ${at(q)} level ${b.level[q]}); a character stands at one level`;
  }
  for (let p = 0; p < squares.length; p++) for (let q = p + 1; q < squares.length; q++) {
    const a = squares[p]!, c = squares[q]!;
    if (separated(b, a % W, Math.floor(a / W), c % W, Math.floor(c / W), adjacencyCloser(b, a, c), true)) return `a wall, blocking terrain or higher elevated terrain cuts ${at(a)} from ${at(c)}`;
  }
  return undefined;
}
