/**
 * City-of-peril sight from one figure to many, without tracing a line per pair: one exact sweep
 * (src/engine/square-sweep.ts `cornerSweep`) per corner of the viewer's space, every target read off it.
 *
 * The rules are sight.ts's `sightBlocks`, laid out as grade tables: one field per relation the viewer can be
 * in with a target (field 0: `ground` for a viewer on the ground, `same` for one on a rooftop; field 1:
 * `across`), and per square how a line meeting it is blocked:
 * - inside: a wall, or a rooftop square except between two parts of one rooftop (`same`); a seam is two
 *   such squares sharing the edge the line runs along;
 * - at a corner (the line touches the square only there): a wall or ground-blocking rooftop square when
 *   `cornerBlocks`; across levels, every rooftop square (cop.sight.across: a corner strictly inside the line);
 * - along an edge with a corner strictly inside the line: across levels, a rooftop square.
 * The viewer's own squares never block (they are zeroed while it looks); a target's own squares never block
 * the lines that count, those to the first point of its space on the way. A target's squares inside a wall
 * (an incorporeal creature caught there, cop.base.incorporeal) are never read: it has total cover in them, and
 * is seen only by its other squares, past its wall squares, which block like any wall (sight.ts `sightInto`).
 *
 * A target is seen when one of its squares is seen in the field of its relation: a line from a corner of
 * the viewer's space reaches a point of its closed space unblocked, which is `traceSight`'s answer (exact,
 * any part of the space). The property tests in sight-sweep.test.ts compare the two on random maps.
 */
import { cornerSweep, type CornerGrades, type SweepTargets } from '../../engine/square-sweep.js';
import type { CopBoard } from './board.js';
import type { Ctx } from './context.js';
import { relation } from './sight.js';
import type { Spot } from './spots.js';

const F0 = 2, F1 = 8, TWO = F0 | F1;

interface Tables {
  /** Field 0 `ground` (viewer on the ground), field 1 `across`. */
  ground: CornerGrades;
  /** Field 0 `same` (viewer on a rooftop), field 1 `across`. */
  same: CornerGrades;
}

const cache = new WeakMap<CopBoard, Map<boolean, Tables>>();

function tablesOf(board: CopBoard, cornerBlocks: boolean): Tables {
  let m = cache.get(board);
  if (!m) { m = new Map(); cache.set(board, m); }
  let t = m.get(cornerBlocks);
  if (t) return t;
  const { width: W, height: H, roof, wall } = board;
  const N = W * H;
  const make = (sameField: boolean): CornerGrades => {
    const inside = new Int32Array(N), corner = new Int32Array(N), edge = new Int32Array(N);
    for (let k = 0; k < N; k++) {
      const w = wall[k] === 1, r = roof[k] === 1;
      // Field 0: `same` (only walls) or `ground` (walls and rooftops alike).
      const solid0 = sameField ? w : w || r;
      let gi = 0, gc = 0, ge = 0;
      if (solid0) { gi |= F0; if (cornerBlocks) gc |= F0; }
      // Field 1: `across`.
      if (w) { gi |= F1; if (cornerBlocks) gc |= F1; }
      if (r) { gi |= F1; gc |= F1; ge |= F1; }
      inside[k] = gi; corner[k] = gc; edge[k] = ge;
    }
    return { width: W, height: H, inside, corner, edge, two: TWO };
  };
  t = { ground: make(false), same: make(true) };
  m.set(cornerBlocks, t);
  return t;
}

// Scratch per board size: the field wanted at each target square, and its target's place in the list.
let want = new Int32Array(0), owner = new Int32Array(0);
// The targets as the sweep takes them (src/engine/square-sweep.ts SweepTargets), grown as needed.
const aimed: SweepTargets = { n: 0, x0: new Int32Array(64), y0: new Int32Array(64), x1: new Int32Array(64), y1: new Int32Array(64), field: new Int32Array(64), live: new Uint8Array(64) };

/**
 * Sight from `spots[v]` to each of `targets` (indexes into `spots`, never v): calls `seen(t)` once for each
 * target seen.
 */
export function sightFrom(ctx: Ctx, spots: readonly Spot[], v: number, targets: readonly number[], seen: (t: number) => void): void {
  const b = ctx.board;
  const W = b.width, N = W * b.height;
  if (want.length < N) { want = new Int32Array(N); owner = new Int32Array(N); }
  const V = spots[v]!;
  const tables = tablesOf(b, ctx.opts.cornerBlocks);
  const g = V.standing.kind === 'roof' ? tables.same : tables.ground;
  const nt = targets.length;
  if (aimed.live.length < nt) {
    const c = Math.max(nt, 2 * aimed.live.length);
    aimed.x0 = new Int32Array(c); aimed.y0 = new Int32Array(c); aimed.x1 = new Int32Array(c); aimed.y1 = new Int32Array(c);
    aimed.field = new Int32Array(c); aimed.live = new Uint8Array(c);
  }
  const { x0, y0, x1, y1, field, live } = aimed;
  aimed.n = nt;
  let left = 0;
  for (let k = 0; k < nt; k++) {
    const T = spots[targets[k]!]!;
    const f = relation(V.standing, T.standing) === 'across' ? F1 : F0;
    // A target's squares inside a wall are never seen (total cover, cop.base.incorporeal: sight.ts's
    // `sightInto`); its wall squares still block, as they do in the tables. Wholly inside walls: not seen.
    let open = 0;
    for (let y = T.y; y < T.y + T.h; y++) for (let x = T.x; x < T.x + T.w; x++) {
      if (b.wall[y * W + x]) continue;
      want[y * W + x] = f; owner[y * W + x] = k; open++;
    }
    x0[k] = T.x; y0[k] = T.y; x1[k] = T.x + T.w; y1[k] = T.y + T.h; field[k] = f;
    live[k] = open > 0 ? 1 : 0;
    if (open > 0) left++;
  }
  // The viewer's own squares never block: zero them while it looks.
  const saved: number[] = [];
  for (let y = V.y; y < V.y + V.h; y++) for (let x = V.x; x < V.x + V.w; x++) {
    const k = y * W + x;
    saved.push(g.inside[k]!, g.corner[k]!, g.edge[k]!);
    g.inside[k] = g.corner[k] = g.edge[k] = 0;
  }
  // A target once seen is wanted no more: its squares are cleared.
  const seenAt = (sq: number): void => {
    const k = owner[sq]!;
    if (!live[k]) return;
    live[k] = 0;
    left--;
    const T = spots[targets[k]!]!;
    for (let y = T.y; y < T.y + T.h; y++) for (let x = T.x; x < T.x + T.w; x++) want[y * W + x] = 0;
    seen(targets[k]!);
  };
  try {
    // Corners of the space's outline; each sweep aims at the targets not yet seen.
    const X0 = V.x, X1 = V.x + V.w, Y0 = V.y, Y1 = V.y + V.h;
    for (let cy = Y0; cy <= Y1 && left > 0; cy++) {
      for (let cx = X0; cx <= X1 && left > 0; cx++) {
        if (cx !== X0 && cx !== X1 && cy !== Y0 && cy !== Y1) continue;
        cornerSweep(g, cx, cy, aimed, want, seenAt);
      }
    }
  } finally {
    let s = 0;
    for (let y = V.y; y < V.y + V.h; y++) for (let x = V.x; x < V.x + V.w; x++) {
      const k = y * W + x;
      g.inside[k] = saved[s++]!; g.corner[k] = saved[s++]!; g.edge[k] = saved[s++]!;
    }
    for (const t of targets) {
      const T = spots[t]!;
      for (let y = T.y; y < T.y + T.h; y++) for (let x = T.x; x < T.x + T.w; x++) want[y * W + x] = 0;
    }
  }
}
