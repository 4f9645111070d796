/**
 * Line of fire on a heroclix map (hcx.base.lof): a straight line from the centre of one square to the
 * centre of another, traced exactly on doubled integer coordinates (geometry/square). Every square the
 * line passes through, every edge it crosses and every grid corner it passes exactly through is judged:
 *
 * - on one level (hcx.lof.same-level): squares of a higher level block; squares of that level block with
 *   blocking terrain or a character and hinder with hindering terrain; lower squares are ignored;
 * - across levels: blocking terrain on the lower character's level blocks (hcx.lof.across.blocking); any
 *   square higher than the lower character's level blocks, except the higher character's own square (an end
 *   of the line, hcx.lof.across.elevated); hindering terrain and characters are ignored except in the
 *   target's square (hcx.lof.across.hindering);
 * - walls block, unless they stand below the lower end's level;
 * - at a grid corner the line passes between two squares: with the option lofTouch "clear" it takes the less
 *   restrictive side (the published rule for diagonals: two squares of blocking terrain meeting at a corner
 *   are continuous, one alone is not), with "blocked" the more restrictive.
 *
 * Abilities of the ends:
 * - Improved Targeting is the attacker's: each symbol ignores one kind of thing for line of fire: elevated
 *   terrain, hindering terrain, blocking terrain (walls too), characters (symbol list of the Powers and
 *   Abilities Card, summarised in heroclix.com "Improving on Perfection", 2012, and hcrealms.com thread
 *   t=415304). Elevated terrain that is also blocking keeps its blocking property (hcx.elevation).
 * - Great Size ("current" reading, from the 2015 size rules: WizKids "Design Insight: Size Categories",
 *   3 Nov 2015, wording quoted by Blue Rat Games "Size Matters Update", Dec 2015): lines drawn to or from
 *   the character are not blocked by elevated terrain or outdoor blocking terrain, and are hindered only when
 *   the target occupies hindering terrain. The "any-level" reading (the 2011-2014 card: as if on its own or
 *   any higher level, least restrictive) is tried level by level in sight.ts. In both, smaller characters do
 *   not block a line to or from a Great Size character (2011 card wording, hcrealms.com p=5534133).
 */
import { squaresOnSegment, centre } from '../../geometry/square/index.js';
import { BLOCKING, HINDERING, INDOOR, idx, wallBetween, wallLevel } from './board.js';
import type { Ctx, End } from './context.js';
import { sizeRank, type Character } from './figures.js';
import { pointGrade, throughPoint } from './passage.js';

/** 0 clear, 1 hindered, 2 blocked. */
export type Grade = 0 | 1 | 2;

export interface Cause {
  at: [number, number];
  /** What met the line: elevated, blocking, character, hindering, wall, and whether at a corner. */
  how: string;
  rule: string;
  grade: Grade;
  text: string;
}

export interface LineResult {
  grade: Grade;
  /** What blocked or hindered the line (grade > 0), and what was ignored and why (grade 0). */
  causes: Cause[];
  /** The squares the line passes through, first to last. */
  path: number[];
  fromLevel: number;
  toLevel: number;
}

export interface LineView {
  from: End;
  to: End;
  /** Levels the ends draw the line at (their own, or a Great Size character's higher one). */
  fromLevel: number;
  toLevel: number;
}

const GS = 'hcx.base.great-size';
const IT = 'hcx.base.improved-targeting';
const MB = 'hcx.base.multi-base';

/** Hears every cause a rule finds: the square (or, for a wall, the higher index of its two squares), what, the clause, the grade and why. */
export type Note = (i: number, how: string, rule: string, grade: Grade, text: string) => void;

/**
 * What the rules need to judge one line: the levels it is drawn at and the ends' abilities. Built once per
 * line (or per target level in a viewshed); `squareGrade` and `wallGrade` are the rules themselves, shared by
 * the full trace (with a `note` that records causes) and the fast grade (without).
 */
export interface LineEnv {
  readonly ctx: Ctx;
  readonly same: boolean;
  readonly lo: number;
  readonly fromLevel: number;
  readonly itElev: boolean;
  readonly itHind: boolean;
  readonly itBlock: boolean;
  readonly itChars: boolean;
  readonly gsCurrent: boolean;
  /** Size rank of the largest Great Size end (-1 when none): smaller characters do not block. */
  readonly gsRank: number;
  /** Multi-base ends: the other squares of their own bases do not affect the line (hcx.base.multi-base). */
  readonly ownA: Character | undefined;
  readonly ownB: Character | undefined;
}

export function lineEnv(ctx: Ctx, from: End, to: End, fromLevel: number, toLevel: number): LineEnv {
  const it = from.fig?.targeting;
  let gsRank = -1;
  for (const f of [from.fig, to.fig]) if (f?.greatSize) gsRank = Math.max(gsRank, sizeRank(f));
  return {
    ctx,
    same: fromLevel === toLevel,
    lo: Math.min(fromLevel, toLevel),
    fromLevel,
    itElev: it?.has('elevated') ?? false,
    itHind: it?.has('hindering') ?? false,
    itBlock: it?.has('blocking') ?? false,
    itChars: it?.has('characters') ?? false,
    gsCurrent: ctx.opts.greatSize === 'current' && gsRank >= 0,
    gsRank,
    ownA: from.fig && from.fig.squares.length > 1 ? from.fig : undefined,
    ownB: to.fig && to.fig.squares.length > 1 ? to.fig : undefined,
  };
}

/** What a square between the ends does to the line: its highest grade; `note` hears every cause, ignored ones too. */
export function squareGrade(e: LineEnv, i: number, note?: Note): Grade {
  const { ctx, same, lo, fromLevel } = e;
  const b = ctx.board;
  const L = b.level[i]!;
  const t = b.terrain[i]!;
  const k = ctx.occupant[i]!;
  const occ = k >= 0 ? ctx.figures[k] : undefined;
  if (occ !== undefined && (occ === e.ownA || occ === e.ownB)) {
    if (note) note(i, 'own base', MB, 0, `a square of ${occ.id}'s own base: it does not block or hinder a line drawn to or from another square of that base`);
    return 0;
  }
  let g: Grade = 0;
  const outdoorIgnored = e.gsCurrent && !(t & INDOOR);
  const elevLimit = same ? fromLevel : lo;
  if (L > elevLimit) {
    if (e.itElev || e.gsCurrent) {
      if (note) note(i, 'elevated', e.itElev ? IT : GS, 0, e.itElev ? 'Improved Targeting ignores elevated terrain' : 'a Great Size line is not blocked by elevated terrain');
      if (t & BLOCKING) g = blockingHere(e, i, outdoorIgnored, 'hcx.elevation', note, L);
    } else if (same) {
      if (note) note(i, 'elevated', 'hcx.lof.same-level', 2, `elevated terrain at level ${L} is higher than both ends (level ${fromLevel})`);
      g = 2;
    } else {
      if (note) note(i, 'elevated', 'hcx.lof.across.elevated', 2, `elevated terrain at level ${L} is above the lower end's level ${lo} and is not the higher character's square`);
      g = 2;
    }
    return g;
  }
  if (L < elevLimit) {
    if (note && (t & (BLOCKING | HINDERING) || occ))
      note(i, occ ? 'character' : t & BLOCKING ? 'blocking' : 'hindering', same ? 'hcx.lof.same-level' : 'hcx.lof.across.blocking',
        0, `level ${L} lies below both ends of the line; what stands there does not affect it`);
    return 0;
  }
  // L is the level of the line (same) or of the lower end (across).
  if (t & BLOCKING) g = blockingHere(e, i, outdoorIgnored, same ? 'hcx.base.lof' : 'hcx.lof.across.blocking', note, L);
  if (occ) {
    const smaller = e.gsRank >= 0 && sizeRank(occ) < e.gsRank;
    if (!same) { if (note) note(i, 'character', 'hcx.lof.across.hindering', 0, `character ${occ.id} is ignored by a line between different levels`); }
    else if (e.itChars) { if (note) note(i, 'character', IT, 0, `Improved Targeting ignores character ${occ.id}`); }
    else if (smaller) { if (note) note(i, 'character', GS, 0, `character ${occ.id} is smaller than the Great Size end and does not block`); }
    else {
      if (note) note(i, 'character', 'hcx.base.lof', 2, `character ${occ.id} stands on the line`);
      g = 2;
    }
  }
  if (t & HINDERING) {
    if (!same) { if (note) note(i, 'hindering', 'hcx.lof.across.hindering', 0, 'hindering terrain is ignored by a line between different levels, except in the target\'s square'); }
    else if (e.itHind) { if (note) note(i, 'hindering', IT, 0, 'Improved Targeting ignores hindering terrain'); }
    else if (e.gsCurrent) { if (note) note(i, 'hindering', GS, 0, 'a Great Size line is hindered only by hindering terrain in the target\'s square'); }
    else {
      if (note) note(i, 'hindering', 'hcx.base.lof', 1, 'hindering terrain on the line');
      if (g < 1) g = 1;
    }
  }
  return g;
}

function blockingHere(e: LineEnv, i: number, outdoorIgnored: boolean, rule: string, note: Note | undefined, L: number): Grade {
  if (e.itBlock) { if (note) note(i, 'blocking', IT, 0, 'Improved Targeting ignores blocking terrain'); return 0; }
  if (outdoorIgnored) { if (note) note(i, 'blocking', GS, 0, 'a Great Size line is not blocked by outdoor blocking terrain'); return 0; }
  if (note) {
    const why = rule === 'hcx.elevation' ? `elevated terrain at level ${L} that is also blocking terrain keeps both properties`
      : e.same ? 'blocking terrain on the line' : `blocking terrain on the lower end's level ${e.lo}`;
    note(i, 'blocking', rule, 2, why);
  }
  return 2;
}

/** What a wall on the edge between two orthogonal neighbours a and c does (0 when there is none). */
export function wallGrade(e: LineEnv, a: number, c: number, note?: Note): Grade {
  const b = e.ctx.board;
  const W = b.width;
  const ax = a % W, ay = (a - ax) / W, cx = c % W, cy = (c - cx) / W;
  if (!wallBetween(b, ax, ay, cx, cy)) return 0;
  const at = Math.max(a, c);
  const wl = wallLevel(b, ax, ay, cx, cy);
  if (wl < e.lo) {
    if (note) note(at, 'wall', e.same ? 'hcx.lof.same-level' : 'hcx.lof.across.blocking', 0, `the wall stands at level ${wl}, below both ends`);
    return 0;
  }
  if (e.itBlock) {
    if (note) note(at, 'wall', IT, 0, 'Improved Targeting ignores walls (blocking terrain)');
    return 0;
  }
  if (note) note(at, 'wall', 'hcx.base.lof', 2, `a wall between [${ax}, ${ay}] and [${cx}, ${cy}]`);
  return 2;
}

/**
 * The grade through a grid corner the line passes exactly, from the grades of the ways round it (each side
 * square with the walls on its two edges): lofTouch "clear" takes the less restrictive way, "blocked" the
 * more restrictive.
 */
export function cornerGrade(ctx: Ctx, g1: Grade, g2: Grade): Grade {
  return pointGrade(g1, g2, ctx.opts.lofTouch === 'blocked');
}

/** The target's own square hinders the line (hcx.base.lof, hcx.lof.across.hindering) unless Improved Targeting ignores it. */
export function targetGrade(e: LineEnv, to: number): Grade {
  return e.ctx.board.terrain[to]! & HINDERING && !e.itHind ? 1 : 0;
}

export function traceLine(ctx: Ctx, v: LineView): LineResult {
  const b = ctx.board;
  const { from, to, fromLevel, toLevel } = v;
  const env = lineEnv(ctx, from, to, fromLevel, toLevel);
  const same = env.same;
  const itHind = env.itHind;
  const xy = (i: number): [number, number] => [i % b.width, Math.floor(i / b.width)];
  const ignored = (i: number, how: string, rule: string, text: string): Cause => ({ at: xy(i), how, rule, grade: 0, text });
  const hit = (i: number, how: string, rule: string, grade: Grade, text: string): Cause => ({ at: xy(i), how, rule, grade, text });
  const collect = (out: Cause[]): Note => (i, how, rule, grade, text) => { out.push({ at: xy(i), how, rule, grade, text }); };

  /** What a square between the ends does to the line. */
  const square = (i: number): Cause[] => {
    const out: Cause[] = [];
    squareGrade(env, i, collect(out));
    return out;
  };

  /** What a wall on the edge between two orthogonal neighbours does. */
  const wall = (a: number, c: number): Cause[] => {
    const out: Cause[] = [];
    wallGrade(env, a, c, collect(out));
    return out;
  };

  const gradeOf = (cs: readonly Cause[]): Grade => cs.reduce<Grade>((g, c) => (c.grade > g ? c.grade : g), 0);

  // Walk the squares the line touches: the squares it passes through, with the squares it only touches at
  // a grid corner between them.
  const touched = squaresOnSegment(centre(from.x, from.y), centre(to.x, to.y));
  const path: number[] = [];
  const sides: number[][] = [];
  let pending: number[] = [];
  for (const s of touched) {
    const i = idx(b, s.sx, s.sy);
    if (s.kind === 'inside') {
      if (path.length) sides.push(pending);
      pending = [];
      path.push(i);
    } else if (s.kind === 'corner') pending.push(i);
  }

  const causes: Cause[] = [];
  for (let k = 0; k < path.length; k++) {
    const i = path[k]!;
    if (k > 0 && k < path.length - 1) causes.push(...square(i));
    if (k === path.length - 1) break;
    const j = path[k + 1]!;
    const side = sides[k] ?? [];
    if (side.length === 0) {
      causes.push(...wall(i, j));
    } else {
      // Exactly through a grid corner: the line slips between the two side squares; the way it takes counts.
      const vias = side.map((c) => [...square(c), ...wall(i, c), ...wall(c, j)]);
      const grades = vias.map(gradeOf);
      const g = grades.length === 2 ? cornerGrade(ctx, grades[0]!, grades[1]!) : (Math.max(...grades) as Grade);
      vias.forEach((cs, n) => {
        for (const c of cs) {
          const counts = c.grade > 0 && grades[n]! === g && g > 0;
          causes.push({ ...c, how: `${c.how} at a corner`, grade: counts ? c.grade : 0,
            text: counts || c.grade === 0 ? c.text : `${c.text}, but the line passes the corner on the other side (lofTouch: ${ctx.opts.lofTouch})` });
        }
      });
    }
  }
  // The target's own square hinders; the attacker's does not.
  if (path.length > 1 || from.i === to.i) {
    if (b.terrain[to.i]! & HINDERING) {
      if (itHind) causes.push(ignored(to.i, 'hindering', IT, 'Improved Targeting ignores hindering terrain'));
      else causes.push(hit(to.i, 'hindering', same ? 'hcx.base.lof' : 'hcx.lof.across.hindering', 1, 'the target stands in hindering terrain'));
    }
    if (from.i !== to.i && b.terrain[from.i]! & HINDERING)
      causes.push(ignored(from.i, 'hindering', 'hcx.base.lof', 'hindering terrain in the attacker\'s own square does not hinder'));
  }
  return { grade: gradeOf(causes), causes, path, fromLevel, toLevel };
}

/**
 * The grade of `traceLine` (0 clear, 1 hindered, 2 blocked) without causes: the same walk (centre to centre,
 * exact on doubled coordinates, as geometry/square/trace.ts walks it) and the same rules, stopping at the
 * first block.
 */
export function lineGrade(e: LineEnv, fromI: number, toI: number): Grade {
  const b = e.ctx.board;
  const W = b.width;
  const x0 = fromI % W, y0 = (fromI - x0) / W, x1 = toI % W, y1 = (toI - x1) / W;
  if (fromI === toI) return targetGrade(e, toI);
  let g: Grade = 0;
  if (y0 === y1 || x0 === x1) {
    // Along a row or a column through the centres: every square between, no corners.
    const step = y0 === y1 ? (x1 > x0 ? 1 : -1) : (y1 > y0 ? W : -W);
    let i = fromI;
    for (;;) {
      const j = i + step;
      const w = wallGrade(e, i, j);
      if (w > g) { g = w; if (g === 2) return 2; }
      if (j === toI) break;
      const s = squareGrade(e, j);
      if (s > g) { g = s; if (g === 2) return 2; }
      i = j;
    }
  } else {
    // Amanatides-Woo on doubled coordinates from centre to centre (as walkSlanted in trace.ts).
    const dx = 2 * (x1 - x0), dy = 2 * (y1 - y0);
    const stepX = dx > 0 ? 1 : -1, stepY = dy > 0 ? 1 : -1;
    const adx = dx * stepX, ady = dy * stepY;
    let nx = 1, ny = 1;
    let sx = x0, sy = y0, i = fromI;
    while (nx < adx || ny < ady) {
      const px = nx * ady, py = ny * adx;
      let j: number;
      if (px !== py) {
        if (px < py) { sx += stepX; nx += 2; } else { sy += stepY; ny += 2; }
        j = sy * W + sx;
        const w = wallGrade(e, i, j);
        if (w > g) { g = w; if (g === 2) return 2; }
      } else {
        sx += stepX; sy += stepY; nx += 2; ny += 2;
        j = sy * W + sx;
        // Exactly through a grid point: passage.ts's reading of the two ways round it.
        const c = throughPoint(W, i, j, (k) => squareGrade(e, k), (p, q) => wallGrade(e, p, q), e.ctx.opts.lofTouch === 'blocked', 2) as Grade;
        if (c > g) { g = c; if (g === 2) return 2; }
      }
      if (j === toI) break;
      const s = squareGrade(e, j);
      if (s > g) { g = s; if (g === 2) return 2; }
      i = j;
    }
  }
  const t = targetGrade(e, toI);
  return t > g ? t : g;
}
