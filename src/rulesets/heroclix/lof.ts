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
import { sizeRank } from './figures.js';

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

export function traceLine(ctx: Ctx, v: LineView): LineResult {
  const b = ctx.board;
  const { from, to, fromLevel, toLevel } = v;
  const same = fromLevel === toLevel;
  const lo = Math.min(fromLevel, toLevel);
  const att = from.fig;
  const it = att?.targeting;
  const itElev = it?.has('elevated') ?? false;
  const itHind = it?.has('hindering') ?? false;
  const itBlock = it?.has('blocking') ?? false;
  const itChars = it?.has('characters') ?? false;
  const gsEnds = [from.fig, to.fig].filter((f) => f?.greatSize);
  const gsCurrent = ctx.opts.greatSize === 'current' && gsEnds.length > 0;
  const xy = (i: number): [number, number] => [i % b.width, Math.floor(i / b.width)];
  const ignored = (i: number, how: string, rule: string, text: string): Cause => ({ at: xy(i), how, rule, grade: 0, text });
  const hit = (i: number, how: string, rule: string, grade: Grade, text: string): Cause => ({ at: xy(i), how, rule, grade, text });

  /** What a square between the ends does to the line. */
  const square = (i: number): Cause[] => {
    const L = b.level[i]!;
    const t = b.terrain[i]!;
    const k = ctx.occupant[i]!;
    const occ = k >= 0 ? ctx.figures[k] : undefined;
    const out: Cause[] = [];
    const outdoorIgnored = gsCurrent && !(t & INDOOR);
    const blockingHere = (rule: string, why: string) => {
      if (itBlock) out.push(ignored(i, 'blocking', IT, 'Improved Targeting ignores blocking terrain'));
      else if (outdoorIgnored) out.push(ignored(i, 'blocking', GS, 'a Great Size line is not blocked by outdoor blocking terrain'));
      else out.push(hit(i, 'blocking', rule, 2, why));
    };
    const elevLimit = same ? fromLevel : lo;
    if (L > elevLimit) {
      if (itElev || gsCurrent) {
        out.push(ignored(i, 'elevated', itElev ? IT : GS, itElev ? 'Improved Targeting ignores elevated terrain' : 'a Great Size line is not blocked by elevated terrain'));
        if (t & BLOCKING) blockingHere('hcx.elevation', `elevated terrain at level ${L} that is also blocking terrain keeps both properties`);
      } else if (same) {
        out.push(hit(i, 'elevated', 'hcx.lof.same-level', 2, `elevated terrain at level ${L} is higher than both ends (level ${fromLevel})`));
      } else {
        out.push(hit(i, 'elevated', 'hcx.lof.across.elevated', 2, `elevated terrain at level ${L} is above the lower end's level ${lo} and is not the higher character's square`));
      }
      return out;
    }
    if (L < elevLimit) {
      if (t & (BLOCKING | HINDERING) || occ)
        out.push(ignored(i, occ ? 'character' : t & BLOCKING ? 'blocking' : 'hindering', same ? 'hcx.lof.same-level' : 'hcx.lof.across.blocking',
          `level ${L} lies below both ends of the line; what stands there does not affect it`));
      return out;
    }
    // L is the level of the line (same) or of the lower end (across).
    if (t & BLOCKING) blockingHere(same ? 'hcx.base.lof' : 'hcx.lof.across.blocking', same ? 'blocking terrain on the line' : `blocking terrain on the lower end's level ${lo}`);
    if (occ) {
      const smaller = gsEnds.some((g) => sizeRank(occ) < sizeRank(g!));
      if (!same) out.push(ignored(i, 'character', 'hcx.lof.across.hindering', `character ${occ.id} is ignored by a line between different levels`));
      else if (itChars) out.push(ignored(i, 'character', IT, `Improved Targeting ignores character ${occ.id}`));
      else if (smaller) out.push(ignored(i, 'character', GS, `character ${occ.id} is smaller than the Great Size end and does not block`));
      else out.push(hit(i, 'character', 'hcx.base.lof', 2, `character ${occ.id} stands on the line`));
    }
    if (t & HINDERING) {
      if (!same) out.push(ignored(i, 'hindering', 'hcx.lof.across.hindering', 'hindering terrain is ignored by a line between different levels, except in the target\'s square'));
      else if (itHind) out.push(ignored(i, 'hindering', IT, 'Improved Targeting ignores hindering terrain'));
      else if (gsCurrent) out.push(ignored(i, 'hindering', GS, 'a Great Size line is hindered only by hindering terrain in the target\'s square'));
      else out.push(hit(i, 'hindering', 'hcx.base.lof', 1, 'hindering terrain on the line'));
    }
    return out;
  };

  /** What a wall on the edge between two orthogonal neighbours does. */
  const wall = (a: number, c: number): Cause[] => {
    const [ax, ay] = xy(a), [cx, cy] = xy(c);
    if (!wallBetween(b, ax, ay, cx, cy)) return [];
    const at = xy(Math.max(a, c));
    const wl = wallLevel(b, ax, ay, cx, cy);
    if (wl < lo) return [{ at, how: 'wall', rule: same ? 'hcx.lof.same-level' : 'hcx.lof.across.blocking', grade: 0, text: `the wall stands at level ${wl}, below both ends` }];
    if (itBlock) return [{ at, how: 'wall', rule: IT, grade: 0, text: 'Improved Targeting ignores walls (blocking terrain)' }];
    return [{ at, how: 'wall', rule: 'hcx.base.lof', grade: 2, text: `a wall between [${ax}, ${ay}] and [${cx}, ${cy}]` }];
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
      // Exactly through a grid corner: the line slips between the two side squares.
      const vias = side.map((c) => [...square(c), ...wall(i, c), ...wall(c, j)]);
      const grades = vias.map(gradeOf);
      const g = (ctx.opts.lofTouch === 'clear' ? Math.min(...grades) : Math.max(...grades)) as Grade;
      vias.forEach((cs, n) => {
        for (const c of cs) {
          const counts = c.grade > 0 && grades[n]! >= g && g > 0;
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
