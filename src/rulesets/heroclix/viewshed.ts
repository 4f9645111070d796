/**
 * The heroclix viewshed: line of fire (centre to centre, exact, with the level rules of lof.ts) from one
 * character to every square, without tracing a line per square.
 *
 * Algorithm: exact shadowcasting over angular intervals, after Björn Bergström's recursive shadowcasting
 * (RogueBasin, "FOV using recursive shadowcasting", 2001; the algorithm of rot.js) in the exact form Adam
 * Milazzo describes ("My Algorithm", adammil.net, 2014: slopes kept as ratios of integers so that no ray is
 * rounded to the wrong side of a corner). Here the shadows are not booleans but the line-of-fire grades
 * themselves, so the answer is the one `lineGrade` gives, not an approximation of it.
 *
 * Why it is exact. Take one quarter of the map (east, south, west or north of the viewer) in a frame (u, v)
 * with the viewer's centre at the origin: a target of Chebyshev ring d has u = d and v in (-d, d], and the
 * line to it is the ray of slope v / d. Everything the walk of `lineGrade` meets on that line is one of:
 *   - a square whose inside the line passes (judged by `squareGrade`): the rays through the inside of
 *     square (u, v) are the open interval of slopes between its corners;
 *   - an edge the line crosses between two squares (`wallGrade`): the open interval of slopes between the
 *     edge's two ends;
 *   - a grid corner the line passes exactly (`cornerGrade` of its two side squares with their walls): one
 *     slope.
 * So the grade of the line to a target of ring d is the maximum, over these items lying nearer than the
 * target (rings below d, up to the edge u = d - 1/2 where the line enters the target's square), of the
 * grades of those whose slope set holds the target's slope, together with the edge or corner where the line
 * enters the target's square and the target's own square (`targetGrade`). A line from the viewer's centre
 * to a centre in ring d stays inside the target's square once it is past u = d - 1/2, so no other item of
 * ring d lies on it; it enters through the middle of an edge, or through the corner when it is a diagonal.
 * The sweep keeps, per quarter, F(s) = the highest grade over the items of the rings done so far containing
 * slope s, as a sorted list of breakpoints (ratios of small integers, compared exactly: see `bs`) with a value
 * at each breakpoint and on each open interval between; ring by ring it reads every target's grade off F and
 * then raises F by the ring's items.
 * Items lying wholly where F is already 2 (blocked) change nothing and are never looked at; that is the
 * shadowcasting: only the squares near the lit (or hindered) slivers are visited.
 *
 * Target levels. `lineEnv` for a viewer at level l and a target at level L depends on L only through
 * whether L = l, L > l (all such targets share one set of rules: across levels, judged at l), or L < l
 * (judged at L). The sweep carries one grade per such rule set (two bits each, packed in one integer) and
 * visits a square until every rule set is blocked there; a target reads the grade of its own level's rules.
 * The grades of a square are computed once per kind of square (level, terrain, occupant size) with
 * `squareGrade` itself, so the rules are lof.ts's and nothing here restates them; per prepared scenario and
 * per set of viewer rules (level, Improved Targeting, Great Size) they are laid out once as one integer per
 * square.
 *
 * Work: the squares near the slivers in view, and no allocation in the sweep besides the returned list.
 */
import type { Ctx, End } from './context.js';
import { sizeRank, type Character } from './figures.js';
import { wallBetween, type HcxBoard } from './board.js';
import { cornerGrade, lineEnv, squareGrade, targetGrade, wallGrade, type LineEnv } from './lof.js';
import { bs, growItems, iG, iHi, iKind, iLo, ov, pmax, pmin, pv, raiseItems } from '../../engine/square-sweep.js';

/**
 * The squares seen, as runs (engine/batch.ts `ViewshedAnswer.runs`): pairs (first place index << 2) | code
 * (1 clear, 2 hindered), (length << 2) | direction; a run is `length` squares of one ring of the sweep in a
 * row, stepping by the frame's v step (direction: the frame). `count` squares in all. The sweep finds the
 * squares seen in rows of a ring (a building's shadow leaves long lit stretches), so a run holds a dozen
 * squares on open maps and the answer is a few kilobytes, where a list of squares on an 800 x 800 map was
 * 100 kB per call (a plain array that long is a large object: filling one of 25,000 numbers cost 1.3 ms,
 * ten times the sweep). The runs are written straight into a shared arena (`out`) and the answer is the
 * arena and the bounds of its stretch: no copy (9 % of viewshed-200), no plain array, and no view (a
 * `subarray` cost 60-120 ns a call, 5-8 % of a small viewshed). An answer keeps its arena chunk alive (256 kB
 * at most); the next answers go on after it, a new chunk when one is full.
 */
export interface SparseSight {
  readonly runs: number[] | Int32Array;
  readonly count: number;
  /** The answer's stretch of `runs` (an arena chunk: no view is made per call); the whole of `runs` without them. */
  readonly start?: number;
  readonly end?: number;
}
/** The entries of an arena chunk, and the room a new answer starts a new chunk below. */
const CHUNK = 1 << 16, ROOM = 1 << 12;

// The four quarters as frames: (u, v) from (dx, dy); a target of ring d has u = d, v in (-d, d].
const FRAME_UX = [1, 0, -1, 0], FRAME_UY = [0, 1, 0, -1];
const FRAME_VX = [0, -1, 0, 1], FRAME_VY = [1, 0, -1, 0];

/**
 * What `squareGrade` can depend on, per square, as a small number (its kind): level, terrain bits, and the
 * size of the character standing there (+1; 0 for none). Built once per prepared scenario.
 */
interface CtxFacts {
  readonly kindOf: Uint16Array | Int32Array;
  /** A square of each kind (-1 for kinds no square has). */
  readonly rep: Int32Array;
  readonly walls: boolean;
  /** 1 for each level some square has. */
  readonly levels: Uint8Array;
  readonly setups: WeakMap<Character, Setup>;
  /** Per-square cells of the passes of viewers with the same rules (level, Improved Targeting, Great Size). */
  readonly cells: Map<string, Int32Array[]>;
}

/**
 * One sweep's rule sets (at most 12, two bits each) and, per square, a cell: its packed `squareGrade`
 * (bits 0-23), 1 + the field of its level as a target (bits 24-27, 0: none in this pass), its `targetGrade`
 * (bit 28).
 */
interface Pass {
  readonly cells: Int32Array;
  readonly envs: LineEnv[];
  /** 2 in every field in use (also the mask of the fields' high bits). */
  readonly two: number;
  /** The field of each target level in this pass, -1 for none. */
  readonly envOf: Int8Array;
  /** Packed `squareGrade` of each kind of square. */
  readonly kinds: Int32Array;
  /** The field of each kind of square as a target (envOf of its level). */
  readonly kindEnv: Int8Array;
  /** `stretchesOf(cells)`, once a sweep has needed it (a WeakMap lookup per call cost more than a ring). */
  same: Uint16Array[] | undefined;
}

/** Per viewer: the passes, the grade of the viewer's own square, the kinds' `targetGrade`. */
interface Setup {
  readonly passes: Pass[];
  readonly own: number;
  readonly target: Uint8Array;
  readonly touchMin: boolean;
}

const ctxFacts = new WeakMap<Ctx, CtxFacts>();

function factsOf(ctx: Ctx): CtxFacts {
  let f = ctxFacts.get(ctx);
  if (f) return f;
  const b = ctx.board;
  const n = b.width * b.height;
  const nKinds = (b.maxLevel + 1) * 16 * 5;
  const kindOf = nKinds <= 65536 ? new Uint16Array(n) : new Int32Array(n);
  const rep = new Int32Array(nKinds).fill(-1);
  const levels = new Uint8Array(b.maxLevel + 1);
  for (let i = 0; i < n; i++) {
    const k = ctx.occupant[i]!;
    const key = ((b.level[i]! << 4) | (b.terrain[i]! & 15)) * 5 + (k >= 0 ? sizeRank(ctx.figures[k]!) + 1 : 0);
    kindOf[i] = key;
    if (rep[key]! < 0) rep[key] = i;
    levels[b.level[i]!] = 1;
  }
  f = { kindOf, rep, walls: b.wallH.includes(1) || b.wallV.includes(1), levels, setups: new WeakMap(), cells: new Map() };
  ctxFacts.set(ctx, f);
  return f;
}

function setupOf(ctx: Ctx, facts: CtxFacts, fig: Character): Setup {
  let s = facts.setups.get(fig);
  if (s) return s;
  const b = ctx.board;
  const from: End = { x: fig.x, y: fig.y, i: fig.i, level: fig.level, fig, label: fig.id };
  const toAt = (L: number): End => ({ x: fig.x, y: fig.y, i: fig.i, level: L, fig: undefined, label: '' });
  // Rule sets by target level: the viewer's own level; every higher level (one set: across levels, judged
  // at the viewer's level); each lower level on its own. Only levels some square has.
  const maxL = b.maxLevel, Lv = fig.level;
  const groups: { env: LineEnv; levels: number[] }[] = [];
  groups.push({ env: lineEnv(ctx, from, toAt(Lv), Lv, Lv), levels: [Lv] });
  const up: number[] = [];
  for (let L = Lv + 1; L <= maxL; L++) if (facts.levels[L]) up.push(L);
  if (up.length) groups.push({ env: lineEnv(ctx, from, toAt(up[0]!), Lv, up[0]!), levels: up });
  for (let L = 1; L < Lv; L++) if (facts.levels[L]) groups.push({ env: lineEnv(ctx, from, toAt(L), Lv, L), levels: [L] });
  const passes: Pass[] = [];
  const env0 = groups[0]!.env;
  const target = new Uint8Array(facts.rep.length);
  for (let key = 0; key < target.length; key++) if (facts.rep[key]! >= 0) target[key] = targetGrade(env0, facts.rep[key]!);
  const sig = `${Lv}|${[...fig.targeting].sort().join(',')}|${fig.greatSize ? sizeRank(fig) : -1}`;
  let cellsList = facts.cells.get(sig);
  const newCells = !cellsList;
  if (!cellsList) { cellsList = []; facts.cells.set(sig, cellsList); }
  for (let g0 = 0, c = 0; g0 < groups.length; g0 += 12, c++) {
    const chunk = groups.slice(g0, g0 + 12);
    const envs = chunk.map((g) => g.env);
    let two = 0;
    for (let e = 0; e < envs.length; e++) two |= 2 << (2 * e);
    const envOf = new Int8Array(maxL + 1).fill(-1);
    chunk.forEach((g, e) => { for (const L of g.levels) envOf[L] = e; });
    const kinds = new Int32Array(facts.rep.length);
    for (let key = 0; key < kinds.length; key++) {
      const i = facts.rep[key]!;
      if (i < 0) continue;
      let g = 0;
      for (let e = 0; e < envs.length; e++) g |= squareGrade(envs[e]!, i) << (2 * e);
      kinds[key] = g;
    }
    const kindEnv = new Int8Array(kinds.length);
    for (let key = 0; key < kinds.length; key++) kindEnv[key] = envOf[Math.floor(key / 80)] ?? -1;
    if (newCells) {
      const cell = new Int32Array(kinds.length);
      for (let key = 0; key < kinds.length; key++) cell[key] = kinds[key]! | ((kindEnv[key]! + 1) << 24) | (target[key]! << 28);
      const cells = new Int32Array(facts.kindOf.length);
      for (let i = 0; i < cells.length; i++) cells[i] = cell[facts.kindOf[i]!]!;
      cellsList.push(cells);
    }
    passes.push({ cells: cellsList[c]!, envs, two, envOf, kinds, kindEnv, same: undefined });
  }
  s = { passes, own: targetGrade(env0, fig.i), target, touchMin: cornerGrade(ctx, 0, 2) === 0 };
  facts.setups.set(fig, s);
  return s;
}

/** The packed grades of the edge between orthogonal neighbours a and c (0 without a wall). */
function wallP(b: HcxBoard, envs: readonly LineEnv[], a: number, c: number): number {
  const W = b.width;
  const ax = a % W, ay = (a - ax) / W, cx = c % W, cy = (c - cx) / W;
  if (!wallBetween(b, ax, ay, cx, cy)) return 0;
  let g = 0;
  for (let e = 0; e < envs.length; e++) g |= wallGrade(envs[e]!, a, c) << (2 * e);
  return g;
}

/** A pass cell's packed squareGrade, and its target field. */
const SQ = 0xffffff, ENV = 0xf000000;

// Scratch, reused between calls (a sweep does not re-enter): F and the items of a ring are the engine's
// (src/engine/square-sweep.ts).
// Output: runs, two entries each (see SparseSight); the squares of a run step by the frame's dv.
// The answer being written is out[outStart .. nOut); earlier answers' stretches lie below it, untouched.
let out = new Int32Array(CHUNK);
let nOut = 0, outStart = 0;
let nSeen = 0;

/** Room for `need` more entries: a new chunk holding the answer so far when this one is too small. */
function growOut(need: number): void {
  if (nOut + need <= out.length) return;
  const len = nOut - outStart;
  const o2 = new Int32Array(Math.max(CHUNK, 2 * (len + need)));
  o2.set(out.subarray(outStart, nOut));
  out = o2; outStart = 0; nOut = len;
}

// The last viewer asked about (a bot asks about the same one many times).
let lastCtx: Ctx | undefined, lastFig: Character | undefined, lastFacts: CtxFacts | undefined, lastSetup: Setup | undefined;

const NONE = new Uint16Array(0);
/** Whether the plain rules take the row sweep (`sweepRows`); the ring sweep otherwise (for comparing the two). */
export let useRows = true;
export function setRowSweep(on: boolean): void { useRows = on; }
const stretchTables = new WeakMap<Int32Array, Uint16Array[]>();

/**
 * Per frame c, per square: how many squares from it on along the frame's v step (FRAME_V) hold its cell
 * (itself included, at most 65,535). Built once per cells table.
 */
function stretchesOf(cells: Int32Array, W: number, H: number): Uint16Array[] {
  let t = stretchTables.get(cells);
  if (t) return t;
  t = [];
  for (let c = 0; c < 4; c++) {
    const vx = FRAME_VX[c]!, vy = FRAME_VY[c]!, dv = vx + vy * W;
    const s = new Uint16Array(W * H);
    // Walk each line against its step, so that the next square along it is done first.
    for (let y0 = 0; y0 < H; y0++) for (let x0 = 0; x0 < W; x0++) {
      const x = vx > 0 ? W - 1 - x0 : x0, y = vy > 0 ? H - 1 - y0 : y0;
      const i = y * W + x, nx = x + vx, ny = y + vy;
      s[i] = nx >= 0 && ny >= 0 && nx < W && ny < H && cells[i + dv] === cells[i] && s[i + dv]! < 65535 ? s[i + dv]! + 1 : 1;
    }
    t.push(s);
  }
  stretchTables.set(cells, t);
  return t;
}

// Rows of the row sweep (`sweepRows`), two entries each in two stacks reused between calls: in rI the ring d
// and (G << 2) | flags, G the packed grade that the items of rings 1 .. d - 1 give every line of the row (at
// most 24 bits) and flags 1: lo included, 2: hi included; in rS the slopes lo, hi. The sweep keeps them and
// its stack pointer in locals (module variables cost a context load and a hole check at each use: the pop and
// the pushes were 18 % of city-800's line profile).
let rI = new Int32Array(512), rS = new Float64Array(512);

/** Room for `need` more entries on the row stacks (below `sp`); the caller re-reads rI and rS. */
function growRows(sp: number, need: number): void {
  if (sp + need <= rI.length) return;
  const c = 2 * (sp + need);
  const i2 = new Int32Array(c), s2 = new Float64Array(c);
  i2.set(rI); s2.set(rS);
  rI = i2; rS = s2;
}

/** Push row (d, lo .. hi, flags, g) at sp (room made by `growRows`); the new stack pointer. */
function put(ri: Int32Array, rs: Float64Array, sp: number, d: number, lo: number, hi: number, flags: number, g: number): number {
  ri[sp] = d; ri[sp + 1] = (g << 2) | flags; rs[sp] = lo; rs[sp + 1] = hi;
  return sp + 2;
}

/**
 * `sweep` for the plain rules (lofTouch needing both side squares, no walls), by rows that carry their own
 * interval: Albert Ford's row structure ("Symmetric Shadowcasting", albertford.com/shadowcasting, 2021: a
 * row is the run of one depth between two slopes, its children the runs of the next depth; his recursion on
 * an explicit stack), with grades instead of walls and floors. The function F of `sweep` is never built
 * whole: a row is a piece of the quarter's slopes on which F is one value G (an open interval, or one slope
 * where a grid corner or the meeting of two squares' slope sets makes F differ from both sides). The row
 * reads its targets of ring d (v / d in the row) off G, then cuts itself at the items of ring d (insides and
 * corners) into the rows of ring d + 1, each with its new value; rows blocked in every field are dropped,
 * which is the shadowcasting.
 *
 * The items of ring d in slope order. Square (d, v)'s inside is the open interval (a(v), b(v)) with
 * a(v) = (2v - 1) / (2d + 1) for v > 0, (2v - 1) / (2d - 1) otherwise, and b(v) = (2v + 1) / (2d - 1) for
 * v >= 0, (2v + 1) / (2d + 1) otherwise; a(v + 1) < b(v) < a(v + 2) for -d <= v < d - 1 (cross-multiply), so
 * only neighbours overlap and the slopes split into groups (b(v - 1), b(v)]: the open stretch up to a(v + 1)
 * inside square v only, the point a(v + 1), the open stretch inside both v and v + 1, the point b(v) inside
 * v + 1 only. The corner (d - 1/2, v + 1/2) lies on slope (2v + 1) / (2d - 1): b(v) for v >= 0, a(v + 1)
 * below. Targets lie inside square v only (b(v - 1) < v / d < a(v + 1)). Squares off the board count as
 * blocked: a line through one never meets the board again in this quarter (|v| / u only grows).
 * Slopes compare exactly as doubles (see `bs` in the engine's sweep); a slope times d is an integer or at
 * least 1 / (2 * side + 1) from every integer, so `Math.ceil(y - 1e-7)` rounds it exactly.
 */
function sweepRows(setup: Setup, pass: Pass, fig: Character, W: number, H: number, stretches: Uint16Array[]): void {
  const cells = pass.cells, two = pass.two;
  const fx = fig.x, fy = fig.y, fi = fig.i;
  // The answer's entries and count, kept in locals (written back at the end, and around `growOut`).
  let o = out, n = nOut, seen = 0;
  for (let c = 0; c < 4; c++) {
    const ux = FRAME_UX[c]!, uy = FRAME_UY[c]!, vx = FRAME_VX[c]!, vy = FRAME_VY[c]!;
    const du = ux + uy * W, dv = vx + vy * W;
    const maxU = ux > 0 ? W - 1 - fx : ux < 0 ? fx : uy > 0 ? H - 1 - fy : fy;
    const vLo = vx > 0 ? -fx : vx < 0 ? fx - (W - 1) : vy > 0 ? -fy : fy - (H - 1);
    const vHi = vx > 0 ? W - 1 - fx : vx < 0 ? fx : vy > 0 ? H - 1 - fy : fy;
    if (maxU < 1) continue;
    // Per square, how many squares from it on along dv hold its cell (`stretchesOf`).
    const same = stretches[c]!;
    let ri = rI, rs = rS;
    // Slopes (-1, 1]: -1 is the previous quarter's diagonal.
    let sp = put(ri, rs, 0, 1, -1, 1, 2, 0);
    while (sp > 0) {
      sp -= 2;
      const d = ri[sp]!, gf = ri[sp + 1]!, lo = rs[sp]!, hi = rs[sp + 1]!;
      const fl = gf & 3, G = gf >>> 2;
      const rowBase = fi + Math.imul(d, du), prevBase = rowBase - du;
      const d2m = 2 * d - 1, d2p = 2 * d + 1;
      // Targets: lo < v / d < hi (or equal where included), -d < v, on the board.
      if (n + 4 * d + 8 > o.length) { nOut = n; growOut(4 * d + 8); o = out; n = nOut; }
      {
        let y = lo * d;
        let t0 = Math.ceil(y - 1e-7);
        if (t0 - y < 1e-7 && !(fl & 1)) t0++;
        y = hi * d;
        let t1 = Math.floor(y + 1e-7);
        if (y - t1 < 1e-7 && !(fl & 2)) t1--;
        if (t0 <= -d) t0 = 1 - d;
        if (t0 < vLo) t0 = vLo;
        if (t1 > vHi) t1 = vHi;
        let runNext = -1, runCode = 0;
        for (let v = t0; v <= t1; v++) {
          const i = rowBase + Math.imul(v, dv);
          const cell = cells[i]!;
          const st = same[i]!;
          if (st > 1 && v < d - 1) {
            // A stretch of squares holding this cell, short of the diagonal: targets of one grade (or none).
            let e = v + st - 1;
            if (e > t1) e = t1;
            if (e > d - 1) e = d - 1;
            if ((cell & ENV) !== 0) {
              let g = (G >>> (2 * ((cell >>> 24) & 15) - 2)) & 3;
              const tg = (cell >>> 28) & 1;
              if (tg > g) g = tg;
              if (g < 2) {
                const len = e - v + 1;
                if (i === runNext && g === runCode) o[n - 1] = o[n - 1]! + 4 * len;
                else { o[n++] = (i << 2) | (g + 1); o[n++] = (len << 2) | c; runCode = g; }
                runNext = i + Math.imul(len, dv);
                seen += len;
              }
            }
            v = e;
            continue;
          }
          if ((cell & ENV) === 0) continue;
          const sh = 2 * ((cell >>> 24) & 15) - 2;
          let g = (G >>> sh) & 3;
          if (v === d && g < 2) {
            // The diagonal enters its square through the corner (d - 1/2, d - 1/2).
            const g1 = cells[i - dv]! & SQ;
            if (g1 !== 0) { const ge = (pmin(g1, cells[i - du]! & SQ, two) >>> sh) & 3; if (ge > g) g = ge; }
          }
          const tg = (cell >>> 28) & 1;
          if (tg > g) g = tg;
          if (g < 2) {
            if (i === runNext && g === runCode) o[n - 1] = o[n - 1]! + 4;
            else { o[n++] = (i << 2) | (g + 1); o[n++] = 4 | c; runCode = g; }
            runNext = i + dv;
            seen++;
          }
        }
      }
      if (d >= maxU) continue;
      // The groups of lo and hi: v0 least with b(v0) > lo, v1 least with b(v1) >= hi. With q the denominator of
      // b on lo's side of 0 (b(v) >= 0 exactly when v >= 0), b(v) > lo is 2v + 1 > lo q, that is 2v + 1 > m for
      // m = floor(lo q) (exact, as the targets' bounds above); b(v) >= hi is 2v + 1 >= ceil(hi q).
      let v0: number, v1: number;
      {
        const m = Math.floor(lo * (lo >= 0 ? d2m : d2p) + 1e-7);
        v0 = ((m - 1) >> 1) + 1;
        if (lo < 0 && v0 > 0) v0 = 0;
        if (v0 < -d) v0 = -d;
        const mc = Math.ceil(hi * (hi > 0 ? d2m : d2p) - 1e-7);
        v1 = mc >> 1;
        if (hi > 0 ? v1 < 0 : v1 > 0) v1 = 0;
        // (A point row on some b(k): v1 = k, v0 = k + 1; its group is v0's.)
        if (v1 < v0) v1 = v0;
      }
      // Room for the children: at most 4 where the row starts, 2 at a(v + 1) and 2 at b(v) per group, 2 where it ends.
      if (sp + 8 * (v1 - v0) + 24 > ri.length) { growRows(sp, 8 * (v1 - v0) + 24); ri = rI; rs = rS; }
      // The child being made: from cs (included when csIn), value cv.
      let cs = lo, csIn = fl & 1, cv = 0;
      let sqV = v0 < vLo || v0 > vHi ? two : cells[rowBase + Math.imul(v0, dv)]! & SQ;
      for (let v = v0; v <= v1; v++) {
        const w = v + 1;
        const sqW = w < vLo || w > vHi ? two : cells[rowBase + Math.imul(w, dv)]! & SQ;
        if ((sqV | sqW) === 0 && cv === G && v !== v0 && v !== v1) {
          // Clear squares v and v + 1: no corner, nothing raised. Through a stretch of them, groups up to the
          // stretch's last square but one (short of v1) likewise.
          const st = same[rowBase + Math.imul(w, dv)]!;
          const to = v + st - 2 < v1 - 2 ? v + st - 2 : v1 - 2;
          if (to > v) v = to;
          continue;
        }
        // The corner (d - 1/2, v + 1/2): both side squares (plain lofTouch).
        let cor = 0;
        if (v >= 0) { if (sqV !== 0) cor = pmin(sqV, w > vHi ? two : cells[prevBase + Math.imul(w, dv)]! & SQ, two); }
        else { const s1 = v < vLo ? two : cells[prevBase + Math.imul(v, dv)]! & SQ; if (s1 !== 0) cor = pmin(s1, sqW, two); }
        const wS = pmax(G, sqV, two), wZ = pmax(G, pmax(sqV, sqW, two), two), wW = pmax(G, sqW, two);
        const wA = v < 0 ? pmax(wS, cor, two) : wS, wB = v >= 0 ? pmax(wW, cor, two) : wW;
        if (v === v0) {
          // Where the row starts: lo itself (when included) and the open stretch after it. lo against a(v + 1)
          // = ka / qa by multiplying (exact as above: `la` -1 below, 0 on it, 1 above); the slope divided out
          // only when a row is cut there.
          const ka = 2 * w - 1, qa = w > 0 ? d2p : d2m;
          const yl = lo * qa;
          const la = yl < ka - 1e-7 ? -1 : yl > ka + 1e-7 ? 1 : 0;
          if (csIn) {
            // lo on b(v - 1) = (2v - 1) / q: inside square v, and the corner v - 1 when v - 1 >= 0.
            const yb = lo * (v - 1 >= 0 ? d2m : d2p) - (2 * v - 1);
            if (yb < 1e-7 && yb > -1e-7) {
              let x = pmax(G, sqV, two);
              if (v - 1 >= 0 && x !== two) {
                const s1 = v - 1 < vLo ? two : cells[rowBase + Math.imul(v - 1, dv)]! & SQ;
                if (s1 !== 0) x = pmax(x, pmin(s1, v > vHi ? two : cells[prevBase + Math.imul(v, dv)]! & SQ, two), two);
              }
              cv = x;
            } else cv = la < 0 ? wS : la === 0 ? wA : wZ;
            if (lo === hi) { if (cv !== two) sp = put(ri, rs, sp, d + 1, lo, lo, 3, cv); break; }
            const open = la < 0 ? wS : wZ;
            if (open !== cv) { if (cv !== two) sp = put(ri, rs, sp, d + 1, lo, lo, 3, cv); csIn = 0; cv = open; }
          } else cv = la < 0 ? wS : wZ;
          if (la < 0 && (wA !== cv || wZ !== cv) && hi * qa > ka + 1e-7) {
            const am = ka / qa;
            if (wA !== cv) { if (cv !== two) sp = put(ri, rs, sp, d + 1, cs, am, csIn, cv); cs = am; csIn = 1; cv = wA; }
            if (wZ !== cv) { if (cv !== two) sp = put(ri, rs, sp, d + 1, cs, am, csIn | 2, cv); cs = am; csIn = 0; cv = wZ; }
          }
        } else if (wA !== cv || wZ !== cv) {
          const am = (2 * w - 1) / (w > 0 ? d2p : d2m);
          if (am < hi) {
            if (wA !== cv) { if (cv !== two) sp = put(ri, rs, sp, d + 1, cs, am, csIn, cv); cs = am; csIn = 1; cv = wA; }
            if (wZ !== cv) { if (cv !== two) sp = put(ri, rs, sp, d + 1, cs, am, csIn | 2, cv); cs = am; csIn = 0; cv = wZ; }
          }
        }
        if (v < v1 && (wB !== cv || wW !== cv)) {
          const bv = (2 * v + 1) / (v >= 0 ? d2m : d2p);
          if (wB !== cv) { if (cv !== two) sp = put(ri, rs, sp, d + 1, cs, bv, csIn, cv); cs = bv; csIn = 1; cv = wB; }
          if (wW !== cv) { if (cv !== two) sp = put(ri, rs, sp, d + 1, cs, bv, csIn | 2, cv); cs = bv; csIn = 0; cv = wW; }
        }
        sqV = sqW;
        if (v === v1) {
          // Where the row ends: hi, included or not (b(v1) >= hi: at most the point b(v1)).
          if (fl & 2 && lo !== hi) {
            // hi against b(v) and a(v + 1) by multiplying, as lo against a(v + 1) above (no division).
            const yb = hi * (v >= 0 ? d2m : d2p) - (2 * v + 1);
            let x: number;
            if (yb < 1e-7 && yb > -1e-7) x = wB;
            else { const ya = hi * (w > 0 ? d2p : d2m) - (2 * w - 1); x = ya < -1e-7 ? wS : ya < 1e-7 ? wA : wZ; }
            if (x !== cv) { if (cv !== two) sp = put(ri, rs, sp, d + 1, cs, hi, csIn, cv); cs = hi; csIn = 1; cv = x; }
            if (cv !== two) sp = put(ri, rs, sp, d + 1, cs, hi, csIn | 2, cv);
          } else if (lo !== hi && cv !== two) sp = put(ri, rs, sp, d + 1, cs, hi, csIn, cv);
        }
      }
    }
  }
  nOut = n;
  nSeen += seen;
}

/** The squares `fig` sees for one pass's rule sets, appended to `out` (from nOut). */
function sweep(ctx: Ctx, facts: CtxFacts, setup: Setup, pass: Pass, fig: Character): void {
  const b = ctx.board;
  const W = b.width, H = b.height;
  const walls = facts.walls;
  const cells = pass.cells, two = pass.two, envs = pass.envs;
  const touchMin = setup.touchMin;
  const plain = touchMin && !walls;
  const stretches = plain ? (pass.same ??= stretchesOf(cells, W, H)) : undefined;
  if (plain && useRows) { sweepRows(setup, pass, fig, W, H, stretches!); return; }
  const fx = fig.x, fy = fig.y, fi = fig.i;
  for (let c = 0; c < 4; c++) {
    const ux = FRAME_UX[c]!, uy = FRAME_UY[c]!, vx = FRAME_VX[c]!, vy = FRAME_VY[c]!;
    const du = ux + uy * W, dv = vx + vy * W;
    // (Without stretches, never read: an empty table.)
    const same = stretches ? stretches[c]! : NONE;
    const maxU = ux > 0 ? W - 1 - fx : ux < 0 ? fx : uy > 0 ? H - 1 - fy : fy;
    // v's range on the board: the v axis runs along x (vx = +-1) or y (vy = +-1).
    const vLo = vx > 0 ? -fx : vx < 0 ? fx - (W - 1) : vy > 0 ? -fy : fy - (H - 1);
    const vHi = vx > 0 ? W - 1 - fx : vx < 0 ? fx : vy > 0 ? H - 1 - fy : fy;
    // F starts clear on (-1, 1]; slope -1 is the previous quarter's diagonal (never a target here).
    let nb = 2;
    bs[0] = -1; pv[0] = two; ov[0] = 0;
    bs[1] = 1; pv[1] = 0; ov[1] = 0;
    for (let d = 1; d <= maxU; d++) {
      if (4 * (2 * d + 2) + nb + 8 > iLo.length) growItems(4 * (2 * d + 2) + nb + 8);
      const S = bs, P = pv, O = ov;
      if (nOut + 4 * d + 8 > out.length) growOut(4 * d + 8);
      const IL = iLo, IH = iHi, G = iG, K = iKind, o = out;
      let n = nOut;
      // The run being written (its next square and code; -1: none), and the squares seen in this ring.
      let runNext = -1, runCode = 0, ringSeen = 0;
      let ni = 0;
      let runs = 0;
      let lastV = -d - 1;
      let sqV = -d - 2, sqItem = 0; // the last square item: its v, its index
      // F's breakpoint p at or below the current target's slope v / d; atV: the v with v / d = S[p] (if any);
      // nextV: the least v with v / d >= S[p + 1], nextEq: whether nextV / d = S[p + 1]. A slope S is a ratio
      // a / b (b at most 2 * side + 1): S * d is an integer m when S = m / d, and otherwise at least 1 / b
      // from every integer, far beyond the rounding of the product, so these integers are exact.
      let p = 0, atV = -d;
      let nextV = 0, nextEq = false;
      {
        const y = S[1]! * d;
        nextV = Math.ceil(y - 1e-7); nextEq = nextV - y < 1e-7;
      }
      const rowBase = fi + Math.imul(d, du);
      const d2m = 2 * d - 1, d2p = 2 * d + 1;
      let k = 0;
      while (k < nb) {
        if (P[k] === two && !(k < nb - 1 && O[k] !== two)) { k++; continue; }
        const s = k;
        let e = k;
        while (e < nb - 1 && O[e] !== two) { e++; if (P[e] === two) break; }
        k = P[e] === two ? e : e + 1;
        runs++;
        // The v's whose items (below) can meet slopes [lo, hi]: the highest slope of an item of v is
        // (2v + 1) / (2d - 1) for v >= 0 and (2v + 1) / (2d + 1) below; the lowest (2v - 1) / (2d + 1) for
        // v > 0 and (2v - 1) / (2d - 1) for v <= 0. (Rounded outwards: an extra v changes nothing.)
        const lo = S[s]!, hi = S[e]!;
        const xl = (lo * (lo >= 0 ? d2m : d2p) - 1) * 0.5 - 1e-9, xh = (hi * (hi > 0 ? d2p : d2m) + 1) * 0.5 + 1e-9;
        let vmin = Math.ceil(xl) | 0, vmax = Math.floor(xh) | 0;
        if (vmin > vHi || vmax < vLo) {
          // Every ray of the run leaves the board sideways before ring d and never comes back (|v| / d only
          // grows away from 0): no target lies on it any more. Shut it.
          IL[ni] = lo; IH[ni] = hi; G[ni] = two; K[ni] = 3; ni++;
          continue;
        }
        if (vmin < -d) vmin = -d;
        if (vmin < vLo) vmin = vLo;
        if (vmin <= lastV) vmin = lastV + 1;
        if (vmax > d) vmax = d;
        if (vmax > vHi) vmax = vHi;
        for (let v = vmin; v <= vmax; v++) {
          const i = rowBase + Math.imul(v, dv);
          const cell = cells[i]!;
          const sq = cell & SQ;
          // A stretch of squares holding this cell, clear inside, where F is one value: targets of one
          // grade, and no items (no inside; each corner has a clear square of the stretch beside it, and
          // with plain rules a corner needs both its side squares to count). One run, one step.
          if (plain && sq === 0 && v > -d && v < d - 1 && same[i]! >= 3) {
            let e = v + same[i]! - 2;
            if (e > vmax) e = vmax;
            if (e > d - 1) e = d - 1;
            if ((cell & ENV) === 0) { v = e; continue; }
            while (v >= nextV) {
              p++;
              atV = nextEq ? nextV : -d;
              if (p + 1 < nb) {
                const y = S[p + 1]! * d;
                nextV = Math.ceil(y - 1e-7); nextEq = nextV - y < 1e-7;
              } else nextV = d + 1;
            }
            if (e >= nextV) e = nextV - 1;
            if (v !== atV && e > v) {
              let g = (O[p]! >>> (2 * ((cell >>> 24) & 15) - 2)) & 3;
              const tg = (cell >>> 28) & 1;
              if (tg > g) g = tg;
              if (g < 2) {
                const len = e - v + 1;
                if (i === runNext && g === runCode) o[n - 1] = o[n - 1]! + 4 * len;
                else { o[n++] = (i << 2) | (g + 1); o[n++] = (len << 2) | c; runCode = g; }
                runNext = i + Math.imul(len, dv);
                ringSeen += len;
              }
              v = e;
              continue;
            }
          }
          if (v > -d && cell & ENV) {
            // The target (d, v).
            const sh = 2 * ((cell >>> 24) & 15) - 2;
            while (v >= nextV) {
              p++;
              atV = nextEq ? nextV : -d;
              if (p + 1 < nb) {
                const y = S[p + 1]! * d;
                nextV = Math.ceil(y - 1e-7); nextEq = nextV - y < 1e-7;
              } else nextV = d + 1;
            }
            let g = ((v === atV ? P[p]! : O[p]!) >>> sh) & 3;
            if (g < 2) {
              // It enters its square through the middle of the edge from (d - 1, v), or (a diagonal) a corner.
              const entry = v === d ? corner(b, envs, cells, two, touchMin, walls, i - du - dv, du, dv, true)
                : walls ? wallP(b, envs, i - du, i) : 0;
              const ge = (entry >>> sh) & 3;
              if (ge > g) g = ge;
              if (g < 2) {
                const tg = (cell >>> 28) & 1;
                if (tg > g) g = tg;
                if (i === runNext && g === runCode) o[n - 1] = o[n - 1]! + 4;
                else { o[n++] = (i << 2) | (g + 1); o[n++] = 4 | c; runCode = g; }
                runNext = i + dv;
                ringSeen++;
              }
            }
          }
          // Items of ring d: the square's inside (the wedges of neighbours of one ring overlap: one item for a
          // row of squares of one grade), ...
          if (sq !== 0) {
            const hiV = (2 * v + 1) / (v >= 0 ? d2m : d2p);
            if (sqV === v - 1 && G[sqItem] === sq) IH[sqItem] = hiV;
            else {
              IL[ni] = (2 * v - 1) / (v > 0 ? d2p : d2m); IH[ni] = hiV; G[ni] = sq; K[ni] = 0;
              sqItem = ni++;
            }
            sqV = v;
          }
          if (v < d && v + 1 <= vHi) {
            // ... the corner (d - 1/2, v + 1/2) (lofTouch clear without walls: both side squares must count),
            // unless the square of ring d whose inside holds its ray ((d, v + 1) above the axis, (d, v) below)
            // grades it as high: that square's item is raised in this ring too (its slopes meet the lit
            // part wherever the corner's does, so it is visited) ...
            if (v > -d) {
              let g: number;
              if (plain) {
                const s1 = v >= 0 ? sq : cells[i - du]! & SQ;
                g = s1 === 0 ? 0 : pmin(s1, cells[v >= 0 ? i - du + dv : i + dv]! & SQ, two);
              } else g = corner(b, envs, cells, two, touchMin, walls, i - du, du, dv, v >= 0);
              if (g !== 0) {
                const holder = v >= 0 ? cells[i + dv]! & SQ : sq;
                if (pmax(holder, g, two) !== holder) { IL[ni] = IH[ni] = (2 * v + 1) / d2m; G[ni] = g; K[ni] = 3; ni++; }
              }
            }
            // ... the edge between (d, v) and (d, v + 1) ...
            if (walls) {
              const g = wallP(b, envs, i, i + dv);
              if (g !== 0) {
                if (v >= 0) { IL[ni] = (2 * v + 1) / d2p; IH[ni] = (2 * v + 1) / d2m; }
                else { IL[ni] = (2 * v + 1) / d2m; IH[ni] = (2 * v + 1) / d2p; }
                G[ni] = g; K[ni] = 0; ni++;
              }
            }
          }
          // ... and the edge the lines to ring d enter by, between (d - 1, v) and (d, v).
          if (walls && v > -d && v < d) {
            const g = wallP(b, envs, i - du, i);
            if (g !== 0) { IL[ni] = (2 * v - 1) / d2m; IH[ni] = (2 * v + 1) / d2m; G[ni] = g; K[ni] = 0; ni++; }
          }
        }
        if (vmax > lastV) lastV = vmax;
      }
      nOut = n;
      nSeen += ringSeen;
      if (runs === 0) break;
      if (ni === 0) continue;
      nb = raiseItems(nb, ni, two);
    }
  }
}

/**
 * The packed grade of the grid corner between squares a (u - 1, v), a + dv (u - 1, v + 1), a + du (u, v) and
 * a + du + dv (u, v + 1) of a frame, for the ray from the viewer through it: `cornerGrade` of the two ways
 * round (a side square with the walls on its two edges). `up`: the ray's slope is positive.
 */
function corner(b: HcxBoard, envs: readonly LineEnv[], cells: Int32Array, two: number, touchMin: boolean,
  walls: boolean, a: number, du: number, dv: number, up: boolean): number {
  const c1 = up ? a + du : a, c2 = up ? a + dv : a + du + dv;
  let g1 = cells[c1]! & SQ;
  if (touchMin && g1 === 0 && !walls) return 0;
  let g2 = cells[c2]! & SQ;
  if (walls) {
    const i = up ? a : a + dv, j = up ? a + du + dv : a + du;
    g1 = pmax(g1, pmax(wallP(b, envs, i, c1), wallP(b, envs, c1, j), two), two);
    g2 = pmax(g2, pmax(wallP(b, envs, i, c2), wallP(b, envs, c2, j), two), two);
  }
  return touchMin ? pmin(g1, g2, two) : pmax(g1, g2, two);
}

/** `viewshedSparse`'s answer, one object rewritten by every call (its caller reads it at once: no object per call). */
const answer: { runs: Int32Array; start: number; end: number; count: number } = { runs: out, start: 0, end: 0, count: 0 };

/**
 * Line of fire from `fig` to every square (not for Great Size's "any-level" reading, which tries level
 * pairs per line: the caller traces those): the squares seen, as runs. The answer object is rewritten by
 * the next call (the runs it points to are not): read its fields at once.
 */
export function viewshedSparse(ctx: Ctx, fig: Character): SparseSight {
  let facts: CtxFacts, setup: Setup;
  if (ctx === lastCtx && fig === lastFig) { facts = lastFacts!; setup = lastSetup!; } else {
    facts = factsOf(ctx);
    setup = setupOf(ctx, facts, fig);
    lastCtx = ctx; lastFig = fig; lastFacts = facts; lastSetup = setup;
  }
  // The viewer's own square (a line of no length: only the target's square counts).
  if (out.length - nOut < ROOM) { out = new Int32Array(CHUNK); nOut = 0; }
  outStart = nOut;
  out[nOut] = (fig.i << 2) | (setup.own + 1);
  out[nOut + 1] = 4;
  nOut += 2;
  nSeen = 1;
  const passes = setup.passes;
  for (let k = 0; k < passes.length; k++) sweep(ctx, facts, setup, passes[k]!, fig);
  const a = answer;
  a.runs = out; a.start = outStart; a.end = nOut; a.count = nSeen;
  return a;
}
