/**
 * The move and reach questions: walking (a search on the movement graph, see move-graph.ts), flight and
 * incorporeal movement (mfx.model.flight, mfx.model.incorporeal: horizontal distance plus upward distance,
 * terrain ignored), enclosed terrain (mfx.trait.enclosed) and the events of a move.
 */
import { HighgroundError } from '../../errors.js';
import { placeRef, type Ref } from '../../engine/refs.js';
import { refBoard } from './bodies.js';
import { reason, uniqueReasons, type Evidence, type Reason, type Verdict } from '../../engine/verdict.js';
import { refusedMove } from '../../engine/verdicts.js';
import { circlePolygonContact, circleVersusCircle, pointInPolygon, segmentPolygonIntersection, type Circle, type Point, type Polygon } from '../../geometry/plane/index.js';
import { fall, fallDamage, fmt, round, xy } from './fall.js';
import { MoveGraph, type Link, type SegmentCost } from './move-graph.js';
import type { SearchResult } from '../../engine/search.js';
import { CLEAR, GROW_ERROR, entersRegion, landedOn, linearLanding, regionIntervals, walkTerms, type Layer, type Region } from './move-geometry.js';
import { placeProblem } from './place.js';
import { bisect } from '../../geometry/bisect.js';
import { LineCuts, farthestWhere } from './line-stop.js';
import { enteredReason, takenAfterEvents as hazardsAfter, withinHazard } from './hazards.js';
import { arcFactor, tautRun } from './taut.js';
import { tangentStep, type Arc } from './tangent-graph.js';
import { exactWay, hasCrossing, linkOf, splitTotal, withoutEmptyWalks, type ExactWay, type TailStep } from './exact-way.js';
import { reachOutlines } from '../../geometry/plane/cell-outline.js';
import { DEFAULT_WK, discIn, standing, type Model, type Piece, type Table } from './context.js';

/**
 * The unrounded cost a move verdict or a reach probe states (rounded to 1/10,000" in the answer), kept out of
 * sight on the object (not enumerable, not serialised) so that tests can hold reach's cost at a place to move's
 * cost to it more closely than the rounding.
 */
export const RAW_COST = Symbol('raw cost');
/** The unrounded point a move that falls short stops at (`stopsAt` rounded), kept out of sight as RAW_COST is. */
export const RAW_STOP = Symbol('raw stop');
const withRaw = <T extends object>(o: T, cost: number): T => Object.defineProperty(o, RAW_COST, { value: cost, enumerable: false });

export interface MoveEvent {
  type: 'severe' | 'linear' | 'hazard' | 'climb' | 'ladder' | 'stairs' | 'climb-down' | 'fall' | 'step' | 'stop';
  piece?: string;
  at?: [number, number];
  cost?: number;
  damage?: number | string;
  height?: number;
  /** A hazard the model is immune to: it already damaged it this turn. */
  immune?: boolean;
  /**
   * Where the base centre is when the base first enters the terrain on this step (base contact: the base starts
   * to overlap it; centre contact: the centre goes in), where `at` is the step's end (issue 13). Absent when
   * the step starts with the base already in it (after landing in it, say: the landing is the fall's `at`).
   */
  enters?: [number, number];
}

/**
 * Where along the walk p-q the base first enters one of the regions (their exact shapes: a round region's
 * circle, a grown one's capsules), over more than a rounding hair; `skip` entries of it passed over first (a
 * walk that crosses one linear obstacle twice). Undefined when it enters none.
 */
function entryPoint(regions: readonly Region[], p: Point, q: Point, skip = 0, fromStart = false): Point | undefined {
  const len = Math.hypot(q.x - p.x, q.y - p.y);
  const hair = 1e-7 * Math.max(1, len);
  const starts: number[] = [];
  // A stretch from the walk's start is not an entry: the base is already in the terrain there (a linear
  // obstacle's is, `fromStart`: a route node in base contact with it crosses it from there, linearEntries).
  for (const g of regions) for (const [a, b] of regionIntervals(g, p, q)) if ((b - a) * len > hair && (fromStart || a * len > hair)) starts.push(a);
  starts.sort((a, b) => a - b);
  const t = starts[Math.min(skip, starts.length - 1)];
  return t === undefined ? undefined : { x: p.x + (q.x - p.x) * t, y: p.y + (q.y - p.y) * t };
}

/** The hazard event and reason for entering piece p (mfx.trait.hazardous, once per piece per turn). */
function hazardEntered(m: Model, p: Piece, at: Point, how: string): { event: MoveEvent; reason: Reason } {
  const event: MoveEvent = m.hazardsTaken.has(p)
    ? { type: 'hazard', piece: p.id, damage: 0, immune: true, at: xy(at) }
    : { type: 'hazard', piece: p.id, damage: p.damage.join('/'), at: xy(at) };
  return { event, reason: enteredReason(m, p, how) };
}

interface Step {
  at: [number, number];
  level: number;
  cost: number;
  step: string;
}

interface Target {
  c: Point;
  level: number;
  on: Piece | undefined;
}

function budgetOf(m: Model, budget: number | undefined): { budget: number; reasons: Reason[] } {
  if (budget !== undefined) return { budget, reasons: [] };
  return { budget: m.wk ?? DEFAULT_WK, reasons: [] };
}

/** The falling damage of a move's events. */
const fallDamageOf = (events: readonly MoveEvent[]): number => events.reduce((a, e) => a + (e.type === 'fall' && typeof e.damage === 'number' ? e.damage : 0), 0);

/** A move verdict (legal when its cost fits the budget), its damage and turn state those of its events. */
function moveOut(m: Model, cost: number, budget: number, path: Step[], events: MoveEvent[], reasons: Reason[], evidence: Evidence): Verdict {
  const legal = cost <= budget + 1e-9;
  return {
    ask: 'move',
    legal,
    cost: round(cost),
    budget,
    left: legal ? round(budget - cost) : 0,
    path,
    events,
    damage: fallDamageOf(events),
    hazardsTaken: hazardsAfter(m, events),
    reasons,
    evidence,
  };
}

function targetOf(t: Table, ref: Ref, key: string): Target {
  const r = placeRef(refBoard(t), ref, key);
  const c = { x: r.at[0], y: r.at[1] };
  const s = standing(t.pieces, c, r.level);
  return { c, level: s.level, on: s.on };
}

/** Enclosed pieces that stop a flyer using its flight for this move (mfx.trait.enclosed). */
function enclosedBar(t: Table, m: Model, goal: Target): Reason | undefined {
  if (m.incorporeal) return undefined;
  for (const p of t.pieces) {
    if (!p.traits.has('enclosed')) continue;
    const startIn = m.level < p.ht && discIn(m.disc, p, t.opt.terrainContact);
    const endIn = goal.level < p.ht && discIn({ c: goal.c, r: m.r }, p, t.opt.terrainContact);
    if (startIn)
      return reason('mfx.trait.enclosed', `${m.id} is inside the enclosed ${p.kind} ${p.id}: it loses abilities that ignore terrain while there, and walks`);
    if (endIn)
      return reason('mfx.trait.enclosed', `${m.id} starts outside the enclosed ${p.kind} ${p.id} and ends inside it: it cannot use flight to ignore it, and walks`);
  }
  return undefined;
}

export function moveVerdict(t: Table, m: Model, to: Ref, budgetArg: number | undefined): Verdict {
  const { budget } = budgetOf(m, budgetArg);
  const goal = targetOf(t, to, 'to');
  const problem = placeProblem(t, m, { c: goal.c, r: m.r }, goal.level, goal.on);
  const flying = m.flight || m.incorporeal;
  const bar = flying ? enclosedBar(t, m, goal) : undefined;
  if (problem) {
    return refusedMove([problem.reason], { budget, blockedBy: problem.what });
  }
  if (goal.level === m.level && goal.on === m.on && Math.hypot(goal.c.x - m.c.x, goal.c.y - m.c.y) <= 1e-9) return stayVerdict(m, budget);
  if (flying && !bar) return flightMove(t, m, goal, budget);
  const v = walkMove(t, m, goal, budget);
  if (bar) v.reasons = [bar, ...v.reasons];
  return v;
}

/**
 * A move to the place the model already stands: it is there without moving, 0", whether it walks or flies (a
 * flyer gets the same answer as a walker, not a flight of no length).
 */
function stayVerdict(m: Model, budget: number): Verdict {
  const rule = m.flight ? 'mfx.model.flight' : m.incorporeal ? 'mfx.model.incorporeal' : 'mfx.trait.impassable';
  const where = `(${fmt(m.c.x)}, ${fmt(m.c.y)})${m.level > 0 ? ` at Ht ${fmt(m.level)}` : ''}`;
  const path: Step[] = [{ at: xy(m.c), level: m.level, cost: 0, step: 'start' }];
  return moveOut(m, 0, budget, path, [], [reason(rule, `${m.id} already stands at ${where}: it is there without moving, 0"`)], { path: path.map((s) => ({ ...s })) } as Evidence);
}

function flightMove(t: Table, m: Model, goal: Target, budget: number): Verdict {
  const horiz = Math.hypot(goal.c.x - m.c.x, goal.c.y - m.c.y);
  const up = Math.max(0, goal.level - m.level);
  const down = Math.max(0, m.level - goal.level);
  const cost = horiz + up;
  const rule = m.flight ? 'mfx.model.flight' : 'mfx.model.incorporeal';
  const reasons: Reason[] = [
    reason(
      rule,
      `${m.flight ? 'flight' : 'incorporeal'}: terrain and models are ignored while moving; ${fmt(horiz)}" horizontally` +
        (up > 0 ? ` plus ${fmt(up)}" up` : '') +
        (down > 0 ? ` (the ${fmt(down)}" down is not counted)` : '') +
        ` = ${fmt(cost)}"`,
    ),
  ];
  if (m.incorporeal) reasons.push(reason('mfx.model.incorporeal', 'an incorporeal model moves as a flyer does'));
  const path: Step[] = [
    { at: xy(m.c), level: m.level, cost: 0, step: 'start' },
    { at: xy(goal.c), level: goal.level, cost: round(cost), step: m.flight ? 'fly' : 'incorporeal' },
  ];
  // What happens is what happens where the model ends: at the goal, or where a flight that falls short stops
  // (the path stays the whole flight, as a short walk's stays the whole way).
  const stop = cost <= budget + 1e-9 ? undefined : flightStop(t, m, goal, budget);
  const end = stop ? flightEnd(t, m, stop.at, stop.level) : flightEnd(t, m, goal.c, goal.level);
  const out = moveOut(
    m,
    cost,
    budget,
    path,
    end.events,
    uniqueReasons(stop ? [reason(rule, `the flight costs ${fmt(cost)}", more than the ${fmt(budget)}" allowed`), ...reasons, ...stop.reasons, ...end.reasons] : [...reasons, ...end.reasons]),
    { lines: [{ from: xy(m.c), to: xy(goal.c), z: [m.level, goal.level], clear: true, note: `${fmt(cost)}"` }] },
  );
  if (stop) {
    out.stopsAt = xy(stop.at);
    Object.defineProperty(out, RAW_STOP, { value: stop.at, enumerable: false });
  }
  return out;
}

/**
 * The end of a flight at c on the surface at `level`: the fall to it (damage only for an incorporeal model,
 * mfx.model.flight, mfx.fall) and the hazardous terrain it ends in having started outside (mfx.trait.hazardous).
 */
function flightEnd(t: Table, m: Model, c: Point, level: number): { events: MoveEvent[]; reasons: Reason[] } {
  const events: MoveEvent[] = [];
  const reasons: Reason[] = [];
  const down = Math.max(0, m.level - level);
  if (down > 0) {
    const f = fall(down, m);
    if (f.damage > 0 || m.incorporeal) events.push({ type: 'fall', height: round(down), damage: f.damage, at: xy(c) });
    reasons.push(...f.reasons);
  }
  // It enters a hazard it ends within (at the level it ends on: a Ht 0 trap on the ground, a burning top under
  // topTraits apply) unless it stood within it at its own level before: off a walkway 3" above a trap, down into
  // the trap, it enters it.
  for (const p of t.pieces) {
    if (!p.traits.has('hazardous')) continue;
    if (withinHazard(t, { c, r: m.r }, level, p) && !withinHazard(t, m.disc, m.level, p)) {
      const h = hazardEntered(m, p, c, 'ends its move in');
      events.push(h.event);
      reasons.push(h.reason);
    }
  }
  return { events, reasons };
}

/**
 * Where a flight (or an incorporeal move) that cannot reach its goal stops (mfx.model.flight): terrain and models
 * are ignored on the way and only the end is paid for (the distance across from the start plus any climb to the
 * surface it ends on, the highest under its centre as for a goal given without a level), so it stops at the
 * farthest point of its straight line that the budget pays for and where it may stand: not overlapping
 * impassable terrain, a linear obstacle or another base (placeProblem), nor inside enclosed terrain it started
 * outside (mfx.trait.enclosed, as enclosedBar reads a goal there). Whether a point qualifies changes only where the
 * centre crosses a piece's outline, the base meets a piece's outline, another base or the table edge, or the
 * budget runs out on some surface: those distances along the line are worked out exactly, and each of them and
 * each stretch between them is tried, farthest first.
 */
function flightStop(t: Table, m: Model, goal: Target, budget: number): { at: Point; level: number; reasons: Reason[] } {
  const S = m.c;
  const horiz = Math.hypot(goal.c.x - S.x, goal.c.y - S.y);
  // Straight up or down where it stands: it has nowhere along a line to stop but its start.
  if (horiz === 0) return { at: S, level: m.level, reasons: [] };
  const u = { x: (goal.c.x - S.x) / horiz, y: (goal.c.y - S.y) / horiz };
  const at = (d: number): Point => ({ x: S.x + u.x * d, y: S.y + u.y * d });
  const reach = Math.min(budget, horiz);
  const problem = (d: number): { level: number; why: Reason | undefined } => {
    const c = at(d);
    const s = standing(t.pieces, c, undefined);
    const cost = d + Math.max(0, s.level - m.level);
    if (cost > budget + 1e-9)
      return { level: s.level, why: reason(m.flight ? 'mfx.model.flight' : 'mfx.model.incorporeal', `ending on the Ht ${fmt(s.level)} surface there would cost ${fmt(cost)}"`) };
    const pp = placeProblem(t, m, { c, r: m.r }, s.level, s.on);
    if (pp) return { level: s.level, why: pp.reason };
    if (!m.incorporeal)
      for (const p of t.pieces)
        if (p.traits.has('enclosed') && s.level < p.ht && discIn({ c, r: m.r }, p, t.opt.terrainContact))
          return { level: s.level, why: reason('mfx.trait.enclosed', `it started outside the enclosed ${p.kind} ${p.id} and may not use flight to end inside it`) };
    return { level: s.level, why: undefined };
  };
  // The distances along the line where the answer may change (line-stop.ts).
  const cuts = new LineCuts(S, u);
  cuts.table(t.size[0], t.size[1], m.r);
  for (const p of t.pieces) {
    if (p.standable) cuts.cuts.push(budget - Math.max(0, p.ht - m.level));
    if (p.shape.kind === 'circle') {
      cuts.circle(p.shape.circle.c, p.shape.circle.r);
      cuts.circle(p.shape.circle.c, p.shape.circle.r + m.r);
    } else cuts.outline(p.poly, m.r);
  }
  for (const o of t.models.values()) if (o !== m) cuts.circle(o.c, o.r + m.r);
  const first = problem(reach);
  const found = first.why ? farthestWhere(cuts.cuts, reach, (x) => !problem(x).why) : reach;
  // Nowhere on the line: it stays where it started.
  const d = found ?? 0;
  const c = at(d);
  const reasons =
    first.why && d < reach
      ? [reason(first.why.rule, `${first.why.text}: it cannot end ${fmt(reach)}" along its line at (${fmt(at(reach).x)}, ${fmt(at(reach).y)}), and stops at (${fmt(c.x)}, ${fmt(c.y)}), the farthest point of the line it may end on`)]
      : [];
  return { at: c, level: found === undefined ? m.level : d === reach ? first.level : problem(d).level, reasons };
}

interface Walked {
  graph: MoveGraph;
  start: number;
  goal: number;
}

function walkGraph(t: Table, m: Model, goal: Target): Walked | { error: Reason } {
  const graph = new MoveGraph(t, m, [m.c, goal.c]);
  const startLayer = graph.layerOf(m.on);
  if (m.level > 0 && !m.on) return { error: reason('mfx.model.flight', `${m.id} is aloft at Ht ${m.level} with nothing under it: only a flyer can be there`) };
  const start = graph.addQuestionPoint(m.c, startLayer);
  const goalLayer = graph.layerOf(goal.on);
  const g = graph.addQuestionPoint(goal.c, goalLayer);
  if (start < 0) return { error: reason('mfx.trait.impassable', `${m.id} has no room to move from where it stands`) };
  if (g < 0) return { error: reason('mfx.trait.impassable', 'the base does not fit at the destination') };
  return { graph, start, goal: g };
}

function walkMove(t: Table, m: Model, goal: Target, budget: number): Verdict {
  const w = walkGraph(t, m, goal);
  if ('error' in w) return refusedMove([w.error], { budget });
  const { graph, start, goal: g } = w;
  // Issue 17: the polygon search first gives a bound (weighted A*: a legal way, found settling few nodes).
  let full = graph.run(start, g, undefined, false, BOUND_WEIGHT);
  // Issue 13: route choice exact round circles. A way that bends was chosen on polygons standing in for the
  // circles; the search runs again with the circles' tangent graph added near it (tangent-graph.ts).
  if (full.cost[g]! < Infinity && bends(graph.pathTo(full, g)) && graph.addTangents(start, g, full.cost[g]!) > 0) full = graph.run(start, g);
  else if (full.cost[g]! < Infinity) full = graph.run(start, g);
  let res = full;
  let total = full.cost[g]!;
  if (!(total < Infinity)) {
    const reasons = [
      reason('mfx.trait.impassable', `no way around the impassable terrain and models reaches the destination`),
      ...(goal.on && goal.on.info.accessOnly && goal.on.access.length === 0
        ? [reason('mfx.building', `${goal.on.kind} ${goal.on.id} can only be climbed by stairs, ladders or other access, and it lists none`)]
        : []),
    ];
    return refusedMove(reasons, { budget });
  }
  // mfx.trait.climbable (reading): a fall from any height is the player's choice. The way answered is the
  // cheapest one without falling damage when it fits the budget; otherwise the cheapest way, fall included.
  const choice: Reason[] = [];
  let alternative: { cost: number; damage: number; falls: ReturnType<typeof damagingFalls> } | undefined;
  const fullSteps = stepsTo(graph, full, g);
  const fullFalls = damagingFalls(graph, m, fullSteps);
  // Each way measured exact (exact-way.ts): the search's sampled crossings stand above it.
  let way = exactWay(graph, fullSteps);
  const fullCost = way.total;
  total = fullCost;
  if (t.opt.descend === 'choice' && fullFalls.length) {
    const safe = graph.run(start, g, undefined, true);
    const safeSteps = safe.cost[g]! < Infinity ? stepsTo(graph, safe, g) : undefined;
    const safeWay = safeSteps ? exactWay(graph, safeSteps) : undefined;
    const safeCost = safeWay ? safeWay.total : Infinity;
    if (safeWay && safeCost <= budget + 1e-9) {
      res = safe;
      way = safeWay;
      total = safeCost;
      const damage = fullFalls.reduce((a, f) => a + f.damage, 0);
      alternative = { cost: round(fullCost), damage, falls: fullFalls };
      choice.push(
        reason(
          'mfx.trait.climbable',
          `a way without falling damage fits the ${fmt(budget)}" allowed (${fmt(safeCost)}"); falling instead ` +
            `(${fullFalls.map((f) => `${fmt(f.height)}" off ${f.piece}`).join(', ')}, ${damage} damage) would cost only ${fmt(fullCost)}"`,
        ),
      );
    } else {
      choice.push(
        reason(
          'mfx.trait.climbable',
          `falling is the player's choice: ${safeCost < Infinity ? `the cheapest way without falling damage costs ${fmt(safeCost)}", more than the ${fmt(budget)}" allowed` : 'no way without falling damage reaches the destination'}, so the model falls (${fullFalls.map((f) => `${fmt(f.height)}" off ${f.piece}: ${f.damage} damage`).join(', ')})`,
        ),
      );
    }
  }
  const steps = res === full ? fullSteps : stepsTo(graph, res, g);
  // The way's crossings of raised pieces' edges are at their exact places, its bends round grown corners and
  // round pieces measured on the true arcs (exact-way.ts).
  const { path: polyPath, events, reasons: described } = describe(t, m, graph, steps, way.pts, way);
  const path = exactPath(way, polyPath);
  total = way.total;
  const reasons = uniqueReasons([...choice, ...described]);
  const out = moveOut(m, total, budget, path, events, reasons, { path: path.map((s) => ({ at: s.at, level: s.level, cost: s.cost, step: s.step })) } as Evidence);
  if (alternative) out.alternative = alternative;
  withRaw(out, total);
  if (!out.legal) {
    const stop = stopPoint(t, m, graph, steps, way, budget);
    out.stopsAt = stop.at;
    Object.defineProperty(out, RAW_STOP, { value: stop.exact, enumerable: false });
    // What happens is what happens on the way to where it stops: a model that stops short of barbed wire
    // takes no hazard damage (mfx.linear), one that stops before a drop does not fall. The path stays the
    // cheapest way in full; the events, damage and turn state are those of the part walked.
    const walked = walkedPart(graph, steps, stop);
    if (walked) {
      const part = describe(t, m, graph, walked, [...way.pts.slice(0, stop.index), ...(stop.point ? [stop.point] : [])], {
        arcs: way.arcs.slice(0, stop.index),
        inc: way.inc.slice(0, stop.index),
      });
      out.events = part.events;
      out.damage = fallDamageOf(part.events);
      out.hazardsTaken = hazardsAfter(m, part.events);
    }
    const rule = reasons.find((r) => r.rule !== 'mfx.trait.impassable')?.rule ?? 'mfx.trait.impassable';
    out.reasons = uniqueReasons([
      reason(rule, `the cheapest way costs ${fmt(total)}", more than the ${fmt(budget)}" allowed`),
      ...reasons,
      ...stop.reasons,
    ]);
  }
  return out;
}

/**
 * The path of the exact way (exact-way.ts: crossings of raised pieces' edges at their exact places, each run of
 * straight walks on one layer pulled taut against the true circles of its bends), with its costs so far.
 */
function exactPath(way: ExactWay, path: Step[]): Step[] {
  const out: Step[] = [];
  let cost = 0;
  way.runs.forEach((run, ri) => {
    if (ri > 0) cost += way.inc[run.i]!;
    out.push({ ...path[run.i]!, at: xy(way.pts[run.i]!), cost: round(cost) });
    if (run.taut) {
      const level = path[run.i]!.level;
      for (let k = 0; k + 1 < run.taut.points.length - 1; k++) out.push({ at: xy(run.taut.points[k + 1]!), level, cost: round(cost + run.taut.along[k]!), step: 'walk' });
      cost += run.taut.length;
      if (run.j > run.i) out.push({ ...path[run.j]!, at: xy(way.pts[run.j]!), cost: round(cost) });
    } else
      for (let k = run.i + 1; k <= run.j; k++) {
        cost += way.inc[k]!;
        const at = xy(way.pts[k]!), last = out[out.length - 1]!;
        // A walk of no length (a crossing from the very point the way stands on: a base in contact with the edge).
        if (path[k]!.step === 'walk' && last.level === path[k]!.level && last.at[0] === at[0] && last.at[1] === at[1] && last.cost === round(cost)) continue;
        out.push({ ...path[k]!, at, cost: round(cost) });
      }
  });
  return out;
}

/**
 * The steps of the cheapest way to node g, less walks of no length: the tangent graph's ends and the
 * polygon graph's nodes may be the same place twice (a climb's foot on the mover graph and the question's).
 */
function stepsTo(graph: MoveGraph, res: SearchResult, g: number): PathSteps {
  return withoutEmptyWalks(graph, graph.pathTo(res, g));
}

/** Does the path bend (two walks in a row, or a walk next to a climb, a drop or a ladder)? */
/**
 * The weight of the bounding search's heuristic (MoveGraph.run; issue 17): the exact search after it is what
 * answers. At 1.1 it settled 76 nodes where the plain search settled 1,161 on the bench's 200 pieces, and its
 * way cost 67.7" against the cheapest 67.62" (a looser bound only widens the tangent graph's ellipse).
 */
const BOUND_WEIGHT = 1.1;

function bends(steps: PathSteps): boolean {
  return steps.length > 2;
}

/** The runs of straight walks on one layer along a path: [first, last] step indices. */
function runsOf(graph: MoveGraph, steps: PathSteps): [number, number][] {
  const out: [number, number][] = [];
  let i = 0;
  while (i < steps.length) {
    let j = i;
    const layer = graph.nodes[steps[i]!.state]!.layer;
    while (j + 1 < steps.length && steps[j + 1]!.kind === 0 && graph.nodes[steps[j + 1]!.state]!.layer === layer) j++;
    out.push([i, j]);
    i = j + 1;
  }
  return out;
}

/** How much shorter a run of walks through pts is pulled taut (0 when it cannot be, or costs more than its length). */
function tautSaving(L: Layer, r: number, pts: readonly Point[], polyCost: number): number {
  if (pts.length < 3) return 0;
  let plain = 0;
  for (let k = 1; k < pts.length; k++) plain += Math.hypot(pts[k]!.x - pts[k - 1]!.x, pts[k]!.y - pts[k - 1]!.y);
  if (Math.abs(polyCost - plain) > 1e-9 * Math.max(1, plain)) return 0;
  const taut = tautRun(L, r, pts);
  return taut && taut.length <= polyCost + 1e-9 ? polyCost - taut.length : 0;
}

function runSaving(graph: MoveGraph, steps: PathSteps, i: number, j: number): number {
  if (j - i < 2) return 0;
  const pts = steps.slice(i, j + 1).map((s) => graph.nodes[s.state]!.p);
  return tautSaving(graph.layers[graph.nodes[steps[i]!.state]!.layer]!, graph.r, pts, steps[j]!.cost - steps[i]!.cost);
}

/** The falls along a path that deal damage: where, how far, how much. */
function damagingFalls(graph: MoveGraph, m: Model, steps: PathSteps): { piece: string; height: number; damage: number; at: [number, number] }[] {
  const out: { piece: string; height: number; damage: number; at: [number, number] }[] = [];
  for (const s of steps) {
    const l = linkOf(graph, s.kind);
    // A flyer walking (barred from flight by enclosed terrain) still takes no falling damage.
    const damage = l && l.kind === 'fall' ? fall(Math.abs(l.height), m).damage : 0;
    if (l && damage > 0) out.push({ piece: l.piece.id, height: Math.abs(l.height), damage, at: xy(graph.nodes[s.state]!.p) });
  }
  return out;
}

type PathSteps = ReturnType<MoveGraph['pathTo']>;

function describe(
  t: Table,
  m: Model,
  graph: MoveGraph,
  steps: PathSteps,
  pts?: readonly Point[],
  exact?: Pick<ExactWay, 'arcs' | 'inc'>,
): { path: Step[]; events: MoveEvent[]; reasons: Reason[] } {
  const path: Step[] = [];
  const events: MoveEvent[] = [];
  const reasons: Reason[] = [];
  const hazardsHit = new Set<Piece>();
  const ground = graph.layers[0]!;
  for (const h of ground.hazards) if (discIn(m.disc, h.piece, t.opt.terrainContact) && m.level === 0) hazardsHit.add(h.piece);
  // A model starting on top of a hazardous piece is already in it (option topTraits).
  const startLayer = steps.length ? graph.layers[graph.nodes[steps[0]!.state]!.layer]! : ground;
  // So is one starting within a taller piece that reaches over its surface (terrain-graph.ts), and only then.
  if (startLayer !== ground)
    for (const h of startLayer.hazards) if (h.piece === startLayer.piece || withinHazard(t, m.disc, m.level, h.piece)) hazardsHit.add(h.piece);
  let severeTotal = 0;
  steps.forEach((s, i) => {
    // The step's point: the search's node, or where the exact way moved it (a crossing's exact place).
    const here = graph.nodes[s.state]!;
    const node = pts ? { p: pts[i]!, layer: here.layer } : here;
    const level = graph.layers[node.layer]!.level;
    const link = linkOf(graph, s.kind);
    path.push({ at: xy(node.p), level, cost: round(s.cost), step: i === 0 ? 'start' : link ? link.kind : 'walk' });
    if (i === 0) return;
    const prev = pts ? { p: pts[i - 1]! } : graph.nodes[steps[i - 1]!.state]!;
    if (link) {
      const p = link.piece;
      const name = `${p.kind} ${p.id}`;
      const h = Math.abs(link.height);
      // Coming down onto a linear obstacle enters it: +1" each (terrain-graph.ts, linearLanding).
      const down = node.layer !== graph.layerOf(p);
      const landed = down ? landedOn(graph.layers[node.layer]!, node.p) : [];
      const linkCost = link.cost - (down ? linearLanding(graph.layers[node.layer]!, graph.nodes[link.to]!.p) : 0);
      if (link.kind === 'climb' || link.kind === 'climb-down') {
        events.push({ type: link.kind, piece: p.id, height: h, cost: round(linkCost), at: xy(node.p) });
        reasons.push(reason('mfx.trait.climbable', `${link.kind === 'climb' ? 'climbs up' : 'climbs down'} ${fmt(h)}" of ${name}: vertical movement costs double (${fmt(2 * h)}")`));
      } else if (link.kind === 'ladder' || link.kind === 'stairs') {
        const via = link.via!;
        events.push({ type: link.kind, piece: via.id, height: h, cost: round(linkCost), at: xy(node.p) });
        reasons.push(reason('mfx.building', `${link.height > 0 ? 'climbs onto' : 'climbs down from'} ${name} by the ${link.kind} ${via.id}, its climbing access`));
        if (link.kind === 'ladder') reasons.push(reason('mfx.trait.climbable', `the ladder is climbed: ${fmt(h)}" up or down costs ${fmt(2 * h)}"`));
      } else if (link.kind === 'fall') {
        const f = fall(h, m);
        events.push({ type: 'fall', piece: p.id, height: h, damage: f.damage, at: xy(node.p) });
        reasons.push(reason('mfx.trait.climbable', `drops off ${name} rather than climbing down: no movement cost`), ...f.reasons);
      } else {
        events.push({ type: 'step', piece: p.id, at: xy(node.p) });
      }
      for (const g of landed) {
        events.push({ type: 'linear', piece: g.piece.id, cost: 1, at: xy(node.p), enters: xy(node.p) });
        reasons.push(reason('mfx.linear', `comes down onto the ${g.piece.kind} ${g.piece.id} and crosses it: +1"`));
      }
      // Climbing, dropping or stepping onto a hazardous surface (a raised piece's top, or a pool below a ledge) enters it.
      for (const h of graph.layers[node.layer]!.hazards) {
        if (hazardsHit.has(h.piece) || !discIn({ c: node.p, r: m.disc.r }, h.piece, t.opt.terrainContact)) continue;
        hazardsHit.add(h.piece);
        const hit = hazardEntered(m, h.piece, node.p, 'enters');
        // It comes down (or up) into it where it lands.
        events.push({ ...hit.event, enters: xy(node.p) });
        reasons.push(hit.reason);
      }
      return;
    }
    // An arc of the tangent graph stays out of linear and hazardous terrain (taut.ts, arcFactor): what it costs
    // beyond its length is its part in severe terrain again.
    // The exact way's arc and cost where it has one (a crossing solved with the arc after it moves the arc's start).
    const mine = exact !== undefined && i < exact.arcs.length;
    const arc = mine ? exact.arcs[i] : s.arc;
    if (arc) {
      const extra = (mine ? exact.inc[i]! : s.cost - steps[i - 1]!.cost) - arc.c.r * arc.da;
      if (extra > 1e-7 * Math.max(1, arc.c.r * arc.da)) {
        severeTotal += extra;
        events.push({ type: 'severe', cost: round(extra), at: xy(node.p) });
      }
      return;
    }
    // A step of the way is clear: a tangent of the exact search that the polygons would block is measured the same.
    const c: SegmentCost = walkTerms(graph.layers[node.layer]!, prev.p, node.p);
    // A tangent touching severe terrain (base contact) meets it over a rounding hair at most.
    const L = graph.layers[node.layer]!;
    const entered = (regions: readonly Region[], skip = 0, fromStart = false): { enters?: [number, number] } => {
      const e = entryPoint(regions, prev.p, node.p, skip, fromStart);
      return e ? { enters: xy(e) } : {};
    };
    if (c.severe > 1e-7 * Math.max(1, c.length)) {
      severeTotal += c.severe;
      events.push({ type: 'severe', cost: round(c.severe), at: xy(node.p), ...entered(L.severe) });
    }
    const crossed = new Map<Piece, number>();
    for (const lp of c.linear) {
      const k = crossed.get(lp) ?? 0;
      crossed.set(lp, k + 1);
      events.push({ type: 'linear', piece: lp.id, cost: 1, at: xy(node.p), ...entered(L.linear.filter((g) => g.piece === lp), k, true) });
      reasons.push(reason('mfx.linear', `crosses the ${lp.kind} ${lp.id}: +1"`));
    }
    for (const h of L.hazards) {
      if (hazardsHit.has(h.piece)) continue;
      if (entersRegion(h, prev.p, node.p)) {
        hazardsHit.add(h.piece);
        const hit = hazardEntered(m, h.piece, node.p, 'enters');
        events.push({ ...hit.event, ...entered(L.hazards.filter((g) => g.piece === h.piece)) });
        reasons.push(hit.reason);
      }
    }
  });
  if (severeTotal > 0) reasons.unshift(reason('mfx.trait.severe', `${fmt(severeTotal)}" of the way is in severe terrain and costs double (+${fmt(severeTotal)}")`));
  if (m.unimpeded && t.pieces.some((p) => p.traits.has('severe') && !p.solid && pathMeets(graph, steps, p)))
    reasons.unshift(reason('mfx.model.unimpeded', `${m.id} is unimpeded: severe terrain costs it nothing extra`));
  const bends = steps.some((s, i) => i >= 2 && s.kind === 0 && steps[i - 1]!.kind === 0);
  const detour = bends ? dearerStraight(graph, steps) : undefined;
  if (detour) reasons.push(detour);
  else if (bends || straightBlocked(graph, steps))
    reasons.push(reason('mfx.trait.impassable', 'the way bends around terrain or models it cannot enter'));
  if (!reasons.length) reasons.push(reason('mfx.trait.impassable', 'a straight walk: nothing impassable is in the way'));
  return { path, events, reasons: uniqueReasons(reasons) };
}

function pathMeets(graph: MoveGraph, steps: PathSteps, p: Piece): boolean {
  for (let i = 1; i < steps.length; i++) {
    const a = graph.nodes[steps[i - 1]!.state]!, b = graph.nodes[steps[i]!.state]!;
    if (a.layer !== 0 || b.layer !== 0) continue;
    if (segmentPolygonIntersection({ a: a.p, b: b.p }, p.poly).kind === 'interior') return true;
  }
  return false;
}

/**
 * Why a bending way on one surface was taken when the straight walk is open: the straight walk crosses severe
 * terrain or a linear obstacle and costs more than going round (mfx.trait.severe, mfx.linear). Undefined when
 * the straight walk is blocked (or changes surface), where the way bends round what it cannot enter.
 */
function dearerStraight(graph: MoveGraph, steps: PathSteps): Reason | undefined {
  const first = graph.nodes[steps[0]!.state]!, last = graph.nodes[steps[steps.length - 1]!.state]!;
  if (first.layer !== last.layer || steps.some((s, i) => i > 0 && s.kind !== 0)) return undefined;
  const c = graph.segmentBetween(first.p, last.p, first.layer, true);
  if (!c.ok) return undefined;
  const way = steps[steps.length - 1]!.cost;
  if (c.severe > 1e-7 * Math.max(1, c.length))
    return reason('mfx.trait.severe', `the straight walk (${fmt(c.cost)}") would cross ${fmt(c.severe)}" of severe terrain at double cost; going round it costs less (${fmt(way)}")`);
  if (c.linear.length)
    return reason('mfx.linear', `the straight walk (${fmt(c.cost)}") would cross the ${c.linear.map((p) => `${p.kind} ${p.id}`).join(', ')} at +1"; going round costs less (${fmt(way)}")`);
  return undefined;
}

function straightBlocked(graph: MoveGraph, steps: PathSteps): boolean {
  const first = graph.nodes[steps[0]!.state]!, last = graph.nodes[steps[steps.length - 1]!.state]!;
  if (first.layer !== last.layer) return false;
  return !graph.segmentBetween(first.p, last.p, first.layer, true).ok;
}

/** The steps of the cheapest way up to where an unaffordable move stops (the stop a node of its own), or undefined. */
function walkedPart(graph: MoveGraph, steps: PathSteps, stop: { index: number; point: Point | undefined }): PathSteps | undefined {
  if (stop.index < 1) return undefined;
  const prev = steps[stop.index - 1]!;
  const out = steps.slice(0, stop.index);
  if (stop.point) {
    const layer = graph.nodes[prev.state]!.layer;
    const id = graph.addNode(stop.point, layer, true);
    if (id < 0) return undefined;
    out.push({ state: id, cost: prev.cost + walkTerms(graph.layers[layer]!, graph.nodes[prev.state]!.p, stop.point).cost, kind: 0 });
  }
  return out;
}

/**
 * Where a move that cannot be afforded stops, on the exact way the verdict reports (exact-way.ts): as far along
 * it as the budget goes, so the way's cost to the stop is the budget; before a climb, a drop or a ladder it
 * cannot pay for in full; short of a linear obstacle it cannot finish crossing (mfx.linear). `index` is the
 * search's step the stop is on the way to (for the events of the part walked), `point` the stop when it is
 * not a node of the search.
 */
function stopPoint(t: Table, m: Model, graph: MoveGraph, steps: PathSteps, way: ExactWay, budget: number): { at: [number, number]; reasons: Reason[]; index: number; point: Point | undefined; exact: Point } {
  const stopAt = (p: Point, index: number, point: Point | undefined, reasons: Reason[] = []) => ({ at: xy(p), reasons, index, point, exact: p });
  const pts = way.pts;
  /** Which way round the arc of step i the way goes (from its a0 counter-clockwise, or from a0 + da back), and from what angle. */
  const arcFrom = (i: number, arc: Arc): { from: number; ccw: boolean } => {
    const prev = pts[i - 1]!;
    const from = Math.atan2(prev.y - arc.c.c.y, prev.x - arc.c.c.x);
    return { from, ccw: Math.abs(Math.sin(from - arc.a0)) < 1e-9 && Math.cos(from - arc.a0) > 0 };
  };
  /** The point a fraction u along step i: of the straight walk pts[i-1] -> pts[i], or of the angle round its arc. */
  const along = (i: number, u: number): Point => {
    const prev = pts[i - 1]!, node = pts[i]!;
    const arc = way.arcs[i];
    if (arc && arc.c.r > 0) {
      const { from, ccw } = arcFrom(i, arc);
      const a = from + (ccw ? 1 : -1) * u * arc.da;
      return { x: arc.c.c.x + arc.c.r * Math.cos(a), y: arc.c.c.y + arc.c.r * Math.sin(a) };
    }
    return { x: prev.x + (node.x - prev.x) * u, y: prev.y + (node.y - prev.y) * u };
  };
  /** What a stop at p on the layer may not overlap: a linear obstacle (mfx.linear), or an incorporeal model walked through. */
  type Stopper = { overlaps: (q: Point) => boolean; why: (crossing: boolean) => Reason; poly: Polygon | undefined; rule: string; what: string };
  const onStopper = (p: Point, layer: number): Stopper | undefined => {
    if (layer === 0) {
      const lp = t.pieces.find((q) => q.linear && circlePolygonContact({ c: p, r: m.r }, q.poly) === 'overlap');
      if (lp)
        return {
          overlaps: (q) => circlePolygonContact({ c: q, r: m.r }, lp.poly) === 'overlap',
          poly: lp.poly,
          rule: 'mfx.linear',
          what: `the ${lp.kind} ${lp.id}`,
          why: (crossing) =>
            reason(
              'mfx.linear',
              (crossing
                ? `not enough movement left to get over the ${lp.kind} ${lp.id}: the model stops before it`
                : `the move would end with the base on the ${lp.kind} ${lp.id}: the model stops before it`) +
                (lp.traits.has('hazardous') ? ' and takes no hazard damage' : ''),
            ),
        };
    }
    const L = graph.layers[layer]!;
    for (const o of t.models.values()) {
      // Whatever piece of this Ht it stands on: a base on this roof may overhang the edge and meet one on the next
      // roof whose own base stops short of it (mover-graph.ts: in the way there too); the overlap test decides.
      if (o === m || !o.incorporeal || o.level !== L.level) continue;
      if (!(circleVersusCircle(o.disc, { c: p, r: m.r }) < 0)) continue;
      return {
        overlaps: (q) => circleVersusCircle(o.disc, { c: q, r: m.r }) < 0,
        poly: undefined,
        rule: 'mfx.model.incorporeal',
        what: `the incorporeal ${o.id}'s base`,
        why: () => reason('mfx.model.incorporeal', `the move may pass through the incorporeal ${o.id}'s base but not end on it: the model stops in base contact before it`),
      };
    }
    return undefined;
  };
  /**
   * Never end on a linear obstacle (mfx.linear), nor on an incorporeal model walked through: from a stop at `u`
   * along the straight walk pts[i-1] -> pts[i] of the run that starts at step `first`, back along the way to base
   * contact before it. Backing off one may leave the base on another, nearer one (two fences closer than a base's
   * width, a fence at the foot of a climb, a row of incorporeal models): go on until it is on none, into the run's
   * earlier walks if need be; round an arc of the tangent graph as on a straight walk (u is then the part of its
   * angle). Each round either goes back a walk or backs off to contact with one stopper, ending where the base
   * is clear of it; the bound (walks plus stoppers, twice) is never reached on sound geometry. `stuck` is the
   * stopper the run's first walk starts on, when there is one: no place of the run is clear of it.
   */
  const offStoppers = (first: number, i: number, u: number, layer: number) => {
    const reasons: Reason[] = [];
    const bound = 2 * (i - first + t.pieces.length + t.models.size) + 2;
    let stuck: Stopper | undefined;
    for (let st = onStopper(along(i, u), layer), rounds = 0; st; st = onStopper(along(i, u), layer), rounds++) {
      if (rounds > bound) throw new Error(`malifaux stopPoint: backing off linear obstacles and incorporeal models did not end after ${bound} rounds`);
      if (st.overlaps(pts[i - 1]!)) {
        // The walk starts on it: the walk before, if the run has one.
        if (i - 1 <= first) {
          stuck = st;
          break;
        }
        i--;
        u = 1;
        continue;
      }
      [u] = bisect(0, u, (s) => !st.overlaps(along(i, s)), 50);
      reasons.push(st.why(st.poly !== undefined && segmentPolygonIntersection({ a: pts[i - 1]!, b: pts[i]! }, st.poly).kind === 'interior'));
    }
    return { i, u, reasons, stuck };
  };
  /** A stop on the start of the move that no place before it is clear of: said, not silent. */
  const stuckAt = (p: Point, index: number, point: Point | undefined, st: Stopper, reasons: Reason[]) =>
    stopAt(p, index, point, uniqueReasons([
      ...reasons,
      reason(st.rule, `the move starts with the base on ${st.what}: no place of the way before the stop is clear of it, so the stop cannot be backed off it`),
    ]));
  /**
   * The stop u along step i of run ri, off linear obstacles and incorporeal models walked through (offStoppers).
   * When the run's first walk starts on one (the landing of the climb, drop or ladder into the run), the model
   * does not take that link: it stops before it (stopBefore); on the first run, the move starts on it.
   */
  const settle = (ri: number, i: number, u: number, layer: number): ReturnType<typeof stopAt> => {
    const off = offStoppers(way.runs[ri]!.i, i, u, layer);
    const p = along(off.i, off.u);
    if (!off.stuck) return stopAt(p, off.i, p, uniqueReasons(off.reasons));
    if (ri === 0) return stuckAt(p, off.i, p, off.stuck, off.reasons);
    const back = stopBefore(ri);
    return { ...back, reasons: uniqueReasons([...off.reasons, off.stuck.why(false), ...back.reasons]) };
  };
  /** The stop at the foot of the climb, drop, ladder or step into run ri (all of it or none), off any stopper there. */
  const stopBefore = (ri: number): ReturnType<typeof stopAt> => {
    const run = way.runs[ri]!, before = way.runs[ri - 1]!;
    const foot = pts[run.i - 1]!;
    const layer = graph.nodes[steps[run.i - 1]!.state]!.layer;
    const st = onStopper(foot, layer);
    if (!st) return stopAt(foot, run.i, undefined);
    if (before.j > before.i) return settle(ri - 1, before.j, 1, layer);
    // The run before has no walks (the foot is where the move starts, or where a link before lands).
    if (ri - 1 === 0) return stuckAt(foot, run.i, undefined, st, []);
    const back = stopBefore(ri - 1);
    return { ...back, reasons: uniqueReasons([st.why(false), ...back.reasons]) };
  };
  let c0 = 0;
  for (let ri = 0; ri < way.runs.length; ri++) {
    const run = way.runs[ri]!;
    if (ri > 0) {
      // The climb, drop, ladder or step into this run: all of it or none.
      if (c0 + way.inc[run.i]! > budget + 1e-9) return stopBefore(ri);
      c0 += way.inc[run.i]!;
    }
    const layer = graph.nodes[steps[run.i]!.state]!.layer;
    const L = graph.layers[layer]!;
    const taut = run.taut;
    if (taut) {
      if (c0 + taut.length <= budget + 1e-9) {
        c0 += taut.length;
        continue;
      }
      // Along the taut walk (no terrain on it: each inch costs one) to the budget: on a tangent or round an arc.
      const want = budget - c0;
      let q = 1;
      while (q < taut.points.length - 1 && taut.along[q - 1]! < want) q++;
      /** The point `part` inches along the taut walk's piece q (points[q - 1] -> points[q]): on a tangent or round an arc. */
      const tautAt = (q: number, part: number): Point => {
        const from = taut.points[q - 1]!, to = taut.points[q]!;
        const w = taut.round[q - 1];
        if (w && w.r > 0) {
          const a = Math.atan2(from.y - w.c.y, from.x - w.c.x) + (w.s * part) / w.r;
          return { x: w.c.x + w.r * Math.cos(a), y: w.c.y + w.r * Math.sin(a) };
        }
        const len = taut.along[q - 1]! - (q > 1 ? taut.along[q - 2]! : 0);
        const u = len > 0 ? Math.max(0, Math.min(1, part / len)) : 0;
        return { x: from.x + (to.x - from.x) * u, y: from.y + (to.y - from.y) * u };
      };
      let part = want - (q > 1 ? taut.along[q - 2]! : 0);
      // Not on an incorporeal model walked through (a taut walk meets no terrain): back along the walk, round its
      // arcs as on its tangents, into its earlier pieces if need be, to base contact before it.
      const reasons: Reason[] = [];
      const bound = 2 * (taut.points.length + t.models.size) + 2;
      for (let st = onStopper(tautAt(q, part), layer), rounds = 0; st; st = onStopper(tautAt(q, part), layer), rounds++) {
        if (rounds > bound) throw new Error(`malifaux stopPoint: backing off incorporeal models did not end after ${bound} rounds`);
        if (st.overlaps(taut.points[q - 1]!)) {
          // The run starts on it: before the link into the run, or (the move's first run) a stop said to be on it.
          if (q <= 1) {
            if (ri === 0) return stuckAt(tautAt(q, part), run.i + 1, tautAt(q, part), st, reasons);
            const back = stopBefore(ri);
            return { ...back, reasons: uniqueReasons([...reasons, st.why(false), ...back.reasons]) };
          }
          q--;
          part = taut.along[q - 1]! - (q > 1 ? taut.along[q - 2]! : 0);
          continue;
        }
        [part] = bisect(0, part, (x) => !st.overlaps(tautAt(q, x)), 50);
        reasons.push(st.why(false));
      }
      const p = tautAt(q, part);
      const walked = reasons.length ? (q > 1 ? taut.along[q - 2]! : 0) + part : want;
      // The search's step the stop is on the way to: the first whose polygonal walk from the run's start is as long.
      let index = run.i + 1;
      while (index < run.j && steps[index]!.cost - steps[run.i]!.cost < walked) index++;
      if (reasons.length) return stopAt(p, index, p, uniqueReasons(reasons));
      return stopAt(p, index, p);
    }
    for (let i = run.i + 1; i <= run.j; i++) {
      const inc = way.inc[i]!;
      if (c0 + inc <= budget + 1e-9) {
        c0 += inc;
        continue;
      }
      const prev = pts[i - 1]!;
      // Part way round an arc of the tangent graph: as far along it as the budget goes, then off any stopper
      // round the arc (and back along the run) as on a straight walk.
      const arc = way.arcs[i];
      if (arc && arc.c.r > 0 && arc.da > 0) {
        const { from, ccw } = arcFrom(i, arc);
        // What the first u radians of it cost (an inch in severe terrain twice: arcFactor); it grows with u.
        const part = (u: number) => (u > 0 ? arcFactor(L, graph.r, arc.c, ccw ? from : from - u, u, t.size, true) * arc.c.r * u : 0);
        const [lo] = bisect(0, arc.da, (u) => c0 + part(u) <= budget, 60);
        return settle(ri, i, lo / arc.da, layer);
      }
      // The farthest point along the segment within the budget (cost grows with the distance walked).
      const [lo] = bisect(0, 1, (u) => c0 + walkTerms(L, prev, along(i, u)).cost <= budget, 60);
      return settle(ri, i, lo, layer);
    }
  }
  return stopAt(pts[pts.length - 1]!, steps.length, undefined);
}

/** A circle of the tangent graph with settled nodes: the nodes in order of angle, and the cheapest one's cost. */
interface Anchor {
  readonly c: Circle;
  readonly layer: number;
  readonly ids: number[];
  readonly angles: number[];
  readonly min: number;
}

/** The tangent graph's circles on each layer that the search reached, for reach's last walks. */
function anchorsOf(graph: MoveGraph, cost: Float64Array): Anchor[][] {
  const out: Anchor[][] = graph.layers.map(() => []);
  // The ends of the tangent graph (the start, the ends of climbs) as points the last walk may leave from.
  for (const id of graph.ends) {
    const n = graph.nodes[id]!;
    if (cost[id]! < Infinity) out[n.layer]!.push({ c: { c: n.p, r: 0 }, layer: n.layer, ids: [id], angles: [0], min: cost[id]! });
  }
  for (const c of graph.circles) {
    let min = Infinity;
    for (const id of c.ids) min = Math.min(min, cost[id]!);
    if (!(min < Infinity)) continue;
    const order = c.ids.map((_, k) => k).sort((x, y) => c.angles[x]! - c.angles[y]!);
    out[c.layer]!.push({ c: c.c, layer: c.layer, ids: order.map((k) => c.ids[k]!), angles: order.map((k) => c.angles[k]!), min });
  }
  return out;
}

/** The ways to p off an anchor, untested: for each, the node left, the arc (from a0 counter-clockwise through da), the tangent point. */
const WAYS = { n: 0, id: new Int32Array(4), a0: new Float64Array(4), da: new Float64Array(4), tx: new Float64Array(4), ty: new Float64Array(4), cost: new Float64Array(4) };

/**
 * The ways to p that leave the anchor's circle last, into WAYS with their costs untested (a lower bound of the
 * true one): p's two tangents to the circle (for a corner point, the walk from it), each reached along the arc
 * from the nearest tangent node either way round. The nearest node is enough: a way from a farther one along a
 * clear arc passes it, and its cost already counts the cheaper of the two (Dijkstra over the arcs). Returns the
 * cheapest.
 */
function anchorWays(cost: Float64Array, a: Anchor, p: Point): number {
  const R = a.c.r, cx = a.c.c.x, cy = a.c.c.y;
  const dx = p.x - cx, dy = p.y - cy, d = Math.sqrt(dx * dx + dy * dy);
  WAYS.n = 0;
  if (R === 0) {
    WAYS.id[0] = a.ids[0]!;
    WAYS.da[0] = 0;
    WAYS.tx[0] = cx;
    WAYS.ty[0] = cy;
    WAYS.n = 1;
    return (WAYS.cost[0] = cost[a.ids[0]!]! + d);
  }
  if (!(d > R)) return Infinity;
  const TAU = 2 * Math.PI;
  const base = Math.atan2(dy, dx), spread = Math.acos(R / d), leg = Math.sqrt(d * d - R * R);
  const n = a.ids.length, angles = a.angles;
  let low = Infinity;
  for (const th0 of [base + spread, base - spread]) {
    const th = th0 > Math.PI ? th0 - TAU : th0 <= -Math.PI ? th0 + TAU : th0;
    // The first node counter-clockwise from the tangent point (binary search), and the one before it.
    let lo = 0, hi = n;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (angles[mid]! < th) lo = mid + 1;
      else hi = mid;
    }
    const next = lo % n, prev = (lo + n - 1) % n;
    const tx = cx + R * Math.cos(th), ty = cy + R * Math.sin(th);
    for (const [k, a0, da] of [
      [next, th, (((angles[next]! - th) % TAU) + TAU) % TAU],
      [prev, angles[prev]!, (((th - angles[prev]!) % TAU) + TAU) % TAU],
    ] as const) {
      const i = WAYS.n++;
      WAYS.id[i] = a.ids[k]!;
      WAYS.a0[i] = a0;
      WAYS.da[i] = da;
      WAYS.tx[i] = tx;
      WAYS.ty[i] = ty;
      WAYS.cost[i] = cost[a.ids[k]!]! + R * da + leg;
      if (WAYS.cost[i]! < low) low = WAYS.cost[i]!;
    }
  }
  return low;
}

/**
 * The exact cost of the cheapest way to p off the anchor (Infinity when none beats `best`): anchorWays, tested
 * cheapest first. `fix` makes a way's cost exact when the way to its node crosses a raised piece's edge (the
 * search's crossing stands up to `slack` off its exact place: exact-way.ts); it is given the node, the cost
 * of the way through it and whether the last step (node to p) is one straight walk.
 */
function anchorCost(t: Table, graph: MoveGraph, cost: Float64Array, a: Anchor, p: Point, best: number, slack: number, fix: (id: number, c: number, tail: TailStep[], best: number) => number): number {
  const L = graph.layers[a.layer]!, r = graph.r;
  anchorWays(cost, a, p);
  const n = WAYS.n;
  const order = [0, 1, 2, 3].slice(0, n).sort((x, y) => WAYS.cost[x]! - WAYS.cost[y]!);
  const ways = order.map((i) => ({ id: WAYS.id[i]!, a0: WAYS.a0[i]!, da: WAYS.da[i]!, T: { x: WAYS.tx[i]!, y: WAYS.ty[i]! }, c: WAYS.cost[i]!, leg: Math.hypot(p.x - WAYS.tx[i]!, p.y - WAYS.ty[i]!) }));
  for (const w of ways) {
    if (!(w.c - slack < best)) break;
    const step = tangentStep(t, L, r, w.T, p, undefined);
    if (!(step < Infinity)) continue;
    // The arc's part in severe terrain costs double (w.c counted its length once: a lower bound).
    const f = w.da > 0 ? arcFactor(L, r, a.c, w.a0, w.da, t.size, true) : 1;
    if (!(f < Infinity)) continue;
    // The walk may cost more than its length (severe terrain, a linear obstacle).
    const arc = f * a.c.r * w.da;
    const tail: TailStep[] = w.da > 0 && a.c.r > 0 ? [{ p: w.T, cost: arc, arc: { c: a.c, a0: w.a0, da: w.da } }, { p, cost: step }] : [{ p, cost: step }];
    best = Math.min(best, fix(w.id, w.c - w.leg + step + (f - 1) * a.c.r * w.da, tail, best));
  }
  return best;
}

/** Most sample points a reach answer may take (about a 112" square at the default 0.25 sq. in. per sample). */
export const REACH_SAMPLE_LIMIT = 50_000;

export function reachVerdict(t: Table, m: Model, budgetArg: number | undefined, probes: readonly (readonly [number, number])[] | undefined): Verdict {
  const { budget } = budgetOf(m, budgetArg);
  const sp = t.opt.pathSpacing;
  // The samples of the answer grow with the square of budget / spacing: bound them before any work (a reach
  // of 1000" at 0.5" would be four million samples and run out of memory).
  const across = (lo: number, hi: number, size: number) =>
    Math.max(0, Math.floor(Math.min(size, hi) / sp) - Math.max(0, Math.ceil(lo / sp)) + 1);
  const samples = across(m.c.x - budget, m.c.x + budget, t.size[0]) * across(m.c.y - budget, m.c.y + budget, t.size[1]);
  if (samples > REACH_SAMPLE_LIMIT)
    throw new HighgroundError(
      `a reach of ${fmt(budget)}" sampled every ${fmt(sp)}" (option pathSpacing) would take ${samples} sample points; ` +
        `the limit is ${REACH_SAMPLE_LIMIT}: give a smaller budget or a larger pathSpacing`,
      { path: [budgetArg === undefined ? 'figure' : 'budget'] },
    );
  const flying = m.flight || m.incorporeal;
  const probePts = (probes ?? []).map(([x, y]) => ({ x, y }));
  const graph = new MoveGraph(t, m, [m.c, ...probePts]);
  const startLayer = graph.layerOf(m.on);
  const start = flying ? -1 : graph.addQuestionPoint(m.c, startLayer);
  // Issue 13: routes chosen on the true circles. The search runs on the polygon graph and the tangent graph of
  // every circle within the budget (tangent-graph.ts), so the tangent nodes' costs are exact among impassable
  // obstacles; a sample point is then reached from a circle along the arc to its own tangent point (anchorCost).
  // A way that crosses a raised piece's edge is priced by the search at a sampled crossing, which may stand
  // above the exact one (exact-way.ts) by up to a sample spacing and twice the step off the edge: the search
  // and the candidates below look that much past the budget, and each way that crosses is made exact.
  const crossSlack = t.pieces.some((p) => p.standable) ? sp + 2 * (m.r + CLEAR) : 0;
  if (start >= 0) graph.addTangents(start, undefined, budget + crossSlack);
  const res = start >= 0 ? graph.run(start, undefined, budget + crossSlack) : undefined;
  /** The way to each settled node, and whether it crosses an edge where the crossing may slide. */
  const ways = new Map<number, { steps: PathSteps; crosses: boolean; head?: number }>();
  const wayTo = (id: number) => {
    let w = ways.get(id);
    if (!w) {
      const steps = graph.pathTo(res!, id);
      ways.set(id, (w = { steps, crosses: crossSlack > 0 && hasCrossing(graph, steps) }));
    }
    return w;
  };
  /**
   * The exact cost of a way to p through node id costing c, its steps past the node `tail`; Infinity for one
   * that cannot beat `best`. A reach from a severe heap made ~25 ways exact a place (their lower bounds count
   * the severe ground once), one in twenty better than the best: where the tail is priced apart (splitTotal)
   * the rest are not made exact, and a way asked twice (off an end of the tangent graph and from its node) once.
   */
  const fix = (id: number, c: number, tail: TailStep[], best: number): number => {
    if (!(c < Infinity) || crossSlack === 0) return c;
    const w = wayTo(id);
    if (!w.crosses) return c;
    // (undefined when the tail may change the way: never >=)
    if ((splitTotal(graph, w.steps, tail, w) as number) >= best + 1e-8) return Infinity;
    const key = id + JSON.stringify(tail);
    let v = asked.get(key);
    if (v === undefined) asked.set(key, (v = exactWay(graph, w.steps, tail).total));
    return v;
  };
  /** The exact ways priced for the place costAt is pricing. */
  const asked = new Map<string, number>();
  const settled = res ? Array.from(res.settled.subarray(0, res.settledCount)) : [];
  const onLayer: number[][] = graph.layers.map(() => []);
  // Tangent nodes are left to their circles: a way leaves a circle along a tangent to the point it goes to.
  for (const s of settled) if (s < graph.tangentFrom) onLayer[graph.nodes[s]!.layer]!.push(s);
  const lbs = new Float64Array(Math.max(1, ...onLayer.map((l) => l.length)));
  const morder = new Int32Array(lbs.length);
  const anchors = res ? anchorsOf(graph, res.cost) : graph.layers.map(() => []);
  const alb = new Float64Array(Math.max(1, ...anchors.map((l) => l.length)));
  const aorder = new Int32Array(alb.length);

  /** Cheapest cost to end at p on layer (Infinity when it cannot). */
  const costAt = (p: Point, layer: number): number => {
    asked.clear();
    const level = graph.layers[layer]!.level;
    const on = graph.layers[layer]!.piece;
    if (placeProblem(t, m, { c: p, r: m.r }, level, on)) return Infinity;
    if (flying) {
      const goal = { c: p, level, on };
      if (!enclosedBar(t, m, goal)) {
        const c = Math.hypot(p.x - m.c.x, p.y - m.c.y) + Math.max(0, level - m.level);
        return c <= budget + 1e-9 ? c : Infinity;
      }
      return Infinity;
    }
    if (!res || !graph.validPoint(p, layer, true)) return Infinity;
    let best = Infinity;
    // The ways off the tangent graph's circles, exact: by their lower bound (the circle's cheapest node plus the
    // distance to the circle), smallest first, until none can beat the best found.
    const here = anchors[layer]!;
    // The cheap bound first, the ways themselves (anchorCost) only for an anchor that could still beat the best.
    let na = 0;
    for (let k = 0; k < here.length; k++) {
      const a = here[k]!;
      const d = Math.hypot(p.x - a.c.c.x, p.y - a.c.c.y);
      if (a.c.r > 0 && d <= a.c.r) continue;
      const lb = a.min + Math.max(0, d - a.c.r) - crossSlack;
      // A way dearer than the budget is no answer, whatever it would beat.
      if (lb > budget + 1e-9) continue;
      alb[k] = lb;
      aorder[na++] = k;
    }
    for (const k of aorder.subarray(0, na).sort((x, y) => alb[x]! - alb[y]!)) {
      if (!(alb[k]! < best)) break;
      best = Math.min(best, anchorCost(t, graph, res.cost, here[k]!, p, best, crossSlack, fix));
    }
    // The cheapest settled node from which p is a clear straight walk: candidates by their lower bound
    // (cost so far plus the straight distance), picked smallest first, until none can beat the best found.
    // Among impassable terrain alone the tangent graph's way is the shortest there is (tangent-graph.ts): the
    // polygon graph's ways, walkable but never shorter, are looked at only where severe or linear terrain
    // makes the cost more than the length (its Steiner points), or when the tangent graph found no way.
    const L = graph.layers[layer]!;
    const mine = best < Infinity && !L.severe.length && !L.linear.length ? [] : onLayer[layer]!;
    let nm = 0;
    for (let k = 0; k < mine.length; k++) {
      const q = graph.nodes[mine[k]!]!.p;
      const lb = res.cost[mine[k]!]! + Math.hypot(q.x - p.x, q.y - p.y) - crossSlack;
      if (!(lb <= budget + 1e-9)) continue;
      lbs[k] = lb;
      morder[nm++] = k;
    }
    for (const k of morder.subarray(0, nm).sort((x, y) => lbs[x]! - lbs[y]!)) {
      // Candidates within the polygons' error of the best are still tried: the exact measure may reorder them.
      if (lbs[k]! >= best + slack) break;
      const s = mine[k]!;
      let c = graph.price(graph.nodes[s]!.p, p, layer, true);
      // From an end of the tangent graph (the start, a climb's end) the walk is measured on the true shapes.
      if (!(c < Infinity) && graph.ends.has(s)) c = tangentStep(t, graph.layers[layer]!, graph.r, graph.nodes[s]!.p, p, undefined);
      if (!(c < Infinity)) continue;
      // The way through s, each run of straight walks pulled taut against the true circles (taut.ts), as move does.
      best = Math.min(best, wayTo(s).crosses ? fix(s, res.cost[s]! + c, [{ p, cost: c }], best) : exactVia(s, p, layer, res.cost[s]! + c));
    }
    return best <= budget + 1e-9 ? best : Infinity;
  };
  // The polygons stand outside the true circles by up to GROW_ERROR per bend: a candidate that much above the
  // best may still come out shorter.
  const slack = GROW_ERROR;
  /** For a settled node: the points of the last run of walks to it, that run's starting cost, and what pulling the earlier runs taut saves. */
  const before = new Map<number, { pts: Point[]; from: number; saved: number }>();
  /** Exact cost of the way to s then straight to p: the poly cost less what pulling each run taut saves. */
  const exactVia = (s: number, p: Point, layer: number, poly: number): number => {
    let b = before.get(s);
    if (!b) {
      const steps = graph.pathTo(res!, s);
      const runs = runsOf(graph, steps);
      const last = runs[runs.length - 1]!;
      let saved = 0;
      for (const run of runs.slice(0, -1)) saved += runSaving(graph, steps, run[0], run[1]);
      b = { pts: steps.slice(last[0], last[1] + 1).map((st) => graph.nodes[st.state]!.p), from: steps[last[0]]!.cost, saved };
      before.set(s, b);
    }
    if (b.pts.length < 2) return poly - b.saved;
    return poly - b.saved - tautSaving(graph.layers[layer]!, graph.r, [...b.pts, p], poly - b.from);
  };
  const layersAt = (p: Point): number[] => {
    const out = [0];
    for (const L of graph.layers) if (L.piece && pointInPolygon(p, L.piece.poly) !== 'outside') out.push(L.index);
    return out;
  };

  const cells: { at: [number, number]; level: number; cost: number }[] = [];
  const x0 = Math.max(0, Math.ceil((m.c.x - budget) / sp)), x1 = Math.floor(Math.min(t.size[0], m.c.x + budget) / sp);
  const y0 = Math.max(0, Math.ceil((m.c.y - budget) / sp)), y1 = Math.floor(Math.min(t.size[1], m.c.y + budget) / sp);
  for (let i = x0; i <= x1; i++) {
    for (let j = y0; j <= y1; j++) {
      const p = { x: i * sp, y: j * sp };
      if (Math.hypot(p.x - m.c.x, p.y - m.c.y) > budget + 1e-9) continue;
      for (const layer of layersAt(p)) {
        const c = costAt(p, layer);
        if (c < Infinity) cells.push({ at: xy(p), level: graph.layers[layer]!.level, cost: round(c) });
      }
    }
  }
  const out: Verdict = {
    ask: 'reach',
    budget,
    cells,
    area: round(cells.length * sp * sp),
    reasons: [
      reason(flying ? (m.flight ? 'mfx.model.flight' : 'mfx.model.incorporeal') : 'mfx.trait.impassable',
        flying
          ? 'a flyer may end anywhere it may stand within its move, counting horizontal distance plus climb'
          : `sample points every ${fmt(sp)}" that the model can walk to within ${fmt(budget)}", around impassable terrain and models`),
    ],
    evidence: {
      cells: cells.map((c) => ({ at: c.at, cost: c.cost, note: c.level ? `Ht ${c.level}` : undefined })),
      // The area as outlines for drawing (geometry/plane/cell-outline.ts: the union of the samples' squares).
      polygons: reachOutlines(cells, sp).map((o) => ({
        points: o.points,
        note: `${o.hole ? 'not reachable (a hole)' : 'reachable'}${o.level ? ` at Ht ${o.level}` : ''}`,
      })),
    },
  };
  if (!flying && t.pieces.some((p) => p.traits.has('severe'))) out.reasons.push(reason(m.unimpeded ? 'mfx.model.unimpeded' : 'mfx.trait.severe', m.unimpeded ? 'unimpeded: severe terrain costs nothing extra' : 'severe terrain costs double'));
  if (probes) {
    out.probes = probePts.map((p) => {
      const s = standing(t.pieces, p, undefined);
      const layer = graph.layerOf(s.on);
      const c = layer >= 0 ? costAt(p, layer) : Infinity;
      return withRaw({ at: xy(p), reachable: c < Infinity, cost: c < Infinity ? round(c) : null }, c);
    });
  }
  return out;
}

export { fallDamage };
