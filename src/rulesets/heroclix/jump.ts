/**
 * Jump point search for heroclix's cheapest move cost, where the board is uniform for the mover, with the
 * plain step-by-step search's answers.
 *
 * The algorithm is jump point search (Harabor and Grastien, "Online graph pruning for pathfinding on grid
 * maps", AAAI 2011): A* over the squares where a straight or diagonal run must stop (a forced neighbour, the
 * goal), each run walked without pushing the squares it passes. Its pruning rules are those of the
 * 8-connected grid whose diagonal is closed only when both side squares are blocked (as PathFinding.js's
 * JPFMoveDiagonallyIfAtMostOneObstacle), checked here for steps that all cost 1 (Chebyshev), where the
 * textbook prices a diagonal at the square root of 2. Every neighbour they drop from square x reached from p
 * has another way from p of no more steps that does not pass x: for a straight run east, x + N, x + NW and
 * x + SW (and S-side mirrors) are one step from p; x + NE two steps through x + N (kept as forced when x + N
 * is blocked); for a diagonal run north-east, x + W and x + S are one step from p, x + NW two straight steps
 * through x + W and x + SE through x + S (forced when those are blocked). The ways kept prefer a diagonal step
 * before a straight one, and two straight steps to two diagonals that bend: a fixed order on the two-step
 * ways between two squares, so replacing a two-step piece of a cheapest path by the kept way (never more
 * steps, fewer diagonals or an earlier one) ends, and what it ends at is a path the pruned search keeps.
 * A square reached at its cheapest cost from two directions is expanded for both (`pend`, `done` below);
 * the property tests in batch.test.ts compare it with the plain search on random maps.
 *
 * "Uniform" is decided square by square from the character's own steps (batch.ts's step memo, asked of
 * move.ts): a square is plain when its steps are exactly those of that plain grid over the board's blocking
 * squares and none of them ends the move, and clean when it and its eight neighbours are plain (blocking
 * squares and squares off the board count as plain: a plain square never steps into them). Runs pass only
 * clean squares: every way the pruning relies on lies among x and its neighbours. A run stops on a square
 * that is not clean, which is then expanded with all of its own steps, as the plain search does, stops
 * included (a stopped state takes no steps, so only the goal's matters). On a board with hindering terrain,
 * levels, walls or characters, the search is jump point search in the open stretches and the plain search
 * around the rest.
 */
import { MinHeap } from '../../engine/heap.js';

/** What the jump search reads of the step memo (batch.ts StepMemo). */
export interface JumpSteps {
  readonly fill: (s: number) => void;
  readonly steps: Uint8Array;
  readonly stops: Uint8Array;
}

/** The stops byte of a square not yet asked (batch.ts UNKNOWN). */
const UNKNOWN = 0xff;

// Directions 0..7 as batch.ts's step bits: E, W, S, N, SE, NE, SW, NW.
const DX = [1, -1, 0, 0, 1, 1, -1, -1], DY = [0, 0, 1, -1, 1, -1, 1, -1];
/** Direction of (dx, dy), indexed (dy + 1) * 3 + dx + 1. */
const DIR = [7, 3, 5, 1, -1, 0, 6, 2, 4];

/** `pend` bit of a square to expand with all of its own steps (the start, a square that is not clean). */
const FULL = 1 << 8;

/** Cell codes on the padded board (a border of blocked squares round it, no bounds tests). */
const BLOCKED = 0, CLEAN = 1, UNCLEAN = 2, UNSEEN = 3;

/** The jump search's per-character state, kept with the step memo: cell codes on the padded board and the search's scratch. */
export interface JumpState {
  readonly W: number;
  readonly H: number;
  /** Padded width, W + 2. */
  readonly PW: number;
  /** Per padded square: BLOCKED, CLEAN, UNCLEAN or UNSEEN (passable, cleanness not yet known). */
  readonly cell: Uint8Array;
  /** Per board square: 0 not known, 1 plain, 2 not plain. */
  readonly plain: Uint8Array;
  readonly g: Int32Array;
  readonly stamp: Int32Array;
  readonly pend: Uint16Array;
  readonly done: Uint16Array;
  readonly poff: Int32Array;
  search: number;
  readonly heap: MinHeap;
}

/** The jump state for a board: `blocked(i)` true for a square of the board no plain step enters. */
export function jumpState(W: number, H: number, blocked: (i: number) => boolean): JumpState {
  const PW = W + 2, PN = PW * (H + 2);
  const cell = new Uint8Array(PN);
  for (let y = 0; y < H; y++) for (let x = 0; x < W; x++) if (!blocked(y * W + x)) cell[(y + 1) * PW + x + 1] = UNSEEN;
  const poff = new Int32Array(8);
  for (let d = 0; d < 8; d++) poff[d] = DY[d]! * PW + DX[d]!;
  return {
    W, H, PW, cell, plain: new Uint8Array(W * H), g: new Int32Array(PN), stamp: new Int32Array(PN),
    pend: new Uint16Array(PN), done: new Uint16Array(PN), poff, search: 0, heap: new MinHeap(1024),
  };
}

/** The steps of board square i on the plain grid (bit d: a step in direction d). */
function plainSteps(J: JumpState, p: number): number {
  const cell = J.cell, poff = J.poff;
  let a = 0;
  for (let d = 0; d < 4; d++) if (cell[p + poff[d]!] !== BLOCKED) a |= 1 << d;
  for (let d = 4; d < 8; d++) {
    if (cell[p + poff[d]!] === BLOCKED) continue;
    if (cell[p + DX[d]!] !== BLOCKED || cell[p + DY[d]! * J.PW] !== BLOCKED) a |= 1 << d;
  }
  return a;
}

function isPlain(J: JumpState, m: JumpSteps, p: number): boolean {
  if (J.cell[p] === BLOCKED) return true;
  const PW = J.PW, y = ((p / PW) | 0) - 1, i = y * J.W + (p - (y + 1) * PW - 1);
  let k = J.plain[i]!;
  if (k === 0) {
    if (m.steps[i] === 0 && m.stops[i] === UNKNOWN) m.fill(i);
    k = m.stops[i] === 0 && m.steps[i] === plainSteps(J, p) ? 1 : 2;
    J.plain[i] = k;
  }
  return k === 1;
}

/** Settle an UNSEEN padded square as CLEAN or UNCLEAN. */
function settle(J: JumpState, m: JumpSteps, p: number): number {
  const PW = J.PW;
  let c = CLEAN;
  for (let dy = -PW; dy <= PW && c === CLEAN; dy += PW) {
    for (let dx = -1; dx <= 1; dx++) if (!isPlain(J, m, p + dy + dx)) { c = UNCLEAN; break; }
  }
  J.cell[p] = c;
  return c;
}

// The goal's padded square during a search (a run stops on it).
let goalP = -1;

/** A straight run from padded square x (entered by a step in direction d): the square it stops on, or -1. */
function runStraight(J: JumpState, m: JumpSteps, x: number, d: number): number {
  const cell = J.cell;
  const step = J.poff[d]!;
  // The two sides: across the run, one square either way.
  const side = DX[d] === 0 ? 1 : J.PW;
  for (;;) {
    let c = cell[x]!;
    if (c === UNSEEN) c = settle(J, m, x);
    if (c !== CLEAN || x === goalP) return x;
    const ahead = x + step;
    const open = cell[ahead] !== BLOCKED;
    // A forced neighbour: a side square blocked, the square ahead of it open, and the diagonal's other side (ahead) open.
    if (open && ((cell[x + side] === BLOCKED && cell[ahead + side] !== BLOCKED) || (cell[x - side] === BLOCKED && cell[ahead - side] !== BLOCKED))) return x;
    if (!open) return -1;
    x = ahead;
  }
}

/** A diagonal run from padded square x (entered by a step in direction d): the square it stops on, or -1. */
function runDiagonal(J: JumpState, m: JumpSteps, x: number, d: number): number {
  const cell = J.cell, PW = J.PW;
  const sx = DX[d]!, sy = DY[d]! * PW;
  const dh = DX[d]! > 0 ? 0 : 1, dv = DY[d]! > 0 ? 2 : 3;
  for (;;) {
    let c = cell[x]!;
    if (c === UNSEEN) c = settle(J, m, x);
    if (c !== CLEAN || x === goalP) return x;
    const h = cell[x + sx] !== BLOCKED, v = cell[x + sy] !== BLOCKED;
    // Forced: the square behind one side blocked, the square beyond it open, through the other side.
    if (v && cell[x - sx] === BLOCKED && cell[x - sx + sy] !== BLOCKED) return x;
    if (h && cell[x - sy] === BLOCKED && cell[x + sx - sy] !== BLOCKED) return x;
    if (h && runStraight(J, m, x + sx, dh) >= 0) return x;
    if (v && runStraight(J, m, x + sy, dv) >= 0) return x;
    const n = x + sx + sy;
    if (cell[n] === BLOCKED || (!h && !v)) return -1;
    x = n;
  }
}

/** The successor directions of a clean square x reached by a step in direction d (natural and forced). */
function successors(J: JumpState, x: number, d: number): number {
  const cell = J.cell, PW = J.PW;
  const dx = DX[d]!, dy = DY[d]!;
  if (dy === 0 || dx === 0) {
    const step = J.poff[d]!;
    const ahead = x + step;
    if (cell[ahead] === BLOCKED) return 0;
    let a = 1 << d;
    // The two sides, across the run: (sdx, sdy) one way, the negation the other.
    const sdx = dx === 0 ? 1 : 0, sdy = dx === 0 ? 0 : 1;
    const side = sdx + sdy * PW;
    if (cell[x + side] === BLOCKED && cell[ahead + side] !== BLOCKED) a |= 1 << DIR[(dy + sdy + 1) * 3 + dx + sdx + 1]!;
    if (cell[x - side] === BLOCKED && cell[ahead - side] !== BLOCKED) a |= 1 << DIR[(dy - sdy + 1) * 3 + dx - sdx + 1]!;
    return a;
  }
  const sx = dx, sy = dy * PW;
  const h = cell[x + sx] !== BLOCKED, v = cell[x + sy] !== BLOCKED;
  let a = 0;
  if (h) a |= 1 << DIR[4 + dx]!;
  if (v) a |= 1 << DIR[(dy + 1) * 3 + 1]!;
  if ((h || v) && cell[x + sx + sy] !== BLOCKED) a |= 1 << d;
  if (v && cell[x - sx] === BLOCKED && cell[x - sx + sy] !== BLOCKED) a |= 1 << DIR[(dy + 1) * 3 - dx + 1]!;
  if (h && cell[x - sy] === BLOCKED && cell[x + sx - sy] !== BLOCKED) a |= 1 << DIR[(-dy + 1) * 3 + dx + 1]!;
  return a;
}

/**
 * The cheapest move cost from board square `start` to board square `to` (Infinity when there is none): the
 * same answer as batch.ts's step-by-step A* over the same step memo.
 */
export function jumpCost(J: JumpState, m: JumpSteps, start: number, to: number): number {
  const W = J.W, PW = J.PW;
  const pad = (i: number) => { const x = i % W; return (i - x) / W * PW + PW + x + 1; };
  const sp = pad(start), tp = pad(to);
  goalP = tp;
  const ty = (tp / PW) | 0, tx = tp - ty * PW;
  let sid = J.search + 1;
  if (sid > 0x3fffffff) { J.stamp.fill(0); sid = 1; }
  J.search = sid;
  const G = J.g, ST = J.stamp, PEND = J.pend, DONE = J.done, heap = J.heap, cell = J.cell, poff = J.poff;
  heap.clear();
  const invPW = 1 / PW;
  // f = g + h (Chebyshev distance to the goal) as key * 2^32 - g: the smallest f first, the deepest first within one f.
  const push = (p: number, g: number, bit: number) => {
    if (ST[p] !== sid) { ST[p] = sid; G[p] = g; PEND[p] = bit; DONE[p] = 0; }
    else if (g < G[p]!) { G[p] = g; PEND[p] = bit; DONE[p] = 0; }
    else if (g === G[p]! && !(PEND[p]! & bit)) { PEND[p] = PEND[p]! | bit; if (DONE[p] === 0) return; }
    else return;
    const y = ((p + 0.5) * invPW) | 0, x = p - y * PW;
    const ax = x > tx ? x - tx : tx - x, ay = y > ty ? y - ty : ty - y;
    heap.push((g + (ax > ay ? ax : ay)) * 4294967296 - g, p);
  };
  // The steps from x to y along a run: the Chebyshev distance.
  const dist = (x: number, y: number) => {
    const xy = ((x + 0.5) * invPW) | 0, yy = ((y + 0.5) * invPW) | 0;
    const a = (x - xy * PW) - (y - yy * PW), b = xy - yy;
    const aa = a < 0 ? -a : a, bb = b < 0 ? -b : b;
    return aa > bb ? aa : bb;
  };
  // A square reached from x by a step in direction e: a run from it if clean, else the square itself, expanded whole.
  const reach = (x: number, g: number, n: number, e: number) => {
    let c = cell[n]!;
    if (c === UNSEEN) c = settle(J, m, n);
    if (c !== CLEAN) { push(n, g + 1, FULL); return; }
    const j = e < 4 ? runStraight(J, m, n, e) : runDiagonal(J, m, n, e);
    if (j < 0) return;
    push(j, g + dist(x, j), cell[j] === CLEAN ? 1 << e : FULL);
  };
  push(sp, 0, FULL);
  while (heap.size > 0) {
    const x = heap.pop();
    const dirs = PEND[x]! & ~DONE[x]!;
    if (dirs === 0) continue;
    DONE[x] = DONE[x]! | dirs;
    const g = G[x]!;
    if (x === tp) return g;
    if (dirs & FULL || cell[x] !== CLEAN) {
      const y = ((x + 0.5) * invPW) | 0, i = (y - 1) * W + (x - y * PW - 1);
      if (m.steps[i] === 0 && m.stops[i] === UNKNOWN) m.fill(i);
      const a = m.steps[i]!, st = m.stops[i]!;
      for (let d = 0; d < 8; d++) {
        if (!((a >> d) & 1)) continue;
        const n = x + poff[d]!;
        // A step that ends the move leads to a stopped state, which takes no steps: only the goal's counts.
        if ((st >> d) & 1) { if (n === tp) push(n, g + 1, FULL); continue; }
        reach(x, g, n, d);
      }
      continue;
    }
    let s = 0;
    for (let d = 0; d < 8; d++) if ((dirs >> d) & 1) s |= successors(J, x, d);
    for (let e = 0; e < 8; e++) if ((s >> e) & 1) reach(x, g, x + poff[e]!, e);
  }
  return Infinity;
}
