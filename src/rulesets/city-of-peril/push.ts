/**
 * The `push` question (push and pull effects; D&D Miniatures: the creature moves square by square, not into
 * or through walls or other creatures, and provokes no attacks of opportunity).
 *
 * City of Peril adds: a push cannot move a creature that is wholly on the ground into a rooftop square
 * (cop.push.ground: the push stops before it), and a creature on a rooftop forced into a ground square is
 * placed in the nearest legal ground position and takes 10 damage, which ends the push (cop.move.drop),
 * unless it flies, burrows or is incorporeal (cop.move.free).
 *
 * The direction is given by name (`n`, `ne`, `e`, `se`, `s`, `sw`, `w`, `nw`) or as `from`, the pusher:
 * straight away from the centre of its space (each axis by the sign of the difference).
 */
import { HighgroundError } from '../../errors.js';
import { reason, type Reason, type Verdict } from '../../engine/verdict.js';
import { POS_GROUND, POS_INVALID, POS_ROOF } from './board.js';
import type { Ctx } from './context.js';
import type { CopFigure } from './figures.js';
import { ALL_RULES, MovePlan } from './movement.js';
import type { Spot } from './spots.js';

export const DIRECTIONS: Readonly<Record<string, readonly [number, number]>> = {
  n: [0, -1], ne: [1, -1], e: [1, 0], se: [1, 1], s: [0, 1], sw: [-1, 1], w: [-1, 0], nw: [-1, -1],
};

export function pushVerdict(ctx: Ctx, fig: CopFigure, dir: readonly [number, number] | undefined, from: Spot | undefined, count: number): Verdict {
  let d = dir;
  if (!d) {
    if (!from) throw new HighgroundError('give a direction (n, ne, e, ...) or `from`, the pusher', { path: ['direction'] });
    const dx = Math.sign(2 * fig.x + fig.n - (2 * from.x + from.w)), dy = Math.sign(2 * fig.y + fig.n - (2 * from.y + from.h));
    if (dx === 0 && dy === 0) throw new HighgroundError(`${from.label} and ${fig.id} share a centre: no direction away`, { path: ['from'] });
    d = [dx, dy];
  }
  const plan = new MovePlan(ctx, fig, ALL_RULES);
  const W = ctx.board.width, H = ctx.board.height, n = fig.n;
  let x = fig.x, y = fig.y, moved = 0, damage = 0;
  let stoppedBy: string | null = null;
  const reasons: Reason[] = [];
  const cells: { at: [number, number]; note?: string }[] = [{ at: [x, y], note: 'start' }];
  for (let i = 0; i < count; i++) {
    const nx = x + d[0], ny = y + d[1];
    if (nx < 0 || ny < 0 || nx + n > W || ny + n > H) { stoppedBy = 'edge'; break; }
    const np = ny * W + nx, pos = y * W + x;
    const cls = plan.pt.cls[pos]!, ncls = plan.pt.cls[np]!;
    if (ncls === POS_INVALID) { stoppedBy = 'wall'; break; }
    if (!plan.canEnd(np) && ctx.list.some((f) => f.index !== fig.index && f.x < nx + n && nx < f.x + f.n && f.y < ny + n && ny < f.y + f.n)) { stoppedBy = 'figure'; break; }
    if (cls === POS_GROUND && ncls !== POS_GROUND) {
      stoppedBy = 'rooftop';
      reasons.push(reason('cop.push.ground', `${fig.id} is wholly on the ground: the push cannot move it into the rooftop square${n > 1 ? 's' : ''} at [${nx}, ${ny}]`));
      break;
    }
    if (cls !== POS_GROUND && ncls !== POS_ROOF && !fig.free) {
      const placed = plan.nearestGround(np);
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
  reasons.unshift(reason('cop.base.move', `${fig.id} is pushed ${moved} of ${count} square${count === 1 ? '' : 's'}${stoppedBy ? `, stopped by ${stoppedBy === 'drop' ? 'its drop off the rooftop' : stoppedBy === 'edge' ? 'the map edge' : `a ${stoppedBy}`}` : ''}`));
  return { ask: 'push', ends: [x, y], moved, stoppedBy, damage, reasons, evidence: { cells } };
}
