/**
 * The batch hooks a ruleset may give (issue 21): fast answers to the batch entries of src/batch.ts
 * (viewshed, reachMap, visibilityMatrix) on the ruleset's own prepared view. A ruleset without a hook is
 * answered by the generic fallback there, a loop of its single questions; a hook must answer exactly what
 * that loop answers (each ruleset's batch test compares them), only faster.
 *
 * The shapes here are arrays the api layer wraps (src/batch.ts): a place is a place index y * width + x, a
 * level the surface's level, a sight code 0 (not seen), 1 (seen) or 2 (seen but hindered).
 */

/** What a viewshed hook answers: the targets (one per standing surface, or per square) and what is seen. */
export interface ViewshedAnswer {
  readonly width: number;
  readonly height: number;
  /** Place index of each target. */
  readonly place: Int32Array;
  /** Level of each target. */
  readonly level: Int32Array;
  /** The sight code of each target (dense; with it, `count` when the hook knows how many are seen), or ... */
  readonly seen?: Uint8Array | undefined;
  /** ... the targets seen only, packed as (target index << 2) | code (sparse: a viewshed sees little), or ... */
  readonly packed?: readonly number[] | undefined;
  /**
   * ... as runs of targets seen: pairs (first target index << 2) | code, (length << 2) | step, a run being
   * `length` targets from the first, `runStep[step]` apart, all with that code; `count` targets in all.
   */
  readonly runs?: readonly number[] | Int32Array | undefined;
  /**
   * With `runs`: the answer's pairs are runs[runsStart .. runsEnd) (a stretch of an arena the hook shares
   * between calls, left untouched after: no view made per call); the whole of `runs` without them.
   */
  readonly runsStart?: number | undefined;
  readonly runsEnd?: number | undefined;
  readonly count?: number | undefined;
  readonly runStep?: readonly number[] | undefined;
}

/** What a reach map hook answers: the cost to end on each target, -1 where the figure cannot. */
export interface ReachAnswer {
  readonly budget: number;
  readonly width: number;
  readonly height: number;
  readonly place: Int32Array;
  readonly level: Int32Array;
  readonly cost: Float64Array | Int32Array;
  /** Risky jumps on the cheapest way (tft-3d); zeros elsewhere. */
  readonly risky?: Int32Array | undefined;
  /**
   * tft-3d: 1 where the entry is a big figure's end with its front hex overhanging a drop, 2 with it one
   * level up (the `reach` question's `front`: no surface there at the entry's level); 0 elsewhere.
   */
  readonly front?: Uint8Array | undefined;
  /** How many entries have a cost (>= 0), when the hook counted them as it went (else counted from `cost`). */
  readonly count?: number | undefined;
  /** On a table (place -1): the point of each entry. */
  readonly points?: readonly (readonly [number, number])[] | undefined;
}

/** What a matrix hook answers and keeps: sight (and cover) between every ordered pair of `ids`. */
export interface MatrixAnswer<C> {
  readonly sight: Uint8Array;
  readonly hindered?: Uint8Array | undefined;
  readonly cover?: Uint8Array | undefined;
  /**
   * `id` has moved: `next` is the ruleset's view of the session where it stands now (already checked and
   * prepared). Recompute the pairs the move can change; return how many were recomputed.
   */
  move(id: string, next: C): number;
}

/** The batch hooks of a ruleset, each optional (src/batch.ts falls back to a loop of single questions). */
export interface BatchHooks<C> {
  /** The `sight` question from figure `figure` to every target. */
  viewshed?(ctx: C, figure: string): ViewshedAnswer;
  /**
   * The `sight` question from a bare place (`at`, and `level` when given: the question's place argument) to
   * every target, without a figure or a new session (heat maps). It throws what the question throws for
   * that place. `height`: the question's `height` argument, for a ruleset whose sight question takes one
   * (heroscape, c3g-buildings: both ends stand for figures of that Height); the map analysis passes it.
   */
  viewshedAt?(ctx: C, at: readonly [number, number], level: number | undefined, height?: number): ViewshedAnswer;
  /** The `reach` question of `figure` as arrays (`opts` already checked against the reach question). */
  reachMap?(ctx: C, figure: string, opts: { readonly budget?: number | undefined; readonly charge?: boolean | undefined }): ReachAnswer;
  /**
   * The `sight` (and, where `cover`, the `cover`) question between every ordered pair of `ids` (all of them
   * figures of the scenario). `cover[i * n + j]` is 1 when the cover question gives ids[j] cover of some grade
   * against ids[i].
   */
  visibilityMatrix?(ctx: C, ids: readonly string[], want: { readonly sight: boolean; readonly cover: boolean }): MatrixAnswer<C>;
}

const identities = new Map<number, Int32Array>();

/** 0, 1, ..., n - 1 (shared, read-only): the place of each square of a square map, one target per square. */
export function everyPlace(n: number): Int32Array {
  let a = identities.get(n);
  if (!a) {
    a = new Int32Array(n);
    for (let i = 0; i < n; i++) a[i] = i;
    if (identities.size > 16) identities.clear();
    identities.set(n, a);
  }
  return a;
}
