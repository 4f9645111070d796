/**
 * The `climb` question: using a ladder or a bridge as one action of movement (cop.ladder.up,
 * cop.ladder.down, cop.bridge, cop.teleport-like), including the case the `move` question cannot show: no
 * legal place to set the creature down. The creature still spends the squares (2 for a ladder, 3 for a
 * bridge) and still provokes from every enemy threatening its starting space, then stays where it was.
 *
 * `via` picks `ladder` or `bridge` when both are at hand; `to` picks one of the legal set-down positions
 * (the top-left square of the space), else every legal position is listed and the first is used.
 */
import { HighgroundError } from '../../errors.js';
import { reason, type Reason, type Verdict } from '../../engine/verdict.js';
import { POS_GROUND, POS_ROOF } from './board.js';
import type { Ctx } from './context.js';
import type { CopFigure } from './figures.js';
import { ALL_RULES, MovePlan, nextTo } from './movement.js';

export type ClimbVia = 'ladder' | 'bridge';

export function climbVerdict(ctx: Ctx, fig: CopFigure, via: ClimbVia | undefined, to: [number, number] | undefined): Verdict {
  const plan = new MovePlan(ctx, fig, ALL_RULES);
  const b = ctx.board, W = b.width, n = fig.n;
  const here = fig.y * W + fig.x;
  const onRoof = plan.pt.cls[here] === POS_ROOF;
  const xy = (k: number): [number, number] => [k % W, Math.floor(k / W)];
  const own: number[] = [];
  for (let j = 0; j < n; j++) for (let i = 0; i < n; i++) own.push((fig.y + j) * W + fig.x + i);

  // What is at hand: a ladder square in the space (up), a ladder square next to the space (down), a bridge end.
  const laddersUp = onRoof ? [] : own.filter((k) => b.ladder[k] === 1);
  const laddersDown = onRoof ? b.ladders.filter((k) => nextTo(fig.x, fig.y, n, ...xy(k))) : [];
  const bridgeEnds = onRoof ? own.filter((k) => b.bridgeOther[k]! >= 0) : [];
  const ladders = laddersUp.length ? laddersUp : laddersDown;
  const kinds: ClimbVia[] = [];
  if (ladders.length) kinds.push('ladder');
  if (bridgeEnds.length) kinds.push('bridge');
  const use = via ?? (kinds.length === 1 ? kinds[0] : undefined);
  if (!use) {
    if (!kinds.length)
      throw new HighgroundError(`${fig.id} is neither in a ladder square, nor on a rooftop next to one, nor on a bridge end`, { path: ['figure'] });
    throw new HighgroundError(`${fig.id} is next to a ladder and on a bridge end: say which with \`via: ladder\` or \`via: bridge\``, { path: ['via'] });
  }
  if (!kinds.includes(use))
    throw new HighgroundError(use === 'ladder'
      ? `${fig.id} is not in a ladder square${onRoof ? ' and no ladder square is next to it' : ''}`
      : `${fig.id} is not on a rooftop square at the end of a bridge`, { path: ['via'] });

  const positions = new Set<number>();
  let rule: string, cost: number, what: string;
  if (use === 'bridge') {
    rule = 'cop.bridge'; cost = 3;
    for (const k of bridgeEnds) plan.placeOver(...xy(b.bridgeOther[k]!), POS_ROOF, (p) => positions.add(p));
    what = `crosses bridge "${bridgeEnds.map((k) => b.bridgeId.get(k)).join('", "')}" to the rooftop square at its other end`;
  } else if (laddersUp.length) {
    rule = 'cop.ladder.up'; cost = 2;
    for (const k of laddersUp) plan.placeAround(...xy(k), POS_ROOF, (p) => positions.add(p));
    what = 'climbs the ladder to a legal position on the rooftop next to the ladder square';
  } else {
    rule = 'cop.ladder.down'; cost = 2;
    for (const k of laddersDown) plan.placeOver(...xy(k), POS_GROUND, (p) => positions.add(p));
    what = 'climbs down the ladder to a legal position on the ladder square';
  }
  const list = [...positions].sort((p, q) => p - q);
  let placed: number | undefined = list[0];
  if (to) {
    const want = to[1] * W + to[0];
    if (!positions.has(want))
      throw new HighgroundError(`[${to[0]}, ${to[1]}] is not a legal position to set ${fig.id} down (legal: ${list.map((p) => `[${xy(p).join(', ')}]`).join(', ') || 'none'})`, { path: ['to'] });
    placed = want;
  }
  const provokedBy = plan.threatening(here).map((e) => e.id);
  const stays = placed === undefined;
  const reasons: Reason[] = [
    reason(rule, stays
      ? `${fig.id} spends ${cost} squares of movement, but no legal position is free to set it down, so it stays where it was`
      : `${fig.id} spends ${cost} squares of movement and ${what}${list.length > 1 ? ` (${list.length} legal positions)` : ''}${rule === 'cop.ladder.down' ? ', taking no damage' : ''}`),
    reason('cop.base.provoke', provokedBy.length
      ? `before it is moved it provokes attacks of opportunity from the enemies threatening its starting space: ${provokedBy.join(', ')}`
      : 'no enemy threatens its starting space, so it provokes no attack of opportunity'),
    reason('cop.teleport-like', 'it is lifted and set down: it does not pass the squares between'),
  ];
  return {
    ask: 'climb',
    via: use,
    cost,
    stays,
    placed: stays ? [fig.x, fig.y] : xy(placed!),
    positions: list.map(xy),
    provokedBy,
    damage: 0,
    reasons,
    evidence: { cells: list.map((p) => ({ at: xy(p) })) },
  };
}
