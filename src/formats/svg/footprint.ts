/**
 * The places a figure covers, from its scenario keys, for drawing only. Square maps: `size` (large 2x2,
 * huge 3x3, gargantuan 4x4, `at` the top-left square; other sizes one square). Hex maps: `hexes` (tft-3d: 1, 2, 3, 4, 7) or
 * `spaces` (c3g-buildings: 1, 2), laid out from the front hex `at` away from `facing`.
 *
 * TODO: switch to the board layer's footprints when they exist; the multi-hex shapes here are a
 * drawing approximation (front hex, then the hexes behind it), not a rules statement.
 */
import type { FigureSpec } from '../scenario/schema.js';
import { hexNeighbour, type Pt } from './frame.js';

/** city-of-peril sizes; HeroClix figures (standard, giant, colossal) stand on one square. */
const SQUARE_SIZES: Readonly<Record<string, number>> = { large: 2, huge: 3, gargantuan: 4 };

const ORIENT: Readonly<Record<string, Pt>> = { east: [1, 0], south: [0, 1], 'south-east': [1, 1], 'south-west': [-1, 1] };

/** The keys the guess below reads (the rulesets' own keys are not typed in formats). */
type Guessed = { base?: unknown; orient?: string; size?: string; hexes?: number; spaces?: number; facing?: number; at: [number, number] };

export function figurePlaces(kind: 'square' | 'hex', spec: FigureSpec): Pt[] {
  const f = spec as FigureSpec & Guessed;
  const [x, y] = f.at;
  if (kind === 'square') {
    // heroclix multi-base characters: base 2x2 from the top-left square, base 1x2 towards `orient`.
    if (f.base === '1x2') {
      const [dx, dy] = ORIENT[f.orient ?? 'east']!;
      return [[x, y], [x + dx, y + dy]];
    }
    const n = f.base === '2x2' ? 2 : (f.size ? SQUARE_SIZES[f.size] : undefined) ?? 1;
    const out: Pt[] = [];
    for (let j = 0; j < n; j++) for (let i = 0; i < n; i++) out.push([x + i, y + j]);
    return out;
  }
  const count = f.hexes ?? f.spaces ?? 1;
  const facing = f.facing ?? 0;
  const front: Pt = [x, y];
  const step = (p: Pt, d: number) => hexNeighbour(p[0], p[1], d);
  const behind = step(front, facing + 3);
  switch (count) {
    case 2:
      return [front, behind];
    case 3:
      return [front, step(front, facing + 2), step(front, facing + 4)];
    case 4:
      return [front, step(front, facing + 2), step(front, facing + 4), behind];
    case 7:
      return [behind, ...[0, 1, 2, 3, 4, 5].map((d) => step(behind, d))];
    default:
      return [front];
  }
}
