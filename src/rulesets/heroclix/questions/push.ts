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
 * Knock-back ignores hindering terrain. Great Size characters cannot be knocked back, nor multi-base ones
 * (heroclixrules.com "Multi-base characters") unless option multiBaseKnockBack is `whole` (knockBackWhole).
 */
import * as z from '../../../formats/schema-kit.js';
import { HighgroundError } from '../../../errors.js';
import { question } from '../../../engine/ruleset.js';
import { RefSchema } from '../../../engine/refs.js';
import { reason, type Reason, type Verdict } from '../../../engine/verdict.js';
import { BLOCKING, idx, inside, stairsJoin } from '../board.js';
import { figureArg, resolve, type Ctx } from '../context.js';
import type { Character } from '../figures.js';
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
    if (fig.squares.length > 1 && ctx.opts.multiBaseKnockBack === 'whole') return knockBackWhole(ctx, fig, src, q.distance);
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

/**
 * Option multiBaseKnockBack `whole`: a multi-base character's whole base is knocked back one square at a
 * time, straight away from the attacker when the attacker is in a row or column the base spans, otherwise
 * along the diagonal leading away on both axes. Each step is judged for every square of the base as a
 * single base's step is (the order of the knock-back sequence: a character there, then blocking terrain or
 * a wall or a closed point, then the map edge, then a higher square); the base stops before the first step
 * any square cannot take. A step off a rim lands only when every square comes down to one lower level (a
 * fall: the knock-back ends there); a step that would leave the base across two levels is not taken.
 */
function knockBackWhole(ctx: Ctx, fig: Character, src: { x: number; y: number; label: string }, distance: number): Verdict {
  const b = ctx.board, W = b.width;
  let parts = fig.squares.map((i) => [i % W, (i - (i % W)) / W] as [number, number]);
  const xs = parts.map((p) => p[0]), ys = parts.map((p) => p[1]);
  const dx = src.x < Math.min(...xs) ? 1 : src.x > Math.max(...xs) ? -1 : 0;
  const dy = src.y < Math.min(...ys) ? 1 : src.y > Math.max(...ys) ? -1 : 0;
  if (dx === 0 && dy === 0) throw new HighgroundError(`from is one of ${fig.id}'s own squares; knock-back needs a direction`, { path: ['from'] });
  const base = { ask: 'push', figure: fig.id, direction: [dx, dy] };
  const reasons: Reason[] = [reason('hcx.base.multi-base', `${fig.id} has a ${fig.base} base: the whole base is knocked back (option multiBaseKnockBack: whole), every square moving together`)];
  reasons.push(reason(KB, dx === 0 || dy === 0
    ? `${src.label} is in a ${dx === 0 ? 'column' : 'row'} the base spans: knocked back straight away from it, 1 square per damage`
    : `${src.label} is off the base's rows and columns: knocked back along the diagonal leading away on both axes, 1 square per damage`));
  const blocks = (i: number) => (b.terrain[i]! & BLOCKING) !== 0;
  const here = b.level[fig.i]!;
  let x = fig.x, y = fig.y, moved = 0, stoppedBy = 'distance', damage = 0, level = here;
  const path: [number, number][] = [[x, y]];
  const at = (p: [number, number]) => `[${p[0]}, ${p[1]}]`;
  while (moved < distance) {
    const next = parts.map(([px, py]) => [px + dx, py + dy] as [number, number]);
    const own = (i: number) => fig.squares.includes(i) || ctx.figures[ctx.occupant[i]!] === fig;
    // The first hindrance in the knock-back sequence's order, over all the squares of the base.
    const off = next.find(([nx, ny]) => !inside(b, nx, ny));
    const inMap = off ? [] : next.map(([nx, ny]) => idx(b, nx, ny));
    const who = inMap.find((n) => ctx.occupant[n]! >= 0 && !own(n));
    if (who !== undefined) {
      stoppedBy = 'character';
      reasons.push(reason(KB, `${ctx.figures[ctx.occupant[who]!]!.id} occupies [${who % W}, ${(who - (who % W)) / W}], the next square of part of the base: the knock-back stops with no damage`));
      break;
    }
    const lowerBlock = inMap.find((n) => blocks(n) && b.level[n]! < here);
    if (lowerBlock !== undefined) {
      stoppedBy = 'blocking';
      reasons.push(reason(KB, `the lower square [${lowerBlock % W}, ${(lowerBlock - (lowerBlock % W)) / W}] is blocking terrain and cannot be occupied: the knock-back ends on the higher squares with no damage`));
      reasons.push(reason('hcx.rim', 'the base stays on the rim'));
      break;
    }
    let stop: string | undefined;
    for (let k = 0; k < parts.length && !off && !stop; k++) {
      const [px, py] = parts[k]!, n = inMap[k]!;
      const top = Math.max(here, b.level[n]!);
      const point = dx !== 0 && dy !== 0 && throughPoint(W, idx(b, px, py), n,
        (i) => (!own(i) && (blocks(i) || b.level[i]! > top) ? 1 : 0), (p, q) => (wallOn(b, p, q) ? 1 : 0), false, 1) === 1;
      const cut = separated(b, px, py, px + dx, py + dy, blocks, true);
      if (blocks(n) || cut || point) {
        stop = blocks(n) ? 'blocking' : cut ? 'wall' : 'higher level';
        reasons.push(reason(KB, `${blocks(n) ? 'blocking terrain in' : 'a wall, blocking terrain or higher terrain closing the intersection just before'} [${px + dx}, ${py + dy}], the next square of the base's square ${at([px, py])}: ${ctx.opts.knockBackDamage} knock-back damage`));
      }
    }
    if (!stop && off) {
      stop = 'map edge';
      reasons.push(reason(KB, `${at(off)}, the next square of part of the base, is off the map: ${ctx.opts.knockBackDamage} knock-back damage`));
    }
    if (!stop) {
      const high = inMap.find((n) => b.level[n]! > here);
      if (high !== undefined) {
        stop = 'higher level';
        reasons.push(reason(KB, `[${high % W}, ${(high - (high % W)) / W}], the next square of part of the base, is higher (level ${b.level[high]} above ${here}): ${ctx.opts.knockBackDamage} knock-back damage`));
        reasons.push(reason('hcx.elevation', `elevated terrain at level ${b.level[high]} stops the knock-back`));
      }
    }
    if (stop) {
      stoppedBy = stop;
      damage = ctx.opts.knockBackDamage;
      break;
    }
    const levels = new Set(inMap.map((n) => b.level[n]!));
    if (levels.size > 1) {
      stoppedBy = 'rim';
      reasons.push(reason('hcx.base.multi-base', `the next step would leave the base across levels ${[...levels].sort((p, q) => p - q).join(' and ')}, and a base stands at one level: it stays on the rim with no damage`));
      reasons.push(reason('hcx.rim', 'the squares at the edge of the higher level are the rim'));
      break;
    }
    parts = next;
    x += dx; y += dy; moved++;
    path.push([x, y]);
    const lv = b.level[inMap[0]!]!;
    if (lv < here) {
      level = lv;
      stoppedBy = 'fell';
      damage = fig.flight ? 0 : ctx.opts.knockBackFallDamage;
      reasons.push(reason(KB, `knocked across the rim from level ${here} down to level ${lv}, every square of the base landing there: the knock-back ends, ${damage} knock-back damage${fig.flight ? ' (Flight: none)' : ''}`));
      reasons.push(reason('hcx.rim', `the squares left at level ${here} were the rim`));
      break;
    }
  }
  if (stoppedBy === 'distance') reasons.push(reason(KB, `placed all ${distance} squares: no knock-back damage`));
  return { ...base, to: [x, y], level, moved, stoppedBy, damage, path, squares: parts, reasons };
}
