/**
 * malifaux batch hooks (src/batch.ts): what the loop of questions computes per pair, done once.
 *
 * - viewshed: the viewer's base is resolved once and sight.ts's `lineOfSight` (the `sight` question's
 *   decision, without its reasons, evidence and summary) runs to the centre of every inch square, as the
 *   question reads a place: a point with no base standing on what is there.
 * - reachMap: move.ts's `reachVerdict` (one search of the move graph; the terrain graph and the mover graph
 *   are kept on the prepared table) read as arrays, one entry per sample point.
 * - visibilityMatrix: with cover, one `coverVerdict` per pair answers both sight and cover (the cover question
 *   traces the sight line first and reports it); sight alone is `lineOfSight`. Models block lines (option
 *   models-block), so a move recomputes every pair.
 */
import type { BatchHooks, MatrixAnswer, ReachAnswer, ViewshedAnswer } from '../../engine/batch.js';
import { everyPlace } from '../../engine/batch.js';
import { HighgroundError } from '../../errors.js';
import { body, modelOf, type Body } from './bodies.js';
import type { Table } from './context.js';
import { coverVerdict, lineOfSight } from './sight.js';
import { reachVerdict } from './move.js';

function viewshed(t: Table, figure: string): ViewshedAnswer {
  const A = body(t, figure, 'figure');
  const width = Math.ceil(t.size[0]), height = Math.ceil(t.size[1]);
  const packed: number[] = [];
  for (let y = 0; y < height; y++) for (let x = 0; x < width; x++) {
    let B: Body;
    try {
      B = body(t, [x + 0.5, y + 0.5], 'to');
    } catch (e) {
      if (e instanceof HighgroundError) continue; // off a table whose size is not whole inches: not a target
      throw e;
    }
    if (lineOfSight(t, A, B).sight) packed.push(((y * width + x) << 2) | 1);
  }
  return { width, height, place: everyPlace(width * height), level: new Int32Array(width * height), packed };
}

function reachMap(t: Table, figure: string, opts: { readonly budget?: number | undefined; readonly charge?: boolean | undefined }): ReachAnswer {
  const v = reachVerdict(t, modelOf(t, figure, 'figure'), opts.budget, undefined) as unknown as {
    budget: number;
    cells: readonly { at: readonly [number, number]; level: number; cost: number }[];
  };
  const n = v.cells.length;
  const level = new Int32Array(n), cost = new Float64Array(n), place = new Int32Array(n).fill(-1);
  v.cells.forEach((c, k) => {
    level[k] = c.level;
    cost[k] = c.cost;
  });
  return { budget: v.budget, width: t.size[0], height: t.size[1], place, level, cost, points: v.cells.map((c) => c.at) };
}

class MfxMatrix implements MatrixAnswer<Table> {
  readonly sight: Uint8Array;
  readonly cover: Uint8Array | undefined;
  private t: Table;
  private readonly ids: readonly string[];
  private readonly want: { readonly sight: boolean; readonly cover: boolean };

  constructor(t: Table, ids: readonly string[], want: { readonly sight: boolean; readonly cover: boolean }) {
    this.t = t;
    this.ids = ids;
    this.want = want;
    const n = ids.length;
    this.sight = new Uint8Array(n * n);
    this.cover = want.cover ? new Uint8Array(n * n) : undefined;
    this.fill();
  }

  private fill(): number {
    const n = this.ids.length;
    const bodies = this.ids.map((id) => body(this.t, id, 'figure'));
    for (let i = 0; i < n; i++) for (let j = 0; j < n; j++) {
      if (i === j) continue;
      const A = bodies[i]!, B = bodies[j]!;
      if (this.cover) {
        const v = coverVerdict(this.t, A, B) as unknown as { cover: string; sight: boolean };
        this.cover[i * n + j] = v.cover !== 'none' ? 1 : 0;
        if (this.want.sight) this.sight[i * n + j] = v.sight ? 1 : 0;
      } else if (this.want.sight) this.sight[i * n + j] = lineOfSight(this.t, A, B).sight ? 1 : 0;
    }
    return n * (n - 1);
  }

  move(_id: string, next: Table): number {
    this.t = next;
    return this.fill();
  }
}

export const batch: BatchHooks<Table> = {
  viewshed,
  reachMap,
  visibilityMatrix: (t, ids, want) => new MfxMatrix(t, ids, want),
};
