/**
 * The `area` question: cone and line templates from a grid intersection (src/engine/area.ts), with line
 * of effect from the origin decided by the rooftop rules (cop.effect, cop.sight.*) and the two area clauses.
 *
 * Readings taken:
 * - The origin is a grid intersection on a corner of a square of the acting creature's space.
 * - Cone: a quarter circle (90 degrees) of `size` squares (default 6), its axis from the origin to the centre
 *   of `toward` (a figure's space or a square); a square is in it when its centre is within the angle
 *   (src/engine/area.ts) and it is at most `size` squares from the origin, counted as movement counts them
 *   (`diagonals`: by default the second diagonal 2).
 *   Source: the D&D 3.5 rule the miniatures game grew from (a cone shoots from a corner of the creature's
 *   space in a quarter circle in the chosen direction; Rules Compendium p. 135, as quoted at
 *   forums.giantitp.com/archive/index.php/t-590101.html). The printed D&D Miniatures cone template could not
 *   be established from the sources at hand, so the squares at the rim of a cone may differ from it; the
 *   text's diagram outcomes hold either way.
 *   It affects a square when some line from the origin to any point of that square is clear of blocking
 *   squares, the square itself excepted (exact: src/engine/square-sight.ts clearToAnyPart). The acting creature's own squares are
 *   not excepted: the area spreads from the origin point, so an intersection inside a rooftop stays inside.
 * - Line (line 12): from the origin through a corner of `toward`'s space (the one nearest the origin, or
 *   `through`, a grid intersection) and on to `size` squares (default 12); it affects every square it
 *   touches, within `size` squares counted as for a cone, until it touches (even along an edge or at a
 *   corner) or crosses a square that blocks line of effect (squares first touched at that same point are still affected) - the D&D Miniatures Line 12 rule.
 * - Which squares block depends on the origin and the square affected, as for sight: an origin on a rooftop
 *   reaches that rooftop freely and the ground or other rooftops only past no rooftop square or corner.
 * - The origin of a creature wholly on the ground is on the ground, even at an intersection shared with a
 *   rooftop (cop.area.ground-origin); it never affects a rooftop square that is not at the rooftop's edge.
 *   The origin of a creature on a rooftop is on its rooftop; at an intersection that is also a ground
 *   intersection its area reaches both levels (cop.area.shared-intersection).
 * - The acting creature is never affected by its own area; wall squares are never affected.
 */
import { HighgroundError } from '../../errors.js';
import { coneSquares, compareParam, lineSquares } from '../../engine/area.js';
import { clearToAnyPart, pointsOf, traceLine, type BlockTest } from '../../engine/square-sight.js';
import { reason, type Reason, type Verdict } from '../../engine/verdict.js';
import type { DoubledPoint } from '../../geometry/square/point.js';
import type { Ctx } from './context.js';
import type { CopFigure } from './figures.js';
import { sightBlocks, type Relation } from './sight.js';
import { countSquares } from './distance.js';
import type { Spot } from './spots.js';

const SOLID = { kind: 'inside', corners: 0, alongEdge: false } as const;

export interface AreaArgs {
  shape: 'cone' | 'line';
  origin: [number, number];
  size?: number | undefined;
  toward: Spot;
  through?: [number, number] | undefined;
}

export function areaVerdict(ctx: Ctx, fig: CopFigure, a: AreaArgs): Verdict {
  const b = ctx.board;
  const W = b.width, H = b.height;
  const [ox, oy] = a.origin;
  if (!Number.isInteger(ox) || !Number.isInteger(oy) || ox < fig.x || oy < fig.y || ox > fig.x + fig.n || oy > fig.y + fig.n)
    throw new HighgroundError(`[${ox}, ${oy}] is not a corner of ${fig.id}'s space (its corners run from [${fig.x}, ${fig.y}] to [${fig.x + fig.n}, ${fig.y + fig.n}])`, { path: ['origin'] });
  const O: DoubledPoint = { x: 2 * ox, y: 2 * oy };
  const own = (sx: number, sy: number) => sx >= fig.x && sy >= fig.y && sx < fig.x + fig.n && sy < fig.y + fig.n;
  // The squares around the origin intersection.
  let touchesRoof = false, touchesGround = false, ownRoofGroup = -1;
  for (const [sx, sy] of [[ox - 1, oy - 1], [ox, oy - 1], [ox - 1, oy], [ox, oy]] as const) {
    if (sx < 0 || sy < 0 || sx >= W || sy >= H) continue;
    const k = sy * W + sx;
    if (b.roof[k]) {
      touchesRoof = true;
      if (own(sx, sy)) ownRoofGroup = b.group[k]!;
    } else if (!b.wall[k]) touchesGround = true;
  }
  let allGround = true, allRoof = true, figGroup = -1;
  for (let j = 0; j < fig.n; j++) for (let i = 0; i < fig.n; i++) {
    const k = (fig.y + j) * W + fig.x + i;
    if (b.roof[k]) { allGround = false; figGroup = b.group[k]!; } else allRoof = false;
  }
  const originGroup = allGround ? -1 : allRoof ? figGroup : ownRoofGroup;
  const groundOrigin = originGroup < 0;

  const size = a.size ?? (a.shape === 'cone' ? 6 : 12);
  const t = a.toward;
  const relOf = (k: number): Relation => (b.roof[k] ? (!groundOrigin && b.group[k] === originGroup ? 'same' : 'across') : groundOrigin ? 'ground' : 'across');
  const blockers = {
    ground: sightBlocks(ctx, 'ground'),
    same: sightBlocks(ctx, 'same'),
    across: sightBlocks(ctx, 'across'),
  } as const satisfies Record<Relation, BlockTest>;

  const affected: [number, number][] = [];
  /** Squares in the template its line of effect did not reach (drawn crossed in the picture). */
  const stopped: [number, number][] = [];
  let innerSkipped = 0, blockedCount = 0;
  const consider = (sx: number, sy: number, reached: (rel: Relation) => boolean) => {
    const k = sy * W + sx;
    if (own(sx, sy) || b.wall[k]) return;
    if (groundOrigin && b.roof[k] && !b.outer[k]) {
      innerSkipped++;
      return;
    }
    if (reached(relOf(k))) affected.push([sx, sy]);
    else blockedCount++, stopped.push([sx, sy]);
  };

  // A square is within `size` of the origin intersection when the squares to it, the intersection's own
  // neighbours being 1, count at most `size` as movement counts them (cop.base.move, distance.ts).
  const within = (sx: number, sy: number) => countSquares(ctx.opts, sx >= ox ? sx - ox + 1 : ox - sx, sy >= oy ? sy - oy + 1 : oy - sy) <= size;
  let direction: DoubledPoint;
  if (a.shape === 'cone') {
    direction = { x: 2 * t.x + t.w, y: 2 * t.y + t.h };
    if (direction.x === O.x && direction.y === O.y) throw new HighgroundError('the cone needs a direction: toward is centred on the origin', { path: ['toward'] });
    // The quarter circle's angle from src/engine/area.ts, its extent counted in squares as movement counts them
    // (cop.base.move, distance.ts): a square is within `size` when the squares from the origin intersection to
    // it, the intersection's own neighbours being 1, count at most `size` (the D&D 3.5 way of measuring an area
    // from a grid intersection). The doubled radius only gathers every candidate the count can admit.
    for (const [sx, sy] of coneSquares({ origin: O, toward: direction, radius: 2 * size, bounds: b }).filter(([sx, sy]) => within(sx, sy))) {
      const ignore = (qx: number, qy: number) => qx === sx && qy === sy;
      consider(sx, sy, (rel) => pointsOf({ x: sx, y: sy, w: 1, h: 1 }, 'any').some((p) =>
        traceLine(O, p, blockers[rel], { ignore, seams: true }).clear)
        || clearToAnyPart(O, { x: sx, y: sy, w: 1, h: 1 }, blockers[rel], { ignore, seams: true }) !== undefined);
    }
  } else {
    if (a.through) {
      direction = { x: 2 * a.through[0], y: 2 * a.through[1] };
      if (direction.x === O.x && direction.y === O.y) throw new HighgroundError('`through` is the origin itself', { path: ['through'] });
    } else {
      const corners = pointsOf(t, 'corners').filter((p) => p.x !== O.x || p.y !== O.y);
      corners.sort((p, q) => dist2(p, O) - dist2(q, O) || p.y - q.y || p.x - q.x);
      direction = corners[0]!;
    }
    // Its length as for a cone: squares counted from the origin as movement counts them (the doubled length
    // only gathers the candidates).
    const squares = lineSquares({ origin: O, through: direction, length: 2 * size, bounds: b }).filter((q) => within(q.sx, q.sy));
    for (const s of squares) {
      // A square that blocks line of effect stops the line wherever the line touches it (D&D Miniatures Line 12).
      consider(s.sx, s.sy, (rel) => !squares.some((q) =>
        (q.sx !== s.sx || q.sy !== s.sy) && compareParam(q.t, s.t) < 0 && blockers[rel](q.sx, q.sy, SOLID)));
    }
  }
  affected.sort((p, q) => p[1] - q[1] || p[0] - q[0]);
  const hit = new Set(affected.map(([x, y]) => y * W + x));
  const figures = ctx.list.filter((f) => {
    if (f.index === fig.index) return false;
    for (let j = 0; j < f.n; j++) for (let i = 0; i < f.n; i++) if (hit.has((f.y + j) * W + f.x + i)) return true;
    return false;
  }).map((f) => f.id);

  const reasons: Reason[] = [
    reason('cop.effect', `the ${a.shape} affects the squares its origin [${ox}, ${oy}] has line of effect to, by the rooftop rules (${affected.length} squares${blockedCount ? `; ${blockedCount} blocked` : ''})`),
  ];
  if (groundOrigin)
    reasons.push(reason('cop.area.ground-origin', `${fig.id} is wholly on the ground, so the origin is on the ground${touchesRoof ? ', though the intersection touches a rooftop' : ''}: only rooftop squares at a rooftop's edge can be affected${innerSkipped ? ` (${innerSkipped} inner rooftop squares are not)` : ''}`));
  else if (touchesGround)
    reasons.push(reason('cop.area.shared-intersection', `${fig.id} is on a rooftop and [${ox}, ${oy}] is both a rooftop and a ground intersection: the ${a.shape} reaches creatures on both levels`));
  else
    reasons.push(reason('cop.sight.across', `[${ox}, ${oy}] lies inside the rooftop: lines from it to the ground or other rooftops cross rooftop squares or corners`));
  return {
    ask: 'area',
    shape: a.shape,
    size,
    origin: [ox, oy],
    figures,
    cells: affected,
    reasons,
    evidence: {
      cells: affected.map((at) => ({ at })),
      direction: [direction.x / 2, direction.y / 2],
      template: { shape: a.shape, origin: [ox, oy], outline: templateOutline(a.shape, [ox, oy], [direction.x / 2, direction.y / 2], size), blocked: stopped.map((at) => ({ at, note: 'line of effect blocked' })) },
    },
  };
}

/**
 * The template's outline for the picture, in board units: a cone is a quarter circle of `size` squares
 * about its axis (origin to direction), a line a segment of `size` squares through the direction. (Which
 * squares count is decided above, by counting squares; the outline shows where the template lies.)
 */
function templateOutline(shape: string, o: readonly [number, number], d: readonly [number, number], size: number): [number, number][] {
  const a = Math.atan2(d[1] - o[1], d[0] - o[0]);
  const at = (t: number, r: number): [number, number] => [Math.round((o[0] + r * Math.cos(t)) * 1000) / 1000, Math.round((o[1] + r * Math.sin(t)) * 1000) / 1000];
  if (shape !== 'cone') return [[o[0], o[1]], at(a, size)];
  const arc: [number, number][] = [];
  for (let k = 0; k <= 12; k++) arc.push(at(a - Math.PI / 4 + (k * Math.PI) / 24, size));
  return [[o[0], o[1]], ...arc];
}

function dist2(p: DoubledPoint, q: DoubledPoint): number {
  return (p.x - q.x) ** 2 + (p.y - q.y) ** 2;
}
