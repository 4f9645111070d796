/**
 * The exact cost and shape of a way the search found (issue 13), shared by move and reach so that reach's cost
 * at a place is move's cost to it: each crossing of a raised piece's edge moved to its exact place
 * (crossing.ts), and each run of straight walks on one layer pulled taut against the true circles of its
 * bends (taut.ts). The two depend on each other (a crossing's best place depends on the bend before it, the
 * taut run on where it ends), so they alternate a few times; each pass only shortens the way, and a crossing
 * between straight legs (the common case: from a question's point to an edge and on) is exact at once.
 */
import type { Point } from '../../geometry/plane/index.js';
import { bestCrossing, slides } from './crossing.js';
import { CLEAR, type Link } from './move-geometry.js';
import type { MoveGraph } from './move-graph.js';
import { tautRun, type Taut } from './taut.js';
import type { Arc } from './tangent-graph.js';

export interface WayStep {
  readonly state: number;
  readonly cost: number;
  readonly kind: number;
  readonly arc?: Arc | undefined;
}

export interface ExactWay {
  /** The exact cost of the whole way. */
  readonly total: number;
  /** Each step's point (the search's node, or where its crossing moved it) and the cost of reaching it from the step before. */
  readonly pts: Point[];
  readonly inc: number[];
  /** Runs of straight walks on one layer [first, last step], with the taut walk when pulled. */
  readonly runs: { i: number; j: number; taut: Taut | undefined }[];
}

/**
 * The steps less walks of no length: the tangent graph's ends and the polygon graph's nodes may be the same
 * place twice (a climb's foot on the mover graph and the question's).
 */
export function withoutEmptyWalks<S extends WayStep>(graph: MoveGraph, steps: readonly S[]): S[] {
  return steps.filter((s, i) => {
    if (i === 0 || s.kind !== 0 || s.arc) return true;
    const a = graph.nodes[steps[i - 1]!.state]!, b = graph.nodes[s.state]!;
    return a.layer !== b.layer || Math.hypot(a.p.x - b.p.x, a.p.y - b.p.y) > 1e-9;
  });
}

const linkOf = (graph: MoveGraph, kind: number): Link | undefined => (kind > 0 ? graph.links[kind - 1] : undefined);

/** A step past the search's way on its last layer: a straight walk to p, or an arc of the tangent graph ending at p. */
export interface TailStep {
  readonly p: Point;
  readonly cost: number;
  readonly arc?: Arc | undefined;
}

/** The way along `steps` (the search's, each with its cost so far), then along `tail`, made exact. */
export function exactWay(graph: MoveGraph, all: readonly WayStep[], tail: readonly TailStep[] = []): ExactWay {
  const steps = withoutEmptyWalks(graph, all);
  const pts = steps.map((s) => graph.nodes[s.state]!.p);
  const layerOf = steps.map((s) => graph.nodes[s.state]!.layer);
  const kinds = steps.map((s) => s.kind);
  const arcs = steps.map((s) => s.arc);
  const inc = steps.map((s, k) => (k ? s.cost - steps[k - 1]!.cost : 0));
  for (const step of tail) {
    pts.push(step.p);
    layerOf.push(layerOf[layerOf.length - 1]!);
    kinds.push(0);
    arcs.push(step.arc);
    inc.push(step.cost);
  }
  const n = pts.length;
  // The runs of straight walks on one layer.
  const runs: { i: number; j: number; taut: Taut | undefined }[] = [];
  for (let i = 0; i < n; ) {
    let j = i;
    while (j + 1 < n && kinds[j + 1] === 0 && layerOf[j + 1] === layerOf[i]) j++;
    runs.push({ i, j, taut: undefined });
    i = j + 1;
  }
  const runOf = new Int32Array(n);
  runs.forEach((run, k) => {
    for (let s = run.i; s <= run.j; s++) runOf[s] = k;
  });
  const tautAll = () => {
    for (const run of runs) {
      run.taut = undefined;
      if (run.j - run.i < 2) continue;
      const p = pts.slice(run.i, run.j + 1);
      let plain = 0, cost = 0;
      // An arc of the tangent graph is as long as its radius times its angle (the chord is shorter).
      for (let k = run.i + 1; k <= run.j; k++) {
        const a = arcs[k];
        plain += a ? a.c.r * a.da : Math.hypot(pts[k]!.x - pts[k - 1]!.x, pts[k]!.y - pts[k - 1]!.y);
        cost += inc[k]!;
      }
      // A run that costs more than its length (severe or linear terrain) keeps its polygonal measure.
      if (Math.abs(cost - plain) > 1e-9 * Math.max(1, plain)) continue;
      const taut = tautRun(graph.layers[layerOf[run.i]!]!, graph.r, p);
      if (taut && taut.length <= cost + 1e-9) run.taut = taut;
    }
  };
  // The crossings that may slide: a climb, a climb down, a drop or a step between two straight walks.
  const crossings: number[] = [];
  for (let k = 2; k + 1 < n; k++) {
    if (!slides(linkOf(graph, kinds[k]!)) || kinds[k - 1] !== 0 || kinds[k + 1] !== 0 || arcs[k - 1] || arcs[k + 1]) continue;
    crossings.push(k);
  }
  // The point the way comes from before step k - 1 (the run's taut walk's last bend when pulled), and goes to after step k.
  const before = (k: number): Point => {
    const t = runs[runOf[k - 1]!]!.taut;
    return t && t.points.length >= 2 ? t.points[t.points.length - 2]! : pts[k - 2]!;
  };
  const after = (k: number): Point => {
    const t = runs[runOf[k]!]!.taut;
    return t && t.points.length >= 2 ? t.points[1]! : pts[k + 1]!;
  };
  const totalOf = (): number => {
    let total = 0;
    for (const run of runs) {
      if (run.taut) total += run.taut.length;
      else for (let k = run.i + 1; k <= run.j; k++) total += inc[k]!;
      // The link into the next run.
      if (run.j + 1 < n) total += inc[run.j + 1]!;
    }
    return total;
  };
  tautAll();
  let total = totalOf();
  for (let pass = 0; pass < 40 && crossings.length; pass++) {
    let moved = false;
    for (const k of crossings) {
      const l = linkOf(graph, kinds[k]!)!;
      const up = layerOf[k - 1] !== graph.layerOf(l.piece);
      const from = before(k), to = after(k);
      const c = up ? bestCrossing(graph, l, from, to, true) : bestCrossing(graph, l, to, from, false);
      if (!c) continue;
      const vertical = l.cost - (graph.r + CLEAR);
      const first = up ? c.low : c.top, second = up ? c.top : c.low;
      // The walks into and out of the crossing from the search's neighbouring nodes (pulled taut again below).
      const into = graph.price(pts[k - 2]!, first, layerOf[k - 1]!, true);
      const out = graph.price(second, pts[k + 1]!, layerOf[k]!, true);
      if (!(into < Infinity && out < Infinity)) continue;
      const wasP = [pts[k - 1]!, pts[k]!], wasC = [inc[k - 1]!, inc[k]!, inc[k + 1]!];
      pts[k - 1] = first;
      pts[k] = second;
      inc[k - 1] = into;
      inc[k] = c.step + vertical;
      inc[k + 1] = out;
      tautAll();
      const now = totalOf();
      if (now < total - 1e-12) {
        total = now;
        moved = true;
        continue;
      }
      [pts[k - 1], pts[k]] = wasP as [Point, Point];
      [inc[k - 1], inc[k], inc[k + 1]] = wasC as [number, number, number];
      tautAll();
    }
    if (!moved) break;
  }
  return { total, pts, inc, runs };
}

/** Does the way cross a raised piece's edge where the crossing may slide? */
export function hasCrossing(graph: MoveGraph, steps: readonly WayStep[]): boolean {
  return steps.some((s) => slides(linkOf(graph, s.kind)));
}
