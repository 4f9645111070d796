/**
 * Knock-back as a `push` question (base rule; not in the rules catalogue, cited as hcx.base.knockback).
 * Sources: heroclixrules.com "Knock back" and "Knock back off elevated terrain" (2013+ rulebook text), and
 * the 2019 rulebook's knock back sequence (p. 17, quoted in the HeroClix rules forum, win.wizkids.com t=14587).
 *
 * The character moves one square at a time away from the attacker: along the row, column or diagonal
 * through both when they share one, otherwise along the diagonal leading away on both axes. Placement
 * stops (checked in this order) when the distance is used up; a character occupies the next square (no
 * damage); blocking terrain is in the next square or just before it (a wall for a straight path, a blocked
 * intersection for a diagonal one); the next square is off the map; the next square is higher. Each of
 * the last three deals knock-back damage (option knockBackDamage, 1). A character knocked across the rim
 * to a lower level stops in the first lower square and is dealt fall damage (knockBackFallDamage, 2; none
 * with Flight). A knock-back from one square of a stairway into its other square is such a fall or stop by
 * default; with option knockBackStairs `pass` it goes on through the stairway (hcx.stairs.pass) with no damage.
 * Knock-back ignores hindering terrain. Great Size and multi-base characters cannot be knocked back
 * (heroclixrules.com "Multi-base characters").
 */
import * as z from 'zod/mini';
import { HighgroundError } from '../../../errors.js';
import { question } from '../../../engine/ruleset.js';
import { RefSchema } from '../../../engine/refs.js';
import { reason, type Reason, type Verdict } from '../../../engine/verdict.js';
import { BLOCKING, idx, inside, stairsJoin } from '../board.js';
import { figureArg, resolve, type Ctx } from '../context.js';
import { separated, throughPoint, wallOn } from '../passage.js';
import { say } from '../summary.js';

const KB = 'hcx.base.knockback';

export const pushQuestion = question({
  summary: say.push,
  args: z.strictObject({ figure: RefSchema, from: RefSchema, distance: z.number().check(z.int(), z.minimum(0)) }),
  positional: ['figure', 'from', 'distance'],
  answer(ctx: Ctx, q): Verdict {
    const fig = figureArg(ctx, q.figure, 'figure');
    const src = resolve(ctx, q.from, 'from');
    if (src.i === fig.i) throw new HighgroundError(`from is ${fig.id}'s own square; knock-back needs a direction`, { path: ['from'] });
    const b = ctx.board;
    const dx = Math.sign(fig.x - src.x), dy = Math.sign(fig.y - src.y);
    const reasons: Reason[] = [];
    const base = { ask: 'push', figure: fig.id, direction: [dx, dy] };
    if (fig.squares.length > 1) {
      return { ...base, to: [fig.x, fig.y], level: fig.level, moved: 0, stoppedBy: 'multi-base', damage: 0, path: [[fig.x, fig.y]],
        reasons: [reason('hcx.base.multi-base', `${fig.id} is a multi-base character (base ${fig.base}) and cannot be knocked back`)] };
    }
    if (fig.greatSize) {
      return { ...base, to: [fig.x, fig.y], level: fig.level, moved: 0, stoppedBy: 'great size', damage: 0, path: [[fig.x, fig.y]],
        reasons: [reason('hcx.base.great-size', `${fig.id} has Great Size and cannot be knocked back`)] };
    }
    const straight = fig.x === src.x || fig.y === src.y || Math.abs(fig.x - src.x) === Math.abs(fig.y - src.y);
    reasons.push(reason(KB, straight
      ? `knocked back along the ${dx === 0 || dy === 0 ? 'straight' : 'diagonal'} line away from ${src.label}, 1 square per damage`
      : `not on a direct line from ${src.label}: knocked back along the diagonal leading away on both axes`));
    let x = fig.x, y = fig.y;
    let moved = 0;
    let stoppedBy = 'distance';
    let damage = 0;
    const path: [number, number][] = [[x, y]];
    const blocks = (i: number) => (b.terrain[i]! & BLOCKING) !== 0;
    while (moved < q.distance) {
      const nx = x + dx, ny = y + dy;
      const here = b.level[idx(b, x, y)]!;
      if (!inside(b, nx, ny)) {
        stoppedBy = 'map edge';
        damage = ctx.opts.knockBackDamage;
        reasons.push(reason(KB, `the next square [${nx}, ${ny}] is off the map: ${damage} knock-back damage`));
        break;
      }
      const n = idx(b, nx, ny);
      const k = ctx.occupant[n]!;
      const rimStop = () => reasons.push(reason('hcx.rim', `[${x}, ${y}] is the rim above [${nx}, ${ny}] (level ${b.level[n]}): the character stays on the rim`));
      if (k >= 0 && ctx.figures[k] !== fig) {
        stoppedBy = 'character';
        reasons.push(reason(KB, `${ctx.figures[k]!.id} occupies the next square [${nx}, ${ny}]: the knock-back stops with no damage`));
        if (b.level[n]! < here) rimStop();
        break;
      }
      if (blocks(n) && b.level[n]! < here) {
        stoppedBy = 'blocking';
        reasons.push(reason(KB, `the first lower square [${nx}, ${ny}] is blocking terrain and cannot be occupied: the knock-back ends on the higher square with no damage`));
        rimStop();
        break;
      }
      // A diagonal passes the grid point between two side squares; it is closed, as for movement and line of
      // fire (passage.ts, hcx.base.move reading), when both ways round it are: blocking terrain, a wall, or a
      // square higher than both squares of the step.
      const top = Math.max(here, b.level[n]!);
      const point = dx !== 0 && dy !== 0 && throughPoint(b.width, idx(b, x, y), n,
        (i) => (blocks(i) || b.level[i]! > top ? 1 : 0), (p, q) => (wallOn(b, p, q) ? 1 : 0), false, 1) === 1;
      const cut = separated(b, x, y, nx, ny, blocks, true);
      if (blocks(n) || cut || point) {
        stoppedBy = blocks(n) ? 'blocking' : cut ? 'wall' : 'higher level';
        damage = ctx.opts.knockBackDamage;
        reasons.push(reason(KB, `${blocks(n) ? 'blocking terrain in' : 'a wall, blocking terrain or higher terrain closing the intersection just before'} the next square [${nx}, ${ny}]: ${damage} knock-back damage`));
        if (point && !blocks(n) && !cut)
          reasons.push(reason('hcx.base.move', `the grid point between [${x}, ${y}] and [${nx}, ${ny}] is closed on both sides by terrain higher than both squares`));
        break;
      }
      const next = b.level[n]!;
      const stairway = next !== here && stairsJoin(b, idx(b, x, y), n, ctx.opts.stairsShareEdge);
      if (stairway && ctx.opts.knockBackStairs === 'pass') {
        reasons.push(reason('hcx.stairs.pass', `[${x}, ${y}] and [${nx}, ${ny}] are the two squares of one stairway: the knock-back goes ${next < here ? 'down' : 'up'} it from level ${here} to ${next} with no damage (option knockBackStairs: pass)`));
        x = nx; y = ny; moved++;
        path.push([x, y]);
        continue;
      }
      if (stairway)
        reasons.push(reason('hcx.stairs.pass', `[${x}, ${y}] and [${nx}, ${ny}] are the two squares of one stairway, but knock-back is not movement: it does not use the stairway (option knockBackStairs: fall)`));
      if (next > here) {
        stoppedBy = 'higher level';
        damage = ctx.opts.knockBackDamage;
        reasons.push(reason(KB, `the next square [${nx}, ${ny}] is higher (level ${next} above ${here}): ${damage} knock-back damage`));
        reasons.push(reason('hcx.elevation', `elevated terrain at level ${next} stops the knock-back`));
        break;
      }
      x = nx; y = ny; moved++;
      path.push([x, y]);
      if (next < here) {
        stoppedBy = 'fell';
        damage = fig.flight ? 0 : ctx.opts.knockBackFallDamage;
        reasons.push(reason(KB, `knocked across the rim from level ${here} down to level ${next} at [${x}, ${y}]: the knock-back ends there, ${damage} knock-back damage${fig.flight ? ' (Flight: none)' : ''}`));
        reasons.push(reason('hcx.rim', `the square left at level ${here} was the rim above [${x}, ${y}]`));
        break;
      }
    }
    if (stoppedBy === 'distance') reasons.push(reason(KB, `placed all ${q.distance} squares: no knock-back damage`));
    return { ...base, to: [x, y], level: b.level[idx(b, x, y)]!, moved, stoppedBy, damage, path, reasons };
  },
});
