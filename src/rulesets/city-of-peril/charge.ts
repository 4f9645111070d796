/**
 * The `charge` question (cop.base.charge, cop.charge.levels, cop.charge.same-rooftop,
 * cop.charge.no-ladder-bridge).
 *
 * Readings taken (the catalogue's for cop.base.charge; where it is silent, options):
 * - The charger must see an enemy at the start, and the target must be an enemy it sees.
 * - It must charge the nearest enemy, counted in squares as movement counts them (distance.ts); equally
 *   near enemies are all candidates. Which enemies count is the option `chargeNearest`: `seen` (default: the
 *   enemies it can see) or `any`.
 * - It runs in a straight line to the nearest position (counted the same way from its start) from which it
 *   can make a melee attack on the target (adjacent on the same level, or within reach in sight). Among
 *   equally near positions, one with a clear run is enough (the straightest is tried first); when every nearest one is blocked, there is no
 *   charge (a farther square does not count).
 * - The run is blocked when any of the straight lines between corresponding corners (and the centres, and for
 *   a Large or bigger creature the centres of each of its squares, which sweep the squares its body crosses) of
 *   its start and end spaces passes through the inside of a square that slows or prevents its movement or
 *   holds another creature: a wall (not for an incorporeal creature), difficult terrain outside its start
 *   space (a square of its start space still slows it when the space it moves into takes it in: a Large
 *   creature shuffling along difficult terrain it started on pays 2 a step as a move, so cannot charge
 *   there), a square of any other creature, and for a creature that neither flies nor is incorporeal a
 *   square of another level (any rooftop square not of its own rooftop, or a ground square when it charges
 *   on a rooftop: stepping there would be a drop, which a charge cannot take, cop.charge.levels). Each step
 *   of the run must also be a legal walk (no cutting a wall's corner, nor a rooftop's corner from the ground,
 *   cop.move.corner).
 * - The path is the run itself, one square at a time along the line (not a cheapest path), costing the
 *   straight count; it provokes attacks of opportunity from enemies threatening the squares it leaves.
 * - It must move: a charger that can already attack the target where it stands does not charge.
 * - How far: at most its speed, or twice its speed with `chargeDistance: double`.
 */
import { pointsOf, traceLine, type BlockTest } from '../../engine/square-sight.js';
import { reason, uniqueReasons, type Reason, type TracedLine, type Verdict } from '../../engine/verdict.js';
import { POS_GROUND, POS_MIXED } from './board.js';
import type { Ctx } from './context.js';
import { melee } from './adjacency.js';
import { countSquares, spaceDistance } from './distance.js';
import { isEnemy, type CopFigure } from './figures.js';
import { ALL_RULES, BRIDGE, LADDER_DOWN, LADDER_UP, MovePlan } from './movement.js';
import { decodePath, plural, type MoveEvent, type PathStepOut } from './moves.js';
import { traceSight } from './sight.js';
import { checkPlace, describeStanding, figureSpot, onRoofSquare, type Spot } from './spots.js';

export function chargeVerdict(ctx: Ctx, fig: CopFigure, target: Spot): Verdict {
  const me = figureSpot(ctx, fig);
  const reasons: Reason[] = [];
  const no = (extra: Record<string, unknown> = {}): Verdict => ({ ask: 'charge', allowed: false, ...extra, reasons: uniqueReasons(reasons) });
  const foe = target.figure;
  if (!foe || !isEnemy(fig, foe)) {
    reasons.push(reason('cop.base.charge', foe ? `${foe.id} is not an enemy of ${fig.id}: a charge is made at an enemy` : `${target.label} holds no creature: a charge is made at an enemy`));
    return no();
  }
  const myRoof = onRoofSquare(ctx, me), theirRoof = onRoofSquare(ctx, target);
  const flier = fig.flying || fig.incorporeal;
  if (myRoof !== theirRoof && !flier) {
    reasons.push(reason('cop.charge.levels', `${fig.id} is ${describeStanding(me.standing)} and ${target.label} is ${describeStanding(target.standing)}: a creature that neither flies nor is incorporeal cannot charge between a rooftop and the ground`));
    return no();
  }
  if (myRoof !== theirRoof) reasons.push(reason('cop.charge.levels', `${fig.id} ${fig.flying ? 'flies' : 'is incorporeal'}: it may charge between a rooftop and the ground`));
  const sameRoof = me.standing.kind === 'roof' && target.standing.kind === 'roof' && me.standing.group === target.standing.group;
  if (sameRoof) reasons.push(reason('cop.charge.same-rooftop', `both are on rooftop #${me.standing.group + 1}: its squares do not block the charge`));

  // Which enemies it sees, and the nearest.
  const enemies = ctx.list.filter((e) => isEnemy(fig, e));
  const seen = enemies.filter((e) => traceSight(ctx, me, figureSpot(ctx, e)).sight);
  if (!seen.length) {
    reasons.push(reason('cop.base.charge', `${fig.id} sees no enemy at the start of its turn, so it cannot charge`));
    reasons.push(reason('cop.base.sight', `no line from a corner of ${fig.id}'s space reaches an enemy`));
    return no();
  }
  if (!seen.includes(foe)) {
    reasons.push(reason('cop.base.charge', `${fig.id} cannot see ${foe.id}, so it cannot charge it`));
    reasons.push(reason('cop.base.sight', `every line from a corner of ${fig.id}'s space to ${foe.id}'s space is blocked`));
    return no();
  }
  const pool = ctx.opts.chargeNearest === 'seen' ? seen : enemies;
  const plan = new MovePlan(ctx, fig, { ...ALL_RULES, charge: true });
  const W = plan.W;
  // How near each enemy is: the run to the nearest free position from which it can attack it (0 where it
  // can attack it already, Infinity when no position lets it), or the distance to its space (chargeMeasure).
  const byRun = ctx.opts.chargeMeasure === 'run';
  const endsOf = new Map<CopFigure, { best: number; ends: number[] }>();
  const attackEndsOf = (e: CopFigure) => {
    let r = endsOf.get(e);
    if (!r) endsOf.set(e, (r = attackEnds(ctx, plan, fig, e)));
    return r;
  };
  const dist = (e: CopFigure) => byRun ? attackEndsOf(e).best : spaceDistance(ctx.opts, me, { x: e.x, y: e.y, w: e.n, h: e.n });
  // The run measure counts squares to where an attack could be made, as a referee counts nearness: a square
  // on the other side of the rooftop/ground divide is still counted (it makes the enemy the nearest, and the
  // divide then prevents the charge, cop.charge.levels), but it is named as a square the charger cannot run to.
  const howFar = (e: CopFigure) => {
    const d = dist(e);
    if (!byRun) return plural(d, 'square');
    if (d === 0) return 'within its reach where it stands';
    if (d === Infinity) return 'out of reach from any free position';
    const p = attackEndsOf(e).ends[0]!, x = p % W, y = Math.floor(p / W);
    const off = !flier && onRoofSquare(ctx, figureSpot(ctx, fig, x, y)) !== myRoof;
    return `${plural(d, 'square')} away, counted to [${x}, ${y}], the nearest square from which ${fig.id} could attack it${off ? ` (${myRoof ? 'on the ground' : 'a rooftop square'}, where its charge cannot go)` : ''}`;
  };
  const nearest = Math.min(...pool.map(dist));
  const myDist = dist(foe);
  if (myDist > nearest) {
    const nearer = pool.filter((e) => dist(e) === nearest);
    const ids = nearer.map((e) => e.id);
    reasons.push(reason('cop.base.charge', `${fig.id} must charge the nearest enemy${ctx.opts.chargeNearest === 'seen' ? ' it sees' : ''}: ${ids.join(', ')} ${ids.length === 1 ? 'is' : 'are'} ${howFar(nearer[0]!)}${byRun ? ',' : ' away,'} ${foe.id} ${byRun ? howFar(foe) : myDist}`));
    const across = nearer.filter((e) => !flier && onRoofSquare(ctx, figureSpot(ctx, e)) !== myRoof).map((e) => e.id);
    if (across.length)
      reasons.push(reason('cop.charge.levels', `${fig.id} cannot charge ${across.join(' or ')}, the nearest, between ${myRoof ? 'its rooftop and the ground' : 'the ground and a rooftop'}; when the nearest enemy cannot be charged, there is no charge at all`));
    return no({ nearest: ids });
  }
  const candidatesNear = pool.filter((e) => dist(e) === nearest).map((e) => e.id);
  const nearText = candidatesNear.length > 1 ? `${foe.id} is among the nearest enemies (${candidatesNear.join(', ')}, ${howFar(foe)})` : `${foe.id} is the nearest enemy (${howFar(foe)})`;

  if (attackEndsOf(foe).best === 0) {
    reasons.push(reason('cop.base.charge', `${fig.id} can already attack ${foe.id} where it stands: there is no charge to make`));
    return no();
  }
  // Nearest positions (straight count from the start) from which it can attack the target.
  const { best, ends } = attackEndsOf(foe);
  if (!ends.length) {
    reasons.push(reason('cop.base.charge', `no free position lets ${fig.id} attack ${foe.id}`));
    return no();
  }
  const speed = fig.speed ?? Infinity;
  const maxRun = ctx.opts.chargeDistance === 'double' ? 2 * speed : speed;
  const runWhat = speed === Infinity ? 'any distance (it has no speed given)' : ctx.opts.chargeDistance === 'double' ? `twice its speed ${speed}` : `its speed ${speed}`;
  if (best > maxRun) {
    reasons.push(reason('cop.base.charge', `the nearest square from which ${fig.id} can attack ${foe.id} is ${plural(best, 'square')} away, more than ${runWhat}`));
    return no();
  }

  // Equally near squares: the straightest run first (shortest as the crow flies), then reading order.
  const crow = (p: number) => (p % W - fig.x) ** 2 + (Math.floor(p / W) - fig.y) ** 2;
  ends.sort((p, q) => crow(p) - crow(q) || p - q);
  let lines: TracedLine[] = [];
  let why = '';
  for (const p of ends) {
    const ex = p % W, ey = Math.floor(p / W);
    const tried = tryRun(ctx, plan, fig, target.figure, ex, ey);
    lines = tried.lines;
    if (typeof tried.run === 'string') {
      why = tried.run;
      continue;
    }
    const run = tried.run;
    reasons.push(reason('cop.base.charge', `${nearText}; ${fig.id} runs straight ${plural(best, 'square')} to [${ex}, ${ey}], the nearest square from which it can attack, within ${runWhat}, every line clear`));
    reasons.push(reason('cop.charge.no-ladder-bridge', 'the charge is a straight run on foot: no ladder or bridge'));
    if (run.provokedBy.length) reasons.push(reason('cop.base.provoke', `leaving threatened squares on the run provokes attacks of opportunity from ${run.provokedBy.join(', ')}`));
    return {
      ask: 'charge', allowed: true, cost: best, to: [ex, ey], path: run.path, events: run.events, provokedBy: run.provokedBy,
      reasons: uniqueReasons(reasons), evidence: { path: run.path, lines },
    };
  }
  reasons.push(reason('cop.base.charge', `every straight run to the nearest square${ends.length > 1 ? 's' : ''} from which ${fig.id} can attack ${foe.id} (${plural(best, 'square')} away) is blocked: ${why}`));
  if (usesLadderOrBridge(ctx, fig, ends))
    reasons.push(reason('cop.charge.no-ladder-bridge', `${fig.id} could get there only by a ladder or a bridge, which charge movement cannot use`));
  return no({ evidence: { lines } });
}

/**
 * The nearest free positions (straight count from the charger's start) from which `fig` can make a melee
 * attack on `foe`: best 0 (and no ends) when it can attack from where it stands, Infinity when no position
 * lets it. Only positions within reach of the foe's space are looked at.
 */
function attackEnds(ctx: Ctx, plan: MovePlan, fig: CopFigure, foe: CopFigure): { best: number; ends: number[] } {
  const n = fig.n, W = plan.W, target = figureSpot(ctx, foe);
  const canAttackFrom = (x: number, y: number) => melee(ctx, figureSpot(ctx, fig, x, y), target, fig.reach).allowed;
  if (canAttackFrom(fig.x, fig.y)) return { best: 0, ends: [] };
  const start = fig.y * W + fig.x, r = Math.max(1, fig.reach);
  let best = Infinity;
  let ends: number[] = [];
  for (let y = Math.max(0, foe.y - n - r + 1); y <= Math.min(plan.H - n, foe.y + foe.n + r - 1); y++) {
    for (let x = Math.max(0, foe.x - n - r + 1); x <= Math.min(W - n, foe.x + foe.n + r - 1); x++) {
      const p = y * W + x;
      if (p === start || !plan.canEnd(p)) continue;
      const d = countSquares(ctx.opts, x - fig.x, y - fig.y);
      if (d > best || !canAttackFrom(x, y)) continue;
      if (d < best) { best = d; ends = []; }
      ends.push(p);
    }
  }
  return { best, ends };
}

type Run = { path: PathStepOut[]; events: MoveEvent[]; provokedBy: string[] };

/** Trace the lines of a straight run to (ex, ey) and walk it: the run, or why it is not allowed. */
function tryRun(ctx: Ctx, plan: MovePlan, fig: CopFigure, foe: CopFigure | undefined, ex: number, ey: number): { run: Run | string; lines: TracedLine[] } {
  const n = fig.n;
  const blocks = runBlocks(ctx, fig, foe);
  const from = pointsOf({ x: fig.x, y: fig.y, w: n, h: n }, 'corners');
  const to = pointsOf({ x: ex, y: ey, w: n, h: n }, 'corners');
  const lines = from.map((q, i) => traceLine(q, to[i]!, blocks));
  lines.push(traceLine({ x: 2 * fig.x + n, y: 2 * fig.y + n }, { x: 2 * ex + n, y: 2 * ey + n }, blocks));
  // A creature of more than one square also sweeps the squares its own squares pass: their corner and centre
  // lines run along grid lines, so each square's centre is traced to its place in the end space too.
  if (n > 1) {
    const fromC = pointsOf({ x: fig.x, y: fig.y, w: n, h: n }, 'centres');
    const toC = pointsOf({ x: ex, y: ey, w: n, h: n }, 'centres');
    fromC.forEach((q, i) => lines.push(traceLine(q, toC[i]!, blocks)));
  }
  const blocked = lines.find((l) => !l.clear);
  if (blocked) {
    const at = blocked.blockedBy![0]!.at;
    return { run: `the line to [${ex}, ${ey}] passes square [${at.join(', ')}], which ${describeBlock(ctx, fig, foe, at[0], at[1])}`, lines };
  }
  return { run: straightRun(plan, fig.x, fig.y, ex, ey), lines };
}

/**
 * `move` with `charge: true`: charge movement to `to` is the straight run of a charge (see the file comment),
 * within `budget` (default: the charge's distance, `chargeDistance`), costing the straight count. `foe`, the
 * creature charged when the question names it, does not stop the run, as in `chargeVerdict` (a corner line of
 * a diagonal run may clip the target's own square); without it every other creature does.
 */
export function chargeMoveVerdict(ctx: Ctx, fig: CopFigure, to: [number, number], budgetArg: number | undefined, foe?: CopFigure): Verdict {
  const [tx, ty] = to;
  checkPlace(ctx, tx, ty, 'to');
  const plan = new MovePlan(ctx, fig, { ...ALL_RULES, charge: true });
  const W = plan.W, n = fig.n;
  const speed = fig.speed ?? Infinity;
  const budget = budgetArg ?? (ctx.opts.chargeDistance === 'double' ? 2 * speed : speed);
  const base = { ask: 'move', charge: true, budget: budget === Infinity ? null : budget };
  const reasons: Reason[] = [];
  const no = (extra: Record<string, unknown> = {}): Verdict => ({ ...base, legal: false, cost: null, path: [], events: [], ...extra, reasons: uniqueReasons(reasons) });
  if (tx + n > W || ty + n > plan.H) {
    reasons.push(reason('cop.base.move', `a ${n}x${n} space with its top-left square at [${tx}, ${ty}] would leave the map`));
    return no();
  }
  const tpos = ty * W + tx, start = fig.y * W + fig.x;
  if (tpos === start) {
    reasons.push(reason('cop.base.charge', `${fig.id} is already at [${tx}, ${ty}]: a charge moves`));
    return no();
  }
  if (!plan.canEnd(tpos)) {
    reasons.push(reason(plan.pt.cls[tpos] === POS_MIXED ? 'cop.move.end-whole' : 'cop.base.move', `${fig.id} cannot end a move at [${tx}, ${ty}] (${plan.pt.cls[tpos] === POS_MIXED ? 'partly rooftop, partly ground' : 'a wall square or another creature is there'})`));
    return no();
  }
  const me = figureSpot(ctx, fig), there = figureSpot(ctx, fig, tx, ty);
  const flier = fig.flying || fig.incorporeal;
  const sameLevel = me.standing.kind === there.standing.kind && (me.standing.kind !== 'roof' || (there.standing.kind === 'roof' && me.standing.group === there.standing.group));
  if (!flier && onRoofSquare(ctx, me) !== onRoofSquare(ctx, there))
    reasons.push(reason('cop.charge.levels', `${fig.id} neither flies nor is incorporeal: its charge cannot go between a rooftop and the ground`));
  const cost = countSquares(ctx.opts, tx - fig.x, ty - fig.y);
  const tried = tryRun(ctx, plan, fig, foe, tx, ty);
  if (typeof tried.run === 'string') {
    reasons.push(reason('cop.base.charge', `charge movement is a straight run, and ${tried.run}`));
    if (!sameLevel && !flier && usesLadderOrBridge(ctx, fig, [tpos]))
      reasons.push(reason('cop.charge.no-ladder-bridge', `${fig.id} could get there only by a ladder or a bridge, which charge movement cannot use`));
    return no({ evidence: { lines: tried.lines } });
  }
  if (cost > budget) {
    reasons.push(reason('cop.base.charge', `the straight run is ${plural(cost, 'square')}, more than the ${plural(budget, 'square')} a charge may go`));
    return no();
  }
  const run = tried.run;
  reasons.push(reason('cop.base.charge', `charge movement runs straight to [${tx}, ${ty}], ${plural(cost, 'square')}${budget === Infinity ? '' : ` of the ${budget} it may go`}, every line clear`));
  reasons.push(reason('cop.charge.no-ladder-bridge', 'the run is on foot: no ladder or bridge'));
  if (run.provokedBy.length) reasons.push(reason('cop.base.provoke', `leaving threatened squares on the run provokes attacks of opportunity from ${run.provokedBy.join(', ')}`));
  reasons.push(reason('cop.move.end-whole', `the move ends ${there.standing.kind === 'ground' ? 'wholly on ground squares' : 'wholly on rooftop squares'}`));
  return { ...base, legal: true, cost, path: run.path, events: run.events, damage: 0, provokedBy: run.provokedBy, reasons: uniqueReasons(reasons), evidence: { path: run.path, lines: tried.lines } };
}

/** The squares that stop a charge run (see the file comment); `foe`, the target, does not. */
function runBlocks(ctx: Ctx, fig: CopFigure, foe: CopFigure | undefined): BlockTest {
  const b = ctx.board, W = b.width, H = b.height;
  const other = new Uint8Array(W * H);
  for (const f of ctx.list) {
    if (f.index === fig.index || (foe && f.index === foe.index)) continue;
    for (let j = 0; j < f.n; j++) for (let i = 0; i < f.n; i++) other[(f.y + j) * W + f.x + i] = 1;
  }
  const flier = fig.flying || fig.incorporeal;
  const startRoof = b.positions(fig.n).cls[fig.y * W + fig.x] !== POS_GROUND;
  const me = figureSpot(ctx, fig);
  const myGroup = me.standing.kind === 'roof' ? me.standing.group : -1;
  return (sx, sy, c) => {
    if (c.kind !== 'inside' || sx < 0 || sy < 0 || sx >= W || sy >= H) return false;
    const k = sy * W + sx;
    if ((b.wall[k] && !fig.incorporeal) || other[k]) return true;
    const inStart = sx >= fig.x && sy >= fig.y && sx < fig.x + fig.n && sy < fig.y + fig.n;
    if (b.difficult[k] && !inStart) return true;
    if (flier) return false;
    return startRoof ? !b.roof[k] || b.group[k] !== myGroup : b.roof[k] === 1;
  };
}

function describeBlock(ctx: Ctx, fig: CopFigure, foe: CopFigure | undefined, x: number, y: number): string {
  const b = ctx.board, k = y * b.width + x;
  const who = ctx.list.find((f) => f.index !== fig.index && f.index !== foe?.index && x >= f.x && y >= f.y && x < f.x + f.n && y < f.y + f.n);
  if (who) return `holds ${who.id}`;
  if (b.wall[k]) return 'is a wall';
  if (b.difficult[k]) return 'is difficult terrain, which slows movement';
  return b.roof[k] ? 'is a rooftop square it cannot charge across' : 'is a ground square it cannot charge into from its rooftop';
}

/**
 * The run one square at a time: step i puts the top-left square at the start plus i/D of the offset, rounded
 * (D = the larger offset), so each step is a move to a neighbouring square along the line. Each step must be
 * a legal walk; attacks of opportunity are provoked by the squares it leaves.
 */
function straightRun(plan: MovePlan, x0: number, y0: number, x1: number, y1: number): Run | string {
  const dx = x1 - x0, dy = y1 - y0, D = Math.max(Math.abs(dx), Math.abs(dy));
  const W = plan.W;
  const path: PathStepOut[] = [{ at: [x0, y0], cost: 0, step: 'start' }];
  const events: MoveEvent[] = [];
  const provoked = new Set<string>();
  let x = x0, y = y0, cost = 0, parity = 0;
  for (let i = 1; i <= D; i++) {
    const nx = x0 + roundHalfAway(i * dx, D), ny = y0 + roundHalfAway(i * dy, D);
    const sx = nx - x, sy = ny - y;
    const pos = y * W + x, np = ny * W + nx;
    const diagonal = sx !== 0 && sy !== 0;
    if (!plan.passable(np)) return `the run cannot pass [${nx}, ${ny}]`;
    // A square of difficult terrain anywhere in the space it moves into slows the step (a move pays 2 for it,
    // even when the square was already under a Large creature's start space), so it stops a charge.
    if (plan.pt.difficult[np]) return `its space at [${nx}, ${ny}] takes in difficult terrain at [${difficultSquare(plan, nx, ny).join(', ')}], which slows that step (it would cost 2 squares as a move)`;
    if (diagonal) {
      const c = plan.cornerBlock(pos, sx, sy);
      if (c) return `the run would cut the corner of a ${c} square between [${x}, ${y}] and [${nx}, ${ny}]${c === 'rooftop' ? ' (cop.move.corner)' : ''}`;
    }
    for (const e of plan.threatening(pos)) {
      if (provoked.has(e.id)) continue;
      provoked.add(e.id);
      events.push({ type: 'attack-of-opportunity', step: i, rule: 'cop.base.provoke', by: e.id, from: [x, y] });
    }
    cost += diagonal && plan.parities === 2 ? (parity ? 2 : 1) : 1;
    if (diagonal && plan.parities === 2) parity = 1 - parity;
    x = nx; y = ny;
    path.push({ at: [x, y], cost, step: 'walk' });
  }
  return { path, events, provokedBy: [...provoked] };
}

/** The first difficult square (reading order) of the n x n space with its top-left square at (x, y). */
function difficultSquare(plan: MovePlan, x: number, y: number): [number, number] {
  const b = plan.ctx.board;
  for (let j = 0; j < plan.n; j++) for (let i = 0; i < plan.n; i++) if (b.difficult[(y + j) * b.width + x + i]) return [x + i, y + j];
  return [x, y];
}

/** a / b rounded to the nearest integer, halves away from zero (b > 0). */
function roundHalfAway(a: number, b: number): number {
  const q = Math.floor((2 * Math.abs(a) + b) / (2 * b));
  return a < 0 ? -q : q;
}

/** Would an ordinary move to one of these positions use a ladder or a bridge? */
function usesLadderOrBridge(ctx: Ctx, fig: CopFigure, ends: number[]): boolean {
  const full = new MovePlan(ctx, fig, ALL_RULES);
  const r = full.run(fig.speed ?? Infinity);
  for (const p of ends) {
    const s = full.bestAt(r, p);
    if (s < 0) continue;
    const d = decodePath(full, r, s);
    if (d.kinds.has(LADDER_UP) || d.kinds.has(LADDER_DOWN) || d.kinds.has(BRIDGE)) return true;
  }
  return false;
}
