/**
 * malifaux batch hooks (src/batch.ts): what the loop of questions computes per pair, done once.
 *
 * - viewshed: the viewer's base is resolved once and sight.ts's `lineOfSight` (the `sight` question's
 *   decision, without its reasons, evidence and summary) runs to the centre of every inch square, as the
 *   question reads a place: a point with no base standing on what is there.
 * - reachMap: none. src/batch.ts's fallback asks the reach question once (one search of the move graph) and
 *   reads its cells, which is all a hook did: same arrays, same time (mfx-size2 measured the two interleaved
 *   on reach.yaml, move.yaml, sight.yaml and audit-reach-fall-choice.yaml, 70-1,700 ms, neither faster).
 * - visibilityMatrix: with cover, one `coverVerdict` per pair answers both sight and cover (the cover question
 *   traces the sight line first and reports it); sight alone is `lineOfSight`. Models block lines (option
 *   models-block), so a move recomputes every pair.
 */
import type { BatchHooks, MatrixAnswer, ViewshedAnswer } from '../../engine/batch.js';
import { everyPlace } from '../../engine/batch.js';
import { HighgroundError } from '../../errors.js';
import { body, type Body } from './bodies.js';
import type { Table } from './context.js';
import { coverVerdict, lineOfSight } from './sight.js';

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
  visibilityMatrix: (t, ids, want) => new MfxMatrix(t, ids, want),
};
