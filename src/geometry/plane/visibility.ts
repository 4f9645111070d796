import { pointDistance } from './distance.js';
import { orient, samePoint } from './orient.js';
import { pointInPolygon } from './point-in-polygon.js';
import { segmentMeetsPolygonInterior } from './segment-polygon.js';
import { normalizePolygon, polygonBBox } from './shape.js';
import type { Point, Polygon, Segment } from './types.js';

/*
 * Shortest paths for a point among polygonal obstacles on the visibility graph: de Berg, Cheong, van Kreveld
 * and Overmars, Computational Geometry: Algorithms and Applications (3rd ed.), ch. 15 "Visibility Graphs".
 * A shortest path is a polygonal line whose inner vertices are obstacle vertices (Lemma 15.1), so it suffices
 * to search the graph of mutually visible vertices. We build that graph once per obstacle set by testing
 * candidate pairs directly (O(n^2) pairs, not the book's O(n^2 log n) rotational sweep), after two prunings
 * that keep every shortest path: only convex vertices not inside another obstacle can be bends, and an edge
 * is useful only if its line is tangent to the obstacle at each obstacle-vertex end (it does not separate the
 * vertex's two neighbours). A query adds start and goal and runs A* with the straight-line heuristic.
 *
 * Obstacles are open sets: a path may run along or touch a boundary but never enter an interior (decided
 * exactly). Obstacles may overlap. Two obstacles that share an edge exactly leave a seam of zero width that a
 * path may follow; grow obstacles (inflatePolygon) or merge such pieces first if that matters.
 */

export interface VisibilityNode {
  readonly p: Point;
  /** Obstacle index and neighbours in it, for the tangency test; -1 for start/goal. */
  readonly ob: number;
  readonly prev: Point;
  readonly next: Point;
}

export interface VisibilityEdge {
  readonly to: number;
  readonly w: number;
}

export interface VisibilityGraph {
  /** The obstacles, counter-clockwise. */
  readonly obstacles: readonly Polygon[];
  /** The candidate bend points: convex obstacle vertices not inside another obstacle. */
  readonly nodes: readonly Point[];
  /** Number of undirected visibility edges between nodes. */
  readonly edgeCount: number;
  readonly _nodes: readonly VisibilityNode[];
  readonly _adj: readonly (readonly VisibilityEdge[])[];
  readonly _boxes: readonly (readonly [number, number, number, number])[];
}

export interface ShortestPath {
  /** From start to goal inclusive; [start] when they coincide. */
  readonly path: readonly Point[];
  readonly length: number;
}

/** Build the visibility graph of a set of polygon obstacles (either orientation). */
export function buildVisibilityGraph(obstacles: readonly Polygon[]): VisibilityGraph {
  const obs = obstacles.map(normalizePolygon);
  const boxes = obs.map(polygonBBox);
  const nodes: VisibilityNode[] = [];
  obs.forEach((poly, oi) => {
    const n = poly.length;
    for (let i = 0; i < n; i++) {
      const prev = poly[(i + n - 1) % n]!, p = poly[i]!, next = poly[(i + 1) % n]!;
      if (orient(prev, p, next) <= 0) continue;
      if (insideAny(p, obs, boxes, oi)) continue;
      nodes.push({ p, ob: oi, prev, next });
    }
  });
  const adj: VisibilityEdge[][] = nodes.map(() => []);
  let edgeCount = 0;
  for (let i = 0; i < nodes.length; i++) {
    const u = nodes[i]!;
    for (let j = i + 1; j < nodes.length; j++) {
      const v = nodes[j]!;
      if (!tangent(u, v.p) || !tangent(v, u.p)) continue;
      if (!visible(u.p, v.p, obs, boxes)) continue;
      const w = pointDistance(u.p, v.p);
      adj[i]!.push({ to: j, w });
      adj[j]!.push({ to: i, w });
      edgeCount++;
    }
  }
  return { obstacles: obs, nodes: nodes.map((n) => n.p), edgeCount, _nodes: nodes, _adj: adj, _boxes: boxes };
}

/**
 * Shortest path from start to goal avoiding the obstacles' interiors, with its length; null when there is
 * none (start or goal inside an obstacle, or enclosed). Pass a prebuilt graph to reuse it across queries.
 */
export function visibilityShortestPath(
  start: Point,
  goal: Point,
  obstacles: VisibilityGraph | readonly Polygon[],
): ShortestPath | null {
  const g = isGraph(obstacles) ? obstacles : buildVisibilityGraph(obstacles);
  const obs = g.obstacles, boxes = g._boxes;
  if (insideAny(start, obs, boxes, -1) || insideAny(goal, obs, boxes, -1)) return null;
  if (samePoint(start, goal)) return { path: [start], length: 0 };
  if (visible(start, goal, obs, boxes)) return { path: [start, goal], length: pointDistance(start, goal) };
  const N = g._nodes.length;
  const S = N, G = N + 1;
  const fromStart: VisibilityEdge[] = [];
  const toGoal = new Map<number, number>();
  for (let i = 0; i < N; i++) {
    const u = g._nodes[i]!;
    if (tangent(u, start) && visible(start, u.p, obs, boxes)) fromStart.push({ to: i, w: pointDistance(start, u.p) });
    if (tangent(u, goal) && visible(u.p, goal, obs, boxes)) toGoal.set(i, pointDistance(u.p, goal));
  }
  const point = (i: number): Point => (i === S ? start : i === G ? goal : g._nodes[i]!.p);
  const dist = new Float64Array(N + 2).fill(Infinity);
  const from = new Int32Array(N + 2).fill(-1);
  const done = new Uint8Array(N + 2);
  const heap = new MinHeap();
  dist[S] = 0;
  heap.push(pointDistance(start, goal), S);
  while (heap.size > 0) {
    const cur = heap.pop();
    if (done[cur]) continue;
    done[cur] = 1;
    if (cur === G) break;
    const dc = dist[cur]!;
    const relax = (to: number, w: number): void => {
      const nd = dc + w;
      if (nd < dist[to]!) {
        dist[to] = nd;
        from[to] = cur;
        heap.push(nd + pointDistance(point(to), goal), to);
      }
    };
    if (cur === S) for (const e of fromStart) relax(e.to, e.w);
    else {
      for (const e of g._adj[cur]!) relax(e.to, e.w);
      const wg = toGoal.get(cur);
      if (wg !== undefined) relax(G, wg);
    }
  }
  if (!done[G]) return null;
  const path: Point[] = [];
  for (let i = G; i !== -1; i = from[i]!) path.push(point(i));
  path.reverse();
  return { path, length: dist[G]! };
}

function isGraph(x: VisibilityGraph | readonly Polygon[]): x is VisibilityGraph {
  return !Array.isArray(x);
}

/** The line through node u and w does not separate u's two neighbours in its obstacle. */
function tangent(u: VisibilityNode, w: Point): boolean {
  if (samePoint(u.p, w)) return true;
  return orient(u.p, w, u.prev) * orient(u.p, w, u.next) >= 0;
}

function insideAny(p: Point, obs: readonly Polygon[], boxes: readonly (readonly number[])[], skip: number): boolean {
  for (let i = 0; i < obs.length; i++) {
    if (i === skip) continue;
    const b = boxes[i]!;
    if (p.x <= b[0]! || p.x >= b[2]! || p.y <= b[1]! || p.y >= b[3]!) continue;
    if (pointInPolygon(p, obs[i]!) === 'inside') return true;
  }
  return false;
}

/** The segment pq meets no obstacle's interior. */
function visible(p: Point, q: Point, obs: readonly Polygon[], boxes: readonly (readonly number[])[]): boolean {
  const x0 = Math.min(p.x, q.x), x1 = Math.max(p.x, q.x), y0 = Math.min(p.y, q.y), y1 = Math.max(p.y, q.y);
  const s: Segment = { a: p, b: q };
  for (let i = 0; i < obs.length; i++) {
    const b = boxes[i]!;
    // Touching the box's edge cannot reach the interior.
    if (x1 <= b[0]! || x0 >= b[2]! || y1 <= b[1]! || y0 >= b[3]!) continue;
    if (segmentMeetsPolygonInterior(s, obs[i]!)) return false;
  }
  return true;
}

/** A binary min-heap of (key, value) pairs. */
class MinHeap {
  private keys: number[] = [];
  private vals: number[] = [];
  get size(): number {
    return this.keys.length;
  }
  push(k: number, v: number): void {
    const keys = this.keys, vals = this.vals;
    let i = keys.length;
    keys.push(k);
    vals.push(v);
    while (i > 0) {
      const parent = (i - 1) >> 1;
      if (keys[parent]! <= k) break;
      keys[i] = keys[parent]!;
      vals[i] = vals[parent]!;
      i = parent;
    }
    keys[i] = k;
    vals[i] = v;
  }
  pop(): number {
    const keys = this.keys, vals = this.vals;
    const top = vals[0]!;
    const k = keys.pop()!, v = vals.pop()!;
    const n = keys.length;
    if (n > 0) {
      let i = 0;
      for (;;) {
        const l = 2 * i + 1;
        if (l >= n) break;
        const r = l + 1;
        const c = r < n && keys[r]! < keys[l]! ? r : l;
        if (keys[c]! >= k) break;
        keys[i] = keys[c]!;
        vals[i] = vals[c]!;
        i = c;
      }
      keys[i] = k;
      vals[i] = v;
    }
    return top;
  }
}
