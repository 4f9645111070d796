/**
 * References to figures and places in questions: a figure id, `[x, y]`, `[x, y, level]`, or
 * `{ at: [x, y], level }`.
 */
import { z } from 'zod';
import { HighgroundError } from '../errors.js';

export const RefSchema = z.union([
  z.string().min(1),
  z.tuple([z.number(), z.number()]),
  z.tuple([z.number(), z.number(), z.number()]),
  z.strictObject({ at: z.tuple([z.number(), z.number()]), level: z.number().optional() }),
]);
export type Ref = z.infer<typeof RefSchema>;

export interface PlaceRef {
  kind: 'place';
  at: [number, number];
  level: number | undefined;
}
export interface FigureRef {
  kind: 'figure';
  id: string;
}

export function parseRef(r: Ref): PlaceRef | FigureRef {
  if (typeof r === 'string') return { kind: 'figure', id: r };
  if (Array.isArray(r)) return { kind: 'place', at: [r[0], r[1]], level: r.length === 3 ? r[2] : undefined };
  return { kind: 'place', at: [r.at[0], r.at[1]], level: r.level };
}

/** The figure with this id, or a user error at argument `arg` listing the figures there are. */
export function figureById<F>(figures: ReadonlyMap<string, F>, id: string, arg: string): F {
  const f = figures.get(id);
  if (f === undefined) throw new HighgroundError(`no figure "${id}" (figures: ${[...figures.keys()].join(', ') || 'none'})`, { path: [arg] }, 'unknown-figure');
  return f;
}

/** Parse a command-line argument: `3,4`, `3,4,2`, `[3,4]`, a number, true/false, or a plain word. */
export function parseCliValue(text: string): unknown {
  const t = text.trim();
  if (/^\[.*\]$|^\{.*\}$/.test(t)) {
    try {
      return JSON.parse(t);
    } catch {
      return t;
    }
  }
  if (/^-?\d+(\.\d+)?(,-?\d+(\.\d+)?){1,2}$/.test(t)) return t.split(',').map(Number);
  if (/^-?\d+(\.\d+)?$/.test(t)) return Number(t);
  if (t === 'true' || t === 'false') return t === 'true';
  return t;
}
