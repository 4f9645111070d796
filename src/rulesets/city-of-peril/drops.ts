/**
 * The `fall` question: the 10-damage drop off a rooftop (cop.move.drop, cop.move.drop-lethal) and the
 * placement of a creature left partly on a rooftop (cop.move.end-whole).
 *
 * `fall figure to` asks what happens when the figure, on a rooftop, steps into the position `to` (its new
 * top-left square, one step away): where it is placed, the damage, and whether it may do so voluntarily.
 * Without `to`, a figure standing partly on a rooftop is placed off it as at the end of its turn.
 */
import { HighgroundError } from '../../errors.js';
import { reason, type Reason, type Verdict } from '../../engine/verdict.js';
import { POS_GROUND, POS_INVALID, POS_MIXED, POS_ROOF } from './board.js';
import type { Ctx } from './context.js';
import type { CopFigure } from './figures.js';
import { ALL_RULES, MovePlan } from './movement.js';
import { checkPlace } from './spots.js';

export function fallVerdict(ctx: Ctx, fig: CopFigure, to: [number, number] | undefined): Verdict {
  const plan = new MovePlan(ctx, fig, ALL_RULES);
  const W = ctx.board.width;
  const here = fig.y * W + fig.x;
  const cls = plan.pt.cls[here]!;
  const at = (p: number): [number, number] => [p % W, Math.floor(p / W)];
  const lethal = fig.hp !== undefined && fig.hp <= 10;
  const mayDrop = fig.routing || !lethal;
  const lethalReason = (): Reason => reason('cop.move.drop-lethal', fig.routing
    ? `${fig.id} is routing: it may drop even if the damage destroys it`
    : fig.hp === undefined ? `${fig.id} has no hp given: whether 10 damage would destroy it is unknown`
      : lethal ? `${fig.id} has ${fig.hp} hp and is not routing: 10 damage would destroy it, so it may not step off voluntarily`
        : `${fig.id} has ${fig.hp} hp: it survives the 10 damage, so it may step off`);

  if (to === undefined) {
    if (cls !== POS_MIXED) {
      if (cls === POS_ROOF)
        throw new HighgroundError(`${fig.id} is on a rooftop: give \`to\`, the position it steps into`, { path: ['to'] });
      return { ask: 'fall', damage: 0, lands: at(here), reasons: [reason('cop.move.drop', `${fig.id} is on the ground: there is nothing to fall from`)] };
    }
    const placed = plan.nearestGround(here);
    return {
      ask: 'fall', damage: 10, lands: placed >= 0 ? at(placed) : null, destroyed: fig.hp !== undefined ? fig.hp <= 10 : null,
      reasons: [reason('cop.move.end-whole', `${fig.id} is partly on a rooftop: it is placed in the nearest legal position off the rooftop${placed >= 0 ? ` ([${at(placed).join(', ')}])` : ''} and takes 10 damage`)],
    };
  }
  const [tx, ty] = to;
  checkPlace(ctx, tx, ty, 'to');
  if (Math.max(Math.abs(tx - fig.x), Math.abs(ty - fig.y)) !== 1)
    throw new HighgroundError(`[${tx}, ${ty}] is not one step from ${fig.id}'s position [${fig.x}, ${fig.y}]`, { path: ['to'] });
  if (tx + fig.n > W || ty + fig.n > ctx.board.height)
    throw new HighgroundError(`${fig.id}'s space at [${tx}, ${ty}] would leave the map`, { path: ['to'] });
  const tpos = ty * W + tx;
  const tcls = plan.pt.cls[tpos]!;
  if (tcls === POS_INVALID)
    throw new HighgroundError(`${fig.id}'s space at [${tx}, ${ty}] would cover a wall square`, { path: ['to'] });
  // The step itself must be one the move question would let it take (movement.ts): no enemy's square, and
  // not diagonally past the corner of a wall square (nor, from the ground, of a rooftop square).
  if (!plan.passable(tpos)) {
    const foe = plan.enemies.find((e) => e.x < tx + fig.n && tx < e.x + e.n && e.y < ty + fig.n && ty < e.y + e.n);
    throw new HighgroundError(`${fig.id} cannot step into [${tx}, ${ty}]: ${foe ? `its enemy ${foe.id} stands there` : 'the space is blocked'} (cop.base.move: no creature moves through an enemy's square)`, { path: ['to'] }, 'illegal');
  }
  const dx = tx - fig.x, dy = ty - fig.y;
  const corner = dx !== 0 && dy !== 0 ? plan.cornerBlock(here, dx, dy) : undefined;
  if (corner)
    throw new HighgroundError(`${fig.id} cannot step diagonally into [${tx}, ${ty}]: it would pass the corner of a ${corner} square (${corner === 'wall' ? 'cop.base.move' : 'cop.move.corner'})`, { path: ['to'] }, 'illegal');
  if (cls === POS_GROUND && tcls !== POS_GROUND && !fig.free)
    throw new HighgroundError(`${fig.id} is on the ground and neither flies, burrows nor is incorporeal: it cannot step into the rooftop square${tcls === POS_MIXED ? 's' : ''} at [${tx}, ${ty}] (cop.move.ground-blocked)`, { path: ['to'] }, 'illegal');
  if (cls === POS_GROUND)
    return { ask: 'fall', damage: 0, lands: to, voluntary: true, reasons: [reason('cop.move.drop', `${fig.id} is on the ground: stepping to [${tx}, ${ty}] is no drop`)] };
  if (tcls === POS_ROOF)
    return { ask: 'fall', damage: 0, lands: to, voluntary: true, reasons: [reason('cop.move.drop', `[${tx}, ${ty}] is wholly rooftop: ${fig.id} stays on the rooftops and does not drop`)] };
  if (fig.free)
    return {
      ask: 'fall', damage: 0, lands: to, voluntary: true,
      reasons: [reason('cop.move.free', `${fig.id} ${fig.flying ? 'flies' : fig.burrowing ? 'burrows' : 'is incorporeal'}: it leaves the rooftop freely, without damage`)],
    };
  const placed = plan.nearestGround(tpos);
  return {
    ask: 'fall',
    damage: 10,
    lands: placed >= 0 ? at(placed) : null,
    voluntary: mayDrop,
    destroyed: fig.hp !== undefined ? fig.hp <= 10 : null,
    reasons: [
      reason('cop.move.drop', `${fig.id} steps off the rooftop into [${tx}, ${ty}]: it is placed in the nearest legal ground position${placed >= 0 ? ` [${at(placed).join(', ')}]` : ''} and takes 10 damage`),
      lethalReason(),
    ],
  };
}
