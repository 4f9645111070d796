/**
 * The `rout` question: where a routing creature's move takes it (cop.move.drop-lethal, the text's note on
 * routing). A routing creature moves toward its exit; it may drop off a rooftop even if the 10 damage
 * destroys it, and when dropping gets it closer to its exit than any of its other moves it must drop.
 *
 * The exit is an argument, since a scenario does not say where each warband's exit is: `exit` is an edge of
 * the map (`n`, `e`, `s`, `w`) or a list of squares. Reading taken: "closer" is the number of squares
 * between the creature's space and the nearest exit square, counted as movement counts them (distance.ts,
 * cop.base.move), 0 when its space covers an exit square; the move is at most `budget` squares (default: its
 * speed). The answer lists the end positions closest to the exit and says whether every one of them needs a
 * drop (`mustDrop`: the best end without a drop is farther); its path is one that drops only when it must.
 */
import * as z from '../../formats/schema-kit.js';
import { HighgroundError } from '../../errors.js';
import { reason, type Reason, type Verdict } from '../../engine/verdict.js';
import type { Ctx } from './context.js';
import type { CopFigure } from './figures.js';
import { ALL_RULES, MovePlan, squares } from './movement.js';
import { decodePath, plural } from './moves.js';
import { countSquares } from './distance.js';

export const ExitSchema = z.union([
  z.enum(['n', 'e', 's', 'w']),
  z.array(z.tuple([z.number().check(z.int()), z.number().check(z.int())])).check(z.minLength(1)),
]);
export type Exit = z.infer<typeof ExitSchema>;

function exitSquares(ctx: Ctx, exit: Exit): [number, number][] {
  const W = ctx.board.width, H = ctx.board.height;
  if (Array.isArray(exit)) {
    exit.forEach(([x, y], i) => {
      if (x < 0 || y < 0 || x >= W || y >= H) throw new HighgroundError(`exit square [${x}, ${y}] is off the map (${W} x ${H})`, { path: ['exit', i] });
    });
    return exit;
  }
  const out: [number, number][] = [];
  if (exit === 'n' || exit === 's') for (let x = 0; x < W; x++) out.push([x, exit === 'n' ? 0 : H - 1]);
  else for (let y = 0; y < H; y++) out.push([exit === 'w' ? 0 : W - 1, y]);
  return out;
}

export function routVerdict(ctx: Ctx, fig: CopFigure, exit: Exit, budgetArg: number | undefined): Verdict {
  if (!fig.routing) throw new HighgroundError(`${fig.id} is not routing (give it \`routing: true\`)`, { path: ['figure'] });
  const budget = budgetArg ?? fig.speed;
  if (budget === undefined) throw new HighgroundError(`figure ${fig.id} has no speed: give a budget`, { path: ['budget'] });
  const exits = exitSquares(ctx, exit);
  const n = fig.n, W = ctx.board.width;
  const distance = (pos: number): number => {
    const x = pos % W, y = Math.floor(pos / W);
    let best = Infinity;
    for (const [ex, ey] of exits) {
      const gx = Math.max(0, ex - (x + n - 1), x - ex), gy = Math.max(0, ey - (y + n - 1), y - ey);
      best = Math.min(best, countSquares(ctx.opts, gx, gy));
    }
    return best;
  };
  const survey = (drops: boolean) => {
    const plan = new MovePlan(ctx, fig, { ...ALL_RULES, drops });
    const r = plan.run(budget);
    let best = Infinity;
    const at: { pos: number; state: number }[] = [];
    for (let pos = 0; pos < plan.N; pos++) {
      const s = plan.bestAt(r, pos);
      if (s < 0 || !plan.canEnd(pos)) continue;
      const d = distance(pos);
      if (d < best) { best = d; at.length = 0; }
      if (d === best) at.push({ pos, state: s });
    }
    return { plan, r, best, at };
  };
  const all = survey(true), dry = survey(false);
  const mustDrop = all.best < dry.best;
  // When a drop is not compelled, show a way there without one (the creature need not drop).
  const use = mustDrop ? all : dry;
  // Of the equally near ends, show the cheapest way (fewest squares, then the first in map order).
  const first = use.at.reduce((b, e) => (use.r.cost[e.state]! < use.r.cost[b.state]! ? e : b), use.at[0]!);
  const path = decodePath(use.plan, use.r, first.state);
  const xy = (p: number): [number, number] => [p % W, Math.floor(p / W)];
  const reasons: Reason[] = [
    reason('cop.base.move', `within ${plural(budget, 'square')} the nearest ${fig.id} can get to its exit is ${plural(all.best, 'square')} away${all.best === 0 ? ' (on the exit)' : ''}`),
    reason('cop.move.drop-lethal', mustDrop
      ? `${fig.id} is routing: stepping off the rooftop gets it closer to its exit (${plural(all.best, 'square')}) than any move without a drop (${dry.best === Infinity ? 'none' : plural(dry.best, 'square')}), so it must drop${fig.hp !== undefined && fig.hp <= path.damage ? ', though the damage destroys it' : ''}`
      : `${fig.id} is routing and may drop off a rooftop whatever the damage, but a drop gets it no closer to its exit, so it need not`),
  ];
  if (path.damage) reasons.push(reason('cop.move.drop', `on the way it steps off a rooftop: placed on the ground, ${path.damage} damage`));
  return {
    ask: 'rout',
    closest: all.best,
    ends: all.at.map((e) => xy(e.pos)),
    mustDrop,
    path: path.path,
    cost: squares(use.r.cost[first.state]!),
    damage: path.damage,
    destroyed: fig.hp !== undefined && path.damage > 0 ? fig.hp <= path.damage : null,
    reasons,
    evidence: { path: path.path, cells: all.at.map((e) => ({ at: xy(e.pos) })) },
  };
}
