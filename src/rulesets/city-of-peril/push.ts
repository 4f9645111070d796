/**
 * The `push` question (push and pull effects; D&D Miniatures: the creature moves square by square, not into
 * or through walls or other creatures, and provokes no attacks of opportunity).
 *
 * City of Peril adds: a push cannot move a creature that is wholly on the ground into a rooftop square
 * (cop.push.ground: the push stops before it), and a creature on a rooftop forced into a ground square is
 * placed in the nearest legal ground position and takes 10 damage, which ends the push (cop.move.drop),
 * unless it flies, burrows or is incorporeal (cop.move.free).
 *
 * Every square of a push must take the creature farther from the pusher, and every square of a pull nearer
 * (the D&D Miniatures push: distance counted in squares between the two spaces as movement counts them,
 * cop.base.move: by default the second diagonal 2). A diagonal square may not cut past the corner of a wall square (cop.base.move),
 * nor, for a creature wholly on the ground that neither flies, burrows nor is incorporeal, past the corner of
 * a rooftop square (cop.move.corner: forced movement is movement).
 *
 * Two ways to ask:
 * - `from` (the pusher) without `direction`: the pusher chooses each square, so the answer lists every
 *   position the creature can end in (`choices`, each with the numbers of squares that lead there, the damage
 *   and whether it dropped off a rooftop); `pull: true` for a pull.
 * - `direction` (`n`, `ne`, `e`, `se`, `s`, `sw`, `w`, `nw`): a push in one straight direction (`ends`, `moved`,
 *   `stoppedBy`); with `from` as well, a square that would not take it farther from the pusher (nearer, for a
 *   pull) stops it.
 */
import { HighgroundError } from '../../errors.js';
import { reason, type Reason, type Verdict } from '../../engine/verdict.js';
import { POS_GROUND, POS_INVALID, POS_ROOF } from './board.js';
import type { Ctx } from './context.js';
import type { CopFigure } from './figures.js';
import { ALL_RULES, MovePlan } from './movement.js';
import { spaceDistance } from './distance.js';
import type { Spot } from './spots.js';

export const DIRECTIONS: Readonly<Record<string, readonly [number, number]>> = {
  n: [0, -1], ne: [1, -1], e: [1, 0], se: [1, 1], s: [0, 1], sw: [-1, 1], w: [-1, 0], nw: [-1, -1],
};

/** Squares between two spaces as movement counts them (distance.ts, the `diagonals` option): 1 when they touch. */
function gap(ctx: Ctx, ax: number, ay: number, an: number, b: Spot): number {
  return spaceDistance(ctx.opts, { x: ax, y: ay, w: an, h: an }, b);
}

type Step = { ok: true; nx: number; ny: number; drop: boolean } | { ok: false; why: 'edge' | 'wall' | 'figure' | 'rooftop' | 'corner' | 'closer' | 'farther' };

/** One square of forced movement from (x, y) by d; `from` and `pull` give the farther/nearer test. */
function forcedStep(ctx: Ctx, plan: MovePlan, fig: CopFigure, x: number, y: number, d: readonly [number, number], from: Spot | undefined, pull: boolean): Step {
  const W = ctx.board.width, H = ctx.board.height, n = fig.n;
  const nx = x + d[0], ny = y + d[1];
  if (nx < 0 || ny < 0 || nx + n > W || ny + n > H) return { ok: false, why: 'edge' };
  const np = ny * W + nx, pos = y * W + x;
  const cls = plan.pt.cls[pos]!, ncls = plan.pt.cls[np]!;
  if (ncls === POS_INVALID) return { ok: false, why: 'wall' };
  if (ctx.list.some((f) => f.index !== fig.index && f.x < nx + n && nx < f.x + f.n && f.y < ny + n && ny < f.y + f.n)) return { ok: false, why: 'figure' };
  if (from) {
    const before = gap(ctx, x, y, n, from), after = gap(ctx, nx, ny, n, from);
    if (!pull && after <= before) return { ok: false, why: 'closer' };
    if (pull && after >= before) return { ok: false, why: 'farther' };
  }
  if (d[0] !== 0 && d[1] !== 0) {
    const why = plan.cornerBlock(pos, d[0], d[1]);
    if (why) return { ok: false, why: why === 'wall' ? 'wall' : 'corner' };
  }
  if (cls === POS_GROUND && ncls !== POS_GROUND) return { ok: false, why: 'rooftop' };
  return { ok: true, nx, ny, drop: cls !== POS_GROUND && ncls !== POS_ROOF && !fig.free };
}

export function pushVerdict(ctx: Ctx, fig: CopFigure, dir: readonly [number, number] | undefined, from: Spot | undefined, count: number, pull = false): Verdict {
  const d = dir;
  if (!d) {
    if (!from) throw new HighgroundError('give `from`, the pusher (it then chooses each square), or a `direction` (n, ne, e, ...)', { path: ['direction'] });
    return choicesVerdict(ctx, fig, from, count, pull);
  }
  const plan = new MovePlan(ctx, fig, ALL_RULES);
  const W = ctx.board.width, H = ctx.board.height, n = fig.n;
  let x = fig.x, y = fig.y, moved = 0, damage = 0;
  let stoppedBy: string | null = null;
  const reasons: Reason[] = [];
  const cells: { at: [number, number]; note?: string }[] = [{ at: [x, y], note: 'start' }];
  for (let i = 0; i < count; i++) {
    const st = forcedStep(ctx, plan, fig, x, y, d, from, pull);
    if (!st.ok) {
      stoppedBy = st.why;
      if (st.why === 'rooftop')
        reasons.push(reason('cop.push.ground', `${fig.id} is wholly on the ground: the ${pull ? 'pull' : 'push'} cannot move it into the rooftop square${n > 1 ? 's' : ''} at [${x + d[0]}, ${y + d[1]}]`));
      if (st.why === 'corner')
        reasons.push(reason('cop.move.corner', `${fig.id} is on the ground and neither flies, burrows nor is incorporeal: it cannot be moved diagonally past a rooftop corner`));
      break;
    }
    const { nx, ny } = st;
    const cls = plan.pt.cls[y * W + x]!, ncls = plan.pt.cls[ny * W + nx]!;
    if (st.drop) {
      const placed = plan.nearestGround(ny * W + nx);
      moved++;
      damage = 10;
      x = placed >= 0 ? placed % W : nx;
      y = placed >= 0 ? Math.floor(placed / W) : ny;
      cells.push({ at: [x, y], note: 'placed after the drop' });
      stoppedBy = 'drop';
      reasons.push(reason('cop.move.drop', `forced off the rooftop into [${nx}, ${ny}], ${fig.id} is placed at [${x}, ${y}] and takes 10 damage`));
      break;
    }
    if (fig.free && cls !== ncls)
      reasons.push(reason('cop.move.free', `${fig.id} ${fig.flying ? 'flies' : fig.burrowing ? 'burrows' : 'is incorporeal'}: it passes between rooftop and ground without damage`));
    x = nx; y = ny; moved++;
    cells.push({ at: [x, y] });
  }
  const endCls = plan.pt.cls[y * W + x];
  if (endCls !== POS_GROUND && endCls !== POS_ROOF)
    reasons.push(reason('cop.move.end-whole', `${fig.id} ends partly on a rooftop: at the end of its turn it is placed off the rooftop and takes 10 damage`));
  reasons.unshift(reason('cop.base.move', `${fig.id} is ${pull ? 'pulled' : 'pushed'} ${moved} of ${count} square${count === 1 ? '' : 's'}${stoppedBy ? `, stopped by ${STOP_WORDS[stoppedBy] ?? stoppedBy}` : ''}`));
  // Forced off a rooftop the drop applies whatever the hp (cop.move.drop: the lethal-drop bar is for voluntary moves only).
  const destroyed = damage > 0 && fig.hp !== undefined ? fig.hp <= damage : null;
  if (destroyed) reasons.push(reason('cop.move.drop', `${fig.id} has ${fig.hp} hp: the 10 damage destroys it`));
  return { ask: 'push', ends: [x, y], moved, stoppedBy, damage, destroyed, reasons, evidence: { cells } };
}

const STOP_WORDS: Record<string, string> = {
  drop: 'its drop off the rooftop', edge: 'the map edge', wall: 'a wall', figure: 'another creature', rooftop: 'a rooftop',
  corner: 'a rooftop corner it may not be moved diagonally past', closer: 'a square that would not take it farther from the pusher',
  farther: 'a square that would not bring it nearer the puller',
};

/** The pusher chooses each square: every end position of 0..count squares, each square farther (nearer for a pull). */
function choicesVerdict(ctx: Ctx, fig: CopFigure, from: Spot, count: number, pull: boolean): Verdict {
  const plan = new MovePlan(ctx, fig, ALL_RULES);
  const W = ctx.board.width;
  const ends = new Map<string, { at: [number, number]; moved: Set<number>; damage: number; dropped: boolean }>();
  const add = (at: [number, number], moved: number, dropped: boolean) => {
    const key = `${at[0]},${at[1]},${dropped}`;
    const e = ends.get(key) ?? { at, moved: new Set<number>(), damage: dropped ? 10 : 0, dropped };
    e.moved.add(moved);
    ends.set(key, e);
  };
  const refused = new Set<string>();
  let frontier: [number, number][] = [[fig.x, fig.y]];
  add([fig.x, fig.y], 0, false);
  for (let i = 1; i <= count && frontier.length; i++) {
    const next = new Map<number, [number, number]>();
    for (const [x, y] of frontier) {
      for (const d of Object.values(DIRECTIONS)) {
        const st = forcedStep(ctx, plan, fig, x, y, d, from, pull);
        if (!st.ok) { refused.add(st.why); continue; }
        if (st.drop) {
          const placed = plan.nearestGround(st.ny * W + st.nx);
          add(placed >= 0 ? [placed % W, Math.floor(placed / W)] : [st.nx, st.ny], i, true);
          continue;
        }
        next.set(st.ny * W + st.nx, [st.nx, st.ny]);
        add([st.nx, st.ny], i, false);
      }
    }
    frontier = [...next.values()];
  }
  const choices = [...ends.values()]
    .map((e) => ({ at: e.at, moved: [...e.moved].sort((a, b) => a - b), damage: e.damage, dropped: e.dropped,
      ...(e.dropped && fig.hp !== undefined ? { destroyed: fig.hp <= e.damage } : {}) }))
    .sort((a, b) => Math.max(...b.moved) - Math.max(...a.moved) || a.at[1] - b.at[1] || a.at[0] - b.at[0]);
  const most = Math.max(...choices.map((c) => Math.max(...c.moved)));
  const verb = pull ? 'pulled' : 'pushed';
  const reasons: Reason[] = [reason('cop.base.move', `${fig.id} can be ${verb} at most ${most} of ${count} square${count === 1 ? '' : 's'}, each square ${pull ? 'nearer' : 'farther from'} ${from.label}${pull ? '' : ''}; the ${pull ? 'puller' : 'pusher'} chooses among ${choices.length} end position${choices.length === 1 ? '' : 's'}`)];
  if (refused.has('rooftop')) reasons.push(reason('cop.push.ground', `${fig.id} is wholly on the ground: it cannot be ${verb} into a rooftop square`));
  if (refused.has('corner')) reasons.push(reason('cop.move.corner', `${fig.id} is on the ground and neither flies, burrows nor is incorporeal: it cannot be ${verb} diagonally past a rooftop corner`));
  if (choices.some((c) => c.dropped)) reasons.push(reason('cop.move.drop', `forced off the rooftop, ${fig.id} is placed in the nearest legal ground position and takes 10 damage, which ends the ${pull ? 'pull' : 'push'}`));
  return { ask: 'push', pull, choices, most, reasons, evidence: { cells: choices.map((c) => ({ at: c.at })) } };
}
