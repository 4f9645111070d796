/**
 * Verdicts: the answer to a question, as a plain JSON object. Every verdict carries `reasons`, the rule
 * clauses that decided it (ids from the rules catalogue), each with a sentence saying how it applied
 * here, and optionally `evidence`: the geometry behind it, for people and for the renderer.
 */
export interface Reason {
  /** Clause id from the rules catalogue, e.g. `cop.sight.same-rooftop`. */
  rule: string;
  /** How the clause applied in this case, in plain words. */
  text: string;
  [detail: string]: unknown;
}

/** A point in board units: squares span [x, x+1]; hexes are laid out pointy-top with size 1; tables in inches. */
export type BoardPoint = readonly [number, number];

export interface TracedLine {
  from: BoardPoint;
  to: BoardPoint;
  /** Optional heights of the end points (3-D sight). */
  z?: readonly [number, number];
  clear: boolean;
  /** Places or pieces that blocked the line, with how the line met them. */
  blockedBy?: { at: readonly [number, number]; how: string }[];
  note?: string;
}

export interface Evidence {
  lines?: TracedLine[];
  /** Places involved (e.g. squares giving cover, cells of an area, a reach region) as [x, y]. */
  cells?: { at: readonly [number, number]; cost?: number; note?: string }[];
  /** A path as a list of places, with the running cost. */
  path?: { at: readonly number[]; level?: number; cost: number; step?: string }[];
  /** Areas drawn on a table (polygons in inches). */
  polygons?: { points: BoardPoint[]; note?: string }[];
  [more: string]: unknown;
}

export interface Verdict {
  ask: string;
  reasons: Reason[];
  evidence?: Evidence;
  [key: string]: unknown;
}

export function reason(rule: string, text: string, details: Record<string, unknown> = {}): Reason {
  return { rule, text, ...details };
}

/** Keep the first reason for each (rule, text) pair, in order. */
export function uniqueReasons(list: readonly Reason[]): Reason[] {
  const seen = new Set<string>();
  const out: Reason[] = [];
  for (const r of list) {
    const k = `${r.rule}\u0000${r.text}`;
    if (!seen.has(k)) {
      seen.add(k);
      out.push(r);
    }
  }
  return out;
}
