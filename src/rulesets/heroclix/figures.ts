/**
 * Characters on a heroclix map: where they stand, their size and the base abilities the rules here read
 * (Flight, Leap/Climb, Phasing/Teleport, Great Size, Improved Targeting). Checked once when the scenario loads.
 */
import { HighgroundError } from '../../errors.js';
import type { FigureSpec } from '../../formats/scenario/schema.js';
import { BLOCKING, idx, inside, type HcxBoard } from './board.js';
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
    const other = at.get(i);
    if (other !== undefined) throw new HighgroundError(`figures ${other} and ${id} both stand on [${x}, ${y}]; a square holds one character`, { path: ['figures', id, 'at'] });
    at.set(i, id);
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
    });
  }
  return out;
}

/** Friendly when both have the same side; a figure without a side is opposed to every other figure. */
export function friendly(a: Character, b: Character): boolean {
  return a.side !== undefined && a.side === b.side;
}
